//! Op, dialect, trait and interface definitions: what a dialect registers.

use crate::asm::{AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter};
use crate::attrs::Attribute;
use crate::context::{Context, Symbol};
use crate::diagnostic::Diag;
use crate::ir::{NamedAttrs, OpRef, OperationState};
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};

/// A handle to an op name: a registered op's index, or an unregistered name's symbol.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpName(u32);

const UNREGISTERED_BIT: u32 = 1 << 31;

impl OpName {
    pub(crate) fn registered(index: usize) -> Self {
        OpName(index as u32)
    }
    pub(crate) fn unregistered(sym: Symbol) -> Self {
        OpName(sym.0 | UNREGISTERED_BIT)
    }
    pub(crate) fn raw(self) -> u32 {
        self.0
    }
    pub(crate) fn from_raw(raw: u32) -> Self {
        OpName(raw)
    }
    /// Whether the name belongs to an op some loaded dialect registered (it then has an [`OpDef`]);
    /// unregistered names only appear with `allow_unregistered` and carry no traits or hooks.
    pub fn is_registered(self) -> bool {
        self.0 & UNREGISTERED_BIT == 0
    }
    pub(crate) fn registered_index(self) -> Option<usize> {
        self.is_registered().then_some(self.0 as usize)
    }
    pub(crate) fn unregistered_symbol(self) -> Symbol {
        Symbol(self.0 & !UNREGISTERED_BIT)
    }
}

/// The traits the core understands (verified generically, queried by passes).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    /// The empty set: an op no generic code may assume anything about.
    pub const NONE: Traits = Traits(0);
    /// Ends a block (upstream `IsTerminator`): must be the block's last op; the verifier and the
    /// parser's implicit-terminator handling rely on it.
    pub const TERMINATOR: Traits = Traits(1 << 0);
    /// Regions cannot use values defined outside the op (upstream `IsolatedFromAbove`): the unit
    /// the pass manager schedules op passes on, possibly in parallel.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// Its single-block regions need no terminator (upstream `NoTerminator`, e.g. `builtin.module`).
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Its region holds symbols with unique `sym_name`s that nested ops may reference by
    /// `@name` (upstream `SymbolTable`); checked by the symbol verifier.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 3);
    /// Defines a symbol: requires a string `sym_name` attribute (upstream `Symbol`);
    /// trivially-dead-op removal keeps it even without uses.
    pub const SYMBOL: Traits = Traits(1 << 4);
    /// A terminator that returns control to the parent op with its operands as the parent's
    /// results or region results (upstream `ReturnLike`); read by region-branch analyses.
    pub const RETURN_LIKE: Traits = Traits(1 << 5);
    /// No memory effects (upstream `NoMemoryEffect`); with [`Self::ALWAYS_SPECULATABLE`] it
    /// makes [`Self::PURE`].
    pub const NO_MEMORY_EFFECT: Traits = Traits(1 << 6);
    /// Executing the op where the program would not (hoisted out of a loop or a branch)
    /// cannot trap or be undefined, whatever its operands (upstream `AlwaysSpeculatable`).
    pub const ALWAYS_SPECULATABLE: Traits = Traits(1 << 22);
    /// Speculatable when everything nested in it is (upstream `RecursivelySpeculatable`).
    pub const RECURSIVELY_SPECULATABLE: Traits = Traits(1 << 23);
    /// Upstream `Pure`: `NoMemoryEffect` and `AlwaysSpeculatable`.
    pub const PURE: Traits = Traits(Self::NO_MEMORY_EFFECT.0 | Self::ALWAYS_SPECULATABLE.0);
    /// Operand order does not matter (upstream `Commutative`): the folder moves constant operands
    /// to the end so patterns see one canonical order.
    pub const COMMUTATIVE: Traits = Traits(1 << 7);
    /// Applies a scalar function to each element (upstream `Elementwise`): the verifier requires
    /// tensor/vector operands and results of one kind with compatible shapes, or all scalars.
    pub const ELEMENTWISE: Traits = Traits(1 << 8);
    /// Every operand and result has the same type, up to `?` dims (upstream
    /// `SameOperandsAndResultType`).
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 9);
    /// All operands have compatible shapes (upstream `SameOperandsShape`; dynamic dims match any).
    pub const SAME_OPERANDS_SHAPE: Traits = Traits(1 << 10);
    /// All operands have the same element type (upstream `SameOperandsElementType`).
    pub const SAME_OPERANDS_ELEMENT_TYPE: Traits = Traits(1 << 11);
    /// Operands and results all have compatible shapes (upstream `SameOperandsAndResultShape`).
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: Traits = Traits(1 << 12);
    /// Operand shapes broadcast (numpy rules) to the result shape (upstream
    /// `ResultsBroadcastableShape`); see [`crate::traits::broadcast`].
    pub const BROADCASTABLE: Traits = Traits(1 << 13);
    /// A constant (upstream `ConstantLike`): its fold hook, called without operands, gives
    /// its single result's value, so the folder reads such ops as known operand values.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 14);
    /// Each region holds at most one block (upstream `SingleBlock`), verified with the
    /// terminator rule that [`Self::NO_TERMINATOR`] relaxes.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 15);
    /// All operands have the same type (upstream `SameTypeOperands`).
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 16);
    /// Operands and results share one element type (upstream `SameOperandsAndResultElementType`).
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: Traits = Traits(1 << 17);
    /// Starts a new scope for affine symbols (upstream `AffineScope`); listed in the generated docs.
    pub const AFFINE_SCOPE: Traits = Traits(1 << 18);
    /// The op's memory effects are those of the ops nested in its regions (upstream
    /// `RecursiveMemoryEffects`); see [`crate::interfaces::nested_effects_all`].
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 19);
    /// Ops with this trait have side effects that forbid removal even without uses.
    pub const HAS_SIDE_EFFECTS: Traits = Traits(1 << 20);
    /// An elementwise op that can be applied to scalars one at a time (upstream `Scalarizable`);
    /// documentation only: no core code reads it.
    pub const SCALARIZABLE: Traits = Traits(1 << 21);

    /// Whether every trait in `other` is set in `self` (`Traits::NONE` is always contained).
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        Traits(self.0 | rhs.0)
    }
}

/// MLIR's RegionKindInterface: SSA CFG regions need dominance, graph regions do not.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum RegionKind {
    /// A control-flow graph of blocks: values must dominate their uses (the default).
    #[default]
    SsaCfg,
    /// A graph region (upstream `RegionKind::Graph`, e.g. `builtin.module`): at most one block
    /// per region and no dominance requirement, so uses may precede definitions.
    Graph,
}

/// How many operands, results, regions or successors an op takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly this many.
    Exactly(u32),
    /// This many or more (variadic with a minimum).
    AtLeast(u32),
    /// Any number, including zero: the op's own verifier checks the count if it must.
    Any,
}

impl Arity {
    /// Whether a count of `n` satisfies this arity; the verifier reports the op otherwise.
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k as usize,
            Arity::AtLeast(k) => n >= k as usize,
            Arity::Any => true,
        }
    }
}

/// An interface's name without its path: `dyn xla_ir::interfaces::BranchOpInterface` is
/// `BranchOpInterface`.
fn interface_name(type_name: &'static str) -> &'static str {
    let path = type_name.strip_prefix("dyn ").unwrap_or(type_name);
    let path = path.split(['<', ' ', '+']).next().unwrap_or(path);
    path.rsplit("::").next().unwrap_or(path)
}

/// The result of a fold hook: an existing value or a constant attribute per result.
pub enum FoldResult {
    /// The result is this existing value (e.g. `x + 0` folds to `x`).
    Value(crate::ir::ValueId),
    /// The result is this constant, built as an op by the folded op's dialect's
    /// [`DialectDef::materialize_constant`] hook (no fold happens without one).
    Attr(Attribute),
}

/// A verifier hook: `Err` holds the diagnostic that reports the op as invalid.
pub type VerifyFn = fn(OpRef<'_>) -> Result<(), Diag>;
/// A custom-syntax parser hook: reads the op after its name into the `OperationState`.
pub type ParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> Result<(), Diag>;
/// A custom-syntax printer hook: prints the op after its name (the inverse of [`ParseFn`]).
pub type PrintFn = fn(&mut dyn OpAsmPrinter, OpRef<'_>);
/// Folds given the constant value (if known) of each operand.
pub type FoldFn = fn(OpRef<'_>, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;
/// Builds a constant op of `ty` holding `value` (the dialect's materializeConstant).
pub type MaterializeFn =
    fn(&Context, Attribute, Type, crate::attrs::Location) -> Option<OperationState>;
/// A dialect type parser hook: given the mnemonic after `!dialect.`, parses the rest of the
/// type (its `<...>` body, if any).
pub type TypeParseFn = fn(&mut dyn AsmParser, &str) -> Result<Type, Diag>;
/// A dialect type printer hook: prints the type without its `!dialect.` prefix; returns false
/// to fall back to the generic form.
pub type TypePrintFn = fn(&mut dyn AsmPrinter, Type) -> bool;
/// A dialect attribute parser hook: given the mnemonic after `#dialect.` and the type after
/// the attribute's `:` (if any), parses the attribute.
pub type AttrParseFn = fn(&mut dyn AsmParser, &str, Option<Type>) -> Result<Attribute, Diag>;
/// A dialect attribute printer hook: prints the attribute without its `#dialect.` prefix;
/// returns false to fall back to the generic form.
pub type AttrPrintFn = fn(&mut dyn AsmPrinter, Attribute) -> bool;
/// The alias name (without `#`) the printer gives an attribute of the dialect, if any
/// (upstream `OpAsmDialectInterface::getAlias`): `loop_annotation` prints
/// `#loop_annotation = #llvm.loop_annotation<...>` once and `#loop_annotation` at each use.
pub type AttrAliasFn = fn(&Context, &crate::attrs::AttrData) -> Option<&'static str>;
/// Sets default-valued properties the op was created without (MLIR's
/// `populateDefaultProperties`: such properties always hold a value).
pub type DefaultPropsFn = fn(&Context, &mut NamedAttrs);
/// The op's canonicalization patterns (MLIR's getCanonicalizationPatterns).
pub type CanonicalizeFn = fn() -> Vec<Box<dyn crate::rewrite::RewritePattern>>;

/// One op's description: everything generic code needs, declared once.
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: String,
    /// One line for the generated docs (ODS `summary`).
    pub summary: String,
    /// Paragraphs for the generated docs (ODS `description`), in Markdown.
    pub description: String,
    /// The core traits the op has: verified generically and queried by passes.
    pub traits: Traits,
    /// How many operands the op takes; checked by the verifier before the op's own hooks.
    pub operands: Arity,
    /// How many results the op has; checked by the verifier.
    pub results: Arity,
    /// How many regions the op has; none unless set.
    pub regions: Arity,
    /// How many successor blocks the op has (branches); none unless set.
    pub successors: Arity,
    /// Whether the op's regions are SSA control-flow graphs (dominance checked) or graph regions.
    pub region_kind: RegionKind,
    /// Attributes stored as properties (`<{...}>` in the generic form).
    pub inherent_attrs: Vec<&'static str>,
    /// ODS-style invariants (attribute, operand and result constraints, `PredOpTrait`s),
    /// checked before the traits as MLIR's `verifyInvariantsImpl`.
    pub verify: Option<VerifyFn>,
    /// Checks MLIR runs after the traits: interface verifiers (e.g. `CastOpInterface`) and
    /// the op's own `verify()` (ODS `hasVerifier`).
    pub verify_after_traits: Option<VerifyFn>,
    /// Called on every op created from an `OperationState` (parsed or built).
    pub default_props: Option<DefaultPropsFn>,
    /// Verification that needs the op's regions verified first (MLIR's verifyRegions).
    pub verify_regions: Option<VerifyFn>,
    /// Parses the custom syntax; without it only the generic form `"dialect.op"(...)` parses.
    pub parse: Option<ParseFn>,
    /// Prints the custom syntax; without it the op prints in the generic form.
    pub print: Option<PrintFn>,
    /// Folds the op when its result is a constant or an existing value (upstream `fold`).
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns, gathered by `--canonicalize`.
    pub canonicalize: Option<CanonicalizeFn>,
    /// Examples of the custom syntax, for the generated docs.
    pub examples: Vec<&'static str>,
    /// MLIR's HasParent: the op must sit directly in one of these ops (empty = anywhere).
    pub parents: Vec<&'static str>,
    interfaces: FxHashMap<TypeId, Box<dyn Any + Send + Sync>>,
    /// The names of the attached interfaces (`RegionBranchOpInterface`), for the docs.
    interface_names: Vec<&'static str>,
    /// The op's declaration, when the def was made from one ([`OpDef::declared`]): the
    /// generated docs list its named groups and attributes.
    pub(crate) declaration: Option<crate::op_decl::OpInfo>,
}

impl OpDef {
    /// An op named `name` (`dialect.op`) with no traits or hooks, any number of operands and
    /// results, and no regions or successors; refine it with the builder methods below.
    ///
    /// ```
    /// use xla_ir::{Arity, OpDef, Traits};
    /// let def = OpDef::new("calc.add")
    ///     .summary("adds two integers")
    ///     .traits(Traits::PURE | Traits::COMMUTATIVE)
    ///     .operands(Arity::Exactly(2))
    ///     .results(Arity::Exactly(1));
    /// assert_eq!(def.dialect_name(), "calc");
    /// ```
    ///
    /// Most dialects declare ops with [`declare_ops!`](crate::declare_ops), which builds this for them.
    pub fn new(name: impl Into<String>) -> Self {
        OpDef {
            name: name.into(),
            summary: String::new(),
            description: String::new(),
            traits: Traits::NONE,
            operands: Arity::Any,
            results: Arity::Any,
            regions: Arity::Exactly(0),
            successors: Arity::Exactly(0),
            region_kind: RegionKind::SsaCfg,
            inherent_attrs: Vec::new(),
            verify: None,
            verify_after_traits: None,
            default_props: None,
            verify_regions: None,
            parse: None,
            print: None,
            fold: None,
            canonicalize: None,
            examples: Vec::new(),
            parents: Vec::new(),
            interfaces: FxHashMap::default(),
            interface_names: Vec::new(),
            declaration: None,
        }
    }
    /// Whether the op has every trait in `t`.
    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }
    /// The dialect namespace, the part of the name before the first `.` (empty without one).
    pub fn dialect_name(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
    /// Attaches an interface implementation: `def.add_interface::<dyn MyIface>(Box::new(Impl))`.
    pub fn add_interface<I: ?Sized + 'static>(&mut self, imp: Box<I>)
    where
        Box<I>: Send + Sync,
    {
        self.interfaces.insert(TypeId::of::<I>(), Box::new(imp));
        let name = interface_name(std::any::type_name::<I>());
        if !self.interface_names.contains(&name) {
            self.interface_names.push(name);
        }
    }
    /// Attaches an external model: an implementation of `I` registered by another crate
    /// than the op's dialect (see [`Context::attach_op_interface`](crate::Context::attach_op_interface)).
    /// Not listed by [`interface_names`](Self::interface_names): the op's documentation
    /// describes the op, not what the loading tool added to it.
    pub(crate) fn add_external_model<I: ?Sized + 'static>(&mut self, imp: Box<I>)
    where
        Box<I>: Send + Sync,
    {
        self.interfaces.insert(TypeId::of::<I>(), Box::new(imp));
    }
    /// The names of the interfaces the op implements, sorted (`BranchOpInterface`, ...).
    pub fn interface_names(&self) -> Vec<&'static str> {
        let mut names = self.interface_names.clone();
        names.sort_unstable();
        names
    }
    /// The op's implementation of interface `I`, if it has one.
    pub fn interface<I: ?Sized + 'static>(&self) -> Option<&I> {
        self.interfaces
            .get(&TypeId::of::<I>())?
            .downcast_ref::<Box<I>>()
            .map(|b| &**b)
    }

    /// Builder form of [`add_interface`](Self::add_interface):
    /// `.implements::<dyn BranchOpInterface>(Box::new(BranchLayout::Conditional))`.
    pub fn implements<I: ?Sized + 'static>(mut self, imp: Box<I>) -> Self
    where
        Box<I>: Send + Sync,
    {
        self.add_interface::<I>(imp);
        self
    }

    // ---- builder-style setters, so definitions read as one description ----

    /// Sets the one-line [`summary`](Self::summary) shown in the generated docs.
    pub fn summary(mut self, s: &str) -> Self {
        self.summary = s.into();
        self
    }
    /// Sets the Markdown [`description`](Self::description) shown in the generated docs.
    pub fn description(mut self, s: &str) -> Self {
        self.description = s.into();
        self
    }
    /// Adds `t` to the op's traits (it accumulates: call it more than once to combine).
    pub fn traits(mut self, t: Traits) -> Self {
        self.traits = self.traits | t;
        self
    }
    /// Sets how many operands the op takes.
    pub fn operands(mut self, a: Arity) -> Self {
        self.operands = a;
        self
    }
    /// Sets how many results the op has.
    pub fn results(mut self, a: Arity) -> Self {
        self.results = a;
        self
    }
    /// Sets how many regions the op has.
    pub fn regions(mut self, a: Arity) -> Self {
        self.regions = a;
        self
    }
    /// Sets how many successor blocks the op has.
    pub fn successors(mut self, a: Arity) -> Self {
        self.successors = a;
        self
    }
    /// Sets whether the op's regions are SSA CFG or graph regions.
    pub fn region_kind(mut self, k: RegionKind) -> Self {
        self.region_kind = k;
        self
    }
    /// Adds attribute names stored as properties (printed in `<{...}>` by the generic form)
    /// rather than as discardable attributes.
    pub fn inherent(mut self, names: &[&'static str]) -> Self {
        self.inherent_attrs.extend_from_slice(names);
        self
    }
    /// Sets the ODS-style invariant check, run before the trait verifiers.
    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }
    /// Sets the check run after the trait verifiers (the op's own `verify()`).
    pub fn after_traits_verifier(mut self, f: VerifyFn) -> Self {
        self.verify_after_traits = Some(f);
        self
    }
    /// Sets the hook that fills in default-valued properties on every created op.
    pub fn default_properties(mut self, f: DefaultPropsFn) -> Self {
        self.default_props = Some(f);
        self
    }
    /// Sets the check that runs once the op's regions verified (upstream `verifyRegions`).
    pub fn region_verifier(mut self, f: VerifyFn) -> Self {
        self.verify_regions = Some(f);
        self
    }
    /// Sets the custom-syntax parser and printer; both together, so the printed form re-parses.
    pub fn syntax(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }
    /// Sets the fold hook used by the folder and the greedy rewrite driver.
    pub fn folder(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }
    /// Sets the canonicalization patterns that `--canonicalize` gathers for this op.
    pub fn canonicalizer(mut self, f: CanonicalizeFn) -> Self {
        self.canonicalize = Some(f);
        self
    }
    /// Requires the op's parent to be one of `names` (MLIR's HasParent / ParentOneOf).
    pub fn parents(mut self, names: &[&'static str]) -> Self {
        self.parents.extend_from_slice(names);
        self
    }
    /// Adds an example of the custom syntax to the generated docs.
    pub fn example(mut self, e: &'static str) -> Self {
        self.examples.push(e);
        self
    }
}

/// A dialect: its namespace, ops, and hooks for its types and attributes.
pub struct DialectDef {
    /// The dialect's namespace, the prefix of its op names (`arith` in `arith.addi`).
    pub name: String,
    /// One line describing the dialect, for the generated docs.
    pub summary: String,
    /// The dialect's ops, registered with it.
    pub ops: Vec<OpDef>,
    /// Parses the body after `!dialect.`: receives the mnemonic.
    pub parse_type: Option<TypeParseFn>,
    /// Prints a `TypeData::Dialect` of this dialect (without the `!dialect.` prefix); false = default form.
    pub print_type: Option<TypePrintFn>,
    /// Parses the body after `#dialect.` for this dialect's attributes; without it such
    /// attributes are a parse error.
    pub parse_attr: Option<AttrParseFn>,
    /// Prints an attribute of this dialect without the `#dialect.` prefix; false = default form.
    pub print_attr: Option<AttrPrintFn>,
    /// Names the aliases of this dialect's attributes; without it they print inline.
    pub attr_alias: Option<AttrAliasFn>,
    /// Builds a constant op for a folded value (upstream `materializeConstant`): without it
    /// the greedy driver cannot replace this dialect's ops by the constants their fold
    /// hooks return ([`FoldResult::Attr`]).
    pub materialize_constant: Option<MaterializeFn>,
    /// Ops may be omitted from the `dialect.` prefix inside regions of this dialect's ops
    /// (MLIR's default dialect, e.g. `func` for `return`).
    pub default_dialect_for_regions: bool,
    /// Other dialect names that mean this dialect at parse time (`stablehlo`, `mhlo` for
    /// `hlo`): `stablehlo.add` parses as `hlo.add`, `!stablehlo.token` and `#stablehlo<...>`
    /// reach this dialect's hooks.
    pub aliases: Vec<String>,
    /// Full op names that name another dialect's op (`chlo.broadcast_add` -> `hlo.add`):
    /// `Context::op_name` resolves them to the target, so the generic form builds the
    /// target op; a registered op of the alias name may still supply the custom syntax
    /// (its parse hook sets `OperationState::name` to the target).
    pub op_renames: Vec<(String, String)>,
}

impl DialectDef {
    /// An empty dialect with namespace `name`; add ops with [`op`](Self::op) and set the hooks
    /// it needs. See `docs/defining-a-dialect.md` for a whole example.
    pub fn new(name: impl Into<String>) -> Self {
        DialectDef {
            name: name.into(),
            summary: String::new(),
            ops: Vec::new(),
            parse_type: None,
            print_type: None,
            parse_attr: None,
            print_attr: None,
            attr_alias: None,
            materialize_constant: None,
            default_dialect_for_regions: false,
            aliases: Vec::new(),
            op_renames: Vec::new(),
        }
    }
    /// Adds an op to the dialect (builder style).
    pub fn op(mut self, def: OpDef) -> Self {
        self.ops.push(def);
        self
    }
}
