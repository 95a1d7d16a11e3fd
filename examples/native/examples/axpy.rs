//! The XLA overview's axpy (`alpha * x + y`) built with the hlo builder, run by the interpreter,
//! then lowered to the llvm dialect, compiled by upstream MLIR/LLVM and run natively.
//!
//! `cargo run --example axpy --all-features` (or `-p xla-examples-native --features melior`);
//! `cargo run -p xla-dialect-hlo --example axpy_builder` is the builder-only version.
//! Without the `melior` feature, or before `--lower-to-llvm` exists, it says what is missing.

use xla_dialect_hlo::builder::HloBuilder;
use xla_interp::dense::tensor_from_bytes;
use xla_interp::Value;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::{Context, Diag, Module};

/// `func.func @axpy(%alpha: tensor<f32>, %x: tensor<N xf32>, %y: tensor<N xf32>)`.
fn build_axpy(ctx: &Context, n: i64) -> Result<Module, Diag> {
    let scalar = ctx.tensor_type(&[], ctx.f32());
    let vector = ctx.tensor_type(&[n], ctx.f32());
    let mut builder = HloBuilder::new(ctx, "axpy");
    let alpha = builder.parameter(0, scalar, "alpha");
    let x = builder.parameter(1, vector, "x");
    let y = builder.parameter(2, vector, "y");
    let ax = builder.mul(alpha, x, &[]);
    let axpy = builder.add(ax, y, &[]);
    builder.build(axpy)
}

fn tensor(ctx: &Context, shape: &[i64], values: &[f32]) -> Result<Value, String> {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    Ok(Value::Tensor(tensor_from_bytes(
        ctx,
        ctx.tensor_type(shape, ctx.f32()),
        &bytes,
        false,
    )?))
}

fn run() -> Result<(), String> {
    let ctx = xla_examples_native::context();
    let mut module = build_axpy(&ctx, 4).map_err(|d| d.message)?;
    print!("{}", print_module(&ctx, &module, &PrintOptions::default()));
    let inputs = vec![
        tensor(&ctx, &[], &[3.4])?,
        tensor(&ctx, &[4], &[1.0, 2.0, 3.0, 4.0])?,
        tensor(&ctx, &[4], &[4.0, 5.0, 6.0, 7.0])?,
    ];
    let reference = xla_examples_native::interpret(&ctx, &module, "axpy", &inputs)?;
    println!(
        "interpreter: {}",
        xla_examples_native::show(&ctx, &reference)
    );
    if !xla_melior::AVAILABLE {
        return Err(format!("native run skipped: {}", xla_melior::HOW_TO_ENABLE));
    }
    let (args, results) = {
        let scalar = ctx.tensor_type(&[], ctx.f32());
        let vector = ctx.tensor_type(&[4], ctx.f32());
        (vec![scalar, vector, vector], vec![vector])
    };
    xla_examples_native::lower_to_llvm(&ctx, &mut module)?;
    native::run(&ctx, &module, &args, &results, &inputs, &reference)
}

#[cfg(feature = "melior")]
mod native {
    use xla_interp::Value;
    use xla_ir::{Context, Module, Type};
    use xla_melior::values::{from_host, result_spec, to_host};
    use xla_melior::{JitModule, OptLevel};

    pub fn run(
        ctx: &Context,
        module: &Module,
        args: &[Type],
        results: &[Type],
        inputs: &[Value],
        reference: &[Value],
    ) -> Result<(), String> {
        let jit = JitModule::compile(ctx, module, OptLevel::O3).map_err(|ds| {
            ds.iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let host = inputs
            .iter()
            .zip(args)
            .map(|(v, &t)| match v {
                Value::Tensor(x) => to_host(ctx, t, x),
                _ => Err("tensor inputs only".into()),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let specs = results
            .iter()
            .map(|&t| result_spec(ctx, t))
            .collect::<Result<Vec<_>, _>>()?;
        let out = jit.call("axpy", &host, &specs)?;
        let values = out
            .iter()
            .zip(results)
            .map(|(v, &t)| from_host(ctx, t, v))
            .collect::<Result<Vec<_>, _>>()?;
        let shown = xla_examples_native::show(ctx, &values);
        println!(
            "native (compiled in {:.1} ms): {shown}",
            jit.compile_time.as_secs_f64() * 1e3
        );
        if shown != xla_examples_native::show(ctx, reference) {
            return Err("the native result differs from the interpreter's".into());
        }
        println!("native result matches the interpreter");
        Ok(())
    }
}

#[cfg(not(feature = "melior"))]
mod native {
    use xla_interp::Value;
    use xla_ir::{Context, Module, Type};

    pub fn run(
        _: &Context,
        _: &Module,
        _: &[Type],
        _: &[Type],
        _: &[Value],
        _: &[Value],
    ) -> Result<(), String> {
        Err(xla_melior::HOW_TO_ENABLE.into())
    }
}

fn main() {
    if let Err(message) = run() {
        eprintln!("axpy: {message}");
        std::process::exit(1);
    }
}
