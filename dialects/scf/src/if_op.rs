//! `scf.if`: runs its `then` or `else` region depending on an `i1` condition.

use crate::region_checks::{check_edge, ensure_terminator, quoted, terminator_operand_types};
use crate::{IF, YIELD};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn if_op() -> OpDef {
    OpDef::new(IF)
        .summary("if-then-else operation")
        .description(
            "The `scf.if` operation represents an if-then-else construct for conditionally \
             executing two regions of code. The operand is an `i1` condition. The `else` region \
             may be omitted when the op defines no values. Each region ends in `scf.yield`, \
             giving the op's results; a `scf.yield` without operands is implicit.",
        )
        .traits(
            Traits::RECURSIVE_MEMORY_EFFECTS
                | Traits::RECURSIVELY_SPECULATABLE
                | Traits::SINGLE_BLOCK,
        )
        .operands(Arity::Exactly(1))
        .regions(Arity::Exactly(2))
        .verifier(verify_if)
        .region_verifier(verify_if_regions)
        .syntax(parse_if, print_if)
        .canonicalizer(crate::canonical::if_patterns)
        .example(
            "%x = scf.if %b -> (f32) {\n  scf.yield %a : f32\n} else {\n  %c = arith.addf %a, %a : f32\n  scf.yield %c : f32\n}",
        )
}

fn verify_if(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() != 1 {
        return Err(op.error(format!(
            "expected 1 operands, but found {}",
            op.num_operands()
        )));
    }
    let t = op.operand_type(0);
    if ctx.integer_width(t) != Some(1) || !ctx.is_signless_integer(t) {
        return Err(op.error(format!(
            "operand #0 must be 1-bit signless integer, but got {}",
            quoted(ctx, t)
        )));
    }
    let else_empty = op
        .regions()
        .ids
        .get(1)
        .is_none_or(|&r| op.regions().body.entry_block(r).is_none());
    if op.num_results() != 0 && else_empty {
        return Err(op.error("must have an else block if defining values"));
    }
    Ok(())
}

fn verify_if_regions(op: OpRef<'_>) -> Result<(), Diag> {
    // thenRegion is SizedRegion<1> (the else region may be empty).
    let regions = op.regions();
    if regions
        .ids
        .first()
        .and_then(|&r| regions.body.entry_block(r))
        .is_none()
    {
        return Err(
            op.error("region #0 ('thenRegion') failed to verify constraint: region with 1 blocks")
        );
    }
    let results = op.result_types();
    for region in 0..2 {
        if let Some((point, yielded)) = terminator_operand_types(&op, region, YIELD) {
            check_edge(
                &op,
                point,
                "Operation scf.yield",
                "parent",
                &yielded,
                &results,
            )?;
        }
    }
    Ok(())
}

/// `%cond [-> (types)] region [else region] attr-dict`
fn parse_if(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().i1();
    let cond = p.resolve_operand(&cond, i1)?;
    st.operands.push(cond);
    let results = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(results);
    p.parse_region(st, &[])?;
    ensure_terminator(p, st, 0, YIELD)?;
    if p.parse_optional_keyword("else") {
        p.parse_region(st, &[])?;
        ensure_terminator(p, st, 1, YIELD)?;
    } else {
        p.add_empty_region(st);
    }
    p.parse_optional_attr_dict(st)
}

fn print_if(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() != 1 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    let results = op.result_types();
    if !results.is_empty() {
        p.write_str(" -> (");
        p.print_types(&results);
        p.write_str(")");
    }
    p.write_str(" ");
    let print_terminators = !results.is_empty();
    p.print_region_full(op, 0, false, print_terminators, false);
    let regions = op.regions();
    if regions
        .ids
        .get(1)
        .is_some_and(|&r| regions.body.entry_block(r).is_some())
    {
        p.write_str(" else ");
        p.print_region_full(op, 1, false, print_terminators, false);
    }
    p.print_optional_attr_dict(op, &[]);
}
