//! The linear-algebra ops end to end: parse, verify, print, reparse; hostile inputs
//! give diagnostics, never panics.

use super::ctx;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::verify::verify_module;

/// Parses and verifies `text`, returning the printed module or the first message.
/// Values come from unregistered `t.src` ops (this crate loads no func dialect).
fn run(text: &str, opts: &PrintOptions) -> Result<String, String> {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let module = parse_module(&ctx, "t.mlir", text).map_err(|d| d[0].message.clone())?;
    verify_module(&ctx, &module).map_err(|d| d[0].message.clone())?;
    Ok(print_module(&ctx, &module, opts))
}

const PROGRAM: &str = r#"
  %m = "t.src"() : () -> tensor<4x3xf32>
  %n = "t.src"() : () -> tensor<3x6xf32>
  %x = "t.src"() : () -> tensor<1x16x16x2xf32>
  %k = "t.src"() : () -> tensor<2x3x2x2xf32>
  %c = "t.src"() : () -> tensor<3x9xcomplex<f32>>
  %s = "t.src"() : () -> tensor<3x3xf32>
  %b = "t.src"() : () -> tensor<3x2xf32>
  %v = "t.src"() : () -> tensor<3xf32>
  %0 = stablehlo.dot %m, %v, precision = [HIGH, HIGHEST] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  %1 = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x6xf32>
  %2 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x2xf32>, tensor<2x3x2x2xf32>) -> tensor<1x32x17x2xf32>
  %3 = stablehlo.fft %c, type = IFFT, length = [9] : (tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>>
  %4 = stablehlo.cholesky %s, lower = true : tensor<3x3xf32>
  %5 = "stablehlo.triangular_solve"(%s, %b) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %6:3 = "stablehlo.batch_norm_training"(%s, %v, %v) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %7 = stablehlo.einsum %m, %n, config = "ab,bc->ca" : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<6x4xf32>
"#;

#[test]
fn programs_round_trip_in_both_forms() {
    let pretty = run(PROGRAM, &PrintOptions::default()).expect("valid program");
    assert!(pretty.contains("hlo.convolution(%2, %3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, true]}"), "{pretty}");
    assert_eq!(
        run(&pretty, &PrintOptions::default()).as_deref(),
        Ok(pretty.as_str())
    );
    let generic_opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let generic = run(PROGRAM, &generic_opts).expect("valid program");
    assert!(
        generic.contains("dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"),
        "{generic}"
    );
    assert_eq!(
        run(&generic, &PrintOptions::default()).as_deref(),
        Ok(pretty.as_str())
    );
    let renamed = PrintOptions {
        dialect_renames: vec![("hlo".into(), "stablehlo".into())],
        ..generic_opts
    };
    let shlo = run(PROGRAM, &renamed).expect("valid program");
    assert!(
        shlo.contains(
            "#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>"
        ),
        "{shlo}"
    );
    assert_eq!(
        run(&shlo, &PrintOptions::default()).as_deref(),
        Ok(pretty.as_str())
    );
}

/// Each text follows `%a = ... : tensor<2x3xf32>` and must be rejected with a
/// diagnostic from the hlo op (not a panic).
#[test]
fn hostile_inputs_give_diagnostics() {
    let cases = [
        "%0 = hlo.convolution(%a, %a) dim_numbers = [b, 9223372036854775807, f]x[i, o, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = \"hlo.convolution\"(%a, %a) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #hlo.conv<raw input_batch_dimension = 9223372036854775807, output_spatial_dimensions = [-9223372036854775808]>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = hlo.convolution(%a, %a) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = -9223372036854775808 : i64, feature_group_count = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = \"hlo.convolution\"(%a, %a) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, f]x[i, o]->[b, f]>, padding = dense<0> : tensor<1099511627776x2xi64>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = \"hlo.convolution\"(%a, %a) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, f]x[i, o]->[b, f]>, window_strides = dense<1> : tensor<1099511627776xi64>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = hlo.dot_general %a, %a, batching_dims = [9223372036854775807] x [-9223372036854775808], contracting_dims = [] x [] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = hlo.fft %a, type = IRFFT, length = [-9223372036854775808] : (tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = hlo.unary_einsum %a, config = \"......->\" : (tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = hlo.unary_einsum %a, config = \"é->\" : (tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = \"hlo.batch_norm_inference\"(%a, %a, %a, %a, %a) {epsilon = 1.0 : f32, feature_index = 9223372036854775807 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "%0 = \"hlo.dot_general\"(%a, %a) {dot_dimension_numbers = #hlo.dot<lhs_contracting_dimensions = [1]>, algorithm = #hlo.dot_algorithm<lhs_precision_type = f32>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
    ];
    for case in cases {
        let text = format!("%a = \"t.src\"() : () -> tensor<2x3xf32>\n{case}");
        let err = run(&text, &PrintOptions::default()).expect_err(case);
        assert!(!err.contains("t.src"), "{case}: {err}");
    }
}

#[test]
fn huge_windows_do_not_overflow() {
    let text = "%a = \"t.src\"() : () -> tensor<1x4611686018427387904x2xf32>
      %k = \"t.src\"() : () -> tensor<2x2x2xf32>
      %0 = hlo.convolution(%a, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [9223372036854775807]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4611686018427387904x2xf32>, tensor<2x2x2xf32>) -> tensor<1x1x2xf32>";
    let err = run(text, &PrintOptions::default()).unwrap_err();
    assert!(err.contains("overflows"), "{err}");
}

/// Unverified ops with malformed attributes keep them in the attribute dictionary, and
/// the custom form reparses.
#[test]
fn malformed_attributes_still_round_trip() {
    let text = r#"%a = "t.src"() : () -> tensor<4xcomplex<f32>>
      %0 = "hlo.fft"(%a) {fft_type = 3 : i32, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %1 = "hlo.unary_einsum"(%a) {einsum_config = 1 : i32} : (tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
      %2 = "hlo.dot_general"(%a, %a) {dot_dimension_numbers = 1 : i32} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
      %3 = "hlo.convolution"(%a, %a) {dimension_numbers = #hlo.conv<raw>, padding = dense<1> : tensor<3xi64>} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %4 = "hlo.cholesky"(%a) {lower = "yes"} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>"#;
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let print = |text: &str| {
        let module = parse_module(&ctx, "t.mlir", text).map_err(|d| d[0].message.clone())?;
        Ok::<String, String>(print_module(&ctx, &module, &PrintOptions::default()))
    };
    let printed = print(text).expect("parses");
    assert!(
        printed.contains("hlo.fft %0 {fft_length = array<i64: 4>, fft_type = 3 : i32}"),
        "{printed}"
    );
    assert!(printed.contains("conv<raw "), "{printed}");
    assert_eq!(print(&printed).as_deref(), Ok(printed.as_str()));
}
