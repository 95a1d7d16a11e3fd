//! Ops that exercise one op trait each (upstream TestOps.td, "Test Traits" and neighbors).
//! The traits themselves are verified by the core; these ops add only their ODS operand
//! and result constraints.

use crate::constraints::{check_operands, check_results, Group, ANY_SHAPED, ANY_TENSOR, I32};
use crate::ops::{
    AlwaysSpeculatableOp, BroadcastableOp, Commutative2Op, CommutativeOp, ConstantOp,
    ElementwiseMappableOp, SameOperandAndResultElementTypeOp, SameOperandAndResultShapeOp,
    SameOperandAndResultTypeOp, SameOperandElementTypeOp, SameOperandShapeOp,
};
use xla_dialect_func::attr_constraints::required_attr;
use xla_ir::registry::FoldResult;
use xla_ir::{Diag, OpDef, OpRef};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::declared(SameOperandAndResultTypeOp::INFO)
            .description("Upstream `SameOperandAndResultTypeOp`: `Variadic<AnyType>` operands and results.")
            .example("%0 = \"test.same_operand_and_result_type\"(%a, %a) : (i32, i32) -> i32"),
        OpDef::declared(SameOperandElementTypeOp::INFO)
            .description("Upstream `SameOperandElementTypeOp`: operands `(AnyType, AnyType)`, result `AnyType`.")
            .example("%0 = \"test.same_operand_element_type\"(%t, %u) : (tensor<2xf32>, vector<3xf32>) -> i32"),
        OpDef::declared(SameOperandAndResultElementTypeOp::INFO)
            .description("Upstream `SameOperandAndResultElementTypeOp`: `Variadic<AnyType>` operands and results.")
            .example("%0 = \"test.same_operand_and_result_element_type\"(%t) : (tensor<2xf32>) -> f32"),
        OpDef::declared(SameOperandShapeOp::INFO)
            .description("Upstream `SameOperandShapeOp`: `Variadic<AnyShaped>` operands.")
            .verifier(|op| check_operands(&op, ANY_SHAPED, Group::Variadic))
            .example("\"test.same_operand_shape\"(%t, %u) : (tensor<2xf32>, tensor<2xi8>) -> ()"),
        OpDef::declared(SameOperandAndResultShapeOp::INFO)
            .description("Upstream `SameOperandAndResultShapeOp`: `Variadic<AnyShaped>` operands and results.")
            .verifier(|op| {
                check_operands(&op, ANY_SHAPED, Group::Variadic)?;
                check_results(&op, ANY_SHAPED, Group::Variadic)
            })
            .example("%0 = \"test.same_operand_and_result_shape\"(%t) : (tensor<2xf32>) -> tensor<2xi32>"),
        OpDef::declared(ElementwiseMappableOp::INFO)
            .description("Upstream `ElementwiseMappableOp`: `Variadic<AnyType>` operands and results; scalars mix with same-shaped tensors or vectors.")
            .example("%0 = \"test.elementwise_mappable\"(%t, %s) : (tensor<2xi32>, i32) -> tensor<2xi32>"),
        OpDef::declared(BroadcastableOp::INFO)
            .description("Upstream `BroadcastableOp`: `Variadic<AnyTensor>` operands, one `AnyTensor` result; the result shape must be compatible with the operands broadcast together.")
            .verifier(|op| {
                check_operands(&op, ANY_TENSOR, Group::Variadic)?;
                check_results(&op, ANY_TENSOR, Group::Single)
            })
            .example("%0 = \"test.broadcastable\"(%a, %b) : (tensor<1x2xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>"),
        OpDef::declared(CommutativeOp::INFO)
            .description("Upstream `TestCommutativeOp`: four `I32` operands, one `I32` result.")
            .verifier(verify_i32_operands_and_result)
            .example("%0 = \"test.op_commutative\"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> i32"),
        OpDef::declared(Commutative2Op::INFO)
            .description("Upstream `TestCommutative2Op`: two `I32` operands, one `I32` result.")
            .verifier(verify_i32_operands_and_result)
            .example("%0 = \"test.op_commutative2\"(%a, %b) : (i32, i32) -> i32"),
        OpDef::declared(AlwaysSpeculatableOp::INFO)
            .description("Upstream `PureOp`: no operands, one `I32` result.")
            .verifier(|op| check_results(&op, I32, Group::Single))
            .example("%0 = \"test.always_speculatable_op\"() : () -> i32"),
        OpDef::declared(ConstantOp::INFO)
            .description(
                "Folds to its `value`. Upstream marks it NoMemoryEffect; here Pure, so unused constants are dead.",
            )
            .verifier(|op| required_attr(&op, "value").map(|_| ()))
            .folder(|op, _| Some(vec![FoldResult::Attr(op.attr("value")?)]))
            .example("%0 = \"test.constant\"() <{value = 1 : i32}> : () -> i32"),
    ]
}

/// ODS `I32` on every operand, then on the result.
fn verify_i32_operands_and_result(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(&op, I32, Group::Single)?;
    check_results(&op, I32, Group::Single)
}
