//! The enums of the linear-algebra ops: `#hlo<precision DEFAULT>` (dot, dot_general,
//! convolution), `#hlo<fft_type FFT>` (fft) and `#hlo<transpose NO_TRANSPOSE>`
//! (triangular_solve): StableHLO's `Precision`, `FftType` and `Transpose`.

use super::EnumAttr;

/// How much precision the backend should spend on each operand (XLA's PrecisionConfig).
pub const PRECISION: EnumAttr = EnumAttr {
    mnemonic: "precision",
    cpp_name: "::mlir::stablehlo::Precision",
    cases: &["DEFAULT", "HIGH", "HIGHEST"],
    pretty: false,
};

pub const FFT_TYPE: EnumAttr = EnumAttr {
    mnemonic: "fft_type",
    cpp_name: "::mlir::stablehlo::FftType",
    cases: &["FFT", "IFFT", "RFFT", "IRFFT"],
    pretty: false,
};

/// `TRANSPOSE_INVALID` parses (StableHLO keeps it as value 0) but the verifier rejects it.
pub const TRANSPOSE: EnumAttr = EnumAttr {
    mnemonic: "transpose",
    cpp_name: "::mlir::stablehlo::Transpose",
    cases: &["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"],
    pretty: false,
};

pub mod precision {
    pub const DEFAULT: usize = 0;
}

pub mod fft_type {
    pub const FFT: usize = 0;
    pub const IFFT: usize = 1;
    pub const RFFT: usize = 2;
    pub const IRFFT: usize = 3;
}

pub mod transpose {
    pub const TRANSPOSE_INVALID: usize = 0;
    pub const NO_TRANSPOSE: usize = 1;
}
