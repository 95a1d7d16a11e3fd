//! Terminators: `br`, `cond_br`, `switch`, `unreachable` (`return` is with the functions).
//!
//! Successor operands are the op's operands in successor order; `cond_br` and `switch`
//! record the split in `operandSegmentSizes` / `case_operand_segments` as upstream.

use crate::syntax::quoted;
use crate::syntax::{dense_i32_array, i32_array};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
// As upstream, llvm's branches do not say which successor constant operands take.
use xla_ir::interfaces::{BranchLayout, BranchOpInterface, SegmentedBranch};
use xla_ir::{
    Arity, AttrData, Attribute, BlockId, Context, Diag, OpDef, OpRef, OperationState, Traits,
    ValueId,
};

/// Operand ranges per successor, from the op's segment properties.
pub fn successor_operands(op: &OpRef<'_>) -> Vec<std::ops::Range<usize>> {
    let n = op.num_operands();
    let clamp = |r: std::ops::Range<usize>| r.start.min(n)..r.end.min(n);
    match op.name_str() {
        "llvm.br" => std::iter::once(0..n).collect(),
        "llvm.cond_br" => {
            let seg = op
                .attr("operandSegmentSizes")
                .and_then(|a| i32_array(op.ctx, a))
                .unwrap_or_default();
            let t = seg.get(1).copied().unwrap_or(0).max(0) as usize;
            vec![clamp(1..1 + t), clamp(1 + t..n)]
        }
        "llvm.switch" => {
            let seg = op
                .attr("operandSegmentSizes")
                .and_then(|a| i32_array(op.ctx, a))
                .unwrap_or_default();
            let default = seg.get(1).copied().unwrap_or(0).max(0) as usize;
            let mut out = vec![clamp(1..1 + default)];
            let mut start = 1 + default;
            for len in op
                .attr("case_operand_segments")
                .and_then(|a| i32_array(op.ctx, a))
                .unwrap_or_default()
            {
                let len = len.max(0) as usize;
                out.push(clamp(start..start + len));
                start += len;
            }
            out
        }
        _ => Vec::new(),
    }
}

/// The case values of an `llvm.switch`, as i64.
pub fn case_values(op: &OpRef<'_>) -> Vec<i64> {
    let Some(a) = op.attr("case_values") else {
        return Vec::new();
    };
    let AttrData::DenseElements { ty, data, splat } = op.ctx.attr_data(a) else {
        return Vec::new();
    };
    let n = op.ctx.num_elements(*ty).unwrap_or(0).max(0) as usize;
    let width = op
        .ctx
        .scalar_bit_width(op.ctx.element_type(*ty))
        .unwrap_or(32)
        .div_ceil(8) as usize;
    let read = |i: usize| -> i64 {
        let bytes = data.get(i * width..(i + 1) * width).unwrap_or(&[]);
        let mut buf = [0u8; 8];
        buf[..bytes.len().min(8)].copy_from_slice(&bytes[..bytes.len().min(8)]);
        let raw = i64::from_le_bytes(buf);
        let shift = 64 - 8 * width.min(8) as u32;
        if shift == 0 {
            raw
        } else {
            (raw << shift) >> shift
        }
    };
    (0..n)
        .map(|i| if *splat { read(0) } else { read(i) })
        .collect()
}

/// Checks each successor gets as many operands as its block has arguments, of their types.
fn verify_successor_operands(op: OpRef<'_>) -> Result<(), Diag> {
    let ranges = successor_operands(&op);
    for (i, (&succ, range)) in op.successors().iter().zip(ranges).enumerate() {
        let args = op.body.block_args(succ);
        if range.len() != args.len() {
            return Err(op.plain_error(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                range.len(),
                args.len()
            )));
        }
        for (k, (o, &a)) in range.clone().zip(args).enumerate() {
            let (ot, at) = (op.operand_type(o), op.body.value_type(a));
            if ot != at {
                return Err(op.plain_error(format!(
                    "type mismatch for bb argument #{k} of successor #{i}: {} vs {}",
                    quoted(op.ctx, ot),
                    quoted(op.ctx, at)
                )));
            }
        }
    }
    Ok(())
}

fn parse_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let (dest, operands) = p.parse_successor_and_use_list()?;
    st.successors.push(dest);
    st.operands.extend(operands);
    p.parse_optional_attr_dict(st)
}

fn print_br(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_successor_and_use_list(op.successors()[0], &op.operands().collect::<Vec<_>>());
    p.print_optional_attr_dict(op, &[]);
}

fn segments(ctx: &Context, sizes: &[usize]) -> Attribute {
    let v: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
    dense_i32_array(ctx, &v)
}

fn parse_cond_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let cond = p.parse_operand()?;
    let c = p.resolve_operand(&cond, p.ctx().i1())?;
    p.parse_punct(Punct::Comma)?;
    let (t, t_ops) = p.parse_successor_and_use_list()?;
    p.parse_punct(Punct::Comma)?;
    let (f, f_ops) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(st)?;
    let ctx = p.ctx();
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        segments(ctx, &[1, t_ops.len(), f_ops.len()]),
    );
    st.operands.push(c);
    st.operands.extend(t_ops);
    st.operands.extend(f_ops);
    st.successors.extend([t, f]);
    Ok(())
}

fn operands_in(op: &OpRef<'_>, r: &std::ops::Range<usize>) -> Vec<ValueId> {
    r.clone().map(|i| op.operand(i)).collect()
}

fn print_cond_br(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ranges = successor_operands(&op);
    p.write_str(" ");
    p.print_operand(op.operand(0));
    for (i, &succ) in op.successors().iter().enumerate() {
        p.write_str(", ");
        let r = ranges.get(i).cloned().unwrap_or(0..0);
        p.print_successor_and_use_list(succ, &operands_in(&op, &r));
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

fn parse_switch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&value, ty)?;
    p.parse_punct(Punct::Comma)?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let mut values: Vec<i64> = Vec::new();
    let mut cases: Vec<(BlockId, Vec<ValueId>)> = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let negative = p.parse_optional_punct(Punct::Minus);
            let value = p.parse_integer()?;
            values.push(if negative { -value } else { value });
            p.parse_punct(Punct::Colon)?;
            cases.push(p.parse_successor_and_use_list()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict(st)?;
    let ctx = p.ctx();
    let case_ops: usize = cases.iter().map(|(_, o)| o.len()).sum();
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        segments(ctx, &[1, default_ops.len(), case_ops]),
    );
    let seg: Vec<usize> = cases.iter().map(|(_, o)| o.len()).collect();
    st.set_attr(ctx, "case_operand_segments", segments(ctx, &seg));
    if !values.is_empty() {
        st.set_attr(ctx, "case_values", case_values_attr(ctx, ty, &values));
    }
    st.operands.push(v);
    st.operands.extend(default_ops);
    st.successors.push(default);
    for (b, ops) in cases {
        st.operands.extend(ops);
        st.successors.push(b);
    }
    Ok(())
}

/// `dense<[..]> : vector<Nx iW>` (a splat when all values agree, as DenseElementsAttr).
pub fn case_values_attr(ctx: &Context, ty: xla_ir::Type, values: &[i64]) -> Attribute {
    let width = ctx.scalar_bit_width(ty).unwrap_or(32).div_ceil(8) as usize;
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat {
        &values[..1.min(values.len())]
    } else {
        values
    };
    let data: Vec<u8> = stored
        .iter()
        .flat_map(|v| v.to_le_bytes().into_iter().take(width))
        .collect();
    let vty = ctx.vector_type(&[values.len() as i64], ty);
    ctx.intern_attr(AttrData::DenseElements {
        ty: vty,
        data: data.into(),
        splat,
    })
}

fn print_switch(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ranges = successor_operands(&op);
    let values = case_values(&op);
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    let succs = op.successors();
    if let Some(&default) = succs.first() {
        p.print_successor_and_use_list(default, &operands_in(&op, &ranges[0]));
    }
    p.write_str(" [");
    for (i, &succ) in succs.iter().enumerate().skip(1) {
        p.print_newline();
        p.write_str(&format!("  {}: ", values.get(i - 1).copied().unwrap_or(0)));
        let r = ranges.get(i).cloned().unwrap_or(0..0);
        p.print_successor_and_use_list(succ, &operands_in(&op, &r));
        if i + 1 < succs.len() {
            p.write_str(",");
        }
    }
    p.print_newline();
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

fn verify_cond_br(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 || op.operand_type(0) != ctx.i1() {
        let t = if op.num_operands() > 0 {
            quoted(ctx, op.operand_type(0))
        } else {
            "none".into()
        };
        return Err(op.error(format!(
            "operand #0 must be 1-bit signless integer, but got {t}"
        )));
    }
    verify_successor_operands(op)
}

fn verify_switch(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 || !ctx.is_signless_integer(op.operand_type(0)) {
        return Err(op.error("operand #0 must be signless integer"));
    }
    let cases = op.successors().len().saturating_sub(1);
    if case_values(&op).len() != cases {
        return Err(op.error("expects number of case values to match number of case destinations"));
    }
    verify_successor_operands(op)
}

pub fn ops() -> Vec<OpDef> {
    const TERM: Traits = Traits(Traits::TERMINATOR.0 | Traits::PURE.0);
    vec![
        OpDef::new("llvm.br")
            .summary("LLVM br instruction")
            .traits(TERM)
            .successors(Arity::Exactly(1))
            .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::opaque(
                BranchLayout::Unconditional,
            )))
            .results(Arity::Exactly(0))
            .inherent(&["loop_annotation"])
            .verifier(verify_successor_operands)
            .syntax(parse_br, print_br)
            .example("llvm.br ^bb1(%x : i64)"),
        OpDef::new("llvm.cond_br")
            .summary("LLVM cond_br instruction")
            .traits(TERM)
            .successors(Arity::Exactly(2))
            .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::opaque(
                BranchLayout::Conditional,
            )))
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(0))
            .inherent(&["operandSegmentSizes", "branch_weights", "loop_annotation"])
            .verifier(verify_cond_br)
            .syntax(parse_cond_br, print_cond_br)
            .example("llvm.cond_br %c, ^bb1(%x : i64), ^bb2"),
        OpDef::new("llvm.switch")
            .summary("LLVM switch instruction")
            .traits(TERM)
            .successors(Arity::AtLeast(1))
            .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::opaque(
                BranchLayout::Switch,
            )))
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(0))
            .inherent(&[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
                "branch_weights",
            ])
            .verifier(verify_switch)
            .syntax(parse_switch, print_switch)
            .example("llvm.switch %v : i32, ^bb1 [\n  1: ^bb2,\n  2: ^bb3(%x : i64)\n]"),
        OpDef::new("llvm.unreachable")
            .summary("LLVM unreachable instruction")
            .traits(Traits::TERMINATOR)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .syntax(parse_unreachable, print_unreachable)
            .example("llvm.unreachable"),
    ]
}

fn parse_unreachable(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)
}

fn print_unreachable(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
}
