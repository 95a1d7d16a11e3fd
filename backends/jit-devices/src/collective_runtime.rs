//! The collective runtime of compiled code: `xla_collective_call(descriptor, rank, operand,
//! rank, result)`, which `--convert-to-llvm` emits for each collective
//! (passes/src/to_llvm/collective_calls.rs; docs/devices.md). The device a thread runs as is
//! per-thread state set by the launcher ([`as_device`]: `xla-run --backend jit --devices N`,
//! the JIT's `interpreter.run_parallel`); the call computes with the interpreter's code
//! (`xla_interp::collective_call`) and exchanges through the device's `Transport` (threads:
//! `parallel::Rendezvous`, with its 20 s timeout and failure wake-ups), so results are the
//! interpreter's bit for bit. An error cannot unwind through compiled code: it is kept for the
//! launcher ([`take_error`]), the result buffer is left as it was, and the device's later
//! collectives return at once.

use std::cell::RefCell;
use std::ffi::{c_char, CStr};
use std::sync::LazyLock;
use xla_interp::collective_call::{run, Descriptor, ResultShape, RUNTIME};
use xla_interp::dense::{tensor_from_bytes, tensor_le_bytes, tensor_to_bytes};
use xla_interp::parallel::Process;
use xla_interp::{ElemKind as IKind, Tensor};
use xla_ir::Context;
use xla_melior::ranked_view;
use xla_melior::values::elem_kind;

thread_local! {
    static DEVICE: RefCell<Option<Process>> = const { RefCell::new(None) };
    static ERROR: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Element types of the exchanged values (builtin types only; one for every thread, so the
/// values devices exchange name the same types).
static TYPES: LazyLock<Context> = LazyLock::new(Context::new);

/// Runs `f` on this thread as the device `process`: compiled collectives that `f` calls
/// exchange with the other devices through its transport. Outside it, a compiled collective
/// runs as the only device (replica 0, partition 0). Returns `f`'s result and the process,
/// its collective count advanced (a process under MPI runs several bodies in turn).
pub fn as_device<T>(process: Process, f: impl FnOnce() -> T) -> (T, Process) {
    DEVICE.with(|d| *d.borrow_mut() = Some(process));
    ERROR.with(|e| *e.borrow_mut() = None);
    let out = f();
    let process = DEVICE.with(|d| d.borrow_mut().take());
    (
        out,
        process.expect("as_device's process is set for the call"),
    )
}

/// The first error of a compiled collective on this thread since the last call, if any.
pub fn take_error() -> Option<String> {
    ERROR.with(|e| e.borrow_mut().take())
}

/// The symbol to register with the JIT.
pub fn symbols() -> Vec<(&'static str, *mut ())> {
    vec![(RUNTIME, xla_collective_call as *mut ())]
}

/// A buffer's elements, row-major, as a tensor of `ty`'s element type.
///
/// SAFETY (caller): `desc` is a ranked memref descriptor of rank `rank` whose elements are
/// `size` bytes each.
unsafe fn read(
    ctx: &Context,
    elem: xla_ir::Type,
    size: usize,
    rank: i64,
    desc: *const i64,
) -> Result<Tensor, String> {
    // SAFETY: per the contract above; every offset lies inside the described buffer.
    let (view, bytes) = unsafe {
        let view = ranked_view(rank, desc);
        let mut bytes = Vec::new();
        for off in view.element_offsets(size) {
            bytes.extend_from_slice(std::slice::from_raw_parts(view.aligned.offset(off), size));
        }
        (view, bytes)
    };
    let ty = ctx.tensor_type(&view.sizes, elem);
    tensor_from_bytes(ctx, ty, &bytes, false)
}

/// Writes `t` into the buffer, row-major.
///
/// SAFETY (caller): as [`read`], and the buffer is writable.
unsafe fn write(t: &Tensor, size: usize, rank: i64, desc: *const i64) -> Result<(), String> {
    let bytes: Vec<u8> = match t.kind {
        IKind::Complex(_) => tensor_to_bytes(t),
        _ => tensor_le_bytes(t, size),
    };
    // SAFETY: per the contract above; the shape was checked against the result's.
    unsafe {
        let view = ranked_view(rank, desc);
        if view.sizes != t.shape {
            return Err(format!(
                "result buffer of shape {:?}, computed {:?}",
                view.sizes, t.shape
            ));
        }
        for (k, off) in view.element_offsets(size).into_iter().enumerate() {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr().add(k * size),
                view.aligned.offset(off),
                size,
            );
        }
    }
    Ok(())
}

fn call(
    descriptor: *const c_char,
    in_rank: i64,
    input: *const i64,
    out_rank: i64,
    output: *const i64,
) -> Result<(), String> {
    if descriptor.is_null() || output.is_null() {
        return Err("null descriptor or result".into());
    }
    // SAFETY: the compiled call passes a NUL-terminated global string.
    let text = unsafe { CStr::from_ptr(descriptor) }
        .to_str()
        .map_err(|_| "descriptor is not UTF-8".to_string())?;
    let d = Descriptor::parse(text)?;
    let ctx = &*TYPES;
    let (elem, kind) = d.buffer_elem(ctx)?;
    let size = elem_kind(ctx, elem)
        .ok_or_else(|| format!("element type {} cannot cross the JIT boundary", d.elem))?
        .size();
    let operand = if d.kind.has_operand() {
        if input.is_null() {
            return Err("null operand".into());
        }
        // SAFETY: the compiled call passes the operand buffer's ranked descriptor, of
        // elements of the descriptor's type.
        Some(unsafe { read(ctx, elem, size, in_rank, input) }?)
    } else {
        None
    };
    // SAFETY: as above, for the result buffer.
    let shape = unsafe { ranked_view(out_rank, output) }.sizes;
    let out = ResultShape {
        ty: elem,
        kind,
        shape,
    };
    let t = DEVICE.with(|dev| run(ctx, dev.borrow().as_ref(), &d, operand.as_ref(), &out))?;
    // SAFETY: the result buffer is the call's own fresh allocation of this shape.
    unsafe { write(&t, size, out_rank, output) }
}

/// `xla_collective_call`: see the module comment; errors are kept for [`take_error`].
#[no_mangle]
pub extern "C" fn xla_collective_call(
    descriptor: *const c_char,
    in_rank: i64,
    input: *const i64,
    out_rank: i64,
    output: *const i64,
) {
    if ERROR.with(|e| e.borrow().is_some()) {
        return;
    }
    let result = std::panic::catch_unwind(|| call(descriptor, in_rank, input, out_rank, output))
        .unwrap_or_else(|_| Err("internal error (a panic in the collective runtime)".into()));
    if let Err(e) = result {
        ERROR.with(|slot| *slot.borrow_mut() = Some(format!("{RUNTIME}: {e}")));
    }
}
