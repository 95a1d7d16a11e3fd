//! Diagnostics attached to IR locations; rendered against sources by the `diag` module.

use crate::attrs::Location;
use crate::context::Context;
pub use crate::diag::Severity;

/// An error, warning, note or remark at an IR location.
#[derive(Clone, Debug)]
pub struct Diag {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// Where it applies (rendered with the source line when the location is a file position).
    pub loc: Location,
    /// The message, without location or severity prefix.
    pub message: String,
    /// Attached notes (`note: see current operation`), printed after the diagnostic.
    pub notes: Vec<Diag>,
}

impl Diag {
    /// An error at `loc`: what verifiers, parsers and failing passes return.
    pub fn error(loc: Location, msg: impl Into<String>) -> Self {
        Diag {
            severity: Severity::Error,
            loc,
            message: msg.into(),
            notes: Vec::new(),
        }
    }
    /// A warning at `loc`: reported, but the operation goes on.
    pub fn warning(loc: Location, msg: impl Into<String>) -> Self {
        Diag {
            severity: Severity::Warning,
            loc,
            message: msg.into(),
            notes: Vec::new(),
        }
    }
    /// A remark at `loc`: information for the user (optimization remarks, analysis results).
    pub fn remark(loc: Location, msg: impl Into<String>) -> Self {
        Diag {
            severity: Severity::Remark,
            loc,
            message: msg.into(),
            notes: Vec::new(),
        }
    }
    /// Adds a note at `loc` (builder style), e.g. where a conflicting definition is.
    pub fn with_note(mut self, loc: Location, msg: impl Into<String>) -> Self {
        self.notes.push(Diag {
            severity: Severity::Note,
            loc,
            message: msg.into(),
            notes: Vec::new(),
        });
        self
    }
    /// Resolves the location to file:line:col for rendering.
    pub fn to_diagnostic(&self, ctx: &Context) -> crate::diag::Diagnostic {
        let loc = ctx
            .loc_file_line_col(self.loc)
            .map(|(f, l, c)| crate::diag::SrcLoc {
                file: f.to_string(),
                line: l,
                col: c,
            });
        crate::diag::Diagnostic {
            severity: self.severity,
            loc,
            message: self.message.clone(),
            notes: self.notes.iter().map(|n| n.to_diagnostic(ctx)).collect(),
        }
    }
}

/// Shorthand for results whose error is a [`Diag`].
pub type DResult<T> = Result<T, Diag>;
