use super::super::*;

#[test]
fn splits_and_keeps_line_numbers() {
    let text = "a\nb\n// -----\nc\n  // ----- trailing\nd\ne";
    let chunks = split_input_file(text, DEFAULT_SPLIT_MARKER);
    assert_eq!(chunks.len(), 3);
    assert_eq!(
        chunks[0],
        Chunk {
            text: "a\nb\n".into(),
            first_line: 1,
            start_offset: 0
        }
    );
    assert_eq!(chunks[1].text, "c\n");
    assert_eq!(chunks[1].first_line, 4);
    assert_eq!(&text[chunks[1].start_offset..][..2], "c\n");
    assert_eq!(chunks[2].text, "d\ne");
    assert_eq!(chunks[2].first_line, 6);
    assert_eq!(chunks[2].padded_text(), "\n\n\n\n\nd\ne");
    assert_eq!(chunks[2].original_line(2), 7);
    assert_eq!(chunks[1].original_offset(0), chunks[1].start_offset);
    let loc = chunks[2].original_loc(&SrcLoc::new("f", 1, 3));
    assert_eq!(loc, SrcLoc::new("f", 6, 3));
}

#[test]
fn padded_text_preserves_original_lines() {
    let text = "x\n// -----\n\nfoo bar\n// -----\nbaz\n";
    for chunk in split_input_file(text, DEFAULT_SPLIT_MARKER) {
        let padded = chunk.padded_text();
        let mut sm = SourceMgr::new();
        let id = sm.add_buffer("f", padded.clone());
        let mut orig = SourceMgr::new();
        let oid = orig.add_buffer("f", text.to_owned());
        let first = chunk.first_line;
        let n = chunk.text.split('\n').count() as u32;
        for l in first..first + n - 1 {
            assert_eq!(sm.line_text(id, l), orig.line_text(oid, l));
        }
    }
}

#[test]
fn no_marker_is_one_chunk() {
    let chunks = split_input_file("abc\n", DEFAULT_SPLIT_MARKER);
    assert_eq!(
        chunks,
        vec![Chunk {
            text: "abc\n".into(),
            first_line: 1,
            start_offset: 0
        }]
    );
    assert_eq!(chunks[0].padded_text(), "abc\n");
    assert_eq!(split_input_file("", DEFAULT_SPLIT_MARKER).len(), 1);
    assert_eq!(split_input_file("a\n// -----\n", "").len(), 1);
}

#[test]
fn marker_not_at_line_start_is_ignored() {
    let chunks = split_input_file("a // ----- b\n// CHECK: // -----\n", DEFAULT_SPLIT_MARKER);
    assert_eq!(chunks.len(), 1);
}

#[test]
fn leading_trailing_and_adjacent_markers_give_empty_chunks() {
    let chunks = split_input_file("// -----\n// -----\nx\n// -----", DEFAULT_SPLIT_MARKER);
    let texts: Vec<&str> = chunks.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, vec!["", "", "x\n", ""]);
    let lines: Vec<u32> = chunks.iter().map(|c| c.first_line).collect();
    assert_eq!(lines, vec![1, 2, 3, 5]);
}

#[test]
fn crlf_and_custom_marker() {
    let chunks = split_input_file("a\r\n#### split\r\nb\r\n", "#### split");
    assert_eq!(chunks.len(), 2);
    assert_eq!(chunks[0].text, "a\r\n");
    assert_eq!(chunks[1].text, "b\r\n");
    assert_eq!(chunks[1].first_line, 3);
    assert_eq!(chunks[1].start_offset, 15);
}
