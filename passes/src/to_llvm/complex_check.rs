//! `--convert-to-llvm` lowers only the complex ops `--convert-complex-to-standard` leaves
//! (create / re / im / constant, see `complex.rs`); any other complex op is reported up front,
//! naming the pass to run first, instead of surfacing as a confusing partial-conversion
//! failure. Complex element types with non-float parts (no llvm form) are reported too.

use super::complex::LOWERED;
use xla_ir::ir::WalkOrder;
use xla_ir::{Body, Context, Diag, OpData, OpRef, TypeData};

/// An error for the first complex op the conversion does not handle, if any.
pub fn reject_complex(ctx: &Context, module: &OpData) -> Result<(), Vec<Diag>> {
    let mut bodies: Vec<&Body> = module.isolated_body().into_iter().collect();
    let unsupported =
        |t| matches!(ctx.type_data(ctx.element_type(t)), TypeData::Complex(p) if !ctx.is_float(*p));
    let message = |what: &str| format!("failed to legalize to llvm: {what}");
    while let Some(body) = bodies.pop() {
        let mut ops = Vec::new();
        body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
        for op in ops {
            let r = OpRef::new(ctx, body, op);
            let name = r.name_str();
            if name.starts_with("complex.") && !LOWERED.contains(&name) {
                return Err(vec![r.error(message("complex arithmetic is not lowered directly (run --convert-complex-to-standard first)"))]);
            }
            if r.result_types()
                .into_iter()
                .chain(r.operand_types())
                .any(unsupported)
            {
                return Err(vec![r.error(message(
                    "complex element types with non-float parts are not lowered",
                ))]);
            }
            bodies.extend(body.op(op).isolated_body());
        }
    }
    Ok(())
}
