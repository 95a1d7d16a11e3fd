//! What JAX exports carry that means nothing on one device: sharding markers (identities
//! here) and result-less `custom_call @check.*` test assertions.

use xla_ir::ir::WalkOrder;
use xla_ir::{Context, OpRef};

/// Custom-call targets that pass their operand through unchanged on a single device.
const IDENTITY_TARGETS: [&str; 3] = ["Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"];

/// Removes the annotations from every function of `module`.
pub fn strip(ctx: &Context, module: &mut xla_ir::Module) {
    let Some(module_body) = module.top.op_mut(module.op).isolated_body_mut() else {
        return;
    };
    let functions: Vec<_> = module_body.all_ops().collect();
    for f in functions {
        let Some(body) = module_body.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let mut ops = Vec::new();
        body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
        for op in ops {
            let r = OpRef::new(ctx, body, op);
            if r.name_str() != "hlo.custom_call" {
                continue;
            }
            let target = r
                .attr("call_target_name")
                .and_then(|a| ctx.attr_as_str(a))
                .unwrap_or("");
            let operands: Vec<_> = body.operands(op).collect();
            let results = body.results(op).to_vec();
            let identity = IDENTITY_TARGETS.contains(&target)
                && operands.len() == 1
                && results.len() == 1
                && body.value_type(operands[0]) == body.value_type(results[0]);
            if identity {
                body.replace_all_uses(results[0], operands[0]);
                body.erase_op(op);
            } else if target.starts_with("check.") && results.is_empty() {
                body.erase_op(op);
            }
        }
    }
}
