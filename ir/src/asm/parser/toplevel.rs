//! The top level of a buffer (TopLevelOperationParser): ops, attribute and type alias
//! definitions, and `{-# ... #-}` file metadata.

use super::lexer::Tok;
use super::lexer::{unescape_bytes, unescape_str};
use super::Parser;
use crate::asm::{ResourceGroup, ResourceValue};
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

    /// `{-# key: {...}, ... #-}`: `external_resources` groups are kept for the module;
    /// `dialect_resources` are checked as mlir-opt checks them and dropped (no attribute can
    /// refer to them: `dense_resource` is not supported, and mlir-opt prints unused blobs
    /// no more than we do).
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
            match key {
                "external_resources" => {
                    let groups = self.parse_resource_groups(false)?;
                    self.external_resources.extend(groups);
                }
                "dialect_resources" => {
                    self.parse_resource_groups(true)?;
                }
                _ => {
                    return Err(self.err_at(
                        key_pos,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ))
                }
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::FileMetaEnd, "expected ',' or '#-}'")
    }

    /// `{ group: { key: value, ... }, ... }`; in `dialect_resources` the groups are dialects.
    fn parse_resource_groups(&mut self, dialects: bool) -> Result<Vec<ResourceGroup>, Diag> {
        let mut groups = Vec::new();
        self.expect(Tok::LBrace, "expected '{'")?;
        if self.eat(Tok::RBrace) {
            return Ok(groups);
        }
        loop {
            let name_pos = self.tok.start;
            let name = self.resource_key("expected identifier key for 'resource' entry")?;
            self.expect(Tok::Colon, "expected ':'")?;
            if dialects && !self.ctx.is_dialect_loaded(&name) {
                return Err(self.err_at(name_pos, format!("dialect '{name}' is unknown")));
            }
            let mut group = ResourceGroup {
                name,
                entries: Vec::new(),
            };
            self.expect(Tok::LBrace, "expected '{'")?;
            if !self.eat(Tok::RBrace) {
                loop {
                    let key_pos = self.tok.start;
                    let key = self.resource_key("expected identifier key for 'resource' entry")?;
                    self.expect(Tok::Colon, "expected ':'")?;
                    if dialects && group.name != "builtin" {
                        let msg =
                            format!("unexpected 'resource' section for dialect '{}'", group.name);
                        return Err(self.err_at(key_pos, msg));
                    }
                    let value = self.resource_value(&key, dialects)?;
                    group.entries.push((key, value));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RBrace, "expected '}'")?;
            }
            groups.push(group);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}'")?;
        Ok(groups)
    }

    /// A group name or entry key: a bare identifier or a string.
    fn resource_key(&mut self, msg: &str) -> Result<String, Diag> {
        let key = match self.tok.kind {
            Tok::BareIdent => self.spelling().to_string(),
            Tok::String => unescape_str(self.spelling()).into_owned(),
            _ => return Err(self.wrong_tok(msg)),
        };
        self.bump();
        Ok(key)
    }

    /// `true`, `false`, a string, or a `"0x..."` blob whose first 4 bytes are its alignment;
    /// builtin's dialect resources must be blobs.
    fn resource_value(&mut self, key: &str, blob_only: bool) -> Result<ResourceValue, Diag> {
        let blob_err = |p: &Self| p.err(format!("expected hex string blob for key '{key}'"));
        let value = match self.tok.kind {
            Tok::String => {
                let bytes = unescape_bytes(self.spelling().as_bytes()).into_owned();
                match bytes.strip_prefix(b"0x") {
                    Some(hex) => {
                        let blob = decode_hex(hex).ok_or_else(|| blob_err(self))?;
                        if blob.len() < 4 {
                            return Err(self.err(format!(
                                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                            )));
                        }
                        ResourceValue::Blob(blob)
                    }
                    None if blob_only => return Err(blob_err(self)),
                    None => ResourceValue::String(bytes),
                }
            }
            Tok::BareIdent if !blob_only && matches!(self.spelling(), "true" | "false") => {
                ResourceValue::Bool(self.spelling() == "true")
            }
            _ if blob_only => return Err(blob_err(self)),
            _ => return Err(self.err(format!("expected string value for key '{key}'"))),
        };
        self.bump();
        Ok(value)
    }
}

/// Bytes of an even-length hex digit string.
fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    hex.chunks(2)
        .map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?))
        .collect()
}
