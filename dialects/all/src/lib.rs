//! One place that knows every dialect the tools load.

use xla_ir::Context;

/// Loads every dialect of the project (builtin is always loaded).
pub fn load_all(ctx: &mut Context) {
    let _ = ctx;
}
