//! Scalar and vector arithmetic of the llvm dialect, evaluated with the arith and math
//! kernels (same predicates, same integer semantics), plus pointer comparisons and casts.

use super::memory::Pointer;
use crate::elementwise::{binary, bool_tensor, one, tensor, Kernels};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_ir::DResult;

/// The arith or math op whose kernel evaluates an llvm op.
fn kernel_name(llvm: &str) -> Option<&'static str> {
    Some(match llvm {
        "llvm.add" => "arith.addi",
        "llvm.sub" => "arith.subi",
        "llvm.mul" => "arith.muli",
        "llvm.udiv" => "arith.divui",
        "llvm.sdiv" => "arith.divsi",
        "llvm.urem" => "arith.remui",
        "llvm.srem" => "arith.remsi",
        "llvm.and" => "arith.andi",
        "llvm.or" => "arith.ori",
        "llvm.xor" => "arith.xori",
        "llvm.shl" => "arith.shli",
        "llvm.lshr" => "arith.shrui",
        "llvm.ashr" => "arith.shrsi",
        "llvm.fadd" => "arith.addf",
        "llvm.fsub" => "arith.subf",
        "llvm.fmul" => "arith.mulf",
        "llvm.fdiv" => "arith.divf",
        "llvm.frem" => "arith.remf",
        "llvm.fneg" => "arith.negf",
        "llvm.intr.maxnum" => "arith.maxnumf",
        "llvm.intr.minnum" => "arith.minnumf",
        "llvm.intr.maximum" => "arith.maximumf",
        "llvm.intr.minimum" => "arith.minimumf",
        "llvm.intr.smax" => "arith.maxsi",
        "llvm.intr.smin" => "arith.minsi",
        "llvm.intr.umax" => "arith.maxui",
        "llvm.intr.umin" => "arith.minui",
        "llvm.intr.fabs" => "math.absf",
        "llvm.intr.exp" => "math.exp",
        "llvm.intr.exp2" => "math.exp2",
        "llvm.intr.log" => "math.log",
        "llvm.intr.log2" => "math.log2",
        "llvm.intr.log10" => "math.log10",
        "llvm.intr.sqrt" => "math.sqrt",
        "llvm.intr.sin" => "math.sin",
        "llvm.intr.cos" => "math.cos",
        "llvm.intr.tan" => "math.tan",
        "llvm.intr.tanh" => "math.tanh",
        "llvm.intr.floor" => "math.floor",
        "llvm.intr.ceil" => "math.ceil",
        "llvm.intr.round" => "math.round",
        // The default rounding mode is to nearest even.
        "llvm.intr.roundeven" | "llvm.intr.rint" | "llvm.intr.nearbyint" => "math.roundeven",
        "llvm.intr.trunc" => "math.trunc",
        "llvm.intr.pow" => "math.powf",
        "llvm.intr.copysign" => "math.copysign",
        "llvm.intr.ctpop" => "math.ctpop",
        "llvm.intr.ctlz" => "math.ctlz",
        "llvm.intr.cttz" => "math.cttz",
        "llvm.intr.abs" => "math.absi",
        _ => return None,
    })
}

fn kernels(name: &str) -> Option<Kernels> {
    crate::arith::kernels(name).or_else(|| crate::math::kernels(name))
}

fn elementwise(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let name = kernel_name(ev.op.name_str())
        .ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let k = kernels(name).ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    let b = if operands.len() > 1 {
        tensor(ev, operands, 1)?
    } else {
        a
    };
    one(binary(ev, a, b, k)?)
}

fn fma(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    crate::math::fma(ev, operands)
}

/// Pointer operands compare by address (unsigned); others as `arith.cmpi` (same predicates).
fn icmp(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (Some(Value::Ptr(a)), Some(Value::Ptr(b))) = (operands.first(), operands.get(1)) else {
        return crate::arith::cmpi(ev, operands);
    };
    let p = ev
        .op
        .attr("predicate")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .unwrap_or(0);
    let (x, y) = (a.addr, b.addr);
    let r = match p {
        0 => x == y,
        1 => x != y,
        2 | 6 => x < y,
        3 | 7 => x <= y,
        4 | 8 => x > y,
        _ => x >= y,
    };
    one(bool_tensor(ev, Vec::new(), vec![r]))
}

fn fcmp(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    crate::arith::cmpf(ev, operands)
}

/// Tensors select element-wise; pointers and aggregates by the scalar condition.
fn select(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    if matches!(operands.get(1), Some(Value::Tensor(_))) {
        return crate::hlo::basic::select_values(ev, operands);
    }
    let cond = tensor(ev, operands, 0)?.bools();
    let pick = if cond.first().copied().unwrap_or(false) {
        1
    } else {
        2
    };
    Ok(vec![operands
        .get(pick)
        .cloned()
        .ok_or_else(|| ev.error("expects 3 operands"))?])
}

fn freeze(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(operands.to_vec())
}

fn cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let name = match ev.op.name_str() {
        "llvm.sext" => "arith.extsi",
        "llvm.zext" => "arith.extui",
        "llvm.trunc" => "arith.trunci",
        "llvm.sitofp" => "arith.sitofp",
        "llvm.uitofp" => "arith.uitofp",
        "llvm.fptosi" => "arith.fptosi",
        "llvm.fptoui" => "arith.fptoui",
        "llvm.fpext" => "arith.extf",
        "llvm.fptrunc" => "arith.truncf",
        _ => "arith.bitcast",
    };
    // Pointer-to-pointer bitcasts keep the pointer.
    if let Some(v @ Value::Ptr(_)) = operands.first() {
        return Ok(vec![v.clone()]);
    }
    crate::arith::cast_as(ev, operands, name)
}

fn ptrtoint(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let Some(Value::Ptr(p)) = operands.first() else {
        return Err(ev.error("expects a pointer operand"));
    };
    let ty = ev.op.result_type(0);
    let kind =
        ElemKind::of(ev.ctx(), ty).ok_or_else(|| ev.error("has an unsupported result type"))?;
    let width = ev.ctx().integer_width(ty).unwrap_or(64);
    let v = crate::value::norm_int(p.addr as i64, width, true);
    one(Tensor {
        ty,
        kind,
        shape: Vec::new(),
        data: Buffer::Int(vec![v]),
    })
}

fn inttoptr(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let addr = tensor(ev, operands, 0)?
        .ints()
        .first()
        .copied()
        .unwrap_or(0);
    Ok(vec![Value::Ptr(Pointer::from_addr(addr as u64))])
}

pub fn register(r: &mut Registry) {
    for name in [
        "llvm.add",
        "llvm.sub",
        "llvm.mul",
        "llvm.udiv",
        "llvm.sdiv",
        "llvm.urem",
        "llvm.srem",
        "llvm.and",
        "llvm.or",
        "llvm.xor",
        "llvm.shl",
        "llvm.lshr",
        "llvm.ashr",
        "llvm.fadd",
        "llvm.fsub",
        "llvm.fmul",
        "llvm.fdiv",
        "llvm.frem",
        "llvm.fneg",
        "llvm.intr.maxnum",
        "llvm.intr.minnum",
        "llvm.intr.maximum",
        "llvm.intr.minimum",
        "llvm.intr.smax",
        "llvm.intr.smin",
        "llvm.intr.umax",
        "llvm.intr.umin",
        "llvm.intr.fabs",
        "llvm.intr.exp",
        "llvm.intr.exp2",
        "llvm.intr.log",
        "llvm.intr.log2",
        "llvm.intr.log10",
        "llvm.intr.sqrt",
        "llvm.intr.sin",
        "llvm.intr.cos",
        "llvm.intr.tan",
        "llvm.intr.tanh",
        "llvm.intr.floor",
        "llvm.intr.ceil",
        "llvm.intr.round",
        "llvm.intr.roundeven",
        "llvm.intr.rint",
        "llvm.intr.nearbyint",
        "llvm.intr.trunc",
        "llvm.intr.pow",
        "llvm.intr.copysign",
        "llvm.intr.ctpop",
        "llvm.intr.ctlz",
        "llvm.intr.cttz",
        "llvm.intr.abs",
    ] {
        r.add(name, elementwise);
    }
    for name in ["llvm.intr.fma", "llvm.intr.fmuladd"] {
        r.add(name, fma);
    }
    r.add("llvm.icmp", icmp);
    r.add("llvm.fcmp", fcmp);
    r.add("llvm.select", select);
    r.add("llvm.freeze", freeze);
    for name in [
        "llvm.sext",
        "llvm.zext",
        "llvm.trunc",
        "llvm.sitofp",
        "llvm.uitofp",
        "llvm.fptosi",
        "llvm.fptoui",
        "llvm.fpext",
        "llvm.fptrunc",
        "llvm.bitcast",
    ] {
        r.add(name, cast);
    }
    r.add("llvm.ptrtoint", ptrtoint);
    r.add("llvm.inttoptr", inttoptr);
}
