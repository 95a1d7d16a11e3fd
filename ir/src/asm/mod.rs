//! The textual format: the parser and printer, and the hook API that custom op syntax uses.
//!
//! Dialects write custom forms against the [`OpAsmParser`] and [`OpAsmPrinter`] traits, so
//! a dialect in another crate uses exactly the API ours do.

pub mod formats;
mod hooks;
pub mod index_lists;
mod parser;
mod printer;
mod raw_bytes;
pub mod resources;
pub use hooks::*;
pub use raw_bytes::escape_raw_bytes_in_strings;
pub use resources::{ResourceGroup, ResourceValue};

use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpId};

/// Printer settings, as mlir-opt's `--mlir-print-*` flags.
#[derive(Clone, Debug)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in the generic form.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print `loc(...)` after ops and block arguments.
    pub debug_info: bool,
    /// Dense elements with more elements than this print as a hex blob (mlir-opt: 100).
    pub hex_threshold: Option<usize>,
    /// `--mlir-elide-elementsattrs-if-larger`: print `dense_resource<__elided__>` instead.
    pub elide_elements_larger: Option<usize>,
    /// `--mlir-print-local-scope`-like behavior: no alias definitions.
    pub use_aliases: bool,
    /// Prints the ops, types and attributes of dialect `.0` under the name `.1`:
    /// `("hlo", "stablehlo")` writes `stablehlo.add`, `!stablehlo.token`, `#stablehlo<...>`.
    pub dialect_renames: Vec<(String, String)>,
}

impl PrintOptions {
    /// The name to print for dialect `dialect` (itself unless renamed).
    pub fn printed_dialect_name<'a>(&'a self, dialect: &'a str) -> &'a str {
        self.dialect_renames
            .iter()
            .find(|(from, _)| from == dialect)
            .map_or(dialect, |(_, to)| to.as_str())
    }
    /// The name to print for op `name` (`hlo.add` -> `stablehlo.add` when `hlo` is renamed).
    pub fn printed_op_name<'a>(&self, name: &'a str) -> std::borrow::Cow<'a, str> {
        match name.split_once('.') {
            Some((dialect, op)) if self.dialect_renames.iter().any(|(from, _)| from == dialect) => {
                std::borrow::Cow::Owned(format!("{}.{op}", self.printed_dialect_name(dialect)))
            }
            _ => std::borrow::Cow::Borrowed(name),
        }
    }
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            generic: false,
            debug_info: false,
            hex_threshold: Some(100),
            elide_elements_larger: None,
            use_aliases: true,
            dialect_renames: Vec::new(),
        }
    }
}

/// Parses a whole source buffer into a module (wrapping top-level ops in an implicit
/// `builtin.module` unless the buffer is exactly one module op).
pub fn parse_module(ctx: &Context, file_name: &str, text: &str) -> Result<Module, Vec<Diag>> {
    parser::parse_module(ctx, file_name, text)
}

/// As [`parse_module`], for a `--split-input-file` chunk whose first line is line
/// `first_line` of the file: locations are the file's, without padding the text.
pub fn parse_module_at(
    ctx: &Context,
    file_name: &str,
    text: &str,
    first_line: u32,
) -> Result<Module, Vec<Diag>> {
    parser::parse_module_at(ctx, file_name, text, first_line)
}

/// A type as the printer writes it (`tensor<4xf32>`), for messages.
pub fn type_to_string(ctx: &Context, t: crate::types::Type) -> String {
    printer::type_to_string(ctx, t)
}

/// An attribute as the printer writes it, with its type (`1 : i32`), for messages.
pub fn attr_to_string(ctx: &Context, a: crate::attrs::Attribute) -> String {
    printer::attr_to_string(ctx, a)
}

/// Prints a module straight to `out`, a piece at a time (no whole-module `String`).
pub fn print_module_to(
    ctx: &Context,
    module: &Module,
    opts: &PrintOptions,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    printer::print_top_level_to(ctx, &module.top, module.op, opts, out)?;
    if opts.use_aliases && !module.external_resources.is_empty() {
        let mut text = String::new();
        resources::print_external(&mut text, &module.external_resources);
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Prints a module (the `builtin.module` op itself and everything in it).
/// With aliases on, the `external_resources` it carries follow (as mlir-opt).
pub fn print_module(ctx: &Context, module: &Module, opts: &PrintOptions) -> String {
    let mut text = print_op(ctx, &module.top, module.op, opts);
    if opts.use_aliases {
        resources::print_external(&mut text, &module.external_resources);
    }
    text
}

/// Prints one op (with its regions) as MLIR's `Operation::print` does for an op without
/// parent: alias definitions (`#map = ...`), the op and a newline; with `use_aliases` off
/// (`--mlir-print-local-scope`), just the op, without the newline. mlir-opt writes one more
/// newline after it in both cases.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> String {
    printer::print_top_level(ctx, body, op, opts)
}
