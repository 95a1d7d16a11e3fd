//! Structured control flow in SCCP through RegionBranchOpInterface, as upstream: a region op
//! enters the regions its constant operands select, feeding their entry arguments; each
//! region's terminator feeds the successors its parent (or the terminator itself, for a
//! condition) names, be they regions again or the op's results.

use xla_ir::interfaces::{
    region_forwarded_values, terminator_successor_operands, terminator_successors,
    RegionBranchOpInterface, RegionSuccessor,
};
use xla_ir::{Attribute, OpId, OpRef, ValueId};

use super::analysis::Analysis;
use super::lattice::Lattice;

impl Analysis<'_> {
    /// The constants of `op`'s operands; `None` while one is still unknown.
    fn operand_constants(&self, f: usize, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let body = self.funcs[f].1;
        body.operands(op)
            .map(|v| match self.states[f].lattice(v) {
                Lattice::Unknown => None,
                l => Some(l.constant()),
            })
            .collect()
    }

    /// Simulates `op` if it implements RegionBranchOpInterface; false if it does not.
    pub(super) fn visit_region_branch(&mut self, f: usize, op: OpId, work: &mut Vec<OpId>) -> bool {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let op_ref = OpRef::new(ctx, body, op);
        let Some(iface) = op_ref.interface::<dyn RegionBranchOpInterface>() else {
            return false;
        };
        let Some(constants) = self.operand_constants(f, op) else {
            return true;
        };
        for succ in iface.entry_successors(op_ref, &constants) {
            let range = iface.entry_successor_operands(op_ref, succ);
            let values = self.lattices(f, body.operands(op).skip(range.start).take(range.len()));
            self.feed(f, op, succ, values, work);
        }
        true
    }

    /// Simulates a terminator of a region of a RegionBranchOpInterface op; false if `op` is
    /// not one.
    pub(super) fn visit_region_terminator(
        &mut self,
        f: usize,
        op: OpId,
        work: &mut Vec<OpId>,
    ) -> bool {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let Some(parent) = body.parent_op(op) else {
            return false;
        };
        let parent_ref = OpRef::new(ctx, body, parent);
        if parent_ref
            .interface::<dyn RegionBranchOpInterface>()
            .is_none()
        {
            return false;
        }
        let Some(region) = body
            .op(op)
            .parent_block()
            .and_then(|b| body.block(b).parent_region())
            .and_then(|r| body.local_regions(parent).iter().position(|&x| x == r))
        else {
            return false;
        };
        let term = OpRef::new(ctx, body, op);
        if terminator_successor_operands(term, RegionSuccessor::Parent).is_none() {
            return false;
        }
        let Some(constants) = self.operand_constants(f, op) else {
            return true;
        };
        for succ in terminator_successors(parent_ref, region, term, &constants) {
            let Some(forwarded) = region_forwarded_values(parent_ref, region, term, succ) else {
                continue;
            };
            let values = self.lattices(f, forwarded.into_iter());
            self.feed(f, parent, succ, values, work);
        }
        true
    }

    fn lattices(&self, f: usize, values: impl Iterator<Item = ValueId>) -> Vec<Lattice> {
        values.map(|v| self.states[f].lattice(v)).collect()
    }

    /// Control reaches `succ` of `op` with `values`: marks a region's entry executable and
    /// joins its successor inputs (other entry arguments are unknown), or joins the results.
    fn feed(
        &mut self,
        f: usize,
        op: OpId,
        succ: RegionSuccessor,
        values: Vec<Lattice>,
        work: &mut Vec<OpId>,
    ) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let op_ref = OpRef::new(ctx, body, op);
        let Some(iface) = op_ref.interface::<dyn RegionBranchOpInterface>() else {
            return;
        };
        let inputs = iface.successor_inputs(op_ref, succ);
        let targets: Vec<ValueId> = match succ {
            RegionSuccessor::Region(r) => {
                let Some(entry) = body
                    .local_regions(op)
                    .get(r)
                    .and_then(|&r| body.entry_block(r))
                else {
                    return;
                };
                self.mark_executable(f, entry, work);
                body.block_args(entry).to_vec()
            }
            RegionSuccessor::Parent => body.results(op).to_vec(),
        };
        for (k, &t) in targets.iter().enumerate() {
            if !inputs.contains(&k) {
                self.set(f, t, Lattice::Overdefined, work);
            }
        }
        let inputs = targets.get(inputs).unwrap_or_default();
        if inputs.len() != values.len() {
            return self.overdefine(f, inputs, work);
        }
        for (&t, l) in inputs.iter().zip(values) {
            self.set(f, t, l, work);
        }
    }
}
