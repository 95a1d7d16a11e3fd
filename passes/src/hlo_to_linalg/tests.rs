//! Unit tests of the hlo→linalg lowering: which ops have lowerings.

use super::lowerings;

#[test]
fn element_wise_and_shape_ops_have_lowerings() {
    let all = lowerings();
    for name in [
        "hlo.add",
        "hlo.divide",
        "hlo.compare",
        "hlo.convert",
        "hlo.broadcast_in_dim",
        "hlo.iota",
        "hlo.constant",
    ] {
        assert!(all.iter().any(|l| l.op == name), "{name} has no lowering");
    }
}

/// Lowers `text` (one function) and returns the printed module, or the first error.
fn lower(text: &str) -> Result<String, String> {
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let mut m =
        xla_ir::asm::parse_module(&ctx, "t.mlir", text).map_err(|d| d[0].message.clone())?;
    let module_body = m
        .top
        .op_mut(m.op)
        .isolated_body_mut()
        .ok_or("no module body")?;
    let funcs: Vec<_> = module_body.all_ops().collect();
    for f in funcs {
        if let Some(body) = module_body.op_mut(f).isolated_body_mut() {
            super::legalize_body(&ctx, body, &lowerings()).map_err(|d| d[0].message.clone())?;
        }
    }
    xla_ir::pass::verify_module(&ctx, &m).map_err(|d| d[0].message.clone())?;
    Ok(xla_ir::asm::print_module(
        &ctx,
        &m,
        &xla_ir::asm::PrintOptions::default(),
    ))
}

#[test]
fn unsigned_division_uses_unsigned_ops_on_signless_values() {
    let out = lower(
        "func.func @f(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
           %0 = stablehlo.divide %a, %b : tensor<4xui8>
           return %0 : tensor<4xui8>
         }",
    )
    .unwrap();
    assert!(out.contains("arith.divui"), "{out}");
    assert!(!out.contains("arith.divsi"), "{out}");
    assert!(
        out.contains("builtin.unrealized_conversion_cast %arg0 : tensor<4xui8> to tensor<4xi8>"),
        "{out}"
    );
}

#[test]
fn unsigned_compare_and_shift_right_arithmetic_sign() {
    let out = lower(
        "func.func @f(%a: tensor<4xui32>, %b: tensor<4xui32>) -> (tensor<4xi1>, tensor<4xui32>) {
           %0 = stablehlo.compare GT, %a, %b : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
           %1 = stablehlo.shift_right_arithmetic %a, %b : tensor<4xui32>
           return %0, %1 : tensor<4xi1>, tensor<4xui32>
         }",
    )
    .unwrap();
    assert!(out.contains("arith.cmpi ugt"), "{out}");
    assert!(out.contains("arith.shrsi"), "{out}");
}

#[test]
fn convert_covers_bool_and_float_widths() {
    let out = lower(
        "func.func @f(%a: tensor<2xf32>, %p: tensor<2xi1>, %h: tensor<2xf16>) -> (tensor<2xi1>, tensor<2xf64>, tensor<2xbf16>, tensor<2xf32>) {
           %0 = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xi1>
           %1 = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xf64>
           %2 = stablehlo.convert %h : (tensor<2xf16>) -> tensor<2xbf16>
           %3 = stablehlo.convert %p : (tensor<2xi1>) -> tensor<2xf32>
           return %0, %1, %2, %3 : tensor<2xi1>, tensor<2xf64>, tensor<2xbf16>, tensor<2xf32>
         }",
    )
    .unwrap();
    for needle in [
        "arith.cmpf une",
        "arith.extf",
        "arith.truncf",
        "arith.uitofp",
    ] {
        assert!(out.contains(needle), "{needle} missing in\n{out}");
    }
}

#[test]
fn errors_name_the_pass_and_leave_nested_ops_alone() {
    let err = lower(
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
           %0 = \"stablehlo.map\"(%a) ({
           ^bb0(%x: tensor<f32>):
             %r = chlo.lgamma %x : tensor<f32> -> tensor<f32>
             stablehlo.return %r : tensor<f32>
           }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
           return %0 : tensor<4xf32>
         }",
    )
    .unwrap_err();
    assert!(
        err.starts_with("'hlo.map' op failed to legalize to linalg:"),
        "{err}"
    );
}

#[test]
fn wide_integers_are_rejected_not_panicking() {
    let err = lower(
        "func.func @f(%a: tensor<2xi128>) -> tensor<2xi128> {
           %0 = \"stablehlo.divide\"(%a, %a) : (tensor<2xi128>, tensor<2xi128>) -> tensor<2xi128>
           return %0 : tensor<2xi128>
         }",
    );
    assert!(err.is_err());
}

/// Runs the whole pass (lowerings and the signless function boundary) on every function.
fn lower_pass(text: &str) -> Result<String, String> {
    use xla_ir::pass::Pass;
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx.allow_unregistered = true;
    let mut m =
        xla_ir::asm::parse_module(&ctx, "t.mlir", text).map_err(|d| d[0].message.clone())?;
    let module_body = m
        .top
        .op_mut(m.op)
        .isolated_body_mut()
        .ok_or("no module body")?;
    let funcs: Vec<_> = module_body.all_ops().collect();
    for f in funcs {
        super::HloLegalizeToLinalg
            .run(&ctx, module_body.op_mut(f))
            .map_err(|d| d[0].message.clone())?;
    }
    xla_ir::pass::verify_module(&ctx, &m).map_err(|d| d[0].message.clone())?;
    Ok(xla_ir::asm::print_module(
        &ctx,
        &m,
        &xla_ir::asm::PrintOptions::default(),
    ))
}

#[test]
fn unsigned_function_boundaries_become_signless() {
    let out = lower_pass(
        "func.func @f(%a: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>) {
           %0 = call @g(%a) : (tensor<4xui8>) -> tensor<4xui8>
           %1 = stablehlo.add %0, %a : tensor<4xui8>
           return %0, %1 : tensor<4xui8>, tensor<4xui8>
         }
         func.func private @g(%x: tensor<4xui8>) -> tensor<4xui8> {
           return %x : tensor<4xui8>
         }
         func.func private @decl(si16) -> tensor<ui32>",
    )
    .unwrap();
    assert!(
        out.contains("func.func @f(%arg0: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>)"),
        "{out}"
    );
    assert!(
        out.contains("call @g(%arg0) : (tensor<4xi8>) -> tensor<4xi8>"),
        "{out}"
    );
    assert!(
        out.contains("func.func private @g(%arg0: tensor<4xi8>) -> tensor<4xi8>"),
        "{out}"
    );
    assert!(
        out.contains("func.func private @decl(i16) -> tensor<i32>"),
        "{out}"
    );
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
    // ui8 stays only in the recorded hlo-level signature.
    assert!(
        out.contains(
            "attributes {xla.hlo_signature = (tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>)}"
        ),
        "{out}"
    );
    assert_eq!(
        out.matches("ui8").count(),
        out.lines()
            .filter(|l| l.contains("xla.hlo_signature"))
            .map(|l| l.matches("ui8").count())
            .sum::<usize>(),
        "{out}"
    );
}

#[test]
fn a_boundary_value_an_unconverted_op_needs_keeps_a_cast() {
    // foo.use is not converted: it still gets the unsigned value, through a cast.
    let out = lower_pass(
        "func.func @f(%a: tensor<4xui8>) -> tensor<4xui8> {
           \"foo.use\"(%a) : (tensor<4xui8>) -> ()
           return %a : tensor<4xui8>
         }",
    )
    .unwrap();
    assert!(
        out.contains("func.func @f(%arg0: tensor<4xi8>) -> tensor<4xi8>"),
        "{out}"
    );
    assert!(
        out.contains("builtin.unrealized_conversion_cast %arg0 : tensor<4xi8> to tensor<4xui8>"),
        "{out}"
    );
    assert!(out.contains("return %arg0 : tensor<4xi8>"), "{out}");
}

#[test]
fn sort_reads_a_captured_scalar_and_refuses_a_captured_vector() {
    let out = lower(
        "func.func @f(%a: tensor<5xf32>, %z: tensor<f32>) -> tensor<5xf32> {
           %0 = \"stablehlo.sort\"(%a) ({
           ^bb0(%x: tensor<f32>, %y: tensor<f32>):
             %xs = stablehlo.add %x, %z : tensor<f32>
             %lt = stablehlo.compare LT, %xs, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
             stablehlo.return %lt : tensor<i1>
           }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>) -> tensor<5xf32>
           return %0 : tensor<5xf32>
         }",
    )
    .unwrap();
    assert!(
        out.contains("tensor.extract %arg1[] : tensor<f32>"),
        "{out}"
    );
    assert!(out.contains("tensor.insert"), "{out}");
    let err = lower(
        "func.func @f(%a: tensor<5xf32>, %v: tensor<2xf32>) -> tensor<5xf32> {
           %0 = \"stablehlo.sort\"(%a) ({
           ^bb0(%x: tensor<f32>, %y: tensor<f32>):
             %s = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
             %r = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
             %lt = stablehlo.compare LT, %x, %r : (tensor<f32>, tensor<f32>) -> tensor<i1>
             stablehlo.return %lt : tensor<i1>
           }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>) -> tensor<5xf32>
           return %0 : tensor<5xf32>
         }",
    )
    .unwrap_err();
    assert!(
        err.starts_with("'hlo.sort' op failed to legalize to linalg:"),
        "{err}"
    );
}

#[test]
fn sorts_of_short_rows_are_the_operands() {
    let out = lower(
        "func.func @f(%a: tensor<3x1xi32>) -> tensor<3x1xi32> {
           %0 = \"stablehlo.sort\"(%a) ({
           ^bb0(%x: tensor<i32>, %y: tensor<i32>):
             %lt = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
             stablehlo.return %lt : tensor<i1>
           }) {dimension = 1 : i64} : (tensor<3x1xi32>) -> tensor<3x1xi32>
           return %0 : tensor<3x1xi32>
         }",
    )
    .unwrap();
    assert!(out.contains("return %arg0"), "{out}");
}

#[test]
fn fft_kinds_lower_and_mismatched_lengths_are_refused() {
    for (kind, ty_in, ty_out) in [
        (
            "FFT",
            "tensor<2x4xcomplex<f32>>",
            "tensor<2x4xcomplex<f32>>",
        ),
        ("IFFT", "tensor<4xcomplex<f64>>", "tensor<4xcomplex<f64>>"),
        ("RFFT", "tensor<2x4xf32>", "tensor<2x3xcomplex<f32>>"),
        ("IRFFT", "tensor<2x3xcomplex<f32>>", "tensor<2x4xf32>"),
    ] {
        let length = if kind == "IFFT" { "[4]" } else { "[2, 4]" };
        let out = lower(&format!(
            "func.func @f(%a: {ty_in}) -> {ty_out} {{
               %0 = stablehlo.fft %a, type = {kind}, length = {length} : ({ty_in}) -> {ty_out}
               return %0 : {ty_out}
             }}"
        ))
        .unwrap_or_else(|e| panic!("{kind}: {e}"));
        assert!(
            out.contains("math.cos") && out.contains("math.sin") && !out.contains("hlo.fft"),
            "{kind}:\n{out}"
        );
    }
    // A result type that does not match fft_length (the verifier is not run first here).
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx.allow_unregistered = true;
    let text = "func.func @f(%a: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
                  %0 = \"stablehlo.fft\"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 4>} : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
                  return %0 : tensor<4xcomplex<f32>>
                }";
    if let Ok(mut m) = xla_ir::asm::parse_module(&ctx, "t.mlir", text) {
        let module_body = m.top.op_mut(m.op).isolated_body_mut().expect("module body");
        let funcs: Vec<_> = module_body.all_ops().collect();
        for f in funcs {
            if let Some(body) = module_body.op_mut(f).isolated_body_mut() {
                let err = super::legalize_body(&ctx, body, &lowerings())
                    .expect_err("mismatched fft result");
                assert!(
                    err[0].message.contains("failed to legalize to linalg"),
                    "{}",
                    err[0].message
                );
            }
        }
    }
}
