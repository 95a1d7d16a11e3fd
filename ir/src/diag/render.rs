//! MLIR-style rendering: a `file:line:col: error: msg` header plus a source snippet.

use std::fmt::Write as _;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use super::diagnostic::{Diagnostic, Severity};
use super::source::SourceMgr;

/// Options controlling [`render_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// Emit ANSI colors (header and snippet); plain text otherwise.
    pub color: bool,
}

/// Renders a diagnostic and its notes as plain text; every line ends with `\n`.
pub fn render(sm: &SourceMgr, diag: &Diagnostic) -> String {
    render_with(sm, diag, &RenderOptions::default())
}

/// Renders several diagnostics (plain text), concatenated.
pub fn render_all(sm: &SourceMgr, diags: &[Diagnostic]) -> String {
    render_all_with(sm, diags, &RenderOptions::default())
}

/// Renders several diagnostics with the given options, concatenated.
pub fn render_all_with(sm: &SourceMgr, diags: &[Diagnostic], opts: &RenderOptions) -> String {
    diags.iter().map(|d| render_with(sm, d, opts)).collect()
}

/// Renders a diagnostic and its notes with the given options.
pub fn render_with(sm: &SourceMgr, diag: &Diagnostic, opts: &RenderOptions) -> String {
    let renderer = if opts.color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut out = String::new();
    for d in diag.flatten() {
        write_header(&mut out, d, opts.color);
        out.push('\n');
        if let Some(snippet) = render_snippet(sm, d, &renderer) {
            out.push_str(&snippet);
            out.push('\n');
        }
    }
    out
}

/// ANSI escape for a severity's color.
fn severity_color(sev: Severity) -> &'static str {
    match sev {
        Severity::Error => "\x1b[1;31m",
        Severity::Warning => "\x1b[1;35m",
        Severity::Note => "\x1b[1;30m",
        Severity::Remark => "\x1b[1;34m",
    }
}

/// Writes the one-line header, colored like MLIR's when requested.
fn write_header(out: &mut String, d: &Diagnostic, color: bool) {
    if !color {
        let _ = d.write_header(out);
        return;
    }
    const BOLD: &str = "\x1b[1m";
    const RESET: &str = "\x1b[0m";
    if let Some(loc) = &d.loc {
        let _ = write!(out, "{BOLD}{loc}: {RESET}");
    }
    let _ = write!(
        out,
        "{}{}: {RESET}{BOLD}{}{RESET}",
        severity_color(d.severity),
        d.severity,
        d.message
    );
}

/// Maps a severity to an annotate-snippets level.
fn level(sev: Severity) -> Level<'static> {
    match sev {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
        Severity::Remark => Level::INFO,
    }
}

/// Byte span (within `line`) of the character at 1-based byte column `col`, clamped to the line.
fn caret_span(line: &str, col: u32) -> std::ops::Range<usize> {
    let mut start = usize::try_from(col)
        .unwrap_or(usize::MAX)
        .saturating_sub(1)
        .min(line.len());
    while start > 0 && !line.is_char_boundary(start) {
        start -= 1;
    }
    let end = line
        .get(start..)
        .and_then(|rest| rest.chars().next())
        .map_or(start, |c| start + c.len_utf8());
    start..end
}

/// Renders the source excerpt for a located diagnostic whose file is known.
fn render_snippet(sm: &SourceMgr, d: &Diagnostic, renderer: &Renderer) -> Option<String> {
    let loc = d.loc.as_ref()?;
    let line = sm.line_text_for_loc(loc)?;
    let span = caret_span(line, loc.col);
    // The caret has no label: the header above already states the message (as mlir-opt).
    let group = Group::with_level(level(d.severity)).element(
        Snippet::source(line)
            .line_start(usize::try_from(loc.line).unwrap_or(usize::MAX))
            .annotation(AnnotationKind::Primary.span(span)),
    );
    Some(renderer.render(&[group]))
}
