//! The enums of the linear-algebra ops: `#hlo<precision DEFAULT>` (dot, dot_general,
//! convolution), `#hlo<fft_type FFT>` (fft) and `#hlo<transpose NO_TRANSPOSE>`
//! (triangular_solve): StableHLO's `Precision`, `FftType` and `Transpose`.

crate::hlo_enum_attr! {
    /// How much precision the backend should spend on each operand (XLA's PrecisionConfig).
    pub enum Precision,
    table PRECISION = ("precision", "::mlir::stablehlo::Precision", pretty: false)
    { Default = "DEFAULT", High = "HIGH", Highest = "HIGHEST" }
}

crate::hlo_enum_attr! {
    /// `fft`'s transform: complex forward/inverse, real-to-complex and its inverse.
    pub enum FftType,
    table FFT_TYPE = ("fft_type", "::mlir::stablehlo::FftType", pretty: false)
    { Fft = "FFT", Ifft = "IFFT", Rfft = "RFFT", Irfft = "IRFFT" }
}

crate::hlo_enum_attr! {
    /// `triangular_solve`'s `transpose_a`.
    pub enum Transpose,
    table TRANSPOSE = ("transpose", "::mlir::stablehlo::Transpose", pretty: false)
    {
        /// Parses (StableHLO keeps it as value 0) but the verifier rejects it.
        TransposeInvalid = "TRANSPOSE_INVALID",
        NoTranspose = "NO_TRANSPOSE",
        Transpose = "TRANSPOSE",
        /// The conjugate transpose.
        Adjoint = "ADJOINT",
    }
}

impl FftType {
    /// RFFT and IRFFT: real on one side, halved innermost dimension on the complex side.
    pub fn is_real(self) -> bool {
        matches!(self, FftType::Rfft | FftType::Irfft)
    }
}
