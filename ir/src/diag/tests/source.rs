use super::super::*;

fn mgr(text: &str) -> (SourceMgr, BufferId) {
    let mut sm = SourceMgr::new();
    let id = sm.add_buffer("t.mlir", text.to_owned());
    (sm, id)
}

#[test]
fn line_col_first_and_last_line() {
    let (sm, id) = mgr("abc\ndef\nghi");
    assert_eq!(sm.line_col(id, 0), Some((1, 1)));
    assert_eq!(sm.line_col(id, 2), Some((1, 3)));
    assert_eq!(sm.line_col(id, 3), Some((1, 4))); // the '\n' itself
    assert_eq!(sm.line_col(id, 4), Some((2, 1)));
    assert_eq!(sm.line_col(id, 8), Some((3, 1)));
    assert_eq!(sm.line_col(id, 11), Some((3, 4))); // EOF
    assert_eq!(sm.line_col(id, 12), None);
    assert_eq!(sm.line_count(id), Some(3));
    assert_eq!(sm.line_text(id, 1), Some("abc"));
    assert_eq!(sm.line_text(id, 3), Some("ghi"));
    assert_eq!(sm.line_text(id, 0), None);
    assert_eq!(sm.line_text(id, 4), None);
}

#[test]
fn trailing_newline_starts_empty_last_line() {
    let (sm, id) = mgr("a\n");
    assert_eq!(sm.line_count(id), Some(2));
    assert_eq!(sm.line_col(id, 2), Some((2, 1)));
    assert_eq!(sm.line_text(id, 2), Some(""));
}

#[test]
fn empty_buffer() {
    let (sm, id) = mgr("");
    assert_eq!(sm.line_col(id, 0), Some((1, 1)));
    assert_eq!(sm.line_text(id, 1), Some(""));
    assert_eq!(sm.line_col(id, 1), None);
}

#[test]
fn crlf_lines() {
    let (sm, id) = mgr("ab\r\ncd\r\n\r\nx");
    assert_eq!(sm.line_text(id, 1), Some("ab"));
    assert_eq!(sm.line_text(id, 2), Some("cd"));
    assert_eq!(sm.line_text(id, 3), Some(""));
    assert_eq!(sm.line_text(id, 4), Some("x"));
    assert_eq!(sm.line_col(id, 4), Some((2, 1)));
    assert_eq!(sm.line_col(id, 2), Some((1, 3))); // the '\r'
    assert_eq!(sm.line_col(id, 10), Some((4, 1)));
    assert_eq!(sm.offset_of(id, 2, 2), Some(5));
    assert_eq!(sm.offset_of(id, 2, 3), Some(6)); // one past the line end
    assert_eq!(sm.offset_of(id, 2, 4), None);
}

#[test]
fn columns_count_bytes() {
    let (sm, id) = mgr("é = 1\n");
    assert_eq!(sm.line_col(id, 2), Some((1, 3)));
    assert_eq!(sm.loc_for_offset(id, 2), Some(SrcLoc::new("t.mlir", 1, 3)));
}

#[test]
fn many_lines_roundtrip() {
    let text: String = (0..1000).map(|i| format!("line {i}\n")).collect();
    let (sm, id) = mgr(&text);
    for line in [1u32, 2, 500, 999, 1000] {
        let off = sm.offset_of(id, line, 1).unwrap();
        assert_eq!(sm.line_col(id, off), Some((line, 1)));
        assert_eq!(
            sm.line_text(id, line),
            Some(format!("line {}", line - 1).as_str())
        );
    }
}

#[test]
fn buffers_by_name_and_id() {
    let mut sm = SourceMgr::new();
    let a = sm.add_buffer("a.mlir", "first".into());
    let b = sm.add_buffer("b.mlir", "second".into());
    let a2 = sm.add_buffer("a.mlir", "third".into());
    assert_eq!(sm.num_buffers(), 3);
    assert_eq!(sm.find_buffer("a.mlir"), Some(a2));
    assert_eq!(sm.find_buffer("b.mlir"), Some(b));
    assert_eq!(sm.find_buffer("c.mlir"), None);
    assert_eq!(sm.text(a), Some("first"));
    assert_eq!(sm.name(b), Some("b.mlir"));
    assert_eq!(
        sm.line_text_for_loc(&SrcLoc::new("a.mlir", 1, 1)),
        Some("third")
    );
    assert_eq!(a.index(), 0);
}
