//! Declared ops: one [`declare_ops!`](crate::declare_ops) entry per op is the single source of
//! its name for consumers, and gives a typed view (`AddIOp<'a>` with `lhs()`, `rhs()`), a
//! name check that compares interned [`OpName`]s (resolved once per context), and a builder.
//!
//! Like MLIR's ODS records and pliron's `#[pliron_op]`, a declaration lists the op's operands
//! (single, optional, variadic), results, attributes with their kinds, regions, successors,
//! traits and summary. Verification, syntax and docs still come from the dialect's
//! [`OpDef`]; `tests` in each dialect check that both agree.

mod macros;
#[cfg(test)]
mod tests;

use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::ir::{OpRef, OperationState, ValueId};
use crate::registry::{Arity, OpDef, OpName, Traits};
use crate::types::Type;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// How many values (or regions, successors) one declared operand group takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ArgKind {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// One or more (a variadic group the registry counts as at least one value).
    OneOrMore,
}

/// One named operand, result, region or successor group of a declared op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ArgDecl {
    /// The group's name, which is also its accessor's name (`lhs`).
    pub name: &'static str,
    /// How many values the group takes.
    pub kind: ArgKind,
}

/// What an attribute holds (ODS's attribute constraint, coarsely).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttrKind {
    /// An integer (`IntegerAttr`).
    Integer,
    /// A float (`FloatAttr`).
    Float,
    /// A boolean (`BoolAttr`, an `i1` integer).
    Bool,
    /// A string (`StrAttr`).
    String,
    /// A typed integer or float constant, or a dense elements attribute (`arith.constant`).
    Typed,
    /// An array of attributes (`ArrayAttr`).
    Array,
    /// A dense array such as `array<i64: ...>` (`DenseI64ArrayAttr`).
    DenseArray,
    /// A dense elements attribute (`ElementsAttr`).
    Dense,
    /// A dialect enum (`#arith.fastmath<...>`, comparison predicates stored as integers).
    Enum,
    /// A symbol reference `@name` (`SymbolRefAttr`, `FlatSymbolRefAttr`).
    Symbol,
    /// A type (`TypeAttr`).
    Type,
    /// A dictionary (`DictionaryAttr`).
    Dictionary,
    /// A flag (`UnitAttr`): present or absent.
    Unit,
    /// Anything: the op's verifier decides.
    Any,
}

/// One declared attribute: its name in the IR, kind, and whether the op requires it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AttrDecl {
    /// The attribute's name in the IR (`overflowFlags`).
    pub name: &'static str,
    /// What the attribute holds.
    pub kind: AttrKind,
    /// Whether the op is invalid without it.
    pub required: bool,
}

/// Everything a declaration states about an op, as data.
#[derive(Copy, Clone, Debug)]
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line saying what the op does.
    pub summary: &'static str,
    /// The operand groups, in order.
    pub operands: &'static [ArgDecl],
    /// The result groups, in order.
    pub results: &'static [ArgDecl],
    /// The declared attributes (properties), in the registry's order.
    pub attributes: &'static [AttrDecl],
    /// The region groups, in order.
    pub regions: &'static [ArgDecl],
    /// The successor groups, in order.
    pub successors: &'static [ArgDecl],
    /// The op's core traits (must equal the registered [`OpDef::traits`](crate::OpDef::traits)).
    pub traits: Traits,
}

impl OpInfo {
    /// The dialect prefix of the op's name.
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
    /// How many operands the declaration accepts, as the registry's [`Arity`].
    pub fn operand_arity(&self) -> Arity {
        arity(self.operands)
    }
    /// How many results the declaration accepts, as the registry's [`Arity`].
    pub fn result_arity(&self) -> Arity {
        arity(self.results)
    }
    /// How many regions the declaration accepts, as the registry's [`Arity`].
    pub fn region_arity(&self) -> Arity {
        arity(self.regions)
    }
    /// How many successors the declaration accepts, as the registry's [`Arity`].
    pub fn successor_arity(&self) -> Arity {
        arity(self.successors)
    }
}

/// Whether a registered arity admits exactly the counts a declaration admits.
fn arity(groups: &[ArgDecl]) -> Arity {
    let count = |kind| groups.iter().filter(|g| g.kind == kind).count() as u32;
    let singles = count(ArgKind::Single);
    let optionals = count(ArgKind::Optional);
    let at_least = singles + count(ArgKind::OneOrMore);
    if count(ArgKind::Variadic) + count(ArgKind::OneOrMore) > 0 {
        if at_least == 0 {
            // A lone variadic group: the registry's `Any`.
            return Arity::Any;
        }
        Arity::AtLeast(at_least)
    } else if optionals > 0 {
        // Zero or more optional groups: the registry has no "between" arity.
        Arity::AtLeast(singles)
    } else {
        Arity::Exactly(singles)
    }
}

/// Compile-time facts of a declared op (implemented by [`declare_ops!`](crate::declare_ops)).
pub trait OpDecl {
    /// Full name, `dialect.op`: the one place consumers take it from.
    const NAME: &'static str;
    /// Everything the declaration states, as data (docs, checks against the registry).
    const INFO: OpInfo;
    /// This op's slot in every context's table of resolved names.
    fn name_slot() -> &'static NameSlot;

    /// Whether `name` is this op, comparing interned names.
    #[inline]
    fn is(ctx: &Context, name: OpName) -> bool {
        ctx.declared_op_name::<Self>() == name
    }
}

/// A typed view of one op: a copy of its [`OpRef`], with named accessors.
pub trait TypedOp<'a>: OpDecl + Copy {
    /// Wraps `op` without checking its name; use [`OpRef::dyn_cast`] to check.
    fn from_op_unchecked(op: OpRef<'a>) -> Self;
    /// The untyped view, for what the typed accessors do not cover.
    fn op(&self) -> OpRef<'a>;
}

/// A process-wide index into each context's table of resolved declared names, handed out on
/// first use.
pub struct NameSlot(OnceLock<usize>);

static NEXT_SLOT: AtomicUsize = AtomicUsize::new(0);

impl NameSlot {
    /// A slot not yet assigned; one `static` per declared op (the macro makes it).
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        NameSlot(OnceLock::new())
    }
    /// The slot's index, assigned on first call and fixed for the process.
    #[inline]
    pub fn index(&self) -> usize {
        *self
            .0
            .get_or_init(|| NEXT_SLOT.fetch_add(1, Ordering::Relaxed))
    }
}

impl<'a> OpRef<'a> {
    /// Whether this op is the declared op `T` (an interned-name comparison).
    #[inline]
    pub fn isa<T: OpDecl>(&self) -> bool {
        T::is(self.ctx, self.name())
    }
    /// This op as the typed view `T`, if it is that op.
    #[inline]
    pub fn dyn_cast<T: TypedOp<'a>>(&self) -> Option<T> {
        self.isa::<T>().then(|| T::from_op_unchecked(*self))
    }
}

impl OperationState {
    /// A state for the declared op `T`, its name taken from the context's resolved table.
    pub fn declared<T: OpDecl>(ctx: &Context, loc: Location) -> Self {
        OperationState {
            name: ctx.declared_op_name::<T>(),
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            props: crate::ir::NamedAttrs::new(),
            attrs: crate::ir::NamedAttrs::new(),
            regions: Vec::new(),
            isolated: None,
            successors: Vec::new(),
        }
    }
}

/// The range of values the `i`th declared group covers, given `total` values: one variable
/// group takes what the fixed ones leave; several read their sizes from `segments` (an
/// `operandSegmentSizes`-style list) or, without one, split the rest equally. A mismatch
/// (unverified IR) yields an empty range.
#[inline]
pub fn group_range(
    decl: &[ArgDecl],
    i: usize,
    total: usize,
    segments: impl FnOnce() -> Option<Vec<usize>>,
) -> Range<usize> {
    let variable = decl.iter().filter(|d| d.kind != ArgKind::Single).count();
    if variable == 0 {
        return i..i + 1;
    }
    if variable == 1 {
        let var_len = total.saturating_sub(decl.len() - 1);
        let len = |d: &ArgDecl| {
            if d.kind == ArgKind::Single {
                1
            } else {
                var_len
            }
        };
        let start: usize = decl[..i].iter().map(len).sum();
        return start..start + len(&decl[i]);
    }
    match segments() {
        Some(sizes) if sizes.len() == decl.len() => {
            let start: usize = sizes[..i].iter().sum();
            start..start + sizes[i]
        }
        Some(_) => total..total,
        // No sizes stored: the variable groups share the rest equally (ODS's
        // `SameVariadicOperandSize`, as `memref.extract_strided_metadata`'s results).
        None => {
            let rest = total.saturating_sub(decl.len() - variable);
            if !rest.is_multiple_of(variable) {
                return total..total;
            }
            let len = |d: &ArgDecl| {
                if d.kind == ArgKind::Single {
                    1
                } else {
                    rest / variable
                }
            };
            let start: usize = decl[..i].iter().map(len).sum();
            start..start + len(&decl[i])
        }
    }
}

/// The operands of `op`'s `i`th declared operand group.
#[inline]
pub fn operand_range(op: OpRef<'_>, decl: &[ArgDecl], i: usize) -> Range<usize> {
    group_range(decl, i, op.num_operands(), || {
        segment_sizes(op, OPERAND_SEGMENTS)
    })
}

/// The results of `op`'s `i`th declared result group.
#[inline]
pub fn result_range(op: OpRef<'_>, decl: &[ArgDecl], i: usize) -> Range<usize> {
    group_range(decl, i, op.num_results(), || {
        segment_sizes(op, RESULT_SEGMENTS)
    })
}

/// The property holding each operand group's size when several groups are variable.
pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The property holding each result group's size when several groups are variable.
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

fn segment_sizes(op: OpRef<'_>, name: &str) -> Option<Vec<usize>> {
    op.ctx.attr_as_sizes(op.attr(name)?)
}

/// Splits `operands` by segment sizes; None when they do not add up.
pub fn split_segments<T: Copy>(operands: &[T], sizes: &[usize]) -> Option<Vec<Vec<T>>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for &n in sizes {
        let end = start.checked_add(n)?;
        out.push(operands.get(start..end)?.to_vec());
        start = end;
    }
    (start == operands.len()).then_some(out)
}

/// Whether a declaration needs a segment-sizes property (more than one non-single group).
pub fn needs_segments(decl: &[ArgDecl]) -> bool {
    decl.iter().filter(|d| d.kind != ArgKind::Single).count() > 1
}

/// An operand argument of a generated builder: one value, an optional one, or a list.
pub trait OperandArg {
    /// Appends the values to `out` and returns how many.
    fn push_to(&self, out: &mut Vec<ValueId>) -> usize;
}
impl OperandArg for ValueId {
    fn push_to(&self, out: &mut Vec<ValueId>) -> usize {
        out.push(*self);
        1
    }
}
impl OperandArg for Option<ValueId> {
    fn push_to(&self, out: &mut Vec<ValueId>) -> usize {
        out.extend(*self);
        self.is_some() as usize
    }
}
impl OperandArg for &[ValueId] {
    fn push_to(&self, out: &mut Vec<ValueId>) -> usize {
        out.extend_from_slice(self);
        self.len()
    }
}

/// A result-type argument of a generated builder.
pub trait ResultArg {
    /// Appends the types to `out` and returns how many.
    fn push_to(&self, out: &mut Vec<Type>) -> usize;
}
impl ResultArg for Type {
    fn push_to(&self, out: &mut Vec<Type>) -> usize {
        out.push(*self);
        1
    }
}
impl ResultArg for Option<Type> {
    fn push_to(&self, out: &mut Vec<Type>) -> usize {
        out.extend(*self);
        self.is_some() as usize
    }
}
impl ResultArg for &[Type] {
    fn push_to(&self, out: &mut Vec<Type>) -> usize {
        out.extend_from_slice(self);
        self.len()
    }
}

/// Sets the segment-sizes property a builder needs for `decl` (no-op when it needs none).
pub fn set_segments(
    ctx: &Context,
    state: &mut OperationState,
    decl: &[ArgDecl],
    name: &str,
    sizes: &[usize],
) {
    if needs_segments(decl) {
        let attr: Attribute = ctx.dense_i32_sizes(sizes);
        state.set_attr(ctx, name, attr);
    }
}

/// The position of `name` in `decl` (evaluated at compile time by the generated accessors).
///
/// # Panics
/// If no group is named `name`: at compile time, for a generated accessor.
pub const fn position(decl: &[ArgDecl], name: &str) -> usize {
    let mut i = 0;
    while i < decl.len() {
        if str_eq(decl[i].name, name) {
            return i;
        }
        i += 1;
    }
    panic!("declared op: no such operand, result, region or successor")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Traits by name, for the macro (`traits: [PURE, COMMUTATIVE]`).
pub const fn traits(list: &[Traits]) -> Traits {
    let mut bits = 0;
    let mut i = 0;
    while i < list.len() {
        bits |= list[i].0;
        i += 1;
    }
    Traits(bits)
}

/// Checks declarations against what `ctx` registered: each op is registered, with the same
/// traits, operand/result/region/successor counts and properties (segment sizes aside).
/// Returns one line per disagreement.
pub fn check_registered(ctx: &Context, decls: &[OpInfo]) -> Vec<String> {
    let mut problems = Vec::new();
    for decl in decls {
        let Some(def) = ctx
            .lookup_registered_op(decl.name)
            .and_then(|n| ctx.op_def(n))
        else {
            problems.push(format!("{}: declared but not registered", decl.name));
            continue;
        };
        if def.name != decl.name {
            problems.push(format!("{}: registered as {}", decl.name, def.name));
        }
        if def.traits != decl.traits {
            problems.push(format!(
                "{}: declared traits {:#x}, registered {:#x}",
                decl.name, decl.traits.0, def.traits.0
            ));
        }
        let counts = [
            ("operands", decl.operand_arity(), def.operands),
            ("results", decl.result_arity(), def.results),
            ("regions", decl.region_arity(), def.regions),
            ("successors", decl.successor_arity(), def.successors),
        ];
        for (what, declared, registered) in counts {
            if !same_arity(declared, registered) {
                problems.push(format!(
                    "{}: declared {what} {declared:?}, registered {registered:?}",
                    decl.name
                ));
            }
        }
        let segments = [OPERAND_SEGMENTS, RESULT_SEGMENTS];
        let registered_props: Vec<&str> = def
            .inherent_attrs
            .iter()
            .copied()
            .filter(|a| !segments.contains(a))
            .collect();
        let declared_props: Vec<&str> = decl.attributes.iter().map(|a| a.name).collect();
        if registered_props != declared_props {
            problems.push(format!(
                "{}: declared attributes {declared_props:?}, registered properties {registered_props:?}",
                decl.name
            ));
        }
    }
    problems
}

fn same_arity(a: Arity, b: Arity) -> bool {
    let normal = |x: Arity| match x {
        Arity::Any => Arity::AtLeast(0),
        other => other,
    };
    normal(a) == normal(b)
}

impl OpDef {
    /// The def of a declared op, with every fact its declaration states: name, summary,
    /// traits, operand/result/region/successor counts and properties (in declaration order).
    /// Add the rest (description, verifiers, syntax, interfaces, and the segment-sizes
    /// property for ops that store one) with the builder methods:
    ///
    /// ```
    /// xla_ir::declare_ops! {
    ///     all: ALL;
    ///     /// `calc.add`.
    ///     pub struct AddOp = "calc.add" {
    ///         summary: "adds two integers",
    ///         operands: [lhs: Single, rhs: Single],
    ///         results: [sum: Single],
    ///         traits: [PURE, COMMUTATIVE],
    ///     }
    /// }
    /// let def = xla_ir::OpDef::declared(AddOp::INFO).description("`lhs + rhs`.");
    /// assert_eq!(def.operands, xla_ir::Arity::Exactly(2));
    /// assert_eq!(def.summary, "adds two integers");
    /// ```
    pub fn declared(decl: OpInfo) -> OpDef {
        let mut def = OpDef::new(decl.name)
            .summary(decl.summary)
            .traits(decl.traits)
            .operands(decl.operand_arity())
            .results(decl.result_arity())
            .regions(decl.region_arity())
            .successors(decl.successor_arity());
        def.inherent_attrs
            .extend(decl.attributes.iter().map(|a| a.name));
        def.declaration = Some(decl);
        def
    }
    /// The declaration the def was made from ([`OpDef::declared`]), if any.
    pub fn declaration(&self) -> Option<&OpInfo> {
        self.declaration.as_ref()
    }
}
