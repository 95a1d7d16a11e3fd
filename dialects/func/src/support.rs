//! Helpers shared by dialects written against the public API: ODS-style attribute
//! checks, the Symbol trait's attribute rules, and type/attribute text for messages.

use xla_ir::attrs::AttrData;
use xla_ir::{Attribute, Context, Diag, OpRef, Type};

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

// ---- ODS-style attribute constraints ----

/// MLIR's `FlatSymbolRefAttr`: a symbol reference without nested references.
pub fn flat_symbol_ref(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.symbol_str(*root)),
        _ => None,
    }
}

/// MLIR's `DictArrayAttr`: an array whose elements are all dictionaries.
pub fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as_array(a)
        .is_some_and(|items| items.iter().all(|&d| ctx.attr_as_dictionary(d).is_some()))
}

/// The value of a required inherent attribute, or ODS's "requires attribute" error.
pub fn required_attr(op: &OpRef<'_>, name: &str) -> Result<Attribute, Diag> {
    op.attr(name)
        .ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

/// ODS's message for an attribute failing its constraint (`summary` as ODS words it).
pub fn attr_constraint_error(op: &OpRef<'_>, name: &str, summary: &str) -> Diag {
    op.error(format!(
        "attribute '{name}' failed to satisfy constraint: {summary}"
    ))
}

/// Checks an optional attribute against a predicate, with ODS's message.
pub fn check_optional_attr(
    op: &OpRef<'_>,
    name: &str,
    summary: &str,
    accepts: impl Fn(&Context, Attribute) -> bool,
) -> Result<(), Diag> {
    match op.attr(name) {
        Some(a) if !accepts(op.ctx, a) => Err(attr_constraint_error(op, name, summary)),
        _ => Ok(()),
    }
}

pub fn is_string_attr(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as_str(a).is_some()
}

pub fn is_unit_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Unit)
}

// ---- the Symbol trait ----

/// The symbol visibilities MLIR accepts.
pub const VISIBILITIES: [&str; 3] = ["public", "private", "nested"];

/// MLIR's `detail::verifySymbol`: `sym_name` is a string, `sym_visibility` (if any) one of
/// public/private/nested.
pub fn verify_symbol_attrs(op: &OpRef<'_>) -> Result<(), Diag> {
    if op
        .attr("sym_name")
        .and_then(|a| op.ctx.attr_as_str(a))
        .is_none()
    {
        return Err(op.error("requires string attribute 'sym_name'"));
    }
    if let Some(vis) = op.attr("sym_visibility") {
        let Some(text) = op.ctx.attr_as_str(vis) else {
            return Err(op.error(format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                attr_to_string(op.ctx, vis)
            )));
        };
        if !VISIBILITIES.contains(&text) {
            return Err(op.error(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                string_literal(text)
            )));
        }
    }
    Ok(())
}

/// The symbol's visibility: `sym_visibility` if it is a string, else public.
pub fn symbol_visibility<'a>(op: &OpRef<'a>) -> &'a str {
    op.attr("sym_visibility")
        .and_then(|a| op.ctx.attr_as_str(a))
        .unwrap_or("public")
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
        assert!(is_dict_array(&ctx, ctx.array_attr(&[d])));
        assert!(!is_dict_array(&ctx, ctx.array_attr(&[ctx.unit_attr()])));
        assert_eq!(flat_symbol_ref(&ctx, ctx.symbol_ref("g")), Some("g"));
    }
}
