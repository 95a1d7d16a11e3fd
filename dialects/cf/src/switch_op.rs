//! `cf.switch`: a multi-way branch on an integer flag.

use crate::branch_ops::{print_successor, verify_successor_operands};
use crate::segments::{dense_i32_array, dense_ints, successor_operands, switch_case_values};
use crate::SWITCH;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::interfaces::{BranchLayout, BranchOpInterface, SegmentedBranch};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn switch_op() -> OpDef {
    OpDef::new(SWITCH)
        .summary("Switch operation")
        .description(
            "The `cf.switch` terminator operation represents a switch on a signless integer \
             value. If the flag matches one of the specified cases, then the corresponding \
             destination is jumped to. If the flag does not match any of the cases, the default \
             destination is jumped to. The count and types of operands must align with the \
             arguments in the corresponding target blocks.",
        )
        .traits(Traits::PURE | Traits::TERMINATOR)
        .operands(Arity::AtLeast(1))
        .results(Arity::Exactly(0))
        .successors(Arity::AtLeast(1))
        .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::folding(BranchLayout::Switch)))
        .inherent(&["case_values", "case_operand_segments", "operandSegmentSizes"])
        .verifier(verify_switch)
        .after_traits_verifier(verify_successor_operands)
        .syntax(parse_switch, print_switch)
        .canonicalizer(crate::canonical::switch_patterns)
        .example(
            "cf.switch %flag : i32, [\n  default: ^bb1(%a : i32),\n  42: ^bb1(%b : i32),\n  43: ^bb3(%c : i32)\n]",
        )
}

fn verify_switch(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.error("expected 1 or more operands, but found 0"));
    }
    let flag = op.operand_type(0);
    if !ctx.is_signless_integer(flag) {
        return Err(op.error(format!(
            "operand #0 must be integer, but got '{}'",
            xla_ir::asm::type_to_string(ctx, flag)
        )));
    }
    let cases = match op.attr("case_values") {
        Some(_) => {
            let Some((elem, values)) = switch_case_values(&op) else {
                return Err(op.error("attribute 'case_values' failed to satisfy constraint: integer elements attribute"));
            };
            if elem != flag {
                return Err(op.error(format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    xla_ir::asm::type_to_string(ctx, flag),
                    xla_ir::asm::type_to_string(ctx, elem)
                )));
            }
            values.len()
        }
        None => 0,
    };
    let destinations = op.successors().len().saturating_sub(1);
    if cases != destinations {
        return Err(op.error(format!(
            "number of case values ({cases}) should match number of case destinations ({destinations})"
        )));
    }
    match successor_operands(&op) {
        Some(lists) if lists.len() == op.successors().len() => Ok(()),
        _ => Err(op.error("number of case operands should match number of case destinations")),
    }
}

/// `$flag : type(flag) , [ default: ^bb(...) (, N: ^bb(...))* ] attr-dict`
fn parse_switch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let flag_type = p.parse_type()?;
    let flag = p.resolve_operand(&flag, flag_type)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops = Vec::new();
    let mut case_sizes = Vec::new();
    while p.parse_optional_punct(Punct::Comma) {
        let negative = p.parse_optional_punct(Punct::Minus);
        let v = p.parse_integer()?;
        values.push(if negative { v.wrapping_neg() } else { v });
        p.parse_punct(Punct::Colon)?;
        let (dest, ops) = p.parse_successor_and_use_list()?;
        dests.push(dest);
        case_sizes.push(ops.len());
        case_ops.extend(ops);
    }
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict(st)?;
    let ctx = p.ctx();
    st.operands.push(flag);
    let sizes = dense_i32_array(ctx, &[1, default_ops.len(), case_ops.len()]);
    st.operands.extend(default_ops);
    st.operands.extend(case_ops);
    st.successors.push(default);
    st.successors.extend(dests);
    if !values.is_empty() {
        let cases = dense_ints(ctx, flag_type, &values);
        st.set_attr(ctx, "case_values", cases);
    }
    let seg = dense_i32_array(ctx, &case_sizes);
    st.set_attr(ctx, "case_operand_segments", seg);
    st.set_attr(ctx, "operandSegmentSizes", sizes);
    Ok(())
}

fn print_switch(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Some(lists) = successor_operands(&op) else {
        return;
    };
    let (values, width) = match switch_case_values(&op) {
        Some((elem, v)) => (v, op.ctx.integer_width(elem).unwrap_or(64)),
        None => (Vec::new(), 64),
    };
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", [");
    p.print_newline();
    p.write_str("  default: ");
    let succ = op.successors();
    if let (Some(&d), Some(ops)) = (succ.first(), lists.first()) {
        print_successor(p, d, ops);
    }
    for (i, v) in values.iter().enumerate() {
        let (Some(&d), Some(ops)) = (succ.get(i + 1), lists.get(i + 1)) else {
            break;
        };
        p.write_str(",");
        p.print_newline();
        p.write_str(&format!("  {}: ", as_unsigned(*v, width)));
        print_successor(p, d, ops);
    }
    if !values.is_empty() {
        p.print_newline();
    }
    p.write_str("]");
    p.print_optional_attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

/// Case values print as unsigned integers of the flag's width, as upstream's APInt printing.
fn as_unsigned(v: i64, width: u32) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}
