//! Symbol tables: lookup by name, the `SymbolTable` trait's verifier and symbol-use checks
//! through [`SymbolUserOpInterface`] (upstream's design: uses are checked once the whole
//! table is known).

use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::diagnostic::{DResult, Diag};
use crate::ir::{Body, OpId, OpRef, OpRegions, RegionId};
use crate::registry::Traits;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// The attribute naming a symbol.
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// Ops that refer to symbols implement this to check their references (e.g. `func.call`
/// checks its callee); register with `def.add_interface::<dyn SymbolUserOpInterface>(..)`.
/// It runs when the nearest enclosing symbol table is verified, after everything in it.
pub trait SymbolUserOpInterface: Send + Sync {
    /// Checks the op's symbol references against `tables` (e.g. the callee exists and has a
    /// matching type); an `Err` makes the enclosing symbol table invalid.
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()>;
}

/// The symbol name of an op of `body`: its `sym_name` string attribute.
pub fn symbol_name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> Option<&'a str> {
    let sym = ctx.lookup_symbol(SYM_NAME)?;
    let data = body.op(op);
    ctx.attr_as_str(data.props.get(sym).or_else(|| data.attrs.get(sym))?)
}

/// The op named `name` in the first block of `region` (a symbol table's region), scanning
/// the block; use [`SymbolTable`] for repeated lookups.
pub fn lookup_symbol(ctx: &Context, body: &Body, region: RegionId, name: &str) -> Option<OpId> {
    let block = body.entry_block(region)?;
    body.block_ops(block)
        .find(|&op| symbol_name(ctx, body, op) == Some(name))
}

/// The symbols of one table (the first block of its region), by name; first definition wins.
#[derive(Debug, Default)]
pub struct SymbolTable<'a> {
    map: FxHashMap<&'a str, OpId>,
}

impl<'a> SymbolTable<'a> {
    /// The symbols of `region`'s first block; a name defined twice keeps its first op
    /// (use [`Self::new_checked`] to reject duplicates).
    pub fn new(ctx: &'a Context, body: &Body, region: RegionId) -> Self {
        let mut map = FxHashMap::default();
        if let Some(block) = body.entry_block(region) {
            for op in body.block_ops(block) {
                if let Some(name) = symbol_name(ctx, body, op) {
                    map.entry(name).or_insert(op);
                }
            }
        }
        SymbolTable { map }
    }
    /// Builds the table, failing on the first name defined twice (upstream's message).
    pub fn new_checked(ctx: &'a Context, body: &Body, region: RegionId) -> DResult<Self> {
        let mut map: FxHashMap<&'a str, OpId> = FxHashMap::default();
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let Some(name) = symbol_name(ctx, body, op) else {
                    continue;
                };
                if let Some(&first) = map.get(name) {
                    return Err(Diag::error(
                        body.op(op).loc,
                        format!("redefinition of symbol named '{name}'"),
                    )
                    .with_note(body.op(first).loc, "see existing symbol definition here"));
                }
                map.insert(name, op);
            }
        }
        Ok(SymbolTable { map })
    }
    /// The op defining symbol `name`, if any.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.map.get(name).copied()
    }
    /// How many symbols the table holds.
    pub fn len(&self) -> usize {
        self.map.len()
    }
    /// Whether the table holds no symbol.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
    /// Every `(name, op)`, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&'a str, OpId)> + '_ {
        self.map.iter().map(|(&k, &v)| (k, v))
    }
}

/// Symbol tables built on demand and cached (each built once), plus the isolated ops
/// enclosing the ops being checked, so lookups can climb out of a nested body.
pub struct SymbolTableCollection<'a> {
    ctx: &'a Context,
    /// Ops owning the bodies that enclose the current position, outermost first.
    path: Vec<OpRef<'a>>,
    tables: RefCell<FxHashMap<(usize, RegionId), Rc<SymbolTable<'a>>>>,
}

fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

impl<'a> SymbolTableCollection<'a> {
    /// An empty collection for ops of the top-level body (no enclosing isolated ops).
    pub fn new(ctx: &'a Context) -> Self {
        SymbolTableCollection {
            ctx,
            path: Vec::new(),
            tables: RefCell::new(FxHashMap::default()),
        }
    }
    /// A collection that knows the isolated ops enclosing a body (outermost first).
    pub fn with_path(ctx: &'a Context, path: Vec<OpRef<'a>>) -> Self {
        SymbolTableCollection {
            path,
            ..Self::new(ctx)
        }
    }
    /// The context the symbol names are interned in.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }
    /// The ops owning the bodies that enclose the op being checked, outermost first.
    pub fn path(&self) -> &[OpRef<'a>] {
        &self.path
    }
    pub(crate) fn insert_table(&self, body: &Body, region: RegionId, table: SymbolTable<'a>) {
        self.tables
            .borrow_mut()
            .insert((body_key(body), region), Rc::new(table));
    }

    /// The table of a symbol-table op (its first region), built once.
    pub fn symbol_table(&self, table_op: OpRef<'a>) -> Option<Rc<SymbolTable<'a>>> {
        let (body, regions) = table_op.body.op_regions(table_op.id);
        let &region = regions.first()?;
        let key = (body_key(body), region);
        if let Some(t) = self.tables.borrow().get(&key) {
            return Some(t.clone());
        }
        let t = Rc::new(SymbolTable::new(self.ctx, body, region));
        self.tables.borrow_mut().insert(key, t.clone());
        Some(t)
    }
    /// The op named `name` directly in `table_op`'s table.
    pub fn lookup_symbol_in(&self, table_op: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
        let (body, _) = table_op.body.op_regions(table_op.id);
        let op = self.symbol_table(table_op)?.lookup(name)?;
        Some(OpRef::new(self.ctx, body, op))
    }
    /// Resolves `@a` or `@a::@b::@c` from `table_op` (each step but the last must reach a
    /// symbol table). `sym_ref` may also be a string attribute (a flat name).
    pub fn lookup_ref_in(&self, table_op: OpRef<'a>, sym_ref: Attribute) -> Option<OpRef<'a>> {
        match self.ctx.attr_data(sym_ref) {
            AttrData::SymbolRef { root, nested } => {
                let mut cur = self.lookup_symbol_in(table_op, self.ctx.symbol_str(*root))?;
                for &n in nested.iter() {
                    if !cur.has_trait(Traits::SYMBOL_TABLE) {
                        return None;
                    }
                    cur = self.lookup_symbol_in(cur, self.ctx.symbol_str(n))?;
                }
                Some(cur)
            }
            AttrData::String { value, .. } => {
                self.lookup_symbol_in(table_op, std::str::from_utf8(value).ok()?)
            }
            _ => None,
        }
    }
    /// The nearest op at or above `from` with the SymbolTable trait (upstream
    /// `getNearestSymbolTable`), climbing out of nested bodies through [`Self::path`].
    pub fn nearest_symbol_table(&self, from: OpRef<'a>) -> Option<OpRef<'a>> {
        let mut cur = from;
        loop {
            if is_potentially_unknown_symbol_table(cur) {
                return None;
            }
            if cur.has_trait(Traits::SYMBOL_TABLE) {
                return Some(cur);
            }
            cur = match cur.body.parent_op(cur.id) {
                Some(p) => OpRef::new(self.ctx, cur.body, p),
                None => self.owner_of_body(cur.body)?,
            };
        }
    }
    /// Resolves `sym_ref` in the nearest symbol table of `from` (upstream
    /// `lookupNearestSymbolFrom`).
    pub fn lookup_nearest(&self, from: OpRef<'a>, sym_ref: Attribute) -> Option<OpRef<'a>> {
        let table = self.nearest_symbol_table(from)?;
        self.lookup_ref_in(table, sym_ref)
    }
    /// The op named `name` (a flat reference) in the nearest symbol table of `from`.
    pub fn lookup_nearest_name(&self, from: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
        let table = self.nearest_symbol_table(from)?;
        self.lookup_symbol_in(table, name)
    }
    /// The op whose isolated body is `body`, if it is on the path.
    fn owner_of_body(&self, body: &Body) -> Option<OpRef<'a>> {
        self.path
            .iter()
            .rev()
            .copied()
            .find(|owner| match owner.body.op(owner.id).regions() {
                OpRegions::Isolated(b) => std::ptr::eq(&**b, body),
                OpRegions::Local(_) => false,
            })
    }
}

/// An unregistered op with one region might be a symbol table nobody knows about.
fn is_potentially_unknown_symbol_table(op: OpRef<'_>) -> bool {
    op.num_regions() == 1
        && op.def().is_none()
        && !op
            .ctx
            .is_dialect_loaded(op.name_str().split('.').next().unwrap_or(""))
}

/// Upstream `detail::verifySymbol`: a string name and a valid visibility.
pub fn verify_symbol(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    if op.attr(SYM_NAME).and_then(|a| ctx.attr_as_str(a)).is_none() {
        return Err(op.error(format!("requires string attribute '{SYM_NAME}'")));
    }
    let Some(vis) = op.attr(SYM_VISIBILITY) else {
        return Ok(());
    };
    let Some(text) = ctx.attr_as_str(vis) else {
        return Err(op.error(format!(
            "requires visibility attribute '{SYM_VISIBILITY}' to be a string attribute, but got {}",
            super::describe_attr(ctx, vis)
        )));
    };
    if !matches!(text, "public" | "private" | "nested") {
        return Err(op.error(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
            super::quote_escaped(text)
        )));
    }
    Ok(())
}

/// Upstream `detail::verifySymbolTable`: one region with one block, unique names, then
/// every symbol user under the table (not inside nested tables) checks its references.
/// `path` lists the ops owning the bodies around `table_op` (outermost first).
pub fn verify_symbol_table<'a>(table_op: OpRef<'a>, path: &[OpRef<'a>]) -> DResult<()> {
    let ctx = table_op.ctx;
    let (body, regions) = table_op.body.op_regions(table_op.id);
    if regions.len() != 1 {
        return Err(table_op.error("Operations with a 'SymbolTable' must have exactly one region"));
    }
    let region = regions[0];
    let mut blocks = body.region_blocks(region);
    if blocks.next().is_none() || blocks.next().is_some() {
        return Err(table_op.error("Operations with a 'SymbolTable' must have exactly one block"));
    }
    let table = SymbolTable::new_checked(ctx, body, region)?;
    let mut inner_path = path.to_vec();
    if !std::ptr::eq(body, table_op.body) {
        inner_path.push(table_op);
    }
    let mut tables = SymbolTableCollection::with_path(ctx, inner_path);
    tables.insert_table(body, region, table);
    walk_symbol_users(&mut tables, body, region)
}

/// Upstream `walkSymbolTable`: a LIFO worklist of regions, calling each op's
/// [`SymbolUserOpInterface`] and not entering nested symbol tables.
fn walk_symbol_users<'a>(
    tables: &mut SymbolTableCollection<'a>,
    body: &'a Body,
    region: RegionId,
) -> DResult<()> {
    let ctx = tables.ctx;
    let base_len = tables.path.len();
    // Path nodes: (parent node, owner op); worklist entries remember their node.
    let mut nodes: Vec<(Option<usize>, OpRef<'a>)> = Vec::new();
    let mut worklist: Vec<(&'a Body, RegionId, Option<usize>)> = vec![(body, region, None)];
    let mut current_node: Option<usize> = None;
    let mut scratch: Vec<OpRef<'a>> = Vec::new();
    let mut kinds = UserCache::new(ctx);
    while let Some((b, r, node)) = worklist.pop() {
        if node != current_node {
            // Rebuild the path: the table's own path plus the owners on the way down.
            scratch.clear();
            let mut n = node;
            while let Some(i) = n {
                scratch.push(nodes[i].1);
                n = nodes[i].0;
            }
            tables.path.truncate(base_len);
            tables.path.extend(scratch.iter().rev());
            current_node = node;
        }
        for block in b.region_blocks(r) {
            for op in b.block_ops(block) {
                let op_ref = OpRef::new(ctx, b, op);
                let def = op_ref.def();
                if let Some(user) = def.and_then(|d| kinds.symbol_user(op_ref.name(), d)) {
                    user.verify_symbol_uses(op_ref, tables)?;
                }
                if def.is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE)) {
                    continue;
                }
                match b.op(op).regions() {
                    OpRegions::Local(rs) => worklist.extend(rs.iter().map(|&nr| (b, nr, node))),
                    OpRegions::Isolated(inner) => {
                        nodes.push((node, op_ref));
                        let id = Some(nodes.len() - 1);
                        worklist.extend(inner.root_regions().iter().map(|&nr| (&**inner, nr, id)));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Which registered ops are symbol users, looked up once per op name.
struct UserCache {
    /// Per registered op index: 0 unknown, 1 not a user, 2 a user.
    state: Vec<u8>,
}

impl UserCache {
    fn new(ctx: &Context) -> Self {
        UserCache {
            state: vec![0; ctx.ops.len()],
        }
    }
    fn symbol_user<'d>(
        &mut self,
        name: crate::registry::OpName,
        def: &'d crate::registry::OpDef,
    ) -> Option<&'d dyn SymbolUserOpInterface> {
        let slot = self.state.get_mut(name.registered_index()?)?;
        if *slot == 1 {
            return None;
        }
        let user = def.interface::<dyn SymbolUserOpInterface>();
        *slot = if user.is_some() { 2 } else { 1 };
        user
    }
}
