//! The single-walk driver: each op (post-order) gets one chance at the patterns, for
//! passes that need no fixpoint (MLIR's walkAndApplyPatterns). No folding, no DCE.

use super::{PatternRewriter, PatternSet};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, OpId, WalkOrder};

/// Applies the first matching pattern to each op of `body` once; returns the number of
/// ops rewritten. Ops created by rewrites are not visited.
pub fn apply_patterns_walk(
    ctx: &Context,
    body: &mut Body,
    patterns: &PatternSet,
) -> Result<u64, Diag> {
    let mut ops: Vec<OpId> = Vec::new();
    body.walk_local(WalkOrder::PostOrder, |op| ops.push(op));
    let mut rw = PatternRewriter::new(ctx, body);
    let mut rewritten = 0;
    for op in ops {
        if rw.body().is_erased(op) {
            continue;
        }
        let name = rw.body().op(op).name;
        for pattern in patterns.for_op(name) {
            pattern.match_and_rewrite(op, &mut rw)?;
            if !rw.take_changes().is_empty() {
                rewritten += 1;
                break;
            }
        }
    }
    Ok(rewritten)
}
