//! A minimal `OpAsmParser` for unit tests of custom syntax, over a tiny token grammar:
//! types `i32`/`f32`/`index`/function types; attributes `@sym`, strings, integers,
//! dictionaries; regions kept as token spans. Error locations are
//! `mock:1:<token index + 1>`.

use std::collections::HashMap;
use xla_ir::asm::{Argument, AsmParser, Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use xla_ir::{Attribute, BlockId, Context, Diag, Location, OperationState, Type, ValueId};

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    Ident(String),
    Value(String),
    Symbol(String),
    Str(String),
    Int(i64),
    Punct(&'static str),
}

fn lex(src: &str) -> Vec<Tok> {
    let puncts = [
        "->", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "?", "*",
    ];
    let cs: Vec<char> = src.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    let word = |i: &mut usize| {
        let start = *i;
        while *i < cs.len() && (cs[*i].is_alphanumeric() || "_.$".contains(cs[*i])) {
            *i += 1;
        }
        cs[start..*i].iter().collect::<String>()
    };
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '%' || c == '@' {
            i += 1;
            let name = if cs.get(i) == Some(&'"') {
                i += 1;
                let start = i;
                while cs[i] != '"' {
                    i += 1;
                }
                i += 1;
                cs[start..i - 1].iter().collect()
            } else {
                word(&mut i)
            };
            toks.push(if c == '%' {
                Tok::Value(name)
            } else {
                Tok::Symbol(name)
            });
        } else if c == '"' {
            let start = i + 1;
            i = start;
            while cs[i] != '"' {
                i += 1;
            }
            toks.push(Tok::Str(cs[start..i].iter().collect()));
            i += 1;
        } else if c.is_ascii_digit() {
            let w = word(&mut i);
            toks.push(Tok::Int(w.parse().expect("integer")));
        } else if c.is_alphabetic() || c == '_' {
            toks.push(Tok::Ident(word(&mut i)));
        } else {
            let p = puncts
                .iter()
                .find(|p| src[src.char_indices().nth(i).expect("index").0..].starts_with(**p));
            let p = p.unwrap_or_else(|| panic!("unexpected {c}"));
            toks.push(Tok::Punct(p));
            i += p.len();
        }
    }
    toks
}

pub(crate) struct MockParser<'a> {
    ctx: &'a Context,
    pub(crate) toks: Vec<Tok>,
    pub(crate) pos: usize,
    /// Values visible to the op: name → (value, type), defined in `values_body`.
    values: HashMap<String, (ValueId, Type)>,
    /// The entry arguments each parsed region was given.
    pub(crate) region_args: Vec<Vec<Argument>>,
}

impl<'a> MockParser<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        src: &str,
        values: HashMap<String, (ValueId, Type)>,
    ) -> Self {
        MockParser {
            ctx,
            toks: lex(src),
            pos: 0,
            values,
            region_args: Vec::new(),
        }
    }
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }
    fn type_list_until_rparen(&mut self) -> Result<Vec<Type>, Diag> {
        let mut ts = Vec::new();
        if self.parse_optional_punct(Punct::RParen) {
            return Ok(ts);
        }
        loop {
            ts.push(self.parse_type()?);
            if !self.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        self.parse_punct(Punct::RParen)?;
        Ok(ts)
    }
    fn dictionary(&mut self) -> Result<Vec<(String, Attribute)>, Diag> {
        self.parse_punct(Punct::LBrace)?;
        let mut entries = Vec::new();
        while !self.parse_optional_punct(Punct::RBrace) {
            let name = self.parse_keyword_any()?;
            let value = if self.parse_optional_punct(Punct::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            entries.push((name, value));
            self.parse_optional_punct(Punct::Comma);
        }
        Ok(entries)
    }
}

impl AsmParser for MockParser<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn current_loc(&self) -> Location {
        self.ctx.file_loc("mock", 1, self.pos as u32 + 1)
    }
    fn parse_punct(&mut self, p: Punct) -> Result<(), Diag> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{}'", p.as_str())))
        }
    }
    fn parse_optional_punct(&mut self, p: Punct) -> bool {
        let hit = self.peek_punct(p);
        if hit {
            self.pos += 1;
        }
        hit
    }
    fn parse_keyword(&mut self, kw: &str) -> Result<(), Diag> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{kw}'")))
        }
    }
    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        let hit = self.peek_keyword(kw);
        if hit {
            self.pos += 1;
        }
        hit
    }
    fn parse_keyword_any(&mut self) -> Result<String, Diag> {
        self.parse_optional_keyword_any()
            .ok_or_else(|| self.error("expected identifier"))
    }
    fn parse_optional_keyword_any(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }
    fn peek_keyword(&self, kw: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(s)) if s == kw)
    }
    fn peek_punct(&self, p: Punct) -> bool {
        matches!(self.peek(), Some(Tok::Punct(s)) if *s == p.as_str())
    }
    fn parse_integer(&mut self) -> Result<i64, Diag> {
        match self.next() {
            Some(Tok::Int(v)) => Ok(v),
            _ => Err(self.error("expected integer")),
        }
    }
    fn parse_optional_integer(&mut self) -> Option<Result<i64, Diag>> {
        matches!(self.peek(), Some(Tok::Int(_))).then(|| self.parse_integer())
    }
    fn parse_float(&mut self) -> Result<f64, Diag> {
        self.parse_integer().map(|v| v as f64)
    }
    fn parse_string(&mut self) -> Result<String, Diag> {
        self.parse_optional_string()
            .ok_or_else(|| self.error("expected string"))
    }
    fn parse_optional_string(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Str(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }
    fn parse_type(&mut self) -> Result<Type, Diag> {
        self.parse_optional_type()
            .unwrap_or_else(|| Err(self.error("expected type")))
    }
    fn parse_optional_type(&mut self) -> Option<Result<Type, Diag>> {
        let ctx = self.ctx;
        match self.peek()? {
            Tok::Ident(s) if s == "i32" || s == "f32" || s == "index" => {
                let t = match s.as_str() {
                    "i32" => ctx.i32(),
                    "f32" => ctx.f32(),
                    _ => ctx.index_type(),
                };
                self.pos += 1;
                Some(Ok(t))
            }
            Tok::Punct("(") => {
                self.pos += 1;
                Some((|| {
                    let inputs = self.type_list_until_rparen()?;
                    self.parse_punct(Punct::Arrow)?;
                    let results = if self.parse_optional_punct(Punct::LParen) {
                        self.type_list_until_rparen()?
                    } else {
                        vec![self.parse_type()?]
                    };
                    Ok(ctx.function_type(&inputs, &results))
                })())
            }
            _ => None,
        }
    }
    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        self.parse_optional_attribute(ty)
            .unwrap_or_else(|| Err(self.error("expected attribute")))
    }
    fn parse_optional_attribute(&mut self, _ty: Option<Type>) -> Option<Result<Attribute, Diag>> {
        let ctx = self.ctx;
        let attr = match self.peek()?.clone() {
            Tok::Symbol(s) => ctx.symbol_ref(&s),
            Tok::Str(s) => ctx.string_attr(&s),
            Tok::Int(v) => ctx.i64_attr(v),
            Tok::Punct("{") => {
                return Some(self.dictionary().map(|entries| {
                    let entries: Vec<_> =
                        entries.iter().map(|(n, a)| (ctx.symbol(n), *a)).collect();
                    ctx.dictionary(&entries)
                }));
            }
            _ => {
                return self
                    .parse_optional_type()
                    .map(|t| t.map(|t| ctx.type_attr(t)))
            }
        };
        self.pos += 1;
        Some(Ok(attr))
    }
    fn parse_symbol_name(&mut self) -> Result<String, Diag> {
        self.parse_optional_symbol_name()
            .ok_or_else(|| self.error("expected valid '@'-identifier for symbol name"))
    }
    fn parse_optional_symbol_name(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Symbol(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }
    fn parse_dimension_list(&mut self, _allow_dynamic: bool) -> Result<Vec<i64>, Diag> {
        Err(self.error("unsupported"))
    }
    fn parse_comma_separated(
        &mut self,
        _delim: Delimiter,
        _element: &mut dyn FnMut(&mut dyn AsmParser) -> Result<(), Diag>,
    ) -> Result<(), Diag> {
        Err(self.error("unsupported"))
    }
}

impl OpAsmParser for MockParser<'_> {
    fn as_asm_parser(&mut self) -> &mut dyn AsmParser {
        self
    }
    fn op_loc(&self) -> Location {
        self.ctx.file_loc("mock", 1, 0)
    }
    fn parse_operand(&mut self) -> Result<UnresolvedOperand, Diag> {
        self.parse_optional_operand()
            .unwrap_or_else(|| Err(self.error("expected SSA operand")))
    }
    fn parse_optional_operand(&mut self) -> Option<Result<UnresolvedOperand, Diag>> {
        let loc = self.current_loc();
        match self.peek() {
            Some(Tok::Value(name)) => {
                let name = name.clone();
                self.pos += 1;
                Some(Ok(UnresolvedOperand {
                    name,
                    number: 0,
                    loc,
                }))
            }
            _ => None,
        }
    }
    fn parse_operand_list(&mut self, _delim: Delimiter) -> Result<Vec<UnresolvedOperand>, Diag> {
        let mut out = Vec::new();
        if let Some(first) = self.parse_optional_operand() {
            out.push(first?);
            while self.parse_optional_punct(Punct::Comma) {
                out.push(self.parse_operand()?);
            }
        }
        Ok(out)
    }
    fn resolve_operand(&mut self, op: &UnresolvedOperand, ty: Type) -> Result<ValueId, Diag> {
        match self.values.get(&op.name) {
            Some(&(v, t)) if t == ty => Ok(v),
            Some(_) => Err(self.error_at(op.loc, "type mismatch")),
            None => Err(self.error_at(op.loc, "use of undeclared SSA value name")),
        }
    }
    fn operand_type(&self, op: &UnresolvedOperand) -> Option<Type> {
        self.values.get(&op.name).map(|v| v.1)
    }
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Argument, Diag> {
        self.parse_optional_argument(allow_type, allow_attrs)
            .unwrap_or_else(|| Err(self.error("expected argument")))
    }
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> Option<Result<Argument, Diag>> {
        let name = self.parse_optional_operand()?;
        Some((|| {
            let name = name?;
            let ty = if allow_type {
                self.parse_punct(Punct::Colon)?;
                Some(self.parse_type()?)
            } else {
                None
            };
            let attrs = if allow_attrs && self.peek_punct(Punct::LBrace) {
                Some(self.parse_attribute(None)?)
            } else {
                None
            };
            let loc = self.parse_optional_location()?;
            Ok(Argument {
                name,
                ty,
                attrs,
                loc,
            })
        })())
    }
    fn parse_argument_list(
        &mut self,
        _d: Delimiter,
        _t: bool,
        _a: bool,
    ) -> Result<Vec<Argument>, Diag> {
        Err(self.error("unsupported"))
    }
    fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> Result<(), Diag> {
        if !self.peek_punct(Punct::LBrace) {
            return Ok(());
        }
        for (name, value) in self.dictionary()? {
            state.set_attr(self.ctx, &name, value);
        }
        Ok(())
    }
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> Result<(), Diag> {
        if self.parse_optional_keyword("attributes") {
            self.parse_optional_attr_dict(state)?;
        }
        Ok(())
    }
    fn parse_optional_properties(&mut self, _state: &mut OperationState) -> Result<(), Diag> {
        Ok(())
    }
    fn parse_region(&mut self, state: &mut OperationState, args: &[Argument]) -> Result<(), Diag> {
        if self.parse_optional_region(state, args)? {
            Ok(())
        } else {
            Err(self.error("expected '{' to begin a region"))
        }
    }
    /// `{ tokens }` becomes a region with one block (none if the braces are empty).
    fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        args: &[Argument],
    ) -> Result<bool, Diag> {
        if !self.parse_optional_punct(Punct::LBrace) {
            return Ok(false);
        }
        let empty = self.parse_optional_punct(Punct::RBrace);
        if !empty {
            while !self.parse_optional_punct(Punct::RBrace) {
                self.next()
                    .ok_or_else(|| self.error("unterminated region"))?;
            }
        }
        let body = state.isolated.get_or_insert_with(Default::default);
        let region = body.add_root_region();
        if !empty {
            let block = body.create_block();
            body.append_block(region, block);
            for a in args {
                body.add_block_arg(block, a.ty.expect("typed"), a.loc);
            }
        }
        self.region_args.push(args.to_vec());
        Ok(true)
    }
    fn add_empty_region(&mut self, state: &mut OperationState) {
        state
            .isolated
            .get_or_insert_with(Default::default)
            .add_root_region();
    }
    fn parse_successor(&mut self) -> Result<BlockId, Diag> {
        Err(self.error("unsupported"))
    }
    fn parse_optional_successor(&mut self) -> Option<Result<BlockId, Diag>> {
        None
    }
    fn parse_successor_and_use_list(&mut self) -> Result<(BlockId, Vec<ValueId>), Diag> {
        Err(self.error("unsupported"))
    }
    fn parse_optional_location(&mut self) -> Result<Option<Location>, Diag> {
        if !self.parse_optional_keyword("loc") {
            return Ok(None);
        }
        self.parse_punct(Punct::LParen)?;
        let file = self.parse_string()?;
        self.parse_punct(Punct::Colon)?;
        let line = self.parse_integer()?;
        self.parse_punct(Punct::Colon)?;
        let col = self.parse_integer()?;
        self.parse_punct(Punct::RParen)?;
        Ok(Some(self.ctx.file_loc(&file, line as u32, col as u32)))
    }
    fn parse_colon_type_list(&mut self) -> Result<Vec<Type>, Diag> {
        self.parse_punct(Punct::Colon)?;
        let mut ts = vec![self.parse_type()?];
        while self.parse_optional_punct(Punct::Comma) {
            ts.push(self.parse_type()?);
        }
        Ok(ts)
    }
    fn parse_function_type(&mut self) -> Result<(Vec<Type>, Vec<Type>), Diag> {
        Err(self.error("unsupported"))
    }
    fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, Diag> {
        Err(self.error("unsupported"))
    }
    fn num_results_expected(&self) -> usize {
        0
    }
}
