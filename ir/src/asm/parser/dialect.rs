//! Extended symbols (DialectSymbolParser.cpp): `!alias`, `#alias`, dialect types and
//! attributes in pretty (`!d.x<...>`) and verbose (`!d<...>`) form. Registered dialects
//! parse their symbols through their `parse_type`/`parse_attr` hooks; unregistered ones are
//! kept verbatim as `TypeData::Opaque`/`AttrData::Opaque` when allowed.

use super::lexer::Tok;
use super::Parser;
use crate::attrs::{AttrData, Attribute};
use crate::diagnostic::Diag;
use crate::types::{Type, TypeData};

const UNREGISTERED_HINT: &str = "created with unregistered dialect. If this is intended, please call \
     allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// A dialect symbol after scanning: `dialect`, its body (`x<1>` for `!d.x<1>`, `1` for
/// `!d<1>`), where the body starts, and where the error location points.
struct Symbol<'a> {
    dialect: &'a str,
    data: &'a str,
    data_pos: u32,
    loc_pos: u32,
    pretty: bool,
}

enum Extended<'a, T> {
    Alias(T),
    Symbol(Symbol<'a>),
}

impl<'a> Parser<'a> {
    /// Scans an extended symbol starting at the current `!`/`#` identifier.
    fn scan_extended<T: Copy>(
        &mut self,
        aliases: impl Fn(&Self, &str) -> Option<T>,
    ) -> Result<Extended<'a, T>, Diag> {
        let tok = self.tok;
        let ident = self.text(tok).get(1..).unwrap_or("");
        self.bump();
        let (dialect, data) = ident.split_once('.').unwrap_or((ident, ""));
        let pretty = ident.contains('.');
        let trailing = self.is(Tok::Less) && self.tok.start == tok.end;
        if !trailing && !pretty {
            return match aliases(self, ident) {
                Some(v) => {
                    self.account_alias(self.text(tok), tok.start)?;
                    Ok(Extended::Alias(v))
                }
                None => Err(self.wrong_tok(format!("undefined symbol alias id '{ident}'"))),
            };
        }
        let dialect_end = tok.start + 1 + dialect.len() as u32;
        let (data_pos, data) = if pretty {
            let data_pos = dialect_end + 1;
            let end = if trailing {
                self.skip_symbol_body()?
            } else {
                tok.end
            };
            (
                data_pos,
                self.src
                    .get(data_pos as usize..end as usize)
                    .unwrap_or(data),
            )
        } else {
            let end = self.skip_symbol_body()?;
            let inner = self
                .src
                .get(dialect_end as usize + 1..end as usize - 1)
                .unwrap_or("");
            (dialect_end + 1, inner)
        };
        let loc_pos = if pretty { data_pos } else { tok.start };
        Ok(Extended::Symbol(Symbol {
            dialect,
            data,
            data_pos,
            loc_pos,
            pretty,
        }))
    }

    /// Skips a balanced `<...>` body starting at the current `<` token; returns its end.
    fn skip_symbol_body(&mut self) -> Result<u32, Diag> {
        let open = self.tok.start;
        let bytes = self.src.as_bytes();
        let mut nested: Vec<u8> = Vec::new();
        let mut i = open as usize;
        loop {
            let Some(&c) = bytes.get(i) else {
                return Err(self.unbalanced(open, &nested));
            };
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => nested.push(c),
                b'-' if bytes.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if nested.last() != Some(&want) {
                        return Err(self.unbalanced(open, &nested));
                    }
                    nested.pop();
                }
                b'"' => {
                    self.reset_to(i as u32 - 1);
                    if self.tok.kind != Tok::String {
                        return Err(self.err("expected string in pretty dialect name"));
                    }
                    i = self.tok.end as usize;
                }
                0 => return Err(self.unbalanced(open, &nested)),
                _ => {}
            }
            if nested.is_empty() {
                break;
            }
        }
        self.reset_to(i as u32);
        Ok(i as u32)
    }

    fn unbalanced(&self, pos: u32, nested: &[u8]) -> Diag {
        match nested.last() {
            Some(&c) => self.err_at(
                pos,
                format!(
                    "unbalanced '{}' character in pretty dialect name",
                    c as char
                ),
            ),
            None => self.err_at(pos, "unexpected nul or EOF in pretty dialect name"),
        }
    }

    /// Positions the lexer after the mnemonic of `sym` and returns the mnemonic.
    fn enter_symbol(&mut self, sym: &Symbol<'a>) -> &'a str {
        let data = sym.data;
        let len = if sym.pretty {
            data.find('<').unwrap_or(data.len())
        } else {
            data.bytes()
                .take_while(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
                .count()
        };
        self.reset_to(sym.data_pos + len as u32);
        data.get(..len).unwrap_or("")
    }

    /// `!alias` or a dialect type.
    pub fn parse_extended_type(&mut self) -> Result<Type, Diag> {
        let sym = match self.scan_extended(|p, name| p.type_aliases.get(name).copied())? {
            Extended::Alias(t) => return Ok(t),
            Extended::Symbol(s) => s,
        };
        let resume = self.tok.start;
        if let Some(def) = self.ctx.dialect_by_name(sym.dialect) {
            let Some(hook) = def.parse_type else {
                return Err(self.err_at(
                    sym.loc_pos,
                    format!("dialect '{}' provides no type parsing hook", sym.dialect),
                ));
            };
            let mnemonic = self.enter_symbol(&sym);
            let saved = self.ops.custom.take();
            let result = hook(self, mnemonic);
            self.ops.custom = saved;
            let t = result?;
            self.reset_to(resume);
            return Ok(t);
        }
        if !self.ctx.allow_unregistered {
            let msg = format!(
                "`!\"{}\"<\"{}\">` type {UNREGISTERED_HINT}",
                sym.dialect, sym.data
            );
            return Err(self.err_at(sym.loc_pos, msg));
        }
        let dialect = self.ctx.symbol(sym.dialect);
        Ok(self.ctx.intern_type(TypeData::Opaque {
            dialect,
            body: sym.data.into(),
        }))
    }

    /// `#alias` or a dialect attribute, with an optional trailing `: type`.
    pub fn parse_extended_attr(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        let sym = match self.scan_extended(|p, name| p.attr_aliases.get(name).copied())? {
            Extended::Alias(a) => return Ok(a),
            Extended::Symbol(s) => s,
        };
        let mut attr_ty = ty;
        // A caller-supplied type means the `: type` that may follow belongs to the caller.
        if ty.is_none() && self.eat(Tok::Colon) {
            attr_ty = Some(self.parse_type()?);
        }
        let resume = self.tok.start;
        let attr = if let Some(def) = self.ctx.dialect_by_name(sym.dialect) {
            let Some(hook) = def.parse_attr else {
                return Err(self.err_at(
                    sym.loc_pos,
                    format!(
                        "dialect '{}' provides no attribute parsing hook",
                        sym.dialect
                    ),
                ));
            };
            let mnemonic = self.enter_symbol(&sym);
            let saved = self.ops.custom.take();
            let result = hook(self, mnemonic, attr_ty);
            self.ops.custom = saved;
            let a = result?;
            self.reset_to(resume);
            a
        } else {
            if !self.ctx.allow_unregistered {
                let ty_str = attr_ty.map_or("'none'".to_string(), |t| self.quoted_type(t));
                let msg = format!(
                    "#\"{}\"<\"{}\"> : {ty_str} attribute {UNREGISTERED_HINT}",
                    sym.dialect, sym.data
                );
                return Err(self.err_at(sym.loc_pos, msg));
            }
            let dialect = self.ctx.symbol(sym.dialect);
            self.ctx.intern_attr(AttrData::Opaque {
                dialect,
                body: sym.data.into(),
                ty: attr_ty,
            })
        };
        if let (Some(want), Some(got)) = (ty, self.ctx.attr_type(attr)) {
            if want != got {
                let msg = format!(
                    "attribute type different than expected: expected {}, but got {}",
                    self.quoted_type(want),
                    self.quoted_type(got)
                );
                return Err(self.err(msg));
            }
        }
        Ok(attr)
    }
}
