//! hlo reduce_window: each output folds its window's data elements into the init values, in
//! row-major window order (padding and base-dilation holes skipped, as XLA does). A window's
//! data elements are found per dimension arithmetically, so padding costs nothing; and when
//! windows that differ along one dimension share their first element (cumulative reductions:
//! `jnp.cumsum` is a window as long as the input, padded on one side), a window continues the
//! previous one's fold with only its new elements: the same folds in the same order, so
//! bit-identical, and linear in the input instead of quadratic.

use crate::elementwise::{result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::hlo::regions::scalar_at;
use crate::value::{for_each_index, Buffer, Tensor, Value};
use std::collections::HashMap;
use xla_dialect_hlo::attrs::int_elements::{i64_elements, i64_list};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// The data elements a window covers along one dimension: `count` input indices from `first`,
/// `step` apart.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Span {
    first: i64,
    step: i64,
    count: i64,
}

const EMPTY: Span = Span {
    first: 0,
    step: 1,
    count: 0,
};

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The window of output index `o` along a dimension of `n` input elements: positions
/// `p = o·stride + k·window_dilation − low` for `k < size` in the padded, base-dilated input,
/// of which those with `0 ≤ p ≤ (n − 1)·base_dilation` and `base_dilation | p` are data
/// (element `p / base_dilation`). All factors are at least 1.
fn span(
    o: i64,
    stride: i64,
    size: i64,
    window_dilation: i64,
    base_dilation: i64,
    low: i64,
    n: i64,
) -> Span {
    let base = o * stride - low;
    let last = (n - 1) * base_dilation;
    if n <= 0 || size <= 0 || base + (size - 1) * window_dilation < 0 || base > last {
        return EMPTY;
    }
    let k_lo = if base >= 0 {
        0
    } else {
        (-base + window_dilation - 1) / window_dilation
    };
    let k_hi = (size - 1).min((last - base).div_euclid(window_dilation));
    // The first data position: k ≡ k0 (mod base_dilation / gcd), found within that many steps.
    let Some(k) = (k_lo..=k_hi.min(k_lo + base_dilation - 1))
        .find(|k| (base + k * window_dilation).rem_euclid(base_dilation) == 0)
    else {
        return EMPTY;
    };
    let k_step = base_dilation / gcd(window_dilation, base_dilation);
    Span {
        first: (base + k * window_dilation) / base_dilation,
        step: k_step * window_dilation / base_dilation,
        count: (k_hi - k) / k_step + 1,
    }
}

/// A fold that later windows along `dim` may continue: the window's spans (the one along
/// `dim` with its count zeroed) identify the line of windows.
#[derive(PartialEq, Eq, Hash)]
struct Line {
    dim: usize,
    spans: Vec<Span>,
}

fn reduce_window(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let n = operands.len() / 2;
    let inputs = (0..n)
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let inits = (n..2 * n)
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let ctx = ev.ctx();
    let shape = inputs
        .first()
        .ok_or_else(|| ev.error("needs inputs"))?
        .shape
        .clone();
    if inputs.iter().any(|t| t.shape != shape) || inits.iter().any(|t| t.num_elements() != 1) {
        return Err(ev.error("inputs must have one shape and init values one element"));
    }
    let rank = shape.len();
    let get = |name: &str, default: i64| -> DResult<Vec<i64>> {
        match ev.op.attr(name) {
            None => Ok(vec![default; rank]),
            Some(a) => i64_list(ctx, a)
                .filter(|v| v.len() == rank)
                .ok_or_else(|| ev.error(format!("'{name}' does not match the rank"))),
        }
    };
    let (wd, ws, bd, wdl) = (
        get("window_dimensions", 1)?,
        get("window_strides", 1)?,
        get("base_dilations", 1)?,
        get("window_dilations", 1)?,
    );
    if [&ws, &bd, &wdl].iter().any(|v| v.iter().any(|&x| x < 1)) || wd.iter().any(|&x| x < 0) {
        return Err(ev.error(
            "window strides and dilations must be positive, window dimensions not negative",
        ));
    }
    let pad: Vec<i64> = match ev.op.attr("padding") {
        None => vec![0; 2 * rank],
        Some(a) => i64_elements(ctx, a)
            .filter(|v| v.len() == 2 * rank)
            .ok_or_else(|| ev.error("'padding' does not match the rank"))?,
    };
    let out_shape = result_shape(ev, 0)?;
    if out_shape.len() != rank {
        return Err(ev.error("result rank does not match the inputs"));
    }
    let strides = Tensor::strides(&shape);
    let init_acc: Vec<Tensor> = inits.iter().map(|t| (*t).clone()).collect();
    let mut lines: HashMap<Line, (Span, Vec<Tensor>)> = HashMap::new();
    let mut outputs: Vec<Vec<Tensor>> = Vec::new();
    let mut err = None;
    for_each_index(&out_shape, |oi| {
        if err.is_some() {
            return;
        }
        let spans: Vec<Span> = (0..rank)
            .map(|d| span(oi[d], ws[d], wd[d], wdl[d], bd[d], pad[2 * d], shape[d]))
            .collect();
        let mut long = (0..rank).filter(|&d| spans[d].count > 1);
        let line = match (long.next(), long.next()) {
            (Some(dim), None) => {
                let mut key = spans.clone();
                key[dim].count = 0;
                Some(Line { dim, spans: key })
            }
            _ => None,
        };
        // Continue the line's last fold when this window extends it.
        let mut start = vec![0i64; rank];
        let mut acc = init_acc.clone();
        if let Some((done, folded)) = line.as_ref().and_then(|l| lines.get(l).map(|v| (l.dim, v))) {
            let (prev, prev_acc) = folded;
            if prev.first == spans[done].first
                && prev.step == spans[done].step
                && prev.count <= spans[done].count
            {
                acc.clone_from(prev_acc);
                start[done] = prev.count;
            }
        }
        // Nothing left to fold when the window is the continued one itself.
        if spans.iter().zip(&start).all(|(s, &from)| s.count > from) {
            let mut at = start.clone();
            'fold: loop {
                let pos: usize = (0..rank)
                    .map(|d| (spans[d].first + at[d] * spans[d].step) as usize * strides[d])
                    .sum();
                let mut args: Vec<Value> = acc.drain(..).map(Value::Tensor).collect();
                args.extend(inputs.iter().map(|t| scalar_at(t, pos)));
                match ev.run_region(0, args) {
                    Ok(vals) => {
                        acc = vals
                            .into_iter()
                            .filter_map(|v| {
                                if let Value::Tensor(t) = v {
                                    Some(t)
                                } else {
                                    None
                                }
                            })
                            .collect()
                    }
                    Err(e) => {
                        err = Some(e);
                        return;
                    }
                }
                // Row-major odometer over the spans; dims before the continued one restart at 0.
                let mut d = rank;
                loop {
                    if d == 0 {
                        break 'fold;
                    }
                    d -= 1;
                    at[d] += 1;
                    if at[d] < spans[d].count {
                        break;
                    }
                    at[d] = 0;
                }
            }
        }
        if let Some(line) = line {
            let dim = line.dim;
            lines.insert(line, (spans[dim], acc.clone()));
        }
        outputs.push(acc);
    });
    if let Some(e) = err {
        return Err(e);
    }
    (0..n)
        .map(|k| {
            let parts: Vec<&Buffer> = outputs
                .iter()
                .filter_map(|o| o.get(k).map(|t| &t.data))
                .collect();
            let data = if parts.is_empty() {
                inits[k].data.gather(&[])
            } else {
                Buffer::concat(&parts)
                    .ok_or_else(|| ev.error("reducer changed the element type"))?
            };
            if data.len() != out_shape.iter().product::<i64>() as usize {
                return Err(ev.error("reducer returned the wrong number of values"));
            }
            Ok(Value::Tensor(inits[k].with_data(out_shape.clone(), data)))
        })
        .collect()
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ReduceWindowOp::NAME, reduce_window);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_skip_padding_and_holes() {
        // cumsum over 5: window 5, padding 4 low; output 2 covers elements 0..=2.
        assert_eq!(
            span(2, 1, 5, 1, 1, 4, 5),
            Span {
                first: 0,
                step: 1,
                count: 3
            }
        );
        // Reversed: padding high; output 3 covers 3..=4.
        assert_eq!(
            span(3, 1, 5, 1, 1, 0, 5),
            Span {
                first: 3,
                step: 1,
                count: 2
            }
        );
        // Entirely in the padding.
        assert_eq!(span(0, 1, 2, 1, 1, 3, 5).count, 0);
        // Base dilation 2 (positions 0, 2, 4, 6 are elements 0..4), window 3 from position 1:
        // positions 1, 2, 3 hold element 1 only.
        assert_eq!(
            span(1, 1, 3, 1, 2, 0, 4),
            Span {
                first: 1,
                step: 1,
                count: 1
            }
        );
        // Window dilation 3 with base dilation 2: positions 0, 3, 6, 9 → elements 0 and 3.
        assert_eq!(
            span(0, 1, 4, 3, 2, 0, 5),
            Span {
                first: 0,
                step: 3,
                count: 2
            }
        );
    }
}
