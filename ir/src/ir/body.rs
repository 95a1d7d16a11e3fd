//! The arena that holds the inside of one isolated-from-above op.

use super::{BlockId, NamedAttrs, OpId, OperandId, OperationState, RegionId, ValueId};
use crate::attrs::Location;
use crate::context::Context;
use crate::entity::{PackedOption, PrimaryMap};
use crate::registry::{OpName, Traits};
use crate::types::Type;
use smallvec::SmallVec;

/// Where an op's regions live.
#[derive(Clone, Debug)]
pub enum OpRegions {
    /// In the same body as the op.
    Local(SmallVec<[RegionId; 1]>),
    /// In a body of its own (IsolatedFromAbove ops): its root regions.
    Isolated(Box<Body>),
}

/// An operation's storage in its [`Body`]: name, location, attributes, and links to its
/// operands, results, successors, regions and neighbours. Read it through [`Body::op`] or,
/// more conveniently, an [`OpRef`](super::OpRef).
#[derive(Clone, Debug)]
pub struct OpData {
    /// What op this is (resolved against the context's registry).
    pub name: OpName,
    /// Where the op came from, for diagnostics.
    pub loc: Location,
    pub(crate) operands: SmallVec<[OperandId; 3]>,
    pub(crate) results: SmallVec<[ValueId; 1]>,
    pub(crate) successors: Box<[BlockId]>,
    pub(crate) regions: OpRegions,
    /// Inherent attributes (MLIR properties): `<{...}>` in the generic form.
    pub props: NamedAttrs,
    /// Discardable attributes: `{...}` in the generic form.
    pub attrs: NamedAttrs,
    pub(crate) parent: PackedOption<BlockId>,
    pub(crate) prev: PackedOption<OpId>,
    pub(crate) next: PackedOption<OpId>,
    pub(crate) erased: bool,
}

impl OpData {
    /// The op's result values, in order.
    pub fn results(&self) -> &[ValueId] {
        &self.results
    }
    /// The blocks the op may branch to (terminators only), in order.
    pub fn successors(&self) -> &[BlockId] {
        &self.successors
    }
    /// Where the op's regions live: in the op's body, or in a body of its own.
    pub fn regions(&self) -> &OpRegions {
        &self.regions
    }
    /// How many regions the op has, whichever way they are stored.
    pub fn num_regions(&self) -> usize {
        match &self.regions {
            OpRegions::Local(r) => r.len(),
            OpRegions::Isolated(b) => b.root_regions.len(),
        }
    }
    /// The body owning this op's regions, if it is isolated from above.
    pub fn isolated_body(&self) -> Option<&Body> {
        match &self.regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Local(_) => None,
        }
    }
    /// Mutable access to the body owning the op's regions, if it is isolated from above.
    pub fn isolated_body_mut(&mut self) -> Option<&mut Body> {
        match &mut self.regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Local(_) => None,
        }
    }
    /// The block holding the op; `None` while the op is detached (created, not yet inserted).
    pub fn parent_block(&self) -> Option<BlockId> {
        self.parent.get()
    }
}

/// A region's storage: its parent op and the ends of its block list. Read through
/// [`Body::region`], [`Body::region_blocks`] and [`Body::region_parent_op`].
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// The op owning the region; `None` for a body's root regions and detached regions.
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
}

/// A block's storage: parent region, arguments, and the ends of its op list. Read through
/// [`Body::block`], [`Body::block_ops`] and [`Body::block_args`].
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(crate) parent: Option<RegionId>,
    pub(crate) args: SmallVec<[ValueId; 4]>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
}

impl BlockData {
    /// The block's arguments, in order.
    pub fn args(&self) -> &[ValueId] {
        &self.args
    }
    /// The region holding the block; `None` while it is detached.
    pub fn parent_region(&self) -> Option<RegionId> {
        self.parent
    }
}

/// What defines a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// The result's position among the op's results.
        index: u32,
    },
    /// Argument number `index` of `block`.
    BlockArg {
        /// The block the argument belongs to.
        block: BlockId,
        /// The argument's position among the block's arguments.
        index: u32,
    },
}

/// An SSA value's storage: its type, what defines it, and the head of its use list.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type; change it with [`Body::set_value_type`].
    pub ty: Type,
    /// The op result or block argument that defines the value.
    pub def: ValueDef,
    pub(crate) first_use: Option<OperandId>,
    /// Block arguments carry their own location.
    pub loc: Option<Location>,
}

/// One use of a value: the value, the op using it and at which operand index, linked into
/// the value's use list.
#[derive(Clone, Debug)]
pub struct OperandData {
    /// The value used; change it with [`Body::set_operand`] so the use lists stay right.
    pub value: ValueId,
    /// The op whose operand this is.
    pub owner: OpId,
    /// The operand's position among the owner's operands.
    pub index: u32,
    pub(crate) prev_use: Option<OperandId>,
    pub(crate) next_use: Option<OperandId>,
}

/// Arena of ops, blocks, regions, values and uses for one isolated region tree.
///
/// An op that is isolated from above owns a `Body` for everything inside its regions
/// ([`OpRegions::Isolated`]); the ids ([`OpId`], [`BlockId`], [`RegionId`], [`ValueId`]) are
/// indices into one body and meaningless in another: indexing a body with another body's id
/// panics or reads an unrelated entity. Ops are created detached ([`Self::create_op`]) and
/// then inserted ([`Self::append_op`], [`Self::insert_op_before`]); erasing keeps the slot
/// (see [`Self::is_erased`]). Most code reads ops through [`OpRef`](super::OpRef) and
/// changes them through a rewriter ([`crate::rewrite`]); `docs/architecture.md` has the
/// overall picture.
///
/// ```
/// use xla_ir::{Context, Module, OperationState};
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let loc = ctx.unknown_loc();
/// let mut module = Module::new(&ctx, loc);
/// let block = module.block();
/// let body = module.body_mut();
/// let state = OperationState::new(&ctx, "test.constant", loc).results(&[ctx.i32()]);
/// let c = body.create_op(&ctx, state);
/// body.append_op(block, c);
/// let x = body.result(c, 0);
/// let state = OperationState::new(&ctx, "test.add", loc)
///     .operands(&[x, x])
///     .results(&[ctx.i32()]);
/// let add = body.create_op(&ctx, state);
/// body.append_op(block, add);
/// assert_eq!(body.use_count(x), 2);
/// assert_eq!(body.block_ops(block).collect::<Vec<_>>(), [c, add]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub(crate) ops: PrimaryMap<OpId, OpData>,
    pub(crate) blocks: PrimaryMap<BlockId, BlockData>,
    pub(crate) regions: PrimaryMap<RegionId, RegionData>,
    pub(crate) values: PrimaryMap<ValueId, ValueData>,
    pub(crate) operands: PrimaryMap<OperandId, OperandData>,
    pub(crate) root_regions: SmallVec<[RegionId; 1]>,
}

impl Body {
    /// An empty body, without root regions.
    pub fn new() -> Self {
        Self::default()
    }
    /// Releases most of the arenas' spare capacity once a body is built (parsed): growth by
    /// doubling leaves up to 2x; an eighth is kept so that the ops a pass adds
    /// (canonicalization's constants) do not reallocate every arena at twice its size.
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_extra(self.ops.len() / 8);
        self.blocks.shrink_to_extra(self.blocks.len() / 8);
        self.regions.shrink_to_extra(self.regions.len() / 8);
        self.values.shrink_to_extra(self.values.len() / 8);
        self.operands.shrink_to_extra(self.operands.len() / 8);
    }
    /// A body with `n` empty root regions.
    pub fn with_root_regions(n: usize) -> Self {
        let mut b = Body::new();
        for _ in 0..n {
            b.add_root_region();
        }
        b
    }

    // ---- access ----

    /// The storage of `op` (also for erased ops: check [`Self::is_erased`] when it matters).
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op]
    }
    /// Mutable storage of `op`: its name, location, properties and attributes may be edited
    /// directly; operands, successors and links only through the `Body` methods.
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op]
    }
    /// The storage of block `b`.
    #[inline]
    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b]
    }
    /// The storage of region `r`.
    #[inline]
    pub fn region(&self, r: RegionId) -> &RegionData {
        &self.regions[r]
    }
    /// The storage of value `v`: type, definition and location.
    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v]
    }
    /// The type of value `v`.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }
    /// Changes the type of `v` in place (type conversion, shape refinement); uses are not
    /// re-verified.
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v].ty = ty;
    }
    /// The storage of one use.
    #[inline]
    pub fn operand_data(&self, u: OperandId) -> &OperandData {
        &self.operands[u]
    }
    /// The regions of the op that owns this body (or a module's top-level region), in order.
    pub fn root_regions(&self) -> &[RegionId] {
        &self.root_regions
    }
    /// The ops of the root regions' blocks, in order (a module's functions and globals).
    pub fn root_ops(&self) -> Vec<OpId> {
        let blocks = self
            .root_regions
            .iter()
            .flat_map(|&r| self.region_blocks(r));
        blocks.flat_map(|b| self.block_ops(b)).collect()
    }
    /// Whether `op` was erased: its slot remains, so stale ids stay valid to ask about.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op].erased
    }
    /// Number of op slots ever allocated (erased ones included): a bound for side tables.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }
    /// Number of value slots ever allocated: a bound for side tables indexed by [`ValueId`].
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }
    /// Number of block slots ever allocated: a bound for side tables indexed by [`BlockId`].
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }
    /// All live ops of this body (not of nested bodies), in allocation order.
    pub fn all_ops(&self) -> impl Iterator<Item = OpId> + '_ {
        self.ops.iter().filter(|(_, d)| !d.erased).map(|(k, _)| k)
    }
    /// Mutable access to every live op at once (for running passes on isolated ops in parallel).
    pub fn ops_mut(&mut self) -> impl Iterator<Item = (OpId, &mut OpData)> {
        self.ops.iter_mut().filter(|(_, d)| !d.erased)
    }

    /// The values `op` uses, in operand order.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.ops[op]
            .operands
            .iter()
            .map(move |&u| self.operands[u].value)
    }
    /// Operand `i` of `op`.
    ///
    /// # Panics
    /// If `op` has `i` operands or fewer.
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.operands[self.ops[op].operands[i]].value
    }
    /// How many operands `op` has.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }
    /// The results of `op`, in order.
    pub fn results(&self, op: OpId) -> &[ValueId] {
        &self.ops[op].results
    }
    /// Result `i` of `op`.
    ///
    /// # Panics
    /// If `op` has `i` results or fewer.
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op].results[i]
    }
    /// The arguments of block `b`, in order.
    pub fn block_args(&self, b: BlockId) -> &[ValueId] {
        &self.blocks[b].args
    }
    /// The regions of a non-isolated op (empty for isolated ones: see [`OpData::isolated_body`]).
    pub fn local_regions(&self, op: OpId) -> &[RegionId] {
        match &self.ops[op].regions {
            OpRegions::Local(r) => r,
            OpRegions::Isolated(_) => &[],
        }
    }
    /// The body holding `op`'s regions and their ids, whichever way they are stored.
    pub fn op_regions(&self, op: OpId) -> (&Body, &[RegionId]) {
        match &self.ops[op].regions {
            OpRegions::Local(r) => (self, r),
            OpRegions::Isolated(b) => (b, &b.root_regions),
        }
    }

    /// Blocks of a region in order.
    pub fn region_blocks(&self, r: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            next: self.regions[r].first_block,
        }
    }
    /// The first block of region `r`, whose arguments are the region's arguments; `None` if empty.
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].first_block
    }
    /// Ops of a block in order.
    pub fn block_ops(&self, b: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            next: self.blocks[b].first_op,
        }
    }
    /// The first op of block `b`; `None` if the block is empty.
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].first_op
    }
    /// The last op of block `b` (its terminator, in a verified CFG region); `None` if empty.
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].last_op
    }
    /// The op after `op` in its block; `None` at the end or when detached.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next.get()
    }
    /// The op before `op` in its block; `None` at the start or when detached.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev.get()
    }
    /// The block after `b` in its region; `None` at the end or when detached.
    pub fn next_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks[b].next
    }
    /// The op whose region holds block `b`, if any in this body.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.regions[self.blocks[b].parent?].parent
    }
    /// The op that owns the block containing `op` (its parent op within this body).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.block_parent_op(self.ops[op].parent.get()?)
    }
    /// The op owning region `r`; `None` for root regions and detached regions.
    pub fn region_parent_op(&self, r: RegionId) -> Option<OpId> {
        self.regions[r].parent
    }
    /// The index of a region among its parent's regions (root regions: among the root list).
    pub fn region_index(&self, r: RegionId) -> usize {
        let list = match self.regions[r].parent {
            Some(op) => self.local_regions(op),
            None => &self.root_regions,
        };
        list.iter().position(|&x| x == r).unwrap_or(0)
    }

    // ---- uses ----

    /// Whether any operand uses `v` (O(1)).
    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v].first_use.is_some()
    }
    /// Every use of `v` as (owner op, operand index).
    pub fn uses(&self, v: ValueId) -> UseIter<'_> {
        UseIter {
            body: self,
            next: self.values[v].first_use,
        }
    }
    /// How many operands use `v` (O(uses)).
    pub fn use_count(&self, v: ValueId) -> usize {
        self.uses(v).count()
    }

    fn link_use(&mut self, u: OperandId) {
        let v = self.operands[u].value;
        let head = self.values[v].first_use;
        self.operands[u].prev_use = None;
        self.operands[u].next_use = head;
        if let Some(h) = head {
            self.operands[h].prev_use = Some(u);
        }
        self.values[v].first_use = Some(u);
    }

    fn unlink_use(&mut self, u: OperandId) {
        let (prev, next, v) = {
            let d = &self.operands[u];
            (d.prev_use, d.next_use, d.value)
        };
        match prev {
            Some(p) => self.operands[p].next_use = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next {
            self.operands[n].prev_use = prev;
        }
        self.operands[u].prev_use = None;
        self.operands[u].next_use = None;
    }

    /// Points operand `i` of `op` at `v`.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: ValueId) {
        let u = self.ops[op].operands[i];
        self.unlink_use(u);
        self.operands[u].value = v;
        self.link_use(u);
    }
    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        for u in std::mem::take(&mut self.ops[op].operands) {
            self.unlink_use(u);
        }
        let uses = self.make_uses(op, values);
        self.ops[op].operands = uses;
    }
    fn make_uses(&mut self, op: OpId, values: &[ValueId]) -> SmallVec<[OperandId; 3]> {
        let mut out = SmallVec::with_capacity(values.len());
        for (i, &v) in values.iter().enumerate() {
            let u = self.operands.push(OperandData {
                value: v,
                owner: op,
                index: i as u32,
                prev_use: None,
                next_use: None,
            });
            self.link_use(u);
            out.push(u);
        }
        out
    }
    /// Makes every use of `from` use `to` instead: O(uses of `from`).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use {
            self.unlink_use(u);
            self.operands[u].value = to;
            self.link_use(u);
        }
    }
    /// Makes the uses of `from` whose owner op satisfies `replace(owner)` use `to` instead.
    pub fn replace_uses_where(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut replace: impl FnMut(OpId) -> bool,
    ) {
        let uses: Vec<OperandId> = {
            let mut v = Vec::new();
            let mut cur = self.values[from].first_use;
            while let Some(u) = cur {
                v.push(u);
                cur = self.operands[u].next_use;
            }
            v
        };
        for u in uses {
            if replace(self.operands[u].owner) {
                self.unlink_use(u);
                self.operands[u].value = to;
                self.link_use(u);
            }
        }
    }

    // ---- creation ----

    /// Appends an empty region to the body's root regions (those of the op owning the body).
    pub fn add_root_region(&mut self) -> RegionId {
        let r = self.regions.push(RegionData::default());
        self.root_regions.push(r);
        r
    }
    /// A region owned by no op yet; pass it in [`OperationState::regions`].
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData::default())
    }
    /// A block in no region yet.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData::default())
    }
    /// Appends an argument of type `ty` to block `b` and returns the new value.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Option<Location>) -> ValueId {
        let index = self.blocks[b].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: super::ValueDef::BlockArg { block: b, index },
            first_use: None,
            loc,
        });
        self.blocks[b].args.push(v);
        v
    }
    /// Removes block argument `i`, which must have no uses.
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) {
        self.blocks[b].args.remove(i);
        for (j, &v) in self.blocks[b].args.iter().enumerate().skip(i) {
            self.values[v].def = super::ValueDef::BlockArg {
                block: b,
                index: j as u32,
            };
        }
    }
    /// Appends a detached block to a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        let last = self.regions[r].last_block;
        self.blocks[b].parent = Some(r);
        self.blocks[b].prev = last;
        self.blocks[b].next = None;
        match last {
            Some(l) => self.blocks[l].next = Some(b),
            None => self.regions[r].first_block = Some(b),
        }
        self.regions[r].last_block = Some(b);
    }
    /// Inserts a detached block right after `after`.
    pub fn insert_block_after(&mut self, after: BlockId, b: BlockId) {
        let Some(r) = self.blocks[after].parent else {
            return;
        };
        let next = self.blocks[after].next;
        self.blocks[b].parent = Some(r);
        self.blocks[b].prev = Some(after);
        self.blocks[b].next = next;
        self.blocks[after].next = Some(b);
        match next {
            Some(n) => self.blocks[n].prev = Some(b),
            None => self.regions[r].last_block = Some(b),
        }
    }
    /// Takes a block out of its region, keeping its contents.
    pub fn unlink_block(&mut self, b: BlockId) {
        let Some(r) = self.blocks[b].parent.take() else {
            return;
        };
        let (prev, next) = (self.blocks[b].prev.take(), self.blocks[b].next.take());
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first_block = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last_block = prev,
        }
    }

    /// Creates a detached op from `state`. Regions named in the state become the op's.
    pub fn create_op(&mut self, ctx: &Context, mut state: OperationState) -> OpId {
        if let Some(populate) = ctx.op_def(state.name).and_then(|d| d.default_props) {
            populate(ctx, &mut state.props);
        }
        let op = self.ops.next_key();
        let regions = match state.isolated {
            Some(b) => OpRegions::Isolated(b),
            None => {
                for &r in &state.regions {
                    self.regions[r].parent = Some(op);
                }
                OpRegions::Local(state.regions.into_iter().collect())
            }
        };
        let id = self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            operands: SmallVec::new(),
            results: SmallVec::new(),
            successors: state.successors.into_iter().collect(),
            regions,
            props: state.props,
            attrs: state.attrs,
            parent: PackedOption::NONE,
            prev: PackedOption::NONE,
            next: PackedOption::NONE,
            erased: false,
        });
        debug_assert_eq!(id, op);
        let uses = self.make_uses(op, &state.operands);
        self.ops[op].operands = uses;
        let results = state
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                self.values.push(super::ValueData {
                    ty,
                    def: super::ValueDef::Result {
                        op,
                        index: i as u32,
                    },
                    first_use: None,
                    loc: None,
                })
            })
            .collect();
        self.ops[op].results = results;
        op
    }

    /// Creates an op with `n` new empty regions, isolated or local as the op's traits say.
    pub fn create_op_with_regions(
        &mut self,
        ctx: &Context,
        mut state: OperationState,
        n: usize,
    ) -> OpId {
        let isolated = ctx
            .op_def(state.name)
            .is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
        if isolated {
            let body = state.isolated.get_or_insert_with(Default::default);
            for _ in 0..n {
                body.add_root_region();
            }
        } else {
            for _ in 0..n {
                let r = self.create_region();
                state.regions.push(r);
            }
        }
        self.create_op(ctx, state)
    }

    /// Inserts the detached `op` at the end of block `b`.
    pub fn append_op(&mut self, b: BlockId, op: OpId) {
        let last = self.blocks[b].last_op;
        self.link_op(b, last, None, op);
    }
    /// Inserts the detached `op` at the start of block `b`.
    pub fn prepend_op(&mut self, b: BlockId, op: OpId) {
        let first = self.blocks[b].first_op;
        self.link_op(b, None, first, op);
    }
    /// Inserts the detached `op` right before `anchor`; does nothing if `anchor` is detached.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let Some(b) = self.ops[anchor].parent.get() else {
            return;
        };
        let prev = self.ops[anchor].prev.get();
        self.link_op(b, prev, Some(anchor), op);
    }
    /// Inserts the detached `op` right after `anchor`; does nothing if `anchor` is detached.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let Some(b) = self.ops[anchor].parent.get() else {
            return;
        };
        let next = self.ops[anchor].next.get();
        self.link_op(b, Some(anchor), next, op);
    }
    fn link_op(&mut self, b: BlockId, prev: Option<OpId>, next: Option<OpId>, op: OpId) {
        self.ops[op].parent = Some(b).into();
        self.ops[op].prev = prev.into();
        self.ops[op].next = next.into();
        match prev {
            Some(p) => self.ops[p].next = Some(op).into(),
            None => self.blocks[b].first_op = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op).into(),
            None => self.blocks[b].last_op = Some(op),
        }
    }
    /// Takes an op out of its block without destroying it.
    pub fn unlink_op(&mut self, op: OpId) {
        let Some(b) = self.ops[op].parent.take() else {
            return;
        };
        let (prev, next) = (self.ops[op].prev.take(), self.ops[op].next.take());
        match prev {
            Some(p) => self.ops[p].next = next.into(),
            None => self.blocks[b].first_op = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev.into(),
            None => self.blocks[b].last_op = prev,
        }
    }
    /// Moves an op (with its regions) before `anchor` in O(1).
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.unlink_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Erases an op, its regions, and its operand uses. Its results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        self.drop_op(op);
    }
    fn drop_op(&mut self, root: OpId) {
        // Iterative so that deep nesting cannot overflow the stack.
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            if self.ops[op].erased {
                continue;
            }
            self.ops[op].erased = true;
            for u in std::mem::take(&mut self.ops[op].operands) {
                self.unlink_use(u);
            }
            if let OpRegions::Local(rs) = &self.ops[op].regions {
                for r in rs.clone() {
                    for b in self.region_blocks(r).collect::<Vec<_>>() {
                        stack.extend(self.block_ops(b));
                    }
                }
            }
        }
    }
    /// Erases a block and all ops in it.
    pub fn erase_block(&mut self, b: BlockId) {
        self.unlink_block(b);
        let ops: Vec<OpId> = self.block_ops(b).collect();
        // Uses between ops of the block are dropped first so that erasing is order-free.
        for &op in &ops {
            self.drop_op(op);
        }
        self.blocks[b].first_op = None;
        self.blocks[b].last_op = None;
    }
    /// Moves every op of `src` to the end of `dst`.
    pub fn splice_block_end(&mut self, src: BlockId, dst: BlockId) {
        let ops: Vec<OpId> = self.block_ops(src).collect();
        for op in ops {
            self.unlink_op(op);
            self.append_op(dst, op);
        }
    }
    /// Moves every op of `src` before `anchor`.
    pub fn splice_block_before(&mut self, src: BlockId, anchor: OpId) {
        let ops: Vec<OpId> = self.block_ops(src).collect();
        for op in ops {
            self.unlink_op(op);
            self.insert_op_before(anchor, op);
        }
    }
    /// Sets an op's successor list.
    pub fn set_successors(&mut self, op: OpId, succs: &[BlockId]) {
        self.ops[op].successors = succs.iter().copied().collect();
    }
    /// Blocks whose terminator branches to `b` (with repetition).
    pub fn predecessors(&self, b: BlockId) -> Vec<BlockId> {
        let Some(r) = self.blocks[b].parent else {
            return Vec::new();
        };
        self.region_blocks(r)
            .filter(|&p| {
                self.last_op(p)
                    .is_some_and(|t| self.ops[t].successors.contains(&b))
            })
            .collect()
    }
}

/// Iterates the blocks of a region.
pub struct BlockIter<'a> {
    body: &'a Body,
    next: Option<BlockId>,
}
impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let b = self.next?;
        self.next = self.body.blocks[b].next;
        Some(b)
    }
}

/// Iterates the ops of a block.
pub struct OpIter<'a> {
    body: &'a Body,
    next: Option<OpId>,
}
impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let o = self.next?;
        self.next = self.body.ops[o].next.get();
        Some(o)
    }
}

/// Iterates the uses of a value as (owner, operand index).
pub struct UseIter<'a> {
    body: &'a Body,
    next: Option<OperandId>,
}
impl Iterator for UseIter<'_> {
    type Item = (OpId, u32);
    fn next(&mut self) -> Option<(OpId, u32)> {
        let u = self.next?;
        let d = &self.body.operands[u];
        self.next = d.next_use;
        Some((d.owner, d.index))
    }
}

/// Dropping nested isolated bodies one at a time: the default drop would recurse once per
/// nesting level and overflow the stack on deeply nested modules.
impl Drop for Body {
    fn drop(&mut self) {
        let mut pending: Vec<Box<Body>> = Vec::new();
        take_isolated_bodies(self, &mut pending);
        while let Some(mut child) = pending.pop() {
            take_isolated_bodies(&mut child, &mut pending);
        }
    }
}

// The bodies are moved out of their ops as the boxes they are stored in, not copied.
#[allow(clippy::vec_box)]
fn take_isolated_bodies(body: &mut Body, out: &mut Vec<Box<Body>>) {
    for op in body.ops.values_mut() {
        if matches!(op.regions, OpRegions::Isolated(_)) {
            if let OpRegions::Isolated(child) =
                std::mem::replace(&mut op.regions, OpRegions::Local(SmallVec::new()))
            {
                out.push(child);
            }
        }
    }
}
