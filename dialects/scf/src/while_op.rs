//! `scf.while`: a generic loop with a `before` region (computes the condition) and an
//! `after` region (the body).

use crate::assignment_list::{parse_assignment_list, print_assignment_list, typed_args};
use crate::region_checks::{check_edge, entry_arg_types, terminator_operand_types};
use crate::{CONDITION, WHILE, YIELD};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn while_op() -> OpDef {
    OpDef::new(WHILE)
        .summary("a generic 'while' loop")
        .description(
            "The `scf.while` operation represents a generic \"while\"/\"do-while\" loop. The \
             `before` region receives the loop-carried values and ends in `scf.condition`, which \
             either leaves the loop (its values become the op's results) or passes them to the \
             `after` region, whose `scf.yield` gives the next values for `before`.",
        )
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS)
        .regions(Arity::Exactly(2))
        .region_verifier(verify_while_regions)
        .syntax(parse_while, print_while)
        .example(
            "%res = scf.while (%arg1 = %init1) : (f32) -> f32 {\n  %condition = func.call @evaluate_condition(%arg1) : (f32) -> i1\n  \
             scf.condition(%condition) %arg1 : f32\n} do {\n^bb0(%arg2: f32):\n  %next = func.call @payload(%arg2) : (f32) -> f32\n  \
             scf.yield %next : f32\n}",
        )
}

fn verify_while_regions(op: OpRef<'_>) -> Result<(), Diag> {
    let Some((cond_loc, condition)) = terminator_operand_types(&op, 0, CONDITION) else {
        let regions = op.regions();
        let term = regions
            .ids
            .first()
            .and_then(|&r| crate::region_checks::region_terminator(regions.body, r));
        let err = op.error("expects the 'before' region to terminate with 'scf.condition'");
        return Err(match term {
            Some(t) => err.with_note(regions.body.op(t).loc, "terminator here"),
            None => err,
        });
    };
    let before_args = entry_arg_types(&op, 0).unwrap_or_default();
    let after_args = entry_arg_types(&op, 1).unwrap_or_default();
    check_edge(
        &op,
        op.loc(),
        "parent",
        "Region #0",
        &op.operand_types(),
        &before_args,
    )?;
    let forwarded = condition.get(1..).unwrap_or_default();
    check_edge(
        &op,
        cond_loc,
        "Operation scf.condition",
        "parent",
        forwarded,
        &op.result_types(),
    )?;
    check_edge(
        &op,
        cond_loc,
        "Operation scf.condition",
        "Region #1",
        forwarded,
        &after_args,
    )?;
    if let Some((yield_loc, yielded)) = terminator_operand_types(&op, 1, YIELD) {
        check_edge(
            &op,
            yield_loc,
            "Operation scf.yield",
            "Region #0",
            &yielded,
            &before_args,
        )?;
    } else {
        return Err(op.error("expects the 'after' region to terminate with 'scf.yield'"));
    }
    Ok(())
}

/// `[(%a = %x, ...)] : (types) -> types region do region attr-dict-with-keyword`
fn parse_while(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let (args, inits) = if p.peek_punct(Punct::LParen) {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let (inputs, results) = p.parse_function_type()?;
    if inputs.len() != inits.len() {
        return Err(p.error_at(loc, "expected as many input types as operands"));
    }
    p.resolve_operands(&inits, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    p.parse_region(st, &typed_args(&args, &inputs))?;
    p.parse_keyword("do")?;
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict_with_keyword(st)
}

fn print_while(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let inits: Vec<_> = op.operands().collect();
    let args = p.region_entry_args(op, 0);
    print_assignment_list(p, &args, &inits, " ");
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
    p.write_str(" ");
    p.print_region(op, 0, false, false);
    p.write_str(" do ");
    p.print_region(op, 1, true, false);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}
