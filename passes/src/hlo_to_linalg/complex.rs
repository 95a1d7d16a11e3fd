//! Per-element code of hlo ops on complex elements as `complex` dialect ops: arithmetic and
//! elementary functions map one to one, `abs` gives the float modulus, compare EQ/NE become
//! `complex.eq`/`neq`, `real`/`imag`/`complex` split and build numbers (`real`/`imag` of floats are in `scalar`), and `convert` follows
//! hlo: real → complex sets a zero imaginary part, complex → real keeps the real part.

use super::builder::Builder;
use super::scalar::{convert_real, ScalarOp};
use xla_dialect_hlo::attrs::comparison::direction;
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
    s.operand_elems.iter().chain([&s.result_elem]).any(|&t| complex_part(ctx, t).is_some())
}

/// The complex op with the same per-element meaning as an hlo op.
fn twin(name: &str) -> Option<&'static str> {
    Some(match name {
        "hlo.add" => "complex.add",
        "hlo.subtract" => "complex.sub",
        "hlo.multiply" => "complex.mul",
        "hlo.divide" => "complex.div",
        "hlo.power" => "complex.pow",
        "hlo.atan2" => "complex.atan2",
        "hlo.negate" => "complex.neg",
        "hlo.sign" => "complex.sign",
        "hlo.sqrt" => "complex.sqrt",
        "hlo.rsqrt" => "complex.rsqrt",
        "hlo.exponential" => "complex.exp",
        "hlo.exponential_minus_one" => "complex.expm1",
        "hlo.log" => "complex.log",
        "hlo.log_plus_one" => "complex.log1p",
        "hlo.sine" => "complex.sin",
        "hlo.cosine" => "complex.cos",
        "hlo.tan" => "complex.tan",
        "hlo.tanh" => "complex.tanh",
        "chlo.conj" => "complex.conj",
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
    let unsupported = |b: &Builder<'_, '_>| b.fail(format!("'{}' on complex elements is not lowered", s.name));
    if let Some(op) = twin(&s.name) {
        let operands: Vec<ValueId> = (0..args.len()).map(arg).collect::<Result<_, _>>()?;
        return Ok(b.create1(op, &operands, ty, &[]));
    }
    let name = s.name.as_str();
    Ok(match (name, from_part) {
        ("hlo.abs", Some(part)) => b.create1("complex.abs", &[x], part, &[]),
        ("hlo.real" | "hlo.imag", Some(part)) => {
            b.create1(if name == "hlo.real" { "complex.re" } else { "complex.im" }, &[x], part, &[])
        }
        ("hlo.complex", None) => {
            let y = arg(1)?;
            b.create1("complex.create", &[x, y], s.result_elem, &[])
        }
        ("hlo.compare", Some(_)) => {
            let y = arg(1)?;
            let i1 = ctx.i1();
            match s.direction {
                Some(direction::EQ) => b.create1("complex.eq", &[x, y], i1, &[]),
                Some(direction::NE) => b.create1("complex.neq", &[x, y], i1, &[]),
                _ => return Err(b.fail("ordered compares of complex elements are not lowered (hlo does not define them)")),
            }
        }
        ("hlo.select", _) => {
            let (t, f) = (arg(1)?, arg(2)?);
            let rt = b.ty(t);
            b.create1("arith.select", &[x, t, f], rt, &[])
        }
        ("hlo.convert", _) => convert(b, s, x, from_part, to_part)?,
        _ => return Err(unsupported(b)),
    })
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
            let re = b.create1("complex.re", &[x], fp, &[]);
            let im = b.create1("complex.im", &[x], fp, &[]);
            let re = convert_real(b, re, fp, tp)?;
            let im = convert_real(b, im, fp, tp)?;
            Ok(b.create1("complex.create", &[re, im], s.result_elem, &[]))
        }
        (None, Some(tp)) => {
            let re = convert_real(b, x, from_elem, tp)?;
            let zero = b.scalar_const(tp, 0.0)?;
            Ok(b.create1("complex.create", &[re, zero], s.result_elem, &[]))
        }
        (Some(fp), None) => {
            let re = b.create1("complex.re", &[x], fp, &[]);
            convert_real(b, re, fp, s.result_elem)
        }
        (None, None) => Err(b.fail("convert without complex elements reached the complex lowering")),
    }
}
