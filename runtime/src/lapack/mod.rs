//! JAX's CPU linear algebra, the `lapack_*_ffi` custom calls (cholesky, LU, QR, eigh, SVD,
//! triangular solves), computed by faer (docs/lowering/lapack.md). `spec` says what a call
//! means and checks it (no faer: the compiler uses it too); with the `lapack` feature, `run`
//! computes a call on typed slices (the interpreter) and `xla_lapack_call` is the C entry of
//! compiled code.

pub mod spec;

#[cfg(feature = "lapack")]
mod ffi;
#[cfg(feature = "lapack")]
mod kernels;

#[cfg(feature = "lapack")]
pub use ffi::xla_lapack_call;

use spec::{Dims, Elem, Flags, Options, Part, Target};

/// The data of one operand (row-major, contiguous).
pub enum Data<'a> {
    F32(&'a [f32]),
    F64(&'a [f64]),
    C64(&'a [num_complex::Complex<f32>]),
    C128(&'a [num_complex::Complex<f64>]),
    I32(&'a [i32]),
}

/// The buffer of one result (row-major, contiguous).
pub enum DataMut<'a> {
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
    C64(&'a mut [num_complex::Complex<f32>]),
    C128(&'a mut [num_complex::Complex<f64>]),
    I32(&'a mut [i32]),
}

/// A checked call: its target, options and sizes.
#[derive(Clone, Copy, Debug)]
pub struct Call {
    pub target: Target,
    pub options: Options,
    pub dims: Dims,
}

/// Checks a call of `target_name` with the given flags and shapes.
pub fn prepare(
    target_name: &str,
    flags: Flags,
    operands: &[&[usize]],
    results: &[&[usize]],
) -> Result<Call, String> {
    let target = spec::parse_target(target_name).ok_or_else(|| {
        format!(
            "LAPACK target '{target_name}' is not supported (supported: {})",
            spec::SUPPORTED
        )
    })?;
    let options = spec::options(target.routine, flags)?;
    let dims = spec::check_shapes(target.routine, &options, operands, results)?;
    Ok(Call {
        target,
        options,
        dims,
    })
}

/// Computes `call` from `ins` into `outs`, matrix by matrix.
#[cfg(feature = "lapack")]
pub fn run(call: &Call, ins: &[Data<'_>], outs: &mut [DataMut<'_>]) -> Result<(), String> {
    match call.target.elem {
        Elem::F32 => run_typed::<f32>(call, ins, outs),
        Elem::F64 => run_typed::<f64>(call, ins, outs),
        Elem::C64 => run_typed::<faer::c32>(call, ins, outs),
        Elem::C128 => run_typed::<faer::c64>(call, ins, outs),
    }
}

/// Picks slices of one element type out of `Data`.
#[cfg(feature = "lapack")]
trait Typed: kernels::Scalar {
    fn of<'a>(d: &Data<'a>) -> Option<&'a [Self]>;
    fn of_mut<'a, 'b>(d: &'b mut DataMut<'a>) -> Option<&'b mut [Self]>;
    fn real_mut<'a, 'b>(d: &'b mut DataMut<'a>) -> Option<&'b mut [Self::Real]>;
}

#[cfg(feature = "lapack")]
macro_rules! typed {
    ($t:ty, $v:ident, $r:ident) => {
        impl Typed for $t {
            fn of<'a>(d: &Data<'a>) -> Option<&'a [Self]> {
                match d {
                    Data::$v(s) => Some(s),
                    _ => None,
                }
            }
            fn of_mut<'a, 'b>(d: &'b mut DataMut<'a>) -> Option<&'b mut [Self]> {
                match d {
                    DataMut::$v(s) => Some(s),
                    _ => None,
                }
            }
            fn real_mut<'a, 'b>(d: &'b mut DataMut<'a>) -> Option<&'b mut [Self::Real]> {
                match d {
                    DataMut::$r(s) => Some(s),
                    _ => None,
                }
            }
        }
    };
}
#[cfg(feature = "lapack")]
typed!(f32, F32, F32);
#[cfg(feature = "lapack")]
typed!(f64, F64, F64);
#[cfg(feature = "lapack")]
typed!(faer::c32, C64, F32);
#[cfg(feature = "lapack")]
typed!(faer::c64, C128, F64);

#[cfg(feature = "lapack")]
fn run_typed<T: Typed>(
    call: &Call,
    ins: &[Data<'_>],
    outs: &mut [DataMut<'_>],
) -> Result<(), String> {
    let batch = call.dims.batch;
    let (in_parts, out_parts) = call.target.routine.parts();
    if ins.len() != in_parts.len() || outs.len() != out_parts.len() {
        return Err("wrong number of operands or results".into());
    }
    let wrong = |what: &str, i: usize| format!("{what} #{i} has the wrong element type");
    let ins: Vec<&[T]> = ins
        .iter()
        .enumerate()
        .map(|(i, d)| T::of(d).ok_or_else(|| wrong("operand", i)))
        .collect::<Result<_, _>>()?;
    let mut data: Vec<&mut [T]> = Vec::new();
    let mut real: Vec<&mut [T::Real]> = Vec::new();
    let mut int: Vec<&mut [i32]> = Vec::new();
    for (i, (d, part)) in outs.iter_mut().zip(out_parts).enumerate() {
        match part {
            Part::Data => data.push(T::of_mut(d).ok_or_else(|| wrong("result", i))?),
            Part::Real => real.push(T::real_mut(d).ok_or_else(|| wrong("result", i))?),
            Part::I32 => match d {
                DataMut::I32(s) => int.push(s),
                _ => return Err(wrong("result", i)),
            },
        }
    }
    if batch == 0 {
        return Ok(());
    }
    let per = |len: usize| len / batch;
    for b in 0..batch {
        let one_in: Vec<&[T]> = ins
            .iter()
            .map(|s| &s[b * per(s.len())..(b + 1) * per(s.len())])
            .collect();
        let outs = kernels::Outs {
            data: data
                .iter_mut()
                .map(|s| {
                    let p = per(s.len());
                    &mut s[b * p..(b + 1) * p]
                })
                .collect(),
            real: real
                .iter_mut()
                .map(|s| {
                    let p = per(s.len());
                    &mut s[b * p..(b + 1) * p]
                })
                .collect(),
            int: int
                .iter_mut()
                .map(|s| {
                    let p = per(s.len());
                    &mut s[b * p..(b + 1) * p]
                })
                .collect(),
        };
        kernels::run_one(
            call.target.routine,
            &call.options,
            &call.dims,
            &one_in,
            outs,
        );
    }
    Ok(())
}
