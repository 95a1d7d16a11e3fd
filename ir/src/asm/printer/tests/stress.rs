//! Deep nesting on a small stack, and printing throughput.

use super::*;
use crate::affine::{AffineExpr, AffineMap};

/// Runs `f` on a thread with a 256 KiB stack: deep recursion must go through `stacker`.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no stack overflow")
}

/// `depth` nested single-region ops (`name`), innermost holding one `"t.leaf"`.
fn nested(ctx: &Context, name: &str, depth: usize) -> Module {
    let bld = Builder::new(ctx);
    let mut m = new_module(ctx);
    let mut block = m.block();
    let body = m.body_mut();
    for _ in 0..depth {
        let (_, bs) = bld.region_op(body, block, name, &[&[&[]]], &[]);
        block = bs[0][0];
    }
    bld.op(body, block, "t.leaf", &[], &[], &[]);
    m
}

/// Output grows with the square of the depth (each level indents by two more spaces, as in
/// mlir-opt), so the region tests stop at a depth that needs far more than the small stack.
#[test]
fn deeply_nested_regions_print_on_a_small_stack() {
    const DEPTH: usize = 3000;
    for (name, generic) in [("t.r", false), ("test.wrap", false), ("test.wrap", true)] {
        let text = on_small_stack(move || {
            let ctx = test_context();
            let m = nested(&ctx, name, DEPTH);
            let opts = PrintOptions {
                generic,
                ..PrintOptions::default()
            };
            print_module(&ctx, &m, &opts)
        });
        assert_eq!(text.lines().count(), 2 * DEPTH + 3, "{name}");
        let leaf = format!("{}\"t.leaf\"() : () -> ()\n", " ".repeat(2 * (DEPTH + 1)));
        assert!(text.contains(&leaf), "{name}");
    }
}

#[test]
fn deeply_nested_attributes_types_and_locations_print_on_a_small_stack() {
    const DEPTH: usize = 50_000;
    let text = on_small_stack(|| {
        let ctx = test_context();
        let i32 = ctx.i32();
        let mut arr = ctx.i64_attr(1);
        let mut ty = i32;
        let mut loc = ctx.file_loc("f", 1, 1);
        let mut expr = AffineExpr::Dim(0);
        for _ in 0..DEPTH {
            arr = ctx.array_attr(&[arr]);
            ty = ctx.tuple_type(&[ty]);
            loc = ctx.intern_attr(AttrData::Location(LocData::Name {
                name: ctx.symbol("n"),
                child: Some(loc),
            }));
        }
        // Affine expressions are boxed trees whose derived Hash/Drop recurse: keep them shallow.
        for _ in 0..1000 {
            expr = AffineExpr::Add(Box::new(expr), Box::new(AffineExpr::Const(1)));
        }
        let map = ctx.intern_attr(AttrData::AffineMap(AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![expr],
        }));
        let mut m = new_module(&ctx);
        let b = m.block();
        let op = Builder::new(&ctx).op(
            m.body_mut(),
            b,
            "t.op",
            &[],
            &[ty],
            &[("a", arr), ("m", map)],
        );
        m.body_mut().op_mut(op).loc = loc;
        print_module(
            &ctx,
            &m,
            &PrintOptions {
                debug_info: true,
                ..PrintOptions::default()
            },
        )
    });
    assert!(text.starts_with("#map = affine_map<(d0) -> (d0 + 1 + 1"));
    assert!(text.contains(&format!(
        "{{a = {}1{}, m = #map}}",
        "[".repeat(DEPTH),
        "]".repeat(DEPTH)
    )));
    assert!(text.contains(&format!(
        "() -> {}i32{}",
        "tuple<".repeat(DEPTH),
        ">".repeat(DEPTH)
    )));
    // As mlir-opt, every nested location is an alias defined after the module.
    assert!(text.contains(" = loc(\"f\":1:1)\n"));
    assert_eq!(text.matches(" = loc(\"n\"(#loc").count(), DEPTH);
}

/// Builds a module of `n` ops in one function, like a large straight-line kernel.
fn big_module(ctx: &Context, n: usize) -> Module {
    let bld = Builder::new(ctx);
    let (i32, f32) = (ctx.i32(), ctx.f32());
    let t = ctx.tensor_type(&[4, 8], f32);
    let mut m = new_module(ctx);
    let mb = m.block();
    bld.func(m.body_mut(), mb, "big", &[t, t], &[t], |fb, e, args| {
        let mut last = args[0];
        let attr = ctx.integer_attr(i32, 7);
        for i in 0..n {
            let op = match i % 4 {
                0 => bld.op(fb, e, "arith.constant", &[], &[i32], &[("value", attr)]),
                1 => bld.op(fb, e, "t.add", &[last, args[1]], &[t], &[]),
                2 => bld.op(
                    fb,
                    e,
                    "t.mul",
                    &[last, last],
                    &[t],
                    &[("fastmath", ctx.string_attr("fast"))],
                ),
                _ => bld.op(fb, e, "t.neg", &[last], &[t], &[]),
            };
            if i % 4 != 0 {
                last = fb.result(op, 0);
            }
        }
        bld.op(fb, e, "func.return", &[last], &[], &[]);
    });
    m
}

/// `cargo test -p xla-ir --release --lib print_throughput -- --ignored --nocapture`
#[test]
#[ignore = "benchmark; run in release mode"]
fn print_throughput() {
    let ctx = test_context();
    let m = big_module(&ctx, 200_000);
    for (label, opts) in [
        ("custom", PrintOptions::default()),
        (
            "generic",
            PrintOptions {
                generic: true,
                ..PrintOptions::default()
            },
        ),
        (
            "debuginfo",
            PrintOptions {
                debug_info: true,
                ..PrintOptions::default()
            },
        ),
    ] {
        let _ = print_module(&ctx, &m, &opts);
        let start = std::time::Instant::now();
        let runs = 5;
        let mut bytes = 0;
        for _ in 0..runs {
            bytes = print_module(&ctx, &m, &opts).len();
        }
        let secs = start.elapsed().as_secs_f64() / runs as f64;
        println!(
            "{label}: 200k ops, {bytes} bytes in {:.1} ms: {:.0} MB/s",
            secs * 1e3,
            bytes as f64 / secs / 1e6
        );
    }
}

#[test]
fn big_module_prints_every_op() {
    let ctx = test_context();
    let m = big_module(&ctx, 1000);
    let text = print(&ctx, &m);
    assert_eq!(text.lines().count(), 1000 + 5);
    assert!(text.contains("    %c7_i32 = arith.constant 7 : i32\n    %0 = \"t.add\"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>\n"));
    assert!(text.contains("    %c7_i32_0 = arith.constant 7 : i32\n"));
}
