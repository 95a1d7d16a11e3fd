//! The op-building API every hlo→linalg pattern uses: ops are built by name (linalg, tensor,
//! arith, math) before the op being lowered, regions get scalar bodies through closures, and
//! the lowered op is replaced through whichever rewriter drives the conversion.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::ir::OperationState;
use xla_ir::{
    AttrData, Attribute, BlockId, Body, Context, Diag, Location, OpId, OpRef, RegionId, Type,
    ValueId, DYNAMIC,
};

/// The rewriter operations the patterns need, so that patterns do not depend on the driver.
pub trait Rewriter<'c> {
    fn ctx(&self) -> &'c Context;
    fn body(&self) -> &Body;
    /// Unlogged access for building detached regions, blocks and block arguments.
    fn body_mut(&mut self) -> &mut Body;
    fn set_insertion_point_before(&mut self, op: OpId);
    fn set_insertion_point_end(&mut self, block: BlockId);
    fn create(&mut self, state: OperationState) -> OpId;
    fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> Result<(), Diag>;
    /// Converts the block argument types of `region` with the conversion's type converter
    /// (signless integers), as a region moved from an hlo op into a new op needs.
    fn convert_region_types(&mut self, region: RegionId) -> Result<(), Diag>;
}

impl<'c> Rewriter<'c> for xla_ir::rewrite::PatternRewriter<'c> {
    fn ctx(&self) -> &'c Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        xla_ir::rewrite::PatternRewriter::body(self)
    }
    fn body_mut(&mut self) -> &mut Body {
        xla_ir::rewrite::PatternRewriter::body_mut(self, &[])
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        xla_ir::rewrite::PatternRewriter::set_insertion_point_before(self, op)
    }
    fn set_insertion_point_end(&mut self, block: BlockId) {
        xla_ir::rewrite::PatternRewriter::set_insertion_point_end(self, block)
    }
    fn create(&mut self, state: OperationState) -> OpId {
        xla_ir::rewrite::PatternRewriter::create(self, state)
    }
    /// Values of another type than the result they replace (signless for unsigned) reach the
    /// old users through `builtin.unrealized_conversion_cast`, as the conversion framework's
    /// source materializations do.
    fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> Result<(), Diag> {
        let results = xla_ir::rewrite::PatternRewriter::body(self)
            .results(op)
            .to_vec();
        let loc = xla_ir::rewrite::PatternRewriter::body(self).op(op).loc;
        let mut replacements = Vec::with_capacity(values.len());
        for (&from, &to) in results.iter().zip(values) {
            let (want, have) = (self.body().value_type(from), self.body().value_type(to));
            if want == have {
                replacements.push(to);
                continue;
            }
            xla_ir::rewrite::PatternRewriter::set_insertion_point_before(self, op);
            let st = OperationState::new(self.ctx, UNREALIZED_CAST, loc)
                .operands(&[to])
                .results(&[want]);
            let cast = xla_ir::rewrite::PatternRewriter::create(self, st);
            replacements.push(xla_ir::rewrite::PatternRewriter::body(self).result(cast, 0));
        }
        xla_ir::rewrite::PatternRewriter::replace_op(self, op, &replacements);
        Ok(())
    }
    /// This driver has no type converter: block signatures stay.
    fn convert_region_types(&mut self, _region: RegionId) -> Result<(), Diag> {
        Ok(())
    }
}

/// The cast that stands for a value of a converted type (signless for unsigned integers).
pub const UNREALIZED_CAST: &str = xla_ir::builtin::UnrealizedConversionCastOp::NAME;

/// Builds ops in front of the op being lowered (`anchor`), at its location.
pub struct Builder<'r, 'c> {
    rw: &'r mut dyn Rewriter<'c>,
    ctx: &'c Context,
    pub anchor: OpId,
    pub loc: Location,
    /// The block of the region being built (ops go to its end), if any; regions nest.
    building: Option<BlockId>,
}

/// `(d0, ..., d<n-1>) -> (results)`.
pub fn affine_map(num_dims: u32, results: Vec<AffineExpr>) -> AffineMap {
    AffineMap {
        num_dims,
        num_symbols: 0,
        results,
    }
}

/// A `linalg.yield`-terminated region body: gets the block arguments, returns what to yield.
pub type BodyFn<'f> =
    dyn FnMut(&mut Builder<'_, '_>, &[ValueId]) -> Result<Vec<ValueId>, Diag> + 'f;

impl<'r, 'c> Builder<'r, 'c> {
    pub fn new(rw: &'r mut dyn Rewriter<'c>, anchor: OpId) -> Self {
        let loc = rw.body().op(anchor).loc;
        let ctx = rw.ctx();
        rw.set_insertion_point_before(anchor);
        Builder {
            rw,
            ctx,
            anchor,
            loc,
            building: None,
        }
    }
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }
    pub fn body(&self) -> &Body {
        self.rw.body()
    }
    /// The op being lowered.
    pub fn op(&self) -> OpRef<'_> {
        OpRef::new(self.ctx, self.rw.body(), self.anchor)
    }
    pub fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }
    /// A `'<op>' op failed to legalize to linalg: <why>` error at the anchor.
    pub fn fail(&self, why: impl std::fmt::Display) -> Diag {
        self.op()
            .error(format!("failed to legalize to linalg: {why}"))
    }

    /// Creates `name(operands) {attrs} : results` at the insertion point.
    /// Result types are made signless (the ops the lowering produces compute on signless
    /// integers; [`Builder::replace`] bridges back to the hlo op's types), except for casts.
    pub fn create(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> OpId {
        let ctx = self.ctx;
        let results = self.converted_types(name, results);
        let mut st = OperationState::new(ctx, name, self.loc)
            .operands(operands)
            .results(&results);
        for &(n, a) in attrs {
            st.set_attr(ctx, n, a);
        }
        self.rw.create(st)
    }
    fn converted_types(&self, name: &str, types: &[Type]) -> Vec<Type> {
        if name == UNREALIZED_CAST {
            return types.to_vec();
        }
        types
            .iter()
            .map(|&t| crate::hlo_to_linalg::elementwise::signless_type(self.ctx, t))
            .collect()
    }
    /// As [`Builder::create`], returning the single result.
    pub fn create1(
        &mut self,
        name: &str,
        operands: &[ValueId],
        result: Type,
        attrs: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.create(name, operands, &[result], attrs);
        self.rw.body().result(op, 0)
    }
    /// The rewriter, for lowerings that move whole regions (control flow).
    pub fn rewriter(&mut self) -> &mut dyn Rewriter<'c> {
        &mut *self.rw
    }
    /// `linalg.index` of loop `dim` of the enclosing structured op.
    pub fn loop_index(&mut self, dim: usize) -> ValueId {
        let ctx = self.ctx;
        let attr = ctx.i64_attr(dim as i64);
        self.create1(
            linalg_ops::IndexOp::NAME,
            &[],
            ctx.index_type(),
            &[("dim", attr)],
        )
    }
    /// Block arguments of `region` in the converted (signless) types; see
    /// [`Rewriter::convert_region_types`].
    pub fn convert_region_types(&mut self, region: RegionId) -> Result<(), Diag> {
        self.rw.convert_region_types(region)
    }
    /// `types` as the lowering computes in (signless integers).
    pub fn signless_types(&self, types: &[Type]) -> Vec<Type> {
        types
            .iter()
            .map(|&t| crate::hlo_to_linalg::elementwise::signless_type(self.ctx, t))
            .collect()
    }
    /// Replaces the anchor op by `values`.
    pub fn replace(&mut self, values: &[ValueId]) -> Result<(), Diag> {
        self.rw.replace_op(self.anchor, values)
    }

    // ---- constants and shapes ----

    /// `arith.constant value`.
    pub fn constant(&mut self, value: Attribute) -> Result<ValueId, Diag> {
        let ty = self
            .ctx()
            .attr_type(value)
            .ok_or_else(|| self.fail("constant without a type"))?;
        Ok(self.create1(arith_ops::ConstantOp::NAME, &[], ty, &[("value", value)]))
    }
    /// `arith.cmpi` with the predicate named `pred` (`eq`, `slt`, ...).
    pub fn cmpi(&mut self, pred: CmpIPredicate, x: ValueId, y: ValueId) -> ValueId {
        let ctx = self.ctx();
        let attr = pred.attr(ctx);
        self.create1(
            arith_ops::CmpIOp::NAME,
            &[x, y],
            ctx.i1(),
            &[("predicate", attr)],
        )
    }
    pub fn index_const(&mut self, v: i64) -> ValueId {
        let ctx = self.ctx();
        let a = ctx.integer_attr(ctx.index_type(), i128::from(v));
        self.create1(
            arith_ops::ConstantOp::NAME,
            &[],
            ctx.index_type(),
            &[("value", a)],
        )
    }
    /// A scalar constant of element type `ty` from an `f64` (floats) or integer value.
    pub fn scalar_const(&mut self, ty: Type, value: f64) -> Result<ValueId, Diag> {
        let ctx = self.ctx();
        if let Some(part) = super::complex::complex_part(ctx, ty) {
            // A complex constant `value + 0i`.
            let bits = |v: f64| {
                ctx.float_kind(part)
                    .map(|k| ctx.float_attr_bits(part, xla_ir::float::from_f64(k, v).0))
            };
            let (Some(re), Some(im)) = (bits(value), bits(0.0)) else {
                return Err(self.fail("complex constant with non-float parts"));
            };
            return Ok(self.create1(
                complex_ops::ConstantOp::NAME,
                &[],
                ty,
                &[("value", ctx.array_attr(&[re, im]))],
            ));
        }
        let a = match ctx.float_kind(ty) {
            Some(k) => ctx.float_attr_bits(ty, xla_ir::float::from_f64(k, value).0),
            None if ctx.integer_width(ty) == Some(1) => ctx.bool_attr(value != 0.0),
            None => xla_dialect_arith::fold::int_attr(ctx, ty, value as i128 as u128),
        };
        self.constant(a)
    }
    /// `tensor.dim %v, %c<i>` for every dynamic dimension of `v`'s type, in order.
    pub fn dynamic_dims(&mut self, v: ValueId) -> Vec<ValueId> {
        let shape = self
            .ctx()
            .shape(self.ty(v))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let index = self.ctx().index_type();
        let mut out = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                let c = self.index_const(i as i64);
                out.push(self.create1(tensor_ops::DimOp::NAME, &[v, c], index, &[]));
            }
        }
        out
    }
    /// `v` as its signless type (through an unrealized cast if its elements are signed or
    /// unsigned integers), as the conversion's type converter gives operands.
    pub fn signless(&mut self, v: ValueId) -> ValueId {
        let ty = self.ty(v);
        let want = crate::hlo_to_linalg::elementwise::signless_type(self.ctx, ty);
        if want == ty {
            return v;
        }
        self.create1(UNREALIZED_CAST, &[v], want, &[])
    }

    /// `tensor.empty(dynamic sizes) : ty`.
    pub fn empty(&mut self, ty: Type, dynamic_sizes: &[ValueId]) -> ValueId {
        self.create1(tensor_ops::EmptyOp::NAME, dynamic_sizes, ty, &[])
    }

    // ---- linalg ----

    /// `indexing_maps` as an array of affine maps.
    pub fn maps_attr(&self, maps: &[AffineMap]) -> Attribute {
        let ctx = self.ctx();
        let items: Vec<_> = maps
            .iter()
            .map(|m| ctx.intern_attr(AttrData::AffineMap(m.clone())))
            .collect();
        ctx.array_attr(&items)
    }
    /// `iterator_types`: `#linalg.iterator_type<parallel|reduction>` each.
    pub fn iterators_attr(&self, kinds: &[&str]) -> Attribute {
        let ctx = self.ctx();
        let items: Vec<_> = kinds
            .iter()
            .map(|k| xla_dialect_linalg::attrs::enum_attr(ctx, "iterator_type", k))
            .collect();
        ctx.array_attr(&items)
    }
    /// `operandSegmentSizes = array<i32: ins, outs>`.
    pub fn segments_attr(&self, sizes: &[usize]) -> Attribute {
        let ctx = self.ctx();
        let data: Vec<u8> = sizes
            .iter()
            .flat_map(|&s| (s as i32).to_le_bytes())
            .collect();
        ctx.intern_attr(AttrData::DenseArray {
            elem: ctx.i32(),
            data: data.into(),
        })
    }

    /// A detached region with one block whose arguments have `arg_types`; `fill` builds the
    /// body from the arguments, and `terminator` ends it with what `fill` returned.
    pub fn region(
        &mut self,
        arg_types: &[Type],
        terminator: &str,
        fill: &mut BodyFn<'_>,
    ) -> Result<RegionId, Diag> {
        let loc = self.loc;
        let body = self.rw.body_mut();
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        let args: Vec<ValueId> = arg_types
            .iter()
            .map(|&t| body.add_block_arg(block, t, Some(loc)))
            .collect();
        let outer = self.building.replace(block);
        self.rw.set_insertion_point_end(block);
        let yielded = fill(self, &args);
        if let Ok(values) = &yielded {
            self.create(terminator, values, &[], &[]);
        }
        // Back to the enclosing region being built, or before the lowered op.
        self.building = outer;
        match outer {
            Some(b) => self.rw.set_insertion_point_end(b),
            None => self.rw.set_insertion_point_before(self.anchor),
        }
        yielded.map(|_| region)
    }

    /// `linalg.generic` over `inputs` and `inits` with the given maps and iterator kinds;
    /// the body gets one scalar argument per input and init. Returns the op's results.
    pub fn generic(
        &mut self,
        inputs: &[ValueId],
        inits: &[ValueId],
        maps: &[AffineMap],
        iterators: &[&str],
        fill: &mut BodyFn<'_>,
    ) -> Result<Vec<ValueId>, Diag> {
        let ctx = self.ctx();
        let arg_types: Vec<Type> = inputs
            .iter()
            .chain(inits)
            .map(|&v| ctx.element_type(self.ty(v)))
            .collect();
        let result_types: Vec<Type> = inits.iter().map(|&v| self.ty(v)).collect();
        let region = self.region(&arg_types, linalg_ops::YieldOp::NAME, fill)?;
        let attrs = [
            ("indexing_maps", self.maps_attr(maps)),
            ("iterator_types", self.iterators_attr(iterators)),
        ];
        let ctx = self.ctx();
        let mut st = linalg_ops::GenericOp::build(ctx, self.loc, inputs, inits, &result_types);
        for (n, a) in attrs {
            st.set_attr(ctx, n, a);
        }
        st.regions.push(region);
        let op = self.rw.create(st);
        Ok(self.rw.body().results(op).to_vec())
    }

    /// Creates `name` with one (detached) region, e.g. a named linalg op whose implicit body
    /// was built with [`Builder::region`]; returns the op's results.
    pub fn create_with_region(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        attrs: &[(&str, Attribute)],
        region: RegionId,
    ) -> Vec<ValueId> {
        let ctx = self.ctx;
        let results = self.converted_types(name, results);
        let mut st = OperationState::new(ctx, name, self.loc)
            .operands(operands)
            .results(&results);
        for &(n, a) in attrs {
            st.set_attr(ctx, n, a);
        }
        st.regions.push(region);
        let op = self.rw.create(st);
        self.rw.body().results(op).to_vec()
    }

    /// A parallel `linalg.generic` producing `result_ty` (a fresh `tensor.empty`, dynamic
    /// sizes taken from `shape_source`) from `inputs` read through `input_maps`.
    pub fn parallel_generic(
        &mut self,
        inputs: &[ValueId],
        input_maps: Vec<AffineMap>,
        result_ty: Type,
        shape_source: Option<ValueId>,
        fill: &mut BodyFn<'_>,
    ) -> Result<ValueId, Diag> {
        let rank = self.ctx().shape(result_ty).map_or(0, <[i64]>::len);
        let dyn_sizes = match shape_source {
            Some(v) => self.dynamic_dims(v),
            None => Vec::new(),
        };
        let init = self.empty(result_ty, &dyn_sizes);
        let mut maps = input_maps;
        maps.push(AffineMap::identity(rank as u32));
        let iterators = vec!["parallel"; rank];
        let results = self.generic(inputs, &[init], &maps, &iterators, fill)?;
        results
            .first()
            .copied()
            .ok_or_else(|| self.fail("linalg.generic without a result"))
    }
}
