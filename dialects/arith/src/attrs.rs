//! The dialect's attributes and enums.
//!
//! - `#arith.fastmath<...>` and `#arith.overflow<...>`: ODS bit enums, stored as
//!   `AttrData::Dialect { dialect: "arith", mnemonic, params: [bits : i32] }`.
//! - cmpi/cmpf predicates (`predicate = 2 : i64`) and rounding modes
//!   (`roundingmode = 1 : i32`): plain integer attributes, printed by name in custom syntax.

use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag, Location, Type};

/// A bit enum as ODS's `I32BitEnumAttr` describes it.
pub struct BitEnum {
    /// The C++ enum name, as parse errors spell it.
    pub cpp_name: &'static str,
    /// The attribute's mnemonic after `#arith.`.
    pub mnemonic: &'static str,
    /// Single-bit cases in declaration order.
    pub bits: &'static [(&'static str, u32)],
    /// Multi-bit groups, printed in place of their bits (`printBitEnumPrimaryGroups`).
    pub groups: &'static [(&'static str, u32)],
    pub separator: &'static str,
}

/// `FastMathFlags`: `fastmath<nnan,ninf>`, `fastmath<fast>`.
pub const FASTMATH: BitEnum = BitEnum {
    cpp_name: "::mlir::arith::FastMathFlags",
    mnemonic: "fastmath",
    bits: &[
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
    ],
    groups: &[("fast", 127)],
    separator: ",",
};

/// `IntegerOverflowFlags`: `overflow<nsw, nuw>`.
pub const OVERFLOW: BitEnum = BitEnum {
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    mnemonic: "overflow",
    bits: &[("nsw", 1), ("nuw", 2)],
    groups: &[],
    separator: ", ",
};

/// Fast-math bits that some folders consult.
pub const FASTMATH_NNAN: u32 = 2;
pub const FASTMATH_NSZ: u32 = 8;

impl BitEnum {
    fn all_bits(&self) -> u32 {
        self.bits.iter().fold(0, |acc, &(_, b)| acc | b)
    }

    /// The value of one keyword (`none`, a bit or a group).
    pub fn symbolize(&self, keyword: &str) -> Option<u32> {
        if keyword == "none" {
            return Some(0);
        }
        self.bits
            .iter()
            .chain(self.groups)
            .find(|(name, _)| *name == keyword)
            .map(|&(_, b)| b)
    }

    /// The printed flag list: `none`, groups first, then the remaining bits.
    pub fn stringify(&self, bits: u32) -> String {
        if bits == 0 {
            return "none".to_string();
        }
        let mut rest = bits;
        let mut names = Vec::new();
        for &(name, group) in self.groups {
            if rest & group == group {
                names.push(name);
                rest &= !group;
            }
        }
        for &(name, bit) in self.bits {
            if rest & bit == bit {
                names.push(name);
            }
        }
        names.join(self.separator)
    }

    /// The interned attribute for `bits`.
    pub fn attr(&self, ctx: &Context, bits: u32) -> Attribute {
        let value = ctx.integer_attr(ctx.integer_type(32), i128::from(bits & self.all_bits()));
        ctx.intern_attr(AttrData::Dialect {
            dialect: ctx.symbol("arith"),
            mnemonic: ctx.symbol(self.mnemonic),
            params: Box::new([value]),
        })
    }

    /// The bits of an attribute of this enum, or `None` for any other attribute.
    pub fn bits_of(&self, ctx: &Context, attr: Attribute) -> Option<u32> {
        let AttrData::Dialect {
            dialect,
            mnemonic,
            params,
        } = ctx.attr_data(attr)
        else {
            return None;
        };
        if ctx.symbol_str(*dialect) != "arith" || ctx.symbol_str(*mnemonic) != self.mnemonic {
            return None;
        }
        match params.as_ref() {
            [value] => u32::try_from(ctx.attr_as_int(*value)?)
                .ok()
                .filter(|b| b & !self.all_bits() == 0),
            _ => None,
        }
    }

    /// Parses `<flag, flag, ...>` (the attribute without its mnemonic).
    pub fn parse_body(&self, p: &mut dyn AsmParser) -> Result<u32, Diag> {
        p.parse_punct(Punct::Less)?;
        let list_loc = p.current_loc();
        let mut bits = 0;
        loop {
            let Some(keyword) = p
                .parse_optional_keyword_any()
                .or_else(|| p.parse_optional_string())
            else {
                return Err(p.error("expected valid keyword or string"));
            };
            match self.symbolize(&keyword) {
                Some(b) => bits |= b,
                None => return Err(p.error_at(list_loc, &self.unknown_case_message())),
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
        Ok(bits)
    }

    fn unknown_case_message(&self) -> String {
        let names: Vec<&str> = std::iter::once("none")
            .chain(self.bits.iter().chain(self.groups).map(|(n, _)| *n))
            .collect();
        format!(
            "expected {} to be one of: {}",
            self.cpp_name,
            names.join(", ")
        )
    }

    /// `<nnan,ninf>`: the attribute without its mnemonic.
    pub fn body(&self, bits: u32) -> String {
        format!("<{}>", self.stringify(bits))
    }
}

/// An ODS `I64EnumAttr`/`I32EnumAttr`: case names indexed by value.
pub struct IntEnum {
    pub cases: &'static [&'static str],
    /// Width of the storage integer type.
    pub width: u32,
}

xla_ir::declare_enum! {
    /// `arith.cmpi`'s predicate (`CmpIPredicate`, stored as `i64`).
    pub enum CmpIPredicate {
        Eq = "eq", Ne = "ne", Slt = "slt", Sle = "sle", Sgt = "sgt", Sge = "sge",
        Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge",
    }
}

xla_ir::declare_enum! {
    /// `arith.cmpf`'s predicate (`CmpFPredicate`, stored as `i64`): `o*` false when either
    /// operand is NaN, `u*` true.
    pub enum CmpFPredicate {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole",
        One = "one", Ord = "ord", Ueq = "ueq", Ugt = "ugt", Uge = "uge", Ult = "ult",
        Ule = "ule", Une = "une", Uno = "uno", True = "true",
    }
}

xla_ir::declare_enum! {
    /// `RoundingMode` (stored as `i32`).
    pub enum RoundingMode {
        ToNearestEven = "to_nearest_even", Downward = "downward", Upward = "upward",
        TowardZero = "toward_zero", ToNearestAway = "to_nearest_away",
    }
}

/// `CmpIPredicate`'s attribute table.
pub const CMPI_PREDICATES: IntEnum = IntEnum {
    cases: CmpIPredicate::NAMES,
    width: 64,
};

/// `CmpFPredicate`'s attribute table.
pub const CMPF_PREDICATES: IntEnum = IntEnum {
    cases: CmpFPredicate::NAMES,
    width: 64,
};

/// `RoundingMode`'s attribute table.
pub const ROUNDING_MODES: IntEnum = IntEnum {
    cases: RoundingMode::NAMES,
    width: 32,
};

/// `attr(ctx)` and `of_attr(ctx, attr)` between a declared enum and its [`IntEnum`] table.
macro_rules! int_enum_attr {
    ($ty:ident, $table:ident) => {
        impl $ty {
            /// The attribute of this case.
            pub fn attr(self, ctx: &Context) -> Attribute {
                $table.attr(ctx, self as usize)
            }
            /// The case of a well-formed attribute of this enum.
            pub fn of_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
                $table.value_of(ctx, attr).and_then(Self::from_index)
            }
        }
    };
}

int_enum_attr!(CmpIPredicate, CMPI_PREDICATES);
int_enum_attr!(CmpFPredicate, CMPF_PREDICATES);
int_enum_attr!(RoundingMode, ROUNDING_MODES);

impl IntEnum {
    pub fn attr(&self, ctx: &Context, value: usize) -> Attribute {
        ctx.integer_attr(ctx.integer_type(self.width), value as i128)
    }
    /// The case index of a well-formed attribute (right integer type, known case).
    pub fn value_of(&self, ctx: &Context, attr: Attribute) -> Option<usize> {
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value }
                if ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(self.width) =>
            {
                usize::try_from(*value)
                    .ok()
                    .filter(|&v| v < self.cases.len())
            }
            _ => None,
        }
    }
    pub fn name(&self, value: usize) -> &'static str {
        self.cases.get(value).copied().unwrap_or("<invalid>")
    }
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.cases.iter().position(|c| *c == name)
    }
}

/// `DialectDef::parse_attr`: `#arith.fastmath<...>` and `#arith.overflow<...>`.
pub fn parse_dialect_attr(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Diag> {
    let spec = match mnemonic {
        "fastmath" => &FASTMATH,
        "overflow" => &OVERFLOW,
        _ => {
            return Err(p.error(&format!(
                "unknown attribute `{mnemonic}` in dialect `arith`"
            )))
        }
    };
    let bits = spec.parse_body(p)?;
    Ok(spec.attr(p.ctx(), bits))
}

/// `DialectDef::print_attr`: prints after `#arith.`; false for attributes it does not know.
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    for spec in [&FASTMATH, &OVERFLOW] {
        if let Some(bits) = spec.bits_of(p.ctx(), attr) {
            let text = format!("{}{}", spec.mnemonic, spec.body(bits));
            p.write_str(&text);
            return true;
        }
    }
    false
}

/// Reads a keyword or string naming a case of `e`; the error lists the cases as MLIR does.
pub fn parse_enum_case(p: &mut dyn AsmParser, e: &IntEnum, attr_name: &str) -> Result<usize, Diag> {
    let loc: Location = p.current_loc();
    let word = p
        .parse_optional_keyword_any()
        .or_else(|| p.parse_optional_string());
    word.and_then(|w| e.index_of(&w)).ok_or_else(|| {
        p.error_at(
            loc,
            &format!(
                "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                e.cases.join(", ")
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fastmath_prints_groups_first() {
        assert_eq!(FASTMATH.stringify(0), "none");
        assert_eq!(FASTMATH.stringify(127), "fast");
        assert_eq!(FASTMATH.stringify(2 | 4), "nnan,ninf");
        assert_eq!(FASTMATH.stringify(64 | 1), "reassoc,afn");
    }

    #[test]
    fn overflow_uses_comma_space() {
        assert_eq!(OVERFLOW.stringify(3), "nsw, nuw");
        assert_eq!(OVERFLOW.symbolize("nuw"), Some(2));
        assert_eq!(OVERFLOW.symbolize("fast"), None);
    }

    #[test]
    fn attrs_round_trip_through_storage() {
        let ctx = Context::new();
        let a = FASTMATH.attr(&ctx, 6);
        assert_eq!(FASTMATH.bits_of(&ctx, a), Some(6));
        assert_eq!(OVERFLOW.bits_of(&ctx, a), None);
        assert_eq!(FASTMATH.attr(&ctx, 6), a);
    }

    #[test]
    fn enum_cases() {
        let ctx = Context::new();
        let a = CMPI_PREDICATES.attr(&ctx, 2);
        assert_eq!(CMPI_PREDICATES.value_of(&ctx, a), Some(2));
        assert_eq!(CMPI_PREDICATES.name(2), "slt");
        assert_eq!(
            ROUNDING_MODES.value_of(&ctx, a),
            None,
            "rounding modes are i32"
        );
        assert_eq!(CMPF_PREDICATES.value_of(&ctx, ctx.i64_attr(16)), None);
    }

    #[test]
    fn unknown_case_message_lists_all_cases() {
        assert_eq!(
            OVERFLOW.unknown_case_message(),
            "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
        );
    }
}
