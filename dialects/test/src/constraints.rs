//! ODS-style type and region constraints with upstream's messages
//! (`operand #0 must be variadic of tensor of any type values, but got 'i32'`).

use xla_dialect_func::diag_text::quoted_type;
use xla_ir::{Context, Diag, OpRef, Type};

/// A type constraint: ODS's summary wording and its predicate.
#[derive(Copy, Clone)]
pub struct TypeConstraint {
    pub summary: &'static str,
    pub accepts: fn(&Context, Type) -> bool,
}

pub const ANY_TENSOR: TypeConstraint = TypeConstraint {
    summary: "tensor of any type values",
    accepts: Context::is_tensor,
};

pub const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    accepts: Context::is_shaped,
};

pub const I32: TypeConstraint = TypeConstraint {
    summary: "32-bit signless integer",
    accepts: |ctx, t| ctx.is_signless_integer(t) && ctx.integer_width(t) == Some(32),
};

pub const INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    accepts: Context::is_index,
};

/// Whether a value group is a single value or ODS `Variadic<...>`.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Group {
    Single,
    Variadic,
}

fn check(
    op: &OpRef<'_>,
    kind: &str,
    types: &[Type],
    c: TypeConstraint,
    group: Group,
) -> Result<(), Diag> {
    let Some(i) = types.iter().position(|&t| !(c.accepts)(op.ctx, t)) else {
        return Ok(());
    };
    let variadic = if group == Group::Variadic {
        "variadic of "
    } else {
        ""
    };
    Err(op.error(format!(
        "{kind} #{i} must be {variadic}{}, but got {}",
        c.summary,
        quoted_type(op.ctx, types[i])
    )))
}

/// Every operand satisfies `c` (the op has one operand group).
pub fn check_operands(op: &OpRef<'_>, c: TypeConstraint, group: Group) -> Result<(), Diag> {
    check(op, "operand", &op.operand_types(), c, group)
}

/// Every result satisfies `c` (the op has one result group).
pub fn check_results(op: &OpRef<'_>, c: TypeConstraint, group: Group) -> Result<(), Diag> {
    check(op, "result", &op.result_types(), c, group)
}

/// ODS `SizedRegion<1>`: region `index` (named `name` in ODS) has exactly one block.
pub fn check_single_block_region(op: &OpRef<'_>, index: usize, name: &str) -> Result<(), Diag> {
    let regions = op.regions();
    let Some(&region) = regions.ids.get(index) else {
        return Ok(());
    };
    if regions.body.region_blocks(region).count() != 1 {
        return Err(op.error(format!(
            "region #{index} ('{name}') failed to verify constraint: region with 1 blocks"
        )));
    }
    Ok(())
}
