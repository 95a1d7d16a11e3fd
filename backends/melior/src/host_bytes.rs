//! The bytes of a host buffer: a Rust vector, an allocation that JIT code made with
//! `malloc` and handed over as a result (taken as it is, so that a result is not copied on
//! its way out of a call; freed with `free` when dropped), or memory a caller lends for the
//! length of a call (a Python array passed in place).

use std::ops::Deref;
use std::ptr::NonNull;

extern "C" {
    fn free(ptr: *mut std::ffi::c_void);
}

/// Owned bytes; reads as a `[u8]`.
pub struct HostBytes(Storage);

enum Storage {
    Vec(Vec<u8>),
    /// `len` bytes at `data`, inside the `malloc` block at `base`.
    Malloc {
        base: NonNull<std::ffi::c_void>,
        data: NonNull<u8>,
        len: usize,
    },
    /// `len` bytes at `data` that someone else owns and keeps alive (never freed here).
    Borrowed {
        data: NonNull<u8>,
        len: usize,
    },
}

// SAFETY: a `Malloc` block is owned exclusively by this value (nothing else refers to it once
// taken), and `Borrowed` bytes stay alive and unwritten while it lives (`borrowed`'s
// contract), so moving or sharing it across threads is as safe as for a `Vec<u8>`.
unsafe impl Send for HostBytes {}
// SAFETY: as above; shared access only reads.
unsafe impl Sync for HostBytes {}

impl HostBytes {
    /// Takes ownership of a `malloc` block.
    ///
    /// # Safety
    /// `base` was returned by `malloc` and is owned by nobody else (it is freed when the value
    /// is dropped); `data..data + len` lies inside that block and is initialized.
    pub unsafe fn from_malloc(
        base: NonNull<std::ffi::c_void>,
        data: NonNull<u8>,
        len: usize,
    ) -> Self {
        HostBytes(Storage::Malloc { base, data, len })
    }

    /// Lends `len` bytes at `data` without copying them (dropping the value leaves them alone).
    ///
    /// # Safety
    /// `data..data + len` is initialized, stays alive and is not written by anyone else for as
    /// long as the value (or anything reading through it) lives.
    pub unsafe fn borrowed(data: NonNull<u8>, len: usize) -> Self {
        HostBytes(Storage::Borrowed { data, len })
    }
}

impl Deref for HostBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match &self.0 {
            Storage::Vec(v) => v,
            // SAFETY: `from_malloc`'s contract: `len` initialized bytes at `data`, alive until drop.
            Storage::Malloc { data, len, .. } => unsafe {
                std::slice::from_raw_parts(data.as_ptr(), *len)
            },
            // SAFETY: `borrowed`'s contract: `len` initialized bytes at `data`, alive and
            // unchanged while this value lives.
            Storage::Borrowed { data, len } => unsafe {
                std::slice::from_raw_parts(data.as_ptr(), *len)
            },
        }
    }
}

impl Drop for HostBytes {
    fn drop(&mut self) {
        if let Storage::Malloc { base, .. } = self.0 {
            // SAFETY: `base` came from `malloc`, is owned by this value alone, and is freed once.
            unsafe { free(base.as_ptr()) }
        }
    }
}

impl From<Vec<u8>> for HostBytes {
    fn from(v: Vec<u8>) -> Self {
        HostBytes(Storage::Vec(v))
    }
}

impl Clone for HostBytes {
    fn clone(&self) -> Self {
        HostBytes(Storage::Vec(self.to_vec()))
    }
}

impl PartialEq for HostBytes {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl std::fmt::Debug for HostBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        fn malloc(size: usize) -> *mut std::ffi::c_void;
    }

    #[test]
    fn vectors_read_compare_and_clone() {
        let a = HostBytes::from(vec![1u8, 2, 3]);
        assert_eq!(&*a, &[1, 2, 3]);
        assert_eq!(a.clone(), a);
        assert_ne!(HostBytes::from(vec![1u8]), a);
        assert_eq!(format!("{a:?}"), "[1, 2, 3]");
    }

    #[test]
    fn malloc_blocks_read_from_their_offset_and_free_once() {
        for _ in 0..1000 {
            // SAFETY: a fresh 16-byte block, checked non-null, written before it is read.
            let block = unsafe {
                let base = NonNull::new(malloc(16)).expect("malloc");
                let bytes = base.as_ptr().cast::<u8>();
                for i in 0..16 {
                    bytes.add(i).write(i as u8);
                }
                // The data starts 4 bytes in, as a memref result with an offset does.
                let data = NonNull::new(bytes.add(4)).expect("non-null");
                HostBytes::from_malloc(base, data, 8)
            };
            assert_eq!(&*block, &[4, 5, 6, 7, 8, 9, 10, 11]);
            let copy = block.clone();
            drop(block);
            assert_eq!(&*copy, &[4, 5, 6, 7, 8, 9, 10, 11]);
            assert_eq!(copy, HostBytes::from((4u8..12).collect::<Vec<_>>()));
        }
    }

    #[test]
    fn borrowed_bytes_read_in_place_and_clone_into_a_vector() {
        let owner = [7u8, 8, 9];
        // SAFETY: `owner` outlives `lent` and is not written while `lent` lives.
        let lent = unsafe { HostBytes::borrowed(NonNull::from(&owner[0]), owner.len()) };
        assert_eq!(lent.as_ptr(), owner.as_ptr());
        let copy = lent.clone();
        drop(lent);
        assert_eq!(&*copy, &[7, 8, 9]);
        assert_ne!(copy.as_ptr(), owner.as_ptr());
    }
}
