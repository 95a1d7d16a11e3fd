//! The llvm memory model: allocations own byte storage at a unique fake address range;
//! a pointer is an address plus the allocation it was derived from (its provenance), so
//! loads and stores are bounds-checked and use after `free` is reported.

use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock, Weak};

/// Bytes one allocation may hold (the interpreter's limit).
pub const MAX_ALLOCATION: u64 = 1 << 32;

/// One allocation (alloca, malloc, global).
#[derive(Debug)]
pub struct Allocation {
    pub base: u64,
    pub size: u64,
    pub bytes: Mutex<Vec<u8>>,
    pub freed: AtomicBool,
    /// Stack and global storage may not be passed to `free`.
    pub heap: bool,
}

/// A pointer value: an address and, unless null or forged, the allocation it points into.
#[derive(Clone)]
pub struct Pointer {
    pub alloc: Option<Arc<Allocation>>,
    pub addr: u64,
}

impl PartialEq for Pointer {
    fn eq(&self, other: &Self) -> bool {
        self.addr == other.addr
    }
}

impl std::fmt::Debug for Pointer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ptr 0x{:x}", self.addr)
    }
}

/// Live allocations by base address, to give `inttoptr` results their provenance back.
fn registry() -> &'static Mutex<BTreeMap<u64, Weak<Allocation>>> {
    static R: OnceLock<Mutex<BTreeMap<u64, Weak<Allocation>>>> = OnceLock::new();
    R.get_or_init(|| Mutex::new(BTreeMap::new()))
}

static NEXT_BASE: AtomicU64 = AtomicU64::new(0x1000_0000);

impl Pointer {
    pub fn null() -> Pointer {
        Pointer {
            alloc: None,
            addr: 0,
        }
    }

    /// A fresh zero-filled allocation of `size` bytes; `None` above [`MAX_ALLOCATION`].
    pub fn allocate(size: u64, heap: bool) -> Option<Pointer> {
        if size > MAX_ALLOCATION {
            return None;
        }
        // A gap after each allocation keeps one-past-the-end pointers unambiguous.
        let span = (size + 64).div_ceil(64) * 64;
        let base = NEXT_BASE.fetch_add(span, Ordering::Relaxed);
        let alloc = Arc::new(Allocation {
            base,
            size,
            bytes: Mutex::new(vec![0; size as usize]),
            freed: AtomicBool::new(false),
            heap,
        });
        let mut reg = registry().lock();
        // Forget dead entries now and then so the table stays small.
        if reg.len() > 4096 {
            reg.retain(|_, w| w.strong_count() > 0);
        }
        reg.insert(base, Arc::downgrade(&alloc));
        Some(Pointer {
            alloc: Some(alloc),
            addr: base,
        })
    }

    /// The pointer for an integer address: with the provenance of the live allocation
    /// containing it (or ending at it), if any.
    pub fn from_addr(addr: u64) -> Pointer {
        let reg = registry().lock();
        let alloc = reg
            .range(..=addr)
            .next_back()
            .and_then(|(_, w)| w.upgrade())
            .filter(|a| addr <= a.base + a.size);
        Pointer { alloc, addr }
    }

    pub fn offset_by(&self, delta: i64) -> Pointer {
        Pointer {
            alloc: self.alloc.clone(),
            addr: self.addr.wrapping_add(delta as u64),
        }
    }

    /// The allocation and byte offset for an access of `len` bytes, or why it is invalid.
    fn checked(&self, len: u64) -> Result<(&Arc<Allocation>, usize), String> {
        let Some(a) = &self.alloc else {
            return Err(if self.addr == 0 {
                "dereferences a null pointer".into()
            } else {
                format!(
                    "accesses address 0x{:x}, which is in no allocation",
                    self.addr
                )
            });
        };
        if a.freed.load(Ordering::Relaxed) {
            return Err("accesses memory that was freed".into());
        }
        let off = self.addr.wrapping_sub(a.base);
        if off > a.size || len > a.size - off {
            return Err(format!(
                "accesses {len} bytes at offset {} of a {}-byte allocation (out of bounds)",
                off as i64, a.size
            ));
        }
        Ok((a, off as usize))
    }

    pub fn read(&self, len: u64) -> Result<Vec<u8>, String> {
        let (a, off) = self.checked(len)?;
        Ok(a.bytes.lock()[off..off + len as usize].to_vec())
    }

    pub fn write(&self, data: &[u8]) -> Result<(), String> {
        let (a, off) = self.checked(data.len() as u64)?;
        a.bytes.lock()[off..off + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// `free`: the pointer must be the start of a live heap allocation (or null).
    pub fn free(&self) -> Result<(), String> {
        let Some(a) = &self.alloc else {
            return if self.addr == 0 {
                Ok(())
            } else {
                Err("frees an address that was not allocated".into())
            };
        };
        if !a.heap || self.addr != a.base {
            return Err("frees a pointer that malloc did not return".into());
        }
        if a.freed.swap(true, Ordering::Relaxed) {
            return Err("frees memory twice".into());
        }
        a.bytes.lock().clear();
        registry().lock().remove(&a.base);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_see_writes_and_bounds_are_checked() {
        let p = Pointer::allocate(16, true).expect("small allocation");
        p.offset_by(4).write(&[1, 2, 3, 4]).expect("in bounds");
        assert_eq!(p.offset_by(4).read(4).expect("in bounds"), vec![1, 2, 3, 4]);
        assert!(p.offset_by(14).read(4).is_err());
        let q = Pointer::from_addr(p.addr + 6);
        assert_eq!(q.read(2).expect("provenance found"), vec![3, 4]);
        p.free().expect("first free");
        assert!(p.read(1).is_err());
        assert!(p.free().is_err());
        assert!(Pointer::null().read(1).is_err());
    }
}
