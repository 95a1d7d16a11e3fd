//! The MLIR textual-format parser.
//!
//! Design: a hand-written lexer ([`lexer`], MLIR's token set) feeding a recursive-descent
//! parser, as MLIR's own AsmParser is. Tokens are byte spans into the source, so lexing
//! never allocates; SSA and block names are looked up as `&str` slices of the source.
//! A grammar generator (pest) was measured slower before building any IR (see
//! `/work/shared/design-notes.md`) and gives no control over MLIR's error positions.
//!
//! - Each IsolatedFromAbove op is parsed into a fresh [`Body`] with its own SSA scope
//!   ([`scope::Frame`]); non-isolated regions share the enclosing body.
//! - Forward references get placeholder values (arguments of a detached block) that are
//!   replaced when the definition is seen; leftovers become "use of undeclared SSA value
//!   name" at the end, as MLIR's `finalize` does.
//! - `loc(#alias)` on ops and block arguments may name an alias defined later in the file
//!   (`--mlir-print-debuginfo` output); those are patched after the whole file is read.
//! - Recursion over nested input (regions, types, attributes, affine expressions) goes
//!   through `stacker::maybe_grow`, so deep nesting cannot overflow the stack.

mod affine;
mod attrs;
mod custom;
mod custom_op;
mod dense;
mod dialect;
mod lexer;
mod locations;
mod ops;
mod scope;
mod toplevel;
mod types;

#[cfg(test)]
mod tests;

use crate::attrs::{AttrData, Attribute, LocData, Location};
use crate::context::{Context, Symbol};
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OperationState};
use crate::types::Type;
use lexer::{Lexer, Tok, Token};
use rustc_hash::FxHashMap;

pub(crate) use crate::asm::{attr_to_string, type_to_string};

/// Grows the stack for recursive parsing of nested input.
pub(crate) fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, f)
}

/// Parser state for one source buffer.
pub(crate) struct Parser<'a> {
    pub ctx: &'a Context,
    pub src: &'a str,
    lex: Lexer<'a>,
    /// The current (next unconsumed) token.
    pub tok: Token,
    /// End offset of the last consumed token.
    pub prev_end: u32,
    file: Symbol,
    line_starts: Vec<u32>,
    /// Added to every line number: the line in the whole file of this text's first line
    /// (a `--split-input-file` chunk), minus one.
    line_offset: u32,
    pub type_aliases: FxHashMap<&'a str, Type>,
    pub attr_aliases: FxHashMap<&'a str, Attribute>,
    /// Bytes each alias (`#a`, `!t`, with the sigil) stands for when written out.
    alias_sizes: FxHashMap<&'a str, u64>,
    /// Bytes of alias expansions seen so far (definitions included: a definition's size is
    /// its own text plus this counter's growth while it is parsed).
    alias_expanded: u64,
    /// Bytes of alias expansions outside alias definitions: what printing writes out.
    alias_used: u64,
    /// Nesting of alias definitions being parsed (0 or 1).
    in_alias_def: u32,
    /// Ops, attributes, types and dense lists being parsed inside each other.
    depth: u32,
    /// Types spelled as one keyword (`i32`, `f32`, `index`): skips the interner's lock.
    keyword_types: FxHashMap<&'a str, Type>,
    /// Function types by signature (see `parse_function_type`).
    function_types: FxHashMap<(types::TypeList, types::TypeList), Type>,
    pub ops: ops::OpState<'a>,
    /// The `external_resources` groups of the file metadata, for the module.
    pub external_resources: Vec<crate::asm::ResourceGroup>,
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a Context, file_name: &str, src: &'a str) -> Self {
        let line_starts = line_starts(src.as_bytes());
        let mut lex = Lexer::new(src);
        let tok = lex.next();
        Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: 0,
            file: ctx.symbol(file_name),
            line_starts,
            line_offset: 0,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            alias_sizes: FxHashMap::default(),
            alias_expanded: 0,
            alias_used: 0,
            in_alias_def: 0,
            depth: 0,
            keyword_types: FxHashMap::default(),
            function_types: FxHashMap::default(),
            ops: ops::OpState::default(),
            external_resources: Vec::new(),
        }
    }

    // ---- tokens ----

    /// Source text of a token.
    #[inline]
    pub fn text(&self, t: Token) -> &'a str {
        self.src.get(t.start as usize..t.end as usize).unwrap_or("")
    }
    /// Spelling of the current token.
    #[inline]
    pub fn spelling(&self) -> &'a str {
        self.text(self.tok)
    }
    #[inline]
    pub fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next();
    }
    #[inline]
    pub fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    #[inline]
    pub fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Whether the current token is the bare identifier (keyword) `kw`.
    #[inline]
    pub fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.spelling() == kw
    }
    pub fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes `k` or fails with MLIR's wrong-token error.
    pub fn expect(&mut self, k: Tok, msg: &str) -> Result<(), Diag> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.wrong_tok(msg))
        }
    }
    /// Relexes from byte offset `pos` (the token before it counts as consumed).
    pub fn reset_to(&mut self, pos: u32) {
        self.prev_end = pos;
        self.lex.reset(pos);
        self.tok = self.lex.next();
    }
    /// The byte right after the current token, if any (for juxtaposition checks).
    pub fn byte_at(&self, pos: u32) -> u8 {
        self.src.as_bytes().get(pos as usize).copied().unwrap_or(0)
    }

    /// Runs a recursive parse one nesting level deeper: past [`MAX_NESTING`] levels, an
    /// error at the current token (deeper input made memory or time grow quadratically).
    pub fn nest<R>(&mut self, f: impl FnOnce(&mut Self) -> Result<R, Diag>) -> Result<R, Diag> {
        if self.depth >= MAX_NESTING {
            return Err(self.err(format!("nesting exceeds the limit of {MAX_NESTING} levels (ops in regions, attributes, types and dense literals; see docs/limits.md)")));
        }
        self.depth += 1;
        let result = grow(|| f(self));
        self.depth -= 1;
        result
    }

    // ---- alias expansion ----

    /// The most bytes alias references may expand to, outside definitions: the printer
    /// writes every attribute and type out (only affine maps and long tuples keep an
    /// alias), so `#a1 = [#a0, #a0]`, `#a2 = [#a1, #a1]`, ... doubles per line.
    pub fn alias_expansion_limit(&self) -> u64 {
        ALIAS_EXPANSION_LIMIT.max(64 * self.src.len() as u64)
    }

    /// Counts a reference at `pos` to alias `key` (`#a`, `!t`).
    pub fn account_alias(&mut self, key: &str, pos: u32) -> Result<(), Diag> {
        let size = self.alias_sizes.get(key).copied().unwrap_or(0);
        self.alias_expanded = self.alias_expanded.saturating_add(size);
        if self.in_alias_def == 0 {
            self.alias_used = self.alias_used.saturating_add(size);
        }
        let limit = self.alias_expansion_limit();
        // An alias that is never used is never written out, however large.
        if self.in_alias_def == 0 && self.alias_used > limit {
            let msg = format!("alias expansions exceed the limit of {limit} bytes ('{key}' stands for {size} bytes; see docs/limits.md)");
            return Err(self.err_at(pos, msg));
        }
        Ok(())
    }

    /// Parses an alias definition's right-hand side with `parse`, recording its size.
    pub fn alias_definition<T>(
        &mut self,
        key: &'a str,
        parse: impl FnOnce(&mut Self) -> Result<T, Diag>,
    ) -> Result<T, Diag> {
        let (start, expanded) = (self.tok.start, self.alias_expanded);
        self.in_alias_def += 1;
        let result = parse(self);
        self.in_alias_def -= 1;
        let own = u64::from(self.prev_end.saturating_sub(start));
        self.alias_sizes
            .insert(key, own.saturating_add(self.alias_expanded - expanded));
        result
    }

    // ---- locations ----

    /// 1-based line and byte column of a source offset.
    pub fn line_col(&self, pos: u32) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&s| s <= pos).max(1);
        let start = self.line_starts[line - 1];
        (
            (line as u32).saturating_add(self.line_offset),
            pos - start + 1,
        )
    }
    /// The byte offset of a 1-based line and column, if within the source.
    pub fn pos_of(&self, line: u32, col: u32) -> Option<u32> {
        let line = line.checked_sub(self.line_offset)?;
        let start = *self.line_starts.get((line as usize).checked_sub(1)?)?;
        let pos = start.checked_add(col.checked_sub(1)?)?;
        (pos as usize <= self.src.len()).then_some(pos)
    }
    pub fn loc_at(&self, pos: u32) -> Location {
        let (line, col) = self.line_col(pos);
        self.ctx.source_loc(self.file, line, col)
    }
    /// Maps a location made by [`Self::loc_at`] back to its offset.
    pub fn pos_of_loc(&self, loc: Location) -> Option<u32> {
        match self.ctx.attr_data(loc) {
            AttrData::Location(LocData::FileLineCol { file, line, col }) if *file == self.file => {
                self.pos_of(*line, *col)
            }
            _ => None,
        }
    }

    // ---- errors ----

    /// An error at `pos`, unless the lexer already failed (its error wins, as in MLIR).
    pub fn err_at(&self, pos: u32, msg: impl Into<String>) -> Diag {
        if self.tok.kind == Tok::Error {
            return Diag::error(self.loc_at(self.tok.start), self.lex.error);
        }
        Diag::error(self.loc_at(pos), msg)
    }
    /// An error at the current token (at end of input: one character back).
    pub fn err(&self, msg: impl Into<String>) -> Diag {
        let mut pos = self.tok.start;
        if self.tok.kind == Tok::Eof {
            pos = pos.saturating_sub(1);
        }
        self.err_at(pos, msg)
    }
    /// MLIR's `emitWrongTokenError`: when the unexpected token starts a line, report at
    /// the end of the previous non-blank line (before any `//` comment on it).
    pub fn wrong_tok(&self, msg: impl Into<String>) -> Diag {
        let mut pos = self.tok.start as usize;
        if self.tok.kind == Tok::Eof {
            pos = pos.saturating_sub(1);
        }
        let bytes = self.src.as_bytes();
        let mut end = pos.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.err_at(pos as u32, msg);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.err_at(end as u32, msg);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i + 1);
            if let Some(c) = find_comment(&bytes[line_start..end]) {
                end = line_start + c;
            }
        }
    }
}

/// See [`Parser::nest`] (docs/limits.md).
pub const MAX_NESTING: u32 = 4096;

/// See [`Parser::alias_expansion_limit`] (docs/limits.md).
pub const ALIAS_EXPANSION_LIMIT: u64 = 1 << 28;

/// Offsets where lines start; scans eight bytes at a time (lines are long, newlines rare).
fn line_starts(bytes: &[u8]) -> Vec<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut starts = Vec::with_capacity(bytes.len() / 32 + 1);
    starts.push(0u32);
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0usize;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
        // A zero byte in `x` is a newline in the chunk (the classic has-zero-byte test).
        if x.wrapping_sub(ONES) & !x & HIGH != 0 {
            starts.extend(
                chunk
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == b'\n')
                    .map(|(i, _)| (base + i + 1) as u32),
            );
        }
        base += 8;
    }
    let rest = chunks.remainder();
    starts.extend(
        rest.iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .map(|(i, _)| (base + i + 1) as u32),
    );
    starts
}

fn find_comment(line: &[u8]) -> Option<usize> {
    line.windows(2).position(|w| w == b"//")
}

/// Parses a whole buffer into a module (see [`crate::asm::parse_module`]).
pub(crate) fn parse_module(
    ctx: &Context,
    file_name: &str,
    text: &str,
) -> Result<Module, Vec<Diag>> {
    parse_module_at(ctx, file_name, text, 1)
}

/// As [`parse_module`], for text whose first line is line `first_line` of the file.
pub(crate) fn parse_module_at(
    ctx: &Context,
    file_name: &str,
    text: &str,
    first_line: u32,
) -> Result<Module, Vec<Diag>> {
    if text.len() >= u32::MAX as usize {
        let loc = ctx.file_loc(file_name, 1, 1);
        return Err(vec![Diag::error(
            loc,
            "input buffer is too large (4 GiB or more)",
        )]);
    }
    let mut p = Parser::new(ctx, file_name, text);
    p.line_offset = first_line.saturating_sub(1);
    let top = match p.parse_top_level() {
        Ok(body) => body,
        Err(d) => {
            let mut errs = vec![d];
            errs.append(&mut p.ops.extra_errors);
            return Err(errs);
        }
    };
    let mut module = wrap_in_module(ctx, top, p.file);
    module.external_resources = std::mem::take(&mut p.external_resources);
    Ok(module)
}

/// Uses the single top-level `builtin.module` as the module, or wraps the top-level ops
/// in an implicit one located at `file:0:0` (as MLIR does).
fn wrap_in_module(ctx: &Context, top: Body, file: Symbol) -> Module {
    let block = top.root_regions().first().and_then(|&r| top.entry_block(r));
    if let Some(b) = block {
        let mut ops = top.block_ops(b);
        if let (Some(op), None) = (ops.next(), ops.next()) {
            if top.op(op).name == ctx.op_name("builtin.module") {
                let mut top = top;
                ensure_module_block(&mut top, op);
                return Module {
                    top,
                    op,
                    external_resources: Vec::new(),
                };
            }
        }
    }
    let loc = ctx.intern_attr(AttrData::Location(LocData::FileLineCol {
        file,
        line: 0,
        col: 0,
    }));
    let mut outer = Body::new();
    let r = outer.add_root_region();
    let b = outer.create_block();
    outer.append_block(r, b);
    let mut state = OperationState::new(ctx, "builtin.module", loc);
    state.isolated = Some(Box::new(top));
    let op = outer.create_op(ctx, state);
    outer.append_op(b, op);
    Module {
        top: outer,
        op,
        external_resources: Vec::new(),
    }
}

/// A module whose region is empty (generic `({})`) gets its body block.
fn ensure_module_block(top: &mut Body, op: crate::ir::OpId) {
    if let Some(body) = top.op_mut(op).isolated_body_mut() {
        if body.root_regions().is_empty() {
            body.add_root_region();
        }
        let r = body.root_regions()[0];
        if body.entry_block(r).is_none() {
            let b = body.create_block();
            body.append_block(r, b);
        }
    }
}

impl<'a> Parser<'a> {
    /// Checks that a standalone type or attribute string was fully read.
    fn expect_end(&self, s: &str) -> Result<(), Diag> {
        if self.is(Tok::Eof) {
            return Ok(());
        }
        let rest = s.get(self.tok.start as usize..).unwrap_or("");
        Err(self.err(format!("found trailing characters: '{rest}'")))
    }
}

impl Context {
    /// Parses a type from a string (for tests and tools); aliases are not available.
    pub fn parse_type_str(&self, s: &str) -> Result<Type, Diag> {
        let mut p = Parser::new(self, "<string>", s);
        let t = p.parse_type()?;
        p.expect_end(s)?;
        Ok(t)
    }
    /// Parses an attribute from a string (for tests and tools).
    pub fn parse_attr_str(&self, s: &str) -> Result<Attribute, Diag> {
        let mut p = Parser::new(self, "<string>", s);
        let a = p.parse_attribute(None)?;
        p.expect_end(s)?;
        Ok(a)
    }
}
