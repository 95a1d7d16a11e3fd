//! Structured control flow in SCCP (upstream gets it from RegionBranchOpInterface):
//! `scf.if` and `scf.execute_region` results come from the yields of the executable
//! regions; `scf.for` and `scf.while` join initial values with what the loop yields.

use xla_dialect_scf::ops as scf_ops;
use xla_ir::{OpId, RegionId, ValueId};

use super::analysis::Analysis;
use super::lattice::Lattice;

const SCF_IF: &str = scf_ops::IfOp::NAME;
const SCF_EXECUTE_REGION: &str = scf_ops::ExecuteRegionOp::NAME;
const SCF_YIELD: &str = scf_ops::YieldOp::NAME;
const SCF_FOR: &str = scf_ops::ForOp::NAME;
const SCF_WHILE: &str = scf_ops::WhileOp::NAME;
const SCF_CONDITION: &str = scf_ops::ConditionOp::NAME;

impl Analysis<'_> {
    /// Simulates `op` if it is one of the scf ops above; false if it is not.
    pub(super) fn visit_scf(
        &mut self,
        f: usize,
        op: OpId,
        name: &str,
        work: &mut Vec<OpId>,
    ) -> bool {
        let body = self.funcs[f].1;
        if name == SCF_YIELD {
            self.visit_yield(f, op, work);
            return true;
        }
        if name == SCF_CONDITION {
            self.visit_condition(f, op, work);
            return true;
        }
        if ![SCF_IF, SCF_EXECUTE_REGION, SCF_FOR, SCF_WHILE].contains(&name) {
            return false;
        }
        let regions = body.local_regions(op).to_vec();
        let results: Vec<ValueId> = body.results(op).to_vec();
        self.visit_region_op(f, op, name, &regions, &results, work);
        true
    }

    fn visit_region_op(
        &mut self,
        f: usize,
        op: OpId,
        name: &str,
        regions: &[RegionId],
        results: &[ValueId],
        work: &mut Vec<OpId>,
    ) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        if name == SCF_FOR && regions.len() == 1 && body.num_operands(op) >= 3 {
            // Iteration arguments and results: the initial values joined with the yields;
            // the induction variable is unknown.
            let Some(entry) = body.entry_block(regions[0]) else {
                return self.overdefine(f, results, work);
            };
            self.mark_executable(f, entry, work);
            let args = body.block_args(entry).to_vec();
            let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
            if args.len() != inits.len() + 1 || results.len() != inits.len() {
                self.overdefine(f, &args, work);
                return self.overdefine(f, results, work);
            }
            self.set(f, args[0], Lattice::Overdefined, work);
            for (k, v) in inits.into_iter().enumerate() {
                let l = self.states[f].lattice(v);
                self.set(f, args[k + 1], l, work);
                self.set(f, results[k], l, work);
            }
            return;
        }
        if name == SCF_WHILE && regions.len() == 2 {
            // The `before` region starts from the initial values (and the `after` yields).
            let Some(entry) = body.entry_block(regions[0]) else {
                return self.overdefine(f, results, work);
            };
            self.mark_executable(f, entry, work);
            let args = body.block_args(entry).to_vec();
            let inits: Vec<ValueId> = body.operands(op).collect();
            if args.len() != inits.len() {
                return self.overdefine(f, &args, work);
            }
            for (a, v) in args.into_iter().zip(inits) {
                let l = self.states[f].lattice(v);
                self.set(f, a, l, work);
            }
            return;
        }
        if name == SCF_IF || name == SCF_EXECUTE_REGION {
            // Results come from the yields of the executable regions.
            let feasible: Vec<usize> = if name == SCF_EXECUTE_REGION {
                vec![0]
            } else {
                match self.condition(f, op) {
                    Lattice::Unknown => Vec::new(),
                    Lattice::Constant(a, _) if ctx.attr_as_int(a) == Some(0) => vec![1],
                    Lattice::Constant(a, _) if ctx.attr_as_int(a).is_some() => vec![0],
                    _ => vec![0, 1],
                }
            };
            for r in feasible {
                if let Some(e) = regions.get(r).and_then(|&r| body.entry_block(r)) {
                    self.mark_executable(f, e, work);
                }
            }
            return;
        }
        // Malformed (verifier-rejected) shapes: nothing is known.
        self.overdefine(f, results, work);
    }

    /// An `scf.yield` feeds the results of the `scf.if` / `scf.execute_region` / `scf.for`
    /// around it (and a loop's next iteration arguments).
    fn visit_yield(&mut self, f: usize, op: OpId, work: &mut Vec<OpId>) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let Some(parent) = body.parent_op(op) else {
            return;
        };
        let parent_name = ctx.op_name_str(body.op(parent).name);
        if parent_name == SCF_WHILE {
            // Back to the `before` region.
            let before = body
                .local_regions(parent)
                .first()
                .and_then(|&r| body.entry_block(r));
            let args = before
                .map(|e| body.block_args(e).to_vec())
                .unwrap_or_default();
            let operands: Vec<ValueId> = body.operands(op).collect();
            if args.len() != operands.len() {
                return self.overdefine(f, &args, work);
            }
            for (a, v) in args.into_iter().zip(operands) {
                let l = self.states[f].lattice(v);
                self.set(f, a, l, work);
            }
            return;
        }
        if parent_name != SCF_IF && parent_name != SCF_EXECUTE_REGION && parent_name != SCF_FOR {
            return;
        }
        let results = body.results(parent).to_vec();
        let operands: Vec<ValueId> = body.operands(op).collect();
        if parent_name == SCF_FOR {
            // The next iteration's arguments too.
            let entry = body
                .local_regions(parent)
                .first()
                .and_then(|&r| body.entry_block(r));
            let args = entry
                .map(|e| body.block_args(e).to_vec())
                .unwrap_or_default();
            if args.len() == operands.len() + 1 {
                for (k, &v) in operands.iter().enumerate() {
                    let l = self.states[f].lattice(v);
                    self.set(f, args[k + 1], l, work);
                }
            }
        }
        if operands.len() != results.len() {
            return self.overdefine(f, &results, work);
        }
        for (r, v) in results.into_iter().zip(operands) {
            let l = self.states[f].lattice(v);
            self.set(f, r, l, work);
        }
    }

    /// An `scf.condition` continues into the `after` region (true) or leaves the
    /// `scf.while` with its forwarded values (false).
    fn visit_condition(&mut self, f: usize, op: OpId, work: &mut Vec<OpId>) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let Some(parent) = body
            .parent_op(op)
            .filter(|&p| ctx.op_name_str(body.op(p).name) == SCF_WHILE)
        else {
            return;
        };
        if body.num_operands(op) == 0 {
            return;
        }
        let (go_on, leave) = match self.condition(f, op) {
            Lattice::Unknown => (false, false),
            Lattice::Constant(a, _) if ctx.attr_as_int(a) == Some(0) => (false, true),
            Lattice::Constant(a, _) if ctx.attr_as_int(a).is_some() => (true, false),
            _ => (true, true),
        };
        let forwarded: Vec<Lattice> = body
            .operands(op)
            .skip(1)
            .map(|v| self.states[f].lattice(v))
            .collect();
        let results = body.results(parent).to_vec();
        if leave {
            if results.len() != forwarded.len() {
                return self.overdefine(f, &results, work);
            }
            for (&r, &l) in results.iter().zip(&forwarded) {
                self.set(f, r, l, work);
            }
        }
        let after = body
            .local_regions(parent)
            .get(1)
            .and_then(|&r| body.entry_block(r));
        if let (true, Some(after)) = (go_on, after) {
            self.mark_executable(f, after, work);
            let args = body.block_args(after).to_vec();
            if args.len() != forwarded.len() {
                return self.overdefine(f, &args, work);
            }
            for (a, l) in args.into_iter().zip(forwarded) {
                self.set(f, a, l, work);
            }
        }
    }
}
