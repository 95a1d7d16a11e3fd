//! Unit tests of the parser, one file per concern.

mod affine;
mod attrs;
mod bench;
mod custom;
mod dense;
mod errors;
mod fuzz;
mod locations;
mod ops;
mod types;

use crate::asm::parse_module;
use crate::attrs::Attribute;
use crate::context::Context;
use crate::ir::Module;
use crate::types::Type;

/// A context that accepts unregistered dialects (ops of test dialects).
pub(super) fn ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered = true;
    c
}

pub(super) fn ty(c: &Context, s: &str) -> Type {
    c.parse_type_str(s)
        .unwrap_or_else(|d| panic!("{s}: {}", d.message))
}

pub(super) fn attr(c: &Context, s: &str) -> Attribute {
    c.parse_attr_str(s)
        .unwrap_or_else(|d| panic!("{s}: {}", d.message))
}

pub(super) fn module(c: &Context, text: &str) -> Module {
    match parse_module(c, "t.mlir", text) {
        Ok(m) => m,
        Err(ds) => panic!(
            "{}",
            ds.iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}

/// The first error as `line:col: message`.
pub(super) fn error(c: &Context, text: &str) -> String {
    match parse_module(c, "t.mlir", text) {
        Ok(_) => panic!("expected an error for {text:?}"),
        Err(ds) => {
            let d = &ds[0];
            match c.loc_file_line_col(d.loc) {
                Some((_, l, col)) => format!("{l}:{col}: {}", d.message),
                None => format!("?: {}", d.message),
            }
        }
    }
}

/// The error of a standalone type or attribute string, as `col: message`.
pub(super) fn type_error(c: &Context, s: &str) -> String {
    let d = c.parse_type_str(s).expect_err(s);
    let (_, _, col) = c.loc_file_line_col(d.loc).unwrap_or(("", 0, 0));
    format!("{col}: {}", d.message)
}

pub(super) fn attr_error(c: &Context, s: &str) -> String {
    let d = c.parse_attr_str(s).expect_err(s);
    let (_, _, col) = c.loc_file_line_col(d.loc).unwrap_or(("", 0, 0));
    format!("{col}: {}", d.message)
}
