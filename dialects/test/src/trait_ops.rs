//! Ops that exercise one op trait each (upstream TestOps.td, "Test Traits" and neighbors).
//! The traits themselves are verified by the core; these ops add only their ODS operand
//! and result constraints.

use crate::constraints::{check_operands, check_results, Group, ANY_SHAPED, ANY_TENSOR, I32};
use xla_dialect_func::attr_constraints::required_attr;
use xla_ir::registry::FoldResult;
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("test.same_operand_and_result_type")
            .summary("SameOperandsAndResultType over variadic operands and results of any type")
            .description("Upstream `SameOperandAndResultTypeOp`: `Variadic<AnyType>` operands and results.")
            .traits(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            .example("%0 = \"test.same_operand_and_result_type\"(%a, %a) : (i32, i32) -> i32"),
        OpDef::new("test.same_operand_element_type")
            .summary("SameOperandsElementType over two operands of any type, one result")
            .description("Upstream `SameOperandElementTypeOp`: operands `(AnyType, AnyType)`, result `AnyType`.")
            .traits(Traits::SAME_OPERANDS_ELEMENT_TYPE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .example("%0 = \"test.same_operand_element_type\"(%t, %u) : (tensor<2xf32>, vector<3xf32>) -> i32"),
        OpDef::new("test.same_operand_and_result_element_type")
            .summary("SameOperandsAndResultElementType over variadic operands and results of any type")
            .description("Upstream `SameOperandAndResultElementTypeOp`: `Variadic<AnyType>` operands and results.")
            .traits(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)
            .example("%0 = \"test.same_operand_and_result_element_type\"(%t) : (tensor<2xf32>) -> f32"),
        OpDef::new("test.same_operand_shape")
            .summary("SameOperandsShape over variadic shaped operands, no results")
            .description("Upstream `SameOperandShapeOp`: `Variadic<AnyShaped>` operands.")
            .traits(Traits::SAME_OPERANDS_SHAPE)
            .results(Arity::Exactly(0))
            .verifier(|op| check_operands(&op, ANY_SHAPED, Group::Variadic))
            .example("\"test.same_operand_shape\"(%t, %u) : (tensor<2xf32>, tensor<2xi8>) -> ()"),
        OpDef::new("test.same_operand_and_result_shape")
            .summary("SameOperandsAndResultShape over variadic shaped operands and results")
            .description("Upstream `SameOperandAndResultShapeOp`: `Variadic<AnyShaped>` operands and results.")
            .traits(Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
            .verifier(|op| {
                check_operands(&op, ANY_SHAPED, Group::Variadic)?;
                check_results(&op, ANY_SHAPED, Group::Variadic)
            })
            .example("%0 = \"test.same_operand_and_result_shape\"(%t) : (tensor<2xf32>) -> tensor<2xi32>"),
        OpDef::new("test.elementwise_mappable")
            .summary("ElementwiseMappable (Elementwise, Scalarizable, Vectorizable, Tensorizable)")
            .description("Upstream `ElementwiseMappableOp`: `Variadic<AnyType>` operands and results; scalars mix with same-shaped tensors or vectors.")
            .traits(Traits::ELEMENTWISE | Traits::SCALARIZABLE)
            .example("%0 = \"test.elementwise_mappable\"(%t, %s) : (tensor<2xi32>, i32) -> tensor<2xi32>"),
        OpDef::new("test.broadcastable")
            .summary("ResultsBroadcastableShape over variadic tensor operands and one tensor result")
            .description("Upstream `BroadcastableOp`: `Variadic<AnyTensor>` operands, one `AnyTensor` result; the result shape must be compatible with the operands broadcast together.")
            .traits(Traits::BROADCASTABLE)
            .results(Arity::Exactly(1))
            .verifier(|op| {
                check_operands(&op, ANY_TENSOR, Group::Variadic)?;
                check_results(&op, ANY_TENSOR, Group::Single)
            })
            .example("%0 = \"test.broadcastable\"(%a, %b) : (tensor<1x2xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>"),
        OpDef::new("test.op_commutative")
            .summary("Commutative over four i32 operands")
            .description("Upstream `TestCommutativeOp`: four `I32` operands, one `I32` result.")
            .traits(Traits::COMMUTATIVE)
            .operands(Arity::Exactly(4))
            .results(Arity::Exactly(1))
            .verifier(verify_i32_operands_and_result)
            .example("%0 = \"test.op_commutative\"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> i32"),
        OpDef::new("test.op_commutative2")
            .summary("Commutative over two i32 operands")
            .description("Upstream `TestCommutative2Op`: two `I32` operands, one `I32` result.")
            .traits(Traits::COMMUTATIVE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .verifier(verify_i32_operands_and_result)
            .example("%0 = \"test.op_commutative2\"(%a, %b) : (i32, i32) -> i32"),
        OpDef::new("test.always_speculatable_op")
            .summary("A Pure op (no memory effects, always speculatable) producing an i32")
            .description("Upstream `PureOp`: no operands, one `I32` result.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(1))
            .verifier(|op| check_results(&op, I32, Group::Single))
            .example("%0 = \"test.always_speculatable_op\"() : () -> i32"),
        OpDef::new("test.constant")
            .summary("ConstantLike: a constant of any type holding attribute `value`")
            .description(
                "Folds to its `value`. Upstream marks it NoMemoryEffect; here Pure, so unused constants are dead.",
            )
            .traits(Traits::CONSTANT_LIKE | Traits::PURE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(1))
            .inherent(&["value"])
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
