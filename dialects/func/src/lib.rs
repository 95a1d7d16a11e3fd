//! The `func` dialect: functions (`func.func`), returns, direct and indirect calls, and
//! function values, as upstream MLIR defines them. Written against xla-ir's public API only.
//!
//! Symbol-use checks need a symbol table, which the core's verifier owns: they are exposed
//! as [`verify_call_symbol`] and [`verify_constant_symbol`], taking a lookup from symbol
//! name to the `function_type` of the `func.func` it names ([`function_type_of`]).

mod call_ops;
mod constant_op;
mod func_op;
mod func_syntax;
mod return_op;
pub mod support;

#[cfg(test)]
mod mock_parser;
#[cfg(test)]
mod parse_tests;
#[cfg(test)]
mod syntax_tests;
#[cfg(test)]
mod tests;

pub use call_ops::{verify_call_symbol, CALL, CALL_INDIRECT};
pub use constant_op::{verify_constant_symbol, CONSTANT};
pub use func_op::{func_name, function_type_of, is_declaration, FUNC};
pub use return_op::RETURN;

use xla_ir::DialectDef;

pub fn dialect() -> DialectDef {
    let mut dialect = DialectDef::new("func")
        .op(func_op::func_op())
        .op(return_op::return_op())
        .op(call_ops::call_op())
        .op(call_ops::call_indirect_op())
        .op(constant_op::constant_op());
    dialect.summary = "Functions, calls and returns".into();
    dialect.materialize_constant = Some(constant_op::materialize_constant);
    // `return` inside a function body may omit the `func.` prefix.
    dialect.default_dialect_for_regions = true;
    dialect
}
