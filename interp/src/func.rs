//! func dialect: `func.call` (by symbol); `func.return` is a terminator handled by the evaluator.

use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_ir::{AttrData, DResult};

fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let callee = ev.op.attr("callee").ok_or_else(|| ev.error("requires a 'callee' attribute"))?;
    let name = match ctx.attr_data(callee) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => ctx.symbol_str(*root).to_string(),
        _ => return Err(ev.error("has a nested callee, which the interpreter does not support")),
    };
    if ev.interp.function(&name).is_none() {
        return Err(ev.error(format!("calls '@{name}', which is not in the module")));
    }
    ev.interp.call(&name, operands.to_vec())
}

pub fn register(r: &mut Registry) {
    r.add("func.call", call);
}
