//! The complex ops as typed declarations: the names, operands, results, attributes and
//! traits consumers use (`complex_ops::AddOp::NAME`, `op.isa::<AddOp>()`). The op definitions
//! (forms, verifiers) are the table in `table`; xla-dialects checks both agree.

xla_ir::declare_ops! {
    /// Every declared complex op.
    all: ALL;

    /// `complex.conj`: complex conjugate.
    pub struct ConjOp = "complex.conj" {
        summary: "complex conjugate",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.cos`: computes cosine of a complex number.
    pub struct CosOp = "complex.cos" {
        summary: "computes cosine of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.exp`: computes exponential of a complex number.
    pub struct ExpOp = "complex.exp" {
        summary: "computes exponential of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.expm1`: computes exponential of a complex number minus 1.
    pub struct Expm1Op = "complex.expm1" {
        summary: "computes exponential of a complex number minus 1",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.log`: computes natural logarithm of a complex number.
    pub struct LogOp = "complex.log" {
        summary: "computes natural logarithm of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.log1p`: computes natural logarithm of a complex number.
    pub struct Log1pOp = "complex.log1p" {
        summary: "computes natural logarithm of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.neg`: Negation operator.
    pub struct NegOp = "complex.neg" {
        summary: "Negation operator",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.rsqrt`: complex reciprocal of square root.
    pub struct RsqrtOp = "complex.rsqrt" {
        summary: "complex reciprocal of square root",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.sign`: computes sign of a complex number.
    pub struct SignOp = "complex.sign" {
        summary: "computes sign of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.sin`: computes sine of a complex number.
    pub struct SinOp = "complex.sin" {
        summary: "computes sine of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.sqrt`: complex square root.
    pub struct SqrtOp = "complex.sqrt" {
        summary: "complex square root",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.tan`: computes tangent of a complex number.
    pub struct TanOp = "complex.tan" {
        summary: "computes tangent of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.tanh`: complex hyperbolic tangent.
    pub struct TanhOp = "complex.tanh" {
        summary: "complex hyperbolic tangent",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.angle`: computes argument value of a complex number.
    pub struct AngleOp = "complex.angle" {
        summary: "computes argument value of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE],
    }
    /// `complex.add`: complex addition.
    pub struct AddOp = "complex.add" {
        summary: "complex addition",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.atan2`: complex 2-argument arctangent.
    pub struct Atan2Op = "complex.atan2" {
        summary: "complex 2-argument arctangent",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.div`: complex division.
    pub struct DivOp = "complex.div" {
        summary: "complex division",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.mul`: complex multiplication.
    pub struct MulOp = "complex.mul" {
        summary: "complex multiplication",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.pow`: complex power function.
    pub struct PowOp = "complex.pow" {
        summary: "complex power function",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.sub`: complex subtraction.
    pub struct SubOp = "complex.sub" {
        summary: "complex subtraction",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `complex.abs`: computes absolute value of a complex number.
    pub struct AbsOp = "complex.abs" {
        summary: "computes absolute value of a complex number",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE],
    }
    /// `complex.re`: extracts the real part of a complex number.
    pub struct ReOp = "complex.re" {
        summary: "extracts the real part of a complex number",
        operands: [complex: Single],
        results: [real: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE],
    }
    /// `complex.im`: extracts the imaginary part of a complex number.
    pub struct ImOp = "complex.im" {
        summary: "extracts the imaginary part of a complex number",
        operands: [complex: Single],
        results: [imaginary: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE],
    }
    /// `complex.eq`: computes whether two complex values are equal.
    pub struct EqOp = "complex.eq" {
        summary: "computes whether two complex values are equal",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE],
    }
    /// `complex.neq`: computes whether two complex values are not equal.
    pub struct NeqOp = "complex.neq" {
        summary: "computes whether two complex values are not equal",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE],
    }
    /// `complex.create`: complex number creation operation.
    pub struct CreateOp = "complex.create" {
        summary: "complex number creation operation",
        operands: [real: Single, imaginary: Single],
        results: [complex: Single],
        traits: [PURE],
    }
    /// `complex.constant`: complex number constant operation.
    pub struct ConstantOp = "complex.constant" {
        summary: "complex number constant operation",
        results: [complex: Single],
        attributes: [value = "value": required Any],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `complex.bitcast`: computes bitcast between complex and equal arith types.
    pub struct BitcastOp = "complex.bitcast" {
        summary: "computes bitcast between complex and equal arith types",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE],
    }
}
