//! Parse throughput on a 200k-op func/arith module (generic form), run with
//! `cargo test --release -p xla-ir --lib parse_throughput -- --ignored --nocapture`.
//! `XLA_PARSE_BENCH=file.mlir` measures a given file instead (e.g. mlir-opt output).

use crate::asm::parse_module;
use crate::context::Context;
use crate::registry::{Arity, DialectDef, OpDef, Traits};
use std::fmt::Write;
use std::time::Instant;

/// Stand-ins for the func dialect: what the parser needs to know (isolation, terminator).
fn bench_ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered = true;
    c.load_dialect(
        DialectDef::new("func")
            .op(OpDef::new("func.func")
                .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
                .regions(Arity::Exactly(1))
                .inherent(&[
                    "sym_name",
                    "function_type",
                    "sym_visibility",
                    "arg_attrs",
                    "res_attrs",
                ]))
            .op(OpDef::new("func.return").traits(Traits::TERMINATOR | Traits::RETURN_LIKE)),
    );
    c
}

/// 2000 functions of 100 ops, as `mlir-opt --mlir-print-op-generic` prints them.
fn generate() -> String {
    let mut s = String::with_capacity(20 << 20);
    s.push_str("\"builtin.module\"() ({\n");
    let mut seed = 1u64;
    let mut rnd = |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize % n
    };
    for f in 0..2000 {
        let _ = writeln!(s, "  \"func.func\"() <{{function_type = (i32, i32, f32) -> i32, sym_name = \"f{f}\"}}> ({{");
        s.push_str("  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):\n");
        let mut ints = vec!["%arg0".to_string(), "%arg1".to_string()];
        let mut flts = vec!["%arg2".to_string()];
        for n in 0..99 {
            let (a, b) = (ints[rnd(ints.len())].clone(), ints[rnd(ints.len())].clone());
            match n % 6 {
                0 => {
                    let _ = writeln!(
                        s,
                        "    %{n} = \"arith.constant\"() <{{value = {} : i32}}> : () -> i32",
                        rnd(2000) as i64 - 1000
                    );
                }
                1 | 2 => {
                    let op = if n % 6 == 1 { "addi" } else { "muli" };
                    let _ = writeln!(s, "    %{n} = \"arith.{op}\"({a}, {b}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32");
                }
                3 => {
                    let (x, y) = (&flts[rnd(flts.len())], &flts[rnd(flts.len())]);
                    let _ = writeln!(s, "    %{n} = \"arith.addf\"({x}, {y}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32");
                    flts.push(format!("%{n}"));
                    continue;
                }
                4 => {
                    let _ = writeln!(s, "    %{n} = \"arith.cmpi\"({a}, {b}) <{{predicate = 2 : i64}}> : (i32, i32) -> i1");
                    continue;
                }
                _ => {
                    let _ = writeln!(
                        s,
                        "    %{n} = \"arith.select\"(%{}, {a}, {b}) : (i1, i32, i32) -> i32",
                        n - 1
                    );
                }
            }
            ints.push(format!("%{n}"));
        }
        let _ = writeln!(
            s,
            "    \"func.return\"({}) : (i32) -> ()\n  }}) : () -> ()",
            ints[ints.len() - 1]
        );
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// Seconds this thread has been on a CPU (Linux), so that a busy machine does not skew
/// the numbers; wall time elsewhere.
fn cpu_seconds(start: Instant) -> f64 {
    match std::fs::read_to_string("/proc/thread-self/schedstat") {
        Ok(s) => s
            .split_whitespace()
            .next()
            .and_then(|n| n.parse::<f64>().ok())
            .map_or(0.0, |ns| ns / 1e9),
        Err(_) => start.elapsed().as_secs_f64(),
    }
}

/// CPU seconds taken by `f`.
fn timed<R>(f: impl FnOnce() -> R) -> (R, f64) {
    let t = Instant::now();
    let before = cpu_seconds(t);
    let r = f();
    (r, cpu_seconds(t) - before)
}

#[test]
#[ignore]
fn parse_throughput() {
    let text = match std::env::var("XLA_PARSE_BENCH") {
        Ok(path) => std::fs::read_to_string(path).expect("readable benchmark file"),
        Err(_) => generate(),
    };
    let mb = text.len() as f64 / 1e6;
    // A fresh context per run: interning everything anew, as a tool run does.
    let mut cold = f64::MAX;
    for _ in 0..3 {
        let c = bench_ctx();
        let (m, secs) = timed(|| {
            parse_module(&c, "bench.mlir", &text).unwrap_or_else(|e| panic!("{}", e[0].message))
        });
        cold = cold.min(secs);
        drop(m);
    }
    // The same context again: types and attributes already interned.
    let c = bench_ctx();
    let mut warm = f64::MAX;
    for _ in 0..4 {
        let (m, secs) = timed(|| {
            parse_module(&c, "bench.mlir", &text).unwrap_or_else(|e| panic!("{}", e[0].message))
        });
        warm = warm.min(secs);
        drop(m);
    }
    println!("parsed {mb:.1} MB (CPU time): fresh context {cold:.3} s ({:.0} MB/s), warm {warm:.3} s ({:.0} MB/s)", mb / cold, mb / warm);
}

/// Parses each file of `XLA_PARSE_FILES` (colon-separated), e.g. mlir-opt outputs,
/// with unregistered dialects allowed and func stand-ins; prints the first error of each.
#[test]
#[ignore]
fn parse_files() {
    let Ok(list) = std::env::var("XLA_PARSE_FILES") else {
        return;
    };
    let c = bench_ctx();
    let mut failed = 0;
    let mut first: Option<Vec<String>> = None;
    for path in list.split(':').filter(|p| !p.is_empty()) {
        let text = std::fs::read_to_string(path).expect("readable file");
        match parse_module(&c, path, &text) {
            Ok(m) => {
                let fp = fingerprint(&c, &m.top);
                println!("ok   {path}: {} ops", fp.len());
                // With XLA_PARSE_SAME, all files must parse to the same IR (locations aside).
                if std::env::var_os("XLA_PARSE_SAME").is_some() {
                    match &first {
                        None => first = Some(fp),
                        Some(f) => {
                            for (a, b) in f.iter().zip(&fp) {
                                if a != b {
                                    println!("  differs:\n    {a}\n    {b}");
                                    failed += 1;
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            Err(e) => {
                failed += 1;
                let (f, l, col) = c.loc_file_line_col(e[0].loc).unwrap_or(("?", 0, 0));
                println!("FAIL {path}: {f}:{l}:{col}: {}", e[0].message);
            }
        }
    }
    assert_eq!(failed, 0);
}

/// One line per op (pre-order, nested bodies included): name, attributes, properties,
/// result and operand types, successor and region counts.
fn fingerprint(c: &Context, body: &crate::ir::Body) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(b) = stack.pop() {
        let mut ops: Vec<_> = b.all_ops().collect();
        ops.sort();
        for op in ops {
            let d = b.op(op);
            let types: Vec<String> = b
                .results(op)
                .iter()
                .map(|&v| crate::asm::parser::type_to_string(c, b.value_type(v)))
                .collect();
            let opnd: Vec<String> = b
                .operands(op)
                .map(|v| crate::asm::parser::type_to_string(c, b.value_type(v)))
                .collect();
            out.push(format!(
                "{} attrs={:?} props={:?} -> {:?} ({:?}) succ={} regions={}",
                c.op_name_str(d.name),
                d.attrs
                    .iter()
                    .map(|(k, v)| (c.symbol_str(k).to_string(), v.index()))
                    .collect::<Vec<_>>(),
                d.props
                    .iter()
                    .map(|(k, v)| (c.symbol_str(k).to_string(), v.index()))
                    .collect::<Vec<_>>(),
                types,
                opnd,
                d.successors().len(),
                d.num_regions()
            ));
            if let Some(inner) = d.isolated_body() {
                stack.push(inner);
            }
        }
    }
    out
}
