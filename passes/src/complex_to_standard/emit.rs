//! The builder the expansions use: arith/math ops on one float type, inserted before the
//! complex op being expanded, and the split of a complex value into its parts.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpFPredicate;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_math::ops as math_ops;
use xla_ir::{AttrData, Body, Context, Location, OpId, OperationState, Type, ValueId};

/// A complex value as its (real, imaginary) parts.
pub type Parts = (ValueId, ValueId);

pub struct Emit<'a, 'c> {
    pub ctx: &'c Context,
    pub body: &'a mut Body,
    anchor: OpId,
    loc: Location,
    /// The float type of the parts.
    pub elem: Type,
}

impl<'a, 'c> Emit<'a, 'c> {
    pub fn new(ctx: &'c Context, body: &'a mut Body, anchor: OpId, elem: Type) -> Self {
        let loc = body.op(anchor).loc;
        Emit {
            ctx,
            body,
            anchor,
            loc,
            elem,
        }
    }

    /// `name` with `operands`, one result of type `ty` and the given properties.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, xla_ir::Attribute)],
    ) -> ValueId {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        st.result_types.push(ty);
        for &(k, v) in props {
            st.set_attr(self.ctx, k, v);
        }
        let id = self.body.create_op(self.ctx, st);
        self.body.insert_op_before(self.anchor, id);
        self.body.results(id)[0]
    }

    /// A float op whose result has the part type.
    pub fn f(&mut self, name: &str, operands: &[ValueId]) -> ValueId {
        let ty = self.elem;
        self.op(name, operands, ty, &[])
    }

    /// The float constant `v` of the part type (NaN and infinities included).
    pub fn cst(&mut self, v: f64) -> ValueId {
        let (ctx, ty) = (self.ctx, self.elem);
        let bits = match ctx.float_kind(ty) {
            Some(k) => xla_ir::float::from_f64(k, v).0,
            None => v.to_bits(),
        };
        self.op(
            arith_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", ctx.float_attr_bits(ty, bits))],
        )
    }

    pub fn add(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::AddFOp::NAME, &[a, b])
    }
    pub fn sub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::SubFOp::NAME, &[a, b])
    }
    pub fn mul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::MulFOp::NAME, &[a, b])
    }
    pub fn div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::DivFOp::NAME, &[a, b])
    }
    pub fn neg(&mut self, a: ValueId) -> ValueId {
        self.f(arith_ops::NegFOp::NAME, &[a])
    }
    pub fn abs(&mut self, a: ValueId) -> ValueId {
        self.f(math_ops::AbsFOp::NAME, &[a])
    }
    pub fn max(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::MaximumFOp::NAME, &[a, b])
    }
    pub fn min(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(arith_ops::MinimumFOp::NAME, &[a, b])
    }
    pub fn copysign(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.f(math_ops::CopySignOp::NAME, &[a, b])
    }
    pub fn atan2(&mut self, y: ValueId, x: ValueId) -> ValueId {
        self.f(math_ops::Atan2Op::NAME, &[y, x])
    }

    /// `arith.cmpf <predicate>`.
    pub fn cmp(&mut self, predicate: CmpFPredicate, a: ValueId, b: ValueId) -> ValueId {
        let (ctx, i1) = (self.ctx, self.ctx.i1());
        self.op(
            arith_ops::CmpFOp::NAME,
            &[a, b],
            i1,
            &[("predicate", predicate.attr(ctx))],
        )
    }
    pub fn and(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let i1 = self.ctx.i1();
        self.op(arith_ops::AndIOp::NAME, &[a, b], i1, &[])
    }
    pub fn or(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let i1 = self.ctx.i1();
        self.op(arith_ops::OrIOp::NAME, &[a, b], i1, &[])
    }
    pub fn not(&mut self, a: ValueId) -> ValueId {
        let (ctx, i1) = (self.ctx, self.ctx.i1());
        let t = self.op(
            arith_ops::ConstantOp::NAME,
            &[],
            i1,
            &[("value", ctx.bool_attr(true))],
        );
        self.op(arith_ops::XOrIOp::NAME, &[a, t], i1, &[])
    }
    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.body.value_type(a);
        self.op(arith_ops::SelectOp::NAME, &[c, a, b], ty, &[])
    }
    /// Selects both parts.
    pub fn select2(&mut self, c: ValueId, a: Parts, b: Parts) -> Parts {
        (self.select(c, a.0, b.0), self.select(c, a.1, b.1))
    }

    /// The parts of complex `v`: the operands of a `complex.create`, the values of a
    /// `complex.constant` (as `arith.constant`s), else `complex.re` / `complex.im` of it.
    pub fn parts(&mut self, v: ValueId) -> Parts {
        if let xla_ir::ir::ValueDef::Result { op, .. } = self.body.value(v).def {
            let name = self.ctx.op_name_str(self.body.op(op).name);
            if name == complex_ops::CreateOp::NAME && self.body.num_operands(op) == 2 {
                return (self.body.operand(op, 0), self.body.operand(op, 1));
            }
            if name == complex_ops::ConstantOp::NAME {
                let value = xla_ir::OpRef::new(self.ctx, self.body, op).attr("value");
                if let Some(AttrData::Array(items)) = value.map(|a| self.ctx.attr_data(a)) {
                    if let [re, im] = items[..] {
                        let ty = self.elem;
                        let re = self.op(arith_ops::ConstantOp::NAME, &[], ty, &[("value", re)]);
                        let im = self.op(arith_ops::ConstantOp::NAME, &[], ty, &[("value", im)]);
                        return (re, im);
                    }
                }
            }
        }
        let ty = self.elem;
        (
            self.op(complex_ops::ReOp::NAME, &[v], ty, &[]),
            self.op(complex_ops::ImOp::NAME, &[v], ty, &[]),
        )
    }

    /// `complex.create` of `p`, of complex type `ty`.
    pub fn create(&mut self, p: Parts, ty: Type) -> ValueId {
        self.op(complex_ops::CreateOp::NAME, &[p.0, p.1], ty, &[])
    }
}
