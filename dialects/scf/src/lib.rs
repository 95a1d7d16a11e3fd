//! The `scf` dialect: structured control flow (loops, conditionals, switches) in upstream
//! MLIR 22 syntax, with upstream's verifier messages.

mod canonical;
mod for_op;
mod if_op;
mod parallel_op;
mod support;
mod switch_op;
mod terminators;
mod while_op;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

pub const FOR: &str = "scf.for";
pub const IF: &str = "scf.if";
pub const WHILE: &str = "scf.while";
pub const YIELD: &str = "scf.yield";
pub const CONDITION: &str = "scf.condition";
pub const PARALLEL: &str = "scf.parallel";
pub const REDUCE: &str = "scf.reduce";
pub const REDUCE_RETURN: &str = "scf.reduce.return";
pub const INDEX_SWITCH: &str = "scf.index_switch";
pub const EXECUTE_REGION: &str = "scf.execute_region";

pub use support::{region_terminator, segment_sizes};

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("scf")
        .op(for_op::for_op())
        .op(if_op::if_op())
        .op(while_op::while_op())
        .op(terminators::yield_op())
        .op(terminators::condition_op())
        .op(parallel_op::parallel_op())
        .op(parallel_op::reduce_op())
        .op(parallel_op::reduce_return_op())
        .op(switch_op::index_switch_op())
        .op(switch_op::execute_region_op());
    d.summary = "Structured control flow: loops, conditionals and switches with regions".into();
    d
}
