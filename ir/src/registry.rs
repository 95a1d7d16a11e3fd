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
    pub const NONE: Traits = Traits(0);
    pub const TERMINATOR: Traits = Traits(1 << 0);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 3);
    pub const SYMBOL: Traits = Traits(1 << 4);
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
    pub const COMMUTATIVE: Traits = Traits(1 << 7);
    pub const ELEMENTWISE: Traits = Traits(1 << 8);
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 9);
    pub const SAME_OPERANDS_SHAPE: Traits = Traits(1 << 10);
    pub const SAME_OPERANDS_ELEMENT_TYPE: Traits = Traits(1 << 11);
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: Traits = Traits(1 << 12);
    pub const BROADCASTABLE: Traits = Traits(1 << 13);
    pub const CONSTANT_LIKE: Traits = Traits(1 << 14);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 15);
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 16);
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: Traits = Traits(1 << 17);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 18);
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 19);
    /// Ops with this trait have side effects that forbid removal even without uses.
    pub const HAS_SIDE_EFFECTS: Traits = Traits(1 << 20);
    pub const SCALARIZABLE: Traits = Traits(1 << 21);

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
    #[default]
    SsaCfg,
    Graph,
}

/// How many operands, results, regions or successors an op takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Exactly(u32),
    AtLeast(u32),
    Any,
}

impl Arity {
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
    Value(crate::ir::ValueId),
    Attr(Attribute),
}

pub type VerifyFn = fn(OpRef<'_>) -> Result<(), Diag>;
pub type ParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> Result<(), Diag>;
pub type PrintFn = fn(&mut dyn OpAsmPrinter, OpRef<'_>);
/// Folds given the constant value (if known) of each operand.
pub type FoldFn = fn(OpRef<'_>, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;
/// Builds a constant op of `ty` holding `value` (the dialect's materializeConstant).
pub type MaterializeFn =
    fn(&Context, Attribute, Type, crate::attrs::Location) -> Option<OperationState>;
pub type TypeParseFn = fn(&mut dyn AsmParser, &str) -> Result<Type, Diag>;
pub type TypePrintFn = fn(&mut dyn AsmPrinter, Type) -> bool;
pub type AttrParseFn = fn(&mut dyn AsmParser, &str, Option<Type>) -> Result<Attribute, Diag>;
pub type AttrPrintFn = fn(&mut dyn AsmPrinter, Attribute) -> bool;
/// Sets default-valued properties the op was created without (MLIR's
/// `populateDefaultProperties`: such properties always hold a value).
pub type DefaultPropsFn = fn(&Context, &mut NamedAttrs);
/// The op's canonicalization patterns (MLIR's getCanonicalizationPatterns).
pub type CanonicalizeFn = fn() -> Vec<Box<dyn crate::rewrite::RewritePattern>>;

/// One op's description: everything generic code needs, declared once.
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: String,
    pub summary: String,
    pub description: String,
    pub traits: Traits,
    pub operands: Arity,
    pub results: Arity,
    pub regions: Arity,
    pub successors: Arity,
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
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
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
}

impl OpDef {
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
        }
    }
    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }
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

    pub fn summary(mut self, s: &str) -> Self {
        self.summary = s.into();
        self
    }
    pub fn description(mut self, s: &str) -> Self {
        self.description = s.into();
        self
    }
    pub fn traits(mut self, t: Traits) -> Self {
        self.traits = self.traits | t;
        self
    }
    pub fn operands(mut self, a: Arity) -> Self {
        self.operands = a;
        self
    }
    pub fn results(mut self, a: Arity) -> Self {
        self.results = a;
        self
    }
    pub fn regions(mut self, a: Arity) -> Self {
        self.regions = a;
        self
    }
    pub fn successors(mut self, a: Arity) -> Self {
        self.successors = a;
        self
    }
    pub fn region_kind(mut self, k: RegionKind) -> Self {
        self.region_kind = k;
        self
    }
    pub fn inherent(mut self, names: &[&'static str]) -> Self {
        self.inherent_attrs.extend_from_slice(names);
        self
    }
    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }
    pub fn after_traits_verifier(mut self, f: VerifyFn) -> Self {
        self.verify_after_traits = Some(f);
        self
    }
    pub fn default_properties(mut self, f: DefaultPropsFn) -> Self {
        self.default_props = Some(f);
        self
    }
    pub fn region_verifier(mut self, f: VerifyFn) -> Self {
        self.verify_regions = Some(f);
        self
    }
    pub fn syntax(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }
    pub fn folder(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }
    pub fn canonicalizer(mut self, f: CanonicalizeFn) -> Self {
        self.canonicalize = Some(f);
        self
    }
    /// Requires the op's parent to be one of `names` (MLIR's HasParent / ParentOneOf).
    pub fn parents(mut self, names: &[&'static str]) -> Self {
        self.parents.extend_from_slice(names);
        self
    }
    pub fn example(mut self, e: &'static str) -> Self {
        self.examples.push(e);
        self
    }
}

/// A dialect: its namespace, ops, and hooks for its types and attributes.
pub struct DialectDef {
    pub name: String,
    pub summary: String,
    pub ops: Vec<OpDef>,
    /// Parses the body after `!dialect.`: receives the mnemonic.
    pub parse_type: Option<TypeParseFn>,
    /// Prints a `TypeData::Dialect` of this dialect (without the `!dialect.` prefix); false = default form.
    pub print_type: Option<TypePrintFn>,
    pub parse_attr: Option<AttrParseFn>,
    pub print_attr: Option<AttrPrintFn>,
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
    pub fn new(name: impl Into<String>) -> Self {
        DialectDef {
            name: name.into(),
            summary: String::new(),
            ops: Vec::new(),
            parse_type: None,
            print_type: None,
            parse_attr: None,
            print_attr: None,
            materialize_constant: None,
            default_dialect_for_regions: false,
            aliases: Vec::new(),
            op_renames: Vec::new(),
        }
    }
    pub fn op(mut self, def: OpDef) -> Self {
        self.ops.push(def);
        self
    }
}
