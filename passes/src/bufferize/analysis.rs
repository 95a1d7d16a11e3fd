//! The in-place analysis: where each op of the original (tensor) function sits, whether a use
//! of a tensor may execute after a given op, and which tensor values share a buffer.
//!
//! An op may write into the buffer of its destination tensor `t` when (1) that buffer is
//! writable (allocated by this function, not an argument, a constant or a `to_tensor`), (2) no
//! loop lies between `t`'s definition and the op (else a later iteration would read what an
//! earlier one overwrote), and (3) no tensor sharing the buffer is used after the op or by the
//! op itself. Otherwise the op writes into a new allocation (copied from `t` if it reads it).

use rustc_hash::{FxHashMap, FxHashSet};
use xla_ir::interfaces::has_loop;
use xla_ir::ir::ValueDef;
use xla_ir::{BlockId, Body, Context, OpId, OpRef, ValueId};

/// Ops whose regions run any number of times: a RegionBranchOpInterface loop (`scf.for`,
/// `scf.while`, `scf.parallel`) or a linalg op.
pub fn is_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    has_loop(OpRef::new(ctx, body, op)) || ctx.op_name_str(body.op(op).name).starts_with("linalg.")
}

/// Position and nesting of every op of the original function, recorded before any rewrite.
#[derive(Default)]
pub struct Order {
    pos: FxHashMap<OpId, u32>,
    parent: FxHashMap<OpId, OpId>,
    block: FxHashMap<OpId, BlockId>,
    loops: FxHashSet<OpId>,
    /// linalg ops (destination-passing: their `outs` are written).
    structured: FxHashSet<OpId>,
}

impl Order {
    /// Numbers the ops of `body` in pre-order.
    pub fn new(ctx: &Context, body: &Body) -> Order {
        let mut order = Order::default();
        let mut n = 0u32;
        let mut stack: Vec<OpId> = Vec::new();
        for &r in body.root_regions().iter().rev() {
            for b in body.region_blocks(r).collect::<Vec<_>>().into_iter().rev() {
                stack.extend(body.block_ops(b).collect::<Vec<_>>().into_iter().rev());
            }
        }
        while let Some(op) = stack.pop() {
            order.pos.insert(op, n);
            n += 1;
            if let Some(b) = body.op(op).parent_block() {
                order.block.insert(op, b);
            }
            if let Some(p) = body.parent_op(op) {
                order.parent.insert(op, p);
            }
            let name = ctx.op_name_str(body.op(op).name);
            if is_loop(ctx, body, op) {
                order.loops.insert(op);
            }
            if name.starts_with("linalg.") {
                order.structured.insert(op);
            }
            let regions = body.local_regions(op);
            for &r in regions.iter().rev() {
                for b in body.region_blocks(r).collect::<Vec<_>>().into_iter().rev() {
                    stack.extend(body.block_ops(b).collect::<Vec<_>>().into_iter().rev());
                }
            }
        }
        order
    }

    pub fn knows(&self, op: OpId) -> bool {
        self.pos.contains_key(&op)
    }

    /// `op` and its ancestors, innermost first.
    fn chain(&self, op: OpId) -> Vec<OpId> {
        let mut out = vec![op];
        let mut cur = op;
        while let Some(&p) = self.parent.get(&cur) {
            out.push(p);
            cur = p;
        }
        out
    }

    /// Whether `inner` is `outer` or nested in it.
    pub fn is_within(&self, inner: OpId, outer: OpId) -> bool {
        self.chain(inner).contains(&outer)
    }

    /// Whether `u` may execute after `w` (in program order, or in a later iteration of a loop
    /// holding both). `false` when `u` is `w` or nested in it.
    pub fn may_run_after(&self, u: OpId, w: OpId) -> bool {
        let (cu, cw) = (self.chain(u), self.chain(w));
        let (mut iu, mut iw) = (cu.iter().rev().peekable(), cw.iter().rev().peekable());
        let mut in_loop = false;
        loop {
            match (iu.next(), iw.next()) {
                (Some(&a), Some(&b)) => {
                    if self.block.get(&a) != self.block.get(&b) {
                        // Different regions of one op: both run only if that op is a loop.
                        return in_loop;
                    }
                    if a != b {
                        return self.pos.get(&a) > self.pos.get(&b) || in_loop;
                    }
                    in_loop |= self.loops.contains(&a);
                }
                (Some(_), None) => return false,
                // `w` nested in `u`: `u` (a region op) finishes after `w`.
                (None, Some(_)) => return true,
                (None, None) => return false,
            }
        }
    }

    /// Whether a loop op lies strictly between `w` and the block `b` (where a value is defined).
    pub fn loop_between(&self, w: OpId, b: BlockId) -> bool {
        let mut cur = w;
        loop {
            if self.block.get(&cur) == Some(&b) {
                return false;
            }
            let Some(&p) = self.parent.get(&cur) else {
                return true;
            };
            if self.loops.contains(&p) {
                return true;
            }
            cur = p;
        }
    }
}

/// Whether operand `index` of `user` reads its value: everything does except the `outs` of a
/// linalg op whose region ignores them (fill, transpose, most generics write without reading).
pub fn use_reads(body: &Body, order: &Order, user: OpId, index: usize) -> bool {
    let n_results = body.results(user).len();
    let n = body.num_operands(user);
    if !order.structured.contains(&user) || n_results == 0 || index + n_results < n {
        return true;
    }
    let n_ins = n - n_results;
    super::structured::reads_init(body, user, n_ins, index - n_ins)
}

/// The block a value is defined in.
pub fn def_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op(op).parent_block(),
    }
}

/// Buffers shared by several tensor values (versions written in place, and views).
#[derive(Default)]
pub struct Aliases {
    roots: Vec<Root>,
    root_of: FxHashMap<ValueId, usize>,
}

struct Root {
    writable: bool,
    members: Vec<ValueId>,
}

impl Aliases {
    /// A new buffer holding tensor `v`.
    pub fn new_root(&mut self, v: ValueId, writable: bool) {
        self.root_of.insert(v, self.roots.len());
        self.roots.push(Root {
            writable,
            members: vec![v],
        });
    }
    /// `v` lives in the buffer of `of` (a version written in place, or a view).
    pub fn join(&mut self, v: ValueId, of: ValueId) {
        match self.root_of.get(&of).copied() {
            Some(r) => {
                self.root_of.insert(v, r);
                self.roots[r].members.push(v);
            }
            None => self.new_root(v, false),
        }
    }
    /// Puts every tensor of `b`'s buffer into `a`'s (a value that may live in either);
    /// the merged buffer is writable only if both were.
    pub fn merge(&mut self, a: ValueId, b: ValueId) {
        let (Some(&ra), Some(&rb)) = (self.root_of.get(&a), self.root_of.get(&b)) else {
            return;
        };
        if ra == rb {
            return;
        }
        let moved = std::mem::take(&mut self.roots[rb].members);
        for &v in &moved {
            self.root_of.insert(v, ra);
        }
        self.roots[ra].writable &= self.roots[rb].writable;
        self.roots[ra].members.extend(moved);
    }

    /// Whether `w` may overwrite the buffer of its destination `t` (see the module docs).
    /// `w` may read the operands in `elementwise` from the same buffer: it reads each element
    /// before writing that element only.
    pub fn can_write_in_place(
        &self,
        body: &Body,
        order: &Order,
        w: OpId,
        t: ValueId,
        elementwise: &[ValueId],
    ) -> bool {
        let Some(&r) = self.root_of.get(&t) else {
            return false;
        };
        let root = &self.roots[r];
        if !root.writable || !order.knows(w) {
            return false;
        }
        if def_block(body, t).is_none_or(|b| order.loop_between(w, b)) {
            return false;
        }
        // Other operands of `w` reading the same buffer.
        let own_uses = body.operands(w).filter(|&v| v == t).count();
        if own_uses > 1
            || body
                .operands(w)
                .any(|v| v != t && root.members.contains(&v) && !elementwise.contains(&v))
        {
            return false;
        }
        root.members.iter().all(|&v| {
            body.uses(v).all(|(user, index)| {
                if user == w || !order.knows(user) || !use_reads(body, order, user, index as usize)
                {
                    return true;
                }
                // A use inside `w`'s regions reads the buffer while `w` writes it.
                if order.is_within(user, w) {
                    return false;
                }
                !order.may_run_after(user, w)
            })
        })
    }
}
