//! The structured-op model shared by every linalg op: its loops (iterator types), one indexing
//! map per operand, and how many operands are inputs. Verifiers, the interpreter and passes
//! read ops through [`structured`] so named ops behave as the `linalg.generic` they stand for.

use crate::attrs::{iterator_types, IteratorType};
use crate::ops::{
    BatchMatmulOp, BroadcastOp, CopyOp, FillOp, GenericOp, MapOp, MatmulOp, ReduceOp, TransposeOp,
};
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{AttrData, Context, OpRef, Type};

pub const INDEXING_MAPS: &str = "indexing_maps";
pub const ITERATOR_TYPES: &str = "iterator_types";
pub const SEGMENTS: &str = "operandSegmentSizes";
pub const DIMENSIONS: &str = "dimensions";
pub const PERMUTATION: &str = "permutation";

/// A linalg op seen as a generic: loops, maps (inputs then outputs) and input count.
#[derive(Clone, Debug, PartialEq)]
pub struct Structured {
    pub iterators: Vec<IteratorType>,
    pub maps: Vec<AffineMap>,
    pub num_inputs: usize,
}

impl Structured {
    pub fn num_loops(&self) -> usize {
        self.iterators.len()
    }
    pub fn num_outputs(&self) -> usize {
        self.maps.len().saturating_sub(self.num_inputs)
    }
    pub fn all_parallel(&self) -> bool {
        self.iterators.iter().all(|i| *i == IteratorType::Parallel)
    }
}

/// How many of the op's operands are inputs (`ins`): from `operandSegmentSizes` when the op
/// has it, else all but the last (reduce/map/transpose/broadcast have variadic ins).
pub fn num_inputs(op: OpRef<'_>) -> usize {
    if let Some(seg) = op.attr(SEGMENTS).and_then(|a| dense_i32s(op.ctx, a)) {
        if let Some(&n) = seg.first() {
            return usize::try_from(n).unwrap_or(0).min(op.num_operands());
        }
    }
    match op.name_str() {
        ReduceOp::NAME => op.num_operands() / 2,
        _ => op.num_operands().saturating_sub(1),
    }
}

/// The `array<i32: ...>` elements of `a`.
pub fn dense_i32s(ctx: &Context, a: xla_ir::Attribute) -> Option<Vec<i32>> {
    ctx.attr_as_i32_array(a)
}

/// The affine maps of an `indexing_maps` array attribute.
pub fn maps_of(ctx: &Context, a: xla_ir::Attribute) -> Option<Vec<AffineMap>> {
    ctx.attr_as_array(a)?
        .iter()
        .map(|m| match ctx.attr_data(*m) {
            AttrData::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The rank of a shaped type, 0 for scalars.
pub fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, |s| s.len())
}

/// `matmul`'s default maps: `(m, n, k) -> (m, k), (k, n), (m, n)`.
pub fn matmul_maps() -> Vec<AffineMap> {
    vec![
        AffineMap::projection(3, &[0, 2]),
        AffineMap::projection(3, &[2, 1]),
        AffineMap::projection(3, &[0, 1]),
    ]
}

/// `batch_matmul`'s default maps: `(b, m, n, k) -> (b, m, k), (b, k, n), (b, m, n)`.
pub fn batch_matmul_maps() -> Vec<AffineMap> {
    vec![
        AffineMap::projection(4, &[0, 1, 3]),
        AffineMap::projection(4, &[0, 3, 2]),
        AffineMap::projection(4, &[0, 1, 2]),
    ]
}

/// The dimensions of `0..n` not in `dropped`.
pub fn kept_dims(n: usize, dropped: &[i64]) -> Vec<u32> {
    (0..n as u32)
        .filter(|d| !dropped.contains(&(*d as i64)))
        .collect()
}

/// The structured view of a linalg op, or `None` for ops that are not structured (index,
/// yield) or whose attributes are malformed (the verifier reports those).
pub fn structured(op: OpRef<'_>) -> Option<Structured> {
    let ctx = op.ctx;
    let types = op.operand_types();
    let n_in = num_inputs(op);
    let n_out = types.len().checked_sub(n_in)?;
    let out_rank = types.get(n_in).map_or(0, |t| rank(ctx, *t));
    let i64s = |name: &str| op.attr(name).and_then(|a| ctx.attr_as_i64_array(a));
    let par = IteratorType::Parallel;
    let red = IteratorType::Reduction;
    let (iterators, maps) = match op.name_str() {
        GenericOp::NAME => {
            let maps = maps_of(ctx, op.attr(INDEXING_MAPS)?)?;
            (iterator_types(ctx, op.attr(ITERATOR_TYPES)?)?, maps)
        }
        MatmulOp::NAME | BatchMatmulOp::NAME => {
            let batch = op.isa::<BatchMatmulOp>();
            let maps = match op.attr(INDEXING_MAPS) {
                Some(a) => maps_of(ctx, a)?,
                None if batch => batch_matmul_maps(),
                None => matmul_maps(),
            };
            let mut it = vec![par, par, red];
            if batch {
                it.insert(0, par);
            }
            (it, maps)
        }
        FillOp::NAME => {
            let n = out_rank as u32;
            let input = AffineMap::new(n, Vec::new());
            let mut maps = vec![input; n_in];
            maps.extend(std::iter::repeat_n(AffineMap::identity(n), n_out));
            (vec![par; out_rank], maps)
        }
        MapOp::NAME | CopyOp::NAME => {
            let n = out_rank as u32;
            (
                vec![par; out_rank],
                vec![AffineMap::identity(n); types.len()],
            )
        }
        TransposeOp::NAME => {
            let perm = i64s(PERMUTATION)?;
            let perm_map = AffineMap::new(
                out_rank as u32,
                perm.iter()
                    .map(|&p| Some(AffineExpr::Dim(u32::try_from(p).ok()?)))
                    .collect::<Option<_>>()?,
            );
            let input = perm_map.inverse_permutation()?;
            (
                vec![par; out_rank],
                vec![input, AffineMap::identity(out_rank as u32)],
            )
        }
        BroadcastOp::NAME => {
            let dims = i64s(DIMENSIONS)?;
            let input = AffineMap::projection(out_rank as u32, &kept_dims(out_rank, &dims));
            (
                vec![par; out_rank],
                vec![input, AffineMap::identity(out_rank as u32)],
            )
        }
        ReduceOp::NAME => {
            let dims = i64s(DIMENSIONS)?;
            let in_rank = types.first().map_or(0, |t| rank(ctx, *t));
            let it = (0..in_rank as i64)
                .map(|d| if dims.contains(&d) { red } else { par })
                .collect();
            let mut maps = vec![AffineMap::identity(in_rank as u32); n_in];
            let out = AffineMap::projection(in_rank as u32, &kept_dims(in_rank, &dims));
            maps.extend(std::iter::repeat_n(out, n_out));
            (it, maps)
        }
        _ => return None,
    };
    Some(Structured {
        iterators,
        maps,
        num_inputs: n_in,
    })
}

/// The loop bounds a structured op's operand shapes imply (MLIR's `getStaticLoopRanges`
/// over `shapes`): each loop takes the size of the first operand dimension indexed by it
/// alone. `None` when a loop is not fixed by any operand dimension.
pub fn loop_bounds(s: &Structured, shapes: &[Vec<i64>]) -> Option<Vec<i64>> {
    let mut bounds = vec![None; s.num_loops()];
    for (map, shape) in s.maps.iter().zip(shapes) {
        for (e, &size) in map.results.iter().zip(shape) {
            if let AffineExpr::Dim(d) = e {
                let b = bounds.get_mut(*d as usize)?;
                if b.is_none() {
                    *b = Some(size);
                }
            }
        }
    }
    bounds.into_iter().collect()
}
