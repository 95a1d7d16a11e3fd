//! The ABI of the collective runtime call (docs/devices.md, "Collectives in compiled code"):
//! a collective lowered by `--hlo-legalize-to-linalg` becomes `hlo.custom_call @xla_collective`
//! whose `backend_config` string is a [`Descriptor`], and `--convert-to-llvm` calls the
//! runtime's `xla_collective_call`. The lowering writes it; the interpreter and the JIT's runtime
//! (xla_interp::collective_call) read it.

use crate::ElemKind;
use xla_ir::Context;

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
    /// `send` of one value on channel `channel` (the call's result is its operand).
    Send,
    /// `recv` of one value from channel `channel`.
    Recv,
    /// `infeed` of an entry of one value from the device's infeed queue.
    Infeed,
    /// `outfeed` of one value to the host (shown as the interpreter shows it; the call's
    /// result is its operand).
    Outfeed,
    /// `interpreter.print` of one value (the call's result is its operand).
    Print,
}

const KINDS: [(Kind, &str); 14] = [
    (Kind::AllReduce, "all_reduce"),
    (Kind::AllGather, "all_gather"),
    (Kind::ReduceScatter, "reduce_scatter"),
    (Kind::AllToAll, "all_to_all"),
    (Kind::CollectivePermute, "collective_permute"),
    (Kind::CollectiveBroadcast, "collective_broadcast"),
    (Kind::CollectiveReduce, "collective_reduce"),
    (Kind::ReplicaId, "replica_id"),
    (Kind::PartitionId, "partition_id"),
    (Kind::Send, "send"),
    (Kind::Recv, "recv"),
    (Kind::Infeed, "infeed"),
    (Kind::Outfeed, "outfeed"),
    (Kind::Print, "print"),
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
    /// Whether the call reads an operand (the device ids, recv and infeed only write their
    /// result).
    pub fn has_operand(self) -> bool {
        !matches!(
            self,
            Kind::ReplicaId | Kind::PartitionId | Kind::Recv | Kind::Infeed
        )
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

const REDUCES: [(Reduce, &str); 7] = [
    (Reduce::Add, "add"),
    (Reduce::Mul, "mul"),
    (Reduce::Max, "max"),
    (Reduce::Min, "min"),
    (Reduce::And, "and"),
    (Reduce::Or, "or"),
    (Reduce::Xor, "xor"),
];

impl Reduce {
    pub fn name(self) -> &'static str {
        REDUCES.iter().find(|r| r.0 == self).map_or("", |r| r.1)
    }
    pub fn from_name(s: &str) -> Option<Reduce> {
        REDUCES.iter().find(|r| r.1 == s).map(|r| r.0)
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
    /// A descriptor of `kind` on `elem` with no reduction, dimensions or groups (send, recv,
    /// infeed, outfeed, print).
    pub fn of(kind: Kind, elem: String, channel: i64) -> Descriptor {
        Descriptor {
            kind,
            elem,
            reduce: None,
            channel,
            global_ids: false,
            dims: [0, 0],
            groups: Vec::new(),
        }
    }

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
}
