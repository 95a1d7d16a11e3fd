//! The collective runtime call: what a collective lowered by `--hlo-legalize-to-linalg`
//! computes (docs/devices.md, "Collectives in compiled code"). The op becomes
//! `hlo.custom_call @xla_collective` whose `backend_config` string is a [`Descriptor`]; after
//! bufferization the call writes its result buffer, and `--convert-to-llvm` makes it a call of
//! the runtime's `xla_collective_call`. This module computes it for every level: the
//! interpreter on tensors and memrefs, its llvm built-in, and the JIT's runtime
//! (backends/jit-devices/src/collective_runtime.rs). Exchanges go through the device's
//! [`Process`] and its `Transport`, as the interpreter's own collectives do
//! (`hlo/collective.rs` shares the groups), so the results are the interpreter's bit for bit:
//! members are reduced in group order with the interpreter's element-wise kernels.

use crate::elementwise::{binary_data, result_elem, result_shape, Kernels};
use crate::eval::OpEval;
use crate::hlo::collective::{group_of, Mode};
use crate::memref_value::zero_buffer;
use crate::parallel::Process;
use crate::value::{norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::elementwise::Elementwise;
use xla_ir::{Context, DResult};

pub use xla_values::collective_abi::{Descriptor, Kind, Reduce, RUNTIME, TARGET};

fn kernels(r: Reduce) -> Option<Kernels> {
    crate::hlo::elementwise::kernels(match r {
        Reduce::Add => Elementwise::Add,
        Reduce::Mul => Elementwise::Multiply,
        Reduce::Max => Elementwise::Maximum,
        Reduce::Min => Elementwise::Minimum,
        Reduce::And => Elementwise::And,
        Reduce::Or => Elementwise::Or,
        Reduce::Xor => Elementwise::Xor,
    })
}

fn reduce_mode(d: &Descriptor) -> Mode {
    match (d.channel > 0, d.global_ids) {
        (false, _) => Mode::CrossReplica,
        (true, false) => Mode::CrossReplicaAndPartition,
        (true, true) => Mode::FlattenedIds,
    }
}

fn pairwise_mode(d: &Descriptor) -> Mode {
    if d.channel > 0 {
        Mode::CrossPartition
    } else {
        Mode::CrossReplica
    }
}

/// This device's group (global replica, partition pairs), or itself alone outside a
/// program of several devices.
fn group(d: &Descriptor, p: Option<&Process>, mode: Mode) -> Vec<(usize, usize)> {
    match p {
        Some(p) => group_of(p, &d.groups, mode),
        None => vec![(0, 0)],
    }
}

/// The result's element type and shape.
pub struct ResultShape {
    pub ty: xla_ir::Type,
    pub kind: ElemKind,
    pub shape: Vec<i64>,
}

fn zeros(out: &ResultShape) -> Tensor {
    let n = out.shape.iter().product::<i64>().max(0) as usize;
    Tensor {
        ty: out.ty,
        kind: out.kind,
        shape: out.shape.clone(),
        data: zero_buffer(out.kind, n),
    }
}

/// `t` with its integers read as the descriptor's signedness (a signless buffer of an
/// unsigned op holds them sign-extended).
fn with_signedness(t: &Tensor, signed: bool) -> Tensor {
    match (t.kind, &t.data) {
        (ElemKind::Int { width, .. }, Buffer::Int(v)) => Tensor {
            kind: ElemKind::Int { width, signed },
            data: Buffer::Int(v.iter().map(|&x| norm_int(x, width, signed)).collect()),
            ..t.clone()
        },
        _ => t.clone(),
    }
}

/// Every member's value folded in group order: `((v0 op v1) op v2) ...`, as the interpreter
/// runs the region.
fn reduce(d: &Descriptor, vals: &[Tensor]) -> Result<Tensor, String> {
    let r = d.reduce.ok_or("no reduction")?;
    let k = kernels(r).ok_or("no kernels for the reduction")?;
    let first = vals.first().ok_or("empty group")?;
    let signed = !d.elem.starts_with("ui");
    let mut acc = with_signedness(first, signed);
    for v in &vals[1..] {
        if v.data.len() != acc.data.len() {
            return Err("group members disagree on the operand's shape".into());
        }
        acc = binary_data(&acc, &with_signedness(v, signed), k).ok_or_else(|| {
            format!(
                "reduction '{}' is not supported for element type {}",
                r.name(),
                d.elem
            )
        })?;
    }
    Ok(with_signedness(
        &acc,
        matches!(first.kind, ElemKind::Int { signed: true, .. }),
    ))
}

/// Concatenation of tensors of one rank along `dim`.
pub fn concat(ts: &[&Tensor], dim: usize) -> Result<Tensor, String> {
    let first = *ts.first().ok_or("nothing to concatenate")?;
    if dim >= first.shape.len() {
        return Err("dimension out of range".into());
    }
    let outer: usize = first.shape[..dim].iter().product::<i64>() as usize;
    let mut idx = Vec::new();
    let mut bases = Vec::new();
    let mut base = 0;
    for t in ts {
        bases.push(base);
        base += t.num_elements();
    }
    for o in 0..outer {
        for (t, &b) in ts.iter().zip(&bases) {
            let block: usize = t.shape[dim..].iter().product::<i64>() as usize;
            idx.extend((0..block).map(|j| b + o * block + j));
        }
    }
    let all = Buffer::concat(&ts.iter().map(|t| &t.data).collect::<Vec<_>>())
        .ok_or("element types differ")?;
    let mut shape = first.shape.clone();
    shape[dim] = ts
        .iter()
        .map(|t| t.shape.get(dim).copied().unwrap_or(0))
        .sum();
    Ok(first.with_data(shape, all.gather(&idx)))
}

/// Part `i` of `n` equal parts of `t` along `dim`.
pub fn split_part(t: &Tensor, dim: usize, n: usize, i: usize) -> Result<Tensor, String> {
    let size = *t.shape.get(dim).ok_or("dimension out of range")? as usize;
    if n == 0 || !size.is_multiple_of(n) {
        return Err("dimension is not divisible by the number of parts".into());
    }
    let part = size / n;
    let outer: usize = t.shape[..dim].iter().product::<i64>() as usize;
    let inner: usize = t.shape[dim + 1..].iter().product::<i64>() as usize;
    let mut idx = Vec::with_capacity(outer * part * inner);
    for o in 0..outer {
        let start = (o * size + i * part) * inner;
        idx.extend(start..start + part * inner);
    }
    let mut shape = t.shape.clone();
    shape[dim] = part as i64;
    Ok(t.with_data(shape, t.data.gather(&idx)))
}

/// Every member's operand (in group order), exchanged through the device's transport; just
/// this one's outside a program of several devices.
fn exchange(
    ctx: &Context,
    p: Option<&Process>,
    d: &Descriptor,
    group: &[(usize, usize)],
    operand: &Tensor,
) -> Result<Vec<Tensor>, String> {
    let Some(p) = p else {
        return Ok(vec![operand.clone()]);
    };
    p.exchange_values(
        ctx,
        format!("{} ({})", TARGET, d),
        group,
        Value::Tensor(operand.clone()),
    )?
    .into_iter()
    .map(|v| match v {
        Value::Tensor(t) => Ok(t),
        _ => Err("a device sent something other than a tensor".into()),
    })
    .collect()
}

fn dim(d: &Descriptor, i: usize) -> Result<usize, String> {
    usize::try_from(d.dims[i]).map_err(|_| format!("negative dimension {}", d.dims[i]))
}

/// The call's result on device `p` (None: a program of one device).
pub fn run(
    ctx: &Context,
    p: Option<&Process>,
    d: &Descriptor,
    operand: Option<&Tensor>,
    out: &ResultShape,
) -> Result<Tensor, String> {
    if matches!(d.kind, Kind::Send | Kind::Recv | Kind::Infeed) {
        return channel(ctx, p, d, operand, out);
    }
    if matches!(d.kind, Kind::Print | Kind::Outfeed) {
        return show(ctx, d, operand);
    }
    let me = p.map_or((0, 0), |p| (p.replica, p.partition));
    let position = |g: &[(usize, usize)]| g.iter().position(|&m| m == me).unwrap_or(0);
    let operand = match (d.kind.has_operand(), operand) {
        (true, Some(t)) => t,
        (true, None) => return Err(format!("{} needs an operand", d.kind.name())),
        (false, _) => {
            let id = match d.kind {
                Kind::PartitionId => me.1,
                _ => me.0,
            };
            let mut t = zeros(out);
            t.data = match out.kind {
                ElemKind::Int { .. } => Buffer::Int(vec![id as i64]),
                _ => return Err("device ids are integers".into()),
            };
            return Ok(t);
        }
    };
    let result = match d.kind {
        Kind::AllReduce => {
            let group = group(d, p, reduce_mode(d));
            reduce(d, &exchange(ctx, p, d, &group, operand)?)?
        }
        Kind::AllGather => {
            let group = group(d, p, reduce_mode(d));
            let all = exchange(ctx, p, d, &group, operand)?;
            concat(&all.iter().collect::<Vec<_>>(), dim(d, 0)?)?
        }
        Kind::ReduceScatter => {
            let group = group(d, p, reduce_mode(d));
            let reduced = reduce(d, &exchange(ctx, p, d, &group, operand)?)?;
            split_part(&reduced, dim(d, 0)?, group.len(), position(&group))?
        }
        Kind::AllToAll => {
            let group = group(d, p, pairwise_mode(d));
            let all = exchange(ctx, p, d, &group, operand)?;
            let me_at = position(&group);
            let parts = all
                .iter()
                .map(|t| split_part(t, dim(d, 0)?, group.len(), me_at))
                .collect::<Result<Vec<_>, _>>()?;
            concat(&parts.iter().collect::<Vec<_>>(), dim(d, 1)?)?
        }
        Kind::CollectivePermute => permute(ctx, p, d, operand, out)?,
        Kind::CollectiveBroadcast => {
            let mode = pairwise_mode(d);
            if let Some(p) = p {
                let id = if mode == Mode::CrossPartition {
                    p.partition
                } else {
                    p.replica
                } as i64;
                if !d.groups.is_empty() && !d.groups.iter().any(|g| g.contains(&id)) {
                    return Ok(zeros(out));
                }
            }
            let group = group(d, p, mode);
            let all = exchange(ctx, p, d, &group, operand)?;
            all.into_iter().next().unwrap_or_else(|| operand.clone())
        }
        Kind::CollectiveReduce => {
            let group = group(d, p, pairwise_mode(d));
            let all = exchange(ctx, p, d, &group, operand)?;
            if position(&group) != 0 {
                return Ok(zeros(out));
            }
            reduce(d, &all)?
        }
        Kind::ReplicaId
        | Kind::PartitionId
        | Kind::Send
        | Kind::Recv
        | Kind::Infeed
        | Kind::Print
        | Kind::Outfeed => {
            unreachable!("handled above")
        }
    };
    if result.shape != out.shape {
        return Err(format!(
            "{} computed shape {:?}, the result buffer has {:?}",
            d.kind.name(),
            result.shape,
            out.shape
        ));
    }
    Ok(result)
}

/// send (queues the operand on the channel; the result is the operand) and recv (the oldest
/// value sent on the channel), one value per call: a send of several values is as many calls,
/// and so is the recv of them, in order. infeed: the next entry of the device's infeed queue,
/// of one value.
fn channel(
    ctx: &Context,
    p: Option<&Process>,
    d: &Descriptor,
    operand: Option<&Tensor>,
    out: &ResultShape,
) -> Result<Tensor, String> {
    let p = p.ok_or("needs other devices (interpreter.run_parallel)")?;
    if let Some(t) = operand.filter(|_| d.kind == Kind::Send) {
        p.transport
            .send(ctx, d.channel, vec![Value::Tensor(t.clone())])?;
        return Ok(t.clone());
    }
    let values = match d.kind {
        Kind::Infeed => p.transport.infeed().ok_or("has no more infeed data")?,
        _ => p.transport.recv(ctx, d.channel)?,
    };
    match values.as_slice() {
        [Value::Tensor(t)] if t.shape == out.shape && t.kind == out.kind => Ok(t.clone()),
        [Value::Tensor(t)] => Err(format!(
            "received a value of shape {:?} on channel {}, the result buffer has {:?}",
            t.shape, d.channel, out.shape
        )),
        _ => Err(format!(
            "received something other than one tensor ({} on channel {})",
            d.kind.name(),
            d.channel
        )),
    }
}

/// print and outfeed: the operand shown as the interpreter's ops show it, of the op's element
/// type (the buffer is signless); the result is the operand.
fn show(ctx: &Context, d: &Descriptor, operand: Option<&Tensor>) -> Result<Tensor, String> {
    let t = operand.ok_or_else(|| format!("{} needs an operand", d.kind.name()))?;
    let elem = ctx
        .parse_type_str(&d.elem)
        .map_err(|e| format!("element type '{}': {}", d.elem, e.message))?;
    let shown = xla_values::probe_files::typed_as(ctx, t, elem)?;
    if d.kind == Kind::Print {
        crate::probe::print_line(ctx, &shown);
    } else {
        crate::probe::outfeed_line(ctx, &shown);
    }
    Ok(t.clone())
}

/// collective_permute: every device of the domain deposits its operand; a device named as a
/// target takes its source's, the others zeros.
fn permute(
    ctx: &Context,
    p: Option<&Process>,
    d: &Descriptor,
    operand: &Tensor,
    out: &ResultShape,
) -> Result<Tensor, String> {
    let cross_partition = pairwise_mode(d) == Mode::CrossPartition;
    let Some(p) = p else {
        return Ok(if d.groups.iter().any(|r| r == &[0, 0]) {
            operand.clone()
        } else {
            zeros(out)
        });
    };
    let domain: Vec<(usize, usize)> = if cross_partition {
        (0..p.num_partitions).map(|q| (p.replica, q)).collect()
    } else {
        (0..p.num_replicas).map(|r| (r, p.partition)).collect()
    };
    let all = exchange(ctx, Some(p), d, &domain, operand)?;
    let me = if cross_partition {
        p.partition
    } else {
        p.replica
    } as i64;
    let source = d
        .groups
        .iter()
        .find(|r| r.len() == 2 && r[1] == me)
        .map(|r| r[0] as usize);
    Ok(match source.and_then(|s| all.get(s)) {
        Some(t) => t.clone(),
        None => zeros(out),
    })
}

/// `custom_call @xla_collective` in the interpreter: on tensors (`(operand) -> result`, after
/// `--hlo-legalize-to-linalg`) or in destination form on memrefs (`(operand, result buffer)`,
/// after bufferization); the descriptor is its `backend_config` string.
pub fn custom_call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let text = ev
        .op
        .attr(xla_dialect_hlo::ops::custom_call::BACKEND_CONFIG)
        .and_then(|a| ctx.attr_as_str(a))
        .ok_or_else(|| ev.error(format!("@{TARGET} needs its descriptor as backend_config")))?;
    let d = Descriptor::parse(text).map_err(|e| ev.error(e))?;
    let err = |e: String| ev.error(format!("@{TARGET} {}: {e}", d.kind.name()));
    let process = ev.interp.process.as_ref();
    if ev.op.num_results() == 0 {
        // An operand buffer may arrive as the tensor a caller passed for it.
        let (input, output) = match (d.kind.has_operand(), operands) {
            (true, [i, Value::MemRef(o)]) => (Some(i), o),
            (false, [Value::MemRef(o)]) => (None, o),
            _ => {
                return Err(err(
                    "expects its operand buffer, then its result buffer".into()
                ))
            }
        };
        let operand = match input {
            Some(Value::MemRef(m)) => Some(
                m.to_tensor()
                    .ok_or_else(|| err("an operand buffer is out of bounds".into()))?,
            ),
            Some(Value::Tensor(t)) => Some(t.clone()),
            Some(_) => return Err(err("the operand is not a buffer".into())),
            None => None,
        };
        let out = ResultShape {
            ty: output.ty,
            kind: output.kind,
            shape: output.shape.clone(),
        };
        let t = run(ctx, process, &d, operand.as_ref(), &out).map_err(err)?;
        output
            .write_tensor(&t)
            .ok_or_else(|| err("the result buffer is out of bounds".into()))?;
        return Ok(Vec::new());
    }
    let (ty, kind) = result_elem(ev, 0)?;
    let out = ResultShape {
        ty,
        kind,
        shape: result_shape(ev, 0)?,
    };
    let operand = operands.first().and_then(Value::as_tensor);
    Ok(vec![Value::Tensor(
        run(ctx, process, &d, operand, &out).map_err(err)?,
    )])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptors_round_trip() {
        let text = "all_reduce elem=ui32 reduce=add channel=1 global_ids=0 dims=0,0 groups=0,1;2,3";
        let d = Descriptor::parse(text).expect("parses");
        assert_eq!(d.groups, vec![vec![0, 1], vec![2, 3]]);
        assert_eq!(d.to_string(), text);
        let id = "replica_id elem=ui32 reduce=none channel=0 global_ids=0 dims=0,0 groups=";
        assert_eq!(Descriptor::parse(id).expect("parses").to_string(), id);
        let recv = "recv elem=i64 reduce=none channel=1 global_ids=0 dims=0,0 groups=";
        let d = Descriptor::parse(recv).expect("parses");
        assert!(d.kind == Kind::Recv && !d.kind.has_operand() && d.channel == 1);
        assert!(Descriptor::parse("all_reduce elem=f32 reduce=none").is_err());
        assert!(Descriptor::parse("shuffle elem=f32").is_err());
    }

    #[test]
    fn split_and_concat_invert() {
        let ctx = Context::new();
        let t = Tensor {
            ty: ctx.i64(),
            kind: ElemKind::Int {
                width: 64,
                signed: true,
            },
            shape: vec![2, 4],
            data: Buffer::Int((0..8).collect()),
        };
        let parts: Vec<Tensor> = (0..2)
            .map(|i| split_part(&t, 1, 2, i).expect("splits"))
            .collect();
        assert_eq!(parts[1].data, Buffer::Int(vec![2, 3, 6, 7]));
        let back = concat(&parts.iter().collect::<Vec<_>>(), 1).expect("concats");
        assert_eq!(back.data, t.data);
    }
}
