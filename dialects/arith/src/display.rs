//! Types and attributes as text for diagnostics (`'vector<4xi1>'`, `12 : i64`).
//!
//! A small stand-in for the core printer, which verifiers cannot reach: it covers the
//! builtin types and the attributes arith's messages mention, in MLIR's spelling.

use crate::attrs::{FASTMATH, OVERFLOW};
use xla_ir::types::Signedness;
use xla_ir::{AttrData, Attribute, Context, Type, TypeData, DYNAMIC};

/// A type as MLIR prints it.
pub fn type_str(ctx: &Context, t: Type) -> String {
    let mut out = String::new();
    write_type(ctx, t, &mut out);
    out
}

/// A type in single quotes, as diagnostics show it.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_str(ctx, t))
}

fn write_dims(shape: &[i64], scalable: Option<&[bool]>, out: &mut String) {
    for (i, &d) in shape.iter().enumerate() {
        let dim = if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        };
        if scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false)) {
            out.push_str(&format!("[{dim}]x"));
        } else {
            out.push_str(&format!("{dim}x"));
        }
    }
}

fn write_type(ctx: &Context, t: Type, out: &mut String) {
    // Parsed types may nest deeply (tuples of tuples): grow the stack instead of overflowing.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || write_type_inner(ctx, t, out))
}

fn write_type_inner(ctx: &Context, t: Type, out: &mut String) {
    match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => {
            let prefix = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            out.push_str(&format!("{prefix}{width}"));
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(kind) => out.push_str(kind.mlir_name()),
        TypeData::None => out.push_str("none"),
        TypeData::Complex(elem) => {
            out.push_str("complex<");
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            if let Some(e) = encoding {
                out.push_str(", ");
                out.push_str(&attr_str(ctx, *e));
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            write_dims(shape, Some(scalable), out);
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            for a in [layout, memory_space].into_iter().flatten() {
                out.push_str(", ");
                out.push_str(&attr_str(ctx, *a));
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(ctx, *elem, out);
            if let Some(a) = memory_space {
                out.push_str(", ");
                out.push_str(&attr_str(ctx, *a));
            }
            out.push('>');
        }
        TypeData::Tuple(elems) => {
            out.push_str("tuple<");
            write_list(ctx, elems, out);
            out.push('>');
        }
        TypeData::Function { inputs, results } => {
            out.push('(');
            write_list(ctx, inputs, out);
            out.push_str(") -> ");
            if results.len() == 1 && !matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            {
                write_type(ctx, results[0], out);
            } else {
                out.push('(');
                write_list(ctx, results, out);
                out.push(')');
            }
        }
        TypeData::Dialect {
            dialect, mnemonic, ..
        } => {
            out.push_str(&format!(
                "!{}.{}",
                ctx.symbol_str(*dialect),
                ctx.symbol_str(*mnemonic)
            ));
        }
        TypeData::Opaque { dialect, body } => {
            out.push_str(&format!("!{}.{}", ctx.symbol_str(*dialect), body));
        }
    }
}

fn write_list(ctx: &Context, types: &[Type], out: &mut String) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(ctx, t, out);
    }
}

/// An attribute as MLIR prints it (those arith's messages mention; others abbreviated).
pub fn attr_str(ctx: &Context, a: Attribute) -> String {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || attr_str_inner(ctx, a))
}

fn attr_str_inner(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_data(a) {
        AttrData::Unit => "unit".to_string(),
        AttrData::Integer { ty, value } => {
            if ctx.integer_width(*ty) == Some(1) && ctx.is_signless_integer(*ty) {
                return if *value != 0 { "true" } else { "false" }.to_string();
            }
            format!("{value} : {}", type_str(ctx, *ty))
        }
        AttrData::Float { ty, bits } => match ctx.float_kind(*ty) {
            Some(kind) => format!(
                "{} : {}",
                xla_ir::float::format_mlir(kind, *bits),
                type_str(ctx, *ty)
            ),
            None => format!("<<float>> : {}", type_str(ctx, *ty)),
        },
        AttrData::String { value, ty } => {
            let escaped: String = value.chars().flat_map(char::escape_default).collect();
            match ty {
                Some(t) => format!("\"{escaped}\" : {}", type_str(ctx, *t)),
                None => format!("\"{escaped}\""),
            }
        }
        AttrData::Type(t) => type_str(ctx, *t),
        AttrData::SymbolRef { root, nested } => {
            let mut s = format!("@{}", ctx.symbol_str(*root));
            for n in nested.iter() {
                s.push_str(&format!("::@{}", ctx.symbol_str(*n)));
            }
            s
        }
        AttrData::Array(items) => {
            let parts: Vec<String> = items.iter().map(|&i| attr_str(ctx, i)).collect();
            format!("[{}]", parts.join(", "))
        }
        AttrData::Dictionary(entries) => dict_str(ctx, entries.iter().copied()),
        AttrData::Dialect { .. } => {
            for spec in [&FASTMATH, &OVERFLOW] {
                if let Some(bits) = spec.bits_of(ctx, a) {
                    return format!("#arith.{}{}", spec.mnemonic, spec.body(bits));
                }
            }
            "<<attribute>>".to_string()
        }
        AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => {
            format!("dense<...> : {}", type_str(ctx, *ty))
        }
        _ => "<<attribute>>".to_string(),
    }
}

/// `{a = 1 : i64, flag}`: entries as an attribute dictionary prints them.
pub fn dict_str(
    ctx: &Context,
    entries: impl Iterator<Item = (xla_ir::Symbol, Attribute)>,
) -> String {
    let parts: Vec<String> = entries
        .map(|(name, value)| match ctx.attr_data(value) {
            AttrData::Unit => ctx.symbol_str(name).to_string(),
            _ => format!("{} = {}", ctx.symbol_str(name), attr_str(ctx, value)),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_types() {
        let ctx = Context::new();
        let i1 = ctx.i1();
        assert_eq!(type_str(&ctx, ctx.vector_type(&[4], i1)), "vector<4xi1>");
        assert_eq!(
            type_str(&ctx, ctx.tensor_type(&[DYNAMIC, 2], ctx.f32())),
            "tensor<?x2xf32>"
        );
        assert_eq!(
            type_str(&ctx, ctx.unranked_tensor_type(ctx.index_type())),
            "tensor<*xindex>"
        );
        assert_eq!(
            type_str(&ctx, ctx.memref_type(&[], ctx.i32())),
            "memref<i32>"
        );
        let scalable = ctx.intern_type(TypeData::Vector {
            shape: Box::new([2, 4]),
            scalable: Box::new([false, true]),
            elem: i1,
        });
        assert_eq!(type_str(&ctx, scalable), "vector<2x[4]xi1>");
        let si = ctx.intern_type(TypeData::Integer {
            width: 8,
            signedness: Signedness::Signed,
        });
        assert_eq!(quoted(&ctx, si), "'si8'");
    }

    #[test]
    fn attributes() {
        let ctx = Context::new();
        assert_eq!(attr_str(&ctx, ctx.i64_attr(12)), "12 : i64");
        assert_eq!(attr_str(&ctx, ctx.bool_attr(true)), "true");
        assert_eq!(
            attr_str(&ctx, ctx.float_attr_bits(ctx.f32(), 0x3f80_0000)),
            "1.000000e+00 : f32"
        );
        assert_eq!(
            attr_str(&ctx, FASTMATH.attr(&ctx, 127)),
            "#arith.fastmath<fast>"
        );
        let entries = [(ctx.symbol("value"), ctx.unit_attr())];
        assert_eq!(dict_str(&ctx, entries.into_iter()), "{value}");
    }
}
