//! Verifier tests: IR built through the Body API with a small test dialect `t`.

mod dominance;
mod structure;
mod symbols;
mod text;
mod traits;

use crate::attrs::Location;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{BlockId, Body, Module, OpId, OpRef, OperationState, RegionId, ValueId};
use crate::registry::{Arity, DialectDef, OpDef, RegionKind, Traits};
use crate::types::Type;
use crate::verify::{SymbolTableCollection, SymbolUserOpInterface};

/// `t.call`'s check: its `callee` must name a `t.func` in the nearest symbol table.
struct CallUses;
impl SymbolUserOpInterface for CallUses {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> Result<(), Diag> {
        let Some(callee) = op.attr("callee") else {
            return Err(op.error("requires attribute 'callee'"));
        };
        match tables.lookup_nearest(op, callee) {
            Some(f) if f.name_str() == "t.func" => Ok(()),
            _ => Err(op.error(format!(
                "'{}' does not reference a valid function",
                crate::verify::describe_attr(op.ctx, callee)
            ))),
        }
    }
}

fn fails_verify(op: OpRef<'_>) -> Result<(), Diag> {
    match op.attr("fail") {
        Some(_) => Err(op.error("custom verify failed")),
        None => Ok(()),
    }
}

fn fails_after_traits(op: OpRef<'_>) -> Result<(), Diag> {
    match op.attr("fail_after") {
        Some(_) => Err(op.error("custom after-traits verify failed")),
        None => Ok(()),
    }
}

fn fails_verify_regions(op: OpRef<'_>) -> Result<(), Diag> {
    match op.attr("fail_regions") {
        Some(_) => Err(op.error("custom region verify failed")),
        None => Ok(()),
    }
}

fn simple(name: &str, traits: Traits) -> OpDef {
    OpDef::new(name).traits(traits)
}

pub(super) fn test_dialect() -> DialectDef {
    let mut call = simple("t.call", Traits::NONE).results(Arity::Any);
    call.add_interface::<dyn SymbolUserOpInterface>(Box::new(CallUses));
    DialectDef::new("t")
        .op(simple("t.c", Traits::NONE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(1)))
        .op(simple("t.use", Traits::NONE).results(Arity::Any))
        .op(simple("t.binary", Traits::NONE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1)))
        .op(simple("t.one", Traits::NONE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0)))
        .op(simple("t.zero", Traits::NONE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0)))
        .op(simple("t.some", Traits::NONE)
            .operands(Arity::AtLeast(2))
            .results(Arity::AtLeast(2)))
        .op(simple("t.ret", Traits::TERMINATOR | Traits::RETURN_LIKE).results(Arity::Exactly(0)))
        .op(simple("t.func_ret", Traits::TERMINATOR).parents(&["t.func"]))
        .op(simple("t.yield", Traits::TERMINATOR).parents(&["t.region", "t.noterm"]))
        .op(simple("t.br", Traits::TERMINATOR).successors(Arity::Exactly(1)))
        .op(simple("t.cond_br", Traits::TERMINATOR).successors(Arity::Exactly(2)))
        .op(simple("t.switch", Traits::TERMINATOR).successors(Arity::AtLeast(1)))
        .op(simple("t.region", Traits::NONE)
            .regions(Arity::Any)
            .results(Arity::Any))
        .op(simple("t.two_regions", Traits::NONE).regions(Arity::Exactly(2)))
        .op(simple("t.one_region", Traits::NONE).regions(Arity::Exactly(1)))
        .op(simple("t.graph", Traits::NO_TERMINATOR)
            .regions(Arity::Exactly(1))
            .region_kind(RegionKind::Graph))
        .op(simple("t.noterm", Traits::NO_TERMINATOR).regions(Arity::Any))
        .op(simple("t.single", Traits::SINGLE_BLOCK).regions(Arity::Any))
        .op(simple("t.iso", Traits::ISOLATED_FROM_ABOVE).regions(Arity::Any))
        .op(
            simple("t.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
                .regions(Arity::Exactly(1))
                .inherent(&["sym_name", "sym_visibility"]),
        )
        .op(simple(
            "t.table",
            Traits::SYMBOL_TABLE | Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK,
        )
        .regions(Arity::Any)
        .region_kind(RegionKind::Graph))
        .op(simple(
            "t.itable",
            Traits::SYMBOL_TABLE
                | Traits::NO_TERMINATOR
                | Traits::SINGLE_BLOCK
                | Traits::ISOLATED_FROM_ABOVE
                | Traits::SYMBOL,
        )
        .regions(Arity::Exactly(1))
        .region_kind(RegionKind::Graph))
        .op(call)
        .op(simple("t.hooks", Traits::NONE)
            .regions(Arity::Any)
            .verifier(fails_verify)
            .region_verifier(fails_verify_regions))
        .op(simple("t.same_type", Traits::SAME_OPERANDS_AND_RESULT_TYPE))
        .op(simple(
            "t.checked_same_type",
            Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::TERMINATOR,
        )
        .verifier(fails_verify)
        .after_traits_verifier(fails_after_traits))
        .op(simple("t.same_operand_type", Traits::SAME_TYPE_OPERANDS))
        .op(simple("t.same_shape", Traits::SAME_OPERANDS_SHAPE))
        .op(simple("t.same_elem", Traits::SAME_OPERANDS_ELEMENT_TYPE))
        .op(simple(
            "t.same_all_shape",
            Traits::SAME_OPERANDS_AND_RESULT_SHAPE,
        ))
        .op(simple(
            "t.same_all_elem",
            Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        ))
        .op(simple("t.elementwise", Traits::ELEMENTWISE))
        .op(simple("t.bcast", Traits::BROADCASTABLE))
}

pub(super) fn test_ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(test_dialect());
    ctx.allow_unregistered = true;
    ctx
}

pub(super) fn loc(ctx: &Context, line: u32) -> Location {
    ctx.file_loc("test.mlir", line, 1)
}

/// Creates `name` with no regions at the end of `block`.
pub(super) fn add_op(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    line: u32,
) -> OpId {
    let state = OperationState::new(ctx, name, loc(ctx, line))
        .operands(operands)
        .results(results);
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    op
}

/// Creates `name` with `n` empty local regions at the end of `block`.
#[allow(clippy::too_many_arguments)]
pub(super) fn add_region_op(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    n: usize,
    line: u32,
) -> (OpId, Vec<RegionId>) {
    let regions: Vec<RegionId> = (0..n).map(|_| body.create_region()).collect();
    let mut state = OperationState::new(ctx, name, loc(ctx, line))
        .operands(operands)
        .results(results);
    state.regions = regions.clone();
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    (op, regions)
}

/// A `t.c : i32` constant; returns its value.
pub(super) fn cst(ctx: &Context, body: &mut Body, block: BlockId, line: u32) -> ValueId {
    let op = add_op(ctx, body, block, "t.c", &[], &[ctx.i32()], line);
    body.result(op, 0)
}

pub(super) fn add_block(body: &mut Body, region: RegionId) -> BlockId {
    let b = body.create_block();
    body.append_block(region, b);
    b
}

/// Creates an isolated op `name` (one region, one entry block filled by `fill`) named
/// `sym` (if not empty) at the end of `block`.
pub(super) fn add_isolated(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    sym: &str,
    line: u32,
    fill: impl FnOnce(&mut Body, BlockId),
) -> OpId {
    let mut inner = Body::with_root_regions(1);
    let root = inner.root_regions()[0];
    let entry = add_block(&mut inner, root);
    fill(&mut inner, entry);
    let mut state = OperationState::new(ctx, name, loc(ctx, line));
    if !sym.is_empty() {
        state.set_attr(ctx, "sym_name", ctx.string_attr(sym));
    }
    state.isolated = Some(Box::new(inner));
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    op
}

/// A `t.func @sym` whose body is filled by `fill` (which must add the terminator).
pub(super) fn add_func(
    ctx: &Context,
    m: &mut Module,
    sym: &str,
    line: u32,
    fill: impl FnOnce(&mut Body, BlockId),
) -> OpId {
    let block = m.block();
    add_isolated(ctx, m.body_mut(), block, "t.func", sym, line, fill)
}

pub(super) fn module(ctx: &Context) -> Module {
    Module::new(ctx, loc(ctx, 1))
}

/// Diagnostics as `line: message` lines, notes indented.
pub(super) fn render(ctx: &Context, diags: &[Diag]) -> Vec<String> {
    let mut out = Vec::new();
    for d in diags {
        let line = |d: &Diag| ctx.loc_file_line_col(d.loc).map_or(0, |(_, l, _)| l);
        out.push(format!("{}: {}", line(d), d.message));
        for n in &d.notes {
            out.push(format!("  note {}: {}", line(n), n.message));
        }
    }
    out
}

/// The diagnostics of verifying `m` (empty if valid), checked to be the same without threads.
pub(super) fn verify(ctx: &Context, m: &Module) -> Vec<String> {
    let with = crate::verify::verify_module_with(ctx, m, true)
        .err()
        .unwrap_or_default();
    let without = crate::verify::verify_module_with(ctx, m, false)
        .err()
        .unwrap_or_default();
    let (a, b) = (render(ctx, &with), render(ctx, &without));
    assert_eq!(a, b, "threaded and sequential verification differ");
    a
}

/// Verifies a module holding one `t.func @f` (line 2) filled by `fill`.
pub(super) fn verify_func(
    ctx: &Context,
    fill: impl FnOnce(&Context, &mut Body, BlockId),
) -> Vec<String> {
    let mut m = module(ctx);
    add_func(ctx, &mut m, "f", 2, |b, e| fill(ctx, b, e));
    verify(ctx, &m)
}
