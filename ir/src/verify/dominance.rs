//! Dominance: every use in an SSA-CFG region must be dominated by its definition
//! (upstream's `verifyDominanceOfContainedRegions` and `DominanceInfo`).
//!
//! Within a block, definitions come before uses (op positions are numbered once per
//! block); across blocks of a region, the region's dominator tree decides (petgraph's
//! `simple_fast` over the terminators' successors, numbered for O(1) queries); a use
//! inside a nested region counts as a use at the op enclosing it in the definition's
//! region. Graph regions, and single blocks of unregistered ops, accept any order. Uses
//! in unreachable blocks are not checked.

use super::unit::is_unit;
use crate::context::Context;
use crate::diagnostic::{DResult, Diag};
use crate::entity::EntityRef;
use crate::ir::{BlockId, Body, OpId, OpRef, RegionId, ValueDef, ValueId};
use crate::registry::RegionKind;
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;

const NONE: u32 = u32::MAX;

/// The position of each op in its block, numbered a block at a time on demand.
pub(crate) struct BlockOrder {
    pos: Vec<u32>,
    numbered: Vec<bool>,
}

impl BlockOrder {
    pub(crate) fn new(body: &Body) -> Self {
        BlockOrder {
            pos: vec![0; body.op_capacity()],
            numbered: vec![false; body.block_capacity()],
        }
    }
    pub(crate) fn number(&mut self, body: &Body, b: BlockId) {
        if self.numbered.get(b.index()).copied().unwrap_or(true) {
            return;
        }
        self.numbered[b.index()] = true;
        for (i, op) in body.block_ops(b).enumerate() {
            if let Some(p) = self.pos.get_mut(op.index()) {
                *p = i as u32;
            }
        }
    }
    /// Records the rank of `op` in its block (ranks only need to grow along the block).
    pub(crate) fn set(&mut self, op: OpId, rank: u32) {
        if let Some(p) = self.pos.get_mut(op.index()) {
            *p = rank;
        }
    }
    pub(crate) fn mark_numbered(&mut self, b: BlockId) {
        if let Some(n) = self.numbered.get_mut(b.index()) {
            *n = true;
        }
    }
    /// Whether `a` comes before `b`, two ops of block `block`.
    fn is_before(&mut self, body: &Body, block: BlockId, a: OpId, b: OpId) -> bool {
        self.number(body, block);
        self.pos.get(a.index()) < self.pos.get(b.index())
    }
}

/// A region's dominator tree as DFS entry/exit numbers, by block position in the region.
struct DomTree {
    enter: Vec<u32>,
    exit: Vec<u32>,
}

impl DomTree {
    fn build(body: &Body, region: RegionId, block_pos: &mut [u32]) -> DomTree {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for (i, &b) in blocks.iter().enumerate() {
            block_pos[b.index()] = i as u32;
        }
        let n = blocks.len();
        let mut graph: DiGraph<(), (), u32> = DiGraph::with_capacity(n, n);
        for _ in 0..n {
            graph.add_node(());
        }
        for (i, &b) in blocks.iter().enumerate() {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            for &s in body.op(term).successors() {
                if body.block(s).parent_region() == Some(region) {
                    graph.add_edge(
                        NodeIndex::new(i),
                        NodeIndex::new(block_pos[s.index()] as usize),
                        (),
                    );
                }
            }
        }
        let doms = simple_fast(&graph, NodeIndex::new(0));
        // Children lists in one array (counting sort by immediate dominator).
        let idom: Vec<u32> = (0..n)
            .map(|i| {
                doms.immediate_dominator(NodeIndex::new(i))
                    .map_or(NONE, |d| d.index() as u32)
            })
            .collect();
        let mut start = vec![0u32; n + 1];
        for &d in idom.iter().filter(|&&d| d != NONE) {
            start[d as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut children = vec![0u32; start[n] as usize];
        for (i, &d) in idom.iter().enumerate() {
            if d != NONE {
                children[fill[d as usize] as usize] = i as u32;
                fill[d as usize] += 1;
            }
        }
        let (mut enter, mut exit) = (vec![NONE; n], vec![NONE; n]);
        let mut clock = 0u32;
        let mut stack: Vec<(u32, u32)> = vec![(0, start[0])];
        enter[0] = 0;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if next < start[node as usize + 1] {
                top.1 += 1;
                let child = children[next as usize];
                clock += 1;
                enter[child as usize] = clock;
                stack.push((child, start[child as usize]));
            } else {
                clock += 1;
                exit[node as usize] = clock;
                stack.pop();
            }
        }
        DomTree { enter, exit }
    }

    fn reachable(&self, pos: u32) -> bool {
        self.enter.get(pos as usize).is_some_and(|&e| e != NONE)
    }

    /// LLVM semantics: an unreachable block is dominated by anything and dominates nothing.
    fn properly_dominates(&self, a: u32, b: u32) -> bool {
        if a == b {
            return false;
        }
        if !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        let (a, b) = (a as usize, b as usize);
        self.enter[a] <= self.enter[b] && self.exit[b] <= self.exit[a]
    }
}

struct Dominance<'a, 'o> {
    ctx: &'a Context,
    root: OpRef<'a>,
    body: &'a Body,
    order: &'o mut BlockOrder,
    trees: FxHashMap<RegionId, DomTree>,
    block_pos: Vec<u32>,
}

/// Checks every use under `root` (whose regions are in `body`), skipping nested units.
pub(crate) fn verify_dominance<'a>(
    ctx: &'a Context,
    root: OpRef<'a>,
    body: &'a Body,
    order: &mut BlockOrder,
) -> DResult<()> {
    let mut dom = Dominance {
        ctx,
        root,
        body,
        order,
        trees: FxHashMap::default(),
        block_pos: Vec::new(),
    };
    let root_regions = root.body.op_regions(root.id).1;
    // Upstream's LIFO worklist of ops, so the first error reported is upstream's.
    let mut worklist: Vec<Option<OpId>> = vec![None];
    while let Some(op) = worklist.pop() {
        let regions = op.map_or(root_regions, |o| body.local_regions(o));
        for &r in regions {
            for block in body.region_blocks(r) {
                let reachable = dom.is_reachable(r, block);
                for user in body.block_ops(block) {
                    if reachable {
                        for (i, v) in body.operands(user).enumerate() {
                            if !dom.properly_dominates_value(v, user) {
                                return Err(dom.diagnose(user, i, v));
                            }
                        }
                    }
                    if body.op(user).num_regions() != 0 && !is_unit(ctx, body, user) {
                        worklist.push(Some(user));
                    }
                }
            }
        }
    }
    Ok(())
}

impl<'a> Dominance<'a, '_> {
    fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.body.op(op).parent_block()
    }
    fn block_region(&self, b: BlockId) -> Option<RegionId> {
        self.body.block(b).parent_region()
    }
    /// The op owning region `r`: its parent in the body, or the root for its regions.
    fn region_owner(&self, r: RegionId) -> Option<OpRef<'a>> {
        match self.body.region_parent_op(r) {
            Some(p) => Some(OpRef::new(self.ctx, self.body, p)),
            None => self
                .root
                .body
                .op_regions(self.root.id)
                .1
                .contains(&r)
                .then_some(self.root),
        }
    }
    /// Upstream's rule: multi-block regions always have SSA dominance; a single block
    /// has it unless its owner is unregistered or declares a graph region.
    fn has_ssa_dominance(&self, r: RegionId) -> bool {
        let region = self.body.region(r);
        if region.first_block != region.last_block {
            return true;
        }
        match self.region_owner(r) {
            Some(owner) => owner
                .def()
                .is_some_and(|d| d.region_kind != RegionKind::Graph),
            None => true,
        }
    }

    fn tree(&mut self, r: RegionId) -> &DomTree {
        if self.block_pos.is_empty() {
            self.block_pos = vec![0; self.body.block_capacity()];
        }
        let (body, block_pos) = (self.body, &mut self.block_pos);
        self.trees
            .entry(r)
            .or_insert_with(|| DomTree::build(body, r, block_pos))
    }

    fn is_reachable(&mut self, r: RegionId, b: BlockId) -> bool {
        if self.body.region(r).first_block == Some(b) {
            return true;
        }
        let pos = self.block_pos_of(r, b);
        self.tree(r).reachable(pos)
    }

    fn block_pos_of(&mut self, r: RegionId, b: BlockId) -> u32 {
        self.tree(r);
        self.block_pos[b.index()]
    }

    fn tree_properly_dominates(&mut self, r: RegionId, a: BlockId, b: BlockId) -> bool {
        let (pa, pb) = (self.block_pos_of(r, a), self.block_pos_of(r, b));
        self.tree(r).properly_dominates(pa, pb)
    }

    /// The block of region `r` containing `b` (itself or through enclosing ops).
    fn ancestor_block_in(&self, r: RegionId, mut b: BlockId) -> Option<BlockId> {
        loop {
            let br = self.block_region(b)?;
            if br == r {
                return Some(b);
            }
            b = self.parent_block(self.body.region_parent_op(br)?)?;
        }
    }
    /// The op of region `r` containing `op` (itself or an enclosing op).
    fn ancestor_op_in(&self, r: RegionId, mut op: OpId) -> Option<OpId> {
        loop {
            let br = self.block_region(self.parent_block(op)?)?;
            if br == r {
                return Some(op);
            }
            op = self.body.region_parent_op(br)?;
        }
    }

    fn properly_dominates_value(&mut self, v: ValueId, user: OpId) -> bool {
        match self.body.value(v).def {
            ValueDef::BlockArg { block, .. } => {
                let Some(ub) = self.parent_block(user) else {
                    return false;
                };
                block == ub || self.properly_dominates_block(block, ub)
            }
            ValueDef::Result { op, .. } => self.properly_dominates_op(op, user),
        }
    }

    fn properly_dominates_block(&mut self, a: BlockId, b: BlockId) -> bool {
        let Some(ra) = self.block_region(a) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(ra);
        }
        let Some(b) = self.ancestor_block_in(ra, b) else {
            return false;
        };
        if a == b {
            return true;
        }
        self.tree_properly_dominates(ra, a, b)
    }

    /// Upstream `properlyDominatesImpl(a, b, enclosingOpOk = false)`.
    fn properly_dominates_op(&mut self, a: OpId, b: OpId) -> bool {
        let Some(a_block) = self.parent_block(a) else {
            return false;
        };
        let Some(ra) = self.block_region(a_block) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(ra);
        }
        let Some(b) = self.ancestor_op_in(ra, b) else {
            return false;
        };
        let Some(b_block) = self.parent_block(b) else {
            return false;
        };
        if a_block == b_block {
            return !self.has_ssa_dominance(ra) || self.order.is_before(self.body, a_block, a, b);
        }
        self.tree_properly_dominates(ra, a_block, b_block)
    }

    fn is_proper_ancestor(&self, r: Option<RegionId>, other: Option<RegionId>) -> bool {
        match (r, other) {
            (Some(r), Some(o)) => r != o && super::traits::region_is_ancestor(self.body, r, o),
            _ => false,
        }
    }

    /// Upstream's message and note (where the operand is defined, relative to the use).
    fn diagnose(&self, user: OpId, index: usize, v: ValueId) -> Diag {
        let user_ref = OpRef::new(self.ctx, self.body, user);
        let diag = user_ref.plain_error(format!("operand #{index} does not dominate this use"));
        let block1 = self.parent_block(user);
        let region1 = block1.and_then(|b| self.block_region(b));
        match self.body.value(v).def {
            ValueDef::Result { op, .. } => {
                let block2 = self.parent_block(op);
                let region2 = block2.and_then(|b| self.block_region(b));
                let relation = if block1 == block2 {
                    "op in the same block"
                } else if region1 == region2 {
                    "op in the same region"
                } else if self.is_proper_ancestor(region2, region1) {
                    "op in a parent region"
                } else if self.is_proper_ancestor(region1, region2) {
                    "op in a child region"
                } else {
                    "op is neither in a parent nor in a child region"
                };
                diag.with_note(
                    self.body.op(op).loc,
                    format!("operand defined here ({relation})"),
                )
            }
            ValueDef::BlockArg { block, .. } => {
                let region2 = self.block_region(block);
                let loc = region2
                    .and_then(|r| self.region_owner(r))
                    .map_or_else(|| self.ctx.unknown_loc(), |o| o.loc());
                let Some(r2) = region2 else {
                    return diag.with_note(loc, " (block without parent)");
                };
                let index = self
                    .body
                    .region_blocks(r2)
                    .position(|b| b == block)
                    .unwrap_or(0);
                let relation = if region1 == region2 {
                    "in the same region"
                } else if self.is_proper_ancestor(region2, region1) {
                    "in a parent region"
                } else if self.is_proper_ancestor(region1, region2) {
                    "in a child region"
                } else {
                    "neither in a parent nor in a child region"
                };
                diag.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {relation})"),
                )
            }
        }
    }
}
