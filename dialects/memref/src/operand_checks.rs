//! The memref ops' operand and property checks, with ODS's messages: memref type queries,
//! operand segments, static lists against their dynamic operands, reassociation lists.

use xla_ir::asm::index_lists;
use xla_ir::{Attribute, Context, Diag, OpRef, Type, TypeData, ValueId, DYNAMIC};

pub use xla_dialect_func::diag_text::{quoted_type, type_to_string};

/// The parts of a ranked memref type.
pub struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub elem: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// ODS's message for an operand or result failing its type constraint.
pub fn type_constraint(op: &OpRef<'_>, what: &str, index: usize, summary: &str, t: Type) -> Diag {
    op.error(format!(
        "{what} #{index} must be {summary}, but got {}",
        quoted_type(op.ctx, t)
    ))
}

/// Operand #i must be a (ranked) memref; its type.
pub fn memref_operand(op: &OpRef<'_>, i: usize, ranked: bool) -> Result<Type, Diag> {
    let t = op.operand_type(i);
    let ok = if ranked {
        memref_parts(op.ctx, t).is_some()
    } else {
        is_memref(op.ctx, t)
    };
    if ok {
        Ok(t)
    } else {
        let summary = if ranked {
            "memref of any type values"
        } else {
            "ranked or unranked memref of any type values"
        };
        Err(type_constraint(op, "operand", i, summary, t))
    }
}

/// Result #i must be a ranked memref; its type.
pub fn memref_result(op: &OpRef<'_>, i: usize) -> Result<Type, Diag> {
    let t = op.result_type(i);
    if memref_parts(op.ctx, t).is_some() {
        Ok(t)
    } else {
        Err(type_constraint(
            op,
            "result",
            i,
            "memref of any type values",
            t,
        ))
    }
}

/// Every operand from `from` on is an index.
pub fn index_operands(op: &OpRef<'_>, from: usize) -> Result<(), Diag> {
    for i in from..op.num_operands() {
        let t = op.operand_type(i);
        if !op.ctx.is_index(t) {
            return Err(type_constraint(op, "operand", i, "variadic of index", t));
        }
    }
    Ok(())
}

/// `array<i32: ...>`, the type of `operandSegmentSizes`.
pub fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.dense_i32_array(values)
}

/// The operand groups `operandSegmentSizes` describes; an error if it does not describe
/// `expected` groups covering every operand.
pub fn segments(op: &OpRef<'_>, expected: usize) -> Result<Vec<std::ops::Range<usize>>, Diag> {
    let sizes = op
        .attr("operandSegmentSizes")
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .ok_or_else(|| op.error("missing segment sizes attribute 'operandSegmentSizes'"))?;
    if sizes.len() != expected {
        return Err(op.error(format!("'operandSegmentSizes' attribute for specifying operand segments must have {expected} elements, but got {}", sizes.len())));
    }
    let mut ranges = Vec::with_capacity(expected);
    let mut start = 0usize;
    for &s in &sizes {
        let n = usize::try_from(s).map_err(|_| {
            op.error("'operandSegmentSizes' attribute cannot have negative elements")
        })?;
        ranges.push(start..start + n);
        start += n;
    }
    if start != op.num_operands() {
        return Err(op.error(format!("operand count ({}) does not match with the total size ({start}) specified in attribute 'operandSegmentSizes'", op.num_operands())));
    }
    Ok(ranges)
}

/// The operands of one segment.
pub fn segment_values(op: &OpRef<'_>, range: std::ops::Range<usize>) -> Vec<ValueId> {
    range.map(|i| op.operand(i)).collect()
}

/// A static list property (`static_sizes`...), or an error naming it.
pub fn static_list(op: &OpRef<'_>, name: &str) -> Result<Vec<i64>, Diag> {
    op.attr(name)
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

/// The number of dynamic entries of a static list must equal its operand count.
pub fn check_dynamic_count(
    op: &OpRef<'_>,
    what: &str,
    statics: &[i64],
    operands: usize,
) -> Result<(), Diag> {
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if dynamic != operands {
        return Err(op.error(format!("expected {dynamic} dynamic {what} values")));
    }
    Ok(())
}

/// Groups of the `reassociation` property.
pub fn reassociation(op: &OpRef<'_>) -> Result<Vec<Vec<i64>>, Diag> {
    let a = op
        .attr("reassociation")
        .ok_or_else(|| op.error("requires attribute 'reassociation'"))?;
    index_lists::reassociation_groups(op.ctx, a).ok_or_else(|| {
        op.error("attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes")
    })
}
