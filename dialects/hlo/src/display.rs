//! Types and attributes as text for diagnostics (`'tensor<4xf32>'`), through the core
//! printer so that messages spell them as the printed IR does.

use xla_ir::{Attribute, Context, Type, DYNAMIC};

/// A type as MLIR prints it.
pub fn type_str(ctx: &Context, t: Type) -> String {
    xla_ir::asm::type_to_string(ctx, t)
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

/// An attribute as MLIR prints it (with its type).
pub fn attr_str(ctx: &Context, a: Attribute) -> String {
    xla_ir::asm::attr_to_string(ctx, a)
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
