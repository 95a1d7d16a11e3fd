//! The MLIR textual-format printer, matching `mlir-opt` (LLVM 22) byte for byte.
//!
//! Printing runs in three steps, as MLIR's `AsmState` does: [`names`] numbers SSA values
//! and blocks, [`alias`] collects the attributes and types that get `#map`-style aliases
//! (walking the IR with a printer that records instead of writing), then [`ops`] writes
//! everything into one `String`.

mod affine;
mod alias;
mod attrs;
mod dense;
mod hooks_impl;
pub(crate) mod lex;
mod names;
mod ops;
mod types;

#[cfg(test)]
mod tests;

use super::PrintOptions;
use crate::context::Context;
use crate::ir::{Body, OpId};

/// Stack headroom and segment size for recursion over nested IR, attributes and types.
const RED_ZONE: usize = 64 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f` on a fresh stack segment if the current one is nearly used up.
#[inline]
fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, f)
}

/// Whether attributes of the enclosing print position may drop their `: type`
/// (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Elision {
    /// Always print the type (attribute dictionaries, `print_attribute`).
    Never,
    /// `i64` integers and `f64` floats drop it (array elements, memref layouts).
    May,
    /// Never print it (`print_attribute_without_type`).
    Must,
}

/// The printing state: output buffer, indentation, SSA names and aliases.
pub(crate) struct Printer<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) opts: &'a PrintOptions,
    pub(crate) out: String,
    /// Indentation (in spaces) of the op being printed.
    indent: usize,
    names: names::Names,
    aliases: alias::Aliases,
    /// MLIR's default-dialect stack: op-name prefixes that may be dropped in the current region.
    default_dialect: Vec<&'a str>,
    /// While a custom printer runs: the body owning its op and the body of the op's regions
    /// (different for isolated ops), with their indices in `names`.
    body: &'a Body,
    body_index: u32,
    region_body: &'a Body,
    region_index: u32,
    /// Spare buffers for dialect type/attribute hooks, which print into a side buffer.
    scratch: Vec<String>,
    /// Text of types and of attributes printed with their type, by handle: the same few
    /// types and attributes recur on every op, and their text cannot change within one print.
    type_text: TextCache,
    attr_text: TextCache,
    /// Where finished text goes when streaming; `None` keeps everything in `out`.
    sink: Option<Box<dyn FnMut(&str) -> std::io::Result<()> + 'a>>,
    sink_error: Option<std::io::Error>,
    /// Nesting of `capture`: text in a side buffer must not be flushed.
    capturing: u32,
}

/// Text accumulated before it is handed to a streaming sink.
const FLUSH_AT: usize = 1 << 16;

/// Printed text by interned handle index.
#[derive(Default)]
struct TextCache {
    entries: Vec<Option<Box<str>>>,
}

/// Longer texts (dense constants) are not worth keeping.
const MAX_CACHED_TEXT: usize = 256;

impl TextCache {
    #[inline]
    fn get(&self, index: u32) -> Option<&str> {
        self.entries.get(index as usize).and_then(|e| e.as_deref())
    }

    fn put(&mut self, index: u32, text: &str) {
        if text.len() > MAX_CACHED_TEXT {
            return;
        }
        let i = index as usize;
        if i >= self.entries.len() {
            self.entries.resize(i + 1, None);
        }
        self.entries[i] = Some(text.into());
    }
}

/// Prints `op` of `body` as MLIR's `Operation::print` does: with aliases, the alias
/// definitions, the op and a newline; with local scope (no aliases), just the op.
pub(crate) fn print_top_level(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> String {
    print_with_sink(ctx, body, op, opts, None).0
}

/// Prints like [`print_top_level`], handing the text to `out` in pieces as it is produced,
/// so that a large module is never held in memory as text.
pub(crate) fn print_top_level_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let sink = Box::new(move |s: &str| out.write_all(s.as_bytes()));
    let (_, error) = print_with_sink(ctx, body, op, opts, Some(sink));
    error.map_or(Ok(()), Err)
}

/// Prints one type or attribute on its own, as it appears in mlir-opt's messages.
pub(crate) fn standalone(ctx: &Context, f: impl FnOnce(&mut Printer<'_>)) -> String {
    let body = Body::new();
    let opts = PrintOptions {
        use_aliases: false,
        ..PrintOptions::default()
    };
    let mut p = Printer {
        ctx,
        opts: &opts,
        out: String::new(),
        indent: 0,
        names: names::Names::default(),
        aliases: alias::Aliases::default(),
        default_dialect: vec!["builtin"],
        body: &body,
        body_index: 0,
        region_body: &body,
        region_index: 0,
        scratch: Vec::new(),
        type_text: TextCache::default(),
        attr_text: TextCache::default(),
        sink: None,
        sink_error: None,
        capturing: 0,
    };
    f(&mut p);
    p.out
}

pub(crate) fn type_to_string(ctx: &Context, t: crate::types::Type) -> String {
    standalone(ctx, |p| p.print_type_ref(t))
}

pub(crate) fn attr_to_string(ctx: &Context, a: crate::attrs::Attribute) -> String {
    standalone(ctx, |p| p.print_attr(a, Elision::Never))
}

type Sink<'a> = Box<dyn FnMut(&str) -> std::io::Result<()> + 'a>;

fn print_with_sink<'a>(
    ctx: &'a Context,
    body: &'a Body,
    op: OpId,
    opts: &'a PrintOptions,
    sink: Option<Sink<'a>>,
) -> (String, Option<std::io::Error>) {
    if body.ops.get(op).is_none() {
        return (String::new(), None);
    }
    let names = names::Names::compute(ctx, body, op, opts.generic);
    let aliases = if opts.use_aliases {
        alias::collect(ctx, body, op, opts)
    } else {
        alias::Aliases::default()
    };
    let streaming = sink.is_some();
    let mut p = Printer {
        ctx,
        opts,
        out: String::with_capacity(4096),
        indent: 0,
        names,
        aliases,
        default_dialect: vec!["builtin"],
        body,
        body_index: 0,
        region_body: body,
        region_index: 0,
        scratch: Vec::new(),
        type_text: TextCache::default(),
        attr_text: TextCache::default(),
        sink,
        sink_error: None,
        capturing: 0,
    };
    if streaming {
        p.out.reserve(FLUSH_AT * 2);
    } else {
        p.out.reserve(p.names.value_count() * 48);
    }
    p.print_alias_definitions(false);
    p.print_full_op(body, 0, op);
    if opts.use_aliases {
        p.out.push('\n');
        p.print_alias_definitions(true);
    }
    if streaming {
        p.flush();
    }
    (std::mem::take(&mut p.out), p.sink_error.take())
}

impl<'a> Printer<'a> {
    #[inline]
    fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    #[inline]
    fn push_char(&mut self, c: char) {
        self.out.push(c);
    }

    #[inline]
    fn push_int(&mut self, v: impl lex::PushInt) {
        v.push_to(&mut self.out);
    }

    fn push_indent(&mut self, mut n: usize) {
        const SPACES: &str = "                                                                ";
        while n > 0 {
            let k = n.min(SPACES.len());
            self.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    /// Runs `f` with `self.out` redirected to an empty side buffer, returning what it wrote.
    fn capture(&mut self, f: impl FnOnce(&mut Self)) -> String {
        let side = self.scratch.pop().unwrap_or_default();
        let main = std::mem::replace(&mut self.out, side);
        self.capturing += 1;
        f(self);
        self.capturing -= 1;
        std::mem::replace(&mut self.out, main)
    }

    /// Hands the text so far to the sink, if streaming and not inside a capture.
    fn flush(&mut self) {
        if self.capturing > 0 || self.out.is_empty() {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink(&self.out) {
                    self.sink_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// Flushes once enough text has accumulated (called between ops).
    #[inline]
    fn maybe_flush(&mut self) {
        if self.out.len() >= FLUSH_AT && self.sink.is_some() {
            self.flush();
        }
    }

    /// Returns a buffer obtained from [`Printer::capture`] for reuse.
    fn recycle(&mut self, mut buf: String) {
        buf.clear();
        self.scratch.push(buf);
    }
}
