//! Refinement of a shape-polymorphic entry function to the shapes of the inputs given to it
//! (`xla-run`, the Python API): `--hlo-refine-arguments` with the inputs' shapes, then
//! `--hlo-refine-shapes`.

use crate::hlo_refine_arguments::refine_arguments;
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Context, Diag, Module, Type, DYNAMIC};

/// When `entry` has arguments with `?` dims, refines the module to `input_shapes` (one per
/// argument): `Ok(true)` when it did. A rank or static size that does not match is an
/// error naming the input. `require_static`: values left dynamic are an error (a native
/// backend needs static shapes; the interpreter does not).
pub fn refine_entry_to_inputs(
    ctx: &Context,
    module: &mut Module,
    entry: &str,
    input_shapes: &[Vec<i64>],
    require_static: bool,
) -> Result<bool, Diag> {
    let table = module.body_mut();
    let func = ctx.op_name(xla_dialect_func::ops::FuncOp::NAME);
    let Some(f) = table.all_ops().find(|&o| {
        !table.is_erased(o) && table.op(o).name == func && symbol_name(ctx, table, o) == Some(entry)
    }) else {
        return Ok(false);
    };
    let Some(args) = table.op(f).isolated_body().and_then(|b| {
        let e = b.entry_block(*b.root_regions().first()?)?;
        Some(
            b.block_args(e)
                .iter()
                .map(|&a| b.value_type(a))
                .collect::<Vec<Type>>(),
        )
    }) else {
        return Ok(false);
    };
    let dynamic = |t: Type| ctx.shape(t).is_some_and(|s| s.contains(&DYNAMIC));
    if !args.iter().any(|&t| dynamic(t)) || args.len() != input_shapes.len() {
        return Ok(false);
    }
    let loc = table.op(f).loc;
    let mut types = Vec::new();
    for (i, (&t, shape)) in args.iter().zip(input_shapes).enumerate() {
        let Some(expected) = ctx.shape(t) else {
            types.push(t);
            continue;
        };
        let fits = expected.len() == shape.len()
            && expected
                .iter()
                .zip(shape)
                .all(|(&e, &s)| e == DYNAMIC || e == s);
        if !fits {
            return Err(Diag::error(
                loc,
                format!(
                    "input #{i} has shape {shape:?}, but argument #{i} of '@{entry}' is {}",
                    xla_ir::asm::type_to_string(ctx, t)
                ),
            ));
        }
        types.push(ctx.tensor_type(shape, ctx.element_type(t)));
    }
    refine_arguments(ctx, table, f, &types)?;
    super::refine_module(ctx, table, require_static)?;
    Ok(true)
}
