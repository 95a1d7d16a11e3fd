//! `compare`'s enums: `#hlo<comparison_direction LT>` and `#hlo<comparison_type FLOAT>`
//! (StableHLO's `ComparisonDirection` and `ComparisonType`).

use super::EnumAttr;
use xla_ir::{Attribute, Context};

xla_ir::declare_enum! {
    /// `compare`'s `comparison_direction` (StableHLO's `ComparisonDirection`).
    pub enum ComparisonDirection { Eq = "EQ", Ne = "NE", Ge = "GE", Gt = "GT", Le = "LE", Lt = "LT" }
}

xla_ir::declare_enum! {
    /// `compare`'s `compare_type` (StableHLO's `ComparisonType`).
    pub enum ComparisonType {
        /// Unspecified: the element type decides.
        NoType = "NOTYPE",
        Float = "FLOAT",
        TotalOrder = "TOTALORDER",
        Signed = "SIGNED",
        Unsigned = "UNSIGNED",
    }
}

pub const COMPARISON_DIRECTION: EnumAttr = EnumAttr {
    mnemonic: "comparison_direction",
    cpp_name: "::mlir::stablehlo::ComparisonDirection",
    cases: ComparisonDirection::NAMES,
    pretty: false,
};

pub const COMPARISON_TYPE: EnumAttr = EnumAttr {
    mnemonic: "comparison_type",
    cpp_name: "::mlir::stablehlo::ComparisonType",
    cases: ComparisonType::NAMES,
    pretty: false,
};

impl ComparisonDirection {
    /// The `#hlo<comparison_direction ...>` attribute of this case.
    pub fn attr(self, ctx: &Context) -> Attribute {
        COMPARISON_DIRECTION.attr(ctx, self as usize)
    }
    /// The case of a `comparison_direction` attribute.
    pub fn of_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        COMPARISON_DIRECTION
            .value_of(ctx, attr)
            .and_then(Self::from_index)
    }
}

impl ComparisonType {
    /// The `#hlo<comparison_type ...>` attribute of this case.
    pub fn attr(self, ctx: &Context) -> Attribute {
        COMPARISON_TYPE.attr(ctx, self as usize)
    }
    /// The case of a `comparison_type` attribute.
    pub fn of_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        COMPARISON_TYPE
            .value_of(ctx, attr)
            .and_then(Self::from_index)
    }
}
