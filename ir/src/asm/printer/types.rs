//! Type printing (MLIR's `printTypeImpl`).

use super::{grow, lex, Elision, Printer};
use crate::affine::AffineMap;
use crate::attrs::{AttrData, Attribute};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

impl<'a> Printer<'a> {
    /// A type, through its alias if it has one.
    pub(crate) fn print_type_ref(&mut self, t: Type) {
        if let Some(text) = self.type_text.get(t.index()) {
            self.out.push_str(text);
            return;
        }
        let start = self.out.len();
        match self.aliases.type_alias(t) {
            Some(alias) => self.out.push_str(alias),
            None => grow(|| self.print_type_impl(t)),
        }
        if let Some(text) = self.out.get(start..) {
            self.type_text.put(t.index(), text);
        }
    }

    /// A type spelled out (alias definitions print their own right-hand side this way).
    pub(crate) fn print_type_impl(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => self.push_char('s'),
                    Signedness::Unsigned => self.push_char('u'),
                }
                self.push_char('i');
                self.push_int(width);
            }
            TypeData::Index => self.push("index"),
            TypeData::Float(kind) => self.push(kind.mlir_name()),
            TypeData::None => self.push("none"),
            TypeData::Complex(elem) => {
                self.push("complex<");
                self.print_type_ref(*elem);
                self.push_char('>');
            }
            TypeData::Tuple(elems) => {
                self.push("tuple<");
                self.print_type_list(elems);
                self.push_char('>');
            }
            TypeData::Function { inputs, results } => {
                self.push_char('(');
                self.print_type_list(inputs);
                self.push(") -> ");
                self.print_result_types(results);
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.push("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let s = scalable.get(i).copied().unwrap_or(false);
                    if s {
                        self.push_char('[');
                    }
                    self.push_dim(d);
                    if s {
                        self.push_char(']');
                    }
                    self.push_char('x');
                }
                self.print_type_ref(*elem);
                self.push_char('>');
            }
            TypeData::Tensor {
                shape,
                elem,
                encoding,
            } => {
                self.push("tensor<");
                self.push_shape_prefix(shape);
                self.print_type_ref(*elem);
                if let Some(enc) = encoding {
                    self.push(", ");
                    self.print_attr(*enc, Elision::Never);
                }
                self.push_char('>');
            }
            TypeData::UnrankedTensor { elem } => {
                self.push("tensor<*x");
                self.print_type_ref(*elem);
                self.push_char('>');
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.push("memref<");
                self.push_shape_prefix(shape);
                self.print_type_ref(*elem);
                if let Some(layout) = layout.filter(|&l| !self.is_identity_layout(l)) {
                    self.push(", ");
                    self.print_attr(layout, Elision::May);
                }
                if let Some(space) = memory_space {
                    self.push(", ");
                    self.print_attr(*space, Elision::May);
                }
                self.push_char('>');
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.push("memref<*x");
                self.print_type_ref(*elem);
                if let Some(space) = memory_space {
                    self.push(", ");
                    self.print_attr(*space, Elision::May);
                }
                self.push_char('>');
            }
            TypeData::Dialect {
                dialect,
                mnemonic,
                params,
            } => {
                let dialect_name = ctx.symbol_str(*dialect);
                let hook = ctx.dialect(*dialect).and_then(|d| d.print_type);
                let body = self.capture(|p| {
                    let custom = hook.is_some_and(|h| h(p, t));
                    if !custom {
                        p.out.clear();
                        p.push(ctx.symbol_str(*mnemonic));
                        p.print_params(params);
                    }
                });
                lex::dialect_symbol_into(
                    &mut self.out,
                    '!',
                    self.opts.printed_dialect_name(dialect_name),
                    &body,
                );
                self.recycle(body);
            }
            TypeData::Opaque { dialect, body } => {
                lex::dialect_symbol_into(&mut self.out, '!', ctx.symbol_str(*dialect), body);
            }
        }
    }

    /// `<a, b>` after a dialect type or attribute mnemonic; nothing without parameters.
    pub(crate) fn print_params(&mut self, params: &[Attribute]) {
        if params.is_empty() {
            return;
        }
        self.push_char('<');
        for (i, &a) in params.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_attr(a, Elision::Never);
        }
        self.push_char('>');
    }

    /// Comma-separated types.
    pub(crate) fn print_type_list(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_type_ref(t);
        }
    }

    /// Results after `->`: parenthesized unless exactly one non-function type.
    pub(crate) fn print_result_types(&mut self, results: &[Type]) {
        let wrapped = results.len() != 1
            || matches!(self.ctx.type_data(results[0]), TypeData::Function { .. });
        if wrapped {
            self.push_char('(');
        }
        self.print_type_list(results);
        if wrapped {
            self.push_char(')');
        }
    }

    fn push_dim(&mut self, d: i64) {
        if d == DYNAMIC {
            self.push_char('?');
        } else {
            self.push_int(d);
        }
    }

    /// `4x?x` before an element type.
    fn push_shape_prefix(&mut self, shape: &[i64]) {
        for &d in shape {
            self.push_dim(d);
            self.push_char('x');
        }
    }

    /// `4x?x8`, without a trailing `x`.
    pub(crate) fn print_dims(&mut self, dims: &[i64]) {
        for (i, &d) in dims.iter().enumerate() {
            if i > 0 {
                self.push_char('x');
            }
            self.push_dim(d);
        }
    }

    /// An identity affine map layout is the default and is not printed.
    pub(crate) fn is_identity_layout(&self, layout: Attribute) -> bool {
        matches!(self.ctx.attr_data(layout), AttrData::AffineMap(m) if AffineMap::is_identity(m))
    }
}
