//! The greedy driver: a worklist of ops, each folded, erased if dead, or rewritten by the
//! best matching pattern, until nothing changes (MLIR's applyPatternsGreedily).
//!
//! Unlike MLIR, "changed" means the rewriter logged a change: a pattern that reports
//! success without touching the IR does not cause another full scan.

use rustc_hash::FxHashMap;

use super::fold::{fold_op, is_trivially_dead, op_constant, Folded};
use super::{Change, PatternRewriter, PatternSet};
use crate::attrs::Attribute;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::entity::EntityRef;
use crate::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder};
use crate::registry::{FoldResult, OpName, Traits};
use crate::types::Type;

/// Driver options (MLIR's GreedyRewriteConfig).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in program order (else post-order, processed bottom-up).
    pub top_down: bool,
    /// Full scans at most (`None`: until a fixpoint).
    pub max_iterations: Option<u64>,
    /// Pattern applications at most (`None`: unbounded).
    pub max_rewrites: Option<u64>,
    /// Try each op's fold hook (and commutative operand reordering) before its patterns.
    pub fold: bool,
    /// Deduplicate constants and hoist them to the entry block of their region.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_rewrites: None,
            fold: true,
            cse_constants: true,
        }
    }
}

/// What a run did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyStats {
    /// Full scans of the body.
    pub iterations: u64,
    /// Successful pattern applications that changed the IR.
    pub rewrites: u64,
    /// Ops folded: replaced by existing values or materialized constants, or reordered in
    /// place.
    pub folds: u64,
    /// Ops erased as trivially dead.
    pub dead: u64,
    /// Pattern successes that changed nothing (ignored).
    pub empty_successes: u64,
    /// False if a limit stopped the run before a fixpoint.
    pub converged: bool,
}

/// Applies `patterns` with folding and dead-op removal to every op of `body` (nested
/// isolated bodies are not entered: run the driver on them separately).
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> Result<GreedyStats, Diag> {
    let mut driver = Driver {
        ctx,
        patterns,
        config,
        worklist: Vec::new(),
        queued: Vec::new(),
        constants: ConstantMap::default(),
        stats: GreedyStats::default(),
    };
    let mut rewriter = PatternRewriter::new(ctx, body);
    loop {
        if config
            .max_iterations
            .is_some_and(|max| driver.stats.iterations >= max)
        {
            return Ok(driver.stats);
        }
        driver.stats.iterations += 1;
        driver.seed(&mut rewriter);
        if !driver.process(&mut rewriter)? {
            driver.stats.converged = true;
            return Ok(driver.stats);
        }
    }
}

struct Driver<'a> {
    ctx: &'a Context,
    patterns: &'a PatternSet,
    config: &'a GreedyConfig,
    /// Popped from the back.
    worklist: Vec<OpId>,
    /// Per op slot: currently in the worklist.
    queued: Vec<bool>,
    constants: ConstantMap,
    stats: GreedyStats,
}

impl Driver<'_> {
    /// Fills the worklist from a full walk, deduplicating and hoisting constants first.
    fn seed(&mut self, rw: &mut PatternRewriter<'_>) {
        self.worklist.clear();
        self.queued.clear();
        // A fresh constant map per scan, as upstream's per-iteration OperationFolder.
        self.constants = ConstantMap::default();
        let order = if self.config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let mut ops = Vec::new();
        rw.body().walk_local(order, |op| ops.push(op));
        for op in ops {
            if rw.body().is_erased(op) {
                continue;
            }
            if self.config.cse_constants && !self.insert_known_constant(rw, op) {
                continue;
            }
            self.push(op);
        }
        if self.config.top_down {
            self.worklist.reverse();
        }
        // Changes made while seeding are already reflected in the worklist.
        rw.take_changes();
    }

    fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.queued.len() {
            self.queued.resize(i + 1, false);
        }
        if !self.queued[i] {
            self.queued[i] = true;
            self.worklist.push(op);
        }
    }

    /// Processes the worklist; true if the IR changed.
    fn process(&mut self, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let mut changed = false;
        while let Some(op) = self.worklist.pop() {
            if let Some(q) = self.queued.get_mut(op.index()) {
                *q = false;
            }
            if self
                .config
                .max_rewrites
                .is_some_and(|max| self.stats.rewrites >= max)
            {
                return Ok(changed);
            }
            if rw.body().is_erased(op) || rw.body().op(op).parent_block().is_none() {
                continue;
            }
            self.visit(rw, op)?;
            let changes = rw.take_changes();
            if !changes.is_empty() {
                changed = true;
                self.enqueue_changes(rw.body(), &changes);
            }
        }
        Ok(changed)
    }

    /// Erases, folds or rewrites one op; what happened is in the rewriter's log.
    fn visit(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> Result<(), Diag> {
        let ctx = self.ctx;
        if is_trivially_dead(ctx, rw.body(), op) {
            rw.erase_op(op);
            self.stats.dead += 1;
            return Ok(());
        }
        if self.config.fold && self.try_fold(rw, op) {
            self.stats.folds += 1;
            return Ok(());
        }
        let name = rw.body().op(op).name;
        if self.patterns.none_for(name) {
            return Ok(());
        }
        for pattern in self.patterns.for_op(name) {
            let matched = pattern.match_and_rewrite(op, rw)?;
            if rw.has_changes() {
                self.stats.rewrites += 1;
                return Ok(());
            }
            if matched {
                self.stats.empty_successes += 1;
            }
        }
        Ok(())
    }

    /// Folds `op` in place or replaces it by existing values and new constants.
    fn try_fold(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = self.ctx;
        let Some(folded) = fold_op(ctx, rw.body_for_driver(), op) else {
            return false;
        };
        let results = match folded {
            Folded::InPlace => {
                rw.modify_in_place(op, |_| ());
                return true;
            }
            Folded::Results(results) => results,
        };
        // Fold hooks cannot change the op (they see it read-only), so answering with the
        // op's own results means no fold; replacing would erase an op still in use.
        let own = rw.body().results(op);
        if results
            .iter()
            .any(|r| matches!(r, FoldResult::Value(v) if own.contains(v)))
        {
            return false;
        }
        let Some(values) = materialize(ctx, rw, op, &results) else {
            return false;
        };
        rw.replace_op(op, &values);
        true
    }

    fn enqueue_changes(&mut self, body: &Body, changes: &[Change]) {
        for &change in changes {
            match change {
                Change::Inserted(op) | Change::Modified(op) | Change::UseDropped(op)
                    if !body.is_erased(op) =>
                {
                    // Ancestors too: a change inside a region may enable a rewrite of its op.
                    let mut cur = Some(op);
                    while let Some(o) = cur {
                        self.push(o);
                        cur = body.parent_op(o);
                    }
                }
                _ => {}
            }
        }
    }

    /// MLIR's OperationFolder::insertKnownConstant: false if `op` was replaced by an
    /// equal constant; otherwise `op` now sits in the constant prefix of its region.
    fn insert_known_constant(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = self.ctx;
        let body = rw.body();
        let Some(block) = body.op(op).parent_block() else {
            return true;
        };
        if self.constants.owned(op) {
            if body.first_op(block) != Some(op)
                && !body.prev_op(op).is_some_and(|p| self.constants.owned(p))
            {
                let front = body.first_op(block);
                self.hoist(rw, op, front);
            }
            return true;
        }
        let Some(value) = op_constant(ctx, body, op) else {
            return true;
        };
        let Some(region) = insertion_region(ctx, body, block) else {
            return true;
        };
        let key = (
            region,
            body.op(op).name,
            value,
            body.value_type(body.result(op, 0)),
        );
        if let Some(existing) = self.constants.get(body, &key) {
            let to = body.result(existing, 0);
            rw.replace_op(op, &[to]);
            rw.body_mut(&[]).op_mut(existing).loc = ctx.unknown_loc();
            return false;
        }
        let Some(entry) = body.entry_block(region) else {
            return true;
        };
        let at_front = body.first_op(entry) == Some(op);
        let after_owned = body.prev_op(op).is_some_and(|p| self.constants.owned(p));
        if block != entry || !(at_front || after_owned) {
            let front = body.first_op(entry);
            match front {
                Some(f) => self.hoist(rw, op, Some(f)),
                None => {
                    let b = rw.body_mut(&[]);
                    b.unlink_op(op);
                    b.append_op(entry, op);
                }
            }
        }
        self.constants.insert(key, op);
        true
    }

    fn hoist(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, front: Option<OpId>) {
        let unknown = self.ctx.unknown_loc();
        let body = rw.body_mut(&[]);
        if let Some(f) = front.filter(|&f| f != op) {
            body.move_op_before(op, f);
        }
        body.op_mut(op).loc = unknown;
    }
}

/// The region constants of `block` are hoisted to: the nearest one whose parent is
/// isolated, unregistered, or outside this body (MLIR's getInsertionRegion).
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = body.block(block).parent_region()?;
        let Some(parent) = body.region_parent_op(region) else {
            return Some(region);
        };
        let def = ctx.op_def(body.op(parent).name);
        if def.is_none_or(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE)) {
            return Some(region);
        }
        block = body.op(parent).parent_block()?;
    }
}

/// Values for `results`: existing values as they are, attributes through the dialect's
/// constant materializer (inserted before `op`). `None` (and nothing left behind) if one
/// cannot be materialized.
fn materialize(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    results: &[FoldResult],
) -> Option<Vec<ValueId>> {
    let data = rw.body().op(op);
    let loc = data.loc;
    let materializer = ctx
        .op_def(data.name)
        .and_then(|d| ctx.dialect_by_name(d.dialect_name()))
        .and_then(|d| d.materialize_constant);
    let types: Vec<Type> = data
        .results()
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (result, &ty) in results.iter().zip(&types) {
        match result {
            FoldResult::Value(v) => values.push(*v),
            FoldResult::Attr(a) => match materializer.and_then(|m| m(ctx, *a, ty, loc)) {
                // A materializer must give one result of the folded result's type.
                Some(state) if state.result_types.as_slice() == [ty] => {
                    rw.set_insertion_point_before(op);
                    let c = rw.create(state);
                    created.push(c);
                    values.push(rw.body().result(c, 0));
                }
                _ => {
                    for c in created {
                        rw.erase_op(c);
                    }
                    rw.take_changes();
                    return None;
                }
            },
        }
    }
    Some(values)
}

type ConstantKey = (RegionId, OpName, Attribute, Type);

/// Constants owned by the folder, unique per (region, op, value, type).
#[derive(Default)]
struct ConstantMap {
    by_key: FxHashMap<ConstantKey, OpId>,
    owned: Vec<bool>,
}

impl ConstantMap {
    fn owned(&self, op: OpId) -> bool {
        self.owned.get(op.index()).copied().unwrap_or(false)
    }
    fn get(&self, body: &Body, key: &ConstantKey) -> Option<OpId> {
        self.by_key
            .get(key)
            .copied()
            .filter(|&op| !body.is_erased(op))
    }
    fn insert(&mut self, key: ConstantKey, op: OpId) {
        self.by_key.insert(key, op);
        let i = op.index();
        if i >= self.owned.len() {
            self.owned.resize(i + 1, false);
        }
        self.owned[i] = true;
    }
}
