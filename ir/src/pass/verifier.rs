//! The one place the pass manager and xla-opt reach the IR verifier.
//!
//! The verifier module is being written in parallel; until it lands these accept everything.
//! When it does, they forward to `crate::verify`.

use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpId};

/// Verifies a whole module (after parsing, and at the end of a run).
pub fn verify_module(ctx: &Context, module: &Module) -> Result<(), Vec<Diag>> {
    verify_op(ctx, &module.top, module.op)
}

/// Verifies `op` of `body` and everything nested in it (after each pass on that op).
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diag>> {
    let _ = (ctx, body, op);
    Ok(())
}
