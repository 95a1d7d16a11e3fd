//! func dialect: `func.call` (by symbol), `func.constant` (a function's address); `func.return`
//! is a terminator handled by the evaluator.

use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_dialect_func::ops as func_ops;
use xla_ir::{AttrData, DResult};

fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let callee = ev
        .op
        .attr("callee")
        .ok_or_else(|| ev.error("requires a 'callee' attribute"))?;
    let name = match ctx.attr_data(callee) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => {
            ctx.symbol_str(*root).to_string()
        }
        _ => return Err(ev.error("has a nested callee, which the interpreter does not support")),
    };
    let defined = ev.interp.function(&name).is_some_and(|f| {
        let (body, regions) = f.body.op_regions(f.id);
        regions
            .first()
            .is_some_and(|&r| body.entry_block(r).is_some())
    });
    if !defined {
        if let Some(r) = crate::llvm::parallel_runtime::call(ev, &name, operands) {
            return r;
        }
    }
    if ev.interp.function(&name).is_none() {
        return Err(ev.error(format!("calls '@{name}', which is not in the module")));
    }
    ev.interp.call(&name, operands.to_vec())
}

/// `func.constant @f`: the function's address (what the runtime's parallel loops take).
fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let name = match ev.op.attr("value").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
            ctx.symbol_str(*root).to_string()
        }
        _ => return Err(ev.error("requires a flat symbol 'value'")),
    };
    let p = crate::llvm::parallel_runtime::function_pointer(&name)
        .ok_or_else(|| ev.error("cannot make a function address"))?;
    Ok(vec![Value::Ptr(p)])
}

pub fn register(r: &mut Registry) {
    r.add(func_ops::CallOp::NAME, call);
    r.add(func_ops::ConstantOp::NAME, constant);
}
