//! End-to-end runs: input, passes, output, split files, diagnostics verification.
//! These need the parser and printer (`xla_ir::asm`).

mod opt_process;
use opt_process::{temp_dir, xla_opt};

const TWO_OPS: &str = "\"foo.a\"() : () -> ()\n\"foo.b\"() {x = 1 : i32} : () -> ()\n";

#[test]
fn stdin_is_parsed_and_printed() {
    let (code, out, err) = xla_opt(&["--allow-unregistered-dialect"], TWO_OPS);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("module {\n"), "{out}");
    assert!(
        out.contains("\"foo.a\"() : () -> ()")
            && out.contains("\"foo.b\"() {x = 1 : i32} : () -> ()"),
        "{out}"
    );
    assert!(out.ends_with("}\n\n"), "{out:?}");
    // `-` names standard input explicitly.
    let (code, out2, _) = xla_opt(&["-", "-allow-unregistered-dialect"], TWO_OPS);
    assert_eq!((code, out2), (0, out));
}

#[test]
fn parse_errors_are_rendered_and_fail() {
    let (code, out, err) = xla_opt(&[], "\"foo.a\"() : () -> ()\n");
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert!(
        err.starts_with("<stdin>:1:8: error: operation being parsed with an unregistered dialect"),
        "{err}"
    );
}

#[test]
fn output_file_is_written_on_success() {
    let dir = temp_dir("output-ok");
    let out = dir.join("out.mlir");
    std::fs::write(&out, "old contents").unwrap();
    let (code, stdout, err) = xla_opt(
        &["--allow-unregistered-dialect", "-o", out.to_str().unwrap()],
        TWO_OPS,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(stdout, "");
    assert!(std::fs::read_to_string(&out)
        .unwrap()
        .starts_with("module {"));
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(
        names,
        vec![std::ffi::OsString::from("out.mlir")],
        "no temporary file is left behind"
    );
}

#[test]
fn failed_run_leaves_existing_output_untouched() {
    let dir = temp_dir("output-fail");
    let out = dir.join("out.mlir");
    std::fs::write(&out, "old contents").unwrap();
    let (code, _, _) = xla_opt(&["-o", out.to_str().unwrap()], "this is not MLIR");
    assert_eq!(code, 1);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old contents");
    let count = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(count, 1, "no temporary file is left behind");
    // A failing run does not create a missing output file either.
    let fresh = dir.join("fresh.mlir");
    let (code, _, _) = xla_opt(&["-o", fresh.to_str().unwrap()], "this is not MLIR");
    assert_eq!(code, 1);
    assert!(!fresh.exists());
}

#[test]
fn unwritable_output_fails() {
    let (code, _, err) = xla_opt(
        &[
            "--allow-unregistered-dialect",
            "-o",
            "/definitely/not/here/out.mlir",
        ],
        TWO_OPS,
    );
    assert_eq!(code, 1);
    assert!(err.contains("cannot open output file"), "{err}");
}

#[test]
fn split_input_file_processes_each_chunk() {
    let input = "\"foo.a\"() : () -> ()\n// -----\n\"foo.b\"() : () -> ()\n// -----\n\"foo.c\"() : () -> ()\n";
    let (code, out, err) = xla_opt(&["-split-input-file", "-allow-unregistered-dialect"], input);
    assert_eq!(code, 0, "{err}");
    let chunks: Vec<&str> = out.split("// -----\n").collect();
    assert_eq!(chunks.len(), 3, "{out}");
    for (chunk, op) in chunks.iter().zip(["foo.a", "foo.b", "foo.c"]) {
        assert!(
            chunk.starts_with("module {") && chunk.contains(op),
            "{chunk}"
        );
    }
}

#[test]
fn split_input_file_keeps_going_after_a_failing_chunk() {
    let input = "\"foo.a\"() : () -> ()\n// -----\n\"foo.b\"(\n// -----\n\"foo.c\"() : () -> ()\n";
    let (code, out, err) = xla_opt(
        &["--split-input-file", "--allow-unregistered-dialect"],
        input,
    );
    assert_eq!(code, 1);
    let chunks: Vec<&str> = out.split("// -----\n").collect();
    assert_eq!(chunks.len(), 3, "{out}");
    assert_eq!(chunks[1], "");
    assert!(chunks[2].contains("foo.c"));
    // Locations are lines of the whole file.
    assert!(err.starts_with("<stdin>:3:"), "{err}");
}

#[test]
fn custom_split_markers() {
    let input = "\"foo.a\"() : () -> ()\n// ---\n\"foo.b\"() : () -> ()\n";
    let (code, out, err) = xla_opt(
        &[
            "--split-input-file=// ---",
            "--output-split-marker=// ===",
            "--allow-unregistered-dialect",
        ],
        input,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("// ===\n").count(), 1, "{out}");
}

const EXPECTS_UNREGISTERED: &str =
    "// expected-error @+1 {{unregistered dialect}}\n\"foo.a\"() : () -> ()\n";

#[test]
fn verify_diagnostics_success_is_silent() {
    let (code, out, err) = xla_opt(&["-verify-diagnostics"], EXPECTS_UNREGISTERED);
    assert_eq!((code, err.as_str()), (0, ""), "{err}");
    assert_eq!(out, "");
}

#[test]
fn verify_diagnostics_reports_mismatches() {
    let input = EXPECTS_UNREGISTERED.replace("unregistered dialect", "something else");
    let (code, _, err) = xla_opt(&["-verify-diagnostics"], &input);
    assert_eq!(code, 1);
    assert!(err.contains("<stdin>:2:8: error: unexpected error: operation being parsed with an unregistered dialect"), "{err}");
    assert!(
        err.contains("<stdin>:1:4: error: expected error \"something else\" was not produced"),
        "{err}"
    );
}

#[test]
fn verify_diagnostics_with_split_chunks_and_output() {
    let input = format!("\"foo.ok\"() : () -> ()\n// -----\n{EXPECTS_UNREGISTERED}");
    let (code, out, err) = xla_opt(&["-split-input-file", "-verify-diagnostics"], &input);
    // The first chunk has an unexpected error too (no --allow-unregistered-dialect).
    assert_eq!(code, 1);
    assert!(
        err.contains("<stdin>:1:9: error: unexpected error"),
        "{err}"
    );
    assert!(!err.contains("was not produced"), "{err}");
    assert_eq!(out, "// -----\n");
}

#[test]
fn expected_diagnostic_that_never_comes_fails() {
    let input = "// expected-error @+1 {{boom}}\n\"foo.a\"() : () -> ()\n";
    let (code, out, err) = xla_opt(
        &["-verify-diagnostics", "-allow-unregistered-dialect"],
        input,
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("expected error \"boom\" was not produced"),
        "{err}"
    );
    // The module is still printed, as mlir-opt does.
    assert!(out.contains("foo.a"), "{out}");
}

#[test]
fn strip_debuginfo_and_ir_dumps() {
    let input = "\"foo.a\"() : () -> () loc(\"f.mlir\":3:4)\n";
    let (code, out, err) = xla_opt(
        &[
            "--allow-unregistered-dialect",
            "--strip-debuginfo",
            "--mlir-print-debuginfo",
            "--mlir-print-ir-after-all",
        ],
        input,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        !out.contains("f.mlir") && out.contains("loc(unknown)"),
        "{out}"
    );
    assert!(
        err.starts_with(
            "// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //\nmodule"
        ),
        "{err}"
    );
    let (code, _, err) = xla_opt(
        &[
            "--allow-unregistered-dialect",
            "--pass-pipeline=builtin.module(strip-debuginfo)",
            "--mlir-print-ir-before=strip-debuginfo",
        ],
        input,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with("// -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //\n"),
        "{err}"
    );
}

#[test]
fn timing_report_has_mlir_opt_rows() {
    let (code, _, err) = xla_opt(
        &[
            "--allow-unregistered-dialect",
            "--strip-debuginfo",
            "--mlir-timing",
            "--mlir-disable-threading",
        ],
        TWO_OPS,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("                         ... Execution time report ...\n"),
        "{err}"
    );
    assert!(err.contains("  Total Execution Time: "), "{err}");
    assert!(err.contains("  ----Wall Time----  ----Name----\n"), "{err}");
    let rows: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("%)"))
        .map(|l| l.rsplit("%)  ").next().unwrap_or(""))
        .collect();
    assert_eq!(
        rows,
        vec![
            "Parser",
            "Verifier",
            "StripDebugInfo",
            "Output",
            "Rest",
            "Total"
        ],
        "{err}"
    );
}

#[test]
fn verify_each_flag_spellings() {
    for flag in [
        "--verify-each=false",
        "-verify-each=0",
        "--verify-each",
        "--verify-each=true",
    ] {
        let (code, _, err) = xla_opt(
            &["--allow-unregistered-dialect", "--strip-debuginfo", flag],
            TWO_OPS,
        );
        assert_eq!(code, 0, "{flag}: {err}");
    }
}
