//! The dialects xla-opt knows: every dialect crate of the workspace.

use xla_ir::Context;

/// Loads every dialect xla-opt supports (the builtin dialect comes with the context).
pub fn load_all_dialects(ctx: &mut Context) {
    xla_dialects::load_all(ctx);
}
