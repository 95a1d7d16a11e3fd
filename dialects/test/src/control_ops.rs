//! Terminators, return-like ops and symbols.

use crate::constraints::check_single_block_region;
use xla_dialect_func::attr_constraints::{
    attr_constraint_error, check_optional_attr, is_string_attr, required_attr,
};
use xla_dialect_func::symbol_attrs::verify_symbol_attrs;
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("test.finish")
            .summary("A terminator without operands")
            .description("Upstream `TerminatorOp`: a Terminator without operands or results.")
            .traits(Traits::TERMINATOR)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .example("\"test.finish\"() : () -> ()"),
        OpDef::new("test.return")
            .summary("A Pure, ReturnLike terminator with variadic operands of any type")
            .description("Upstream `TestReturnOp`: `Variadic<AnyType>` operands; Pure, ReturnLike, Terminator.")
            .traits(Traits::PURE | Traits::RETURN_LIKE | Traits::TERMINATOR)
            .results(Arity::Exactly(0))
            .example("\"test.return\"(%0) : (i32) -> ()"),
        OpDef::new("test.symbol")
            .summary("operation which defines a new symbol")
            .description("Upstream `SymbolOp`: `StrAttr:$sym_name`, `OptionalAttr<StrAttr>:$sym_visibility`.")
            .traits(Traits::SYMBOL)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .inherent(&["sym_name", "sym_visibility"])
            .verifier(verify_symbol_op)
            .example("\"test.symbol\"() <{sym_name = \"s\", sym_visibility = \"private\"}> : () -> ()"),
        OpDef::new("test.symbol_table_region")
            .summary("operation which defines a new symbol table without a restriction on a terminator")
            .description("Upstream `SymbolTableRegionOp`: a SymbolTable with one single-block region.")
            .traits(Traits::SYMBOL_TABLE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
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
