//! Resource use linear in the input: each run is limited in address space and time
//! (tests/src/limited.rs), with generated inputs.

#[path = "../../../tests/src/limited.rs"]
mod limited;

use limited::run_limited;
use std::path::Path;

fn exe() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_xla-opt"))
}

#[test]
fn split_input_file_memory_is_linear_in_the_chunk_count() {
    // 40k chunks: padding each chunk to its line took them to 1.7 GB (~30 MB now), and a scan
    // of the whole context per printed chunk made the time quadratic.
    let chunks = 40_000;
    let mut text = String::new();
    for i in 0..chunks {
        text.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n// -----\n"));
    }
    // The last chunk's error is reported at its line in the whole file.
    text.push_str("func.func @bad() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n");
    let run = run_limited(
        exe(),
        &["-", "--split-input-file", "-o", "/dev/null"],
        text.as_bytes(),
        1024,
        120,
    );
    run.expect_code(1, "40k chunks and an error in the last one");
    let bad_line = 4 * chunks + 3;
    assert!(
        run.stderr
            .contains(&format!("<stdin>:{bad_line}:3: error:")),
        "{}",
        run.stderr
    );
}

#[test]
fn symbol_dce_is_linear_in_call_sites() {
    // 40k call sites of 20k private callees, and 20k dead private functions: a scan of the
    // table per call site took over 20 s (release build).
    let callees = 20_000;
    let mut text = String::from("func.func @main() {\n");
    for i in 0..2 * callees {
        text.push_str(&format!("  func.call @live{}() : () -> ()\n", i % callees));
    }
    text.push_str("  return\n}\n");
    for i in 0..callees {
        text.push_str(&format!("func.func private @live{i}() {{\n  return\n}}\nfunc.func private @dead{i}() {{\n  return\n}}\n"));
    }
    let run = run_limited(exe(), &["-", "--symbol-dce"], text.as_bytes(), 2048, 120);
    run.expect_code(0, "symbol-dce on 40k call sites");
    assert_eq!(
        run.stdout.matches("func.func private @live").count(),
        callees
    );
    assert!(!run.stdout.contains("@dead"), "dead functions are erased");
}

#[test]
fn elementwise_fusion_is_linear_in_the_chain_length() {
    // 10k chained adds: fusing each producer's whole body into its consumer made the fused
    // body grow with the chain (4 GB and two minutes in a debug build); fused bodies are
    // bounded now (linalg_fuse_elementwise::MAX_FUSED_OPS).
    let n = 10_000;
    let mut text =
        String::from("func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {\n  %v0 = hlo.add %a, %a : tensor<16xf32>\n");
    for i in 1..n {
        text.push_str(&format!(
            "  %v{i} = hlo.add %v{}, %a : tensor<16xf32>\n",
            i - 1
        ));
    }
    text.push_str(&format!("  return %v{} : tensor<16xf32>\n}}\n", n - 1));
    let run = run_limited(
        exe(),
        &["-", "--lower-to-loops"],
        text.as_bytes(),
        1024,
        120,
    );
    run.expect_code(0, "--lower-to-loops on 10k chained adds");
    assert_eq!(
        run.stdout.matches("arith.addf").count(),
        n,
        "every add is kept"
    );
}

/// `#a1 = [#a0, #a0]`, `#a2 = [#a1, #a1]`, ... (or the same with tuple types): 1.3 KB that
/// stands for terabytes of text once printed.
fn doubling_aliases(levels: usize, attr: bool, used: usize) -> String {
    let mut text = String::from(if attr {
        "#a0 = [1, 2]\n"
    } else {
        "!a0 = tuple<i32, i32>\n"
    });
    for i in 1..levels {
        let j = i - 1;
        text.push_str(&if attr {
            format!("#a{i} = [#a{j}, #a{j}]\n")
        } else {
            format!("!a{i} = tuple<!a{j}, !a{j}>\n")
        });
    }
    text.push_str(&if attr {
        format!("func.func @f() attributes {{x = #a{used}}} {{\n")
    } else {
        format!("func.func @f(%x: !a{used}) {{\n")
    });
    text.push_str("  return\n}\n");
    text
}

#[test]
fn alias_expansion_is_bounded_with_a_located_error() {
    for attr in [true, false] {
        let text = doubling_aliases(40, attr, 39);
        let run = run_limited(exe(), &["-"], text.as_bytes(), 1024, 60);
        run.expect_code(1, "a used alias standing for terabytes");
        let sigil = if attr { '#' } else { '!' };
        assert!(run.stderr.contains("<stdin>:41:"), "{}", run.stderr);
        assert!(run.stderr.contains(&format!("error: alias expansions exceed the limit of 268435456 bytes ('{sigil}a39' stands for")), "{}", run.stderr);
        // Unused, the same definitions are fine; a small use prints in full.
        let text = doubling_aliases(40, attr, 10);
        let run = run_limited(exe(), &["-"], text.as_bytes(), 1024, 60);
        run.expect_code(0, "a used alias of 2^10 elements");
        assert!(run.stdout.len() > 2048, "{}", run.stdout.len());
    }
}

fn nested_regions(levels: usize) -> String {
    let mut text = String::from("func.func @f() {\n");
    text.push_str(&"\"t.op\"() ({\n".repeat(levels));
    text.push_str(&"}) : () -> ()\n".repeat(levels));
    text.push_str("  return\n}\n");
    text
}

#[test]
fn nesting_is_limited_with_a_located_error() {
    let limit = "error: nesting exceeds the limit of 4096 levels";
    let args = ["-", "--allow-unregistered-dialect", "-o", "/dev/null"];
    // Within the limit, deep regions are fine.
    run_limited(exe(), &args, nested_regions(1000).as_bytes(), 1024, 60)
        .expect_code(0, "1000 nested regions");
    // 100k levels took 1.7 GB and more; the limit stops them at the first op past it.
    let run = run_limited(exe(), &args, nested_regions(100_000).as_bytes(), 1024, 60);
    run.expect_code(1, "100k nested regions");
    assert!(
        run.stderr.contains(&format!("<stdin>:4097:1: {limit}")),
        "{}",
        run.stderr
    );
    // Nested dense literals were quadratic in time (100k levels: minutes in a debug build).
    let depth = 100_000;
    let dense = format!(
        "func.func @f() -> tensor<1xi32> {{\n  %0 = arith.constant dense<{}1{}> : tensor<1xi32>\n  return %0 : tensor<1xi32>\n}}\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let run = run_limited(exe(), &args, dense.as_bytes(), 1024, 60);
    run.expect_code(1, "100k nested dense lists");
    assert!(
        run.stderr.contains("<stdin>:2:") && run.stderr.contains(limit),
        "{}",
        run.stderr
    );
    let array = format!(
        "func.func @f() attributes {{x = {}1{}}} {{\n  return\n}}\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let run = run_limited(exe(), &args, array.as_bytes(), 1024, 60);
    run.expect_code(1, "100k nested arrays");
    assert!(
        run.stderr.contains("<stdin>:1:") && run.stderr.contains(limit),
        "{}",
        run.stderr
    );
    let types = format!(
        "func.func @f(%a: {}i32{}) {{\n  return\n}}\n",
        "tuple<".repeat(depth),
        ">".repeat(depth)
    );
    let run = run_limited(exe(), &args, types.as_bytes(), 1024, 60);
    run.expect_code(1, "100k nested tuple types");
    assert!(run.stderr.contains(limit), "{}", run.stderr);
}

#[test]
fn string_attributes_keep_bytes_that_are_not_utf8() {
    // Escaped and raw bytes that are not UTF-8 print back as mlir-opt 22 prints them.
    let input = b"module attributes {x.a = \"a\\FF\\FE\", x.b = \"raw \xff\xfe \xc3\xa9\"} {\n}\n";
    let run = run_limited(exe(), &["-"], input, 1024, 30);
    run.expect_code(0, "bytes that are not UTF-8 in strings");
    assert_eq!(
        run.stdout,
        "module attributes {x.a = \"a\\FF\\FE\", x.b = \"raw \\FF\\FE \\C3\\A9\"} {\n}\n\n"
    );
    // Outside a string literal they stay an error at their line and column.
    let run = run_limited(exe(), &["-"], b"module \xff {\n}\n", 1024, 30);
    run.expect_code(1, "a byte that is not UTF-8 outside a string");
    assert!(
        run.stderr
            .contains("<stdin>:1:8: error: invalid UTF-8 byte 0xff"),
        "{}",
        run.stderr
    );
}
