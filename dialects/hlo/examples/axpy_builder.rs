//! The XLA overview's "axpy" (`alpha * x + y`) built with the hlo builder, after
//! `ComputeAxpyParameters`: three parameters, the scalar `alpha` broadcast implicitly by
//! `mul` (XLA's scalar broadcasting), and the module printed.
//!
//! `cargo run -p xla-dialect-hlo --example axpy_builder`

use xla_dialect_hlo::builder::HloBuilder;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::{Context, Diag, Module};

/// A context with the dialects the built module uses (func for the function, hlo).
pub fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx
}

/// `func.func @axpy(%alpha: tensor<f32>, %x: tensor<10xf32>, %y: tensor<10xf32>)`.
pub fn build_axpy(ctx: &Context) -> Result<Module, Diag> {
    let scalar = ctx.tensor_type(&[], ctx.f32());
    let vector = ctx.tensor_type(&[10], ctx.f32());
    let mut builder = HloBuilder::new(ctx, "axpy");
    let alpha = builder.parameter(0, scalar, "alpha");
    let x = builder.parameter(1, vector, "x");
    let y = builder.parameter(2, vector, "y");
    // alpha is a scalar: it broadcasts to x's shape without broadcast_dimensions.
    let ax = builder.mul(alpha, x, &[]);
    let axpy = builder.add(ax, y, &[]);
    builder.build(axpy)
}

/// The overview's `ComputeAxpyConstants` variant: alpha, x and y as constants.
pub fn build_axpy_constants(
    ctx: &Context,
    alpha: f32,
    x: &[f32],
    y: &[f32],
) -> Result<Module, Diag> {
    let mut builder = HloBuilder::new(ctx, "axpy_constants");
    let alpha = builder.constant_r0(alpha);
    let x = builder.constant_r1(x);
    let y = builder.constant_r1(y);
    let ax = builder.mul(alpha, x, &[]);
    let axpy = builder.add(ax, y, &[]);
    builder.build(axpy)
}

fn main() {
    let ctx = context();
    let built = build_axpy(&ctx).and_then(|m| {
        let constants = build_axpy_constants(&ctx, 3.4, &[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0])?;
        Ok((m, constants))
    });
    match built {
        Ok((axpy, constants)) => {
            print!("{}", print_module(&ctx, &axpy, &PrintOptions::default()));
            print!(
                "{}",
                print_module(&ctx, &constants, &PrintOptions::default())
            );
        }
        Err(d) => {
            eprintln!("error: {}", d.message);
            std::process::exit(1);
        }
    }
}
