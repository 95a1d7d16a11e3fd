//! The math ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`op.isa::<ExpOp>()`, `ExpOp::NAME`, `ExpOp::build(...)`). The op
//! definitions (syntax, verifiers, folders) are the tables in `op_defs`; `tests` checks both
//! agree.

xla_ir::declare_ops! {
    /// Every declared math op.
    all: ALL;

    /// `math.absf`: floating point absolute-value operation.
    pub struct AbsFOp = "math.absf" {
        summary: "floating point absolute-value operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.acos`: arcus cosine of the given value.
    pub struct AcosOp = "math.acos" {
        summary: "arcus cosine of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.acosh`: Hyperbolic arcus cosine of the given value.
    pub struct AcoshOp = "math.acosh" {
        summary: "Hyperbolic arcus cosine of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.asin`: arcus sine of the given value.
    pub struct AsinOp = "math.asin" {
        summary: "arcus sine of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.asinh`: hyperbolic arcus sine of the given value.
    pub struct AsinhOp = "math.asinh" {
        summary: "hyperbolic arcus sine of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.atan`: arcus tangent of the given value.
    pub struct AtanOp = "math.atan" {
        summary: "arcus tangent of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.atanh`: hyperbolic arcus tangent of the given value.
    pub struct AtanhOp = "math.atanh" {
        summary: "hyperbolic arcus tangent of the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.cbrt`: cube root of the specified value.
    pub struct CbrtOp = "math.cbrt" {
        summary: "cube root of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.ceil`: ceiling of the specified value.
    pub struct CeilOp = "math.ceil" {
        summary: "ceiling of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.cos`: cosine of the specified value.
    pub struct CosOp = "math.cos" {
        summary: "cosine of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.cosh`: hyperbolic cosine of the specified value.
    pub struct CoshOp = "math.cosh" {
        summary: "hyperbolic cosine of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.erf`: error function of the specified value.
    pub struct ErfOp = "math.erf" {
        summary: "error function of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.erfc`: complementary error function of the specified value.
    pub struct ErfcOp = "math.erfc" {
        summary: "complementary error function of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.exp`: base-e exponential of the specified value.
    pub struct ExpOp = "math.exp" {
        summary: "base-e exponential of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.exp2`: base-2 exponential of the specified value.
    pub struct Exp2Op = "math.exp2" {
        summary: "base-2 exponential of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.expm1`: base-e exponential of the specified value minus 1.
    pub struct ExpM1Op = "math.expm1" {
        summary: "base-e exponential of the specified value minus 1",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.floor`: floor of the specified value.
    pub struct FloorOp = "math.floor" {
        summary: "floor of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.log`: base-e logarithm of the specified value.
    pub struct LogOp = "math.log" {
        summary: "base-e logarithm of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.log10`: base-10 logarithm of the specified value.
    pub struct Log10Op = "math.log10" {
        summary: "base-10 logarithm of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.log1p`: Computes the natural logarithm of one plus the given value.
    pub struct Log1pOp = "math.log1p" {
        summary: "Computes the natural logarithm of one plus the given value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.log2`: base-2 logarithm of the specified value.
    pub struct Log2Op = "math.log2" {
        summary: "base-2 logarithm of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.round`: round of the specified value.
    pub struct RoundOp = "math.round" {
        summary: "round of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.roundeven`: round of the specified value with halfway cases to even.
    pub struct RoundEvenOp = "math.roundeven" {
        summary: "round of the specified value with halfway cases to even",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.rsqrt`: reciprocal of sqrt (1 / sqrt of the specified value).
    pub struct RsqrtOp = "math.rsqrt" {
        summary: "reciprocal of sqrt (1 / sqrt of the specified value)",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.sin`: sine of the specified value.
    pub struct SinOp = "math.sin" {
        summary: "sine of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.sinh`: hyperbolic sine of the specified value.
    pub struct SinhOp = "math.sinh" {
        summary: "hyperbolic sine of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.sqrt`: sqrt of the specified value.
    pub struct SqrtOp = "math.sqrt" {
        summary: "sqrt of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.tan`: tangent of the specified value.
    pub struct TanOp = "math.tan" {
        summary: "tangent of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.tanh`: hyperbolic tangent of the specified value.
    pub struct TanhOp = "math.tanh" {
        summary: "hyperbolic tangent of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.trunc`: trunc of the specified value.
    pub struct TruncOp = "math.trunc" {
        summary: "trunc of the specified value",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.atan2`: 2-argument arcus tangent of the given values.
    pub struct Atan2Op = "math.atan2" {
        summary: "2-argument arcus tangent of the given values",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.copysign`: A copysign operation.
    pub struct CopySignOp = "math.copysign" {
        summary: "A copysign operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.powf`: floating point raised to the power of operation.
    pub struct PowFOp = "math.powf" {
        summary: "floating point raised to the power of operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.fma`: floating point fused multipy-add operation.
    pub struct FmaOp = "math.fma" {
        summary: "floating point fused multipy-add operation",
        operands: [a: Single, b: Single, c: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.fpowi`: floating point raised to the signed integer power.
    pub struct FPowIOp = "math.fpowi" {
        summary: "floating point raised to the signed integer power",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `math.clampf`: floating point clamping operation.
    pub struct ClampFOp = "math.clampf" {
        summary: "floating point clamping operation",
        operands: [value: Single, min: Single, max: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.sincos`: sine and cosine of the specified value.
    pub struct SincosOp = "math.sincos" {
        summary: "sine and cosine of the specified value",
        operands: [operand: Single],
        results: [sin: Single, cos: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `math.absi`: integer absolute-value operation.
    pub struct AbsIOp = "math.absi" {
        summary: "integer absolute-value operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.ctlz`: counts the leading zeros an integer value.
    pub struct CountLeadingZerosOp = "math.ctlz" {
        summary: "counts the leading zeros an integer value",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.cttz`: counts the trailing zeros an integer value.
    pub struct CountTrailingZerosOp = "math.cttz" {
        summary: "counts the trailing zeros an integer value",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.ctpop`: counts the number of set bits of an integer value.
    pub struct CtPopOp = "math.ctpop" {
        summary: "counts the number of set bits of an integer value",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.ipowi`: signed integer raised to the power of operation.
    pub struct IPowIOp = "math.ipowi" {
        summary: "signed integer raised to the power of operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `math.isfinite`: returns true if the operand classifies as finite.
    pub struct IsFiniteOp = "math.isfinite" {
        summary: "returns true if the operand classifies as finite",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `math.isinf`: returns true if the operand classifies as infinite.
    pub struct IsInfOp = "math.isinf" {
        summary: "returns true if the operand classifies as infinite",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `math.isnan`: returns true if the operand classifies as NaN.
    pub struct IsNaNOp = "math.isnan" {
        summary: "returns true if the operand classifies as NaN",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `math.isnormal`: returns true if the operand classifies as normal.
    pub struct IsNormalOp = "math.isnormal" {
        summary: "returns true if the operand classifies as normal",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
}
