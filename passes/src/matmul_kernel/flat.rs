//! The product on flat buffers (compile time): each operand is viewed as `memref<?xT>` with
//! its element offsets computed from unit steps of m, n and k, and the packing loops and the
//! macro-kernel (all micro-panels of one block: micro-kernel and C update) are emitted as
//! leaves, single-iteration `scf.parallel`s marked [`LEAF_ATTR`] whose bodies depend only
//! on the element type, the tile shape and the packed A layout. `--convert-scf-parallel-to-
//! runtime` outlines each leaf into a function and shares identical ones across the module,
//! so a module's products of every layout compile one packed kernel per panel shape
//! (docs/lowering/matmul-kernel.md, "Shared leaves").

use super::builder::Emit;
use super::contraction::Contraction;
use super::kernel::{a_offset, micro_kernel, unrolled, Ctx};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::affine::AffineExpr;
use xla_ir::{Context, Type, TypeData, ValueId};

pub use crate::scf_parallel_to_runtime::cost::{LEAF_ATTR, OPTNONE_ATTR};

/// An expression that is a sum of loop indices times constants (offsets are then linear).
fn linear(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Const(_) => true,
        AffineExpr::Add(a, b) => linear(a) && linear(b),
        AffineExpr::Mul(a, b) => {
            matches!(**a, AffineExpr::Const(_)) && linear(b)
                || matches!(**b, AffineExpr::Const(_)) && linear(a)
        }
        _ => false,
    }
}

fn mentions(e: &AffineExpr, d: u32) -> bool {
    match e {
        AffineExpr::Dim(x) => *x == d,
        AffineExpr::Symbol(_) | AffineExpr::Const(_) => false,
        AffineExpr::Add(a, b)
        | AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => mentions(a, d) || mentions(b, d),
    }
}

/// A sum of terms each linear or free of loop `k`: the offset is a function of the other
/// loops plus k times a constant step (a direct convolution's A: `(m floordiv W + kh,
/// (m mod W) * C + k)`).
fn separable(e: &AffineExpr, k: u32) -> bool {
    match e {
        AffineExpr::Add(a, b) => separable(a, k) && separable(b, k),
        e => linear(e) || !mentions(e, k),
    }
}

/// The flat form applies: identity layouts (a flat view has the operand's row-major
/// strides), B's and C's maps linear, A's separable in k (its rows' offsets are tabulated).
pub fn applies(ctx: &Context, c: &Contraction, types: [Type; 3]) -> bool {
    let identity = types.iter().all(|&t| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef {
                layout: None,
                memory_space: None,
                ..
            }
        )
    });
    let k = c.k as u32;
    identity
        && c.maps[0].results.iter().all(|e| separable(e, k))
        && c.maps[1..].iter().all(|m| m.results.iter().all(linear))
}

/// One operand as a flat buffer: the view, its row-major strides, and the element steps of
/// one unit of m, n and k.
pub struct Flat {
    pub buf: ValueId,
    strides: Vec<ValueId>,
    pub step: [ValueId; 3],
}

/// The flat views of A, B and C, made before the task loop.
pub fn operands(e: &mut Emit<'_, '_>, x: &Ctx<'_>) -> [Flat; 3] {
    [0, 1, 2].map(|xi| flat(e, x, xi))
}

fn flat(e: &mut Emit<'_, '_>, x: &Ctx<'_>, xi: usize) -> Flat {
    let ctx = e.ctx();
    let m = x.ops[xi];
    let rank = ctx.shape(e.rw.body().value_type(m)).map_or(0, <[i64]>::len);
    let loc = e.loc;
    let dims: Vec<ValueId> = (0..rank)
        .map(|d| crate::linalg_to_loops::indexing::dim_size(e.rw, loc, m, d))
        .collect();
    let mut strides = vec![e.index(1); rank];
    for d in (0..rank.saturating_sub(1)).rev() {
        strides[d] = e.mul(strides[d + 1], dims[d + 1]);
    }
    let mut total = e.index(1);
    for &d in &dims {
        total = e.mul(total, d);
    }
    let ty = ctx.memref_type(&[xla_ir::DYNAMIC], x.elem);
    let buf = crate::scf_to_cf::build::op1(
        e.rw,
        memref_ops::ReinterpretCastOp::NAME,
        loc,
        &[m, total],
        ty,
        &[
            ("operandSegmentSizes", ctx.dense_i32_array(&[1, 0, 1, 0])),
            ("static_offsets", ctx.dense_i64_array(&[0])),
            ("static_sizes", ctx.dense_i64_array(&[xla_ir::DYNAMIC])),
            ("static_strides", ctx.dense_i64_array(&[1])),
        ],
    );
    let mut f = Flat {
        buf,
        strides,
        step: [x.zero_index; 3],
    };
    let (z, one) = (x.zero_index, e.index(1));
    let zeros = vec![z; x.c.batch.len() + x.c.outer.len()];
    let origin = f.offset(e, x, xi, &zeros, [z, z, z]);
    for (s, unit) in [[one, z, z], [z, one, z], [z, z, one]]
        .into_iter()
        .enumerate()
    {
        let at = f.offset(e, x, xi, &zeros, unit);
        f.step[s] = e.sub(at, origin);
    }
    f
}

impl Flat {
    /// The element offset of operand `xi` at the given loop values (as `Ctx::at`).
    pub fn offset(
        &self,
        e: &mut Emit<'_, '_>,
        x: &Ctx<'_>,
        xi: usize,
        batch: &[ValueId],
        [m, n, k]: [ValueId; 3],
    ) -> ValueId {
        let idx = x.at(e, xi, batch, m, n, k);
        let mut off = x.zero_index;
        for (&i, &s) in idx.iter().zip(&self.strides) {
            let t = e.mul(i, s);
            off = e.add(off, t);
        }
        off
    }
}

/// `body` as a leaf: a single-iteration `scf.parallel` marked [`LEAF_ATTR`].
pub fn leaf(e: &mut Emit<'_, '_>, body: impl FnOnce(&mut Emit<'_, '_>)) {
    let (zero, one) = (e.index(0), e.index(1));
    let mark = e.ctx().unit_attr();
    e.parallel_with(&[zero], &[one], &[one], &[(LEAF_ATTR, mark)], |e, _| {
        body(e)
    });
}

/// One N part `[jc, jc + nc)` of one batch element on flat buffers: per k block a packed B
/// panel, per M block a packed A block and the macro-kernel, each a leaf.
#[allow(clippy::too_many_arguments)]
pub fn part_product(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    f: &[Flat; 3],
    batch: &[ValueId],
    jc: ValueId,
    nc: ValueId,
    [ap, bp, tile]: [ValueId; 3],
    [m_size, n_size, k_size]: [ValueId; 3],
) {
    let t = x.t;
    let rest = e.sub(n_size, jc);
    let ncur = e.min(nc, rest);
    let kc_max = e.index(t.kc);
    let mc_max = e.index(t.mc);
    let outer_sizes: Vec<ValueId> = x.c.outer.iter().map(|&d| x.size(e, d)).collect();
    let z = x.zero_index;
    // A's rows: at a constant step when its map is linear, else from a table per block.
    let tabulate = !x.c.maps[0].results.iter().all(linear);
    let index = e.ctx().index_type();
    let mc_rows = e.min(mc_max, m_size);
    let table = tabulate.then(|| e.alloc_1d(index, mc_rows));
    super::kernel::for_each(e, x, &outer_sizes, batch.to_vec(), &mut |e, ivs| {
        e.for_(z, k_size, kc_max, |e, pc| {
            let rest = e.sub(k_size, pc);
            let kcur = e.min(kc_max, rest);
            let first = x
                .overwrite
                .then(|| super::kernel::first_update(e, x, &ivs[batch.len()..], pc));
            let b0 = f[1].offset(e, x, 1, &ivs, [z, jc, pc]);
            let (bk, bn) = (f[1].step[2], f[1].step[1]);
            let b_inner = if x.innermost(1, x.c.n) {
                Inner::N
            } else if x.innermost(1, x.c.k) {
                Inner::K
            } else {
                Inner::Other
            };
            leaf(e, |e| {
                pack_b(e, x, [f[1].buf, b0, bk, bn], bp, kcur, ncur, b_inner)
            });
            e.for_(z, m_size, mc_max, |e, ic| {
                let rest = e.sub(m_size, ic);
                let mcur = e.min(mc_max, rest);
                let rows = match table {
                    // A's row offsets (its map divides m: a convolution's positions), a
                    // leaf of its own so that LLVM optimizes it (the driver is not).
                    Some(table) => {
                        leaf(e, |e| {
                            e.for_range(mcur, |e, i| {
                                let m = e.add(ic, i);
                                let off = f[0].offset(e, x, 0, &ivs, [m, z, pc]);
                                e.store(off, table, &[i]);
                            })
                        });
                        Rows::Table(table)
                    }
                    None => Rows::Step(f[0].offset(e, x, 0, &ivs, [ic, z, pc]), f[0].step[0]),
                };
                let ak = f[0].step[2];
                leaf(e, |e| pack_a(e, x, [f[0].buf, ak], rows, ap, kcur, mcur));
                let c0 = f[2].offset(e, x, 2, &ivs, [ic, jc, z]);
                let (cm, cn) = (f[2].step[0], f[2].step[1]);
                leaf(e, |e| {
                    macro_kernel(
                        e,
                        x,
                        [ap, bp, tile],
                        [f[2].buf, c0, cm, cn],
                        [mcur, ncur, kcur],
                        first,
                    )
                });
            });
        });
    });
    if let Some(table) = table {
        e.effect(memref_ops::DeallocOp::NAME, &[table]);
    }
}

/// Where A's rows of the current block start in its flat view.
#[derive(Clone, Copy)]
enum Rows {
    /// The first row's offset and the step between rows.
    Step(ValueId, ValueId),
    /// One offset per row of the block.
    Table(ValueId),
}

impl Rows {
    fn at(self, e: &mut Emit<'_, '_>, i: ValueId) -> ValueId {
        match self {
            Rows::Step(a0, am) => {
                let off = e.mul(i, am);
                e.add(a0, off)
            }
            Rows::Table(t) => e.load(t, &[i]),
        }
    }
}

/// Which of B's loops is its innermost dimension (of unit stride: identity layouts).
#[derive(Clone, Copy, PartialEq)]
enum Inner {
    N,
    K,
    Other,
}

/// B's block (`kcur` x `ncur` from `src[b0 + p * bk + j * bn]`, the unit stride known to
/// LLVM) into NR-column micro-panels `bp[(jp * kcur + p) * NR + jj]`, columns past `ncur`
/// zeroed. With B's n innermost rows are copied along n; otherwise (a transposed B) a full
/// panel's NR columns are copied side by side for each k.
fn pack_b(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    [src, b0, bk, bn]: [ValueId; 4],
    bp: ValueId,
    kcur: ValueId,
    ncur: ValueId,
    inner: Inner,
) {
    let nr = x.t.nr();
    let np = e.ceil_div_c(ncur, nr);
    e.for_range(np, |e, jp| {
        let j0 = e.mul_c(jp, nr);
        let rest = e.sub(ncur, j0);
        let nr_c = e.index(nr);
        let cols = e.min(nr_c, rest);
        let base = e.mul(jp, kcur);
        let at = |e: &mut Emit<'_, '_>, p: ValueId, jj: ValueId| {
            let row = e.add(base, p);
            let row = e.mul_c(row, nr);
            e.add(row, jj)
        };
        let copy = |e: &mut Emit<'_, '_>, p: ValueId, jj: ValueId| {
            let j = e.add(j0, jj);
            let pk = if inner == Inner::K { p } else { e.mul(p, bk) };
            let from = e.add(b0, pk);
            let jn = if inner == Inner::N { j } else { e.mul(j, bn) };
            let from = e.add(from, jn);
            let v = e.load(src, &[from]);
            let to = at(e, p, jj);
            e.store(v, bp, &[to]);
        };
        let full = e.eq(cols, nr_c);
        if inner == Inner::N {
            // A full panel's rows as NV vectors (LLVM left the scalar copy unvectorized).
            e.if_else(
                full,
                |e| {
                    e.for_range(kcur, |e, p| {
                        let pk = e.mul(p, bk);
                        let from = e.add(b0, pk);
                        let from = e.add(from, j0);
                        let zero = e.index(0);
                        let to = at(e, p, zero);
                        for v in 0..x.t.nv {
                            let f = e.add_c(from, v * x.t.lanes);
                            let val = e.vload(x.vty, src, &[f]);
                            let t = e.add_c(to, v * x.t.lanes);
                            e.vstore(val, bp, &[t]);
                        }
                    })
                },
                |e| e.for_range(kcur, |e, p| e.for_range(cols, |e, jj| copy(e, p, jj))),
            );
        } else {
            e.if_else(
                full,
                |e| e.for_range(kcur, |e, p| unrolled(e, nr, &|e, jj| copy(e, p, jj))),
                |e| e.for_range(cols, |e, jj| e.for_range(kcur, |e, p| copy(e, p, jj))),
            );
        }
        // Columns past N only reach discarded accumulator lanes; zeros keep them defined.
        let one = e.index(1);
        e.for_range(kcur, |e, p| {
            e.for_(cols, nr_c, one, |e, jj| {
                let z = e.zero(x.elem);
                let to = at(e, p, jj);
                e.store(z, bp, &[to]);
            })
        });
    });
}

/// A's block (`mcur` x `kcur` from `src[rows(i) + p * ak]`; `ak` is 1 when A is read
/// along k) into MR-row micro-panels (layout: `a_offset`), rows past `mcur` zeroed.
fn pack_a(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    [src, ak]: [ValueId; 2],
    rows_at: Rows,
    ap: ValueId,
    kcur: ValueId,
    mcur: ValueId,
) {
    let mr = x.t.mr;
    let mp = e.ceil_div_c(mcur, mr);
    let index_t = e.ctx().index_type();
    e.for_range(mp, |e, ip| {
        let i0 = e.mul_c(ip, mr);
        let rest = e.sub(mcur, i0);
        let mr_c = e.index(mr);
        let rows = e.min(mr_c, rest);
        let copy = |e: &mut Emit<'_, '_>, p: ValueId, ii: ValueId| {
            let i = e.add(i0, ii);
            let from = rows_at.at(e, i);
            let pk = if x.c.a_along_k { p } else { e.mul(p, ak) };
            let from = e.add(from, pk);
            let v = e.load(src, &[from]);
            let to = a_offset(e, x, ip, ii, p, kcur);
            e.store(v, ap, &[to]);
        };
        // The source's contiguous dimension innermost, as the panel's.
        if x.c.a_along_k {
            // Each row as vectors, then the last elements (the row's offset is loaded once:
            // LLVM cannot hoist it past the stores, which kept the copy scalar).
            let lanes = x.t.lanes;
            e.for_range(rows, |e, ii| {
                let i = e.add(i0, ii);
                let row = rows_at.at(e, i);
                let zero = e.index(0);
                let to = a_offset(e, x, ip, ii, zero, kcur);
                let vectors = e.index(lanes);
                let whole = e.op(arith_ops::DivUIOp::NAME, &[kcur, vectors], index_t);
                let whole = e.mul_c(whole, lanes);
                e.for_(zero, whole, vectors, |e, p| {
                    let f = e.add(row, p);
                    let val = e.vload(x.vty, src, &[f]);
                    let t = e.add(to, p);
                    e.vstore(val, ap, &[t]);
                });
                let one = e.index(1);
                e.for_(whole, kcur, one, |e, p| {
                    let f = e.add(row, p);
                    let val = e.load(src, &[f]);
                    let t = e.add(to, p);
                    e.store(val, ap, &[t]);
                });
            });
        } else {
            e.for_range(kcur, |e, p| e.for_range(rows, |e, ii| copy(e, p, ii)));
        }
        let one = e.index(1);
        e.for_(rows, mr_c, one, |e, ii| {
            e.for_range(kcur, |e, p| {
                let z = e.zero(x.elem);
                let to = a_offset(e, x, ip, ii, p, kcur);
                e.store(z, ap, &[to]);
            })
        });
    });
}

/// Every micro-panel pair of one block: the micro-kernel, then `C[c0 + i * cm + j * cn] +=`
/// the tile (`=` where `first` holds), with vector loads and stores for a full tile of a C
/// whose rows are contiguous (`cn == 1`), else through `tile` and scalar updates of the part
/// inside C.
fn macro_kernel(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    [ap, bp, tile]: [ValueId; 3],
    [c, c0, cm, cn]: [ValueId; 4],
    [mcur, ncur, kcur]: [ValueId; 3],
    first: Option<ValueId>,
) {
    let t = x.t;
    let mp = e.ceil_div_c(mcur, t.mr);
    let np = e.ceil_div_c(ncur, t.nr());
    e.for_range(np, |e, jp| {
        e.for_range(mp, |e, ip| {
            let accs = micro_kernel(e, x, ap, bp, ip, jp, kcur);
            let i0 = e.mul_c(ip, t.mr);
            let j0 = e.mul_c(jp, t.nr());
            let rest = e.sub(mcur, i0);
            let mr_c = e.index(t.mr);
            let rows = e.min(mr_c, rest);
            let rest = e.sub(ncur, j0);
            let nr_c = e.index(t.nr());
            let cols = e.min(nr_c, rest);
            let at = |e: &mut Emit<'_, '_>, i: ValueId, j: ValueId| {
                let r = e.mul(i, cm);
                let col = e.mul(j, cn);
                let off = e.add(r, col);
                e.add(c0, off)
            };
            let full_rows = e.eq(rows, mr_c);
            let full_cols = e.eq(cols, nr_c);
            let one = e.index(1);
            let unit = e.eq(cn, one);
            let full = e.and(full_rows, full_cols);
            let fast = e.and(full, unit);
            // A product that overwrites C writes its first update without reading C.
            let vector_update = |e: &mut Emit<'_, '_>, read: bool| {
                for i in 0..t.mr {
                    let row = e.add_c(i0, i);
                    for v in 0..t.nv {
                        let col = e.add_c(j0, v * t.lanes);
                        let r = e.mul(row, cm);
                        let idx = e.add(r, col);
                        let idx = e.add(c0, idx);
                        let acc = accs[(i * t.nv + v) as usize];
                        let new = if read {
                            let old = e.vload(x.vty, c, &[idx]);
                            e.op(arith_ops::AddFOp::NAME, &[old, acc], x.vty)
                        } else {
                            acc
                        };
                        e.vstore(new, c, &[idx]);
                    }
                }
            };
            let scalar_update = |e: &mut Emit<'_, '_>, read: bool| {
                e.for_range(rows, |e, ii| {
                    e.for_range(cols, |e, jj| {
                        let row = e.add(i0, ii);
                        let col = e.add(j0, jj);
                        let idx = at(e, row, col);
                        let from = e.mul_c(ii, t.nr());
                        let from = e.add(from, jj);
                        let part = e.load(tile, &[from]);
                        let new = if read {
                            let old = e.load(c, &[idx]);
                            e.op(arith_ops::AddFOp::NAME, &[old, part], x.elem)
                        } else {
                            part
                        };
                        e.store(new, c, &[idx]);
                    });
                });
            };
            let either = |e: &mut Emit<'_, '_>, form: &dyn Fn(&mut Emit<'_, '_>, bool)| match first
            {
                Some(first) => e.if_else(first, |e| form(e, false), |e| form(e, true)),
                None => form(e, true),
            };
            e.if_else(
                fast,
                |e| either(e, &vector_update),
                |e| {
                    for i in 0..t.mr {
                        for v in 0..t.nv {
                            let to = e.index(i * t.nr() + v * t.lanes);
                            e.vstore(accs[(i * t.nv + v) as usize], tile, &[to]);
                        }
                    }
                    either(e, &scalar_update);
                },
            );
        });
    });
}
