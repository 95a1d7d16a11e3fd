//! `hlo.return %a : tensor<f32>`: the terminator of hlo regions (reduction bodies,
//! comparators, control flow), StableHLO's `stablehlo.return`.

use crate::display::quoted;
use crate::table::OpRow;
use crate::types::{is_token, ranked_tensor};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpRef, OperationState, Traits, TypeData};

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

fn verify_return(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        let ok = ranked_tensor(op.ctx, t).is_some()
            || is_token(op.ctx, t)
            || matches!(op.ctx.type_data(t), TypeData::Tuple(_));
        if !ok {
            return Err(op.error(format!(
                "operand #{i} must be variadic of ranked tensor or token or tuple values, but got {}",
                quoted(op.ctx, t)
            )));
        }
    }
    Ok(())
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
