//! Dominator trees of CFG regions (Cooper, Harvey and Kennedy's iterative algorithm) and
//! reachability, for passes that scope by dominance or prune unreachable blocks.

use rustc_hash::FxHashMap;
use xla_ir::{BlockId, Body, RegionId};

/// The successors of `b`: those its terminator names.
pub fn successors(body: &Body, b: BlockId) -> &[BlockId] {
    body.last_op(b)
        .map(|t| body.op(t).successors())
        .unwrap_or(&[])
}

/// The blocks of `region` reachable from its entry, in reverse post-order.
pub fn reverse_post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
    let mut post = Vec::new();
    // (block, next successor index); explicit stack: block counts come from the input.
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry, ());
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        if let Some(&s) = successors(body, b).get(*i) {
            *i += 1;
            if seen.insert(s, ()).is_none() {
                stack.push((s, 0));
            }
            continue;
        }
        post.push(b);
        stack.pop();
    }
    post.reverse();
    post
}

/// The dominator tree of a region's reachable blocks.
pub struct DomTree {
    pub entry: BlockId,
    /// Immediate dominator of each reachable block (the entry maps to itself).
    pub idom: FxHashMap<BlockId, BlockId>,
    /// Children in the tree, in reverse post-order.
    pub children: FxHashMap<BlockId, Vec<BlockId>>,
}

impl DomTree {
    pub fn build(body: &Body, region: RegionId) -> Option<DomTree> {
        let rpo = reverse_post_order(body, region);
        let entry = *rpo.first()?;
        let number: FxHashMap<BlockId, usize> =
            rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &rpo {
            for &s in successors(body, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut idom: Vec<Option<usize>> = vec![None; rpo.len()];
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for (i, b) in rpo.iter().enumerate().skip(1) {
                let mut new_idom: Option<usize> = None;
                for p in preds.get(b).map(Vec::as_slice).unwrap_or(&[]) {
                    let Some(&pn) = number.get(p) else { continue };
                    if idom[pn].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => pn,
                        Some(cur) => intersect(&idom, pn, cur),
                    });
                }
                if new_idom.is_some() && idom[i] != new_idom {
                    idom[i] = new_idom;
                    changed = true;
                }
            }
        }
        let mut tree = DomTree {
            entry,
            idom: FxHashMap::default(),
            children: FxHashMap::default(),
        };
        for (i, &b) in rpo.iter().enumerate() {
            let d = rpo[idom[i].unwrap_or(0)];
            tree.idom.insert(b, d);
            if i > 0 {
                tree.children.entry(d).or_default().push(b);
            }
        }
        Some(tree)
    }
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        self.children.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }
}

fn intersect(idom: &[Option<usize>], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a].unwrap_or(0);
        }
        while b > a {
            b = idom[b].unwrap_or(0);
        }
    }
    a
}
