//! Types as text for diagnostics (`'tensor<4xf32>'`): a small stand-in for the core
//! printer, which verifiers cannot reach. Covers the builtin types hlo messages mention
//! and `!hlo.token`; anything else prints as `<<type>>`.

use crate::types::is_token;
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

/// Types joined by `, ` each quoted: `'tensor<f32>', 'tensor<i32>'`.
pub fn quoted_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An attribute as MLIR prints it, for the builtin kinds messages mention (integers with
/// their type, strings, arrays, unit, `true`/`false`); others print as `<<attribute>>`.
pub fn attr_str(ctx: &Context, a: Attribute) -> String {
    let mut out = String::new();
    write_attr(ctx, a, &mut out);
    out
}

fn write_attr(ctx: &Context, a: Attribute, out: &mut String) {
    // Arrays nest: grow the stack instead of overflowing.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if ctx.integer_width(*ty) == Some(1) => {
            out.push_str(if *value != 0 { "true" } else { "false" })
        }
        AttrData::Integer { ty, value } => {
            out.push_str(&format!("{value} : "));
            write_type(ctx, *ty, out);
        }
        AttrData::String { value, .. } => out.push_str(&format!("{value:?}")),
        AttrData::Unit => out.push_str("unit"),
        AttrData::Array(items) => {
            out.push('[');
            for (i, &item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(ctx, item, out);
            }
            out.push(']');
        }
        _ => out.push_str("<<attribute>>"),
    })
}

/// `[2, ?, 4]`: a shape as StableHLO's messages list it.
pub fn shape_str(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(|&d| dim_str(d)).collect();
    format!("[{}]", dims.join(", "))
}

/// One dimension: `?` for dynamic.
pub fn dim_str(d: i64) -> String {
    if d == DYNAMIC {
        "?".to_string()
    } else {
        d.to_string()
    }
}

fn write_dims(shape: &[i64], out: &mut String) {
    for &d in shape {
        out.push_str(&dim_str(d));
        out.push('x');
    }
}

fn write_type(ctx: &Context, t: Type, out: &mut String) {
    // Tuples and functions nest: grow the stack instead of overflowing.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || write_type_inner(ctx, t, out))
}

fn write_list(ctx: &Context, ts: &[Type], out: &mut String) {
    for (i, &t) in ts.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(ctx, t, out);
    }
}

fn write_type_inner(ctx: &Context, t: Type, out: &mut String) {
    if is_token(ctx, t) {
        out.push_str("!hlo.token");
        return;
    }
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
        TypeData::Float(k) => out.push_str(k.mlir_name()),
        TypeData::Complex(e) => {
            out.push_str("complex<");
            write_type(ctx, *e, out);
            out.push('>');
        }
        TypeData::Tensor { shape, elem, .. } => {
            out.push_str("tensor<");
            write_dims(shape, out);
            write_type(ctx, *elem, out);
            if let Some(bounds) = crate::attrs::bounds::bounds_of(ctx, t) {
                out.push_str(&format!(", #hlo.bounds<{}>", crate::attrs::bounds::bounds_text(&bounds)));
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::Vector { shape, elem, .. } => {
            out.push_str("vector<");
            write_dims(shape, out);
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::MemRef { shape, elem, .. } => {
            out.push_str("memref<");
            write_dims(shape, out);
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeData::Tuple(ts) => {
            out.push_str("tuple<");
            write_list(ctx, ts, out);
            out.push('>');
        }
        TypeData::None => out.push_str("none"),
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
            out.push_str(&format!("!{}<\"{}\">", ctx.symbol_str(*dialect), body))
        }
        TypeData::UnrankedMemRef { .. } => out.push_str("memref<*>"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tensors_print_as_mlir() {
        let ctx = Context::new();
        let t = ctx.tensor_type(&[4, DYNAMIC], ctx.complex_type(ctx.f32()));
        assert_eq!(quoted(&ctx, t), "'tensor<4x?xcomplex<f32>>'");
        assert_eq!(type_str(&ctx, ctx.tensor_type(&[], ctx.i1())), "tensor<i1>");
        assert_eq!(shape_str(&[2, DYNAMIC]), "[2, ?]");
    }
}
