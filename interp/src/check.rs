//! check dialect evaluation (StableHLO's test ops) and `hlo.custom_call @check.expect_*`.
//! A failed check is counted, not an error, so a run reports `N passed, M failed`.

use crate::dense::{element_bits, tensor_from_attr};
use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_check::ops as check_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{AttrData, DResult, Diag};

/// Default tolerance of `expect_almost_eq*`.
pub const DEFAULT_TOLERANCE: f64 = 1e-4;
/// Default `max_ulp_difference` of `check.expect_close` (StableHLO's CheckOps default).
pub const DEFAULT_MAX_ULP: u64 = 1;
/// ULPs allowed by `custom_call @check.expect_close` (JAX testdata, whose expected values
/// come from XLA's own approximations of transcendental functions).
pub const CUSTOM_CALL_MAX_ULP: u64 = 3;

pub(crate) enum Mode {
    Exact,
    Almost(f64),
    Ulps(u64, u64),
}

fn same(a: f64, b: f64) -> bool {
    a == b || (a.is_nan() && b.is_nan())
}

/// Sign-magnitude bits to a key whose difference is the ULP distance.
fn ulp_key(bits: u64, width: u32) -> i128 {
    let sign = (bits >> (width - 1)) & 1;
    let mag = (bits & ((1u64 << (width - 1)) - 1)) as i128;
    if sign == 1 {
        -mag
    } else {
        mag
    }
}

/// Compares element by element; `Err(message)` names the first mismatch.
pub(crate) fn compare(actual: &Tensor, expected: &Tensor, mode: &Mode) -> Result<(), String> {
    if actual.shape != expected.shape {
        return Err(format!(
            "shape mismatch: {:?} vs expected {:?}",
            actual.shape, expected.shape
        ));
    }
    let n = actual.num_elements();
    let mismatch =
        |i: usize, a: String, e: String| Err(format!("element {i}: got {a}, expected {e}"));
    match (&actual.data, &expected.data, actual.kind) {
        (Buffer::Bool(a), Buffer::Bool(e), _) => {
            if let Some(i) = (0..n).find(|&i| a[i] != e[i]) {
                return mismatch(i, a[i].to_string(), e[i].to_string());
            }
        }
        (Buffer::Int(a), Buffer::Int(e), _) => {
            if let Some(i) = (0..n).find(|&i| a[i] != e[i]) {
                return mismatch(i, a[i].to_string(), e[i].to_string());
            }
        }
        (_, _, ElemKind::Complex(_)) => {
            let (a, e) = (
                actual.data.to_c128(actual.kind),
                expected.data.to_c128(expected.kind),
            );
            for i in 0..n {
                let ok = match mode {
                    Mode::Almost(_) | Mode::Ulps(_, _) => {
                        // Complex closeness: relative error of the modulus (ULPs: ~f32 precision).
                        let t = if let Mode::Almost(t) = mode { *t } else { 1e-5 };
                        (same(a[i].re, e[i].re) && same(a[i].im, e[i].im))
                            || (a[i] - e[i]).norm() <= t * e[i].norm().max(1.0)
                    }
                    Mode::Exact => same(a[i].re, e[i].re) && same(a[i].im, e[i].im),
                };
                if !ok {
                    return mismatch(i, a[i].to_string(), e[i].to_string());
                }
            }
        }
        (_, _, ElemKind::Float(k)) => {
            let (a, e) = (
                actual.data.to_f64(actual.kind),
                expected.data.to_f64(expected.kind),
            );
            let (ab, eb) = (element_bits(actual), element_bits(expected));
            for i in 0..n {
                let ok = same(a[i], e[i])
                    || match mode {
                        Mode::Exact => false,
                        Mode::Almost(t) => {
                            (a[i] - e[i]).abs() <= *t || (a[i] - e[i]).abs() <= t * e[i].abs()
                        }
                        Mode::Ulps(lo, hi) => {
                            let w = k.bit_width();
                            let d = (ulp_key(ab[i], w) - ulp_key(eb[i], w)).unsigned_abs();
                            !a[i].is_nan() && !e[i].is_nan() && d >= *lo as u128 && d <= *hi as u128
                        }
                    };
                if !ok {
                    return mismatch(i, a[i].to_string(), e[i].to_string());
                }
            }
        }
        _ => return Err("element types differ".into()),
    }
    Ok(())
}

pub fn record(ev: &OpEval<'_, '_>, result: Result<(), String>) -> DResult<Vec<Value>> {
    let mut stats = ev.interp.checks.borrow_mut();
    match result {
        Ok(()) => stats.passed += 1,
        Err(m) => {
            stats.failed += 1;
            stats
                .failures
                .push(Diag::error(ev.op.loc(), format!("check failed: {m}")));
        }
    }
    Ok(Vec::new())
}

fn float_attr(ev: &OpEval<'_, '_>, name: &str) -> Option<f64> {
    let a = ev.op.attr(name)?;
    match ev.ctx().attr_data(a) {
        AttrData::Float { ty, bits } => ev
            .ctx()
            .float_kind(*ty)
            .map(|k| xla_ir::float::to_f64(k, *bits)),
        AttrData::Integer { value, .. } => Some(*value as f64),
        _ => None,
    }
}

fn int_attr(ev: &OpEval<'_, '_>, name: &str) -> Option<u64> {
    ev.op
        .attr(name)
        .and_then(|a| ev.ctx().attr_as_int(a))
        .map(|v| v as u64)
}

fn mode_of(ev: &OpEval<'_, '_>, kind: &str) -> Mode {
    match kind {
        "expect_almost_eq" | "expect_almost_eq_const" => {
            Mode::Almost(float_attr(ev, "tolerance").unwrap_or(DEFAULT_TOLERANCE))
        }
        "expect_close" => Mode::Ulps(
            int_attr(ev, "min_ulp_difference").unwrap_or(0),
            int_attr(ev, "max_ulp_difference").unwrap_or(DEFAULT_MAX_ULP),
        ),
        _ => Mode::Exact,
    }
}

/// Runs check `kind` on `operands` (two values, or one value and the op's `value` attribute).
fn run_check(ev: &OpEval<'_, '_>, kind: &str, operands: &[Value]) -> DResult<Vec<Value>> {
    let mode = mode_of(ev, kind);
    let actual = tensor(ev, operands, 0)?;
    let expected_const;
    let expected = if kind.ends_with("_const") {
        let a = ev
            .op
            .attr("value")
            .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
        expected_const = tensor_from_attr(ev.ctx(), a).map_err(|m| ev.error(m))?;
        &expected_const
    } else {
        tensor(ev, operands, 1)?
    };
    record(ev, compare(actual, expected, &mode))
}

fn check_op(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let name = ev.op.name_str();
    let kind = name.strip_prefix("check.").unwrap_or(name).to_string();
    run_check(ev, &kind, operands)
}

/// `custom_call @check.expect_*`, and the partitioner's annotations JAX exports carry
/// (`@Sharding`, `@SPMDFullToShardShape`, `@SPMDShardToFullShape`), which forward their operand
/// on one device; JAX's LAPACK calls (`crate::lapack`); other targets are unsupported.
fn custom_call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let target = ev
        .op
        .attr("call_target_name")
        .and_then(|a| ctx.attr_as_str(a))
        .unwrap_or("")
        .to_string();
    if matches!(
        target.as_str(),
        "Sharding" | "SPMDFullToShardShape" | "SPMDShardToFullShape"
    ) {
        return match operands {
            [v] if ev.op.num_results() == 1 && ev.op.operand_type(0) == ev.op.result_type(0) => {
                Ok(vec![v.clone()])
            }
            _ => Err(ev.error(format!(
                "@{target} changes the shape: a program partitioned over several devices, which \
                 one device cannot run"
            ))),
        };
    }
    if xla_runtime::lapack::spec::is_lapack_name(&target) {
        return crate::lapack::custom_call(ev, operands, &target);
    }
    if target == crate::collective_call::TARGET {
        return crate::collective_call::custom_call(ev, operands);
    }
    match target.strip_prefix("check.") {
        // `%eq = custom_call @check.eq(%a, %b) : (...) -> tensor<i1>`: a check that also
        // returns whether it held.
        Some("eq") if ev.op.num_results() == 1 => {
            let outcome = compare(
                tensor(ev, operands, 0)?,
                tensor(ev, operands, 1)?,
                &Mode::Exact,
            );
            let held = outcome.is_ok();
            record(ev, outcome)?;
            Ok(vec![Value::Tensor(Tensor {
                ty: ev.ctx().i1(),
                kind: ElemKind::Bool,
                shape: Vec::new(),
                data: Buffer::Bool(vec![held]),
            })])
        }
        Some("expect_close") if ev.op.attr("max_ulp_difference").is_none() => {
            let actual = tensor(ev, operands, 0)?;
            record(
                ev,
                compare(
                    actual,
                    tensor(ev, operands, 1)?,
                    &Mode::Ulps(0, CUSTOM_CALL_MAX_ULP),
                ),
            )
        }
        Some(
            k @ ("expect_eq"
            | "expect_almost_eq"
            | "expect_close"
            | "expect_eq_const"
            | "expect_almost_eq_const"),
        ) => run_check(ev, k, operands),
        _ => Err(ev.error(format!(
            "with call target '{target}' is not supported by the interpreter"
        ))),
    }
}

pub fn register(r: &mut Registry) {
    for name in [
        check_ops::ExpectEqOp::NAME,
        check_ops::ExpectEqConstOp::NAME,
        check_ops::ExpectAlmostEqOp::NAME,
        check_ops::ExpectAlmostEqConstOp::NAME,
        check_ops::ExpectCloseOp::NAME,
    ] {
        r.add(name, check_op);
    }
    r.add(hlo_ops::CustomCallOp::NAME, custom_call);
}
