//! `--hlo-legalize-jax-custom-calls`: the custom calls JAX exports carry that mean something on
//! one device. `custom_call @check.expect_*` (StableHLO's testdata checks) become the `check`
//! dialect's ops, which every level runs (the interpreter, the loops, the JIT), with the
//! interpreter's semantics: `@check.expect_close` allows 3 ULPs as `interp/src/check.rs`'s
//! `CUSTOM_CALL_MAX_ULP`. `@Sharding`, `@SPMDFullToShardShape` and `@SPMDShardToFullShape` are
//! annotations of the partitioner: on one device (`mhlo.num_partitions` absent or 1) each
//! forwards its operand. Other custom calls are left alone.

use xla_dialect_check::ops as check_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::pass::PassInfo;
use xla_ir::types::Signedness;
use xla_ir::{Body, Context, Diag, OpId, OpRef, OperationState, TypeData, ValueId};

pub const ARGUMENT: &str = "hlo-legalize-jax-custom-calls";
const DESCRIPTION: &str =
    "Turn JAX's custom_call @check.* into check ops and drop one-device sharding annotations";

/// ULPs `@check.expect_close` allows (JAX testdata's expected values come from XLA's own
/// approximations); the interpreter's `CUSTOM_CALL_MAX_ULP`.
const CUSTOM_CALL_MAX_ULP: i128 = 3;

#[derive(Default)]
pub struct HloJaxCustomCalls;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(HloJaxCustomCalls),
    }
}

func_body_pass!(
    HloJaxCustomCalls,
    "HloLegalizeJaxCustomCalls",
    legalize_body
);

/// What a custom call becomes.
enum Plan {
    /// `check.<name>` with the call's operands (and `max_ulp_difference` when given).
    Check(&'static str, Option<i128>),
    /// The call's single operand replaces its single result.
    Forward,
}

fn plan(target: &str, op: &OpRef<'_>) -> Option<Plan> {
    let unused = op.results().iter().all(|&r| !op.body.has_uses(r));
    match target {
        check_ops::ExpectEqOp::NAME => Some(Plan::Check(check_ops::ExpectEqOp::NAME, None)),
        check_ops::ExpectAlmostEqOp::NAME => {
            Some(Plan::Check(check_ops::ExpectAlmostEqOp::NAME, None))
        }
        check_ops::ExpectCloseOp::NAME => Some(Plan::Check(
            check_ops::ExpectCloseOp::NAME,
            Some(CUSTOM_CALL_MAX_ULP),
        )),
        // `check.eq` returns whether its operands are equal; as a statement it is a check.
        "check.eq" if unused => Some(Plan::Check(check_ops::ExpectEqOp::NAME, None)),
        "Sharding" | "SPMDFullToShardShape" | "SPMDShardToFullShape" => Some(Plan::Forward),
        _ => None,
    }
}

/// Rewrites the custom calls of `body`, nested regions included.
pub fn legalize_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let calls: Vec<OpId> = body
        .all_ops()
        .filter(|&id| {
            body.op(id).parent_block().is_some()
                && OpRef::new(ctx, body, id).name_str() == hlo_ops::CustomCallOp::NAME
        })
        .collect();
    let mut errors = Vec::new();
    for id in calls {
        let op = OpRef::new(ctx, body, id);
        let Some(target) = op.attr("call_target_name").and_then(|a| ctx.attr_as_str(a)) else {
            continue;
        };
        let Some(plan) = plan(target, &op) else {
            continue;
        };
        let operands: Vec<ValueId> = op.operands().collect();
        match plan {
            Plan::Check(name, max_ulp) => {
                if operands.len() != 2 {
                    errors.push(op.error(format!(
                        "@{target} takes 2 operands, not {} ({ARGUMENT})",
                        operands.len()
                    )));
                    continue;
                }
                let mut state = OperationState::new(ctx, name, op.loc()).operands(&operands);
                if let Some(n) = max_ulp {
                    let ui64 = ctx.intern_type(TypeData::Integer {
                        width: 64,
                        signedness: Signedness::Unsigned,
                    });
                    state = state.attr(ctx, "max_ulp_difference", ctx.integer_attr(ui64, n));
                }
                let check = body.create_op(ctx, state);
                body.insert_op_before(id, check);
                body.erase_op(id);
            }
            Plan::Forward => {
                let same_type = operands.len() == 1
                    && op.num_results() == 1
                    && op.operand_type(0) == op.result_type(0);
                if !same_type {
                    errors.push(op.error(format!(
                        "@{target} changes the shape: a program partitioned over several devices, \
                         which one device cannot run ({ARGUMENT})"
                    )));
                    continue;
                }
                let result = body.result(id, 0);
                body.replace_all_uses(result, operands[0]);
                body.erase_op(id);
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
