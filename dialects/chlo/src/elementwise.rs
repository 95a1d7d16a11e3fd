//! chlo's element-wise ops, each named once with its kind ([`Elementwise`]): the interpreter's
//! kernels and the scalar code of hlo-to-linalg both match on the kind.

use crate::ops::*;

xla_ir::declare_op_kinds! {
    /// An element-wise chlo op (the `broadcast_*` spellings aside).
    pub enum Elementwise {
        Acos = AcosOp,
        Acosh = AcoshOp,
        Asin = AsinOp,
        Asinh = AsinhOp,
        Atan = AtanOp,
        Atanh = AtanhOp,
        BesselI1e = BesselI1eOp,
        Conj = ConjOp,
        Cosh = CoshOp,
        Sinh = SinhOp,
        Square = SquareOp,
        Digamma = DigammaOp,
        ErfInv = ErfInvOp,
        Erfc = ErfcOp,
        Lgamma = LgammaOp,
        IsInf = IsInfOp,
        IsNegInf = IsNegInfOp,
        IsPosInf = IsPosInfOp,
        NextAfter = NextAfterOp,
        Polygamma = PolygammaOp,
        Zeta = ZetaOp,
    }
}
