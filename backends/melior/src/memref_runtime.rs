//! `memrefCopy`, upstream's runtime copy between strided memrefs (mlir_c_runner_utils), which
//! `--convert-to-llvm` calls for copies between strided views too large to unroll
//! (passes/src/to_llvm/memref_copy_call.rs). Registered with the JIT next to the check runtime.

/// One memref as upstream's unranked descriptor `{i64 rank, ptr ranked}` points to it:
/// `{ptr allocated, ptr aligned, i64 offset, [rank] sizes, [rank] strides}`.
pub struct View {
    pub aligned: *mut u8,
    pub offset: i64,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

/// Reads the descriptor behind an unranked memref pointer.
///
/// SAFETY (caller): `unranked` points to `{i64 rank, ptr desc}` with `desc` a ranked
/// descriptor of that rank, as the compiled copy builds them.
unsafe fn view(unranked: *const i64) -> View {
    // SAFETY: per the contract above.
    unsafe {
        let rank = *unranked;
        let desc = *(unranked.add(1) as *const *const i64);
        ranked_view(rank, desc)
    }
}

/// Reads a ranked descriptor of rank `rank` (the two halves of an unranked memref).
///
/// # Safety
/// `desc` points to a ranked memref descriptor of rank `rank`.
pub unsafe fn ranked_view(rank: i64, desc: *const i64) -> View {
    // SAFETY: per the contract above.
    unsafe {
        let rank = rank.max(0) as usize;
        let field = |i: usize| *desc.add(3 + i);
        View {
            aligned: *(desc.add(1) as *const *mut u8),
            offset: *desc.add(2),
            sizes: (0..rank).map(field).collect(),
            strides: (rank..2 * rank).map(field).collect(),
        }
    }
}

impl View {
    /// Byte offsets of the elements from `aligned`, in row-major order.
    pub fn element_offsets(&self, elem_size: usize) -> Vec<isize> {
        let mut out = Vec::new();
        if self.sizes.iter().any(|&n| n <= 0) {
            return out;
        }
        let mut idx = vec![0i64; self.sizes.len()];
        loop {
            let lin = self.offset
                + idx
                    .iter()
                    .zip(&self.strides)
                    .map(|(i, s)| i * s)
                    .sum::<i64>();
            out.push((lin * elem_size as i64) as isize);
            let mut k = idx.len();
            loop {
                if k == 0 {
                    return out;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < self.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
    }
}

/// `memrefCopy(elemSize, src, dst)`: copies every element of `src` into `dst` (same shape).
#[allow(non_snake_case)] // upstream's symbol name
pub extern "C" fn memrefCopy(elem_size: i64, src: *const i64, dst: *const i64) {
    if src.is_null() || dst.is_null() || elem_size <= 0 {
        return;
    }
    // SAFETY: the compiled `memref.copy` passes two unranked descriptors of valid memrefs of
    // equal shape (the op's verifier requires it); every address below lies inside them.
    unsafe {
        let (s, d) = (view(src), view(dst));
        if s.sizes != d.sizes || s.sizes.iter().any(|&n| n <= 0) {
            return;
        }
        let mut idx = vec![0i64; s.sizes.len()];
        loop {
            let at = |v: &View| {
                (v.offset
                    + idx
                        .iter()
                        .zip(&v.strides)
                        .map(|(i, st)| i * st)
                        .sum::<i64>())
                    * elem_size
            };
            std::ptr::copy_nonoverlapping(
                s.aligned.offset(at(&s) as isize),
                d.aligned.offset(at(&d) as isize),
                elem_size as usize,
            );
            let mut k = idx.len();
            loop {
                if k == 0 {
                    return;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < s.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
    }
}
