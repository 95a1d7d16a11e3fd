//! Scalar and vector arithmetic of the llvm dialect, evaluated with the arith and math
//! kernels (same predicates, same integer semantics), plus pointer comparisons and casts.

use super::memory::Pointer;
use crate::elementwise::{binary, bool_tensor, one, tensor, Kernels};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_math::ops as math_ops;
use xla_ir::DResult;

/// The arith or math op whose kernel evaluates an llvm op.
fn kernel_name(llvm: &str) -> Option<&'static str> {
    Some(match llvm {
        "llvm.add" => arith_ops::AddIOp::NAME,
        "llvm.sub" => arith_ops::SubIOp::NAME,
        "llvm.mul" => arith_ops::MulIOp::NAME,
        "llvm.udiv" => arith_ops::DivUIOp::NAME,
        "llvm.sdiv" => arith_ops::DivSIOp::NAME,
        "llvm.urem" => arith_ops::RemUIOp::NAME,
        "llvm.srem" => arith_ops::RemSIOp::NAME,
        "llvm.and" => arith_ops::AndIOp::NAME,
        "llvm.or" => arith_ops::OrIOp::NAME,
        "llvm.xor" => arith_ops::XOrIOp::NAME,
        "llvm.shl" => arith_ops::ShLIOp::NAME,
        "llvm.lshr" => arith_ops::ShRUIOp::NAME,
        "llvm.ashr" => arith_ops::ShRSIOp::NAME,
        "llvm.fadd" => arith_ops::AddFOp::NAME,
        "llvm.fsub" => arith_ops::SubFOp::NAME,
        "llvm.fmul" => arith_ops::MulFOp::NAME,
        "llvm.fdiv" => arith_ops::DivFOp::NAME,
        "llvm.frem" => arith_ops::RemFOp::NAME,
        "llvm.fneg" => arith_ops::NegFOp::NAME,
        "llvm.intr.maxnum" => arith_ops::MaxNumFOp::NAME,
        "llvm.intr.minnum" => arith_ops::MinNumFOp::NAME,
        "llvm.intr.maximum" => arith_ops::MaximumFOp::NAME,
        "llvm.intr.minimum" => arith_ops::MinimumFOp::NAME,
        "llvm.intr.smax" => arith_ops::MaxSIOp::NAME,
        "llvm.intr.smin" => arith_ops::MinSIOp::NAME,
        "llvm.intr.umax" => arith_ops::MaxUIOp::NAME,
        "llvm.intr.umin" => arith_ops::MinUIOp::NAME,
        "llvm.intr.fabs" => math_ops::AbsFOp::NAME,
        "llvm.intr.exp" => math_ops::ExpOp::NAME,
        "llvm.intr.exp2" => math_ops::Exp2Op::NAME,
        "llvm.intr.log" => math_ops::LogOp::NAME,
        "llvm.intr.log2" => math_ops::Log2Op::NAME,
        "llvm.intr.log10" => math_ops::Log10Op::NAME,
        "llvm.intr.sqrt" => math_ops::SqrtOp::NAME,
        "llvm.intr.sin" => math_ops::SinOp::NAME,
        "llvm.intr.cos" => math_ops::CosOp::NAME,
        "llvm.intr.tan" => math_ops::TanOp::NAME,
        "llvm.intr.tanh" => math_ops::TanhOp::NAME,
        "llvm.intr.floor" => math_ops::FloorOp::NAME,
        "llvm.intr.ceil" => math_ops::CeilOp::NAME,
        "llvm.intr.round" => math_ops::RoundOp::NAME,
        // The default rounding mode is to nearest even.
        "llvm.intr.roundeven" | "llvm.intr.rint" | "llvm.intr.nearbyint" => {
            math_ops::RoundEvenOp::NAME
        }
        "llvm.intr.trunc" => math_ops::TruncOp::NAME,
        "llvm.intr.pow" => math_ops::PowFOp::NAME,
        "llvm.intr.copysign" => math_ops::CopySignOp::NAME,
        "llvm.intr.ctpop" => math_ops::CtPopOp::NAME,
        "llvm.intr.ctlz" => math_ops::CountLeadingZerosOp::NAME,
        "llvm.intr.cttz" => math_ops::CountTrailingZerosOp::NAME,
        "llvm.intr.abs" => math_ops::AbsIOp::NAME,
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
        "llvm.sext" => arith_ops::ExtSIOp::NAME,
        "llvm.zext" => arith_ops::ExtUIOp::NAME,
        "llvm.trunc" => arith_ops::TruncIOp::NAME,
        "llvm.sitofp" => arith_ops::SIToFPOp::NAME,
        "llvm.uitofp" => arith_ops::UIToFPOp::NAME,
        "llvm.fptosi" => arith_ops::FPToSIOp::NAME,
        "llvm.fptoui" => arith_ops::FPToUIOp::NAME,
        "llvm.fpext" => arith_ops::ExtFOp::NAME,
        "llvm.fptrunc" => arith_ops::TruncFOp::NAME,
        _ => arith_ops::BitcastOp::NAME,
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
