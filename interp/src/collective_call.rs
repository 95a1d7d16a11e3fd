//! The collective runtime call: what a collective lowered by `--hlo-legalize-to-linalg`
//! computes (docs/devices.md, "Collectives in compiled code"). The op becomes
//! `hlo.custom_call @xla_collective` whose `backend_config` string is a [`Descriptor`]; after
//! bufferization the call writes its result buffer, and `--convert-to-llvm` makes it a call of
//! the runtime's `xla_collective_call`. This module computes it for every level: the
//! interpreter on tensors and memrefs, its llvm built-in, and the JIT's runtime
//! (backends/melior/src/collective_runtime.rs). Exchanges go through the device's
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

/// The custom call's target before bufferization and on buffers.
pub const TARGET: &str = "xla_collective";
/// The runtime function `--convert-to-llvm` calls: `(ptr descriptor, i64 rank, ptr operand,
/// i64 rank, ptr result)`, memrefs passed as upstream passes unranked ones.
pub const RUNTIME: &str = "xla_collective_call";

/// Which collective.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    AllReduce,
    AllGather,
    ReduceScatter,
    AllToAll,
    CollectivePermute,
    CollectiveBroadcast,
    CollectiveReduce,
    ReplicaId,
    PartitionId,
}

const KINDS: [(Kind, &str); 9] = [
    (Kind::AllReduce, "all_reduce"),
    (Kind::AllGather, "all_gather"),
    (Kind::ReduceScatter, "reduce_scatter"),
    (Kind::AllToAll, "all_to_all"),
    (Kind::CollectivePermute, "collective_permute"),
    (Kind::CollectiveBroadcast, "collective_broadcast"),
    (Kind::CollectiveReduce, "collective_reduce"),
    (Kind::ReplicaId, "replica_id"),
    (Kind::PartitionId, "partition_id"),
];

impl Kind {
    pub fn name(self) -> &'static str {
        KINDS
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, n)| n)
    }
    pub fn from_name(s: &str) -> Option<Kind> {
        KINDS.iter().find(|(_, n)| *n == s).map(|(k, _)| *k)
    }
    /// Whether the call reads an operand (the device ids only write their result).
    pub fn has_operand(self) -> bool {
        !matches!(self, Kind::ReplicaId | Kind::PartitionId)
    }
    /// Whether the op has a reduction region.
    pub fn reduces(self) -> bool {
        matches!(
            self,
            Kind::AllReduce | Kind::ReduceScatter | Kind::CollectiveReduce
        )
    }
}

/// A reduction region that is one element-wise op of its two arguments (the enum code of the
/// descriptor; other regions are not lowered).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reduce {
    Add,
    Mul,
    Max,
    Min,
    And,
    Or,
    Xor,
}

const REDUCES: [(Reduce, &str, Elementwise); 7] = [
    (Reduce::Add, "add", Elementwise::Add),
    (Reduce::Mul, "mul", Elementwise::Multiply),
    (Reduce::Max, "max", Elementwise::Maximum),
    (Reduce::Min, "min", Elementwise::Minimum),
    (Reduce::And, "and", Elementwise::And),
    (Reduce::Or, "or", Elementwise::Or),
    (Reduce::Xor, "xor", Elementwise::Xor),
];

impl Reduce {
    pub fn name(self) -> &'static str {
        REDUCES.iter().find(|r| r.0 == self).map_or("", |r| r.1)
    }
    pub fn from_name(s: &str) -> Option<Reduce> {
        REDUCES.iter().find(|r| r.1 == s).map(|r| r.0)
    }
    /// The reduction of an element-wise op, if it is one of the codes.
    pub fn of(op: Elementwise) -> Option<Reduce> {
        REDUCES.iter().find(|r| r.2 == op).map(|r| r.0)
    }
    fn kernels(self) -> Option<Kernels> {
        REDUCES
            .iter()
            .find(|r| r.0 == self)
            .and_then(|r| crate::hlo::elementwise::kernels(r.2))
    }
}

/// The static parameters of one collective, printed as the call's `backend_config`:
/// `all_reduce elem=ui32 reduce=add channel=1 global_ids=0 dims=0,0 groups=0,1;2,3`.
/// `elem` is the operand's element type as the op had it (signedness kept: max/min of
/// unsigned integers); `groups` are the replica groups, or the source-target pairs of
/// collective_permute; `dims` the op's dimensions (all_gather, scatter: the first; all_to_all:
/// split, concat).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Descriptor {
    pub kind: Kind,
    pub elem: String,
    pub reduce: Option<Reduce>,
    pub channel: i64,
    pub global_ids: bool,
    pub dims: [i64; 2],
    pub groups: Vec<Vec<i64>>,
}

impl std::fmt::Display for Descriptor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let groups: Vec<String> = self
            .groups
            .iter()
            .map(|g| g.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
            .collect();
        write!(
            f,
            "{} elem={} reduce={} channel={} global_ids={} dims={},{} groups={}",
            self.kind.name(),
            self.elem,
            self.reduce.map_or("none", Reduce::name),
            self.channel,
            u8::from(self.global_ids),
            self.dims[0],
            self.dims[1],
            groups.join(";")
        )
    }
}

impl Descriptor {
    pub fn parse(text: &str) -> Result<Descriptor, String> {
        let bad = || format!("malformed collective descriptor '{text}'");
        let mut words = text.split(' ');
        let kind = words.next().and_then(Kind::from_name).ok_or_else(bad)?;
        let mut d = Descriptor {
            kind,
            elem: String::new(),
            reduce: None,
            channel: 0,
            global_ids: false,
            dims: [0, 0],
            groups: Vec::new(),
        };
        let int = |s: &str| s.parse::<i64>().map_err(|_| bad());
        for w in words {
            let (k, v) = w.split_once('=').ok_or_else(bad)?;
            match k {
                "elem" => d.elem = v.to_string(),
                "reduce" if v == "none" => d.reduce = None,
                "reduce" => d.reduce = Some(Reduce::from_name(v).ok_or_else(bad)?),
                "channel" => d.channel = int(v)?,
                "global_ids" => d.global_ids = int(v)? != 0,
                "dims" => {
                    let (a, b) = v.split_once(',').ok_or_else(bad)?;
                    d.dims = [int(a)?, int(b)?];
                }
                "groups" if v.is_empty() => {}
                "groups" => {
                    d.groups = v
                        .split(';')
                        .map(|g| g.split(',').map(int).collect::<Result<Vec<_>, _>>())
                        .collect::<Result<_, _>>()?
                }
                _ => return Err(bad()),
            }
        }
        if d.kind.reduces() && d.reduce.is_none() {
            return Err(format!("{}: no reduction in '{text}'", d.kind.name()));
        }
        Ok(d)
    }

    /// The element type of the call's buffers: the descriptor's, signless (as lowered code
    /// holds integers), and its kind.
    pub fn buffer_elem(&self, ctx: &Context) -> Result<(xla_ir::Type, ElemKind), String> {
        let elem = ctx
            .parse_type_str(&self.elem)
            .map_err(|e| format!("element type '{}': {}", self.elem, e.message))?;
        let elem = match ctx.type_data(elem) {
            xla_ir::TypeData::Integer { width, .. } => ctx.integer_type(*width),
            _ => elem,
        };
        let kind = ElemKind::of(ctx, elem)
            .ok_or_else(|| format!("element type '{}' is not supported", self.elem))?;
        Ok((elem, kind))
    }

    fn reduce_mode(&self) -> Mode {
        match (self.channel > 0, self.global_ids) {
            (false, _) => Mode::CrossReplica,
            (true, false) => Mode::CrossReplicaAndPartition,
            (true, true) => Mode::FlattenedIds,
        }
    }

    fn pairwise_mode(&self) -> Mode {
        if self.channel > 0 {
            Mode::CrossPartition
        } else {
            Mode::CrossReplica
        }
    }

    /// This device's group (global replica, partition pairs), or itself alone outside a
    /// program of several devices.
    fn group(&self, p: Option<&Process>, mode: Mode) -> Vec<(usize, usize)> {
        match p {
            Some(p) => group_of(p, &self.groups, mode),
            None => vec![(0, 0)],
        }
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
    let k = r.kernels().ok_or("no kernels for the reduction")?;
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
            let group = d.group(p, d.reduce_mode());
            reduce(d, &exchange(ctx, p, d, &group, operand)?)?
        }
        Kind::AllGather => {
            let group = d.group(p, d.reduce_mode());
            let all = exchange(ctx, p, d, &group, operand)?;
            concat(&all.iter().collect::<Vec<_>>(), dim(d, 0)?)?
        }
        Kind::ReduceScatter => {
            let group = d.group(p, d.reduce_mode());
            let reduced = reduce(d, &exchange(ctx, p, d, &group, operand)?)?;
            split_part(&reduced, dim(d, 0)?, group.len(), position(&group))?
        }
        Kind::AllToAll => {
            let group = d.group(p, d.pairwise_mode());
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
            let mode = d.pairwise_mode();
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
            let group = d.group(p, mode);
            let all = exchange(ctx, p, d, &group, operand)?;
            all.into_iter().next().unwrap_or_else(|| operand.clone())
        }
        Kind::CollectiveReduce => {
            let group = d.group(p, d.pairwise_mode());
            let all = exchange(ctx, p, d, &group, operand)?;
            if position(&group) != 0 {
                return Ok(zeros(out));
            }
            reduce(d, &all)?
        }
        Kind::ReplicaId | Kind::PartitionId => unreachable!("handled above"),
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

/// collective_permute: every device of the domain deposits its operand; a device named as a
/// target takes its source's, the others zeros.
fn permute(
    ctx: &Context,
    p: Option<&Process>,
    d: &Descriptor,
    operand: &Tensor,
    out: &ResultShape,
) -> Result<Tensor, String> {
    let cross_partition = d.pairwise_mode() == Mode::CrossPartition;
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
