//! `chlo.top_k`: the `k` largest entries along the last dimension and their indices.

use crate::op_def;
use xla_dialect_hlo::display::quoted;
use xla_dialect_hlo::types::ranked_tensor;
use xla_dialect_hlo::verify_util::{check_inferred, required_int};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, DYNAMIC};

const K: &str = "k";

pub fn def() -> OpDef {
    op_def(
        "top_k",
        "Finds values and indices of the `k` largest elements for the last dimension",
        "For each vector along the last dimension of `operand`, the `k` largest entries in \
         descending order and their indices (`i32`); equal elements keep the lower index first. \
         Both results have shape `operand.shape[:-1] + [k]`.",
        "%values, %indices = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)",
    )
    .traits(Traits::PURE)
    .operands(Arity::Exactly(1))
    .results(Arity::Exactly(2))
    .inherent(&[K])
    .verifier(verify_top_k)
    .syntax(parse_top_k, print_top_k)
}

fn verify_top_k(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let k = required_int(op, K, "64-bit signless integer attribute")?;
    let operand = op.operand_type(0);
    let Some((shape, elem)) = ranked_tensor(ctx, operand) else {
        return Err(op.error(format!(
            "operand #0 must be ranked tensor, but got {}",
            quoted(ctx, operand)
        )));
    };
    let Some(&last) = shape.last() else {
        return Err(op.error("operand's rank must be at least 1"));
    };
    if k < 0 {
        return Err(op.error(format!("k must be non-negative, but got {k}")));
    }
    if last != DYNAMIC && last < k {
        return Err(op.error(format!(
            "operand's last dimension must be at least {k}, but got {last}"
        )));
    }
    let mut result_shape = shape.to_vec();
    if let Some(d) = result_shape.last_mut() {
        *d = k;
    }
    check_inferred(op, ctx.tensor_type(&result_shape, elem), op.result_type(0))?;
    check_inferred(
        op,
        ctx.tensor_type(&result_shape, ctx.i32()),
        op.result_type(1),
    )
}

/// `(%x, k = 2) attr-dict : T -> (V, I)`
fn parse_top_k(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_punct(Punct::LParen)?;
    let operand = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword(K)?;
    p.parse_punct(Punct::Equal)?;
    let k = p.parse_integer()?;
    p.parse_punct(Punct::RParen)?;
    let k_attr = p.ctx().integer_attr(p.ctx().i64(), k as i128);
    st.set_attr(p.ctx(), K, k_attr);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.parse_punct(Punct::Arrow)?;
    p.parse_punct(Punct::LParen)?;
    let values = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let indices = p.parse_type()?;
    p.parse_punct(Punct::RParen)?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)?;
    st.result_types.extend([values, indices]);
    Ok(())
}

fn print_top_k(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str("(");
    if let Some(v) = op.operands().next() {
        p.print_operand(v);
    }
    let k = op
        .attr(K)
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or_default();
    p.write_str(&format!(", k = {k})"));
    p.print_optional_attr_dict(op, &[K]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" -> (");
    let results = op.result_types();
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
    p.write_str(")");
}
