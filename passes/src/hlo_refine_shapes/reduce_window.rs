//! JAX's `custom_call @stablehlo.dynamic_reduce_window(inputs..., init_values...,
//! window_dimensions, window_strides, base_dilations, window_dilations, padding)
//! {called_computations = [@reducer]}` (cumsum and friends over a symbolic dimension)
//! becomes `hlo.reduce_window` once the five window operands are constants, the reducer
//! function's body copied into its region (StableHLO's `refineDynamicReduceWindowOp`).

use super::assertions::is_custom_call_to;
use super::static_forms::refine_result_types;
use rustc_hash::FxHashMap;
use xla_dialect_hlo::attrs::int_elements::i64_elements_attr;
use xla_dialect_hlo::const_operand::constant_ints;
use xla_dialect_hlo::ops::{self as hlo, custom_call, windowed};
use xla_ir::rewrite::{clone_region_into, ValueMap};
use xla_ir::{AttrData, Body, Context, Diag, OpId, OpRef, OperationState};

use custom_call::DYNAMIC_REDUCE_WINDOW_TARGET as DYNAMIC_REDUCE_WINDOW;

/// Rewrites the dynamic reduce windows of function `f` whose window operands are constant.
/// `symbols`: the module's functions by name.
pub fn make_static(
    ctx: &Context,
    table: &mut Body,
    f: OpId,
    symbols: &FxHashMap<String, OpId>,
) -> Result<bool, Diag> {
    let Some(body) = table.op(f).isolated_body() else {
        return Ok(false);
    };
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        body.collect_region(r, xla_ir::ir::WalkOrder::PreOrder, &mut ops);
    }
    let calls: Vec<OpId> = ops
        .into_iter()
        .filter(|&o| is_custom_call_to(OpRef::new(ctx, body, o), DYNAMIC_REDUCE_WINDOW))
        .collect();
    let mut changed = false;
    for call in calls {
        let body = table.op(f).isolated_body().expect("function body");
        let r = OpRef::new(ctx, body, call);
        let n = r.num_operands();
        if n < 7 || !(n - 5).is_multiple_of(2) {
            return Err(r.error(format!(
                "{DYNAMIC_REDUCE_WINDOW} takes 2N + 5 operands, not {n}"
            )));
        }
        let window: Option<Vec<Vec<i64>>> = (n - 5..n).map(|i| constant_ints(r, i)).collect();
        let Some(window) = window else {
            continue;
        };
        let reducer = r
            .attr(custom_call::CALLED_COMPUTATIONS)
            .and_then(|a| ctx.attr_as_array(a))
            .and_then(|a| a.first().copied())
            .and_then(|a| match ctx.attr_data(a) {
                AttrData::SymbolRef { root, .. } => Some(ctx.symbol_str(*root).to_string()),
                _ => None,
            });
        let reducer_body = reducer
            .as_deref()
            .and_then(|name| symbols.get(name).copied())
            .and_then(|g| table.op(g).isolated_body().cloned());
        let body = table.op(f).isolated_body().expect("function body");
        let r = OpRef::new(ctx, body, call);
        let Some(reducer_body) = reducer_body else {
            return Err(r.error(format!(
                "{DYNAMIC_REDUCE_WINDOW}: the reducer named by called_computations is not a function of the module"
            )));
        };
        let loc = r.loc();
        let operands: Vec<_> = r.operands().take(n - 5).collect();
        let result_types = r.result_types();
        let pads = &window[4];
        let body = table.op_mut(f).isolated_body_mut().expect("function body");
        let region = body.create_region();
        let src_region = reducer_body.root_regions()[0];
        let cloned = clone_region_into(
            ctx,
            &reducer_body,
            src_region,
            body,
            region,
            &mut ValueMap::default(),
            &|l| l,
        );
        if cloned.is_none() {
            return Err(Diag::error(
                loc,
                "cannot copy the reducer of a dynamic reduce window",
            ));
        }
        // The reducer's func.return becomes the region's hlo.return.
        if let Some(ret) = body.entry_block(region).and_then(|b| body.last_op(b)) {
            let values: Vec<_> = body.operands(ret).collect();
            let state =
                OperationState::new(ctx, hlo::ReturnOp::NAME, body.op(ret).loc).operands(&values);
            let new_ret = body.create_op(ctx, state);
            body.insert_op_before(ret, new_ret);
            body.erase_op(ret);
        }
        let mut state = OperationState::new(ctx, hlo::ReduceWindowOp::NAME, loc)
            .operands(&operands)
            .results(&result_types);
        state.regions.push(region);
        for (name, values) in [
            (windowed::WINDOW_DIMENSIONS, &window[0]),
            (windowed::WINDOW_STRIDES, &window[1]),
            (windowed::BASE_DILATIONS, &window[2]),
            (windowed::WINDOW_DILATIONS, &window[3]),
        ] {
            state.set_attr(ctx, name, ctx.dense_i64_array(values));
        }
        let rows = (pads.len() / 2) as i64;
        state.set_attr(
            ctx,
            windowed::PADDING,
            i64_elements_attr(ctx, &[rows, 2], pads),
        );
        let new = body.create_op(ctx, state);
        body.insert_op_before(call, new);
        for i in 0..result_types.len() {
            let (old, fresh) = (body.result(call, i), body.result(new, i));
            body.replace_all_uses(old, fresh);
        }
        body.erase_op(call);
        refine_result_types(ctx, body, new)?;
        changed = true;
    }
    Ok(changed)
}
