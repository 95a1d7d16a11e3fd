//! `memref.global` (a module-level buffer, constant or not, initialized or not) and
//! `memref.get_global` (a memref on it).

use crate::operand_checks::*;
use xla_dialect_func::attr_constraints::flat_symbol_ref;
use xla_dialect_func::symbol_attrs::verify_symbol_attrs;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::attrs::AttrData;
use xla_ir::verify::{SymbolTableCollection, SymbolUserOpInterface};
use xla_ir::{Arity, Context, DResult, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData};

pub const GLOBAL: &str = "memref.global";
pub const GET_GLOBAL: &str = "memref.get_global";

struct GlobalUses;

impl SymbolUserOpInterface for GlobalUses {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        let ctx = op.ctx;
        let Some(name) = op.attr("name").and_then(|a| flat_symbol_ref(ctx, a)) else {
            return Ok(());
        };
        let global = tables
            .lookup_nearest_name(op, name)
            .filter(|g| g.name_str() == GLOBAL);
        let Some(ty) = global
            .and_then(|g| g.attr("type"))
            .and_then(|a| ctx.attr_as_type(a))
        else {
            return Err(op.error(format!("'{name}' does not reference a valid global memref")));
        };
        let res = op.result_type(0);
        if res != ty {
            return Err(op.error(format!(
                "result type {} does not match type {} of the global memref @{name}",
                quoted_type(ctx, res),
                quoted_type(ctx, ty)
            )));
        }
        Ok(())
    }
}

pub fn ops() -> Vec<OpDef> {
    let mut get = OpDef::new(GET_GLOBAL)
        .summary("get the memref pointing to a global variable")
        .description("A memref on the storage of the named `memref.global`; every call gives the same storage.")
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(1))
        .traits(Traits::PURE)
        .inherent(&["name"])
        .verifier(verify_get_global)
        .syntax(parse_get_global, print_get_global)
        .example("%0 = memref.get_global @cst : memref<2xf32>");
    get.add_interface::<dyn SymbolUserOpInterface>(Box::new(GlobalUses));
    vec![
        OpDef::new(GLOBAL)
            .summary("declare or define a global memref variable")
            .description(
                "A statically shaped buffer at module level, named by a symbol. Without an \
                 initial value it is a declaration (external); `= uninitialized` defines it \
                 without contents; `= dense<...>` gives its elements. `constant` globals are \
                 never written.",
            )
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .traits(Traits::SYMBOL)
            .inherent(&[
                "sym_name",
                "sym_visibility",
                "type",
                "initial_value",
                "constant",
                "alignment",
            ])
            .verifier(verify_global)
            .syntax(parse_global, print_global)
            .example("memref.global \"private\" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>"),
        get,
    ]
}

/// The tensor type of a global's initial value: the memref's shape and element type.
pub fn initial_value_type(ctx: &Context, memref: Type) -> Option<Type> {
    let p = memref_parts(ctx, memref)?;
    Some(ctx.tensor_type(p.shape, p.elem))
}

fn verify_global(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    verify_symbol_attrs(&op)?;
    let ty = op
        .attr("type")
        .and_then(|a| ctx.attr_as_type(a))
        .ok_or_else(|| op.error("requires attribute 'type'"))?;
    let static_shaped = memref_parts(ctx, ty).is_some_and(|p| p.shape.iter().all(|&d| d >= 0));
    if !static_shaped {
        return Err(op.error(format!(
            "type should be static shaped memref, but got {}",
            quoted_type(ctx, ty)
        )));
    }
    if let Some(init) = op.attr("initial_value") {
        match ctx.attr_data(init) {
            AttrData::Unit => {}
            AttrData::DenseElements { ty: vt, .. } => {
                let expected = initial_value_type(ctx, ty);
                if Some(*vt) != expected {
                    return Err(op.error(format!(
                        "initial value expected to be of type {}, but was of type {}",
                        expected.map(|t| quoted_type(ctx, t)).unwrap_or_default(),
                        quoted_type(ctx, *vt)
                    )));
                }
            }
            _ => return Err(op.error("initial value should be a unit or elements attribute")),
        }
    }
    if let Some(a) = op.attr("alignment").and_then(|a| ctx.attr_as_int(a)) {
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(op.error("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"));
        }
    }
    Ok(())
}

fn verify_get_global(op: OpRef<'_>) -> DResult<()> {
    if op
        .attr("name")
        .and_then(|a| flat_symbol_ref(op.ctx, a))
        .is_none()
    {
        return Err(op.error("requires attribute 'name'"));
    }
    memref_result(&op, 0).map(|_| ())
}

fn parse_global(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let vis = p.parse_optional_string();
    let constant = p.parse_optional_keyword("constant");
    let name = p.parse_symbol_name()?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.op_loc();
    let ty = p.parse_type()?;
    let static_shaped = matches!(p.ctx().type_data(ty), TypeData::MemRef { shape, .. } if shape.iter().all(|&d| d >= 0));
    let init_ty = initial_value_type(p.ctx(), ty).filter(|_| static_shaped);
    let Some(init_ty) = init_ty else {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            quoted_type(p.ctx(), ty)
        );
        return Err(p.error_at(loc, &msg));
    };
    let mut init = None;
    if p.parse_optional_punct(Punct::Equal) {
        init = Some(if p.parse_optional_keyword("uninitialized") {
            p.ctx().unit_attr()
        } else {
            let a = p.parse_attribute(Some(init_ty))?;
            if !matches!(p.ctx().attr_data(a), AttrData::DenseElements { .. }) {
                return Err(p.error_at(loc, "initial value should be a unit or elements attribute"));
            }
            a
        });
    }
    let ctx = p.ctx();
    if let Some(vis) = vis {
        state.set_attr(ctx, "sym_visibility", ctx.string_attr(&vis));
    }
    if constant {
        state.set_attr(ctx, "constant", ctx.unit_attr());
    }
    state.set_attr(ctx, "sym_name", ctx.string_attr(&name));
    state.set_attr(ctx, "type", ctx.type_attr(ty));
    if let Some(init) = init {
        state.set_attr(ctx, "initial_value", init);
    }
    p.parse_optional_attr_dict(state)
}

fn print_global(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    if let Some(vis) = op.attr("sym_visibility").and_then(|a| ctx.attr_as_str(a)) {
        p.write_str(" ");
        p.print_string(vis);
    }
    if op.attr("constant").is_some() {
        p.write_str(" constant");
    }
    p.write_str(" ");
    p.print_symbol_name(
        op.attr("sym_name")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or(""),
    );
    p.write_str(" : ");
    if let Some(ty) = op.attr("type").and_then(|a| ctx.attr_as_type(a)) {
        p.print_type(ty);
    }
    if let Some(init) = op.attr("initial_value") {
        p.write_str(" = ");
        if matches!(ctx.attr_data(init), AttrData::Unit) {
            p.write_str("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
    p.print_optional_attr_dict(
        op,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
}

fn parse_get_global(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let name = p.parse_symbol_name()?;
    state.set_attr(p.ctx(), "name", p.ctx().symbol_ref(&name));
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    state.result_types.push(ty);
    Ok(())
}

fn print_get_global(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_symbol_name(
        op.attr("name")
            .and_then(|a| flat_symbol_ref(op.ctx, a))
            .unwrap_or(""),
    );
    p.print_optional_attr_dict(op, &["name"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}
