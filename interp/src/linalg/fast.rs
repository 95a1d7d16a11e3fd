//! Direct evaluation of the bodies structured ops have most often, without running the
//! region per element: copies (`linalg.yield` of block arguments: broadcasts, transposes,
//! fills) and multiply-accumulate (`out + a * b` in one float or integer type: matmuls,
//! dots, convolutions). The results equal the region's: f32 products and sums rounded once
//! are what the interpreter's arith gives, integers wrap to their width.

use super::elements::write;
use crate::eval::OpEval;
use crate::value::{norm_int, Buffer, ElemKind, Tensor};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::ops::YieldOp;
use xla_ir::ir::ValueDef;
use xla_ir::{Body as IrBody, OpRef, ValueId};

/// What a structured op's body computes, when it is one of the direct cases.
pub enum Body {
    /// Output k gets block argument `args[k]`.
    Copy(Vec<usize>),
    /// The single output becomes `out + arg(a) * arg(b)`.
    MulAdd { a: usize, b: usize },
    /// Anything else: run the region.
    General,
}

fn arg_index(body: &IrBody, v: ValueId, block: xla_ir::BlockId) -> Option<usize> {
    match body.value(v).def {
        ValueDef::BlockArg { block: b, index } if b == block => Some(index as usize),
        _ => None,
    }
}

/// Classifies the body of the op `ev` evaluates.
pub fn classify(ev: &OpEval<'_, '_>, num_operands: usize) -> Body {
    classify_op(ev.op, num_operands).unwrap_or(Body::General)
}

fn classify_op(op: OpRef<'_>, num_operands: usize) -> Option<Body> {
    let regions = op.regions();
    let body = regions.body;
    let block = body.entry_block(*regions.ids.first()?)?;
    if body.next_block(block).is_some() || body.block_args(block).len() != num_operands {
        return None;
    }
    let ops: Vec<_> = body.block_ops(block).collect();
    let name = |o| op.ctx.op_name_str(body.op(o).name);
    let is_yield = |o| YieldOp::is(op.ctx, body.op(o).name);
    match ops.as_slice() {
        [y] if is_yield(*y) => {
            let args: Option<Vec<usize>> = body
                .operands(*y)
                .map(|v| arg_index(body, v, block))
                .collect();
            Some(Body::Copy(args?))
        }
        [m, a, y] if is_yield(*y) => {
            let (mn, an) = (name(*m), name(*a));
            let float = mn == arith_ops::MulFOp::NAME && an == arith_ops::AddFOp::NAME;
            let int = mn == arith_ops::MulIOp::NAME && an == arith_ops::AddIOp::NAME;
            if !(float || int) || !body.op(*m).attrs.is_empty() || !body.op(*a).attrs.is_empty() {
                return None;
            }
            let mo: Vec<_> = body.operands(*m).collect();
            let ao: Vec<_> = body.operands(*a).collect();
            let yo: Vec<_> = body.operands(*y).collect();
            let product = *body.results(*m).first()?;
            let sum = *body.results(*a).first()?;
            let out = num_operands.checked_sub(1)?;
            let (ia, ib) = (
                arg_index(body, *mo.first()?, block)?,
                arg_index(body, *mo.get(1)?, block)?,
            );
            let acc_first =
                ao.first() == body.block_args(block).get(out) && ao.get(1) == Some(&product);
            let types_match = [ia, ib, out]
                .iter()
                .all(|i| body.value_type(body.block_args(block)[*i]) == body.value_type(sum));
            (acc_first && yo == [sum] && ia < out && ib < out && types_match)
                .then_some(Body::MulAdd { a: ia, b: ib })
        }
        _ => None,
    }
}

/// Applies a direct body at one point; `None` when the buffers are not of a handled kind
/// (the caller then runs the region).
pub fn apply(
    body: &Body,
    sources: &[&Tensor],
    outs: &mut [Tensor],
    num_inputs: usize,
    positions: &[usize],
) -> Option<()> {
    match body {
        Body::General => None,
        Body::Copy(args) => {
            // Read every yielded value before writing (outputs may be yielded crosswise).
            let values: Vec<(Buffer, usize)> = args
                .iter()
                .map(|&i| {
                    let t = if i < num_inputs {
                        sources[i]
                    } else {
                        &outs[i - num_inputs]
                    };
                    Some((t.data.gather(&[*positions.get(i)?]), 0))
                })
                .collect::<Option<_>>()?;
            for (k, (v, j)) in values.iter().enumerate() {
                let pos = *positions.get(num_inputs + k)?;
                write(&mut outs.get_mut(k)?.data, pos, v, *j).then_some(())?;
            }
            Some(())
        }
        Body::MulAdd { a, b } => {
            let (pa, pb, po) = (
                *positions.get(*a)?,
                *positions.get(*b)?,
                *positions.get(num_inputs)?,
            );
            let (ta, tb) = (sources.get(*a)?, sources.get(*b)?);
            let out = outs.first_mut()?;
            let kind = out.kind;
            match (&ta.data, &tb.data, &mut out.data) {
                (Buffer::F32(x), Buffer::F32(y), Buffer::F32(o)) => {
                    let r = o.get_mut(po)?;
                    *r += *x.get(pa)? * *y.get(pb)?;
                }
                (Buffer::F64(x), Buffer::F64(y), Buffer::F64(o)) => {
                    let r = o.get_mut(po)?;
                    *r += *x.get(pa)? * *y.get(pb)?;
                }
                (Buffer::Int(x), Buffer::Int(y), Buffer::Int(o)) => {
                    let ElemKind::Int { width, signed } = kind else {
                        return None;
                    };
                    let r = o.get_mut(po)?;
                    *r = norm_int(
                        r.wrapping_add(x.get(pa)?.wrapping_mul(*y.get(pb)?)),
                        width,
                        signed,
                    );
                }
                _ => return None,
            }
            Some(())
        }
    }
}
