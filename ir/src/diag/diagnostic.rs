//! The diagnostic data model: severities, locations and diagnostics with notes.

use std::fmt;

/// Severity of a diagnostic, mirroring MLIR's `DiagnosticSeverity`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// A hard error.
    Error,
    /// A warning.
    Warning,
    /// A note attached to (or standing in for) another diagnostic.
    Note,
    /// An informational remark.
    Remark,
}

impl Severity {
    /// Lower-case name as printed by MLIR (`error`, `warning`, `note`, `remark`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A file location; `line` is 1-based and `col` is a 1-based byte column (like MLIR).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SrcLoc {
    /// Buffer / file name as registered in the `SourceMgr`.
    pub file: String,
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, counted in bytes.
    pub col: u32,
}

impl SrcLoc {
    /// Creates a location.
    pub fn new(file: impl Into<String>, line: u32, col: u32) -> Self {
        SrcLoc {
            file: file.into(),
            line,
            col,
        }
    }
}

impl fmt::Display for SrcLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// A diagnostic with an optional location and attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity of this diagnostic.
    pub severity: Severity,
    /// Location, or `None` for an unknown location.
    pub loc: Option<SrcLoc>,
    /// The message text.
    pub message: String,
    /// Attached notes (normally of severity [`Severity::Note`]).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// Creates a diagnostic without notes.
    pub fn new(
        severity: Severity,
        loc: impl Into<Option<SrcLoc>>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            severity,
            loc: loc.into(),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Creates an error diagnostic.
    pub fn error(loc: impl Into<Option<SrcLoc>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// Creates a warning diagnostic.
    pub fn warning(loc: impl Into<Option<SrcLoc>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// Creates a note diagnostic.
    pub fn note(loc: impl Into<Option<SrcLoc>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Note, loc, message)
    }

    /// Creates a remark diagnostic.
    pub fn remark(loc: impl Into<Option<SrcLoc>>, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// Attaches a note (builder style).
    pub fn with_note(mut self, loc: impl Into<Option<SrcLoc>>, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::note(loc, message));
        self
    }

    /// Attaches a note and returns it for further modification (like MLIR's `attachNote`).
    pub fn attach_note(
        &mut self,
        loc: impl Into<Option<SrcLoc>>,
        message: impl Into<String>,
    ) -> &mut Diagnostic {
        let idx = self.notes.len();
        self.notes.push(Diagnostic::note(loc, message));
        &mut self.notes[idx]
    }

    /// True if this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// This diagnostic followed by all notes (recursively, depth-first).
    pub fn flatten(&self) -> Vec<&Diagnostic> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(d) = stack.pop() {
            out.push(d);
            stack.extend(d.notes.iter().rev());
        }
        out
    }

    /// Writes the MLIR-style header line `file:line:col: severity: message`.
    pub(crate) fn write_header(&self, f: &mut impl fmt::Write) -> fmt::Result {
        if let Some(loc) = &self.loc {
            write!(f, "{loc}: ")?;
        }
        write!(f, "{}: {}", self.severity, self.message)
    }
}

impl fmt::Display for Diagnostic {
    /// Header lines of the diagnostic and its notes, newline separated, no snippets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.flatten().into_iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            d.write_header(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}
