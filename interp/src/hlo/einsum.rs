//! `hlo.einsum` and `hlo.unary_einsum` (XLA's Einsum): labels of `einsum_config` name
//! dimensions; labels missing from the result are summed over. Products and sums are taken in
//! the result's element type (integers wrap, floats in f64 then rounded once; `i1`: or/and).

use crate::elementwise::{one, result_elem, result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::{for_each_index, norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// `(operand labels, result labels)` of a config such as `ab,bc->ac` or `ab->ba`.
fn parse_config(config: &str, operands: usize) -> Option<(Vec<Vec<char>>, Vec<char>)> {
    let (ins, out) = config.split_once("->")?;
    let ins: Vec<Vec<char>> = ins.split(',').map(|s| s.trim().chars().collect()).collect();
    let out: Vec<char> = out.trim().chars().collect();
    let valid = |l: &[char]| l.iter().all(|c| c.is_ascii_alphabetic());
    (ins.len() == operands && ins.iter().all(|l| valid(l)) && valid(&out)).then_some((ins, out))
}

/// Values of a tensor in the result's arithmetic: integers as i64, floats as f64.
enum Values {
    Int(Vec<i64>),
    Float(Vec<f64>),
    Bool(Vec<bool>),
}

fn values(t: &Tensor, result: ElemKind) -> Values {
    match result {
        ElemKind::Float(_) => Values::Float(t.data.to_f64(t.kind)),
        ElemKind::Bool => Values::Bool(t.bools()),
        _ => Values::Int(match t.kind {
            ElemKind::Bool => t.bools().into_iter().map(i64::from).collect(),
            ElemKind::Float(_) => t
                .data
                .to_f64(t.kind)
                .into_iter()
                .map(|x| x as i64)
                .collect(),
            _ => t.ints(),
        }),
    }
}

fn einsum(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let config = ev
        .op
        .attr("einsum_config")
        .and_then(|a| ev.ctx().attr_as_str(a))
        .ok_or_else(|| ev.error("requires 'einsum_config'"))?;
    let (ins, out) = parse_config(config, operands.len()).ok_or_else(|| {
        ev.error(format!(
            "has an einsum_config the interpreter does not support: \"{config}\""
        ))
    })?;
    let tensors: Vec<&Tensor> = (0..operands.len())
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<_>>()?;
    // Size of every label, consistent across operands.
    let mut sizes: Vec<(char, i64)> = Vec::new();
    for (labels, t) in ins.iter().zip(&tensors) {
        if labels.len() != t.shape.len() {
            return Err(ev.error("einsum_config labels do not match an operand's rank"));
        }
        for (&c, &n) in labels.iter().zip(&t.shape) {
            match sizes.iter().find(|(l, _)| *l == c) {
                Some(&(_, m)) if m != n => {
                    return Err(ev.error(format!("label '{c}' has sizes {m} and {n}")))
                }
                Some(_) => {}
                None => sizes.push((c, n)),
            }
        }
    }
    let size = |c: char| sizes.iter().find(|(l, _)| *l == c).map(|&(_, n)| n);
    let out_shape: Vec<i64> = out
        .iter()
        .map(|&c| {
            size(c).ok_or_else(|| ev.error(format!("result label '{c}' is not an operand label")))
        })
        .collect::<DResult<_>>()?;
    if out_shape != result_shape(ev, 0)? {
        return Err(ev.error("einsum_config does not match the result shape"));
    }
    let summed: Vec<char> = sizes
        .iter()
        .map(|&(c, _)| c)
        .filter(|c| !out.contains(c))
        .collect();
    let summed_shape: Vec<i64> = summed.iter().filter_map(|&c| size(c)).collect();
    let (ty, kind) = result_elem(ev, 0)?;
    let vals: Vec<Values> = tensors.iter().map(|t| values(t, kind)).collect();
    let strides: Vec<Vec<usize>> = tensors.iter().map(|t| Tensor::strides(&t.shape)).collect();
    // Offset of each operand's element for an assignment of all labels.
    let offset = |k: usize, label_value: &dyn Fn(char) -> i64| -> usize {
        ins[k]
            .iter()
            .zip(&strides[k])
            .map(|(&c, &s)| label_value(c) as usize * s)
            .sum()
    };
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    let mut bools = Vec::new();
    for_each_index(&out_shape, |oi| {
        let (mut si, mut sf, mut sb) = (0i64, 0.0f64, false);
        let mut visit = |ci: &[i64]| {
            let value_of = |c: char| {
                out.iter()
                    .position(|&l| l == c)
                    .map(|p| oi[p])
                    .or_else(|| summed.iter().position(|&l| l == c).map(|p| ci[p]))
                    .unwrap_or(0)
            };
            let (mut pi, mut pf, mut pb) = (1i64, 1.0f64, true);
            for (k, v) in vals.iter().enumerate() {
                let o = offset(k, &value_of);
                match v {
                    Values::Int(x) => pi = pi.wrapping_mul(x.get(o).copied().unwrap_or(0)),
                    Values::Float(x) => pf *= x.get(o).copied().unwrap_or(0.0),
                    Values::Bool(x) => pb &= x.get(o).copied().unwrap_or(false),
                }
            }
            si = si.wrapping_add(pi);
            sf += pf;
            sb |= pb;
        };
        if summed_shape.is_empty() {
            visit(&[])
        } else {
            for_each_index(&summed_shape, &mut visit)
        }
        ints.push(si);
        floats.push(sf);
        bools.push(sb);
    });
    let data = match kind {
        ElemKind::Float(k) => Buffer::from_f64(k, floats),
        ElemKind::Int { width, signed } => Buffer::Int(
            ints.into_iter()
                .map(|v| norm_int(v, width, signed))
                .collect(),
        ),
        ElemKind::Bool => Buffer::Bool(bools),
        ElemKind::Complex(_) => {
            return Err(ev.error("einsum of complex elements is not supported by the interpreter"))
        }
    };
    one(Tensor {
        ty,
        kind,
        shape: out_shape,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::EinsumOp::NAME, einsum);
    r.add(hlo_ops::UnaryEinsumOp::NAME, einsum);
}

#[cfg(test)]
mod tests {
    use super::parse_config;

    #[test]
    fn configs() {
        let (ins, out) = parse_config("ab,bc->ac", 2).unwrap();
        assert_eq!(ins, vec![vec!['a', 'b'], vec!['b', 'c']]);
        assert_eq!(out, vec!['a', 'c']);
        assert!(parse_config("ab->ba", 2).is_none());
        assert!(parse_config("a...,b->ab", 2).is_none());
    }
}
