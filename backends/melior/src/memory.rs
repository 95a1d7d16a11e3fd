//! Raw memory shared with JIT code: 64-byte-aligned buffers for memref arguments, strided reads
//! of memref results, and freeing the results' allocations (JIT code allocates with `malloc`).

use std::alloc::{alloc_zeroed, dealloc, Layout};

const ALIGN: usize = 64;

/// A zero-initialized, 64-byte-aligned byte buffer (never empty: size 0 allocates 64 bytes).
pub struct AlignedBuf {
    ptr: *mut u8,
    len: usize,
    layout: Layout,
}

impl AlignedBuf {
    pub fn zeroed(len: usize) -> Self {
        let layout = Layout::from_size_align(len.max(1).div_ceil(ALIGN) * ALIGN, ALIGN)
            .unwrap_or(Layout::new::<[u8; 64]>());
        // SAFETY: the layout has a non-zero size and a power-of-two alignment.
        let ptr = unsafe { alloc_zeroed(layout) };
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        AlignedBuf { ptr, len, layout }
    }
    pub fn from_bytes(bytes: &[u8]) -> Self {
        let buf = AlignedBuf::zeroed(bytes.len());
        // SAFETY: `buf` holds at least `bytes.len()` bytes and does not overlap `bytes`.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), buf.ptr, bytes.len()) };
        buf
    }
    pub fn as_ptr(&self) -> *mut u8 {
        self.ptr
    }
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` is valid for `len` initialized bytes for the buffer's lifetime.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl Drop for AlignedBuf {
    fn drop(&mut self) {
        // SAFETY: allocated in `zeroed` with this exact layout, freed once.
        unsafe { dealloc(self.ptr, self.layout) }
    }
}

/// Copies the elements of a strided memref (`aligned` base, element `offset`, `sizes`,
/// `strides` in elements) into a dense row-major byte vector.
pub fn read_strided(
    aligned: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    elem_size: usize,
) -> Result<Vec<u8>, String> {
    if sizes.iter().any(|&s| s < 0) {
        return Err(format!("negative size in {sizes:?}"));
    }
    let count: usize = sizes.iter().map(|&s| s as usize).product();
    let mut out = Vec::with_capacity(count.saturating_mul(elem_size));
    if count == 0 {
        return Ok(out);
    }
    if aligned == 0 {
        return Err("null data pointer".into());
    }
    // Row-major contiguous (the common case): one copy.
    let mut expected = 1i64;
    let contiguous = sizes.iter().zip(strides).rev().all(|(&size, &stride)| {
        let ok = size == 1 || stride == expected;
        expected = expected.saturating_mul(size);
        ok
    });
    if contiguous {
        let start = aligned as i64 + offset * elem_size as i64;
        // SAFETY: as below: the descriptor describes `count` contiguous elements from `start`.
        let bytes =
            unsafe { std::slice::from_raw_parts(start as usize as *const u8, count * elem_size) };
        out.extend_from_slice(bytes);
        return Ok(out);
    }
    // Non-negative strides: the elements lie in one span from the offset, read as one slice
    // and gathered in safe code (a column-major result is a transpose: blocked below).
    if strides.iter().all(|&s| s >= 0) {
        let extent: i64 = 1 + sizes
            .iter()
            .zip(strides)
            .map(|(&n, &s)| (n - 1) * s)
            .sum::<i64>();
        let start = aligned as i64 + offset * elem_size as i64;
        // SAFETY: as below; the span from the first element to the last one the descriptor
        // addresses (`extent` elements) lies inside that memory.
        let span = unsafe {
            std::slice::from_raw_parts(start as usize as *const u8, extent as usize * elem_size)
        };
        out.resize(count * elem_size, 0);
        gather(span, sizes, strides, elem_size, &mut out);
        return Ok(out);
    }
    let mut index = vec![0i64; sizes.len()];
    for _ in 0..count {
        let linear = offset + index.iter().zip(strides).map(|(i, s)| i * s).sum::<i64>();
        let addr = aligned as i64 + linear * elem_size as i64;
        // SAFETY: the descriptor came from the function just called, whose signature was
        // checked; its data pointer, offset, sizes and strides describe memory it owns or
        // aliases (an input buffer or a global), valid for these reads.
        let elem = unsafe { std::slice::from_raw_parts(addr as usize as *const u8, elem_size) };
        out.extend_from_slice(elem);
        for d in (0..sizes.len()).rev() {
            index[d] += 1;
            if index[d] < sizes[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Ok(out)
}

/// Side of the square tiles the last two dimensions are copied in: a 32 x 32 tile of 8-byte
/// elements (8 KiB read, 8 KiB written) stays in L1 while a transposed layout is gathered.
const TILE: usize = 32;

/// `out` (row-major, `sizes`) from `span` (element `i` at `sum(i_d * strides[d])`).
fn gather(span: &[u8], sizes: &[i64], strides: &[i64], es: usize, out: &mut [u8]) {
    let rank = sizes.len();
    let (rows, cols, rs, cs) = match rank {
        0 => {
            out[..es].copy_from_slice(&span[..es]);
            return;
        }
        1 => (1, sizes[0] as usize, 0, strides[0] as usize),
        _ => (
            sizes[rank - 2] as usize,
            sizes[rank - 1] as usize,
            strides[rank - 2] as usize,
            strides[rank - 1] as usize,
        ),
    };
    let outer = &sizes[..rank.saturating_sub(2)];
    let planes: usize = outer.iter().map(|&n| n as usize).product();
    let mut index = vec![0usize; outer.len()];
    for plane in 0..planes {
        let base: usize = index
            .iter()
            .zip(strides)
            .map(|(&i, &s)| i * s as usize)
            .sum();
        let dst = &mut out[plane * rows * cols * es..(plane + 1) * rows * cols * es];
        for r0 in (0..rows).step_by(TILE) {
            for c0 in (0..cols).step_by(TILE) {
                for r in r0..(r0 + TILE).min(rows) {
                    for c in c0..(c0 + TILE).min(cols) {
                        let from = (base + r * rs + c * cs) * es;
                        let to = (r * cols + c) * es;
                        dst[to..to + es].copy_from_slice(&span[from..from + es]);
                    }
                }
            }
        }
        for d in (0..index.len()).rev() {
            index[d] += 1;
            if index[d] < outer[d] as usize {
                break;
            }
            index[d] = 0;
        }
    }
}

extern "C" {
    fn free(ptr: *mut std::ffi::c_void);
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
extern "C" {
    fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
}

/// Makes glibc's `malloc` keep freed blocks in the process for the next allocations, instead
/// of mapping every large block (above 32 MiB glibc always uses a fresh `mmap`) and
/// unmapping it on `free`: a JIT call allocates its results with `malloc`, and a fresh mapping
/// costs one page fault and the zeroing of every 4 KiB page on first touch (about a third of
/// the time of an element-wise call on 64 MiB). Process-wide, so a tool opts in (xla-run does
/// for `--backend jit`); freed memory is then not returned to the system until exit. True when
/// the settings were taken (glibc only).
pub fn keep_freed_memory() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // glibc's malloc.h: M_TRIM_THRESHOLD = -1, M_MMAP_MAX = -4.
        const M_TRIM_THRESHOLD: std::ffi::c_int = -1;
        const M_MMAP_MAX: std::ffi::c_int = -4;
        // SAFETY: mallopt only changes the allocator's tuning parameters; it is thread-safe
        // (takes the arena locks) and valid at any time.
        unsafe { mallopt(M_MMAP_MAX, 0) == 1 && mallopt(M_TRIM_THRESHOLD, i32::MAX) == 1 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// Upstream's lowering of `memref.get_global` marks the allocated pointer with this value.
const GLOBAL_MARKER: usize = 0xdeadbeef;

/// Whether a result's `allocated` pointer is a heap block (not null, not a global).
pub fn is_heap_result(allocated: usize) -> bool {
    allocated != 0 && allocated != GLOBAL_MARKER
}

/// Frees a result's allocation unless it is null, a global, inside an input buffer, or
/// already freed (two results may share one allocation).
pub fn free_result(allocated: usize, inputs: &[(usize, usize)], freed: &mut Vec<usize>) {
    let in_input = inputs
        .iter()
        .any(|&(start, len)| allocated >= start && allocated < start + len.max(1));
    if allocated == 0 || allocated == GLOBAL_MARKER || in_input || freed.contains(&allocated) {
        return;
    }
    freed.push(allocated);
    // SAFETY: the pointer is the `allocated` field of a memref the JIT code returned: memory
    // from `malloc` (the lowering's allocation function) that nothing else refers to now.
    unsafe { free(allocated as *mut std::ffi::c_void) };
}

/// Keeps freed heap memory mapped for the next call (glibc): generated code mallocs and frees
/// its temporary buffers on every call, and with glibc's defaults the freed pages go back to
/// the kernel (trimmed heap tops, per-thread arenas, mmapped chunks), so each call faults
/// them in and zeroes them again (15% of a transformer's run time). As XLA's and JAX's own
/// allocators do, buffers up to 32 MiB come from the heap and up to 512 MiB of free heap stay
/// mapped. Process-wide, set once when the first module is compiled.
pub fn keep_freed_pages() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        {
            const M_TRIM_THRESHOLD: std::ffi::c_int = -1;
            const M_MMAP_THRESHOLD: std::ffi::c_int = -3;
            extern "C" {
                fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
            }
            // SAFETY: glibc's `mallopt` only changes the allocator's tuning parameters; both
            // values are within the documented ranges (the mmap threshold's maximum on 64-bit
            // targets is 32 MiB); it is safe to call at any time, from any thread.
            unsafe {
                mallopt(M_MMAP_THRESHOLD, 32 << 20);
                mallopt(M_TRIM_THRESHOLD, 512 << 20);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Element `(i_0, ..)` of a row-major read, found by walking the strides one by one.
    fn naive(data: &[u32], offset: i64, sizes: &[i64], strides: &[i64]) -> Vec<u32> {
        let count: i64 = sizes.iter().product();
        (0..count)
            .map(|mut linear| {
                let mut at = offset;
                for d in (0..sizes.len()).rev() {
                    at += (linear % sizes[d]) * strides[d];
                    linear /= sizes[d];
                }
                data[at as usize]
            })
            .collect()
    }

    fn read(data: &[u32], offset: i64, sizes: &[i64], strides: &[i64]) -> Vec<u32> {
        let bytes = read_strided(data.as_ptr() as usize, offset, sizes, strides, 4).unwrap();
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    #[test]
    fn strided_reads_gather_in_row_major_order() {
        let data: Vec<u32> = (0..5000).collect();
        for (offset, sizes, strides) in [
            (0, vec![37, 45], vec![1, 37]),        // column-major (a {0,1} layout)
            (3, vec![4, 33, 35], vec![1, 140, 4]), // {0,2,1}-like, with an offset
            (7, vec![100], vec![3]),               // 1-D, strided
            (2, vec![], vec![]),                   // rank 0
            (0, vec![6, 0, 5], vec![1, 6, 6]),     // empty
        ] {
            assert_eq!(
                read(&data, offset, &sizes, &strides),
                naive(&data, offset, &sizes, &strides),
                "{sizes:?} {strides:?}"
            );
        }
        // Negative strides take the element-by-element path.
        let reversed = read(&data, 99, &[100], &[-1]);
        assert_eq!(reversed, (0..100).rev().collect::<Vec<u32>>());
    }
}
