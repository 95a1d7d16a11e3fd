//! The type model, its encoding as a dialect type, and the scalar arithmetic.

use crate::syntax::format_e;
use crate::uniform::*;
use xla_ir::float::FloatKind;
use xla_ir::Context;

fn per_axis(ctx: &Context) -> UniformType {
    UniformType {
        storage: ctx.integer_type(8),
        signed: true,
        storage_min: -128,
        storage_max: 127,
        expressed: ctx.f32(),
        quantized_dimension: Some(0),
        scales: vec![0.1, 0.5],
        zero_points: vec![-30, -20],
    }
}

#[test]
fn the_model_round_trips_through_the_type() {
    let ctx = Context::new();
    let u = per_axis(&ctx);
    let t = u.to_type(&ctx);
    assert_eq!(UniformType::from_type(&ctx, t), Some(u.clone()));
    assert_eq!(u.to_type(&ctx), t, "uniqued");
    assert_eq!(UniformType::from_type(&ctx, ctx.f32()), None);
    assert!(!u.has_storage_bounds(&ctx));
    assert_eq!(u.params_at(1), (0.5, -20));
    assert_eq!(u.per_tensor(2.0, 3).params_at(5), (2.0, 3));
}

#[test]
fn default_ranges_follow_the_width() {
    assert_eq!(default_range(true, 8), (-128, 127));
    assert_eq!(default_range(false, 8), (0, 255));
    assert_eq!(default_range(true, 32), (i32::MIN as i64, i32::MAX as i64));
    assert_eq!(default_range(false, 32), (0, u32::MAX as i64));
}

#[test]
fn quantize_rounds_half_to_even_and_clamps() {
    let f32k = FloatKind::F32;
    assert_eq!(quantize(f32k, 4.0, 0.1, -30, -128, 127), 10);
    assert_eq!(quantize(f32k, 15.0, 0.5, -20, -128, 127), 10);
    assert_eq!(quantize(f32k, 2.5, 1.0, 0, -128, 127), 2);
    assert_eq!(quantize(f32k, 3.5, 1.0, 0, -128, 127), 4);
    assert_eq!(quantize(f32k, 1e9, 1.0, 0, -128, 127), 127);
    assert_eq!(quantize(f32k, -1e9, 1.0, 0, -5, 10), -5);
    assert_eq!(quantize(f32k, f64::NAN, 1.0, 3, -5, 10), 0);
    assert_eq!(dequantize(f32k, 10, 0.1, -30), 4.0);
    assert_eq!(dequantize(f32k, 10, 0.5, -20), 15.0);
}

#[test]
fn doubles_print_as_llvm_streams_them() {
    assert_eq!(format_e(2.0), "2.000000e+00");
    assert_eq!(format_e(-2.0), "-2.000000e+00");
    assert_eq!(format_e(1.401298464324817e-45), "1.401298e-45");
    assert_eq!(format_e(3.4028234663852886e38), "3.402823e+38");
    assert_eq!(format_e(1e100), "1.000000e+100");
    assert_eq!(format_e(f64::INFINITY), "INF");
}
