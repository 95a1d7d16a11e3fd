//! A read-only view of one op, handed to verifiers, printers and folders.

use super::{BlockId, Body, OpId, RegionId, ValueId};
use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::registry::{OpDef, OpName, Traits};
use crate::types::Type;

/// A read-only view of one op: the context, the body that holds it, and its id, so that
/// verifiers, printers, folders and patterns can ask about the op without threading the three.
/// Cheap to copy. Indexing methods (`operand(i)`, `result(i)`, ...) panic when out of range.
///
/// ```
/// use xla_ir::{Context, Module, OpRef, OperationState};
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let loc = ctx.unknown_loc();
/// let mut m = Module::new(&ctx, loc);
/// let block = m.block();
/// let state = OperationState::new(&ctx, "test.op", loc)
///     .results(&[ctx.i32()])
///     .attr(&ctx, "n", ctx.i64_attr(3));
/// let id = m.body_mut().create_op(&ctx, state);
/// m.body_mut().append_op(block, id);
/// let op = OpRef::new(&ctx, m.body(), id);
/// assert_eq!(op.name_str(), "test.op");
/// assert_eq!(op.result_type(0), ctx.i32());
/// assert_eq!(op.attr("n"), Some(ctx.i64_attr(3)));
/// assert!(op.def().is_none()); // unregistered
/// ```
#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    /// The context the op's name, types and attributes belong to.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op's id in `body`.
    pub id: OpId,
}

/// An op's regions together with the body that stores them.
#[derive(Copy, Clone)]
pub struct RegionsRef<'a> {
    /// The body storing the regions (the op's own body when it is isolated from above).
    pub body: &'a Body,
    /// The regions, in order.
    pub ids: &'a [RegionId],
}

impl<'a> OpRef<'a> {
    /// A view of op `id` of `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, id: OpId) -> Self {
        OpRef { ctx, body, id }
    }
    /// The op's name handle, for fast comparisons and [`Context::op_def`].
    pub fn name(&self) -> OpName {
        self.body.op(self.id).name
    }
    /// The op's full name, `dialect.op`.
    pub fn name_str(&self) -> &'a str {
        self.ctx.op_name_str(self.body.op(self.id).name)
    }
    /// The op's registered definition; `None` for unregistered ops.
    pub fn def(&self) -> Option<&'a OpDef> {
        self.ctx.op_def(self.body.op(self.id).name)
    }
    /// Whether the op is registered with every trait in `t` (false for unregistered ops).
    pub fn has_trait(&self, t: Traits) -> bool {
        self.def().is_some_and(|d| d.has_trait(t))
    }
    /// The op's location.
    pub fn loc(&self) -> Location {
        self.body.op(self.id).loc
    }
    /// How many operands the op has.
    pub fn num_operands(&self) -> usize {
        self.body.num_operands(self.id)
    }
    /// Operand `i`; panics if out of range.
    pub fn operand(&self, i: usize) -> ValueId {
        self.body.operand(self.id, i)
    }
    /// The operands, in order.
    pub fn operands(&self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.operands(self.id)
    }
    /// The type of operand `i`; panics if out of range.
    pub fn operand_type(&self, i: usize) -> Type {
        self.body.value_type(self.operand(i))
    }
    /// The operand types, in order.
    pub fn operand_types(&self) -> Vec<Type> {
        let body = self.body;
        self.operands().map(|v| body.value_type(v)).collect()
    }
    /// How many results the op has.
    pub fn num_results(&self) -> usize {
        self.body.results(self.id).len()
    }
    /// Result `i`; panics if out of range.
    pub fn result(&self, i: usize) -> ValueId {
        self.body.result(self.id, i)
    }
    /// The results, in order.
    pub fn results(&self) -> &'a [ValueId] {
        self.body.results(self.id)
    }
    /// The type of result `i`; panics if out of range.
    pub fn result_type(&self, i: usize) -> Type {
        self.body.value_type(self.result(i))
    }
    /// The result types, in order.
    pub fn result_types(&self) -> Vec<Type> {
        self.results()
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect()
    }
    /// The type of any value of the op's body (an operand's defining op's result, say).
    pub fn value_type(&self, v: ValueId) -> Type {
        self.body.value_type(v)
    }
    /// An attribute by name: properties first, then discardable attributes.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        let sym = self.ctx.lookup_symbol(name)?;
        let d = self.body.op(self.id);
        d.props.get(sym).or_else(|| d.attrs.get(sym))
    }
    /// The op's properties (inherent attributes).
    pub fn props(&self) -> &'a super::NamedAttrs {
        &self.body.op(self.id).props
    }
    /// The op's discardable attributes.
    pub fn attrs(&self) -> &'a super::NamedAttrs {
        &self.body.op(self.id).attrs
    }
    /// The op's regions with the body that stores them (its own when isolated from above).
    pub fn regions(&self) -> RegionsRef<'a> {
        let (body, ids) = self.body.op_regions(self.id);
        RegionsRef { body, ids }
    }
    /// How many regions the op has.
    pub fn num_regions(&self) -> usize {
        self.body.op(self.id).num_regions()
    }
    /// The op's successor blocks.
    pub fn successors(&self) -> &'a [BlockId] {
        self.body.op(self.id).successors()
    }
    /// The op whose region holds this one, within the same body; `None` at the body's top
    /// (the parent of an op directly in an isolated op's region is in another body).
    pub fn parent_op(&self) -> Option<OpRef<'a>> {
        self.body.parent_op(self.id).map(|p| OpRef {
            ctx: self.ctx,
            body: self.body,
            id: p,
        })
    }
    /// `'dialect.op' op <msg>` at the op's location, as MLIR's emitOpError.
    pub fn error(&self, msg: impl std::fmt::Display) -> Diag {
        Diag::error(self.loc(), format!("'{}' op {}", self.name_str(), msg))
    }
    /// `<msg>` at the op's location, without the op prefix (MLIR's emitError).
    pub fn plain_error(&self, msg: impl Into<String>) -> Diag {
        Diag::error(self.loc(), msg)
    }
}
