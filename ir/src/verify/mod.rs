//! The verifier: structural rules, dominance, symbol tables and op traits, in MLIR 22's
//! order and with its messages.
//!
//! Verification works on *units*: an op together with everything nested in it, minus the
//! IsolatedFromAbove ops inside, which are units of their own (verified concurrently, as
//! MLIR does). For each unit, as upstream's `OperationVerifier::verifyOpAndDominance`:
//!
//! 1. a pre-order walk checks each op on entry (counts, HasParent and structural traits,
//!    the `verify` hook (ODS-style constraints), the type traits and Symbol, the
//!    `verify_after_traits` hook, region shape), each block on entry (empty blocks, successors in the middle of a block) and on
//!    exit (branches to other regions, missing terminator), then each op on exit (nested
//!    units, region traits such as the symbol table, the `verify_regions` hook);
//! 2. once everything is structurally sound, dominance of every use.
//!
//! A unit stops at its first error (later errors are often consequences of it); sibling
//! units are all verified, so one run reports one error per failing unit. Errors are sorted
//! by location, so the result is the same with or without threads.

mod dominance;
mod structure;
pub mod symbols;
pub mod traits;
mod unit;

#[cfg(test)]
mod tests;

pub use symbols::{lookup_symbol, SymbolTable, SymbolTableCollection, SymbolUserOpInterface};

use crate::attrs::AttrData;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpId};

/// Settings of a verifier run, given to [`verify_op_with_options`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Verify sibling isolated ops concurrently on the rayon pool (same diagnostics either
    /// way).
    pub threads: bool,
    /// Attach notes upstream does not emit (the operand shapes behind a Broadcastable
    /// failure). Off by default: `-verify-diagnostics` treats any extra note as an error.
    pub explain: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            threads: true,
            explain: false,
        }
    }
}

/// Verifies a whole module, verifying isolated ops (functions) on the rayon pool.
pub fn verify_module(ctx: &Context, m: &Module) -> Result<(), Vec<Diag>> {
    verify_op_with_options(ctx, &m.top, m.op, VerifyOptions::default())
}

/// Verifies a module; `threads: false` verifies everything on the calling thread
/// (same diagnostics, same order).
pub fn verify_module_with(ctx: &Context, m: &Module, threads: bool) -> Result<(), Vec<Diag>> {
    verify_op_with_options(
        ctx,
        &m.top,
        m.op,
        VerifyOptions {
            threads,
            ..VerifyOptions::default()
        },
    )
}

/// Verifies `op` (an op of `body`) and everything nested in it.
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diag>> {
    verify_op_with_options(ctx, body, op, VerifyOptions::default())
}

/// [`verify_op`] with explicit options.
pub fn verify_op_with_options(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: VerifyOptions,
) -> Result<(), Vec<Diag>> {
    let run = unit::Run { ctx, opts };
    unit::verify_unit(&run, body, op, &[]).map_err(|mut errors| {
        sort_by_location(ctx, &mut errors);
        errors
    })
}

/// Orders diagnostics by file, line and column; those without a file position go last.
fn sort_by_location(ctx: &Context, errors: &mut [Diag]) {
    errors.sort_by(|a, b| {
        let key = |d: &Diag| {
            ctx.loc_file_line_col(d.loc)
                .map(|(f, l, c)| (f.to_string(), l, c))
        };
        match (key(a), key(b)) {
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        }
    });
}

/// A string as MLIR prints a string attribute: quoted, with `llvm::printEscapedString`.
pub(crate) fn quote_escaped(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &c in s.as_bytes() {
        match c {
            b'\\' => out.push_str("\\\\"),
            b' '..=b'~' if c != b'"' => out.push(c as char),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('\\');
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 15) as usize] as char);
            }
        }
    }
    out.push('"');
    out
}

/// A short rendering of an attribute for messages (strings, integers, units; the full
/// printer lives in `asm`).
pub(crate) fn describe_attr(ctx: &Context, a: crate::attrs::Attribute) -> String {
    match ctx.attr_data(a) {
        AttrData::String { value, .. } => quote_escaped(&String::from_utf8_lossy(value)),
        AttrData::Unit => "unit".to_string(),
        AttrData::Integer { ty, value } if ctx.integer_width(*ty) == Some(1) => {
            (*value != 0).to_string()
        }
        AttrData::Integer { ty, value } => match ctx.integer_width(*ty) {
            Some(w) => format!("{value} : i{w}"),
            None => format!("{value} : index"),
        },
        AttrData::SymbolRef { root, nested } => {
            let mut s = format!("@{}", ctx.symbol_str(*root));
            for n in nested.iter() {
                s.push_str("::@");
                s.push_str(ctx.symbol_str(*n));
            }
            s
        }
        _ => "<<attribute>>".to_string(),
    }
}
