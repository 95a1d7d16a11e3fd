//! Command-line behavior that does not depend on parsing IR.

mod opt_process;
use opt_process::xla_opt;

#[test]
fn unknown_flag_fails() {
    let (code, _, err) = xla_opt(&["--no-such-flag"], "");
    assert_eq!(code, 1);
    assert!(err.contains("--no-such-flag"), "{err}");
}

#[test]
fn help_and_list_passes_succeed() {
    let (code, out, _) = xla_opt(&["--help"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("--pass-pipeline") && out.contains("--strip-debuginfo"),
        "{out}"
    );
    let (code, out, _) = xla_opt(&["-list-passes"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("Passes:\n"));
    assert!(out.contains("  --strip-debuginfo"), "{out}");
}

#[test]
fn bad_pipelines_are_reported_with_a_location() {
    let (code, _, err) = xla_opt(
        &["--pass-pipeline=builtin.module(strip-debuginfo,nope)"],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("<pass-pipeline>:1:32: error: 'nope' does not refer to a registered pass or pass pipeline"), "{err}");
    let (code, _, err) = xla_opt(&["--pass-pipeline", "strip-debuginfo"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("expected pass pipeline to be wrapped with the anchor operation type"),
        "{err}"
    );
    let (code, _, err) = xla_opt(
        &["--pass-pipeline=builtin.module(strip-debuginfo{x=1})"],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("failed to add `strip-debuginfo` with options `x=1`"),
        "{err}"
    );
}

#[test]
fn pipeline_and_pass_flags_do_not_mix() {
    let (code, _, err) = xla_opt(
        &["--strip-debuginfo", "--pass-pipeline=builtin.module()"],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("'-pass-pipeline' option can't be used with individual pass options"),
        "{err}"
    );
}

#[test]
fn pass_flag_options_are_checked() {
    let (code, _, err) = xla_opt(&["--strip-debuginfo=bogus=1"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "failed to add `strip-debuginfo` with options `bogus=1`: no such option 'bogus'"
        ),
        "{err}"
    );
}

#[test]
fn print_ir_names_must_be_passes() {
    let (code, _, err) = xla_opt(&["--mlir-print-ir-after=bogus"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("for the --mlir-print-ir-after option: Cannot find option named 'bogus'!"),
        "{err}"
    );
}

#[test]
fn dump_pass_pipeline_shows_nesting() {
    let (_, _, err) = xla_opt(&["--strip-debuginfo", "--dump-pass-pipeline"], "");
    assert!(
        err.starts_with("Pass Manager with 1 passes:\nbuiltin.module(\n  strip-debuginfo\n)\n"),
        "{err}"
    );
}

#[test]
fn missing_input_file_fails() {
    let (code, _, err) = xla_opt(&["/definitely/not/here.mlir"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "cannot open input file '/definitely/not/here.mlir': No such file or directory"
        ),
        "{err}"
    );
}
