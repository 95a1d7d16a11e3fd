//! The context: interned symbols, types and attributes, and the dialect registry.

use crate::attrs::AttrData;
use crate::intern::{Interner, StrInterner};
use crate::op_decl::OpDecl;
use crate::registry::{DialectDef, OpDef, OpName};
use crate::types::TypeData;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

/// An interned identifier (op names, attribute names, symbol names, file names).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Symbol(pub(crate) u32);

/// Owns everything uniqued. Shared as `&Context` across threads: interning takes a short
/// lock, reading a type or attribute by handle never does. Dialects are loaded through
/// `&mut Context` before use.
///
/// Handles ([`Type`](crate::Type), [`Attribute`](crate::Attribute), [`Symbol`],
/// [`OpName`]) are only meaningful with the context that made them. A typical tool makes
/// one context, loads its dialects, then parses, verifies, transforms and prints modules:
///
/// ```
/// use xla_ir::asm::{parse_module, print_module, PrintOptions};
/// use xla_ir::Context;
/// let mut ctx = Context::new(); // the builtin dialect only
/// ctx.allow_unregistered = true; // accept `test.*` ops without loading a dialect
/// let module = parse_module(&ctx, "<input>", r#"%0 = "test.op"() : () -> i32"#)
///     .expect("parses");
/// xla_ir::verify::verify_module(&ctx, &module).expect("verifies");
/// let text = print_module(&ctx, &module, &PrintOptions::default());
/// assert!(text.contains(r#""test.op"() : () -> i32"#));
/// ```
///
/// `docs/defining-a-dialect.md` shows how a dialect is defined and loaded.
pub struct Context {
    pub(crate) symbols: StrInterner,
    pub(crate) types: Interner<TypeData>,
    pub(crate) attrs: Interner<AttrData>,
    /// Source locations made while parsing: appended without uniquing (see `Context::source_loc`).
    pub(crate) source_locs: boxcar::Vec<(Symbol, u32, u32)>,
    pub(crate) ops: Vec<Arc<OpDef>>,
    pub(crate) ops_by_name: FxHashMap<Symbol, OpName>,
    pub(crate) dialects: FxHashMap<Symbol, Arc<DialectDef>>,
    /// Alias dialect name -> the dialect it names (`DialectDef::aliases`).
    pub(crate) dialect_aliases: FxHashMap<Symbol, Symbol>,
    /// Renamed op name -> the op name it means (`DialectDef::op_renames`).
    pub(crate) op_renames: FxHashMap<Symbol, Symbol>,
    /// Accept ops (and types, attributes) of dialects that are not loaded.
    pub allow_unregistered: bool,
    /// Something that gets a printer alias (an affine map, a tuple of more than 16 types) was
    /// interned: the printer's alias walk is skipped until then (see `printer::alias`).
    pub(crate) any_aliasable: std::sync::atomic::AtomicBool,
    /// Declared ops' names resolved in this context, by `NameSlot` index (`UNRESOLVED` until
    /// first asked; cleared when a dialect is loaded, as it may register or rename them).
    pub(crate) declared_names: Box<[AtomicU32]>,
}

/// Slots in each context's table of declared op names; declarations past it resolve by name.
const DECLARED_NAME_SLOTS: usize = 2048;
const UNRESOLVED: u32 = u32::MAX;

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect loaded.
    pub fn new() -> Self {
        let mut ctx = Context {
            symbols: StrInterner::default(),
            types: Interner::default(),
            attrs: Interner::default(),
            source_locs: boxcar::Vec::new(),
            ops: Vec::new(),
            ops_by_name: FxHashMap::default(),
            dialects: FxHashMap::default(),
            dialect_aliases: FxHashMap::default(),
            op_renames: FxHashMap::default(),
            allow_unregistered: false,
            any_aliasable: std::sync::atomic::AtomicBool::new(false),
            declared_names: (0..DECLARED_NAME_SLOTS)
                .map(|_| AtomicU32::new(UNRESOLVED))
                .collect(),
        };
        ctx.load_dialect(crate::builtin::dialect());
        ctx
    }

    /// The symbol for `s`, interning it if new (op, attribute, dialect and file names).
    pub fn symbol(&self, s: &str) -> Symbol {
        Symbol(self.symbols.intern(s))
    }
    /// The symbol for `s` if it was ever interned; never inserts (a miss means no attribute or
    /// op can have that name).
    pub fn lookup_symbol(&self, s: &str) -> Option<Symbol> {
        self.symbols.lookup(s).map(Symbol)
    }
    /// The text of a symbol.
    ///
    /// # Panics
    /// If `s` comes from another context and is out of this one's range.
    #[inline]
    pub fn symbol_str(&self, s: Symbol) -> &str {
        self.symbols.get(s.0)
    }

    /// Registers a dialect and its ops; loading the same dialect twice is a no-op.
    pub fn load_dialect(&mut self, dialect: DialectDef) {
        let name = self.symbol(&dialect.name);
        if self.dialects.contains_key(&name) {
            return;
        }
        for slot in self.declared_names.iter_mut() {
            *slot.get_mut() = UNRESOLVED;
        }
        let mut dialect = dialect;
        let ops = std::mem::take(&mut dialect.ops);
        for def in ops {
            let sym = self.symbol(&def.name);
            let id = OpName::registered(self.ops.len());
            self.ops.push(Arc::new(def));
            self.ops_by_name.insert(sym, id);
        }
        for alias in &dialect.aliases {
            let alias = self.symbol(alias);
            self.dialect_aliases.entry(alias).or_insert(name);
        }
        for (from, to) in &dialect.op_renames {
            let (from, to) = (self.symbol(from), self.symbol(to));
            self.op_renames.entry(from).or_insert(to);
        }
        self.dialects.insert(name, Arc::new(dialect));
    }

    /// A loaded dialect by name or by one of its aliases.
    pub fn dialect(&self, name: Symbol) -> Option<&DialectDef> {
        let name = self.dialect_aliases.get(&name).copied().unwrap_or(name);
        self.dialects.get(&name).map(|d| &**d)
    }
    /// The alias its dialect's `attr_alias` hook gives an attribute of a dialect.
    pub(crate) fn dialect_alias_of(&self, data: &AttrData) -> Option<&'static str> {
        match data {
            AttrData::Dialect { dialect, .. } => (self.dialect(*dialect)?.attr_alias?)(self, data),
            _ => None,
        }
    }
    /// The canonical name of the dialect `name` aliases (`stablehlo` -> `hlo`), if any.
    pub fn dialect_alias_target(&self, name: &str) -> Option<&str> {
        let target = self.dialect_aliases.get(&self.lookup_symbol(name)?)?;
        Some(self.symbol_str(*target))
    }
    /// A loaded dialect by name or alias, without interning `name`.
    pub fn dialect_by_name(&self, name: &str) -> Option<&DialectDef> {
        self.dialect(self.lookup_symbol(name)?)
    }
    /// Every loaded dialect (in no particular order).
    pub fn dialects(&self) -> impl Iterator<Item = &DialectDef> {
        self.dialects.values().map(|d| &**d)
    }
    /// Whether a dialect named `name` (or aliased so) is loaded.
    pub fn is_dialect_loaded(&self, name: &str) -> bool {
        self.dialect_by_name(name).is_some()
    }

    /// The op name handle for `name`, registered or not; a renamed op resolves to its
    /// target (`chlo.broadcast_add` -> `hlo.add`), a dialect alias prefix to the dialect it
    /// names (`stablehlo.add` -> `hlo.add`).
    pub fn op_name(&self, name: &str) -> OpName {
        let sym = self.symbol(name);
        if let Some(op) = self
            .op_renames
            .get(&sym)
            .and_then(|to| self.ops_by_name.get(to))
        {
            return *op;
        }
        if let Some(&op) = self.ops_by_name.get(&sym) {
            return op;
        }
        self.aliased_op_name(name)
            .unwrap_or_else(|| OpName::unregistered(sym))
    }
    /// The registered op `name` names (directly or through a dialect alias), without
    /// interning anything.
    pub fn lookup_registered_op(&self, name: &str) -> Option<OpName> {
        let direct = self
            .lookup_symbol(name)
            .and_then(|sym| self.ops_by_name.get(&sym).copied());
        direct.or_else(|| self.aliased_op_name(name))
    }
    fn aliased_op_name(&self, name: &str) -> Option<OpName> {
        if self.dialect_aliases.is_empty() {
            return None;
        }
        let (dialect, op) = name.split_once('.')?;
        let target = self.dialect_alias_target(dialect)?;
        let canonical = self.lookup_symbol(&format!("{target}.{op}"))?;
        self.ops_by_name.get(&canonical).copied()
    }
    /// The op name of the declared op `T`, resolved on first use and then read from a table
    /// (one atomic load, no string comparison).
    #[inline]
    pub fn declared_op_name<T: OpDecl + ?Sized>(&self) -> OpName {
        let Some(slot) = self.declared_names.get(T::name_slot().index()) else {
            return self.op_name(T::NAME);
        };
        let raw = slot.load(Ordering::Relaxed);
        if raw != UNRESOLVED {
            return OpName::from_raw(raw);
        }
        let name = self.op_name(T::NAME);
        slot.store(name.raw(), Ordering::Relaxed);
        name
    }
    /// The definition of a registered op.
    #[inline]
    pub fn op_def(&self, name: OpName) -> Option<&OpDef> {
        name.registered_index().map(|i| &*self.ops[i])
    }
    /// The full name of an op name handle, registered or not (`dialect.op`).
    pub fn op_name_str(&self, name: OpName) -> &str {
        match name.registered_index() {
            Some(i) => &self.ops[i].name,
            None => self.symbol_str(name.unregistered_symbol()),
        }
    }
    /// Attaches an implementation of interface `I` to the registered op `name` from outside
    /// its dialect (upstream's external models, `Op::attachInterface`): the crate that can
    /// provide the behaviour registers it after the dialects are loaded, and generic code
    /// asks for it as for any interface (`OpDef::interface`, `OpRef::interface`). Replaces a
    /// model attached before. False (nothing attached) if `name` is not a registered op.
    pub fn attach_op_interface<I: ?Sized + 'static>(&mut self, name: &str, imp: Box<I>) -> bool
    where
        Box<I>: Send + Sync,
    {
        let Some(index) = self
            .lookup_symbol(name)
            .and_then(|sym| self.ops_by_name.get(&sym))
            .and_then(|op| op.registered_index())
        else {
            return false;
        };
        // Definitions are shared only through `&Context`, so `&mut self` holds the only handle.
        let Some(def) = Arc::get_mut(&mut self.ops[index]) else {
            return false;
        };
        def.add_external_model::<I>(imp);
        true
    }
    /// All registered op definitions, in registration order.
    pub fn registered_ops(&self) -> impl Iterator<Item = &OpDef> {
        self.ops.iter().map(|d| &**d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialect_aliases_resolve_ops_and_dialects() {
        let mut ctx = Context::new();
        let mut d = DialectDef::new("hlo").op(OpDef::new("hlo.add"));
        d.aliases = vec!["stablehlo".into(), "mhlo".into()];
        ctx.load_dialect(d);
        let add = ctx.op_name("hlo.add");
        assert!(add.is_registered());
        assert_eq!(ctx.op_name("stablehlo.add"), add);
        assert_eq!(ctx.op_name("mhlo.add"), add);
        assert!(!ctx.op_name("stablehlo.nope").is_registered());
        assert_eq!(
            ctx.op_name_str(ctx.op_name("stablehlo.nope")),
            "stablehlo.nope"
        );
        assert_eq!(
            ctx.dialect_by_name("stablehlo").map(|d| d.name.as_str()),
            Some("hlo")
        );
        assert_eq!(ctx.dialect_alias_target("mhlo"), Some("hlo"));
        assert!(ctx.is_dialect_loaded("mhlo"));
    }

    #[test]
    fn external_models_attach_to_registered_ops_only() {
        trait Evaluates: Send + Sync {
            fn answer(&self) -> i32;
        }
        struct FortyTwo;
        impl Evaluates for FortyTwo {
            fn answer(&self) -> i32 {
                42
            }
        }
        let mut ctx = Context::new();
        ctx.load_dialect(DialectDef::new("t").op(OpDef::new("t.op")));
        assert!(ctx.attach_op_interface::<dyn Evaluates>("t.op", Box::new(FortyTwo)));
        assert!(!ctx.attach_op_interface::<dyn Evaluates>("t.missing", Box::new(FortyTwo)));
        let def = ctx.op_def(ctx.op_name("t.op")).expect("registered");
        assert_eq!(
            def.interface::<dyn Evaluates>().map(|e| e.answer()),
            Some(42)
        );
        // The op's documentation lists its own interfaces only.
        assert!(def.interface_names().is_empty());
    }

    #[test]
    fn op_renames_resolve_to_their_target() {
        let mut ctx = Context::new();
        ctx.load_dialect(DialectDef::new("hlo").op(OpDef::new("hlo.add")));
        let mut chlo = DialectDef::new("chlo").op(OpDef::new("chlo.broadcast_add"));
        chlo.op_renames = vec![("chlo.broadcast_add".into(), "hlo.add".into())];
        ctx.load_dialect(chlo);
        assert_eq!(ctx.op_name("chlo.broadcast_add"), ctx.op_name("hlo.add"));
    }
}
