use super::super::*;

fn parse(text: &str) -> ExpectedDiagnostics {
    ExpectedDiagnostics::parse("t.mlir", text).expect("parse ok")
}

fn summary(e: &ExpectedDiagnostics) -> Vec<(Severity, Option<u32>, &str)> {
    e.expectations()
        .iter()
        .map(|x| (x.severity, x.line, x.text.as_str()))
        .collect()
}

#[test]
fn same_line_and_kinds() {
    let e = parse("op1 // expected-error {{bad op}}\nop2 // expected-warning{{w}}\n// expected-remark {{r}}\n// expected-note {{n}}\n");
    assert_eq!(
        summary(&e),
        vec![
            (Severity::Error, Some(1), "bad op"),
            (Severity::Warning, Some(2), "w"),
            (Severity::Remark, Some(3), "r"),
            (Severity::Note, Some(4), "n"),
        ]
    );
    let first = &e.expectations()[0];
    assert_eq!(first.comment_loc, SrcLoc::new("t.mlir", 1, 8));
    assert!(!first.is_regex);
    assert_eq!(e.buffer_name(), "t.mlir");
    assert!(!e.is_empty());
}

#[test]
fn relative_offsets_are_relative_to_comment_line() {
    let text = "\
// expected-error @+2 {{two below}}
// expected-error@+1 {{one below}}
op
op // expected-error @-3 {{three above}}
";
    let e = parse(text);
    assert_eq!(
        summary(&e),
        vec![
            (Severity::Error, Some(3), "two below"),
            (Severity::Error, Some(3), "one below"),
            (Severity::Error, Some(1), "three above"),
        ]
    );
}

#[test]
fn above_and_below_skip_expectation_lines() {
    let text = "\
first
// expected-error @above {{a1}}
// expected-note @above {{a2}}
// expected-error @below {{b1}}
// expected-warning @below {{b2}}
target
// expected-error @below {{dangling}}
";
    let e = parse(text);
    assert_eq!(
        summary(&e),
        vec![
            (Severity::Error, Some(1), "a1"),
            (Severity::Note, Some(1), "a2"),
            (Severity::Error, Some(6), "b1"),
            (Severity::Warning, Some(6), "b2"),
            // Dangling @below: last line (the empty one after the final newline).
            (Severity::Error, Some(8), "dangling"),
        ]
    );
}

#[test]
fn above_without_previous_line_targets_line_one() {
    let e = parse("// expected-error @above {{x}}");
    assert_eq!(summary(&e), vec![(Severity::Error, Some(1), "x")]);
}

#[test]
fn unknown_designator() {
    let e = parse("// expected-error @unknown {{no loc}}\n");
    assert_eq!(summary(&e), vec![(Severity::Error, None, "no loc")]);
}

#[test]
fn message_spans_first_open_to_last_close() {
    let e = parse("// expected-error {{has {{braces}} inside}}  \r\n");
    assert_eq!(
        summary(&e),
        vec![(Severity::Error, Some(1), "has {{braces}} inside")]
    );
    let e = parse("// expected-error {{}}\n");
    assert_eq!(summary(&e), vec![(Severity::Error, Some(1), "")]);
}

#[test]
fn several_expectations_on_one_line() {
    let e = parse("op // expected-error {{first}} expected-note @+1 {{second}}\n");
    assert_eq!(
        summary(&e),
        vec![
            (Severity::Error, Some(1), "first"),
            (Severity::Note, Some(2), "second")
        ]
    );
    assert_eq!(e.expectations()[1].comment_loc.col, 32);
}

#[test]
fn malformed_lines_are_plain_lines() {
    // Not ending in `}}`, bad designator, unknown kind, missing braces.
    let text = "\
// expected-error {{x}} trailing
// expected-error @+x {{x}}
// expected-fatal {{x}}
// expected-error x
// expected-error @below {{target is next plain line}}
plain
";
    let e = parse(text);
    assert_eq!(
        summary(&e),
        vec![(Severity::Error, Some(6), "target is next plain line")]
    );
    // A malformed line is itself a valid @below target.
    let e = parse("// expected-error @below {{m}}\n// expected-error oops\n");
    assert_eq!(summary(&e), vec![(Severity::Error, Some(2), "m")]);
}

#[test]
fn offset_before_first_line_is_an_error() {
    let errs =
        ExpectedDiagnostics::parse("t.mlir", "x\n// expected-error @-5 {{x}}\n").unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].loc, Some(SrcLoc::new("t.mlir", 2, 4)));
    assert!(
        errs[0].message.contains("before the first line"),
        "{}",
        errs[0].message
    );
}

#[test]
fn regex_errors_are_reported() {
    let errs = ExpectedDiagnostics::parse(
        "t.mlir",
        "// expected-error-re {{a {{[0-9]}}\n// expected-error-re {{{{(}}}}\n// expected-error-re {{ok {{x*}}}}\n",
    )
    .unwrap_err();
    assert_eq!(errs.len(), 2);
    assert_eq!(errs[0].message, "found start of regex with no end '}}'");
    assert!(
        errs[1].message.starts_with("invalid regex: "),
        "{}",
        errs[1].message
    );
    assert_eq!(errs[1].loc.as_ref().map(|l| l.line), Some(2));
}

#[test]
fn regex_expectation_matching() {
    let e = parse("// expected-error-re {{operand #{{[0-9]+}} type {{.*}}i32}}\n");
    let x = &e.expectations()[0];
    assert!(x.is_regex);
    assert_eq!(x.text, "operand #{{[0-9]+}} type {{.*}}i32");
    assert!(x.matches_message("'foo' op operand #12 type mismatch: i32"));
    assert!(!x.matches_message("'foo' op operand #x type i32"));
    // Literal parts are not regexes.
    let e = parse("// expected-error-re {{a.b {{c+}}}}\n");
    let x = &e.expectations()[0];
    assert!(x.matches_message("a.b ccc"));
    assert!(!x.matches_message("aXb c"));
}

#[test]
fn substring_semantics() {
    let e = parse("// expected-error {{op.b}}\n");
    let x = &e.expectations()[0];
    assert!(x.matches_message("'op.b' is bad"));
    assert!(!x.matches_message("opXb"));
}

#[test]
fn no_expectations() {
    let e = parse("func.func @f() {\n  return\n}\n");
    assert!(e.is_empty());
}

#[test]
fn truly_dangling_below_targets_last_line() {
    let e = parse("x\n// expected-error @below {{d}}");
    assert_eq!(summary(&e), vec![(Severity::Error, Some(2), "d")]);
}
