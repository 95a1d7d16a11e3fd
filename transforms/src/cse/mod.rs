//! `--cse`: replaces a side-effect-free op by an identical one that dominates it (earlier
//! in the block, in a dominating block of the region, or around the region the op is
//! in); an op that only reads memory by an identical one earlier in its block with no
//! possible write in between (effects from MemoryEffectOpInterface, as upstream). Operands of commutative ops compare in any order. Ops with single-block regions
//! whose contents are effect-free are merged when their regions are identical too.

use std::hash::{Hash, Hasher};

mod equivalence;

use rustc_hash::{FxHashMap, FxHasher};
use std::sync::atomic::{AtomicU64, Ordering};

use xla_ir::interfaces::{is_memory_effect_free, op_effects, EffectKind, MemoryEffectOpInterface};
use xla_ir::pass::{Pass, PassInfo, PassStatistic};
use xla_ir::rewrite::{for_each_body, is_trivially_dead, would_be_trivially_dead};
use xla_ir::{BlockId, Body, Context, Diag, OpData, OpId, OpRef, RegionId, Traits};

use crate::dominance::DomTree;
use equivalence::{key_operands, same_op};

pub const ARGUMENT: &str = "cse";
const DESCRIPTION: &str = "Eliminate common sub-expressions";

/// The pass, with upstream's statistics (summed over every op it ran on).
#[derive(Default)]
pub struct Cse {
    cse_count: AtomicU64,
    dce_count: AtomicU64,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(Cse::default()),
    }
}

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for_each_body(body, &|b| {
            let erased = cse_body(ctx, b);
            self.cse_count
                .fetch_add(erased.cse as u64, Ordering::Relaxed);
            self.dce_count
                .fetch_add(erased.dce as u64, Ordering::Relaxed);
            Ok(())
        })
    }
    fn statistics(&self) -> Vec<PassStatistic> {
        vec![
            PassStatistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.cse_count.load(Ordering::Relaxed),
            },
            PassStatistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.dce_count.load(Ordering::Relaxed),
            },
        ]
    }
}

/// Known ops by hash; scopes are undone through a log of inserted hashes.
#[derive(Default)]
struct ScopedTable {
    by_hash: FxHashMap<u64, Vec<OpId>>,
    log: Vec<u64>,
}

impl ScopedTable {
    fn mark(&self) -> usize {
        self.log.len()
    }
    fn pop_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            let Some(h) = self.log.pop() else { break };
            if let Some(list) = self.by_hash.get_mut(&h) {
                list.pop();
            }
        }
    }
    fn insert(&mut self, hash: u64, op: OpId) {
        self.by_hash.entry(hash).or_default().push(op);
        self.log.push(hash);
    }
}

/// Ops erased by CSE: replaced by an equal op, or dead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Erased {
    pub cse: usize,
    pub dce: usize,
}

/// Eliminates common subexpressions in `body` (not in nested isolated bodies); returns
/// the ops erased.
pub fn cse_body(ctx: &Context, body: &mut Body) -> Erased {
    let mut table = ScopedTable::default();
    let mut erased = Erased::default();
    for r in body.root_regions().to_vec() {
        cse_region(ctx, body, r, &mut table, &mut erased);
    }
    erased
}

/// A block sees the ops of the blocks that dominate it: the dominator tree is walked
/// depth-first with one scope per block. Unreachable blocks are left alone (as upstream).
fn cse_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    table: &mut ScopedTable,
    erased: &mut Erased,
) {
    let region_mark = table.mark();
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() <= 1 {
        for b in blocks {
            cse_block(ctx, body, b, table, erased);
        }
    } else if let Some(tree) = DomTree::build(body, region) {
        cse_dom_subtree(ctx, body, &tree, tree.entry, table, erased);
    }
    table.pop_to(region_mark);
}

fn cse_dom_subtree(
    ctx: &Context,
    body: &mut Body,
    tree: &DomTree,
    block: BlockId,
    table: &mut ScopedTable,
    erased: &mut Erased,
) {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let mark = table.mark();
        cse_block(ctx, body, block, table, erased);
        for &child in tree.children(block) {
            cse_dom_subtree(ctx, body, tree, child, table, erased);
        }
        table.pop_to(mark);
    })
}

fn cse_block(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    table: &mut ScopedTable,
    erased: &mut Erased,
) {
    let mut cur = body.first_op(block);
    while let Some(op) = cur {
        cur = body.next_op(op);
        let regions = body.local_regions(op).to_vec();
        if !regions.is_empty() {
            // Nested regions first, in a scope of their own (an unregistered op might be
            // isolated from above: its regions see nothing outside).
            let registered = ctx.op_def(body.op(op).name).is_some();
            let mut fresh = ScopedTable::default();
            let scope = if registered { &mut *table } else { &mut fresh };
            for r in regions {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    cse_region(ctx, body, r, scope, erased)
                });
            }
        }
        // Dead ops go as they are met, as upstream's CSE does.
        if is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            erased.dce += 1;
            continue;
        }
        if !is_candidate(ctx, body, op) {
            if is_read_only(ctx, body, op) {
                cse_read_only(ctx, body, op, table, erased);
            }
            continue;
        }
        let hash = op_hash(ctx, body, op);
        let existing = table.by_hash.get(&hash).and_then(|list| {
            list.iter()
                .rev()
                .copied()
                .find(|&e| same_op(ctx, body, e, op))
        });
        match existing {
            Some(e) => {
                replace_by(ctx, body, op, e);
                erased.cse += 1;
            }
            None => table.insert(hash, op),
        }
    }
}

/// Replaces `op`'s results by `existing`'s and erases it.
fn replace_by(ctx: &Context, body: &mut Body, op: OpId, existing: OpId) {
    let results: Vec<_> = body
        .results(op)
        .iter()
        .copied()
        .zip(body.results(existing).iter().copied())
        .collect();
    for (from, to) in results {
        body.replace_all_uses(from, to);
    }
    // Keep a known location over an unknown one (as upstream).
    if body.op(existing).loc == ctx.unknown_loc() {
        body.op_mut(existing).loc = body.op(op).loc;
    }
    body.erase_op(op);
}

/// Ops that only read memory (MemoryEffectOpInterface) and have results, no regions and no
/// successors: upstream CSE merges them within a block when nothing in between may write.
fn is_read_only(ctx: &Context, body: &Body, op: OpId) -> bool {
    let data = body.op(op);
    if data.results().is_empty() || !data.successors().is_empty() || data.num_regions() > 0 {
        return false;
    }
    let op_ref = OpRef::new(ctx, body, op);
    op_ref.interface::<dyn MemoryEffectOpInterface>().is_some()
        && !op_ref.has_trait(Traits::TERMINATOR)
        && op_effects(op_ref).is_some_and(|e| e.iter().all(|e| e.kind == EffectKind::Read))
}

fn cse_read_only(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    table: &mut ScopedTable,
    erased: &mut Erased,
) {
    let hash = op_hash(ctx, body, op);
    let existing = table.by_hash.get(&hash).and_then(|list| {
        list.iter()
            .rev()
            .copied()
            .find(|&e| same_op(ctx, body, e, op))
    });
    match existing {
        Some(e)
            if body.op(e).parent_block() == body.op(op).parent_block()
                && !writes_between(ctx, body, e, op) =>
        {
            replace_by(ctx, body, op, e);
            erased.cse += 1;
        }
        _ => table.insert(hash, op),
    }
}

/// Whether an op after `from` and before `to` (same block) may write: it has a write
/// effect or unknown effects (upstream `hasOtherSideEffectingOpInBetween`).
fn writes_between(ctx: &Context, body: &Body, from: OpId, to: OpId) -> bool {
    let mut cur = body.next_op(from);
    while let Some(op) = cur.filter(|&o| o != to) {
        let writes = op_effects(OpRef::new(ctx, body, op))
            .is_none_or(|e| e.iter().any(|e| e.kind == EffectKind::Write));
        if writes {
            return true;
        }
        cur = body.next_op(op);
    }
    false
}

/// Registered, result-producing, non-terminator ops without successors that are free of
/// memory effects (MemoryEffectOpInterface or `Pure`), and ops whose single-block regions
/// hold only effect-free ops (`RecursiveMemoryEffects`).
fn is_candidate(ctx: &Context, body: &Body, op: OpId) -> bool {
    let data = body.op(op);
    let Some(def) = ctx.op_def(data.name) else {
        return false;
    };
    if def.has_trait(Traits::TERMINATOR)
        || data.results().is_empty()
        || !data.successors().is_empty()
    {
        return false;
    }
    if data.num_regions() == 0 {
        return is_memory_effect_free(ctx, body, op);
    }
    // Upstream does not merge ops with multi-block regions.
    data.isolated_body().is_none()
        && body
            .local_regions(op)
            .iter()
            .all(|&r| body.region_blocks(r).nth(1).is_none())
        && would_be_trivially_dead(ctx, body, op)
}

/// Regions are left out: equal ops are told apart by [`same_op`].
fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let data = body.op(op);
    let mut h = FxHasher::default();
    data.name.hash(&mut h);
    key_operands(ctx, body, op).hash(&mut h);
    for &r in data.results() {
        body.value_type(r).hash(&mut h);
    }
    data.props.hash(&mut h);
    data.attrs.hash(&mut h);
    h.finish()
}
