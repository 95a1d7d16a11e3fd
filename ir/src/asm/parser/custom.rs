//! Custom op syntax: name lookup (with MLIR's default dialect) and the [`AsmParser`] /
//! [`OpAsmParser`] implementation that op, type and attribute hooks parse through.

use super::lexer::{int_value, Tok};
use super::ops::EntryArg;
use super::Parser;
use crate::asm::{Argument, AsmParser, Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use crate::attrs::{Attribute, Location};
use crate::context::{Context, Symbol};
use crate::diagnostic::Diag;
use crate::float::{self, FloatKind};
use crate::ir::{BlockId, OperationState, ValueId};
use crate::registry::Traits;
use crate::types::Type;
use std::borrow::Cow;

fn punct_tok(p: Punct) -> Tok {
    match p {
        Punct::LParen => Tok::LParen,
        Punct::RParen => Tok::RParen,
        Punct::LSquare => Tok::LSquare,
        Punct::RSquare => Tok::RSquare,
        Punct::LBrace => Tok::LBrace,
        Punct::RBrace => Tok::RBrace,
        Punct::Less => Tok::Less,
        Punct::Greater => Tok::Greater,
        Punct::Comma => Tok::Comma,
        Punct::Colon => Tok::Colon,
        Punct::Equal => Tok::Equal,
        Punct::Arrow => Tok::Arrow,
        Punct::Question => Tok::Question,
        Punct::Star => Tok::Star,
        Punct::Plus => Tok::Plus,
        Punct::Minus => Tok::Minus,
        Punct::Ellipsis => Tok::Ellipsis,
        Punct::Vertical => Tok::Vertical,
    }
}

impl<'a> Parser<'a> {
    /// Prefixes hook errors with `custom op 'name' ` as MLIR's CustomOpAsmParser does.
    fn prefixed(&self, msg: &str) -> String {
        match &self.ops.custom {
            Some(c) => format!("custom op '{}' {msg}", c.name),
            None => msg.to_string(),
        }
    }

    /// A comma-separated list inside `delim` (MLIR's `parseCommaSeparatedList`).
    pub fn comma_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        mut element: impl FnMut(&mut Self) -> Result<(), Diag>,
    ) -> Result<(), Diag> {
        let (open, close, open_s, close_s) = match delim {
            Delimiter::None => (None, None, "", ""),
            Delimiter::Paren | Delimiter::OptionalParen => {
                (Some(Tok::LParen), Some(Tok::RParen), "(", ")")
            }
            Delimiter::Square | Delimiter::OptionalSquare => {
                (Some(Tok::LSquare), Some(Tok::RSquare), "[", "]")
            }
            Delimiter::Brace => (Some(Tok::LBrace), Some(Tok::RBrace), "{", "}"),
            Delimiter::LessGreater => (Some(Tok::Less), Some(Tok::Greater), "<", ">"),
        };
        if let (Some(o), Some(c)) = (open, close) {
            let optional = matches!(delim, Delimiter::OptionalParen | Delimiter::OptionalSquare);
            if optional && !self.is(o) {
                return Ok(());
            }
            self.expect(o, &format!("expected '{open_s}'{context}"))?;
            if self.eat(c) {
                return Ok(());
            }
        }
        element(self)?;
        while self.eat(Tok::Comma) {
            element(self)?;
        }
        match close {
            Some(c) => self.expect(c, &format!("expected '{close_s}'{context}")),
            None => Ok(()),
        }
    }

    /// An operand for a custom parser. Its `loc` is the op's location: interning one
    /// location per operand use costs a third of the parse of custom-form IR, and
    /// errors about operands are placed exactly through `ops.operand_uses` instead.
    fn make_operand(&mut self, (name, number, pos): super::ops::SsaUse<'a>) -> UnresolvedOperand {
        let loc = match self.ops.custom {
            Some(c) => c.loc,
            None => self.loc_at(pos),
        };
        self.ops.operand_uses.push((name, number, pos));
        UnresolvedOperand {
            name: name.to_string(),
            number,
            loc,
        }
    }

    /// An argument (region or function argument): its location is its own.
    fn make_argument_name(&self, (name, number, pos): super::ops::SsaUse<'a>) -> UnresolvedOperand {
        UnresolvedOperand {
            name: name.to_string(),
            number,
            loc: self.loc_at(pos),
        }
    }

    /// Where an operand was written: the matching use parsed by the current custom op,
    /// else its location.
    fn operand_pos(&mut self, op: &UnresolvedOperand) -> u32 {
        let start = self.ops.custom_uses_start;
        let uses = &mut self.ops.operand_uses;
        if let Some(u) = uses
            .get_mut(start..)
            .and_then(|u| u.iter_mut().find(|u| u.0 == op.name && u.1 == op.number))
        {
            let pos = u.2;
            // Used: a repeated name (`%a, %a`) finds its next occurrence.
            u.1 = u32::MAX;
            return pos;
        }
        self.pos_of_loc(op.loc).unwrap_or(self.tok.start)
    }

    /// Adds an attribute from a custom form: inherent names become properties.
    fn add_attr(&self, state: &mut OperationState, k: Symbol, v: Attribute) {
        let inherent = self
            .ctx
            .op_def(state.name)
            .is_some_and(|d| d.inherent_attrs.contains(&self.ctx.symbol_str(k)));
        if inherent {
            state.props.set(self.ctx, k, v);
        } else {
            state.attrs.set(self.ctx, k, v);
        }
    }

    fn parse_attr_dict_into(&mut self, state: &mut OperationState) -> Result<(), Diag> {
        let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
        self.parse_dict_entries(|_, k, v| entries.push((k, v)))?;
        for (k, v) in entries {
            self.add_attr(state, k, v);
        }
        Ok(())
    }

    fn entry_args(&self, args: &[Argument]) -> Result<Vec<EntryArg<'a>>, Diag> {
        // As in MLIR, arguments without names (types only) define no block arguments.
        if args.first().is_none_or(|a| a.name.name.is_empty()) {
            return Ok(Vec::new());
        }
        args.iter()
            .map(|a| {
                let pos = self.pos_of_loc(a.name.loc).unwrap_or(self.tok.start);
                let ty =
                    a.ty.ok_or_else(|| self.err_at(pos, "expected a type for region argument"))?;
                Ok(EntryArg {
                    name: Cow::Owned(a.name.name.clone()),
                    number: a.name.number,
                    pos,
                    ty,
                    loc: a.loc,
                })
            })
            .collect()
    }

    fn parse_float_value(&mut self) -> Result<f64, Diag> {
        let negative = self.eat(Tok::Minus);
        if self.is(Tok::BareIdent) && matches!(self.spelling(), "inf" | "nan") {
            let v = if self.spelling() == "inf" {
                f64::INFINITY
            } else {
                f64::NAN
            };
            self.bump();
            return Ok(if negative { -v } else { v });
        }
        let bits = self.float_bits(self.tok, negative, FloatKind::F64)?;
        self.bump();
        Ok(float::to_f64(FloatKind::F64, bits))
    }
}

impl<'a> AsmParser for Parser<'a> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn current_loc(&self) -> Location {
        self.loc_at(self.tok.start)
    }
    fn error_at(&self, loc: Location, msg: &str) -> Diag {
        Diag::error(loc, self.prefixed(msg))
    }
    fn error(&self, msg: &str) -> Diag {
        self.err(self.prefixed(msg))
    }
    fn parse_punct(&mut self, p: Punct) -> Result<(), Diag> {
        if self.eat(punct_tok(p)) {
            Ok(())
        } else {
            Err(self.wrong_tok(format!("expected '{}'", p.as_str())))
        }
    }
    fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.eat(punct_tok(p))
    }
    fn parse_keyword(&mut self, kw: &str) -> Result<(), Diag> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err(self.wrong_tok(self.prefixed(&format!("expected '{kw}'"))))
        }
    }
    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.eat_kw(kw)
    }
    fn parse_keyword_any(&mut self) -> Result<String, Diag> {
        match self.parse_optional_keyword_any() {
            Some(k) => Ok(k),
            None => Err(self.wrong_tok(self.prefixed("expected valid keyword"))),
        }
    }
    fn parse_optional_keyword_any(&mut self) -> Option<String> {
        if !self.is(Tok::BareIdent) {
            return None;
        }
        let s = self.spelling().to_string();
        self.bump();
        Some(s)
    }
    fn peek_keyword(&self, kw: &str) -> bool {
        self.is_kw(kw)
    }
    fn peek_punct(&self, p: Punct) -> bool {
        self.is(punct_tok(p))
    }
    fn parse_integer(&mut self) -> Result<i64, Diag> {
        match self.parse_optional_integer() {
            Some(r) => r,
            None => Err(self.wrong_tok("expected integer value")),
        }
    }
    fn parse_optional_integer(&mut self) -> Option<Result<i64, Diag>> {
        if self.is_kw("true") || self.is_kw("false") {
            let v = self.is_kw("true") as i64;
            self.bump();
            return Some(Ok(v));
        }
        if !self.is(Tok::Integer) && !self.is(Tok::Minus) {
            return None;
        }
        let negative = self.eat(Tok::Minus);
        if !self.is(Tok::Integer) {
            return Some(Err(self.wrong_tok("expected integer value")));
        }
        let pos = self.tok.start;
        let v = int_value(self.spelling());
        self.bump();
        let v = v.and_then(|m| {
            if negative {
                0i128.checked_sub_unsigned(m)
            } else {
                i128::try_from(m).ok()
            }
        });
        Some(
            v.and_then(|v| i64::try_from(v).ok())
                .ok_or_else(|| self.err_at(pos, "integer value too large")),
        )
    }
    fn parse_float(&mut self) -> Result<f64, Diag> {
        self.parse_float_value()
    }
    fn parse_string(&mut self) -> Result<String, Diag> {
        match self.parse_optional_string() {
            Some(s) => Ok(s),
            None => Err(self.wrong_tok("expected string")),
        }
    }
    fn parse_optional_string(&mut self) -> Option<String> {
        if !self.is(Tok::String) {
            return None;
        }
        let s = super::lexer::unescape_str(self.spelling()).into_owned();
        self.bump();
        Some(s)
    }
    fn parse_type(&mut self) -> Result<Type, Diag> {
        Parser::parse_type(self)
    }
    fn parse_optional_type(&mut self) -> Option<Result<Type, Diag>> {
        Parser::parse_optional_type(self)
    }
    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        Parser::parse_attribute(self, ty)
    }
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> Option<Result<Attribute, Diag>> {
        Parser::parse_optional_attribute(self, ty)
    }
    fn parse_symbol_name(&mut self) -> Result<String, Diag> {
        match self.parse_optional_symbol_name() {
            Some(s) => Ok(s),
            None => Err(self.wrong_tok("expected valid '@'-identifier for symbol name")),
        }
    }
    fn parse_optional_symbol_name(&mut self) -> Option<String> {
        if !self.is(Tok::AtIdent) {
            return None;
        }
        let s = self.symbol_name_of(self.tok);
        self.bump();
        Some(s)
    }
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> Result<Vec<i64>, Diag> {
        let mut dims = Vec::new();
        self.parse_dimension_list_ranked(&mut dims, allow_dynamic, true)?;
        Ok(dims)
    }
    fn parse_comma_separated(
        &mut self,
        delim: Delimiter,
        element: &mut dyn FnMut(&mut dyn AsmParser) -> Result<(), Diag>,
    ) -> Result<(), Diag> {
        self.comma_list(delim, "", |p| element(p))
    }
}

impl<'a> OpAsmParser for Parser<'a> {
    fn as_asm_parser(&mut self) -> &mut dyn AsmParser {
        self
    }
    fn op_loc(&self) -> Location {
        self.ops
            .custom
            .map_or_else(|| self.loc_at(self.tok.start), |c| c.loc)
    }
    fn op_name_as_written(&self) -> &str {
        let Some(rest) = self.ops.custom.and_then(|c| self.src.get(c.pos as usize..)) else {
            return "";
        };
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')))
            .unwrap_or(rest.len());
        &rest[..end]
    }
    fn parse_operand(&mut self) -> Result<UnresolvedOperand, Diag> {
        let u = self.parse_ssa_use(true)?;
        Ok(self.make_operand(u))
    }
    fn parse_optional_operand(&mut self) -> Option<Result<UnresolvedOperand, Diag>> {
        self.is(Tok::PercentIdent).then(|| self.parse_operand())
    }
    fn parse_operand_list(&mut self, delim: Delimiter) -> Result<Vec<UnresolvedOperand>, Diag> {
        let mut out = Vec::new();
        if delim == Delimiter::None && !self.is(Tok::PercentIdent) {
            return Ok(out);
        }
        self.comma_list(delim, " in operand list", |p| {
            let u = p.parse_ssa_use(true)?;
            out.push(p.make_operand(u));
            Ok(())
        })?;
        Ok(out)
    }
    fn resolve_operand(&mut self, op: &UnresolvedOperand, ty: Type) -> Result<ValueId, Diag> {
        let pos = self.operand_pos(op);
        self.resolve_value(&op.name, None, op.number, pos, ty)
    }
    fn operand_type(&self, op: &UnresolvedOperand) -> Option<Type> {
        self.known_value_type(&op.name, op.number)
    }
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Argument, Diag> {
        let u = self.parse_ssa_use(false)?;
        let name = self.make_argument_name(u);
        let mut ty = None;
        if allow_type {
            self.expect(Tok::Colon, "expected ':'")?;
            ty = Some(Parser::parse_type(self)?);
        }
        let mut attrs = None;
        if allow_attrs && self.is(Tok::LBrace) {
            let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
            self.parse_dict_entries(|_, k, v| entries.push((k, v)))?;
            attrs = Some(self.ctx.dictionary(&entries));
        }
        let loc = self.parse_trailing_loc()?;
        Ok(Argument {
            name,
            ty,
            attrs,
            loc,
        })
    }
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> Option<Result<Argument, Diag>> {
        self.is(Tok::PercentIdent)
            .then(|| self.parse_argument(allow_type, allow_attrs))
    }
    fn parse_argument_list(
        &mut self,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> Result<Vec<Argument>, Diag> {
        let mut out = Vec::new();
        if delim == Delimiter::None && !self.is(Tok::PercentIdent) {
            return Ok(out);
        }
        self.comma_list(delim, " in argument list", |p| {
            out.push(p.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(out)
    }
    fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> Result<(), Diag> {
        if self.is(Tok::LBrace) {
            self.parse_attr_dict_into(state)?;
        }
        Ok(())
    }
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> Result<(), Diag> {
        if self.eat_kw("attributes") {
            self.parse_attr_dict_into(state)?;
        }
        Ok(())
    }
    fn parse_optional_properties(&mut self, state: &mut OperationState) -> Result<(), Diag> {
        if !self.is(Tok::Less) {
            return Ok(());
        }
        let pos = self.tok.start;
        self.bump();
        let props = Parser::parse_attribute(self, None)?;
        self.expect(Tok::Greater, "expected '>' to close properties")?;
        let name = self.ctx.op_name_str(state.name);
        self.set_props(state, props, pos, name)
    }
    fn parse_region(&mut self, state: &mut OperationState, args: &[Argument]) -> Result<(), Diag> {
        let entry = self.entry_args(args)?;
        let isolated = self
            .ctx
            .op_def(state.name)
            .is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
        if !isolated {
            let r = self.body_mut().create_region();
            self.parse_region_into(r, &entry)?;
            state.regions.push(r);
            return Ok(());
        }
        let body = state.isolated.take().map(|b| *b).unwrap_or_default();
        let owner = self.ops.custom.map(|c| c.pos);
        self.push_frame(body, owner);
        let r = self.body_mut().add_root_region();
        let res = self.parse_region_into(r, &entry);
        state.isolated = Some(Box::new(self.pop_frame()));
        res
    }
    fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        args: &[Argument],
    ) -> Result<bool, Diag> {
        if !self.is(Tok::LBrace) {
            return Ok(false);
        }
        OpAsmParser::parse_region(self, state, args)?;
        Ok(true)
    }
    fn add_empty_region(&mut self, state: &mut OperationState) {
        let isolated = self
            .ctx
            .op_def(state.name)
            .is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
        if isolated {
            state
                .isolated
                .get_or_insert_with(Default::default)
                .add_root_region();
        } else {
            let r = self.body_mut().create_region();
            state.regions.push(r);
        }
    }
    fn build_region(
        &mut self,
        state: &mut OperationState,
        build: &mut dyn FnMut(&Context, &mut crate::ir::Body, crate::ir::RegionId),
    ) -> Result<(), Diag> {
        let ctx = self.ctx;
        let isolated = ctx
            .op_def(state.name)
            .is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
        if isolated {
            let body = state.isolated.get_or_insert_with(Default::default);
            let r = body.add_root_region();
            build(ctx, body, r);
        } else {
            let r = self.body_mut().create_region();
            build(ctx, self.body_mut(), r);
            state.regions.push(r);
        }
        Ok(())
    }
    fn edit_region(
        &mut self,
        state: &mut OperationState,
        index: usize,
        edit: &mut dyn FnMut(&Context, &mut crate::ir::Body, crate::ir::RegionId),
    ) -> Result<(), Diag> {
        let ctx = self.ctx;
        if let Some(body) = state.isolated.as_deref_mut() {
            let r = *body
                .root_regions()
                .get(index)
                .ok_or_else(|| Diag::error(state.loc, "no such region"))?;
            edit(ctx, body, r);
            return Ok(());
        }
        let r = *state
            .regions
            .get(index)
            .ok_or_else(|| Diag::error(state.loc, "no such region"))?;
        edit(ctx, self.body_mut(), r);
        Ok(())
    }
    fn parse_successor(&mut self) -> Result<BlockId, Diag> {
        self.parse_successor_ref()
    }
    fn parse_optional_successor(&mut self) -> Option<Result<BlockId, Diag>> {
        self.is(Tok::CaretIdent).then(|| self.parse_successor_ref())
    }
    fn parse_successor_and_use_list(&mut self) -> Result<(BlockId, Vec<ValueId>), Diag> {
        let b = self.parse_successor_ref()?;
        let mut values = Vec::new();
        if self.eat(Tok::LParen) {
            let mut uses = Vec::new();
            while self.is(Tok::PercentIdent) {
                uses.push(self.parse_ssa_use(true)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if !uses.is_empty() {
                self.expect(Tok::Colon, "expected ':' in operand list")?;
                let mut types = super::types::TypeList::new();
                self.parse_type_list_no_parens(&mut types)?;
                if types.len() != uses.len() {
                    return Err(self.err(format!(
                        "expected {} types to match operand list",
                        uses.len()
                    )));
                }
                for (&(n, num, pos), &t) in uses.iter().zip(&types) {
                    values.push(self.resolve_value(n, Some(n), num, pos, t)?);
                }
            }
            self.expect(Tok::RParen, "expected ')'")?;
        }
        Ok((b, values))
    }
    fn parse_optional_location(&mut self) -> Result<Option<Location>, Diag> {
        self.parse_trailing_loc()
    }
    fn parse_colon_type_list(&mut self) -> Result<Vec<Type>, Diag> {
        self.expect(Tok::Colon, "expected ':'")?;
        let mut out = super::types::TypeList::new();
        self.parse_type_list_no_parens(&mut out)?;
        Ok(out.to_vec())
    }
    fn parse_function_type(&mut self) -> Result<(Vec<Type>, Vec<Type>), Diag> {
        let (mut inputs, mut results) =
            (super::types::TypeList::new(), super::types::TypeList::new());
        self.parse_type_list_parens(&mut inputs)?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(&mut results)?;
        Ok((inputs.to_vec(), results.to_vec()))
    }
    fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, Diag> {
        let mut out = super::types::TypeList::new();
        if self.eat(Tok::Arrow) {
            self.parse_function_result_types(&mut out)?;
        }
        Ok(out.to_vec())
    }
    fn num_results_expected(&self) -> usize {
        self.ops.custom.map_or(0, |c| c.num_results)
    }
}
