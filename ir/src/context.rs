//! The context: interned symbols, types and attributes, and the dialect registry.

use crate::attrs::AttrData;
use crate::intern::{Interner, StrInterner};
use crate::registry::{DialectDef, OpDef, OpName};
use crate::types::TypeData;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// An interned identifier (op names, attribute names, symbol names, file names).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Symbol(pub(crate) u32);

/// Owns everything uniqued. Shared as `&Context` across threads: interning takes a short
/// lock, reading a type or attribute by handle never does. Dialects are loaded through
/// `&mut Context` before use.
pub struct Context {
    pub(crate) symbols: StrInterner,
    pub(crate) types: Interner<TypeData>,
    pub(crate) attrs: Interner<AttrData>,
    pub(crate) ops: Vec<Arc<OpDef>>,
    pub(crate) ops_by_name: FxHashMap<Symbol, OpName>,
    pub(crate) dialects: FxHashMap<Symbol, Arc<DialectDef>>,
    /// Accept ops (and types, attributes) of dialects that are not loaded.
    pub allow_unregistered: bool,
}

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
            ops: Vec::new(),
            ops_by_name: FxHashMap::default(),
            dialects: FxHashMap::default(),
            allow_unregistered: false,
        };
        ctx.load_dialect(crate::builtin::dialect());
        ctx
    }

    pub fn symbol(&self, s: &str) -> Symbol {
        Symbol(self.symbols.intern(s))
    }
    pub fn lookup_symbol(&self, s: &str) -> Option<Symbol> {
        self.symbols.lookup(s).map(Symbol)
    }
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
        let mut dialect = dialect;
        let ops = std::mem::take(&mut dialect.ops);
        for def in ops {
            let sym = self.symbol(&def.name);
            let id = OpName::registered(self.ops.len());
            self.ops.push(Arc::new(def));
            self.ops_by_name.insert(sym, id);
        }
        self.dialects.insert(name, Arc::new(dialect));
    }

    pub fn dialect(&self, name: Symbol) -> Option<&DialectDef> {
        self.dialects.get(&name).map(|d| &**d)
    }
    pub fn dialect_by_name(&self, name: &str) -> Option<&DialectDef> {
        self.dialect(self.lookup_symbol(name)?)
    }
    pub fn dialects(&self) -> impl Iterator<Item = &DialectDef> {
        self.dialects.values().map(|d| &**d)
    }
    pub fn is_dialect_loaded(&self, name: &str) -> bool {
        self.dialect_by_name(name).is_some()
    }

    /// The op name handle for `name`, registered or not.
    pub fn op_name(&self, name: &str) -> OpName {
        let sym = self.symbol(name);
        self.ops_by_name.get(&sym).copied().unwrap_or_else(|| OpName::unregistered(sym))
    }
    /// The definition of a registered op.
    #[inline]
    pub fn op_def(&self, name: OpName) -> Option<&OpDef> {
        name.registered_index().map(|i| &*self.ops[i])
    }
    pub fn op_name_str(&self, name: OpName) -> &str {
        match name.registered_index() {
            Some(i) => &self.ops[i].name,
            None => self.symbol_str(name.unregistered_symbol()),
        }
    }
    /// All registered op definitions, in registration order.
    pub fn registered_ops(&self) -> impl Iterator<Item = &OpDef> {
        self.ops.iter().map(|d| &**d)
    }
}
