//! The per-function bufferizer: walks the original ops in order, builds each one's memref form
//! in front of it, records which buffer holds each tensor, and erases the tensor ops at the
//! end. The dispatch to op families lives in [`Bufferizer::visit`].

use super::analysis::{Aliases, Order};
use super::globals::Globals;
use rustc_hash::{FxHashMap, FxHashSet};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_bufferization::ops as bufferization_ops;
use xla_dialect_check::interpreter as interpreter_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::affine::AffineMap;
use xla_ir::ir::OperationState;
use xla_ir::{
    AttrData, Attribute, BlockId, Body, Context, DResult, Diag, OpId, OpRef, RegionId, Type,
    TypeData, ValueId, DYNAMIC,
};

pub const PASS: &str = "--bufferize";

/// What a rewritten scf terminator does with one operand.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Yielded {
    /// Not a tensor: yielded as is.
    Keep,
    /// A tensor copied into this buffer (unless already there), not yielded.
    CopyInto(ValueId),
    /// A tensor whose buffer is yielded (an `scf.if` result aliasing outer buffers).
    Buffer,
}

pub struct Bufferizer<'c, 'g> {
    pub ctx: &'c Context,
    pub order: Order,
    pub aliases: Aliases,
    /// Original tensor value -> the memref holding it.
    pub buffers: FxHashMap<ValueId, ValueId>,
    /// Tensors whose contents are undefined (`tensor.empty`): never copied.
    pub undefined: FxHashSet<ValueId>,
    /// Results of ops kept on tensors (casts): still valid tensors in the output.
    pub kept_tensors: FxHashSet<ValueId>,
    /// `to_buffer`s made for kept tensors, erased at the end if nothing used them.
    pub bridges: Vec<ValueId>,
    /// Function arguments retyped from tensor to memref.
    pub retyped: FxHashSet<ValueId>,
    /// Buffers this function allocated (or received from calls) and owns.
    pub owned: Vec<ValueId>,
    /// Original ops to erase once every op is rewritten, in program order.
    pub erase: Vec<OpId>,
    /// Terminators of rewritten scf regions: per operand, the buffer a yielded tensor goes to.
    pub terminators: FxHashMap<BlockId, Vec<Yielded>>,
    /// Tensor block arguments of rewritten scf regions, dropped once the old ops are erased.
    pub dead_args: Vec<(BlockId, usize)>,
    pub globals: &'g mut Globals,
    /// The entry's result layouts (`layouts`); empty for other functions.
    pub result_layouts: Vec<xla_values::layout::Layout>,
}

/// Whether `t` is a tensor type.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// The memref type a tensor type bufferizes to (identity layout); other types unchanged.
pub fn memref_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Tensor { shape, elem, .. } => ctx.memref_type(shape, *elem),
        TypeData::UnrankedTensor { elem } => ctx.intern_type(TypeData::UnrankedMemRef {
            elem: *elem,
            memory_space: None,
        }),
        _ => t,
    }
}

/// The error every unsupported case gives: at the op, naming the pass.
pub fn unsupported(op: OpRef<'_>, why: &str) -> Diag {
    op.error(format!("failed to bufferize ({PASS}): {why}"))
}

impl<'c, 'g> Bufferizer<'c, 'g> {
    pub fn new(ctx: &'c Context, body: &Body, globals: &'g mut Globals) -> Self {
        Bufferizer {
            ctx,
            order: Order::new(ctx, body),
            aliases: Aliases::default(),
            buffers: FxHashMap::default(),
            undefined: FxHashSet::default(),
            retyped: FxHashSet::default(),
            kept_tensors: FxHashSet::default(),
            bridges: Vec::new(),
            owned: Vec::new(),
            erase: Vec::new(),
            terminators: FxHashMap::default(),
            dead_args: Vec::new(),
            globals,
            result_layouts: Vec::new(),
        }
    }

    pub fn op<'b>(&self, body: &'b Body, op: OpId) -> OpRef<'b>
    where
        'c: 'b,
    {
        OpRef::new(self.ctx, body, op)
    }

    /// Creates `name` before `anchor`, at its location; returns the new op.
    pub fn emit(
        &self,
        body: &mut Body,
        anchor: OpId,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let loc = body.op(anchor).loc;
        let mut st = OperationState::new(self.ctx, name, loc)
            .operands(operands)
            .results(results);
        for (k, v) in props {
            st.set_attr(self.ctx, k, *v);
        }
        let op = body.create_op(self.ctx, st);
        body.insert_op_before(anchor, op);
        op
    }

    /// As [`Self::emit`], for an op with one result.
    pub fn emit1(
        &self,
        body: &mut Body,
        anchor: OpId,
        name: &str,
        operands: &[ValueId],
        result: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.emit(body, anchor, name, operands, &[result], props);
        body.result(op, 0)
    }

    /// Whether `v` was a tensor in the original function (arguments are retyped first).
    pub fn tensor_value(&self, body: &Body, v: ValueId) -> bool {
        is_tensor(self.ctx, body.value_type(v)) || self.retyped.contains(&v)
    }

    /// The buffer of tensor `v`; non-tensor values stand for themselves.
    pub fn buffer(&self, body: &Body, user: OpId, v: ValueId) -> DResult<ValueId> {
        if !is_tensor(self.ctx, body.value_type(v)) {
            return Ok(v);
        }
        self.buffers.get(&v).copied().ok_or_else(|| {
            unsupported(
                self.op(body, user),
                "an operand's tensor was not bufferized",
            )
        })
    }

    /// `arith.constant <v> : index`.
    pub fn index(&self, body: &mut Body, anchor: OpId, v: i64) -> ValueId {
        let ty = self.ctx.index_type();
        let attr = self.ctx.integer_attr(ty, v as i128);
        self.emit1(
            body,
            anchor,
            arith_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", attr)],
        )
    }

    /// The sizes of `buf`'s dynamic dimensions, as `memref.dim` values.
    pub fn dynamic_sizes(&self, body: &mut Body, anchor: OpId, buf: ValueId) -> Vec<ValueId> {
        let shape = self
            .ctx
            .shape(body.value_type(buf))
            .unwrap_or_default()
            .to_vec();
        let mut out = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                let c = self.index(body, anchor, i as i64);
                let index = self.ctx.index_type();
                out.push(self.emit1(body, anchor, memref_ops::DimOp::NAME, &[buf, c], index, &[]));
            }
        }
        out
    }

    /// A new buffer for a tensor of type `tensor_ty`, dynamic sizes taken from `sizes`.
    pub fn alloc(
        &mut self,
        body: &mut Body,
        anchor: OpId,
        tensor_ty: Type,
        sizes: &[ValueId],
    ) -> ValueId {
        let ctx = self.ctx;
        let seg = xla_dialect_memref_segments(ctx, sizes.len());
        let align = ctx.i64_attr(64);
        let m = self.emit1(
            body,
            anchor,
            memref_ops::AllocOp::NAME,
            sizes,
            memref_type(ctx, tensor_ty),
            &[("alignment", align), ("operandSegmentSizes", seg)],
        );
        self.owned.push(m);
        m
    }

    /// Copies `src` into `dst`: `memref.copy` between identity layouts; between strided views
    /// a `linalg.map` that yields its input, which `--convert-linalg-to-loops` makes loops of
    /// (the LLVM lowering copies only contiguous buffers).
    pub fn copy(&self, body: &mut Body, anchor: OpId, src: ValueId, dst: ValueId) {
        let ctx = self.ctx;
        let identity = |t: Type| matches!(ctx.type_data(t), TypeData::MemRef { layout: None, .. });
        if identity(body.value_type(src)) && identity(body.value_type(dst)) {
            self.emit(
                body,
                anchor,
                memref_ops::CopyOp::NAME,
                &[src, dst],
                &[],
                &[],
            );
            return;
        }
        let region = self.yield_input_region(body, anchor, src);
        let mut st = linalg_ops::MapOp::build(ctx, body.op(anchor).loc, &[src], dst, &[]);
        st.regions.push(region);
        let map = body.create_op(ctx, st);
        body.insert_op_before(anchor, map);
    }

    /// Copies `src` (read at `src_map` of the loops over `dst`'s dimensions) into the
    /// row-major `dst`: a `linalg.generic` that yields its input, whose loops
    /// `--convert-linalg-to-loops` blocks into tiles when `src_map` transposes.
    pub fn copy_permuted(
        &self,
        body: &mut Body,
        anchor: OpId,
        src: ValueId,
        src_map: AffineMap,
        dst: ValueId,
    ) {
        let ctx = self.ctx;
        let rank = src_map.num_dims;
        let region = self.yield_input_region(body, anchor, src);
        let maps = [src_map, AffineMap::identity(rank)]
            .into_iter()
            .map(|m| ctx.intern_attr(AttrData::AffineMap(m)))
            .collect::<Vec<_>>();
        let parallel = xla_dialect_linalg::attrs::iterator_attr(ctx, IteratorType::Parallel);
        let mut st = linalg_ops::GenericOp::build(ctx, body.op(anchor).loc, &[src], &[dst], &[]);
        st.set_attr(ctx, "indexing_maps", ctx.array_attr(&maps));
        st.set_attr(
            ctx,
            "iterator_types",
            ctx.array_attr(&vec![parallel; rank as usize]),
        );
        st.regions.push(region);
        let op = body.create_op(ctx, st);
        body.insert_op_before(anchor, op);
    }

    /// The region of a copy: `^bb0(%in, %out): linalg.yield %in`.
    fn yield_input_region(&self, body: &mut Body, anchor: OpId, src: ValueId) -> RegionId {
        let ctx = self.ctx;
        let elem = ctx.element_type(body.value_type(src));
        let loc = body.op(anchor).loc;
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        let input = body.add_block_arg(block, elem, Some(loc));
        body.add_block_arg(block, elem, Some(loc));
        let y = body.create_op(ctx, linalg_ops::YieldOp::build(ctx, loc, &[input]));
        body.append_op(block, y);
        region
    }

    /// A new buffer shaped like `buf` (a copy of it when `copy`).
    pub fn alloc_like(
        &mut self,
        body: &mut Body,
        anchor: OpId,
        tensor_ty: Type,
        buf: ValueId,
        copy: bool,
    ) -> ValueId {
        let sizes = self.dynamic_sizes(body, anchor, buf);
        let m = self.alloc(body, anchor, tensor_ty, &sizes);
        if copy {
            self.copy(body, anchor, buf, m);
        }
        m
    }

    /// The buffer op `w` writes its destination tensor `t` into: `t`'s own buffer when that is
    /// safe, else a new one (holding a copy of `t` if `w` reads it). Returns it and whether it
    /// is `t`'s buffer.
    pub fn destination(
        &mut self,
        body: &mut Body,
        w: OpId,
        t: ValueId,
        reads: bool,
    ) -> DResult<(ValueId, bool)> {
        self.destination_reading(body, w, t, reads, &[])
    }

    /// As [`Self::destination`], `w` reading `elementwise` element by element.
    pub fn destination_reading(
        &mut self,
        body: &mut Body,
        w: OpId,
        t: ValueId,
        reads: bool,
        elementwise: &[ValueId],
    ) -> DResult<(ValueId, bool)> {
        let buf = self.buffer(body, w, t)?;
        if self
            .aliases
            .can_write_in_place(body, &self.order, w, t, elementwise)
        {
            return Ok((buf, true));
        }
        let copy = reads && !self.undefined.contains(&t);
        let ty = body.value_type(t);
        Ok((self.alloc_like(body, w, ty, buf, copy), false))
    }

    /// Records that result `r` is held in `buf`: in `t`'s buffer (in place) or a new one.
    pub fn bind_result(&mut self, r: ValueId, buf: ValueId, in_place_of: Option<ValueId>) {
        self.buffers.insert(r, buf);
        match in_place_of {
            Some(t) => self.aliases.join(r, t),
            None => self.aliases.new_root(r, true),
        }
    }

    /// Rewrites every op of `block`, in order.
    pub fn run_block(&mut self, body: &mut Body, block: BlockId) -> DResult<()> {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.visit(body, op))?;
        }
        Ok(())
    }

    /// Rewrites one op according to its family.
    pub fn visit(&mut self, body: &mut Body, op: OpId) -> DResult<()> {
        let name = self.ctx.op_name_str(body.op(op).name).to_string();
        let touches_tensors = body.operands(op).any(|v| self.tensor_value(body, v))
            || body
                .results(op)
                .iter()
                .any(|&v| is_tensor(self.ctx, body.value_type(v)));
        match name.as_str() {
            func_ops::ReturnOp::NAME => return super::boundary::ret(self, body, op),
            func_ops::CallOp::NAME if touches_tensors => {
                return super::boundary::call(self, body, op)
            }
            arith_ops::ConstantOp::NAME if touches_tensors => {
                return super::boundary::constant(self, body, op)
            }
            n if n.starts_with("tensor.") || n.starts_with("bufferization.") => {
                return super::tensor_ops::visit(self, body, op, n)
            }
            n if n.starts_with("linalg.") && touches_tensors => {
                return super::structured::visit(self, body, op)
            }
            scf_ops::YieldOp::NAME | scf_ops::ConditionOp::NAME => {
                return super::scf::visit(self, body, op, &name)
            }
            interpreter_ops::RunParallelOp::NAME if touches_tensors => {
                return self.run_parallel(body, op)
            }
            n if (n.starts_with("check.") || n.starts_with("interpreter.")) && touches_tensors => {
                return self.tensor_consumer(body, op)
            }
            xla_dialect_hlo::ops::CustomCallOp::NAME
                if touches_tensors
                    && (super::lapack::is_lapack_call(&self.op(body, op))
                        || super::lapack::is_collective_call(&self.op(body, op))) =>
            {
                return super::lapack::visit(self, body, op)
            }
            xla_ir::builtin::UnrealizedConversionCastOp::NAME if touches_tensors => {
                return self.tensor_cast(body, op)
            }
            n if n.starts_with("scf.")
                && (touches_tensors || self.region_args_are_tensors(body, op)) =>
            {
                return super::scf::visit(self, body, op, n)
            }
            _ => {}
        }
        if touches_tensors || self.region_args_are_tensors(body, op) {
            return Err(unsupported(
                self.op(body, op),
                "the op has tensor operands or results and no bufferization",
            ));
        }
        // Ops without tensors stay; ops in their regions are rewritten.
        for r in body.local_regions(op).to_vec() {
            for b in body.region_blocks(r).collect::<Vec<_>>() {
                self.run_block(body, b)?;
            }
        }
        Ok(())
    }

    /// Ops outside bufferization that read tensors (the check ops, `interpreter.probe`) keep
    /// them: each gets `bufferization.to_tensor` of the buffer; a probe's result (its
    /// operand) is that buffer.
    fn tensor_consumer(&mut self, body: &mut Body, op: OpId) -> DResult<()> {
        let ctx = self.ctx;
        for i in 0..body.num_operands(op) {
            let v = body.operand(op, i);
            if !self.tensor_value(body, v) {
                continue;
            }
            if self.kept_tensors.contains(&v) {
                // Still a tensor: a probe's result is that tensor too.
                if let Some(&r) = body
                    .results(op)
                    .get(i)
                    .filter(|&&r| is_tensor(ctx, body.value_type(r)))
                {
                    self.kept_tensors.insert(r);
                    if let Some(&b) = self.buffers.get(&v) {
                        self.buffers.insert(r, b);
                        self.aliases.join(r, v);
                    }
                }
                continue;
            }
            let buf = self.buffer(body, op, v)?;
            let ty = match ctx.type_data(body.value_type(buf)) {
                TypeData::MemRef { shape, elem, .. } => ctx.tensor_type(shape, *elem),
                TypeData::UnrankedMemRef { elem, .. } => ctx.unranked_tensor_type(*elem),
                _ => {
                    return Err(unsupported(
                        self.op(body, op),
                        "an operand's buffer is not a memref",
                    ))
                }
            };
            let t = self.emit1(
                body,
                op,
                bufferization_ops::ToTensorOp::NAME,
                &[buf],
                ty,
                &[],
            );
            body.set_operand(op, i, t);
            if let Some(&r) = body.results(op).get(i) {
                if is_tensor(ctx, body.value_type(r)) {
                    self.buffers.insert(r, buf);
                    self.aliases.join(r, v);
                }
            }
        }
        Ok(())
    }

    /// `builtin.unrealized_conversion_cast` between tensor types (signless to unsigned, left by
    /// the hlo lowering in front of check ops) stays on tensors: its operand is `to_tensor` of
    /// the buffer; for memref users its result gets a `to_buffer` (erased if unused).
    /// `interpreter.run_parallel` stays on tensors (its programs are functions on buffers):
    /// its operands are `to_tensor` of their buffers, and each result is a new value, not an
    /// operand (as a probe's is), read through a `to_buffer` after the op.
    fn run_parallel(&mut self, body: &mut Body, op: OpId) -> DResult<()> {
        let ctx = self.ctx;
        self.tensor_consumer(body, op)?;
        let after = body
            .next_op(op)
            .ok_or_else(|| unsupported(self.op(body, op), "run_parallel at the end of a block"))?;
        for r in body.results(op).to_vec() {
            if !is_tensor(ctx, body.value_type(r)) {
                continue;
            }
            self.buffers.remove(&r);
            self.kept_tensors.insert(r);
            let m = self.emit1(
                body,
                after,
                bufferization_ops::ToBufferOp::NAME,
                &[r],
                memref_type(ctx, body.value_type(r)),
                &[("read_only", ctx.unit_attr())],
            );
            self.buffers.insert(r, m);
            self.aliases.new_root(r, false);
            self.bridges.push(m);
        }
        Ok(())
    }

    fn tensor_cast(&mut self, body: &mut Body, op: OpId) -> DResult<()> {
        let ctx = self.ctx;
        if body.num_operands(op) != 1 || body.results(op).len() != 1 {
            return Err(unsupported(
                self.op(body, op),
                "only 1:1 casts of tensors are bufferized",
            ));
        }
        self.tensor_consumer(body, op)?;
        let r = body.result(op, 0);
        if !is_tensor(ctx, body.value_type(r)) {
            return Err(unsupported(
                self.op(body, op),
                "a cast from a tensor to another kind of type is not bufferized",
            ));
        }
        self.buffers.remove(&r);
        self.kept_tensors.insert(r);
        let after = body
            .next_op(op)
            .ok_or_else(|| unsupported(self.op(body, op), "a cast at the end of a block"))?;
        let read_only = ctx.unit_attr();
        let m = self.emit1(
            body,
            after,
            bufferization_ops::ToBufferOp::NAME,
            &[r],
            memref_type(ctx, body.value_type(r)),
            &[("read_only", read_only)],
        );
        self.buffers.insert(r, m);
        self.aliases.new_root(r, false);
        self.bridges.push(m);
        Ok(())
    }

    fn region_args_are_tensors(&self, body: &Body, op: OpId) -> bool {
        body.local_regions(op)
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .any(|b| {
                body.block_args(b)
                    .iter()
                    .any(|&a| is_tensor(self.ctx, body.value_type(a)))
            })
    }
}

/// `operandSegmentSizes` of `memref.alloc` with `n` dynamic sizes and no symbols.
fn xla_dialect_memref_segments(ctx: &Context, n: usize) -> Attribute {
    let data: Vec<u8> = [n as i32, 0].iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(xla_ir::AttrData::DenseArray {
        elem: ctx.i32(),
        data: data.into(),
    })
}
