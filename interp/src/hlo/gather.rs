//! hlo gather, scatter (update region; an update window partly out of bounds is skipped
//! whole, as XLA does) and select_and_scatter.

use crate::elementwise::{result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::hlo::regions::scalar_at;
use crate::hlo::shape::remap;
use crate::value::{for_each_index, linear, Buffer, Tensor, Value};
use xla_dialect_hlo::attrs::dimension_numbers::{DimensionNumbers, GATHER, SCATTER};
use xla_dialect_hlo::attrs::int_elements::{i64_elements, i64_list};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

fn dims(
    ev: &OpEval<'_, '_>,
    kind: &xla_dialect_hlo::attrs::dimension_numbers::DimensionNumbersKind,
    name: &str,
) -> DResult<DimensionNumbers> {
    ev.op
        .attr(name)
        .and_then(|a| kind.value_of(ev.ctx(), a))
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

/// The index vector of `indices` at batch position `batch` (the dims other than `ivd`).
fn index_vector(indices: &[i64], shape: &[i64], ivd: usize, batch: &[i64]) -> Vec<i64> {
    let strides = Tensor::strides(shape);
    if ivd >= shape.len() {
        return vec![indices[linear(batch, &strides)]];
    }
    let mut full: Vec<i64> = batch.to_vec();
    full.insert(ivd, 0);
    (0..shape[ivd])
        .map(|k| {
            full[ivd] = k;
            indices[linear(&full, &strides)]
        })
        .collect()
}

/// Position of a batching dim of the indices among the batch dims (the index vector dim removed).
fn batch_pos(d: i64, ivd: usize) -> usize {
    if (d as usize) < ivd {
        d as usize
    } else {
        d as usize - 1
    }
}

fn gather(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let sizes = ev
        .op
        .attr("slice_sizes")
        .and_then(|a| i64_list(ev.ctx(), a))
        .ok_or_else(|| ev.error("requires 'slice_sizes'"))?;
    gather_with(ev, operands, &sizes)
}

/// Gather with slice sizes from an attribute (gather) or an operand (dynamic_gather).
pub fn gather_with(ev: &OpEval<'_, '_>, operands: &[Value], sizes: &[i64]) -> DResult<Vec<Value>> {
    let (t, idx) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let dn = dims(ev, &GATHER, "dimension_numbers")?;
    let g = dn.gather();
    let shape = result_shape(ev, 0)?;
    let ivd = g.index_vector_dim as usize;
    let indices = idx.ints();
    let rank = t.shape.len();
    if sizes.len() != rank
        || [
            g.collapsed_slice_dims,
            g.operand_batching_dims,
            g.start_index_map,
        ]
        .iter()
        .any(|l| l.iter().any(|&d| d < 0 || d as usize >= rank))
    {
        return Err(ev.error("dimension numbers do not match the operand"));
    }
    let batch_dims: Vec<usize> = (0..shape.len())
        .filter(|d| !g.offset_dims.contains(&(*d as i64)))
        .collect();
    let offset_operand_dims: Vec<usize> = (0..rank)
        .filter(|d| {
            !g.collapsed_slice_dims.contains(&(*d as i64))
                && !g.operand_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let strides = Tensor::strides(&t.shape);
    let n_batch = idx.shape.len() - usize::from(ivd < idx.shape.len());
    let out = remap(ev, t, shape.clone(), None, |ri| {
        let batch: Vec<i64> = batch_dims.iter().map(|&d| ri[d]).collect();
        if batch.len() != n_batch {
            return None;
        }
        let start = index_vector(&indices, &idx.shape, ivd, &batch);
        let mut full = vec![0i64; rank];
        for (k, &d) in g.start_index_map.iter().enumerate() {
            let d = d as usize;
            full[d] = start
                .get(k)
                .copied()
                .unwrap_or(0)
                .clamp(0, (t.shape[d] - sizes[d]).max(0));
        }
        for (k, &d) in g.operand_batching_dims.iter().enumerate() {
            let s = *g.start_indices_batching_dims.get(k)?;
            full[d as usize] += *batch.get(batch_pos(s, ivd))?;
        }
        for (k, &d) in g.offset_dims.iter().enumerate() {
            full[*offset_operand_dims.get(k)?] += ri[d as usize];
        }
        full.iter()
            .zip(&t.shape)
            .all(|(&x, &s)| x >= 0 && x < s)
            .then(|| linear(&full, &strides))
    })?;
    Ok(vec![Value::Tensor(out)])
}

fn scatter(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let n = (operands.len() - 1) / 2;
    let inputs = (0..n)
        .map(|i| tensor(ev, operands, i).cloned())
        .collect::<DResult<Vec<_>>>()?;
    let idx = tensor(ev, operands, n)?;
    let updates = (n + 1..2 * n + 1)
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let dn = dims(ev, &SCATTER, "scatter_dimension_numbers")?;
    let s = dn.scatter();
    let ivd = s.index_vector_dim as usize;
    let indices = idx.ints();
    let first = inputs.first().ok_or_else(|| ev.error("needs inputs"))?;
    let (in_shape, rank) = (first.shape.clone(), first.shape.len());
    let ushape = updates
        .first()
        .ok_or_else(|| ev.error("needs updates"))?
        .shape
        .clone();
    if updates.iter().any(|u| u.shape != ushape) || inputs.iter().any(|t| t.shape != in_shape) {
        return Err(ev.error("inputs and updates must each have one shape"));
    }
    let scatter_dims: Vec<usize> = (0..ushape.len())
        .filter(|d| !s.update_window_dims.contains(&(*d as i64)))
        .collect();
    let window_input_dims: Vec<usize> = (0..rank)
        .filter(|d| {
            !s.inserted_window_dims.contains(&(*d as i64))
                && !s.input_batching_dims.contains(&(*d as i64))
        })
        .collect();
    // The window's extent in each input dim: the update window dims' sizes, 1 elsewhere.
    let mut window = vec![1i64; rank];
    for (k, &d) in s.update_window_dims.iter().enumerate() {
        if let (Some(&i), Some(&size)) = (window_input_dims.get(k), ushape.get(d as usize)) {
            window[i] = size;
        }
    }
    let strides = Tensor::strides(&in_shape);
    let ustrides = Tensor::strides(&ushape);
    let mut results = inputs;
    let mut err = None;
    for_each_index(&ushape, |ui| {
        if err.is_some() {
            return;
        }
        let batch: Vec<i64> = scatter_dims.iter().map(|&d| ui[d]).collect();
        let start = index_vector(&indices, &idx.shape, ivd, &batch);
        let mut full = vec![0i64; rank];
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            if let Some(f) = full.get_mut(d as usize) {
                *f += start.get(k).copied().unwrap_or(0);
            }
        }
        for (k, &d) in s.input_batching_dims.iter().enumerate() {
            let b = s
                .scatter_indices_batching_dims
                .get(k)
                .and_then(|&sd| batch.get(batch_pos(sd, ivd)));
            if let (Some(f), Some(b)) = (full.get_mut(d as usize), b) {
                *f += b;
            }
        }
        // As XLA: a window any part of which is out of bounds is dropped whole.
        if !full
            .iter()
            .zip(&window)
            .zip(&in_shape)
            .all(|((&x, &w), &sz)| x >= 0 && x <= sz - w)
        {
            return;
        }
        for (k, &d) in s.update_window_dims.iter().enumerate() {
            if let Some(f) = window_input_dims.get(k).and_then(|&i| full.get_mut(i)) {
                *f += ui[d as usize];
            }
        }
        let (at, uat) = (linear(&full, &strides), linear(ui, &ustrides));
        let mut args: Vec<Value> = results.iter().map(|r| scalar_at(r, at)).collect();
        args.extend(updates.iter().map(|u| scalar_at(u, uat)));
        match ev.run_region(0, args) {
            Ok(vals) => {
                for (r, v) in results.iter_mut().zip(vals) {
                    if let Value::Tensor(v) = v {
                        set_element(r, at, &v.data);
                    }
                }
            }
            Err(e) => err = Some(e),
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    Ok(results.into_iter().map(Value::Tensor).collect())
}

/// Overwrites element `i` of `t` with the single element of `v` (same variant).
fn set_element(t: &mut Tensor, i: usize, v: &Buffer) {
    match (&mut t.data, v) {
        (Buffer::Bool(a), Buffer::Bool(b)) => a[i] = b[0],
        (Buffer::Int(a), Buffer::Int(b)) => a[i] = b[0],
        (Buffer::F16(a), Buffer::F16(b)) => a[i] = b[0],
        (Buffer::BF16(a), Buffer::BF16(b)) => a[i] = b[0],
        (Buffer::F32(a), Buffer::F32(b)) => a[i] = b[0],
        (Buffer::F64(a), Buffer::F64(b)) => a[i] = b[0],
        (Buffer::Bits(_, a), Buffer::Bits(_, b)) => a[i] = b[0],
        (Buffer::C64(a), Buffer::C64(b)) => a[i] = b[0],
        (Buffer::C128(a), Buffer::C128(b)) => a[i] = b[0],
        _ => {}
    }
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::GatherOp::NAME, gather);
    r.add(hlo_ops::ScatterOp::NAME, scatter);
    register_windowed(r);
}

/// select_and_scatter: for each source element, the window's selected operand element (the
/// first one the select region keeps over all later ones) accumulates it with the scatter region.
fn select_and_scatter(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (op, src, init) = (
        tensor(ev, operands, 0)?,
        tensor(ev, operands, 1)?,
        tensor(ev, operands, 2)?,
    );
    let ctx = ev.ctx();
    let rank = op.shape.len();
    let get = |name: &str, default: i64| -> DResult<Vec<i64>> {
        match ev.op.attr(name) {
            None => Ok(vec![default; rank]),
            Some(a) => i64_list(ctx, a)
                .filter(|v| v.len() == rank)
                .ok_or_else(|| ev.error(format!("'{name}' does not match the rank"))),
        }
    };
    let (wd, ws) = (get("window_dimensions", 1)?, get("window_strides", 1)?);
    let pad: Vec<i64> = match ev.op.attr("padding") {
        None => vec![0; 2 * rank],
        Some(a) => i64_elements(ctx, a)
            .filter(|v| v.len() == 2 * rank)
            .ok_or_else(|| ev.error("'padding' does not match the rank"))?,
    };
    let strides = Tensor::strides(&op.shape);
    let sstrides = Tensor::strides(&src.shape);
    let n = op.num_elements();
    let mut result = op.with_data(op.shape.clone(), init.data.gather(&vec![0; n]));
    let mut err = None;
    for_each_index(&src.shape, |si| {
        if err.is_some() {
            return;
        }
        let mut selected: Option<usize> = None;
        for_each_index(&wd, |wi| {
            if err.is_some() {
                return;
            }
            let mut pos = Vec::with_capacity(rank);
            for d in 0..rank {
                let p = si[d] * ws[d] + wi[d] - pad[2 * d];
                if p < 0 || p >= op.shape[d] {
                    return;
                }
                pos.push(p);
            }
            let at = linear(&pos, &strides);
            match selected {
                None => selected = Some(at),
                Some(cur) => match ev.run_region(0, vec![scalar_at(op, cur), scalar_at(op, at)]) {
                    Ok(v) => {
                        let keep = matches!(v.as_slice(), [Value::Tensor(t)] if t.bools().first() == Some(&true));
                        if !keep {
                            selected = Some(at);
                        }
                    }
                    Err(e) => err = Some(e),
                },
            }
        });
        if let Some(at) = selected {
            let args = vec![
                scalar_at(&result, at),
                scalar_at(src, linear(si, &sstrides)),
            ];
            match ev.run_region(1, args) {
                Ok(v) => {
                    if let Some(Value::Tensor(t)) = v.first() {
                        set_element(&mut result, at, &t.data);
                    }
                }
                Err(e) => err = Some(e),
            }
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    Ok(vec![Value::Tensor(result)])
}

pub fn register_windowed(r: &mut Registry) {
    r.add(hlo_ops::SelectAndScatterOp::NAME, select_and_scatter);
}
