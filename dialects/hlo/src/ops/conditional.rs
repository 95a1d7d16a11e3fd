//! Conditionals: `hlo.if` (two branches chosen by a `tensor<i1>`) and `hlo.case` (N
//! branches chosen by a `tensor<i32>` index, out-of-range indices taking the last). The
//! branches take no arguments (they use values from above) and return the results. Both
//! print in the generic form, as StableHLO does.

use crate::display::quoted_list;
use crate::regions::{check_single_block_regions, returned_types, verify_return_terminators};
use crate::table::OpRow;
use crate::types::{class, ranked_tensor};
use crate::verify_util::{
    check_inferred_types, check_tensor_of, check_variadic, hlo_compatible_lists, inference_failed,
    is_value_type, tensor_summary,
};
use xla_ir::{Context, Diag, OpRef, Type, TypeData, DYNAMIC};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.if`: If operation.
    pub struct IfOp = "hlo.if" {
        summary: "If operation",
        operands: [pred: Single],
        results: [results: Variadic],
        regions: [true_branch: Single, false_branch: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS, RECURSIVELY_SPECULATABLE],
    }
    /// `hlo.case`: Case operation.
    pub struct CaseOp = "hlo.case" {
        summary: "Case operation",
        operands: [index: Single],
        results: [results: Variadic],
        regions: [branches: Variadic],
        traits: [RECURSIVE_MEMORY_EFFECTS, RECURSIVELY_SPECULATABLE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: IfOp::INFO,
        description: "Runs `true_branch` if `pred` (a `tensor<i1>`) is true, else `false_branch`, and returns \
                      what the branch returns. The branches take no arguments and return values of the same \
                      types (up to dynamic dimensions).",
        example: "%r = \"hlo.if\"(%pred) ({\n  hlo.return %a : tensor<2xf32>\n}, {\n  \
                  hlo.return %b : tensor<2xf32>\n}) : (tensor<i1>) -> tensor<2xf32>",
        verify: Some(verify_if_invariants),
        verify_after_traits: Some(verify_conditional),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: CaseOp::INFO,
        description: "Runs branch `index` (a `tensor<i32>`; an index out of `[0, N)` runs the last branch) \
                      and returns what it returns. There is at least one branch; the branches take no \
                      arguments and return values of the same types (up to dynamic dimensions).",
        example: "%r = \"hlo.case\"(%index) ({\n  hlo.return %a : tensor<f32>\n}, {\n  \
                  hlo.return %b : tensor<f32>\n}) : (tensor<i32>) -> tensor<f32>",
        verify: Some(verify_case_invariants),
        verify_after_traits: Some(verify_conditional),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
];

/// `HLO_TensorOrPerAxisQuantizedTensorOrTokenOrTuple`: no buffers.
fn check_results(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let summary = format!("{} or token or tuple", tensor_summary(class::ANY));
    let ok = |t| is_value_type(ctx, t) && !matches!(ctx.type_data(t), TypeData::MemRef { .. });
    check_variadic(op, "result", 0, &op.result_types(), &summary, ok)
}

fn verify_if_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::PRED)?;
    check_results(op)?;
    check_single_block_regions(op, &["true_branch", "false_branch"])
}

fn verify_case_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let index = op.operand_type(0);
    let is_i32 = ranked_tensor(ctx, index)
        .is_some_and(|(_, e)| ctx.is_signless_integer(e) && ctx.integer_width(e) == Some(32));
    if !is_i32 {
        return Err(op.error(format!(
            "operand #0 must be ranked tensor of 32-bit signless integer values, but got {}",
            crate::display::quoted(ctx, index)
        )));
    }
    check_results(op)?;
    let names: Vec<&str> = vec!["branches"; op.num_regions()];
    check_single_block_regions(op, &names)
}

/// InferTypeOpInterface: a failure is followed by `failed to infer returned types`.
fn verify_conditional(op: OpRef<'_>) -> Result<(), Diag> {
    infer_conditional(op).map_err(|d| inference_failed(op, d))
}

/// StableHLO's `inferConditionalOp` (the operand is a scalar, the branches take nothing
/// and agree on their types) and the inferred result types.
fn infer_conditional(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let rank = ranked_tensor(ctx, op.operand_type(0)).map_or(0, |(s, _)| s.len());
    if rank != 0 {
        return Err(op.plain_error(format!(
            "operand should be rank 0 tensor but got rank {rank}"
        )));
    }
    if op.num_regions() == 0 {
        return Err(op.plain_error("expect at least one branch"));
    }
    let mut branch_types: Vec<Vec<Type>> = Vec::with_capacity(op.num_regions());
    for i in 0..op.num_regions() {
        let args = crate::regions::arg_types(op, i).len();
        if args != 0 {
            return Err(op.plain_error(format!(
                "branch {i} must have 0 arguments, but found {args}"
            )));
        }
        let Some(types) = returned_types(op, i) else {
            return Ok(());
        };
        if let Some(first) = branch_types.first() {
            if !hlo_compatible_lists(ctx, first, &types) {
                return Err(op.plain_error(format!(
                    "branch 0 and branch {i} have mismatched return types: {} vs {}",
                    quoted_list(ctx, first),
                    quoted_list(ctx, &types)
                )));
            }
        }
        branch_types.push(types);
    }
    let inferred: Vec<Type> = (0..branch_types[0].len())
        .map(|i| least_specific(ctx, branch_types.iter().map(|b| b[i])))
        .collect();
    check_inferred_types(op, &inferred, &op.result_types())
}

/// StableHLO's `inferLeastSpecificType` for compatible types: a dimension stays static
/// only where every type has the same size.
fn least_specific(ctx: &Context, mut types: impl Iterator<Item = Type>) -> Type {
    let Some(first) = types.next() else {
        return ctx.none_type();
    };
    let Some((shape, elem)) = ranked_tensor(ctx, first) else {
        return first;
    };
    let mut dims = shape.to_vec();
    for t in types {
        let Some((other, _)) = ranked_tensor(ctx, t) else {
            return t;
        };
        for (d, &o) in dims.iter_mut().zip(other) {
            if *d != o {
                *d = DYNAMIC;
            }
        }
    }
    ctx.tensor_type(&dims, elem)
}
