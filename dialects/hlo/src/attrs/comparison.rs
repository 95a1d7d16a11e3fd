//! `compare`'s enums: `#hlo<comparison_direction LT>` and `#hlo<comparison_type FLOAT>`
//! (StableHLO's `ComparisonDirection` and `ComparisonType`).

use super::EnumAttr;

pub const COMPARISON_DIRECTION: EnumAttr = EnumAttr {
    mnemonic: "comparison_direction",
    cpp_name: "::mlir::stablehlo::ComparisonDirection",
    cases: &["EQ", "NE", "GE", "GT", "LE", "LT"],
    pretty: false,
};

/// `NOTYPE` means "unspecified": the element type decides.
pub const COMPARISON_TYPE: EnumAttr = EnumAttr {
    mnemonic: "comparison_type",
    cpp_name: "::mlir::stablehlo::ComparisonType",
    cases: &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
    pretty: false,
};

pub mod direction {
    pub const EQ: usize = 0;
    pub const NE: usize = 1;
    pub const GE: usize = 2;
    pub const GT: usize = 3;
    pub const LE: usize = 4;
    pub const LT: usize = 5;
}

pub mod compare_type {
    pub const NOTYPE: usize = 0;
    pub const FLOAT: usize = 1;
    pub const TOTALORDER: usize = 2;
    pub const SIGNED: usize = 3;
    pub const UNSIGNED: usize = 4;
}
