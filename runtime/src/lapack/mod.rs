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
#[derive(Clone, Debug)]
pub struct Call {
    pub target: Target,
    pub options: Options,
    pub dims: Dims,
    /// Element counts of the operands, then of the results.
    pub lens: Vec<usize>,
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
    let lens = operands
        .iter()
        .chain(results)
        .map(|s| s.iter().product())
        .collect();
    Ok(Call {
        target,
        options,
        dims,
        lens,
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
    let got = ins
        .iter()
        .map(|s| s.len())
        .chain(data.iter().map(|s| s.len()))
        .chain(real.iter().map(|s| s.len()))
        .chain(int.iter().map(|s| s.len()));
    let mut want: Vec<usize> = call.lens[..ins.len()].to_vec();
    // Results in the order `data`, `real`, `int` hold them.
    for part in [Part::Data, Part::Real, Part::I32] {
        want.extend(
            out_parts
                .iter()
                .zip(&call.lens[ins.len()..])
                .filter(|(p, _)| **p == part)
                .map(|(_, &n)| n),
        );
    }
    if !got.eq(want.iter().copied()) {
        return Err("a buffer's length does not match its shape".into());
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

#[cfg(all(test, feature = "lapack"))]
mod tests {
    use super::*;

    #[test]
    fn lu_pivots_are_lapacks() {
        // scipy.linalg.lapack.dgetrf gives pivots [2, 2, 2] (0-based) and U[2][2] = -0.5.
        let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0];
        let call = prepare(
            "lapack_dgetrf_ffi",
            Flags::default(),
            &[&[3, 3]],
            &[&[3, 3], &[3], &[]],
        )
        .unwrap();
        let (mut lu, mut ipiv, mut info) = ([0.0; 9], [0; 3], [7]);
        let mut outs = [
            DataMut::F64(&mut lu),
            DataMut::I32(&mut ipiv),
            DataMut::I32(&mut info),
        ];
        run(&call, &[Data::F64(&a)], &mut outs).unwrap();
        assert_eq!((ipiv, info), ([3, 3, 3], [0]));
        assert!((lu[8] + 0.5).abs() < 1e-12);
    }

    #[test]
    fn wrong_buffers_are_errors() {
        let call = prepare(
            "lapack_spotrf_ffi",
            Flags::unpack(i64::from(b'L')),
            &[&[2, 2]],
            &[&[2, 2], &[]],
        )
        .unwrap();
        let (mut l, mut info) = ([0.0f32; 3], [0]);
        let mut outs = [DataMut::F32(&mut l), DataMut::I32(&mut info)];
        let e = run(&call, &[Data::F32(&[4.0, 0.0, 0.0, 9.0])], &mut outs).unwrap_err();
        assert_eq!(e, "a buffer's length does not match its shape");
        let mut l = [0.0f64; 4];
        let mut outs = [DataMut::F64(&mut l), DataMut::I32(&mut info)];
        let e = run(&call, &[Data::F32(&[4.0, 0.0, 0.0, 9.0])], &mut outs).unwrap_err();
        assert_eq!(e, "result #0 has the wrong element type");
    }
}
