//! What `--convert-scf-parallel-to-runtime` leaves (docs/lowering/parallel-runtime.md):
//! function addresses (`func.constant`, `llvm.mlir.addressof` of a function), calls of the
//! runtime's `xla_cpu_parallel_for`, which the interpreter runs in order, one grain-sized
//! chunk after the other (a valid schedule: the iterations are independent), and memrefs
//! packed into the context struct before `--convert-to-llvm` (`unrealized_conversion_cast`
//! between a memref and its descriptor struct, whose pointers are handles of the memref's
//! storage).

use super::layout::scalar_from_bits;
use super::memory::Pointer;
use crate::eval::OpEval;
use crate::memref_value::MemRefValue;
use crate::value::{Buffer, ElemKind, Value};
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use std::sync::{Arc, OnceLock, Weak};
use xla_ir::{Context, DResult, Type, TypeData};

/// Function addresses: one small allocation per function name, and back.
#[derive(Default)]
struct Functions {
    by_name: FxHashMap<String, Pointer>,
    by_addr: FxHashMap<u64, String>,
}

fn functions() -> &'static Mutex<Functions> {
    static F: OnceLock<Mutex<Functions>> = OnceLock::new();
    F.get_or_init(Mutex::default)
}

/// The address of function `name` (the same pointer every time).
pub fn function_pointer(name: &str) -> Option<Pointer> {
    let mut f = functions().lock();
    if let Some(p) = f.by_name.get(name) {
        return Some(p.clone());
    }
    let p = Pointer::allocate(1, false)?;
    f.by_name.insert(name.to_string(), p.clone());
    f.by_addr.insert(p.addr, name.to_string());
    Some(p)
}

fn function_at(p: &Pointer) -> Option<String> {
    functions().lock().by_addr.get(&p.addr).cloned()
}

/// Memref storages handed out as descriptor pointers.
#[derive(Default)]
struct Handles {
    by_storage: FxHashMap<usize, (Weak<Mutex<Buffer>>, Pointer)>,
    by_addr: FxHashMap<u64, Weak<Mutex<Buffer>>>,
}

fn handles() -> &'static Mutex<Handles> {
    static H: OnceLock<Mutex<Handles>> = OnceLock::new();
    H.get_or_init(Mutex::default)
}

fn handle_of(storage: &Arc<Mutex<Buffer>>) -> Option<Pointer> {
    let mut h = handles().lock();
    let key = Arc::as_ptr(storage) as usize;
    if let Some((w, p)) = h.by_storage.get(&key) {
        if w.upgrade().is_some_and(|s| Arc::ptr_eq(&s, storage)) {
            return Some(p.clone());
        }
    }
    if h.by_storage.len() > 4096 {
        h.by_storage.retain(|_, (w, _)| w.strong_count() > 0);
        h.by_addr.retain(|_, w| w.strong_count() > 0);
    }
    let p = Pointer::allocate(1, false)?;
    h.by_storage
        .insert(key, (Arc::downgrade(storage), p.clone()));
    h.by_addr.insert(p.addr, Arc::downgrade(storage));
    Some(p)
}

fn i64_value(ctx: &Context, v: i64) -> DResult<Value> {
    scalar_from_bits(ctx, ctx.i64(), v as u64)
        .map(Value::Tensor)
        .ok_or_else(|| xla_ir::Diag::error(ctx.unknown_loc(), "i64 scalar"))
}

/// The descriptor struct of memref `m`: `(handle, handle, offset, sizes, strides)`.
pub fn descriptor_of(ev: &OpEval<'_, '_>, m: &MemRefValue) -> DResult<Value> {
    let ctx = ev.ctx();
    let p = handle_of(&m.storage).ok_or_else(|| ev.error("cannot make a memref handle"))?;
    let ints = |xs: &[i64]| {
        xs.iter()
            .map(|&x| i64_value(ctx, x))
            .collect::<DResult<Vec<_>>>()
            .map(Value::Tuple)
    };
    let mut fields = vec![
        Value::Ptr(p.clone()),
        Value::Ptr(p),
        i64_value(ctx, m.offset)?,
    ];
    if !m.shape.is_empty() {
        fields.push(ints(&m.shape)?);
        fields.push(ints(&m.strides)?);
    }
    Ok(Value::Tuple(fields))
}

/// The memref of type `ty` a descriptor made by [`descriptor_of`] stands for.
pub fn memref_of(ev: &OpEval<'_, '_>, ty: Type, v: &Value) -> DResult<MemRefValue> {
    let ctx = ev.ctx();
    let TypeData::MemRef { shape, elem, .. } = ctx.type_data(ty).clone() else {
        return Err(ev.error("expects a memref result"));
    };
    let not_ours =
        || ev.error("casts a descriptor the interpreter did not make from a memref to a memref");
    let Value::Tuple(fields) = v else {
        return Err(not_ours());
    };
    let int = |v: &Value| match v {
        Value::Tensor(t) => t.ints().first().copied(),
        _ => None,
    };
    let list = |v: Option<&Value>| match v {
        Some(Value::Tuple(xs)) => xs.iter().map(int).collect::<Option<Vec<i64>>>(),
        _ => None,
    };
    let (Some(Value::Ptr(p)), Some(offset)) = (fields.get(1), fields.get(2).and_then(int)) else {
        return Err(not_ours());
    };
    let (sizes, strides) = if shape.is_empty() {
        (Vec::new(), Vec::new())
    } else {
        (
            list(fields.get(3)).ok_or_else(not_ours)?,
            list(fields.get(4)).ok_or_else(not_ours)?,
        )
    };
    let storage = handles()
        .lock()
        .by_addr
        .get(&p.addr)
        .and_then(Weak::upgrade)
        .ok_or_else(not_ours)?;
    let kind =
        ElemKind::of(ctx, elem).ok_or_else(|| ev.error("has an unsupported element type"))?;
    let m = MemRefValue {
        ty: elem,
        kind,
        storage,
        shape: sizes,
        strides,
        offset,
    };
    if m.shape.len() != shape.len() || !m.in_bounds() {
        return Err(ev.error("casts a descriptor that does not fit its memref"));
    }
    Ok(m)
}

/// Calls of the runtime's functions, or `None` for other names.
pub fn call(ev: &OpEval<'_, '_>, name: &str, operands: &[Value]) -> Option<DResult<Vec<Value>>> {
    match name {
        "xla_cpu_parallel_for" => Some(parallel_for(ev, operands)),
        "xla_cpu_set_threads" => Some(Ok(Vec::new())),
        // The interpreter runs every loop on one thread.
        "xla_cpu_get_threads" => Some(i64_value(ev.ctx(), 1).map(|v| vec![v])),
        _ => None,
    }
}

/// `xla_cpu_parallel_for(body, ctx, begin, end, grain)`: `body(ctx, b, e)` for each chunk of
/// `grain` iterations of `[begin, end)`, in order.
fn parallel_for(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let [Value::Ptr(f), context, begin, end, grain] = operands else {
        return Err(ev.error("xla_cpu_parallel_for expects (body, ctx, begin, end, grain)"));
    };
    let body = function_at(f)
        .ok_or_else(|| ev.error("xla_cpu_parallel_for: the body is not a function's address"))?;
    let int = |v: &Value| match v {
        Value::Tensor(t) => t
            .ints()
            .first()
            .copied()
            .ok_or_else(|| ev.error("expects an integer")),
        _ => Err(ev.error("xla_cpu_parallel_for expects integer bounds")),
    };
    let (begin, end, grain) = (int(begin)?, int(end)?, int(grain)?.max(1));
    let ctx = ev.ctx();
    let mut b = begin;
    while b < end {
        let e = b.saturating_add(grain).min(end);
        ev.interp.call(
            &body,
            vec![context.clone(), i64_value(ctx, b)?, i64_value(ctx, e)?],
        )?;
        b = e;
    }
    Ok(Vec::new())
}
