//! `cf.br` and `cf.cond_br`, and the successor-operand check every cf branch shares
//! (MLIR's BranchOpInterface verification).

use crate::segments::{dense_i32_array, successor_operands};
use crate::{BR, COND_BR};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::interfaces::{BranchLayout, BranchOpInterface, SegmentedBranch};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, ValueId};

pub fn br_op() -> OpDef {
    OpDef::new(BR)
        .summary("branch operation")
        .description(
            "The `cf.br` operation represents a direct branch operation to a given block. The \
             operands of this operation are forwarded to the successor block, and the number and \
             type of the operands must match the arguments of the target block.",
        )
        .traits(Traits::PURE | Traits::TERMINATOR)
        .results(Arity::Exactly(0))
        .successors(Arity::Exactly(1))
        .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch {
            layout: BranchLayout::Unconditional,
            picks_constant_successor: true,
            merges_into_single_predecessor: true,
        }))
        .after_traits_verifier(verify_successor_operands)
        .syntax(parse_br, print_br)
        .canonicalizer(crate::canonical::br_patterns)
        .example("^bb2:\n  %2 = call @someFn() : () -> i32\n  cf.br ^bb3(%2 : i32)\n^bb3(%3: i32):")
}

pub fn cond_br_op() -> OpDef {
    OpDef::new(COND_BR)
        .summary("conditional branch operation")
        .description(
            "The `cf.cond_br` terminator operation represents a conditional branch on a boolean \
             (1-bit integer) value. If the bit is set, then the first destination is jumped to; \
             if it is false, the second destination is chosen. The count and types of operands \
             must align with the arguments in the corresponding target blocks. Optional \
             `weights` give the branch probabilities.",
        )
        .traits(Traits::PURE | Traits::TERMINATOR)
        .operands(Arity::AtLeast(1))
        .results(Arity::Exactly(0))
        .successors(Arity::Exactly(2))
        .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::folding(
            BranchLayout::Conditional,
        )))
        .inherent(&["branch_weights", "operandSegmentSizes"])
        .verifier(verify_cond_br)
        .after_traits_verifier(verify_successor_operands)
        .syntax(parse_cond_br, print_cond_br)
        .canonicalizer(crate::canonical::cond_br_patterns)
        .example("cf.cond_br %a, ^bb1(%a : i32), ^bb2(%b : i32)")
}

/// ODS: the condition is `i1`.
fn verify_cond_br(op: OpRef<'_>) -> Result<(), Diag> {
    check_i1_operand(&op)?;
    if successor_operands(&op).is_none() {
        return Err(op.error("operand count does not match the 'operandSegmentSizes' attribute"));
    }
    Ok(())
}

pub(crate) fn check_i1_operand(op: &OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.error("expected 1 or more operands, but found 0"));
    }
    let t = op.operand_type(0);
    if ctx.integer_width(t) != Some(1) || !ctx.is_signless_integer(t) {
        return Err(op.error(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            xla_ir::asm::type_to_string(ctx, t)
        )));
    }
    Ok(())
}

/// BranchOpInterface: each successor gets as many operands as it has arguments, of their types.
pub(crate) fn verify_successor_operands(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(lists) = successor_operands(&op) else {
        return Ok(());
    };
    for (i, (&succ, operands)) in op.successors().iter().zip(&lists).enumerate() {
        let args = op.body.block_args(succ);
        if args.len() != operands.len() {
            return Err(op.plain_error(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                operands.len(),
                args.len()
            )));
        }
        for (j, (&a, &v)) in args.iter().zip(operands).enumerate() {
            if op.value_type(a) != op.value_type(v) {
                return Err(op.plain_error(format!(
                    "type mismatch for bb argument #{j} of successor #{i}"
                )));
            }
        }
    }
    Ok(())
}

/// `^bb(%a, %b : t, u)` (operands left out when there are none).
pub(crate) fn print_successor(
    p: &mut dyn OpAsmPrinter,
    block: xla_ir::BlockId,
    operands: &[ValueId],
) {
    if operands.is_empty() {
        p.print_successor(block);
    } else {
        p.print_successor_and_use_list(block, operands);
    }
}

/// `$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict`
fn parse_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let (dest, operands) = p.parse_successor_and_use_list()?;
    st.successors.push(dest);
    st.operands.extend(operands);
    p.parse_optional_attr_dict(st)
}

fn print_br(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if let Some(&dest) = op.successors().first() {
        p.write_str(" ");
        print_successor(p, dest, &operands);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `$condition (weights([..]))? , $trueDest(...)? , $falseDest(...)? attr-dict`
fn parse_cond_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().i1();
    let cond = p.resolve_operand(&cond, i1)?;
    if p.parse_optional_keyword("weights") {
        p.parse_punct(Punct::LParen)?;
        let loc = p.current_loc();
        let weights = p.parse_attribute(None)?;
        let values = p.ctx().attr_as_array(weights).map(|items| {
            items
                .iter()
                .map(|&a| p.ctx().attr_as_int(a).and_then(|v| usize::try_from(v).ok()))
                .collect::<Option<Vec<_>>>()
        });
        let Some(Some(values)) = values else {
            return Err(p.error_at(loc, "expected a list of non-negative integer weights"));
        };
        p.parse_punct(Punct::RParen)?;
        let attr = dense_i32_array(p.ctx(), &values);
        st.set_attr(p.ctx(), "branch_weights", attr);
    }
    p.parse_punct(Punct::Comma)?;
    let (t, t_ops) = p.parse_successor_and_use_list()?;
    p.parse_punct(Punct::Comma)?;
    let (f, f_ops) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(st)?;
    st.operands.push(cond);
    let sizes = dense_i32_array(p.ctx(), &[1, t_ops.len(), f_ops.len()]);
    st.operands.extend(t_ops);
    st.operands.extend(f_ops);
    st.successors.extend([t, f]);
    st.set_attr(p.ctx(), "operandSegmentSizes", sizes);
    Ok(())
}

fn print_cond_br(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Some(lists) = successor_operands(&op) else {
        return;
    };
    p.write_str(" ");
    p.print_operand(op.operand(0));
    if let Some(w) = op
        .attr("branch_weights")
        .and_then(|a| crate::segments::dense_i32_values(op.ctx, a))
    {
        let text: Vec<String> = w.iter().map(|v| v.to_string()).collect();
        p.write_str(&format!(" weights([{}])", text.join(", ")));
    }
    for (&succ, operands) in op.successors().iter().zip(&lists) {
        p.write_str(", ");
        print_successor(p, succ, operands);
    }
    p.print_optional_attr_dict(op, &["branch_weights", "operandSegmentSizes"]);
}
