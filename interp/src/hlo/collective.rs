//! Collectives over the simulated processes of `interpreter.run_parallel` (StableHLO's process
//! groups: cross_replica, cross_partition, cross_replica_and_partition, flattened_ids).
//! Outside run_parallel there is one process: replica 0, partition 0.

use crate::elementwise::{one, result_elem, tensor};
use crate::eval::{OpEval, Registry};
use crate::hlo::regions::scalar_at;
use crate::parallel::Process;
use crate::value::{Buffer, Tensor, Value};
use xla_dialect_hlo::attrs::channel::ChannelHandle;
use xla_dialect_hlo::attrs::int_elements::{i64_elements, i64_elements_shape};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

type Group = Vec<(usize, usize)>;

/// A 2-D i64 attribute as rows, `-1` padding dropped.
fn rows(ev: &OpEval<'_, '_>, name: &str) -> Vec<Vec<i64>> {
    let ctx = ev.ctx();
    let Some(a) = ev.op.attr(name) else {
        return Vec::new();
    };
    let (Some(shape), Some(v)) = (i64_elements_shape(ctx, a), i64_elements(ctx, a)) else {
        return Vec::new();
    };
    let cols = shape.get(1).copied().unwrap_or(1).max(1) as usize;
    v.chunks(cols)
        .map(|c| c.iter().copied().filter(|&x| x >= 0).collect())
        .collect()
}

fn channel_id(ev: &OpEval<'_, '_>) -> i64 {
    ev.op
        .attr("channel_handle")
        .and_then(|a| ChannelHandle::of(ev.ctx(), a))
        .map_or(0, |c| c.handle)
}

#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Mode {
    CrossReplica,
    CrossPartition,
    CrossReplicaAndPartition,
    FlattenedIds,
}

/// The group of process `p` under `mode`; a process named by no group is alone.
pub(crate) fn group_of(p: &Process, groups: &[Vec<i64>], mode: Mode) -> Group {
    let me = (p.replica, p.partition);
    let (nr, np) = (p.num_replicas, p.num_partitions);
    let all_r: Vec<i64> = (0..nr as i64).collect();
    let all_p: Vec<i64> = (0..np as i64).collect();
    let default = [match mode {
        Mode::CrossPartition => all_p,
        Mode::FlattenedIds => (0..(nr * np) as i64).collect(),
        _ => all_r,
    }];
    let groups: &[Vec<i64>] = if groups.is_empty() { &default } else { groups };
    let pick = |id: usize| groups.iter().find(|g| g.contains(&(id as i64)));
    let g = match mode {
        Mode::CrossReplica => {
            pick(p.replica).map(|g| g.iter().map(|&r| (r as usize, p.partition)).collect())
        }
        Mode::CrossPartition => {
            pick(p.partition).map(|g| g.iter().map(|&q| (p.replica, q as usize)).collect())
        }
        Mode::CrossReplicaAndPartition => {
            // Partition-major: every replica of the group for partition 0, then partition 1, ...
            pick(p.replica).map(|g| {
                (0..np)
                    .flat_map(|q| g.iter().map(move |&r| (r as usize, q)))
                    .collect()
            })
        }
        Mode::FlattenedIds => pick(p.replica * np + p.partition).map(|g| {
            g.iter()
                .map(|&i| (i as usize / np, i as usize % np))
                .collect()
        }),
    };
    g.unwrap_or_else(|| vec![me])
}

/// The mode of all_reduce / all_gather / reduce_scatter.
fn reduce_mode(ev: &OpEval<'_, '_>) -> Mode {
    match (
        channel_id(ev) > 0,
        ev.op.attr("use_global_device_ids").is_some(),
    ) {
        (false, _) => Mode::CrossReplica,
        (true, false) => Mode::CrossReplicaAndPartition,
        (true, true) => Mode::FlattenedIds,
    }
}

/// The mode of all_to_all / collective_permute / collective_broadcast.
fn pairwise_mode(ev: &OpEval<'_, '_>) -> Mode {
    if channel_id(ev) > 0 {
        Mode::CrossPartition
    } else {
        Mode::CrossReplica
    }
}

/// Every group member's operands (as tuples), or just ours outside run_parallel.
fn exchange(ev: &OpEval<'_, '_>, group: &Group, operands: &[Value]) -> DResult<Vec<Vec<Value>>> {
    let Some(p) = &ev.interp.process else {
        return Ok(vec![operands.to_vec()]);
    };
    let vals = p.exchange(ev, group, Value::Tuple(operands.to_vec()))?;
    Ok(vals
        .into_iter()
        .map(|v| if let Value::Tuple(v) = v { v } else { vec![v] })
        .collect())
}

fn single_group(ev: &OpEval<'_, '_>, mode: Mode, attr: &str) -> Group {
    match &ev.interp.process {
        Some(p) => group_of(p, &rows(ev, attr), mode),
        None => vec![(0, 0)],
    }
}

fn my_index(ev: &OpEval<'_, '_>, group: &Group) -> usize {
    let me = ev
        .interp
        .process
        .as_ref()
        .map_or((0, 0), |p| (p.replica, p.partition));
    group.iter().position(|&g| g == me).unwrap_or(0)
}

/// Element-wise reduction of `vals` (one tensor per member) with region 0.
fn reduce_all(ev: &OpEval<'_, '_>, vals: &[&Tensor]) -> DResult<Tensor> {
    let first = *vals.first().ok_or_else(|| ev.error("empty group"))?;
    let mut parts = Vec::with_capacity(first.num_elements());
    for i in 0..first.num_elements() {
        let mut acc = scalar_at(first, i);
        for v in &vals[1..] {
            acc = ev
                .run_region(0, vec![acc, scalar_at(v, i)])?
                .into_iter()
                .next()
                .ok_or_else(|| ev.error("reducer returned nothing"))?;
        }
        parts.push(acc);
    }
    let bufs: Vec<&Buffer> = parts
        .iter()
        .filter_map(|v| v.as_tensor().map(|t| &t.data))
        .collect();
    let data = if bufs.is_empty() {
        first.data.gather(&[])
    } else {
        Buffer::concat(&bufs).ok_or_else(|| ev.error("reducer changed the element type"))?
    };
    Ok(first.with_data(first.shape.clone(), data))
}

fn member_tensors<'v>(
    ev: &OpEval<'_, '_>,
    all: &'v [Vec<Value>],
    k: usize,
) -> DResult<Vec<&'v Tensor>> {
    all.iter()
        .map(|m| {
            m.get(k)
                .and_then(Value::as_tensor)
                .ok_or_else(|| ev.error("group members disagree on operands"))
        })
        .collect()
}

fn all_reduce(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let group = single_group(ev, reduce_mode(ev), "replica_groups");
    let all = exchange(ev, &group, operands)?;
    (0..operands.len())
        .map(|k| {
            Ok(Value::Tensor(reduce_all(
                ev,
                &member_tensors(ev, &all, k)?,
            )?))
        })
        .collect()
}

/// Concatenation of tensors along `dim` (shared with the collective runtime call).
fn concat(ev: &OpEval<'_, '_>, ts: &[&Tensor], dim: usize) -> DResult<Tensor> {
    crate::collective_call::concat(ts, dim).map_err(|e| ev.error(e))
}

/// Part `i` of `n` equal parts of `t` along `dim`.
fn split_part(ev: &OpEval<'_, '_>, t: &Tensor, dim: usize, n: usize, i: usize) -> DResult<Tensor> {
    crate::collective_call::split_part(t, dim, n, i).map_err(|e| ev.error(e))
}

fn dim_attr(ev: &OpEval<'_, '_>, name: &str) -> DResult<usize> {
    ev.op
        .attr(name)
        .and_then(|a| ev.ctx().attr_as_int(a))
        .and_then(|v| usize::try_from(v).ok())
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

fn all_gather(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dim = dim_attr(ev, "all_gather_dim")?;
    let group = single_group(ev, reduce_mode(ev), "replica_groups");
    let all = exchange(ev, &group, operands)?;
    (0..operands.len())
        .map(|k| {
            Ok(Value::Tensor(concat(
                ev,
                &member_tensors(ev, &all, k)?,
                dim,
            )?))
        })
        .collect()
}

fn reduce_scatter(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dim = dim_attr(ev, "scatter_dimension")?;
    let group = single_group(ev, reduce_mode(ev), "replica_groups");
    let all = exchange(ev, &group, operands)?;
    let me = my_index(ev, &group);
    (0..operands.len())
        .map(|k| {
            let reduced = reduce_all(ev, &member_tensors(ev, &all, k)?)?;
            Ok(Value::Tensor(split_part(
                ev,
                &reduced,
                dim,
                group.len(),
                me,
            )?))
        })
        .collect()
}

fn all_to_all(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (split, cat) = (
        dim_attr(ev, "split_dimension")?,
        dim_attr(ev, "concat_dimension")?,
    );
    let group = single_group(ev, pairwise_mode(ev), "replica_groups");
    let all = exchange(ev, &group, operands)?;
    let me = my_index(ev, &group);
    (0..operands.len())
        .map(|k| {
            let parts = member_tensors(ev, &all, k)?
                .into_iter()
                .map(|t| split_part(ev, t, split, group.len(), me))
                .collect::<DResult<Vec<_>>>()?;
            Ok(Value::Tensor(concat(
                ev,
                &parts.iter().collect::<Vec<_>>(),
                cat,
            )?))
        })
        .collect()
}

fn collective_permute(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let mode = pairwise_mode(ev);
    let Some(p) = &ev.interp.process else {
        let zero = crate::convert::convert_tensor(
            &t.with_data(t.shape.clone(), Buffer::Int(vec![0; t.num_elements()])),
            t.ty,
            t.kind,
        );
        let pairs = rows(ev, "source_target_pairs");
        return one(if pairs.iter().any(|r| r == &[0, 0]) {
            t.clone()
        } else {
            zero
        });
    };
    // Everyone in my domain (all replicas of my partition, or all partitions of my replica).
    let domain: Group = match mode {
        Mode::CrossPartition => (0..p.num_partitions).map(|q| (p.replica, q)).collect(),
        _ => (0..p.num_replicas).map(|r| (r, p.partition)).collect(),
    };
    let all = exchange(ev, &domain, operands)?;
    let me = if mode == Mode::CrossPartition {
        p.partition
    } else {
        p.replica
    } as i64;
    let source = rows(ev, "source_target_pairs")
        .into_iter()
        .find(|r| r.len() == 2 && r[1] == me)
        .map(|r| r[0] as usize);
    match source.and_then(|s| all.get(s)).and_then(|m| m.first()) {
        Some(v) => Ok(vec![v.clone()]),
        None => {
            let (ty, kind) = result_elem(ev, 0)?;
            let zeros = Tensor {
                ty: ev.ctx().i64(),
                kind: crate::value::ElemKind::Int {
                    width: 64,
                    signed: true,
                },
                shape: t.shape.clone(),
                data: Buffer::Int(vec![0; t.num_elements()]),
            };
            one(crate::convert::convert_tensor(&zeros, ty, kind))
        }
    }
}

/// Zeros shaped like result `i`.
fn zeros_like_result(ev: &OpEval<'_, '_>, i: usize) -> DResult<Value> {
    let (ty, kind) = result_elem(ev, i)?;
    let shape = crate::elementwise::result_shape(ev, i)?;
    let n = shape.iter().product::<i64>() as usize;
    let zeros = Tensor {
        ty: ev.ctx().i64(),
        kind: crate::value::ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape,
        data: Buffer::Int(vec![0; n]),
    };
    Ok(Value::Tensor(crate::convert::convert_tensor(
        &zeros, ty, kind,
    )))
}

fn collective_broadcast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mode = pairwise_mode(ev);
    // A process named by no group receives zeros.
    if let Some(p) = &ev.interp.process {
        let id = if mode == Mode::CrossPartition {
            p.partition
        } else {
            p.replica
        } as i64;
        let groups = rows(ev, "replica_groups");
        if !groups.is_empty() && !groups.iter().any(|g| g.contains(&id)) {
            return (0..ev.op.num_results())
                .map(|i| zeros_like_result(ev, i))
                .collect();
        }
    }
    if ev.op.attr("has_dynamic_root").is_some() {
        return Err(ev.error("with has_dynamic_root is not supported by the interpreter"));
    }
    let group = single_group(ev, mode, "replica_groups");
    let all = exchange(ev, &group, operands)?;
    Ok(all.into_iter().next().unwrap_or_else(|| operands.to_vec()))
}

fn process_id(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let (ty, kind) = result_elem(ev, 0)?;
    let id = match (&ev.interp.process, ev.op.name_str()) {
        (Some(p), hlo_ops::PartitionIdOp::NAME) => p.partition,
        (Some(p), _) => p.replica,
        (None, _) => 0,
    };
    one(Tensor {
        ty,
        kind,
        shape: Vec::new(),
        data: Buffer::Int(vec![id as i64]),
    })
}

/// `send(values..., token)`: queues the values on the op's channel; returns a token.
fn send(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .interp
        .process
        .as_ref()
        .ok_or_else(|| ev.error("needs a receiving process (interpreter.run_parallel)"))?;
    let values: Vec<Value> = operands
        .iter()
        .filter(|v| !matches!(v, Value::Token))
        .cloned()
        .collect();
    p.send(ev, channel_id(ev), values)?;
    Ok(vec![Value::Token])
}

/// `recv(token)`: the values of the oldest send on the op's channel, then a token.
fn recv(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .interp
        .process
        .as_ref()
        .ok_or_else(|| ev.error("needs a sending process (interpreter.run_parallel)"))?;
    let mut values = p.recv(ev, channel_id(ev))?;
    values.push(Value::Token);
    Ok(values)
}

/// `infeed(token)`: the next entry of run_parallel's infeed queue, then a token.
fn infeed(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .interp
        .process
        .as_ref()
        .ok_or_else(|| ev.error("needs an infeed queue (interpreter.run_parallel)"))?;
    let mut values = p
        .transport
        .infeed()
        .ok_or_else(|| ev.error("has no more infeed data"))?;
    values.push(Value::Token);
    Ok(values)
}

/// `outfeed(values..., token)`: the host is not simulated; each value is shown on a line
/// (`outfeed: <dense literal>`).
fn outfeed(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    for v in operands {
        match v {
            Value::Tensor(t) => crate::probe::outfeed_line(ev.ctx(), t),
            Value::Token => {}
            _ => return Err(ev.error("outfeeds tensors only")),
        }
    }
    Ok(vec![Value::Token])
}

/// `collective_reduce`: the group's first process gets the reduction, the others zeros.
fn collective_reduce(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let group = single_group(ev, pairwise_mode(ev), "replica_groups");
    let all = exchange(ev, &group, operands)?;
    if my_index(ev, &group) != 0 {
        return (0..operands.len())
            .map(|i| zeros_like_result(ev, i))
            .collect();
    }
    (0..operands.len())
        .map(|k| {
            Ok(Value::Tensor(reduce_all(
                ev,
                &member_tensors(ev, &all, k)?,
            )?))
        })
        .collect()
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::InfeedOp::NAME, infeed);
    r.add(hlo_ops::OutfeedOp::NAME, outfeed);
    r.add(hlo_ops::CollectiveReduceOp::NAME, collective_reduce);
    r.add(hlo_ops::SendOp::NAME, send);
    r.add(hlo_ops::RecvOp::NAME, recv);
    r.add(hlo_ops::AllReduceOp::NAME, all_reduce);
    r.add(hlo_ops::AllGatherOp::NAME, all_gather);
    r.add(hlo_ops::ReduceScatterOp::NAME, reduce_scatter);
    r.add(hlo_ops::AllToAllOp::NAME, all_to_all);
    r.add(hlo_ops::CollectivePermuteOp::NAME, collective_permute);
    r.add(hlo_ops::CollectiveBroadcastOp::NAME, collective_broadcast);
    r.add(hlo_ops::ReplicaIdOp::NAME, process_id);
    r.add(hlo_ops::PartitionIdOp::NAME, process_id);
}
