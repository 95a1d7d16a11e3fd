//! Random inputs: small values (floats in [-2, 2], on a 1/16 grid for f16/bf16 so they are
//! exact there), integers mostly small but sometimes anywhere in their type's range, and
//! rarely the float specials (NaN, ±inf, -0) so that their handling is compared too.

use super::{Elem, Ty};
use crate::Rng;
use xla_interp::{Buffer, ElemKind, Tensor};
use xla_ir::Context;

#[derive(Clone, Debug)]
pub enum InputData {
    Float(Vec<f64>),
    Int(Vec<i64>),
    Bool(Vec<bool>),
    Complex(Vec<(f64, f64)>),
}

/// One argument of `@main`: its type and contents (row-major).
#[derive(Clone, Debug)]
pub struct Input {
    pub ty: Ty,
    pub data: InputData,
}

fn unit(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

fn float(rng: &mut Rng, grid: bool) -> f64 {
    match rng.below(400) {
        0 => f64::NAN,
        1 => f64::INFINITY,
        2 => f64::NEG_INFINITY,
        3 => -0.0,
        _ if grid => (rng.below(65) as f64 - 32.0) / 16.0,
        _ => unit(rng) * 4.0 - 2.0,
    }
}

fn int(rng: &mut Rng, elem: Elem) -> i64 {
    let wide = rng.below(10) == 0;
    match elem {
        Elem::I8 if wide => rng.below(256) as i64 - 128,
        Elem::UI8 if wide => rng.below(256) as i64,
        Elem::I32 if wide => rng.next_u64() as i32 as i64,
        Elem::I64 if wide => rng.next_u64() as i64,
        Elem::UI8 => rng.below(10) as i64,
        _ => rng.below(21) as i64 - 10,
    }
}

pub fn random_input(rng: &mut Rng, ty: Ty) -> Input {
    let n = ty.count() as usize;
    let data = match ty.elem {
        Elem::I1 => InputData::Bool((0..n).map(|_| rng.below(2) == 1).collect()),
        Elem::C64 => InputData::Complex(
            (0..n)
                .map(|_| {
                    (
                        float(rng, false) as f32 as f64,
                        float(rng, false) as f32 as f64,
                    )
                })
                .collect(),
        ),
        e if e.is_float() => {
            let grid = matches!(e, Elem::F16 | Elem::BF16);
            InputData::Float((0..n).map(|_| float(rng, grid)).collect())
        }
        e => InputData::Int((0..n).map(|_| int(rng, e)).collect()),
    };
    Input { ty, data }
}

impl Input {
    /// The input as an interpreter tensor; `None` if `ctx` cannot spell its type.
    pub fn to_tensor(&self, ctx: &Context) -> Option<Tensor> {
        let ty = ctx.parse_type_str(&self.ty.to_string()).ok()?;
        let elem = ctx.element_type(ty);
        let kind = ElemKind::of(ctx, elem)?;
        let data = match (&self.data, self.ty.elem) {
            (InputData::Bool(v), _) => Buffer::Bool(v.clone()),
            (InputData::Int(v), _) => Buffer::Int(v.clone()),
            (InputData::Complex(v), _) => Buffer::C64(
                v.iter()
                    .map(|&(re, im)| num_complex::Complex::new(re as f32, im as f32))
                    .collect(),
            ),
            (InputData::Float(v), Elem::F32) => Buffer::F32(v.iter().map(|&x| x as f32).collect()),
            (InputData::Float(v), Elem::F64) => Buffer::F64(v.clone()),
            (InputData::Float(v), Elem::F16) => {
                Buffer::F16(v.iter().map(|&x| half::f16::from_f64(x)).collect())
            }
            (InputData::Float(v), _) => {
                Buffer::BF16(v.iter().map(|&x| half::bf16::from_f64(x)).collect())
            }
        };
        Some(Tensor {
            ty: elem,
            kind,
            shape: self.ty.shape.clone(),
            data,
        })
    }
}
