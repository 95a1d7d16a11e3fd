//! chlo's binary ops without an XLA instruction: `next_after`, `polygamma`, `zeta`
//! (`%r = chlo.zeta %x, %q : T, T -> T`), their broadcasting forms
//! (`chlo.broadcast_zeta %x, %q : (T1, T2) -> R`, numpy-style or with
//! `broadcast_dimensions`), and `broadcast_select`.

use crate::op_def;
use crate::syntax::{parse_binary, parse_broadcast, print_binary, print_broadcast};
use xla_dialect_hlo::broadcast::plan;
use xla_dialect_hlo::ops::binary::BROADCAST_DIMENSIONS;
use xla_dialect_hlo::types::class;
use xla_dialect_hlo::verify_util::{
    check_inferred, check_operands, check_results, check_tensor_of, elem_of, optional_i64_array,
    shape_of, verify_compatible_operands_and_result_type,
};
use xla_ir::traits::broadcast::broadcast_shapes;
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits};

const FP: u8 = class::FLOAT;

/// `(mnemonic, summary, description, example)` of the float binary ops, each also with a
/// `broadcast_` form.
const FLOAT_BINARY: &[(&str, &str, &str, &str)] = &[
    (
        "next_after",
        "std::nextafter operation",
        "Element-wise next representable value of `x` in the direction of `y` (may be subnormal).",
        "%r = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>",
    ),
    (
        "polygamma",
        "Polygamma function",
        "Element-wise polygamma function of order `n` at `x`.",
        "%r = chlo.polygamma %n, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>",
    ),
    (
        "zeta",
        "Hurwitz zeta function",
        "Element-wise Hurwitz zeta function `sum_{n>=0} (q + n)^-x`.",
        "%r = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>",
    ),
];

pub fn defs() -> Vec<OpDef> {
    let mut defs = Vec::new();
    for &(mnemonic, summary, description, example) in FLOAT_BINARY {
        defs.push(
            op_def(mnemonic, summary, description, example)
                .traits(Traits::PURE)
                .operands(Arity::Exactly(2))
                .verifier(verify_float_operands)
                .after_traits_verifier(verify_compatible_operands_and_result_type)
                .syntax(parse_binary, print_binary),
        );
        let broadcast_summary = format!("{summary} (with optional broadcasting)");
        defs.push(
            op_def(
                &format!("broadcast_{mnemonic}"),
                &broadcast_summary,
                description,
                "",
            )
            .traits(Traits::PURE)
            .operands(Arity::Exactly(2))
            .inherent(&[BROADCAST_DIMENSIONS])
            .verifier(verify_float_operands)
            .after_traits_verifier(verify_broadcast_result)
            .syntax(parse_broadcast::<2>, print_broadcast),
        );
    }
    defs.push(
        op_def(
            "broadcast_select",
            "Select operation (with optional numpy-style broadcasting)",
            "Element-wise `pred ? on_true : on_false`, the three operands broadcast together numpy-style.",
            "%r = chlo.broadcast_select %p, %t, %f : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
        )
        .traits(Traits::PURE)
        .operands(Arity::Exactly(3))
        .verifier(verify_select)
        .syntax(parse_broadcast::<3>, print_broadcast),
    );
    defs
}

fn verify_float_operands(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(op, FP)?;
    check_results(op, FP)?;
    optional_i64_array(op, BROADCAST_DIMENSIONS).map(|_| ())
}

/// Same element types; the result is the broadcast of the operand shapes (numpy-style
/// trailing alignment unless `broadcast_dimensions` says otherwise).
fn verify_broadcast_result(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let elem = elem_of(ctx, op.operand_type(0));
    if elem_of(ctx, op.operand_type(1)) != elem || elem_of(ctx, op.result_type(0)) != elem {
        return Err(op.error("requires the same element type for all operands and results"));
    }
    let (lhs, rhs) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.operand_type(1)),
    );
    let dims =
        optional_i64_array(op, BROADCAST_DIMENSIONS)?.or_else(|| numpy_dims(lhs.len(), rhs.len()));
    let plan = plan(lhs, rhs, dims.as_deref()).map_err(|e| op.error(e.to_string()))?;
    check_inferred(op, ctx.tensor_type(&plan.shape, elem), op.result_type(0))
}

/// The trailing-aligned `broadcast_dimensions` of numpy broadcasting, when ranks differ
/// and neither operand is a scalar.
pub fn numpy_dims(lhs_rank: usize, rhs_rank: usize) -> Option<Vec<i64>> {
    let (low, high) = (lhs_rank.min(rhs_rank), lhs_rank.max(rhs_rank));
    (low > 0 && low < high).then(|| ((high - low) as i64..high as i64).collect())
}

/// `pred` of booleans, `on_true`/`on_false` of one element type, the result their
/// numpy broadcast.
fn verify_select(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::PRED)?;
    let elem = elem_of(ctx, op.operand_type(1));
    if elem_of(ctx, op.operand_type(2)) != elem {
        return Err(op.error("requires on_true and on_false to have the same element type"));
    }
    let mut shape = shape_of(ctx, op.operand_type(0)).to_vec();
    for i in 1..3 {
        let next = shape_of(ctx, op.operand_type(i));
        shape = broadcast_shapes(&shape, next)
            .ok_or_else(|| op.error("operands don't have broadcast-compatible shapes"))?;
    }
    check_inferred(op, ctx.tensor_type(&shape, elem), op.result_type(0))
}
