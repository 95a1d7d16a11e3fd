//! `--symbol-dce`: erases the private and nested symbols of the op's symbol table that no live op
//! refers to (public symbols and non-symbol ops are live; a live op makes every symbol
//! its attributes name live, transitively).

use rustc_hash::FxHashSet;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::verify::symbols::{symbol_name, SYM_VISIBILITY};
use xla_ir::{AttrData, Attribute, Body, Context, Diag, OpData, OpId, Symbol, Traits};

pub const ARGUMENT: &str = "symbol-dce";
const DESCRIPTION: &str = "Eliminate dead symbols";

#[derive(Default)]
pub struct SymbolDce;

pub fn info() -> PassInfo {
    PassInfo { argument: ARGUMENT, description: DESCRIPTION, factory: || Box::new(SymbolDce) }
}

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "SymbolDCE"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let is_table = ctx.op_def(op.name).is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE));
        let Some(body) = op.isolated_body_mut().filter(|_| is_table) else { return Ok(()) };
        erase_dead_symbols(ctx, body);
        Ok(())
    }
}

/// Erases the dead private symbols directly in `body`'s first region; returns how many.
pub fn erase_dead_symbols(ctx: &Context, body: &mut Body) -> usize {
    let Some(&region) = body.root_regions().first() else { return 0 };
    let Some(block) = body.entry_block(region) else { return 0 };
    let top: Vec<OpId> = body.block_ops(block).collect();
    let public = ctx.string_attr("public");
    let visibility = ctx.symbol(SYM_VISIBILITY);
    // In the top-level table both `private` and `nested` symbols may go (as upstream).
    let is_private = |body: &Body, op: OpId| {
        let d = body.op(op);
        let vis = d.props.get(visibility).or_else(|| d.attrs.get(visibility));
        symbol_name(ctx, body, op).is_some() && vis.is_some_and(|v| v != public)
    };
    let by_name: rustc_hash::FxHashMap<Symbol, OpId> =
        top.iter().filter_map(|&op| symbol_name(ctx, body, op).map(|n| (ctx.symbol(n), op))).collect();
    let mut live: FxHashSet<OpId> = top.iter().copied().filter(|&op| !is_private(body, op)).collect();
    let mut worklist: Vec<OpId> = live.iter().copied().collect();
    while let Some(op) = worklist.pop() {
        for name in referenced_symbols(ctx, body, op) {
            if let Some(&target) = by_name.get(&name) {
                if live.insert(target) {
                    worklist.push(target);
                }
            }
        }
    }
    let dead: Vec<OpId> = top.into_iter().filter(|op| !live.contains(op)).collect();
    for &op in &dead {
        body.erase_op(op);
    }
    dead.len()
}

/// Root names of every symbol reference in the attributes of `op` and everything in it.
fn referenced_symbols(ctx: &Context, body: &Body, op: OpId) -> Vec<Symbol> {
    let mut out = Vec::new();
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
            AttrData::SymbolRef { root, .. } => out.push(*root),
            AttrData::Array(items) => attrs.extend(items.iter().copied()),
            AttrData::Dictionary(items) => attrs.extend(items.iter().map(|(_, v)| *v)),
            _ => {}
        }
    }
    out
}
