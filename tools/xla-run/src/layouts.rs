//! Inputs of entries with layouts (docs/layouts.md). `.npy` inputs and outputs are always in
//! logical (row-major) order, as a JAX or PJRT user hands arrays over; a parameter with a
//! layout gets its buffer in the layout's order (the transpose of the `.npy` data for
//! `{0,1}`). Results come back in logical order: the runtime reads a strided result through
//! its strides.

use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_interp::{MemRefValue, Tensor};
use xla_ir::strided::strides_and_offset;
use xla_ir::{Context, Module, OpRef, Type};
use xla_values::layout::{self, Layout};

/// The layout of each argument of `entry`: as the module attributes declare them for `main`,
/// else as the strided memref types of a lowered entry give them (default otherwise).
pub fn argument_layouts(
    ctx: &Context,
    module: &Module,
    entry: &str,
) -> Result<Vec<Layout>, String> {
    let Some((func, types)) = entry_argument_types(ctx, module, entry) else {
        return Ok(Vec::new());
    };
    let data = module.top.op(module.op);
    let declared = [layout::PARAMETER_LAYOUTS_ATTR, layout::RESULT_LAYOUT_ATTR]
        .iter()
        .any(|n| data.attrs.get(ctx.symbol(n)).is_some());
    if declared && func && entry == "main" {
        let results = module
            .function_signature(ctx, entry, "function_type")
            .map(|(_, r)| r)
            .unwrap_or_default();
        return layout::entry_layouts(ctx, |n| data.attrs.get(ctx.symbol(n)), &types, &results)
            .map(|l| l.params)
            .map_err(|m| format!("invalid entry layouts: {m}"));
    }
    Ok(types.iter().map(|&t| memref_layout(ctx, t)).collect())
}

/// The layout of a memref type whose strides are those of a non-default layout.
pub fn memref_layout(ctx: &Context, t: Type) -> Layout {
    let (strides, offset) = strides_and_offset(ctx, t)?;
    let shape = ctx.shape(t)?;
    if offset != 0 || shape.contains(&xla_ir::DYNAMIC) {
        return None;
    }
    layout::non_default(layout::from_strides(shape, &strides)?)
}

/// Whether `entry` is a `func.func`, and its argument types (an `llvm.func`'s from its
/// `xla.memref_signature`).
fn entry_argument_types(ctx: &Context, module: &Module, entry: &str) -> Option<(bool, Vec<Type>)> {
    let (body, regions) = module.top.op_regions(module.op);
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let o = OpRef::new(ctx, body, op);
                if o.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) != Some(entry) {
                    continue;
                }
                let (func, key) = if o.isa::<func_ops::FuncOp>() {
                    (true, "function_type")
                } else if o.isa::<llvm_ops::FuncOp>() {
                    (false, xla_values::abi::MEMREF_SIGNATURE_ATTR)
                } else {
                    continue;
                };
                let sig = o
                    .attr(key)
                    .and_then(|a| ctx.attr_as_type(a))
                    .and_then(|t| ctx.function_signature(t))?;
                return Some((func, sig.0.to_vec()));
            }
        }
    }
    None
}

/// An interpreter input of memref type `ty`: a buffer in the type's layout holding `t`.
pub fn memref_input(ctx: &Context, ty: Type, t: &Tensor) -> MemRefValue {
    match memref_layout(ctx, ty) {
        Some(m2m) => {
            let physical = MemRefValue::from_tensor(&layout::to_physical(t, &m2m));
            let strides = layout::strides(&t.shape, &m2m);
            physical
                .view(t.shape.clone(), strides, 0)
                .unwrap_or_else(|| MemRefValue::from_tensor(t))
        }
        None => MemRefValue::from_tensor(t),
    }
}
