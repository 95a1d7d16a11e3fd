//! An op's attribute list: kept sorted by name, as MLIR's DictionaryAttr is.

use crate::attrs::Attribute;
use crate::context::{Context, Symbol};

/// Boxed slice rather than a vector: 16 bytes per op twice over, and most ops have none.
#[derive(Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttrs(Box<[(Symbol, Attribute)]>);

impl NamedAttrs {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn iter(&self) -> impl Iterator<Item = (Symbol, Attribute)> + '_ {
        self.0.iter().copied()
    }
    pub fn get(&self, name: Symbol) -> Option<Attribute> {
        self.0.iter().find(|(n, _)| *n == name).map(|e| e.1)
    }
    pub fn get_str(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.get(ctx.lookup_symbol(name)?)
    }
    /// Inserts or replaces, keeping the list sorted by name.
    pub fn set(&mut self, ctx: &Context, name: Symbol, value: Attribute) {
        if let Some(slot) = self.0.iter_mut().find(|(n, _)| *n == name) {
            slot.1 = value;
            return;
        }
        let key = ctx.symbol_str(name);
        let pos = self
            .0
            .iter()
            .position(|(n, _)| ctx.symbol_str(*n) > key)
            .unwrap_or(self.0.len());
        let mut v = std::mem::take(&mut self.0).into_vec();
        v.insert(pos, (name, value));
        self.0 = v.into_boxed_slice();
    }
    pub fn set_str(&mut self, ctx: &Context, name: &str, value: Attribute) {
        self.set(ctx, ctx.symbol(name), value)
    }
    pub fn remove(&mut self, name: Symbol) -> Option<Attribute> {
        let pos = self.0.iter().position(|(n, _)| *n == name)?;
        let mut v = std::mem::take(&mut self.0).into_vec();
        let removed = v.remove(pos).1;
        self.0 = v.into_boxed_slice();
        Some(removed)
    }
    pub fn remove_str(&mut self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.remove(ctx.lookup_symbol(name)?)
    }
    /// As an interned dictionary attribute.
    pub fn to_dictionary(&self, ctx: &Context) -> Attribute {
        ctx.intern_attr(crate::attrs::AttrData::Dictionary(
            self.0.iter().copied().collect(),
        ))
    }
}
