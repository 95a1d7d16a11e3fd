//! One outermost `scf.parallel` → an outlined `func.func @<f>_parallel_<k>(!llvm.ptr, i64,
//! i64)` running iterations `[begin, end)` of it, and a call of the runtime in its place
//! with the captured values packed in a context struct (docs/lowering/parallel-runtime.md).

use super::cost;
use rustc_hash::FxHashSet;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{is_compatible, ptr_type, struct_type};
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::rewrite::conversion::UNREALIZED_CAST;
use xla_ir::rewrite::{clone_region_into, ValueMap};
use xla_ir::{
    Attribute, BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, TypeData,
    ValueId,
};

/// The runtime function the loop becomes a call of (runtime/src/lib.rs).
pub const RUNTIME_FN: &str = "xla_cpu_parallel_for";

/// The outlined body's type: `(ctx, begin, end)`.
pub fn body_type(ctx: &Context) -> Type {
    ctx.function_type(&[ptr_type(ctx), ctx.i64(), ctx.i64()], &[])
}

/// The runtime function's type: `(body, ctx, begin, end, grain)`.
pub fn runtime_type(ctx: &Context) -> Type {
    let i64t = ctx.i64();
    ctx.function_type(&[body_type(ctx), ptr_type(ctx), i64t, i64t, i64t], &[])
}

/// Where new ops go.
#[derive(Clone, Copy)]
pub(crate) enum At {
    Before(OpId),
    End(BlockId),
}

/// Creates ops at a location (shared with `--scf-nontemporal-stores`).
pub(crate) struct Emit<'c> {
    pub ctx: &'c Context,
    pub loc: Location,
}

impl Emit<'_> {
    pub(crate) fn op(
        &self,
        body: &mut Body,
        at: At,
        name: &str,
        operands: &[ValueId],
        result: Option<Type>,
        props: &[(&str, Attribute)],
    ) -> OpId {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        st.result_types.extend(result);
        for &(k, v) in props {
            st.set_attr(self.ctx, k, v);
        }
        let op = body.create_op(self.ctx, st);
        match at {
            At::Before(anchor) => body.insert_op_before(anchor, op),
            At::End(block) => body.append_op(block, op),
        }
        op
    }
    pub(crate) fn value(
        &self,
        body: &mut Body,
        at: At,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.op(body, at, name, operands, Some(ty), props);
        body.result(op, 0)
    }
    /// `scf.for %k = range iter_args(%acc = inits) { scf.yield %acc }` at `at`: its body
    /// block, `%k` and the iter_args (the loop's results have the inits' types).
    pub(crate) fn for_loop(
        &self,
        body: &mut Body,
        at: At,
        range: [ValueId; 3],
        inits: &[ValueId],
    ) -> (BlockId, ValueId, Vec<ValueId>) {
        let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        let k = body.add_block_arg(block, self.ctx.index_type(), Some(self.loc));
        let accs: Vec<ValueId> = types
            .iter()
            .map(|&t| body.add_block_arg(block, t, Some(self.loc)))
            .collect();
        self.op(
            body,
            At::End(block),
            scf_ops::YieldOp::NAME,
            &accs,
            None,
            &[],
        );
        let mut st = OperationState::new(self.ctx, scf_ops::ForOp::NAME, self.loc)
            .operands(&range)
            .operands(inits)
            .results(&types);
        st.regions.push(region);
        let op = body.create_op(self.ctx, st);
        match at {
            At::Before(anchor) => body.insert_op_before(anchor, op),
            At::End(b) => body.append_op(b, op),
        }
        (block, k, accs)
    }
    pub(crate) fn constant(&self, body: &mut Body, at: At, ty: Type, v: i64) -> ValueId {
        self.value(
            body,
            at,
            arith_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", self.ctx.integer_attr(ty, i128::from(v)))],
        )
    }
    fn cast(&self, body: &mut Body, at: At, v: ValueId, ty: Type) -> ValueId {
        self.value(body, at, arith_ops::IndexCastOp::NAME, &[v], ty, &[])
    }
    /// `llvm.insertvalue %v, %agg[position]`.
    fn insert(
        &self,
        body: &mut Body,
        at: At,
        agg: ValueId,
        v: ValueId,
        position: &[i64],
    ) -> ValueId {
        let ty = body.value_type(agg);
        let pos = self.ctx.dense_i64_array(position);
        self.value(
            body,
            at,
            llvm_ops::InsertValueOp::NAME,
            &[agg, v],
            ty,
            &[("position", pos)],
        )
    }
    /// `llvm.extractvalue %agg[index]` of type `ty`.
    fn extract(&self, body: &mut Body, at: At, agg: ValueId, index: i64, ty: Type) -> ValueId {
        let pos = self.ctx.dense_i64_array(&[index]);
        self.value(
            body,
            at,
            llvm_ops::ExtractValueOp::NAME,
            &[agg],
            ty,
            &[("position", pos)],
        )
    }
    /// `llvm.mlir.constant(v : i64) : i64`.
    fn llvm_i64(&self, body: &mut Body, at: At, v: i64) -> ValueId {
        let i64t = self.ctx.i64();
        let value = self.ctx.integer_attr(i64t, i128::from(v));
        self.value(
            body,
            at,
            llvm_ops::ConstantOp::NAME,
            &[],
            i64t,
            &[("value", value)],
        )
    }
    /// `llvm.getelementptr %base[0, field] : !llvm.struct<...>`.
    fn field_ptr(
        &self,
        body: &mut Body,
        at: At,
        base: ValueId,
        record: Type,
        field: usize,
    ) -> ValueId {
        let ctx = self.ctx;
        let indices = ctx.dense_i32_array(&[0, i32::try_from(field).unwrap_or(i32::MAX)]);
        let props = [
            ("elem_type", ctx.type_attr(record)),
            ("rawConstantIndices", indices),
            ("noWrapFlags", ctx.integer_attr(ctx.i32(), 0)),
        ];
        self.value(
            body,
            at,
            llvm_ops::GEPOp::NAME,
            &[base],
            ptr_type(ctx),
            &props,
        )
    }
}

/// How a captured value reaches the outlined function.
enum Capture {
    /// Defined by an op without operands that is cheap and pure (a constant): made again.
    Remat(OpId),
    /// Stored in the context struct as this llvm type.
    Field(Type),
    /// A memref whose type fixes its sizes, strides and offset (these are made again as
    /// constants): only its two pointers are stored, which keeps the caller (often a whole
    /// model's glue code) small. Holds the descriptor's llvm type and the constants.
    Pointers(Type, StaticDescriptor),
}

/// Offset, sizes and strides of a memref type that has them all static.
struct StaticDescriptor {
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

fn static_descriptor(ctx: &Context, ty: Type) -> Option<StaticDescriptor> {
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
        return None;
    };
    let (strides, offset) = xla_ir::strided::strides_and_offset(ctx, ty)?;
    let dynamic = |v: &i64| *v == xla_ir::DYNAMIC;
    if shape.iter().any(dynamic) || strides.iter().any(dynamic) || dynamic(&offset) {
        return None;
    }
    Some(StaticDescriptor {
        offset,
        sizes: shape.to_vec(),
        strides,
    })
}

impl Capture {
    /// The context struct's fields for this capture.
    fn fields(&self, ctx: &Context) -> Vec<Type> {
        match self {
            Capture::Remat(_) => Vec::new(),
            Capture::Field(t) => vec![*t],
            Capture::Pointers(..) => vec![ptr_type(ctx); 2],
        }
    }
}

/// Every value defined in `region` (block arguments and results, nested regions included).
fn defined_in(body: &Body, region: RegionId, out: &mut FxHashSet<ValueId>) {
    for b in body.region_blocks(region) {
        out.extend(body.block_args(b).iter().copied());
        for op in body.block_ops(b) {
            out.extend(body.results(op).iter().copied());
            for &r in body.local_regions(op) {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || defined_in(body, r, out));
            }
        }
    }
}

/// Values `region` uses but does not define, in order of first use.
fn used_from_outside(
    body: &Body,
    region: RegionId,
    inside: &FxHashSet<ValueId>,
    out: &mut Vec<ValueId>,
) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            for v in body.operands(op) {
                if !inside.contains(&v) && !out.contains(&v) {
                    out.push(v);
                }
            }
            for &r in body.local_regions(op) {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    used_from_outside(body, r, inside, out)
                });
            }
        }
    }
}

/// How `v` is captured; `None` when its type cannot travel in a struct (the loop stays).
fn capture(ctx: &Context, body: &Body, v: ValueId) -> Option<Capture> {
    if let ValueDef::Result { op, .. } = body.value(v).def {
        let name = ctx.op_name_str(body.op(op).name);
        if matches!(
            name,
            arith_ops::ConstantOp::NAME | memref_ops::GetGlobalOp::NAME
        ) && body.num_operands(op) == 0
            && body.local_regions(op).is_empty()
        {
            return Some(Capture::Remat(op));
        }
    }
    let ty = body.value_type(v);
    match ctx.type_data(ty) {
        TypeData::MemRef { .. } => {
            let llvm = crate::to_llvm::convert_type(ctx, ty)?;
            Some(match static_descriptor(ctx, ty) {
                Some(d) => Capture::Pointers(llvm, d),
                None => Capture::Field(llvm),
            })
        }
        TypeData::Index => Some(Capture::Field(ctx.i64())),
        _ if is_compatible(ctx, ty) && !matches!(ctx.type_data(ty), TypeData::Dialect { .. }) => {
            Some(Capture::Field(ty))
        }
        _ => None,
    }
}

/// A value of the context's field type at the call site (`v` as stored).
fn to_field(e: &Emit<'_>, body: &mut Body, at: At, v: ValueId, field: Type) -> ValueId {
    match e.ctx.type_data(body.value_type(v)) {
        TypeData::MemRef { .. } => e.value(body, at, UNREALIZED_CAST, &[v], field, &[]),
        TypeData::Index => e.cast(body, at, v, field),
        _ => v,
    }
}

/// The captured value back from its field in the outlined function.
fn from_field(e: &Emit<'_>, body: &mut Body, at: At, loaded: ValueId, ty: Type) -> ValueId {
    match e.ctx.type_data(ty) {
        TypeData::MemRef { .. } => e.value(body, at, UNREALIZED_CAST, &[loaded], ty, &[]),
        TypeData::Index => e.cast(body, at, loaded, ty),
        _ => loaded,
    }
}

/// Outlines `p` (an `scf.parallel` of `body`, the function body) as `name` when it has one
/// induction variable, no reductions, capturable values and enough work (or, with
/// `sequential`, whatever its work: a loop too small for the runtime is then called directly);
/// returns the new function and the op of `body` that names it, or `None` (the loop then
/// stays, and `--convert-scf-to-cf` runs it in order).
pub fn outline(
    ctx: &Context,
    body: &mut Body,
    p: OpId,
    name: &str,
    min_task_work: i64,
    sequential: bool,
) -> Option<(OperationState, OpId)> {
    let sizes = xla_dialect_scf::segment_sizes(&xla_ir::OpRef::new(ctx, body, p))?;
    if sizes != [1, 1, 1, 0] || !body.results(p).is_empty() {
        return None;
    }
    let (lb, ub, step) = (body.operand(p, 0), body.operand(p, 1), body.operand(p, 2));
    let region = *body.local_regions(p).first()?;
    let block = body
        .entry_block(region)
        .filter(|&b| body.next_block(b).is_none())?;
    let terminator = body.last_op(block)?;
    if !scf_ops::ReduceOp::is(ctx, body.op(terminator).name) || body.num_operands(terminator) != 0 {
        return None;
    }
    let unit = cost::constant_int(ctx, body, step) == Some(1);
    let trips = cost::trip_count(ctx, body, lb, ub, step);
    let grain = match cost::given_grain(ctx, body, p) {
        Some(g) => Some(g),
        None => cost::grain(cost::block_work(ctx, body, block), trips, min_task_work),
    };
    if grain.is_none() && !sequential {
        return None;
    }

    let mut inside = FxHashSet::default();
    defined_in(body, region, &mut inside);
    let mut captured = Vec::new();
    if !unit {
        // The outlined function computes its induction variables from these.
        captured.extend([lb, step, ub]);
    }
    used_from_outside(body, region, &inside, &mut captured);
    let captures: Vec<(ValueId, Capture)> = captured
        .iter()
        .map(|&v| capture(ctx, body, v).map(|c| (v, c)))
        .collect::<Option<_>>()?;
    let fields: Vec<Type> = captures.iter().flat_map(|(_, c)| c.fields(ctx)).collect();
    let record = struct_type(ctx, &fields, false);
    let e = Emit {
        ctx,
        loc: body.op(p).loc,
    };
    let (ptr, i64t, index) = (ptr_type(ctx), ctx.i64(), ctx.index_type());

    // The outlined function: unpack, then `scf.for` over [begin, end) with the loop's body.
    let mut fb = Body::with_root_regions(1);
    let entry = fb.create_block();
    let root = *fb.root_regions().first()?;
    fb.append_block(root, entry);
    let [ctx_arg, begin, end] = [ptr, i64t, i64t].map(|t| fb.add_block_arg(entry, t, Some(e.loc)));
    let mut map = ValueMap::default();
    let mut field = 0;
    for (v, c) in &captures {
        let at = At::End(entry);
        let value = match c {
            Capture::Remat(op) => {
                let data = body.op(*op);
                let mut st = OperationState::new(ctx, ctx.op_name_str(data.name), data.loc)
                    .results(&[body.value_type(*v)]);
                st.props = data.props.clone();
                st.attrs = data.attrs.clone();
                let copy = fb.create_op(ctx, st);
                fb.append_op(entry, copy);
                fb.result(copy, 0)
            }
            Capture::Field(t) => {
                let slot = e.field_ptr(&mut fb, at, ctx_arg, record, field);
                field += 1;
                let loaded = e.value(&mut fb, at, llvm_ops::LoadOp::NAME, &[slot], *t, &[]);
                from_field(&e, &mut fb, at, loaded, body.value_type(*v))
            }
            Capture::Pointers(llvm, d) => {
                let mut desc = e.value(&mut fb, at, llvm_ops::PoisonOp::NAME, &[], *llvm, &[]);
                for k in 0..2 {
                    let slot = e.field_ptr(&mut fb, at, ctx_arg, record, field);
                    field += 1;
                    let loaded = e.value(&mut fb, at, llvm_ops::LoadOp::NAME, &[slot], ptr, &[]);
                    desc = e.insert(&mut fb, at, desc, loaded, &[k]);
                }
                let constants = std::iter::once(([2, 0], d.offset))
                    .chain(d.sizes.iter().enumerate().map(|(i, &n)| ([3, i as i64], n)))
                    .chain(
                        d.strides
                            .iter()
                            .enumerate()
                            .map(|(i, &n)| ([4, i as i64], n)),
                    );
                for (at_pos, n) in constants {
                    let c = e.llvm_i64(&mut fb, at, n);
                    let position: &[i64] = if at_pos[0] == 2 {
                        &at_pos[..1]
                    } else {
                        &at_pos
                    };
                    desc = e.insert(&mut fb, at, desc, c, position);
                }
                from_field(&e, &mut fb, at, desc, body.value_type(*v))
            }
        };
        map.insert(*v, value);
    }
    let at = At::End(entry);
    let (from, to) = (
        e.cast(&mut fb, at, begin, index),
        e.cast(&mut fb, at, end, index),
    );
    let (from, to, by) = if unit {
        (from, to, e.constant(&mut fb, at, index, 1))
    } else {
        // Iteration k runs lb + k * step; the last one is capped at ub.
        let (lb, step, ub) = (map[&lb], map[&step], map[&ub]);
        let start = |fb: &mut Body, k| {
            let offset = e.value(fb, at, arith_ops::MulIOp::NAME, &[k, step], index, &[]);
            e.value(fb, at, arith_ops::AddIOp::NAME, &[lb, offset], index, &[])
        };
        let (first, past) = (start(&mut fb, from), start(&mut fb, to));
        (
            first,
            e.value(
                &mut fb,
                at,
                arith_ops::MinSIOp::NAME,
                &[past, ub],
                index,
                &[],
            ),
            step,
        )
    };
    let for_region = fb.create_region();
    let cloned = clone_region_into(ctx, body, region, &mut fb, for_region, &mut map, &|l| l)?;
    let for_block = *cloned.first()?;
    let reduce = fb.last_op(for_block)?;
    fb.erase_op(reduce);
    hoist_scratch_allocas(ctx, &mut fb, for_block, entry);
    e.op(
        &mut fb,
        At::End(for_block),
        scf_ops::YieldOp::NAME,
        &[],
        None,
        &[],
    );
    let mut for_state =
        OperationState::new(ctx, scf_ops::ForOp::NAME, e.loc).operands(&[from, to, by]);
    for_state.regions.push(for_region);
    let for_op = fb.create_op(ctx, for_state);
    fb.append_op(entry, for_op);
    e.op(
        &mut fb,
        At::End(entry),
        func_ops::ReturnOp::NAME,
        &[],
        None,
        &[],
    );
    let mut func = OperationState::new(ctx, func_ops::FuncOp::NAME, e.loc);
    func.set_attr(ctx, "sym_name", ctx.string_attr(name));
    func.set_attr(ctx, "function_type", ctx.type_attr(body_type(ctx)));
    func.set_attr(ctx, "sym_visibility", ctx.string_attr("private"));
    // LLVM would paste a directly called body back into its (often huge) caller; a body
    // that only drives calls is not worth optimizing (`cost::OPTNONE_ATTR`).
    let loop_ref = xla_ir::OpRef::new(ctx, body, p);
    let marks: &[&str] = if loop_ref.attr(cost::OPTNONE_ATTR).is_some() {
        &["noinline", "optnone"]
    } else if loop_ref.attr(cost::LEAF_ATTR).is_some() {
        // A leaf is already unrolled and vectorized by its generator: `optsize` keeps LLVM
        // from unrolling it further (matmul_1024 compiled in 51-55 ms instead of 70-78, ran
        // the same; docs/performance.md, session 9).
        &["noinline", "optsize"]
    } else {
        &["noinline"]
    };
    let marks: Vec<Attribute> = marks.iter().map(|m| ctx.string_attr(m)).collect();
    func.set_attr(ctx, "passthrough", ctx.array_attr(&marks));
    func.isolated = Some(Box::new(fb));

    // The call site: the context lives in the function's entry block (one slot, however
    // often the loop runs), filled right before the call.
    let at = At::Before(p);
    let context = if fields.is_empty() {
        e.value(body, at, llvm_ops::ZeroOp::NAME, &[], ptr, &[])
    } else {
        let fentry = body.entry_block(*body.root_regions().first()?)?;
        let first = body.first_op(fentry)?;
        let one = e.value(
            body,
            At::Before(first),
            llvm_ops::ConstantOp::NAME,
            &[],
            i64t,
            &[("value", ctx.integer_attr(i64t, 1))],
        );
        e.value(
            body,
            At::Before(first),
            llvm_ops::AllocaOp::NAME,
            &[one],
            ptr,
            &[("elem_type", ctx.type_attr(record))],
        )
    };
    let mut field = 0;
    for (v, c) in &captures {
        let stored = match c {
            Capture::Remat(_) => continue,
            Capture::Field(t) => vec![to_field(&e, body, at, *v, *t)],
            Capture::Pointers(llvm, _) => {
                let desc = to_field(&e, body, at, *v, *llvm);
                (0..2).map(|k| e.extract(body, at, desc, k, ptr)).collect()
            }
        };
        for value in stored {
            let slot = e.field_ptr(body, at, context, record, field);
            field += 1;
            e.op(body, at, llvm_ops::StoreOp::NAME, &[value, slot], None, &[]);
        }
    }
    // The body's address (runtime calls), before the range as the call's operands go.
    let constant = grain.map(|_| {
        e.op(
            body,
            at,
            func_ops::ConstantOp::NAME,
            &[],
            Some(body_type(ctx)),
            &[("value", ctx.symbol_ref(name))],
        )
    });
    let (first, past) = if unit {
        (e.cast(body, at, lb, i64t), e.cast(body, at, ub, i64t))
    } else {
        // Iterations 0 .. ceil((ub - lb) / step) (negative when empty: the runtime does nothing).
        let span = e.value(body, at, arith_ops::SubIOp::NAME, &[ub, lb], index, &[]);
        let n = e.value(
            body,
            at,
            arith_ops::CeilDivSIOp::NAME,
            &[span, step],
            index,
            &[],
        );
        (e.constant(body, at, i64t, 0), e.cast(body, at, n, i64t))
    };
    let naming = match (grain, constant) {
        (Some(grain), Some(constant)) => {
            let f = body.result(constant, 0);
            let g = e.constant(body, at, i64t, grain);
            e.op(
                body,
                at,
                func_ops::CallOp::NAME,
                &[f, context, first, past, g],
                None,
                &[("callee", ctx.symbol_ref(RUNTIME_FN))],
            );
            constant
        }
        _ => e.op(
            body,
            at,
            func_ops::CallOp::NAME,
            &[context, first, past],
            None,
            &[("callee", ctx.symbol_ref(name))],
        ),
    };
    body.erase_op(p);
    Some((func, naming))
}

/// Moves the fixed-size `memref.alloca`s at the top of the iteration block `block` into
/// `entry`: one buffer per task instead of a stack that grows with every iteration (LLVM
/// frees an alloca only when the function returns). Only buffers that are merely loaded
/// from and stored into, so that no iteration can see another's.
fn hoist_scratch_allocas(ctx: &Context, fb: &mut Body, block: BlockId, entry: BlockId) {
    let scratch: Vec<OpId> = fb
        .block_ops(block)
        .filter(|&op| {
            memref_ops::AllocaOp::is(ctx, fb.op(op).name)
                && fb.num_operands(op) == 0
                && fb.results(op).iter().all(|&r| only_accessed(ctx, fb, r))
        })
        .collect();
    for op in scratch {
        fb.unlink_op(op);
        fb.append_op(entry, op);
    }
}

/// Whether every use of memref `m` is as the buffer of a load or a store.
fn only_accessed(ctx: &Context, fb: &Body, m: ValueId) -> bool {
    fb.uses(m).all(|(user, index)| {
        let name = fb.op(user).name;
        let buffer = match ctx.op_name_str(name) {
            memref_ops::LoadOp::NAME | xla_dialect_vector::ops::LoadOp::NAME => 0,
            memref_ops::StoreOp::NAME | xla_dialect_vector::ops::StoreOp::NAME => 1,
            _ => return false,
        };
        index == buffer
    })
}
