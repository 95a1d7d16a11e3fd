//! Locations (LocationParser.cpp): `loc("file":1:2)`, ranges (start kept), names,
//! call sites, fused locations, `unknown` and `#alias`; trailing `loc(#alias)` on ops and
//! block arguments may refer to an alias defined later in the file.

use super::lexer::{int_value, unescape_str, Tok};
use super::{attr_to_string, grow, Parser};
use crate::attrs::{AttrData, Attribute, LocData, Location};
use crate::diagnostic::Diag;
use crate::ir::Body;
use rustc_hash::FxHashMap;

impl<'a> Parser<'a> {
    /// `loc` `(` location `)` as an attribute value.
    pub fn parse_loc_attr(&mut self) -> Result<Attribute, Diag> {
        self.bump();
        self.expect(Tok::LParen, "expected '(' in inline location")?;
        let l = self.parse_location_instance()?;
        self.expect(Tok::RParen, "expected ')' in inline location")?;
        Ok(l)
    }

    /// A trailing `loc(...)` on an op or argument, if present. `loc(#alias)` with an alias
    /// not defined yet gives a placeholder resolved by [`Self::resolve_deferred_locs`].
    pub fn parse_trailing_loc(&mut self) -> Result<Option<Location>, Diag> {
        if !self.is_kw("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(Tok::LParen, "expected '(' in location")?;
        let loc = if self.is(Tok::HashIdent) && !self.spelling().contains('.') {
            let tok = self.tok;
            let name = self.text(tok).get(1..).unwrap_or("");
            self.bump();
            match self.attr_aliases.get(name) {
                Some(&a) if self.is_location(a) => a,
                Some(&a) => {
                    let msg = format!(
                        "expected location, but found '{}'",
                        attr_to_string(self.ctx, a)
                    );
                    return Err(self.err_at(tok.start, msg));
                }
                None => self.deferred_loc(name, tok.start),
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(Tok::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    fn is_location(&self, a: Attribute) -> bool {
        matches!(self.ctx.attr_data(a), AttrData::Location(_))
    }

    /// The placeholder standing for alias `name` until the end of the file: a location
    /// in a file name no source can spell (NUL inside), numbered per alias.
    fn deferred_loc(&mut self, name: &'a str, pos: u32) -> Location {
        if let Some(&(placeholder, _)) = self.ops.deferred_locs.get(name) {
            return placeholder;
        }
        let file = *self
            .ops
            .deferred_file
            .get_or_insert_with(|| self.ctx.symbol("\0deferred-loc"));
        let line = self.ops.deferred_locs.len() as u32;
        let placeholder = self
            .ctx
            .intern_attr(AttrData::Location(LocData::FileLineCol {
                file,
                line,
                col: 0,
            }));
        self.ops.deferred_locs.insert(name, (placeholder, pos));
        placeholder
    }

    /// location-inst ::= string (`:` line (`:` col)? (`to` ...)?)? | string `(` loc `)`
    ///                 | `callsite(` loc `at` loc `)` | `fused` (`<` attr `>`)? `[` locs `]`
    ///                 | `unknown` | `#alias`
    pub fn parse_location_instance(&mut self) -> Result<Location, Diag> {
        grow(|| match self.tok.kind {
            Tok::String => self.parse_name_or_file_loc(),
            Tok::HashIdent => {
                let pos = self.tok.start;
                let a = self.parse_extended_attr(None)?;
                if !self.is_location(a) {
                    let msg = format!(
                        "expected location attribute, but got{}",
                        attr_to_string(self.ctx, a)
                    );
                    return Err(self.err_at(pos, msg));
                }
                Ok(a)
            }
            Tok::BareIdent => match self.spelling() {
                "callsite" => self.parse_callsite_loc(),
                "fused" => self.parse_fused_loc(),
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                _ => Err(self.wrong_tok("expected location instance")),
            },
            _ => Err(self.wrong_tok("expected location instance")),
        })
    }

    fn loc_attr(&self, l: LocData) -> Location {
        self.ctx.intern_attr(AttrData::Location(l))
    }

    fn parse_line_or_col(&mut self, what: &str) -> Result<u32, Diag> {
        let v = self
            .is(Tok::Integer)
            .then(|| int_value(self.spelling()))
            .flatten()
            .and_then(|v| u32::try_from(v).ok());
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.wrong_tok(format!(
                "expected integer {what} number in FileLineColRange"
            ))),
        }
    }

    fn parse_name_or_file_loc(&mut self) -> Result<Location, Diag> {
        let s = unescape_str(self.spelling());
        self.bump();
        let sym = self.ctx.symbol(&s);
        if self.eat(Tok::Colon) {
            let line = self.parse_line_or_col("line")?;
            let mut col = 0;
            if self.eat(Tok::Colon) {
                col = self.parse_line_or_col("column")?;
            }
            if self.eat_kw("to") {
                // A range `to line:col` or `to :col`: only the start is kept.
                if !self.is(Tok::Colon) {
                    self.parse_line_or_col("line")?;
                }
                if self.eat(Tok::Colon) {
                    self.parse_line_or_col("column")?;
                }
            }
            return Ok(self.loc_attr(LocData::FileLineCol {
                file: sym,
                line,
                col,
            }));
        }
        let mut child = None;
        if self.eat(Tok::LParen) {
            child = Some(self.parse_location_instance()?);
            self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
        }
        Ok(self.loc_attr(LocData::Name { name: sym, child }))
    }

    fn parse_callsite_loc(&mut self) -> Result<Location, Diag> {
        self.bump();
        self.expect(Tok::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !self.eat_kw("at") {
            return Err(self.wrong_tok("expected 'at' in callsite location"));
        }
        let caller = self.parse_location_instance()?;
        self.expect(Tok::RParen, "expected ')' in callsite location")?;
        Ok(self.loc_attr(LocData::CallSite { callee, caller }))
    }

    fn parse_fused_loc(&mut self) -> Result<Location, Diag> {
        self.bump();
        let mut metadata = None;
        if self.eat(Tok::Less) {
            metadata = Some(self.parse_attribute(None)?);
            self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
        }
        self.expect(Tok::LSquare, "expected '[' in fused location")?;
        let mut locs = Vec::new();
        if !self.eat(Tok::RSquare) {
            loop {
                locs.push(self.parse_location_instance()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']' in fused location")?;
        }
        Ok(self.loc_attr(LocData::Fused {
            locs: locs.into(),
            metadata,
        }))
    }

    /// Replaces deferred `loc(#alias)` placeholders in every op and block argument.
    pub fn resolve_deferred_locs(&mut self, top: &mut Body) -> Result<(), Diag> {
        if self.ops.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut pending: Vec<(&'a str, Location, u32)> = self
            .ops
            .deferred_locs
            .iter()
            .map(|(&n, &(ph, pos))| (n, ph, pos))
            .collect();
        pending.sort_by_key(|p| p.2);
        let mut map: FxHashMap<Location, Location> = FxHashMap::default();
        for (name, placeholder, pos) in pending {
            match self.attr_aliases.get(name) {
                Some(&a) if self.is_location(a) => {
                    map.insert(placeholder, a);
                }
                Some(&a) => {
                    let msg = format!(
                        "expected location, but found '{}'",
                        attr_to_string(self.ctx, a)
                    );
                    return Err(self.err_at(pos, msg));
                }
                None => return Err(self.err_at(pos, "operation location alias was never defined")),
            }
        }
        let mut stack: Vec<&mut Body> = vec![top];
        while let Some(body) = stack.pop() {
            for v in body.values.values_mut() {
                if let Some(l) = v.loc.as_mut() {
                    if let Some(&r) = map.get(l) {
                        *l = r;
                    }
                }
            }
            for (_, op) in body.ops_mut() {
                if let Some(&r) = map.get(&op.loc) {
                    op.loc = r;
                }
                if let Some(inner) = op.isolated_body_mut() {
                    stack.push(inner);
                }
            }
        }
        Ok(())
    }
}
