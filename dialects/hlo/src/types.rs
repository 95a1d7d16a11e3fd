//! The dialect's type (`!hlo.token`) and the element-type classes of the XLA spec:
//! PRED (`i1`), signed integers (`iN`/`siN`), unsigned integers (`uiN`) of 2..64 bits,
//! floats (the f4/f6/f8 families, bf16, f16, f32, f64) and complex (`complex<f32|f64>`).

use xla_dialect_quant::UniformType;
use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::float::FloatKind;
use xla_ir::types::Signedness;
use xla_ir::{Context, Diag, Type, TypeData};

/// The dialect's namespace.
pub const DIALECT: &str = "hlo";

/// `!hlo.token`: orders side-effecting ops.
pub fn token_type(ctx: &Context) -> Type {
    ctx.dialect_type(DIALECT, "token", &[])
}

pub fn is_token(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Dialect {
            dialect,
            mnemonic,
            params,
        } => {
            ctx.symbol_str(*dialect) == DIALECT
                && ctx.symbol_str(*mnemonic) == "token"
                && params.is_empty()
        }
        _ => false,
    }
}

/// `DialectDef::parse_type`: the body after `!hlo.` (or `!stablehlo.`, `!mhlo.`).
pub fn parse_type(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    match mnemonic {
        "token" => Ok(token_type(p.ctx())),
        _ => Err(p.error(&format!("unknown hlo type: {mnemonic}"))),
    }
}

/// `DialectDef::print_type`.
pub fn print_type(p: &mut dyn AsmPrinter, t: Type) -> bool {
    if is_token(p.ctx(), t) {
        p.write_str("token");
        return true;
    }
    false
}

/// Element-type classes as bits, so that a constraint is a union usable as a const generic.
pub mod class {
    pub const PRED: u8 = 1;
    pub const SINT: u8 = 2;
    pub const UINT: u8 = 4;
    pub const FLOAT: u8 = 8;
    pub const COMPLEX: u8 = 16;
    /// `!quant.uniform` with one scale and zero point (StableHLO's `HLO_QuantizedInt`).
    pub const QUANT: u8 = 32;
    /// `!quant.uniform` quantized along a dimension (`HLO_PerAxisQuantizedInt`).
    pub const QUANT_AXIS: u8 = 64;

    pub const INT: u8 = SINT | UINT;
    pub const INT_OR_PRED: u8 = INT | PRED;
    pub const FLOAT_OR_COMPLEX: u8 = FLOAT | COMPLEX;
    pub const SINT_FLOAT_COMPLEX: u8 = SINT | FLOAT | COMPLEX;
    pub const INT_OR_FLOAT: u8 = INT | FLOAT;
    pub const NUMERIC: u8 = INT | FLOAT | COMPLEX;
    pub const ANY: u8 = PRED | INT | FLOAT | COMPLEX;
    /// StableHLO's `HLO_Tensor`: any element type, or per-tensor quantized.
    pub const ANY_OR_QUANT: u8 = ANY | QUANT;
    /// StableHLO's `HLO_TensorOrPerAxisQuantizedTensor`.
    pub const ANY_OR_ANY_QUANT: u8 = ANY | QUANT | QUANT_AXIS;
}

/// Storage widths StableHLO's quantized element types allow.
const QUANT_STORAGE_WIDTHS: [u32; 5] = [2, 4, 8, 16, 32];

/// Integer widths the spec allows (besides `i1`, which is PRED).
const INT_WIDTHS: [u32; 6] = [2, 4, 8, 16, 32, 64];

/// The spec's floating-point types (StableHLO's `HLO_Float`).
pub fn is_spec_float(kind: FloatKind) -> bool {
    !matches!(kind, FloatKind::TF32)
}

/// The class of a scalar element type; `None` for types outside the spec (index, i128,
/// tf32, `complex<f16>`, ...).
pub fn element_class(ctx: &Context, t: Type) -> Option<u8> {
    match ctx.type_data(t) {
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } => Some(class::PRED),
        TypeData::Integer { width, signedness } if INT_WIDTHS.contains(width) => match signedness {
            Signedness::Unsigned => Some(class::UINT),
            _ => Some(class::SINT),
        },
        TypeData::Float(kind) if is_spec_float(*kind) => Some(class::FLOAT),
        TypeData::Complex(e) => matches!(ctx.float_kind(*e), Some(FloatKind::F32 | FloatKind::F64))
            .then_some(class::COMPLEX),
        TypeData::Dialect { .. } => {
            let u = UniformType::from_type(ctx, t)?;
            let ok = QUANT_STORAGE_WIDTHS.contains(&u.storage_width(ctx))
                && ctx.float_kind(u.expressed).is_some_and(is_spec_float);
            ok.then_some(if u.is_per_axis() {
                class::QUANT_AXIS
            } else {
                class::QUANT
            })
        }
        _ => None,
    }
}

/// Whether scalar type `t` belongs to one of the classes in `classes`.
pub fn in_class(ctx: &Context, t: Type, classes: u8) -> bool {
    element_class(ctx, t).is_some_and(|c| c & classes != 0)
}

pub fn is_pred(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::PRED)
}
pub fn is_int(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::INT)
}
pub fn is_int_or_pred(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::INT_OR_PRED)
}
pub fn is_unsigned(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::UINT)
}
pub fn is_float(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::FLOAT)
}
pub fn is_complex(ctx: &Context, t: Type) -> bool {
    in_class(ctx, t, class::COMPLEX)
}

/// The description of a class union, as StableHLO's constraint summaries spell them
/// (`4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements`).
pub fn class_summary(classes: u8) -> String {
    let parts: Vec<&str> = [
        (class::PRED, "pred (AKA boolean or 1-bit integer)"),
        (class::SINT, "2/4/8/16/32/64-bit signless integer"),
        (class::UINT, "2/4/8/16/32/64-bit unsigned integer"),
        (class::FLOAT, "4/6/8/16/32/64-bit float"),
        (class::COMPLEX, "complex type with 32/64-bit float elements"),
        (
            class::QUANT,
            "2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer",
        ),
        (
            class::QUANT_AXIS,
            "2/4/8/16/32-bit uniform quantized per axis signed integer or 2/4/8/16/32-bit uniform quantized per axis unsigned integer",
        ),
    ]
    .iter()
    .filter(|(bit, _)| classes & bit != 0)
    .map(|&(_, text)| text)
    .collect();
    parts.join(" or ")
}

/// `tensor<...>` with a ranked shape: the spec's tensor types (`?` dims allowed).
pub fn ranked_tensor(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_data(t) {
        TypeData::Tensor { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// Whether `t` is a ranked tensor whose elements are in `classes`.
pub fn is_tensor_of(ctx: &Context, t: Type, classes: u8) -> bool {
    ranked_tensor(ctx, t).is_some_and(|(_, e)| in_class(ctx, e, classes))
}

/// The bit width of a scalar element type (complex counts both parts; a quantized type
/// its storage).
pub fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match UniformType::from_type(ctx, t) {
        Some(u) => Some(u.storage_width(ctx)),
        None => ctx.scalar_bit_width(t),
    }
}

/// Whether `t` is a `!quant.uniform` element type.
pub fn is_quantized(ctx: &Context, t: Type) -> bool {
    UniformType::from_type(ctx, t).is_some()
}

/// StableHLO's `isCompatibleElementTypeForHloTypeInference`: quantized types agree when
/// their storage types and ranges do (scales and zero points may differ), and any two
/// types when their expressed types (a non-quantized type is its own) are equal.
pub fn elements_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    let (qa, qb) = (
        UniformType::from_type(ctx, a),
        UniformType::from_type(ctx, b),
    );
    if let (Some(x), Some(y)) = (&qa, &qb) {
        if (x.storage, x.storage_min, x.storage_max) != (y.storage, y.storage_min, y.storage_max) {
            return false;
        }
    }
    let expressed = |q: Option<UniformType>, t| q.map_or(t, |u| u.expressed);
    expressed(qa, a) == expressed(qb, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_follow_the_spec() {
        let ctx = Context::new();
        let si = |w| {
            ctx.intern_type(TypeData::Integer {
                width: w,
                signedness: Signedness::Signed,
            })
        };
        let ui = |w| {
            ctx.intern_type(TypeData::Integer {
                width: w,
                signedness: Signedness::Unsigned,
            })
        };
        assert_eq!(element_class(&ctx, ctx.i1()), Some(class::PRED));
        assert_eq!(element_class(&ctx, ctx.integer_type(2)), Some(class::SINT));
        assert_eq!(element_class(&ctx, si(8)), Some(class::SINT));
        assert_eq!(element_class(&ctx, ui(64)), Some(class::UINT));
        assert_eq!(element_class(&ctx, ui(1)), None);
        assert_eq!(element_class(&ctx, ctx.integer_type(3)), None);
        assert_eq!(element_class(&ctx, ctx.integer_type(128)), None);
        assert_eq!(element_class(&ctx, ctx.index_type()), None);
        assert_eq!(
            element_class(&ctx, ctx.float_type(FloatKind::F8E4M3FN)),
            Some(class::FLOAT)
        );
        assert_eq!(element_class(&ctx, ctx.float_type(FloatKind::TF32)), None);
        assert_eq!(
            element_class(&ctx, ctx.complex_type(ctx.f32())),
            Some(class::COMPLEX)
        );
        assert_eq!(
            element_class(&ctx, ctx.complex_type(ctx.float_type(FloatKind::F16))),
            None
        );
        assert!(is_int_or_pred(&ctx, ctx.i1()) && !is_int(&ctx, ctx.i1()));
    }

    #[test]
    fn summaries_join_with_or() {
        assert_eq!(
            class_summary(class::FLOAT_OR_COMPLEX),
            "4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements"
        );
    }

    #[test]
    fn token_is_a_dialect_type() {
        let ctx = Context::new();
        let t = token_type(&ctx);
        assert!(is_token(&ctx, t));
        assert!(!is_token(&ctx, ctx.f32()));
    }
}
