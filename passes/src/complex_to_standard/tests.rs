//! Unit tests: only arith/math and complex create/re/im remain, the output verifies, and the
//! interpreter gives the same numbers before and after on a spread of operands.

use xla_interp::runner::{run_entries, select_entries};
use xla_interp::{Registry, Value};
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::{Context, Module};

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

fn lower(ctx: &Context, m: &Module) -> Module {
    let mut out = m.clone();
    let op = out.op;
    super::ConvertComplexToStandard
        .run(ctx, out.top.op_mut(op))
        .expect("lowers");
    xla_ir::verify::verify_module(ctx, &out).expect("verifies");
    out
}

/// Every argument-less function's results.
fn run(ctx: &Context, m: &Module) -> Vec<Vec<Value>> {
    let registry = Registry::with_all();
    let entries = select_entries(ctx, m, None, true).expect("entries");
    let (_, runs) = run_entries(ctx, &registry, m, &entries, &[]);
    runs.into_iter().map(|r| r.results.expect("runs")).collect()
}

/// Complex numbers of `v` (a complex tensor) as (re, im) pairs.
fn pairs(v: &Value) -> Vec<(f64, f64)> {
    let t = v.as_tensor().expect("tensor");
    t.data
        .to_c128(t.kind)
        .into_iter()
        .map(|c| (c.re, c.im))
        .collect()
}

fn floats(v: &Value) -> Vec<f64> {
    let t = v.as_tensor().expect("tensor");
    t.data.to_f64(t.kind)
}

fn close(p: f64, q: f64) -> bool {
    p == q || (p.is_nan() && q.is_nan()) || (p - q).abs() <= 1e-5 * p.abs().max(q.abs()).max(1e-30)
}

/// Operands the equivalence test runs every op on (finite; zero and mixed magnitudes).
const OPERANDS: [(f64, f64); 8] = [
    (3.0, -4.0),
    (0.5, 0.25),
    (-1.5, 2.0),
    (0.0, 1.0),
    (1e-3, -2e-3),
    (-2.0, -0.75),
    (1e15, 3e14),
    (0.0, 0.0),
];

/// One function per (op, operand pair): `%r = complex.<op> %a[, %b]`.
fn program(ops: &[&str], binary: bool) -> String {
    let mut text = String::new();
    for op in ops {
        for (i, &(a, b)) in OPERANDS.iter().enumerate() {
            let (c, d) = OPERANDS[(i + 3) % OPERANDS.len()];
            // At a pole upstream's algorithms give C99's infinities where the reference
            // interpreter (a textbook formula) gives NaN: compared in the lit test instead.
            let pole = (*op == "rsqrt" && (a, b) == (0.0, 0.0))
                || (*op == "div" && (c, d) == (0.0, 0.0))
                || (*op == "pow" && (a, b) == (0.0, 0.0));
            // e^(1e15) overflows the reference's intermediate results to NaN.
            let overflows = matches!(
                *op,
                "exp" | "expm1" | "sin" | "cos" | "tan" | "tanh" | "pow"
            ) && a.abs().max(b.abs()).max(c.abs()) > 1e10;
            if pole || overflows {
                continue;
            }
            let ty = if matches!(*op, "abs" | "angle") {
                "f64"
            } else {
                "complex<f64>"
            };
            let call = if binary {
                format!("complex.{op} %a, %b : complex<f64>")
            } else {
                format!("complex.{op} %a : complex<f64>")
            };
            text += &format!(
                "func.func @{op}_{i}() -> {ty} {{\n  %a = complex.constant [{a:?}, {b:?}] : complex<f64>\n  \
                 %b = complex.constant [{c:?}, {d:?}] : complex<f64>\n  %r = {call}\n  return %r : {ty}\n}}\n"
            );
        }
    }
    text
}

fn assert_same_results(text: &str) {
    let ctx = context();
    let m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let before = run(&ctx, &m);
    let lowered = lower(&ctx, &m);
    let printed = print_module(&ctx, &lowered, &PrintOptions::default());
    for line in printed.lines() {
        if let Some(name) = line
            .split(" = ")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
        {
            assert!(
                !name.starts_with("complex.")
                    || matches!(
                        name,
                        "complex.create" | "complex.re" | "complex.im" | "complex.constant"
                    ),
                "{name} left:\n{printed}"
            );
        }
    }
    let after = run(&ctx, &lowered);
    for (i, (b, a)) in before.iter().zip(&after).enumerate() {
        let (b, a) = (&b[0], &a[0]);
        let same = match b.as_tensor().map(|t| t.kind) {
            Some(xla_interp::ElemKind::Complex(_)) => pairs(b)
                .iter()
                .zip(pairs(a))
                .all(|(p, q)| close(p.0, q.0) && close(p.1, q.1)),
            _ => floats(b).iter().zip(floats(a)).all(|(&p, q)| close(p, q)),
        };
        assert!(same, "function #{i}: before {b:?}, after {a:?}\n{text}");
    }
}

#[test]
fn unary_ops_keep_results() {
    assert_same_results(&program(
        &[
            "neg", "conj", "abs", "angle", "sign", "exp", "expm1", "log", "log1p", "sqrt", "rsqrt",
            "sin", "cos", "tan", "tanh",
        ],
        false,
    ));
}

#[test]
fn binary_ops_keep_results() {
    assert_same_results(&program(&["add", "sub", "mul", "div", "pow"], true));
}

#[test]
fn parts_of_create_are_read_directly_and_unused_parts_go() {
    let ctx = context();
    let text = "func.func @f(%x: f32, %y: f32, %z: complex<f32>) -> complex<f32> {\n  \
                %c = complex.create %x, %y : complex<f32>\n  %r = complex.add %c, %z : complex<f32>\n  return %r : complex<f32>\n}\n";
    let m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let out = print_module(&ctx, &lower(&ctx, &m), &PrintOptions::default());
    assert_eq!(out.matches("complex.create").count(), 1, "{out}");
    assert!(out.contains("arith.addf %arg0, %0 : f32"), "{out}");
    assert!(!out.contains("complex.add"), "{out}");
}

#[test]
fn comparisons_become_part_compares() {
    let ctx = context();
    let text = "func.func @f(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {\n  \
                %e = complex.eq %a, %b : complex<f32>\n  %n = complex.neq %a, %b : complex<f32>\n  return %e, %n : i1, i1\n}\n";
    let m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let out = print_module(&ctx, &lower(&ctx, &m), &PrintOptions::default());
    assert_eq!(out.matches("arith.cmpf oeq").count(), 2, "{out}");
    assert_eq!(out.matches("arith.cmpf une").count(), 2, "{out}");
    assert!(
        out.contains("arith.andi") && out.contains("arith.ori"),
        "{out}"
    );
}
