//! `dense<...>` elements (TensorLiteralParser): nested literal lists checked against the
//! shape, splats, complex pairs, strings, and hex blobs decoded straight into bytes.
//!
//! Storage (see `AttrData::DenseElements`): little-endian elements of `ceil(width / 8)`
//! bytes (i1: one byte holding 0/1), complex as two elements; a splat stores one element.
//! As in MLIR, data whose elements are all equal is stored as a splat.

use super::attrs::{build_int, IntKind};
use super::lexer::{hex_string_bytes, int_value, unescape_bytes, Tok, Token};
use super::Parser;
use crate::attrs::{AttrData, Attribute};
use crate::diagnostic::Diag;
use crate::types::{Type, TypeData};
use smallvec::SmallVec;

/// The literal as parsed, before its type is known.
#[derive(Default)]
struct Literal {
    /// (negated, token) per scalar; complex elements contribute two.
    elems: Vec<(bool, Token)>,
    /// Shape inferred from nested lists; empty for a single (splat) element.
    shape: SmallVec<[i64; 4]>,
    hex: Option<Token>,
}

enum Scalar {
    Int(u32, IntKind),
    Float(crate::float::FloatKind),
    Other,
}

impl<'a> Parser<'a> {
    /// `dense` `<` literal? `>` (`:` type)?
    pub fn parse_dense_attr(&mut self, ty: Option<Type>) -> Result<Attribute, Diag> {
        let kw_pos = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        if !self.is(Tok::LParen) && self.is_type_start() {
            return Err(self.err("type-first dense elements syntax is not supported"));
        }
        let mut lit = Literal::default();
        if !self.eat(Tok::Greater) {
            if self.is(Tok::String) {
                lit.hex = Some(self.tok);
                self.bump();
            } else if self.is(Tok::LSquare) {
                let mut shape = SmallVec::new();
                self.parse_dense_list(&mut lit, &mut shape)?;
                lit.shape = shape;
            } else {
                self.parse_dense_element(&mut lit)?;
            }
            self.expect(Tok::Greater, "expected '>'")?;
        }
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        self.build_dense(kw_pos, &lit, ty)
    }

    fn parse_dense_element(&mut self, lit: &mut Literal) -> Result<(), Diag> {
        match self.tok.kind {
            Tok::Float | Tok::Integer | Tok::String => {}
            Tok::BareIdent if matches!(self.spelling(), "true" | "false") => {}
            Tok::Minus => {
                self.bump();
                if !self.is(Tok::Float) && !self.is(Tok::Integer) {
                    return Err(self.err("expected integer or floating point literal"));
                }
                lit.elems.push((true, self.tok));
                self.bump();
                return Ok(());
            }
            Tok::LParen => {
                self.bump();
                self.parse_dense_element(lit)?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                self.parse_dense_element(lit)?;
                return self.expect(Tok::RParen, "expected ')' after complex elements");
            }
            _ => return Err(self.err("expected element literal of primitive type")),
        }
        lit.elems.push((false, self.tok));
        self.bump();
        Ok(())
    }

    /// `[` (list | element) (`,` ...)* `]`; `dims` receives the sub-shape.
    fn parse_dense_list(
        &mut self,
        lit: &mut Literal,
        dims: &mut SmallVec<[i64; 4]>,
    ) -> Result<(), Diag> {
        self.nest(|p| p.parse_dense_list_inner(lit, dims))
    }

    fn parse_dense_list_inner(
        &mut self,
        lit: &mut Literal,
        dims: &mut SmallVec<[i64; 4]>,
    ) -> Result<(), Diag> {
        {
            self.expect(Tok::LSquare, "expected '['")?;
            let mut size = 0i64;
            let mut inner: Option<SmallVec<[i64; 4]>> = None;
            if !self.eat(Tok::RSquare) {
                loop {
                    let mut this = SmallVec::new();
                    if self.is(Tok::LSquare) {
                        self.parse_dense_list(lit, &mut this)?;
                    } else {
                        self.parse_dense_element(lit)?;
                    }
                    size += 1;
                    match &inner {
                        Some(prev) if *prev != this => {
                            return Err(self.err("tensor literal is invalid; ranks are not consistent between elements"));
                        }
                        Some(_) => {}
                        None => inner = Some(this),
                    }
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RSquare, "expected ']'")?;
            }
            dims.clear();
            dims.push(size);
            dims.extend(inner.unwrap_or_default());
            Ok(())
        }
    }

    fn scalar_kind(&self, t: Type) -> Scalar {
        if let Some((w, k)) = self.int_kind(t) {
            Scalar::Int(w, k)
        } else if let Some(k) = self.ctx.float_kind(t) {
            Scalar::Float(k)
        } else {
            Scalar::Other
        }
    }

    fn build_dense(&self, kw_pos: u32, lit: &Literal, ty: Type) -> Result<Attribute, Diag> {
        let shape: &[i64] = match self.ctx.type_data(ty) {
            TypeData::Tensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => shape,
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                return Err(self.err_at(kw_pos, "elements literal type must have static shape"));
            }
            _ => return Err(self.err_at(kw_pos, "elements literal must be a shaped type")),
        };
        let Some(n) = self
            .ctx
            .num_elements(ty)
            .and_then(|n| usize::try_from(n).ok())
        else {
            return Err(self.err_at(kw_pos, "elements literal type must have static shape"));
        };
        let elem = self.ctx.element_type(ty);
        let (scalar_ty, complex) = match self.ctx.type_data(elem) {
            TypeData::Complex(e) => (*e, true),
            _ => (elem, false),
        };
        let scalar = self.scalar_kind(scalar_ty);
        if let (Some(hex), false) = (lit.hex, matches!(scalar, Scalar::Other)) {
            return self.build_hex(kw_pos, hex, ty, &scalar, complex, n);
        }
        if !lit.shape.is_empty() && lit.shape.as_slice() != shape {
            let msg = format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                join(&lit.shape),
                join(shape)
            );
            return Err(self.err_at(kw_pos, msg));
        }
        if lit.hex.is_none() && lit.elems.is_empty() && n > 0 {
            let msg = format!(
                "parsed zero elements, but type ({}) expected at least 1",
                self.quoted_type(ty)
            );
            return Err(self.err_at(kw_pos, msg));
        }
        let per = if complex { 2 } else { 1 };
        if complex {
            // A scalar literal is a splat, also of an empty tensor (as upstream accepts).
            let splat = lit.shape.is_empty() && !lit.elems.is_empty();
            let want = if splat { 2 } else { n * 2 };
            if lit.elems.len() != want {
                let what = if splat {
                    self.quoted_type(elem)
                } else {
                    self.quoted_type(ty)
                };
                let msg = format!(
                    "parsed {} elements, but type ({what}) expected {want} elements",
                    lit.elems.len()
                );
                return Err(self.err_at(kw_pos, msg));
            }
        }
        if let Scalar::Int(w, _) = scalar {
            if w > 128 {
                // Values are 128-bit here; wider elements would also make the buffer huge.
                return Err(self.err_at(
                    kw_pos,
                    "dense integer elements wider than 128 bits are not supported",
                ));
            }
        }
        let size = match scalar {
            Scalar::Int(w, _) => (w as usize).div_ceil(8).max(1),
            Scalar::Float(k) => (k.bit_width() as usize).div_ceil(8),
            Scalar::Other => return self.build_strings(kw_pos, lit, ty),
        };
        let mut data = Vec::with_capacity(lit.elems.len() * size);
        for &(neg, tok) in &lit.elems {
            let raw = match scalar {
                Scalar::Int(w, k) => self.dense_int(tok, neg, w, k)? as u128,
                Scalar::Float(k) => self.float_bits(tok, neg, k)? as u128,
                Scalar::Other => 0,
            };
            push_le(&mut data, raw, size);
        }
        Ok(self.intern_dense(
            ty,
            data,
            size * per,
            lit.shape.is_empty() && !lit.elems.is_empty(),
        ))
    }

    fn dense_int(&self, tok: Token, neg: bool, width: u32, kind: IntKind) -> Result<i128, Diag> {
        let s = self.text(tok);
        if neg && kind == IntKind::Unsigned {
            return Err(self.err_at(
                tok.start,
                "expected unsigned integer elements, but parsed negative value",
            ));
        }
        match tok.kind {
            Tok::Float => {
                return Err(self.err_at(
                    tok.start,
                    "expected integer elements, but parsed floating-point",
                ))
            }
            Tok::BareIdent => {
                if width != 1 || kind == IntKind::Index {
                    return Err(
                        self.err_at(tok.start, "expected i1 type for 'true' or 'false' values")
                    );
                }
                return Ok((s == "true") as i128);
            }
            Tok::Integer => {}
            _ => {
                return Err(self.err_at(tok.start, "expected integer elements, but parsed a string"))
            }
        }
        let v = build_int(width, kind, neg, int_value(s))
            .ok_or_else(|| self.err_at(tok.start, "integer constant out of range for type"))?;
        Ok(if width == 1 { v & 1 } else { v })
    }

    fn build_strings(&self, kw_pos: u32, lit: &Literal, ty: Type) -> Result<Attribute, Diag> {
        let mut values: Vec<Box<[u8]>> = Vec::with_capacity(lit.elems.len().max(1));
        if let Some(h) = lit.hex {
            values.push(unescape_bytes(self.text(h).as_bytes()).into());
        } else {
            for &(_, tok) in &lit.elems {
                if tok.kind != Tok::String {
                    return Err(self.err_at(
                        kw_pos,
                        format!("expected string token, got {}", self.text(tok)),
                    ));
                }
                values.push(unescape_bytes(self.text(tok).as_bytes()).into());
            }
        }
        let splat =
            lit.hex.is_some() || lit.shape.is_empty() || values.windows(2).all(|w| w[0] == w[1]);
        if splat {
            values.truncate(1);
        }
        let splat = splat && !values.is_empty();
        Ok(self.ctx.intern_attr(AttrData::DenseStrings {
            ty,
            values: values.into(),
            splat,
        }))
    }

    /// `dense<"0x...">`: raw little-endian element data (i1 packed 8 per byte, as MLIR 22; also one
    /// 0x00 / 0x01 byte per i1, as MLIR after llvm-project#180397 prints it -- JAX's bundled MLIR
    /// does, for bool constants of more than a few elements).
    fn build_hex(
        &self,
        kw_pos: u32,
        hex: Token,
        ty: Type,
        scalar: &Scalar,
        complex: bool,
        n: usize,
    ) -> Result<Attribute, Diag> {
        let Some(raw) = hex_string_bytes(self.text(hex)) else {
            return Err(self.err_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let invalid = || {
            let msg = format!(
                "elements hex data size is invalid for provided type: {}",
                self.quoted_type(ty)
            );
            self.err_at(kw_pos, msg)
        };
        if let (Scalar::Int(1, _), false) = (scalar, complex) {
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) {
                return Ok(self.intern_dense(ty, vec![raw[0] & 1], 1, true));
            }
            if raw.len() == n && n > 1 && raw.iter().all(|&b| b <= 1) {
                return Ok(self.intern_dense(ty, raw, 1, false));
            }
            if raw.len() != n.div_ceil(8) {
                return Err(invalid());
            }
            let bits: Vec<u8> = (0..n).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect();
            return Ok(self.intern_dense(ty, bits, 1, n == 1));
        }
        let size = match scalar {
            Scalar::Int(w, _) => (*w as usize).div_ceil(8),
            Scalar::Float(k) => (k.bit_width() as usize).div_ceil(8),
            Scalar::Other => 0,
        } * if complex { 2 } else { 1 };
        if raw.len() == size {
            return Ok(self.intern_dense(ty, raw, size, true));
        }
        if Some(raw.len()) != size.checked_mul(n) {
            return Err(invalid());
        }
        Ok(self.intern_dense(ty, raw, size, n == 1))
    }

    /// Interns dense data of `elem_size`-byte elements, as a splat when all are equal.
    fn intern_dense(
        &self,
        ty: Type,
        mut data: Vec<u8>,
        elem_size: usize,
        splat: bool,
    ) -> Attribute {
        let uniform = elem_size > 0
            && data.len() >= elem_size
            && data.len().is_multiple_of(elem_size)
            && data
                .chunks_exact(elem_size)
                .all(|c| c == &data[..elem_size]);
        let splat = splat || uniform;
        if splat {
            data.truncate(elem_size);
        }
        self.ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: data.into(),
            splat: splat && elem_size > 0,
        })
    }
}

fn push_le(out: &mut Vec<u8>, raw: u128, size: usize) {
    let bytes = raw.to_le_bytes();
    out.extend_from_slice(&bytes[..size.min(16)]);
    if size > 16 {
        let fill = if (raw as i128) < 0 { 0xff } else { 0 };
        out.resize(out.len() + size - 16, fill);
    }
}

fn join(dims: &[i64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
