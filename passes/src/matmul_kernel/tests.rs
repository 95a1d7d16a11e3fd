//! Unit tests: which ops are replaced, and the interpreter's results before and after the
//! pass (through the whole loop and llvm pipelines) on odd sizes and every operand layout.

use crate::lower_to_loops::{full_registry, pipeline_of, run_on_module_op};
use xla_interp::value::{Buffer, ElemKind, Tensor, Value};
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::float::FloatKind;
use xla_ir::Context;

const LOOPS: &[&str] = &[
    "hlo-legalize-to-linalg",
    "bufferize",
    "convert-linalg-to-loops",
    "canonicalize",
];
const KERNEL: &[&str] = &[
    "hlo-legalize-to-linalg",
    "bufferize",
    "linalg-matmul-to-microkernel{vector-bits=256}",
    "convert-linalg-to-loops",
    "canonicalize",
];
const KERNEL_LLVM: &[&str] = &[
    "hlo-legalize-to-linalg",
    "bufferize",
    "linalg-matmul-to-microkernel{vector-bits=512}",
    "convert-linalg-to-loops",
    "convert-scf-to-cf",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
];

fn lowered(ctx: &Context, text: &str, stages: &[&str]) -> xla_ir::Module {
    let mut m = parse_module(ctx, "t.mlir", text).expect("parses");
    let pm = pipeline_of(&full_registry(), stages).expect("pipeline");
    let op = m.op;
    run_on_module_op(ctx, m.top.op_mut(op), pm).unwrap_or_else(|d| panic!("{d:?}"));
    xla_ir::verify::verify_module(ctx, &m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

/// Deterministic inputs in [-1, 1) of `shape`.
fn input(ctx: &Context, shape: &[i64], f64s: bool, seed: u64) -> Value {
    let n: i64 = shape.iter().product();
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let vals: Vec<f64> = (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 33) % 2001) as f64 / 1000.0 - 1.0
        })
        .collect();
    let (ty, kind, data) = if f64s {
        (
            ctx.float_type(FloatKind::F64),
            ElemKind::Float(FloatKind::F64),
            Buffer::F64(vals),
        )
    } else {
        (
            ctx.float_type(FloatKind::F32),
            ElemKind::Float(FloatKind::F32),
            Buffer::F32(vals.iter().map(|&v| v as f32).collect()),
        )
    };
    Value::Tensor(Tensor {
        ty,
        kind,
        shape: shape.to_vec(),
        data,
    })
}

fn run(ctx: &Context, m: &xla_ir::Module, inputs: &[Value]) -> Vec<f64> {
    let registry = xla_interp::Registry::with_all();
    // Functions on buffers take the inputs as memrefs (llvm.func entries convert them).
    let takes_memrefs = xla_interp::runner::functions(ctx, m)
        .iter()
        .any(|(name, args)| {
            name == "main"
                && args
                    .iter()
                    .any(|&t| matches!(ctx.type_data(t), xla_ir::TypeData::MemRef { .. }))
        });
    let inputs: Vec<Value> = inputs
        .iter()
        .map(|v| match v {
            Value::Tensor(t) if takes_memrefs => {
                Value::MemRef(xla_interp::MemRefValue::from_tensor(t))
            }
            other => other.clone(),
        })
        .collect();
    let (_, runs) =
        xla_interp::runner::run_entries(ctx, &registry, m, &["main".to_string()], &inputs);
    let results = runs
        .into_iter()
        .next()
        .expect("one run")
        .results
        .unwrap_or_else(|d| panic!("{d:?}"));
    match &results[..] {
        [Value::Tensor(t)] => t.data.to_f64(t.kind),
        [Value::MemRef(mr)] => {
            let t = mr.to_tensor().expect("readable");
            t.data.to_f64(t.kind)
        }
        other => panic!("unexpected results {other:?}"),
    }
}

/// A dot_general module of `lhs` x `rhs` -> `out` with dimension numbers `dims`.
fn dot(lhs: &[i64], rhs: &[i64], out: &[i64], elem: &str, dims: &str) -> String {
    let t = |s: &[i64]| {
        format!(
            "tensor<{}x{elem}>",
            s.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
        )
    };
    format!(
        "func.func @main(%a: {}, %b: {}) -> {} {{\n  %r = hlo.dot_general %a, %b, {dims} : ({}, {}) -> {}\n  return %r : {}\n}}\n",
        t(lhs), t(rhs), t(out), t(lhs), t(rhs), t(out), t(out)
    )
}

/// Runs `text` lowered without and with the kernel (both the loop and the llvm level) and
/// compares within float reassociation tolerance.
fn agrees(text: &str, shapes: &[&[i64]], f64s: bool, k: usize) {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let inputs: Vec<Value> = shapes
        .iter()
        .enumerate()
        .map(|(i, s)| input(&ctx, s, f64s, i as u64 + 1))
        .collect();
    let reference = run(&ctx, &lowered(&ctx, text, LOOPS), &inputs);
    agrees_with(&ctx, text, &inputs, &reference, f64s, k);
}

/// The kernel pipelines' results on `inputs` against `reference`.
fn agrees_with(
    ctx: &Context,
    text: &str,
    inputs: &[Value],
    reference: &[f64],
    f64s: bool,
    k: usize,
) {
    agrees_through(
        ctx,
        text,
        inputs,
        reference,
        f64s,
        k,
        &[KERNEL, KERNEL_LLVM],
    );
}

/// The results of `text` through each of `pipelines` (which run the kernel) on `inputs`
/// against `reference`.
fn agrees_through(
    ctx: &Context,
    text: &str,
    inputs: &[Value],
    reference: &[f64],
    f64s: bool,
    k: usize,
    pipelines: &[&[&str]],
) {
    for &stages in pipelines {
        let m = lowered(ctx, text, stages);
        let printed = print_module(ctx, &m, &PrintOptions::default());
        assert!(!printed.contains("linalg."), "{printed}");
        // The kernel ran (an empty k loop folds away).
        assert!(k == 0 || printed.contains("fma"), "{printed}");
        let got = run(ctx, &m, inputs);
        assert_eq!(got.len(), reference.len());
        let tol = if f64s { 1e-12 } else { 1e-5 } * k.max(1) as f64;
        for (i, (g, r)) in got.iter().zip(reference).enumerate() {
            assert!(
                (g - r).abs() <= tol * (1.0 + r.abs()),
                "element {i}: {g} vs {r} ({stages:?})"
            );
        }
    }
}

const PLAIN: &str = "contracting_dims = [1] x [0]";

#[test]
fn odd_sizes_match_the_loops() {
    for &(m, n, k) in &[
        (1, 1, 1),
        (3, 3, 3),
        (17, 17, 17),
        (33, 65, 129),
        (7, 1, 40),
        (1, 50, 9),
        (5, 20, 0),
    ] {
        agrees(
            &dot(&[m, k], &[k, n], &[m, n], "f32", PLAIN),
            &[&[m, k], &[k, n]],
            false,
            k as usize,
        );
    }
}

#[test]
fn f64_and_matrix_vector_match() {
    agrees(
        &dot(&[19, 70], &[70, 9], &[19, 9], "f64", PLAIN),
        &[&[19, 70], &[70, 9]],
        true,
        70,
    );
    agrees(
        &dot(&[23, 31], &[31, 1], &[23, 1], "f32", PLAIN),
        &[&[23, 31], &[31, 1]],
        false,
        31,
    );
}

#[test]
fn transposed_and_batched_operands_match() {
    // [k, m] x [n, k]: both transposed (a linalg.generic).
    agrees(
        &dot(
            &[21, 13],
            &[10, 21],
            &[13, 10],
            "f32",
            "contracting_dims = [0] x [1]",
        ),
        &[&[21, 13], &[10, 21]],
        false,
        21,
    );
    // Batched matmul, and a batch dimension last in the rhs.
    agrees(
        &dot(
            &[3, 9, 14],
            &[3, 14, 18],
            &[3, 9, 18],
            "f32",
            "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
        ),
        &[&[3, 9, 14], &[3, 14, 18]],
        false,
        14,
    );
    agrees(
        &dot(
            &[2, 5, 11],
            &[11, 6, 2],
            &[2, 5, 6],
            "f32",
            "batching_dims = [0] x [2], contracting_dims = [2] x [0]",
        ),
        &[&[2, 5, 11], &[11, 6, 2]],
        false,
        11,
    );
}

#[test]
fn integer_dots_keep_the_loop_lowering() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let m = lowered(
        &ctx,
        &dot(&[4, 8], &[8, 4], &[4, 4], "i32", PLAIN),
        &[
            "hlo-legalize-to-linalg",
            "bufferize",
            "linalg-matmul-to-microkernel",
        ],
    );
    let out = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        out.contains("linalg.matmul") && !out.contains("vector."),
        "{out}"
    );
}

#[test]
fn structure_is_a_parallel_loop_over_packed_panels() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let m = lowered(
        &ctx,
        &dot(&[64, 64], &[64, 64], &[64, 64], "f32", PLAIN),
        &[
            "hlo-legalize-to-linalg",
            "bufferize",
            "linalg-matmul-to-microkernel{vector-bits=512}",
        ],
    );
    let out = print_module(&ctx, &m, &PrintOptions::default());
    // The task loop, and three leaves (flat.rs): B packing, A packing, the macro-kernel.
    assert_eq!(out.matches("scf.parallel").count(), 4, "{out}");
    assert_eq!(out.matches("xla.leaf").count(), 3, "{out}");
    assert_eq!(out.matches("xla.optnone").count(), 1, "{out}");
    // 12 x 2 accumulators of vector<16xf32>: 24 fma per k step, 2 loads of B, 12 broadcasts.
    assert_eq!(out.matches("math.fma").count(), 24, "{out}");
    assert_eq!(out.matches("vector.broadcast").count(), 12, "{out}");
    assert!(out.contains("vector<16xf32>"), "{out}");
}

#[test]
fn several_free_dimensions_per_operand_match() {
    // [2, 3, 7, 5] x [5, 9]: the lhs's free loops 2 and 3 become batch loops of A and C.
    agrees(
        &dot(
            &[2, 3, 7, 5],
            &[5, 9],
            &[2, 3, 7, 9],
            "f32",
            "contracting_dims = [3] x [0]",
        ),
        &[&[2, 3, 7, 5], &[5, 9]],
        false,
        5,
    );
    // [6, 13] x [4, 13, 10]: the rhs's free loop 4 is a batch loop of B and C.
    agrees(
        &dot(
            &[6, 13],
            &[4, 13, 10],
            &[6, 4, 10],
            "f64",
            "contracting_dims = [1] x [1]",
        ),
        &[&[6, 13], &[4, 13, 10]],
        true,
        13,
    );
}

/// A convolution module of `x` and `k` -> `out` (f32) with dimension numbers and window.
fn conv(x: &[i64], k: &[i64], out: &[i64], dims: &str, window: &str) -> String {
    let t = |s: &[i64]| {
        format!(
            "tensor<{}xf32>",
            s.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
        )
    };
    format!(
        "func.func @main(%x: {}, %k: {}) -> {} {{\n  %r = hlo.convolution(%x, %k) dim_numbers = {dims}, window = {{{window}}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({}, {}) -> {}\n  return %r : {}\n}}\n",
        t(x), t(k), t(out), t(x), t(k), t(out), t(out)
    )
}

/// The convolution through the kernel pipelines against the interpreter on the unlowered op.
fn conv_agrees(text: &str, shapes: &[&[i64]], k: usize) {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let inputs: Vec<Value> = shapes
        .iter()
        .enumerate()
        .map(|(i, s)| input(&ctx, s, false, i as u64 + 1))
        .collect();
    let m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let reference = run(&ctx, &m, &inputs);
    agrees_with(&ctx, text, &inputs, &reference, false, k);
}

#[test]
fn convolutions_through_the_kernel_match_the_interpreter() {
    let nhwc = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]";
    // 3x3 SAME (direct), 1x1 (the input itself), NCHW strided with rhs dilation and
    // reversal (im2col).
    conv_agrees(
        &conv(&[2, 6, 5, 3], &[3, 3, 3, 9], &[2, 6, 5, 9], nhwc,
            "stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]"),
        &[&[2, 6, 5, 3], &[3, 3, 3, 9]],
        27,
    );
    conv_agrees(
        &conv(&[2, 4, 3, 17], &[1, 1, 17, 33], &[2, 4, 3, 33], nhwc,
            "stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]"),
        &[&[2, 4, 3, 17], &[1, 1, 17, 33]],
        17,
    );
    // 3-D channels-last (the direct form: two outer reduction loops), strided and dilated.
    conv_agrees(
        &conv(&[1, 4, 5, 6, 3], &[2, 3, 2, 3, 8], &[1, 3, 3, 6, 8],
            "[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]",
            "stride = [1, 2, 1], pad = [[1, 0], [1, 1], [0, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [2, 1, 1], reverse = [false, false, false]"),
        &[&[1, 4, 5, 6, 3], &[2, 3, 2, 3, 8]],
        36,
    );
    conv_agrees(
        &conv(&[1, 3, 9, 8], &[8, 3, 3, 2], &[1, 8, 5, 3], "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
            "stride = [2, 2], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [true, false]"),
        &[&[1, 3, 9, 8], &[8, 3, 3, 2]],
        18,
    );
}

/// Bias add, relu and a cast after a dot: one element-wise consumer (after
/// --linalg-fuse-elementwise) that runs in the kernel's last tile update.
const BIAS_RELU: &str = "func.func @main(%a: tensor<37x29xf32>, %b: tensor<29x45xf32>, %bias: tensor<45xf32>) -> tensor<37x45xf64> {
  %d = hlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<37x29xf32>, tensor<29x45xf32>) -> tensor<37x45xf32>
  %bb = hlo.broadcast_in_dim %bias, dims = [1] : (tensor<45xf32>) -> tensor<37x45xf32>
  %s = hlo.add %d, %bb : tensor<37x45xf32>
  %z = hlo.constant dense<0.0> : tensor<37x45xf32>
  %r = hlo.maximum %s, %z : tensor<37x45xf32>
  %c = hlo.convert %r : (tensor<37x45xf32>) -> tensor<37x45xf64>
  return %c : tensor<37x45xf64>
}
";

/// A 3x3 convolution (the direct form) followed by relu, as the bench's conv3x3_relu.
const CONV_RELU: &str = "func.func @main(%x: tensor<2x7x6x5xf32>, %k: tensor<3x3x5x16xf32>) -> tensor<2x7x6x16xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x7x6x5xf32>, tensor<3x3x5x16xf32>) -> tensor<2x7x6x16xf32>
  %z = hlo.constant dense<0.0> : tensor<2x7x6x16xf32>
  %r = hlo.maximum %0, %z : tensor<2x7x6x16xf32>
  return %r : tensor<2x7x6x16xf32>
}
";

const FUSED: &[&str] = &[
    "hlo-legalize-to-linalg",
    "linalg-fuse-elementwise",
    "bufferize",
    "linalg-matmul-to-microkernel{vector-bits=512 outline=false}",
];

#[test]
fn element_wise_consumers_run_in_the_tile_update() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    for (text, shapes, k) in [
        (BIAS_RELU, vec![vec![37, 29], vec![29, 45], vec![45]], 29),
        (CONV_RELU, vec![vec![2, 7, 6, 5], vec![3, 3, 5, 16]], 45),
    ] {
        let m = lowered(&ctx, text, FUSED);
        let out = print_module(&ctx, &m, &PrintOptions::default());
        assert!(!out.contains("linalg.generic"), "{out}");
        assert!(out.contains("arith.maximumf"), "{out}");
        assert!(out.contains(": vector<16xf32>"), "{out}");
        let shapes: Vec<&[i64]> = shapes.iter().map(Vec::as_slice).collect();
        let inputs: Vec<Value> = shapes
            .iter()
            .enumerate()
            .map(|(i, s)| input(&ctx, s, false, i as u64 + 1))
            .collect();
        let reference = run(
            &ctx,
            &parse_module(&ctx, "t.mlir", text).expect("parses"),
            &inputs,
        );
        let mut stages = FUSED.to_vec();
        stages.extend(["convert-linalg-to-loops", "canonicalize"]);
        let got = run(&ctx, &lowered(&ctx, text, &stages), &inputs);
        assert_eq!(got.len(), reference.len());
        for (i, (g, r)) in got.iter().zip(&reference).enumerate() {
            assert!(
                (g - r).abs() <= 1e-5 * k as f64 * (1.0 + r.abs()),
                "element {i}: {g} vs {r}"
            );
        }
    }
}

#[test]
fn a_product_read_after_its_consumer_keeps_its_own_pass() {
    // The convolution is returned too: C must hold the final sums, no epilogue.
    let text = CONV_RELU
        .replace(
            "-> tensor<2x7x6x16xf32> {",
            "-> (tensor<2x7x6x16xf32>, tensor<2x7x6x16xf32>) {",
        )
        .replace(
            "return %r : tensor<2x7x6x16xf32>",
            "return %r, %0 : tensor<2x7x6x16xf32>, tensor<2x7x6x16xf32>",
        );
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let m = lowered(&ctx, &text, FUSED);
    let out = print_module(&ctx, &m, &PrintOptions::default());
    assert!(out.contains("linalg.generic"), "{out}");
    let vector_relu = out
        .lines()
        .any(|l| l.contains("arith.maximumf") && l.contains("vector<"));
    assert!(!vector_relu, "{out}");
}

#[test]
fn several_free_or_contracting_dims_are_collapsed_and_match() {
    // A [batch, seq, d] activation times a [d, f] weight (two m loops), as JAX emits.
    agrees(
        &dot(
            &[3, 5, 12],
            &[12, 7],
            &[3, 5, 7],
            "f32",
            "contracting_dims = [2] x [0]",
        ),
        &[&[3, 5, 12], &[12, 7]],
        false,
        12,
    );
    // Two contracting dimensions and two n dimensions.
    agrees(
        &dot(
            &[6, 4, 3],
            &[4, 3, 2, 5],
            &[6, 2, 5],
            "f32",
            "contracting_dims = [1, 2] x [0, 1]",
        ),
        &[&[6, 4, 3], &[4, 3, 2, 5]],
        false,
        12,
    );
    // The first product is reshaped to a plain one and taken by the kernel.
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let m = lowered(
        &ctx,
        &dot(
            &[3, 5, 12],
            &[12, 7],
            &[3, 5, 7],
            "f32",
            "contracting_dims = [2] x [0]",
        ),
        &[
            "hlo-legalize-to-linalg",
            "bufferize",
            "linalg-matmul-to-microkernel{vector-bits=512}",
        ],
    );
    let out = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        out.contains("memref.collapse_shape") && out.contains("math.fma"),
        "{out}"
    );
    assert!(!out.contains("linalg.generic"), "{out}");
}

/// Small cache blocks, so that products of a few dozen elements take several k blocks, M
/// blocks and N parts, full and partial micro-panels, and packed A rows shorter than kc.
#[test]
fn several_cache_blocks_match() {
    let with_blocks = |stages: &[&'static str], bits: u32| {
        let mut stages = stages.to_vec();
        let kernel = format!("linalg-matmul-to-microkernel{{vector-bits={bits} kc=8 mc=24 nc=64}}");
        stages[2] = Box::leak(kernel.into_boxed_str());
        stages
    };
    let pipelines = [with_blocks(KERNEL, 256), with_blocks(KERNEL_LLVM, 512)];
    let pipelines: Vec<&[&str]> = pipelines.iter().map(Vec::as_slice).collect();
    for (lhs, rhs, out, k, dims, f64s) in [
        // A read along k (row panels), B along n.
        (
            &[50, 37][..],
            &[37, 70][..],
            &[50, 70][..],
            37,
            PLAIN,
            false,
        ),
        // Both transposed: A read along m, B along k (full panels of a transposed B).
        (
            &[37, 50],
            &[70, 37],
            &[50, 70],
            37,
            "contracting_dims = [0] x [1]",
            false,
        ),
        (
            &[29, 21],
            &[40, 21],
            &[29, 40],
            21,
            "contracting_dims = [1] x [1]",
            true,
        ),
    ] {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        xla_interp::attach_interpreter(&mut ctx);
        let text = dot(lhs, rhs, out, if f64s { "f64" } else { "f32" }, dims);
        let inputs = [input(&ctx, lhs, f64s, 1), input(&ctx, rhs, f64s, 2)];
        let reference = run(&ctx, &lowered(&ctx, &text, LOOPS), &inputs);
        agrees_through(&ctx, &text, &inputs, &reference, f64s, k, &pipelines);
    }
}

/// The zero fill before a product goes (the product writes C in its first update) when the
/// reduction size is static and positive; with K = 0 the fill stays, as it gives the result.
#[test]
fn a_zero_filled_product_overwrites_c_without_its_fill() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let to_kernel = &KERNEL[..3];
    let text = dot(&[13, 9], &[9, 37], &[13, 37], "f32", PLAIN);
    let printed = print_module(&ctx, &lowered(&ctx, &text, to_kernel), &Default::default());
    assert!(!printed.contains("linalg.fill"), "{printed}");
    let empty = dot(&[13, 0], &[0, 37], &[13, 37], "f32", PLAIN);
    let printed = print_module(&ctx, &lowered(&ctx, &empty, to_kernel), &Default::default());
    assert!(printed.contains("linalg.fill"), "{printed}");
    agrees(&empty, &[&[13, 0], &[0, 37]], false, 0);
}

/// A product marked to overwrite C whose C is strided (the general form, not the shared
/// leaves) ignores what C held: here 7.0 everywhere, from the buffer C is a view of.
#[test]
fn an_overwriting_product_on_a_strided_c_ignores_its_old_values() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let text = "func.func @main(%a: memref<13x6xf32>, %b: memref<6x37xf32>) -> memref<13x37xf32> {
  %big = memref.alloc() : memref<13x40xf32>
  %seven = arith.constant 7.0 : f32
  linalg.fill ins(%seven : f32) outs(%big : memref<13x40xf32>)
  %c = memref.subview %big[0, 0] [13, 37] [1, 1] : memref<13x40xf32> to memref<13x37xf32, strided<[40, 1]>>
  linalg.matmul {xla.overwrites_c} ins(%a, %b : memref<13x6xf32>, memref<6x37xf32>) outs(%c : memref<13x37xf32, strided<[40, 1]>>)
  %out = memref.alloc() : memref<13x37xf32>
  memref.copy %c, %out : memref<13x37xf32, strided<[40, 1]>> to memref<13x37xf32>
  return %out : memref<13x37xf32>
}
";
    let inputs = [
        input(&ctx, &[13, 6], false, 1),
        input(&ctx, &[6, 37], false, 2),
    ];
    let plain = dot(&[13, 6], &[6, 37], &[13, 37], "f32", PLAIN);
    let reference = run(&ctx, &lowered(&ctx, &plain, LOOPS), &inputs);
    for bits in [256, 512] {
        let kernel = format!("linalg-matmul-to-microkernel{{vector-bits={bits}}}");
        let m = lowered(
            &ctx,
            text,
            &[&kernel, "convert-linalg-to-loops", "canonicalize"],
        );
        let printed = print_module(&ctx, &m, &PrintOptions::default());
        assert!(
            printed.contains("fma") && !printed.contains("linalg.matmul"),
            "{printed}"
        );
        let got = run(&ctx, &m, &inputs);
        for (i, (g, r)) in got.iter().zip(&reference).enumerate() {
            assert!(
                (g - r).abs() <= 6e-5 * (1.0 + r.abs()),
                "element {i}: {g} vs {r}"
            );
        }
    }
}
