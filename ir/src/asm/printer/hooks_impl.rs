//! The [`AsmPrinter`] and [`OpAsmPrinter`] hook API on the real printer.
//!
//! Inside a custom printer, operands and successors belong to the op's body and region
//! arguments to the body of its regions (its own body when it is isolated from above).

use super::alias::entry_args;
use super::ops::RegionStyle;
use super::{lex, Elision, Printer};
use crate::asm::{AsmPrinter, OpAsmPrinter};
use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Context;
use crate::ir::{BlockId, NamedAttrs, OpRef, ValueId};
use crate::types::Type;

impl AsmPrinter for Printer<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.push(s);
    }
    fn print_type(&mut self, t: Type) {
        self.print_type_ref(t);
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.print_attr(a, Elision::Never);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attr(a, Elision::Must);
    }
    fn print_symbol_name(&mut self, name: &str) {
        lex::symbol_ref_into(&mut self.out, name);
    }
    fn print_string(&mut self, s: &str) {
        lex::quoted_into(&mut self.out, s.as_bytes());
    }
    fn print_dimension_list(&mut self, dims: &[i64]) {
        self.print_dims(dims);
    }
}

impl OpAsmPrinter for Printer<'_> {
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter {
        self
    }

    fn print_operand(&mut self, v: ValueId) {
        self.names
            .write_value(&mut self.out, self.body_index, v, true);
    }

    fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_operand(v);
        }
    }

    fn print_argument(&mut self, v: ValueId, attrs: Option<Attribute>) {
        self.names
            .write_value(&mut self.out, self.region_index, v, true);
        let Some(data) = self.region_body.values.get(v) else {
            return;
        };
        let (ty, loc) = (data.ty, data.loc);
        self.push(": ");
        self.print_type_ref(ty);
        if let Some(AttrData::Dictionary(entries)) = attrs.map(|a| self.ctx.attr_data(a)) {
            if !entries.is_empty() {
                self.push(" {");
                self.print_named_attrs(entries.iter().copied(), &[]);
                self.push_char('}');
            }
        }
        if self.opts.debug_info {
            self.push_char(' ');
            self.print_block_arg_loc(loc);
        }
    }

    fn print_types(&mut self, ts: &[Type]) {
        self.print_type_list(ts);
    }

    fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.push_char('(');
        self.print_type_list(inputs);
        self.push(") -> ");
        self.print_result_types(results);
    }

    fn print_arrow_type_list(&mut self, results: &[Type]) {
        if results.is_empty() {
            return;
        }
        self.push(" -> ");
        self.print_result_types(results);
    }

    fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_op_attr_dict(op, elided, false);
    }

    fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_op_attr_dict(op, elided, true);
    }

    fn print_properties(&mut self, op: OpRef<'_>) {
        let props = &op.body.op(op.id).props;
        if props.is_empty() {
            return;
        }
        self.push(" <{");
        self.print_named_attrs(props.iter(), &[]);
        self.push("}>");
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
        print_entry_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        // Hooks print regions of the op they were handed, which lives in `self.body`; going
        // through `self.body` gives the region the printer's lifetime.
        if !std::ptr::eq(op.body, self.body) {
            self.push("<<UNKNOWN REGION>>");
            return;
        }
        let body = self.body;
        let (rbody, regions) = body.op_regions(op.id);
        let Some(&r) = regions.get(index) else {
            self.push("<<UNKNOWN REGION>>");
            return;
        };
        let ridx = if std::ptr::eq(rbody, body) {
            self.body_index
        } else {
            self.names.body_index(rbody).unwrap_or(u32::MAX)
        };
        let dialect = self.region_default_dialect(body, op.id);
        // Ops inside the region print with the region's body as their own.
        let saved = (
            self.body,
            self.body_index,
            self.region_body,
            self.region_index,
        );
        let style = RegionStyle {
            entry_args: print_entry_args,
            terminators: print_block_terminators,
            empty_block: print_empty_block,
        };
        self.print_region_in(rbody, ridx, r, dialect, style);
        (
            self.body,
            self.body_index,
            self.region_body,
            self.region_index,
        ) = saved;
    }

    fn print_successor(&mut self, b: BlockId) {
        self.names.write_block(&mut self.out, self.body_index, b);
    }

    fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[ValueId]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.push_char('(');
        self.print_operands(operands);
        self.push(" : ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            if let Some(data) = self.body.values.get(v) {
                self.print_type_ref(data.ty);
            }
        }
        self.push_char(')');
    }

    fn print_optional_location(&mut self, loc: Location) {
        if self.opts.debug_info {
            self.push_char(' ');
            self.print_location(loc);
        }
    }

    fn print_op_name(&mut self, name: &str) {
        let printed = self.opts.printed_op_name(name);
        self.push(&printed);
    }

    fn print_newline(&mut self) {
        self.push_char('\n');
        self.push_indent(self.indent);
    }

    fn increase_indent(&mut self) {
        self.indent += super::ops::INDENT_WIDTH;
    }

    fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(super::ops::INDENT_WIDTH);
    }

    fn region_entry_args(&self, op: OpRef<'_>, index: usize) -> Vec<ValueId> {
        entry_args(op, index)
    }

    fn shadow_region_args(&mut self, op: OpRef<'_>, index: usize, values: &[ValueId]) {
        if !std::ptr::eq(op.body, self.body) {
            return;
        }
        let region_body = self.body.op_regions(op.id).0;
        let ridx = self.index_of(region_body);
        for (arg, &value) in entry_args(op, index).into_iter().zip(values) {
            self.names.shadow(ridx, arg, self.body_index, value);
        }
    }

    fn print_attr_dict(&mut self, attrs: &NamedAttrs, elided: &[&str]) {
        let ctx = self.ctx;
        if !attrs
            .iter()
            .any(|(n, _)| !elided.contains(&ctx.symbol_str(n)))
        {
            return;
        }
        self.push(" {");
        self.print_named_attrs(attrs.iter(), elided);
        self.push_char('}');
    }
}
