//! cf dialect evaluation: conditional and multi-way branches pick a successor; `cf.br` is
//! followed by the evaluator itself; `cf.assert` fails the run with its message.

use crate::eval::{OpEval, Registry};
use crate::scf::scalar_int;
use crate::value::Value;
use xla_dialect_cf::ops as cf_ops;
use xla_ir::DResult;

/// The operand values each successor receives (operands are laid out successor by successor
/// after the condition or flag).
fn successor_values(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Vec<Value>>> {
    let lists = xla_dialect_cf::successor_operands(&ev.op)
        .ok_or_else(|| ev.error("has malformed operand segments"))?;
    let mut rest = operands.get(1..).unwrap_or_default();
    let mut out = Vec::with_capacity(lists.len());
    for l in lists {
        if l.len() > rest.len() {
            return Err(ev.error("has malformed operand segments"));
        }
        let (now, later) = rest.split_at(l.len());
        out.push(now.to_vec());
        rest = later;
    }
    Ok(out)
}

fn cond_br(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<(usize, Vec<Value>)> {
    let cond = scalar_int(
        ev,
        operands
            .first()
            .ok_or_else(|| ev.error("expects a condition"))?,
        "condition",
    )? != 0;
    let mut lists = successor_values(ev, operands)?;
    let i = if cond { 0 } else { 1 };
    if lists.len() != 2 {
        return Err(ev.error("expects two successors"));
    }
    Ok((i, lists.swap_remove(i)))
}

fn switch(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<(usize, Vec<Value>)> {
    let flag = scalar_int(
        ev,
        operands.first().ok_or_else(|| ev.error("expects a flag"))?,
        "flag",
    )?;
    let cases = xla_dialect_cf::switch_case_values(&ev.op)
        .map(|(_, v)| v)
        .unwrap_or_default();
    let i = cases.iter().position(|&c| c == flag).map_or(0, |k| k + 1);
    let mut lists = successor_values(ev, operands)?;
    if i >= lists.len() {
        return Err(ev.error(format!("has no successor #{i}")));
    }
    Ok((i, lists.swap_remove(i)))
}

fn assert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ok = scalar_int(
        ev,
        operands
            .first()
            .ok_or_else(|| ev.error("expects a condition"))?,
        "condition",
    )? != 0;
    if !ok {
        let msg = ev
            .op
            .attr("msg")
            .and_then(|a| ev.ctx().attr_as_str(a))
            .unwrap_or("");
        return Err(ev.op.plain_error(format!("assertion failed: {msg}")));
    }
    Ok(Vec::new())
}

pub fn register(r: &mut Registry) {
    r.add_branch(cf_ops::CondBranchOp::NAME, cond_br);
    r.add_branch(cf_ops::SwitchOp::NAME, switch);
    r.add(cf_ops::AssertOp::NAME, assert);
}
