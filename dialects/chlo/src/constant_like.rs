//! `chlo.constant_like`: a splat of a scalar with the operand's shape.

use crate::op_def;
use xla_dialect_hlo::types::class;
use xla_dialect_hlo::verify_util::{check_inferred, check_tensor_of};
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits};

const VALUE: &str = "value";

pub fn def() -> OpDef {
    op_def(
        "constant_like",
        "Constant like operation",
        "A splat of the scalar `value` with the shape of `operand`.",
        "",
    )
    .traits(Traits(
        Traits::PURE.0 | Traits::SAME_OPERANDS_AND_RESULT_SHAPE.0,
    ))
    .operands(Arity::Exactly(1))
    .inherent(&[VALUE])
    .verifier(verify_constant_like)
}

/// `value` is a typed scalar whose type is the operand's element type.
fn verify_constant_like(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    let Some(value) = op.attr(VALUE) else {
        return Err(op.error(format!("requires attribute '{VALUE}'")));
    };
    let elem = ctx.element_type(op.operand_type(0));
    if ctx.attr_type(value) != Some(elem) {
        return Err(op.error("value's type doesn't match element return type"));
    }
    check_inferred(op, op.operand_type(0), op.result_type(0))
}
