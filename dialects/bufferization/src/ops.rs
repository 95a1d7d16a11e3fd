//! The bufferization ops: definitions, verifiers and syntax.

use xla_dialect_memref::operand_checks::{i32_array, segments, type_constraint};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{
    Arity, Context, DResult, Diag, OpDef, OpRef, OperationState, Type, TypeData, DYNAMIC,
};

pub const TO_TENSOR: &str = ToTensorOp::NAME;
pub const TO_BUFFER: &str = ToBufferOp::NAME;
pub const ALLOC_TENSOR: &str = AllocTensorOp::NAME;
pub const DEALLOC_TENSOR: &str = DeallocTensorOp::NAME;

xla_ir::declare_ops! {
    /// Every declared bufferization op (the names, operands and attributes consumers use;
    /// xla-dialects checks they agree with the definitions below).
    all: ALL;

    /// `bufferization.to_tensor`: create a tensor-like type from a buffer-like type.
    pub struct ToTensorOp = "bufferization.to_tensor" {
        summary: "create a tensor-like type from a buffer-like type",
        operands: [buffer: Single],
        results: [result: Single],
        attributes: [
            restrict = "restrict": optional Unit,
            writable = "writable": optional Unit,
        ],
    }
    /// `bufferization.to_buffer`: cast a tensor-like type to buffer-like type.
    pub struct ToBufferOp = "bufferization.to_buffer" {
        summary: "cast a tensor-like type to buffer-like type",
        operands: [tensor: Single],
        results: [buffer: Single],
        attributes: [read_only = "read_only": optional Unit],
    }
    /// `bufferization.alloc_tensor`: allocate buffer for a tensor.
    pub struct AllocTensorOp = "bufferization.alloc_tensor" {
        summary: "allocate buffer for a tensor",
        operands: [dynamic_sizes: Variadic, copy: Optional, size_hint: Optional],
        results: [result: Single],
        attributes: [memory_space = "memory_space": optional Any],
    }
    /// `bufferization.dealloc_tensor`: release underlying storage format of given tensor.
    pub struct DeallocTensorOp = "bufferization.dealloc_tensor" {
        summary: "release underlying storage format of given tensor",
        operands: [tensor: Single],
    }
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new(TO_TENSOR)
            .summary("create a tensor-like type from a buffer-like type")
            .description(
                "A tensor whose elements are the buffer's. `restrict` promises that no other \
                 to_tensor reads this buffer; `writable` that the bufferization may write into it \
                 in place.",
            )
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&["restrict", "writable"])
            .verifier(verify_to_tensor)
            .syntax(parse_to_tensor, print_to_tensor)
            .example("%t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>"),
        OpDef::new(TO_BUFFER)
            .summary("cast a tensor-like type to buffer-like type")
            .description(
                "The buffer holding a tensor's elements (MLIR 22's name for the former \
                 `to_memref`). `read_only` promises the buffer is not written.",
            )
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&["read_only"])
            .verifier(verify_to_buffer)
            .syntax(parse_to_buffer, print_to_buffer)
            .example("%m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>"),
        OpDef::new(ALLOC_TENSOR)
            .summary("allocate buffer for a tensor")
            .description(
                "A tensor that bufferizes to a new allocation: sizes for its dynamic dimensions, \
                 or `copy(%t)` to start with another tensor's contents; `size_hint` for sparse \
                 tensors; `memory_space` of the buffer.",
            )
            .operands(Arity::Any)
            .results(Arity::Exactly(1))
            .inherent(&["memory_space", "operandSegmentSizes"])
            .verifier(verify_alloc_tensor)
            .syntax(parse_alloc_tensor, print_alloc_tensor)
            .example("%0 = bufferization.alloc_tensor(%d) : tensor<?x8xf32>"),
        OpDef::new(DEALLOC_TENSOR)
            .summary("release underlying storage format of given tensor")
            .description("Releases the buffer a tensor was bufferized to (for sparse tensors and explicit management).")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .verifier(|op| tensor_of(&op, op.operand_type(0), "operand", 0).map(|_| ()))
            .syntax(parse_dealloc_tensor, print_dealloc_tensor)
            .example("bufferization.dealloc_tensor %t : tensor<?x8xf32>"),
    ]
}

fn tensor_of(op: &OpRef<'_>, t: Type, what: &str, i: usize) -> DResult<()> {
    match op.ctx.type_data(t) {
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. } => Ok(()),
        _ => Err(type_constraint(op, what, i, "tensor of any type values", t)),
    }
}

/// Why a tensor type and a buffer type cannot be the two sides of a to_tensor/to_buffer
/// (upstream's `TensorAndBufferMatch`), or `None` when they match.
pub fn tensor_buffer_mismatch(ctx: &Context, tensor: Type, buffer: Type) -> Option<&'static str> {
    match (ctx.type_data(tensor), ctx.type_data(buffer)) {
        (
            TypeData::Tensor {
                shape: a, elem: ea, ..
            },
            TypeData::MemRef {
                shape: b, elem: eb, ..
            },
        ) => {
            if a != b {
                Some("shapes do not match")
            } else if ea != eb {
                Some("element types do not match")
            } else {
                None
            }
        }
        (TypeData::UnrankedTensor { elem: ea }, TypeData::UnrankedMemRef { elem: eb, .. }) => {
            (ea != eb).then_some("element types do not match")
        }
        _ => Some("shapes do not match"),
    }
}

fn verify_match(op: &OpRef<'_>, tensor: Type, buffer: Type) -> DResult<()> {
    if let Some(why) = tensor_buffer_mismatch(op.ctx, tensor, buffer) {
        // Upstream reports `why` as a separate error first; it is kept as a note here.
        return Err(op
            .error("failed to verify that specified tensor and buffer types match")
            .with_note(op.loc(), why));
    }
    Ok(())
}

fn verify_to_tensor(op: OpRef<'_>) -> DResult<()> {
    verify_match(&op, op.result_type(0), op.operand_type(0))
}

fn verify_to_buffer(op: OpRef<'_>) -> DResult<()> {
    verify_match(&op, op.operand_type(0), op.result_type(0))
}

fn verify_alloc_tensor(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let seg = segments(&op, 3)?;
    let ty = op.result_type(0);
    let TypeData::Tensor { shape, .. } = ctx.type_data(ty) else {
        return Err(type_constraint(
            &op,
            "result",
            0,
            "tensor of any type values",
            ty,
        ));
    };
    for i in seg[0].clone().chain(seg[2].clone()) {
        if !ctx.is_index(op.operand_type(i)) {
            return Err(type_constraint(
                &op,
                "operand",
                i,
                "variadic of index",
                op.operand_type(i),
            ));
        }
    }
    if let Some(c) = seg[1].clone().next() {
        if !seg[0].is_empty() {
            return Err(op.plain_error("dynamic sizes not needed when copying a tensor"));
        }
        if op.operand_type(c) != ty {
            return Err(op.error("expected that `copy` and return type match"));
        }
        return Ok(());
    }
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if seg[0].len() != dynamic {
        return Err(op.error(format!(
            "incorrect number of dynamic sizes, has {}, expected {dynamic}",
            seg[0].len()
        )));
    }
    Ok(())
}

// ---- syntax ----

fn parse_to_tensor(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let buf = p.parse_operand()?;
    let restrict = p.parse_optional_keyword("restrict");
    let writable = p.parse_optional_keyword("writable");
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let buf_ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_data(buf_ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    ) {
        return Err(p.error_at(loc, "invalid kind of type specified"));
    }
    p.parse_keyword("to")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_data(ty),
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
    ) {
        return Err(p.error_at(loc, "invalid kind of type specified"));
    }
    let v = p.resolve_operand(&buf, buf_ty)?;
    state.operands.push(v);
    state.result_types.push(ty);
    let ctx = p.ctx();
    if restrict {
        state.set_attr(ctx, "restrict", ctx.unit_attr());
    }
    if writable {
        state.set_attr(ctx, "writable", ctx.unit_attr());
    }
    Ok(())
}

fn print_to_tensor(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    for flag in ["restrict", "writable"] {
        if op.attr(flag).is_some() {
            p.write_str(" ");
            p.write_str(flag);
        }
    }
    p.print_optional_attr_dict(op, &["restrict", "writable"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

fn parse_to_buffer(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let t = p.parse_operand()?;
    let read_only = p.parse_optional_keyword("read_only");
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let t_ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_data(t_ty),
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
    ) {
        return Err(p.error_at(loc, "invalid kind of type specified"));
    }
    p.parse_keyword("to")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_data(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    ) {
        return Err(p.error_at(loc, "invalid kind of type specified"));
    }
    let v = p.resolve_operand(&t, t_ty)?;
    state.operands.push(v);
    state.result_types.push(ty);
    if read_only {
        state.set_attr(p.ctx(), "read_only", p.ctx().unit_attr());
    }
    Ok(())
}

fn print_to_buffer(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    if op.attr("read_only").is_some() {
        p.write_str(" read_only");
    }
    p.print_optional_attr_dict(op, &["read_only"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

fn parse_alloc_tensor(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    let mut copy = Vec::new();
    if p.parse_optional_keyword("copy") {
        copy = p.parse_operand_list(Delimiter::Paren)?;
    }
    let mut hint = Vec::new();
    if p.parse_optional_keyword("size_hint") {
        p.parse_punct(Punct::Equal)?;
        hint.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let index = p.ctx().index_type();
    for o in &sizes {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    for o in &copy {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    for o in &hint {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let segs = i32_array(
        p.ctx(),
        &[sizes.len() as i32, copy.len() as i32, hint.len() as i32],
    );
    state.set_attr(p.ctx(), "operandSegmentSizes", segs);
    state.result_types.push(ty);
    Ok(())
}

fn print_alloc_tensor(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Ok(seg) = segments(&op, 3) else { return };
    let operands: Vec<_> = op.operands().collect();
    p.write_str("(");
    p.print_operands(&operands[seg[0].clone()]);
    p.write_str(")");
    if !seg[1].is_empty() {
        p.write_str(" copy(");
        p.print_operands(&operands[seg[1].clone()]);
        p.write_str(")");
    }
    if !seg[2].is_empty() {
        p.write_str(" size_hint=");
        p.print_operands(&operands[seg[2].clone()]);
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn parse_dealloc_tensor(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let t = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&t, ty)?;
    state.operands.push(v);
    Ok(())
}

fn print_dealloc_tensor(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
