//! The one place the pass manager and xla-opt reach the IR verifier ([`crate::verify`]).

use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpId};

/// Verifies a whole module (after parsing, and at the end of a run).
pub fn verify_module(ctx: &Context, module: &Module) -> Result<(), Vec<Diag>> {
    crate::verify::verify_module(ctx, module)
}

/// Verifies `op` of `body` and everything nested in it (after each pass on that op).
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diag>> {
    crate::verify::verify_op(ctx, body, op)
}
