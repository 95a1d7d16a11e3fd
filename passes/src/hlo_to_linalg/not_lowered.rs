//! Structured hlo ops `--hlo-legalize-to-linalg` does not lower, each failing with the reason
//! (listed in docs/lowering/hlo-to-linalg.md); and `hlo.return` ending a function (an XLA
//! computation, such as a custom_call's comparator), which becomes `func.return`.

use super::builder::Builder;
use super::Lowering;
use xla_dialect_func::ops as func_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Diag, ValueId};

/// The op and why it stays.
const REASONS: &[(&str, &str)] = &[(
    hlo_ops::CustomCallOp::NAME,
    "a call into XLA's runtime library (approximate top-k, LAPACK, ...) with no linalg form",
)];

pub fn lowerings() -> Vec<Lowering> {
    let mut out: Vec<Lowering> = REASONS
        .iter()
        .map(|(op, _)| Lowering { op, lower: refuse })
        .collect();
    out.push(Lowering {
        op: hlo_ops::ReturnOp::NAME,
        lower: function_return,
    });
    out
}

fn refuse(b: &mut Builder<'_, '_>, _: &[ValueId]) -> Result<bool, Diag> {
    let op = b.op();
    let mut name = op.name_str().to_string();
    if let Some(target) = op
        .attr("call_target_name")
        .and_then(|a| b.ctx().attr_as_str(a))
    {
        name = format!("{name} @{target}");
    }
    if xla_runtime::lapack::spec::is_lapack_name(&name["hlo.custom_call @".len().min(name.len())..])
    {
        return Err(b.fail(format!(
            "{name} is not lowered: the LAPACK routines supported are {} (see docs/lowering/lapack.md)",
            xla_runtime::lapack::spec::SUPPORTED
        )));
    }
    let why = REASONS
        .iter()
        .find(|(o, _)| *o == op.name_str())
        .map_or("not lowered", |(_, why)| why);
    Err(b.fail(format!(
        "{name} is not lowered: {why} (see docs/lowering/hlo-to-linalg.md)"
    )))
}

/// `hlo.return` directly in a `func.func` (XLA-style computations end so) → `func.return`;
/// inside hlo ops their own lowerings consume it.
fn function_return(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    // The pass runs on each function's body: its top level has no parent op.
    if b.body().parent_op(b.anchor).is_some() {
        return Ok(false);
    }
    b.create(func_ops::ReturnOp::NAME, operands, &[], &[]);
    b.replace(&[])?;
    Ok(true)
}
