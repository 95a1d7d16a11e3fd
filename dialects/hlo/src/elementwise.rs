//! hlo's element-wise ops, each named once with its kind ([`Elementwise`]): the interpreter's
//! kernels and the scalar code of hlo-to-linalg both match on the kind, so neither keeps its
//! own list of element-wise op names.

use crate::ops::*;

xla_ir::declare_op_kinds! {
    /// An element-wise hlo op: the result's element `i` depends only on the operands' elements
    /// `i` (with XLA's implicit broadcasting for the binary ops).
    pub enum Elementwise {
        Add = AddOp,
        Subtract = SubtractOp,
        Multiply = MultiplyOp,
        Divide = DivideOp,
        Remainder = RemainderOp,
        Maximum = MaximumOp,
        Minimum = MinimumOp,
        And = AndOp,
        Or = OrOp,
        Xor = XorOp,
        ShiftLeft = ShiftLeftOp,
        ShiftRightLogical = ShiftRightLogicalOp,
        ShiftRightArithmetic = ShiftRightArithmeticOp,
        Power = PowerOp,
        Atan2 = Atan2Op,
        Complex = ComplexOp,
        Compare = CompareOp,
        Negate = NegateOp,
        Not = NotOp,
        Abs = AbsOp,
        Sign = SignOp,
        Popcnt = PopcntOp,
        CountLeadingZeros = CountLeadingZerosOp,
        Ceil = CeilOp,
        Floor = FloorOp,
        RoundNearestAfz = RoundNearestAfzOp,
        RoundNearestEven = RoundNearestEvenOp,
        Sqrt = SqrtOp,
        Rsqrt = RsqrtOp,
        Cbrt = CbrtOp,
        Exponential = ExponentialOp,
        ExponentialMinusOne = ExponentialMinusOneOp,
        Log = LogOp,
        LogPlusOne = LogPlusOneOp,
        Logistic = LogisticOp,
        Sine = SineOp,
        Cosine = CosineOp,
        Tan = TanOp,
        Tanh = TanhOp,
        Erf = ErfOp,
        IsFinite = IsFiniteOp,
        Real = RealOp,
        Imag = ImagOp,
        Select = SelectOp,
        Clamp = ClampOp,
        Convert = ConvertOp,
        BitcastConvert = BitcastConvertOp,
        ReducePrecision = ReducePrecisionOp,
    }
}
