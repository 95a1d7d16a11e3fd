//! `constant(...)` literals as dense elements attributes: `{ {1, 2}, {3, 4} }` for
//! `s32[2,2]`, `-inf`, `nan`, `true`, `(1, 2)` for complex numbers.

use crate::ast::Literal;
use xla_ir::float::{self, FloatKind};
use xla_ir::{AttrData, Attribute, Context, Type, TypeData};

/// A literal error: a message and the byte offset of the offending part.
pub type LiteralError = (String, usize);

/// The `dense<...>` attribute of type `ty` (a static tensor) holding `lit`.
pub fn dense_attr(ctx: &Context, lit: &Literal, ty: Type) -> Result<Attribute, LiteralError> {
    let TypeData::Tensor { shape, .. } = ctx.type_data(ty) else {
        return Err((
            "constants must have an array shape".into(),
            lit.span().start,
        ));
    };
    if shape.iter().any(|&d| d < 0) {
        return Err((
            "constants must have a static shape".into(),
            lit.span().start,
        ));
    }
    let shape = shape.to_vec();
    let mut scalars = Vec::new();
    collect(lit, &shape, &mut scalars)?;
    let elem = ctx.element_type(ty);
    let (scalar_ty, complex) = match ctx.type_data(elem) {
        TypeData::Complex(e) => (*e, true),
        _ => (elem, false),
    };
    let size = storage_size(ctx, scalar_ty).ok_or_else(|| {
        (
            "unsupported constant element type".to_string(),
            lit.span().start,
        )
    })?;
    let mut data = Vec::with_capacity(scalars.len() * size * if complex { 2 } else { 1 });
    for s in &scalars {
        match (complex, s) {
            (true, Literal::Tuple(parts, _)) if parts.len() == 2 => {
                for p in parts {
                    push(&mut data, scalar_bits(ctx, p, scalar_ty)?, size);
                }
            }
            (true, other) => {
                return Err((
                    "expected a complex number (re, im)".into(),
                    other.span().start,
                ))
            }
            (false, other) => push(&mut data, scalar_bits(ctx, other, scalar_ty)?, size),
        }
    }
    let elem_size = size * if complex { 2 } else { 1 };
    Ok(intern_dense(ctx, ty, data, elem_size))
}

/// Flattens `lit` in row-major order, checking its nesting against `shape`.
fn collect<'l>(
    lit: &'l Literal,
    shape: &[i64],
    out: &mut Vec<&'l Literal>,
) -> Result<(), LiteralError> {
    let Some((&n, rest)) = shape.split_first() else {
        return match lit {
            Literal::List(items, sp) if items.len() == 1 => {
                collect(&items[0], shape, out).map_err(|e| (e.0, sp.start))
            }
            Literal::List(_, sp) => Err(("expected a scalar".into(), sp.start)),
            scalar => {
                out.push(scalar);
                Ok(())
            }
        };
    };
    let Literal::List(items, sp) = lit else {
        return Err((format!("expected a list of {n} elements"), lit.span().start));
    };
    if items.len() as i64 != n {
        let elided =
            items.is_empty() || matches!(items.as_slice(), [Literal::Scalar(s, _)] if s == "...");
        let msg = if elided {
            "the literal's elements are elided".to_string()
        } else {
            format!("expected {n} elements, got {}", items.len())
        };
        return Err((msg, sp.start));
    }
    for item in items {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || collect(item, rest, out))?;
    }
    Ok(())
}

/// Bytes per stored element (i1 and sub-byte types take a byte).
fn storage_size(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeData::Float(k) => Some((k.bit_width() as usize).div_ceil(8)),
        _ => None,
    }
}

fn scalar_bits(ctx: &Context, lit: &Literal, ty: Type) -> Result<u128, LiteralError> {
    let Literal::Scalar(text, sp) = lit else {
        return Err(("expected a scalar".into(), lit.span().start));
    };
    let bad = |what: &str| (format!("invalid {what} literal '{text}'"), sp.start);
    match ctx.type_data(ty) {
        TypeData::Integer { width: 1, .. } => match text.as_str() {
            "true" | "1" => Ok(1),
            "false" | "0" => Ok(0),
            _ => Err(bad("pred")),
        },
        TypeData::Integer { width, signedness } => {
            let v = parse_int(text).ok_or_else(|| bad("integer"))?;
            let unsigned = matches!(signedness, xla_ir::types::Signedness::Unsigned);
            let (min, max) = if unsigned {
                (0, (1i128 << width) - 1)
            } else {
                (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
            };
            if v < min || v > max {
                return Err((
                    format!("integer literal '{text}' does not fit in {width} bits"),
                    sp.start,
                ));
            }
            Ok((v as u128) & ((1u128 << width) - 1))
        }
        TypeData::Float(kind) => float_bits(*kind, text)
            .map(u128::from)
            .ok_or_else(|| bad("floating-point")),
        _ => Err(bad("scalar")),
    }
}

fn parse_int(text: &str) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let v = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<i128>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// `inf`, `-inf`, `nan`, `-nan(0x...)`, decimals, `true`/`false` (as 1/0).
fn float_bits(kind: FloatKind, text: &str) -> Option<u64> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    let magnitude = if body == "inf" {
        float::inf(kind, false).or_else(|| float::nan(kind))?
    } else if body.starts_with("nan") {
        float::nan(kind)?
    } else if body == "true" || body == "false" {
        float::parse_decimal(kind, if body == "true" { "1" } else { "0" })?
    } else {
        float::parse_literal(kind, body)?
    };
    Some(if neg {
        float::negate(kind, magnitude)
    } else {
        magnitude
    })
}

fn push(out: &mut Vec<u8>, raw: u128, size: usize) {
    out.extend_from_slice(&raw.to_le_bytes()[..size.min(16)]);
}

/// As the parser interns dense data: a splat when every element is equal.
fn intern_dense(ctx: &Context, ty: Type, mut data: Vec<u8>, elem_size: usize) -> Attribute {
    let splat = elem_size > 0
        && data.len() >= elem_size
        && data
            .chunks_exact(elem_size)
            .all(|c| c == &data[..elem_size]);
    if splat {
        data.truncate(elem_size);
    }
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_hlo;

    fn constant(ctx: &Context, lit: &str, ty: &str) -> Result<String, String> {
        let m = parse_hlo(&format!(
            "HloModule m\nENTRY e {{\n ROOT c = f32[] constant({lit})\n}}\n"
        ))
        .map_err(|e| e.message)?;
        let lit = m.computations[0].instructions[0]
            .literal
            .clone()
            .ok_or("no literal")?;
        let ty = ctx.parse_type_str(ty).map_err(|d| d.message)?;
        let a = dense_attr(ctx, &lit, ty).map_err(|e| e.0)?;
        Ok(format!("{a:?}"))
    }

    #[test]
    fn literals_match_what_the_mlir_parser_builds() {
        let ctx = Context::new();
        let cases = [
            (
                "{ {1, 2}, {3, 4} }",
                "tensor<2x2xi32>",
                "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
            ),
            ("-inf", "tensor<f32>", "dense<0xFF800000> : tensor<f32>"),
            ("{1, 1, 1}", "tensor<3xf64>", "dense<1.0> : tensor<3xf64>"),
            (
                "{true, false}",
                "tensor<2xi1>",
                "dense<[true, false]> : tensor<2xi1>",
            ),
            (
                "{(1, 2), (3, -4)}",
                "tensor<2xcomplex<f32>>",
                "dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>",
            ),
            (
                "{255, 0}",
                "tensor<2xui8>",
                "dense<[255, 0]> : tensor<2xui8>",
            ),
            ("0.1", "tensor<bf16>", "dense<0.1> : tensor<bf16>"),
        ];
        for (lit, ty, mlir) in cases {
            let ours = constant(&ctx, lit, ty).unwrap();
            let theirs = format!("{:?}", ctx.parse_attr_str(mlir).unwrap());
            assert_eq!(ours, theirs, "{lit} as {ty}");
        }
    }

    #[test]
    fn bad_literals_are_errors() {
        let ctx = Context::new();
        assert!(constant(&ctx, "{1, 2}", "tensor<3xi32>")
            .unwrap_err()
            .contains("expected 3 elements"));
        assert!(constant(&ctx, "300", "tensor<i8>")
            .unwrap_err()
            .contains("does not fit"));
        assert!(constant(&ctx, "{...}", "tensor<3xi32>").is_err());
    }
}
