//! Which linalg ops on buffers are float matrix products: `linalg.matmul`,
//! `linalg.batch_matmul`, and `linalg.generic`s whose maps are a (batched, transposed)
//! contraction with a multiply-accumulate body, as `hlo.dot_general` lowers to.

use crate::linalg_to_loops::has_buffer_semantics;
use crate::linalg_to_loops::indexing::loop_sources;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_linalg::structured::structured;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Body, Context, OpId, OpRef, Type, ValueId};

/// A matched product `C[batch, m, n] += A[batch, m, k] * B[batch, k, n]`, each operand's
/// dimensions in any order (its map), a batch loop possibly absent from A or B (free loops
/// beyond the first of an operand); loops are numbered as the op's.
pub struct Contraction {
    pub elem: Type,
    pub batch: Vec<usize>,
    pub m: usize,
    pub n: usize,
    pub k: usize,
    /// Further reduction loops (in A and B), iterated around the k blocks: a direct
    /// convolution's kernel rows, whose A index is an affine function of them.
    pub outer: Vec<usize>,
    /// A's last index moves with k at unit step (pack A along its rows).
    pub a_along_k: bool,
    /// The maps of A, B and C.
    pub maps: [AffineMap; 3],
    /// Where each loop's size is read: (operand, dimension).
    pub sources: Vec<(usize, usize)>,
}

impl Contraction {
    /// C's rows are contiguous along n: full tiles are updated with vector loads and stores.
    pub fn c_rows_contiguous(&self, ctx: &Context, c: Type) -> bool {
        let last_is_n = self.maps[2].results.last() == Some(&AffineExpr::Dim(self.n as u32));
        let unit =
            xla_ir::strided::strides_and_offset(ctx, c).is_some_and(|(s, _)| s.last() == Some(&1));
        last_is_n && unit
    }
}

/// The op defining `v` inside `body`, with its name.
fn def<'b>(ctx: &'b Context, body: &'b Body, v: ValueId) -> Option<(OpId, &'b str)> {
    match body.value(v).def {
        xla_ir::ir::ValueDef::Result { op, .. } => Some((op, ctx.op_name_str(body.op(op).name))),
        xla_ir::ir::ValueDef::BlockArg { .. } => None,
    }
}

/// The region is `yield(addf(c, mulf(a, b)))` over its arguments (a, b, c), in either order.
fn multiply_accumulate_body(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let args = body.block_args(block);
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let (&[a, b, c], [_, _, y]) = (args, &ops[..]) else {
        return false;
    };
    if !linalg_ops::YieldOp::is(ctx, body.op(*y).name) || body.num_operands(*y) != 1 {
        return false;
    }
    let Some(sum) = body.operands(*y).next() else {
        return false;
    };
    let Some((add, arith_ops::AddFOp::NAME)) = def(ctx, body, sum) else {
        return false;
    };
    let add_in: Vec<ValueId> = body.operands(add).collect();
    let product = match add_in[..] {
        [x, p] | [p, x] if x == c && p != c => p,
        _ => return false,
    };
    let Some((mul, arith_ops::MulFOp::NAME)) = def(ctx, body, product) else {
        return false;
    };
    let mul_in: Vec<ValueId> = body.operands(mul).collect();
    mul_in == [a, b] || mul_in == [b, a]
}

/// Dimensions of `map` (each a plain, distinct loop dimension).
fn dims(map: &AffineMap) -> Option<Vec<usize>> {
    let d: Vec<usize> = map
        .results
        .iter()
        .map(|e| {
            if let AffineExpr::Dim(d) = e {
                Some(*d as usize)
            } else {
                None
            }
        })
        .collect::<Option<_>>()?;
    let mut sorted = d.clone();
    sorted.sort_unstable();
    sorted.dedup();
    (sorted.len() == d.len()).then_some(d)
}

/// `e` is `d` or a sum with `d` as a term (it moves by one when `d` does).
fn unit_step(e: &AffineExpr, d: u32) -> bool {
    match e {
        AffineExpr::Dim(x) => *x == d,
        AffineExpr::Add(l, r) => {
            (unit_step(l, d) && !r.uses_dim(d)) || (unit_step(r, d) && !l.uses_dim(d))
        }
        _ => false,
    }
}

/// A multiply-accumulate `linalg.generic` (or named product) on float memrefs, its loops
/// sorted by the operands that use them: batch (A, B, C), m (A, C), n (B, C), k (A, B).
pub struct Classified {
    pub s: xla_dialect_linalg::structured::Structured,
    /// Each operand's loop dimensions, in the operand's order.
    pub dims: [Vec<usize>; 3],
    pub m: Vec<usize>,
    pub n: Vec<usize>,
    pub k: Vec<usize>,
}

/// What both matchers require: `C += A * B` on three memrefs of one element type, f32 or f64,
/// with a structured form of two inputs and symbol-free maps; the operand types and that form.
fn product_on_buffers(
    op: OpRef<'_>,
) -> Option<(
    Vec<xla_ir::Type>,
    xla_dialect_linalg::structured::Structured,
)> {
    let ctx = op.ctx;
    if !has_buffer_semantics(op) || op.num_operands() != 3 {
        return None;
    }
    let types = op.operand_types();
    let elem = ctx.element_type(types[0]);
    let float = ctx.float_kind(elem).is_some_and(|k| {
        matches!(
            k,
            xla_ir::float::FloatKind::F32 | xla_ir::float::FloatKind::F64
        )
    });
    let memrefs = types.iter().all(|&t| {
        matches!(ctx.type_data(t), xla_ir::TypeData::MemRef { .. }) && ctx.element_type(t) == elem
    });
    if !float || !memrefs || !multiply_accumulate_body(ctx, op.body, op.id) {
        return None;
    }
    let s = structured(op)?;
    if s.num_inputs != 2 || s.maps.len() != 3 || s.maps.iter().any(|m| m.num_symbols != 0) {
        return None;
    }
    Some((types.to_vec(), s))
}

/// For `collapse`: products whose operands index plain loop dimensions (several free or
/// contracting loops of one kind may be merged into one before matching).
pub fn classify(op: OpRef<'_>) -> Option<Classified> {
    let ctx = op.ctx;
    let (types, s) = product_on_buffers(op)?;
    let [a, b, c] = [dims(&s.maps[0])?, dims(&s.maps[1])?, dims(&s.maps[2])?];
    let (mut m, mut n, mut k) = (Vec::new(), Vec::new(), Vec::new());
    for d in 0..s.num_loops() {
        let reduction = s.iterators[d] == IteratorType::Reduction;
        match (a.contains(&d), b.contains(&d), c.contains(&d), reduction) {
            (true, true, true, false) => {}
            (true, false, true, false) => m.push(d),
            (false, true, true, false) => n.push(d),
            (true, true, false, true) => k.push(d),
            _ => return None,
        }
    }
    let ranks: Vec<usize> = types
        .iter()
        .map(|&t| ctx.shape(t).map_or(0, <[i64]>::len))
        .collect();
    if ranks != [a.len(), b.len(), c.len()] {
        return None;
    }
    Some(Classified {
        s,
        dims: [a, b, c],
        m,
        n,
        k,
    })
}

pub fn match_contraction(op: OpRef<'_>) -> Option<Contraction> {
    let ctx = op.ctx;
    let (types, s) = product_on_buffers(op)?;
    let elem = ctx.element_type(types[0]);
    // B and C are plain; A's indices may be affine functions of its loops (a convolution's
    // input read at `position * stride + kernel offset`).
    let [b, c] = [dims(&s.maps[1])?, dims(&s.maps[2])?];
    let a_map = &s.maps[0];
    let in_a = |d: usize| a_map.results.iter().any(|e| e.uses_dim(d as u32));
    let (mut batch, mut m, mut n, mut k) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for d in 0..s.num_loops() {
        let reduction = s.iterators[d] == IteratorType::Reduction;
        match (in_a(d), b.contains(&d), c.contains(&d), reduction) {
            (true, true, true, false) => batch.push(d),
            (true, false, true, false) => m.push(d),
            (false, true, true, false) => n.push(d),
            (true, true, false, true) => k.push(d),
            _ => return None,
        }
    }
    // Several free loops of one operand (a convolution's images and output positions): the
    // one innermost in C is the kernel's m (n); the others are batch loops of A and C (B and
    // C) only, the other operand then being packed again for each of their values.
    for free in [&mut m, &mut n] {
        let position = |d: &usize| c.iter().position(|x| x == d);
        if let Some(&inner) = free.iter().max_by_key(|d| position(d)) {
            batch.extend(free.iter().filter(|&&d| d != inner));
            free.retain(|&d| d == inner);
        }
    }
    batch.sort_unstable();
    // Several reduction loops: k is the one innermost in B, the others are outer loops.
    let k_inner = k
        .iter()
        .copied()
        .max_by_key(|d| b.iter().position(|x| x == d));
    let outer: Vec<usize> = k.iter().copied().filter(|&d| Some(d) != k_inner).collect();
    let (&[m], &[n], Some(k)) = (&m[..], &n[..], k_inner) else {
        return None;
    };
    let ranks: Vec<usize> = types
        .iter()
        .map(|&t| ctx.shape(t).map_or(0, <[i64]>::len))
        .collect();
    if ranks != [a_map.results.len(), b.len(), c.len()] {
        return None;
    }
    let last_is_k = a_map.results.last().is_some_and(|e| unit_step(e, k as u32));
    let a_along_k = last_is_k
        && a_map.results[..a_map.results.len() - 1]
            .iter()
            .all(|e| !e.uses_dim(k as u32));
    let sources = loop_sources(&s, &ranks)?;
    let [ma, mb, mc] = [s.maps[0].clone(), s.maps[1].clone(), s.maps[2].clone()];
    Some(Contraction {
        elem,
        batch,
        m,
        n,
        k,
        outer,
        a_along_k,
        maps: [ma, mb, mc],
        sources,
    })
}
