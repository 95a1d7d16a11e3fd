//! A read-only view of one op, handed to verifiers, printers and folders.

use super::{BlockId, Body, OpId, RegionId, ValueId};
use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::registry::{OpDef, OpName, Traits};
use crate::types::Type;

#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub id: OpId,
}

/// An op's regions together with the body that stores them.
#[derive(Copy, Clone)]
pub struct RegionsRef<'a> {
    pub body: &'a Body,
    pub ids: &'a [RegionId],
}

impl<'a> OpRef<'a> {
    pub fn new(ctx: &'a Context, body: &'a Body, id: OpId) -> Self {
        OpRef { ctx, body, id }
    }
    pub fn name(&self) -> OpName {
        self.body.op(self.id).name
    }
    pub fn name_str(&self) -> &'a str {
        self.ctx.op_name_str(self.body.op(self.id).name)
    }
    pub fn def(&self) -> Option<&'a OpDef> {
        self.ctx.op_def(self.body.op(self.id).name)
    }
    pub fn has_trait(&self, t: Traits) -> bool {
        self.def().is_some_and(|d| d.has_trait(t))
    }
    pub fn loc(&self) -> Location {
        self.body.op(self.id).loc
    }
    pub fn num_operands(&self) -> usize {
        self.body.num_operands(self.id)
    }
    pub fn operand(&self, i: usize) -> ValueId {
        self.body.operand(self.id, i)
    }
    pub fn operands(&self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.operands(self.id)
    }
    pub fn operand_type(&self, i: usize) -> Type {
        self.body.value_type(self.operand(i))
    }
    pub fn operand_types(&self) -> Vec<Type> {
        let body = self.body;
        self.operands().map(|v| body.value_type(v)).collect()
    }
    pub fn num_results(&self) -> usize {
        self.body.results(self.id).len()
    }
    pub fn result(&self, i: usize) -> ValueId {
        self.body.result(self.id, i)
    }
    pub fn results(&self) -> &'a [ValueId] {
        self.body.results(self.id)
    }
    pub fn result_type(&self, i: usize) -> Type {
        self.body.value_type(self.result(i))
    }
    pub fn result_types(&self) -> Vec<Type> {
        self.results()
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect()
    }
    pub fn value_type(&self, v: ValueId) -> Type {
        self.body.value_type(v)
    }
    /// An attribute by name: properties first, then discardable attributes.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        let sym = self.ctx.lookup_symbol(name)?;
        let d = self.body.op(self.id);
        d.props.get(sym).or_else(|| d.attrs.get(sym))
    }
    pub fn props(&self) -> &'a super::NamedAttrs {
        &self.body.op(self.id).props
    }
    pub fn attrs(&self) -> &'a super::NamedAttrs {
        &self.body.op(self.id).attrs
    }
    pub fn regions(&self) -> RegionsRef<'a> {
        let (body, ids) = self.body.op_regions(self.id);
        RegionsRef { body, ids }
    }
    pub fn num_regions(&self) -> usize {
        self.body.op(self.id).num_regions()
    }
    pub fn successors(&self) -> &'a [BlockId] {
        self.body.op(self.id).successors()
    }
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
