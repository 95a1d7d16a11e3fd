//! Memory, aggregate, constant, call and branch ops of the llvm dialect.

use super::layout::{decode, encode, field_offsets, size_align, zero_value};
use super::memory::Pointer;
use crate::dense::tensor_from_attr;
use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::control_ops::{case_values, successor_operands};
use xla_dialect_llvm::gep::{gep_indices, GepIndex};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{llvm_type, LlvmType};
use xla_dialect_math::ops as math_ops;
use xla_ir::{DResult, Type};

fn type_attr(ev: &OpEval<'_, '_>, name: &str) -> DResult<Type> {
    ev.op
        .attr(name)
        .and_then(|a| ev.ctx().attr_as_type(a))
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

fn pointer<'v>(ev: &OpEval<'_, '_>, operands: &'v [Value], i: usize) -> DResult<&'v Pointer> {
    match operands.get(i) {
        Some(Value::Ptr(p)) => Ok(p),
        _ => Err(ev.error(format!("operand #{i} is not a pointer value"))),
    }
}

/// The integer value of a scalar integer operand (sign-extended).
fn int_operand(ev: &OpEval<'_, '_>, operands: &[Value], i: usize) -> DResult<i64> {
    tensor(ev, operands, i)?
        .ints()
        .first()
        .copied()
        .ok_or_else(|| ev.error(format!("operand #{i} is empty")))
}

fn size_of(ev: &OpEval<'_, '_>, t: Type) -> DResult<u64> {
    size_align(ev.ctx(), t)
        .map(|(s, _)| s)
        .ok_or_else(|| ev.error("has a type without a memory layout"))
}

// ---- constants ----

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let a = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    let ty = ev.op.result_type(0);
    if let Some(v) = struct_from_array(ev, ty, a)? {
        return Ok(vec![v]);
    }
    let t = tensor_from_attr(ctx, a).map_err(|m| ev.error(m))?;
    // An array constant from dense elements becomes a tuple of scalars.
    if let Some(LlvmType::Array { .. }) = llvm_type(ctx, ty) {
        let mut bytes = Vec::new();
        for i in 0..t.num_elements() {
            let item = t.with_data(Vec::new(), t.data.gather(&[i]));
            encode(ctx, t.ty, &Value::Tensor(item), &mut bytes).map_err(|m| ev.error(m))?;
        }
        return Ok(vec![decode(ctx, ty, &bytes).map_err(|m| ev.error(m))?]);
    }
    // `llvm.mlir.constant(1 : index) : i64`: the value takes the result's type.
    let elem = ctx.element_type(ty);
    if t.ty != elem {
        let kind = crate::value::ElemKind::of(ctx, elem)
            .ok_or_else(|| ev.error("has an unsupported type"))?;
        return Ok(vec![Value::Tensor(crate::convert::convert_tensor(
            &t, elem, kind,
        ))]);
    }
    Ok(vec![Value::Tensor(t)])
}

/// A struct value from an array attribute of scalars (a complex number's parts, as
/// `llvm.mlir.constant` and struct globals spell it): a tuple; `None` for other forms.
fn struct_from_array(
    ev: &OpEval<'_, '_>,
    ty: Type,
    a: xla_ir::Attribute,
) -> DResult<Option<Value>> {
    let ctx = ev.ctx();
    let (Some(LlvmType::Struct { body, .. }), xla_ir::AttrData::Array(items)) =
        (llvm_type(ctx, ty), ctx.attr_data(a))
    else {
        return Ok(None);
    };
    if body.len() != items.len() {
        return Err(ev.error("has a struct constant with a different number of fields"));
    }
    let mut fields = Vec::new();
    for (&f, &item) in body.iter().zip(items) {
        let t = tensor_from_attr(ctx, item).map_err(|m| ev.error(m))?;
        let kind = crate::value::ElemKind::of(ctx, f)
            .ok_or_else(|| ev.error("has an unsupported struct field type"))?;
        let t = if t.ty == f {
            t
        } else {
            crate::convert::convert_tensor(&t, f, kind)
        };
        fields.push(Value::Tensor(t));
    }
    Ok(Some(Value::Tuple(fields)))
}

/// undef and poison read as zero (any value is a valid refinement).
fn zero(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    Ok(vec![
        zero_value(ev.ctx(), ev.op.result_type(0)).map_err(|m| ev.error(m))?
    ])
}

// ---- aggregates ----

fn position(ev: &OpEval<'_, '_>) -> DResult<Vec<usize>> {
    let p = ev
        .op
        .attr("position")
        .and_then(|a| ev.ctx().attr_as_i64_array(a))
        .ok_or_else(|| ev.error("requires 'position'"))?;
    p.into_iter()
        .map(|i| usize::try_from(i).map_err(|_| ev.error("has a negative position")))
        .collect()
}

fn slot<'v>(
    ev: &OpEval<'_, '_>,
    mut v: &'v mut Value,
    position: &[usize],
) -> DResult<&'v mut Value> {
    for &i in position {
        v = match v {
            Value::Tuple(items) => items
                .get_mut(i)
                .ok_or_else(|| ev.error("position out of bounds"))?,
            _ => return Err(ev.error("position goes into a non-aggregate value")),
        };
    }
    Ok(v)
}

fn extractvalue(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mut agg = operands
        .first()
        .cloned()
        .ok_or_else(|| ev.error("expects an operand"))?;
    let pos = position(ev)?;
    Ok(vec![std::mem::replace(
        slot(ev, &mut agg, &pos)?,
        Value::Token,
    )])
}

fn insertvalue(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mut agg = operands
        .first()
        .cloned()
        .ok_or_else(|| ev.error("expects two operands"))?;
    let value = operands
        .get(1)
        .cloned()
        .ok_or_else(|| ev.error("expects two operands"))?;
    let pos = position(ev)?;
    *slot(ev, &mut agg, &pos)? = value;
    Ok(vec![agg])
}

// ---- memory ----

fn alloca(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let elem = type_attr(ev, "elem_type")?;
    let count = int_operand(ev, operands, 0)?;
    let bytes = u64::try_from(count)
        .ok()
        .and_then(|c| c.checked_mul(size_of(ev, elem).ok()?));
    let p = bytes
        .and_then(|b| Pointer::allocate(b, false))
        .ok_or_else(|| ev.error("allocates more memory than the interpreter allows"))?;
    Ok(vec![Value::Ptr(p)])
}

fn load(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ty = ev.op.result_type(0);
    let bytes = pointer(ev, operands, 0)?
        .read(size_of(ev, ty)?)
        .map_err(|m| ev.error(m))?;
    Ok(vec![decode(ev.ctx(), ty, &bytes).map_err(|m| ev.error(m))?])
}

fn store(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mut bytes = Vec::new();
    let value = operands
        .first()
        .ok_or_else(|| ev.error("expects a value"))?;
    encode(ev.ctx(), ev.op.operand_type(0), value, &mut bytes).map_err(|m| ev.error(m))?;
    pointer(ev, operands, 1)?
        .write(&bytes)
        .map_err(|m| ev.error(m))?;
    Ok(Vec::new())
}

fn gep(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let base = pointer(ev, operands, 0)?;
    let mut current = type_attr(ev, "elem_type")?;
    let mut offset: i64 = 0;
    for (n, index) in gep_indices(&ev.op).into_iter().enumerate() {
        let i = match index {
            GepIndex::Const(c) => i64::from(c),
            GepIndex::Dynamic(d) => int_operand(ev, operands, d)?,
        };
        let step = if n == 0 {
            size_of(ev, current)? as i64
        } else {
            match llvm_type(ctx, current) {
                Some(LlvmType::Array { elem, .. }) => {
                    current = elem;
                    size_of(ev, elem)? as i64
                }
                Some(LlvmType::Struct { body, packed, .. }) => {
                    let layout = field_offsets(ctx, &body, packed)
                        .ok_or_else(|| ev.error("indexes a struct without layout"))?;
                    let f = usize::try_from(i)
                        .ok()
                        .filter(|&f| f < body.len())
                        .ok_or_else(|| ev.error("struct index out of range"))?;
                    current = body[f];
                    offset = offset.wrapping_add(layout.offsets[f] as i64);
                    continue;
                }
                _ => return Err(ev.error("indexes into a type the interpreter cannot")),
            }
        };
        offset = offset.wrapping_add(i.wrapping_mul(step));
    }
    Ok(vec![Value::Ptr(base.offset_by(offset))])
}

fn mem_transfer(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dst = pointer(ev, operands, 0)?;
    let len = int_operand(ev, operands, 2)?;
    let len = u64::try_from(len).map_err(|_| ev.error("has a negative length"))?;
    let bytes = if ev.op.isa::<llvm_ops::MemsetOp>() {
        let byte = int_operand(ev, operands, 1)? as u8;
        if len > super::memory::MAX_ALLOCATION {
            return Err(ev.error("writes more memory than the interpreter allows"));
        }
        vec![byte; len as usize]
    } else {
        pointer(ev, operands, 1)?
            .read(len)
            .map_err(|m| ev.error(m))?
    };
    dst.write(&bytes).map_err(|m| ev.error(m))?;
    Ok(Vec::new())
}

// ---- globals ----

fn addressof(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let name = xla_dialect_llvm::constant_ops::addressof_name(&ev.op)
        .ok_or_else(|| ev.error("requires 'global_name'"))?;
    let globals = ev.state::<LlvmGlobals>()?;
    if let Some(p) = globals.borrow().0.get(name) {
        return Ok(vec![Value::Ptr(p.clone())]);
    }
    let global = ev
        .interp
        .symbol_op(name)
        .ok_or_else(|| ev.error(format!("refers to '@{name}', which is not in the module")))?;
    if matches!(
        global.name_str(),
        llvm_ops::FuncOp::NAME | func_ops::FuncOp::NAME
    ) {
        return super::parallel_runtime::function_pointer(name)
            .map(|p| vec![Value::Ptr(p)])
            .ok_or_else(|| ev.error("cannot make a function address"));
    }
    if !global.isa::<llvm_ops::GlobalOp>() {
        return Err(ev.error(format!("refers to '@{name}', which is not a global")));
    }
    let ty = xla_dialect_llvm::constant_ops::global_type(&global)
        .ok_or_else(|| ev.error("refers to a global without type"))?;
    let ctx = ev.ctx();
    let init = match global.attr("value") {
        Some(a) => match ctx.attr_data(a) {
            xla_ir::AttrData::String { value, .. } => Some(Value::Tuple(
                value
                    .iter().copied()
                    .map(|b| {
                        Value::Tensor(
                            super::layout::scalar_from_bits(ctx, ctx.integer_type(8), u64::from(b))
                                .expect("scalar_from_bits fails only for complex types; i8 is an integer"),
                        )
                    })
                    .collect(),
            )),
            xla_ir::AttrData::Array(_) => struct_from_array(ev, ty, a)?,
            _ => {
                let sub = GlobalInit { ty, attr: a };
                Some(sub.value(ev)?)
            }
        },
        None => {
            let (body, regions) = global.body.op_regions(global.id);
            match regions.first() {
                Some(&r) if body.entry_block(r).is_some() => ev
                    .interp
                    .run_region(body, r, Vec::new(), None)?
                    .into_iter()
                    .next(),
                _ => None,
            }
        }
    };
    let p =
        Pointer::allocate(size_of(ev, ty)?, false).ok_or_else(|| ev.error("global too large"))?;
    if let Some(v) = init {
        let mut bytes = Vec::new();
        encode(ctx, ty, &v, &mut bytes).map_err(|m| ev.error(m))?;
        p.write(&bytes).map_err(|m| ev.error(m))?;
    }
    globals.borrow_mut().0.insert(name.to_string(), p.clone());
    Ok(vec![Value::Ptr(p)])
}

/// A global's initializer attribute, converted to a value of its type.
struct GlobalInit {
    ty: Type,
    attr: xla_ir::Attribute,
}

impl GlobalInit {
    fn value(&self, ev: &OpEval<'_, '_>) -> DResult<Value> {
        let ctx = ev.ctx();
        let t = tensor_from_attr(ctx, self.attr).map_err(|m| ev.error(m))?;
        let mut bytes = Vec::new();
        for i in 0..t.num_elements() {
            let item = t.with_data(Vec::new(), t.data.gather(&[i]));
            encode(ctx, t.ty, &Value::Tensor(item), &mut bytes).map_err(|m| ev.error(m))?;
        }
        let size = size_of(ev, self.ty)? as usize;
        if bytes.len() == size_of(ev, t.ty).unwrap_or(0) as usize
            && size > bytes.len()
            && !bytes.is_empty()
        {
            // A splat scalar initializes every element.
            let one = bytes.clone();
            while bytes.len() < size {
                bytes.extend_from_slice(&one);
            }
        }
        bytes.resize(size, 0);
        decode(ctx, self.ty, &bytes).map_err(|m| ev.error(m))
    }
}

// ---- calls ----

fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let name = xla_dialect_llvm::call_op::callee_name(&ev.op)
        .ok_or_else(|| ev.error("indirect calls are not supported by the interpreter"))?;
    if let Some(f) = ev.interp.function(name) {
        if !xla_dialect_llvm::func_ops::is_declaration(&f) || f.isa::<func_ops::FuncOp>() {
            return ev.interp.call(name, operands.to_vec());
        }
    }
    let result = |p: Pointer| Ok(vec![Value::Ptr(p)]);
    let alloc = |size: i64| {
        Pointer::allocate(u64::try_from(size).unwrap_or(u64::MAX), true)
            .ok_or_else(|| ev.error(format!("cannot allocate {size} bytes")))
    };
    if let Some(r) = super::parallel_runtime::call(ev, name, operands) {
        return r;
    }
    if let Some(r) = super::check_runtime::call(ev, name, operands) {
        return r;
    }
    if name == "xla_lapack_call" {
        return super::lapack_runtime::call(ev, operands);
    }
    if name == crate::collective_call::RUNTIME {
        return super::collective_runtime::call(ev, operands);
    }
    if let Some(r) = super::libc::call(ev, name, operands) {
        return r;
    }
    match name {
        "memrefCopy" => super::memref_copy::call(ev, operands),
        "malloc" => result(alloc(int_operand(ev, operands, 0)?)?),
        "aligned_alloc" => result(alloc(int_operand(ev, operands, 1)?)?),
        "calloc" => result(alloc(
            int_operand(ev, operands, 0)?.saturating_mul(int_operand(ev, operands, 1)?),
        )?),
        "free" => {
            pointer(ev, operands, 0)?.free().map_err(|m| ev.error(m))?;
            Ok(Vec::new())
        }
        _ => match libm_kernel(name) {
            Some(kernel) => libm_call(ev, operands, kernel),
            None => Err(ev.error(format!(
                "calls external function '@{name}', which the interpreter does not provide"
            ))),
        },
    }
}

/// The math op whose kernel a libm function (`erff`, `erf`, `atan2f`, ...) evaluates.
fn libm_kernel(name: &str) -> Option<&'static str> {
    const TABLE: [(&str, &str); 14] = [
        ("erf", math_ops::ErfOp::NAME),
        ("erfc", math_ops::ErfcOp::NAME),
        ("acos", math_ops::AcosOp::NAME),
        ("asin", math_ops::AsinOp::NAME),
        ("atan", math_ops::AtanOp::NAME),
        ("acosh", math_ops::AcoshOp::NAME),
        ("asinh", math_ops::AsinhOp::NAME),
        ("atanh", math_ops::AtanhOp::NAME),
        ("cosh", math_ops::CoshOp::NAME),
        ("sinh", math_ops::SinhOp::NAME),
        ("cbrt", math_ops::CbrtOp::NAME),
        ("expm1", math_ops::ExpM1Op::NAME),
        ("log1p", math_ops::Log1pOp::NAME),
        ("atan2", math_ops::Atan2Op::NAME),
    ];
    TABLE
        .iter()
        .find(|(base, _)| name == *base || name.strip_suffix('f') == Some(*base))
        .map(|&(_, k)| k)
}

fn libm_call(ev: &OpEval<'_, '_>, operands: &[Value], kernel: &str) -> DResult<Vec<Value>> {
    let k = crate::math::kernels(kernel).ok_or_else(|| ev.error("has no libm evaluation"))?;
    let a = tensor(ev, operands, 0)?;
    let b = if operands.len() > 1 {
        tensor(ev, operands, 1)?
    } else {
        a
    };
    crate::elementwise::one(crate::elementwise::binary(ev, a, b, k)?)
}

// ---- branches ----

fn cond_br(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<(usize, Vec<Value>)> {
    let taken = if tensor(ev, operands, 0)?
        .bools()
        .first()
        .copied()
        .unwrap_or(false)
    {
        0
    } else {
        1
    };
    let ranges = successor_operands(&ev.op);
    let r = ranges.get(taken).cloned().unwrap_or(0..0);
    Ok((taken, operands.get(r).unwrap_or(&[]).to_vec()))
}

fn switch(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<(usize, Vec<Value>)> {
    let v = int_operand(ev, operands, 0)?;
    let taken = case_values(&ev.op)
        .iter()
        .position(|&c| c == v)
        .map_or(0, |i| i + 1);
    let ranges = successor_operands(&ev.op);
    let r = ranges.get(taken).cloned().unwrap_or(0..0);
    Ok((taken, operands.get(r).unwrap_or(&[]).to_vec()))
}

/// Storage of `llvm.mlir.global`s, made on first `llvm.mlir.addressof`.
#[derive(Default)]
pub struct LlvmGlobals(pub rustc_hash::FxHashMap<String, super::memory::Pointer>);

pub fn register(r: &mut Registry) {
    r.add_state::<LlvmGlobals>();
    r.add(llvm_ops::ConstantOp::NAME, constant);
    for name in [
        llvm_ops::UndefOp::NAME,
        llvm_ops::PoisonOp::NAME,
        llvm_ops::ZeroOp::NAME,
    ] {
        r.add(name, zero);
    }
    r.add(llvm_ops::ExtractValueOp::NAME, extractvalue);
    r.add(llvm_ops::InsertValueOp::NAME, insertvalue);
    r.add(llvm_ops::AllocaOp::NAME, alloca);
    r.add(llvm_ops::LoadOp::NAME, load);
    r.add(llvm_ops::StoreOp::NAME, store);
    r.add(llvm_ops::GEPOp::NAME, gep);
    for name in [
        llvm_ops::MemcpyOp::NAME,
        llvm_ops::MemmoveOp::NAME,
        llvm_ops::MemsetOp::NAME,
    ] {
        r.add(name, mem_transfer);
    }
    r.add(llvm_ops::AddressOfOp::NAME, addressof);
    r.add(llvm_ops::CallOp::NAME, call);
    r.add_branch(llvm_ops::CondBrOp::NAME, cond_br);
    r.add_branch(llvm_ops::SwitchOp::NAME, switch);
}
