//! `--convert-to-llvm` does not lower the complex dialect (upstream runs
//! `--convert-complex-to-standard` first): complex ops and complex-typed values are reported up
//! front, naming complex, instead of surfacing as a confusing partial-conversion failure.

use xla_ir::ir::WalkOrder;
use xla_ir::{Body, Context, Diag, OpData, OpRef, TypeData};

/// An error for the first op that uses the complex dialect or complex types, if any.
pub fn reject_complex(ctx: &Context, module: &OpData) -> Result<(), Vec<Diag>> {
    let mut bodies: Vec<&Body> = module.isolated_body().into_iter().collect();
    let is_complex = |t| matches!(ctx.type_data(ctx.element_type(t)), TypeData::Complex(_));
    let message = |what: &str| {
        format!("failed to legalize to llvm: {what} not lowered (upstream lowers complex with --convert-complex-to-standard first)")
    };
    // A complex op is the clearer report; an op merely carrying complex values is the fallback.
    let mut typed = None;
    while let Some(body) = bodies.pop() {
        let mut ops = Vec::new();
        body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
        for op in ops {
            let r = OpRef::new(ctx, body, op);
            if r.name_str().starts_with("complex.") {
                return Err(vec![r.error(message("the complex dialect is"))]);
            }
            if typed.is_none() && r.result_types().into_iter().chain(r.operand_types()).any(is_complex) {
                typed = Some(r.error(message("complex element types are")));
            }
            bodies.extend(body.op(op).isolated_body());
        }
    }
    if let Some(d) = typed {
        return Err(vec![d]);
    }
    Ok(())
}
