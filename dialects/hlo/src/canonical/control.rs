//! Control flow and tuples: while, if, case, get_tuple_element, and reduce over no
//! dimensions.

use super::matchers::*;
use super::Rule;
use crate::ops::reduce::DIMENSIONS;
use crate::ops::tuple::INDEX;
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{OpId, ValueId};

pub const RULES: &[Rule] = &[
    Rule {
        root: "while",
        name: "while-false-at-entry",
        apply: while_false_at_entry,
    },
    Rule {
        root: "if",
        name: "if-constant-predicate",
        apply: if_constant,
    },
    Rule {
        root: "case",
        name: "case-constant-index",
        apply: case_constant,
    },
    Rule {
        root: "get_tuple_element",
        name: "get-tuple-element-of-tuple",
        apply: get_tuple_element_of_tuple,
    },
    Rule {
        root: "reduce",
        name: "reduce-no-dimensions",
        apply: reduce_no_dimensions,
    },
];

/// The terminator and its operands of region `i`'s single block.
fn region_yield(
    rw: &PatternRewriter<'_>,
    op: OpId,
    i: usize,
) -> Option<(xla_ir::BlockId, OpId, Vec<ValueId>)> {
    let body = rw.body();
    let (_, regions) = body.op_regions(op);
    let region = *regions.get(i)?;
    if body.region_blocks(region).count() != 1 {
        return None;
    }
    let block = body.entry_block(region)?;
    let ret = body.last_op(block)?;
    is_op(rw, ret, "return").then(|| (block, ret, body.operands(ret).collect()))
}

/// True if `values` have exactly the result types of `op`.
fn same_types(rw: &PatternRewriter<'_>, op: OpId, values: &[ValueId]) -> bool {
    let results = rw.body().results(op);
    results.len() == values.len()
        && results
            .iter()
            .zip(values)
            .all(|(&r, &v)| ty(rw, r) == ty(rw, v))
}

/// `while` whose condition region returns a constant `false` → its initial operands.
/// Precondition: operand types equal the result types.
fn while_false_at_entry(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((_, _, cond)) = region_yield(rw, op, 0) else {
        return false;
    };
    let [c] = cond[..] else { return false };
    let inits = operands(rw, op);
    if splat_bits(rw, c) != Some((Elem::Pred, 0)) || !same_types(rw, op, &inits) {
        return false;
    }
    rw.replace_op(op, &inits);
    true
}

/// Inlines region `i` of `op` (single block without arguments) before `op` and replaces
/// `op`'s results with what the region returns.
fn inline_region(rw: &mut PatternRewriter<'_>, op: OpId, i: usize) -> bool {
    let Some((block, ret, values)) = region_yield(rw, op, i) else {
        return false;
    };
    if !rw.body().block_args(block).is_empty() || !same_types(rw, op, &values) {
        return false;
    }
    rw.inline_block_before(block, op, &[]);
    rw.erase_op(ret);
    rw.replace_op(op, &values);
    true
}

/// `if` with a constant predicate → the taken branch, inlined. Precondition: the
/// branch's returned types equal the results'.
fn if_constant(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    match operand(rw, op, 0).and_then(|p| splat_bits(rw, p)) {
        Some((Elem::Pred, 1)) => inline_region(rw, op, 0),
        Some((Elem::Pred, 0)) => inline_region(rw, op, 1),
        _ => false,
    }
}

/// `case` with a constant index → that branch inlined; an index out of range takes the
/// last branch (the spec's rule).
fn case_constant(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((Elem::Int { width, unsigned }, bits)) =
        operand(rw, op, 0).and_then(|p| splat_bits(rw, p))
    else {
        return false;
    };
    let index = if unsigned || width >= 64 {
        bits as i64
    } else {
        ((bits << (64 - width)) as i64) >> (64 - width)
    };
    let n = rw.body().op_regions(op).1.len();
    if n == 0 {
        return false;
    }
    let i = usize::try_from(index)
        .ok()
        .filter(|&i| i < n)
        .unwrap_or(n - 1);
    inline_region(rw, op, i)
}

/// `get_tuple_element(tuple(v0, v1, ..), i) → vi`.
fn get_tuple_element_of_tuple(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(tuple) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "tuple")) else {
        return false;
    };
    let Some(i) = int_attr(rw, op, INDEX).and_then(|i| usize::try_from(i).ok()) else {
        return false;
    };
    operand(rw, tuple, i).is_some_and(|v| replace_with(rw, op, v))
}

/// `reduce(x, init) dimensions = []` → `x`: each result element is `f(init, x[i])`,
/// which is `x[i]` when `f` is a single add, multiply, maximum, minimum, and or or of the
/// block arguments and `init` is its identity (add: 0, or -0.0 for floats; multiply: 1;
/// maximum: lowest/-inf; minimum: highest/+inf; and: all ones; or: 0). Precondition: one
/// input, the input has the result type.
fn reduce_no_dimensions(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ops = operands(rw, op);
    let (&[x, init], Some(dims)) = (&ops[..], i64s(rw, op, DIMENSIONS)) else {
        return false;
    };
    if !dims.is_empty() {
        return false;
    }
    let Some((block, _, values)) = region_yield(rw, op, 0) else {
        return false;
    };
    let body = rw.body();
    let args = body.block_args(block).to_vec();
    let [r] = values[..] else { return false };
    let Some(f) = def_op(body, r) else {
        return false;
    };
    // The block holds exactly `f` and the return.
    if body.block_ops(block).count() != 2 || body.op(f).parent_block() != Some(block) {
        return false;
    }
    let f_operands = operands(rw, f);
    let uses_args = f_operands.len() == 2
        && args.len() == 2
        && (f_operands == args || f_operands == [args[1], args[0]]);
    if !uses_args {
        return false;
    }
    let identity: fn(Elem) -> Option<u64> = if is_op(rw, f, "add") {
        |e| Some(e.negative_zero())
    } else if is_op(rw, f, "multiply") {
        Elem::one
    } else if is_op(rw, f, "maximum") {
        Elem::lowest
    } else if is_op(rw, f, "minimum") {
        Elem::highest
    } else if is_op(rw, f, "and") {
        |e| e.is_int_like().then(|| e.all_ones())
    } else if is_op(rw, f, "or") {
        |e| e.is_int_like().then_some(0)
    } else {
        return false;
    };
    is_splat_of(rw, init, identity) && replace_with(rw, op, x)
}
