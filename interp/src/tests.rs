//! Semantics tests: small programs run end to end, results printed as dense literals.

use crate::{Interp, Registry, Value};
use xla_ir::Context;

fn ctx() -> Context {
    let mut c = Context::new();
    xla_dialects::load_all(&mut c);
    c
}

fn show(ctx: &Context, v: &Value) -> String {
    match v {
        Value::Tensor(t) => crate::dense::format_dense(ctx, t),
        Value::Token => "token".into(),
        Value::Tuple(vs) => format!(
            "({})",
            vs.iter()
                .map(|v| show(ctx, v))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Value::MemRef(m) => m
            .to_tensor()
            .map(|t| format!("memref {}", crate::dense::format_dense(ctx, &t)))
            .unwrap_or_default(),
        Value::Ptr(p) => format!("{p:?}"),
    }
}

/// Runs `@main` of `src`; results printed, or the error message.
fn run(src: &str) -> String {
    let c = ctx();
    let m = match xla_ir::asm::parse_module(&c, "t.mlir", src) {
        Ok(m) => m,
        Err(e) => return format!("parse error: {}", e[0].message),
    };
    let reg = Registry::with_all();
    let it = Interp::new(&c, &reg, Some(&m));
    match it.call("main", Vec::new()) {
        Ok(vs) => vs
            .iter()
            .map(|v| show(&c, v))
            .collect::<Vec<_>>()
            .join("; "),
        Err(e) => format!("error: {}", e.message),
    }
}

/// `hlo.OP` applied to two constants of type `ty`.
fn bin(op: &str, ty: &str, a: &str, b: &str) -> String {
    run(&format!(
        "func.func @main() -> tensor<{ty}> {{
          %a = stablehlo.constant dense<{a}> : tensor<{ty}>
          %b = stablehlo.constant dense<{b}> : tensor<{ty}>
          %r = stablehlo.{op} %a, %b : tensor<{ty}>
          return %r : tensor<{ty}>
        }}"
    ))
}

fn un(op: &str, ty: &str, a: &str) -> String {
    run(&format!(
        "func.func @main() -> tensor<{ty}> {{
          %a = stablehlo.constant dense<{a}> : tensor<{ty}>
          %r = stablehlo.{op} %a : tensor<{ty}>
          return %r : tensor<{ty}>
        }}"
    ))
}

#[test]
fn integer_wraparound() {
    assert_eq!(
        bin("add", "3xi8", "[127, -128, 1]", "[1, -1, 2]"),
        "dense<[-128, 127, 3]> : tensor<3xi8>"
    );
    assert_eq!(
        bin("multiply", "2xui8", "[16, 255]", "[16, 255]"),
        "dense<[0, 1]> : tensor<2xui8>"
    );
    assert_eq!(
        bin("add", "2xi4", "[7, -8]", "[1, -1]"),
        "dense<[-8, 7]> : tensor<2xi4>"
    );
}

#[test]
fn division_edge_cases() {
    assert_eq!(
        bin(
            "divide",
            "4xi32",
            "[7, -7, 5, -2147483648]",
            "[2, 2, 0, -1]"
        ),
        "dense<[3, -3, -1, -2147483648]> : tensor<4xi32>"
    );
    assert_eq!(
        bin(
            "remainder",
            "4xi32",
            "[7, -7, 5, -2147483648]",
            "[-2, 2, 0, -1]"
        ),
        "dense<[1, -1, 5, 0]> : tensor<4xi32>"
    );
    assert_eq!(
        bin("divide", "2xui32", "[7, 5]", "[2, 0]"),
        "dense<[3, 4294967295]> : tensor<2xui32>"
    );
    assert_eq!(
        bin("remainder", "2xf32", "[-5.5, 5.5]", "[2.0, -2.0]"),
        "dense<[-1.500000e+00, 1.500000e+00]> : tensor<2xf32>"
    );
}

#[test]
fn shifts_out_of_range() {
    assert_eq!(
        bin("shift_left", "3xi8", "[1, 1, 1]", "[7, 8, -1]"),
        "dense<[-128, 0, 0]> : tensor<3xi8>"
    );
    assert_eq!(
        bin(
            "shift_right_arithmetic",
            "3xi8",
            "[-128, -128, 64]",
            "[7, 9, 9]"
        ),
        "dense<[-1, -1, 0]> : tensor<3xi8>"
    );
    assert_eq!(
        bin(
            "shift_right_logical",
            "3xi8",
            "[-128, -128, 64]",
            "[7, 8, 1]"
        ),
        "dense<[1, 0, 32]> : tensor<3xi8>"
    );
}

#[test]
fn nan_propagation_and_rounding() {
    assert_eq!(
        bin("maximum", "2xf32", "[0x7FC00000, 1.0]", "[1.0, 2.0]"),
        "dense<[0x7FC00000, 2.000000e+00]> : tensor<2xf32>"
    );
    assert_eq!(
        bin("minimum", "2xf32", "[1.0, 0x7FC00000]", "[1.0, 2.0]"),
        "dense<[1.000000e+00, 0x7FC00000]> : tensor<2xf32>"
    );
    assert_eq!(
        un("round_nearest_afz", "4xf32", "[2.5, -2.5, 0.5, 1.4]"),
        "dense<[3.000000e+00, -3.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<4xf32>"
    );
    assert_eq!(
        un("round_nearest_even", "4xf32", "[2.5, -2.5, 0.5, 1.6]"),
        "dense<[2.000000e+00, -2.000000e+00, 0.000000e+00, 2.000000e+00]> : tensor<4xf32>"
    );
}

#[test]
fn compare_total_order() {
    let src = "func.func @main() -> tensor<3xi1> {
      %a = stablehlo.constant dense<[-0.0, 0x7FC00000, 1.0]> : tensor<3xf32>
      %b = stablehlo.constant dense<[0.0, 0x7FC00000, 2.0]> : tensor<3xf32>
      %r = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      return %r : tensor<3xi1>
    }";
    assert_eq!(run(src), "dense<[true, false, true]> : tensor<3xi1>");
    let src = src.replace(", TOTALORDER", ", FLOAT").replace("LT", "NE");
    assert_eq!(run(&src), "dense<[false, true, true]> : tensor<3xi1>");
}

#[test]
fn convert_saturates() {
    let src = "func.func @main() -> tensor<5xi8> {
      %a = stablehlo.constant dense<[300.0, -300.0, 0x7FC00000, -1.9, 1.9]> : tensor<5xf32>
      %r = stablehlo.convert %a : (tensor<5xf32>) -> tensor<5xi8>
      return %r : tensor<5xi8>
    }";
    assert_eq!(run(src), "dense<[127, -128, 0, -1, 1]> : tensor<5xi8>");
    let src = "func.func @main() -> tensor<3xi1> {
      %a = stablehlo.constant dense<[0.0, -2.0, 0.5]> : tensor<3xf32>
      %r = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xi1>
      return %r : tensor<3xi1>
    }";
    assert_eq!(run(src), "dense<[false, true, true]> : tensor<3xi1>");
}

#[test]
fn reduce_and_while() {
    let src = "func.func @main() -> tensor<2xi32> {
      %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
      %z = stablehlo.constant dense<0> : tensor<i32>
      %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
      return %r : tensor<2xi32>
    }";
    assert_eq!(run(src), "dense<[6, 15]> : tensor<2xi32>");
    let src = "func.func @main() -> tensor<i64> {
      %i = stablehlo.constant dense<0> : tensor<i64>
      %n = stablehlo.constant dense<10> : tensor<i64>
      %one = stablehlo.constant dense<1> : tensor<i64>
      %r = stablehlo.while(%it = %i) : tensor<i64>
        cond {
          %c = stablehlo.compare LT, %it, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
          stablehlo.return %c : tensor<i1>
        } do {
          %s = stablehlo.add %it, %one : tensor<i64>
          stablehlo.return %s : tensor<i64>
        }
      return %r : tensor<i64>
    }";
    assert_eq!(run(src), "dense<10> : tensor<i64>");
}

#[test]
fn dot_general_matmul() {
    let src = "func.func @main() -> tensor<2x2xf32> {
      %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
      %b = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
      %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    }";
    assert_eq!(
        run(src),
        "dense<[[1.900000e+01, 2.200000e+01], [4.300000e+01, 5.000000e+01]]> : tensor<2x2xf32>"
    );
}

#[test]
fn arith_semantics() {
    let src = "func.func @main() -> (i8, i8, i1, f32) {
      %a = arith.constant -128 : i8
      %b = arith.constant -1 : i8
      %c = arith.constant 3 : i8
      %d = arith.floordivsi %b, %c : i8
      %e = arith.addi %a, %b : i8
      %f = arith.cmpi ult, %c, %b : i8
      %x = arith.constant 1.5 : f32
      %g = arith.mulf %x, %x : f32
      return %d, %e, %f, %g : i8, i8, i1, f32
    }";
    assert_eq!(run(src), "dense<-1> : tensor<i8>; dense<127> : tensor<i8>; dense<true> : tensor<i1>; dense<2.250000e+00> : tensor<f32>");
}

#[test]
fn unsupported_op_is_named() {
    let src = "func.func @main() -> tensor<4xf32> {
      %a = stablehlo.constant dense<0.0> : tensor<f32>
      %n = stablehlo.constant dense<4> : tensor<1xi64>
      %r = stablehlo.rng %a, %a, %n, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }";
    assert_eq!(
        run(src),
        "error: 'hlo.rng' op is not supported by the interpreter"
    );
}

#[test]
fn dynamic_slice_clamps_and_case_defaults() {
    let src = "func.func @main() -> (tensor<2xi32>, tensor<i32>) {
      %a = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
      %i = stablehlo.constant dense<7> : tensor<i64>
      %s = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<2xi32>
      %k = stablehlo.constant dense<5> : tensor<i32>
      %c = \"stablehlo.case\"(%k) ({
        %x = stablehlo.constant dense<10> : tensor<i32>
        stablehlo.return %x : tensor<i32>
      }, {
        %y = stablehlo.constant dense<20> : tensor<i32>
        stablehlo.return %y : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      return %s, %c : tensor<2xi32>, tensor<i32>
    }";
    assert_eq!(
        run(src),
        "dense<[2, 3]> : tensor<2xi32>; dense<20> : tensor<i32>"
    );
}

#[test]
fn integer_power_and_clamp() {
    assert_eq!(
        bin("power", "4xi32", "[2, 2, -1, 3]", "[10, -1, -3, 0]"),
        "dense<[1024, 0, -1, 1]> : tensor<4xi32>"
    );
    let src = "func.func @main() -> tensor<3xf32> {
      %lo = stablehlo.constant dense<0.0> : tensor<f32>
      %hi = stablehlo.constant dense<1.0> : tensor<f32>
      %x = stablehlo.constant dense<[-1.0, 0.5, 0x7FC00000]> : tensor<3xf32>
      %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
      return %r : tensor<3xf32>
    }";
    assert_eq!(
        run(src),
        "dense<[0.000000e+00, 5.000000e-01, 0x7FC00000]> : tensor<3xf32>"
    );
}

#[test]
fn cholesky_and_batch_norm() {
    let src = r#"func.func @main() -> (tensor<2x2xf64>, tensor<2x2xf32>, tensor<2xf32>) {
      %a = stablehlo.constant dense<[[4.0, 2.0], [2.0, 5.0]]> : tensor<2x2xf64>
      %l = "stablehlo.cholesky"(%a) <{lower = true}> : (tensor<2x2xf64>) -> tensor<2x2xf64>
      %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>
      %s = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
      %o = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
      %y, %m, %v = "stablehlo.batch_norm_training"(%x, %s, %o) <{epsilon = 0.0 : f32, feature_index = 1 : i64}> : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
      return %l, %y, %v : tensor<2x2xf64>, tensor<2x2xf32>, tensor<2xf32>
    }"#;
    assert_eq!(
        run(src),
        "dense<[[2.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00]]> : tensor<2x2xf64>; \
         dense<[[-1.000000e+00, -1.000000e+00], [1.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>; \
         dense<[1.000000e+00, 4.000000e+00]> : tensor<2xf32>"
    );
}

#[test]
fn chlo_broadcasting_and_predicates() {
    let src = "func.func @main() -> (tensor<2x3xf32>, tensor<3xi1>) {
      %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
      %b = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
      %r = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
      %c = stablehlo.constant dense<[0x7F800000, 1.0, 0xFF800000]> : tensor<3xf32>
      %i = chlo.is_inf %c : tensor<3xf32> -> tensor<3xi1>
      return %r, %i : tensor<2x3xf32>, tensor<3xi1>
    }";
    assert_eq!(
        run(src),
        "dense<[[1.100000e+01, 2.200000e+01, 3.300000e+01], [1.400000e+01, 2.500000e+01, 3.600000e+01]]> : tensor<2x3xf32>; \
         dense<[true, false, true]> : tensor<3xi1>"
    );
}

#[test]
fn eval_op_is_a_library_call() {
    let c = ctx();
    let m = xla_ir::asm::parse_module(
        &c,
        "t.mlir",
        "func.func @f(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
           %r = stablehlo.subtract %a, %b : tensor<2xi32>
           return %r : tensor<2xi32>
         }",
    )
    .map_err(|e| e[0].message.clone())
    .unwrap();
    let reg = Registry::with_all();
    let it = Interp::new(&c, &reg, Some(&m));
    let f = it.function("f").unwrap();
    let (body, regions) = f.body.op_regions(f.id);
    let block = body.entry_block(regions[0]).unwrap();
    let sub = body.first_op(block).unwrap();
    let int = |v: Vec<i64>| {
        Value::Tensor(crate::Tensor {
            ty: c.i32(),
            kind: crate::ElemKind::Int {
                width: 32,
                signed: true,
            },
            shape: vec![2],
            data: crate::Buffer::Int(v),
        })
    };
    let out = crate::eval_op(
        &c,
        &reg,
        body,
        sub,
        &[int(vec![5, i32::MIN as i64]), int(vec![7, 1])],
    )
    .unwrap();
    assert_eq!(show(&c, &out[0]), "dense<[-2, 2147483647]> : tensor<2xi32>");
}

#[test]
fn regions_capture_and_calls_recurse() {
    let src = "func.func @fact(%n: tensor<i64>) -> tensor<i64> {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %le = stablehlo.compare LE, %n, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %r = \"stablehlo.if\"(%le) ({
        stablehlo.return %one : tensor<i64>
      }, {
        %m = stablehlo.subtract %n, %one : tensor<i64>
        %f = func.call @fact(%m) : (tensor<i64>) -> tensor<i64>
        %p = stablehlo.multiply %n, %f : tensor<i64>
        stablehlo.return %p : tensor<i64>
      }) : (tensor<i1>) -> tensor<i64>
      return %r : tensor<i64>
    }
    func.func @main() -> tensor<i64> {
      %n = stablehlo.constant dense<10> : tensor<i64>
      %r = func.call @fact(%n) : (tensor<i64>) -> tensor<i64>
      return %r : tensor<i64>
    }";
    assert_eq!(run(src), "dense<3628800> : tensor<i64>");
}

#[test]
fn small_and_unsigned_integers_and_f8() {
    assert_eq!(
        un("popcnt", "3xi4", "[-1, 5, 0]"),
        "dense<[4, 2, 0]> : tensor<3xi4>"
    );
    assert_eq!(
        un("count_leading_zeros", "3xui8", "[1, 255, 0]"),
        "dense<[7, 0, 8]> : tensor<3xui8>"
    );
    assert_eq!(
        bin("maximum", "2xui64", "[18446744073709551615, 1]", "[0, 2]"),
        "dense<[18446744073709551615, 2]> : tensor<2xui64>"
    );
    let src = "func.func @main() -> tensor<3xf8E4M3FN> {
      %a = stablehlo.constant dense<[1.0, 500.0, 0.3]> : tensor<3xf32>
      %r = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xf8E4M3FN>
      return %r : tensor<3xf8E4M3FN>
    }";
    // f8E4M3FN has no infinity: overflow rounds to NaN (0x7F), as ml_dtypes and XLA convert.
    assert_eq!(
        run(src),
        "dense<[1.000000e+00, 0x7F, 3.125000e-01]> : tensor<3xf8E4M3FN>"
    );
}

#[test]
fn bitcast_convert_between_widths() {
    let src = "func.func @main() -> (tensor<i16>, tensor<2xi8>, tensor<complex<f32>>) {
      %a = stablehlo.constant dense<[-1, 0]> : tensor<2xi8>
      %m = stablehlo.bitcast_convert %a : (tensor<2xi8>) -> tensor<i16>
      %w = stablehlo.constant dense<258> : tensor<i16>
      %s = stablehlo.bitcast_convert %w : (tensor<i16>) -> tensor<2xi8>
      %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
      %fi = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2xi32>
      %c = stablehlo.bitcast_convert %fi : (tensor<2xi32>) -> tensor<2xf32>
      %cc = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
      %ci = stablehlo.bitcast_convert %cc : (tensor<complex<f32>>) -> tensor<2xf32>
      %back = stablehlo.bitcast_convert %ci : (tensor<2xf32>) -> tensor<complex<f32>>
      return %m, %s, %back : tensor<i16>, tensor<2xi8>, tensor<complex<f32>>
    }";
    assert_eq!(run(src), "dense<255> : tensor<i16>; dense<[2, 1]> : tensor<2xi8>; dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>");
}

#[test]
fn bessel_i1e_both_branches() {
    // Reference values: mpmath, exp(-|x|)·besseli(1, x).
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-13 * b.abs();
    assert!(close(
        crate::chlo::bessel_i1e(1.0),
        0.207_910_415_349_708_45
    ));
    assert!(close(
        crate::chlo::bessel_i1e(-3.0),
        -0.196_826_713_297_300_85
    ));
    assert!(close(
        crate::chlo::bessel_i1e(30.0),
        0.071_916_330_598_647_55
    ));
    assert!(close(
        crate::chlo::bessel_i1e(100.0),
        0.039_744_153_025_130_25
    ));
}

#[test]
fn zeta_and_polygamma() {
    // Reference values: JAX with x64 (lax.zeta / lax.polygamma on the CPU backend).
    let close = |a: f64, b: f64| {
        (a - b).abs() <= 2e-14 * b.abs().max(1.0) || (a - b).abs() <= 1e-13 * b.abs()
    };
    let zeta = crate::chlo::zeta;
    let polygamma = crate::chlo::polygamma;
    assert!(close(
        zeta(2.0, 1.0),
        std::f64::consts::PI * std::f64::consts::PI / 6.0
    ));
    assert!(close(zeta(2.5, 0.3), 21.069_239_202_247_726));
    assert!(close(zeta(4.0, 20.5), 4.161_469_684_756_284_7e-5));
    assert!(close(zeta(20.0, 1.0), 1.000_000_953_962_033_8));
    assert!(close(zeta(3.0, 1e-3), 1_000_000_001.198_816_2));
    assert!(close(zeta(2.0, -1.5), 9.379_246_644_989_122));
    assert_eq!(zeta(1.0, 2.0), f64::INFINITY);
    assert_eq!(zeta(2.0, 0.0), f64::INFINITY);
    for (x, q) in [
        (0.5, 2.0),
        (3.0, -2.0),
        (3.0, 0.0),
        (2.5, -1.5),
        (f64::INFINITY, 2.0),
        (2.0, f64::INFINITY),
    ] {
        assert!(zeta(x, q).is_nan(), "zeta({x}, {q})");
    }
    assert!(close(polygamma(0.0, 1.0), -0.577_215_664_901_533_4));
    assert!(close(polygamma(1.0, 1.0), 1.644_934_066_848_226_4));
    assert!(close(polygamma(2.0, 1.0), -2.404_113_806_319_185_4));
    assert!(close(polygamma(3.0, 2.5), 0.223_905_848_817_252_23));
    assert!(close(polygamma(4.0, 0.1), -2_400_015.607_203_196_7));
    assert!(close(polygamma(0.0, -1.5), 0.703_156_640_645_244));
    assert_eq!(polygamma(1.0, 0.0), f64::INFINITY);
    assert_eq!(polygamma(1.0, -2.0), f64::INFINITY);
    assert!(polygamma(1.5, 1.0).is_nan() && polygamma(-1.0, 1.0).is_nan());
}

#[test]
fn arith_extended_ops() {
    let src = "func.func @main() -> (i8, i1, i8, i8, i8) {
      %a = arith.constant -1 : i8
      %b = arith.constant 2 : i8
      %s, %c = arith.addui_extended %a, %b : i8, i1
      %lo, %hi = arith.mulsi_extended %a, %b : i8
      %ulo, %uhi = arith.mului_extended %a, %b : i8
      return %s, %c, %lo, %hi, %uhi : i8, i1, i8, i8, i8
    }";
    assert_eq!(run(src), "dense<1> : tensor<i8>; dense<true> : tensor<i1>; dense<-2> : tensor<i8>; dense<-1> : tensor<i8>; dense<1> : tensor<i8>");
}

/// `x.cond_br(%c)[^t, ^f]`: a stand-in for cf.cond_br, registered as a branch.
fn cond_br(_: &crate::OpEval<'_, '_>, operands: &[Value]) -> xla_ir::DResult<(usize, Vec<Value>)> {
    let taken =
        matches!(operands.first(), Some(Value::Tensor(t)) if t.bools().first() == Some(&true));
    Ok((if taken { 0 } else { 1 }, Vec::new()))
}

#[test]
fn multi_block_regions_follow_registered_branches() {
    let mut c = ctx();
    c.allow_unregistered = true;
    let src = "func.func @main() -> tensor<i32> {
      %c = stablehlo.constant dense<false> : tensor<i1>
      \"x.cond_br\"(%c)[^bb1, ^bb2] : (tensor<i1>) -> ()
    ^bb1:
      %a = stablehlo.constant dense<1> : tensor<i32>
      \"x.br\"(%a)[^bb3] : (tensor<i32>) -> ()
    ^bb2:
      %b = stablehlo.constant dense<2> : tensor<i32>
      \"x.br\"(%b)[^bb3] : (tensor<i32>) -> ()
    ^bb3(%r: tensor<i32>):
      return %r : tensor<i32>
    }";
    let m = xla_ir::asm::parse_module(&c, "t.mlir", src)
        .map_err(|e| e[0].message.clone())
        .unwrap();
    let mut reg = Registry::with_all();
    reg.add_branch("x.cond_br", cond_br);
    let it = Interp::new(&c, &reg, Some(&m));
    let out = it.call("main", Vec::new()).map_err(|d| d.message).unwrap();
    assert_eq!(show(&c, &out[0]), "dense<2> : tensor<i32>");
}

#[test]
fn rng_bit_generator_threefry_and_philox() {
    // XLA: THREE_FRY on key 0, counter 0 gives Threefry-2x32's known answer as one u64.
    let src = "func.func @main() -> (tensor<2xui64>, tensor<1xui64>, tensor<3xui64>, tensor<4xui32>) {
      %s = stablehlo.constant dense<0> : tensor<2xui64>
      %st, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
      %p = stablehlo.constant dense<0> : tensor<3xui64>
      %pt, %q = stablehlo.rng_bit_generator %p, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
      return %st, %r, %pt, %q : tensor<2xui64>, tensor<1xui64>, tensor<3xui64>, tensor<4xui32>
    }";
    assert_eq!(
        run(src),
        "dense<[0, 1]> : tensor<2xui64>; dense<11077253088097075545> : tensor<1xui64>; \
         dense<[0, 1, 0]> : tensor<3xui64>; dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>"
    );
}

#[test]
fn einsum_and_set_dimension_size() {
    let src = "func.func @main() -> (tensor<2x2xi32>, tensor<2xi32>, tensor<?xf32>) {
      %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
      %m = \"stablehlo.einsum\"(%a, %a) {einsum_config = \"ab,bc->ac\"} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
      %t = \"stablehlo.unary_einsum\"(%a) {einsum_config = \"ab->a\"} : (tensor<2x2xi32>) -> tensor<2xi32>
      %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
      %n = stablehlo.constant dense<2> : tensor<i32>
      %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32>
      return %m, %t, %d : tensor<2x2xi32>, tensor<2xi32>, tensor<?xf32>
    }";
    assert_eq!(
        run(src),
        "dense<[[7, 10], [15, 22]]> : tensor<2x2xi32>; dense<[3, 7]> : tensor<2xi32>; dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>"
    );
}

#[test]
fn trunci_to_i1_keeps_the_low_bit() {
    let src = "func.func @main() -> (i1, i1) {
      %c = arith.constant 15 : i64
      %t = arith.trunci %c : i64 to i1
      %d = arith.constant 14 : i64
      %u = arith.trunci %d : i64 to i1
      return %t, %u : i1, i1
    }";
    assert_eq!(
        run(src),
        "dense<true> : tensor<i1>; dense<false> : tensor<i1>"
    );
}

#[test]
fn dialect_state_is_declared_by_the_registry() {
    let ctx = ctx();
    let all = Registry::with_all();
    let interp = Interp::new(&ctx, &all, None);
    assert!(interp.state::<crate::memref::MemrefState>().is_some());
    assert!(interp.state::<crate::llvm::ops::LlvmGlobals>().is_some());
    assert!(interp.state::<crate::probe::Probes>().is_some());
    let empty = Registry::new();
    assert!(Interp::new(&ctx, &empty, None)
        .state::<crate::memref::MemrefState>()
        .is_none());
}
