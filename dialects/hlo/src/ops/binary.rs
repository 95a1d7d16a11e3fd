//! Element-wise binary ops (XLA's `Op(lhs, rhs [, broadcast_dimensions])`): `add`,
//! `subtract`, ..., `atan2`, `complex`.
//!
//! Operands of the same shape follow StableHLO (`HLO_CompatibleOperandsAndResultType`,
//! pretty form `hlo.add %a, %b : tensor<4xf32>`). Operands of different shapes use XLA's
//! implicit broadcasting (see [`crate::broadcast`]): without `broadcast_dimensions` the
//! core's Broadcastable check runs first (upstream messages), then XLA's stricter rules;
//! the result must be exactly the broadcast shape. The ops do not carry the static
//! `Traits::BROADCASTABLE`/`ELEMENTWISE` bits because ranked broadcasts with
//! `broadcast_dimensions` do not follow numpy alignment; `--hlo-legalize-broadcasts`
//! rewrites every implicit broadcast into `hlo.broadcast_in_dim`.

use crate::broadcast::plan;
use crate::display::quoted;
use crate::syntax::{parse_same_type_op, print_same_type_op};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred, check_operands, check_results, check_tensor_of, elem_of, optional_i64_array,
    shape_of, shapes_compatible, verify_compatible_operands_and_result_shape,
    verify_compatible_operands_and_result_type,
};
use xla_ir::{Arity, Context, Diag, OpRef, Type};

/// The optional property carrying XLA's broadcast dimensions (`array<i64: ...>`).
pub const BROADCAST_DIMENSIONS: &str = "broadcast_dimensions";

/// The template of the same-type binary ops; rows set the name, docs and `verify`.
const BINARY: OpRow = OpRow {
    verify_after_traits: Some(verify_binary_shapes),
    syntax: Some((parse_same_type_op::<2>, print_same_type_op)),
    ..OpRow::EMPTY
};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.add`: Add operation.
    pub struct AddOp = "hlo.add" {
        summary: "Add operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.subtract`: Subtract operation.
    pub struct SubtractOp = "hlo.subtract" {
        summary: "Subtract operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.multiply`: Mul operation.
    pub struct MultiplyOp = "hlo.multiply" {
        summary: "Mul operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.divide`: Div operation.
    pub struct DivideOp = "hlo.divide" {
        summary: "Div operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.power`: Power operation.
    pub struct PowerOp = "hlo.power" {
        summary: "Power operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.remainder`: Rem operation.
    pub struct RemainderOp = "hlo.remainder" {
        summary: "Rem operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.maximum`: Max operation.
    pub struct MaximumOp = "hlo.maximum" {
        summary: "Max operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.minimum`: Min operation.
    pub struct MinimumOp = "hlo.minimum" {
        summary: "Min operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.and`: And operation.
    pub struct AndOp = "hlo.and" {
        summary: "And operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.or`: Or operation.
    pub struct OrOp = "hlo.or" {
        summary: "Or operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.xor`: Xor operation.
    pub struct XorOp = "hlo.xor" {
        summary: "Xor operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE, COMMUTATIVE],
    }
    /// `hlo.shift_left`: ShiftLeft operation.
    pub struct ShiftLeftOp = "hlo.shift_left" {
        summary: "ShiftLeft operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.shift_right_arithmetic`: ShiftRightArithmetic operation.
    pub struct ShiftRightArithmeticOp = "hlo.shift_right_arithmetic" {
        summary: "ShiftRightArithmetic operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.shift_right_logical`: ShiftRightLogical operation.
    pub struct ShiftRightLogicalOp = "hlo.shift_right_logical" {
        summary: "ShiftRightLogical operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.atan2`: Atan2 operation.
    pub struct Atan2Op = "hlo.atan2" {
        summary: "Atan2 operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.complex`: Complex operation.
    pub struct ComplexOp = "hlo.complex" {
        summary: "Complex operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: AddOp::INFO,
        description: "Element-wise addition of `lhs` and `rhs` (logical OR for booleans).",
        example: "%r = hlo.add %lhs, %rhs : tensor<2x2xi32>",
        verify: Some(verify_add),
        ..BINARY
    },
    OpRow {
    decl: SubtractOp::INFO,
        description: "Element-wise subtraction of `rhs` from `lhs`.",
        example: "%r = hlo.subtract %lhs, %rhs : tensor<2xf32>",
        verify: Some(verify_binary::<{ class::NUMERIC }>),
        ..BINARY
    },
    OpRow {
    decl: MultiplyOp::INFO,
        description: "Element-wise product of `lhs` and `rhs` (logical AND for booleans).",
        example: "%r = hlo.multiply %lhs, %rhs : tensor<2xi32>",
        verify: Some(verify_binary::<{ class::ANY }>),
        ..BINARY
    },
    OpRow {
    decl: DivideOp::INFO,
        description: "Element-wise division of `lhs` by `rhs`; integer division truncates toward zero, \
                      and division overflow gives an implementation-defined value.",
        example: "%r = hlo.divide %lhs, %rhs : tensor<4xf32>",
        verify: Some(verify_binary::<{ class::NUMERIC }>),
        ..BINARY
    },
    OpRow {
    decl: PowerOp::INFO,
        description: "Element-wise exponentiation of `lhs` by `rhs`.",
        example: "%r = hlo.power %lhs, %rhs : tensor<6xf64>",
        verify: Some(verify_binary::<{ class::NUMERIC }>),
        ..BINARY
    },
    OpRow {
    decl: RemainderOp::INFO,
        description: "Element-wise remainder of `lhs` divided by `rhs`; the result takes the sign of the \
                      dividend and its magnitude is less than the divisor's.",
        example: "%r = hlo.remainder %lhs, %rhs : tensor<4xi64>",
        verify: Some(verify_binary::<{ class::NUMERIC }>),
        ..BINARY
    },
    OpRow {
    decl: MaximumOp::INFO,
        description: "Element-wise maximum of `lhs` and `rhs` (NaN propagates for floats).",
        example: "%r = hlo.maximum %lhs, %rhs : tensor<4xf32>",
        verify: Some(verify_binary::<{ class::ANY }>),
        ..BINARY
    },
    OpRow {
    decl: MinimumOp::INFO,
        description: "Element-wise minimum of `lhs` and `rhs` (NaN propagates for floats).",
        example: "%r = hlo.minimum %lhs, %rhs : tensor<4xf32>",
        verify: Some(verify_binary::<{ class::ANY }>),
        ..BINARY
    },
    OpRow {
    decl: AndOp::INFO,
        description: "Element-wise AND: logical for booleans, bitwise for integers.",
        example: "%r = hlo.and %lhs, %rhs : tensor<2xi1>",
        verify: Some(verify_binary::<{ class::INT_OR_PRED }>),
        ..BINARY
    },
    OpRow {
    decl: OrOp::INFO,
        description: "Element-wise OR: logical for booleans, bitwise for integers.",
        example: "%r = hlo.or %lhs, %rhs : tensor<2xi32>",
        verify: Some(verify_binary::<{ class::INT_OR_PRED }>),
        ..BINARY
    },
    OpRow {
    decl: XorOp::INFO,
        description: "Element-wise XOR: logical for booleans, bitwise for integers.",
        example: "%r = hlo.xor %lhs, %rhs : tensor<2xui8>",
        verify: Some(verify_binary::<{ class::INT_OR_PRED }>),
        ..BINARY
    },
    OpRow {
    decl: ShiftLeftOp::INFO,
        description: "Element-wise left shift of `lhs` by `rhs` bits; shifting by the bit width or more gives 0.",
        example: "%r = hlo.shift_left %lhs, %rhs : tensor<3xi64>",
        verify: Some(verify_binary::<{ class::INT }>),
        ..BINARY
    },
    OpRow {
    decl: ShiftRightArithmeticOp::INFO,
        description: "Element-wise arithmetic right shift of `lhs` by `rhs` bits (sign-filling).",
        example: "%r = hlo.shift_right_arithmetic %lhs, %rhs : tensor<3xi64>",
        verify: Some(verify_binary::<{ class::INT }>),
        ..BINARY
    },
    OpRow {
    decl: ShiftRightLogicalOp::INFO,
        description: "Element-wise logical right shift of `lhs` by `rhs` bits (zero-filling).",
        example: "%r = hlo.shift_right_logical %lhs, %rhs : tensor<3xui32>",
        verify: Some(verify_binary::<{ class::INT }>),
        ..BINARY
    },
    OpRow {
    decl: Atan2Op::INFO,
        description: "Element-wise two-argument arctangent of `lhs / rhs`, in the quadrant of `(rhs, lhs)`.",
        example: "%r = hlo.atan2 %lhs, %rhs : tensor<3xf64>",
        verify: Some(verify_binary::<{ class::FLOAT_OR_COMPLEX }>),
        ..BINARY
    },
    OpRow {
    decl: ComplexOp::INFO,
        description: "Combines real parts `lhs` and imaginary parts `rhs` (f32 or f64) element-wise into \
                      complex numbers.",
        example: "%r = hlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>",
        verify: Some(verify_complex),
        verify_after_traits: Some(verify_complex_shapes),
        syntax: Some((parse_complex, print_complex)),
        ..BINARY
    },
];

/// ODS invariants: both operands and the result are ranked tensors of `CLASSES`.
pub fn verify_binary<const CLASSES: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(op, CLASSES)?;
    check_results(op, CLASSES)?;
    optional_i64_array(op, BROADCAST_DIMENSIONS).map(|_| ())
}

/// Same-type binary ops: StableHLO's rule for equal shapes, XLA broadcasting otherwise.
/// `hlo.add`: any element type, quantized per tensor or per axis (StableHLO's C2-C7).
fn verify_add(op: OpRef<'_>) -> Result<(), Diag> {
    verify_binary::<{ class::ANY_OR_ANY_QUANT }>(op)?;
    crate::quantized::verify_quantized_binary(op)
}

pub fn verify_binary_shapes(op: OpRef<'_>) -> Result<(), Diag> {
    if !is_broadcasting(op)? {
        // StableHLO's SameOperandsAndResultShape comes before the type compatibility check.
        verify_compatible_operands_and_result_shape(op)?;
        return verify_compatible_operands_and_result_type(op);
    }
    let elem = same_operand_elements(op)?;
    verify_broadcast_result(op, elem)
}

/// Whether the op broadcasts: `broadcast_dimensions` present, or operand shapes that are
/// not compatible as they stand.
pub fn is_broadcasting(op: OpRef<'_>) -> Result<bool, Diag> {
    let dims = optional_i64_array(op, BROADCAST_DIMENSIONS)?;
    let (lhs, rhs) = (
        shape_of(op.ctx, op.operand_type(0)),
        shape_of(op.ctx, op.operand_type(1)),
    );
    Ok(dims.is_some() || !shapes_compatible(lhs, rhs))
}

/// `SameOperandsElementType`: the common element type of the two operands.
pub fn same_operand_elements(op: OpRef<'_>) -> Result<Type, Diag> {
    let (l, r) = (
        elem_of(op.ctx, op.operand_type(0)),
        elem_of(op.ctx, op.operand_type(1)),
    );
    if l != r {
        return Err(op.error("requires the same element type for all operands"));
    }
    Ok(l)
}

/// [`same_operand_elements`], except that quantized operands may differ in their
/// quantization (dot, dot_general and convolution take an `lhs` and `rhs` quantized apart).
pub fn same_or_quantized_operand_elements(op: OpRef<'_>) -> Result<(), Diag> {
    let quantized = |i| crate::quantized::quantized_element(op.ctx, op.operand_type(i)).is_some();
    if quantized(0) && quantized(1) {
        return Ok(());
    }
    same_operand_elements(op).map(|_| ())
}

/// Checks a broadcasting binary op's shapes and its result `tensor<broadcast x result_elem>`.
pub fn verify_broadcast_result(op: OpRef<'_>, result_elem: Type) -> Result<(), Diag> {
    let ctx = op.ctx;
    let dims = optional_i64_array(op, BROADCAST_DIMENSIONS)?;
    let (lhs, rhs) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.operand_type(1)),
    );
    if dims.is_none() && (lhs.len() == rhs.len() || lhs.is_empty() || rhs.is_empty()) {
        // Numpy-style broadcasting agrees with XLA's here: upstream's trait messages first.
        xla_ir::verify::traits::verify_broadcastable(op)?;
    }
    let plan = plan(lhs, rhs, dims.as_deref()).map_err(|e| op.error(e))?;
    let inferred = ctx.tensor_type(&plan.shape, result_elem);
    check_inferred(op, inferred, op.result_type(0))
}

/// The complex op: f32/f64 operands of one element type, a complex result.
fn verify_complex(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        let ok = crate::types::ranked_tensor(op.ctx, t)
            .is_some_and(|(_, e)| e == op.ctx.f32() || e == op.ctx.f64());
        if !ok {
            return Err(op.error(format!(
                "operand #{i} must be ranked tensor of 32-bit float or 64-bit float values, but got {}",
                quoted(op.ctx, t)
            )));
        }
    }
    check_tensor_of(op, "result", 0, op.result_type(0), class::COMPLEX)?;
    optional_i64_array(op, BROADCAST_DIMENSIONS).map(|_| ())
}

fn verify_complex_shapes(op: OpRef<'_>) -> Result<(), Diag> {
    let elem = same_operand_elements(op)?;
    let complex = op.ctx.complex_type(elem);
    if is_broadcasting(op)? {
        return verify_broadcast_result(op, complex);
    }
    let lhs = op.operand_type(0);
    if !shapes_compatible(shape_of(op.ctx, lhs), shape_of(op.ctx, op.result_type(0))) {
        return Err(op.error("requires the same shape for all operands and results"));
    }
    check_inferred(
        op,
        op.ctx.with_element_type(lhs, complex),
        op.result_type(0),
    )
}

/// `tensor<...xcomplex<E>>` -> `tensor<...xE>` (StableHLO's `createRealType`).
pub fn real_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(ctx.element_type(t)) {
        xla_ir::TypeData::Complex(e) => Some(ctx.with_element_type(t, *e)),
        _ => None,
    }
}

/// `%a, %b attr-dict : custom<ComplexOpType>`: `: tensor<2xcomplex<f32>>` when both
/// operands have the real counterpart of the result type, else a functional type.
fn parse_complex(
    p: &mut dyn xla_ir::asm::OpAsmParser,
    st: &mut xla_ir::OperationState,
) -> Result<(), Diag> {
    let operands = crate::syntax::parse_operands(p, 2)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(xla_ir::asm::Punct::Colon)?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let (inputs, result) = match p.ctx().function_signature(ty) {
        Some((inputs, [result])) if inputs.len() == 2 => (inputs.to_vec(), *result),
        Some((inputs, _)) if inputs.len() != 2 => {
            return Err(p.error_at(
                loc,
                &format!("2 operands present, but expected {}", inputs.len()),
            ))
        }
        Some(_) => return Err(p.error_at(loc, "expected single output")),
        None => {
            let Some(real) = real_type(p.ctx(), ty).filter(|_| p.ctx().is_shaped(ty)) else {
                return Err(p.error_at(loc, "expected tensor with complex element type"));
            };
            (vec![real, real], ty)
        }
    };
    p.resolve_operands(&operands, &inputs, &mut st.operands)?;
    st.result_types.push(result);
    Ok(())
}

fn print_complex(p: &mut dyn xla_ir::asm::OpAsmPrinter, op: OpRef<'_>) {
    crate::syntax::print_operands_and_attrs(p, op, &[]);
    let results = op.result_types();
    let real = results.first().and_then(|&r| real_type(op.ctx, r));
    if let (Some(&result), true) = (
        results.first(),
        op.operand_types().iter().all(|&t| Some(t) == real),
    ) {
        p.write_str(" : ");
        p.print_type(result);
    } else {
        p.write_str(" : ");
        p.print_function_type(&op.operand_types(), &op.result_types());
    }
}

/// Whether `op` is an element-wise binary op with XLA's implicit broadcasting (an hlo op
/// with two operands declaring the `broadcast_dimensions` property: the binary ops and
/// `compare`).
pub fn is_implicitly_broadcasting_op(op: OpRef<'_>) -> bool {
    op.def().is_some_and(|d| {
        d.dialect_name() == crate::DIALECT
            && d.operands == Arity::Exactly(2)
            && d.inherent_attrs.contains(&BROADCAST_DIMENSIONS)
    })
}

/// The broadcast such an op performs implicitly; `None` when it is not such an op, needs
/// no broadcast, or is invalid (the verifier reports that).
pub fn implicit_broadcast(op: OpRef<'_>) -> Option<crate::broadcast::Plan> {
    if !is_implicitly_broadcasting_op(op) || op.num_operands() != 2 || !is_broadcasting(op).ok()? {
        return None;
    }
    let dims = optional_i64_array(op, BROADCAST_DIMENSIONS).ok()?;
    let (lhs, rhs) = (
        shape_of(op.ctx, op.operand_type(0)),
        shape_of(op.ctx, op.operand_type(1)),
    );
    plan(lhs, rhs, dims.as_deref()).ok()
}
