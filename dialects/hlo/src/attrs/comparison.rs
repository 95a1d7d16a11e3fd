//! `compare`'s enums: `#hlo<comparison_direction LT>` and `#hlo<comparison_type FLOAT>`
//! (StableHLO's `ComparisonDirection` and `ComparisonType`).

crate::hlo_enum_attr! {
    /// `compare`'s `comparison_direction`.
    pub enum ComparisonDirection,
    table COMPARISON_DIRECTION = ("comparison_direction", "::mlir::stablehlo::ComparisonDirection", pretty: false)
    { Eq = "EQ", Ne = "NE", Ge = "GE", Gt = "GT", Le = "LE", Lt = "LT" }
}

crate::hlo_enum_attr! {
    /// `compare`'s `compare_type`.
    pub enum ComparisonType,
    table COMPARISON_TYPE = ("comparison_type", "::mlir::stablehlo::ComparisonType", pretty: false)
    {
        /// Unspecified: the element type decides.
        NoType = "NOTYPE",
        Float = "FLOAT",
        TotalOrder = "TOTALORDER",
        Signed = "SIGNED",
        Unsigned = "UNSIGNED",
    }
}
