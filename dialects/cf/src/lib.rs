//! The `cf` dialect: unstructured control flow between blocks (`cf.br`, `cf.cond_br`,
//! `cf.switch`) and `cf.assert`, in upstream MLIR 22 syntax and with its verifier messages.

mod assert_op;
mod branch_ops;
mod canonical;
pub mod ops;
mod segments;
mod switch_op;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

// The op definitions take their names from the declarations.
const BR: &str = ops::BranchOp::NAME;
const COND_BR: &str = ops::CondBranchOp::NAME;
const SWITCH: &str = ops::SwitchOp::NAME;
const ASSERT: &str = ops::AssertOp::NAME;

pub use segments::{dense_i32_array, dense_ints, successor_operands, switch_case_values};

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("cf")
        .op(branch_ops::br_op())
        .op(branch_ops::cond_br_op())
        .op(switch_op::switch_op())
        .op(assert_op::assert_op());
    d.summary = "Unstructured control flow: branches between blocks and assertions".into();
    d
}
