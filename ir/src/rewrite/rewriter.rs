//! The rewriter patterns mutate a [`Body`] through: every change is logged as a [`Change`].

use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, OpRef, OperationState, RegionId, ValueDef, ValueId};

/// One recorded IR change, for the driver's worklist.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// An op was created and inserted, or moved to a new place.
    Inserted(OpId),
    /// An op's operands, attributes or successors changed in place.
    Modified(OpId),
    /// An op (and everything nested in it) was erased.
    Erased(OpId),
    /// An op lost a use of one of its results (it may have become dead).
    UseDropped(OpId),
}

/// Where [`PatternRewriter::create`] puts new ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum InsertPoint {
    Before(OpId),
    End(BlockId),
}

/// Mutates one body on behalf of patterns, recording each change.
pub struct PatternRewriter<'a> {
    /// The context, for building types, attributes and op states.
    pub ctx: &'a Context,
    body: &'a mut Body,
    insert: Option<InsertPoint>,
    changes: Vec<Change>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body`, with no insertion point (created ops stay detached until one is
    /// set) and an empty change log.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        PatternRewriter {
            ctx,
            body,
            insert: None,
            changes: Vec::new(),
        }
    }
    /// Read access to the body (mutation goes through the rewriter's methods).
    pub fn body(&self) -> &Body {
        self.body
    }
    /// A read-only view of `op`, to inspect it before rewriting.
    pub fn op_ref(&self, op: OpId) -> OpRef<'_> {
        OpRef::new(self.ctx, self.body, op)
    }
    /// The changes recorded so far, oldest first.
    pub fn changes(&self) -> &[Change] {
        &self.changes
    }
    /// Takes the recorded changes, leaving the log empty.
    pub fn take_changes(&mut self) -> Vec<Change> {
        std::mem::take(&mut self.changes)
    }
    /// Whether anything was changed since the log was last taken.
    pub fn has_changes(&self) -> bool {
        !self.changes.is_empty()
    }

    // ---- creation ----

    /// New ops from [`create`](Self::create) go right before `op` (usually the op being rewritten).
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.insert = Some(InsertPoint::Before(op));
    }
    /// New ops from [`create`](Self::create) go at the end of `block`.
    pub fn set_insertion_point_end(&mut self, block: BlockId) {
        self.insert = Some(InsertPoint::End(block));
    }
    /// Creates an op at the insertion point (detached if none is set).
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(self.ctx, state);
        match self.insert {
            Some(InsertPoint::Before(anchor)) => self.body.insert_op_before(anchor, op),
            Some(InsertPoint::End(block)) => self.body.append_op(block, op),
            None => {}
        }
        self.changes.push(Change::Inserted(op));
        op
    }
    /// A new empty block at the end of `region`.
    pub fn create_block(&mut self, region: RegionId) -> BlockId {
        let b = self.body.create_block();
        self.body.append_block(region, b);
        b
    }

    // ---- replacement and erasure ----

    /// Makes every use of `from` use `to`; each user is logged as modified.
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let users: Vec<OpId> = self.body.uses(from).map(|(user, _)| user).collect();
        self.body.replace_all_uses(from, to);
        self.changes.extend(users.into_iter().map(Change::Modified));
    }
    /// Replaces each result of `op` by the matching value and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results: Vec<ValueId> = self.body.results(op).to_vec();
        for (&from, &to) in results.iter().zip(values) {
            self.replace_all_uses(from, to);
        }
        self.erase_op(op);
    }
    /// Creates `state` before `op`, replaces `op`'s results with its results, erases `op`.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.insert.replace(InsertPoint::Before(op));
        let new_op = self.create(state);
        self.insert = saved;
        let results = self.body.results(new_op).to_vec();
        self.replace_op(op, &results);
        new_op
    }
    /// Erases an op whose results are unused; the ops defining its operands are logged
    /// when at most one other user is left (they may have become dead or simplifiable).
    pub fn erase_op(&mut self, op: OpId) {
        if self.body.is_erased(op) {
            return;
        }
        let operands: Vec<ValueId> = self.body.operands(op).collect();
        for v in operands {
            let mut others = self.body.uses(v).map(|(user, _)| user).filter(|&u| u != op);
            let first = others.next();
            if others.find(|&u| Some(u) != first).is_none() {
                self.note_use_dropped(v);
            }
        }
        self.body.erase_op(op);
        self.changes.push(Change::Erased(op));
    }
    fn note_use_dropped(&mut self, v: ValueId) {
        if let ValueDef::Result { op, .. } = self.body.value(v).def {
            self.changes.push(Change::UseDropped(op));
        }
    }

    // ---- in-place changes ----

    /// Runs `f` on the body to change `op` in place (operands, attributes, successors).
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let out = f(self.body);
        self.changes.push(Change::Modified(op));
        out
    }
    /// Points operand `index` of `op` at `value` (logged as a modification).
    pub fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) {
        self.modify_in_place(op, |b| b.set_operand(op, index, value));
    }
    /// Replaces all operands of `op` (logged as a modification).
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.modify_in_place(op, |b| b.set_operands(op, values));
    }
    /// Moves `op` before `anchor` (logged as an insertion).
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.body.move_op_before(op, anchor);
        self.changes.push(Change::Inserted(op));
    }

    // ---- blocks and regions ----

    /// Moves the ops of `block` before `anchor`, its arguments replaced by `args`, and
    /// erases the emptied block.
    pub fn inline_block_before(&mut self, block: BlockId, anchor: OpId, args: &[ValueId]) {
        self.replace_block_args(block, args);
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        self.body.splice_block_before(block, anchor);
        self.changes.extend(ops.into_iter().map(Change::Inserted));
        self.body.erase_block(block);
    }
    /// Moves the ops of `src` to the end of `dst` (args replaced by `args`), erasing `src`.
    pub fn merge_blocks(&mut self, src: BlockId, dst: BlockId, args: &[ValueId]) {
        self.replace_block_args(src, args);
        let ops: Vec<OpId> = self.body.block_ops(src).collect();
        self.body.splice_block_end(src, dst);
        self.changes.extend(ops.into_iter().map(Change::Inserted));
        self.body.erase_block(src);
    }
    fn replace_block_args(&mut self, block: BlockId, args: &[ValueId]) {
        let params: Vec<ValueId> = self.body.block_args(block).to_vec();
        for (&from, &to) in params.iter().zip(args) {
            self.replace_all_uses(from, to);
        }
    }
    /// Splits `block` before `op`: `op` and the ops after it move to a new block placed
    /// right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new_block = self.body.create_block();
        self.body.insert_block_after(block, new_block);
        let mut moved = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.body.next_op(o);
            moved.push(o);
        }
        for &o in &moved {
            self.body.unlink_op(o);
            self.body.append_op(new_block, o);
        }
        self.changes.extend(moved.into_iter().map(Change::Inserted));
        new_block
    }
    /// Moves every block of `src` before `before` in its region, or to the end of `dst`.
    pub fn inline_region_before(&mut self, src: RegionId, dst: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.body.region_blocks(src).collect();
        let mut after = before.and_then(|b| self.prev_block(dst, b));
        for b in blocks {
            self.body.unlink_block(b);
            match (after, before) {
                (Some(a), _) => self.body.insert_block_after(a, b),
                (None, Some(first)) => self.insert_block_first(dst, b, first),
                (None, None) => self.body.append_block(dst, b),
            }
            after = Some(b);
            let ops: Vec<OpId> = self.body.block_ops(b).collect();
            self.changes.extend(ops.into_iter().map(Change::Inserted));
        }
    }
    fn prev_block(&self, region: RegionId, b: BlockId) -> Option<BlockId> {
        let mut prev = None;
        for x in self.body.region_blocks(region) {
            if x == b {
                return prev;
            }
            prev = Some(x);
        }
        prev
    }
    /// Puts `b` first in `region`, before its current entry block `first`.
    fn insert_block_first(&mut self, region: RegionId, b: BlockId, first: BlockId) {
        let rest: Vec<BlockId> = self.body.region_blocks(region).collect();
        debug_assert_eq!(rest.first(), Some(&first));
        for &x in &rest {
            self.body.unlink_block(x);
        }
        self.body.append_block(region, b);
        for x in rest {
            self.body.append_block(region, x);
        }
    }
    /// Escape hatch for changes the rewriter has no method for: the caller logs them.
    pub fn body_mut(&mut self, log: &[Change]) -> &mut Body {
        self.changes.extend_from_slice(log);
        self.body
    }
    pub(crate) fn body_for_driver(&mut self) -> &mut Body {
        self.body
    }
}
