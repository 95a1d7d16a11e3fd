//! A small structured builder over the conversion rewriter: index arithmetic, `scf.for` /
//! `scf.parallel` / `scf.if` with bodies given as closures, scalar and vector memory ops.

use crate::scf_to_cf::build::op1;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_vector::ops as vector_ops;
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{BlockId, Context, Location, OpId, OperationState, RegionId, Type, ValueId};

/// Where new ops go: before an op, or at the end of a block.
#[derive(Clone, Copy)]
enum Ip {
    Before(OpId),
    End(BlockId),
}

pub struct Emit<'r, 'a> {
    pub rw: &'r mut ConversionRewriter<'a>,
    pub loc: Location,
    ip: Ip,
}

impl<'r, 'a> Emit<'r, 'a> {
    /// A builder inserting before `anchor`.
    pub fn before(rw: &'r mut ConversionRewriter<'a>, loc: Location, anchor: OpId) -> Self {
        rw.set_insertion_point_before(anchor);
        Emit {
            rw,
            loc,
            ip: Ip::Before(anchor),
        }
    }

    pub fn ctx(&self) -> &'a Context {
        self.rw.ctx()
    }

    fn set_ip(&mut self, ip: Ip) {
        self.ip = ip;
        match ip {
            Ip::Before(op) => self.rw.set_insertion_point_before(op),
            Ip::End(b) => self.rw.set_insertion_point_end(b),
        }
    }

    pub fn op(&mut self, name: &str, operands: &[ValueId], ty: Type) -> ValueId {
        op1(self.rw, name, self.loc, operands, ty, &[])
    }

    pub fn effect(&mut self, name: &str, operands: &[ValueId]) {
        let st = OperationState::new(self.ctx(), name, self.loc).operands(operands);
        self.rw.create(st);
    }

    pub fn index(&mut self, v: i64) -> ValueId {
        let ctx = self.ctx();
        let a = ctx.integer_attr(ctx.index_type(), i128::from(v));
        op1(
            self.rw,
            arith_ops::ConstantOp::NAME,
            self.loc,
            &[],
            ctx.index_type(),
            &[("value", a)],
        )
    }

    /// `arith.constant 0.0` of float type `t` (scalar) or a zero vector of type `t`.
    pub fn zero(&mut self, t: Type) -> ValueId {
        let ctx = self.ctx();
        let a =
            xla_dialect_arith::fold::zero_attr(ctx, t).unwrap_or_else(|| ctx.float_attr_bits(t, 0));
        op1(
            self.rw,
            arith_ops::ConstantOp::NAME,
            self.loc,
            &[],
            t,
            &[("value", a)],
        )
    }

    fn index_op(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let t = self.ctx().index_type();
        self.op(name, &[a, b], t)
    }
    pub fn add(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.index_op(arith_ops::AddIOp::NAME, a, b)
    }
    pub fn sub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.index_op(arith_ops::SubIOp::NAME, a, b)
    }
    pub fn mul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.index_op(arith_ops::MulIOp::NAME, a, b)
    }
    pub fn min(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.index_op(arith_ops::MinSIOp::NAME, a, b)
    }
    /// `a + c` with a constant `c` (no op when `c` is 0).
    pub fn add_c(&mut self, a: ValueId, c: i64) -> ValueId {
        if c == 0 {
            return a;
        }
        let c = self.index(c);
        self.add(a, c)
    }
    pub fn mul_c(&mut self, a: ValueId, c: i64) -> ValueId {
        let c = self.index(c);
        self.mul(a, c)
    }
    /// `ceil(a / c)` for a non-negative `a` and a positive constant `c`.
    pub fn ceil_div_c(&mut self, a: ValueId, c: i64) -> ValueId {
        let biased = self.add_c(a, c - 1);
        let c = self.index(c);
        self.index_op(arith_ops::DivUIOp::NAME, biased, c)
    }
    /// `a == b` on index values.
    pub fn eq(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.ctx();
        let pred = xla_dialect_arith::CmpIPredicate::Eq.attr(ctx);
        op1(
            self.rw,
            arith_ops::CmpIOp::NAME,
            self.loc,
            &[a, b],
            ctx.i1(),
            &[("predicate", pred)],
        )
    }
    pub fn and(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let i1 = self.ctx().i1();
        self.op(arith_ops::AndIOp::NAME, &[a, b], i1)
    }

    /// A detached region with one block taking `types`; the block and its arguments.
    fn region(&mut self, types: &[Type]) -> (RegionId, BlockId, Vec<ValueId>) {
        let loc = self.loc;
        let body = self.rw.rewriter().body_mut(&[]);
        let r = body.create_region();
        let b = body.create_block();
        body.append_block(r, b);
        let args = types
            .iter()
            .map(|&t| body.add_block_arg(b, t, Some(loc)))
            .collect();
        (r, b, args)
    }

    /// Runs `f` with new ops going to the end of `block`, then restores the insertion point.
    fn inside<R>(&mut self, block: BlockId, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.ip;
        self.set_ip(Ip::End(block));
        let r = f(self);
        self.set_ip(saved);
        r
    }

    /// `scf.for %iv = lb to ub step step iter_args(inits)`: `f` gets the induction variable
    /// and the iteration values and returns the values to yield; the loop's results.
    pub fn for_iter(
        &mut self,
        lb: ValueId,
        ub: ValueId,
        step: ValueId,
        inits: &[ValueId],
        f: impl FnOnce(&mut Self, ValueId, &[ValueId]) -> Vec<ValueId>,
    ) -> Vec<ValueId> {
        let ctx = self.ctx();
        let mut types = vec![ctx.index_type()];
        types.extend(inits.iter().map(|&v| self.rw.body().value_type(v)));
        let (r, b, args) = self.region(&types);
        self.inside(b, |e| {
            let yielded = f(e, args[0], &args[1..]);
            e.effect(scf_ops::YieldOp::NAME, &yielded);
        });
        let mut st = OperationState::new(ctx, scf_ops::ForOp::NAME, self.loc)
            .operands(&[lb, ub, step])
            .operands(inits)
            .results(&types[1..]);
        st.regions.push(r);
        let op = self.rw.create(st);
        self.rw.body().results(op).to_vec()
    }

    pub fn for_(
        &mut self,
        lb: ValueId,
        ub: ValueId,
        step: ValueId,
        f: impl FnOnce(&mut Self, ValueId),
    ) {
        self.for_iter(lb, ub, step, &[], |e, iv, _| {
            f(e, iv);
            Vec::new()
        });
    }

    /// `for iv in 0..ub` with unit step.
    pub fn for_range(&mut self, ub: ValueId, f: impl FnOnce(&mut Self, ValueId)) {
        let (zero, one) = (self.index(0), self.index(1));
        self.for_(zero, ub, one, f);
    }

    /// `scf.parallel (ivs) = (lbs) to (ubs) step (steps)` without reductions, with `attrs`.
    pub fn parallel_with(
        &mut self,
        lbs: &[ValueId],
        ubs: &[ValueId],
        steps: &[ValueId],
        attrs: &[(&str, xla_ir::Attribute)],
        f: impl FnOnce(&mut Self, &[ValueId]),
    ) {
        let ctx = self.ctx();
        let n = lbs.len();
        let (r, b, ivs) = self.region(&vec![ctx.index_type(); n]);
        self.inside(b, |e| {
            f(e, &ivs);
            e.effect(scf_ops::ReduceOp::NAME, &[]);
        });
        let segments = ctx.dense_i32_array(&[n as i32, n as i32, n as i32, 0]);
        let mut st = OperationState::new(ctx, scf_ops::ParallelOp::NAME, self.loc)
            .operands(lbs)
            .operands(ubs)
            .operands(steps);
        st.set_attr(ctx, "operandSegmentSizes", segments);
        for &(name, value) in attrs {
            st.set_attr(ctx, name, value);
        }
        st.regions.push(r);
        self.rw.create(st);
    }

    /// `scf.if cond { then } else { otherwise }` without results.
    pub fn if_else(
        &mut self,
        cond: ValueId,
        then: impl FnOnce(&mut Self),
        otherwise: impl FnOnce(&mut Self),
    ) {
        let (tr, tb, _) = self.region(&[]);
        let (er, eb, _) = self.region(&[]);
        self.inside(tb, |e| {
            then(e);
            e.effect(scf_ops::YieldOp::NAME, &[]);
        });
        self.inside(eb, |e| {
            otherwise(e);
            e.effect(scf_ops::YieldOp::NAME, &[]);
        });
        let mut st =
            OperationState::new(self.ctx(), scf_ops::IfOp::NAME, self.loc).operands(&[cond]);
        st.regions.extend([tr, er]);
        self.rw.create(st);
    }

    pub fn load(&mut self, m: ValueId, idx: &[ValueId]) -> ValueId {
        let elem = self.ctx().element_type(self.rw.body().value_type(m));
        let operands: Vec<ValueId> = std::iter::once(m).chain(idx.iter().copied()).collect();
        self.op(memref_ops::LoadOp::NAME, &operands, elem)
    }
    pub fn store(&mut self, v: ValueId, m: ValueId, idx: &[ValueId]) {
        let operands: Vec<ValueId> = [v, m].into_iter().chain(idx.iter().copied()).collect();
        self.effect(memref_ops::StoreOp::NAME, &operands);
    }
    pub fn vload(&mut self, vty: Type, m: ValueId, idx: &[ValueId]) -> ValueId {
        let operands: Vec<ValueId> = std::iter::once(m).chain(idx.iter().copied()).collect();
        self.op(vector_ops::LoadOp::NAME, &operands, vty)
    }
    pub fn vstore(&mut self, v: ValueId, m: ValueId, idx: &[ValueId]) {
        let operands: Vec<ValueId> = [v, m].into_iter().chain(idx.iter().copied()).collect();
        self.effect(vector_ops::StoreOp::NAME, &operands);
    }

    /// `memref.alloc(%n) : memref<?xT>`.
    pub fn alloc_1d(&mut self, elem: Type, n: ValueId) -> ValueId {
        let ctx = self.ctx();
        let ty = ctx.memref_type(&[xla_ir::DYNAMIC], elem);
        let a = ctx.integer_attr(ctx.i64(), 64);
        let segments = ctx.dense_i32_array(&[1, 0]);
        op1(
            self.rw,
            memref_ops::AllocOp::NAME,
            self.loc,
            &[n],
            ty,
            &[("alignment", a), ("operandSegmentSizes", segments)],
        )
    }
}
