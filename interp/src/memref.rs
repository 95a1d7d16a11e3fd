//! memref dialect: allocation, loads and stores, copies, views that alias their source
//! (subview, cast, reinterpret_cast, collapse/expand_shape), strided metadata and globals.
//! A dealloc empties the storage, so a later access through any view of it is an error
//! (use after free) rather than silently reading stale data.

use crate::eval::{OpEval, Registry};
use crate::memref_value::MemRefValue;
use crate::value::{ElemKind, Tensor, Value};
use xla_dialect_memref::ops as memref_ops;
use xla_ir::strided::{expanded_strides, strides_and_offset};
use xla_ir::{DResult, TypeData, DYNAMIC};

/// `index` scalar.
pub fn index_value(ctx: &xla_ir::Context, v: i64) -> Value {
    Value::Tensor(Tensor {
        ty: ctx.index_type(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: vec![],
        data: crate::Buffer::Int(vec![v]),
    })
}

/// Operand `i` as a memref.
pub fn memref<'v>(
    ev: &OpEval<'_, '_>,
    operands: &'v [Value],
    i: usize,
) -> DResult<&'v MemRefValue> {
    operands
        .get(i)
        .and_then(Value::as_memref)
        .ok_or_else(|| ev.error(format!("operand #{i} is not a memref value")))
}

/// Operand `i` as an integer (an index or integer scalar).
pub fn scalar_int(ev: &OpEval<'_, '_>, operands: &[Value], i: usize) -> DResult<i64> {
    match operands.get(i) {
        Some(Value::Tensor(t)) if t.num_elements() == 1 => Ok(t.ints()[0]),
        _ => Err(ev.error(format!("operand #{i} is not a scalar value"))),
    }
}

fn ints(
    ev: &OpEval<'_, '_>,
    operands: &[Value],
    range: std::ops::Range<usize>,
) -> DResult<Vec<i64>> {
    range.map(|i| scalar_int(ev, operands, i)).collect()
}

fn element_kind(ev: &OpEval<'_, '_>, ty: xla_ir::Type) -> DResult<(xla_ir::Type, ElemKind)> {
    let elem = ev.ctx().element_type(ty);
    let kind = ElemKind::of(ev.ctx(), elem)
        .ok_or_else(|| ev.error("has an element type the interpreter does not support"))?;
    Ok((elem, kind))
}

/// Fills the `?` entries of `statics` from `dynamic`, in order.
fn fill_dynamic(ev: &OpEval<'_, '_>, statics: &[i64], dynamic: &[i64]) -> DResult<Vec<i64>> {
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next()
                    .copied()
                    .ok_or_else(|| ev.error("has too few dynamic values"))
            } else {
                Ok(s)
            }
        })
        .collect()
}

fn static_list(ev: &OpEval<'_, '_>, name: &str) -> DResult<Vec<i64>> {
    ev.op
        .attr(name)
        .and_then(|a| ev.ctx().attr_as_i64_array(a))
        .ok_or_else(|| ev.error(format!("requires attribute '{name}'")))
}

fn segments(ev: &OpEval<'_, '_>) -> DResult<Vec<std::ops::Range<usize>>> {
    let sizes = static_list(ev, "operandSegmentSizes")?;
    let mut start = 0;
    Ok(sizes
        .iter()
        .map(|&s| {
            let r = start..start + s.max(0) as usize;
            start = r.end;
            r
        })
        .collect())
}

fn bad_access(ev: &OpEval<'_, '_>, what: &str, idx: &[i64], m: &MemRefValue) -> xla_ir::Diag {
    if m.storage.lock().is_empty() && m.num_elements() > 0 {
        return ev.error(format!(
            "{what} at {idx:?} accesses a buffer that was deallocated"
        ));
    }
    ev.error(format!(
        "{what} at {idx:?} is out of bounds of a memref of shape {:?}",
        m.shape
    ))
}

fn alloc(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let ty = ev.op.result_type(0);
    let (elem, kind) = element_kind(ev, ty)?;
    let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
        return Err(ev.error("result is not a ranked memref"));
    };
    let dynamic = ints(
        ev,
        operands,
        0..shape.iter().filter(|&&d| d == DYNAMIC).count(),
    )?;
    let shape = fill_dynamic(ev, shape, &dynamic)?;
    let mut m = MemRefValue::alloc(elem, kind, &shape)
        .ok_or_else(|| ev.error("allocates more elements than the interpreter's limit"))?;
    // A static non-identity layout gets storage covering every position it addresses.
    if let Some((strides, offset)) =
        strides_and_offset(ctx, ty).filter(|(s, o)| *o != DYNAMIC && !s.contains(&DYNAMIC))
    {
        let span = shape
            .iter()
            .zip(&strides)
            .try_fold(offset, |acc, (&d, &s)| {
                acc.checked_add((d - 1).max(0).checked_mul(s.abs())?)
            });
        let big = span
            .and_then(|s| MemRefValue::alloc(elem, kind, &[s + 1]))
            .ok_or_else(|| ev.error("allocates more elements than the interpreter's limit"))?;
        m = big.view(shape, strides, offset).ok_or_else(|| {
            ev.error("has a layout with negative strides, which the interpreter does not allocate")
        })?;
    }
    if ev.op.isa::<memref_ops::AllocOp>() {
        ev.state::<MemrefState>()?
            .borrow_mut()
            .live_allocs
            .insert(&m);
    }
    Ok(vec![Value::MemRef(m)])
}

fn dealloc(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let mut storage = m.storage.lock();
    if storage.is_empty() && m.num_elements() > 0 {
        return Err(ev.error("deallocates a buffer that was already deallocated"));
    }
    *storage = crate::memref_value::zero_buffer(m.kind, 0);
    drop(storage);
    ev.state::<MemrefState>()?
        .borrow_mut()
        .live_allocs
        .remove(m);
    Ok(vec![])
}

fn load(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let idx = ints(ev, operands, 1..operands.len())?;
    let t = m
        .load(&idx)
        .ok_or_else(|| bad_access(ev, "load", &idx, m))?;
    Ok(vec![Value::Tensor(t)])
}

fn store(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let Some(Value::Tensor(v)) = operands.first() else {
        return Err(ev.error("stores a value that is not a scalar"));
    };
    let m = memref(ev, operands, 1)?;
    let idx = ints(ev, operands, 2..operands.len())?;
    m.store(&idx, v)
        .ok_or_else(|| bad_access(ev, "store", &idx, m))?;
    Ok(vec![])
}

fn copy(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (src, dst) = (memref(ev, operands, 0)?, memref(ev, operands, 1)?);
    if src.shape != dst.shape {
        return Err(ev.error(format!(
            "copies a memref of shape {:?} into one of shape {:?}",
            src.shape, dst.shape
        )));
    }
    dst.copy_from(src)
        .ok_or_else(|| ev.error("copies from or into a buffer that was deallocated"))?;
    Ok(vec![])
}

fn dim(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let i = scalar_int(ev, operands, 1)?;
    let d = usize::try_from(i)
        .ok()
        .and_then(|i| m.shape.get(i))
        .ok_or_else(|| {
            ev.error(format!(
                "dimension {i} is out of range for rank {}",
                m.rank()
            ))
        })?;
    Ok(vec![index_value(ev.ctx(), *d)])
}

/// Offsets, sizes and strides of a subview or reinterpret_cast, dynamic values filled in.
fn offset_size_stride(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<[Vec<i64>; 3]> {
    let segs = segments(ev)?;
    let mut out: [Vec<i64>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let dynamic = ints(ev, operands, segs.get(k + 1).cloned().unwrap_or(0..0))?;
        out[k] = fill_dynamic(ev, &static_list(ev, name)?, &dynamic)?;
    }
    Ok(out)
}

/// Drops the unit dimensions the result type leaves out (rank reduction).
fn reduce_rank(
    ev: &OpEval<'_, '_>,
    shape: Vec<i64>,
    strides: Vec<i64>,
) -> DResult<(Vec<i64>, Vec<i64>)> {
    let want = ev
        .ctx()
        .shape(ev.op.result_type(0))
        .unwrap_or_default()
        .to_vec();
    if want.len() == shape.len() {
        return Ok((shape, strides));
    }
    let (mut s, mut st) = (Vec::new(), Vec::new());
    for (&d, &t) in shape.iter().zip(&strides) {
        let j = s.len();
        if j < want.len() && (want[j] == DYNAMIC || want[j] == d) {
            s.push(d);
            st.push(t);
        } else if d != 1 {
            return Err(ev.error("cannot drop a non-unit dimension of the subview"));
        }
    }
    if s.len() != want.len() {
        return Err(ev.error("subview sizes do not match the result type"));
    }
    Ok((s, st))
}

fn subview(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let [offsets, sizes, steps] = offset_size_stride(ev, operands)?;
    if offsets.len() != m.rank() || sizes.len() != m.rank() || steps.len() != m.rank() {
        return Err(ev.error("has offsets, sizes or strides that do not match the source rank"));
    }
    let mut offset = m.offset;
    let mut strides = Vec::with_capacity(m.rank());
    for d in 0..m.rank() {
        let (o, s, st) = (offsets[d], sizes[d], steps[d]);
        let last = (s - 1).checked_mul(st).and_then(|x| x.checked_add(o));
        let inside = o >= 0
            && s >= 0
            && (s == 0 || (o < m.shape[d] && last.is_some_and(|l| (0..m.shape[d]).contains(&l))));
        let step = o
            .checked_mul(m.strides[d])
            .zip(st.checked_mul(m.strides[d]));
        let (Some((delta, stride)), true) = (step, inside) else {
            return Err(ev.error(format!("subview along dimension {d} runs out of bounds (offset {o}, size {s}, stride {st}, dimension {})", m.shape[d])));
        };
        offset = offset
            .checked_add(delta)
            .ok_or_else(|| ev.error("has an offset that overflows"))?;
        strides.push(stride);
    }
    let (shape, strides) = reduce_rank(ev, sizes, strides)?;
    let v = m
        .view(shape, strides, offset)
        .ok_or_else(|| ev.error("views outside its buffer (or the buffer was deallocated)"))?;
    Ok(vec![Value::MemRef(v)])
}

fn reinterpret_cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let [offsets, sizes, strides] = offset_size_stride(ev, operands)?;
    let offset = *offsets
        .first()
        .ok_or_else(|| ev.error("needs one offset"))?;
    let v = m
        .view(sizes, strides, offset)
        .ok_or_else(|| ev.error("views outside its buffer (or the buffer was deallocated)"))?;
    Ok(vec![Value::MemRef(v)])
}

fn cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    if let Some(want) = ev.ctx().shape(ev.op.result_type(0)) {
        if want.len() != m.rank()
            || want
                .iter()
                .zip(&m.shape)
                .any(|(&w, &d)| w != DYNAMIC && w != d)
        {
            return Err(ev.error(format!(
                "casts a memref of shape {:?} to an incompatible type",
                m.shape
            )));
        }
    }
    Ok(vec![Value::MemRef(m.clone())])
}

fn groups(ev: &OpEval<'_, '_>) -> DResult<Vec<Vec<usize>>> {
    let ctx = ev.ctx();
    let a = ev
        .op
        .attr("reassociation")
        .ok_or_else(|| ev.error("requires attribute 'reassociation'"))?;
    ctx.attr_as_array(a)
        .unwrap_or_default()
        .iter()
        .map(|&g| {
            ctx.attr_as_array(g)
                .unwrap_or_default()
                .iter()
                .map(|&d| {
                    ctx.attr_as_int(d)
                        .and_then(|v| usize::try_from(v).ok())
                        .ok_or_else(|| ev.error("bad reassociation"))
                })
                .collect()
        })
        .collect()
}

fn collapse_shape(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let (mut shape, mut strides) = (Vec::new(), Vec::new());
    for g in groups(ev)? {
        let dims: Vec<usize> = g.iter().copied().filter(|&d| d < m.rank()).collect();
        let Some(&last) = dims.last() else {
            return Err(ev.error("has an empty or out-of-range reassociation group"));
        };
        // Contiguous group: each dimension's stride spans the ones inside it (unit dims aside).
        for w in dims.windows(2) {
            if m.shape[w[0]] != 1
                && m.shape[w[1]] != 1
                && m.strides[w[0]] != m.strides[w[1]] * m.shape[w[1]]
            {
                return Err(ev.error("collapses dimensions that are not contiguous in memory"));
            }
        }
        shape.push(dims.iter().map(|&d| m.shape[d]).product());
        strides.push(m.strides[last]);
    }
    let v = m
        .view(shape, strides, m.offset)
        .ok_or_else(|| ev.error("views outside its buffer"))?;
    Ok(vec![Value::MemRef(v)])
}

fn expand_shape(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let dynamic = ints(ev, operands, 1..operands.len())?;
    let shape = fill_dynamic(ev, &static_list(ev, "static_output_shape")?, &dynamic)?;
    let groups: Vec<Vec<i64>> = groups(ev)?
        .into_iter()
        .map(|g| g.into_iter().map(|d| d as i64).collect())
        .collect();
    for (g, &d) in groups.iter().zip(&m.shape) {
        let size: i64 = g
            .iter()
            .map(|&i| shape.get(i as usize).copied().unwrap_or(0))
            .product();
        if size != d {
            return Err(ev.error(format!(
                "expands a dimension of size {d} into sizes whose product is {size}"
            )));
        }
    }
    let strides = expanded_strides(&m.strides, &shape, &groups)
        .ok_or_else(|| ev.error("has a reassociation that does not match the shapes"))?;
    let v = m
        .view(shape, strides, m.offset)
        .ok_or_else(|| ev.error("views outside its buffer"))?;
    Ok(vec![Value::MemRef(v)])
}

fn extract_strided_metadata(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let base = MemRefValue {
        shape: vec![],
        strides: vec![],
        offset: 0,
        ..m.clone()
    };
    let ctx = ev.ctx();
    let mut out = vec![Value::MemRef(base), index_value(ctx, m.offset)];
    out.extend(
        m.shape
            .iter()
            .chain(&m.strides)
            .map(|&v| index_value(ctx, v)),
    );
    Ok(out)
}

fn get_global(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let name = match ev.op.attr("name").map(|a| ctx.attr_data(a)) {
        Some(xla_ir::AttrData::SymbolRef { root, .. }) => ctx.symbol_str(*root).to_string(),
        _ => return Err(ev.error("requires a 'name' symbol")),
    };
    let state = ev.state::<MemrefState>()?;
    if let Some(m) = state.borrow().globals.get(&name) {
        return Ok(vec![Value::MemRef(m.clone())]);
    }
    let global = ev
        .interp
        .symbol_op(&name)
        .filter(|g| g.isa::<memref_ops::GlobalOp>())
        .ok_or_else(|| ev.error(format!("'@{name}' is not a memref.global of the module")))?;
    let ty = ev.op.result_type(0);
    let (elem, kind) = element_kind(ev, ty)?;
    let shape = ctx.shape(ty).unwrap_or_default().to_vec();
    let m = match global
        .attr("initial_value")
        .filter(|a| !matches!(ctx.attr_data(*a), xla_ir::AttrData::Unit))
    {
        Some(init) => MemRefValue::from_tensor(
            &crate::dense::tensor_from_attr(ctx, init).map_err(|e| ev.error(e))?,
        ),
        None => MemRefValue::alloc(elem, kind, &shape)
            .ok_or_else(|| ev.error("global has more elements than the interpreter's limit"))?,
    };
    state.borrow_mut().globals.insert(name, m.clone());
    Ok(vec![Value::MemRef(m)])
}

/// What memref evaluation keeps during a run.
#[derive(Default)]
pub struct MemrefState {
    /// Storage of `memref.global`s, made on first `memref.get_global` and shared by later ones.
    pub globals: rustc_hash::FxHashMap<String, MemRefValue>,
    /// Buffers made by `memref.alloc` and not yet freed by `memref.dealloc` (leak checks).
    pub live_allocs: crate::memref_value::LiveAllocs,
}

pub fn register(r: &mut Registry) {
    r.add_state::<MemrefState>();
    r.add(memref_ops::AllocOp::NAME, alloc);
    r.add(memref_ops::AllocaOp::NAME, alloc);
    r.add(memref_ops::DeallocOp::NAME, dealloc);
    r.add(memref_ops::LoadOp::NAME, load);
    r.add(memref_ops::StoreOp::NAME, store);
    r.add(memref_ops::CopyOp::NAME, copy);
    r.add(memref_ops::DimOp::NAME, dim);
    r.add(memref_ops::SubViewOp::NAME, subview);
    r.add(memref_ops::ReinterpretCastOp::NAME, reinterpret_cast);
    r.add(memref_ops::CastOp::NAME, cast);
    r.add(memref_ops::CollapseShapeOp::NAME, collapse_shape);
    r.add(memref_ops::ExpandShapeOp::NAME, expand_shape);
    r.add(
        memref_ops::ExtractStridedMetadataOp::NAME,
        extract_strided_metadata,
    );
    r.add(memref_ops::GetGlobalOp::NAME, get_global);
}
