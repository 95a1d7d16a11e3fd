//! `--sccp`: sparse conditional constant propagation (Wegman and Zadeck), as upstream's:
//! values are propagated optimistically through the ops' fold hooks, only along executable
//! control flow (a BranchOpInterface branch that names the successor its constant operands
//! take follows that edge only), through block arguments, and across calls
//! (CallOpInterface) into private callables (CallableOpInterface) whose only uses are calls
//! and back through their return-like terminators. RegionBranchOpInterface ops (`scf.if`,
//! `scf.for`, ...) are simulated; other region ops give unknown results. Values proven
//! constant are replaced by constants; branches and unreachable blocks are left for
//! `--canonicalize`. No op is known by name.

mod analysis;
mod lattice;
mod region_branch;
mod rewrite;

use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{Body, Context, Diag, OpData, OpId, Traits};

use analysis::Analysis;

pub const ARGUMENT: &str = "sccp";
const DESCRIPTION: &str = "Sparse Conditional Constant Propagation";

#[derive(Default)]
pub struct Sccp;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(Sccp),
    }
}

impl Pass for Sccp {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let is_table = ctx
            .op_def(op.name)
            .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE));
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        if is_table {
            sccp_table(ctx, body);
        } else {
            sccp_body(ctx, body);
        }
        Ok(())
    }
}

/// SCCP over the functions of a symbol table (nested tables on their own, first).
pub fn sccp_table(ctx: &Context, table: &mut Body) -> usize {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let nested: Vec<OpId> = table
            .all_ops()
            .filter(|&o| {
                !table.is_erased(o)
                    && ctx
                        .op_def(table.op(o).name)
                        .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE))
            })
            .collect();
        let mut replaced = 0;
        for o in nested {
            if let Some(b) = table.op_mut(o).isolated_body_mut() {
                replaced += sccp_table(ctx, b);
            }
        }
        let analysis = Analysis::of_table(ctx, table);
        let funcs: Vec<OpId> = analysis.func_ops().collect();
        let states = analysis.states;
        for (f, state) in funcs.into_iter().zip(states) {
            if let Some(body) = table.op_mut(f).isolated_body_mut() {
                replaced += rewrite::rewrite_body(ctx, body, &state);
            }
        }
        replaced
    })
}

/// SCCP over one body whose arguments are unknown (calls give unknown results).
pub fn sccp_body(ctx: &Context, body: &mut Body) -> usize {
    // No table: the op id is never looked at.
    let dummy = <OpId as xla_ir::entity::EntityRef>::new(0);
    let analysis = Analysis::of_body(ctx, body, dummy);
    let state = analysis.states.into_iter().next().unwrap_or_default();
    rewrite::rewrite_body(ctx, body, &state)
}
