//! Everything needed to create an op, and the top-level module.

use super::{BlockId, Body, NamedAttrs, OpId, RegionId, ValueId};
use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::registry::OpName;
use crate::types::Type;

/// The ingredients of an op, filled in by parsers and builders, then given to
/// [`Body::create_op`].
#[derive(Debug)]
pub struct OperationState {
    /// The op to create (from [`Context::op_name`]).
    pub name: OpName,
    /// The op's location.
    pub loc: Location,
    /// The values the op uses, in order.
    pub operands: Vec<ValueId>,
    /// One type per result; the results are created with the op.
    pub result_types: Vec<Type>,
    /// Inherent attributes (properties), `<{...}>` in the generic form.
    pub props: NamedAttrs,
    /// Discardable attributes, `{...}` in the generic form.
    pub attrs: NamedAttrs,
    /// Detached regions of the body the op is created in (non-isolated ops).
    pub regions: Vec<RegionId>,
    /// The body of an isolated-from-above op, holding its regions as root regions.
    pub isolated: Option<Box<Body>>,
    /// Successor blocks, for terminators that branch.
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// An empty state for op `name` (resolved now, so aliases and renames apply); fill it with the
    /// builder methods or the public fields. Example at [`Body`].
    pub fn new(ctx: &Context, name: &str, loc: Location) -> Self {
        OperationState {
            name: ctx.op_name(name),
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            props: NamedAttrs::new(),
            attrs: NamedAttrs::new(),
            regions: Vec::new(),
            isolated: None,
            successors: Vec::new(),
        }
    }
    /// Appends operands (builder style).
    pub fn operands(mut self, v: &[ValueId]) -> Self {
        self.operands.extend_from_slice(v);
        self
    }
    /// Appends result types (builder style).
    pub fn results(mut self, t: &[Type]) -> Self {
        self.result_types.extend_from_slice(t);
        self
    }
    /// Sets an attribute, as a property if the op declares it inherent.
    pub fn attr(mut self, ctx: &Context, name: &str, value: Attribute) -> Self {
        self.set_attr(ctx, name, value);
        self
    }
    /// Sets an attribute in place, as a property if the op declares it inherent.
    pub fn set_attr(&mut self, ctx: &Context, name: &str, value: Attribute) {
        let inherent = ctx
            .op_def(self.name)
            .is_some_and(|d| d.inherent_attrs.contains(&name));
        if inherent {
            self.props.set_str(ctx, name, value)
        } else {
            self.attrs.set_str(ctx, name, value)
        }
    }
    /// An attribute set so far: properties first, then discardable attributes.
    pub fn get_attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.props
            .get_str(ctx, name)
            .or_else(|| self.attrs.get_str(ctx, name))
    }
}

/// A parsed or built top-level module: `top` holds the `builtin.module` op `op`,
/// whose own body holds the module's contents.
#[derive(Clone, Debug)]
pub struct Module {
    /// The body holding the module op itself (one root region with one block).
    pub top: Body,
    /// The `builtin.module` op in `top`.
    pub op: OpId,
    /// `{-# external_resources: ... #-}` groups read with the module, printed back after it.
    pub external_resources: Vec<crate::asm::ResourceGroup>,
}

impl Module {
    /// An empty `builtin.module` with one empty block.
    pub fn new(ctx: &Context, loc: Location) -> Self {
        let mut top = Body::new();
        let r = top.add_root_region();
        let b = top.create_block();
        top.append_block(r, b);
        let mut inner = Body::with_root_regions(1);
        let ib = inner.create_block();
        let ir = inner.root_regions()[0];
        inner.append_block(ir, ib);
        let mut state = OperationState::new(ctx, "builtin.module", loc);
        state.isolated = Some(Box::new(inner));
        let op = top.create_op(ctx, state);
        top.append_op(b, op);
        Module {
            top,
            op,
            external_resources: Vec::new(),
        }
    }
    /// The module's body: everything inside `module { ... }`.
    ///
    /// # Panics
    /// Only if `top`/`op` were replaced by something other than an isolated op.
    pub fn body(&self) -> &Body {
        self.top
            .op(self.op)
            .isolated_body()
            .expect("builtin.module is isolated from above")
    }
    /// Mutable access to the module's body.
    pub fn body_mut(&mut self) -> &mut Body {
        self.top
            .op_mut(self.op)
            .isolated_body_mut()
            .expect("builtin.module is isolated from above")
    }
    /// The top-level op whose `sym_name` is `name` (a function, a global), scanning the block.
    pub fn lookup_symbol<'a>(&'a self, ctx: &'a Context, name: &str) -> Option<super::OpRef<'a>> {
        let body = self.body();
        let region = *body.root_regions().first()?;
        let op = crate::verify::symbols::lookup_symbol(ctx, body, region, name)?;
        Some(super::OpRef::new(ctx, body, op))
    }
    /// The argument and result types of the top-level function `name`, read from its
    /// type-valued attribute `attr` (`function_type`, or a signature kept by a lowering).
    pub fn function_signature(
        &self,
        ctx: &Context,
        name: &str,
        attr: &str,
    ) -> Option<(Vec<Type>, Vec<Type>)> {
        let ty = ctx.attr_as_type(self.lookup_symbol(ctx, name)?.attr(attr)?)?;
        ctx.function_signature(ty)
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
    }
    /// The single block of the module's region, where top-level ops (functions, globals) go.
    ///
    /// # Panics
    /// If the module's region has no block (a [`Module::new`] or parsed module always has one).
    pub fn block(&self) -> BlockId {
        let body = self.body();
        body.entry_block(body.root_regions()[0])
            .expect("module has a block")
    }
}
