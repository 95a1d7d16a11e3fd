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
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, TypeData};

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
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        bufferize_module(ctx, body).map_err(|d| vec![d])
    }
}

/// Bufferizes every `func.func` of a module body.
pub fn bufferize_module(ctx: &Context, module: &mut Body) -> DResult<()> {
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
        convert_signature(ctx, module, f);
        if let Some(fbody) = module.op_mut(f).isolated_body_mut() {
            bufferize_function(ctx, fbody, &mut globals)?;
        }
    }
    globals.materialize(ctx, module, top.first().copied(), block);
    Ok(())
}

/// Rewrites the `function_type` property: tensors become memrefs.
fn convert_signature(ctx: &Context, module: &mut Body, f: OpId) {
    let key = ctx.symbol("function_type");
    let data = module.op(f);
    let Some(ft) = data
        .props
        .get(key)
        .or_else(|| data.attrs.get(key))
        .and_then(|a| ctx.attr_as_type(a))
    else {
        return;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(ft) else {
        return;
    };
    let inputs: Vec<_> = inputs.iter().map(|&t| memref_type(ctx, t)).collect();
    let results: Vec<_> = results.iter().map(|&t| memref_type(ctx, t)).collect();
    let new = ctx.type_attr(ctx.function_type(&inputs, &results));
    module.op_mut(f).props.set_str(ctx, "function_type", new);
}

/// Bufferizes one function body (its single region; every block).
fn bufferize_function(ctx: &Context, body: &mut Body, globals: &mut Globals) -> DResult<()> {
    let Some(&region) = body.root_regions().first() else {
        return Ok(());
    };
    let blocks: Vec<_> = body.region_blocks(region).collect();
    let Some(&entry) = blocks.first() else {
        return Ok(());
    };
    let mut bz = Bufferizer::new(ctx, body, globals);
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
    let owned = std::mem::take(&mut bz.owned);
    dealloc::insert_deallocs(ctx, body, &owned);
    Ok(())
}
