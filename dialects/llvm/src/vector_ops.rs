//! `llvm.insertelement`, `llvm.extractelement` and `llvm.shufflevector` on fixed 1-D
//! vectors, with upstream's syntax (a scalar is broadcast by inserting it in lane 0 and
//! shuffling with an all-zero mask, as upstream lowers `vector.broadcast`).

use crate::syntax::quoted;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData};

/// A fixed 1-D vector type's (lanes, element type).
fn vector_1d(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            elem,
            scalable,
            ..
        } if shape.len() == 1 && !scalable.iter().any(|&s| s) => Some((shape[0], *elem)),
        _ => None,
    }
}

fn verify_element_op(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let insert = op.name_str() == "llvm.insertelement";
    let vty = op.operand_type(0);
    let Some((_, elem)) = vector_1d(ctx, vty) else {
        return Err(op.error(format!(
            "operand #0 must be LLVM dialect-compatible vector type, but got {}",
            quoted(ctx, vty)
        )));
    };
    let position = op.operand_type(if insert { 2 } else { 1 });
    if !ctx.is_signless_integer(position) {
        return Err(op.error(format!(
            "operand #{} must be signless integer, but got {}",
            if insert { 2 } else { 1 },
            quoted(ctx, position)
        )));
    }
    let scalar = if insert {
        op.operand_type(1)
    } else {
        op.result_type(0)
    };
    if scalar != elem {
        return Err(op.error("failed to verify that the element type matches the vector's"));
    }
    if insert && op.result_type(0) != vty {
        return Err(op.error("failed to verify that all of {vector, res} have same type"));
    }
    Ok(())
}

/// `$value, $vector [$position : type($position)] attr-dict : type($vector)` (insert), or
/// `$vector [$position : type($position)] attr-dict : type($vector)` (extract).
fn parse_element_op<const INSERT: bool>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let value = if INSERT {
        let v = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        Some(v)
    } else {
        None
    };
    let vector = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let position = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let pty = p.parse_type()?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let vty = p.parse_type()?;
    let (_, elem) = vector_1d(p.ctx(), vty)
        .ok_or_else(|| p.error_at(loc, "expected a fixed 1-D vector type"))?;
    st.operands.push(p.resolve_operand(&vector, vty)?);
    if let Some(value) = value {
        st.operands.push(p.resolve_operand(&value, elem)?);
    }
    st.operands.push(p.resolve_operand(&position, pty)?);
    st.result_types.push(if INSERT { vty } else { elem });
    Ok(())
}

fn print_element_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let insert = op.num_operands() == 3;
    p.write_str(" ");
    if insert {
        p.print_operand(op.operand(1));
        p.write_str(", ");
    }
    p.print_operand(op.operand(0));
    p.write_str("[");
    let position = op.num_operands() - 1;
    p.print_operand(op.operand(position));
    p.write_str(" : ");
    p.print_type(op.operand_type(position));
    p.write_str("]");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn verify_shuffle(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (v1, v2) = (op.operand_type(0), op.operand_type(1));
    let Some((lanes, elem)) = vector_1d(ctx, v1) else {
        return Err(op.error(format!(
            "operand #0 must be LLVM dialect-compatible vector type, but got {}",
            quoted(ctx, v1)
        )));
    };
    if v1 != v2 {
        return Err(op.error("failed to verify that all of {v1, v2} have same type"));
    }
    let Some(mask) = op.attr("mask").and_then(|a| ctx.attr_as_i32_array(a)) else {
        return Err(op.error("requires attribute 'mask'"));
    };
    if mask.iter().any(|&m| m < -1 || i64::from(m) >= 2 * lanes) {
        return Err(op.error("mask index out of range"));
    }
    if op.result_type(0) != ctx.vector_type(&[mask.len() as i64], elem) {
        return Err(op.error(
            "expected the result to have as many lanes as the mask and the operands' element type",
        ));
    }
    Ok(())
}

/// `$v1, $v2 [mask] attr-dict : type($v1)`; the result has one lane per mask entry.
fn parse_shuffle(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let v1 = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let v2 = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let mut mask = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let loc = p.current_loc();
            let m = p.parse_integer()?;
            mask.push(i32::try_from(m).map_err(|_| p.error_at(loc, "mask index out of range"))?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let vty = p.parse_type()?;
    let (_, elem) = vector_1d(p.ctx(), vty)
        .ok_or_else(|| p.error_at(loc, "expected a fixed 1-D vector type"))?;
    st.operands.push(p.resolve_operand(&v1, vty)?);
    st.operands.push(p.resolve_operand(&v2, vty)?);
    let ctx = p.ctx();
    st.set_attr(ctx, "mask", ctx.dense_i32_array(&mask));
    st.result_types
        .push(ctx.vector_type(&[mask.len() as i64], elem));
    Ok(())
}

fn print_shuffle(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    p.print_operand(op.operand(1));
    let mask = op
        .attr("mask")
        .and_then(|a| op.ctx.attr_as_i32_array(a))
        .unwrap_or_default();
    let text: Vec<String> = mask.iter().map(i32::to_string).collect();
    p.write_str(&format!(" [{}]", text.join(", ")));
    p.print_optional_attr_dict(op, &["mask"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    // Upstream's assembly format ends in an empty custom<ShuffleType> directive after a space:
    // mlir-opt prints the space (byte-identical output).
    p.write_str(" ");
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("llvm.insertelement")
            .summary("Insert an element into an LLVM vector.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(3))
            .results(Arity::Exactly(1))
            .verifier(verify_element_op)
            .syntax(parse_element_op::<true>, print_element_op)
            .example("%1 = llvm.insertelement %s, %v[%i : i32] : vector<16xf32>"),
        OpDef::new("llvm.extractelement")
            .summary("Extract an element from an LLVM vector.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .verifier(verify_element_op)
            .syntax(parse_element_op::<false>, print_element_op)
            .example("%1 = llvm.extractelement %v[%i : i32] : vector<16xf32>"),
        OpDef::new("llvm.shufflevector")
            .summary("Construct a permutation of two vectors.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .inherent(&["mask"])
            .verifier(verify_shuffle)
            .syntax(parse_shuffle, print_shuffle)
            .example("%1 = llvm.shufflevector %v, %v [0, 0, 0, 0] : vector<4xf32>"),
    ]
}
