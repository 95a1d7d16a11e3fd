//! A builder API after XLA's `XlaBuilder` (the overview's "builder API"): parameters,
//! constants from Rust values and every op as a method returning a typed [`XlaOp`], with
//! result types inferred as the op is added by the dialect's own inference and verifier.
//!
//! As in XlaBuilder, the first error is kept (with the op's name and its operands' types)
//! and later calls are no-ops; [`HloBuilder::build`] reports it.
//!
//! ```
//! # use xla_dialect_hlo::builder::HloBuilder;
//! # let mut ctx = xla_ir::Context::new();
//! # ctx.load_dialect(xla_dialect_func::dialect());
//! # ctx.load_dialect(xla_dialect_hlo::dialect());
//! let mut b = HloBuilder::new(&ctx, "axpy");
//! let alpha = b.parameter(0, ctx.tensor_type(&[], ctx.f32()), "alpha");
//! let x = b.parameter(1, ctx.tensor_type(&[10], ctx.f32()), "x");
//! let ax = b.mul(alpha, x, &[]);
//! assert_eq!(ax.ty(), ctx.tensor_type(&[10], ctx.f32()));
//! let module = b.build(ax).expect("verifies");
//! ```
//!
//! Layout: this file holds the state and op emission (`HloBuilder::emit`: create, infer,
//! verify); `literal` constants; the op methods by group in `elementwise`, `shape_ops`,
//! `dot`, `indexing` (gather, scatter, convolution), `region_ops` (computations, tuples),
//! `linalg` (einsum, cholesky, triangular_solve, fft), `windowed`, `conversion`, `random`,
//! `effects` (custom calls, host transfers, tokens) and `distributed` (batch norm,
//! collectives); `copy` moves a
//! computation's region into the body using it. docs/hlo-builder.md has the overview.

mod conversion;
mod copy;
mod distributed;
mod dot;
mod effects;
mod elementwise;
mod indexing;
mod linalg;
mod literal;
mod random;
mod region_ops;
mod shape_ops;
mod windowed;

#[cfg(test)]
mod tests;

pub use crate::attrs::linalg_enums::{FftType, Transpose};
pub use crate::attrs::rng::{RngAlgorithm, RngDistribution};
pub use elementwise::{CompareType, Direction};
pub use literal::LiteralElement;

use crate::display::type_str;
use std::sync::atomic::{AtomicU64, Ordering};
use xla_ir::{
    Attribute, BlockId, Body, Context, Diag, Module, OpRef, OperationState, Type, ValueId,
};

/// Distinguishes builders so that a handle used with another builder is an error, not a
/// dangling value.
static NEXT_BUILDER_ID: AtomicU64 = AtomicU64::new(1);

/// A value built by an [`HloBuilder`]: its value id and its inferred type. Copyable, as
/// XLA's `XlaOp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XlaOp {
    builder: u64,
    /// `None` for the placeholder returned after an error.
    value: Option<ValueId>,
    ty: Type,
}

impl XlaOp {
    /// The value in the builder's function body (`None` once the builder has an error).
    pub fn value_id(&self) -> Option<ValueId> {
        self.value
    }
    /// The inferred type.
    pub fn ty(&self) -> Type {
        self.ty
    }
}

/// A computation for reduce, map, sort, while and conditional: a single-block region ending
/// in `hlo.return`, built by a sub-builder with [`HloBuilder::build_computation`].
#[derive(Clone, Debug)]
pub struct XlaComputation {
    name: String,
    body: Body,
    arg_types: Vec<Type>,
    result_types: Vec<Type>,
}

impl XlaComputation {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn arg_types(&self) -> &[Type] {
        &self.arg_types
    }
    pub fn result_types(&self) -> &[Type] {
        &self.result_types
    }
}

/// How an op's result types are found.
pub(crate) enum Results {
    /// Given by the caller (the XLA builder call names them, e.g. `Reshape`'s sizes) or
    /// built from the operands without a shape rule (tuple, while).
    Known(Vec<Type>),
    /// The dialect's inference on the built op (one result).
    Infer(fn(OpRef<'_>) -> Result<Type, String>),
    /// The same, for `n` results.
    InferMany(usize, fn(OpRef<'_>) -> Result<Vec<Type>, String>),
}

/// Everything one builder call adds.
pub(crate) struct OpSpec<'a> {
    pub name: &'static str,
    pub operands: &'a [XlaOp],
    pub results: Results,
    pub attrs: Vec<(&'static str, Attribute)>,
    /// Computations, with the values replacing their arguments for argument-less regions.
    pub regions: Vec<(&'a XlaComputation, Option<Vec<XlaOp>>)>,
}

impl<'a> OpSpec<'a> {
    pub fn new(name: &'static str, operands: &'a [XlaOp], results: Results) -> Self {
        OpSpec {
            name,
            operands,
            results,
            attrs: Vec::new(),
            regions: Vec::new(),
        }
    }
    pub fn attr(mut self, name: &'static str, value: Attribute) -> Self {
        self.attrs.push((name, value));
        self
    }
    pub fn region(mut self, c: &'a XlaComputation) -> Self {
        self.regions.push((c, None));
        self
    }
    /// A computation inlined with `args` as its parameters (`hlo.if`/`hlo.case` branches).
    pub fn inlined_region(mut self, c: &'a XlaComputation, args: Vec<XlaOp>) -> Self {
        self.regions.push((c, Some(args)));
        self
    }
}

/// Builds one `func.func` of hlo ops (XLA's `XlaBuilder`).
pub struct HloBuilder<'c> {
    ctx: &'c Context,
    id: u64,
    name: String,
    body: Body,
    block: BlockId,
    /// Parameter indices in declaration order (= block argument order).
    params: Vec<i64>,
    error: Option<Diag>,
    /// The location of the ops added next (XlaBuilder's `SetOpMetadata`).
    loc: xla_ir::Location,
}

impl<'c> HloBuilder<'c> {
    /// A builder of the function (or computation) `name`. The context must have the hlo
    /// dialect loaded, and the func dialect for [`HloBuilder::build`].
    pub fn new(ctx: &'c Context, name: &str) -> Self {
        let mut body = Body::with_root_regions(1);
        let region = body.root_regions()[0];
        let block = body.create_block();
        body.append_block(region, block);
        HloBuilder {
            ctx,
            id: NEXT_BUILDER_ID.fetch_add(1, Ordering::Relaxed),
            name: name.to_string(),
            body,
            block,
            params: Vec::new(),
            error: None,
            loc: ctx.unknown_loc(),
        }
    }

    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    /// The location given to the ops added from now on and to their errors (XlaBuilder's
    /// `SetOpMetadata`); unknown by default.
    pub fn set_location(&mut self, loc: xla_ir::Location) {
        self.loc = loc;
    }

    /// The first error, if any (what `build` will report).
    pub fn first_error(&self) -> Option<&Diag> {
        self.error.as_ref()
    }

    /// XLA's `Parameter(builder, index, shape, name)`: the function's argument `index`.
    /// Parameters are declared in index order (0, 1, ...), as block arguments are.
    pub fn parameter(&mut self, index: i64, ty: Type, name: &str) -> XlaOp {
        if self.error.is_some() {
            return self.placeholder();
        }
        let expected = self.params.len() as i64;
        if index != expected {
            let msg = if self.params.contains(&index) {
                format!("parameter {index} ('{name}') is declared twice")
            } else {
                format!("parameter {index} ('{name}') is declared out of order: the next parameter index is {expected}")
            };
            self.set_error(msg);
            return self.placeholder();
        }
        self.params.push(index);
        // The name becomes the argument's location, `loc("alpha")`, as JAX names arguments.
        let name_loc = self
            .ctx
            .intern_attr(xla_ir::AttrData::Location(xla_ir::LocData::Name {
                name: self.ctx.symbol(name),
                child: None,
            }));
        let value = self.body.add_block_arg(self.block, ty, Some(name_loc));
        self.handle(value)
    }

    /// The function: `func.func @name(params) -> root_type { ...; return root }`, verified.
    pub fn build(self, root: XlaOp) -> Result<Module, Diag> {
        self.build_multi(&[root])
    }

    /// [`HloBuilder::build`] with several results.
    pub fn build_multi(mut self, roots: &[XlaOp]) -> Result<Module, Diag> {
        let ctx = self.ctx;
        let (results, arg_types) = self.finish(roots, "func.return")?;
        let loc = ctx.unknown_loc();
        let mut module = Module::new(ctx, loc);
        let mut st = OperationState::new(ctx, "func.func", loc);
        st.set_attr(ctx, "sym_name", ctx.string_attr(&self.name));
        st.set_attr(
            ctx,
            "function_type",
            ctx.type_attr(ctx.function_type(&arg_types, &results)),
        );
        st.isolated = Some(Box::new(self.body));
        let block = module.block();
        let body = module.body_mut();
        let func = body.create_op(ctx, st);
        body.append_op(block, func);
        xla_ir::verify::verify_module(ctx, &module).map_err(|d| first(ctx, d))?;
        Ok(module)
    }

    /// This builder's body as a computation returning `roots` (XLA's `Build()` of a
    /// sub-builder, used by `reduce(operand, init, &computation, dims)` and friends).
    pub fn build_computation(mut self, roots: &[XlaOp]) -> Result<XlaComputation, Diag> {
        let (result_types, arg_types) = self.finish(roots, "hlo.return")?;
        Ok(XlaComputation {
            name: self.name,
            body: self.body,
            arg_types,
            result_types,
        })
    }

    /// Checks the roots and appends the terminator; the result and argument types.
    fn finish(
        &mut self,
        roots: &[XlaOp],
        terminator: &str,
    ) -> Result<(Vec<Type>, Vec<Type>), Diag> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let values = self
            .values_of(terminator, roots)
            .map_err(|m| Diag::error(self.loc, m))?;
        let mut st = OperationState::new(self.ctx, terminator, self.loc);
        st.operands = values;
        let op = self.body.create_op(self.ctx, st);
        self.body.append_op(self.block, op);
        let args = self
            .body
            .block_args(self.block)
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect();
        Ok((roots.iter().map(|r| r.ty).collect(), args))
    }

    /// The values of handles, or why one does not belong to this builder.
    fn values_of(&self, op_name: &str, operands: &[XlaOp]) -> Result<Vec<ValueId>, String> {
        operands
            .iter()
            .enumerate()
            .map(|(i, o)| match o.value {
                Some(v) if o.builder == self.id => Ok(v),
                _ => Err(format!(
                    "{op_name}: operand #{i} was not built by builder '{}'",
                    self.name
                )),
            })
            .collect()
    }

    fn handle(&self, value: ValueId) -> XlaOp {
        XlaOp {
            builder: self.id,
            value: Some(value),
            ty: self.body.value_type(value),
        }
    }

    /// What ops return once the builder has an error.
    fn placeholder(&self) -> XlaOp {
        XlaOp {
            builder: self.id,
            value: None,
            ty: self.ctx.none_type(),
        }
    }

    fn set_error(&mut self, msg: String) {
        if self.error.is_none() {
            self.error = Some(Diag::error(self.loc, msg));
        }
    }

    /// Keeps the first error, naming the op and its operands' types.
    fn op_error(&mut self, name: &str, operands: &[XlaOp], mut diag: Diag) {
        if self.error.is_some() {
            return;
        }
        let types: Vec<String> = operands.iter().map(|o| type_str(self.ctx, o.ty)).collect();
        diag.message = format!(
            "hlo.{name} (operands: {}): {}",
            types.join(", "),
            diag.message
        );
        self.error = Some(diag);
    }

    /// Adds an op: creates it, infers its result type, verifies it; one handle per result.
    pub(crate) fn emit(&mut self, spec: OpSpec<'_>) -> Vec<XlaOp> {
        let n = match &spec.results {
            Results::Known(t) => t.len(),
            Results::Infer(_) => 1,
            Results::InferMany(n, _) => *n,
        };
        if self.error.is_some() {
            return vec![self.placeholder(); n];
        }
        let ctx = self.ctx;
        let full_name = format!("hlo.{}", spec.name);
        let operands = match self.values_of(&full_name, spec.operands) {
            Ok(v) => v,
            Err(m) => {
                self.set_error(m);
                return vec![self.placeholder(); n];
            }
        };
        let mut st = OperationState::new(ctx, &full_name, self.loc);
        st.operands = operands;
        st.result_types = match &spec.results {
            Results::Known(t) => t.clone(),
            // Overwritten by the inference below.
            Results::Infer(_) => vec![ctx.none_type()],
            Results::InferMany(n, _) => vec![ctx.none_type(); *n],
        };
        for &(name, value) in &spec.attrs {
            st.set_attr(ctx, name, value);
        }
        for (c, args) in &spec.regions {
            let inline = match args {
                Some(a) => match self.values_of(&full_name, a) {
                    Ok(v) => Some(v),
                    Err(m) => {
                        self.set_error(m);
                        return vec![self.placeholder(); n];
                    }
                },
                None => None,
            };
            if inline
                .as_ref()
                .is_some_and(|v| v.len() != c.arg_types.len())
            {
                let msg = format!(
                    "{} arguments given for computation '{}' of {} parameters",
                    args.as_ref().map_or(0, Vec::len),
                    c.name,
                    c.arg_types.len()
                );
                return vec![self.reject(spec.name, spec.operands, msg); n];
            }
            st.regions.push(copy::copy_computation(
                ctx,
                &c.body,
                &mut self.body,
                inline.as_deref(),
            ));
        }
        let op = self.body.create_op(ctx, st);
        self.body.append_op(self.block, op);
        let inferred = match spec.results {
            Results::Known(_) => None,
            Results::Infer(infer) => Some(infer(OpRef::new(ctx, &self.body, op)).map(|t| vec![t])),
            Results::InferMany(_, infer) => Some(infer(OpRef::new(ctx, &self.body, op))),
        };
        if let Some(inferred) = inferred {
            match inferred {
                Ok(types) => {
                    let results = self.body.results(op).to_vec();
                    for (v, t) in results.into_iter().zip(types) {
                        self.body.set_value_type(v, t);
                    }
                }
                Err(m) => {
                    self.body.erase_op(op);
                    self.op_error(spec.name, spec.operands, Diag::error(self.loc, m));
                    return vec![self.placeholder(); n];
                }
            }
        }
        if let Err(diags) = xla_ir::verify::verify_op(ctx, &self.body, op) {
            self.body.erase_op(op);
            if let Some(d) = diags.into_iter().next() {
                self.op_error(spec.name, spec.operands, d);
            }
            return vec![self.placeholder(); n];
        }
        self.body
            .results(op)
            .iter()
            .map(|&v| self.handle(v))
            .collect()
    }

    /// [`HloBuilder::emit`] for single-result ops.
    pub(crate) fn emit1(&mut self, spec: OpSpec<'_>) -> XlaOp {
        self.emit(spec)
            .into_iter()
            .next()
            .unwrap_or_else(|| self.placeholder())
    }

    /// Records an error found before the op is created (e.g. a bad argument), as `emit` does.
    pub(crate) fn reject(&mut self, name: &str, operands: &[XlaOp], msg: String) -> XlaOp {
        if self.error.is_none() {
            self.op_error(name, operands, Diag::error(self.loc, msg));
        }
        self.placeholder()
    }
}

fn first(ctx: &Context, diags: Vec<Diag>) -> Diag {
    diags
        .into_iter()
        .next()
        .unwrap_or_else(|| Diag::error(ctx.unknown_loc(), "verification failed"))
}
