//! scf dialect evaluation: loops, conditionals and switches run their regions.

use crate::eval::{OpEval, Registry};
use crate::value::{norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_scf::ops as scf_ops;
use xla_ir::{DResult, Type};

/// The integer held by a scalar value (bools as 0/1).
pub fn scalar_int(ev: &OpEval<'_, '_>, v: &Value, what: &str) -> DResult<i64> {
    match v.as_tensor() {
        Some(t) if t.num_elements() == 1 => t
            .ints()
            .first()
            .copied()
            .ok_or_else(|| ev.error(format!("{what} is empty"))),
        _ => Err(ev.error(format!("{what} is not a scalar"))),
    }
}

/// A scalar integer (or index) value of type `ty`, normalized to its width.
pub fn int_value(ev: &OpEval<'_, '_>, ty: Type, v: i64) -> DResult<Value> {
    let kind = ElemKind::of(ev.ctx(), ty)
        .ok_or_else(|| ev.error("has an integer type the interpreter does not support"))?;
    let data = match kind {
        ElemKind::Bool => Buffer::Bool(vec![v & 1 != 0]),
        ElemKind::Int { width, signed } => Buffer::Int(vec![norm_int(v, width, signed)]),
        _ => return Err(ev.error("expects an integer or index type")),
    };
    Ok(Value::Tensor(Tensor {
        ty,
        kind,
        shape: Vec::new(),
        data,
    }))
}

fn scf_for(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let [lb, ub, step, inits @ ..] = operands else {
        return Err(ev.error("expects bounds and a step"));
    };
    let ty = ev.op.operand_type(0);
    let width = ev.ctx().integer_width(ty).unwrap_or(64);
    let unsigned = ev.op.attr("unsignedCmp").is_some();
    // Bounds compare as `width`-bit integers: unsigned ones through their bit pattern.
    let as_cmp = |v: i64| -> i128 {
        if unsigned {
            (v as u64 & mask(width)) as i128
        } else {
            v as i128
        }
    };
    let (mut iv, ub, step) = (
        scalar_int(ev, lb, "lower bound")?,
        scalar_int(ev, ub, "upper bound")?,
        scalar_int(ev, step, "step")?,
    );
    if as_cmp(step) <= 0 {
        return Err(ev.error("has a non-positive step, which never terminates"));
    }
    let mut carried = inits.to_vec();
    while as_cmp(iv) < as_cmp(ub) {
        let mut args = vec![int_value(ev, ty, iv)?];
        args.extend(carried);
        carried = ev.run_region(0, args)?;
        let next = as_cmp(iv) + as_cmp(step);
        if next >= as_cmp(ub) {
            break;
        }
        iv = iv.wrapping_add(step);
    }
    Ok(carried)
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn scf_if(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let cond = scalar_int(
        ev,
        operands
            .first()
            .ok_or_else(|| ev.error("expects a condition"))?,
        "condition",
    )? != 0;
    let region = if cond { 0 } else { 1 };
    let regions = ev.op.regions();
    let empty = regions
        .ids
        .get(region)
        .is_none_or(|&r| regions.body.entry_block(r).is_none());
    if empty {
        return Ok(Vec::new());
    }
    ev.run_region(region, Vec::new())
}

fn scf_while(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mut args = operands.to_vec();
    loop {
        let mut before = ev.run_region(0, args)?;
        if before.is_empty() {
            return Err(ev.error("'before' region gave no condition"));
        }
        let rest = before.split_off(1);
        if scalar_int(ev, &before[0], "condition")? == 0 {
            return Ok(rest);
        }
        args = ev.run_region(1, rest)?;
    }
}

fn index_switch(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let arg = scalar_int(
        ev,
        operands
            .first()
            .ok_or_else(|| ev.error("expects an argument"))?,
        "switch argument",
    )?;
    let cases = ev
        .op
        .attr("cases")
        .and_then(|a| ev.ctx().attr_as_i64_array(a))
        .unwrap_or_default();
    let region = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
    ev.run_region(region, Vec::new())
}

fn execute_region(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    ev.run_region(0, Vec::new())
}

/// Runs the iterations in order (a valid schedule of the parallel loop) and folds the
/// `scf.reduce` operands with its regions, starting from the initial values.
fn parallel(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let sizes = xla_dialect_scf::segment_sizes(&ev.op)
        .filter(|s| s.len() == 4)
        .ok_or_else(|| ev.error("has malformed operand segments"))?;
    let n = sizes[0];
    if sizes[1] != n || sizes[2] != n || operands.len() != 3 * n + sizes[3] {
        return Err(ev.error("has malformed operand segments"));
    }
    let ints = |range: std::ops::Range<usize>| -> DResult<Vec<i64>> {
        operands[range]
            .iter()
            .map(|v| scalar_int(ev, v, "bound"))
            .collect()
    };
    let (lbs, ubs, steps) = (ints(0..n)?, ints(n..2 * n)?, ints(2 * n..3 * n)?);
    if steps.iter().any(|&s| s <= 0) {
        return Err(ev.error("has a non-positive step, which never terminates"));
    }
    let mut acc: Vec<Value> = operands[3 * n..].to_vec();
    if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
        return Ok(acc);
    }
    let index = ev.ctx().index_type();
    let (body, regions) = ev.op.body.op_regions(ev.op.id);
    let reduce = regions
        .first()
        .and_then(|&r| xla_dialect_scf::region_terminator(body, r))
        .ok_or_else(|| ev.error("has no body terminator"))?;
    let reductions: Vec<_> = body.op_regions(reduce).1.to_vec();
    let mut ivs = lbs.clone();
    loop {
        let args = ivs
            .iter()
            .map(|&i| int_value(ev, index, i))
            .collect::<DResult<Vec<_>>>()?;
        let values = ev.run_region(0, args)?;
        if values.len() != acc.len() || reductions.len() != acc.len() {
            return Err(ev.error("has as many reductions as results"));
        }
        for (i, v) in values.into_iter().enumerate() {
            let combined = ev.run_nested_region(body, reductions[i], vec![acc[i].clone(), v])?;
            acc[i] = combined
                .into_iter()
                .next()
                .ok_or_else(|| ev.error("reduction gave no value"))?;
        }
        // Next multi-index, innermost dimension fastest.
        let mut d = n;
        loop {
            if d == 0 {
                return Ok(acc);
            }
            d -= 1;
            ivs[d] = ivs[d].saturating_add(steps[d]);
            if ivs[d] < ubs[d] {
                break;
            }
            ivs[d] = lbs[d];
        }
    }
}

pub fn register(r: &mut Registry) {
    r.add(scf_ops::ForOp::NAME, scf_for);
    r.add(scf_ops::IfOp::NAME, scf_if);
    r.add(scf_ops::WhileOp::NAME, scf_while);
    r.add(scf_ops::IndexSwitchOp::NAME, index_switch);
    r.add(scf_ops::ExecuteRegionOp::NAME, execute_region);
    r.add(scf_ops::ParallelOp::NAME, parallel);
}

#[cfg(test)]
#[path = "scf_tests.rs"]
mod tests;
