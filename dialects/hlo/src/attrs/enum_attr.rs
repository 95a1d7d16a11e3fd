//! ODS-style enum attributes (`I32EnumAttr` + `EnumAttr`), printed in StableHLO's verbose
//! form `#hlo<mnemonic CASE>` and stored as `AttrData::Dialect` with one `i32` parameter.

use super::{hlo_attr, hlo_attr_params};
use xla_ir::asm::{AsmParser, Punct};
use xla_ir::{Attribute, Context, Diag};

/// Declares an enum attribute's typed cases ([`xla_ir::declare_enum!`]), its [`EnumAttr`]
/// table (spellings from the cases), `attr(ctx)` / `of_attr(ctx, attr)` between the two and
/// `parse(p)` for a bare case keyword.
#[macro_export]
macro_rules! hlo_enum_attr {
    (
        $(#[$meta:meta])* pub enum $ty:ident, table $table:ident = ($mnemonic:literal, $cpp:literal, pretty: $pretty:literal)
        { $($(#[$cmeta:meta])* $case:ident = $text:literal),+ $(,)? }
    ) => {
        xla_ir::declare_enum! {
            $(#[$meta])* pub enum $ty { $($(#[$cmeta])* $case = $text),+ }
        }

        #[doc = concat!("`", stringify!($ty), "`'s attribute table.")]
        pub const $table: $crate::attrs::EnumAttr = $crate::attrs::EnumAttr {
            mnemonic: $mnemonic,
            cpp_name: $cpp,
            cases: $ty::NAMES,
            pretty: $pretty,
        };

        impl $ty {
            /// The attribute of this case.
            pub fn attr(self, ctx: &xla_ir::Context) -> xla_ir::Attribute {
                $table.attr(ctx, self as usize)
            }
            /// The case of an attribute of this enum.
            pub fn of_attr(ctx: &xla_ir::Context, attr: xla_ir::Attribute) -> Option<Self> {
                $table.value_of(ctx, attr).and_then(Self::from_index)
            }
            /// A case keyword, with the table's located error for any other word.
            pub fn parse(p: &mut dyn xla_ir::asm::AsmParser) -> Result<Self, xla_ir::Diag> {
                $table.parse_case(p).map(|i| Self::ALL[i])
            }
        }
    };
}

/// One enum attribute: its mnemonic, the C++ enum name errors mention, and its cases in
/// value order.
pub struct EnumAttr {
    pub mnemonic: &'static str,
    pub cpp_name: &'static str,
    pub cases: &'static [&'static str],
    /// Printed as `#hlo.mnemonic<CASE>` (ODS `assemblyFormat = "`<` $value `>`"`) rather
    /// than StableHLO's default `#hlo<mnemonic CASE>`.
    pub pretty: bool,
}

impl EnumAttr {
    /// The interned attribute for case index `value`.
    pub fn attr(&self, ctx: &Context, value: usize) -> Attribute {
        let param = ctx.integer_attr(ctx.integer_type(32), value as i128);
        hlo_attr(ctx, self.mnemonic, [param])
    }

    /// The attribute of case `name`, if it is one.
    pub fn attr_named(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.index_of(name).map(|v| self.attr(ctx, v))
    }

    /// The case index of an attribute of this enum; `None` for any other attribute.
    pub fn value_of(&self, ctx: &Context, attr: Attribute) -> Option<usize> {
        match hlo_attr_params(ctx, attr, self.mnemonic)? {
            [value] => usize::try_from(ctx.attr_as_int(*value)?)
                .ok()
                .filter(|&v| v < self.cases.len()),
            _ => None,
        }
    }

    pub fn name(&self, value: usize) -> &'static str {
        self.cases.get(value).copied().unwrap_or("<invalid>")
    }

    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.cases.iter().position(|c| *c == name)
    }

    /// Parses ` CASE` (verbose form) or `<CASE>` (pretty form) after the mnemonic.
    pub fn parse_after_mnemonic(&self, p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
        let angled = p.parse_optional_punct(Punct::Less);
        let value = self.parse_case(p)?;
        if angled {
            p.parse_punct(Punct::Greater)?;
        }
        Ok(self.attr(p.ctx(), value))
    }

    /// A case keyword; the error lists the cases as ODS's generated parser does.
    pub fn parse_case(&self, p: &mut dyn AsmParser) -> Result<usize, Diag> {
        let loc = p.current_loc();
        let Some(word) = p.parse_optional_keyword_any() else {
            return Err(p.error(&format!("expected keyword for {}", self.description())));
        };
        self.index_of(&word).ok_or_else(|| {
            p.error_at(
                loc,
                &format!(
                    "expected {} to be one of: {}",
                    self.cpp_name,
                    self.cases.join(", ")
                ),
            )
        })
    }

    /// The body after `#hlo` for case `value`: `mnemonic CASE` or `mnemonic<CASE>`.
    pub fn body(&self, value: usize) -> String {
        if self.pretty {
            format!("{}<{}>", self.mnemonic, self.name(value))
        } else {
            format!("{} {}", self.mnemonic, self.name(value))
        }
    }

    /// `comparison direction` from `comparison_direction`.
    fn description(&self) -> String {
        self.mnemonic.replace('_', " ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E: EnumAttr = EnumAttr {
        mnemonic: "e",
        cpp_name: "::E",
        cases: &["A", "B"],
        pretty: false,
    };

    #[test]
    fn attrs_round_trip_through_storage() {
        let ctx = Context::new();
        let b = E.attr(&ctx, 1);
        assert_eq!(E.value_of(&ctx, b), Some(1));
        assert_eq!(E.attr_named(&ctx, "B"), Some(b));
        assert_eq!(E.value_of(&ctx, ctx.i64_attr(1)), None);
        assert_eq!(E.name(7), "<invalid>");
        assert_eq!(E.body(1), "e B");
        assert_eq!(EnumAttr { pretty: true, ..E }.body(0), "e<A>");
    }
}
