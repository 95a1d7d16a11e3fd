//! Floating-point ops with fast-math flags (upstream's `Arith_FloatBinaryOp` and
//! `Arith_FloatUnaryOp`): one table row per op, and their folders.

use crate::apfloat::{self, BinOp};
use crate::attrs::{FASTMATH, FASTMATH_NNAN, FASTMATH_NSZ};
use crate::constraints::class::FLOAT;
use crate::fold::{const_float, decode_all, defining_op, map_binary, map_unary, to_attr, to_value};
use crate::syntax::flags::FASTMATH as FASTMATH_FLAG;
use crate::syntax::same_type_op;
use xla_ir::float::{self, FloatKind};
use xla_ir::registry::FoldResult;
use xla_ir::{Attribute, OpDef, OpRef, Traits};

mod code {
    pub const ADDF: u8 = 0;
    pub const SUBF: u8 = 1;
    pub const MULF: u8 = 2;
    pub const DIVF: u8 = 3;
    pub const REMF: u8 = 4;
    pub const MAXIMUMF: u8 = 5;
    pub const MAXNUMF: u8 = 6;
    pub const MINIMUMF: u8 = 7;
    pub const MINNUMF: u8 = 8;
}
use code::*;

pub fn ops() -> Vec<OpDef> {
    const PURE: Traits = Traits::PURE;
    const PURE_COMM: Traits = Traits(Traits::PURE.0 | Traits::COMMUTATIVE.0);
    vec![
        same_type_op::<FLOAT, FASTMATH_FLAG, 1>("negf", "floating point negation", PURE, fold_negf)
            .example("%a = arith.negf %b fastmath<nnan> : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "addf",
            "floating point addition operation",
            PURE_COMM,
            fold::<ADDF>,
        )
        .example("%a = arith.addf %b, %c fastmath<fast> : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "subf",
            "floating point subtraction operation",
            PURE,
            fold::<SUBF>,
        )
        .example("%a = arith.subf %b, %c : vector<4xf32>"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "maximumf",
            "floating-point maximum operation",
            PURE_COMM,
            fold::<MAXIMUMF>,
        )
        .example("%a = arith.maximumf %b, %c : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "maxnumf",
            "floating-point maximum operation",
            PURE_COMM,
            fold::<MAXNUMF>,
        )
        .example("%a = arith.maxnumf %b, %c : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "minimumf",
            "floating-point minimum operation",
            PURE_COMM,
            fold::<MINIMUMF>,
        )
        .example("%a = arith.minimumf %b, %c : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "minnumf",
            "floating-point minimum operation",
            PURE_COMM,
            fold::<MINNUMF>,
        )
        .example("%a = arith.minnumf %b, %c : f64"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "mulf",
            "floating point multiplication operation",
            PURE_COMM,
            fold::<MULF>,
        )
        .example("%a = arith.mulf %b, %c : tensor<4x?xbf16>"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "divf",
            "floating point division operation",
            PURE,
            fold::<DIVF>,
        )
        .example("%a = arith.divf %b, %c : f32"),
        same_type_op::<FLOAT, FASTMATH_FLAG, 2>(
            "remf",
            "floating point division remainder operation",
            PURE,
            fold::<REMF>,
        )
        .example("%a = arith.remf %b, %c : f32"),
    ]
}

/// The op's arithmetic on two constants of `kind`.
fn apply<const OP: u8>(kind: FloatKind, a: u64, b: u64) -> Option<u64> {
    match OP {
        ADDF => apfloat::binary(kind, BinOp::Add, a, b),
        SUBF => apfloat::binary(kind, BinOp::Sub, a, b),
        MULF => apfloat::binary(kind, BinOp::Mul, a, b),
        DIVF => apfloat::binary(kind, BinOp::Div, a, b),
        REMF => apfloat::binary(kind, BinOp::Rem, a, b),
        MAXIMUMF => Some(apfloat::maximum(kind, a, b)),
        MAXNUMF => Some(apfloat::maxnum(kind, a, b)),
        MINIMUMF => Some(apfloat::minimum(kind, a, b)),
        MINNUMF => Some(apfloat::minnum(kind, a, b)),
        _ => None,
    }
}

/// Folds on the right-hand constant or operand identity (`x + -0 -> x`, `x * 1 -> x`,
/// `max(x, x) -> x`, `maximumf(x, -inf) -> x`, `maxnumf(x, NaN) -> x`, ...).
fn identity<const OP: u8>(op: OpRef<'_>, rhs_attr: Option<Attribute>) -> Option<Vec<FoldResult>> {
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    if lhs == rhs && matches!(OP, MAXIMUMF | MAXNUMF | MINIMUMF | MINNUMF) {
        return to_value(rhs);
    }
    let (kind, c) = const_float(op.ctx, rhs_attr)?;
    let zero = float::is_zero(kind, c);
    let negative = float::is_negative(kind, c);
    let is_one = apfloat::compare(kind, c, float::one(kind)) == Some(std::cmp::Ordering::Equal);
    let inf = float::is_inf(kind, c);
    let nan = float::is_nan(kind, c);
    let fastmath = op
        .attr("fastmath")
        .and_then(|a| FASTMATH.bits_of(op.ctx, a))
        .unwrap_or(0);
    let no_nans_no_signed_zeros =
        fastmath & (FASTMATH_NNAN | FASTMATH_NSZ) == FASTMATH_NNAN | FASTMATH_NSZ;
    match OP {
        ADDF if zero && negative => to_value(lhs),
        SUBF if zero && !negative => to_value(lhs),
        MULF | DIVF if is_one => to_value(lhs),
        MULF if zero && no_nans_no_signed_zeros => to_value(rhs),
        MAXIMUMF if inf && negative => to_value(lhs),
        MINIMUMF if inf && !negative => to_value(lhs),
        MAXNUMF | MINNUMF if nan => to_value(lhs),
        _ => None,
    }
}

fn fold<const OP: u8>(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 1 || operands.len() != 2 {
        return None;
    }
    if let Some(r) = identity::<OP>(op, operands[1]) {
        return Some(r);
    }
    let [Some(a), Some(b)] = <[_; 2]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return None;
    };
    let kind = op.ctx.float_kind(a.elem)?;
    let result = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        apply::<OP>(kind, x as u64, y as u64).map(u128::from)
    });
    to_attr(result)
}

/// `negf(negf(x)) -> x`, and negation of constants.
fn fold_negf(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 1 || op.num_results() != 1 {
        return None;
    }
    if let Some(inner) = defining_op(op, op.operand(0))
        .filter(|d| d.name_str() == "arith.negf" && d.num_operands() == 1)
    {
        return to_value(inner.operand(0));
    }
    let [Some(x)] = <[_; 1]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return None;
    };
    let kind = op.ctx.float_kind(x.elem)?;
    to_attr(map_unary(op.ctx, &x, x.ty, |b| {
        Some(u128::from(float::negate(kind, b as u64)))
    }))
}
