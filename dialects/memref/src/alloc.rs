//! `memref.alloc`, `memref.alloca` (a buffer, with sizes for its `?` dimensions and symbols
//! for its affine layout) and `memref.dealloc`.

use crate::operand_checks::{
    i32_array, index_operands, memref_operand, memref_parts, memref_result, segments,
};
use crate::syntax::named_result;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::attrs::AttrData;
use xla_ir::{Arity, DResult, Diag, OpDef, OpRef, OperationState, DYNAMIC};

pub const ALLOC: &str = "memref.alloc";
pub const ALLOCA: &str = "memref.alloca";
pub const DEALLOC: &str = "memref.dealloc";

fn alloc_like(
    name: &'static str,
    summary: &str,
    description: &str,
    example: &'static str,
) -> OpDef {
    let def = OpDef::new(name)
        .summary(summary)
        .description(description)
        .results(Arity::Exactly(1))
        .inherent(&["alignment", "operandSegmentSizes"])
        .verifier(verify_alloc)
        .syntax(parse_alloc, print_alloc)
        .example(example);
    named_result(def, |op| {
        vec![(0, op.name_str().trim_start_matches("memref.").to_string())]
    })
}

pub fn ops() -> Vec<OpDef> {
    vec![
        alloc_like(
            ALLOC,
            "memory allocation operation",
            "Allocates a region of memory as a memref (on the heap). Operands give the sizes of \
             the result's dynamic dimensions, then the symbols of its affine layout map; \
             `alignment` asks for an aligned start address. The buffer lives until `memref.dealloc`.",
            "%alloc = memref.alloc(%d) {alignment = 64 : i64} : memref<4x?xf32>",
        ),
        alloc_like(
            ALLOCA,
            "stack memory allocation operation",
            "Allocates a memref on the stack, freed automatically when control leaves the \
             enclosing automatic allocation scope (the function). Operands as `memref.alloc`.",
            "%alloca = memref.alloca() : memref<8x64xf32>",
        ),
        OpDef::new(DEALLOC)
            .summary("memory deallocation operation")
            .description("Frees the memory of a memref allocated by `memref.alloc`; later accesses through it or its views are undefined.")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .verifier(|op| memref_operand(&op, 0, false).map(|_| ()))
            .syntax(parse_dealloc, print_dealloc)
            .example("memref.dealloc %alloc : memref<8x64xf32>"),
    ]
}

fn verify_alloc(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let seg = segments(&op, 2)?;
    index_operands(&op, 0)?;
    let ty = memref_result(&op, 0)?;
    if let Some(a) = op.attr("alignment") {
        if !matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if *value >= 0)
            || ctx.attr_type(a) != Some(ctx.i64())
        {
            return Err(op.error("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0"));
        }
    }
    let Some(parts) = memref_parts(ctx, ty) else {
        return Ok(());
    };
    let dynamic = parts.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if seg[0].len() != dynamic {
        return Err(op.error(format!(
            "incorrect number of dynamic sizes, has {}, expected {dynamic}",
            seg[0].len()
        )));
    }
    let symbols = match parts.layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => m.num_symbols as usize,
        _ => 0,
    };
    if seg[1].len() != symbols {
        return Err(op.error(format!(
            "symbol operand count does not equal memref symbol count: expected {symbols}, got {}",
            seg[1].len()
        )));
    }
    Ok(())
}

fn parse_alloc(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    let symbols = p.parse_operand_list(Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let index = p.ctx().index_type();
    for o in sizes.iter().chain(&symbols) {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let segs = i32_array(p.ctx(), &[sizes.len() as i32, symbols.len() as i32]);
    state.set_attr(p.ctx(), "operandSegmentSizes", segs);
    state.result_types.push(ty);
    Ok(())
}

fn print_alloc(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Ok(seg) = segments(&op, 2) else { return };
    let operands: Vec<_> = op.operands().collect();
    p.write_str("(");
    p.print_operands(&operands[seg[0].clone()]);
    p.write_str(")");
    if !seg[1].is_empty() {
        p.write_str("[");
        p.print_operands(&operands[seg[1].clone()]);
        p.write_str("]");
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn parse_dealloc(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&m, ty)?;
    state.operands.push(v);
    Ok(())
}

fn print_dealloc(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
