use super::super::*;

fn sm() -> SourceMgr {
    let mut sm = SourceMgr::new();
    sm.add_buffer(
        "test.mlir",
        "func.func @f() {\n  %0 = \"foo.op\"() : () -> i32\n  return\n}\n".to_owned(),
    );
    sm
}

#[test]
fn sample_error_with_note() {
    let d = Diagnostic::error(
        SrcLoc::new("test.mlir", 2, 8),
        "custom op 'foo.op' is unknown",
    )
    .with_note(SrcLoc::new("test.mlir", 1, 1), "in this function");
    let out = render(&sm(), &d);
    println!("{out}");
    let expected = "\
test.mlir:2:8: error: custom op 'foo.op' is unknown
  |
2 |   %0 = \"foo.op\"() : () -> i32
  |        ^
test.mlir:1:1: note: in this function
  |
1 | func.func @f() {
  | ^
";
    assert_eq!(out, expected);
}

#[test]
fn unknown_location_and_unknown_file() {
    let sm = sm();
    assert_eq!(
        render(&sm, &Diagnostic::error(None, "boom")),
        "error: boom\n"
    );
    let d = Diagnostic::warning(SrcLoc::new("other.mlir", 3, 4), "elsewhere");
    assert_eq!(render(&sm, &d), "other.mlir:3:4: warning: elsewhere\n");
    let d = Diagnostic::remark(SrcLoc::new("test.mlir", 99, 1), "past the end");
    assert_eq!(render(&sm, &d), "test.mlir:99:1: remark: past the end\n");
}

#[test]
fn caret_is_clamped_and_char_aligned() {
    let mut sm = SourceMgr::new();
    sm.add_buffer("u.mlir", "ab\u{e9}cd\r\nx".to_owned());
    // Column past the end of the line: caret right after the last character.
    let out = render(&sm, &Diagnostic::error(SrcLoc::new("u.mlir", 1, 50), "eol"));
    assert!(out.ends_with("1 | ab\u{e9}cd\n  |      ^\n"), "{out}");
    // Column inside the two-byte 'é' snaps back to its first byte.
    let out = render(&sm, &Diagnostic::error(SrcLoc::new("u.mlir", 1, 4), "mid"));
    assert!(out.ends_with("  |   ^\n"), "{out}");
    // Column 0 (unknown column) points at the first character.
    let out = render(&sm, &Diagnostic::note(SrcLoc::new("u.mlir", 2, 0), "zero"));
    assert!(out.starts_with("u.mlir:2:0: note: zero\n"), "{out}");
    assert!(out.ends_with("2 | x\n  | ^\n"), "{out}");
    assert!(!out.contains('\r'));
}

#[test]
fn multi_line_message_is_stated_once() {
    let d = Diagnostic::error(SrcLoc::new("test.mlir", 3, 3), "first\nsecond");
    let out = render(&sm(), &d);
    assert!(
        out.starts_with("test.mlir:3:3: error: first\nsecond\n"),
        "{out}"
    );
    assert!(out.ends_with("  ^\n"), "{out}");
    assert_eq!(out.matches("first").count(), 1, "{out}");
}

#[test]
fn render_all_concatenates() {
    let sm = sm();
    let diags = [Diagnostic::error(None, "a"), Diagnostic::warning(None, "b")];
    assert_eq!(render_all(&sm, &diags), "error: a\nwarning: b\n");
    assert_eq!(render_all(&sm, &[]), "");
}

#[test]
fn color_option_emits_ansi_and_plain_does_not() {
    let sm = sm();
    let d = Diagnostic::error(SrcLoc::new("test.mlir", 2, 3), "colored");
    let plain = render(&sm, &d);
    assert!(!plain.contains('\x1b'));
    let colored = render_with(&sm, &d, &RenderOptions { color: true });
    assert!(colored.contains("\x1b["), "{colored:?}");
    assert!(colored.contains("error: "));
    let multi = render_all_with(&sm, &[d.clone(), d], &RenderOptions { color: true });
    // Once per diagnostic: in its header, not again under the caret.
    assert_eq!(multi.matches("colored").count(), 2);
}

#[test]
fn display_and_error_trait() {
    let d = Diagnostic::error(SrcLoc::new("f.mlir", 1, 2), "bad")
        .with_note(None, "why")
        .with_note(SrcLoc::new("f.mlir", 3, 1), "here");
    assert_eq!(
        d.to_string(),
        "f.mlir:1:2: error: bad\nnote: why\nf.mlir:3:1: note: here"
    );
    let e: Box<dyn std::error::Error> = Box::new(d.clone());
    assert!(e.to_string().starts_with("f.mlir:1:2: error: bad"));
    assert_eq!(Severity::Remark.to_string(), "remark");
    assert_eq!(SrcLoc::new("a", 1, 2).to_string(), "a:1:2");
    assert!(d.is_error());
}

#[test]
fn nested_notes_are_flattened_depth_first() {
    let mut d = Diagnostic::error(None, "top");
    d.attach_note(None, "n1").attach_note(None, "n1.1");
    d.attach_note(None, "n2");
    let msgs: Vec<&str> = d.flatten().iter().map(|x| x.message.as_str()).collect();
    assert_eq!(msgs, ["top", "n1", "n1.1", "n2"]);
    assert_eq!(
        render(&SourceMgr::new(), &d),
        "error: top\nnote: n1\nnote: n1.1\nnote: n2\n"
    );
}
