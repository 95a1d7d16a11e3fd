//! Parsing of `// expected-error@+1 {{...}}` comments (`--verify-diagnostics`).
//!
//! Mirrors MLIR's `SourceMgrDiagnosticVerifierHandler`: a line holds an expectation if it
//! matches `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))?
//! *{{(.*)}}$` (after trimming trailing whitespace). `@above`/`@below` refer to the closest
//! line above/below that holds no expectation. As an extension, one line may hold several
//! expectations (`... {{a}} expected-note {{b}}`): a later `expected-*` header splits the
//! message at the last `}}` before it.

use super::diagnostic::{Diagnostic, Severity, SrcLoc};
use super::posix_re;

/// How an expectation's text is compared against a diagnostic message.
#[derive(Clone, Debug)]
enum Matcher {
    /// Plain `expected-*`: the message must contain the text.
    Substring,
    /// `expected-*-re`: literal text plus `{{regex}}` blocks, searched unanchored.
    Regex(regex::Regex),
}

/// One `expected-*` annotation.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// Expected severity.
    pub severity: Severity,
    /// Target line (1-based), or `None` for `@unknown` (diagnostics without location).
    pub line: Option<u32>,
    /// Raw text between the outer `{{` and `}}`.
    pub text: String,
    /// True for the `-re` form.
    pub is_regex: bool,
    /// Location of the `expected-` token in the comment.
    pub comment_loc: SrcLoc,
    matcher: Matcher,
}

impl Expectation {
    /// True if `message` satisfies this expectation's text (substring or regex search).
    pub fn matches_message(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(self.text.as_str()),
            Matcher::Regex(prog) => prog.is_match(message),
        }
    }
}

/// All expectations found in one buffer.
#[derive(Clone, Debug)]
pub struct ExpectedDiagnostics {
    pub(super) buffer_name: String,
    pub(super) expectations: Vec<Expectation>,
    pub(super) check_file: bool,
}

/// Where an expectation points, before `@below` resolution.
enum Designator {
    Here,
    Plus(u32),
    Minus(u32),
    Above,
    Below,
    Unknown,
}

/// A parsed `expected-kind(-re)? @designator {{` prefix.
struct Header {
    severity: Severity,
    is_regex: bool,
    designator: Designator,
    /// Byte offset of `expected-` in the line.
    start: usize,
    /// Byte offset just after the opening `{{`.
    msg_start: usize,
}

/// Parses a header starting exactly at `line[start..]`.
fn parse_header(line: &str, start: usize) -> Option<Header> {
    let s = line.get(start..)?.strip_prefix("expected-")?;
    let kinds = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ];
    let (s, severity) = kinds
        .iter()
        .find_map(|&(k, sev)| s.strip_prefix(k).map(|r| (r, sev)))?;
    let (s, is_regex) = match s.strip_prefix("-re") {
        Some(r) => (r, true),
        None => (s, false),
    };
    let s = s.trim_start_matches(' ');
    let (s, designator) = match s.strip_prefix('@') {
        None => (s, Designator::Here),
        Some(d) => parse_designator(d)?,
    };
    let s = s.trim_start_matches(' ').strip_prefix("{{")?;
    Some(Header {
        severity,
        is_regex,
        designator,
        start,
        msg_start: line.len() - s.len(),
    })
}

/// Parses what follows `@`: `+N`, `-N`, `above`, `below` or `unknown`.
fn parse_designator(d: &str) -> Option<(&str, Designator)> {
    for (word, des) in [
        ("above", Designator::Above),
        ("below", Designator::Below),
        ("unknown", Designator::Unknown),
    ] {
        if let Some(rest) = d.strip_prefix(word) {
            return Some((rest, des));
        }
    }
    let sign = d.chars().next().filter(|c| *c == '+' || *c == '-')?;
    let digits_str = d.get(1..)?;
    let n_digits = digits_str.bytes().take_while(u8::is_ascii_digit).count();
    let digits = digits_str.get(..n_digits).filter(|s| !s.is_empty())?;
    let rest = digits_str.get(n_digits..)?;
    // Overflowing offsets saturate; they then point past any real line.
    let n = digits.parse::<u32>().unwrap_or(u32::MAX);
    Some((
        rest,
        if sign == '+' {
            Designator::Plus(n)
        } else {
            Designator::Minus(n)
        },
    ))
}

/// Finds all expectations on one (right-trimmed) line as (header, message) pairs.
fn parse_line(line: &str) -> Vec<(Header, &str)> {
    let mut out = Vec::new();
    if !line.ends_with("}}") {
        return out;
    }
    let mut headers = line
        .match_indices("expected-")
        .filter_map(|(i, _)| parse_header(line, i));
    let Some(mut cur) = headers.next() else {
        return out;
    };
    for h in headers {
        if h.start < cur.msg_start {
            continue;
        }
        let segment = line.get(cur.msg_start..h.start).unwrap_or_default();
        if let Some(q) = segment.rfind("}}") {
            let msg = segment.get(..q).unwrap_or_default();
            out.push((std::mem::replace(&mut cur, h), msg));
        }
    }
    let end = line.len().saturating_sub(2).max(cur.msg_start);
    let msg = line.get(cur.msg_start..end).unwrap_or_default();
    out.push((cur, msg));
    out
}

/// Builds the matcher for an `-re` expectation (MLIR's `computeRegex`): the text outside
/// `{{...}}` blocks matches literally, the blocks are regexes.
fn compile_re(text: &str) -> Result<regex::Regex, String> {
    let mut pattern = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(rest.get(..open).unwrap_or_default()));
        let after = rest.get(open + 2..).unwrap_or_default();
        let close = after
            .find("}}")
            .ok_or_else(|| "found start of regex with no end '}}'".to_owned())?;
        let block = after.get(..close).unwrap_or_default();
        let block = posix_re::translate(block).map_err(|e| format!("invalid regex: {e}"))?;
        pattern.push_str("(?:");
        pattern.push_str(&block);
        pattern.push(')');
        rest = after.get(close + 2..).unwrap_or_default();
    }
    regex::RegexBuilder::new(&pattern)
        .size_limit(1 << 20)
        .build()
        .map_err(|e| format!("invalid regex: {}", first_line(&e.to_string())))
}

/// The regex crate's errors span several lines (the pattern, a caret, the reason): the reason.
fn first_line(message: &str) -> &str {
    message
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or(message)
        .trim()
        .trim_start_matches("error: ")
}

/// Trims trailing whitespace like LLVM's `StringRef::rtrim`.
fn rtrim(s: &str) -> &str {
    s.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

impl ExpectedDiagnostics {
    /// Scans `text` (the contents of buffer `buffer_name`) for `expected-*` comments.
    ///
    /// Malformed `-re` patterns and offsets before line 1 are reported as error diagnostics.
    pub fn parse(buffer_name: impl Into<String>, text: &str) -> Result<Self, Vec<Diagnostic>> {
        Self::parse_at(buffer_name, text, 1)
    }

    /// As [`Self::parse`], for text whose first line is line `first_line` of the buffer (a
    /// `--split-input-file` chunk): lines are the buffer's, as if the text were padded.
    pub fn parse_at(
        buffer_name: impl Into<String>,
        text: &str,
        first_line: u32,
    ) -> Result<Self, Vec<Diagnostic>> {
        let buffer_name = buffer_name.into();
        let lines: Vec<&str> = text.split('\n').collect();
        let offset = first_line.saturating_sub(1);
        let num_lines = u32::try_from(lines.len())
            .unwrap_or(u32::MAX)
            .saturating_add(offset);
        let mut expectations: Vec<Expectation> = Vec::new();
        let mut errors = Vec::new();
        // The lines before the text count as blank ones.
        let mut last_plain_line: u32 = offset.max(1);
        let mut pending_below: Vec<usize> = Vec::new();
        for (idx, raw) in lines.iter().enumerate() {
            let line_no = u32::try_from(idx)
                .unwrap_or(u32::MAX)
                .saturating_add(1)
                .saturating_add(offset);
            let found = parse_line(rtrim(raw));
            if found.is_empty() {
                for i in pending_below.drain(..) {
                    if let Some(e) = expectations.get_mut(i) {
                        e.line = Some(line_no);
                    }
                }
                last_plain_line = line_no;
                continue;
            }
            for (h, msg) in found {
                let col = u32::try_from(h.start).unwrap_or(u32::MAX).saturating_add(1);
                let comment_loc = SrcLoc::new(buffer_name.clone(), line_no, col);
                let matcher = if h.is_regex {
                    match compile_re(msg) {
                        Ok(p) => Matcher::Regex(p),
                        Err(e) => {
                            errors.push(Diagnostic::error(comment_loc, e));
                            continue;
                        }
                    }
                } else {
                    Matcher::Substring
                };
                let line = match h.designator {
                    Designator::Here => Some(line_no),
                    Designator::Plus(n) => Some(line_no.saturating_add(n)),
                    Designator::Minus(n) => match line_no.checked_sub(n).filter(|&l| l >= 1) {
                        Some(l) => Some(l),
                        None => {
                            let msg = format!(
                                "expected-{} offset @-{n} points before the first line",
                                h.severity
                            );
                            errors.push(Diagnostic::error(comment_loc, msg));
                            continue;
                        }
                    },
                    Designator::Above => Some(last_plain_line),
                    Designator::Below => {
                        pending_below.push(expectations.len());
                        Some(num_lines)
                    }
                    Designator::Unknown => None,
                };
                let (severity, is_regex, text) = (h.severity, h.is_regex, msg.to_owned());
                expectations.push(Expectation {
                    severity,
                    line,
                    text,
                    is_regex,
                    comment_loc,
                    matcher,
                });
            }
        }
        if errors.is_empty() {
            Ok(ExpectedDiagnostics {
                buffer_name,
                expectations,
                check_file: true,
            })
        } else {
            Err(errors)
        }
    }

    /// Name of the buffer the expectations were read from.
    pub fn buffer_name(&self) -> &str {
        &self.buffer_name
    }

    /// The parsed expectations in file order.
    pub fn expectations(&self) -> &[Expectation] {
        &self.expectations
    }

    /// True if the buffer contains no expectations.
    pub fn is_empty(&self) -> bool {
        self.expectations.is_empty()
    }

    /// Whether `verify` requires a diagnostic's file to equal the buffer name (default: true).
    pub fn with_file_check(mut self, check: bool) -> Self {
        self.check_file = check;
        self
    }
}
