//! The dialect's attributes: `#llvm.linkage<..>`, `#llvm.cconv<..>`, `#llvm.tailcallkind<..>`
//! (keyword enums, stored as `AttrData::Dialect { params: [keyword string] }`) and
//! `#llvm.fastmath<..>` (a bit enum, stored as `[bits : i32]`); the loop attributes are in
//! `loop_annotation`.

use crate::types::DIALECT;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag, Type};

/// `LLVM::Linkage` keywords.
pub const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// `TailCallKind` keywords.
pub const TAIL_CALL_KINDS: [&str; 4] = ["none", "tail", "musttail", "notail"];

/// Fast-math flag bits in declaration order, and the `fast` group.
const FASTMATH_BITS: [(&str, u32); 7] = [
    ("nnan", 1),
    ("ninf", 2),
    ("nsz", 4),
    ("arcp", 8),
    ("contract", 16),
    ("afn", 32),
    ("reassoc", 64),
];
pub const FASTMATH_FAST: u32 = 127;

/// An enum attribute `#llvm.<mnemonic><keyword>`.
pub fn keyword_attr(ctx: &Context, mnemonic: &str, keyword: &str) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(DIALECT),
        mnemonic: ctx.symbol(mnemonic),
        params: Box::new([ctx.string_attr(keyword)]),
    })
}

/// The keyword of an enum attribute with `mnemonic`.
pub fn keyword_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect,
            mnemonic: m,
            params,
        } if ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*m) == mnemonic => {
            match params.as_ref() {
                [k] => ctx.attr_as_str(*k),
                _ => None,
            }
        }
        _ => None,
    }
}

pub fn linkage_attr(ctx: &Context, linkage: &str) -> Attribute {
    keyword_attr(ctx, "linkage", linkage)
}

pub fn fastmath_attr(ctx: &Context, bits: u32) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(DIALECT),
        mnemonic: ctx.symbol("fastmath"),
        params: Box::new([ctx.integer_attr(ctx.i32(), i128::from(bits & FASTMATH_FAST))]),
    })
}

pub fn fastmath_bits(ctx: &Context, a: Attribute) -> Option<u32> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*mnemonic) == "fastmath" => {
            match params.as_ref() {
                [b] => u32::try_from(ctx.attr_as_int(*b)?).ok(),
                _ => None,
            }
        }
        _ => None,
    }
}

fn fastmath_string(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    if bits & FASTMATH_FAST == FASTMATH_FAST {
        return "fast".into();
    }
    let names: Vec<&str> = FASTMATH_BITS
        .iter()
        .filter(|(_, b)| bits & b != 0)
        .map(|(n, _)| *n)
        .collect();
    names.join(", ")
}

/// `DialectDef::parse_attr`: the body after `#llvm.`.
pub fn parse_attr(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Diag> {
    p.parse_punct(Punct::Less)?;
    let attr = match mnemonic {
        "fastmath" => {
            let mut bits = 0;
            loop {
                let loc = p.current_loc();
                let kw = p.parse_keyword_any()?;
                bits |= match kw.as_str() {
                    "none" => 0,
                    "fast" => FASTMATH_FAST,
                    _ => FASTMATH_BITS.iter().find(|(n, _)| *n == kw).map(|&(_, b)| b).ok_or_else(|| {
                        p.error_at(loc, "expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast")
                    })?,
                };
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            fastmath_attr(p.ctx(), bits)
        }
        "linkage" | "cconv" | "tailcallkind" => {
            let loc = p.current_loc();
            let kw = p.parse_keyword_any()?;
            let valid = match mnemonic {
                "linkage" => LINKAGES.contains(&kw.as_str()),
                "tailcallkind" => TAIL_CALL_KINDS.contains(&kw.as_str()),
                _ => true,
            };
            if !valid {
                return Err(p.error_at(loc, &format!("invalid {mnemonic} keyword '{kw}'")));
            }
            keyword_attr(p.ctx(), mnemonic, &kw)
        }
        _ => crate::loop_annotation::parse(p, mnemonic)?,
    };
    p.parse_punct(Punct::Greater)?;
    Ok(attr)
}

/// `DialectDef::print_attr`.
pub fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    if crate::loop_annotation::print(p, a) {
        return true;
    }
    let ctx = p.ctx();
    if let Some(bits) = fastmath_bits(ctx, a) {
        let s = format!("fastmath<{}>", fastmath_string(bits));
        p.write_str(&s);
        return true;
    }
    for m in ["linkage", "cconv", "tailcallkind"] {
        if let Some(k) = keyword_of(ctx, a, m) {
            let s = format!("{m}<{k}>");
            p.write_str(&s);
            return true;
        }
    }
    false
}
