//! Diagnostics infrastructure with MLIR semantics.
//!
//! * [`SourceMgr`]: named source buffers with O(log n) offset → line/column
//!   lookup.
//! * [`Diagnostic`], [`Severity`], [`SrcLoc`]: the diagnostic data model.
//! * [`render`] / [`render_all`]: MLIR-style `file:line:col: error: msg`
//!   headers followed by an `annotate-snippets` source excerpt.
//! * [`split_input_file`]: `--split-input-file` chunking that keeps original
//!   line numbers recoverable.
//! * [`ExpectedDiagnostics`]: `--verify-diagnostics` support
//!   (`// expected-error @+1 {{...}}` comments).
//!
//! The module depends on `std`, `annotate-snippets` and `regex`; it never panics on
//! user-provided text.

mod diagnostic;
mod expect;
mod posix_re;
mod render;
mod source;
mod split;
mod verify;

#[cfg(test)]
mod tests;

pub use diagnostic::{Diagnostic, Severity, SrcLoc};
pub use expect::{Expectation, ExpectedDiagnostics};
pub use render::{render, render_all, render_all_with, render_with, RenderOptions};
pub use source::{BufferId, SourceMgr};
pub use split::{split_input_file, Chunk, DEFAULT_SPLIT_MARKER};
