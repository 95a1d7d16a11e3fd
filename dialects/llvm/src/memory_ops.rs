//! Memory and aggregate ops: `alloca`, `load`, `store`, `getelementptr`, `insertvalue`,
//! `extractvalue`.

use crate::syntax::{check_operand, check_result, quoted};
use crate::types::{is_compatible, is_ptr, llvm_type, LlvmType};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits, Type};

const PTR_SUMMARY: &str = "LLVM pointer type";

fn unit(p: &mut dyn OpAsmParser, st: &mut OperationState, kw: &str, prop: &str) {
    if p.parse_optional_keyword(kw) {
        let a = p.ctx().unit_attr();
        st.set_attr(p.ctx(), prop, a);
    }
}

fn print_unit(p: &mut dyn OpAsmPrinter, op: &OpRef<'_>, kw: &str, prop: &str) {
    if op.attr(prop).is_some() {
        p.write_str(" ");
        p.write_str(kw);
    }
}

fn default_ordering(ctx: &Context, props: &mut xla_ir::ir::NamedAttrs) {
    if props.get_str(ctx, "ordering").is_none() {
        props.set_str(ctx, "ordering", ctx.i64_attr(0));
    }
}

/// Whether `t` has a size in memory (LLVM::isLoadableType, simplified).
fn is_loadable(ctx: &Context, t: Type) -> bool {
    is_compatible(ctx, t)
        && !matches!(
            llvm_type(ctx, t),
            Some(
                LlvmType::Void
                    | LlvmType::Func { .. }
                    | LlvmType::Label
                    | LlvmType::Metadata
                    | LlvmType::Token
            )
        )
}

fn reject_atomic(p: &mut dyn OpAsmParser) -> Result<(), Diag> {
    if p.peek_keyword("atomic") {
        return Err(p.error("atomic loads and stores are not supported"));
    }
    Ok(())
}

// ---- load / store ----

fn parse_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    unit(p, st, "volatile", "volatile_");
    let addr = p.parse_operand()?;
    unit(p, st, "invariant", "invariant");
    unit(p, st, "invariant_group", "invariantGroup");
    reject_atomic(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ptr = p.parse_type()?;
    p.parse_punct(Punct::Arrow)?;
    let result = p.parse_type()?;
    let v = p.resolve_operand(&addr, ptr)?;
    st.operands.push(v);
    st.result_types.push(result);
    Ok(())
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_unit(p, &op, "volatile", "volatile_");
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_unit(p, &op, "invariant", "invariant");
    print_unit(p, &op, "invariant_group", "invariantGroup");
    p.print_optional_attr_dict(
        op,
        &[
            "volatile_",
            "invariant",
            "invariantGroup",
            "ordering",
            "syncscope",
        ],
    );
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" -> ");
    p.print_type(op.result_type(0));
}

fn verify_load(op: OpRef<'_>) -> Result<(), Diag> {
    check_operand(&op, 0, PTR_SUMMARY, is_ptr)?;
    check_result(&op, 0, "LLVM type with size", is_loadable)?;
    Ok(())
}

fn parse_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    unit(p, st, "volatile", "volatile_");
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let addr = p.parse_operand()?;
    reject_atomic(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let vty = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let ptr = p.parse_type()?;
    let v = p.resolve_operand(&value, vty)?;
    let a = p.resolve_operand(&addr, ptr)?;
    st.operands.extend([v, a]);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_unit(p, &op, "volatile", "volatile_");
    p.write_str(" ");
    p.print_operands(&[op.operand(0), op.operand(1)]);
    p.print_optional_attr_dict(op, &["volatile_", "ordering", "syncscope"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

fn verify_store(op: OpRef<'_>) -> Result<(), Diag> {
    check_operand(&op, 0, "LLVM type with size", is_loadable)?;
    check_operand(&op, 1, PTR_SUMMARY, is_ptr)?;
    Ok(())
}

// ---- alloca ----

fn parse_alloca(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    unit(p, st, "inalloca", "inalloca");
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    let ([size_ty], [result]) = (inputs.as_slice(), results.as_slice()) else {
        return Err(p.error("expected trailing function type with one argument and one result"));
    };
    let v = p.resolve_operand(&size, *size_ty)?;
    st.operands.push(v);
    st.result_types.push(*result);
    let ctx = p.ctx();
    st.set_attr(ctx, "elem_type", ctx.type_attr(elem));
    Ok(())
}

fn print_alloca(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_unit(p, &op, "inalloca", "inalloca");
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" x ");
    if let Some(t) = op.attr("elem_type").and_then(|a| op.ctx.attr_as_type(a)) {
        p.print_type(t);
    }
    p.print_optional_attr_dict(op, &["elem_type", "inalloca"]);
    p.write_str(" : ");
    p.print_function_type(&[op.operand_type(0)], &[op.result_type(0)]);
}

fn verify_alloca(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    check_operand(&op, 0, "signless integer", Context::is_signless_integer)?;
    check_result(&op, 0, PTR_SUMMARY, is_ptr)?;
    if op
        .attr("elem_type")
        .and_then(|a| ctx.attr_as_type(a))
        .is_none()
    {
        return Err(op.error("requires attribute 'elem_type'"));
    }
    Ok(())
}

// ---- insertvalue / extractvalue ----

/// The type at `position` inside aggregate `t`, or the message upstream gives.
pub fn element_at(ctx: &Context, t: Type, position: &[i64]) -> Result<Type, String> {
    let mut current = t;
    for &index in position {
        let (len, pick): (usize, Box<dyn Fn(usize) -> Type>) = match llvm_type(ctx, current) {
            Some(LlvmType::Array { count, elem }) => (count as usize, Box::new(move |_| elem)),
            Some(LlvmType::Struct {
                body,
                opaque: false,
                ..
            }) => {
                let b = body.clone();
                (b.len(), Box::new(move |i| b[i]))
            }
            _ => {
                return Err(format!(
                    "expected LLVM IR structure/array type, got: {}",
                    quoted(ctx, current)
                ))
            }
        };
        let i = usize::try_from(index)
            .ok()
            .filter(|&i| i < len)
            .ok_or(format!("position out of bounds: {index}"))?;
        current = pick(i);
    }
    Ok(current)
}

fn parse_position(p: &mut dyn OpAsmParser) -> Result<Vec<i64>, Diag> {
    let mut position = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |p| {
        position.push(p.parse_integer()?);
        Ok(())
    })?;
    Ok(position)
}

/// `[position] attr-dict : container-type`, the shared tail of insert/extractvalue; sets
/// `position` and returns the container and element types.
fn parse_position_and_type(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(Type, Type), Diag> {
    let position = parse_position(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    // Upstream reports at the token after the type.
    let elem = element_at(p.ctx(), ty, &position).map_err(|m| p.error(&m))?;
    let ctx = p.ctx();
    st.set_attr(ctx, "position", ctx.dense_i64_array(&position));
    Ok((ty, elem))
}

fn print_position_and_type(p: &mut dyn OpAsmPrinter, op: &OpRef<'_>) {
    print_position(p, op);
    p.print_optional_attr_dict(*op, &["position"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn print_position(p: &mut dyn OpAsmPrinter, op: &OpRef<'_>) {
    let position = op
        .attr("position")
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .unwrap_or_default();
    let items: Vec<String> = position.iter().map(i64::to_string).collect();
    p.write_str(&format!("[{}]", items.join(", ")));
}

fn parse_extract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let container = p.parse_operand()?;
    let (ty, elem) = parse_position_and_type(p, st)?;
    let v = p.resolve_operand(&container, ty)?;
    st.operands.push(v);
    st.result_types.push(elem);
    Ok(())
}

fn print_extract(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_position_and_type(p, &op);
    // Upstream's custom<InsertExtractValueElementType> prints nothing after its space.
    p.write_str(" ");
}

fn parse_insert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let container = p.parse_operand()?;
    let (ty, elem) = parse_position_and_type(p, st)?;
    let c = p.resolve_operand(&container, ty)?;
    let v = p.resolve_operand(&value, elem)?;
    st.operands.extend([c, v]);
    st.result_types.push(ty);
    Ok(())
}

fn print_insert(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(1));
    p.write_str(", ");
    p.print_operand(op.operand(0));
    print_position_and_type(p, &op);
    p.write_str(" ");
}

fn verify_value_op<const INSERT: bool>(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(position) = op.attr("position").and_then(|a| ctx.attr_as_i64_array(a)) else {
        return Err(op.error("requires attribute 'position'"));
    };
    let container = op.operand_type(0);
    let elem = element_at(ctx, container, &position).map_err(|m| op.error(m))?;
    let (c, e) = (quoted(ctx, container), quoted(ctx, elem));
    if INSERT {
        let value = op.operand_type(1);
        if value != elem {
            return Err(op.error(format!(
                "Type mismatch: cannot insert {} into {c}",
                quoted(ctx, value)
            )));
        }
        if op.result_type(0) != container {
            return Err(op.error("failed to verify that all of {container, res} have same type"));
        }
    } else if op.result_type(0) != elem {
        return Err(op.error(format!(
            "Type mismatch: extracting from {c} should produce {e} but this op returns {}",
            quoted(ctx, op.result_type(0))
        )));
    }
    Ok(())
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("llvm.alloca")
            .summary("LLVM alloca instruction")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&["alignment", "elem_type", "inalloca"])
            .verifier(verify_alloca)
            .syntax(parse_alloca, print_alloca)
            .example("%0 = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr"),
        OpDef::new("llvm.load")
            .summary("LLVM load instruction")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&[
                "alignment",
                "volatile_",
                "nontemporal",
                "invariant",
                "invariantGroup",
                "ordering",
                "syncscope",
                "access_groups",
                "alias_scopes",
                "noalias_scopes",
                "tbaa",
                "dereferenceable",
            ])
            .default_properties(default_ordering)
            .verifier(verify_load)
            .syntax(parse_load, print_load)
            .example("%0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32"),
        OpDef::new("llvm.store")
            .summary("LLVM store instruction")
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(0))
            .inherent(&[
                "alignment",
                "volatile_",
                "nontemporal",
                "invariantGroup",
                "ordering",
                "syncscope",
                "access_groups",
                "alias_scopes",
                "noalias_scopes",
                "tbaa",
            ])
            .default_properties(default_ordering)
            .verifier(verify_store)
            .syntax(parse_store, print_store)
            .example("llvm.store %v, %p : f32, !llvm.ptr"),
        OpDef::new("llvm.extractvalue")
            .summary("Extract a value from an LLVM struct.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&["position"])
            .verifier(verify_value_op::<false>)
            .syntax(parse_extract, print_extract)
            .example("%1 = llvm.extractvalue %s[0] : !llvm.struct<(i64, f32)>"),
        OpDef::new("llvm.insertvalue")
            .summary("Insert a value into an LLVM struct.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .inherent(&["position"])
            .verifier(verify_value_op::<true>)
            .syntax(parse_insert, print_insert)
            .example("%1 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i64, f32)>"),
    ]
}
