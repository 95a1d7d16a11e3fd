//! Ops, regions and blocks: the generic form, custom-syntax dispatch, block headers.

use super::alias::merged_attrs;
use super::{grow, lex, Printer};
use crate::entity::EntityRef;
use crate::ir::{BlockId, Body, OpId, OpRef, RegionId};

/// Spaces per nesting level.
pub(super) const INDENT_WIDTH: usize = 2;

/// How a region prints (MLIR's `printRegion` flags).
#[derive(Copy, Clone, Debug)]
pub(crate) struct RegionStyle {
    /// Print the entry block's header when it has arguments.
    pub entry_args: bool,
    /// Print the entry block's terminator.
    pub terminators: bool,
    /// Print the entry block's header when it is empty.
    pub empty_block: bool,
}

impl RegionStyle {
    /// The generic form's: everything shown.
    pub(crate) const GENERIC: RegionStyle = RegionStyle {
        entry_args: true,
        terminators: true,
        empty_block: true,
    };
}

impl<'a> Printer<'a> {
    /// The index of `body` in the SSA name tables (`u32::MAX`, printing as unknown, if none).
    pub(crate) fn index_of(&self, body: &Body) -> u32 {
        if std::ptr::eq(body, self.body) {
            return self.body_index;
        }
        self.names.body_index(body).unwrap_or(u32::MAX)
    }

    /// An op with its results, at the current indentation, with its location if requested.
    pub(crate) fn print_full_op(&mut self, body: &'a Body, idx: u32, op: OpId) {
        self.push_indent(self.indent);
        if !body.results(op).is_empty() {
            self.names.write_results(&mut self.out, idx, body, op);
            self.push(" = ");
        }
        self.print_custom_or_generic(body, idx, op);
        if self.opts.debug_info {
            self.push_char(' ');
            self.print_location(body.op(op).loc);
        }
    }

    fn print_custom_or_generic(&mut self, body: &'a Body, idx: u32, op: OpId) {
        let ctx = self.ctx;
        if !self.opts.generic {
            if let Some(def) = ctx.op_def(body.op(op).name) {
                if let Some(hook) = def.print {
                    let default = self.default_dialect.last().copied().unwrap_or("");
                    let name = self.opts.printed_op_name(def.name.as_str());
                    let short = match name.strip_prefix(default).and_then(|r| r.strip_prefix('.')) {
                        Some(rest) if !default.is_empty() && name.matches('.').count() == 1 => rest,
                        _ => &name,
                    };
                    self.push(short);
                    let region_body = body.op_regions(op).0;
                    let region_index = if std::ptr::eq(region_body, body) {
                        idx
                    } else {
                        self.index_of(region_body)
                    };
                    let saved = (
                        self.body,
                        self.body_index,
                        self.region_body,
                        self.region_index,
                    );
                    (
                        self.body,
                        self.body_index,
                        self.region_body,
                        self.region_index,
                    ) = (body, idx, region_body, region_index);
                    hook(self, OpRef::new(ctx, body, op));
                    (
                        self.body,
                        self.body_index,
                        self.region_body,
                        self.region_index,
                    ) = saved;
                    return;
                }
            }
        }
        self.print_generic(body, idx, op);
    }

    /// `"d.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (i32) -> i32`.
    fn print_generic(&mut self, body: &'a Body, idx: u32, op: OpId) {
        let ctx = self.ctx;
        let data = body.op(op);
        let name = self.opts.printed_op_name(ctx.op_name_str(data.name));
        lex::quoted_into(&mut self.out, name.as_bytes());
        self.push_char('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.names.write_value(&mut self.out, idx, v, true);
        }
        self.push_char(')');
        let succs = data.successors();
        if !succs.is_empty() {
            self.push_char('[');
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    self.push(", ");
                }
                self.names.write_block(&mut self.out, idx, b);
            }
            self.push_char(']');
        }
        if !data.props.is_empty() {
            self.push(" <{");
            self.print_named_attrs(data.props.iter(), &[]);
            self.push("}>");
        }
        let (rbody, regions) = body.op_regions(op);
        if !regions.is_empty() {
            let ridx = if std::ptr::eq(rbody, body) {
                idx
            } else {
                self.index_of(rbody)
            };
            let dialect = self.region_default_dialect(body, op);
            self.push(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.push(", ");
                }
                self.print_region_in(rbody, ridx, r, dialect, RegionStyle::GENERIC);
            }
            self.push_char(')');
        }
        if !data.attrs.is_empty() {
            self.push(" {");
            self.print_named_attrs(data.attrs.iter(), &[]);
            self.push_char('}');
        }
        self.push(" : (");
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_type_ref(body.value_type(v));
        }
        self.push(") -> ");
        let results = body.results(op);
        let wrapped = results.len() != 1
            || matches!(
                self.ctx.type_data(body.value_type(results[0])),
                crate::types::TypeData::Function { .. }
            );
        if wrapped {
            self.push_char('(');
        }
        for (i, &v) in results.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_type_ref(body.value_type(v));
        }
        if wrapped {
            self.push_char(')');
        }
    }

    /// The op-name prefix that may be dropped inside `op`'s regions.
    pub(crate) fn region_default_dialect(&self, body: &Body, op: OpId) -> &'a str {
        let ctx = self.ctx;
        match ctx.op_def(body.op(op).name) {
            Some(def)
                if ctx
                    .dialect_by_name(def.dialect_name())
                    .is_some_and(|d| d.default_dialect_for_regions) =>
            {
                def.dialect_name()
            }
            _ => "",
        }
    }

    /// Prints region `r` of `body` in braces (MLIR's `printRegion`).
    pub(crate) fn print_region_in(
        &mut self,
        body: &'a Body,
        idx: u32,
        r: RegionId,
        dialect: &'a str,
        style: RegionStyle,
    ) {
        grow(|| self.print_region_impl(body, idx, r, dialect, style));
    }

    fn print_region_impl(
        &mut self,
        body: &'a Body,
        idx: u32,
        r: RegionId,
        dialect: &'a str,
        style: RegionStyle,
    ) {
        self.push("{\n");
        if let Some(entry) = body.entry_block(r) {
            self.default_dialect.push(dialect);
            let preds = Predecessors::of_region(self, body, idx, r);
            let entry_header = (style.empty_block && body.first_op(entry).is_none())
                || (style.entry_args && !body.block_args(entry).is_empty());
            self.print_block(
                body,
                idx,
                entry,
                true,
                entry_header,
                style.terminators,
                &preds,
            );
            let mut next = body.next_block(entry);
            while let Some(b) = next {
                self.print_block(body, idx, b, false, true, true, &preds);
                next = body.next_block(b);
            }
            self.default_dialect.pop();
        }
        self.push_indent(self.indent);
        self.push_char('}');
    }

    #[allow(clippy::too_many_arguments)]
    fn print_block(
        &mut self,
        body: &'a Body,
        idx: u32,
        b: BlockId,
        is_entry: bool,
        header: bool,
        terminator: bool,
        preds: &Predecessors,
    ) {
        if header {
            self.push_indent(self.indent);
            self.names.write_block(&mut self.out, idx, b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.push_char('(');
                for (i, &arg) in args.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.names.write_value(&mut self.out, idx, arg, true);
                    self.push(": ");
                    self.print_type_ref(body.value_type(arg));
                    if self.opts.debug_info {
                        self.push_char(' ');
                        self.print_block_arg_loc(body.value(arg).loc);
                    }
                }
                self.push_char(')');
            }
            self.push_char(':');
            self.print_predecessor_comment(b, is_entry, preds);
            self.push_char('\n');
        }
        self.indent += INDENT_WIDTH;
        let skip = if terminator {
            None
        } else {
            body.last_op(b).filter(|&t| self.is_terminator(body, t))
        };
        let mut next = body.first_op(b);
        while let Some(op) = next.filter(|&o| Some(o) != skip) {
            self.print_full_op(body, idx, op);
            self.push_char('\n');
            self.maybe_flush();
            next = body.next_op(op);
        }
        self.indent -= INDENT_WIDTH;
    }

    fn is_terminator(&self, body: &Body, op: OpId) -> bool {
        self.ctx
            .op_def(body.op(op).name)
            .is_some_and(|d| d.has_trait(crate::registry::Traits::TERMINATOR))
    }

    /// A block argument's location; `loc(unknown)` if it has none.
    pub(crate) fn print_block_arg_loc(&mut self, loc: Option<crate::attrs::Location>) {
        match loc {
            Some(l) => self.print_location_spelled(l),
            None => self.print_location_spelled(self.ctx.unknown_loc()),
        }
    }

    /// `  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb2` or `  // no predecessors`.
    fn print_predecessor_comment(&mut self, b: BlockId, is_entry: bool, preds: &Predecessors) {
        let list = preds.of(b);
        match list.len() {
            0 => {
                if !is_entry {
                    self.push("  // no predecessors");
                }
            }
            1 => {
                self.push("  // pred: ^bb");
                self.push_int(list[0].1);
            }
            n => {
                self.push("  // ");
                self.push_int(n);
                self.push(" preds: ");
                for (i, &(_, p)) in list.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.push("^bb");
                    self.push_int(p);
                }
            }
        }
    }
}

/// Predecessor edges of a region's blocks: (target block, source block number), sorted.
pub(crate) struct Predecessors {
    edges: Vec<(BlockId, u32)>,
}

impl Predecessors {
    fn of_region(p: &Printer<'_>, body: &Body, idx: u32, r: RegionId) -> Predecessors {
        let mut edges = Vec::new();
        for b in body.region_blocks(r) {
            let Some(term) = body.last_op(b) else {
                continue;
            };
            let succs = body.op(term).successors();
            if succs.is_empty() {
                continue;
            }
            let n = p.names.block_number(idx, b);
            edges.extend(succs.iter().map(|&s| (s, n)));
        }
        edges.sort_unstable_by_key(|&(t, n)| (t.index(), n));
        Predecessors { edges }
    }

    fn of(&self, b: BlockId) -> &[(BlockId, u32)] {
        let start = self.edges.partition_point(|e| e.0.index() < b.index());
        let len = self.edges[start..].iter().take_while(|e| e.0 == b).count();
        &self.edges[start..start + len]
    }
}

impl<'a> Printer<'a> {
    /// ` {a = 1}` for the merged properties and attributes of `op` minus `elided`.
    pub(crate) fn print_op_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let data = op.body.op(op.id);
        let any = merged_attrs(ctx, &data.props, &data.attrs)
            .any(|(n, _)| !elided.contains(&ctx.symbol_str(n)));
        if !any {
            return;
        }
        self.push(if keyword { " attributes {" } else { " {" });
        self.print_named_attrs(merged_attrs(ctx, &data.props, &data.attrs), elided);
        self.push_char('}');
    }
}
