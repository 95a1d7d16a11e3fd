//! Round trips, verifier messages and folds of the math dialect.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::float::FloatKind;
use xla_ir::registry::FoldResult;
use xla_ir::{Attribute, Body, Context, OpRef, OperationState, Type};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

fn round_trip(text: &str) -> String {
    let ctx = context();
    let m = parse_module(&ctx, "t.mlir", text).unwrap_or_else(|d| panic!("{d:?}"));
    print_module(&ctx, &m, &PrintOptions::default())
}

fn first_error(text: &str) -> String {
    let ctx = context();
    match parse_module(&ctx, "t.mlir", text) {
        Err(d) => d[0].message.clone(),
        Ok(m) => match xla_ir::pass::verify_module(&ctx, &m) {
            Err(d) => d[0].message.clone(),
            Ok(()) => String::new(),
        },
    }
}

#[test]
fn forms_print_as_upstream() {
    let out = round_trip(
        "func.func @f(%a: f32, %i: i32, %t: tensor<?xf32>) {
           %0 = math.exp %a fastmath<fast> : f32
           %1 = math.fpowi %a, %i fastmath<nnan> : f32, i32
           %2 = math.isnan %t {fastmath = #arith.fastmath<nnan>} : tensor<?xf32>
           %3 = math.clampf %a to [%a, %a] : f32
           %4:2 = math.sincos %a : f32
           %5 = math.ctlz %i : i32
           %6 = math.fma %a, %a, %a : f32
           %7 = math.isinf %a : f32
           return
         }",
    );
    for line in [
        "math.exp %arg0 fastmath<fast> : f32",
        "math.fpowi %arg0, %arg1 fastmath<nnan> : f32, i32",
        "math.isnan %arg2 {fastmath = #arith.fastmath<nnan>} : tensor<?xf32>",
        "math.clampf %arg0 to [%arg0, %arg0] : f32",
        "%sin, %cos = math.sincos %arg0 : f32",
        "math.ctlz %arg1 : i32",
        "math.fma %arg0, %arg0, %arg0 : f32",
        "%6 = math.isinf %arg0 : f32",
    ] {
        assert!(out.contains(line), "{line} missing in\n{out}");
    }
}

#[test]
fn verifier_messages() {
    assert_eq!(
        first_error("func.func @f(%a: i32) {\n %0 = \"math.exp\"(%a) : (i32) -> i32\n return }"),
        "'math.exp' op operand #0 must be floating-point-like, but got 'i32'"
    );
    assert_eq!(
        first_error("func.func @f(%a: f32, %i: i64) {\n %0 = \"math.fpowi\"(%a, %i) : (f32, i64) -> f64\n return }"),
        "'math.fpowi' op failed to verify that all of {lhs, result} have same type"
    );
    assert_eq!(
        first_error("func.func @f(%a: tensor<4xf32>) {\n %0 = \"math.isnan\"(%a) : (tensor<4xf32>) -> tensor<5xi1>\n return }"),
        "'math.isnan' op failed to verify that result type has i1 element type and same shape as operands"
    );
}

/// Folds `name(args of type ty)` with the given constant operands.
fn fold(
    ctx: &Context,
    name: &str,
    ty: Type,
    result: Type,
    constants: &[Attribute],
) -> Option<Attribute> {
    let mut body = Body::with_root_regions(1);
    let block = body.create_block();
    let region = body.root_regions()[0];
    body.append_block(region, block);
    let args: Vec<_> = constants
        .iter()
        .map(|_| body.add_block_arg(block, ty, None))
        .collect();
    let st = OperationState::new(ctx, name, ctx.unknown_loc())
        .operands(&args)
        .results(&[result]);
    let op = body.create_op(ctx, st);
    body.append_op(block, op);
    let r = OpRef::new(ctx, &body, op);
    let consts: Vec<_> = constants.iter().map(|&c| Some(c)).collect();
    match (r.def()?.fold?)(r, &consts)?.as_slice() {
        [FoldResult::Attr(a)] => Some(*a),
        _ => None,
    }
}

fn float(ctx: &Context, ty: Type, x: f64) -> Attribute {
    let kind = ctx.float_kind(ty).unwrap_or(FloatKind::F64);
    ctx.float_attr_bits(ty, xla_ir::float::from_f64(kind, x).0)
}

#[test]
fn folds_constants() {
    let ctx = context();
    let (f32t, f16t, i32t, i1) = (
        ctx.f32(),
        ctx.float_type(xla_ir::float::FloatKind::F16),
        ctx.i32(),
        ctx.i1(),
    );
    let half = float(&ctx, f32t, 0.5);
    assert_eq!(
        fold(&ctx, "math.exp", f32t, f32t, &[half]),
        Some(float(&ctx, f32t, libm::expf(0.5) as f64))
    );
    let minus4 = float(&ctx, f32t, -4.0);
    assert_eq!(
        fold(&ctx, "math.sqrt", f32t, f32t, &[minus4]),
        None,
        "upstream leaves sqrt of negatives"
    );
    let h = float(&ctx, f16t, -2.5);
    assert_eq!(
        fold(&ctx, "math.floor", f16t, f16t, &[h]),
        Some(float(&ctx, f16t, -3.0))
    );
    assert_eq!(
        fold(&ctx, "math.exp", f16t, f16t, &[h]),
        None,
        "only f32/f64 transcendental folds"
    );
    let n = ctx.integer_attr(i32t, -8);
    assert_eq!(
        fold(&ctx, "math.cttz", i32t, i32t, &[n]),
        Some(ctx.integer_attr(i32t, 3))
    );
    assert_eq!(
        fold(&ctx, "math.ctpop", i32t, i32t, &[n]),
        Some(ctx.integer_attr(i32t, 29))
    );
    let three = ctx.integer_attr(i32t, 3);
    assert_eq!(
        fold(&ctx, "math.ipowi", i32t, i32t, &[n, three]),
        Some(ctx.integer_attr(i32t, -512))
    );
    assert_eq!(
        fold(&ctx, "math.isnan", f32t, i1, &[half]),
        Some(ctx.bool_attr(false))
    );
    assert_eq!(
        fold(&ctx, "math.isnormal", f32t, i1, &[half]),
        Some(ctx.bool_attr(true))
    );
}
