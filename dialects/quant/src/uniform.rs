//! The model of `!quant.uniform` and StableHLO's quantize / dequantize arithmetic.
//!
//! The type is stored as a `TypeData::Dialect` (`quant.uniform`) whose parameters are, in
//! order: the storage type, the signedness flag, storage min and max, the expressed type, the
//! quantized dimension (-1 when per-tensor), the scales (as f64 bit patterns) and the zero
//! points.

use xla_ir::float::{self, FloatKind};
use xla_ir::types::Signedness;
use xla_ir::{Context, Type, TypeData};

use crate::DIALECT;

/// Upstream's `QuantizedType::MaxStorageBits`.
pub const MAX_STORAGE_BITS: u32 = 32;

const MNEMONIC: &str = "uniform";

/// A uniform quantized type: a stored integer `q` stands for `(q - zero_point) * scale`.
#[derive(Clone, Debug, PartialEq)]
pub struct UniformType {
    /// The integer type as written (`i8`, `ui8`; `u8` is the signless `i8`, unsigned).
    pub storage: Type,
    pub signed: bool,
    pub storage_min: i64,
    pub storage_max: i64,
    pub expressed: Type,
    /// `Some(d)` for per-axis quantization along dimension `d`.
    pub quantized_dimension: Option<i32>,
    pub scales: Vec<f64>,
    pub zero_points: Vec<i64>,
}

/// The storage range an integer of `width` bits holds.
pub fn default_range(signed: bool, width: u32) -> (i64, i64) {
    if signed {
        let half = 1i128 << (width - 1);
        (-half as i64, (half - 1) as i64)
    } else {
        (0, ((1i128 << width) - 1) as i64)
    }
}

impl UniformType {
    /// The type handle, interned in `ctx`.
    pub fn to_type(&self, ctx: &Context) -> Type {
        let i64s = |vs: &[i64]| ctx.dense_i64_array(vs);
        let scale_bits: Vec<i64> = self.scales.iter().map(|s| s.to_bits() as i64).collect();
        let params = [
            ctx.type_attr(self.storage),
            ctx.i64_attr(self.signed as i64),
            ctx.i64_attr(self.storage_min),
            ctx.i64_attr(self.storage_max),
            ctx.type_attr(self.expressed),
            ctx.i64_attr(self.quantized_dimension.map_or(-1, i64::from)),
            i64s(&scale_bits),
            i64s(&self.zero_points),
        ];
        ctx.dialect_type(DIALECT, MNEMONIC, &params)
    }

    /// The model of `t` if it is a `!quant.uniform` type.
    pub fn from_type(ctx: &Context, t: Type) -> Option<UniformType> {
        let TypeData::Dialect {
            dialect,
            mnemonic,
            params,
        } = ctx.type_data(t)
        else {
            return None;
        };
        if ctx.symbol_str(*dialect) != DIALECT || ctx.symbol_str(*mnemonic) != MNEMONIC {
            return None;
        }
        let [storage, signed, min, max, expressed, dim, scales, zps] = &params[..] else {
            return None;
        };
        let int = |a| ctx.attr_as_int(a).map(|v| v as i64);
        let dim = int(*dim)?;
        Some(UniformType {
            storage: ctx.attr_as_type(*storage)?,
            signed: int(*signed)? != 0,
            storage_min: int(*min)?,
            storage_max: int(*max)?,
            expressed: ctx.attr_as_type(*expressed)?,
            quantized_dimension: (dim >= 0).then_some(dim as i32),
            scales: ctx
                .attr_as_i64_array(*scales)?
                .into_iter()
                .map(|b| f64::from_bits(b as u64))
                .collect(),
            zero_points: ctx.attr_as_i64_array(*zps)?,
        })
    }

    pub fn storage_width(&self, ctx: &Context) -> u32 {
        ctx.integer_width(self.storage).unwrap_or(0)
    }

    pub fn expressed_kind(&self, ctx: &Context) -> Option<FloatKind> {
        ctx.float_kind(self.expressed)
    }

    pub fn is_per_axis(&self) -> bool {
        self.quantized_dimension.is_some()
    }

    /// Whether storage min/max differ from the storage type's full range (then printed).
    pub fn has_storage_bounds(&self, ctx: &Context) -> bool {
        let (lo, hi) = default_range(self.signed, self.storage_width(ctx));
        (lo, hi) != (self.storage_min, self.storage_max)
    }

    /// The integer type the values are stored in, with the type's signedness (`ui8` for
    /// `u8`): the element type a quantized tensor lowers to.
    pub fn storage_int_type(&self, ctx: &Context) -> Type {
        let signedness = if self.signed {
            match ctx.type_data(self.storage) {
                TypeData::Integer { signedness, .. } => *signedness,
                _ => Signedness::Signless,
            }
        } else {
            Signedness::Unsigned
        };
        ctx.intern_type(TypeData::Integer {
            width: self.storage_width(ctx),
            signedness,
        })
    }

    /// The (scale, zero point) of the element at `index` along the quantized dimension
    /// (ignored when per-tensor).
    pub fn params_at(&self, index: usize) -> (f64, i64) {
        let i = if self.is_per_axis() { index } else { 0 };
        let i = i.min(self.scales.len().saturating_sub(1));
        (
            self.scales.get(i).copied().unwrap_or(1.0),
            self.zero_points.get(i).copied().unwrap_or(0),
        )
    }

    /// The per-tensor type of the same storage and expressed types with one scale and zero point.
    pub fn per_tensor(&self, scale: f64, zero_point: i64) -> UniformType {
        UniformType {
            quantized_dimension: None,
            scales: vec![scale],
            zero_points: vec![zero_point],
            ..self.clone()
        }
    }
}

/// Rounds `x` to the nearest value of `kind` (ties to even), back as f64.
pub fn round_to(kind: FloatKind, x: f64) -> f64 {
    float::to_f64(kind, float::from_f64(kind, x).0)
}

/// StableHLO's `dequantize` of one stored value: `(q - zero_point) * scale` in the expressed
/// type (the subtraction and product each rounded to it).
pub fn dequantize(kind: FloatKind, stored: i64, scale: f64, zero_point: i64) -> f64 {
    let diff = round_to(
        kind,
        round_to(kind, stored as f64) - round_to(kind, zero_point as f64),
    );
    round_to(kind, diff * round_to(kind, scale))
}

/// StableHLO's `quantize` of one expressed value: `round_nearest_even(x / scale + zero_point)`
/// in the expressed type, clamped to `[min, max]`. NaN passes the clamp and converts as
/// XLA's float-to-integer `convert` does, to 0 (the lowering's `hlo.convert` agrees).
pub fn quantize(kind: FloatKind, x: f64, scale: f64, zero_point: i64, min: i64, max: i64) -> i64 {
    let scaled = round_to(kind, x / round_to(kind, scale));
    let shifted = round_to(kind, scaled + round_to(kind, zero_point as f64));
    if shifted.is_nan() {
        return 0;
    }
    let rounded = shifted.round_ties_even();
    if rounded <= min as f64 {
        min
    } else if rounded >= max as f64 {
        max
    } else {
        rounded as i64
    }
}
