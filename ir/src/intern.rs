//! A thread-safe, append-only interner: lookups by handle never block.

use parking_lot::RwLock;
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

/// Stores each distinct value once; the handle is its index.
pub struct Interner<T> {
    items: boxcar::Vec<T>,
    // Keyed by hash so that large values (dense constants) are not stored twice.
    by_hash: RwLock<FxHashMap<u64, SmallVec<[u32; 1]>>>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            by_hash: RwLock::new(FxHashMap::default()),
        }
    }
}

fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

impl<T: Hash + Eq> Interner<T> {
    /// The index of `value`, inserting it if new.
    pub fn intern(&self, value: T) -> u32 {
        let h = hash_of(&value);
        if let Some(i) = self.find(h, &value) {
            return i;
        }
        let mut map = self.by_hash.write();
        // Re-check under the write lock: another thread may have inserted it.
        if let Some(bucket) = map.get(&h) {
            for &i in bucket {
                if self.items[i as usize] == value {
                    return i;
                }
            }
        }
        let i = self.items.push(value) as u32;
        map.entry(h).or_default().push(i);
        i
    }

    fn find(&self, h: u64, value: &T) -> Option<u32> {
        let map = self.by_hash.read();
        map.get(&h)?
            .iter()
            .copied()
            .find(|&i| self.items[i as usize] == *value)
    }

    /// The value with index `i`, without locking.
    ///
    /// # Panics
    /// If `i` was not handed out by this interner.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }

    /// How many distinct values are stored.
    pub fn len(&self) -> usize {
        self.items.count()
    }

    /// Whether nothing was interned yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every stored value (skipping slots another thread is still filling).
    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.items.iter().map(|(_, v)| v)
    }
}

/// Interns strings; lookups by content borrow (`&str`) without allocating.
#[derive(Default)]
pub struct StrInterner {
    items: boxcar::Vec<Box<str>>,
    map: RwLock<FxHashMap<Box<str>, u32>>,
}

impl StrInterner {
    /// The index of `s`, inserting a copy if new.
    pub fn intern(&self, s: &str) -> u32 {
        if let Some(&i) = self.map.read().get(s) {
            return i;
        }
        let mut map = self.map.write();
        if let Some(&i) = map.get(s) {
            return i;
        }
        let i = self.items.push(s.into()) as u32;
        map.insert(s.into(), i);
        i
    }

    /// The index of `s` if it was interned; never inserts.
    pub fn lookup(&self, s: &str) -> Option<u32> {
        self.map.read().get(s).copied()
    }

    /// The string with index `i`, without locking.
    ///
    /// # Panics
    /// If `i` was not handed out by this interner.
    #[inline]
    pub fn get(&self, i: u32) -> &str {
        &self.items[i as usize]
    }
}
