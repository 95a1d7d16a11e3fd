//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::asm::{OpAsmParser, OpAsmPrinter, Punct};
use crate::diagnostic::Diag;
use crate::ir::{OpRef, OperationState};
use crate::registry::{Arity, DialectDef, OpDef, RegionKind, Traits};

crate::declare_ops! {
    /// Every declared builtin op.
    all: ALL;

    /// `builtin.module`: a top-level container of operations.
    pub struct ModuleOp = "builtin.module" {
        summary: "A top-level container of operations",
        attributes: [
            sym_name = "sym_name": optional String,
            sym_visibility = "sym_visibility": optional String,
        ],
        regions: [body: Single],
        traits: [ISOLATED_FROM_ABOVE, NO_TERMINATOR, SYMBOL_TABLE, SINGLE_BLOCK, AFFINE_SCOPE],
    }
    /// `builtin.unrealized_conversion_cast`: what a partial conversion leaves behind.
    pub struct UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast" {
        summary: "A cast between types that a partial conversion leaves behind",
        operands: [inputs: Variadic],
        results: [outputs: OneOrMore],
    }
}

/// The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`, with their
/// syntax. Every [`Context`](crate::Context) loads it on creation.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("builtin")
        .op(OpDef::new("builtin.module")
            .summary("A top-level container of operations")
            .traits(
                Traits::ISOLATED_FROM_ABOVE
                    | Traits::NO_TERMINATOR
                    | Traits::SYMBOL_TABLE
                    | Traits::SINGLE_BLOCK
                    | Traits::AFFINE_SCOPE,
            )
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
            .region_kind(RegionKind::Graph)
            .inherent(&["sym_name", "sym_visibility"])
            .syntax(parse_module, print_module)
            .example("module @m attributes {foo.bar} {\n}"))
        .op(OpDef::new("builtin.unrealized_conversion_cast")
            .summary("A cast between types that a partial conversion leaves behind")
            .results(Arity::AtLeast(1))
            .syntax(parse_cast, print_cast)
            .example("%1 = builtin.unrealized_conversion_cast %0 : i32 to i64"));
    // As MLIR's ModuleOp::getDefaultDialect: `unrealized_conversion_cast` inside a module.
    d.default_dialect_for_regions = true;
    d
}

fn parse_module(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    if let Some(name) = p.parse_optional_symbol_name() {
        let a = p.ctx().string_attr(&name);
        st.set_attr(p.ctx(), "sym_name", a);
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])
}

fn print_module(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if let Some(name) = op.attr("sym_name").and_then(|a| op.ctx.attr_as_str(a)) {
        p.write_str(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write_str(" ");
    p.print_region(op, 0, false, false);
}

fn parse_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(crate::asm::Delimiter::None)?;
    let mut in_types = Vec::new();
    if !operands.is_empty() {
        p.parse_punct(Punct::Colon)?;
        loop {
            in_types.push(p.parse_type()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
    }
    p.parse_keyword("to")?;
    loop {
        let t = p.parse_type()?;
        st.result_types.push(t);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.resolve_operands(&operands, &in_types, &mut st.operands)?;
    p.parse_optional_attr_dict(st)
}

fn print_cast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
    p.write_str(" to ");
    p.print_types(&op.result_types());
    p.print_optional_attr_dict(op, &[]);
}
