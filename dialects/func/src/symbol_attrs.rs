//! The Symbol trait's attribute rules: `sym_name` and `sym_visibility`.

use crate::diag_text::{attr_to_string, string_literal};
use xla_ir::{Diag, OpRef};

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
