//! `--bufferize`: tensors to buffers, across function boundaries.
//!
//! Every function's tensor arguments and results become identity-layout memrefs: arguments
//! are read-only for the callee, results are buffers the callee allocates and the caller owns
//! (see `boundary`). Inside a function each tensor op becomes its memref form, in place where
//! the analysis (`analysis`) shows it is safe, else into a new allocation (copied only if the
//! op reads its destination). Owned buffers are deallocated after their last use
//! (`dealloc`). Dense tensor constants become private `memref.global`s (`globals`).
//! See docs/lowering/bufferize.md.

use xla_dialect_func::ops as func_ops;
mod analysis;
mod boundary;
mod core;
mod dealloc;
mod generate;
pub(crate) mod globals;
pub(crate) mod lapack;
mod layouts;
mod scf;
mod slices;
mod structured;
mod tensor_ops;

#[cfg(test)]
mod tests;

use self::core::{is_tensor, memref_type, Bufferizer, PASS};
use globals::Globals;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, Type, TypeData};
use xla_values::layout::{EntryLayouts, Layout};

pub const ARGUMENT: &str = "bufferize";
const DESCRIPTION: &str = "Bufferize tensors into memrefs across function boundaries, in place where safe, with deallocation";

#[derive(Default)]
pub struct Bufferize;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(Bufferize),
    }
}

impl Pass for Bufferize {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "Bufferize"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let entry = match op.isolated_body() {
            Some(body) => layouts::entry_layouts(ctx, op, body).map_err(|d| vec![d])?,
            None => return Ok(()),
        };
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        bufferize_module_with(ctx, body, entry).map_err(|d| vec![d])
    }
}

/// Bufferizes every `func.func` of a module body (every boundary row-major).
pub fn bufferize_module(ctx: &Context, module: &mut Body) -> DResult<()> {
    bufferize_module_with(ctx, module, None)
}

/// As [`bufferize_module`], the entry function `entry` with its declared layouts.
fn bufferize_module_with(
    ctx: &Context,
    module: &mut Body,
    entry: Option<(OpId, EntryLayouts)>,
) -> DResult<()> {
    let Some(&region) = module.root_regions().first() else {
        return Ok(());
    };
    let Some(block) = module.entry_block(region) else {
        return Ok(());
    };
    let top: Vec<OpId> = module.block_ops(block).collect();
    let mut globals = Globals::default();
    for &op in &top {
        if let Some(name) = symbol_name(ctx, module, op) {
            globals.reserve(name);
        }
    }
    for &f in &top {
        if !func_ops::FuncOp::is(ctx, module.op(f).name) {
            continue;
        }
        let layouts = entry.as_ref().filter(|(e, _)| *e == f).map(|(_, l)| l);
        let tensor_types = convert_signature(ctx, module, f, layouts);
        if let Some(fbody) = module.op_mut(f).isolated_body_mut() {
            bufferize_function(ctx, fbody, &mut globals, layouts, &tensor_types)?;
        }
    }
    globals.materialize(ctx, module, top.first().copied(), block);
    Ok(())
}

/// Rewrites the `function_type` property: tensors become memrefs (strided in a declared
/// layout). Returns the argument types it had.
fn convert_signature(
    ctx: &Context,
    module: &mut Body,
    f: OpId,
    layouts: Option<&EntryLayouts>,
) -> Vec<Type> {
    let key = ctx.symbol("function_type");
    let data = module.op(f);
    let Some(ft) = data
        .props
        .get(key)
        .or_else(|| data.attrs.get(key))
        .and_then(|a| ctx.attr_as_type(a))
    else {
        return Vec::new();
    };
    let TypeData::Function { inputs, results } = ctx.type_data(ft) else {
        return Vec::new();
    };
    let layout = |ls: Option<&Vec<Layout>>, i: usize| ls.and_then(|l| l.get(i)).cloned().flatten();
    let params = layouts.map(|l| &l.params);
    let outs = layouts.map(|l| &l.results);
    let new_inputs: Vec<_> = inputs
        .iter()
        .enumerate()
        .map(|(i, &t)| layouts::memref_in_layout(ctx, t, &layout(params, i)))
        .collect();
    let new_results: Vec<_> = results
        .iter()
        .enumerate()
        .map(|(i, &t)| layouts::memref_in_layout(ctx, t, &layout(outs, i)))
        .collect();
    let old_inputs = inputs.to_vec();
    let new = ctx.type_attr(ctx.function_type(&new_inputs, &new_results));
    module.op_mut(f).props.set_str(ctx, "function_type", new);
    old_inputs
}

/// Bufferizes one function body (its single region; every block); `layouts` are the entry's,
/// `tensor_types` its argument types before bufferization.
fn bufferize_function(
    ctx: &Context,
    body: &mut Body,
    globals: &mut Globals,
    layouts: Option<&EntryLayouts>,
    tensor_types: &[Type],
) -> DResult<()> {
    let Some(&region) = body.root_regions().first() else {
        return Ok(());
    };
    let blocks: Vec<_> = body.region_blocks(region).collect();
    let Some(&entry) = blocks.first() else {
        return Ok(());
    };
    let mut bz = Bufferizer::new(ctx, body, globals);
    if let Some(l) = layouts {
        bz.result_layouts = l.results.clone();
    }
    for arg in body.block_args(entry).to_vec() {
        let ty = body.value_type(arg);
        if is_tensor(ctx, ty) {
            body.set_value_type(arg, memref_type(ctx, ty));
            bz.buffers.insert(arg, arg);
            bz.retyped.insert(arg);
            bz.aliases.new_root(arg, false);
        }
    }
    if blocks.len() > 1 {
        for &b in &blocks[1..] {
            if body
                .block_args(b)
                .iter()
                .any(|&a| is_tensor(ctx, body.value_type(a)))
            {
                let anchor = body
                    .first_op(b)
                    .map(|op| body.op(op).loc)
                    .unwrap_or_else(|| ctx.unknown_loc());
                return Err(Diag::error(anchor, format!("failed to bufferize ({PASS}): blocks with tensor arguments are not bufferized")));
            }
        }
    }
    for &b in &blocks {
        bz.run_block(body, b)?;
    }
    for &op in bz.erase.iter().rev() {
        body.erase_op(op);
    }
    let mut dead = std::mem::take(&mut bz.dead_args);
    dead.sort_by_key(|d| std::cmp::Reverse(d.1));
    for (block, i) in dead {
        body.erase_block_arg(block, i);
    }
    for m in std::mem::take(&mut bz.bridges) {
        if let xla_ir::ir::ValueDef::Result { op, .. } = body.value(m).def {
            if !body.has_uses(m) && !body.is_erased(op) {
                body.erase_op(op);
            }
        }
    }
    if let Some(l) = layouts {
        layouts::copy_in_parameters(&mut bz, body, &l.params, tensor_types);
    }
    let owned = std::mem::take(&mut bz.owned);
    dealloc::insert_deallocs(ctx, body, &owned);
    Ok(())
}
