//! The generated product (Goto/BLIS order): an `scf.parallel` over batch indices and N
//! parts; per part a packed B panel (kc x nc, NR-column micro-panels) and per M block a packed
//! A block (mc x kc, MR-row micro-panels); the micro-kernel keeps an MR x NR tile of C in
//! MR * NV vector accumulators (`scf.for` iter_args over k: NV vector loads of B, MR
//! broadcasts of A, MR * NV `math.fma`), then adds the tile to C.

use super::builder::Emit;
use super::contraction::Contraction;
use super::epilogue::{Epilogue, Input};
use super::tiles::Tiles;
use crate::linalg_to_loops::indexing::{dim_size, indices};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_math::ops as math_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_vector::ops as vector_ops;
use xla_ir::affine::AffineExpr;
use xla_ir::{OperationState, Type, ValueId};

/// The operands: A, B, C (memrefs), and where their loops stand.
pub(super) struct Ctx<'c> {
    pub c: &'c Contraction,
    pub t: Tiles,
    pub ops: [ValueId; 3],
    pub elem: Type,
    pub vty: Type,
    pub zero_index: ValueId,
    /// The fused element-wise consumer and its output viewed with C's shape.
    epi: Option<(&'c Epilogue, ValueId)>,
    /// C's prior contents are not kept: the first update writes C (`outline::OVERWRITE_ATTR`).
    pub overwrite: bool,
}

impl Ctx<'_> {
    /// Element indices of operand `x` at the given loop values (batch ivs followed by the
    /// outer reduction ivs, m, n, k).
    pub fn at(
        &self,
        e: &mut Emit<'_, '_>,
        x: usize,
        batch: &[ValueId],
        m: ValueId,
        n: ValueId,
        k: ValueId,
    ) -> Vec<ValueId> {
        let mut ivs = vec![self.zero_index; self.c.sources.len()];
        for (&d, &v) in self.c.batch.iter().chain(&self.c.outer).zip(batch) {
            ivs[d] = v;
        }
        ivs[self.c.m] = m;
        ivs[self.c.n] = n;
        ivs[self.c.k] = k;
        let loc = e.loc;
        indices(e.rw, loc, &self.c.maps[x], &ivs).unwrap_or_default()
    }

    /// Operand `x`'s innermost dimension is loop `d`.
    pub fn innermost(&self, x: usize, d: usize) -> bool {
        self.c.maps[x].results.last() == Some(&AffineExpr::Dim(d as u32))
    }

    pub fn size(&self, e: &mut Emit<'_, '_>, d: usize) -> ValueId {
        let (operand, dim) = self.c.sources[d];
        let loc = e.loc;
        dim_size(e.rw, loc, self.ops[operand], dim)
    }
}

/// Attribute of the `scf.parallel` over tasks: the grain `--convert-scf-parallel-to-runtime`
/// passes to the runtime (each task is already sized to be worth a thread).
pub const GRAIN_ATTR: &str = crate::scf_parallel_to_runtime::cost::GRAIN_ATTR;

/// Least multiply-adds per task: smaller products run as fewer tasks (one below this).
pub const TASK_FMAS: i64 = 1 << 20;

/// `ceil(a / b)` on index values (`b > 0`).
fn ceil_div(e: &mut Emit<'_, '_>, a: ValueId, b: ValueId) -> ValueId {
    let one = e.index(1);
    let biased = e.add(a, b);
    let biased = e.sub(biased, one);
    let t = e.ctx().index_type();
    e.op(arith_ops::DivUIOp::NAME, &[biased, b], t)
}

fn max(e: &mut Emit<'_, '_>, a: ValueId, b: ValueId) -> ValueId {
    let t = e.ctx().index_type();
    e.op(arith_ops::MaxSIOp::NAME, &[a, b], t)
}

/// Emits the product before the insertion point of `e`; `c_fast` when C's rows are
/// contiguous; `epi`: an element-wise consumer applied in each tile's last update; `tasks` is
/// how many tasks one batch element's N range is split into at most (whole NR micro-panels,
/// each part packing its own B panel).
///
/// The work items are (batch element, N part) pairs, numbered batch-major; an
/// `scf.parallel` over tasks runs contiguous ranges of items, as many tasks as the product
/// has [`TASK_FMAS`] multiply-adds (at most one per item). Each C element is computed by
/// one item in the same k order whatever the split, so results do not depend on it.
#[allow(clippy::too_many_arguments)]
pub fn emit(
    e: &mut Emit<'_, '_>,
    c: &Contraction,
    t: Tiles,
    ops: [ValueId; 3],
    c_fast: bool,
    epi: Option<&Epilogue>,
    tasks: i64,
    overwrite: bool,
) {
    let ctx = e.ctx();
    let zero_index = e.index(0);
    let epi = epi.map(|epi| {
        let out = match epi.reassociation {
            None => epi.out,
            Some(reassociation) => {
                let c_ty = e.rw.body().value_type(ops[2]);
                let shape = ctx.shape(c_ty).unwrap_or_default().to_vec();
                let ty = ctx.memref_type(&shape, epi.out_elem);
                crate::scf_to_cf::build::op1(
                    e.rw,
                    memref_ops::CollapseShapeOp::NAME,
                    e.loc,
                    &[epi.out],
                    ty,
                    &[("reassociation", reassociation)],
                )
            }
        };
        (epi, out)
    });
    let x = Ctx {
        c,
        t,
        ops,
        elem: c.elem,
        vty: ctx.vector_type(&[t.lanes], c.elem),
        zero_index,
        epi,
        overwrite,
    };
    let (m_size, n_size, k_size) = (x.size(e, c.m), x.size(e, c.n), x.size(e, c.k));
    // Without an epilogue the packing and the macro-kernel are shared leaves (`flat.rs`).
    let types = ops.map(|v| e.rw.body().value_type(v));
    let flat = (x.epi.is_none() && super::flat::applies(ctx, c, types))
        .then(|| super::flat::operands(e, &x));
    let batch_sizes: Vec<ValueId> = c.batch.iter().map(|&d| x.size(e, d)).collect();
    let one = e.index(1);
    let mut batch_total = one;
    for &s in &batch_sizes {
        batch_total = e.mul(batch_total, s);
    }
    // N parts: at least ceil(N / nc), and up to `tasks` per batch element when the batch
    // alone gives fewer, never more than the micro-panels.
    let panels = e.ceil_div_c(n_size, t.nr());
    let least = e.ceil_div_c(n_size, t.nc);
    let tasks_c = e.index(tasks.max(1));
    let batch_nz = max(e, batch_total, one);
    let wanted = ceil_div(e, tasks_c, batch_nz);
    let panels_nz = max(e, panels, one);
    let wanted = e.min(wanted, panels_nz);
    let parts = max(e, least, wanted);
    let per_part = ceil_div(e, panels, parts);
    let per_part = max(e, per_part, one);
    let nc = e.mul_c(per_part, t.nr());
    let parts = ceil_div(e, n_size, nc);
    let items = e.mul(batch_total, parts);
    // Tasks: one per TASK_FMAS multiply-adds, at least one, at most one per item.
    let fmas = e.mul(m_size, n_size);
    let fmas = e.mul(fmas, k_size);
    let fmas = e.mul(fmas, batch_total);
    let task_fmas = e.index(TASK_FMAS);
    let index_t = ctx.index_type();
    let by_work = e.op(arith_ops::DivUIOp::NAME, &[fmas, task_fmas], index_t);
    let by_work = max(e, by_work, one);
    let n_tasks = e.min(by_work, items);
    let n_tasks_nz = max(e, n_tasks, one);
    let per_task = ceil_div(e, items, n_tasks_nz);
    let per_task = max(e, per_task, one);
    let n_tasks = ceil_div(e, items, per_task);
    let grain = ctx.integer_attr(ctx.i64(), 1);
    let mut attrs = vec![(GRAIN_ATTR, grain)];
    if flat.is_some() {
        attrs.push((super::flat::OPTNONE_ATTR, ctx.unit_attr()));
    }
    e.parallel_with(&[zero_index], &[n_tasks], &[one], &attrs, |e, ivs| {
        let first = e.mul(ivs[0], per_task);
        let past = e.add(first, per_task);
        let past = e.min(past, items);
        let bufs = buffers(e, &x, per_part, [m_size, k_size]);
        e.for_(first, past, one, |e, item| {
            let part = e.op(arith_ops::RemUIOp::NAME, &[item, parts], index_t);
            let mut rest = e.op(arith_ops::DivUIOp::NAME, &[item, parts], index_t);
            let mut batch = vec![zero_index; batch_sizes.len()];
            for (d, &s) in batch_sizes.iter().enumerate().rev() {
                batch[d] = e.op(arith_ops::RemUIOp::NAME, &[rest, s], index_t);
                rest = e.op(arith_ops::DivUIOp::NAME, &[rest, s], index_t);
            }
            let jc = e.mul(part, nc);
            let sizes = [m_size, n_size, k_size];
            match &flat {
                Some(f) => super::flat::part_product(e, &x, f, &batch, jc, nc, bufs, sizes),
                None => part_product(e, &x, &batch, jc, nc, bufs, sizes, c_fast),
            }
        });
        for buf in bufs {
            e.effect(memref_ops::DeallocOp::NAME, &[buf]);
        }
    });
}

/// One task's packed A block, packed B panel (for parts of `per_part` micro-panels) and
/// C tile, their padding zeroed once.
fn buffers(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    per_part: ValueId,
    [m_size, k_size]: [ValueId; 2],
) -> [ValueId; 3] {
    let t = x.t;
    let kc_max = e.index(t.kc);
    let kcap = e.min(kc_max, k_size);
    let mc_max = e.index(t.mc);
    let mcap = e.min(mc_max, m_size);
    let mcap = e.ceil_div_c(mcap, t.mr);
    let a_len = e.mul_c(mcap, t.mr);
    // Panels read along k have rows of the target's kc (`a_offset`).
    let a_len = if x.c.a_along_k {
        e.mul_c(a_len, a_row_stride(t))
    } else {
        e.mul(a_len, kcap)
    };
    let b_len = e.mul_c(per_part, t.nr());
    let b_len = e.mul(b_len, kcap);
    let tile_len = e.index(t.mr * t.nr());
    // The packing loops zero the padding of partial panels (`pack_a`, `pack_b`).
    [a_len, b_len, tile_len].map(|n| e.alloc_1d(x.elem, n))
}

/// One N part `[jc, jc + nc)` of one batch element: the outer reduction, k and M block loops.
#[allow(clippy::too_many_arguments)]
fn part_product(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    batch: &[ValueId],
    jc: ValueId,
    nc: ValueId,
    [ap, bp, tile]: [ValueId; 3],
    [m_size, n_size, k_size]: [ValueId; 3],
    c_fast: bool,
) {
    let t = x.t;
    let rest = e.sub(n_size, jc);
    let ncur = e.min(nc, rest);
    let np = e.ceil_div_c(ncur, t.nr());
    let kc_max = e.index(t.kc);
    let mc_max = e.index(t.mc);
    let outer_sizes: Vec<ValueId> = x.c.outer.iter().map(|&d| x.size(e, d)).collect();
    let batch_len = batch.len();
    for_each(e, x, &outer_sizes, batch.to_vec(), &mut |e, ivs| {
        let batch = &ivs[..];
        e.for_(x.zero_index, k_size, kc_max, |e, pc| {
            let rest = e.sub(k_size, pc);
            let kcur = e.min(kc_max, rest);
            let last = x
                .epi
                .map(|_| last_update(e, &ivs[batch_len..], &outer_sizes, pc, kcur, k_size));
            let first = x
                .overwrite
                .then(|| first_update(e, x, &ivs[batch_len..], pc));
            pack_b(e, x, batch, bp, jc, np, pc, kcur, n_size);
            e.for_(x.zero_index, m_size, mc_max, |e, ic| {
                let rest = e.sub(m_size, ic);
                let mcur = e.min(mc_max, rest);
                let mp = e.ceil_div_c(mcur, t.mr);
                pack_a(e, x, batch, ap, ic, mp, pc, kcur, m_size);
                e.for_range(np, |e, jp| {
                    e.for_range(mp, |e, ip| {
                        let accs = micro_kernel(e, x, ap, bp, ip, jp, kcur);
                        let i0 = e.mul_c(ip, t.mr);
                        let i0 = e.add(ic, i0);
                        let j0 = e.mul_c(jp, t.nr());
                        let j0 = e.add(jc, j0);
                        let at = [i0, j0, m_size, n_size];
                        let when = [first, last];
                        update_c(e, x, batch, &accs, tile, at, c_fast, when);
                    });
                });
            });
        });
    });
}

/// The k block at `pc` of `kcur` steps is the last one, in the last outer reduction step.
fn last_update(
    e: &mut Emit<'_, '_>,
    outer: &[ValueId],
    outer_sizes: &[ValueId],
    pc: ValueId,
    kcur: ValueId,
    k_size: ValueId,
) -> ValueId {
    let end = e.add(pc, kcur);
    let mut last = e.eq(end, k_size);
    for (&iv, &size) in outer.iter().zip(outer_sizes) {
        let one = e.index(1);
        let final_iv = e.sub(size, one);
        let here = e.eq(iv, final_iv);
        last = e.and(last, here);
    }
    last
}

/// The k block at `pc` is the first one, in the first outer reduction step: the update that
/// writes C when the product overwrites it.
pub(super) fn first_update(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    outer: &[ValueId],
    pc: ValueId,
) -> ValueId {
    let mut first = e.eq(pc, x.zero_index);
    for &iv in outer {
        let here = e.eq(iv, x.zero_index);
        first = e.and(first, here);
    }
    first
}

/// The consumer's body on `product` (a vector of `lanes` when `vector`, else a scalar) at
/// column `col`: its other inputs loaded (scalars broadcast, columns as vectors), its ops
/// re-created on the widened types. Returns the yielded value.
fn apply_epilogue(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    epi: &Epilogue,
    product: ValueId,
    col: ValueId,
    vector: bool,
) -> ValueId {
    let ctx = e.ctx();
    let lanes = x.t.lanes;
    let widen = |t: Type| {
        if vector {
            ctx.vector_type(&[lanes], t)
        } else {
            t
        }
    };
    let (args, ops) = {
        let body = e.rw.body();
        let region = body.local_regions(epi.consumer)[0];
        let block = body.entry_block(region).expect("checked by epilogue::find");
        let args = body.block_args(block).to_vec();
        let ops: Vec<_> = body
            .block_ops(block)
            .map(|o| {
                let d = body.op(o);
                (
                    ctx.op_name_str(d.name).to_string(),
                    body.operands(o).collect::<Vec<_>>(),
                    body.results(o).to_vec(),
                    d.props.clone(),
                    d.attrs.clone(),
                )
            })
            .collect();
        (args, ops)
    };
    let mut values = std::collections::HashMap::new();
    for (&arg, input) in args.iter().zip(&epi.inputs) {
        let v = match *input {
            Input::Product => product,
            Input::Scalar(m) => {
                let s = e.load(m, &[]);
                if vector {
                    let t = widen(e.rw.body().value_type(s));
                    e.op(vector_ops::BroadcastOp::NAME, &[s], t)
                } else {
                    s
                }
            }
            Input::Column(m) => {
                if vector {
                    let elem = ctx.element_type(e.rw.body().value_type(m));
                    e.vload(ctx.vector_type(&[lanes], elem), m, &[col])
                } else {
                    e.load(m, &[col])
                }
            }
        };
        values.insert(arg, v);
    }
    for (name, operands, results, props, attrs) in ops {
        let mut mapped = Vec::with_capacity(operands.len());
        for v in operands {
            let m = match values.get(&v) {
                Some(&m) => m,
                // A scalar from outside the body (defined before the product).
                None if vector => {
                    let t = widen(e.rw.body().value_type(v));
                    e.op(vector_ops::BroadcastOp::NAME, &[v], t)
                }
                None => v,
            };
            mapped.push(m);
        }
        let operands = mapped;
        if name == linalg_ops::YieldOp::NAME {
            return operands[0];
        }
        let scalar_types: Vec<Type> = results.iter().map(|&r| e.rw.body().value_type(r)).collect();
        // A constant is made as a scalar and broadcast.
        let splat = vector && operands.is_empty();
        let types: Vec<Type> = if splat {
            scalar_types.clone()
        } else {
            scalar_types.iter().map(|&t| widen(t)).collect()
        };
        let mut st = OperationState::new(ctx, &name, e.loc)
            .operands(&operands)
            .results(&types);
        st.props = props;
        st.attrs = attrs;
        let op = e.rw.create(st);
        let made = e.rw.body().results(op).to_vec();
        for ((&r, &m), &t) in results.iter().zip(&made).zip(&scalar_types) {
            let m = if splat {
                e.op(vector_ops::BroadcastOp::NAME, &[m], widen(t))
            } else {
                m
            };
            values.insert(r, m);
        }
    }
    product
}

/// `body` inside one loop per size in `sizes` (the outer reduction loops), given `ivs`
/// followed by their induction variables.
pub(super) fn for_each(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    sizes: &[ValueId],
    ivs: Vec<ValueId>,
    body: &mut dyn FnMut(&mut Emit<'_, '_>, Vec<ValueId>),
) {
    let Some((&size, rest)) = sizes.split_first() else {
        body(e, ivs);
        return;
    };
    let one = e.index(1);
    e.for_(x.zero_index, size, one, |e, iv| {
        let mut ivs = ivs.clone();
        ivs.push(iv);
        for_each(e, x, rest, ivs, body);
    });
}

/// `body(i)` for each constant `i` in `0..n`.
pub(super) fn unrolled(e: &mut Emit<'_, '_>, n: i64, body: &dyn Fn(&mut Emit<'_, '_>, ValueId)) {
    for i in 0..n {
        let i = e.index(i);
        body(e, i);
    }
}

/// B[pc.., j0..] into NR-column micro-panels: `bp[(jp * kcur + p) * NR + jj]`.
#[allow(clippy::too_many_arguments)]
fn pack_b(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    batch: &[ValueId],
    bp: ValueId,
    jc: ValueId,
    np: ValueId,
    pc: ValueId,
    kcur: ValueId,
    n_size: ValueId,
) {
    let nr = x.t.nr();
    e.for_range(np, |e, jp| {
        let j0 = e.mul_c(jp, nr);
        let j0 = e.add(jc, j0);
        let rest = e.sub(n_size, j0);
        let nr_c = e.index(nr);
        let cols = e.min(nr_c, rest);
        let base = e.mul(jp, kcur);
        let copy = |e: &mut Emit<'_, '_>, p: ValueId, jj: ValueId| {
            let k = e.add(pc, p);
            let j = e.add(j0, jj);
            let idx = x.at(e, 1, batch, x.zero_index, j, k);
            let v = e.load(x.ops[1], &idx);
            let row = e.add(base, p);
            let row = e.mul_c(row, nr);
            let at = e.add(row, jj);
            e.store(v, bp, &[at]);
        };
        // The source's contiguous dimension innermost, except that a full panel of a
        // transposed B is stored contiguously, its NR columns unrolled (as A's, `pack_a`).
        if x.innermost(1, x.c.n) {
            e.for_range(kcur, |e, p| e.for_range(cols, |e, jj| copy(e, p, jj)));
        } else {
            let full = e.eq(cols, nr_c);
            e.if_else(
                full,
                |e| e.for_range(kcur, |e, p| unrolled(e, nr, &|e, jj| copy(e, p, jj))),
                |e| e.for_range(cols, |e, jj| e.for_range(kcur, |e, p| copy(e, p, jj))),
            );
        }
        // Columns past N in a partial panel only reach discarded accumulator lanes; zeros
        // keep every value the kernel reads defined (and never a slow denormal).
        let one = e.index(1);
        e.for_range(kcur, |e, p| {
            e.for_(cols, nr_c, one, |e, jj| {
                let z = e.zero(x.elem);
                let row = e.add(base, p);
                let row = e.mul_c(row, nr);
                let at = e.add(row, jj);
                e.store(z, bp, &[at]);
            })
        });
    });
}

/// A[i0.., pc..] into MR-row micro-panels: `ap[(ip * kcur + p) * MR + ii]`.
#[allow(clippy::too_many_arguments)]
fn pack_a(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    batch: &[ValueId],
    ap: ValueId,
    ic: ValueId,
    mp: ValueId,
    pc: ValueId,
    kcur: ValueId,
    m_size: ValueId,
) {
    let mr = x.t.mr;
    e.for_range(mp, |e, ip| {
        let i0 = e.mul_c(ip, mr);
        let i0 = e.add(ic, i0);
        let rest = e.sub(m_size, i0);
        let mr_c = e.index(mr);
        let rows = e.min(mr_c, rest);
        let copy = |e: &mut Emit<'_, '_>, p: ValueId, ii: ValueId| {
            let k = e.add(pc, p);
            let i = e.add(i0, ii);
            let idx = x.at(e, 0, batch, i, x.zero_index, k);
            let v = e.load(x.ops[0], &idx);
            let at = a_offset(e, x, ip, ii, p, kcur);
            e.store(v, ap, &[at]);
        };
        // The source's contiguous dimension innermost, as the panel's.
        if x.c.a_along_k {
            let mr_c = e.index(mr);
            let full = e.eq(rows, mr_c);
            e.if_else(
                full,
                |e| e.for_range(kcur, |e, p| unrolled(e, mr, &|e, ii| copy(e, p, ii))),
                |e| e.for_range(rows, |e, ii| e.for_range(kcur, |e, p| copy(e, p, ii))),
            );
        } else {
            e.for_range(kcur, |e, p| e.for_range(rows, |e, ii| copy(e, p, ii)));
        }
        // Rows past M in a partial panel, as B's columns (`pack_b`).
        let one = e.index(1);
        e.for_(rows, mr_c, one, |e, ii| {
            e.for_range(kcur, |e, p| {
                let z = e.zero(x.elem);
                let at = a_offset(e, x, ip, ii, p, kcur);
                e.store(z, ap, &[at]);
            })
        });
    });
}

/// The distance between the rows of a packed A panel read along k: kc and one cache line
/// (64 bytes), so that the MR rows the kernel reads at one k step do not fall into the same
/// few L1 sets (a power-of-two kc maps them to 2 of 64).
fn a_row_stride(t: Tiles) -> i64 {
    t.kc + t.line
}

/// Where A's element (row `ii`, step `p`) of micro-panel `ip` lies in the packed block.
/// When A is read along k (`a_along_k`) a panel is MR rows of `kc` (the target's block,
/// whatever `kcur` is) elements, `ap[(ip * MR + ii) * kc + p]`, so that packing copies
/// contiguous runs (stores at stride MR were vectorized by LLVM into scatters, 17% of a
/// 1024² product on Zen 4) and the kernel's MR broadcasts sit at constant offsets;
/// otherwise MR-element columns, `ap[(ip * kcur + p) * MR + ii]`.
pub(super) fn a_offset(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    ip: ValueId,
    ii: ValueId,
    p: ValueId,
    kcur: ValueId,
) -> ValueId {
    let (mr, kc) = (x.t.mr, a_row_stride(x.t));
    if x.c.a_along_k {
        let row = e.mul_c(ip, mr);
        let row = e.add(row, ii);
        let row = e.mul_c(row, kc);
        e.add(row, p)
    } else {
        let row = e.mul(ip, kcur);
        let row = e.add(row, p);
        let row = e.mul_c(row, mr);
        e.add(row, ii)
    }
}

/// The MR x NR product of A micro-panel `ip` and B micro-panel `jp` over `kcur` steps, as
/// MR * NV vectors (row-major).
pub(super) fn micro_kernel(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    ap: ValueId,
    bp: ValueId,
    ip: ValueId,
    jp: ValueId,
    kcur: ValueId,
) -> Vec<ValueId> {
    let t = x.t;
    let zero = e.zero(x.vty);
    let inits = vec![zero; (t.mr * t.nv) as usize];
    let b_panel = e.mul(jp, kcur);
    let b_panel = e.mul_c(b_panel, t.nr());
    let (lb, one) = (x.zero_index, e.index(1));
    e.for_iter(lb, kcur, one, &inits, |e, p, accs| {
        let b_row = e.mul_c(p, t.nr());
        let b_row = e.add(b_panel, b_row);
        let bv: Vec<ValueId> = (0..t.nv)
            .map(|v| {
                let at = e.add_c(b_row, v * t.lanes);
                e.vload(x.vty, bp, &[at])
            })
            .collect();
        let mut out = Vec::with_capacity(accs.len());
        for i in 0..t.mr {
            let ii = e.index(i);
            let at = a_offset(e, x, ip, ii, p, kcur);
            let a = e.load(ap, &[at]);
            let a = e.op(vector_ops::BroadcastOp::NAME, &[a], x.vty);
            for (v, &b) in bv.iter().enumerate() {
                let acc = accs[(i * t.nv) as usize + v];
                out.push(e.op(math_ops::FmaOp::NAME, &[a, b, acc], x.vty));
            }
        }
        out
    })
}

/// `old`, or zero where the update is the first of a product that overwrites C (C's old
/// contents are read but not used: this form is not the shared-leaf one, which skips them).
fn old_or_zero(e: &mut Emit<'_, '_>, first: Option<ValueId>, old: ValueId, ty: Type) -> ValueId {
    let Some(first) = first else {
        return old;
    };
    let zero = e.zero(ty);
    e.op(arith_ops::SelectOp::NAME, &[first, zero, old], ty)
}

/// C[i0.., j0..] += the tile: vector loads and stores of C for a full tile with contiguous
/// rows, else through the `tile` buffer and scalar updates of the rows and columns inside C.
/// When `last` holds (the tile's final update) and there is an epilogue, the sums go through
/// it into the consumer's output instead of C; when `first` holds (a product that overwrites
/// C), C's old value counts as zero.
#[allow(clippy::too_many_arguments)]
fn update_c(
    e: &mut Emit<'_, '_>,
    x: &Ctx<'_>,
    batch: &[ValueId],
    accs: &[ValueId],
    tile: ValueId,
    [i0, j0, m_size, n_size]: [ValueId; 4],
    c_fast: bool,
    [first, last]: [Option<ValueId>; 2],
) {
    let t = x.t;
    let c = x.ops[2];
    let rest = e.sub(m_size, i0);
    let mr_c = e.index(t.mr);
    let rows = e.min(mr_c, rest);
    let rest = e.sub(n_size, j0);
    let nr_c = e.index(t.nr());
    let cols = e.min(nr_c, rest);
    // Stores the updated `new` at `idx` (column `col`): into C, or through the epilogue.
    let put = |e: &mut Emit<'_, '_>,
               new: ValueId,
               idx: &[ValueId],
               col: ValueId,
               vector: bool,
               fin: bool| {
        match x.epi {
            Some((epi, out)) if fin => {
                let y = apply_epilogue(e, x, epi, new, col, vector);
                if vector {
                    e.vstore(y, out, idx)
                } else {
                    e.store(y, out, idx)
                }
            }
            _ if vector => e.vstore(new, c, idx),
            _ => e.store(new, c, idx),
        }
    };
    let vector_update = |e: &mut Emit<'_, '_>, fin: bool| {
        for i in 0..t.mr {
            let row = e.add_c(i0, i);
            for v in 0..t.nv {
                let col = e.add_c(j0, v * t.lanes);
                let idx = x.at(e, 2, batch, row, col, x.zero_index);
                let old = e.vload(x.vty, c, &idx);
                let old = old_or_zero(e, first, old, x.vty);
                let new = e.op(
                    arith_ops::AddFOp::NAME,
                    &[old, accs[(i * t.nv + v) as usize]],
                    x.vty,
                );
                put(e, new, &idx, col, true, fin);
            }
        }
    };
    let scalar_update = |e: &mut Emit<'_, '_>, fin: bool| {
        for i in 0..t.mr {
            for v in 0..t.nv {
                let at = e.index(i * t.nr() + v * t.lanes);
                e.vstore(accs[(i * t.nv + v) as usize], tile, &[at]);
            }
        }
        e.for_range(rows, |e, ii| {
            e.for_range(cols, |e, jj| {
                let row = e.add(i0, ii);
                let col = e.add(j0, jj);
                let idx = x.at(e, 2, batch, row, col, x.zero_index);
                let old = e.load(c, &idx);
                let old = old_or_zero(e, first, old, x.elem);
                let at = e.mul_c(ii, t.nr());
                let at = e.add(at, jj);
                let part = e.load(tile, &[at]);
                let new = e.op(arith_ops::AddFOp::NAME, &[old, part], x.elem);
                put(e, new, &idx, col, false, fin);
            });
        });
    };
    // With an epilogue, each form twice: the final update through it, the others into C.
    let either = |e: &mut Emit<'_, '_>, form: &dyn Fn(&mut Emit<'_, '_>, bool)| match last {
        Some(last) => e.if_else(last, |e| form(e, true), |e| form(e, false)),
        None => form(e, false),
    };
    if c_fast {
        let full_rows = e.eq(rows, mr_c);
        let full_cols = e.eq(cols, nr_c);
        let full = e.and(full_rows, full_cols);
        e.if_else(
            full,
            |e| either(e, &vector_update),
            |e| either(e, &scalar_update),
        );
    } else {
        either(e, &scalar_update);
    }
}
