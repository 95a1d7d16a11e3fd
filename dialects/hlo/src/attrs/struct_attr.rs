//! ODS `struct(params)` attributes: `#hlo.channel_handle<handle = 1, type = 2>`, the
//! mesh attributes of mesh-axes replica groups. Parameters are `key = value` in any order,
//! each at most once; stored as `AttrData::Dialect` params in declaration order, an absent
//! optional parameter as a unit attribute.

use crate::types::DIALECT;
use xla_ir::asm::{AsmParser, AsmPrinter, Delimiter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag};

/// How a parameter's value is written.
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
        Param { name, kind: ParamKind::Int, optional: false }
    }
    pub const fn attr(name: &'static str) -> Param {
        Param { name, kind: ParamKind::Attr, optional: false }
    }
    pub const fn int_list(name: &'static str) -> Param {
        Param { name, kind: ParamKind::IntList, optional: false }
    }
}

/// One struct attribute: its mnemonic, the C++ name parse errors mention, its parameters.
pub struct StructAttr {
    pub mnemonic: &'static str,
    pub cpp_name: &'static str,
    pub params: &'static [Param],
}

impl StructAttr {
    /// The attribute with `values` in parameter order (`None` for an absent optional one).
    pub fn attr(&self, ctx: &Context, values: &[Option<Attribute>]) -> Attribute {
        let params = values.iter().map(|v| v.unwrap_or_else(|| ctx.unit_attr())).collect();
        ctx.intern_attr(AttrData::Dialect { dialect: ctx.symbol(DIALECT), mnemonic: ctx.symbol(self.mnemonic), params })
    }

    /// The stored parameter values, if `a` is this attribute.
    pub fn values<'a>(&self, ctx: &'a Context, a: Attribute) -> Option<&'a [Attribute]> {
        let AttrData::Dialect { dialect, mnemonic, params } = ctx.attr_data(a) else { return None };
        let ours = ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*mnemonic) == self.mnemonic;
        (ours && params.len() == self.params.len()).then_some(params)
    }

    /// Parses `<key = value, ...>` after the mnemonic, with ODS's messages.
    pub fn parse_after_mnemonic(&self, p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
        p.parse_punct(Punct::Less)?;
        let mut values: Vec<Option<Attribute>> = vec![None; self.params.len()];
        if !p.peek_punct(Punct::Greater) {
            loop {
                let loc = p.current_loc();
                let Some(key) = p.parse_optional_keyword_any() else {
                    return Err(p.error("expected a parameter name in struct"));
                };
                let slot = self.params.iter().zip(&values).position(|(q, v)| q.name == key && v.is_none());
                let Some(index) = slot else {
                    return Err(p.error_at(loc, &format!("duplicate or unknown struct parameter name: {key}")));
                };
                p.parse_punct(Punct::Equal)?;
                values[index] = Some(self.parse_value(p, index)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
        }
        p.parse_punct(Punct::Greater)?;
        if let Some(missing) = self.params.iter().zip(&values).find(|(q, v)| !q.optional && v.is_none()) {
            return Err(p.error(&format!("struct is missing required parameter: {}", missing.0.name)));
        }
        Ok(self.attr(p.ctx(), &values))
    }

    fn parse_value(&self, p: &mut dyn AsmParser, index: usize) -> Result<Attribute, Diag> {
        let param = &self.params[index];
        let loc = p.current_loc();
        let failed = |p: &mut dyn AsmParser, what: &str| {
            p.error_at(loc, &format!("failed to parse {} parameter '{}' which is to be a `{what}`", self.cpp_name, param.name))
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
            ParamKind::IntList => {
                let mut values = Vec::new();
                let parsed = p.parse_comma_separated(Delimiter::Square, &mut |q| {
                    values.push(q.parse_integer()?);
                    Ok(())
                });
                match parsed {
                    Ok(()) => Ok(p.ctx().dense_i64_array(&values)),
                    Err(_) => Err(failed(p, "::llvm::ArrayRef<int64_t>")),
                }
            }
        }
    }

    /// Prints `mnemonic<key = value, ...>` if `a` is this attribute.
    pub fn print(&self, p: &mut dyn AsmPrinter, a: Attribute) -> bool {
        let ctx = p.ctx();
        let Some(values) = self.values(ctx, a) else { return false };
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
                (ParamKind::SubAxis, _, Some(s)) if s.len() == 2 => p.write_str(&format!("({}){}", s[0], s[1])),
                (ParamKind::IntList, _, Some(s)) => {
                    let items: Vec<String> = s.iter().map(i64::to_string).collect();
                    p.write_str(&format!("[{}]", items.join(", ")))
                }
                _ => p.print_attribute(v),
            }
        }
        p.write_str(">");
        true
    }
}
