//! Element-wise ops: unary, binary (with XLA's implicit broadcasting), compare, select,
//! clamp, convert.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::broadcast::plan;
use crate::ops::binary::{real_type, BROADCAST_DIMENSIONS};
use crate::ops::compare::{COMPARE_TYPE, DIRECTION};
use crate::verify_util::{elem_of, optional_i64_array, shape_of};
use xla_ir::{OpRef, Type};

/// `compare`'s direction (XLA's `ComparisonDirection`) and comparison type (XLA's
/// `Comparison::Type`): the dialect's enums.
pub use crate::attrs::comparison::{
    ComparisonDirection as Direction, ComparisonType as CompareType,
};

/// The broadcast shape of a binary op under XLA's rules ([`crate::broadcast::plan`]) with
/// the element type `elem` gives.
fn broadcast_type(op: OpRef<'_>, elem: fn(OpRef<'_>, Type) -> Type) -> Result<Type, String> {
    let ctx = op.ctx;
    let dims = optional_i64_array(op, BROADCAST_DIMENSIONS).map_err(|d| d.message)?;
    let (l, r) = (op.operand_type(0), op.operand_type(1));
    let p = plan(shape_of(ctx, l), shape_of(ctx, r), dims.as_deref()).map_err(|e| e.to_string())?;
    Ok(ctx.tensor_type(&p.shape, elem(op, elem_of(ctx, l))))
}

fn infer_same_elem(op: OpRef<'_>) -> Result<Type, String> {
    broadcast_type(op, |_, e| e)
}

fn infer_complex(op: OpRef<'_>) -> Result<Type, String> {
    broadcast_type(op, |op, e| op.ctx.complex_type(e))
}

fn infer_pred(op: OpRef<'_>) -> Result<Type, String> {
    broadcast_type(op, |op, _| op.ctx.i1())
}

macro_rules! binary_ops {
    ($($method:ident => $mnemonic:literal, $xla:literal;)*) => {$(
        #[doc = concat!("XLA's `", $xla, "(lhs, rhs, broadcast_dimensions)`: `hlo.", $mnemonic, "`; \
                         `broadcast_dimensions` maps the lower-rank operand's dimensions (empty: none).")]
        pub fn $method(&mut self, lhs: XlaOp, rhs: XlaOp, broadcast_dimensions: &[i64]) -> XlaOp {
            self.binary($mnemonic, lhs, rhs, broadcast_dimensions, infer_same_elem)
        }
    )*};
}

macro_rules! unary_ops {
    ($($method:ident => $mnemonic:literal, $xla:literal;)*) => {$(
        #[doc = concat!("XLA's `", $xla, "(operand)`: `hlo.", $mnemonic, "`.")]
        pub fn $method(&mut self, operand: XlaOp) -> XlaOp {
            self.unary($mnemonic, operand, operand.ty)
        }
    )*};
}

impl<'c> HloBuilder<'c> {
    fn binary(
        &mut self,
        mnemonic: &'static str,
        lhs: XlaOp,
        rhs: XlaOp,
        dims: &[i64],
        infer: fn(OpRef<'_>) -> Result<Type, String>,
    ) -> XlaOp {
        let operands = [lhs, rhs];
        let mut spec = OpSpec::new(mnemonic, &operands, Results::Infer(infer));
        if !dims.is_empty() {
            spec = spec.attr(BROADCAST_DIMENSIONS, self.ctx.dense_i64_array(dims));
        }
        self.emit1(spec)
    }

    fn unary(&mut self, mnemonic: &'static str, operand: XlaOp, result: Type) -> XlaOp {
        self.emit1(OpSpec::new(
            mnemonic,
            &[operand],
            Results::Known(vec![result]),
        ))
    }

    binary_ops! {
        add => "add", "Add";
        sub => "subtract", "Sub";
        mul => "multiply", "Mul";
        div => "divide", "Div";
        pow => "power", "Pow";
        rem => "remainder", "Rem";
        max => "maximum", "Max";
        min => "minimum", "Min";
        and => "and", "And";
        or => "or", "Or";
        xor => "xor", "Xor";
        shift_left => "shift_left", "ShiftLeft";
        shift_right_arithmetic => "shift_right_arithmetic", "ShiftRightArithmetic";
        shift_right_logical => "shift_right_logical", "ShiftRightLogical";
        atan2 => "atan2", "Atan2";
    }

    /// XLA's `Complex(real, imag, broadcast_dimensions)`: `hlo.complex`.
    pub fn complex(&mut self, real: XlaOp, imag: XlaOp, broadcast_dimensions: &[i64]) -> XlaOp {
        self.binary("complex", real, imag, broadcast_dimensions, infer_complex)
    }

    unary_ops! {
        cbrt => "cbrt", "Cbrt";
        ceil => "ceil", "Ceil";
        clz => "count_leading_zeros", "Clz";
        cos => "cosine", "Cos";
        erf => "erf", "Erf";
        exp => "exponential", "Exp";
        expm1 => "exponential_minus_one", "Expm1";
        floor => "floor", "Floor";
        log => "log", "Log";
        log1p => "log_plus_one", "Log1p";
        logistic => "logistic", "Logistic";
        neg => "negate", "Neg";
        not => "not", "Not";
        popcnt => "popcnt", "PopulationCount";
        round_nearest_afz => "round_nearest_afz", "Round";
        round_nearest_even => "round_nearest_even", "RoundNearestEven";
        rsqrt => "rsqrt", "Rsqrt";
        sign => "sign", "Sign";
        sin => "sine", "Sin";
        sqrt => "sqrt", "Sqrt";
        tan => "tan", "Tan";
        tanh => "tanh", "Tanh";
    }

    /// The operand's type with the real element type of a complex one (abs, real, imag).
    fn real_of(&self, operand: XlaOp) -> Type {
        real_type(self.ctx, operand.ty).unwrap_or(operand.ty)
    }

    /// XLA's `Abs`: `hlo.abs` (the magnitude of complex values is real).
    pub fn abs(&mut self, operand: XlaOp) -> XlaOp {
        let t = self.real_of(operand);
        self.unary("abs", operand, t)
    }

    /// XLA's `Real`: `hlo.real`.
    pub fn real(&mut self, operand: XlaOp) -> XlaOp {
        let t = self.real_of(operand);
        self.unary("real", operand, t)
    }

    /// XLA's `Imag`: `hlo.imag`.
    pub fn imag(&mut self, operand: XlaOp) -> XlaOp {
        let t = self.real_of(operand);
        self.unary("imag", operand, t)
    }

    /// XLA's `IsFinite`: `hlo.is_finite`, a pred per element.
    pub fn is_finite(&mut self, operand: XlaOp) -> XlaOp {
        let t = self.ctx.with_element_type(operand.ty, self.ctx.i1());
        self.unary("is_finite", operand, t)
    }

    /// XLA's `Compare(lhs, rhs, broadcast_dimensions, direction)`: `hlo.compare`; the
    /// comparison type follows the element type.
    pub fn compare(
        &mut self,
        lhs: XlaOp,
        rhs: XlaOp,
        dir: Direction,
        broadcast_dimensions: &[i64],
    ) -> XlaOp {
        self.compare_impl(lhs, rhs, dir, None, broadcast_dimensions)
    }

    /// `compare` with an explicit comparison type (e.g. `TotalOrder` for floats).
    pub fn compare_with_type(
        &mut self,
        lhs: XlaOp,
        rhs: XlaOp,
        dir: Direction,
        ty: CompareType,
        broadcast_dimensions: &[i64],
    ) -> XlaOp {
        self.compare_impl(lhs, rhs, dir, Some(ty), broadcast_dimensions)
    }

    fn compare_impl(
        &mut self,
        lhs: XlaOp,
        rhs: XlaOp,
        dir: Direction,
        ty: Option<CompareType>,
        dims: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [lhs, rhs];
        let mut spec = OpSpec::new("compare", &operands, Results::Infer(infer_pred))
            .attr(DIRECTION, dir.attr(ctx));
        if let Some(t) = ty {
            spec = spec.attr(COMPARE_TYPE, t.attr(ctx));
        }
        if !dims.is_empty() {
            spec = spec.attr(BROADCAST_DIMENSIONS, ctx.dense_i64_array(dims));
        }
        self.emit1(spec)
    }

    /// XLA's `Select(pred, on_true, on_false)`: `hlo.select` (the result has the branches'
    /// type).
    pub fn select(&mut self, pred: XlaOp, on_true: XlaOp, on_false: XlaOp) -> XlaOp {
        self.emit1(OpSpec::new(
            "select",
            &[pred, on_true, on_false],
            Results::Known(vec![on_true.ty]),
        ))
    }

    /// XLA's `Clamp(min, operand, max)`: `hlo.clamp`.
    pub fn clamp(&mut self, min: XlaOp, operand: XlaOp, max: XlaOp) -> XlaOp {
        self.emit1(OpSpec::new(
            "clamp",
            &[min, operand, max],
            Results::Known(vec![operand.ty]),
        ))
    }

    /// XLA's `ConvertElementType(operand, new_element_type)`: `hlo.convert`.
    pub fn convert(&mut self, operand: XlaOp, new_element_type: Type) -> XlaOp {
        let t = self.ctx.with_element_type(operand.ty, new_element_type);
        self.unary("convert", operand, t)
    }
}
