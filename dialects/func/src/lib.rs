//! The `func` dialect: functions (`func.func`), returns, direct and indirect calls, and
//! function values, as upstream MLIR defines them. Written against xla-ir's public API only.
//!
//! Symbol-use checks need a symbol table, which the core's verifier owns: they are exposed
//! as [`verify_call_symbol`] and [`verify_constant_symbol`], taking a lookup from symbol
//! name to the `function_type` of the `func.func` it names ([`function_type_of`]).

pub mod attr_constraints;
mod call_interfaces;
mod call_ops;
mod constant_op;
pub mod diag_text;
mod func_op;
mod func_syntax;
pub mod ops;
mod return_op;
pub mod symbol_attrs;

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
/// `func.func`'s syntax, for other function-like ops (`test.conversion_func_op`).
pub use func_syntax::{parse_func as parse_function_op, print_func as print_function_op};
pub use return_op::RETURN;

use xla_ir::interfaces::{CallOpInterface, CallableOpInterface, SymbolCall};
use xla_ir::verify::{SymbolTableCollection, SymbolUserOpInterface};
use xla_ir::{DResult, DialectDef, OpRef};

/// Symbol-use checks of `func.call` and `func.constant`, run once the symbol tables exist.
struct CalleeUses(fn(OpRef<'_>, &dyn Fn(&str) -> Option<xla_ir::Type>) -> DResult<()>);

impl SymbolUserOpInterface for CalleeUses {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        (self.0)(op, &|name| {
            tables
                .lookup_nearest_name(op, name)
                .and_then(function_type_of)
        })
    }
}

pub fn dialect() -> DialectDef {
    let mut call = call_ops::call_op();
    call.add_interface::<dyn SymbolUserOpInterface>(Box::new(CalleeUses(verify_call_symbol)));
    call.add_interface::<dyn CallOpInterface>(Box::new(SymbolCall { attr: "callee" }));
    let indirect = call_ops::call_indirect_op()
        .implements::<dyn CallOpInterface>(Box::new(call_interfaces::IndirectCall));
    let func = func_op::func_op()
        .implements::<dyn CallableOpInterface>(Box::new(call_interfaces::Function));
    let mut constant = constant_op::constant_op();
    constant
        .add_interface::<dyn SymbolUserOpInterface>(Box::new(CalleeUses(verify_constant_symbol)));
    let mut dialect = DialectDef::new("func")
        .op(func)
        .op(return_op::return_op().parents(&[FUNC]))
        .op(call)
        .op(indirect)
        .op(constant);
    dialect.summary = "Functions, calls and returns".into();
    dialect.materialize_constant = Some(constant_op::materialize_constant);
    // `return` inside a function body may omit the `func.` prefix.
    dialect.default_dialect_for_regions = true;
    dialect
}
