//! `hlo.return %a : tensor<f32>`: the terminator of hlo regions (reduction bodies,
//! comparators, control flow), StableHLO's `stablehlo.return`.

use crate::table::OpRow;

use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpRef, OperationState, Traits};

pub const OPS: &[OpRow] = &[OpRow {
    mnemonic: "return",
    summary: "Return operation",
    description:
        "Ends a region of an hlo op, yielding its operands (tensors, tokens or tuples) to the \
                  enclosing op, which checks them against its own types.",
    example: "hlo.return %sum : tensor<f32>",
    traits: Traits(Traits::PURE.0 | Traits::TERMINATOR.0 | Traits::RETURN_LIKE.0),
    operands: Arity::Any,
    results: Arity::Exactly(0),
    verify: Some(verify_return),
    syntax: Some((parse_return, print_return)),
    ..OpRow::EMPTY
}];

/// Tensors, tokens, tuples and (in control flow around custom-call buffers) memrefs.
fn verify_return(op: OpRef<'_>) -> Result<(), Diag> {
    let ok = |t| crate::verify_util::is_value_type(op.ctx, t);
    crate::verify_util::check_variadic(
        op,
        "operand",
        0,
        &op.operand_types(),
        crate::verify_util::VALUE_SUMMARY,
        ok,
    )
}

/// `$results attr-dict (: type($results))?`.
fn parse_return(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let mut operands = Vec::new();
    if let Some(first) = p.parse_optional_operand() {
        operands.push(first?);
        while p.parse_optional_punct(Punct::Comma) {
            operands.push(p.parse_operand()?);
        }
    }
    p.parse_optional_attr_dict(st)?;
    if operands.is_empty() {
        return Ok(());
    }
    let types = p.parse_colon_type_list()?;
    p.resolve_operands(&operands, &types, &mut st.operands)
}

fn print_return(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
    }
    p.print_optional_attr_dict(op, &[]);
    if !operands.is_empty() {
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
}
