//! `memref.load`, `memref.store`, `memref.copy` and `memref.dim`.

use crate::operand_checks::{index_operands, memref_operand, memref_parts, type_constraint};
use crate::syntax::{named_result, parse_indexed, print_indexed};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::interfaces::{ConditionallySpeculatable, ConstantDimIndex};
use xla_ir::registry::FoldResult;
use xla_ir::{
    Arity, Attribute, DResult, Diag, OpDef, OpRef, OperationState, Traits, TypeData, DYNAMIC,
};

pub const LOAD: &str = "memref.load";
pub const STORE: &str = "memref.store";
pub const COPY: &str = "memref.copy";
pub const DIM: &str = "memref.dim";

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new(LOAD)
            .summary("load operation")
            .description(
                "Reads the element of a memref at the given indices (one `index` per dimension). \
                 `nontemporal` hints that the access has no temporal locality.",
            )
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify_load)
            .syntax(parse_load, print_load)
            .example("%0 = memref.load %A[%i, %j] : memref<8x64xf32>"),
        OpDef::new(STORE)
            .summary("store operation")
            .description("Writes a value to the element of a memref at the given indices.")
            .operands(Arity::AtLeast(2))
            .results(Arity::Exactly(0))
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify_store)
            .syntax(parse_store, print_store)
            .example("memref.store %v, %A[%i, %j] : memref<8x64xf32>"),
        OpDef::new(COPY)
            .summary("memref copy operation")
            .description("Copies the elements of the source memref into the target memref; both have the same shape and element type, layouts may differ.")
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(0))
            .traits(Traits::SAME_OPERANDS_ELEMENT_TYPE | Traits::SAME_OPERANDS_SHAPE)
            .verifier(verify_copy)
            .syntax(parse_copy, print_copy)
            .example("memref.copy %arg0, %alloc : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1]>>"),
        named_result(
            OpDef::new(DIM)
                .summary("dimension index operation")
                .description("The size of dimension `index` of a memref, as an `index`.")
                .operands(Arity::Exactly(2))
                .results(Arity::Exactly(1))
                .traits(Traits::NO_MEMORY_EFFECT)
                .implements::<dyn ConditionallySpeculatable>(Box::new(ConstantDimIndex))
                .verifier(verify_dim)
                .syntax(parse_dim, print_dim)
                .folder(fold_dim)
                .example("%dim = memref.dim %A, %c0 : memref<4x?xf32>"),
            |_| vec![(0, "dim".into())],
        ),
    ]
}

fn verify_load(op: OpRef<'_>) -> DResult<()> {
    let ty = memref_operand(&op, 0, true)?;
    index_operands(&op, 1)?;
    let Some(parts) = memref_parts(op.ctx, ty) else {
        return Ok(());
    };
    if op.result_type(0) != parts.elem {
        return Err(op.error("failed to verify that result type matches element type of 'memref'"));
    }
    let n = op.num_operands() - 1;
    if n != parts.shape.len() {
        return Err(op.error(format!(
            "incorrect number of indices for load, expected {} but got {n}",
            parts.shape.len()
        )));
    }
    Ok(())
}

fn verify_store(op: OpRef<'_>) -> DResult<()> {
    let ty = memref_operand(&op, 1, true)?;
    index_operands(&op, 2)?;
    let Some(parts) = memref_parts(op.ctx, ty) else {
        return Ok(());
    };
    if op.operand_type(0) != parts.elem {
        return Err(
            op.error("failed to verify that type of 'value' matches element type of 'memref'")
        );
    }
    if op.num_operands() - 2 != parts.shape.len() {
        return Err(op.error("store index operand count not equal to memref rank"));
    }
    Ok(())
}

fn verify_copy(op: OpRef<'_>) -> DResult<()> {
    memref_operand(&op, 0, false)?;
    memref_operand(&op, 1, false)?;
    Ok(())
}

fn verify_dim(op: OpRef<'_>) -> DResult<()> {
    memref_operand(&op, 0, false)?;
    index_operands(&op, 1)?;
    if !op.ctx.is_index(op.result_type(0)) {
        return Err(type_constraint(
            &op,
            "result",
            0,
            "index",
            op.result_type(0),
        ));
    }
    Ok(())
}

/// A constant index of a static dimension folds to that size.
fn fold_dim(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = op.ctx;
    let index = ctx.attr_as_int(operands.get(1).copied().flatten()?)?;
    let TypeData::MemRef { shape, .. } = ctx.type_data(op.operand_type(0)) else {
        return None;
    };
    let size = *shape.get(usize::try_from(index).ok()?)?;
    (size != DYNAMIC).then(|| {
        vec![FoldResult::Attr(
            ctx.integer_attr(ctx.index_type(), size as i128),
        )]
    })
}

/// `%m[%i, %j] {attrs} : type`, shared by load and store.
fn parse_load(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let loc = p.current_loc();
    let ty = parse_indexed(p, state)?;
    let parts = memref_parts(p.ctx(), ty)
        .ok_or_else(|| p.error_at(loc, "expected a ranked memref type"))?;
    state.result_types.push(parts.elem);
    Ok(())
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    print_indexed(p, op, 0);
}

fn parse_store(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let loc = p.current_loc();
    let ty = parse_indexed(p, state)?;
    let elem = memref_parts(p.ctx(), ty)
        .ok_or_else(|| p.error_at(loc, "expected a ranked memref type"))?
        .elem;
    let v = p.resolve_operand(&value, elem)?;
    state.operands.insert(0, v);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    print_indexed(p, op, 1);
}

fn parse_copy(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let dst_ty = p.parse_type()?;
    let s = p.resolve_operand(&src, src_ty)?;
    let d = p.resolve_operand(&dst, dst_ty)?;
    state.operands.extend([s, d]);
    Ok(())
}

fn print_copy(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.operand_type(1));
}

fn parse_dim(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let index = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let s = p.resolve_operand(&src, ty)?;
    let idx_ty = p.ctx().index_type();
    let i = p.resolve_operand(&index, idx_ty)?;
    state.operands.extend([s, i]);
    state.result_types.push(idx_ty);
    Ok(())
}

fn print_dim(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
