//! Constants from Rust values (XLA's `ConstantR0`, `ConstantR1`, `ConstantLiteral`):
//! `hlo.constant dense<...>` with the values stored as the dense attribute stores them
//! (little-endian, `i1` in a byte, one element for a splat).

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::ops::constant::VALUE;
use xla_ir::float::{self, FloatKind};
use xla_ir::{AttrData, Context, Type, TypeData};

/// A Rust value that can be an element of a constant of element type `elem`.
pub trait LiteralElement: Copy {
    /// The element type of `constant_r0`/`constant_r1` for this Rust type.
    fn default_type(ctx: &Context) -> Type;
    /// The stored bytes of the value as an `elem`, or why it cannot be one.
    fn bytes_as(self, ctx: &Context, elem: Type) -> Result<Vec<u8>, String>;
}

/// Integer storage: two's complement truncated to the type's width (rejecting values
/// that do not fit).
fn int_bytes(ctx: &Context, elem: Type, value: i128) -> Result<Vec<u8>, String> {
    let TypeData::Integer { width, signedness } = ctx.type_data(elem) else {
        return Err(format!(
            "an integer cannot be stored as {}",
            crate::display::type_str(ctx, elem)
        ));
    };
    let width = *width;
    let unsigned = matches!(signedness, xla_ir::types::Signedness::Unsigned);
    let (lo, hi) = if width >= 128 {
        (i128::MIN, i128::MAX)
    } else if unsigned || width <= 1 {
        (0, (1i128 << width) - 1)
    } else {
        (-(1i128 << (width - 1)), (1i128 << width) - 1)
    };
    if value < lo || value > hi {
        return Err(format!("{value} does not fit in i{width}"));
    }
    let n = if width <= 1 {
        1
    } else {
        width.div_ceil(8) as usize
    };
    Ok(value.to_le_bytes()[..n.min(16)].to_vec())
}

/// Float storage: rounded to the element type as APFloat's conversion does.
fn float_bytes(ctx: &Context, elem: Type, value: f64) -> Result<Vec<u8>, String> {
    let Some(kind) = ctx.float_kind(elem) else {
        return Err(format!(
            "a float cannot be stored as {}",
            crate::display::type_str(ctx, elem)
        ));
    };
    let (bits, _) = float::from_f64(kind, value);
    let n = (FloatKind::bit_width(kind) as usize).div_ceil(8);
    Ok(bits.to_le_bytes()[..n.min(8)].to_vec())
}

macro_rules! int_literal {
    ($($t:ty => $ty:expr),*) => {$(
        impl LiteralElement for $t {
            fn default_type(ctx: &Context) -> Type {
                let make: fn(&Context) -> Type = $ty;
                make(ctx)
            }
            fn bytes_as(self, ctx: &Context, elem: Type) -> Result<Vec<u8>, String> {
                int_bytes(ctx, elem, self as i128)
            }
        }
    )*};
}

int_literal!(
    i8 => |c| c.integer_type(8), i16 => |c| c.integer_type(16), i32 => |c| c.i32(), i64 => |c| c.i64(),
    u8 => |c| unsigned(c, 8), u16 => |c| unsigned(c, 16), u32 => |c| unsigned(c, 32), u64 => |c| unsigned(c, 64)
);

fn unsigned(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: xla_ir::types::Signedness::Unsigned,
    })
}

impl LiteralElement for bool {
    fn default_type(ctx: &Context) -> Type {
        ctx.i1()
    }
    fn bytes_as(self, ctx: &Context, elem: Type) -> Result<Vec<u8>, String> {
        int_bytes(ctx, elem, i128::from(self))
    }
}

impl LiteralElement for f32 {
    fn default_type(ctx: &Context) -> Type {
        ctx.f32()
    }
    fn bytes_as(self, ctx: &Context, elem: Type) -> Result<Vec<u8>, String> {
        float_bytes(ctx, elem, f64::from(self))
    }
}

impl LiteralElement for f64 {
    fn default_type(ctx: &Context) -> Type {
        ctx.float_type(FloatKind::F64)
    }
    fn bytes_as(self, ctx: &Context, elem: Type) -> Result<Vec<u8>, String> {
        float_bytes(ctx, elem, self)
    }
}

impl<'c> HloBuilder<'c> {
    /// XLA's `ConstantR0`: a rank-0 constant.
    pub fn constant_r0<T: LiteralElement>(&mut self, value: T) -> XlaOp {
        let ty = self.ctx.tensor_type(&[], T::default_type(self.ctx));
        self.constant_literal(ty, &[value])
    }

    /// XLA's `ConstantR1`: a rank-1 constant of the values.
    pub fn constant_r1<T: LiteralElement>(&mut self, values: &[T]) -> XlaOp {
        let ty = self
            .ctx
            .tensor_type(&[values.len() as i64], T::default_type(self.ctx));
        self.constant_literal(ty, values)
    }

    /// XLA's `ConstantLiteral`: a constant of tensor type `ty` (any element type the dialect
    /// supports that the Rust values convert to) holding `values` in row-major order, or one
    /// value for a splat.
    pub fn constant_literal<T: LiteralElement>(&mut self, ty: Type, values: &[T]) -> XlaOp {
        let ctx = self.ctx;
        let Some((shape, elem)) = crate::types::ranked_tensor(ctx, ty) else {
            return self.reject(
                "constant",
                &[],
                format!(
                    "{} is not a ranked tensor type",
                    crate::display::type_str(ctx, ty)
                ),
            );
        };
        let Some(count) = shape
            .iter()
            .try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
        else {
            return self.reject(
                "constant",
                &[],
                format!(
                    "{} is not a statically shaped tensor type",
                    crate::display::type_str(ctx, ty)
                ),
            );
        };
        let splat = values.len() == 1 && count != 1;
        if !splat && values.len() as i64 != count {
            let msg = format!(
                "{} values given for {} elements of {}",
                values.len(),
                count,
                crate::display::type_str(ctx, ty)
            );
            return self.reject("constant", &[], msg);
        }
        let mut elements = Vec::with_capacity(values.len());
        for v in values {
            match v.bytes_as(ctx, elem) {
                Ok(b) => elements.push(b),
                Err(m) => return self.reject("constant", &[], m),
            }
        }
        // Equal elements are stored once, as the parser interns them.
        let all_equal = elements.windows(2).all(|w| w[0] == w[1]);
        let data: Vec<u8> = if all_equal {
            elements.into_iter().take(1).flatten().collect()
        } else {
            elements.into_iter().flatten().collect()
        };
        let attr = ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: data.into(),
            splat: all_equal && count > 0,
        });
        self.emit1(OpSpec::new("constant", &[], Results::Known(vec![ty])).attr(VALUE, attr))
    }
}
