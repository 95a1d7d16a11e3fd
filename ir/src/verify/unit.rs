//! Verification of one unit (an op and what it contains, minus nested isolated ops):
//! upstream's `verifyOperation` walk, then dominance.

use super::dominance::{self, BlockOrder};
use super::structure::{self, might_be_terminator};
use super::{symbols, traits};
use crate::context::Context;
use crate::diagnostic::{DResult, Diag};
use crate::entity::EntityRef;
use crate::ir::{BlockId, Body, OpId, OpRef, OpRegions, RegionId};
use crate::registry::{RegionKind, Traits};
use rayon::prelude::*;

/// How deep isolated-from-above ops (functions, modules) may nest and still be verified.
pub const MAX_ISOLATED_DEPTH: usize = 2048;

/// Settings shared by every unit of one run.
pub(crate) struct Run<'a> {
    pub ctx: &'a Context,
    pub opts: super::VerifyOptions,
}

/// Whether `op` is verified as a unit of its own: it owns a body, or it is
/// IsolatedFromAbove with regions (upstream skips those in the walk of its parent).
pub(crate) fn is_unit(ctx: &Context, body: &Body, op: OpId) -> bool {
    match body.op(op).regions() {
        OpRegions::Isolated(_) => true,
        OpRegions::Local(rs) => {
            !rs.is_empty()
                && ctx
                    .op_def(body.op(op).name)
                    .is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE))
        }
    }
}

/// Verifies `root` (an op of `owner`) and everything in it. `owner_path` lists the ops
/// owning the bodies around `owner`, outermost first (for symbol lookups).
pub(crate) fn verify_unit<'a>(
    run: &Run<'a>,
    owner: &'a Body,
    root: OpId,
    owner_path: &[OpRef<'a>],
) -> Result<(), Vec<Diag>> {
    // Each level copies the path of its owners: past this depth that is quadratic.
    if owner_path.len() > MAX_ISOLATED_DEPTH {
        let msg = format!(
            "isolated-from-above operations nested more than {MAX_ISOLATED_DEPTH} levels deep"
        );
        return Err(vec![OpRef::new(run.ctx, owner, root).error(msg)]);
    }
    // Units nest as deeply as isolated ops do: grow the stack rather than overflow.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let root_ref = OpRef::new(run.ctx, owner, root);
        let (body, regions) = owner.op_regions(root);
        let mut path = owner_path.to_vec();
        if !std::ptr::eq(body, owner) {
            path.push(root_ref);
        }
        let mut walker = Walker {
            run,
            root: root_ref,
            body,
            path: &path,
            order: BlockOrder::new(body),
            has_pred: None,
            worklist: Vec::new(),
            units: Vec::new(),
        };
        walker.verify_operation()?;
        debug_assert!(walker.units.is_empty());
        if !regions.is_empty() {
            dominance::verify_dominance(run.ctx, root_ref, body, &mut walker.order)
                .map_err(|d| vec![d])?;
        }
        Ok(())
    })
}

/// Verifies sibling units, concurrently if allowed; reports every failing one.
fn verify_units<'a>(
    run: &Run<'a>,
    owner: &'a Body,
    units: &[OpId],
    path: &[OpRef<'a>],
) -> Result<(), Vec<Diag>> {
    let results: Vec<Result<(), Vec<Diag>>> = if run.opts.threads && units.len() > 1 {
        units
            .par_iter()
            .map(|&u| verify_unit(run, owner, u, path))
            .collect()
    } else {
        units
            .iter()
            .map(|&u| verify_unit(run, owner, u, path))
            .collect()
    };
    let errors: Vec<Diag> = results
        .into_iter()
        .filter_map(Result::err)
        .flatten()
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[derive(Copy, Clone)]
struct Entry {
    item: Item,
    /// Set once entered: the next visit is the exit.
    exit: bool,
    /// For ops: where this op's nested units start in `Walker::units`.
    units_start: u32,
}

#[derive(Copy, Clone)]
enum Item {
    /// An op of `Walker::body` (the root is `None`).
    Op(Option<OpId>),
    Block(BlockId),
}

struct Walker<'a, 'r> {
    run: &'r Run<'a>,
    root: OpRef<'a>,
    /// The body holding the root's regions (and every op walked except the root).
    body: &'a Body,
    path: &'r [OpRef<'a>],
    order: BlockOrder,
    /// Blocks some op names as a successor, computed when first needed.
    has_pred: Option<Vec<bool>>,
    worklist: Vec<Entry>,
    /// Nested units found in the blocks being walked, verified at their parent's exit.
    units: Vec<OpId>,
}

impl<'a> Walker<'a, '_> {
    fn op_ref(&self, op: Option<OpId>) -> OpRef<'a> {
        match op {
            Some(id) => OpRef::new(self.run.ctx, self.body, id),
            None => self.root,
        }
    }

    /// The parent op of a walked op, across body boundaries; `None` when the op is at the
    /// top or its body's owner is unknown (then parent constraints are not checked).
    fn parent_of(&self, id: Option<OpId>) -> Option<OpRef<'a>> {
        let (body, op, path) = match id {
            Some(op) => (self.body, op, self.path),
            None => (self.root.body, self.root.id, self.outer_path()),
        };
        if let Some(p) = body.parent_op(op) {
            return Some(OpRef::new(self.run.ctx, body, p));
        }
        // In a root region: the owner of the body, if it is the last op on the path.
        path.last()
            .copied()
            .filter(|owner| std::ptr::eq(owner.body.op_regions(owner.id).0, body))
    }

    /// The op owning region `r` of the walked body.
    fn region_owner(&self, r: RegionId) -> OpRef<'a> {
        match self.body.region_parent_op(r) {
            Some(p) => OpRef::new(self.run.ctx, self.body, p),
            None => self.root,
        }
    }

    /// Upstream's pre/post-order walk; stops at the first failure.
    fn verify_operation(&mut self) -> Result<(), Vec<Diag>> {
        self.worklist.push(Entry {
            item: Item::Op(None),
            exit: false,
            units_start: 0,
        });
        while let Some(&Entry {
            item,
            exit,
            units_start,
        }) = self.worklist.last()
        {
            if exit {
                self.worklist.pop();
                match item {
                    Item::Op(op) => self.op_exit(op, units_start as usize)?,
                    Item::Block(b) => self.block_exit(b).map_err(|d| vec![d])?,
                }
                continue;
            }
            if let Some(top) = self.worklist.last_mut() {
                top.exit = true;
                top.units_start = self.units.len() as u32;
            }
            match item {
                Item::Op(op) => {
                    self.op_entry(op).map_err(|d| vec![d])?;
                    let (_, regions) = self.op_regions(op);
                    for &r in regions.iter().rev() {
                        let mut b = self.body.region(r).last_block;
                        while let Some(block) = b {
                            self.worklist.push(Entry {
                                item: Item::Block(block),
                                exit: false,
                                units_start: 0,
                            });
                            b = self.body.block(block).prev;
                        }
                    }
                }
                Item::Block(b) => self.block_entry(b).map_err(|d| vec![d])?,
            }
        }
        Ok(())
    }

    fn op_regions(&self, op: Option<OpId>) -> (&'a Body, &'a [RegionId]) {
        let r = self.op_ref(op);
        r.body.op_regions(r.id)
    }

    /// Counts, parent and structural traits, `verify`, type traits, `verify_after_traits`,
    /// then the shape of its regions.
    fn op_entry(&mut self, id: Option<OpId>) -> DResult<()> {
        let op = self.op_ref(id);
        let def = op.def();
        if let Some(def) = def {
            structure::verify_counts(op, def)?;
            if !def.parents.is_empty() {
                if let Some(parent) = self.parent_of(id) {
                    traits::verify_has_parent(op, Some(parent), &def.parents)?;
                }
            }
            traits::verify_structural_traits(op, def.traits)?;
            // ODS-style constraints (upstream OpInvariants), the type traits, then the
            // interface and custom checks.
            if let Some(verify) = def.verify {
                verify(op)?;
            }
            traits::verify_op_traits(op, def.traits, self.run.opts.explain)?;
            if let Some(verify) = def.verify_after_traits {
                verify(op)?;
            }
        }
        let graph = def.is_some_and(|d| d.region_kind == RegionKind::Graph);
        let (body, regions) = self.op_regions(id);
        for (i, &r) in regions.iter().enumerate() {
            let mut blocks = body.region_blocks(r);
            let Some(entry) = blocks.next() else { continue };
            if graph && blocks.next().is_some() {
                return Err(op.error(format!("expects graph region #{i} to have 0 or 1 blocks")));
            }
            if self.has_predecessors(entry) {
                return Err(op.plain_error("entry block of region may not have predecessors"));
            }
        }
        Ok(())
    }

    fn has_predecessors(&mut self, block: BlockId) -> bool {
        let body = self.body;
        let has_pred = self.has_pred.get_or_insert_with(|| {
            let mut v = vec![false; body.block_capacity()];
            for op in body.all_ops() {
                for &s in body.op(op).successors() {
                    if let Some(slot) = v.get_mut(s.index()) {
                        *slot = true;
                    }
                }
            }
            v
        });
        has_pred.get(block.index()).copied().unwrap_or(false)
    }

    /// Upstream `mayBeValidWithoutTerminator`: the only block of a region whose owner is
    /// unregistered or has NoTerminator.
    fn may_lack_terminator(&self, b: BlockId) -> bool {
        let Some(r) = self.body.block(b).parent_region() else {
            return true;
        };
        let mut blocks = self.body.region_blocks(r);
        if blocks.next().is_none() || blocks.next().is_some() {
            return false;
        }
        self.region_owner(r)
            .def()
            .is_none_or(|d| d.has_trait(Traits::NO_TERMINATOR))
    }

    /// Checks the block, then schedules its ops (in one backward pass that also numbers
    /// them and sets nested units aside for the parent's exit).
    fn block_entry(&mut self, b: BlockId) -> DResult<()> {
        let (ctx, body) = (self.run.ctx, self.body);
        let Some(last) = body.last_op(b) else {
            if self.may_lack_terminator(b) {
                return Ok(());
            }
            let r = body.block(b).parent_region();
            let loc = r.map_or(self.root.loc(), |r| self.region_owner(r).loc());
            return Err(Diag::error(
                loc,
                "empty block: expect at least a terminator",
            ));
        };
        let units_from = self.units.len();
        // The first op (in block order) with successors before the end.
        let mut misplaced_branch = None;
        let mut cur = Some(last);
        let mut rank = u32::MAX;
        while let Some(op) = cur {
            rank -= 1;
            self.order.set(op, rank);
            if op != last && !body.op(op).successors().is_empty() {
                misplaced_branch = Some(op);
            }
            if is_unit(ctx, body, op) {
                self.units.push(op);
            } else {
                self.worklist.push(Entry {
                    item: Item::Op(Some(op)),
                    exit: false,
                    units_start: 0,
                });
            }
            cur = body.prev_op(op);
        }
        self.order.mark_numbered(b);
        self.units[units_from..].reverse();
        if let Some(op) = misplaced_branch {
            return Err(OpRef::new(ctx, body, op)
                .plain_error("operation with block successors must terminate its parent block"));
        }
        Ok(())
    }

    fn block_exit(&mut self, b: BlockId) -> DResult<()> {
        let body = self.body;
        let Some(last) = body.last_op(b) else {
            return Ok(());
        };
        let last_ref = OpRef::new(self.run.ctx, body, last);
        let region = body.block(b).parent_region();
        // Upstream's successor range is empty in single-block regions.
        let single = region.is_none_or(|r| body.region(r).first_block == body.region(r).last_block);
        if !single
            && last_ref
                .successors()
                .iter()
                .any(|&s| body.block(s).parent_region() != region)
        {
            return Err(last_ref.error("branching to block of a different region"));
        }
        if self.may_lack_terminator(b) || might_be_terminator(last_ref) {
            return Ok(());
        }
        let printed = crate::asm::print_op(
            self.run.ctx,
            body,
            last,
            &crate::asm::PrintOptions {
                generic: true,
                use_aliases: false,
                ..Default::default()
            },
        );
        Err(last_ref.plain_error(format!(
            "block with no terminator, has {}",
            printed.trim_end()
        )))
    }

    /// Nested units first (those set aside by this op's blocks), then region traits and
    /// the `verify_regions` hook.
    fn op_exit(&mut self, id: Option<OpId>, units_start: usize) -> Result<(), Vec<Diag>> {
        let op = self.op_ref(id);
        let (body, _) = self.op_regions(id);
        if self.units.len() > units_start {
            verify_units(self.run, body, &self.units[units_start..], self.path)?;
            self.units.truncate(units_start);
        }
        let Some(def) = op.def() else {
            return structure::verify_unregistered(self.run.ctx, op).map_err(|d| vec![d]);
        };
        self.region_invariants(op, def).map_err(|d| vec![d])
    }

    fn region_invariants(&self, op: OpRef<'a>, def: &crate::registry::OpDef) -> DResult<()> {
        if def.has_trait(Traits::ISOLATED_FROM_ABOVE) {
            traits::verify_isolated_from_above(op)?;
        }
        if def.has_trait(Traits::SYMBOL_TABLE) {
            // The ops around the table's own body: the unit's path, minus the root if the
            // table is the root (verify_symbol_table adds it back).
            let path = if std::ptr::eq(op.body, self.body) {
                self.path
            } else {
                self.outer_path()
            };
            symbols::verify_symbol_table(op, path)?;
        }
        match def.verify_regions {
            Some(f) => f(op),
            None => Ok(()),
        }
    }

    /// The path of the root's own body (without the root).
    fn outer_path(&self) -> &[OpRef<'a>] {
        match self.path.split_last() {
            Some((last, rest))
                if last.id == self.root.id && std::ptr::eq(last.body, self.root.body) =>
            {
                rest
            }
            _ => self.path,
        }
    }
}
