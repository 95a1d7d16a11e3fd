//! Constants and globals: `mlir.constant`, `mlir.undef`, `mlir.poison`, `mlir.zero`,
//! `mlir.addressof`, `mlir.global`.

use crate::attrs::{keyword_of, linkage_attr, LINKAGES};
use crate::syntax::{constraint_error, quoted};
use crate::types::{array_type, is_compatible, is_ptr, llvm_type, LlvmType};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::ir::NamedAttrs;
use xla_ir::{Arity, AttrData, Context, Diag, OpDef, OpRef, OperationState, Traits, Type};

fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_punct(Punct::LParen)?;
    let value = p.parse_attribute(None)?;
    p.parse_punct(Punct::RParen)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    st.set_attr(p.ctx(), "value", value);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str("(");
    if let Some(v) = op.attr("value") {
        p.print_attribute(v);
    }
    p.write_str(")");
    p.print_optional_attr_dict(op, &["value"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn verify_constant(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return Err(op.error("requires attribute 'value'"));
    };
    let ty = op.result_type(0);
    if !is_compatible(ctx, ty) {
        return Err(constraint_error(
            &op,
            "result",
            0,
            "LLVM dialect-compatible type",
            ty,
        ));
    }
    if matches!(llvm_type(ctx, ty), Some(LlvmType::Struct { .. })) {
        if !matches!(ctx.attr_data(value), AttrData::Array(_)) {
            return Err(op.error("expected array attribute for struct type"));
        }
        return Ok(());
    }
    match ctx.attr_data(value) {
        AttrData::Integer { .. } if !ctx.is_integer(ty) => Err(op.error("expected integer type")),
        AttrData::Float { ty: vt, .. }
            if ctx.is_float(ty) && ctx.float_kind(*vt) != ctx.float_kind(ty) =>
        {
            Err(op.error("attribute and type have different float semantics"))
        }
        AttrData::String { value, .. } => {
            let ok = matches!(llvm_type(ctx, ty), Some(LlvmType::Array { count, elem })
                if count == value.len() as u64 && ctx.integer_width(elem) == Some(8));
            if ok {
                Ok(())
            } else {
                Err(op.error(format!(
                    "expected array type of {} i8 elements for the string constant",
                    value.len()
                )))
            }
        }
        AttrData::DenseElements { ty: vt, .. } => {
            let attr_n = ctx.num_elements(*vt).unwrap_or(0);
            let type_n = match llvm_type(ctx, ty) {
                Some(LlvmType::Array { count, .. }) => count as i64,
                _ => ctx.num_elements(ty).unwrap_or(1),
            };
            if attr_n != type_n {
                return Err(op.error(format!(
                    "type and attribute have a different number of elements: {type_n} vs. {attr_n}"
                )));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `llvm.mlir.undef : T` and friends: no operands, a type.
fn parse_nullary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_nullary(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn verify_nullary(op: OpRef<'_>) -> Result<(), Diag> {
    let t = op.result_type(0);
    if !is_compatible(op.ctx, t) {
        return Err(constraint_error(
            &op,
            "result",
            0,
            "LLVM dialect-compatible type",
            t,
        ));
    }
    Ok(())
}

fn nullary_op(name: &str, summary: &str, example: &'static str) -> OpDef {
    OpDef::new(format!("llvm.mlir.{name}"))
        .summary(summary)
        .traits(Traits::PURE | Traits::CONSTANT_LIKE)
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(1))
        .verifier(verify_nullary)
        .syntax(parse_nullary, print_nullary)
        .example(example)
}

// ---- addressof ----

fn parse_addressof(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let name = p.parse_symbol_name()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    let ctx = p.ctx();
    st.set_attr(ctx, "global_name", ctx.symbol_ref(&name));
    Ok(())
}

fn print_addressof(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    if let Some(AttrData::SymbolRef { root, .. }) =
        op.attr("global_name").map(|a| op.ctx.attr_data(a))
    {
        p.print_symbol_name(op.ctx.symbol_str(*root));
    }
    p.print_optional_attr_dict(op, &["global_name"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn verify_addressof(op: OpRef<'_>) -> Result<(), Diag> {
    if !matches!(
        op.attr("global_name").map(|a| op.ctx.attr_data(a)),
        Some(AttrData::SymbolRef { .. })
    ) {
        return Err(op.error("requires attribute 'global_name'"));
    }
    if !is_ptr(op.ctx, op.result_type(0)) {
        return Err(constraint_error(
            &op,
            "result",
            0,
            "LLVM pointer type",
            op.result_type(0),
        ));
    }
    Ok(())
}

/// The referenced symbol of an `llvm.mlir.addressof`.
pub fn addressof_name<'a>(op: &OpRef<'a>) -> Option<&'a str> {
    match op.ctx.attr_data(op.attr("global_name")?) {
        AttrData::SymbolRef { root, .. } => Some(op.ctx.symbol_str(*root)),
        _ => None,
    }
}

// ---- global ----

const GLOBAL_ELIDED: [&str; 9] = [
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

/// Upstream's populateDefaultProperties for globals and functions.
fn default_symbol_props(ctx: &Context, props: &mut NamedAttrs) {
    if props.get_str(ctx, "linkage").is_none() {
        props.set_str(ctx, "linkage", linkage_attr(ctx, "external"));
    }
    for name in ["unnamed_addr", "visibility_"] {
        if props.get_str(ctx, name).is_none() {
            props.set_str(ctx, name, ctx.i64_attr(0));
        }
    }
}

fn default_global(ctx: &Context, props: &mut NamedAttrs) {
    default_symbol_props(ctx, props);
    if props.get_str(ctx, "addr_space").is_none() {
        props.set_str(ctx, "addr_space", ctx.integer_attr(ctx.i32(), 0));
    }
}

/// `unnamed_addr` / `local_unnamed_addr` keywords and `visibility_` keywords.
const UNNAMED_ADDR: [&str; 3] = ["", "local_unnamed_addr", "unnamed_addr"];
const VISIBILITY: [&str; 3] = ["", "hidden", "protected"];

/// Linkage, visibility and unnamed_addr keywords before a symbol name.
pub fn parse_symbol_keywords(p: &mut dyn OpAsmParser, st: &mut OperationState) {
    if let Some(l) = LINKAGES.iter().find(|l| p.parse_optional_keyword(l)) {
        st.set_attr(p.ctx(), "linkage", linkage_attr(p.ctx(), l));
    }
    if let Some(v) = VISIBILITY
        .iter()
        .skip(1)
        .position(|v| p.parse_optional_keyword(v))
    {
        st.set_attr(p.ctx(), "visibility_", p.ctx().i64_attr(v as i64 + 1));
    }
    if let Some(u) = UNNAMED_ADDR
        .iter()
        .skip(1)
        .position(|u| p.parse_optional_keyword(u))
    {
        st.set_attr(p.ctx(), "unnamed_addr", p.ctx().i64_attr(u as i64 + 1));
    }
}

/// Prints visibility and unnamed_addr keywords (each followed by a space) when set.
pub fn print_visibility_keywords(p: &mut dyn OpAsmPrinter, op: &OpRef<'_>) {
    for (prop, names) in [("visibility_", VISIBILITY), ("unnamed_addr", UNNAMED_ADDR)] {
        let i = op
            .attr(prop)
            .and_then(|a| op.ctx.attr_as_int(a))
            .unwrap_or(0);
        if let Some(name) = usize::try_from(i)
            .ok()
            .and_then(|i| names.get(i))
            .filter(|n| !n.is_empty())
        {
            p.write_str(name);
            p.write_str(" ");
        }
    }
}

pub fn linkage_of<'a>(op: &OpRef<'a>) -> &'a str {
    op.attr("linkage")
        .and_then(|a| keyword_of(op.ctx, a, "linkage"))
        .unwrap_or("external")
}

fn parse_global(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_symbol_keywords(p, st);
    if p.parse_optional_keyword("thread_local") {
        st.set_attr(p.ctx(), "thread_local_", p.ctx().unit_attr());
    }
    if p.parse_optional_keyword("constant") {
        st.set_attr(p.ctx(), "constant", p.ctx().unit_attr());
    }
    let name = p.parse_symbol_name()?;
    st.set_attr(p.ctx(), "sym_name", p.ctx().string_attr(&name));
    p.parse_punct(Punct::LParen)?;
    let mut value = None;
    if !p.parse_optional_punct(Punct::RParen) {
        let v = p.parse_attribute(None)?;
        st.set_attr(p.ctx(), "value", v);
        value = Some(v);
        p.parse_punct(Punct::RParen)?;
    }
    p.parse_optional_attr_dict(st)?;
    let ty = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        let ctx = p.ctx();
        match value.map(|v| ctx.attr_data(v)) {
            Some(AttrData::String { value, .. }) => {
                array_type(ctx, value.len() as u64, ctx.integer_type(8))
            }
            _ => return Err(p.error("type can only be omitted for string globals")),
        }
    };
    let ctx = p.ctx();
    st.set_attr(ctx, "global_type", ctx.type_attr(ty));
    if !p.parse_optional_region(st, &[])? {
        p.add_empty_region(st);
    }
    Ok(())
}

fn print_global(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    p.write_str(linkage_of(&op));
    p.write_str(" ");
    print_visibility_keywords(p, &op);
    if op.attr("thread_local_").is_some() {
        p.write_str("thread_local ");
    }
    if op.attr("constant").is_some() {
        p.write_str("constant ");
    }
    p.print_symbol_name(
        op.attr("sym_name")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or(""),
    );
    p.write_str("(");
    let value = op.attr("value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write_str(")");
    p.print_optional_attr_dict(op, &GLOBAL_ELIDED);
    if value.is_some_and(|v| matches!(ctx.attr_data(v), AttrData::String { .. })) {
        return;
    }
    p.write_str(" : ");
    if let Some(t) = global_type(&op) {
        p.print_type(t);
    }
    let regions = op.regions();
    if regions
        .ids
        .first()
        .is_some_and(|&r| regions.body.entry_block(r).is_some())
    {
        p.write_str(" ");
        p.print_region(op, 0, false, false);
    }
}

pub fn global_type(op: &OpRef<'_>) -> Option<Type> {
    op.attr("global_type").and_then(|a| op.ctx.attr_as_type(a))
}

fn verify_global(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(ty) = global_type(&op) else {
        return Err(op.error("requires attribute 'global_type'"));
    };
    if op
        .attr("sym_name")
        .and_then(|a| ctx.attr_as_str(a))
        .is_none()
    {
        return Err(op.error("requires attribute 'sym_name'"));
    }
    if !is_compatible(ctx, ty) {
        return Err(op.error(format!(
            "expects type to be a valid element type for an LLVM global, got {}",
            quoted(ctx, ty)
        )));
    }
    let regions = op.regions();
    let has_init = regions
        .ids
        .first()
        .is_some_and(|&r| regions.body.entry_block(r).is_some());
    if has_init && op.attr("value").is_some() {
        return Err(op.error("cannot have both initializer value and region"));
    }
    if let Some(AttrData::String { value, .. }) = op.attr("value").map(|v| ctx.attr_data(v)) {
        let ok = match llvm_type(ctx, ty) {
            Some(LlvmType::Array { count, elem }) => {
                ctx.integer_width(elem) == Some(8) && count == value.len() as u64
            }
            _ => false,
        };
        if !ok {
            return Err(op.error(
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    Ok(())
}

/// A constant folds to its value (upstream ConstantOp::fold), so sccp and canonicalize see it.
fn fold_constant(
    op: OpRef<'_>,
    _: &[Option<xla_ir::Attribute>],
) -> Option<Vec<xla_ir::registry::FoldResult>> {
    Some(vec![xla_ir::registry::FoldResult::Attr(op.attr("value")?)])
}

/// The dialect's materializeConstant: an `llvm.mlir.constant` of integer or float
/// attributes of the result type (upstream's `LLVM::ConstantOp::materialize`, for these).
pub fn materialize_constant(
    ctx: &xla_ir::Context,
    value: xla_ir::Attribute,
    ty: xla_ir::Type,
    loc: xla_ir::Location,
) -> Option<OperationState> {
    let scalar = matches!(
        ctx.attr_data(value),
        xla_ir::AttrData::Integer { .. } | xla_ir::AttrData::Float { .. }
    );
    if !scalar || ctx.attr_type(value) != Some(ty) {
        return None;
    }
    let mut state = OperationState::declared::<crate::ops::ConstantOp>(ctx, loc).results(&[ty]);
    state.set_attr(ctx, "value", value);
    Some(state)
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("llvm.mlir.constant")
            .summary("Defines a constant of LLVM type.")
            .traits(Traits::PURE | Traits::CONSTANT_LIKE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(1))
            .inherent(&["value"])
            .verifier(verify_constant)
            .syntax(parse_constant, print_constant)
            .folder(fold_constant)
            .example("%0 = llvm.mlir.constant(42 : i64) : i64"),
        nullary_op("undef", "Creates an undefined value of LLVM dialect type.", "%0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>"),
        nullary_op("poison", "Creates a poison value of LLVM dialect type.", "%0 = llvm.mlir.poison : i32"),
        nullary_op("zero", "Creates a zero-initialized value of LLVM dialect type.", "%0 = llvm.mlir.zero : !llvm.ptr"),
        OpDef::new("llvm.mlir.addressof")
            .summary("Creates a pointer pointing to a global, alias or a function")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(1))
            .inherent(&["global_name"])
            .verifier(verify_addressof)
            .syntax(parse_addressof, print_addressof)
            .example("%0 = llvm.mlir.addressof @g : !llvm.ptr"),
        OpDef::new("llvm.mlir.global")
            .summary("LLVM dialect global.")
            .traits(Traits::SYMBOL | Traits::ISOLATED_FROM_ABOVE | Traits::SINGLE_BLOCK)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
            .inherent(&[
                "global_type", "constant", "sym_name", "linkage", "dso_local", "thread_local_", "externally_initialized",
                "value", "alignment", "addr_space", "unnamed_addr", "section", "comdat", "dbg_exprs", "visibility_",
            ])
            .default_properties(default_global)
            .verifier(verify_global)
            .syntax(parse_global, print_global)
            .example("llvm.mlir.global internal constant @g(dense<1.0> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>"),
    ]
}
