//! `--symbol-dce`: erases the symbols no live op refers to, in the op's symbol table and
//! the symbol tables nested in it (as upstream's SymbolDCE). Public symbols and non-symbol
//! ops of a live table are live; a live op makes every symbol it refers to live (nested
//! references `@a::@b` make both `@a` and `@b` live); a live nested symbol table makes
//! its own public symbols and non-symbols live. Everything not live goes, whole nested
//! tables included.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::verify::symbols::{symbol_name, SYM_VISIBILITY};
use xla_ir::{AttrData, Attribute, Body, Context, Diag, OpData, OpId, Symbol, Traits};

pub const ARGUMENT: &str = "symbol-dce";
const DESCRIPTION: &str = "Eliminate dead symbols";

#[derive(Default)]
pub struct SymbolDce;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(SymbolDce),
    }
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
        let is_table = ctx
            .op_def(op.name)
            .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE));
        let Some(body) = op.isolated_body_mut().filter(|_| is_table) else {
            return Ok(());
        };
        erase_dead_symbols(ctx, body);
        Ok(())
    }
}

/// A symbol table: the ops (each a nested table) leading to it from the root table.
type Path = SmallVec<[OpId; 4]>;

/// Erases the dead symbols of the table `root` and its nested tables; returns how many
/// ops were erased (a dead nested table counts once).
pub fn erase_dead_symbols(ctx: &Context, root: &mut Body) -> usize {
    let mut live: FxHashSet<(Path, OpId)> = FxHashSet::default();
    let mut worklist: Vec<(Path, OpId)> = Vec::new();
    let mut index = SymbolIndex::default();
    seed(ctx, root, &Path::new(), &mut live, &mut worklist);
    while let Some((path, op)) = worklist.pop() {
        let Some(table) = body_at(root, &path) else {
            continue;
        };
        if is_symbol_table(ctx, table, op) {
            let mut inner = path.clone();
            inner.push(op);
            seed(ctx, root, &inner, &mut live, &mut worklist);
        }
        for (first, nested) in referenced_symbols(ctx, table, op) {
            resolve(
                ctx,
                root,
                &mut index,
                &path,
                first,
                &nested,
                &mut live,
                &mut worklist,
            );
        }
    }
    erase_unlive(ctx, root, &Path::new(), &live)
}

fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE))
        && body.op(op).isolated_body().is_some()
}

/// The body of the table at `path`.
fn body_at<'a>(root: &'a Body, path: &[OpId]) -> Option<&'a Body> {
    let mut body = root;
    for &op in path {
        body = body.op(op).isolated_body()?;
    }
    Some(body)
}

/// The ops of a table's block.
fn table_ops(body: &Body) -> Vec<OpId> {
    let Some(&region) = body.root_regions().first() else {
        return Vec::new();
    };
    body.entry_block(region)
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default()
}

fn is_public(ctx: &Context, body: &Body, op: OpId) -> bool {
    let d = body.op(op);
    let vis = ctx
        .lookup_symbol(SYM_VISIBILITY)
        .and_then(|s| d.props.get(s).or_else(|| d.attrs.get(s)));
    vis.is_none_or(|v| ctx.attr_as_str(v) == Some("public"))
}

fn mark(
    path: &Path,
    op: OpId,
    live: &mut FxHashSet<(Path, OpId)>,
    worklist: &mut Vec<(Path, OpId)>,
) {
    if live.insert((path.clone(), op)) {
        worklist.push((path.clone(), op));
    }
}

/// Non-symbols and public symbols of the table at `path` are live (every table below the
/// root is treated as hidden, as upstream does for a top-level module: only public
/// symbols are kept without uses).
fn seed(
    ctx: &Context,
    root: &Body,
    path: &Path,
    live: &mut FxHashSet<(Path, OpId)>,
    worklist: &mut Vec<(Path, OpId)>,
) {
    let Some(table) = body_at(root, path) else {
        return;
    };
    for op in table_ops(table) {
        if symbol_name(ctx, table, op).is_none() || is_public(ctx, table, op) {
            mark(path, op, live, worklist);
        }
    }
}

/// Each table's symbols by name, built on its first lookup (a scan per reference made the
/// pass quadratic in call sites).
#[derive(Default)]
struct SymbolIndex(FxHashMap<Path, FxHashMap<String, OpId>>);

impl SymbolIndex {
    fn lookup(&mut self, ctx: &Context, table: &Body, path: &Path, name: &str) -> Option<OpId> {
        let symbols = self.0.entry(path.clone()).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            for op in table_ops(table) {
                if let Some(n) = symbol_name(ctx, table, op) {
                    // The first definition wins, as a scan in block order finds it.
                    symbols.entry(n.to_string()).or_insert(op);
                }
            }
            symbols
        });
        symbols.get(name).copied()
    }
}

/// Marks the symbols `@first::@nested...` names from the table at `path`.
#[allow(clippy::too_many_arguments)]
fn resolve(
    ctx: &Context,
    root: &Body,
    index: &mut SymbolIndex,
    path: &Path,
    first: Symbol,
    nested: &[Symbol],
    live: &mut FxHashSet<(Path, OpId)>,
    worklist: &mut Vec<(Path, OpId)>,
) {
    let mut path = path.clone();
    for &name in std::iter::once(&first).chain(nested) {
        let Some(table) = body_at(root, &path) else {
            return;
        };
        let Some(op) = index.lookup(ctx, table, &path, ctx.symbol_str(name)) else {
            return;
        };
        mark(&path, op, live, worklist);
        if !is_symbol_table(ctx, table, op) {
            return;
        }
        path.push(op);
    }
}

/// Erases the symbols of the table at `path` (and of live nested tables) not in `live`.
fn erase_unlive(
    ctx: &Context,
    root: &mut Body,
    path: &Path,
    live: &FxHashSet<(Path, OpId)>,
) -> usize {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let mut erased = 0;
        let Some(table) = body_at(root, path) else {
            return 0;
        };
        let ops = table_ops(table);
        let mut nested_tables = Vec::new();
        let mut dead = Vec::new();
        for op in ops {
            let is_symbol = symbol_name(ctx, table, op).is_some();
            let is_live = live.contains(&(path.clone(), op));
            if is_symbol && !is_live {
                dead.push(op);
            } else if is_live && is_symbol_table(ctx, table, op) {
                nested_tables.push(op);
            }
        }
        for op in nested_tables {
            let mut inner = path.clone();
            inner.push(op);
            erased += erase_unlive(ctx, root, &inner, live);
        }
        let Some(table) = body_at_mut(root, path) else {
            return erased;
        };
        for op in dead {
            table.erase_op(op);
            erased += 1;
        }
        erased
    })
}

fn body_at_mut<'a>(root: &'a mut Body, path: &[OpId]) -> Option<&'a mut Body> {
    let mut body = root;
    for &op in path {
        body = body.op_mut(op).isolated_body_mut()?;
    }
    Some(body)
}

/// The symbol references (root, nested parts) in the attributes of `op` and of the ops
/// nested in it, not looking inside nested symbol tables (their own attributes count).
fn referenced_symbols(ctx: &Context, body: &Body, op: OpId) -> Vec<(Symbol, Vec<Symbol>)> {
    let mut out = Vec::new();
    let mut attrs: Vec<Attribute> = Vec::new();
    let mut ops: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = ops.pop() {
        let d = b.op(o);
        attrs.extend(d.props.iter().chain(d.attrs.iter()).map(|(_, a)| a));
        // A nested table's symbols are resolved when the table itself is processed.
        if is_symbol_table(ctx, b, o) {
            continue;
        }
        let (rb, regions) = b.op_regions(o);
        for &r in regions {
            for blk in rb.region_blocks(r) {
                ops.extend(rb.block_ops(blk).map(|x| (rb, x)));
            }
        }
    }
    while let Some(a) = attrs.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, nested } => out.push((*root, nested.to_vec())),
            AttrData::Array(items) => attrs.extend(items.iter().copied()),
            AttrData::Dictionary(items) => attrs.extend(items.iter().map(|(_, v)| *v)),
            _ => {}
        }
    }
    out
}
