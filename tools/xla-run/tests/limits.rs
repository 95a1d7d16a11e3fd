//! Hostile inputs to xla-run, each run under an address-space limit and a timeout
//! (docs/limits.md).

#[path = "../../../tests/src/limited.rs"]
mod limited;

use limited::{fresh_dir, run_limited};
use std::path::Path;

fn xla_run(args: &[&str], stdin: &str, memory_mb: u64, seconds: u64) -> limited::Limited {
    run_limited(
        Path::new(env!("CARGO_BIN_EXE_xla-run")),
        args,
        stdin.as_bytes(),
        memory_mb,
        seconds,
    )
}

const IDENTITY: &str =
    "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n";

#[test]
fn npy_header_length_is_bounded() {
    let dir = fresh_dir("xla-run", "npy-header");
    // A v2.0 header claiming 0xFFFFFFFF bytes, in a 160-byte file.
    let mut bytes = b"\x93NUMPY\x02\x00\xff\xff\xff\xff".to_vec();
    bytes.extend(b"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }".iter());
    bytes.resize(160, b' ');
    let input = dir.join("huge-header.npy");
    std::fs::write(&input, &bytes).unwrap();
    let run = xla_run(
        &["-", "--input", input.to_str().unwrap(), "--print"],
        IDENTITY,
        512,
        20,
    );
    run.expect_code(1, "a header longer than the limit");
    assert!(
        run.stderr
            .contains("header length 4294967295 exceeds the limit"),
        "{}",
        run.stderr
    );
    // A header length within the limit but past the end of the file.
    bytes[8..12].copy_from_slice(&60000u32.to_le_bytes());
    std::fs::write(&input, &bytes).unwrap();
    let run = xla_run(
        &["-", "--input", input.to_str().unwrap(), "--print"],
        IDENTITY,
        512,
        20,
    );
    run.expect_code(1, "a header past the end of the file");
    assert!(
        run.stderr.contains("is truncated: header length 60000"),
        "{}",
        run.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

const TWO_RESULTS: &str = "func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {\n  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>\n  return %0, %0 : tensor<2xf32>, tensor<2xf32>\n}\n";
const ONE_RESULT: &str = "func.func @main() -> tensor<2xf32> {\n  %0 = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n";

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn output_dir_replaces_all_results_or_none() {
    let dir = fresh_dir("xla-run", "output-dir");
    let out = dir.join("out");
    let out_str = out.to_str().unwrap();
    std::fs::create_dir_all(&out).unwrap();
    for (name, text) in [
        ("out0.npy", "old0"),
        ("out1.npy", "old1"),
        ("out2.npy", "old2"),
        ("out1.npy.bak", "keep"),
        ("out01.npy", "keep"),
        ("notes.txt", "keep"),
    ] {
        std::fs::write(out.join(name), text).unwrap();
    }
    // One result: out0 is replaced, the stale out1 and out2 go, other names stay.
    xla_run(&["-", "--output-dir", out_str], ONE_RESULT, 512, 30).expect_code(0, "one result");
    assert_eq!(
        names(&out),
        ["notes.txt", "out0.npy", "out01.npy", "out1.npy.bak"]
    );
    assert_ne!(std::fs::read(out.join("out0.npy")).unwrap(), b"old0");
    let first = std::fs::read(out.join("out0.npy")).unwrap();
    // out1.npy cannot be written (a directory is in the way): out0.npy keeps the last run's.
    std::fs::create_dir(out.join("out1.npy")).unwrap();
    std::fs::write(out.join("out1.npy").join("x"), "x").unwrap();
    let run = xla_run(&["-", "--output-dir", out_str], TWO_RESULTS, 512, 30);
    run.expect_code(1, "out1.npy is a directory");
    assert!(
        run.stderr.contains("out1.npy': it is a directory"),
        "{}",
        run.stderr
    );
    assert_eq!(
        std::fs::read(out.join("out0.npy")).unwrap(),
        first,
        "out0.npy is not replaced alone"
    );
    assert_eq!(
        names(&out),
        [
            "notes.txt",
            "out0.npy",
            "out01.npy",
            "out1.npy",
            "out1.npy.bak"
        ],
        "no temporary file is left"
    );
    std::fs::remove_dir_all(out.join("out1.npy")).unwrap();
    xla_run(&["-", "--output-dir", out_str], TWO_RESULTS, 512, 30).expect_code(0, "two results");
    assert_eq!(
        names(&out),
        [
            "notes.txt",
            "out0.npy",
            "out01.npy",
            "out1.npy",
            "out1.npy.bak"
        ]
    );
    assert_ne!(std::fs::read(out.join("out0.npy")).unwrap(), first);
    std::fs::remove_dir_all(&dir).unwrap();
}

const PROBES: &str = "func.func @record() {\n  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>\n  %1 = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>\n  %2 = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>\n  %a = interpreter.probe %0, probe_id = \"a/b\" : tensor<2xf32>\n  %b = interpreter.probe %1, probe_id = \"a_b\" : tensor<2xf32>\n  %c = interpreter.probe %2, probe_id = \"x\\0Ay,\\22z\" : tensor<2xf32>\n  func.return\n}\n\nfunc.func @compare() {\n  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>\n  %1 = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>\n  %2 = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>\n  check.expect_serialized_eq %0, probe_id = \"a/b\" : tensor<2xf32>\n  check.expect_serialized_eq %1, probe_id = \"a_b\" : tensor<2xf32>\n  check.expect_serialized_eq %2, probe_id = \"x\\0Ay,\\22z\" : tensor<2xf32>\n  func.return\n}\n";

#[test]
fn probe_ids_get_distinct_files_and_escaped_index_rows() {
    let dir = fresh_dir("xla-run", "probes");
    let probes = dir.join("probes");
    let probes_str = probes.to_str().unwrap();
    xla_run(
        &["-", "--entry", "record", "--probe-output-dir", probes_str],
        PROBES,
        512,
        30,
    )
    .expect_code(0, "record");
    let index = std::fs::read_to_string(probes.join("index.csv")).unwrap();
    assert_eq!(
        index,
        "a/b,0,a%2Fb_0.npy\na_b,0,a_b_0.npy\n\"x\ny,\"\"z\",0,x%0Ay%2C%22z_0.npy\n"
    );
    let run = xla_run(
        &["-", "--entry", "compare", "--probe-output-dir", probes_str],
        PROBES,
        512,
        30,
    );
    run.expect_code(0, "compare");
    assert_eq!(run.stdout, "3 passed, 0 failed\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn split_input_file_memory_is_linear_in_the_chunk_count() {
    // Each chunk used to be padded with newlines to its line: quadratic memory.
    let chunks = 5_000;
    let mut text = String::new();
    for i in 0..chunks {
        text.push_str(&format!("func.func @main() -> tensor<1xf32> {{\n  %0 = arith.constant dense<{i}.0> : tensor<1xf32>\n  return %0 : tensor<1xf32>\n}}\n// -----\n"));
    }
    text.push_str("func.func @main() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n");
    let run = xla_run(&["-", "--split-input-file", "--print"], &text, 512, 120);
    run.expect_code(1, "5k chunks and an error in the last one");
    assert_eq!(run.stdout.lines().count(), chunks);
    let bad_line = 5 * chunks + 3;
    assert!(
        run.stderr
            .contains(&format!("<stdin>:{bad_line}:3: error:")),
        "{}",
        run.stderr
    );
}

#[test]
fn live_values_share_one_budget_per_run() {
    // Values of 256 MiB each (every one within the per-value limit): `%2` (two operand copies and
    // a result beside two live values) is refused before it is computed, where two values at the limit used to abort at 3.7 GB.
    let text = "func.func @main() -> tensor<f64> {\n  %0 = stablehlo.iota dim = 0 : tensor<33554432xf64>\n  %1 = stablehlo.negate %0 : tensor<33554432xf64>\n  %2 = stablehlo.add %0, %1 : tensor<33554432xf64>\n  %c = stablehlo.constant dense<0.0> : tensor<f64>\n  %3 = stablehlo.reduce(%2 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<33554432xf64>, tensor<f64>) -> tensor<f64>\n  return %3 : tensor<f64>\n}\n";
    let run = xla_run(&["-", "--print"], text, 1536, 180);
    run.expect_code(1, "256 MiB values");
    assert!(run.stderr.contains("<stdin>:4:8: error: 'hlo.add' op the run's values would take 1342177280 bytes, more than the interpreter's budget of 1073741824 bytes"), "{}", run.stderr);
}

/// `main` returning the sum of a splat constant of `n` f32 ones.
#[cfg(feature = "melior")]
fn splat_sum(n: u64) -> String {
    format!(
        "func.func @main() -> tensor<f32> {{\n  %0 = hlo.constant dense<1.0> : tensor<{n}xf32>\n  %z = hlo.constant dense<0.0> : tensor<f32>\n  %r = hlo.reduce(%0 init: %z) applies hlo.add across dimensions = [0] : (tensor<{n}xf32>, tensor<f32>) -> tensor<f32>\n  return %r : tensor<f32>\n}}\n"
    )
}

#[cfg(feature = "melior")]
#[test]
fn jit_splat_constants_stay_splats() {
    // 400 MB filled at run time: the global would be a 400 MB LLVM initializer.
    let run = xla_run(
        &["-", "--backend", "jit", "--print"],
        &splat_sum(100_000_000),
        3072,
        120,
    );
    run.expect_code(0, "a 1e8-element splat");
    assert!(
        run.stdout.contains("dense<1.000000e+08> : tensor<f32>"),
        "{}",
        run.stdout
    );
    // 4 GB and 40 GB: more than the address-space limit, so the fill's allocation fails.
    for (n, bytes) in [
        (1_000_000_000u64, 4_000_000_064u64),
        (10_000_000_000, 40_000_000_064),
    ] {
        let run = xla_run(
            &["-", "--backend", "jit", "--print"],
            &splat_sum(n),
            3072,
            120,
        );
        run.expect_code(1, &format!("a {n}-element splat"));
        assert!(
            run.stderr.contains(&format!(
                "<stdin>:2:8: out of memory: the allocation of {bytes} bytes failed"
            )),
            "{}",
            run.stderr
        );
    }
    // Zero elements, one of them a dimension of 1e11: no initializer at all.
    let empty = "func.func @main() -> tensor<0x100000000000xf32> {\n  %0 = arith.constant dense<1.0> : tensor<0x100000000000xf32>\n  return %0 : tensor<0x100000000000xf32>\n}\n";
    let run = xla_run(&["-", "--backend", "jit", "--print"], empty, 3072, 120);
    run.expect_code(0, "an empty constant with a huge dimension");
    assert!(
        run.stdout.contains("dense<> : tensor<0x100000000000xf32>"),
        "{}",
        run.stdout
    );
    // Beyond what a 64-bit target can address: a located error before LLVM.
    let huge = "func.func @main() -> tensor<f32> {\n  %0 = arith.constant dense<1.0> : tensor<4611686018427387904xf32>\n  %z = arith.constant dense<0.0> : tensor<f32>\n  %r = hlo.reduce(%0 init: %z) applies hlo.add across dimensions = [0] : (tensor<4611686018427387904xf32>, tensor<f32>) -> tensor<f32>\n  return %r : tensor<f32>\n}\n";
    let run = xla_run(&["-", "--backend", "jit", "--print"], huge, 3072, 120);
    run.expect_code(1, "a splat of 2^64 bytes");
    assert!(
        run.stderr
            .contains("is more than the target can address (2^63 - 1 bytes"),
        "{}",
        run.stderr
    );
}

#[cfg(feature = "melior")]
#[test]
fn jit_allocation_failure_is_an_error_of_the_call() {
    let alloc = "func.func @main() -> memref<100000000000xf32> {\n  %0 = memref.alloc() : memref<100000000000xf32>\n  return %0 : memref<100000000000xf32>\n}\n";
    let iota = "func.func @main() -> tensor<f32> {\n  %0 = hlo.iota dim = 0 : tensor<100000000000xf32>\n  %z = hlo.constant dense<0.0> : tensor<f32>\n  %r = hlo.reduce(%0 init: %z) applies hlo.add across dimensions = [0] : (tensor<100000000000xf32>, tensor<f32>) -> tensor<f32>\n  return %r : tensor<f32>\n}\n";
    for (what, text, bytes) in [
        ("a 400 GB memref.alloc", alloc, "400000000000"),
        ("a 400 GB iota", iota, "400000000064"),
    ] {
        // --repeat: the process stays usable after a failed call (each call fails alike).
        let run = xla_run(
            &["-", "--backend", "jit", "--print", "--repeat", "2"],
            text,
            3072,
            120,
        );
        run.expect_code(1, what);
        assert!(
            run.stderr.contains(&format!(
                "<stdin>:2:8: out of memory: the allocation of {bytes} bytes failed"
            )),
            "{what}: {}",
            run.stderr
        );
    }
}
