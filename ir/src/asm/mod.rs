//! The textual format: the parser and printer, and the hook API that custom op syntax uses.
//!
//! Dialects write custom forms against the [`OpAsmParser`] and [`OpAsmPrinter`] traits, so
//! a dialect in another crate uses exactly the API ours do.

mod hooks;
pub use hooks::*;
