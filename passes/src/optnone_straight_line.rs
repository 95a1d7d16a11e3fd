//! `--llvm-optnone-straight-line-entries`: every `llvm.func` of the module that has one block
//! and that no op of the module refers to (an entry the host calls, such as `@main` after
//! `--lower-to-llvm`) gets `passthrough = [..., "noinline", "optnone"]`, so LLVM neither
//! optimizes it nor selects its code with the full instruction selector. Such a function
//! runs once per call of the program and holds no loop (the work is in the functions it
//! calls, which keep their optimization), but a whole model's entry is one block of tens of
//! thousands of ops on which LLVM's passes and instruction selection spend a fifth of the
//! compile time (docs/performance.md, session 7).

use rustc_hash::FxHashSet;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{AttrData, Attribute, Body, Context, Diag, OpData, OpId, Symbol};

pub const ARGUMENT: &str = "llvm-optnone-straight-line-entries";
const DESCRIPTION: &str =
    "Mark llvm.funcs with one block that nothing in the module calls as noinline + optnone (LLVM compiles them without optimizing)";

/// The attributes added (`optnone` needs `noinline`).
const MARKS: [&str; 2] = ["noinline", "optnone"];

#[derive(Default)]
pub struct OptnoneStraightLineEntries;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(OptnoneStraightLineEntries),
    }
}

impl Pass for OptnoneStraightLineEntries {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LLVMOptnoneStraightLineEntries"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        let Some(block) = body
            .root_regions()
            .first()
            .and_then(|&r| body.entry_block(r))
        else {
            return Ok(());
        };
        let top: Vec<OpId> = body.block_ops(block).collect();
        let mut used: FxHashSet<Symbol> = FxHashSet::default();
        for &f in &top {
            referenced_symbols(ctx, body, f, &mut used);
        }
        let func = ctx.op_name(llvm_ops::FuncOp::NAME);
        let sym_name = ctx.symbol("sym_name");
        for f in top {
            let data = body.op(f);
            if data.name != func {
                continue;
            }
            let name = data
                .props
                .get(sym_name)
                .or_else(|| data.attrs.get(sym_name));
            let Some(name) = name.and_then(|a| ctx.attr_as_str(a)) else {
                continue;
            };
            if used.contains(&ctx.symbol(name)) || !is_one_block(data) {
                continue;
            }
            let mut items = crate::llvm_passthrough::items(ctx, data);
            for mark in MARKS {
                if !items.iter().any(|&a| ctx.attr_as_str(a) == Some(mark)) {
                    items.push(ctx.string_attr(mark));
                }
            }
            crate::llvm_passthrough::set_items(ctx, body.op_mut(f), &items);
        }
        Ok(())
    }
}

/// A definition whose body is a single block (a declaration has none).
fn is_one_block(data: &OpData) -> bool {
    let Some(fb) = data.isolated_body() else {
        return false;
    };
    let blocks: usize = fb
        .root_regions()
        .iter()
        .map(|&r| fb.region_blocks(r).count())
        .sum();
    blocks == 1
}

/// Adds the root symbol of every symbol reference in the attributes of `op` and of the ops
/// nested in it to `out`.
pub fn referenced_symbols(ctx: &Context, body: &Body, op: OpId, out: &mut FxHashSet<Symbol>) {
    let mut attrs: Vec<Attribute> = Vec::new();
    let mut ops: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = ops.pop() {
        let d = b.op(o);
        attrs.extend(d.props.iter().chain(d.attrs.iter()).map(|(_, a)| a));
        let (rb, regions) = b.op_regions(o);
        for &r in regions {
            for blk in rb.region_blocks(r) {
                ops.extend(rb.block_ops(blk).map(|x| (rb, x)));
            }
        }
    }
    while let Some(a) = attrs.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } => {
                out.insert(*root);
            }
            AttrData::Array(items) => attrs.extend(items.iter().copied()),
            AttrData::Dictionary(items) => attrs.extend(items.iter().map(|(_, v)| *v)),
            _ => {}
        }
    }
}
