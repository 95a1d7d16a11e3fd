//! Attribute and location printing (MLIR's `printAttributeImpl`, `printLocationInternal`).

use super::{grow, lex, Elision, Printer};
use crate::attrs::{AttrData, Attribute, LocData, Location};
use crate::context::Symbol;
use crate::float::{self, FloatKind};
use crate::types::{Signedness, Type, TypeData};

impl<'a> Printer<'a> {
    /// An attribute, through its alias if it has one.
    pub(crate) fn print_attr(&mut self, a: Attribute, elision: Elision) {
        let cacheable = elision == Elision::Never;
        if cacheable {
            if let Some(text) = self.attr_text.get(a.index()) {
                self.out.push_str(text);
                return;
            }
        }
        let start = self.out.len();
        match self.aliases.attr_alias(a) {
            Some(alias) => self.out.push_str(alias),
            None => grow(|| self.print_attr_impl(a, elision)),
        }
        if cacheable {
            if let Some(text) = self.out.get(start..) {
                self.attr_text.put(a.index(), text);
            }
        }
    }

    /// An attribute spelled out.
    pub(crate) fn print_attr_impl(&mut self, a: Attribute, elision: Elision) {
        let ctx = self.ctx;
        let ty: Option<Type> = match ctx.attr_data(a) {
            AttrData::Unit => {
                self.push("unit");
                return;
            }
            AttrData::Integer { ty, value } => {
                if matches!(
                    ctx.type_data(*ty),
                    TypeData::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    self.push(if *value & 1 != 0 { "true" } else { "false" });
                    return;
                }
                self.print_int_value(*ty, *value);
                if elision == Elision::May
                    && matches!(
                        ctx.type_data(*ty),
                        TypeData::Integer {
                            width: 64,
                            signedness: Signedness::Signless
                        }
                    )
                {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { ty, bits } => {
                let start = self.out.len();
                self.print_float_bits(*ty, *bits);
                // A hexadecimal literal (NaN, infinities) keeps its type, as upstream: without
                // it the literal would parse back as an integer.
                let hex = self.out[start..].trim_start_matches('-').starts_with("0x");
                if elision == Elision::May && ctx.float_kind(*ty) == Some(FloatKind::F64) && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                lex::quoted_into(&mut self.out, value);
                *ty
            }
            AttrData::Array(items) => {
                self.push_char('[');
                for (i, &item) in items.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.print_attr(item, Elision::May);
                }
                self.push_char(']');
                None
            }
            AttrData::DenseArray { elem, data } => {
                self.print_dense_array(*elem, data);
                return;
            }
            AttrData::Dictionary(entries) => {
                self.push_char('{');
                self.print_named_attrs(entries.iter().copied(), &[]);
                self.push_char('}');
                None
            }
            AttrData::Type(t) => {
                self.print_type_ref(*t);
                None
            }
            AttrData::SymbolRef { root, nested } => {
                lex::symbol_ref_into(&mut self.out, ctx.symbol_str(*root));
                for &n in nested.iter() {
                    self.push("::");
                    lex::symbol_ref_into(&mut self.out, ctx.symbol_str(n));
                }
                None
            }
            AttrData::DenseElements { ty, data, splat } => {
                self.print_dense_elements(*ty, data, *splat);
                Some(*ty)
            }
            AttrData::DenseStrings { ty, values, splat } => {
                self.print_dense_strings(*ty, values, *splat);
                Some(*ty)
            }
            AttrData::AffineMap(map) => {
                self.push("affine_map<");
                self.print_affine_map(map);
                self.push_char('>');
                return;
            }
            AttrData::StridedLayout { offset, strides } => {
                self.push("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.push_dim_or_dynamic(s);
                }
                self.push_char(']');
                if *offset != 0 {
                    self.push(", offset: ");
                    self.push_dim_or_dynamic(*offset);
                }
                self.push_char('>');
                None
            }
            AttrData::Dialect {
                dialect,
                mnemonic,
                params,
            } => {
                let hook = ctx.dialect(*dialect).and_then(|d| d.print_attr);
                let body = self.capture(|p| {
                    if !hook.is_some_and(|h| h(p, a)) {
                        p.out.clear();
                        p.push(ctx.symbol_str(*mnemonic));
                        p.print_params(params);
                    }
                });
                lex::dialect_symbol_into(
                    &mut self.out,
                    '#',
                    self.opts.printed_dialect_name(ctx.symbol_str(*dialect)),
                    &body,
                );
                self.recycle(body);
                None
            }
            AttrData::Opaque { dialect, body, ty } => {
                lex::dialect_symbol_into(&mut self.out, '#', ctx.symbol_str(*dialect), body);
                *ty
            }
            AttrData::Location(_) => {
                self.print_location_spelled(a);
                None
            }
        };
        if elision != Elision::Must {
            if let Some(ty) = ty.filter(|&t| !matches!(ctx.type_data(t), TypeData::None)) {
                self.push(" : ");
                self.print_type_ref(ty);
            }
        }
    }

    fn push_dim_or_dynamic(&mut self, v: i64) {
        if v == crate::types::DYNAMIC {
            self.push_char('?');
        } else {
            self.push_int(v);
        }
    }

    /// `name = value` pairs (unit values print as just the name), skipping `elided` names.
    pub(crate) fn print_named_attrs(
        &mut self,
        attrs: impl Iterator<Item = (Symbol, Attribute)>,
        elided: &[&str],
    ) {
        let mut first = true;
        for (name, value) in attrs {
            let name = self.ctx.symbol_str(name);
            if elided.contains(&name) {
                continue;
            }
            if !first {
                self.push(", ");
            }
            first = false;
            lex::keyword_or_string_into(&mut self.out, name);
            if matches!(self.ctx.attr_data(value), AttrData::Unit) {
                continue;
            }
            self.push(" = ");
            self.print_attr(value, Elision::Never);
        }
    }

    /// An integer of type `ty`: unsigned types print unsigned, others signed (MLIR's
    /// `APInt::print`), after normalizing the stored bits to the type's width.
    pub(crate) fn print_int_value(&mut self, ty: Type, value: i128) {
        let (width, unsigned) = match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                (*width, *signedness == Signedness::Unsigned)
            }
            TypeData::Index => (64, false),
            _ => (128, false),
        };
        if width == 0 || width >= 128 {
            self.push_int(value);
        } else if unsigned {
            self.push_int((value as u128) & ((1u128 << width) - 1));
        } else {
            let shift = 128 - width;
            self.push_int((value << shift) >> shift);
        }
    }

    /// A float of type `ty` as MLIR's `printFloatValue` does; bits of a non-float type as hex.
    pub(crate) fn print_float_bits(&mut self, ty: Type, bits: u64) {
        match self.ctx.float_kind(ty) {
            Some(kind) => self.push(&float::format_mlir(kind, bits)),
            None => {
                use std::fmt::Write;
                let _ = write!(self.out, "0x{bits:X}");
            }
        }
    }

    /// `loc(...)` after an op: `loc(#loc3)` when the location has an alias.
    pub(crate) fn print_location(&mut self, loc: Location) {
        match self.aliases.attr_alias(loc) {
            Some(alias) => {
                self.out.push_str("loc(");
                self.out.push_str(alias);
                self.out.push(')');
            }
            None => self.print_location_spelled(loc),
        }
    }

    /// `loc(...)` spelled out at the top (block arguments, as mlir-opt), aliases used inside.
    pub(crate) fn print_location_spelled(&mut self, loc: Location) {
        self.push("loc(");
        grow(|| self.print_location_impl(loc));
        self.push_char(')');
    }

    /// A location nested in another: its alias if it has one.
    fn print_location_inner(&mut self, loc: Location) {
        match self.aliases.attr_alias(loc) {
            Some(alias) => self.out.push_str(alias),
            None => grow(|| self.print_location_impl(loc)),
        }
    }

    fn print_location_impl(&mut self, loc: Location) {
        let ctx = self.ctx;
        let AttrData::Location(data) = ctx.attr_data(loc) else {
            // Not a location (malformed IR): print it as an attribute so the output stays readable.
            self.print_attr(loc, Elision::Never);
            return;
        };
        match data {
            LocData::Unknown => self.push("unknown"),
            LocData::FileLineCol { file, line, col } => {
                lex::quoted_into(&mut self.out, ctx.symbol_str(*file).as_bytes());
                self.push_char(':');
                self.push_int(line);
                self.push_char(':');
                self.push_int(col);
            }
            LocData::Name { name, child } => {
                lex::quoted_into(&mut self.out, ctx.symbol_str(*name).as_bytes());
                if let Some(child) = child
                    .filter(|&c| !matches!(ctx.attr_data(c), AttrData::Location(LocData::Unknown)))
                {
                    self.push_char('(');
                    self.print_location_inner(child);
                    self.push_char(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                self.push("callsite(");
                self.print_location_inner(*callee);
                self.push(" at ");
                self.print_location_inner(*caller);
                self.push_char(')');
            }
            LocData::Fused { locs, metadata } => {
                self.push("fused");
                if let Some(m) = metadata {
                    self.push_char('<');
                    self.print_attr(*m, Elision::Never);
                    self.push_char('>');
                }
                self.push_char('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.print_location_inner(l);
                }
                self.push_char(']');
            }
        }
    }
}
