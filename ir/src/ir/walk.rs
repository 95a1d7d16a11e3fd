//! Walking nested ops, across bodies, without recursion on the Rust stack.

use super::{Body, OpId};

/// Visit parents before their nested ops (pre) or after (post).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// An op before the ops nested in it (a parent can decide things its children then see).
    PreOrder,
    /// An op after the ops nested in it (children can be folded or erased before the parent).
    PostOrder,
}

impl Body {
    /// Visits every op of this body in program order (not entering isolated bodies).
    pub fn walk_local(&self, order: WalkOrder, mut f: impl FnMut(OpId)) {
        let mut out = Vec::new();
        for &r in &self.root_regions {
            self.collect_region(r, order, &mut out);
        }
        for op in out {
            f(op);
        }
    }

    /// The ops of region `r` and everything nested in it within this body, in order.
    pub fn collect_region(&self, r: super::RegionId, order: WalkOrder, out: &mut Vec<OpId>) {
        // Explicit stack of (op, children-visited) so depth is bounded by the heap.
        enum Item {
            Enter(OpId),
            Exit(OpId),
        }
        let mut stack: Vec<Item> = Vec::new();
        let push_region = |body: &Body, r, stack: &mut Vec<Item>| {
            let ops: Vec<OpId> = body
                .region_blocks(r)
                .flat_map(|b| body.block_ops(b))
                .collect();
            stack.extend(ops.into_iter().rev().map(Item::Enter));
        };
        push_region(self, r, &mut stack);
        while let Some(item) = stack.pop() {
            match item {
                Item::Enter(op) => {
                    if order == WalkOrder::PreOrder {
                        out.push(op);
                    } else {
                        stack.push(Item::Exit(op));
                    }
                    for &nr in self.local_regions(op).iter().rev() {
                        push_region(self, nr, &mut stack);
                    }
                }
                Item::Exit(op) => out.push(op),
            }
        }
    }
}
