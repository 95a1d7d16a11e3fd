//! `linalg.index` (the current iteration index of a loop) and `linalg.yield` (the region
//! terminator giving the new output elements).

use crate::ops::{IndexOp, StructuredOpKind, YieldOp};
use crate::structured::{num_inputs, structured};
use crate::syntax::element_or_self;
use crate::verify::quoted;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpDef, OpRef, OperationState};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::declared(IndexOp::INFO)
            .description(
                "Gives access to the iteration index of the loop `dim` of the enclosing structured op.",
            )
            .verifier(verify_index)
            .syntax(parse_index, print_index)
            .example("%i = linalg.index 0 : index"),
        OpDef::declared(YieldOp::INFO)
            .description("Terminates a linalg region, yielding the values of the output elements.")
            .verifier(verify_yield)
            .syntax(xla_ir::asm::formats::parse_operands_attrs_types, xla_ir::asm::formats::print_operands_attrs_types)
            .example("linalg.yield %0 : f32"),
    ]
}

fn parse_index(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let dim = p.parse_integer()?;
    let attr = p.ctx().i64_attr(dim);
    st.set_attr(p.ctx(), "dim", attr);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_index(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let dim = op
        .attr("dim")
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or(0);
    p.write_str(&format!(" {dim}"));
    p.print_optional_attr_dict(op, &["dim"]);
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// The enclosing structured op, if the op sits directly in one.
fn enclosing<'a>(op: OpRef<'a>) -> Option<OpRef<'a>> {
    op.parent_op()
        .filter(|p| StructuredOpKind::of(*p).is_some())
}

fn verify_index(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(dim) = op.attr("dim").and_then(|a| op.ctx.attr_as_int(a)) else {
        return Err(op.error("requires attribute 'dim'"));
    };
    if dim < 0 {
        return Err(op.error("attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0"));
    }
    if !op.ctx.is_index(op.result_type(0)) {
        return Err(op.error(format!(
            "result #0 must be index, but got {}",
            quoted(op, op.result_type(0))
        )));
    }
    let Some(parent) = enclosing(op) else {
        return Err(op.error("expected parent op with LinalgOp interface"));
    };
    let Some(s) = structured(parent) else {
        return Ok(());
    };
    if dim >= s.num_loops() as i128 {
        return Err(op.error(format!(
            "expected dim ({dim}) to be lower than the number of loops ({}) of the enclosing LinalgOp",
            s.num_loops()
        )));
    }
    Ok(())
}

fn verify_yield(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(parent) = enclosing(op) else {
        return Err(op.error("expected parent op with LinalgOp interface"));
    };
    let n_in = num_inputs(parent);
    let outs: Vec<_> = parent.operand_types().into_iter().skip(n_in).collect();
    if op.num_operands() != outs.len() {
        return Err(op.error(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            op.num_operands(),
            outs.len()
        )));
    }
    for (i, (value, out)) in op.operand_types().iter().zip(&outs).enumerate() {
        let elem = element_or_self(op.ctx, *out);
        if *value != elem {
            return Err(op.error(format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                quoted(op, *value),
                quoted(op, elem)
            )));
        }
    }
    Ok(())
}
