//! Scalar and vector arithmetic of the llvm dialect, evaluated with the arith and math
//! kernels (same predicates, same integer semantics), plus pointer comparisons and casts.

use super::memory::Pointer;
use crate::elementwise::{binary, bool_tensor, one, tensor, Kernels};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_math::ops as math_ops;
use xla_ir::DResult;

/// The arith or math op whose kernel evaluates an llvm op.
fn kernel_name(llvm: &str) -> Option<&'static str> {
    Some(match llvm {
        llvm_ops::AddOp::NAME => arith_ops::AddIOp::NAME,
        llvm_ops::SubOp::NAME => arith_ops::SubIOp::NAME,
        llvm_ops::MulOp::NAME => arith_ops::MulIOp::NAME,
        llvm_ops::UDivOp::NAME => arith_ops::DivUIOp::NAME,
        llvm_ops::SDivOp::NAME => arith_ops::DivSIOp::NAME,
        llvm_ops::URemOp::NAME => arith_ops::RemUIOp::NAME,
        llvm_ops::SRemOp::NAME => arith_ops::RemSIOp::NAME,
        llvm_ops::AndOp::NAME => arith_ops::AndIOp::NAME,
        llvm_ops::OrOp::NAME => arith_ops::OrIOp::NAME,
        llvm_ops::XOrOp::NAME => arith_ops::XOrIOp::NAME,
        llvm_ops::ShlOp::NAME => arith_ops::ShLIOp::NAME,
        llvm_ops::LShrOp::NAME => arith_ops::ShRUIOp::NAME,
        llvm_ops::AShrOp::NAME => arith_ops::ShRSIOp::NAME,
        llvm_ops::FAddOp::NAME => arith_ops::AddFOp::NAME,
        llvm_ops::FSubOp::NAME => arith_ops::SubFOp::NAME,
        llvm_ops::FMulOp::NAME => arith_ops::MulFOp::NAME,
        llvm_ops::FDivOp::NAME => arith_ops::DivFOp::NAME,
        llvm_ops::FRemOp::NAME => arith_ops::RemFOp::NAME,
        llvm_ops::FNegOp::NAME => arith_ops::NegFOp::NAME,
        llvm_ops::MaxNumOp::NAME => arith_ops::MaxNumFOp::NAME,
        llvm_ops::MinNumOp::NAME => arith_ops::MinNumFOp::NAME,
        llvm_ops::MaximumOp::NAME => arith_ops::MaximumFOp::NAME,
        llvm_ops::MinimumOp::NAME => arith_ops::MinimumFOp::NAME,
        llvm_ops::SMaxOp::NAME => arith_ops::MaxSIOp::NAME,
        llvm_ops::SMinOp::NAME => arith_ops::MinSIOp::NAME,
        llvm_ops::UMaxOp::NAME => arith_ops::MaxUIOp::NAME,
        llvm_ops::UMinOp::NAME => arith_ops::MinUIOp::NAME,
        llvm_ops::FAbsOp::NAME => math_ops::AbsFOp::NAME,
        llvm_ops::ExpOp::NAME => math_ops::ExpOp::NAME,
        llvm_ops::Exp2Op::NAME => math_ops::Exp2Op::NAME,
        llvm_ops::LogOp::NAME => math_ops::LogOp::NAME,
        llvm_ops::Log2Op::NAME => math_ops::Log2Op::NAME,
        llvm_ops::Log10Op::NAME => math_ops::Log10Op::NAME,
        llvm_ops::SqrtOp::NAME => math_ops::SqrtOp::NAME,
        llvm_ops::SinOp::NAME => math_ops::SinOp::NAME,
        llvm_ops::CosOp::NAME => math_ops::CosOp::NAME,
        llvm_ops::TanOp::NAME => math_ops::TanOp::NAME,
        llvm_ops::TanhOp::NAME => math_ops::TanhOp::NAME,
        llvm_ops::FFloorOp::NAME => math_ops::FloorOp::NAME,
        llvm_ops::FCeilOp::NAME => math_ops::CeilOp::NAME,
        llvm_ops::RoundOp::NAME => math_ops::RoundOp::NAME,
        // The default rounding mode is to nearest even.
        llvm_ops::RoundEvenOp::NAME | llvm_ops::RintOp::NAME | llvm_ops::NearbyintOp::NAME => {
            math_ops::RoundEvenOp::NAME
        }
        llvm_ops::FTruncOp::NAME => math_ops::TruncOp::NAME,
        llvm_ops::PowOp::NAME => math_ops::PowFOp::NAME,
        llvm_ops::CopySignOp::NAME => math_ops::CopySignOp::NAME,
        llvm_ops::CtPopOp::NAME => math_ops::CtPopOp::NAME,
        llvm_ops::CountLeadingZerosOp::NAME => math_ops::CountLeadingZerosOp::NAME,
        llvm_ops::CountTrailingZerosOp::NAME => math_ops::CountTrailingZerosOp::NAME,
        llvm_ops::AbsOp::NAME => math_ops::AbsIOp::NAME,
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
        return crate::hlo::compare::select_values(ev, operands);
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
        llvm_ops::SExtOp::NAME => arith_ops::ExtSIOp::NAME,
        llvm_ops::ZExtOp::NAME => arith_ops::ExtUIOp::NAME,
        llvm_ops::TruncOp::NAME => arith_ops::TruncIOp::NAME,
        llvm_ops::SIToFPOp::NAME => arith_ops::SIToFPOp::NAME,
        llvm_ops::UIToFPOp::NAME => arith_ops::UIToFPOp::NAME,
        llvm_ops::FPToSIOp::NAME => arith_ops::FPToSIOp::NAME,
        llvm_ops::FPToUIOp::NAME => arith_ops::FPToUIOp::NAME,
        llvm_ops::FPExtOp::NAME => arith_ops::ExtFOp::NAME,
        llvm_ops::FPTruncOp::NAME => arith_ops::TruncFOp::NAME,
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
        llvm_ops::AddOp::NAME,
        llvm_ops::SubOp::NAME,
        llvm_ops::MulOp::NAME,
        llvm_ops::UDivOp::NAME,
        llvm_ops::SDivOp::NAME,
        llvm_ops::URemOp::NAME,
        llvm_ops::SRemOp::NAME,
        llvm_ops::AndOp::NAME,
        llvm_ops::OrOp::NAME,
        llvm_ops::XOrOp::NAME,
        llvm_ops::ShlOp::NAME,
        llvm_ops::LShrOp::NAME,
        llvm_ops::AShrOp::NAME,
        llvm_ops::FAddOp::NAME,
        llvm_ops::FSubOp::NAME,
        llvm_ops::FMulOp::NAME,
        llvm_ops::FDivOp::NAME,
        llvm_ops::FRemOp::NAME,
        llvm_ops::FNegOp::NAME,
        llvm_ops::MaxNumOp::NAME,
        llvm_ops::MinNumOp::NAME,
        llvm_ops::MaximumOp::NAME,
        llvm_ops::MinimumOp::NAME,
        llvm_ops::SMaxOp::NAME,
        llvm_ops::SMinOp::NAME,
        llvm_ops::UMaxOp::NAME,
        llvm_ops::UMinOp::NAME,
        llvm_ops::FAbsOp::NAME,
        llvm_ops::ExpOp::NAME,
        llvm_ops::Exp2Op::NAME,
        llvm_ops::LogOp::NAME,
        llvm_ops::Log2Op::NAME,
        llvm_ops::Log10Op::NAME,
        llvm_ops::SqrtOp::NAME,
        llvm_ops::SinOp::NAME,
        llvm_ops::CosOp::NAME,
        llvm_ops::TanOp::NAME,
        llvm_ops::TanhOp::NAME,
        llvm_ops::FFloorOp::NAME,
        llvm_ops::FCeilOp::NAME,
        llvm_ops::RoundOp::NAME,
        llvm_ops::RoundEvenOp::NAME,
        llvm_ops::RintOp::NAME,
        llvm_ops::NearbyintOp::NAME,
        llvm_ops::FTruncOp::NAME,
        llvm_ops::PowOp::NAME,
        llvm_ops::CopySignOp::NAME,
        llvm_ops::CtPopOp::NAME,
        llvm_ops::CountLeadingZerosOp::NAME,
        llvm_ops::CountTrailingZerosOp::NAME,
        llvm_ops::AbsOp::NAME,
    ] {
        r.add(name, elementwise);
    }
    for name in [llvm_ops::FMAOp::NAME, llvm_ops::FMulAddOp::NAME] {
        r.add(name, fma);
    }
    r.add(llvm_ops::ICmpOp::NAME, icmp);
    r.add(llvm_ops::FCmpOp::NAME, fcmp);
    r.add(llvm_ops::SelectOp::NAME, select);
    r.add(llvm_ops::FreezeOp::NAME, freeze);
    for name in [
        llvm_ops::SExtOp::NAME,
        llvm_ops::ZExtOp::NAME,
        llvm_ops::TruncOp::NAME,
        llvm_ops::SIToFPOp::NAME,
        llvm_ops::UIToFPOp::NAME,
        llvm_ops::FPToSIOp::NAME,
        llvm_ops::FPToUIOp::NAME,
        llvm_ops::FPExtOp::NAME,
        llvm_ops::FPTruncOp::NAME,
        llvm_ops::BitcastOp::NAME,
    ] {
        r.add(name, cast);
    }
    r.add(llvm_ops::PtrToIntOp::NAME, ptrtoint);
    r.add(llvm_ops::IntToPtrOp::NAME, inttoptr);
}
