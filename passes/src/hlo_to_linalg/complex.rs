//! Per-element code of hlo ops on complex elements as `complex` dialect ops: arithmetic and
//! elementary functions map one to one, `abs` gives the float modulus, compare EQ/NE become
//! `complex.eq`/`neq` and ordered compares / `maximum` / `minimum` lexicographically on
//! (real, imaginary), `logistic` as `1 / (1 + e^-z)`, `cbrt` as `z^(1/3)`, `real`/`imag`/`complex` split and build numbers (`real`/`imag` of floats are in `scalar`), and `convert` follows
//! hlo: real → complex sets a zero imaginary part, complex → real keeps the real part.

use super::builder::Builder;
use super::scalar::{convert_real, ScalarOp};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpFPredicate;
use xla_dialect_chlo::ops as chlo_ops;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::attrs::comparison::{ComparisonDirection, ComparisonType};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Context, Diag, Type, TypeData, ValueId};

/// The float part type of a complex type.
pub fn complex_part(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) if ctx.is_float(*e) => Some(*e),
        _ => None,
    }
}

/// Whether the op computes on complex numbers (an operand or the result is complex).
pub fn involves_complex(ctx: &Context, s: &ScalarOp) -> bool {
    s.operand_elems
        .iter()
        .chain([&s.result_elem])
        .any(|&t| complex_part(ctx, t).is_some())
}

/// The complex op with the same per-element meaning as an hlo op.
fn twin(name: &str) -> Option<&'static str> {
    Some(match name {
        hlo_ops::AddOp::NAME => complex_ops::AddOp::NAME,
        hlo_ops::SubtractOp::NAME => complex_ops::SubOp::NAME,
        hlo_ops::MultiplyOp::NAME => complex_ops::MulOp::NAME,
        hlo_ops::DivideOp::NAME => complex_ops::DivOp::NAME,
        hlo_ops::PowerOp::NAME => complex_ops::PowOp::NAME,
        hlo_ops::Atan2Op::NAME => complex_ops::Atan2Op::NAME,
        hlo_ops::NegateOp::NAME => complex_ops::NegOp::NAME,
        hlo_ops::SignOp::NAME => complex_ops::SignOp::NAME,
        hlo_ops::SqrtOp::NAME => complex_ops::SqrtOp::NAME,
        hlo_ops::RsqrtOp::NAME => complex_ops::RsqrtOp::NAME,
        hlo_ops::ExponentialOp::NAME => complex_ops::ExpOp::NAME,
        hlo_ops::ExponentialMinusOneOp::NAME => complex_ops::Expm1Op::NAME,
        hlo_ops::LogOp::NAME => complex_ops::LogOp::NAME,
        hlo_ops::LogPlusOneOp::NAME => complex_ops::Log1pOp::NAME,
        hlo_ops::SineOp::NAME => complex_ops::SinOp::NAME,
        hlo_ops::CosineOp::NAME => complex_ops::CosOp::NAME,
        hlo_ops::TanOp::NAME => complex_ops::TanOp::NAME,
        hlo_ops::TanhOp::NAME => complex_ops::TanhOp::NAME,
        chlo_ops::ConjOp::NAME => complex_ops::ConjOp::NAME,
        _ => return None,
    })
}

/// Emits the complex computation of `s` on scalar `args`; returns the result value.
pub fn emit(b: &mut Builder<'_, '_>, s: &ScalarOp, args: &[ValueId]) -> Result<ValueId, Diag> {
    let missing = b.fail("missing operand");
    let arg = |i: usize| args.get(i).copied().ok_or_else(|| missing.clone());
    let x = arg(0)?;
    let ctx = b.ctx();
    let ty = b.ty(x);
    let from_part = complex_part(ctx, ty);
    let to_part = complex_part(ctx, s.result_elem);
    let unsupported =
        |b: &Builder<'_, '_>| b.fail(format!("'{}' on complex elements is not lowered", s.name));
    if let Some(op) = twin(&s.name) {
        let operands: Vec<ValueId> = (0..args.len()).map(arg).collect::<Result<_, _>>()?;
        return Ok(b.create1(op, &operands, ty, &[]));
    }
    let name = s.name.as_str();
    Ok(match (name, from_part) {
        (hlo_ops::AbsOp::NAME, Some(part)) => b.create1(complex_ops::AbsOp::NAME, &[x], part, &[]),
        (hlo_ops::RealOp::NAME | hlo_ops::ImagOp::NAME, Some(part)) => b.create1(
            if name == hlo_ops::RealOp::NAME {
                complex_ops::ReOp::NAME
            } else {
                complex_ops::ImOp::NAME
            },
            &[x],
            part,
            &[],
        ),
        (hlo_ops::ComplexOp::NAME, None) => {
            let y = arg(1)?;
            b.create1(complex_ops::CreateOp::NAME, &[x, y], s.result_elem, &[])
        }
        (hlo_ops::CompareOp::NAME, Some(_)) => {
            let y = arg(1)?;
            let i1 = ctx.i1();
            match s.direction {
                Some(ComparisonDirection::Eq) => {
                    b.create1(complex_ops::EqOp::NAME, &[x, y], i1, &[])
                }
                Some(ComparisonDirection::Ne) => {
                    b.create1(complex_ops::NeqOp::NAME, &[x, y], i1, &[])
                }
                _ if s.compare_type == Some(ComparisonType::TotalOrder) => {
                    return Err(b.fail("TOTALORDER compares of complex elements are not lowered"))
                }
                Some(d) => ordered_compare(b, d, x, y)?,
                None => return Err(b.fail("compare without comparison_direction")),
            }
        }
        (hlo_ops::LogisticOp::NAME, Some(part)) => {
            // 1 / (1 + e^-z)
            let (one, zero) = (b.scalar_const(part, 1.0)?, b.scalar_const(part, 0.0)?);
            let one = b.create1(complex_ops::CreateOp::NAME, &[one, zero], ty, &[]);
            let neg = b.create1(complex_ops::NegOp::NAME, &[x], ty, &[]);
            let e = b.create1(complex_ops::ExpOp::NAME, &[neg], ty, &[]);
            let den = b.create1(complex_ops::AddOp::NAME, &[one, e], ty, &[]);
            b.create1(complex_ops::DivOp::NAME, &[one, den], ty, &[])
        }
        (hlo_ops::CbrtOp::NAME, Some(part)) => {
            // The principal cube root z^(1/3) = |z|^(1/3) e^(i arg(z) / 3).
            let (third, zero) = (b.scalar_const(part, 1.0 / 3.0)?, b.scalar_const(part, 0.0)?);
            let third = b.create1(complex_ops::CreateOp::NAME, &[third, zero], ty, &[]);
            b.create1(complex_ops::PowOp::NAME, &[x, third], ty, &[])
        }
        (hlo_ops::MaximumOp::NAME | hlo_ops::MinimumOp::NAME, Some(part)) => {
            // Lexicographic on (real, imaginary), as StableHLO orders complex numbers.
            let y = arg(1)?;
            let (xs, ys) = (parts(b, x, part), parts(b, y, part));
            let (first, second) = if name == hlo_ops::MaximumOp::NAME {
                (xs, ys)
            } else {
                (ys, xs)
            };
            let first_ge = lex(b, first, second, CmpFPredicate::Ogt, CmpFPredicate::Oge);
            let re = b.create1(
                arith_ops::SelectOp::NAME,
                &[first_ge, xs.0, ys.0],
                part,
                &[],
            );
            let im = b.create1(
                arith_ops::SelectOp::NAME,
                &[first_ge, xs.1, ys.1],
                part,
                &[],
            );
            b.create1(complex_ops::CreateOp::NAME, &[re, im], ty, &[])
        }
        (hlo_ops::SelectOp::NAME, _) => {
            let (t, f) = (arg(1)?, arg(2)?);
            let rt = b.ty(t);
            b.create1(arith_ops::SelectOp::NAME, &[x, t, f], rt, &[])
        }
        (hlo_ops::ConvertOp::NAME, _) => convert(b, s, x, from_part, to_part)?,
        _ => return Err(unsupported(b)),
    })
}

/// The (real, imaginary) parts of complex `z`.
fn parts(b: &mut Builder<'_, '_>, z: ValueId, part: Type) -> (ValueId, ValueId) {
    (
        b.create1(complex_ops::ReOp::NAME, &[z], part, &[]),
        b.create1(complex_ops::ImOp::NAME, &[z], part, &[]),
    )
}

fn cmpf(b: &mut Builder<'_, '_>, predicate: CmpFPredicate, x: ValueId, y: ValueId) -> ValueId {
    let ctx = b.ctx();
    b.create1(
        arith_ops::CmpFOp::NAME,
        &[x, y],
        ctx.i1(),
        &[("predicate", predicate.attr(ctx))],
    )
}

/// `x.re <strict> y.re || (x.re == y.re && x.im <weak> y.im)` (ordered predicates: false on NaN).
fn lex(
    b: &mut Builder<'_, '_>,
    x: (ValueId, ValueId),
    y: (ValueId, ValueId),
    strict: CmpFPredicate,
    weak: CmpFPredicate,
) -> ValueId {
    let i1 = b.ctx().i1();
    let re_strict = cmpf(b, strict, x.0, y.0);
    let re_eq = cmpf(b, CmpFPredicate::Oeq, x.0, y.0);
    let im = cmpf(b, weak, x.1, y.1);
    let tie = b.create1(arith_ops::AndIOp::NAME, &[re_eq, im], i1, &[]);
    b.create1(arith_ops::OrIOp::NAME, &[re_strict, tie], i1, &[])
}

/// An ordered compare (LT/LE/GT/GE) of complex numbers: lexicographic on (real, imaginary),
/// false when a part is NaN (StableHLO's order, as the reference interpreter).
fn ordered_compare(
    b: &mut Builder<'_, '_>,
    dir: ComparisonDirection,
    x: ValueId,
    y: ValueId,
) -> Result<ValueId, Diag> {
    let Some(part) = complex_part(b.ctx(), b.ty(x)) else {
        return Err(b.fail("ordered compare of non-complex values reached the complex lowering"));
    };
    let i1 = b.ctx().i1();
    let (xs, ys) = (parts(b, x, part), parts(b, y, part));
    use CmpFPredicate as F;
    let (strict, weak) = match dir {
        ComparisonDirection::Gt => (F::Ogt, F::Ogt),
        ComparisonDirection::Ge => (F::Ogt, F::Oge),
        ComparisonDirection::Lt => (F::Olt, F::Olt),
        _ => (F::Olt, F::Ole),
    };
    let ordered_re = cmpf(b, CmpFPredicate::Ord, xs.0, ys.0);
    let ordered_im = cmpf(b, CmpFPredicate::Ord, xs.1, ys.1);
    let ordered = b.create1(arith_ops::AndIOp::NAME, &[ordered_re, ordered_im], i1, &[]);
    let holds = lex(b, xs, ys, strict, weak);
    Ok(b.create1(arith_ops::AndIOp::NAME, &[ordered, holds], i1, &[]))
}

/// hlo `convert` with a complex side: parts convert as floats; a real source becomes the
/// real part (imaginary zero); a complex source converts to a real type through its real part.
fn convert(
    b: &mut Builder<'_, '_>,
    s: &ScalarOp,
    x: ValueId,
    from_part: Option<Type>,
    to_part: Option<Type>,
) -> Result<ValueId, Diag> {
    let from_elem = s.operand_elems.first().copied().unwrap_or(s.result_elem);
    match (from_part, to_part) {
        (Some(fp), Some(tp)) => {
            if fp == tp {
                return Ok(x);
            }
            let re = b.create1(complex_ops::ReOp::NAME, &[x], fp, &[]);
            let im = b.create1(complex_ops::ImOp::NAME, &[x], fp, &[]);
            let re = convert_real(b, re, fp, tp)?;
            let im = convert_real(b, im, fp, tp)?;
            Ok(b.create1(complex_ops::CreateOp::NAME, &[re, im], s.result_elem, &[]))
        }
        (None, Some(tp)) => {
            let re = convert_real(b, x, from_elem, tp)?;
            let zero = b.scalar_const(tp, 0.0)?;
            Ok(b.create1(complex_ops::CreateOp::NAME, &[re, zero], s.result_elem, &[]))
        }
        (Some(fp), None) => {
            let re = b.create1(complex_ops::ReOp::NAME, &[x], fp, &[]);
            convert_real(b, re, fp, s.result_elem)
        }
        (None, None) => {
            Err(b.fail("convert without complex elements reached the complex lowering"))
        }
    }
}
