//! Type conversion rules and materializations (MLIR's TypeConverter).

use rustc_hash::FxHashMap;
use std::sync::{Arc, RwLock};

use crate::attrs::Location;
use crate::context::Context;
use crate::ir::{OpRef, OperationState, ValueId};
use crate::rewrite::PatternRewriter;
use crate::types::{Type, TypeData};

/// What one conversion rule says of a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conversion {
    /// Not this rule's business: the next rule is asked.
    Skip,
    /// The type cannot be converted (no later rule is asked).
    Fail,
    /// The type becomes these types (none: dropped; several: 1:N).
    To(Vec<Type>),
}

type RuleFn = Arc<dyn Fn(&Context, Type) -> Conversion + Send + Sync>;

/// Builds values of `ty` from `inputs` at the rewriter's insertion point; `None` if it
/// cannot (the driver then reports the failure).
pub type MaterializeFn = Arc<
    dyn Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Send + Sync,
>;

/// Ordered conversion rules (the most recently added is asked first, as in MLIR), with a
/// cache, and materializations that bridge converted and unconverted values. Without
/// explicit materializations both directions build `builtin.unrealized_conversion_cast`.
///
/// ```
/// use xla_ir::rewrite::conversion::TypeConverter;
/// use xla_ir::Context;
/// let ctx = Context::new();
/// let mut tc = TypeConverter::new();
/// tc.add_identity_conversion(); // asked last: every other type stays
/// tc.add_conversion(|ctx, t| (t == ctx.i32()).then(|| ctx.i64()));
/// assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i64()));
/// assert!(tc.is_legal_type(&ctx, ctx.f32()));
/// assert!(!tc.is_legal_type(&ctx, ctx.i32()));
/// ```
///
/// See `docs/conversion.md` for its use in a conversion.
#[derive(Clone, Default)]
pub struct TypeConverter {
    rules: Vec<RuleFn>,
    source: Vec<MaterializeFn>,
    target: Vec<MaterializeFn>,
    cache: Arc<RwLock<FxHashMap<Type, Option<Vec<Type>>>>>,
}

/// How the inputs of a signature map to converted inputs: original input `i` becomes
/// `converted()[range(i)]` (MLIR's SignatureConversion).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    ranges: Vec<(usize, usize)>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// Original input `i` (added in order) becomes `types`.
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.ranges.push((self.converted.len(), types.len()));
        self.converted.extend_from_slice(types);
    }
    /// All converted input types, in order (the new block or function signature).
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }
    /// How many original inputs were added.
    pub fn num_original(&self) -> usize {
        self.ranges.len()
    }
    /// (start, count) of original input `i` in the converted list.
    pub fn input_range(&self, i: usize) -> Option<(usize, usize)> {
        self.ranges.get(i).copied()
    }
}

impl TypeConverter {
    /// A converter without rules: no type converts until rules are added.
    pub fn new() -> Self {
        Self::default()
    }
    /// A general rule (skip, fail, or convert 1:N).
    pub fn add_rule(
        &mut self,
        f: impl Fn(&Context, Type) -> Conversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.rules.push(Arc::new(f));
        self.clear_cache();
        self
    }
    /// A 1:1 rule; `None` means "not mine".
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_rule(move |ctx, t| f(ctx, t).map_or(Conversion::Skip, |t| Conversion::To(vec![t])))
    }
    /// A 1:N rule; `None` means "not mine".
    pub fn add_conversion_n(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_rule(move |ctx, t| f(ctx, t).map_or(Conversion::Skip, Conversion::To))
    }
    /// Every type converts to itself (usually added first, as a fallback).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion(|_, t| Some(t))
    }
    /// Builds an original-typed value from converted values (for uses not yet converted).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.source.push(Arc::new(f));
        self
    }
    /// Builds a converted-typed value from an original value (for a pattern's operands).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.target.push(Arc::new(f));
        self
    }
    fn clear_cache(&mut self) {
        // A fresh cache: clones made earlier keep theirs.
        self.cache = Arc::default();
    }

    /// The types `t` converts to; `None` if no rule converts it.
    pub fn convert_type_n(&self, ctx: &Context, t: Type) -> Option<Vec<Type>> {
        if let Some(hit) = self.cache.read().ok().and_then(|c| c.get(&t).cloned()) {
            return hit;
        }
        let mut out = None;
        for rule in self.rules.iter().rev() {
            match rule(ctx, t) {
                Conversion::Skip => continue,
                Conversion::Fail => break,
                Conversion::To(types) => {
                    out = Some(types);
                    break;
                }
            }
        }
        if let Ok(mut c) = self.cache.write() {
            c.insert(t, out.clone());
        }
        out
    }
    /// The single type `t` converts to; `None` if it does not convert 1:1.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        match self.convert_type_n(ctx, t)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
    /// Converts each type (1:N allowed), concatenated; `None` if one fails.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type_n(ctx, t)?);
        }
        Some(out)
    }
    /// True if `t` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type_n(ctx, t)
            .is_some_and(|v| v.as_slice() == [t])
    }
    /// True if every operand and result type of `op` is legal.
    pub fn is_legal_op(&self, op: OpRef<'_>) -> bool {
        let ctx = op.ctx;
        op.operand_types()
            .into_iter()
            .chain(op.result_types())
            .all(|t| self.is_legal_type(ctx, t))
    }
    /// True if a function type's inputs and results are legal.
    pub fn is_signature_legal(&self, ctx: &Context, fn_type: Type) -> bool {
        match ctx.type_data(fn_type) {
            TypeData::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .all(|&t| self.is_legal_type(ctx, t)),
            _ => false,
        }
    }
    /// The conversion of a list of block or function inputs; `None` if one fails.
    pub fn convert_signature(&self, ctx: &Context, inputs: &[Type]) -> Option<SignatureConversion> {
        let mut sig = SignatureConversion::default();
        for &t in inputs {
            sig.add_inputs(&self.convert_type_n(ctx, t)?);
        }
        Some(sig)
    }

    /// An original-typed (`ty`) value for converted `inputs`, at the insertion point.
    pub fn materialize_source(
        &self,
        rw: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        materialize(&self.source, rw, ty, inputs, loc)
    }
    /// A converted-typed (`ty`) value for original `inputs`, at the insertion point.
    pub fn materialize_target(
        &self,
        rw: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        materialize(&self.target, rw, ty, inputs, loc)
    }
}

/// The most recent materialization that succeeds, else an unrealized cast.
fn materialize(
    list: &[MaterializeFn],
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    for f in list.iter().rev() {
        if let Some(v) = f(rw, ty, inputs, loc) {
            return Some(v);
        }
    }
    Some(unrealized_cast(rw, ty, inputs, loc))
}

/// `builtin.unrealized_conversion_cast` of `inputs` to `ty`, at the insertion point.
pub fn unrealized_cast(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &[ValueId],
    loc: Location,
) -> ValueId {
    let ctx = rw.ctx;
    let op = rw.create(
        OperationState::new(ctx, UNREALIZED_CAST, loc)
            .operands(inputs)
            .results(&[ty]),
    );
    rw.body().result(op, 0)
}

/// The op materializations build by default; `--reconcile-unrealized-casts` removes pairs
/// that cancel out.
pub const UNREALIZED_CAST: &str = "builtin.unrealized_conversion_cast";
