//! The loop nest of a structured op on tensors.

use super::elements::{element, write};
use super::INDICES;
use crate::eval::OpEval;
use crate::value::{for_each_index, linear, Tensor, Value};
use xla_dialect_linalg::structured::{loop_bounds, structured};
use xla_ir::{DResult, Diag};

/// Pops the loop indices even when the region fails.
struct IndexScope;

impl IndexScope {
    fn enter(idx: &[i64]) -> Self {
        INDICES.with(|s| s.borrow_mut().push(idx.to_vec()));
        IndexScope
    }
}

impl Drop for IndexScope {
    fn drop(&mut self) {
        INDICES.with(|s| {
            s.borrow_mut().pop();
        });
    }
}

pub fn eval(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let s = structured(ev.op)
        .ok_or_else(|| ev.error("has malformed indexing maps or iterator types"))?;
    // Memref operands are read as tensors and the outputs written back after the loops
    // (the same result as in-place loops for ops whose outputs are read only at the point
    // being written, as element-wise and reduction bodies are).
    let owned: Vec<Tensor> = operands
        .iter()
        .enumerate()
        .map(|(i, v)| match v {
            Value::Tensor(t) => Ok(t.clone()),
            Value::MemRef(m) => m.to_tensor().ok_or_else(|| {
                ev.error(format!(
                    "operand #{i} is a memref out of its buffer's bounds"
                ))
            }),
            _ => Err(ev.error(format!("operand #{i} is neither a tensor nor a memref"))),
        })
        .collect::<DResult<_>>()?;
    let tensors: Vec<&Tensor> = owned.iter().collect();
    if tensors.len() != s.maps.len() {
        return Err(ev.error("has a different number of operands and indexing maps"));
    }
    let shapes: Vec<Vec<i64>> = tensors.iter().map(|t| t.shape.clone()).collect();
    let bounds = loop_bounds(&s, &shapes)
        .ok_or_else(|| ev.error("has a loop whose size no operand dimension gives"))?;
    let strides: Vec<Vec<usize>> = shapes.iter().map(|sh| Tensor::strides(sh)).collect();
    let mut outs: Vec<Tensor> = tensors[s.num_inputs..]
        .iter()
        .map(|t| (*t).clone())
        .collect();
    let mut failure: Option<Diag> = None;
    let body = super::fast::classify(ev, tensors.len());
    let (forms, offsets): (Vec<_>, Vec<_>) = s
        .maps
        .iter()
        .zip(&shapes)
        .zip(&strides)
        .map(|((m, sh), st)| linear_form(m, sh, st, &bounds))
        .unzip();
    for_each_index(&bounds, |idx| {
        if failure.is_some() {
            return;
        }
        if let Err(d) = step(
            ev,
            &body,
            (&forms, &offsets),
            &s.maps,
            &tensors,
            &shapes,
            &strides,
            &mut outs,
            s.num_inputs,
            idx,
        ) {
            failure = Some(d);
        }
    });
    if let Some(d) = failure {
        return Err(d);
    }
    // Tensor outs become results; memref outs are written.
    let mut results = Vec::new();
    for (out, operand) in outs.into_iter().zip(&operands[s.num_inputs..]) {
        match operand {
            Value::MemRef(m) => m
                .write_tensor(&out)
                .ok_or_else(|| ev.error("cannot write its output memref"))?,
            _ => results.push(Value::Tensor(out)),
        }
    }
    Ok(results)
}

/// One point of the iteration space: read, run the region, write the yielded values.
#[allow(clippy::too_many_arguments)]
fn step(
    ev: &OpEval<'_, '_>,
    body: &super::fast::Body,
    (linear_forms, offsets): (&[Option<Vec<usize>>], &[usize]),
    maps: &[xla_ir::affine::AffineMap],
    tensors: &[&Tensor],
    shapes: &[Vec<i64>],
    strides: &[Vec<usize>],
    outs: &mut [Tensor],
    num_inputs: usize,
    idx: &[i64],
) -> DResult<()> {
    let mut positions = Vec::with_capacity(maps.len());
    for (i, map) in maps.iter().enumerate() {
        if let Some(Some(affine)) = linear_forms.get(i) {
            positions.push(
                affine
                    .iter()
                    .zip(idx)
                    .map(|(c, x)| c * *x as usize)
                    .sum::<usize>()
                    + offsets[i],
            );
            continue;
        }
        let at = map
            .eval(idx, &[])
            .ok_or_else(|| ev.error(format!("indexing_map #{i} cannot be evaluated")))?;
        let inside =
            at.len() == shapes[i].len() && at.iter().zip(&shapes[i]).all(|(a, d)| *a >= 0 && a < d);
        if !inside {
            return Err(ev.error(format!(
                "indexing_map #{i} reads outside operand #{i} at {at:?}"
            )));
        }
        positions.push(linear(&at, &strides[i]));
    }
    if super::fast::apply(body, tensors, outs, num_inputs, &positions).is_some() {
        return Ok(());
    }
    let mut args = Vec::with_capacity(maps.len());
    for (i, &pos) in positions.iter().enumerate() {
        let source = if i < num_inputs {
            tensors[i]
        } else {
            &outs[i - num_inputs]
        };
        let e = element(source, pos).ok_or_else(|| ev.error("reads outside an operand"))?;
        args.push(Value::Tensor(e));
    }
    let yielded = {
        let _scope = IndexScope::enter(idx);
        ev.run_region(0, args)?
    };
    if yielded.len() != outs.len() {
        return Err(ev.error("yields a different number of values than it has outputs"));
    }
    for (k, (out, value)) in outs.iter_mut().zip(&yielded).enumerate() {
        let v = value
            .as_tensor()
            .ok_or_else(|| ev.error("yields a value that is not a scalar"))?;
        let pos = positions[num_inputs + k];
        if !write(&mut out.data, pos, &v.data, 0) {
            return Err(ev.error(format!(
                "yields a value of another element type than output #{k}"
            )));
        }
    }
    Ok(())
}

/// For a map whose results are loop indices or constants, each inside the operand for every
/// point of `bounds`: the per-loop coefficients and the constant offset of the linear
/// position (so points need no map evaluation or bounds check).
fn linear_form(
    map: &xla_ir::affine::AffineMap,
    shape: &[i64],
    strides: &[usize],
    bounds: &[i64],
) -> (Option<Vec<usize>>, usize) {
    use xla_ir::affine::AffineExpr;
    let mut coefficients = vec![0usize; bounds.len()];
    let mut offset = 0usize;
    if map.results.len() != shape.len() {
        return (None, 0);
    }
    for (r, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Dim(l) => match bounds.get(*l as usize) {
                Some(&b) if b <= shape[r] => coefficients[*l as usize] += strides[r],
                _ => return (None, 0),
            },
            AffineExpr::Const(c) if *c >= 0 && *c < shape[r] => offset += *c as usize * strides[r],
            _ => return (None, 0),
        }
    }
    (Some(coefficients), offset)
}
