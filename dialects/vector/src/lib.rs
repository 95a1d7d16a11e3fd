//! The `vector` dialect of MLIR 22, the subset the matmul micro-kernel emits
//! (`passes/src/matmul_kernel`): `vector.load` / `vector.store` of a 1-D vector from the
//! contiguous innermost dimension of a memref, and `vector.broadcast` of a scalar, with
//! `vector.extract` of one lane at a static position (a reduction's lanes folded after its
//! vector loop, `passes/src/scf_vectorize_reductions`), with upstream's syntax and verifier
//! messages. Vector arithmetic is arith/math on vector types.

use xla_dialect_memref::operand_checks::{index_operands, memref_operand, memref_parts};
use xla_dialect_memref::syntax::{parse_indexed, print_indexed};
use xla_ir::asm::formats::{parse_operand_to_type, print_operand_to_type};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Context, DResult, Diag, DialectDef, OpDef, OpRef, OperationState, Type, TypeData};

pub mod ops;
#[cfg(test)]
mod tests;

/// The `vector` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("vector");
    d.summary =
        "Vector loads, stores, broadcasts and lane extraction (the subset the code generators emit)".to_string();
    d.ops = vec![
        OpDef::declared(ops::LoadOp::INFO)
            .description("Reads a 1-D vector from consecutive elements of the innermost (unit-stride) dimension of a memref, starting at the given indices.")
            .verifier(verify_load)
            .syntax(parse_load, print_load)
            .example("%v = vector.load %A[%i, %j] : memref<8x64xf32>, vector<16xf32>"),
        OpDef::declared(ops::StoreOp::INFO)
            .description("Writes a 1-D vector to consecutive elements of the innermost (unit-stride) dimension of a memref.")
            .verifier(verify_store)
            .syntax(parse_store, print_store)
            .example("vector.store %v, %A[%i, %j] : memref<8x64xf32>, vector<16xf32>"),
        OpDef::declared(ops::ExtractOp::INFO)
            .description("Extracts the lane at a static position of a 1-D vector.")
            .verifier(verify_extract)
            .syntax(parse_extract, print_extract)
            .example("%s = vector.extract %v[3] : f32 from vector<16xf32>"),
        OpDef::declared(ops::BroadcastOp::INFO)
            .description("Broadcasts a scalar to every lane of a vector.")
            .verifier(verify_broadcast)
            .syntax(parse_operand_to_type, print_operand_to_type)
            .example("%v = vector.broadcast %s : f32 to vector<16xf32>"),
    ];
    d
}

/// A 1-D vector type's (lanes, element type).
pub fn vector_1d(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => Some((shape[0], *elem)),
        _ => None,
    }
}

/// Checks the memref operand `m`, the indices after it and the vector type `v` of a load/store.
fn verify_access(op: &OpRef<'_>, m: usize, v: Type) -> DResult<()> {
    let ty = memref_operand(op, m, true)?;
    index_operands(op, m + 1)?;
    let Some(parts) = memref_parts(op.ctx, ty) else {
        return Ok(());
    };
    let Some((_, elem)) = vector_1d(op.ctx, v) else {
        return Err(op.error("only 1-D vectors of the memref's element type are supported"));
    };
    if elem != parts.elem {
        return Err(op.error("base and valueToStore element type should match"));
    }
    let n = op.num_operands() - m - 1;
    if n != parts.shape.len() {
        return Err(op.error(format!("requires {} indices", parts.shape.len())));
    }
    let unit = xla_ir::strided::strides_and_offset(op.ctx, ty)
        .is_none_or(|(s, _)| s.last().is_none_or(|&s| s == 1));
    if !unit {
        return Err(op.error("most minor memref dim must have unit stride"));
    }
    Ok(())
}

fn verify_load(op: OpRef<'_>) -> DResult<()> {
    verify_access(&op, 0, op.result_type(0))
}

fn verify_store(op: OpRef<'_>) -> DResult<()> {
    verify_access(&op, 1, op.operand_type(0))
}

fn verify_broadcast(op: OpRef<'_>) -> DResult<()> {
    let (src, res) = (op.operand_type(0), op.result_type(0));
    match vector_1d(op.ctx, res) {
        Some((_, elem)) if elem == src => Ok(()),
        _ => Err(op.error("source type is not compatible with the result type (only scalar to 1-D vector broadcasts are supported)")),
    }
}

/// The static position of a `vector.extract` (absent or malformed: none).
pub fn extract_position(op: &OpRef<'_>) -> Option<Vec<i64>> {
    op.attr("static_position")
        .and_then(|a| op.ctx.attr_as_i64_array(a))
}

fn verify_extract(op: OpRef<'_>) -> DResult<()> {
    if op.num_operands() != 1 {
        return Err(op.error("only static positions are supported"));
    }
    let Some(position) = extract_position(&op) else {
        let what = match op.attr("static_position") {
            Some(_) => "attribute 'static_position' failed to satisfy constraint: i64 dense array attribute",
            None => "requires attribute 'static_position'",
        };
        return Err(op.error(what));
    };
    let Some((lanes, elem)) = vector_1d(op.ctx, op.operand_type(0)) else {
        return Err(op.error("only 1-D vector sources are supported"));
    };
    if position.len() > 1 {
        return Err(op.error("expected position attribute of rank no greater than vector rank"));
    }
    if position.iter().any(|&p| p < -1 || p >= lanes) {
        return Err(op.error("expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)"));
    }
    let want = if position.is_empty() {
        op.operand_type(0)
    } else {
        elem
    };
    if op.result_type(0) != want {
        return Err(op.error("failed to verify that operand and result have same element type"));
    }
    Ok(())
}

/// `%v[3] {attrs} : f32 from vector<16xf32>`.
fn parse_extract(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let v = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let mut position = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            if p.parse_optional_operand().is_some() {
                return Err(p.error("only static positions are supported"));
            }
            position.push(p.parse_integer()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let result = p.parse_type()?;
    p.parse_keyword("from")?;
    let source = p.parse_type()?;
    let v = p.resolve_operand(&v, source)?;
    state.operands.push(v);
    state.result_types.push(result);
    let ctx = p.ctx();
    state.set_attr(ctx, "static_position", ctx.dense_i64_array(&position));
    Ok(())
}

fn print_extract(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let (Some(position), 1) = (extract_position(&op), op.num_operands()) else {
        return;
    };
    p.write_str(" ");
    p.print_operand(op.operand(0));
    let position: Vec<String> = position.iter().map(i64::to_string).collect();
    p.write_str(&format!("[{}]", position.join(", ")));
    p.print_optional_attr_dict(op, &["static_position"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
    p.write_str(" from ");
    p.print_type(op.operand_type(0));
}

/// `%m[%i, ...] {attrs} : memref-type, vector-type`: pushes the memref and indices.
fn parse_access(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<Type, Diag> {
    parse_indexed(p, state)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_type()
}

fn print_access(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, first: usize, vty: Type) {
    p.write_str(" ");
    print_indexed(p, op, first);
    p.write_str(", ");
    p.print_type(vty);
}

fn parse_load(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let vty = parse_access(p, state)?;
    state.result_types.push(vty);
    Ok(())
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() >= 1 {
        print_access(p, op, 0, op.result_type(0));
    }
}

fn parse_store(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let vty = parse_access(p, state)?;
    let v = p.resolve_operand(&value, vty)?;
    state.operands.insert(0, v);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() >= 2 {
        p.write_str(" ");
        p.print_operand(op.operand(0));
        p.write_str(",");
        print_access(p, op, 1, op.operand_type(0));
    }
}
