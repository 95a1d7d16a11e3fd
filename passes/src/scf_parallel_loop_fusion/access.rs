//! What a parallel loop does to memory: the buffers it reads and writes, grouped into alias
//! classes, and at which index positions each access uses the loop's induction variable (the
//! elements it may touch are then the iteration's "row" of the buffer).

use std::collections::{HashMap, HashSet};

use xla_dialect_memref::ops as memref_ops;
use xla_ir::ir::ValueDef;
use xla_ir::types::DYNAMIC;
use xla_ir::{Body, Context, OpId, ValueId};

/// Ops that make a view of their first operand (the same elements under other indices).
pub const VIEWS: &[&str] = &[
    memref_ops::CastOp::NAME,
    memref_ops::ExpandShapeOp::NAME,
    memref_ops::CollapseShapeOp::NAME,
    memref_ops::SubViewOp::NAME,
    memref_ops::ReinterpretCastOp::NAME,
];

/// Buffers that may share elements: one local allocation no other value can alias; one
/// local allocation that escapes (into a call, a return...), which other values of unknown
/// origin may then alias, though never another allocation; or everything else (function
/// arguments, globals, call results), which may alias each other and escaped allocations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Class {
    Alloc(ValueId),
    Escaped(ValueId),
    Unknown,
}

impl Class {
    /// Whether buffers of the two classes may share elements.
    pub fn may_alias(self, other: Class) -> bool {
        self == other
            || matches!(
                (self, other),
                (Class::Unknown, Class::Escaped(_)) | (Class::Escaped(_), Class::Unknown)
            )
    }
}

/// One `memref.load` or `memref.store` of a buffer defined outside the loop.
#[derive(Clone, Copy, Debug)]
pub struct Access {
    pub class: Class,
    pub write: bool,
    /// The positions (below 64) of the buffer's indices that are the loop's induction
    /// variable: the access touches only elements with that index there.
    pub rows: u64,
}

/// How a view's indices relate to its buffer's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Indices {
    /// The buffer itself or a `memref.cast` of it: the same indices.
    Same,
    /// Reshapes that keep the static leading size (the rest of the leading reassociation
    /// group has size 1): the same leading index.
    SameLeading,
    /// Reshapes that only add or drop unit dimensions of a row-major buffer: the view's index
    /// at position i is the buffer's at `map[i]` (`None`: a unit dimension of the view).
    Positions(Vec<Option<usize>>),
    Other,
}

impl Indices {
    /// The buffer position the view's index `i` is, if it is one.
    pub fn position(&self, i: usize) -> Option<usize> {
        match self {
            Indices::Same => Some(i),
            Indices::SameLeading => (i == 0).then_some(0),
            Indices::Positions(map) => map.get(i).copied().flatten(),
            Indices::Other => None,
        }
    }
}

/// The buffer `v` views, and how `v`'s indices relate to the buffer's.
pub fn root(ctx: &Context, body: &Body, v: ValueId) -> (ValueId, Indices) {
    let view = v;
    let mut v = v;
    let mut kind = Indices::Same;
    // Whether every view on the way only reshapes (casts, expand/collapse_shape).
    let mut reshapes_only = true;
    while let ValueDef::Result { op, .. } = body.value(v).def {
        let name = ctx.op_name_str(body.op(op).name);
        if !VIEWS.contains(&name) {
            break;
        }
        let Some(src) = body.operands(op).next() else {
            break;
        };
        kind = match name {
            memref_ops::CastOp::NAME => kind,
            memref_ops::ExpandShapeOp::NAME | memref_ops::CollapseShapeOp::NAME => {
                let lead = |t| ctx.shape(t).and_then(|s| s.first().copied());
                let (a, b) = (lead(body.value_type(src)), lead(body.value_type(v)));
                if a.is_some() && a == b && a != Some(DYNAMIC) && kind != Indices::Other {
                    Indices::SameLeading
                } else {
                    Indices::Other
                }
            }
            _ => {
                reshapes_only = false;
                Indices::Other
            }
        };
        v = src;
    }
    if kind != Indices::Same && reshapes_only {
        if let Some(map) = unit_dims_map(ctx, body, view, v) {
            kind = Indices::Positions(map);
        }
    }
    (v, kind)
}

/// When reshapes took `buffer` to `view` only adding or dropping unit dimensions: both
/// row-major (identity layout) with static shapes equal once their unit dimensions are
/// dropped, every element then keeps its linear position, so its multi-index up to the unit
/// dimensions (a full collapse and back, `[4, 8, 256]` -> `[8192]` -> `[4, 8, 256, 1]`, is a
/// broadcast row statistic). The view's non-unit positions map in order to the buffer's.
fn unit_dims_map(
    ctx: &Context,
    body: &Body,
    view: ValueId,
    buffer: ValueId,
) -> Option<Vec<Option<usize>>> {
    let static_row_major = |v: ValueId| match ctx.type_data(body.value_type(v)) {
        xla_ir::TypeData::MemRef {
            shape,
            layout: None,
            ..
        } if shape.iter().all(|&d| d >= 0) => Some(shape.to_vec()),
        _ => None,
    };
    let (a, b) = (static_row_major(view)?, static_row_major(buffer)?);
    let non_unit = |s: &[i64]| -> Vec<usize> { (0..s.len()).filter(|&i| s[i] != 1).collect() };
    let (na, nb) = (non_unit(&a), non_unit(&b));
    let sizes = |s: &[i64], at: &[usize]| at.iter().map(|&i| s[i]).collect::<Vec<_>>();
    if sizes(&a, &na) != sizes(&b, &nb) {
        return None;
    }
    let mut map = vec![None; a.len()];
    for (&i, &j) in na.iter().zip(&nb) {
        map[i] = Some(j);
    }
    Some(map)
}

/// Alias classes of buffer roots, computed once per root.
#[derive(Default)]
pub struct Classes {
    known: HashMap<ValueId, Class>,
}

impl Classes {
    pub fn of(&mut self, ctx: &Context, body: &Body, root: ValueId) -> Class {
        *self.known.entry(root).or_insert_with(|| {
            let local = matches!(body.value(root).def, ValueDef::Result { op, .. }
                if [memref_ops::AllocOp::NAME, memref_ops::AllocaOp::NAME]
                    .contains(&ctx.op_name_str(body.op(op).name)));
            match (local, local && escapes(ctx, body, root)) {
                (true, false) => Class::Alloc(root),
                (true, true) => Class::Escaped(root),
                _ => Class::Unknown,
            }
        })
    }
}

/// Whether a value other than `v` and its views may hold `v`'s elements: every use of `v` and
/// of its views must only access it (load, store into it, dim, copy, dealloc, return).
fn escapes(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.uses(v).any(|(user, index)| {
        let name = ctx.op_name_str(body.op(user).name);
        match name {
            memref_ops::LoadOp::NAME
            | memref_ops::DimOp::NAME
            | memref_ops::CopyOp::NAME
            | memref_ops::DeallocOp::NAME
            | xla_dialect_func::ops::ReturnOp::NAME => false,
            memref_ops::StoreOp::NAME => index != 1,
            _ if VIEWS.contains(&name) && index == 0 => {
                body.results(user).iter().any(|&r| escapes(ctx, body, r))
            }
            _ => true,
        }
    })
}

/// Ops a fusable loop body may hold; memref ops are checked one by one.
fn allowed(name: &str) -> bool {
    use xla_dialect_scf::ops as scf;
    const SCF: &[&str] = &[
        scf::ForOp::NAME,
        scf::IfOp::NAME,
        scf::YieldOp::NAME,
        scf::WhileOp::NAME,
        scf::ConditionOp::NAME,
        scf::ParallelOp::NAME,
        scf::ReduceOp::NAME,
        scf::ReduceReturnOp::NAME,
    ];
    name.starts_with("arith.")
        || name.starts_with("math.")
        || name.starts_with("complex.")
        || SCF.contains(&name)
}

/// The accesses of loop `p` (one induction variable `iv`) to buffers it does not allocate, or
/// `None` when its body does something else to memory (a call, a copy, a free of an outer
/// buffer, a view escaping into another op).
pub fn accesses(
    ctx: &Context,
    body: &Body,
    p: OpId,
    iv: ValueId,
    classes: &mut Classes,
) -> Option<Vec<Access>> {
    let mut ops = Vec::new();
    collect(body, p, &mut ops);
    let inside: HashSet<OpId> = ops.iter().copied().collect();
    let private = |root: ValueId| match body.value(root).def {
        ValueDef::Result { op, .. } => inside.contains(&op),
        ValueDef::BlockArg { .. } => false,
    };
    let mut out = Vec::new();
    for &op in &ops {
        let name = ctx.op_name_str(body.op(op).name);
        let operands: Vec<ValueId> = body.operands(op).collect();
        let is_memref = |v: &ValueId| {
            matches!(
                ctx.type_data(body.value_type(*v)),
                xla_ir::TypeData::MemRef { .. } | xla_ir::TypeData::UnrankedMemRef { .. }
            )
        };
        let (buffer, indices, write) = match name {
            memref_ops::LoadOp::NAME => (operands.first(), operands.get(1..), false),
            memref_ops::StoreOp::NAME => {
                if operands.first().is_some_and(is_memref) {
                    return None;
                }
                (operands.get(1), operands.get(2..), true)
            }
            memref_ops::DimOp::NAME
            | memref_ops::AllocOp::NAME
            | memref_ops::AllocaOp::NAME
            | memref_ops::GetGlobalOp::NAME => continue,
            memref_ops::DeallocOp::NAME => {
                let (r, _) = root(ctx, body, *operands.first()?);
                if private(r) {
                    continue;
                }
                return None;
            }
            _ if VIEWS.contains(&name) => continue,
            _ if allowed(name) && !operands.iter().any(is_memref) => continue,
            _ => return None,
        };
        let (&buffer, indices) = (buffer?, indices?);
        let (r, kind) = root(ctx, body, buffer);
        if private(r) {
            continue;
        }
        let at_iv = indices
            .iter()
            .take(64)
            .enumerate()
            .filter(|(_, &x)| x == iv);
        let rows = at_iv
            .filter_map(|(p, _)| kind.position(p).filter(|&q| q < 64))
            .fold(0u64, |m, q| m | (1 << q));
        out.push(Access {
            class: classes.of(ctx, body, r),
            write,
            rows,
        });
    }
    Some(out)
}

/// Every op nested in `op`'s regions.
pub fn collect(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    for &r in body.local_regions(op) {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                out.push(o);
                collect(body, o, out);
            }
        }
    }
}

/// Whether running the iterations of `first` and `second` interleaved (iteration i of
/// `first`, then iteration i of `second`) gives what running `first` entirely, then
/// `second`, gives, and keeps distinct iterations independent: every buffer one of them
/// writes and both may access is a local allocation, reached by no access of unknown
/// origin, that every access of both indexes with the induction variable at one same
/// position (the iteration's "row" of it).
pub fn may_interleave(first: &[Access], second: &[Access]) -> bool {
    let classes: HashSet<Class> = first.iter().chain(second).map(|a| a.class).collect();
    classes.into_iter().all(|c| {
        let of = |s: &[Access]| {
            s.iter()
                .filter(|a| a.class.may_alias(c))
                .copied()
                .collect::<Vec<_>>()
        };
        let (a, b) = (of(first), of(second));
        let written = a.iter().chain(&b).any(|x| x.write);
        if !written || a.is_empty() || b.is_empty() {
            return true;
        }
        // Rows mean something only when every access is to the one buffer of the class.
        c != Class::Unknown
            && a.iter().chain(&b).all(|x| x.class == c)
            && a.iter().chain(&b).fold(u64::MAX, |m, x| m & x.rows) != 0
    })
}
