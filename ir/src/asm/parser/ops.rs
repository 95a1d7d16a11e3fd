//! Operations in the generic form, regions, blocks, and the top level (Parser.cpp's
//! OperationParser and TopLevelOperationParser). Custom forms are in `custom.rs`.

use super::lexer::{int_value, Tok};
use super::scope::{Frame, RegionScope};
use super::{grow, Parser};
use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Symbol;
use crate::diagnostic::Diag;
use crate::ir::{BlockId, Body, NamedAttrs, OpId, OperationState, RegionId};
use crate::registry::{OpName, Traits};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::borrow::Cow;

/// The op currently inside its custom parse hook.
#[derive(Copy, Clone)]
pub(crate) struct CustomOp<'a> {
    pub name: &'a str,
    pub pos: u32,
    pub loc: Location,
    pub num_results: usize,
}

/// Op-level parser state.
#[derive(Default)]
pub(crate) struct OpState<'a> {
    pub frames: Vec<Frame<'a>>,
    pub regions: Vec<RegionScope<'a>>,
    /// MLIR's default dialect stack: ops may omit this prefix (`return` in `func.func`).
    pub default_dialects: Vec<&'a str>,
    /// Errors reported only if parsing otherwise succeeds (undeclared values), by position.
    pub deferred_errors: Vec<(u32, Diag)>,
    /// Further errors accompanying a failure (all undefined blocks of a region).
    pub extra_errors: Vec<Diag>,
    /// `loc(#alias)` references to aliases not defined yet: placeholder and first use.
    pub deferred_locs: FxHashMap<&'a str, (Location, u32)>,
    /// The file name of deferred-location placeholders, once needed.
    pub deferred_file: Option<Symbol>,
    pub custom: Option<CustomOp<'a>>,
    /// Operands parsed by custom parsers (name, number, position), for exact error
    /// positions; the current custom op's start at `custom_uses_start`.
    pub operand_uses: Vec<SsaUse<'a>>,
    pub custom_uses_start: usize,
    /// The op whose operands are being resolved (name, position), for isolation errors.
    pub current_op: Option<(&'a str, u32)>,
    /// Generic op names (spelling with quotes) already looked up: name and whether allowed.
    name_cache: FxHashMap<&'a str, (OpName, bool)>,
    /// Custom op names with a dialect prefix already looked up.
    pub custom_names: FxHashMap<&'a str, Option<OpName>>,
}

/// `%name` or `%name:N` before `=`.
pub(crate) struct ResultGroup<'a> {
    pub name: &'a str,
    pub count: u64,
    pub pos: u32,
}

/// An entry block argument given by a custom parser (or none for generic regions).
pub(crate) struct EntryArg<'a> {
    pub name: Cow<'a, str>,
    pub number: u32,
    pub pos: u32,
    pub ty: Type,
    pub loc: Option<Location>,
}

/// An SSA use as written: name (with `%`), result number, position.
pub(crate) type SsaUse<'a> = (&'a str, u32, u32);

const UNREGISTERED_DIALECT: &str =
    "operation being parsed with an unregistered dialect. If this is intended, \
     please use -allow-unregistered-dialect with the MLIR tool used";

impl<'a> Parser<'a> {
    /// operation ::= (result-group (`,` result-group)* `=`)? (generic | custom) trailing-loc?
    pub fn parse_operation(&mut self, block: BlockId) -> Result<(), Diag> {
        self.nest(|p| p.parse_operation_inner(block))
    }

    fn parse_operation_inner(&mut self, block: BlockId) -> Result<(), Diag> {
        let start = self.tok.start;
        let mut groups: SmallVec<[ResultGroup<'a>; 1]> = SmallVec::new();
        let mut expected: u64 = 0;
        if self.is(Tok::PercentIdent) {
            loop {
                let t = self.tok;
                self.expect(Tok::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return Err(self.wrong_tok("expected integer number of results"));
                    }
                    match int_value(self.spelling()).filter(|&v| v >= 1 && v <= u32::MAX as u128) {
                        Some(v) => count = v as u64,
                        None => {
                            return Err(
                                self.err("expected named operation to have at least 1 result")
                            )
                        }
                    }
                    self.bump();
                }
                groups.push(ResultGroup {
                    name: self.text(t),
                    count,
                    pos: t.start,
                });
                expected += count;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::BareIdent => self.parse_custom_op(expected as usize)?,
            Tok::String => self.parse_generic_op()?,
            _ => return Err(self.wrong_tok("expected operation name in quotes")),
        };
        if !groups.is_empty() {
            let results: SmallVec<[_; 4]> = self.body_mut().results(op).iter().copied().collect();
            if results.is_empty() {
                return Err(self.err_at(start, "cannot name an operation with no results"));
            }
            if results.len() as u64 != expected {
                let msg = format!(
                    "operation defines {} results but was provided {expected} to bind",
                    results.len()
                );
                return Err(self.err_at(start, msg));
            }
            let mut it = results.into_iter();
            for g in groups {
                for k in 0..g.count as u32 {
                    let Some(v) = it.next() else { break };
                    self.define_value(Cow::Borrowed(g.name), k, g.pos, v)?;
                }
            }
        }
        self.body_mut().append_op(block, op);
        Ok(())
    }

    /// ssa-use ::= `%name` (`#` number)?
    pub fn parse_ssa_use(&mut self, allow_number: bool) -> Result<SsaUse<'a>, Diag> {
        let t = self.tok;
        self.expect(Tok::PercentIdent, "expected SSA operand")?;
        let mut number = 0;
        if self.is(Tok::HashIdent) {
            if !allow_number {
                return Err(self.err("result number not allowed in argument list"));
            }
            match self.spelling().get(1..).and_then(|s| s.parse::<u32>().ok()) {
                Some(n) => number = n,
                None => return Err(self.err("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok((self.text(t), number, t.start))
    }

    /// Looks up a generic op name (spelling with quotes), caching the answer.
    fn generic_op_name(&mut self) -> Result<(OpName, bool), Diag> {
        let spelling = self.spelling();
        if let Some(&r) = self.ops.name_cache.get(spelling) {
            return Ok(r);
        }
        let name = super::lexer::unescape_str(spelling);
        if name.is_empty() {
            return Err(self.err("empty operation name is invalid"));
        }
        if name.contains('\0') {
            return Err(self.err("null character not allowed in operation name"));
        }
        let op_name = self.ctx.op_name(&name);
        let dialect = name.split('.').next().unwrap_or("");
        let allowed = op_name.is_registered()
            || self.ctx.allow_unregistered
            || self.ctx.is_dialect_loaded(dialect);
        self.ops.name_cache.insert(spelling, (op_name, allowed));
        Ok((op_name, allowed))
    }

    /// generic-op ::= string `(` uses `)` successors? (`<` props `>`)? (`(` regions `)`)?
    ///                attr-dict? `:` function-type
    fn parse_generic_op(&mut self) -> Result<OpId, Diag> {
        let name_tok = self.tok;
        let (name, allowed) = self.generic_op_name()?;
        self.bump();
        if !allowed {
            return Err(self.err(UNREGISTERED_DIALECT));
        }
        let ctx = self.ctx;
        let def = ctx.op_def(name);
        let display = self.text(name_tok).trim_matches('"');
        let mut state = OperationState {
            name,
            // Set below: the default location is only interned if no `loc(...)` follows.
            loc: self.ctx.unknown_loc(),
            operands: Vec::new(),
            result_types: Vec::new(),
            props: NamedAttrs::new(),
            attrs: NamedAttrs::new(),
            regions: Vec::new(),
            isolated: None,
            successors: Vec::new(),
        };
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        let mut uses: SmallVec<[SsaUse<'a>; 4]> = SmallVec::new();
        if self.is(Tok::PercentIdent) {
            loop {
                uses.push(self.parse_ssa_use(true)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        if self.is(Tok::LSquare) {
            if def.is_some_and(|d| !d.has_trait(Traits::TERMINATOR)) {
                return Err(self.err("successors in non-terminator"));
            }
            self.parse_successor_list(&mut state.successors)?;
        }
        let has_props = self.eat(Tok::Less);
        if has_props {
            if self.is(Tok::LBrace) {
                // Straight into the op's properties: no dictionary attribute to intern.
                let props = &mut state.props;
                self.parse_dict_entries(|p, k, v| props.set(p.ctx, k, v))?;
            } else {
                let props = self.parse_attribute(None)?;
                self.set_props(&mut state, props, name_tok.start, display)?;
            }
            self.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        if self.eat(Tok::LParen) {
            let isolated = def.is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
            if isolated {
                self.push_frame(Body::new(), Some(name_tok.start));
            }
            let res = self.parse_region_list(isolated, &mut state.regions);
            if isolated {
                state.isolated = Some(Box::new(self.pop_frame()));
            }
            res?;
            self.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        if self.is(Tok::LBrace) {
            let attrs = &mut state.attrs;
            self.parse_dict_entries(|p, k, v| attrs.set(p.ctx, k, v))?;
        }
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_pos = self.tok.start;
        let fn_ty = self.parse_type()?;
        let Some((inputs, results)) = ctx.function_signature(fn_ty) else {
            return Err(self.err_at(type_pos, "expected function type"));
        };
        state.result_types.extend_from_slice(results);
        if inputs.len() != uses.len() {
            let plural = if uses.len() == 1 { "" } else { "s" };
            let msg = format!(
                "expected {} operand type{plural} but had {}",
                uses.len(),
                inputs.len()
            );
            return Err(self.err_at(type_pos, msg));
        }
        let saved = self.ops.current_op.replace((display, name_tok.start));
        state.operands.reserve(uses.len());
        for (&(n, num, pos), &ty) in uses.iter().zip(inputs) {
            match self.resolve_value(n, Some(n), num, pos, ty) {
                Ok(v) => state.operands.push(v),
                Err(e) => {
                    self.ops.current_op = saved;
                    return Err(e);
                }
            }
        }
        self.ops.current_op = saved;
        if let (Some(d), false) = (def, has_props) {
            // Generic form without `<{...}>`: inherent attributes come from the dictionary.
            let inherent: SmallVec<[(Symbol, Attribute); 4]> = state
                .attrs
                .iter()
                .filter(|(k, _)| d.inherent_attrs.contains(&ctx.symbol_str(*k)))
                .collect();
            for (k, v) in inherent {
                state.attrs.remove(k);
                state.props.set(ctx, k, v);
            }
        }
        state.loc = match self.parse_trailing_loc()? {
            Some(l) => l,
            None => self.loc_at(name_tok.start),
        };
        Ok(self.body_mut().create_op(ctx, state))
    }

    /// `<{...}>` contents into the state's properties.
    pub fn set_props(
        &self,
        state: &mut OperationState,
        props: Attribute,
        pos: u32,
        name: &str,
    ) -> Result<(), Diag> {
        match self.ctx.attr_data(props) {
            AttrData::Dictionary(entries) => {
                for &(k, v) in entries.iter() {
                    state.props.set(self.ctx, k, v);
                }
                Ok(())
            }
            _ => {
                let shown = super::attr_to_string(self.ctx, props);
                Err(self.err_at(
                    pos,
                    format!("invalid properties {shown} for op {name}: expected a dictionary"),
                ))
            }
        }
    }

    /// `[` successor (`,` successor)* `]`
    fn parse_successor_list(&mut self, out: &mut Vec<BlockId>) -> Result<(), Diag> {
        self.bump();
        if self.is(Tok::RSquare) {
            return Err(self.wrong_tok("expected list element"));
        }
        loop {
            out.push(self.parse_successor_ref()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RSquare, "expected ',' or ']'")
    }

    /// `^name`, created as a forward reference if not defined yet.
    pub fn parse_successor_ref(&mut self) -> Result<BlockId, Diag> {
        if !self.is(Tok::CaretIdent) {
            return Err(self.wrong_tok("expected block name"));
        }
        let b = self.block_named(self.spelling(), self.tok.start);
        self.bump();
        Ok(b)
    }

    /// `{...}` (`,` `{...}`)* for a generic op; isolated regions are root regions of the
    /// current (fresh) frame, others detached regions of the current body.
    fn parse_region_list(&mut self, isolated: bool, out: &mut Vec<RegionId>) -> Result<(), Diag> {
        loop {
            let r = if isolated {
                self.body_mut().add_root_region()
            } else {
                self.body_mut().create_region()
            };
            self.parse_region_into(r, &[])?;
            if !isolated {
                out.push(r);
            }
            if !self.eat(Tok::Comma) {
                return Ok(());
            }
        }
    }

    /// region ::= `{` block* `}`; an empty region has no blocks unless `args` are given.
    pub fn parse_region_into(
        &mut self,
        region: RegionId,
        args: &[EntryArg<'a>],
    ) -> Result<(), Diag> {
        grow(|| {
            self.expect(Tok::LBrace, "expected '{' to begin a region")?;
            if !args.is_empty() || !self.is(Tok::RBrace) {
                self.parse_region_body(region, args)?;
            }
            self.expect(Tok::RBrace, "expected '}' to end a region")
        })
    }

    fn parse_region_body(&mut self, region: RegionId, args: &[EntryArg<'a>]) -> Result<(), Diag> {
        self.push_name_scope();
        self.push_region_scope();
        let entry = self.body_mut().create_block();
        if !args.is_empty() {
            if self.is(Tok::CaretIdent) {
                return Err(self.err("invalid block name in region with named arguments"));
            }
            for a in args {
                if let Some(p) = self.reference_pos(&a.name, a.number) {
                    let note = self.loc_at(p);
                    let msg = format!("region entry argument '{}' is already in use", a.name);
                    return Err(self
                        .err_at(a.pos, msg)
                        .with_note(note, "previously referenced here"));
                }
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.pos));
                let v = self.body_mut().add_block_arg(entry, a.ty, Some(loc));
                self.define_value(a.name.clone(), a.number, a.pos, v)?;
            }
        }
        self.parse_block(Some(entry))?;
        if !args.is_empty() && self.body_mut().block_args(entry).len() > args.len() {
            return Err(self.err("entry block arguments were already defined"));
        }
        self.body_mut().append_block(region, entry);
        while !self.is(Tok::RBrace) {
            let b = self.parse_block(None)?;
            self.body_mut().append_block(region, b);
        }
        self.pop_region_scope()?;
        self.pop_name_scope();
        Ok(())
    }

    /// block ::= (`^name` (`(` args `)`)? `:`)? op* — the label is optional for `given`.
    fn parse_block(&mut self, given: Option<BlockId>) -> Result<BlockId, Diag> {
        if let Some(b) = given {
            if !self.is(Tok::CaretIdent) {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let name_tok = self.tok;
        self.expect(Tok::CaretIdent, "expected block name")?;
        let b = self.define_block(self.text(name_tok), name_tok.start, given)?;
        if self.is(Tok::LParen) {
            self.parse_block_args(b)?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(b)?;
        Ok(b)
    }

    fn parse_block_body(&mut self, block: BlockId) -> Result<(), Diag> {
        while !self.is(Tok::CaretIdent) && !self.is(Tok::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `(` (`%name` `:` type loc?)* `)`
    fn parse_block_args(&mut self, block: BlockId) -> Result<(), Diag> {
        let existing: SmallVec<[_; 4]> =
            self.body_mut().block_args(block).iter().copied().collect();
        let mut next = 0usize;
        self.bump();
        if self.eat(Tok::RParen) {
            return Ok(());
        }
        loop {
            let (name, number, pos) = self.parse_ssa_use(true)?;
            self.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let v = if existing.is_empty() {
                let loc = self.loc_at(pos);
                self.body_mut().add_block_arg(block, ty, Some(loc))
            } else {
                let Some(&v) = existing.get(next) else {
                    return Err(self.err("too many arguments specified in argument list"));
                };
                next += 1;
                if self.body_mut().value_type(v) != ty {
                    return Err(self.err("argument and block argument type mismatch"));
                }
                v
            };
            if let Some(l) = self.parse_trailing_loc()? {
                self.body_mut().values[v].loc = Some(l);
            }
            self.define_value(Cow::Borrowed(name), number, pos, v)?;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')'")
    }
}
