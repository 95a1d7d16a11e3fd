//! xla-ir: the core of xla-opt, an MLIR-style multi-level IR framework in Rust.
//!
//! - [`context`]: uniqued symbols, [`types`] and [`attrs`], and the dialect registry.
//! - [`ir`]: ops, blocks, regions and values in arenas with `u32` handles.
//! - [`registry`]: how a dialect declares its ops, traits, interfaces and syntax.
//! - [`interfaces`]: branch, region-branch, call, callable and memory-effect interfaces.
//! - [`op_decl`]: typed op declarations ([`declare_ops!`]) that consumers name ops by;
//!   [`enum_decl`]: typed enum attribute cases ([`declare_enum!`]).
//! - [`asm`]: the MLIR textual format (parser, printer, custom-syntax hooks).
//! - [`verify`], [`pass`]: the verifier and the pass manager.
//! - [`rewrite`]: rewrite patterns, the greedy driver, folding and dialect conversion.
//! - [`diag`], [`diagnostic`]: diagnostics at IR locations, rendered against the sources,
//!   and `-verify-diagnostics`.
//! - [`builtin`]: the builtin dialect (`builtin.module`, `unrealized_conversion_cast`).
//! - [`float`], [`affine`], [`strided`], [`traits`]: float formats, affine maps, strided
//!   layouts and the shape rules behind op traits.
//! - [`docgen`]: a dialect's reference page from its op definitions.
//! - [`entity`](mod@entity), [`intern`]: the typed arenas and the interner the IR is stored in.
//!
//! Start at [`Context`] (an example of parsing, verifying and printing), [`Body`] (building
//! IR), [`pass::Pass`] and [`rewrite::RewritePattern`] (transforming it). The repository's
//! `docs/architecture.md` describes the design, `docs/defining-a-dialect.md` how to add a
//! dialect, `docs/conversion.md` dialect conversion.

// Here, not in ir/Cargo.toml: `[lints] workspace = true` admits no crate lints beside it.
// scripts/run-tests runs clippy with `-D warnings`, which makes an undocumented item fail.
#![warn(missing_docs)]

pub mod affine;
pub mod asm;
pub mod attrs;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod diagnostic;
pub mod docgen;
pub mod entity;
pub mod enum_decl;
pub mod float;
pub mod interfaces;
pub mod intern;
pub mod ir;
pub mod op_decl;
pub mod pass;
pub mod registry;
pub mod rewrite;
pub mod strided;
pub mod traits;
pub mod types;
pub mod verify;

pub use attrs::{AttrData, Attribute, LocData, Location};
pub use context::{Context, Symbol};
pub use diagnostic::{DResult, Diag};
pub use ir::{BlockId, Body, Module, OpData, OpId, OpRef, OperationState, RegionId, ValueId};
pub use op_decl::{OpDecl, TypedOp};
pub use registry::{Arity, DialectDef, OpDef, OpName, RegionKind, Traits};
pub use types::{Type, TypeData, DYNAMIC};
