//! The chlo ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`op.isa::<LgammaOp>()`, `TopKOp::NAME`). The op definitions (syntax,
//! verifiers) are built in [`crate::unary`], [`crate::binary`], [`crate::top_k`] and
//! [`crate::constant_like`]; `tests` checks both agree. The import spellings of hlo ops
//! ([`crate::rename`]) are never built under their chlo names and are not declared.

xla_ir::declare_ops! {
    /// Every declared chlo op.
    all: ALL;

    /// `chlo.acos`: Acos operation.
    pub struct AcosOp = "chlo.acos" {
        summary: "Acos operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.acosh`: Acosh operation.
    pub struct AcoshOp = "chlo.acosh" {
        summary: "Acosh operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.asin`: Asin operation.
    pub struct AsinOp = "chlo.asin" {
        summary: "Asin operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.asinh`: Asinh operation.
    pub struct AsinhOp = "chlo.asinh" {
        summary: "Asinh operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.atan`: Atan operation.
    pub struct AtanOp = "chlo.atan" {
        summary: "Atan operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.atanh`: Atanh operation.
    pub struct AtanhOp = "chlo.atanh" {
        summary: "Atanh operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.bessel_i1e`: Bessel function of order 1.
    pub struct BesselI1eOp = "chlo.bessel_i1e" {
        summary: "Bessel function of order 1",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.conj`: Conj operation.
    pub struct ConjOp = "chlo.conj" {
        summary: "Conj operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.cosh`: Cosh operation.
    pub struct CoshOp = "chlo.cosh" {
        summary: "Cosh operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.sinh`: Sinh operation.
    pub struct SinhOp = "chlo.sinh" {
        summary: "Sinh operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.square`: Square operation.
    pub struct SquareOp = "chlo.square" {
        summary: "Square operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.digamma`: Digamma function.
    pub struct DigammaOp = "chlo.digamma" {
        summary: "Digamma function",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.erf_inv`: Inverse Erf.
    pub struct ErfInvOp = "chlo.erf_inv" {
        summary: "Inverse Erf",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.erfc`: Erfc operation.
    pub struct ErfcOp = "chlo.erfc" {
        summary: "Erfc operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.lgamma`: Lgamma function.
    pub struct LgammaOp = "chlo.lgamma" {
        summary: "Lgamma function",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.is_inf`: IsInf predicate.
    pub struct IsInfOp = "chlo.is_inf" {
        summary: "IsInf predicate",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.is_neg_inf`: IsNegInf predicate.
    pub struct IsNegInfOp = "chlo.is_neg_inf" {
        summary: "IsNegInf predicate",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.is_pos_inf`: IsPosInf predicate.
    pub struct IsPosInfOp = "chlo.is_pos_inf" {
        summary: "IsPosInf predicate",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `chlo.next_after`: std::nextafter operation.
    pub struct NextAfterOp = "chlo.next_after" {
        summary: "std::nextafter operation",
        operands: [x: Single, y: Single],
        results: [result: Variadic],
        traits: [PURE],
    }
    /// `chlo.broadcast_next_after`: std::nextafter operation (with optional broadcasting).
    pub struct BroadcastNextAfterOp = "chlo.broadcast_next_after" {
        summary: "std::nextafter operation (with optional broadcasting)",
        operands: [lhs: Single, rhs: Single],
        results: [result: Variadic],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `chlo.polygamma`: Polygamma function.
    pub struct PolygammaOp = "chlo.polygamma" {
        summary: "Polygamma function",
        operands: [n: Single, x: Single],
        results: [result: Variadic],
        traits: [PURE],
    }
    /// `chlo.broadcast_polygamma`: Polygamma function (with optional broadcasting).
    pub struct BroadcastPolygammaOp = "chlo.broadcast_polygamma" {
        summary: "Polygamma function (with optional broadcasting)",
        operands: [lhs: Single, rhs: Single],
        results: [result: Variadic],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `chlo.zeta`: Hurwitz zeta function.
    pub struct ZetaOp = "chlo.zeta" {
        summary: "Hurwitz zeta function",
        operands: [x: Single, q: Single],
        results: [result: Variadic],
        traits: [PURE],
    }
    /// `chlo.broadcast_zeta`: Hurwitz zeta function (with optional broadcasting).
    pub struct BroadcastZetaOp = "chlo.broadcast_zeta" {
        summary: "Hurwitz zeta function (with optional broadcasting)",
        operands: [lhs: Single, rhs: Single],
        results: [result: Variadic],
        attributes: [broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `chlo.broadcast_select`: Select operation (with optional numpy-style broadcasting).
    pub struct BroadcastSelectOp = "chlo.broadcast_select" {
        summary: "Select operation (with optional numpy-style broadcasting)",
        operands: [pred: Single, on_true: Single, on_false: Single],
        results: [result: Variadic],
        traits: [PURE],
    }
    /// `chlo.top_k`: Finds values and indices of the `k` largest elements for the last dimension.
    pub struct TopKOp = "chlo.top_k" {
        summary: "Finds values and indices of the `k` largest elements for the last dimension",
        operands: [operand: Single],
        results: [values: Single, indices: Single],
        attributes: [k = "k": required Integer],
        traits: [PURE],
    }
    /// `chlo.constant_like`: Constant like operation.
    pub struct ConstantLikeOp = "chlo.constant_like" {
        summary: "Constant like operation",
        operands: [operand: Single],
        results: [result: Variadic],
        attributes: [value = "value": required Dense],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
}
