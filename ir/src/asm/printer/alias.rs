//! Attribute and type aliases (`#map = affine_map<...>`, `!tuple = tuple<...>`).
//!
//! As MLIR's `AliasInitializer`: the IR is walked with a printer that records every attribute
//! and type it would print (in printing order, custom op syntax included), aliasable ones get
//! a name, and the definitions are ordered by nesting depth, types first, then by name, with
//! `map`, `map1`, `map2`... numbering in that order. Builtin affine maps, tuples of more than
//! 16 types, dialect attributes their dialect's `attr_alias` names and, under `--mlir-print-debuginfo`, locations get aliases. As mlir-opt, the
//! locations of ops are deferred (defined after the top-level op) and those of block arguments
//! are not (defined before it, though the arguments print theirs inline).

use super::{grow, Elision, Printer};
use crate::asm::{AsmPrinter, OpAsmPrinter, PrintOptions};
use crate::attrs::{AttrData, Attribute, LocData, Location};
use crate::context::Context;
use crate::ir::{BlockId, Body, NamedAttrs, OpId, OpRef, RegionId, ValueId};
use crate::registry::Traits;
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

/// The chosen aliases and their definitions in print order.
#[derive(Default)]
pub(crate) struct Aliases {
    attrs: FxHashMap<Attribute, usize>,
    types: FxHashMap<Type, usize>,
    /// (printed alias such as `#map1`, what it stands for, whether it is defined at the end).
    defs: Vec<(Box<str>, Key, bool)>,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Key {
    Attr(Attribute),
    Type(Type),
}

impl Aliases {
    #[inline]
    pub(crate) fn attr_alias(&self, a: Attribute) -> Option<&str> {
        if self.defs.is_empty() {
            return None;
        }
        self.attrs.get(&a).map(|&i| &*self.defs[i].0)
    }

    #[inline]
    pub(crate) fn type_alias(&self, t: Type) -> Option<&str> {
        if self.defs.is_empty() {
            return None;
        }
        self.types.get(&t).map(|&i| &*self.defs[i].0)
    }
}

impl<'a> Printer<'a> {
    /// `#map = affine_map<...>` lines: before the top-level op, or the deferred ones after it.
    pub(crate) fn print_alias_definitions(&mut self, deferred: bool) {
        for i in 0..self.aliases.defs.len() {
            let (name, key, is_deferred) = &self.aliases.defs[i];
            if *is_deferred != deferred {
                continue;
            }
            self.out.push_str(name);
            self.out.push_str(" = ");
            // The definition itself is spelled out; aliases nested in it are used.
            match *key {
                Key::Attr(a) => self.print_attr_impl(a, Elision::Never),
                Key::Type(t) => self.print_type_impl(t),
            }
            self.push_char('\n');
        }
    }
}

/// The alias name MLIR's builtin dialect, or the attribute's dialect, gives a value, if any.
fn alias_name(ctx: &Context, key: Key) -> Option<&'static str> {
    match key {
        Key::Attr(a) => match ctx.attr_data(a) {
            AttrData::AffineMap(_) => Some("map"),
            AttrData::Location(_) => Some("loc"),
            data => ctx.dialect_alias_of(data),
        },
        Key::Type(t) => {
            matches!(ctx.type_data(t), TypeData::Tuple(ts) if ts.len() > 16).then_some("tuple")
        }
    }
}

/// Whether anything in the context could get an alias at all (skips the walk otherwise);
/// a flag set when interning, since scanning the context per printed module made
/// `--split-input-file` quadratic in the chunk count.
fn any_aliasable(ctx: &Context) -> bool {
    ctx.any_aliasable.load(std::sync::atomic::Ordering::Relaxed)
}

/// Walks `op` as it will be printed and picks the aliases.
pub(crate) fn collect(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> Aliases {
    if !any_aliasable(ctx) && !opts.debug_info {
        return Aliases::default();
    }
    let mut c = Collector {
        ctx,
        generic: opts.generic,
        debug_info: opts.debug_info,
        deferrable: false,
        children: Vec::new(),
        body,
        region_body: body,
        visited: FxHashMap::default(),
        infos: Vec::new(),
        max_depth: 0,
    };
    c.visit_op(body, op);
    let mut named: Vec<&Info> = c.infos.iter().filter(|i| i.alias.is_some()).collect();
    named.sort_by(|x, y| {
        x.depth
            .cmp(&y.depth)
            .then(y.is_type().cmp(&x.is_type()))
            .then(x.alias.cmp(&y.alias))
    });
    let mut out = Aliases::default();
    let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
    for info in named {
        let Some(alias) = info.alias else { continue };
        let n = counts.entry(alias).or_insert(0);
        let prefix = if info.is_type() { '!' } else { '#' };
        let name = if *n == 0 {
            format!("{prefix}{alias}")
        } else {
            format!("{prefix}{alias}{n}")
        };
        *n += 1;
        let idx = out.defs.len();
        match info.key {
            Key::Attr(a) => out.attrs.insert(a, idx),
            Key::Type(t) => out.types.insert(t, idx),
        };
        out.defs.push((name.into(), info.key, info.deferrable));
    }
    out
}

struct Info {
    key: Key,
    alias: Option<&'static str>,
    depth: u32,
    /// Only reached through op locations: defined after the top-level op.
    deferrable: bool,
    /// What printing this value prints nested (indexes into `Collector::infos`).
    children: Vec<usize>,
}

impl Info {
    fn is_type(&self) -> bool {
        matches!(self.key, Key::Type(_))
    }
}

/// A printer that writes nothing and records what would be printed (MLIR's
/// `DummyAliasOperationPrinter` and `DummyAliasDialectAsmPrinter` in one).
struct Collector<'c> {
    ctx: &'c Context,
    generic: bool,
    /// `--mlir-print-debuginfo`: locations are printed, so they are visited.
    debug_info: bool,
    /// Whether the value being visited may be defined after the top-level op.
    deferrable: bool,
    /// The values visited directly inside the one being visited.
    children: Vec<usize>,
    /// The body owning the op whose syntax hook is running, and the body of its regions.
    body: &'c Body,
    region_body: &'c Body,
    visited: FxHashMap<Key, usize>,
    /// Everything visited, in first-visit order.
    infos: Vec<Info>,
    /// Deepest alias among the children of the value being visited.
    max_depth: u32,
}

impl<'c> Collector<'c> {
    fn visit(&mut self, key: Key, elide_type: bool) {
        let i = match self.visited.get(&key) {
            Some(&i) => {
                if !self.deferrable {
                    self.mark_non_deferrable(i);
                }
                i
            }
            None => grow(|| self.visit_new(key, elide_type)),
        };
        self.max_depth = self.max_depth.max(self.infos[i].depth);
        self.children.push(i);
    }

    /// A location printed after an op (`deferrable`) or after a block argument (not).
    fn visit_location(&mut self, loc: Location, deferrable: bool) {
        if self.debug_info {
            let saved = std::mem::replace(&mut self.deferrable, deferrable);
            self.visit(Key::Attr(loc), false);
            self.deferrable = saved;
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut self.infos[i].deferrable, false) {
                stack.extend_from_slice(&self.infos[i].children);
            }
        }
    }

    fn visit_new(&mut self, key: Key, elide_type: bool) -> usize {
        let alias = alias_name(self.ctx, key);
        let i = self.infos.len();
        self.infos.push(Info {
            key,
            alias,
            depth: alias.is_some() as u32,
            deferrable: self.deferrable,
            children: Vec::new(),
        });
        self.visited.insert(key, i);
        let saved = std::mem::replace(&mut self.max_depth, 0);
        let saved_children = std::mem::take(&mut self.children);
        match key {
            Key::Attr(a) => self.walk_attr(a, elide_type),
            Key::Type(t) => self.walk_type(t),
        }
        let children = std::mem::replace(&mut self.max_depth, saved);
        self.infos[i].children = std::mem::replace(&mut self.children, saved_children);
        if children > 0 {
            self.infos[i].depth = children + 1;
        }
        i
    }

    fn walk_attr(&mut self, a: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        let ty = match ctx.attr_data(a) {
            AttrData::Dialect {
                dialect, params, ..
            } => {
                let custom = ctx
                    .dialect(*dialect)
                    .and_then(|d| d.print_attr)
                    .is_some_and(|h| h(self, a));
                if !custom {
                    params.iter().for_each(|&p| self.visit(Key::Attr(p), false));
                }
                return;
            }
            AttrData::AffineMap(_)
            | AttrData::DenseArray { .. }
            | AttrData::Float { .. }
            | AttrData::Integer { .. }
            | AttrData::Unit => return,
            AttrData::Dictionary(entries) => {
                entries
                    .iter()
                    .for_each(|&(_, v)| self.visit(Key::Attr(v), false));
                None
            }
            AttrData::Array(items) => {
                items.iter().for_each(|&v| self.visit(Key::Attr(v), false));
                None
            }
            AttrData::Type(t) => {
                self.visit(Key::Type(*t), false);
                None
            }
            AttrData::Location(loc) => {
                self.walk_location(loc);
                None
            }
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => *ty,
            AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => Some(*ty),
            AttrData::SymbolRef { .. } | AttrData::StridedLayout { .. } => None,
        };
        if let Some(t) = ty.filter(|&t| !elide_type && !matches!(ctx.type_data(t), TypeData::None))
        {
            self.visit(Key::Type(t), false);
        }
    }

    fn walk_location(&mut self, loc: &LocData) {
        let ctx = self.ctx;
        let visit_loc = |c: &mut Self, l: Location| c.visit(Key::Attr(l), false);
        match loc {
            LocData::Unknown | LocData::FileLineCol { .. } => {}
            LocData::Name { child, .. } => {
                if let Some(ch) = child
                    .filter(|&c| !matches!(ctx.attr_data(c), AttrData::Location(LocData::Unknown)))
                {
                    visit_loc(self, ch);
                }
            }
            LocData::CallSite { callee, caller } => {
                visit_loc(self, *callee);
                visit_loc(self, *caller);
            }
            LocData::Fused { locs, metadata } => {
                if let Some(m) = metadata {
                    visit_loc(self, *m);
                }
                locs.iter().for_each(|&l| visit_loc(self, l));
            }
        }
    }

    fn walk_type(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Dialect {
                dialect, params, ..
            } => {
                let custom = ctx
                    .dialect(*dialect)
                    .and_then(|d| d.print_type)
                    .is_some_and(|h| h(self, t));
                if !custom {
                    params.iter().for_each(|&p| self.visit(Key::Attr(p), false));
                }
            }
            TypeData::MemRef {
                elem,
                layout,
                memory_space,
                ..
            } => {
                self.visit(Key::Type(*elem), false);
                let identity = |l: Attribute| matches!(ctx.attr_data(l), AttrData::AffineMap(m) if m.is_identity());
                if let Some(l) = layout.filter(|&l| !identity(l)) {
                    self.visit(Key::Attr(l), false);
                }
                if let Some(s) = memory_space {
                    self.visit(Key::Attr(*s), false);
                }
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.visit(Key::Type(*elem), false);
                if let Some(s) = memory_space {
                    self.visit(Key::Attr(*s), false);
                }
            }
            TypeData::Tensor { elem, encoding, .. } => {
                self.visit(Key::Type(*elem), false);
                if let Some(e) = encoding {
                    self.visit(Key::Attr(*e), false);
                }
            }
            TypeData::Complex(e)
            | TypeData::UnrankedTensor { elem: e }
            | TypeData::Vector { elem: e, .. } => self.visit(Key::Type(*e), false),
            TypeData::Tuple(ts) => ts.iter().for_each(|&t| self.visit(Key::Type(t), false)),
            TypeData::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .for_each(|&t| self.visit(Key::Type(t), false)),
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => {}
        }
    }

    fn visit_arg_location(&mut self, body: &Body, arg: ValueId) {
        if self.debug_info {
            let loc = body.values.get(arg).and_then(|d| d.loc);
            self.visit_location(loc.unwrap_or_else(|| self.ctx.unknown_loc()), false);
        }
    }

    fn visit_op(&mut self, body: &'c Body, op: OpId) {
        grow(|| self.visit_op_impl(body, op));
    }

    fn visit_op_impl(&mut self, body: &'c Body, op: OpId) {
        let ctx = self.ctx;
        let data = body.op(op);
        self.visit_location(data.loc, true);
        if !self.generic {
            if let Some(hook) = ctx.op_def(data.name).and_then(|d| d.print) {
                let saved = (self.body, self.region_body);
                (self.body, self.region_body) = (body, body.op_regions(op).0);
                hook(self, OpRef::new(ctx, body, op));
                (self.body, self.region_body) = saved;
                return;
            }
        }
        let (rbody, regions) = body.op_regions(op);
        for &r in regions {
            self.visit_region(rbody, r, true, true);
        }
        for v in body.operands(op) {
            self.visit(Key::Type(body.value_type(v)), false);
        }
        for &v in body.results(op) {
            self.visit(Key::Type(body.value_type(v)), false);
        }
        // As MLIR's `getAttrs`: inherent attributes count for registered ops only (an
        // unregistered op's properties are an opaque blob to the alias walk).
        if data.name.is_registered() {
            for (_, a) in merged_attrs(ctx, &data.props, &data.attrs) {
                self.visit(Key::Attr(a), false);
            }
        } else {
            for (_, a) in data.attrs.iter() {
                self.visit(Key::Attr(a), false);
            }
        }
    }

    fn visit_region(
        &mut self,
        body: &'c Body,
        region: RegionId,
        entry_args: bool,
        terminators: bool,
    ) {
        let entry = body.entry_block(region);
        for b in body.region_blocks(region) {
            let is_entry = Some(b) == entry;
            if !is_entry || entry_args {
                for &arg in body.block_args(b) {
                    self.visit(Key::Type(body.value_type(arg)), false);
                    self.visit_arg_location(body, arg);
                }
            }
            let skip = if terminators || !is_entry {
                None
            } else {
                body.last_op(b).filter(|&t| {
                    self.ctx
                        .op_def(body.op(t).name)
                        .is_some_and(|d| d.has_trait(Traits::TERMINATOR))
                })
            };
            for op in body.block_ops(b).filter(|&o| Some(o) != skip) {
                self.visit_op(body, op);
            }
        }
    }
}

/// Properties and discardable attributes merged by name (MLIR's `getAttrs` with properties).
pub(crate) fn merged_attrs<'n>(
    ctx: &'n Context,
    props: &'n NamedAttrs,
    attrs: &'n NamedAttrs,
) -> impl Iterator<Item = (crate::context::Symbol, Attribute)> + 'n {
    let mut p = props.iter().peekable();
    let mut a = attrs.iter().peekable();
    std::iter::from_fn(move || match (p.peek(), a.peek()) {
        (Some(x), Some(y)) => {
            if ctx.symbol_str(x.0) <= ctx.symbol_str(y.0) {
                p.next()
            } else {
                a.next()
            }
        }
        (Some(_), None) => p.next(),
        (None, _) => a.next(),
    })
}

impl AsmPrinter for Collector<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write_str(&mut self, _: &str) {}
    fn print_type(&mut self, t: Type) {
        self.visit(Key::Type(t), false);
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.visit(Key::Attr(a), false);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.visit(Key::Attr(a), true);
    }
    fn print_symbol_name(&mut self, _: &str) {}
    fn print_string(&mut self, _: &str) {}
    fn print_dimension_list(&mut self, _: &[i64]) {}
}

impl OpAsmPrinter for Collector<'_> {
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter {
        self
    }
    fn print_operand(&mut self, _: ValueId) {}
    fn print_operands(&mut self, _: &[ValueId]) {}
    fn print_argument(&mut self, v: ValueId, _: Option<Attribute>) {
        // As MLIR: only the type of a region argument is considered, not its attributes.
        if let Some(data) = self.region_body.values.get(v) {
            self.visit(Key::Type(data.ty), false);
        }
        let body = self.region_body;
        self.visit_arg_location(body, v);
    }
    fn print_types(&mut self, ts: &[Type]) {
        ts.iter().for_each(|&t| self.visit(Key::Type(t), false));
    }
    fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.print_types(inputs);
        self.print_types(results);
    }
    fn print_arrow_type_list(&mut self, results: &[Type]) {
        self.print_types(results);
    }
    fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        let d = op.body.op(op.id);
        for (n, a) in merged_attrs(self.ctx, &d.props, &d.attrs) {
            if !elided.contains(&self.ctx.symbol_str(n)) {
                self.visit(Key::Attr(a), false);
            }
        }
    }
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_optional_attr_dict(op, elided);
    }
    fn print_properties(&mut self, op: OpRef<'_>) {
        for (_, a) in op.body.op(op.id).props.iter() {
            self.visit(Key::Attr(a), false);
        }
    }
    fn print_region(
        &mut self,
        op: OpRef<'_>,
        index: usize,
        print_entry_args: bool,
        print_empty_block: bool,
    ) {
        self.print_region_full(op, index, print_entry_args, true, print_empty_block);
    }
    fn print_region_full(
        &mut self,
        op: OpRef<'_>,
        index: usize,
        entry_args: bool,
        terminators: bool,
        _: bool,
    ) {
        // Hooks print regions of the op they were given, which lives in `self.body`.
        if !std::ptr::eq(op.body, self.body) {
            return;
        }
        let (body, regions) = self.body.op_regions(op.id);
        if let Some(&r) = regions.get(index) {
            self.visit_region(body, r, entry_args, terminators);
        }
    }
    fn print_successor(&mut self, _: BlockId) {}
    fn print_successor_and_use_list(&mut self, _: BlockId, _: &[ValueId]) {}
    fn print_optional_location(&mut self, loc: Location) {
        self.visit_location(loc, true);
    }
    fn print_newline(&mut self) {}
    fn region_entry_args(&self, op: OpRef<'_>, index: usize) -> Vec<ValueId> {
        entry_args(op, index)
    }
    fn print_attr_dict(&mut self, attrs: &NamedAttrs, elided: &[&str]) {
        for (n, a) in attrs.iter() {
            if !elided.contains(&self.ctx.symbol_str(n)) {
                self.visit(Key::Attr(a), false);
            }
        }
    }
}

/// The arguments of the entry block of region `index` of `op`.
pub(crate) fn entry_args(op: OpRef<'_>, index: usize) -> Vec<ValueId> {
    let (body, regions) = op.body.op_regions(op.id);
    regions
        .get(index)
        .and_then(|&r| body.entry_block(r))
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}
