//! Creates the arith ops of an approximation before the math op it replaces, element-wise on
//! a scalar, vector or tensor shape (constants are splats of that shape).

use rustc_hash::FxHashMap;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_ir::{AttrData, Body, Context, Location, OpId, OperationState, Type, ValueId};

/// Element types the approximations compute in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elem {
    F32,
    F64,
    I32,
    I64,
    I1,
}

pub struct Emit<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    anchor: OpId,
    loc: Location,
    /// The shape the values have: the replaced op's operand type (its element type ignored).
    shape: Type,
    constants: FxHashMap<(Elem, u64), ValueId>,
}

impl<'a> Emit<'a> {
    pub fn new(ctx: &'a Context, body: &'a mut Body, anchor: OpId, shape: Type) -> Self {
        let loc = body.op(anchor).loc;
        Emit {
            ctx,
            body,
            anchor,
            loc,
            shape,
            constants: FxHashMap::default(),
        }
    }

    /// The type of `elem` values of this shape.
    pub fn ty(&self, elem: Elem) -> Type {
        let e = match elem {
            Elem::F32 => self.ctx.f32(),
            Elem::F64 => self.ctx.f64(),
            Elem::I32 => self.ctx.i32(),
            Elem::I64 => self.ctx.i64(),
            Elem::I1 => self.ctx.integer_type(1),
        };
        self.ctx.with_element_type(self.shape, e)
    }

    pub fn op_typed(
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

    pub fn op(&mut self, name: &str, operands: &[ValueId], elem: Elem) -> ValueId {
        let ty = self.ty(elem);
        self.op_typed(name, operands, ty, &[])
    }

    /// A splat constant of `elem` with the raw bits `bits` (floats) or value (integers).
    fn constant(&mut self, elem: Elem, bits: u64) -> ValueId {
        if let Some(&v) = self.constants.get(&(elem, bits)) {
            return v;
        }
        let ty = self.ty(elem);
        let scalar = self.ctx.element_type(ty);
        let (width, float) = match elem {
            Elem::F32 => (4, true),
            Elem::F64 => (8, true),
            Elem::I32 => (4, false),
            Elem::I64 => (8, false),
            Elem::I1 => (1, false),
        };
        let attr = if ty != scalar {
            let data = bits.to_le_bytes()[..width].to_vec().into_boxed_slice();
            self.ctx.intern_attr(AttrData::DenseElements {
                ty,
                data,
                splat: true,
            })
        } else if float {
            self.ctx.float_attr_bits(ty, bits)
        } else {
            let v = match elem {
                Elem::I32 => i128::from(bits as u32 as i32),
                Elem::I1 => i128::from(bits & 1),
                _ => i128::from(bits as i64),
            };
            self.ctx.integer_attr(ty, v)
        };
        let v = self.op_typed(arith_ops::ConstantOp::NAME, &[], ty, &[("value", attr)]);
        self.constants.insert((elem, bits), v);
        v
    }

    pub fn f32(&mut self, v: f32) -> ValueId {
        self.constant(Elem::F32, u64::from(v.to_bits()))
    }
    pub fn f64(&mut self, v: f64) -> ValueId {
        self.constant(Elem::F64, v.to_bits())
    }
    pub fn i32(&mut self, v: i32) -> ValueId {
        self.constant(Elem::I32, u64::from(v as u32))
    }
    pub fn i64(&mut self, v: u64) -> ValueId {
        self.constant(Elem::I64, v)
    }

    fn elem_of(&self, v: ValueId) -> Elem {
        let t = self.ctx.element_type(self.body.value_type(v));
        match self.ctx.integer_width(t) {
            Some(1) => Elem::I1,
            Some(32) => Elem::I32,
            Some(_) => Elem::I64,
            None if self.ctx.float_kind(t) == Some(xla_ir::float::FloatKind::F64) => Elem::F64,
            None => Elem::F32,
        }
    }

    /// A binary op whose result has its operands' type.
    pub fn bin(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let e = self.elem_of(a);
        self.op(name, &[a, b], e)
    }
    pub fn add(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(arith_ops::AddFOp::NAME, a, b)
    }
    pub fn sub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(arith_ops::SubFOp::NAME, a, b)
    }
    pub fn mul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(arith_ops::MulFOp::NAME, a, b)
    }
    pub fn div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(arith_ops::DivFOp::NAME, a, b)
    }
    pub fn neg(&mut self, a: ValueId) -> ValueId {
        let e = self.elem_of(a);
        self.op(arith_ops::NegFOp::NAME, &[a], e)
    }
    pub fn cmpf(&mut self, predicate: CmpFPredicate, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(Elem::I1);
        let p = predicate.attr(self.ctx);
        self.op_typed(arith_ops::CmpFOp::NAME, &[a, b], ty, &[("predicate", p)])
    }
    pub fn cmpi(&mut self, predicate: CmpIPredicate, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(Elem::I1);
        let p = predicate.attr(self.ctx);
        self.op_typed(arith_ops::CmpIOp::NAME, &[a, b], ty, &[("predicate", p)])
    }
    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let e = self.elem_of(a);
        self.op(arith_ops::SelectOp::NAME, &[c, a, b], e)
    }
    pub fn or(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.bin(arith_ops::OrIOp::NAME, a, b)
    }
    /// A conversion op (`bitcast`, `extf`, `sitofp`, ...) to `elem`.
    pub fn cast(&mut self, name: &str, v: ValueId, elem: Elem) -> ValueId {
        self.op(name, &[v], elem)
    }

    /// A float `mulf`/`addf` marked `contract`: LLVM fuses the pair into one FMA where the CPU
    /// has it (one rounding instead of two, one instruction), and keeps both elsewhere.
    fn contracted(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let e = self.elem_of(a);
        let ty = self.ty(e);
        let flags = &xla_dialect_arith::attrs::FASTMATH;
        let contract = flags.attr(self.ctx, flags.symbolize("contract").unwrap_or(32));
        self.op_typed(name, &[a, b], ty, &[("fastmath", contract)])
    }

    /// `c[0] * x^(n-1) + ... + c[n-1]` by Horner's rule, in `x`'s float type, each step one
    /// contractable multiply-add.
    pub fn horner(&mut self, x: ValueId, coefficients: &[f64]) -> ValueId {
        let wide = self.elem_of(x) == Elem::F64;
        let k = |e: &mut Self, c: f64| if wide { e.f64(c) } else { e.f32(c as f32) };
        let Some((&first, rest)) = coefficients.split_first() else {
            return k(self, 0.0);
        };
        let mut acc = k(self, first);
        for &c in rest {
            let m = self.contracted(arith_ops::MulFOp::NAME, acc, x);
            let c = k(self, c);
            acc = self.contracted(arith_ops::AddFOp::NAME, m, c);
        }
        acc
    }

    /// `x` with its values below `lo` raised to `lo` and above `hi` lowered to `hi` (NaN stays).
    pub fn clamp(&mut self, x: ValueId, lo: ValueId, hi: ValueId) -> ValueId {
        let below = self.cmpf(CmpFPredicate::Olt, x, lo);
        let raised = self.select(below, lo, x);
        let above = self.cmpf(CmpFPredicate::Ogt, raised, hi);
        self.select(above, hi, raised)
    }

    /// `|x|` of an f32 value (clears the sign bit).
    pub fn abs32(&mut self, x: ValueId) -> ValueId {
        let bits = self.cast(arith_ops::BitcastOp::NAME, x, Elem::I32);
        let mask = self.i32(0x7fff_ffff);
        let m = self.bin(arith_ops::AndIOp::NAME, bits, mask);
        self.cast(arith_ops::BitcastOp::NAME, m, Elem::F32)
    }

    /// `2^k` as f32 for i32 `k` in [-126, 127] (the exponent field built directly).
    pub fn pow2_f32(&mut self, k: ValueId) -> ValueId {
        let bias = self.i32(127);
        let biased = self.bin(arith_ops::AddIOp::NAME, k, bias);
        let shift = self.i32(23);
        let bits = self.bin(arith_ops::ShLIOp::NAME, biased, shift);
        self.cast(arith_ops::BitcastOp::NAME, bits, Elem::F32)
    }

    /// Replaces the anchor op's single result with `v` and erases the op.
    pub fn finish(self, v: ValueId) {
        let old = self.body.results(self.anchor)[0];
        self.body.replace_all_uses(old, v);
        self.body.erase_op(self.anchor);
    }
}
