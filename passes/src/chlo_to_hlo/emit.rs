//! A small builder of element-wise hlo ops inserted before one chlo op: every value has the
//! shape of the op's result and the element type the decomposition computes in.

use xla_dialect_hlo::canonical::splat_attr;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::ops::compare::DIRECTION;
use xla_dialect_hlo::ops::constant::VALUE;
use xla_ir::float::FloatKind;
use xla_ir::{Attribute, Body, Context, Location, OpId, OperationState, Type, ValueId};

/// Comparison directions: the hlo dialect's enum.
pub use xla_dialect_hlo::attrs::comparison::ComparisonDirection as Cmp;

pub struct Emitter<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    /// New ops go before this op.
    pub at: OpId,
    pub loc: Location,
    /// The tensor type values are computed in.
    pub ty: Type,
    /// Its element kind (f32 or f64).
    pub kind: FloatKind,
}

impl<'a> Emitter<'a> {
    pub fn op(
        &mut self,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let mut state = OperationState::new(self.ctx, name, self.loc)
            .operands(operands)
            .results(&[ty]);
        for &(k, v) in props {
            state.set_attr(self.ctx, k, v);
        }
        let id = self.body.create_op(self.ctx, state);
        self.body.insert_op_before(self.at, id);
        self.body.result(id, 0)
    }
    fn un(&mut self, name: &str, a: ValueId) -> ValueId {
        let ty = self.ty;
        self.op(name, &[a], ty, &[])
    }
    fn bin(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty;
        self.op(name, &[a, b], ty, &[])
    }
    /// A splat constant `x` (rounded to the element type).
    pub fn c(&mut self, x: f64) -> ValueId {
        let bits = match self.kind {
            FloatKind::F64 => x.to_bits(),
            _ => u64::from((x as f32).to_bits()),
        };
        let ty = self.ty;
        match splat_attr(self.ctx, ty, bits) {
            Some(attr) => self.op(hlo_ops::ConstantOp::NAME, &[], ty, &[(VALUE, attr)]),
            // Only static shapes reach here (checked by the pass).
            None => self.op(hlo_ops::ConstantOp::NAME, &[], ty, &[]),
        }
    }
    pub fn add(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::AddOp::NAME, a, b)
    }
    pub fn sub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::SubtractOp::NAME, a, b)
    }
    pub fn mul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::MultiplyOp::NAME, a, b)
    }
    pub fn div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::DivideOp::NAME, a, b)
    }
    pub fn atan2(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::Atan2Op::NAME, a, b)
    }
    pub fn pow(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::PowerOp::NAME, a, b)
    }
    pub fn rem(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(hlo_ops::RemainderOp::NAME, a, b)
    }
    pub fn neg(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::NegateOp::NAME, a)
    }
    pub fn abs(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::AbsOp::NAME, a)
    }
    pub fn log(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::LogOp::NAME, a)
    }
    pub fn log1p(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::LogPlusOneOp::NAME, a)
    }
    pub fn exp(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::ExponentialOp::NAME, a)
    }
    pub fn expm1(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::ExponentialMinusOneOp::NAME, a)
    }
    pub fn sqrt(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::SqrtOp::NAME, a)
    }
    pub fn floor(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::FloorOp::NAME, a)
    }
    pub fn sin(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::SineOp::NAME, a)
    }
    pub fn cos(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::CosineOp::NAME, a)
    }
    pub fn sign(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::SignOp::NAME, a)
    }
    pub fn erf(&mut self, a: ValueId) -> ValueId {
        self.un(hlo_ops::ErfOp::NAME, a)
    }
    /// `a + k` for a constant `k`.
    pub fn addc(&mut self, a: ValueId, k: f64) -> ValueId {
        let k = self.c(k);
        self.add(a, k)
    }
    /// `a * k` for a constant `k`.
    pub fn mulc(&mut self, a: ValueId, k: f64) -> ValueId {
        let k = self.c(k);
        self.mul(a, k)
    }
    /// The i1 tensor type of the computation's shape.
    fn pred_type(&self) -> Type {
        let shape = self.ctx.shape(self.ty).unwrap_or(&[]).to_vec();
        self.ctx.tensor_type(&shape, self.ctx.i1())
    }
    pub fn cmp(&mut self, dir: Cmp, a: ValueId, b: ValueId) -> ValueId {
        let attr = dir.attr(self.ctx);
        let ty = self.pred_type();
        self.op(hlo_ops::CompareOp::NAME, &[a, b], ty, &[(DIRECTION, attr)])
    }
    /// `a <dir> k` for a constant `k`.
    pub fn cmpc(&mut self, dir: Cmp, a: ValueId, k: f64) -> ValueId {
        let k = self.c(k);
        self.cmp(dir, a, k)
    }
    pub fn and(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.pred_type();
        self.op(hlo_ops::AndOp::NAME, &[a, b], ty, &[])
    }
    pub fn or(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.pred_type();
        self.op(hlo_ops::OrOp::NAME, &[a, b], ty, &[])
    }
    pub fn is_finite(&mut self, a: ValueId) -> ValueId {
        let ty = self.pred_type();
        self.op(hlo_ops::IsFiniteOp::NAME, &[a], ty, &[])
    }
    pub fn select(&mut self, p: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty;
        self.op(hlo_ops::SelectOp::NAME, &[p, a, b], ty, &[])
    }
    /// Σ coeffs[i]·x^(n-1-i) by Horner's rule (highest degree first).
    pub fn horner(&mut self, x: ValueId, coeffs: &[f64]) -> ValueId {
        let mut acc = self.c(coeffs.first().copied().unwrap_or(0.0));
        for &k in coeffs.iter().skip(1) {
            let m = self.mul(acc, x);
            acc = self.addc(m, k);
        }
        acc
    }
    /// `hlo.convert` of `a` to `ty`.
    pub fn convert(&mut self, a: ValueId, ty: Type) -> ValueId {
        self.op(hlo_ops::ConvertOp::NAME, &[a], ty, &[])
    }
}
