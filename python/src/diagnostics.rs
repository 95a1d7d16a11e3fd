//! Compiler diagnostics as `MlirError`s: the rendered text (`file:line:col: error: ...` with
//! the source line) as the message, and (line, col, severity, message) tuples.

use crate::MlirError;
use pyo3::prelude::*;
use xla_ir::diag::{render, Diagnostic, SourceMgr};
use xla_ir::{Context, Diag};

/// The text a module was parsed from, to show diagnostics against.
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    fn manager(&self) -> SourceMgr {
        let mut sm = SourceMgr::new();
        sm.add_buffer(self.name.clone(), self.text.clone());
        sm
    }
}

/// An `MlirError` for `diags`, rendered against `source`.
pub fn mlir_error(py: Python<'_>, source: &Source, diags: &[Diagnostic]) -> PyErr {
    let sm = source.manager();
    let message: String = diags.iter().map(|d| render(&sm, d)).collect();
    let rows: Vec<(u32, u32, String, String)> = diags
        .iter()
        .flat_map(Diagnostic::flatten)
        .map(|d| {
            let (line, col) = d.loc.as_ref().map_or((0, 0), |l| (l.line, l.col));
            (
                line,
                col,
                d.severity.as_str().to_string(),
                d.message.clone(),
            )
        })
        .collect();
    let err = MlirError::new_err(message.trim_end().to_string());
    // Setting an attribute on a fresh exception object only fails when out of memory.
    let _ = err.value(py).setattr("diagnostics", rows);
    err
}

/// [`mlir_error`] for the IR's own diagnostics.
pub fn from_diags(py: Python<'_>, ctx: &Context, source: &Source, diags: &[Diag]) -> PyErr {
    let converted: Vec<Diagnostic> = diags.iter().map(|d| d.to_diagnostic(ctx)).collect();
    mlir_error(py, source, &converted)
}

/// An `MlirError` without a location.
pub fn plain(py: Python<'_>, message: impl Into<String>) -> PyErr {
    let source = Source {
        name: String::new(),
        text: String::new(),
    };
    mlir_error(py, &source, &[Diagnostic::error(None, message)])
}
