//! The conversion driver: legalizes every op of a body (pre-order, parents before the
//! ops in their regions), then the isolated bodies nested in it, and reports each op
//! left illegal.

use super::rewriter::{body_key, ConversionRewriter, ConversionState};
use super::target::{ConversionTarget, Legality};
use super::type_converter::{TypeConverter, UNREALIZED_CAST};
use super::ConversionPatternSet;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, OpData, OpId, WalkOrder};
use crate::rewrite::{would_be_trivially_dead, Change};

/// Partial conversion leaves ops the target does not know; full conversion must
/// legalize them too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Illegal ops must be converted; ops the target does not know are converted when a
    /// pattern applies, else left.
    Partial,
    /// Every op must end legal, those the target does not know included.
    Full,
}

/// What a conversion did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionStats {
    /// Successful pattern applications.
    pub rewrites: u64,
    /// Ops that were still illegal at the end (each has a diagnostic).
    pub failed: u64,
}

/// Nested rewrites of one op (an op, the ops its pattern created, theirs...) at most.
const MAX_DEPTH: u32 = 32;

/// Converts every op of `body` (and of the isolated bodies nested in it): illegal ops
/// must be legalized, ops the target does not know are converted when a pattern applies.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<ConversionStats, Vec<Diag>> {
    apply_conversion(
        ctx,
        body,
        target,
        patterns,
        converter,
        ConversionMode::Partial,
    )
}

/// As [`apply_partial_conversion`], but every op must end legal (unknown ops included).
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<ConversionStats, Vec<Diag>> {
    apply_conversion(ctx, body, target, patterns, converter, ConversionMode::Full)
}

/// Converts the isolated body of `op` (the op a pass runs on); ops without one are left.
pub fn apply_conversion_to_op(
    ctx: &Context,
    op: &mut OpData,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
    mode: ConversionMode,
) -> Result<ConversionStats, Vec<Diag>> {
    match op.isolated_body_mut() {
        Some(body) => apply_conversion(ctx, body, target, patterns, converter, mode),
        None => Ok(ConversionStats::default()),
    }
}

/// Converts every op of `body` and of the isolated bodies nested in it, in `mode`: the
/// entry point behind [`apply_partial_conversion`] and [`apply_full_conversion`]. Returns
/// one diagnostic per op left illegal (or per pattern that broke the no-rollback contract).
pub fn apply_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
    mode: ConversionMode,
) -> Result<ConversionStats, Vec<Diag>> {
    let mut run = Run {
        ctx,
        target,
        patterns,
        converter,
        mode,
        state: ConversionState::default(),
        diags: Vec::new(),
        stats: ConversionStats::default(),
    };
    run.convert_body(body);
    if run.diags.is_empty() {
        Ok(run.stats)
    } else {
        Err(run.diags)
    }
}

struct Run<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a ConversionPatternSet,
    converter: Option<&'a TypeConverter>,
    mode: ConversionMode,
    state: ConversionState,
    diags: Vec<Diag>,
    stats: ConversionStats,
}

impl Run<'_> {
    fn convert_body(&mut self, body: &mut Body) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            let mut ops = Vec::new();
            body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
            {
                let (ctx, converter) = (self.ctx, self.converter);
                let mut state = std::mem::take(&mut self.state);
                let mut rw = ConversionRewriter::new(ctx, body, converter, &mut state);
                for op in ops {
                    self.legalize(&mut rw, op);
                }
                drop(rw);
                self.state = state;
            }
            self.erase_unused_materializations(body);
            // Report what is left illegal, entering isolated bodies in program order.
            let mut ops = Vec::new();
            body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
            for op in ops {
                self.check_legal(body, op);
                if let Some(nested) = body.op_mut(op).isolated_body_mut() {
                    self.convert_body(nested);
                }
            }
        })
    }

    fn is_alive(body: &Body, op: OpId) -> bool {
        !body.is_erased(op) && body.op(op).parent_block().is_some()
    }

    /// Applies patterns to `op` until it is legal, then to the ops they created.
    fn legalize(&mut self, rw: &mut ConversionRewriter<'_>, root: OpId) {
        let mut work = vec![(root, 0u32)];
        while let Some((op, depth)) = work.pop() {
            if !Self::is_alive(rw.body(), op) || rw.is_materialization(op) {
                continue;
            }
            if self.target.legality(rw.op_ref(op)) == Legality::Legal {
                continue;
            }
            let name = rw.body().op(op).name;
            let loc = rw.body().op(op).loc;
            let name_str = self.ctx.op_name_str(name);
            if depth > MAX_DEPTH {
                self.diags.push(Diag::error(loc, format!("conversion of '{name_str}' did not finish after {MAX_DEPTH} nested rewrites")));
                continue;
            }
            for &i in self.patterns.for_op(name) {
                let Some(pattern) = self.patterns.get(i) else {
                    continue;
                };
                let operands = match rw.adaptor_operands(op) {
                    Ok(v) => v,
                    Err(d) => {
                        self.diags.push(d);
                        break;
                    }
                };
                // Materializations for the operands are not the pattern's changes.
                rw.take_changes();
                let result = pattern.match_and_rewrite(op, &operands, rw);
                let changes = rw.take_changes();
                let matched = match result {
                    Ok(m) => m,
                    Err(d) => {
                        self.diags.push(d);
                        break;
                    }
                };
                if !matched && !changes.is_empty() {
                    self.diags.push(Diag::error(loc, format!("conversion pattern '{}' changed the IR and then failed to match '{name_str}': conversion patterns must decide before mutating (no rollback)", pattern.name())));
                    break;
                }
                if !matched {
                    continue;
                }
                if changes.is_empty() {
                    self.diags.push(Diag::error(loc, format!("conversion pattern '{}' reported success on '{name_str}' without changing the IR", pattern.name())));
                    break;
                }
                self.stats.rewrites += 1;
                for change in changes {
                    match change {
                        Change::Inserted(o) if o != op => work.push((o, depth + 1)),
                        Change::Modified(o) if o == op => work.push((op, depth + 1)),
                        _ => {}
                    }
                }
                break;
            }
        }
    }

    /// Reports `op` if it is still illegal (unknown ops too, in full mode).
    fn check_legal(&mut self, body: &Body, op: OpId) {
        if self.state.materializations.contains(&(body_key(body), op)) {
            return;
        }
        let op_ref = crate::ir::OpRef::new(self.ctx, body, op);
        let name = op_ref.name_str();
        let message = match (self.target.legality(op_ref), self.mode) {
            (Legality::Illegal, ConversionMode::Partial) => {
                format!("failed to legalize operation '{name}' that was explicitly marked illegal")
            }
            (Legality::Illegal, ConversionMode::Full)
            | (Legality::Unknown, ConversionMode::Full) => {
                format!("failed to legalize operation '{name}'")
            }
            _ => return,
        };
        self.stats.failed += 1;
        self.diags.push(Diag::error(op_ref.loc(), message));
    }

    /// Erases materializations of this body that nothing uses any more.
    fn erase_unused_materializations(&mut self, body: &mut Body) {
        let key = body_key(body);
        let mut ops: Vec<OpId> = self
            .state
            .materializations
            .iter()
            .filter(|(k, _)| *k == key)
            .map(|&(_, op)| op)
            .collect();
        ops.sort();
        // Later materializations may use earlier ones: newest first.
        for &op in ops.iter().rev() {
            if body.is_erased(op) || body.results(op).iter().any(|&v| body.has_uses(v)) {
                continue;
            }
            let is_cast = self.ctx.op_name_str(body.op(op).name) == UNREALIZED_CAST;
            if is_cast || would_be_trivially_dead(self.ctx, body, op) {
                body.erase_op(op);
            }
        }
    }
}
