//! Struct-like attribute bodies `<key = value, ...>`: keys in any order, each at most
//! once. Two dialects of it, differing only in messages and trailing commas
//! ([`StructMessages`]): StableHLO's own `parseStruct` (dot, conv, gather and scatter
//! dimension numbers, dot algorithms) and ODS `struct(params)` attributes
//! ([`StructAttr`]: `#hlo.channel_handle<handle = 1, type = 2>`, the mesh attributes),
//! stored as `AttrData::Dialect` params in declaration order, an absent optional
//! parameter as a unit attribute.

use super::{hlo_attr, hlo_attr_params};
pub use crate::syntax::{i64_list_text, parse_i64_list};
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{Attribute, Context, Diag};

/// Whose parser a struct body follows: the messages and whether a trailing comma is allowed.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum StructMessages {
    /// StableHLO's `parseStruct`: `expected one of: ...`, `duplicated ... entry`; `<a = 1,>` allowed.
    StableHlo,
    /// ODS's generated struct parser: `duplicate or unknown struct parameter name: ...`.
    Ods,
}

/// Parses `key = value, ...>` (the `<` already read; reads the `>`), calling `field` with
/// the index of each key in `keys`. Returns which keys were seen.
pub fn parse_struct(
    p: &mut dyn AsmParser,
    keys: &[&str],
    messages: StructMessages,
    field: &mut dyn FnMut(&mut dyn AsmParser, usize) -> Result<(), Diag>,
) -> Result<Vec<bool>, Diag> {
    let mut seen = vec![false; keys.len()];
    if p.parse_optional_punct(Punct::Greater) {
        return Ok(seen);
    }
    loop {
        let loc = p.current_loc();
        let key = p.parse_optional_keyword_any();
        let index = key
            .as_deref()
            .and_then(|k| keys.iter().position(|known| *known == k));
        let Some(index) = index.filter(|&i| !seen[i]) else {
            return Err(match (messages, key, index) {
                (StructMessages::StableHlo, _, Some(i)) => {
                    p.error_at(loc, &format!("duplicated `{}` entry", keys[i]))
                }
                (StructMessages::StableHlo, _, None) => {
                    let list: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
                    p.error_at(loc, &format!("expected one of: {}", list.join(", ")))
                }
                (StructMessages::Ods, Some(key), _) => p.error_at(
                    loc,
                    &format!("duplicate or unknown struct parameter name: {key}"),
                ),
                (StructMessages::Ods, None, _) => p.error("expected a parameter name in struct"),
            });
        };
        seen[index] = true;
        p.parse_punct(Punct::Equal)?;
        field(p, index)?;
        if !p.parse_optional_punct(Punct::Comma) {
            p.parse_punct(Punct::Greater)?;
            return Ok(seen);
        }
        if messages == StructMessages::StableHlo && p.parse_optional_punct(Punct::Greater) {
            return Ok(seen);
        }
    }
}

/// `key = value` pairs joined by `, `, skipping fields whose value is `None`.
pub fn struct_fields_text(fields: &[(&str, Option<String>)]) -> String {
    let parts: Vec<String> = fields
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k} = {v}")))
        .collect();
    parts.join(", ")
}

/// A list field as `printStruct` shows it: omitted when empty.
pub fn nonempty_list(values: &[i64]) -> Option<String> {
    (!values.is_empty()).then(|| i64_list_text(values))
}

/// How an ODS struct parameter's value is written.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum ParamKind {
    /// `int64_t`: a bare integer, stored as an `i64` attribute.
    Int,
    /// Any attribute, printed as the attribute printer does.
    Attr,
    /// Shardy's sub-axis `(pre_size)size`, stored as `array<i64: pre_size, size>`.
    SubAxis,
    /// `ArrayRefParameter<"int64_t">`: `[0, 1]`, stored as `array<i64: 0, 1>`.
    IntList,
}

pub struct Param {
    pub name: &'static str,
    pub kind: ParamKind,
    pub optional: bool,
}

impl Param {
    pub const fn int(name: &'static str) -> Param {
        Param {
            name,
            kind: ParamKind::Int,
            optional: false,
        }
    }
    pub const fn attr(name: &'static str) -> Param {
        Param {
            name,
            kind: ParamKind::Attr,
            optional: false,
        }
    }
    pub const fn int_list(name: &'static str) -> Param {
        Param {
            name,
            kind: ParamKind::IntList,
            optional: false,
        }
    }
}

/// One ODS struct attribute: its mnemonic, the C++ name parse errors mention, its parameters.
pub struct StructAttr {
    pub mnemonic: &'static str,
    pub cpp_name: &'static str,
    pub params: &'static [Param],
}

impl StructAttr {
    /// The attribute with `values` in parameter order (`None` for an absent optional one).
    pub fn attr(&self, ctx: &Context, values: &[Option<Attribute>]) -> Attribute {
        let params: Vec<Attribute> = values
            .iter()
            .map(|v| v.unwrap_or_else(|| ctx.unit_attr()))
            .collect();
        hlo_attr(ctx, self.mnemonic, params)
    }

    /// The stored parameter values, if `a` is this attribute.
    pub fn values<'a>(&self, ctx: &'a Context, a: Attribute) -> Option<&'a [Attribute]> {
        hlo_attr_params(ctx, a, self.mnemonic).filter(|params| params.len() == self.params.len())
    }

    /// Parses `<key = value, ...>` after the mnemonic, with ODS's messages.
    pub fn parse_after_mnemonic(&self, p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
        p.parse_punct(Punct::Less)?;
        let names: Vec<&str> = self.params.iter().map(|q| q.name).collect();
        let mut values: Vec<Option<Attribute>> = vec![None; self.params.len()];
        parse_struct(p, &names, StructMessages::Ods, &mut |q, index| {
            values[index] = Some(self.parse_value(q, index)?);
            Ok(())
        })?;
        if let Some(missing) = self
            .params
            .iter()
            .zip(&values)
            .find(|(q, v)| !q.optional && v.is_none())
        {
            return Err(p.error(&format!(
                "struct is missing required parameter: {}",
                missing.0.name
            )));
        }
        Ok(self.attr(p.ctx(), &values))
    }

    fn parse_value(&self, p: &mut dyn AsmParser, index: usize) -> Result<Attribute, Diag> {
        let param = &self.params[index];
        let loc = p.current_loc();
        let failed = |p: &mut dyn AsmParser, what: &str| {
            p.error_at(
                loc,
                &format!(
                    "failed to parse {} parameter '{}' which is to be a `{what}`",
                    self.cpp_name, param.name
                ),
            )
        };
        match param.kind {
            ParamKind::Int => match p.parse_integer() {
                Ok(v) => Ok(p.ctx().i64_attr(v)),
                Err(_) => Err(failed(p, "int64_t")),
            },
            ParamKind::Attr => p.parse_attribute(None),
            ParamKind::SubAxis => {
                let parse = |p: &mut dyn AsmParser| -> Result<[i64; 2], Diag> {
                    p.parse_punct(Punct::LParen)?;
                    let pre = p.parse_integer()?;
                    p.parse_punct(Punct::RParen)?;
                    Ok([pre, p.parse_integer()?])
                };
                match parse(p) {
                    Ok(v) => Ok(p.ctx().dense_i64_array(&v)),
                    Err(_) => Err(failed(p, "SubAxisInfoAttr")),
                }
            }
            ParamKind::IntList => match parse_i64_list(p) {
                Ok(values) => Ok(p.ctx().dense_i64_array(&values)),
                Err(_) => Err(failed(p, "::llvm::ArrayRef<int64_t>")),
            },
        }
    }

    /// Prints `mnemonic<key = value, ...>` if `a` is this attribute.
    pub fn print(&self, p: &mut dyn AsmPrinter, a: Attribute) -> bool {
        let ctx = p.ctx();
        let Some(values) = self.values(ctx, a) else {
            return false;
        };
        let values = values.to_vec();
        let unit = ctx.unit_attr();
        p.write_str(self.mnemonic);
        p.write_str("<");
        let mut first = true;
        for (param, v) in self.params.iter().zip(values) {
            if param.optional && v == unit {
                continue;
            }
            if !first {
                p.write_str(", ");
            }
            first = false;
            p.write_str(param.name);
            p.write_str(" = ");
            let ctx = p.ctx();
            match (param.kind, ctx.attr_as_int(v), ctx.attr_as_i64_array(v)) {
                (ParamKind::Int, Some(i), _) => p.write_str(&i.to_string()),
                (ParamKind::SubAxis, _, Some(s)) if s.len() == 2 => {
                    p.write_str(&format!("({}){}", s[0], s[1]))
                }
                (ParamKind::IntList, _, Some(s)) => p.write_str(&i64_list_text(&s)),
                _ => p.print_attribute(v),
            }
        }
        p.write_str(">");
        true
    }
}
