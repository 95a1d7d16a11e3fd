//! The C entry of compiled code: `xla_lapack_call(target, flags, rank0, desc0, ...)`, up to
//! six memrefs passed as upstream passes unranked memrefs, `(i64 rank, ptr descriptor)`, the
//! operands first, then the result buffers (fresh, contiguous allocations). Unused slots are
//! `(0, null)`. The compiler checked the call (`spec`), so a mismatch here is an internal
//! error: reported, then the process ends, as a panic in the runtime does.
//!
//! ```c
//! void xla_lapack_call(const char *target, int64_t flags,
//!                      int64_t r0, void *d0, ..., int64_t r5, void *d5);
//! ```

use super::spec::Part;
use super::{prepare, run, Data, DataMut};
use std::ffi::{c_char, c_void, CStr};

/// A ranked memref descriptor read from its address: the data pointer and the sizes.
struct Memref {
    data: *mut c_void,
    sizes: Vec<usize>,
}

/// Reads the descriptor `{ptr allocated, ptr aligned, i64 offset, i64 sizes[r], i64 strides[r]}`
/// at `desc`; the memref must be contiguous and row-major.
///
/// # Safety
/// `desc` points to a live descriptor of rank `rank` whose buffer outlives the call.
#[allow(unsafe_code)]
unsafe fn read_memref(rank: i64, desc: *const c_void, elem_size: usize) -> Result<Memref, String> {
    let rank = usize::try_from(rank).map_err(|_| "negative rank".to_string())?;
    if desc.is_null() {
        return Err("null descriptor".into());
    }
    let words = desc as *const i64;
    // SAFETY: the descriptor holds 3 + 2·rank words (two pointers are word-sized here).
    let fields = unsafe { std::slice::from_raw_parts(words, 3 + 2 * rank) };
    let aligned = fields[1] as usize as *mut u8;
    let offset = usize::try_from(fields[2]).map_err(|_| "negative offset".to_string())?;
    let sizes: Vec<usize> = fields[3..3 + rank]
        .iter()
        .map(|&s| usize::try_from(s).unwrap_or(0))
        .collect();
    let mut expected = 1usize;
    for i in (0..rank).rev() {
        if sizes[i] > 1 && fields[3 + rank + i] != expected as i64 {
            return Err("a strided memref (the compiler passes contiguous buffers)".into());
        }
        expected = expected.saturating_mul(sizes[i]);
    }
    // SAFETY: the offset is within the allocation, as for any memref access.
    let data = unsafe { aligned.add(offset * elem_size) } as *mut c_void;
    Ok(Memref { data, sizes })
}

/// The slice of `m`'s elements.
///
/// # Safety
/// `m` was read by `read_memref` with `size_of::<T>()`, and nothing else accesses its buffer
/// during the call (operands and results are distinct buffers).
#[allow(unsafe_code)]
unsafe fn slice<'a, T>(m: &Memref) -> &'a mut [T] {
    let len: usize = m.sizes.iter().product();
    if len == 0 {
        return &mut [];
    }
    // SAFETY: a contiguous buffer of `len` elements of T (checked strides), aligned as the
    // allocation of a memref of T is.
    unsafe { std::slice::from_raw_parts_mut(m.data as *mut T, len) }
}

/// # Safety
/// `target` is null or a NUL-terminated string; each `dN` the call's target uses points to a
/// memref descriptor of rank `rN` whose buffer holds the elements its sizes and strides
/// describe (what `--convert-to-llvm` passes).
#[allow(unsafe_code)] // `no_mangle`, and reading the descriptors (see SAFETY notes).
#[no_mangle]
#[allow(clippy::too_many_arguments)] // Six memrefs, the most a LAPACK call has (gesdd).
pub unsafe extern "C" fn xla_lapack_call(
    target: *const c_char,
    flags: i64,
    r0: i64,
    d0: *const c_void,
    r1: i64,
    d1: *const c_void,
    r2: i64,
    d2: *const c_void,
    r3: i64,
    d3: *const c_void,
    r4: i64,
    d4: *const c_void,
    r5: i64,
    d5: *const c_void,
) {
    let result = std::panic::catch_unwind(|| {
        if target.is_null() {
            return Err("null target".to_string());
        }
        // SAFETY: the compiler passes a NUL-terminated global string.
        let name = unsafe { CStr::from_ptr(target) }
            .to_string_lossy()
            .into_owned();
        let slots = [(r0, d0), (r1, d1), (r2, d2), (r3, d3), (r4, d4), (r5, d5)];
        call(&name, flags, &slots).map_err(|e| format!("{name}: {e}"))
    });
    match result {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            eprintln!("xla_lapack_call: {e}; aborting");
            std::process::abort()
        }
        Err(_) => {
            eprintln!("xla_lapack_call: internal error (a panic in the xla runtime); aborting");
            std::process::abort()
        }
    }
}

#[allow(unsafe_code)]
fn call(name: &str, flags: i64, slots: &[(i64, *const c_void); 6]) -> Result<(), String> {
    let target = super::spec::parse_target(name).ok_or("unsupported target")?;
    let (in_parts, out_parts) = target.routine.parts();
    let parts: Vec<Part> = in_parts.iter().chain(out_parts).copied().collect();
    let complex = matches!(
        target.elem,
        super::spec::Elem::C64 | super::spec::Elem::C128
    );
    let double = matches!(
        target.elem,
        super::spec::Elem::F64 | super::spec::Elem::C128
    );
    let size = |p: Part| match p {
        Part::I32 => 4,
        Part::Real => 4 << usize::from(double),
        Part::Data => (4 << usize::from(double)) << usize::from(complex),
    };
    let mut memrefs = Vec::with_capacity(parts.len());
    for (i, &p) in parts.iter().enumerate() {
        let (rank, desc) = slots[i];
        // SAFETY: compiled code passes live descriptors for the call's memrefs.
        memrefs.push(unsafe { read_memref(rank, desc, size(p)) }?);
    }
    let shapes: Vec<&[usize]> = memrefs.iter().map(|m| m.sizes.as_slice()).collect();
    let (ins_shapes, outs_shapes) = shapes.split_at(in_parts.len());
    let call = prepare(
        name,
        super::spec::Flags::unpack(flags),
        ins_shapes,
        outs_shapes,
    )?;
    let elem = target.elem;
    let mut ins = Vec::new();
    let mut outs = Vec::new();
    for (i, (m, &p)) in memrefs.iter().zip(&parts).enumerate() {
        // SAFETY: each buffer's elements are of the part's type; operands are only read.
        let d = unsafe {
            use super::spec::Elem::*;
            match (p, elem) {
                (Part::I32, _) => DataMut::I32(slice(m)),
                (Part::Data, C64) => DataMut::C64(slice(m)),
                (Part::Data, C128) => DataMut::C128(slice(m)),
                (_, F32 | C64) => DataMut::F32(slice(m)),
                (_, F64 | C128) => DataMut::F64(slice(m)),
            }
        };
        if i < in_parts.len() {
            ins.push(match d {
                DataMut::F32(s) => Data::F32(s),
                DataMut::F64(s) => Data::F64(s),
                DataMut::C64(s) => Data::C64(s),
                DataMut::C128(s) => Data::C128(s),
                DataMut::I32(s) => Data::I32(s),
            });
        } else {
            outs.push(d);
        }
    }
    run(&call, &ins, &mut outs)
}
