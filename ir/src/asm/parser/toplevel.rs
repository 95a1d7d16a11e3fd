//! The top level of a buffer (TopLevelOperationParser): ops, attribute and type alias
//! definitions, and `{-# ... #-}` file metadata.

use super::lexer::Tok;
use super::Parser;
use crate::diagnostic::Diag;
use crate::ir::Body;

impl<'a> Parser<'a> {
    /// The whole buffer: ops, alias definitions and file metadata, into a body with one
    /// block.
    pub fn parse_top_level(&mut self) -> Result<Body, Diag> {
        let mut body = Body::with_root_regions(1);
        let block = body.create_block();
        let root = body.root_regions()[0];
        body.append_block(root, block);
        self.push_frame(body, None);
        self.push_name_scope();
        self.push_region_scope();
        self.ops.default_dialects.push("builtin");
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashIdent => self.parse_attr_alias_def()?,
                Tok::BangIdent => self.parse_type_alias_def()?,
                Tok::FileMetaBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(block)?,
            }
        }
        self.pop_region_scope()?;
        self.pop_name_scope();
        let mut body = self.pop_frame();
        let mut deferred = std::mem::take(&mut self.ops.deferred_errors);
        if !deferred.is_empty() {
            deferred.sort_by_key(|d| d.0);
            let mut it = deferred.into_iter().map(|d| d.1);
            let first = it.next().unwrap_or_else(|| self.err("parse failed"));
            self.ops.extra_errors.extend(it);
            return Err(first);
        }
        self.resolve_deferred_locs(&mut body)?;
        Ok(body)
    }

    /// `#name = attribute`
    fn parse_attr_alias_def(&mut self) -> Result<(), Diag> {
        let name = self.spelling().get(1..).unwrap_or("");
        if self.attr_aliases.contains_key(name) {
            return Err(self.err(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.err("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        let key = self.spelling();
        self.bump();
        self.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
        let a = self.alias_definition(key, |p| p.parse_attribute(None))?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    /// `!name = type`
    fn parse_type_alias_def(&mut self) -> Result<(), Diag> {
        let name = self.spelling().get(1..).unwrap_or("");
        if self.type_aliases.contains_key(name) {
            return Err(self.err(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.err("type names with a '.' are reserved for dialect-defined names"));
        }
        let key = self.spelling();
        self.bump();
        self.expect(Tok::Equal, "expected '=' in type alias definition")?;
        let t = self.alias_definition(key, |p| p.parse_type())?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    /// `{-# key: {...}, ... #-}`: resource sections are checked for shape and dropped
    /// (`dense_resource` is not supported).
    fn parse_file_metadata(&mut self) -> Result<(), Diag> {
        self.bump();
        if self.is(Tok::FileMetaEnd) {
            return Err(self.wrong_tok("expected list element"));
        }
        loop {
            let key_pos = self.tok.start;
            if !self.is(Tok::BareIdent) {
                return Err(self.err("expected identifier key in file metadata dictionary"));
            }
            let key = self.spelling();
            self.bump();
            self.expect(Tok::Colon, "expected ':'")?;
            if key != "dialect_resources" && key != "external_resources" {
                return Err(self.err_at(
                    key_pos,
                    format!("unknown key '{key}' in file metadata dictionary"),
                ));
            }
            self.skip_braced()?;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::FileMetaEnd, "expected ',' or '#-}'")
    }

    /// Skips a balanced `{...}` token sequence.
    fn skip_braced(&mut self) -> Result<(), Diag> {
        self.expect(Tok::LBrace, "expected '{'")?;
        let mut depth = 1usize;
        while depth > 0 {
            match self.tok.kind {
                Tok::LBrace => depth += 1,
                Tok::RBrace => depth -= 1,
                Tok::Eof | Tok::Error => return Err(self.err("expected '}'")),
                _ => {}
            }
            self.bump();
        }
        Ok(())
    }
}
