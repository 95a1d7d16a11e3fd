//! xla-runtime: the functions that generated code calls at run time, with a C ABI
//! (docs/lowering/parallel-runtime.md). Today: the parallel-for of
//! `--convert-scf-parallel-to-runtime`, on a persistent thread pool in which the calling
//! thread works too; and the `lapack_*_ffi` custom calls of JAX's linear algebra, computed by
//! faer (`lapack`, docs/lowering/lapack.md).
//!
//! This crate is the bridge from generated code to Rust: it exports `extern "C"` symbols
//! (`#[no_mangle]`, which the `unsafe_code` lint counts, hence the `allow`s on the exports).
//! No `unsafe` block is needed: the loop body arrives as a typed `extern "C" fn`, which safe
//! Rust may call, and the context pointer is only handed back to it, never read here. Its
//! soundness rests on the generated code, as for any C caller.
//!
//! ```c
//! typedef void (*xla_cpu_body)(void *ctx, int64_t begin, int64_t end);
//! void xla_cpu_parallel_for(xla_cpu_body body, void *ctx, int64_t begin, int64_t end, int64_t grain);
//! void xla_cpu_set_threads(int64_t n);   /* n <= 0: the available cores */
//! int64_t xla_cpu_get_threads(void);
//! void xla_lapack_call(const char *target, int64_t flags, int64_t r0, void *d0, ...); /* lapack/ */
//! ```
//! (`include/xla_runtime.h`). Panics never cross the C boundary: a panic inside the runtime
//! is caught, reported on stderr and ends the process (results would be incomplete).

#![deny(unsafe_code)]

pub mod lapack;
mod pool;

pub use pool::{parallel_for, set_threads, threads, Body};

use std::ffi::c_void;

/// Runs `body(ctx, b, e)` over contiguous chunks `[b, e)` covering `[begin, end)` on the
/// pool and returns when all have run; chunks hold at least `grain` iterations (but the
/// last). An empty range, a null `body`, one thread, a range of at most `grain` iterations
/// or a call from inside a body run `body` inline (nested loops never wait on the pool).
#[allow(unsafe_code)] // `no_mangle`: the exported C symbol; no unsafe operation.
#[no_mangle]
pub extern "C" fn xla_cpu_parallel_for(
    body: Option<Body>,
    ctx: *mut c_void,
    begin: i64,
    end: i64,
    grain: i64,
) {
    let Some(body) = body else { return };
    // The context travels to the workers as an address; only `body` reads through it.
    let ctx = ctx as usize;
    guard("xla_cpu_parallel_for", || {
        parallel_for(body, ctx, begin, end, grain)
    });
}

/// Sets the number of threads of later parallel loops, the calling thread included;
/// `n <= 0` restores the default, the available cores.
#[allow(unsafe_code)] // `no_mangle`: the exported C symbol; no unsafe operation.
#[no_mangle]
pub extern "C" fn xla_cpu_set_threads(n: i64) {
    guard("xla_cpu_set_threads", || {
        set_threads(usize::try_from(n).unwrap_or(0))
    });
}

/// The number of threads parallel loops use now.
#[allow(unsafe_code)] // `no_mangle`: the exported C symbol; no unsafe operation.
#[no_mangle]
pub extern "C" fn xla_cpu_get_threads() -> i64 {
    guard("xla_cpu_get_threads", || {
        i64::try_from(threads()).unwrap_or(i64::MAX)
    })
}

/// The symbols to register with a JIT: (name, address).
pub fn symbols() -> Vec<(&'static str, *mut ())> {
    vec![
        ("xla_cpu_parallel_for", xla_cpu_parallel_for as *mut ()),
        ("xla_cpu_set_threads", xla_cpu_set_threads as *mut ()),
        ("xla_cpu_get_threads", xla_cpu_get_threads as *mut ()),
        #[cfg(feature = "lapack")]
        ("xla_lapack_call", lapack::xla_lapack_call as *mut ()),
    ]
}

/// Runs `f`; a panic stops here (it must not unwind into C): reported, then the process ends.
fn guard<T>(name: &str, f: impl FnOnce() -> T) -> T {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(_) => {
            eprintln!("{name}: internal error (a panic in the xla runtime); aborting");
            std::process::abort()
        }
    }
}
