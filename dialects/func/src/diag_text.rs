//! Types, attributes, strings and symbol names as MLIR's diagnostics and printer spell
//! them, for dialects written against the public API.

use xla_ir::{Attribute, Context, Type};

/// A type as MLIR prints it (through the core printer).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    xla_ir::asm::type_to_string(ctx, t)
}

/// `'i32'`: a type as MLIR diagnostics quote it.
pub fn quoted_type(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// `'i32', 'f32'`: a type range as MLIR diagnostics print it.
pub fn quoted_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted_type(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An attribute as MLIR prints it (through the core printer).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    xla_ir::asm::attr_to_string(ctx, a)
}

/// `"text"` with MLIR's escaping (`\"`, `\\`, `\n`, `\t`, other non-printables as `\XX`).
pub fn string_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &b in s.as_bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}

/// `@name`, or `@"name"` when it is not a bare identifier.
pub fn symbol_name_text(name: &str) -> String {
    let mut chars = name.chars();
    let bare = matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
    if bare {
        format!("@{name}")
    } else {
        format!("@{}", string_literal(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_print_as_mlir_does() {
        let ctx = Context::new();
        let i32t = ctx.i32();
        let fnty = ctx.function_type(&[i32t], &[i32t]);
        assert_eq!(type_to_string(&ctx, i32t), "i32");
        assert_eq!(
            type_to_string(&ctx, ctx.tensor_type(&[2, xla_ir::DYNAMIC], i32t)),
            "tensor<2x?xi32>"
        );
        assert_eq!(
            type_to_string(&ctx, ctx.unranked_tensor_type(i32t)),
            "tensor<*xi32>"
        );
        assert_eq!(
            type_to_string(&ctx, ctx.tensor_type(&[], i32t)),
            "tensor<i32>"
        );
        assert_eq!(type_to_string(&ctx, fnty), "(i32) -> i32");
        assert_eq!(
            type_to_string(&ctx, ctx.function_type(&[], &[fnty])),
            "() -> ((i32) -> i32)"
        );
        assert_eq!(
            type_to_string(&ctx, ctx.function_type(&[i32t, i32t], &[])),
            "(i32, i32) -> ()"
        );
        assert_eq!(
            type_to_string(&ctx, ctx.tuple_type(&[i32t, ctx.index_type()])),
            "tuple<i32, index>"
        );
        assert_eq!(
            quoted_types(&ctx, &[i32t, ctx.index_type()]),
            "'i32', 'index'"
        );
    }

    #[test]
    fn deeply_nested_types_do_not_overflow() {
        let ctx = Context::new();
        let mut t = ctx.i32();
        for _ in 0..20_000 {
            t = ctx.tuple_type(&[t]);
        }
        assert!(type_to_string(&ctx, t).len() > 20_000);
    }

    #[test]
    fn strings_and_symbols_are_escaped() {
        assert_eq!(string_literal("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\01\"");
        assert_eq!(symbol_name_text("f"), "@f");
        assert_eq!(symbol_name_text("a b"), "@\"a b\"");
        assert_eq!(symbol_name_text("9x"), "@\"9x\"");
    }

    #[test]
    fn attributes_print_as_mlir_does() {
        let ctx = Context::new();
        let d = ctx.dictionary(&[
            (ctx.symbol("b"), ctx.unit_attr()),
            (ctx.symbol("a"), ctx.i64_attr(1)),
        ]);
        assert_eq!(attr_to_string(&ctx, d), "{a = 1 : i64, b}");
        assert_eq!(attr_to_string(&ctx, ctx.bool_attr(true)), "true");
        assert_eq!(
            attr_to_string(&ctx, ctx.array_attr(&[ctx.string_attr("x")])),
            "[\"x\"]"
        );
    }
}
