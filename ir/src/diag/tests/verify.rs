use super::super::*;

const FILE: &str = "t.mlir";

fn exp(text: &str) -> ExpectedDiagnostics {
    ExpectedDiagnostics::parse(FILE, text).expect("parse ok")
}

fn at(line: u32) -> SrcLoc {
    SrcLoc::new(FILE, line, 1)
}

fn messages(out: &[Diagnostic]) -> Vec<String> {
    out.iter().map(|d| d.to_string()).collect()
}

#[test]
fn all_matched_is_empty() {
    let e = exp("op // expected-error {{bad}}\n// expected-warning @+1 {{careful}}\nop\n// expected-remark @unknown {{r}}\n");
    let produced = [
        Diagnostic::error(at(1), "this is bad!"),
        Diagnostic::warning(SrcLoc::new(FILE, 3, 7), "be careful"),
        Diagnostic::remark(None, "remark r"),
    ];
    assert!(e.verify(&produced).is_empty());
}

#[test]
fn unexpected_diagnostic() {
    let e = exp("op\n");
    let out = e.verify(&[Diagnostic::warning(at(1), "surprise")]);
    assert_eq!(
        messages(&out),
        ["t.mlir:1:1: error: unexpected warning: surprise"]
    );
    let out = e.verify(&[Diagnostic::error(None, "nowhere")]);
    assert_eq!(messages(&out), ["error: unexpected error: nowhere"]);
}

#[test]
fn expectation_not_produced() {
    let e = exp("op\n  // expected-error @-1 {{missing}}\n");
    let out = e.verify(&[]);
    assert_eq!(
        messages(&out),
        ["t.mlir:2:6: error: expected error \"missing\" was not produced"]
    );
}

#[test]
fn wrong_line_gives_both_errors() {
    let e = exp("op // expected-error {{bad}}\nop\n");
    let out = e.verify(&[Diagnostic::error(at(2), "bad")]);
    assert_eq!(
        messages(&out),
        [
            "t.mlir:2:1: error: unexpected error: bad",
            "t.mlir:1:7: error: expected error \"bad\" was not produced"
        ]
    );
}

#[test]
fn severity_near_miss() {
    let e = exp("op // expected-error {{bad}}\n");
    let out = e.verify(&[Diagnostic::warning(at(1), "bad")]);
    assert_eq!(
        messages(&out),
        [
            "t.mlir:1:7: error: 'warning' diagnostic emitted when expecting a 'error'",
            "t.mlir:1:7: error: expected error \"bad\" was not produced",
        ]
    );
}

#[test]
fn notes_are_checked_too() {
    let e = exp("op // expected-error {{outer}}\ndef // expected-note {{defined here}}\n");
    let ok = Diagnostic::error(at(1), "outer problem").with_note(at(2), "value defined here");
    assert!(e.verify(&[ok]).is_empty());
    let missing_note = Diagnostic::error(at(1), "outer problem");
    assert_eq!(
        messages(&e.verify(&[missing_note])),
        ["t.mlir:2:8: error: expected note \"defined here\" was not produced"]
    );
    let extra_note = Diagnostic::error(at(1), "outer")
        .with_note(at(2), "defined here")
        .with_note(None, "extra");
    assert_eq!(
        messages(&e.verify(&[extra_note])),
        ["error: unexpected note: extra"]
    );
}

#[test]
fn identical_expectations_need_identical_count() {
    let e = exp("op // expected-error {{dup}}\n// expected-error @-1 {{dup}}\n");
    let one = [Diagnostic::error(at(1), "dup")];
    assert_eq!(
        messages(&e.verify(&one)),
        ["t.mlir:2:4: error: expected error \"dup\" was not produced"]
    );
    let two = [
        Diagnostic::error(at(1), "dup"),
        Diagnostic::error(at(1), "dup"),
    ];
    assert!(e.verify(&two).is_empty());
    let three = [
        Diagnostic::error(at(1), "dup"),
        Diagnostic::error(at(1), "dup"),
        Diagnostic::error(at(1), "dup"),
    ];
    assert_eq!(
        messages(&e.verify(&three)),
        ["t.mlir:1:1: error: unexpected error: dup"]
    );
}

#[test]
fn matching_is_maximal_not_greedy() {
    // Greedy would give "foo bar" to the "foo" expectation and then fail on "foo".
    let e = exp("op // expected-error {{foo}}\n// expected-error @-1 {{foo bar}}\n");
    let produced = [
        Diagnostic::error(at(1), "foo bar"),
        Diagnostic::error(at(1), "foo"),
    ];
    assert!(e.verify(&produced).is_empty());
}

#[test]
fn unknown_location_only_matches_at_unknown() {
    let e = exp("// expected-error @unknown {{lost}}\n");
    let out = e.verify(&[Diagnostic::error(at(1), "lost")]);
    assert_eq!(
        messages(&out),
        [
            "t.mlir:1:1: error: unexpected error: lost",
            "t.mlir:1:4: error: expected error \"lost\" was not produced"
        ]
    );
    assert!(e.verify(&[Diagnostic::error(None, "lost")]).is_empty());
}

#[test]
fn file_name_check_is_optional() {
    let e = exp("op // expected-error {{x}}\n");
    let other = [Diagnostic::error(SrcLoc::new("<stdin>", 1, 1), "x")];
    assert_eq!(e.verify(&other).len(), 2);
    assert!(e.with_file_check(false).verify(&other).is_empty());
}

#[test]
fn regex_expectations_in_verify() {
    let e = exp("op // expected-error-re {{expected {{[0-9]+}} operands}}\n");
    assert!(e
        .verify(&[Diagnostic::error(at(1), "expected 3 operands, got 2")])
        .is_empty());
    assert_eq!(
        e.verify(&[Diagnostic::error(at(1), "expected three operands")])
            .len(),
        2
    );
}

#[test]
fn verify_with_split_chunks_keeps_original_lines() {
    let text = "a\n// -----\nb // expected-error {{in chunk two}}\n";
    let chunks = split_input_file(text, DEFAULT_SPLIT_MARKER);
    let e = ExpectedDiagnostics::parse(FILE, &chunks[1].padded_text()).unwrap();
    assert_eq!(e.expectations()[0].line, Some(3));
    assert!(e
        .verify(&[Diagnostic::error(at(3), "error in chunk two")])
        .is_empty());
}

#[test]
fn verify_output_renders_with_snippets() {
    let text = "op // expected-error {{bad}}\n";
    let mut sm = SourceMgr::new();
    sm.add_buffer(FILE, text.to_owned());
    let out = exp(text).verify(&[]);
    let rendered = render_all(&sm, &out);
    assert_eq!(
        rendered,
        "t.mlir:1:7: error: expected error \"bad\" was not produced\n  |\n1 | op // expected-error {{bad}}\n  |       ^\n"
    );
}
