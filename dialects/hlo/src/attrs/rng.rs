//! The random-number enums: `#hlo<rng_distribution UNIFORM>` (`rng`) and
//! `#hlo<rng_algorithm THREE_FRY>` (`rng_bit_generator`), StableHLO's `RngDistribution`
//! and `RngAlgorithm`.

use super::EnumAttr;

/// `UNIFORM` draws from `[a, b)`; `NORMAL` from N(a = mu, b = sigma).
pub const RNG_DISTRIBUTION: EnumAttr = EnumAttr {
    mnemonic: "rng_distribution",
    cpp_name: "::mlir::stablehlo::RngDistribution",
    cases: &["UNIFORM", "NORMAL"],
    pretty: false,
};

/// `DEFAULT` is backend-specific; `THREE_FRY` and `PHILOX` are counter-based generators.
pub const RNG_ALGORITHM: EnumAttr = EnumAttr {
    mnemonic: "rng_algorithm",
    cpp_name: "::mlir::stablehlo::RngAlgorithm",
    cases: &["DEFAULT", "THREE_FRY", "PHILOX"],
    pretty: false,
};

pub mod distribution {
    pub const UNIFORM: usize = 0;
    pub const NORMAL: usize = 1;
}

pub mod algorithm {
    pub const DEFAULT: usize = 0;
    pub const THREE_FRY: usize = 1;
    pub const PHILOX: usize = 2;
}
