//! ODS-style attribute constraints with ODS's messages, for dialects written against the
//! public API.

use xla_ir::attrs::AttrData;
use xla_ir::{Attribute, Context, Diag, OpRef};

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dict_arrays_and_flat_symbol_refs() {
        let ctx = Context::new();
        let d = ctx.dictionary(&[(ctx.symbol("a"), ctx.i64_attr(1))]);
        assert!(is_dict_array(&ctx, ctx.array_attr(&[d])));
        assert!(!is_dict_array(&ctx, ctx.array_attr(&[ctx.unit_attr()])));
        assert_eq!(flat_symbol_ref(&ctx, ctx.symbol_ref("g")), Some("g"));
    }
}
