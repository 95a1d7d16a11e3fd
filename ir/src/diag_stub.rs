//! Temporary stand-in for the diag module (replaced by diag/mod.rs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity { Error, Warning, Note, Remark }
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SrcLoc { pub file: String, pub line: u32, pub col: u32 }
#[derive(Clone, Debug)]
pub struct Diagnostic { pub severity: Severity, pub loc: Option<SrcLoc>, pub message: String, pub notes: Vec<Diagnostic> }
