//! Randomized smoke tests: no API may panic on arbitrary input.

use super::super::*;

/// Tiny deterministic xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn text(&mut self, pieces: &[&str], max: usize) -> String {
        let n = self.below(max);
        (0..n).map(|_| pieces[self.below(pieces.len())]).collect()
    }
}

const PIECES: &[&str] = &[
    "a",
    " ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "é",
    "日本",
    "\u{202e}",
    "\u{200b}",
    "\u{301}",
    "\x1b[31m",
    "\0",
    "\x7f",
    "expected-",
    "error",
    "note",
    "remark",
    "warning",
    "-re",
    "@",
    "+",
    "-",
    "1",
    "99999999999",
    "above",
    "below",
    "unknown",
    "{{",
    "}}",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "|",
    "*",
    "+",
    "?",
    ".",
    "\\",
    "^",
    "$",
    ":",
    "// -----",
    "[:digit:]",
    "{2,3}",
];

#[test]
fn random_sources_render_without_panicking() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let text = rng.text(PIECES, 60);
        let mut sm = SourceMgr::new();
        let id = sm.add_buffer("f", text.clone());
        for _ in 0..10 {
            let off = rng.below(text.len() + 2);
            let _ = sm.line_col(id, off);
            let line = rng.below(20) as u32;
            let col = if rng.below(10) == 0 {
                u32::MAX
            } else {
                rng.below(40) as u32
            };
            let _ = sm.offset_of(id, line, col);
            let msg = rng.text(PIECES, 8);
            let d = Diagnostic::error(SrcLoc::new("f", line, col), msg.clone())
                .with_note(SrcLoc::new("f", 1, col), msg);
            let out = render(&sm, &d);
            assert!(out.ends_with('\n'));
            let _ = render_with(&sm, &d, &RenderOptions { color: true });
        }
        let big = SrcLoc::new("f", u32::MAX, u32::MAX);
        let _ = render(&sm, &Diagnostic::error(big, "x"));
    }
}

#[test]
fn random_split_and_expectations_do_not_panic() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for _ in 0..2000 {
        let text = rng.text(PIECES, 40);
        let marker = if rng.below(2) == 0 {
            DEFAULT_SPLIT_MARKER.to_owned()
        } else {
            rng.text(PIECES, 3)
        };
        for chunk in split_input_file(&text, &marker) {
            assert!(text
                .get(chunk.start_offset..)
                .is_some_and(|rest| rest.starts_with(&chunk.text)));
            let _ = chunk.padded_text();
        }
        let parsed = ExpectedDiagnostics::parse("f", &text);
        if let Ok(e) = parsed {
            let produced: Vec<Diagnostic> = (0..rng.below(5))
                .map(|_| {
                    let loc = if rng.below(3) == 0 {
                        None
                    } else {
                        Some(SrcLoc::new("f", rng.below(6) as u32, 1))
                    };
                    Diagnostic::new(Severity::Error, loc, rng.text(PIECES, 6))
                })
                .collect();
            let _ = e.verify(&produced);
        }
    }
}

#[test]
fn random_regex_expectations_do_not_panic() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for _ in 0..3000 {
        let body = rng.text(PIECES, 12);
        let line = format!("// expected-error-re {{{{{body}}}}}");
        if let Ok(e) = ExpectedDiagnostics::parse("f", &line) {
            for x in e.expectations() {
                let _ = x.matches_message(&rng.text(PIECES, 20));
            }
        }
    }
}

#[test]
fn huge_single_line_renders() {
    let mut sm = SourceMgr::new();
    let text = "x".repeat(200_000);
    sm.add_buffer("big", text);
    let out = render(
        &sm,
        &Diagnostic::error(SrcLoc::new("big", 1, 150_000), "far right"),
    );
    assert!(out.ends_with("^\n"), "{out}");
    assert_eq!(out.matches("far right").count(), 1);
}
