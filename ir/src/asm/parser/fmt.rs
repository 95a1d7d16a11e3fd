//! Compact MLIR-style rendering of types and attributes for diagnostics
//! (`use of value '%x' expects different type ...: 'i64' vs 'i32'`). It covers builtin
//! syntax only; the full printer lives in `asm::printer`.

use crate::affine::{AffineExpr, AffineMap};
use crate::attrs::{AttrData, Attribute, LocData};
use crate::context::Context;
use crate::float;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use std::fmt::Write;

pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    super::grow(|| write_type(ctx, t, &mut s));
    s
}

pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    super::grow(|| write_attr(ctx, a, &mut s));
    s
}

fn write_dims(dims: &[i64], scalable: Option<&[bool]>, s: &mut String) {
    for (i, &d) in dims.iter().enumerate() {
        let sc = scalable.is_some_and(|v| v.get(i) == Some(&true));
        if sc {
            s.push('[');
        }
        if d == DYNAMIC {
            s.push('?');
        } else {
            let _ = write!(s, "{d}");
        }
        if sc {
            s.push(']');
        }
        s.push('x');
    }
}

fn write_list(ctx: &Context, ts: &[Type], s: &mut String) {
    for (i, &t) in ts.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_type(ctx, t, s);
    }
}

fn write_type(ctx: &Context, t: Type, s: &mut String) {
    super::grow(|| match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => {
            let p = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(s, "{p}{width}");
        }
        TypeData::Index => s.push_str("index"),
        TypeData::None => s.push_str("none"),
        TypeData::Float(k) => s.push_str(k.mlir_name()),
        TypeData::Complex(e) => {
            s.push_str("complex<");
            write_type(ctx, *e, s);
            s.push('>');
        }
        TypeData::Tensor { shape, elem, encoding } => {
            s.push_str("tensor<");
            write_dims(shape, None, s);
            write_type(ctx, *elem, s);
            if let Some(e) = encoding {
                s.push_str(", ");
                write_attr(ctx, *e, s);
            }
            s.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            s.push_str("tensor<*x");
            write_type(ctx, *elem, s);
            s.push('>');
        }
        TypeData::Vector { shape, scalable, elem } => {
            s.push_str("vector<");
            write_dims(shape, Some(scalable), s);
            write_type(ctx, *elem, s);
            s.push('>');
        }
        TypeData::MemRef { shape, elem, layout, memory_space } => {
            s.push_str("memref<");
            write_dims(shape, None, s);
            write_type(ctx, *elem, s);
            for a in [layout, memory_space].into_iter().flatten() {
                s.push_str(", ");
                write_attr(ctx, *a, s);
            }
            s.push('>');
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            s.push_str("memref<*x");
            write_type(ctx, *elem, s);
            if let Some(a) = memory_space {
                s.push_str(", ");
                write_attr(ctx, *a, s);
            }
            s.push('>');
        }
        TypeData::Tuple(ts) => {
            s.push_str("tuple<");
            write_list(ctx, ts, s);
            s.push('>');
        }
        TypeData::Function { inputs, results } => {
            s.push('(');
            write_list(ctx, inputs, s);
            s.push_str(") -> ");
            let single_plain = results.len() == 1 && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if single_plain {
                write_type(ctx, results[0], s);
            } else {
                s.push('(');
                write_list(ctx, results, s);
                s.push(')');
            }
        }
        TypeData::Dialect { dialect, mnemonic, params } => {
            let _ = write!(s, "!{}.{}", ctx.symbol_str(*dialect), ctx.symbol_str(*mnemonic));
            write_params(ctx, params, s);
        }
        TypeData::Opaque { dialect, body } => write_opaque(s, '!', ctx.symbol_str(*dialect), body),
    })
}

fn write_params(ctx: &Context, params: &[Attribute], s: &mut String) {
    if params.is_empty() {
        return;
    }
    s.push('<');
    for (i, &a) in params.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_attr(ctx, a, s);
    }
    s.push('>');
}

fn write_opaque(s: &mut String, prefix: char, dialect: &str, body: &str) {
    let pretty = body.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && body.chars().take_while(|&c| c != '<').all(|c| c.is_ascii_alphanumeric() || "._$".contains(c));
    if pretty {
        let _ = write!(s, "{prefix}{dialect}.{body}");
    } else {
        let _ = write!(s, "{prefix}{dialect}<{body}>");
    }
}

fn write_str_lit(bytes: &[u8], s: &mut String) {
    s.push('"');
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:02X}");
            }
        }
    }
    s.push('"');
}

fn write_attr(ctx: &Context, a: Attribute, s: &mut String) {
    super::grow(|| match ctx.attr_data(a) {
        AttrData::Unit => s.push_str("unit"),
        AttrData::Integer { ty, value } => {
            if ctx.integer_width(*ty) == Some(1) && ctx.is_signless_integer(*ty) {
                s.push_str(if *value != 0 { "true" } else { "false" });
            } else {
                let _ = write!(s, "{value} : ");
                write_type(ctx, *ty, s);
            }
        }
        AttrData::Float { ty, bits } => {
            let kind = ctx.float_kind(*ty).unwrap_or(float::FloatKind::F64);
            let _ = write!(s, "{} : ", float::format_mlir(kind, *bits));
            write_type(ctx, *ty, s);
        }
        AttrData::String { value, ty } => {
            write_str_lit(value.as_bytes(), s);
            if let Some(t) = ty {
                s.push_str(" : ");
                write_type(ctx, *t, s);
            }
        }
        AttrData::Array(items) => {
            s.push('[');
            for (i, &x) in items.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_attr(ctx, x, s);
            }
            s.push(']');
        }
        AttrData::DenseArray { elem, .. } => {
            s.push_str("array<");
            write_type(ctx, *elem, s);
            s.push_str(": ...>");
        }
        AttrData::Dictionary(entries) => {
            s.push('{');
            for (i, &(k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(ctx.symbol_str(k));
                if !matches!(ctx.attr_data(v), AttrData::Unit) {
                    s.push_str(" = ");
                    write_attr(ctx, v, s);
                }
            }
            s.push('}');
        }
        AttrData::Type(t) => write_type(ctx, *t, s),
        AttrData::SymbolRef { root, nested } => {
            let _ = write!(s, "@{}", ctx.symbol_str(*root));
            for n in nested.iter() {
                let _ = write!(s, "::@{}", ctx.symbol_str(*n));
            }
        }
        AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => {
            s.push_str("dense<...> : ");
            write_type(ctx, *ty, s);
        }
        AttrData::AffineMap(m) => {
            s.push_str("affine_map<");
            write_map(m, s);
            s.push('>');
        }
        AttrData::StridedLayout { offset, strides } => {
            let d = |v: i64| if v == DYNAMIC { "?".to_string() } else { v.to_string() };
            let list: Vec<String> = strides.iter().map(|&v| d(v)).collect();
            let _ = write!(s, "strided<[{}]", list.join(", "));
            if *offset != 0 {
                let _ = write!(s, ", offset: {}", d(*offset));
            }
            s.push('>');
        }
        AttrData::Dialect { dialect, mnemonic, params } => {
            let _ = write!(s, "#{}.{}", ctx.symbol_str(*dialect), ctx.symbol_str(*mnemonic));
            write_params(ctx, params, s);
        }
        AttrData::Opaque { dialect, body, ty } => {
            write_opaque(s, '#', ctx.symbol_str(*dialect), body);
            if let Some(t) = ty {
                s.push_str(" : ");
                write_type(ctx, *t, s);
            }
        }
        AttrData::Location(l) => {
            s.push_str("loc(");
            write_loc(ctx, l, s);
            s.push(')');
        }
    })
}

fn write_loc(ctx: &Context, l: &LocData, s: &mut String) {
    let inner = |a: Attribute, s: &mut String| match ctx.attr_data(a) {
        AttrData::Location(l) => write_loc(ctx, l, s),
        _ => write_attr(ctx, a, s),
    };
    match l {
        LocData::Unknown => s.push_str("unknown"),
        LocData::FileLineCol { file, line, col } => {
            write_str_lit(ctx.symbol_str(*file).as_bytes(), s);
            let _ = write!(s, ":{line}:{col}");
        }
        LocData::Name { name, child } => {
            write_str_lit(ctx.symbol_str(*name).as_bytes(), s);
            if let Some(c) = child {
                s.push('(');
                inner(*c, s);
                s.push(')');
            }
        }
        LocData::CallSite { callee, caller } => {
            s.push_str("callsite(");
            inner(*callee, s);
            s.push_str(" at ");
            inner(*caller, s);
            s.push(')');
        }
        LocData::Fused { locs, metadata } => {
            s.push_str("fused");
            if let Some(m) = metadata {
                s.push('<');
                write_attr(ctx, *m, s);
                s.push('>');
            }
            s.push('[');
            for (i, &x) in locs.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                inner(x, s);
            }
            s.push(']');
        }
    }
}

fn write_map(m: &AffineMap, s: &mut String) {
    let dims: Vec<String> = (0..m.num_dims).map(|i| format!("d{i}")).collect();
    let _ = write!(s, "({})", dims.join(", "));
    if m.num_symbols > 0 {
        let syms: Vec<String> = (0..m.num_symbols).map(|i| format!("s{i}")).collect();
        let _ = write!(s, "[{}]", syms.join(", "));
    }
    s.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(e, s);
    }
    s.push(')');
}

fn write_expr(e: &AffineExpr, s: &mut String) {
    super::grow(|| {
        let bin = |a: &AffineExpr, op: &str, b: &AffineExpr, s: &mut String| {
            s.push('(');
            write_expr(a, s);
            let _ = write!(s, " {op} ");
            write_expr(b, s);
            s.push(')');
        };
        match e {
            AffineExpr::Dim(i) => {
                let _ = write!(s, "d{i}");
            }
            AffineExpr::Symbol(i) => {
                let _ = write!(s, "s{i}");
            }
            AffineExpr::Const(c) => {
                let _ = write!(s, "{c}");
            }
            AffineExpr::Add(a, b) => bin(a, "+", b, s),
            AffineExpr::Mul(a, b) => bin(a, "*", b, s),
            AffineExpr::Mod(a, b) => bin(a, "mod", b, s),
            AffineExpr::FloorDiv(a, b) => bin(a, "floordiv", b, s),
            AffineExpr::CeilDiv(a, b) => bin(a, "ceildiv", b, s),
        }
    })
}
