//! An op's attribute list: kept sorted by name, as MLIR's DictionaryAttr is.

use crate::attrs::Attribute;
use crate::context::{Context, Symbol};

/// An op's attributes or properties as `(name, value)` pairs sorted by name, each name
/// once: the order MLIR prints and compares dictionaries in.
// Boxed slice rather than a vector: 16 bytes per op twice over, and most ops have none.
#[derive(Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttrs(Box<[(Symbol, Attribute)]>);

impl NamedAttrs {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }
    /// Whether there are no attributes.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// How many attributes there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// The `(name, value)` pairs, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (Symbol, Attribute)> + '_ {
        self.0.iter().copied()
    }
    /// The value of attribute `name`, if set.
    pub fn get(&self, name: Symbol) -> Option<Attribute> {
        self.0.iter().find(|(n, _)| *n == name).map(|e| e.1)
    }
    /// The value of attribute `name`, if set (by string: no symbol is interned for a miss).
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
    /// As [`Self::set`], by string.
    pub fn set_str(&mut self, ctx: &Context, name: &str, value: Attribute) {
        self.set(ctx, ctx.symbol(name), value)
    }
    /// Removes attribute `name`, returning its value if it was set.
    pub fn remove(&mut self, name: Symbol) -> Option<Attribute> {
        let pos = self.0.iter().position(|(n, _)| *n == name)?;
        let mut v = std::mem::take(&mut self.0).into_vec();
        let removed = v.remove(pos).1;
        self.0 = v.into_boxed_slice();
        Some(removed)
    }
    /// As [`Self::remove`], by string.
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
