//! The random-number enums: `#hlo<rng_distribution UNIFORM>` (`rng`) and
//! `#hlo<rng_algorithm THREE_FRY>` (`rng_bit_generator`), StableHLO's `RngDistribution`
//! and `RngAlgorithm`.

crate::hlo_enum_attr! {
    /// `UNIFORM` draws from `[a, b)`; `NORMAL` from N(a = mu, b = sigma).
    pub enum RngDistribution,
    table RNG_DISTRIBUTION = ("rng_distribution", "::mlir::stablehlo::RngDistribution", pretty: false)
    { Uniform = "UNIFORM", Normal = "NORMAL" }
}

crate::hlo_enum_attr! {
    /// `DEFAULT` is backend-specific; `THREE_FRY` and `PHILOX` are counter-based generators.
    pub enum RngAlgorithm,
    table RNG_ALGORITHM = ("rng_algorithm", "::mlir::stablehlo::RngAlgorithm", pretty: false)
    { Default = "DEFAULT", ThreeFry = "THREE_FRY", Philox = "PHILOX" }
}
