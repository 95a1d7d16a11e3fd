//! Terminators, return-like ops and symbols.

use crate::constraints::check_single_block_region;
use crate::ops::{FinishOp, ReturnOp, SymbolOp, SymbolTableRegionOp};
use xla_dialect_func::attr_constraints::{
    attr_constraint_error, check_optional_attr, is_string_attr, required_attr,
};
use xla_dialect_func::symbol_attrs::verify_symbol_attrs;
use xla_ir::{Diag, OpDef, OpRef};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::declared(FinishOp::INFO)
            .description("Upstream `TerminatorOp`: a Terminator without operands or results.")
            .example("\"test.finish\"() : () -> ()"),
        OpDef::declared(ReturnOp::INFO)
            .description("Upstream `TestReturnOp`: `Variadic<AnyType>` operands; Pure, ReturnLike, Terminator.")
            .example("\"test.return\"(%0) : (i32) -> ()"),
        OpDef::declared(SymbolOp::INFO)
            .description("Upstream `SymbolOp`: `StrAttr:$sym_name`, `OptionalAttr<StrAttr>:$sym_visibility`.")
            .verifier(verify_symbol_op)
            .example("\"test.symbol\"() <{sym_name = \"s\", sym_visibility = \"private\"}> : () -> ()"),
        OpDef::declared(SymbolTableRegionOp::INFO)
            .description("Upstream `SymbolTableRegionOp`: a SymbolTable with one single-block region.")
            .verifier(|op| check_single_block_region(&op, 0, "region"))
            .example(
                "\"test.symbol_table_region\"() ({\n  \"test.symbol\"() <{sym_name = \"s\"}> : () -> ()\n  \
                 \"test.finish\"() : () -> ()\n}) : () -> ()",
            ),
    ]
}

/// ODS (`StrAttr:$sym_name`, `OptionalAttr<StrAttr>:$sym_visibility`), then the Symbol trait.
fn verify_symbol_op(op: OpRef<'_>) -> Result<(), Diag> {
    let name = required_attr(&op, "sym_name")?;
    if !is_string_attr(op.ctx, name) {
        return Err(attr_constraint_error(&op, "sym_name", "string attribute"));
    }
    check_optional_attr(&op, "sym_visibility", "string attribute", is_string_attr)?;
    verify_symbol_attrs(&op)
}
