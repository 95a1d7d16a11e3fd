//! Builtin attributes (AttributeParser.cpp): literals, arrays, dictionaries, symbol
//! references, `array<...>`, `strided<...>` and type attributes. Dense elements are in
//! `dense.rs`, affine maps in `affine.rs`, locations in `locations.rs`.

use super::lexer::{int_value, unescape_str, Tok, Token};
use super::Parser;
use crate::attrs::{AttrData, Attribute};
use crate::context::Symbol;
use crate::diagnostic::Diag;
use crate::float::{self, FloatKind};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use smallvec::SmallVec;

/// How an integer type interprets its bits.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum IntKind {
    Signless,
    Signed,
    Unsigned,
    Index,
}

/// MLIR's `buildAttributeAPInt`: the value of a literal of magnitude `mag` (negated if
/// `negative`) in an integer type, or `None` if it does not fit. The result is the
/// two's-complement value, sign-extended (zero-extended for unsigned types).
pub(crate) fn build_int(
    width: u32,
    kind: IntKind,
    negative: bool,
    mag: Option<u128>,
) -> Option<i128> {
    let mag = mag?;
    if width == 0 {
        return (!negative && mag == 0).then_some(0);
    }
    if width > 128 {
        // Values are stored in 128 bits; wider types take what fits there.
        return match (negative, kind) {
            (true, _) if mag != 0 && mag <= 1u128 << 127 => Some((mag as i128).wrapping_neg()),
            (true, _) => None,
            (false, _) => i128::try_from(mag).ok(),
        };
    }
    if width < 128 && mag >> width != 0 {
        return None;
    }
    let mask = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let bits = if negative {
        mag.wrapping_neg() & mask
    } else {
        mag
    };
    let sign = (bits >> (width - 1)) & 1 == 1;
    if negative && !sign {
        return None;
    }
    if !negative && sign && matches!(kind, IntKind::Signed | IntKind::Index) {
        return None;
    }
    let shift = 128 - width;
    Some(match kind {
        IntKind::Unsigned => bits as i128,
        _ => ((bits << shift) as i128) >> shift,
    })
}

impl<'a> Parser<'a> {
    /// The width and kind of an integer or index type.
    pub fn int_kind(&self, t: Type) -> Option<(u32, IntKind)> {
        match self.ctx.type_data(t) {
            TypeData::Integer { width, signedness } => Some((
                *width,
                match signedness {
                    Signedness::Signless => IntKind::Signless,
                    Signedness::Signed => IntKind::Signed,
                    Signedness::Unsigned => IntKind::Unsigned,
                },
            )),
            TypeData::Index => Some((64, IntKind::Index)),
            _ => None,
        }
    }

    /// Whether the current token can start an attribute.
    pub fn is_attribute_start(&self) -> bool {
        match self.tok.kind {
            Tok::AtIdent
            | Tok::Float
            | Tok::Integer
            | Tok::HashIdent
            | Tok::LBrace
            | Tok::LSquare
            | Tok::Minus
            | Tok::String => true,
            Tok::BareIdent => {
                matches!(
                    self.spelling(),
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "false"
                        | "loc"
                        | "sparse"
                        | "true"
                        | "unit"
                        | "array"
                        | "strided"
                        | "distinct"
                ) || self.is_type_start()
            }
            _ => self.is_type_start(),
        }
    }

    pub fn parse_optional_attribute(
        &mut self,
        ty: Option<Type>,
    ) -> Option<Result<Attribute, Diag>> {
        self.is_attribute_start().then(|| self.parse_attribute(ty))
    }

    /// Parses an attribute; `ty` types untyped literals and suppresses their `: type`.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        self.nest(|p| p.parse_attribute_inner(ty))
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        match self.tok.kind {
            Tok::LSquare => self.parse_array_attr(),
            Tok::LBrace => {
                let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
                self.parse_dict_entries(|_, k, v| entries.push((k, v)))?;
                Ok(self.ctx.dictionary(&entries))
            }
            Tok::HashIdent => self.parse_extended_attr(ty),
            Tok::Float => self.parse_float_attr(ty, false),
            Tok::Integer => self.parse_int_attr(ty, false),
            Tok::Minus => {
                self.bump();
                match self.tok.kind {
                    Tok::Integer => self.parse_int_attr(ty, true),
                    Tok::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_tok("expected constant integer or floating point value")),
                }
            }
            Tok::String => {
                let value = super::lexer::unescape_bytes(self.spelling().as_bytes()).into_owned();
                self.bump();
                let mut ty = ty;
                if ty.is_none() && self.eat(Tok::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(self.ctx.intern_attr(AttrData::String {
                    value: value.into(),
                    ty,
                }))
            }
            Tok::AtIdent => self.parse_symbol_ref_attr(),
            Tok::BareIdent => match self.spelling() {
                "true" | "false" => {
                    let v = self.spelling() == "true";
                    self.bump();
                    Ok(self.ctx.bool_attr(v))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.unit_attr())
                }
                "dense" => self.parse_dense_attr(ty),
                "array" => self.parse_dense_array_attr(),
                "strided" => self.parse_strided_attr(),
                "affine_map" => self.parse_affine_map_attr(),
                "loc" => self.parse_loc_attr(),
                "affine_set" | "dense_resource" | "sparse" | "distinct" | "luri" => Err(self.err(
                    format!("'{}' attributes are not supported", self.spelling()),
                )),
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    fn parse_type_attr(&mut self) -> Result<Attribute, Diag> {
        match self.parse_optional_type() {
            Some(t) => Ok(self.ctx.type_attr(t?)),
            None => Err(self.wrong_tok("expected attribute value")),
        }
    }

    /// `[` (attr (`,` attr)*)? `]`
    fn parse_array_attr(&mut self) -> Result<Attribute, Diag> {
        self.bump();
        let mut items = Vec::new();
        if !self.eat(Tok::RSquare) {
            loop {
                items.push(self.parse_attribute(None)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ',' or ']'")?;
        }
        Ok(self.ctx.array_attr(&items))
    }

    /// `{` (name (`=` attr)?)* `}`, calling `add` per entry (a bare name means `unit`).
    pub fn parse_dict_entries(
        &mut self,
        mut add: impl FnMut(&mut Self, Symbol, Attribute),
    ) -> Result<(), Diag> {
        self.expect(Tok::LBrace, "expected '{' in attribute dictionary")?;
        if self.eat(Tok::RBrace) {
            return Ok(());
        }
        let mut seen: SmallVec<[Symbol; 8]> = SmallVec::new();
        loop {
            let name = match self.tok.kind {
                Tok::String => unescape_str(self.spelling()),
                Tok::BareIdent => self.spelling().into(),
                _ => return Err(self.wrong_tok("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.err("expected valid attribute name"));
            }
            let sym = self.ctx.symbol(&name);
            if seen.contains(&sym) {
                return Err(self.err(format!("duplicate key '{name}' in dictionary attribute")));
            }
            seen.push(sym);
            self.bump();
            let value = if self.eat(Tok::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            add(self, sym, value);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}' in attribute dictionary")
    }

    /// A symbol name from an `@` token, without the `@`.
    pub fn symbol_name_of(&self, t: Token) -> String {
        let s = self.text(t).get(1..).unwrap_or("");
        if s.starts_with('"') {
            unescape_str(s).into_owned()
        } else {
            s.to_string()
        }
    }

    /// `@root(::@nested)*`
    fn parse_symbol_ref_attr(&mut self) -> Result<Attribute, Diag> {
        let root = self.ctx.symbol(&self.symbol_name_of(self.tok));
        self.bump();
        let mut nested = Vec::new();
        while self.is(Tok::Colon) && self.byte_at(self.tok.start + 1) == b':' {
            self.bump();
            self.bump();
            if !self.is(Tok::AtIdent) {
                return Err(self.err("expected nested symbol reference identifier"));
            }
            nested.push(self.ctx.symbol(&self.symbol_name_of(self.tok)));
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    /// The `: type` of a literal when the caller gave none (default `default`).
    fn literal_type(
        &mut self,
        ty: Option<Type>,
        default: impl FnOnce(&Self) -> Type,
    ) -> Result<Type, Diag> {
        match ty {
            Some(t) => Ok(t),
            None if self.eat(Tok::Colon) => self.parse_type(),
            None => Ok(default(self)),
        }
    }

    /// An integer literal (default type i64); with a float type, a hex bit pattern.
    fn parse_int_attr(&mut self, ty: Option<Type>, negative: bool) -> Result<Attribute, Diag> {
        let tok = self.tok;
        self.bump();
        let ty = self.literal_type(ty, |p| p.ctx.i64())?;
        if let Some(kind) = self.ctx.float_kind(ty) {
            let bits = self.float_bits(tok, negative, kind)?;
            return Ok(self.ctx.float_attr_bits(ty, bits));
        }
        let Some((width, kind)) = self.int_kind(ty) else {
            return Err(self.err_at(tok.start, "integer literal not valid for specified type"));
        };
        if negative && kind == IntKind::Unsigned {
            return Err(self.err_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        match build_int(width, kind, negative, int_value(self.text(tok))) {
            Some(value) => Ok(self.ctx.integer_attr(ty, value)),
            None => Err(self.err_at(tok.start, "integer constant out of range for attribute")),
        }
    }

    /// A float literal (default type f64).
    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> Result<Attribute, Diag> {
        let tok = self.tok;
        self.bump();
        let ty = self.literal_type(ty, |p| p.ctx.f64())?;
        let Some(kind) = self.ctx.float_kind(ty) else {
            return Err(self.err("floating point value not valid for specified type"));
        };
        let bits = self.float_bits(tok, negative, kind)?;
        Ok(self.ctx.float_attr_bits(ty, bits))
    }

    /// MLIR's `parseFloatFromLiteral`: the bits of a float or hex-integer token in `kind`.
    pub fn float_bits(&self, tok: Token, negative: bool, kind: FloatKind) -> Result<u64, Diag> {
        let s = self.text(tok);
        match tok.kind {
            Tok::Float => {
                // Out-of-range literals become infinities, as in MLIR.
                let bits = float::parse_decimal(kind, s).ok_or_else(|| {
                    self.err_at(
                        tok.start,
                        "floating point value not valid for specified type",
                    )
                })?;
                Ok(if negative {
                    float::negate(kind, bits)
                } else {
                    bits
                })
            }
            Tok::Integer => {
                if !s.starts_with("0x") {
                    return Err(self
                        .err_at(
                            tok.start,
                            "unexpected decimal integer literal for a floating point value",
                        )
                        .with_note(
                            self.loc_at(tok.start),
                            "add a trailing dot to make the literal a float",
                        ));
                }
                if negative {
                    return Err(self.err_at(
                        tok.start,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                let value =
                    int_value(s).filter(|&v| kind.bit_width() >= 128 || v >> kind.bit_width() == 0);
                match value {
                    Some(v) => Ok(v as u64),
                    None => Err(self.err_at(
                        tok.start,
                        "hexadecimal float constant out of range for type",
                    )),
                }
            }
            _ => Err(self.err_at(tok.start, "expected floating point literal")),
        }
    }

    /// `array` `<` type (`:` elements)? `>`
    fn parse_dense_array_attr(&mut self) -> Result<Attribute, Diag> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let type_pos = self.tok.start;
        let elem = self.parse_type()?;
        let int = self.int_kind(elem).filter(|(_, k)| *k != IntKind::Index);
        let fkind = self.ctx.float_kind(elem);
        let width = match (int, fkind) {
            (Some((w, _)), _) => w,
            (_, Some(k)) => k.bit_width(),
            _ => {
                let msg = format!(
                    "expected integer or float type, got: {}",
                    self.quoted_type(elem)
                );
                return Err(self.err_at(type_pos, msg));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.err_at(type_pos, "element type bitwidth must be a multiple of 8"));
        }
        if width > 128 {
            return Err(self.err_at(
                type_pos,
                "dense array elements wider than 128 bits are not supported",
            ));
        }
        let bytes = (width as usize).div_ceil(8);
        let mut data = Vec::new();
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':' after dense array type")?;
            loop {
                let negative = self.eat(Tok::Minus);
                let tok = self.tok;
                let raw: u128 = if let Some(k) = fkind {
                    let bits = self.float_bits(tok, negative, k)?;
                    self.bump();
                    bits as u128
                } else {
                    self.dense_array_int(
                        tok,
                        negative,
                        width,
                        int.map_or(IntKind::Signless, |x| x.1),
                    )? as u128
                };
                data.extend_from_slice(&raw.to_le_bytes()[..bytes.min(16)]);
                data.resize(
                    data.len() + bytes.saturating_sub(16),
                    if (raw as i128) < 0 { 0xff } else { 0 },
                );
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.intern_attr(AttrData::DenseArray {
            elem,
            data: data.into(),
        }))
    }

    /// One integer element of `array<iN: ...>`, consumed (errors as MLIR places them).
    fn dense_array_int(
        &mut self,
        tok: Token,
        negative: bool,
        width: u32,
        kind: IntKind,
    ) -> Result<i128, Diag> {
        let s = self.text(tok);
        if tok.kind == Tok::BareIdent && (s == "true" || s == "false") {
            if width != 1 {
                return Err(self.err("expected i1 type for 'true' or 'false' values"));
            }
            self.bump();
            return Ok((s == "true") as i128);
        }
        if tok.kind != Tok::Integer {
            return Err(self.err("expected integer literal"));
        }
        self.bump();
        if width == 1 {
            return Err(self.err("expected 'true' or 'false' values for i1 type"));
        }
        build_int(width, kind, negative, int_value(s))
            .ok_or_else(|| self.err("integer constant out of range"))
    }

    /// `strided` `<` `[` strides `]` (`,` `offset` `:` value)? `>`
    fn parse_strided_attr(&mut self) -> Result<Attribute, Diag> {
        let kw_pos = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset(kw_pos)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Comma, "expected ','")?;
            if !self.eat_kw("offset") {
                return Err(self.wrong_tok("expected 'offset' after comma"));
            }
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset(kw_pos)?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        if strides.contains(&0) {
            return Err(self.err_at(kw_pos, "strides must not be zero"));
        }
        Ok(self.ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_stride_or_offset(&mut self, kw_pos: u32) -> Result<i64, Diag> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.eat(Tok::Minus);
        if self.is(Tok::Integer) {
            if let Some(v) = int_value(self.spelling()).filter(|&v| v <= i64::MAX as u128) {
                self.bump();
                return Ok(if negative { -(v as i64) } else { v as i64 });
            }
        }
        Err(self.err_at(kw_pos, "expected a 64-bit signed integer or '?'"))
    }
}
