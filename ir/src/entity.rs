//! Typed `u32` handles and the arenas they index (after cranelift-entity).

use std::marker::PhantomData;

/// A dense `u32` handle into a [`PrimaryMap`].
pub trait EntityRef: Copy + Eq + std::hash::Hash + std::fmt::Debug {
    /// The handle for slot `index` (debug builds check it fits in `u32`).
    fn new(index: usize) -> Self;
    /// The slot the handle names.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype handle implementing [`EntityRef`].
#[macro_export]
macro_rules! entity {
    ($(#[$m:meta])* $vis:vis struct $name:ident, $prefix:literal;) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis struct $name(u32);
        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

/// An arena that owns its values and hands out handles of type `K`.
#[derive(Clone, Debug)]
pub struct PrimaryMap<K: EntityRef, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        PrimaryMap {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }
    /// Stores `v` and returns its new handle (handles are dense, in push order).
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.items.len());
        self.items.push(v);
        k
    }
    /// Keeps room for `extra` more items and releases the rest of the spare capacity.
    pub fn shrink_to_extra(&mut self, extra: usize) {
        self.items.shrink_to(self.items.len().saturating_add(extra));
    }
    /// Number of slots, which is also the next handle's index.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The value of `k`; `None` if `k` is past the end (indexing with `map[k]` panics there).
    pub fn get(&self, k: K) -> Option<&V> {
        self.items.get(k.index())
    }
    /// Mutable access to the value of `k`; `None` if `k` is past the end.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.items.get_mut(k.index())
    }
    /// The handle the next [`push`](Self::push) will return.
    pub fn next_key(&self) -> K {
        K::new(self.items.len())
    }
    /// Every handle, in order.
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        (0..self.items.len()).map(K::new)
    }
    /// Every `(handle, value)`, in order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// Every `(handle, value)` mutably, in order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (K, &mut V)> {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }
    /// Every value, in handle order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.items.iter()
    }
    /// Every value mutably, in handle order.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.items.iter_mut()
    }
    /// Two distinct entries mutably at once.
    pub fn get_two_mut(&mut self, a: K, b: K) -> Option<(&mut V, &mut V)> {
        let (ia, ib) = (a.index(), b.index());
        if ia == ib || ia >= self.items.len() || ib >= self.items.len() {
            return None;
        }
        if ia < ib {
            let (l, r) = self.items.split_at_mut(ib);
            Some((&mut l[ia], &mut r[0]))
        } else {
            let (l, r) = self.items.split_at_mut(ia);
            Some((&mut r[0], &mut l[ib]))
        }
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

/// Side data keyed by the handles of a [`PrimaryMap`], with a default for absent keys.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    items: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose absent keys read as `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            items: Vec::new(),
            default,
            _key: PhantomData,
        }
    }
    /// A map with `n` slots preset to `default` (no growth for keys below `n`).
    pub fn with_capacity(n: usize, default: V) -> Self {
        SecondaryMap {
            items: vec![default.clone(); n],
            default,
            _key: PhantomData,
        }
    }
    /// The value of `k`, or the default if it was never set.
    pub fn get(&self, k: K) -> &V {
        self.items.get(k.index()).unwrap_or(&self.default)
    }
    /// Sets the value of `k`, growing the map as needed.
    pub fn set(&mut self, k: K, v: V) {
        let i = k.index();
        if i >= self.items.len() {
            self.items.resize(i + 1, self.default.clone());
        }
        self.items[i] = v;
    }
    /// Mutable access to the value of `k`, growing the map (with defaults) as needed.
    pub fn get_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.items.len() {
            self.items.resize(i + 1, self.default.clone());
        }
        &mut self.items[i]
    }
    /// Resets every key to the default.
    pub fn clear(&mut self) {
        self.items.clear();
    }
}

impl<K: EntityRef, V: Clone> std::ops::Index<K> for SecondaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

/// An `Option<K>` in 4 bytes: `u32::MAX` stands for `None` (cranelift's PackedOption).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct PackedOption<K: EntityRef>(u32, PhantomData<K>);

impl<K: EntityRef> PackedOption<K> {
    /// The empty option.
    pub const NONE: Self = PackedOption(u32::MAX, PhantomData);
    /// As an `Option`.
    #[inline]
    pub fn get(self) -> Option<K> {
        (self.0 != u32::MAX).then(|| K::new(self.0 as usize))
    }
    /// Takes the value out, leaving [`Self::NONE`].
    #[inline]
    pub fn take(&mut self) -> Option<K> {
        std::mem::replace(self, Self::NONE).get()
    }
}

impl<K: EntityRef> Default for PackedOption<K> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<K: EntityRef> From<Option<K>> for PackedOption<K> {
    #[inline]
    fn from(o: Option<K>) -> Self {
        o.map_or(Self::NONE, |k| PackedOption(k.index() as u32, PhantomData))
    }
}

impl<K: EntityRef> std::fmt::Debug for PackedOption<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}
