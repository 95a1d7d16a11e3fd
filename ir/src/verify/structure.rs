//! Per-op structural checks: operand/result/region/successor counts (upstream's
//! `OpTrait::impl::verifyN*` messages) and the unregistered-op rules.

use crate::context::Context;
use crate::diagnostic::DResult;
use crate::ir::OpRef;
use crate::registry::{Arity, OpDef};

/// Counts, in the order ODS lists the count traits: regions, results, successors, operands.
pub(crate) fn verify_counts(op: OpRef<'_>, def: &OpDef) -> DResult<()> {
    verify_region_count(op, def.regions)?;
    verify_result_count(op, def.results)?;
    verify_successor_count(op, def.successors)?;
    verify_operand_count(op, def.operands)
}

pub fn verify_region_count(op: OpRef<'_>, arity: Arity) -> DResult<()> {
    let n = op.num_regions();
    match arity {
        Arity::Exactly(0) if n != 0 => Err(op.error("requires zero regions")),
        Arity::Exactly(1) if n != 1 => Err(op.error("requires one region")),
        Arity::Exactly(k) if n != k as usize => Err(op.error(format!("expected {k} regions"))),
        Arity::AtLeast(k) if n < k as usize => {
            Err(op.error(format!("expected {k} or more regions")))
        }
        _ => Ok(()),
    }
}

pub fn verify_result_count(op: OpRef<'_>, arity: Arity) -> DResult<()> {
    let n = op.num_results();
    match arity {
        Arity::Exactly(0) if n != 0 => Err(op.error("requires zero results")),
        Arity::Exactly(1) if n != 1 => Err(op.error("requires one result")),
        Arity::Exactly(k) if n != k as usize => Err(op.error(format!("expected {k} results"))),
        Arity::AtLeast(k) if n < k as usize => {
            Err(op.error(format!("expected {k} or more results")))
        }
        _ => Ok(()),
    }
}

pub fn verify_operand_count(op: OpRef<'_>, arity: Arity) -> DResult<()> {
    let n = op.num_operands();
    match arity {
        Arity::Exactly(0) if n != 0 => Err(op.error("requires zero operands")),
        Arity::Exactly(1) if n != 1 => Err(op.error("requires a single operand")),
        Arity::Exactly(k) if n != k as usize => {
            Err(op.error(format!("expected {k} operands, but found {n}")))
        }
        Arity::AtLeast(k) if n < k as usize => {
            Err(op.error(format!("expected {k} or more operands, but found {n}")))
        }
        _ => Ok(()),
    }
}

/// Successor counts; ops that take successors also get upstream's check that they stay in
/// the op's region.
pub fn verify_successor_count(op: OpRef<'_>, arity: Arity) -> DResult<()> {
    let n = op.successors().len();
    match arity {
        Arity::Exactly(0) if n != 0 => {
            return Err(op.error(format!("requires 0 successors but found {n}")))
        }
        Arity::Exactly(0) | Arity::Any | Arity::AtLeast(0) => return Ok(()),
        Arity::Exactly(1) if n != 1 => {
            return Err(op.error(format!("requires 1 successor but found {n}")))
        }
        Arity::Exactly(k) if n != k as usize => {
            return Err(op.error(format!("requires {k} successors but found {n}")))
        }
        Arity::AtLeast(k) if n < k as usize => {
            return Err(op.error(format!("requires at least {k} successors but found {n}")))
        }
        _ => {}
    }
    verify_successors_in_region(op)
}

/// Upstream's `verifyTerminatorSuccessors`.
pub fn verify_successors_in_region(op: OpRef<'_>) -> DResult<()> {
    let body = op.body;
    let region = body
        .op(op.id)
        .parent_block()
        .and_then(|b| body.block(b).parent_region());
    for &succ in op.successors() {
        if body.block(succ).parent_region() != region {
            return Err(op.plain_error("reference to block defined in another region"));
        }
    }
    Ok(())
}

/// The checks upstream makes on exit from an unregistered op: its dialect must either be
/// unknown (and unregistered dialects allowed) or accept unknown ops.
pub(crate) fn verify_unregistered(ctx: &Context, op: OpRef<'_>) -> DResult<()> {
    let name = op.name_str();
    let dialect = name.split_once('.').map_or("", |(d, _)| d);
    if !dialect.is_empty() && ctx.is_dialect_loaded(dialect) {
        return Err(op.plain_error(format!(
            "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
        )));
    }
    if !ctx.allow_unregistered {
        return Err(op.error(
            "created with unregistered dialect. If this is intended, please call \
             allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect \
             with the MLIR opt tool used",
        ));
    }
    Ok(())
}

/// Whether `op` could be a terminator: registered terminators and every unregistered op
/// (upstream's `mightHaveTrait<IsTerminator>`).
pub(crate) fn might_be_terminator(op: OpRef<'_>) -> bool {
    match op.def() {
        Some(def) => def.has_trait(crate::registry::Traits::TERMINATOR),
        None => true,
    }
}
