//! The rewriter conversion patterns mutate IR through: a [`PatternRewriter`] (so every
//! change is logged) plus the value mapping and the materializations a conversion needs.

use rustc_hash::{FxHashMap, FxHashSet};

use super::type_converter::{unrealized_cast, SignatureConversion, TypeConverter};
use crate::attrs::Location;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{BlockId, Body, OpId, OpRef, OperationState, RegionId, ValueDef, ValueId};
use crate::rewrite::{Change, PatternRewriter};
use crate::types::Type;

/// Identifies a body during one conversion (isolated bodies are boxed and do not move).
pub(super) type BodyKey = usize;

pub(super) fn body_key(body: &Body) -> BodyKey {
    body as *const Body as usize
}

/// What the conversion remembers across patterns and bodies.
#[derive(Default)]
pub(super) struct ConversionState {
    /// A source materialization's result -> the converted value it stands for.
    pub(super) replaced_by: FxHashMap<(BodyKey, ValueId), ValueId>,
    /// A source materialization's result -> the several converted values it stands for
    /// (1:N replacements and block arguments).
    pub(super) expanded: FxHashMap<(BodyKey, ValueId), Vec<ValueId>>,
    /// The reverse of `replaced_by`, to redirect entries when their target is replaced.
    pub(super) pointed_by: FxHashMap<(BodyKey, ValueId), Vec<ValueId>>,
    /// Ops built by materializations: erased at the end if left unused.
    pub(super) materializations: FxHashSet<(BodyKey, OpId)>,
}

/// The rewriter given to [`super::ConversionPattern`]s.
pub struct ConversionRewriter<'a> {
    rw: PatternRewriter<'a>,
    converter: Option<&'a TypeConverter>,
    state: &'a mut ConversionState,
    key: BodyKey,
}

impl<'a> ConversionRewriter<'a> {
    pub(super) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        converter: Option<&'a TypeConverter>,
        state: &'a mut ConversionState,
    ) -> Self {
        let key = body_key(body);
        ConversionRewriter {
            rw: PatternRewriter::new(ctx, body),
            converter,
            state,
            key,
        }
    }
    /// The context, for building types, attributes and op states.
    pub fn ctx(&self) -> &'a Context {
        self.rw.ctx
    }
    /// Read access to the body being converted (mutation goes through the rewriter).
    pub fn body(&self) -> &Body {
        self.rw.body()
    }
    /// A read-only view of `op` (its operands are the originals; the converted ones are the
    /// pattern's `operands` argument).
    pub fn op_ref(&self, op: OpId) -> OpRef<'_> {
        self.rw.op_ref(op)
    }
    /// The conversion's type converter, if it has one.
    pub fn type_converter(&self) -> Option<&'a TypeConverter> {
        self.converter
    }
    /// The underlying pattern rewriter (its changes are the conversion's).
    pub fn rewriter(&mut self) -> &mut PatternRewriter<'a> {
        &mut self.rw
    }
    pub(super) fn take_changes(&mut self) -> Vec<Change> {
        self.rw.take_changes()
    }

    // ---- creation (as PatternRewriter) ----

    /// New ops go right before `op` (as [`PatternRewriter::set_insertion_point_before`]).
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.rw.set_insertion_point_before(op);
    }
    /// New ops go at the end of `block` (as [`PatternRewriter::set_insertion_point_end`]).
    pub fn set_insertion_point_end(&mut self, block: BlockId) {
        self.rw.set_insertion_point_end(block);
    }
    /// Creates an op at the insertion point (as [`PatternRewriter::create`]).
    pub fn create(&mut self, state: OperationState) -> OpId {
        self.rw.create(state)
    }
    /// A new empty block at the end of `region`.
    pub fn create_block(&mut self, region: RegionId) -> BlockId {
        self.rw.create_block(region)
    }
    /// Changes `op` in place through `f` (as [`PatternRewriter::modify_in_place`]).
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        self.rw.modify_in_place(op, f)
    }
    /// Moves the blocks of `src` into `dst` (as [`PatternRewriter::inline_region_before`]).
    pub fn inline_region_before(&mut self, src: RegionId, dst: RegionId, before: Option<BlockId>) {
        self.rw.inline_region_before(src, dst, before);
    }
    /// Moves the ops of `block` before `anchor`, its arguments replaced by `args` (as
    /// [`PatternRewriter::inline_block_before`]).
    pub fn inline_block_before(&mut self, block: BlockId, anchor: OpId, args: &[ValueId]) {
        self.rw.inline_block_before(block, anchor, args);
    }
    /// Appends the ops of `src` to `dst`, its arguments replaced by `args` (as
    /// [`PatternRewriter::merge_blocks`]).
    pub fn merge_blocks(&mut self, src: BlockId, dst: BlockId, args: &[ValueId]) {
        self.rw.merge_blocks(src, dst, args);
    }
    /// Splits `block` before `op` (as [`PatternRewriter::split_block`]).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        self.rw.split_block(block, op)
    }
    /// Takes the isolated body of `op` (left with an empty one), to give to a replacement
    /// op through `OperationState::isolated`. The box itself moves, so what the conversion
    /// remembers about the body stays valid (do not rebuild the box).
    pub fn take_isolated_body(&mut self, op: OpId) -> Option<Box<Body>> {
        let data = self.rw.body_mut(&[Change::Modified(op)]).op_mut(op);
        match &mut data.regions {
            crate::ir::OpRegions::Isolated(b) => Some(std::mem::take(b)),
            crate::ir::OpRegions::Local(_) => None,
        }
    }
    /// Runs `f` with a rewriter on the isolated body of `op` (e.g. to convert a function's
    /// block signatures); `None` if `op` is not isolated. `op` is logged as modified.
    pub fn with_isolated_body<R>(
        &mut self,
        op: OpId,
        f: impl FnOnce(&mut ConversionRewriter<'_>) -> R,
    ) -> Option<R> {
        let (ctx, converter) = (self.ctx(), self.converter);
        let body = self
            .rw
            .body_mut(&[Change::Modified(op)])
            .op_mut(op)
            .isolated_body_mut()?;
        let mut nested = ConversionRewriter::new(ctx, body, converter, &mut *self.state);
        Some(f(&mut nested))
    }

    // ---- replacement ----

    /// Replaces each result of `op` by the matching value and erases `op`. A value whose
    /// type differs from the result's reaches the remaining (unconverted) users through a
    /// source materialization; converted users see the value itself.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> Result<(), Diag> {
        let groups: Vec<Vec<ValueId>> = values.iter().map(|&v| vec![v]).collect();
        self.replace_op_with_multiple(op, &groups)
    }
    /// As [`Self::replace_op`], but each result may be replaced by several values (a 1:N
    /// type conversion): remaining users see a source materialization of them, and
    /// [`Self::converted_values`] gives them back to patterns.
    pub fn replace_op_with_multiple(
        &mut self,
        op: OpId,
        values: &[Vec<ValueId>],
    ) -> Result<(), Diag> {
        let results: Vec<ValueId> = self.body().results(op).to_vec();
        if results.len() != values.len() {
            let name = self.ctx().op_name_str(self.body().op(op).name).to_string();
            return Err(Diag::error(
                self.body().op(op).loc,
                format!(
                    "conversion pattern replaced '{name}' ({} results) with {} values",
                    results.len(),
                    values.len()
                ),
            ));
        }
        let loc = self.body().op(op).loc;
        for (&from, group) in results.iter().zip(values) {
            let from_ty = self.body().value_type(from);
            if let [to] = group.as_slice() {
                if from_ty == self.body().value_type(*to) || !self.body().has_uses(from) {
                    self.rw.replace_all_uses(from, *to);
                    self.redirect(from, *to);
                    continue;
                }
            }
            if !self.body().has_uses(from) {
                continue;
            }
            self.rw.set_insertion_point_before(op);
            let m = self.materialize_source(from_ty, group, loc)?;
            match group.as_slice() {
                [to] => self.map(m, *to),
                _ => {
                    self.state.expanded.insert((self.key, m), group.clone());
                }
            }
            self.rw.replace_all_uses(from, m);
            self.redirect(from, m);
        }
        self.rw.erase_op(op);
        Ok(())
    }
    /// Creates `state` before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> Result<OpId, Diag> {
        self.rw.set_insertion_point_before(op);
        let new_op = self.rw.create(state);
        let results = self.body().results(new_op).to_vec();
        self.replace_op(op, &results)?;
        Ok(new_op)
    }
    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), Diag> {
        if self
            .body()
            .results(op)
            .iter()
            .any(|&v| self.body().has_uses(v))
        {
            let name = self.ctx().op_name_str(self.body().op(op).name).to_string();
            return Err(Diag::error(
                self.body().op(op).loc,
                format!("conversion pattern erased '{name}' whose results are still in use"),
            ));
        }
        self.rw.erase_op(op);
        Ok(())
    }

    // ---- values across the conversion ----

    /// Records that materialization result `m` stands for `to`.
    fn map(&mut self, m: ValueId, to: ValueId) {
        self.state.replaced_by.insert((self.key, m), to);
        self.state
            .pointed_by
            .entry((self.key, to))
            .or_default()
            .push(m);
    }
    /// `from` was replaced by `to`: entries that stood for `from` now stand for `to`.
    fn redirect(&mut self, from: ValueId, to: ValueId) {
        let Some(list) = self.state.pointed_by.remove(&(self.key, from)) else {
            return;
        };
        for &m in &list {
            self.state.replaced_by.insert((self.key, m), to);
        }
        self.state
            .pointed_by
            .entry((self.key, to))
            .or_default()
            .extend(list);
    }

    /// The converted values standing for `v`: several after a 1:N replacement or block
    /// argument conversion, else the newest single value ([`Self::lookup`]).
    pub fn converted_values(&self, v: ValueId) -> Vec<ValueId> {
        let v = self.lookup(v);
        self.state
            .expanded
            .get(&(self.key, v))
            .cloned()
            .unwrap_or_else(|| vec![v])
    }
    /// The newest value standing for `v`: source materializations are looked through.
    pub fn lookup(&self, mut v: ValueId) -> ValueId {
        let mut steps = 0;
        while let Some(&next) = self.state.replaced_by.get(&(self.key, v)) {
            v = next;
            steps += 1;
            if steps > 64 {
                break;
            }
        }
        v
    }
    /// The operand values a pattern sees for `op`: the newest replacements, converted by the
    /// type converter (through a target materialization before `op` if needed).
    pub(super) fn adaptor_operands(&mut self, op: OpId) -> Result<Vec<ValueId>, Diag> {
        let operands: Vec<ValueId> = self.body().operands(op).collect();
        let loc = self.body().op(op).loc;
        let mut out = Vec::with_capacity(operands.len());
        for v in operands {
            let want = self
                .converter
                .and_then(|c| c.convert_type(self.ctx(), self.body().value_type(v)));
            let Some(want) = want else {
                out.push(self.lookup(v));
                continue;
            };
            let mut cur = v;
            let found = loop {
                if self.body().value_type(cur) == want {
                    break Some(cur);
                }
                match self.state.replaced_by.get(&(self.key, cur)) {
                    Some(&next) if next != cur => cur = next,
                    _ => break None,
                }
            };
            match found {
                Some(f) => out.push(f),
                None => {
                    self.rw.set_insertion_point_before(op);
                    out.push(self.materialize_target(want, &[v], loc)?);
                }
            }
        }
        Ok(out)
    }
    /// A value of original type `ty` built from converted `inputs` at the insertion point.
    pub fn materialize_source(
        &mut self,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Result<ValueId, Diag> {
        let converter = self.converter;
        let start = self.rw.changes().len();
        let v = match converter {
            Some(c) => c.materialize_source(&mut self.rw, ty, inputs, loc),
            None => Some(unrealized_cast(&mut self.rw, ty, inputs, loc)),
        };
        self.note_materializations(start);
        v.ok_or_else(|| {
            Diag::error(
                loc,
                format!(
                    "failed to materialize conversion for value of type '{}'",
                    crate::asm::type_to_string(self.ctx(), ty)
                ),
            )
        })
    }
    /// A value of converted type `ty` built from original `inputs` at the insertion point.
    pub fn materialize_target(
        &mut self,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Result<ValueId, Diag> {
        let converter = self.converter;
        let start = self.rw.changes().len();
        let v = match converter {
            Some(c) => c.materialize_target(&mut self.rw, ty, inputs, loc),
            None => Some(unrealized_cast(&mut self.rw, ty, inputs, loc)),
        };
        self.note_materializations(start);
        v.ok_or_else(|| {
            Diag::error(
                loc,
                format!(
                    "failed to materialize conversion for value of type '{}'",
                    crate::asm::type_to_string(self.ctx(), ty)
                ),
            )
        })
    }
    fn note_materializations(&mut self, start: usize) {
        let created: Vec<OpId> = self.rw.changes()[start..]
            .iter()
            .filter_map(|c| {
                if let Change::Inserted(o) = c {
                    Some(*o)
                } else {
                    None
                }
            })
            .collect();
        for op in created {
            self.state.materializations.insert((self.key, op));
        }
    }
    pub(super) fn is_materialization(&self, op: OpId) -> bool {
        self.state.materializations.contains(&(self.key, op))
    }

    // ---- block signatures ----

    /// Converts the argument types of every block of `region` with `converter`; uses of a
    /// converted argument go through a source materialization at the block's start.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &TypeConverter,
    ) -> Result<(), Diag> {
        let blocks: Vec<BlockId> = self.body().region_blocks(region).collect();
        for block in blocks {
            let types: Vec<Type> = self
                .body()
                .block_args(block)
                .iter()
                .map(|&a| self.body().value_type(a))
                .collect();
            let Some(sig) = converter.convert_signature(self.ctx(), &types) else {
                let loc = self.block_loc(block);
                let bad = types
                    .iter()
                    .find(|&&t| converter.convert_type_n(self.ctx(), t).is_none())
                    .copied();
                let what = bad
                    .map(|t| crate::asm::type_to_string(self.ctx(), t))
                    .unwrap_or_default();
                return Err(Diag::error(
                    loc,
                    format!("failed to convert block argument of type '{what}'"),
                ));
            };
            self.apply_signature_conversion(block, &sig)?;
        }
        Ok(())
    }
    /// Rewrites `block`'s arguments as `sig` says: 1:1 conversions retype the argument in
    /// place, 1:N (and 1:0) ones replace it by new arguments at its position; old uses see a
    /// source materialization placed at the start of the block.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        sig: &SignatureConversion,
    ) -> Result<(), Diag> {
        let old: Vec<ValueId> = self.body().block_args(block).to_vec();
        if sig.num_original() != old.len() {
            return Err(Diag::error(
                self.block_loc(block),
                format!(
                    "signature conversion for {} block arguments given {}",
                    old.len(),
                    sig.num_original()
                ),
            ));
        }
        let anchor = self.body().first_op(block);
        let mut order: Vec<ValueId> = Vec::with_capacity(sig.converted_types().len());
        let mut dropped = false;
        for (i, &arg) in old.iter().enumerate() {
            let (start, n) = sig.input_range(i).unwrap_or((0, 0));
            let types: Vec<Type> = sig
                .converted_types()
                .get(start..start + n)
                .unwrap_or_default()
                .to_vec();
            let orig = self.body().value_type(arg);
            let loc = self
                .body()
                .value(arg)
                .loc
                .unwrap_or_else(|| self.block_loc(block));
            if types == [orig] {
                order.push(arg);
                continue;
            }
            let inputs: Vec<ValueId> = if let [one] = types.as_slice() {
                self.rw.body_mut(&[]).set_value_type(arg, *one);
                vec![arg]
            } else {
                dropped = true;
                let body = self.rw.body_mut(&[]);
                types
                    .iter()
                    .map(|&t| body.add_block_arg(block, t, Some(loc)))
                    .collect()
            };
            order.extend_from_slice(&inputs);
            if !self.body().has_uses(arg) {
                continue;
            }
            match anchor {
                Some(a) => self.rw.set_insertion_point_before(a),
                None => self.rw.set_insertion_point_end(block),
            }
            let start_log = self.rw.changes().len();
            let m = self.materialize_source(orig, &inputs, loc)?;
            let created: FxHashSet<OpId> = self.rw.changes()[start_log..]
                .iter()
                .filter_map(|c| {
                    if let Change::Inserted(o) = c {
                        Some(*o)
                    } else {
                        None
                    }
                })
                .collect();
            match inputs.as_slice() {
                [single] => self.map(m, *single),
                _ => {
                    self.state.expanded.insert((self.key, m), inputs.clone());
                }
            }
            let users: Vec<OpId> = self
                .body()
                .uses(arg)
                .map(|(u, _)| u)
                .filter(|u| !created.contains(u))
                .collect();
            let log: Vec<Change> = users.iter().map(|&u| Change::Modified(u)).collect();
            self.rw
                .body_mut(&log)
                .replace_uses_where(arg, m, |owner| !created.contains(&owner));
        }
        if dropped {
            set_block_args(self.rw.body_mut(&[]), block, &order);
        }
        Ok(())
    }
    fn block_loc(&self, block: BlockId) -> Location {
        let body = self.body();
        body.block(block)
            .parent_region()
            .and_then(|r| body.region_parent_op(r))
            .map(|op| body.op(op).loc)
            .unwrap_or_else(|| self.ctx().unknown_loc())
    }
}

/// Makes `order` the argument list of `block` (arguments left out must be unused).
fn set_block_args(body: &mut Body, block: BlockId, order: &[ValueId]) {
    body.blocks[block].args = order.iter().copied().collect();
    for (i, &v) in order.iter().enumerate() {
        body.values[v].def = ValueDef::BlockArg {
            block,
            index: i as u32,
        };
    }
}
