//! Loop metadata: `#llvm.loop_annotation<...>` on a loop's back edge (`llvm.br`,
//! `llvm.cond_br`) and the option groups it nests (`#llvm.loop_interleave<count = 4 : i32>`,
//! `#llvm.loop_vectorize<...>`, `#llvm.loop_unroll<...>`), translated by upstream to
//! `!llvm.loop` metadata. Stored as `AttrData::Dialect { params: [key, value, ...] }` in the
//! declaration order upstream prints; printed with upstream's aliases (`#loop_annotation`).

use crate::types::DIALECT;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag};

/// What a parameter holds.
#[derive(Clone, Copy)]
enum Kind {
    Bool,
    I32,
    /// An attribute of this dialect with the mnemonic.
    Nested(&'static str),
}

/// The parameters of each loop attribute, in upstream's declaration (and printing) order.
/// Upstream has more (followups, locations, access groups); these are the ones we emit or
/// read, the others are a parse error naming the parameter.
fn parameters(mnemonic: &str) -> Option<&'static [(&'static str, Kind)]> {
    Some(match mnemonic {
        "loop_annotation" => &[
            ("disableNonforced", Kind::Bool),
            ("vectorize", Kind::Nested("loop_vectorize")),
            ("interleave", Kind::Nested("loop_interleave")),
            ("unroll", Kind::Nested("loop_unroll")),
            ("mustProgress", Kind::Bool),
            ("isVectorized", Kind::Bool),
        ],
        "loop_interleave" => &[("count", Kind::I32)],
        "loop_vectorize" => &[
            ("disable", Kind::Bool),
            ("predicateEnable", Kind::Bool),
            ("scalableEnable", Kind::Bool),
            ("width", Kind::I32),
        ],
        "loop_unroll" => &[
            ("disable", Kind::Bool),
            ("count", Kind::I32),
            ("runtimeDisable", Kind::Bool),
            ("full", Kind::Bool),
        ],
        _ => return None,
    })
}

/// Whether `mnemonic` names one of the loop attributes.
pub fn is_loop_attr(mnemonic: &str) -> bool {
    parameters(mnemonic).is_some()
}

/// A loop attribute from its parameters (given in any order; unknown names are dropped).
pub fn loop_attr(ctx: &Context, mnemonic: &str, fields: &[(&str, Attribute)]) -> Attribute {
    let mut params = Vec::new();
    for (name, _) in parameters(mnemonic).unwrap_or(&[]) {
        if let Some((_, v)) = fields.iter().find(|(n, _)| n == name) {
            params.extend([ctx.string_attr(name), *v]);
        }
    }
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(DIALECT),
        mnemonic: ctx.symbol(mnemonic),
        params: params.into_boxed_slice(),
    })
}

/// `#llvm.loop_annotation<interleave = #llvm.loop_interleave<count = N : i32>>`: LLVM
/// interleaves N vector iterations of the loop (independent chains for the scheduler).
pub fn interleave_annotation(ctx: &Context, count: u32) -> Attribute {
    let count = ctx.integer_attr(ctx.i32(), i128::from(count));
    let interleave = loop_attr(ctx, "loop_interleave", &[("count", count)]);
    loop_attr(ctx, "loop_annotation", &[("interleave", interleave)])
}

/// `#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>>`: LLVM keeps the
/// loop scalar (and spends no compile time on vectorizing it).
pub fn vectorize_disabled(ctx: &Context) -> Attribute {
    let vectorize = loop_attr(ctx, "loop_vectorize", &[("disable", ctx.bool_attr(true))]);
    loop_attr(ctx, "loop_annotation", &[("vectorize", vectorize)])
}

/// The parameters of a loop attribute `a` with `mnemonic`, as (name, value) pairs.
pub fn loop_attr_fields<'c>(
    ctx: &'c Context,
    a: Attribute,
    mnemonic: &str,
) -> Option<Vec<(&'c str, Attribute)>> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect,
            mnemonic: m,
            params,
        } if ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*m) == mnemonic => params
            .chunks(2)
            .map(|kv| match kv {
                [k, v] => Some((ctx.attr_as_str(*k)?, *v)),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The alias upstream's `LLVMOpAsmDialectInterface` gives: the mnemonic itself.
pub fn alias(ctx: &Context, data: &AttrData) -> Option<&'static str> {
    let AttrData::Dialect { mnemonic, .. } = data else {
        return None;
    };
    match ctx.symbol_str(*mnemonic) {
        "loop_annotation" => Some("loop_annotation"),
        "loop_interleave" => Some("loop_interleave"),
        "loop_vectorize" => Some("loop_vectorize"),
        "loop_unroll" => Some("loop_unroll"),
        _ => None,
    }
}

/// Parses `name = value, ...` up to (not including) the closing `>`.
pub fn parse(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Attribute, Diag> {
    let Some(params) = parameters(mnemonic) else {
        return Err(p.error(&format!("unknown llvm attribute: {mnemonic}")));
    };
    let mut fields: Vec<(&str, Attribute)> = Vec::new();
    while !p.peek_punct(Punct::Greater) {
        let loc = p.current_loc();
        let name = p.parse_keyword_any()?;
        let known = params.iter().find(|(n, _)| *n == name);
        let Some(&(name, kind)) = known.filter(|(n, _)| fields.iter().all(|(f, _)| f != n)) else {
            // upstream's message for both
            let msg = format!("duplicate or unknown struct parameter name: {name}");
            return Err(p.error_at(loc, &msg));
        };
        p.parse_punct(Punct::Equal)?;
        let value_loc = p.current_loc();
        let value = match kind {
            Kind::Bool => match p.parse_optional_keyword_any().as_deref() {
                Some(kw @ ("true" | "false")) => p.ctx().bool_attr(kw == "true"),
                _ => return Err(p.error_at(value_loc, "expected 'true' or 'false'")),
            },
            Kind::I32 => {
                let v = p.parse_attribute(None)?;
                let ctx = p.ctx();
                let is_i32 = ctx.attr_as_int(v).is_some() && ctx.attr_type(v) == Some(ctx.i32());
                if !is_i32 {
                    return Err(p.error_at(value_loc, "expected an i32 integer (`4 : i32`)"));
                }
                v
            }
            Kind::Nested(want) => {
                let v = p.parse_attribute(None)?;
                if loop_attr_fields(p.ctx(), v, want).is_none() {
                    let msg =
                        format!("invalid kind of attribute specified (expected #llvm.{want})");
                    return Err(p.error_at(value_loc, &msg));
                }
                v
            }
        };
        fields.push((name, value));
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    Ok(loop_attr(p.ctx(), mnemonic, &fields))
}

/// Prints a loop attribute without the `#llvm.` prefix; false if `a` is none.
pub fn print(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let ctx = p.ctx();
    let AttrData::Dialect {
        dialect, mnemonic, ..
    } = ctx.attr_data(a)
    else {
        return false;
    };
    let mnemonic = ctx.symbol_str(*mnemonic).to_owned();
    if ctx.symbol_str(*dialect) != DIALECT || !is_loop_attr(&mnemonic) {
        return false;
    }
    let Some(fields) = loop_attr_fields(ctx, a, &mnemonic) else {
        return false;
    };
    let fields: Vec<(String, Attribute, bool)> = fields
        .into_iter()
        .map(|(n, v)| (n.to_owned(), v, ctx.attr_type(v) == Some(ctx.i1())))
        .collect();
    p.write_str(&format!("{mnemonic}<"));
    for (i, (name, v, is_bool)) in fields.into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str(&format!("{name} = "));
        if is_bool {
            let b = p.ctx().attr_as_int(v) == Some(1);
            p.write_str(if b { "true" } else { "false" });
        } else {
            p.print_attribute(v);
        }
    }
    p.write_str(">");
    true
}
