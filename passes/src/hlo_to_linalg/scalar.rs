//! Per-element computations of the hlo element-wise ops as scalar arith/math code, with
//! XLA's semantics preserved: integer division by zero (-1) and `INT_MIN / -1` (`INT_MIN`),
//! remainder by zero (the dividend), out-of-range shifts (0, or the sign for arithmetic
//! shifts), NaN-propagating max/min (`maximumf`/`minimumf`), round-half-away-from-zero
//! (`math.round`), total-order float compares, saturating float-to-int conversion.
//! Used by the element-wise generics' bodies and for hlo ops on 0-d tensors in regions.

use super::builder::Builder;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_dialect_chlo::elementwise::Elementwise as Chlo;
use xla_dialect_hlo::attrs::comparison::{ComparisonDirection, ComparisonType};
use xla_dialect_hlo::elementwise::Elementwise as Hlo;
use xla_dialect_math::ops as math_ops;
use xla_ir::float::FloatKind;
use xla_ir::types::Signedness;
use xla_ir::{Context, Diag, OpRef, Type, TypeData, ValueId};
use Kind::{Chlo as C, Hlo as H};

/// What the scalar code of one hlo op needs to know, read from the op before rewriting.
#[derive(Clone, Debug)]
pub struct ScalarOp {
    pub name: String,
    /// The op's element-wise kind (`None`: no scalar code).
    pub kind: Option<Kind>,
    /// Element types of the operands and the result as the hlo op has them (signedness kept).
    pub operand_elems: Vec<Type>,
    pub result_elem: Type,
    pub direction: Option<ComparisonDirection>,
    pub compare_type: Option<ComparisonType>,
    /// `reduce_precision`'s target format.
    pub exponent_bits: Option<u32>,
    pub mantissa_bits: Option<u32>,
}

impl ScalarOp {
    pub fn of(op: OpRef<'_>) -> ScalarOp {
        let ctx = op.ctx;
        let elem = |t: Type| ctx.element_type(t);
        ScalarOp {
            name: op.name_str().to_string(),
            kind: Kind::from_name(op.name_str()),
            operand_elems: op.operand_types().into_iter().map(elem).collect(),
            result_elem: op.result_types().first().map_or(ctx.i1(), |&t| elem(t)),
            direction: op
                .attr("comparison_direction")
                .and_then(|a| ComparisonDirection::of_attr(ctx, a)),
            compare_type: op
                .attr("compare_type")
                .and_then(|a| ComparisonType::of_attr(ctx, a)),
            exponent_bits: op
                .attr("exponent_bits")
                .and_then(|a| ctx.attr_as_int(a))
                .and_then(|v| u32::try_from(v).ok()),
            mantissa_bits: op
                .attr("mantissa_bits")
                .and_then(|a| ctx.attr_as_int(a))
                .and_then(|v| u32::try_from(v).ok()),
        }
    }
}

/// Checks, before anything is built, that the op's element types have scalar code here.
pub fn precheck(b: &Builder<'_, '_>, s: &ScalarOp) -> Result<(), Diag> {
    let ctx = b.ctx();
    if s.kind == Some(Kind::Hlo(Hlo::BitcastConvert)) {
        let bits = |t: Type| {
            ctx.integer_width(t)
                .or_else(|| ctx.float_kind(t).map(|k| k.bit_width()))
        };
        if s.operand_elems.first().map(|&t| bits(t)) != Some(bits(s.result_elem)) {
            return Err(b.fail("bitcast_convert between element types of different widths is not lowered (it changes the shape)"));
        }
    }
    for &t in s.operand_elems.iter().chain([&s.result_elem]) {
        if super::complex::complex_part(ctx, t).is_some() {
            continue;
        }
        let too_wide = ctx
            .integer_width(t)
            .or_else(|| ctx.float_kind(t).map(|k| k.bit_width()))
            .is_some_and(|w| w > 64);
        if class(ctx, t).is_none() || too_wide {
            return Err(b.fail(format!(
                "'{}' elements are not lowered",
                xla_ir::asm::type_to_string(ctx, t)
            )));
        }
    }
    Ok(())
}

/// The element-wise op a [`ScalarOp`] computes: its kind as the dialect declares it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    Hlo(Hlo),
    Chlo(Chlo),
}

impl Kind {
    pub fn from_name(name: &str) -> Option<Kind> {
        Hlo::from_name(name)
            .map(Kind::Hlo)
            .or_else(|| Chlo::from_name(name).map(Kind::Chlo))
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Hlo(k) => k.name(),
            Kind::Chlo(k) => k.name(),
        }
    }

    /// Whether the op has scalar code here: every element-wise hlo op, and the chlo ops
    /// with an arith or math equivalent.
    pub fn is_lowered(self) -> bool {
        match self {
            Kind::Hlo(_) => true,
            Kind::Chlo(k) => matches!(
                k,
                Chlo::Acos
                    | Chlo::Acosh
                    | Chlo::Asin
                    | Chlo::Asinh
                    | Chlo::Atan
                    | Chlo::Atanh
                    | Chlo::Cosh
                    | Chlo::Sinh
                    | Chlo::Erfc
                    | Chlo::Square
                    | Chlo::Conj
                    | Chlo::IsInf
                    | Chlo::IsPosInf
                    | Chlo::IsNegInf
                    | Chlo::NextAfter
            ),
        }
    }

    /// Every op with scalar code here.
    pub fn lowered() -> impl Iterator<Item = Kind> {
        let hlo = Hlo::ALL.iter().map(|&k| Kind::Hlo(k));
        let chlo = Chlo::ALL.iter().map(|&k| Kind::Chlo(k));
        hlo.chain(chlo).filter(|k| k.is_lowered())
    }
}

/// Whether the hlo op has a scalar lowering here.
pub fn is_supported(name: &str) -> bool {
    Kind::from_name(name).is_some_and(Kind::is_lowered)
}

/// The element class an op computes in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Class {
    Float,
    Bool,
    Signed(u32),
    Unsigned(u32),
}

fn class(ctx: &Context, t: Type) -> Option<Class> {
    match ctx.type_data(t) {
        TypeData::Float(_) => Some(Class::Float),
        TypeData::Integer { width: 1, .. } => Some(Class::Bool),
        TypeData::Integer {
            width,
            signedness: Signedness::Unsigned,
        } => Some(Class::Unsigned(*width)),
        TypeData::Integer { width, .. } => Some(Class::Signed(*width)),
        TypeData::Index => Some(Class::Signed(64)),
        _ => None,
    }
}

/// The signless type arith computes `t` in (`ui32` -> `i32`).
pub fn signless(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Integer {
            width,
            signedness: Signedness::Unsigned | Signedness::Signed,
        } => ctx.integer_type(*width),
        _ => t,
    }
}

struct E<'b, 'r, 'c> {
    b: &'b mut Builder<'r, 'c>,
}

impl E<'_, '_, '_> {
    fn op(&mut self, name: &str, args: &[ValueId], ty: Type) -> ValueId {
        self.b.create1(name, args, ty, &[])
    }
    fn bin(&mut self, name: &str, x: ValueId, y: ValueId) -> ValueId {
        let ty = self.b.ty(x);
        self.op(name, &[x, y], ty)
    }
    fn un(&mut self, name: &str, x: ValueId) -> ValueId {
        let ty = self.b.ty(x);
        self.op(name, &[x], ty)
    }
    fn cmpi(&mut self, pred: CmpIPredicate, x: ValueId, y: ValueId) -> ValueId {
        let ctx = self.b.ctx();
        let p = pred.attr(ctx);
        let i1 = ctx.i1();
        self.b
            .create1(arith_ops::CmpIOp::NAME, &[x, y], i1, &[("predicate", p)])
    }
    fn cmpf(&mut self, pred: CmpFPredicate, x: ValueId, y: ValueId) -> ValueId {
        let ctx = self.b.ctx();
        let p = pred.attr(ctx);
        let i1 = ctx.i1();
        self.b
            .create1(arith_ops::CmpFOp::NAME, &[x, y], i1, &[("predicate", p)])
    }
    fn select(&mut self, c: ValueId, x: ValueId, y: ValueId) -> ValueId {
        let ty = self.b.ty(x);
        self.op(arith_ops::SelectOp::NAME, &[c, x, y], ty)
    }
    fn int(&mut self, ty: Type, v: i128) -> ValueId {
        let ctx = self.b.ctx();
        let a = xla_dialect_arith::fold::int_attr(ctx, ty, v as u128);
        self.b
            .create1(arith_ops::ConstantOp::NAME, &[], ty, &[("value", a)])
    }
    fn float(&mut self, ty: Type, v: f64) -> Result<ValueId, Diag> {
        self.b.scalar_const(ty, v)
    }
}

fn min_signed(w: u32) -> i128 {
    -(1i128 << (w - 1))
}

/// Emits the scalar computation of `s` on scalar `args` (signless types) at the builder's
/// insertion point; returns the result value.
pub fn emit(b: &mut Builder<'_, '_>, s: &ScalarOp, args: &[ValueId]) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    if super::complex::involves_complex(ctx, s) {
        return super::complex::emit(b, s, args);
    }
    let operand_class = s.operand_elems.first().and_then(|&t| class(ctx, t));
    let Some(cls) = operand_class else {
        return Err(b.fail(format!(
            "element type of '{}' is not lowered (complex and other types are not supported)",
            s.name
        )));
    };
    let missing = b.fail("missing operand");
    let arg = |i: usize| args.get(i).copied().ok_or_else(|| missing.clone());
    let x = arg(0)?;
    let y = || arg(1);
    let ty = b.ty(x);
    let mut e = E { b };
    let float = cls == Class::Float;
    let unsigned = matches!(cls, Class::Unsigned(_) | Class::Bool);
    let width = match cls {
        Class::Signed(w) | Class::Unsigned(w) => w,
        Class::Bool => 1,
        Class::Float => 0,
    };
    let Some(kind) = s.kind else {
        return Err(b.fail(format!("'{}' on this element type is not lowered", s.name)));
    };
    let unsupported = |e: &E<'_, '_, '_>| {
        e.b.fail(format!("'{}' on this element type is not lowered", s.name))
    };
    let math = |e: &mut E<'_, '_, '_>, f: &str| -> Result<ValueId, Diag> {
        if float {
            Ok(e.un(&format!("math.{f}"), x))
        } else {
            Err(unsupported(e))
        }
    };
    Ok(match kind {
        H(Hlo::Add) if cls == Class::Bool => e.bin(arith_ops::OrIOp::NAME, x, y()?),
        H(Hlo::Add) => e.bin(
            by_class(float, arith_ops::AddFOp::NAME, arith_ops::AddIOp::NAME),
            x,
            y()?,
        ),
        H(Hlo::Subtract) if cls == Class::Bool => e.bin(arith_ops::XOrIOp::NAME, x, y()?),
        H(Hlo::Subtract) => e.bin(
            by_class(float, arith_ops::SubFOp::NAME, arith_ops::SubIOp::NAME),
            x,
            y()?,
        ),
        H(Hlo::Multiply) if cls == Class::Bool => e.bin(arith_ops::AndIOp::NAME, x, y()?),
        H(Hlo::Multiply) => e.bin(
            by_class(float, arith_ops::MulFOp::NAME, arith_ops::MulIOp::NAME),
            x,
            y()?,
        ),
        H(Hlo::Divide) if float => e.bin(arith_ops::DivFOp::NAME, x, y()?),
        H(Hlo::Divide) => divide(&mut e, x, y()?, width, unsigned),
        H(Hlo::Remainder) if float => e.bin(arith_ops::RemFOp::NAME, x, y()?),
        H(Hlo::Remainder) => remainder(&mut e, x, y()?, width, unsigned),
        H(Hlo::Maximum) => e.bin(
            match cls {
                Class::Float => arith_ops::MaximumFOp::NAME,
                Class::Bool => arith_ops::OrIOp::NAME,
                Class::Signed(_) => arith_ops::MaxSIOp::NAME,
                Class::Unsigned(_) => arith_ops::MaxUIOp::NAME,
            },
            x,
            y()?,
        ),
        H(Hlo::Minimum) => e.bin(
            match cls {
                Class::Float => arith_ops::MinimumFOp::NAME,
                Class::Bool => arith_ops::AndIOp::NAME,
                Class::Signed(_) => arith_ops::MinSIOp::NAME,
                Class::Unsigned(_) => arith_ops::MinUIOp::NAME,
            },
            x,
            y()?,
        ),
        H(Hlo::And) if !float => e.bin(arith_ops::AndIOp::NAME, x, y()?),
        H(Hlo::Or) if !float => e.bin(arith_ops::OrIOp::NAME, x, y()?),
        H(Hlo::Xor) if !float => e.bin(arith_ops::XOrIOp::NAME, x, y()?),
        H(Hlo::ShiftLeft) | H(Hlo::ShiftRightLogical) | H(Hlo::ShiftRightArithmetic)
            if !float && width > 1 =>
        {
            shift(&mut e, kind, x, y()?, width)
        }
        H(Hlo::Power) if float => e.bin(math_ops::PowFOp::NAME, x, y()?),
        H(Hlo::Power) if cls != Class::Bool => e.bin(math_ops::IPowIOp::NAME, x, y()?),
        H(Hlo::Atan2) if float => e.bin(math_ops::Atan2Op::NAME, x, y()?),
        H(Hlo::Negate) if float => e.un(arith_ops::NegFOp::NAME, x),
        H(Hlo::Negate) => {
            let zero = e.int(ty, 0);
            e.bin(arith_ops::SubIOp::NAME, zero, x)
        }
        H(Hlo::Not) if !float => {
            let ones = e.int(ty, -1);
            e.bin(arith_ops::XOrIOp::NAME, x, ones)
        }
        H(Hlo::Abs) if float => e.un(math_ops::AbsFOp::NAME, x),
        H(Hlo::Abs) if !unsigned => e.un(math_ops::AbsIOp::NAME, x),
        H(Hlo::Abs) => x,
        H(Hlo::Sign) => sign(&mut e, x, cls, width)?,
        H(Hlo::Popcnt) if !float => e.un(math_ops::CtPopOp::NAME, x),
        H(Hlo::CountLeadingZeros) if !float => e.un(math_ops::CountLeadingZerosOp::NAME, x),
        H(Hlo::Ceil) => math(&mut e, "ceil")?,
        H(Hlo::Floor) => math(&mut e, "floor")?,
        H(Hlo::RoundNearestAfz) => math(&mut e, "round")?,
        H(Hlo::RoundNearestEven) => math(&mut e, "roundeven")?,
        H(Hlo::Sqrt) => math(&mut e, "sqrt")?,
        H(Hlo::Rsqrt) => math(&mut e, "rsqrt")?,
        H(Hlo::Cbrt) => math(&mut e, "cbrt")?,
        H(Hlo::Exponential) => math(&mut e, "exp")?,
        H(Hlo::ExponentialMinusOne) => math(&mut e, "expm1")?,
        H(Hlo::Log) => math(&mut e, "log")?,
        H(Hlo::LogPlusOne) => math(&mut e, "log1p")?,
        H(Hlo::Sine) => math(&mut e, "sin")?,
        H(Hlo::Cosine) => math(&mut e, "cos")?,
        H(Hlo::Tan) => math(&mut e, "tan")?,
        H(Hlo::Tanh) => math(&mut e, "tanh")?,
        H(Hlo::Erf) => math(&mut e, "erf")?,
        C(Chlo::Erfc) => math(&mut e, "erfc")?,
        C(
            k @ (Chlo::Acos
            | Chlo::Acosh
            | Chlo::Asin
            | Chlo::Asinh
            | Chlo::Atan
            | Chlo::Atanh
            | Chlo::Cosh
            | Chlo::Sinh),
        ) => {
            // The math op of the same mnemonic (`chlo.acos` -> `math.acos`).
            let mnemonic = k.name().split_once('.').map_or("", |(_, m)| m);
            math(&mut e, mnemonic)?
        }
        C(Chlo::Square) if float => e.bin(arith_ops::MulFOp::NAME, x, x),
        C(Chlo::Square) if cls == Class::Bool => e.bin(arith_ops::AndIOp::NAME, x, x),
        C(Chlo::Square) => e.bin(arith_ops::MulIOp::NAME, x, x),
        C(Chlo::Conj) if float => x,
        // real/imag of a real number: the number itself, and zero.
        H(Hlo::Real) if float => x,
        H(Hlo::Imag) if float => e.float(ty, 0.0)?,
        C(Chlo::IsInf) | C(Chlo::IsPosInf) | C(Chlo::IsNegInf) if float => {
            let i1 = e.b.ctx().i1();
            match kind {
                C(Chlo::IsInf) => e.op(math_ops::IsInfOp::NAME, &[x], i1),
                _ => {
                    let inf = e.float(
                        ty,
                        if kind == C(Chlo::IsPosInf) {
                            f64::INFINITY
                        } else {
                            f64::NEG_INFINITY
                        },
                    )?;
                    e.cmpf(CmpFPredicate::Oeq, x, inf)
                }
            }
        }
        H(Hlo::Logistic) if float => {
            // 1 / (1 + exp(-x))
            let neg = e.un(arith_ops::NegFOp::NAME, x);
            let ex = e.un(math_ops::ExpOp::NAME, neg);
            let one = e.float(ty, 1.0)?;
            let den = e.bin(arith_ops::AddFOp::NAME, one, ex);
            e.bin(arith_ops::DivFOp::NAME, one, den)
        }
        H(Hlo::IsFinite) if float => {
            let i1 = e.b.ctx().i1();
            e.op(math_ops::IsFiniteOp::NAME, &[x], i1)
        }
        H(Hlo::Compare) => compare(&mut e, s, x, y()?, cls, width)?,
        H(Hlo::ReducePrecision) if float => reduce_precision(&mut e, s, x)?,
        C(Chlo::NextAfter) if float => next_after(&mut e, x, y()?)?,
        H(Hlo::Select) => {
            let (t, f) = (y()?, arg(2)?);
            e.select(x, t, f)
        }
        H(Hlo::Clamp) => {
            // clamp(min, x, max) = min(max(x, lo), hi)
            let (v, hi) = (y()?, arg(2)?);
            let (max, min) = match cls {
                Class::Float => (arith_ops::MaximumFOp::NAME, arith_ops::MinimumFOp::NAME),
                Class::Bool => (arith_ops::OrIOp::NAME, arith_ops::AndIOp::NAME),
                Class::Signed(_) => (arith_ops::MaxSIOp::NAME, arith_ops::MinSIOp::NAME),
                Class::Unsigned(_) => (arith_ops::MaxUIOp::NAME, arith_ops::MinUIOp::NAME),
            };
            let lo_clamped = e.bin(max, v, x);
            e.bin(min, lo_clamped, hi)
        }
        H(Hlo::Convert) => convert(&mut e, x, cls, s.result_elem)?,
        H(Hlo::BitcastConvert) => {
            let to = signless(e.b.ctx(), s.result_elem);
            let bits = |t: Type| {
                e.b.ctx()
                    .integer_width(t)
                    .or_else(|| e.b.ctx().float_kind(t).map(|k| k.bit_width()))
            };
            if bits(to) != bits(ty) {
                return Err(e.b.fail(
                    "bitcast_convert between element types of different widths is not lowered",
                ));
            }
            if to == ty {
                x
            } else {
                e.op(arith_ops::BitcastOp::NAME, &[x], to)
            }
        }
        _ => return Err(unsupported(&e)),
    })
}

/// XLA division: `x / 0 = -1` (all ones unsigned), `INT_MIN / -1 = INT_MIN`.
fn divide(e: &mut E<'_, '_, '_>, x: ValueId, y: ValueId, width: u32, unsigned: bool) -> ValueId {
    let ty = e.b.ty(x);
    let (zero, one, ones) = (e.int(ty, 0), e.int(ty, 1), e.int(ty, -1));
    let is_zero = e.cmpi(CmpIPredicate::Eq, y, zero);
    if unsigned {
        let safe = e.select(is_zero, one, y);
        let q = e.bin(arith_ops::DivUIOp::NAME, x, safe);
        return e.select(is_zero, ones, q);
    }
    let min = e.int(ty, min_signed(width));
    let x_min = e.cmpi(CmpIPredicate::Eq, x, min);
    let y_neg1 = e.cmpi(CmpIPredicate::Eq, y, ones);
    let overflow = e.bin(arith_ops::AndIOp::NAME, x_min, y_neg1);
    let bad = e.bin(arith_ops::OrIOp::NAME, is_zero, overflow);
    let safe = e.select(bad, one, y);
    let q = e.bin(arith_ops::DivSIOp::NAME, x, safe);
    let q = e.select(overflow, min, q);
    e.select(is_zero, ones, q)
}

/// XLA remainder: `x % 0 = x`, `INT_MIN % -1 = 0`; the sign follows the dividend.
fn remainder(e: &mut E<'_, '_, '_>, x: ValueId, y: ValueId, width: u32, unsigned: bool) -> ValueId {
    let ty = e.b.ty(x);
    let (zero, one) = (e.int(ty, 0), e.int(ty, 1));
    let is_zero = e.cmpi(CmpIPredicate::Eq, y, zero);
    if unsigned {
        let safe = e.select(is_zero, one, y);
        let r = e.bin(arith_ops::RemUIOp::NAME, x, safe);
        return e.select(is_zero, x, r);
    }
    let (ones, min) = (e.int(ty, -1), e.int(ty, min_signed(width)));
    let x_min = e.cmpi(CmpIPredicate::Eq, x, min);
    let y_neg1 = e.cmpi(CmpIPredicate::Eq, y, ones);
    let overflow = e.bin(arith_ops::AndIOp::NAME, x_min, y_neg1);
    let bad = e.bin(arith_ops::OrIOp::NAME, is_zero, overflow);
    // With a divisor of 1 the overflow case gives 0, as XLA wants.
    let safe = e.select(bad, one, y);
    let r = e.bin(arith_ops::RemSIOp::NAME, x, safe);
    e.select(is_zero, x, r)
}

/// Shifts by an amount >= the width (as unsigned) give 0, or the sign for arithmetic shifts.
fn shift(e: &mut E<'_, '_, '_>, kind: Kind, x: ValueId, y: ValueId, width: u32) -> ValueId {
    let ty = e.b.ty(x);
    let w = e.int(ty, i128::from(width));
    let too_far = e.cmpi(CmpIPredicate::Uge, y, w);
    match kind {
        H(Hlo::ShiftLeft | Hlo::ShiftRightLogical) => {
            let op = if kind == H(Hlo::ShiftLeft) {
                arith_ops::ShLIOp::NAME
            } else {
                arith_ops::ShRUIOp::NAME
            };
            let zero = e.int(ty, 0);
            let safe = e.select(too_far, zero, y);
            let shifted = e.bin(op, x, safe);
            e.select(too_far, zero, shifted)
        }
        _ => {
            let last = e.int(ty, i128::from(width - 1));
            let safe = e.select(too_far, last, y);
            e.bin(arith_ops::ShRSIOp::NAME, x, safe)
        }
    }
}

/// `sign`: -1, 0 or 1 (floats: ±1, ±0 kept, NaN kept).
fn sign(e: &mut E<'_, '_, '_>, x: ValueId, cls: Class, width: u32) -> Result<ValueId, Diag> {
    let ty = e.b.ty(x);
    Ok(match cls {
        Class::Float => {
            let one = e.float(ty, 1.0)?;
            let zero = e.float(ty, 0.0)?;
            let signed_one = e.bin(math_ops::CopySignOp::NAME, one, x);
            let zero_or_nan = e.cmpf(CmpFPredicate::Ueq, x, zero);
            e.select(zero_or_nan, x, signed_one)
        }
        Class::Signed(_) => {
            let shift = e.int(ty, i128::from(width - 1));
            let negative_ones = e.bin(arith_ops::ShRSIOp::NAME, x, shift);
            let zero = e.int(ty, 0);
            let positive = e.cmpi(CmpIPredicate::Sgt, x, zero);
            let positive = e.op(arith_ops::ExtUIOp::NAME, &[positive], ty);
            e.bin(arith_ops::OrIOp::NAME, negative_ones, positive)
        }
        Class::Unsigned(_) | Class::Bool => {
            let zero = e.int(ty, 0);
            let nonzero = e.cmpi(CmpIPredicate::Ne, x, zero);
            if cls == Class::Bool {
                nonzero
            } else {
                e.op(arith_ops::ExtUIOp::NAME, &[nonzero], ty)
            }
        }
    })
}

/// `compare` with its direction and type; floats compare ordered (NE unordered), or by
/// total order on their bits for `TOTALORDER`.
fn compare(
    e: &mut E<'_, '_, '_>,
    s: &ScalarOp,
    x: ValueId,
    y: ValueId,
    cls: Class,
    width: u32,
) -> Result<ValueId, Diag> {
    let dir = s
        .direction
        .ok_or_else(|| e.b.fail("compare without comparison_direction"))?;
    let ctype = s.compare_type.unwrap_or(ComparisonType::NoType);
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    if cls == Class::Float && ctype != ComparisonType::TotalOrder {
        let pred = match dir {
            ComparisonDirection::Eq => F::Oeq,
            ComparisonDirection::Ne => F::Une,
            ComparisonDirection::Ge => F::Oge,
            ComparisonDirection::Gt => F::Ogt,
            ComparisonDirection::Le => F::Ole,
            _ => F::Olt,
        };
        return Ok(e.cmpf(pred, x, y));
    }
    let (x, y, signed) = if cls == Class::Float {
        (total_order_key(e, x)?, total_order_key(e, y)?, true)
    } else {
        let signed = match ctype {
            ComparisonType::Signed => cls != Class::Bool,
            ComparisonType::Unsigned => false,
            _ => matches!(cls, Class::Signed(_)),
        };
        (x, y, signed)
    };
    let _ = width;
    let pred = match (dir, signed) {
        (ComparisonDirection::Eq, _) => I::Eq,
        (ComparisonDirection::Ne, _) => I::Ne,
        (ComparisonDirection::Ge, true) => I::Sge,
        (ComparisonDirection::Ge, false) => I::Uge,
        (ComparisonDirection::Gt, true) => I::Sgt,
        (ComparisonDirection::Gt, false) => I::Ugt,
        (ComparisonDirection::Le, true) => I::Sle,
        (ComparisonDirection::Le, false) => I::Ule,
        (_, true) => I::Slt,
        (_, false) => I::Ult,
    };
    Ok(e.cmpi(pred, x, y))
}

/// The float's bits as a signed integer ordered like the total order: negative values get
/// their magnitude bits flipped.
fn total_order_key(e: &mut E<'_, '_, '_>, x: ValueId) -> Result<ValueId, Diag> {
    let ctx = e.b.ctx();
    let w = ctx
        .float_kind(e.b.ty(x))
        .map(|k| k.bit_width())
        .ok_or_else(|| e.b.fail("total order on a non-float"))?;
    let ity = ctx.integer_type(w);
    let bits = e.op(arith_ops::BitcastOp::NAME, &[x], ity);
    let shift = e.int(ity, i128::from(w - 1));
    let sign = e.bin(arith_ops::ShRSIOp::NAME, bits, shift);
    let max = e.int(ity, (1i128 << (w - 1)) - 1);
    let mask = e.bin(arith_ops::AndIOp::NAME, sign, max);
    Ok(e.bin(arith_ops::XOrIOp::NAME, bits, mask))
}

/// `convert` from class `from` to element type `to` (XLA: float to int truncates toward zero
/// and saturates, NaN to 0; to bool is `!= 0`; bool is 0/1).
/// Converts scalar `x` of (non-complex) hlo element type `from_elem` to `to_elem`.
pub fn convert_real(
    b: &mut Builder<'_, '_>,
    x: ValueId,
    from_elem: Type,
    to_elem: Type,
) -> Result<ValueId, Diag> {
    let from = class(b.ctx(), from_elem)
        .ok_or_else(|| b.fail("convert from an element type that is not lowered"))?;
    convert(&mut E { b }, x, from, to_elem)
}

fn convert(e: &mut E<'_, '_, '_>, x: ValueId, from: Class, to_elem: Type) -> Result<ValueId, Diag> {
    let ctx = e.b.ctx();
    let to_cls = class(ctx, to_elem)
        .ok_or_else(|| e.b.fail("convert to an element type that is not lowered"))?;
    let to = signless(ctx, to_elem);
    let from_ty = e.b.ty(x);
    if from_ty == to && from == to_cls {
        return Ok(x);
    }
    let fw = |t: Type| ctx.float_kind(t).map_or(0, |k| k.bit_width());
    let iw = |t: Type| ctx.integer_width(t).unwrap_or(0);
    Ok(match (from, to_cls) {
        (_, Class::Bool) => {
            if from == Class::Float {
                let zero = e.float(from_ty, 0.0)?;
                e.cmpf(CmpFPredicate::Une, x, zero)
            } else {
                let zero = e.int(from_ty, 0);
                e.cmpi(CmpIPredicate::Ne, x, zero)
            }
        }
        (Class::Float, Class::Float) if fw(to) > fw(from_ty) => {
            e.op(arith_ops::ExtFOp::NAME, &[x], to)
        }
        (Class::Float, Class::Float) if fw(to) == 16 && fw(from_ty) == 64 => {
            // f64 to f16 / bf16 rounds through f32, as XLA does (observed: JAX on CPU).
            let narrow = e.op(arith_ops::TruncFOp::NAME, &[x], ctx.f32());
            e.op(arith_ops::TruncFOp::NAME, &[narrow], to)
        }
        (Class::Float, Class::Float) if fw(to) < fw(from_ty) => {
            e.op(arith_ops::TruncFOp::NAME, &[x], to)
        }
        (Class::Float, Class::Float) => {
            // Same width, different formats (f16 <-> bf16): through f32.
            let f32t = ctx.f32();
            let wide = e.op(arith_ops::ExtFOp::NAME, &[x], f32t);
            e.op(arith_ops::TruncFOp::NAME, &[wide], to)
        }
        (Class::Float, Class::Signed(w) | Class::Unsigned(w)) => {
            float_to_int(e, x, to, w, matches!(to_cls, Class::Signed(_)))?
        }
        (Class::Bool | Class::Unsigned(_), Class::Float) => {
            e.op(arith_ops::UIToFPOp::NAME, &[x], to)
        }
        (Class::Signed(_), Class::Float) => e.op(arith_ops::SIToFPOp::NAME, &[x], to),
        (Class::Bool | Class::Unsigned(_), _) if iw(to) > iw(from_ty) => {
            e.op(arith_ops::ExtUIOp::NAME, &[x], to)
        }
        (Class::Signed(_), _) if iw(to) > iw(from_ty) => e.op(arith_ops::ExtSIOp::NAME, &[x], to),
        (_, _) if iw(to) < iw(from_ty) => e.op(arith_ops::TruncIOp::NAME, &[x], to),
        _ => x,
    })
}

/// Saturating float-to-int: NaN -> 0, clamped to the integer range, truncated toward zero.
fn float_to_int(
    e: &mut E<'_, '_, '_>,
    x: ValueId,
    to: Type,
    width: u32,
    signed: bool,
) -> Result<ValueId, Diag> {
    let fty = e.b.ty(x);
    let (lo, hi) = if signed {
        (
            min_signed(width) as f64,
            ((1i128 << (width - 1)) - 1) as f64,
        )
    } else {
        (0.0, ((1u128 << width) - 1) as f64)
    };
    let (lo_i, hi_i) = if signed {
        (min_signed(width), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    };
    let lo_f = e.float(fty, lo)?;
    let hi_f = e.float(fty, hi)?;
    let zero_f = e.float(fty, 0.0)?;
    let op = if signed {
        arith_ops::FPToSIOp::NAME
    } else {
        arith_ops::FPToUIOp::NAME
    };
    // Clamp into range first so the cast itself is defined; exact bounds come from selects.
    let too_low = e.cmpf(CmpFPredicate::Ole, x, lo_f);
    let too_high = e.cmpf(CmpFPredicate::Oge, x, hi_f);
    let nan = e.cmpf(CmpFPredicate::Uno, x, x);
    let in_range = e.select(too_low, zero_f, x);
    let in_range = e.select(too_high, zero_f, in_range);
    let in_range = e.select(nan, zero_f, in_range);
    let cast = e.op(op, &[in_range], to);
    let (lo_c, hi_c, zero) = (e.int(to, lo_i), e.int(to, hi_i), e.int(to, 0));
    let r = e.select(too_low, lo_c, cast);
    let r = e.select(too_high, hi_c, r);
    Ok(e.select(nan, zero, r))
}

/// The float's kind, its bit width and the signless integer type of that width.
fn float_bits(e: &E<'_, '_, '_>, x: ValueId) -> Result<(FloatKind, u32, Type), Diag> {
    let ctx = e.b.ctx();
    let kind = ctx
        .float_kind(e.b.ty(x))
        .ok_or_else(|| e.b.fail("expected a float"))?;
    let w = kind.bit_width();
    Ok((kind, w, ctx.integer_type(w)))
}

/// XLA's `reduce_precision` on the bits: round the mantissa to nearest even, then flush
/// exponents out of the reduced range to ±inf / ±0; NaNs stay NaN.
fn reduce_precision(e: &mut E<'_, '_, '_>, s: &ScalarOp, x: ValueId) -> Result<ValueId, Diag> {
    let (kind, w, ity) = float_bits(e, x)?;
    let (eb, mb) = match (s.exponent_bits, s.mantissa_bits) {
        (Some(eb), Some(mb)) if eb >= 1 => (eb, mb),
        _ => {
            return Err(e
                .b
                .fail("reduce_precision needs exponent_bits >= 1 and mantissa_bits"))
        }
    };
    let (se, sm) = (kind.exponent_bits(), kind.mantissa_bits());
    let exp_mask = ((1i128 << se) - 1) << sm;
    let man_mask = (1i128 << sm) - 1;
    let sign = 1i128 << (w - 1);
    let xb = e.op(arith_ops::BitcastOp::NAME, &[x], ity);
    let mut v = xb;
    if mb < sm {
        let shift = sm - mb;
        let last = 1i128 << shift;
        let (last_c, shift_c, base) = (
            e.int(ity, last),
            e.int(ity, i128::from(shift)),
            e.int(ity, (last >> 1) - 1),
        );
        let last_bit = e.bin(arith_ops::AndIOp::NAME, v, last_c);
        let last_bit = e.bin(arith_ops::ShRUIOp::NAME, last_bit, shift_c);
        let bias = e.bin(arith_ops::AddIOp::NAME, base, last_bit);
        let rounded = e.bin(arith_ops::AddIOp::NAME, v, bias);
        let keep = e.int(ity, !(last - 1));
        v = e.bin(arith_ops::AndIOp::NAME, rounded, keep);
    }
    if eb < se {
        let src_bias = (1i128 << (se - 1)) - 1;
        let reduced_bias = (1i128 << (eb - 1)) - 1;
        let (max_e, min_e) = (src_bias + reduced_bias, src_bias - reduced_bias);
        let exp_c = e.int(ity, exp_mask);
        let exponent = e.bin(arith_ops::AndIOp::NAME, v, exp_c);
        let (max_c, min_c) = (e.int(ity, max_e << sm), e.int(ity, min_e << sm));
        let over = e.cmpi(CmpIPredicate::Ugt, exponent, max_c);
        let under = e.cmpi(CmpIPredicate::Ule, exponent, min_c);
        let sign_c = e.int(ity, sign);
        let signed_zero = e.bin(arith_ops::AndIOp::NAME, v, sign_c);
        let signed_inf = e.bin(arith_ops::OrIOp::NAME, signed_zero, exp_c);
        let flushed = e.select(under, signed_zero, v);
        v = e.select(over, signed_inf, flushed);
    }
    // NaN inputs: kept as they are (or the quiet-less infinity pattern when no mantissa is left).
    let (exp_c, man_c, zero) = (e.int(ity, exp_mask), e.int(ity, man_mask), e.int(ity, 0));
    let exponent = e.bin(arith_ops::AndIOp::NAME, xb, exp_c);
    let all_ones = e.cmpi(CmpIPredicate::Eq, exponent, exp_c);
    let mantissa = e.bin(arith_ops::AndIOp::NAME, xb, man_c);
    let nonzero = e.cmpi(CmpIPredicate::Ne, mantissa, zero);
    let is_nan = e.bin(arith_ops::AndIOp::NAME, all_ones, nonzero);
    let nan_result = if mb > 0 {
        xb
    } else {
        let sign_c = e.int(ity, sign);
        let s_bit = e.bin(arith_ops::AndIOp::NAME, xb, sign_c);
        e.bin(arith_ops::OrIOp::NAME, s_bit, exp_c)
    };
    let r = e.select(is_nan, nan_result, v);
    let fty = e.b.ty(x);
    Ok(e.op(arith_ops::BitcastOp::NAME, &[r], fty))
}

/// chlo's `next_after(x, y)`: the next representable value from `x` toward `y` (NaN if
/// either is NaN, `y` if equal, the smallest subnormal of `y`'s sign from zero).
fn next_after(e: &mut E<'_, '_, '_>, x: ValueId, y: ValueId) -> Result<ValueId, Diag> {
    let (kind, w, ity) = float_bits(e, x)?;
    let fty = e.b.ty(x);
    let (xb, yb) = (
        e.op(arith_ops::BitcastOp::NAME, &[x], ity),
        e.op(arith_ops::BitcastOp::NAME, &[y], ity),
    );
    let zero_f = e.float(fty, 0.0)?;
    let nan = e.cmpf(CmpFPredicate::Uno, x, y);
    let equal = e.cmpf(CmpFPredicate::Oeq, x, y);
    let x_zero = e.cmpf(CmpFPredicate::Oeq, x, zero_f);
    let below = e.cmpf(CmpFPredicate::Olt, x, y);
    let positive = e.cmpf(CmpFPredicate::Ogt, x, zero_f);
    let up = e.cmpi(CmpIPredicate::Eq, below, positive);
    let one = e.int(ity, 1);
    let plus = e.bin(arith_ops::AddIOp::NAME, xb, one);
    let minus = e.bin(arith_ops::SubIOp::NAME, xb, one);
    let step = e.select(up, plus, minus);
    let y_positive = e.cmpf(CmpFPredicate::Ogt, y, zero_f);
    let neg_tiny = e.int(ity, (1i128 << (w - 1)) | 1);
    let tiny = e.select(y_positive, one, neg_tiny);
    let r = e.select(x_zero, tiny, step);
    let r = e.select(equal, yb, r);
    let nan_bits =
        xla_ir::float::nan(kind).ok_or_else(|| e.b.fail("next_after on a type without NaN"))?;
    let nan_c = e.int(ity, i128::from(nan_bits));
    let r = e.select(nan, nan_c, r);
    Ok(e.op(arith_ops::BitcastOp::NAME, &[r], fty))
}

/// The float or the integer form of an arith op.
fn by_class(float: bool, float_op: &'static str, int_op: &'static str) -> &'static str {
    if float {
        float_op
    } else {
        int_op
    }
}
