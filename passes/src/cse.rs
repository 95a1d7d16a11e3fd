//! `--cse`: replaces a pure op by an identical one that dominates it (same block earlier,
//! or an enclosing scope: the region's entry block, the blocks around a nested region).
//! Operands of commutative ops compare in any order. Only registered, pure, region-free,
//! non-terminator ops with results are candidates;
//! ops with regions are not merged, but their regions are processed.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::{for_each_body, is_trivially_dead};
use smallvec::SmallVec;
use xla_ir::{Body, BlockId, Context, Diag, OpData, OpId, RegionId, Traits, ValueId};

pub const ARGUMENT: &str = "cse";
const DESCRIPTION: &str = "Eliminate common sub-expressions";

#[derive(Default)]
pub struct Cse;

pub fn info() -> PassInfo {
    PassInfo { argument: ARGUMENT, description: DESCRIPTION, factory: || Box::new(Cse) }
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
        let Some(body) = op.isolated_body_mut() else { return Ok(()) };
        for_each_body(body, &|b| {
            cse_body(ctx, b);
            Ok(())
        })
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

/// Eliminates common subexpressions in `body` (not in nested isolated bodies); returns
/// the number of ops erased.
pub fn cse_body(ctx: &Context, body: &mut Body) -> usize {
    let mut table = ScopedTable::default();
    let mut erased = 0;
    for r in body.root_regions().to_vec() {
        cse_region(ctx, body, r, &mut table, &mut erased);
    }
    erased
}

/// The entry block's ops stay visible in every other block of the region (it dominates
/// them); other blocks see only their own ops.
fn cse_region(ctx: &Context, body: &mut Body, region: RegionId, table: &mut ScopedTable, erased: &mut usize) {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let region_mark = table.mark();
        for (i, &b) in blocks.iter().enumerate() {
            let mark = table.mark();
            cse_block(ctx, body, b, table, erased);
            if i > 0 {
                table.pop_to(mark);
            }
        }
        table.pop_to(region_mark);
    })
}

fn cse_block(ctx: &Context, body: &mut Body, block: BlockId, table: &mut ScopedTable, erased: &mut usize) {
    let mut cur = body.first_op(block);
    while let Some(op) = cur {
        cur = body.next_op(op);
        let regions = body.local_regions(op).to_vec();
        if !regions.is_empty() {
            // An unregistered op might be isolated from above: its regions see nothing outside.
            let registered = ctx.op_def(body.op(op).name).is_some();
            let mut fresh = ScopedTable::default();
            let scope = if registered { &mut *table } else { &mut fresh };
            for r in regions {
                cse_region(ctx, body, r, scope, erased);
            }
            continue;
        }
        // Dead ops go as they are met, as upstream's CSE does.
        if is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            *erased += 1;
            continue;
        }
        if !is_candidate(ctx, body, op) {
            continue;
        }
        let hash = op_hash(ctx, body, op);
        let existing = table.by_hash.get(&hash).and_then(|list| list.iter().rev().copied().find(|&e| same_op(ctx, body, e, op)));
        match existing {
            Some(e) => {
                let results: Vec<_> = body.results(op).iter().copied().zip(body.results(e).iter().copied()).collect();
                for (from, to) in results {
                    body.replace_all_uses(from, to);
                }
                // Keep a known location over an unknown one (as upstream).
                if body.op(e).loc == ctx.unknown_loc() {
                    body.op_mut(e).loc = body.op(op).loc;
                }
                body.erase_op(op);
                *erased += 1;
            }
            None => table.insert(hash, op),
        }
    }
}

fn is_candidate(ctx: &Context, body: &Body, op: OpId) -> bool {
    let data = body.op(op);
    let Some(def) = ctx.op_def(data.name) else { return false };
    def.has_trait(Traits::PURE)
        && !def.has_trait(Traits::TERMINATOR)
        && !def.has_trait(Traits::HAS_SIDE_EFFECTS)
        && !data.results().is_empty()
        && data.successors().is_empty()
        && data.num_regions() == 0
}

/// The operands to compare: for commutative ops in a canonical order (upstream's
/// OperationEquivalence treats them as a multiset).
fn key_operands(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[ValueId; 4]> {
    let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    if ctx.op_def(body.op(op).name).is_some_and(|d| d.has_trait(Traits::COMMUTATIVE)) {
        operands.sort_unstable();
    }
    operands
}

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

/// Same name, operands, result types, properties and attributes.
fn same_op(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.props == db.props
        && da.attrs == db.attrs
        && key_operands(ctx, body, a) == key_operands(ctx, body, b)
        && da.results().len() == db.results().len()
        && da.results().iter().zip(db.results()).all(|(&x, &y)| body.value_type(x) == body.value_type(y))
}
