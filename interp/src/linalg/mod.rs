//! linalg evaluation: every structured op runs as the generic it stands for (loops over the
//! iteration space, operand elements read through the indexing maps, the region computing the
//! new output elements); `linalg.index` reads the innermost running op's loop indices.

pub mod elements;
mod fast;
mod structured;
#[cfg(test)]
mod tests;

use crate::eval::{OpEval, Registry};
use crate::value::Value;
use std::cell::RefCell;
use xla_dialect_linalg::ops::{IndexOp, StructuredOpKind};
use xla_ir::DResult;

thread_local! {
    /// The loop indices of the structured ops being evaluated, innermost last.
    static INDICES: RefCell<Vec<Vec<i64>>> = const { RefCell::new(Vec::new()) };
}

pub fn register(r: &mut Registry) {
    for kind in StructuredOpKind::ALL {
        r.add(kind.name(), structured::eval);
    }
    r.add(IndexOp::NAME, index);
}

fn index(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let dim = ev
        .op
        .dyn_cast::<IndexOp>()
        .and_then(|index| index.dim())
        .and_then(|a| ev.ctx().attr_as_int(a))
        .unwrap_or(0);
    let value = INDICES.with(|s| {
        s.borrow()
            .last()
            .and_then(|idx| usize::try_from(dim).ok().and_then(|d| idx.get(d).copied()))
    });
    let v = value.ok_or_else(|| ev.error("is evaluated outside of a structured op's loops"))?;
    Ok(vec![Value::Tensor(elements::index_scalar(ev.ctx(), v))])
}
