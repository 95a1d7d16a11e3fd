//! Builtin types (TypeParser.cpp): integers, floats, index, none, complex, tensor,
//! vector, memref, tuple and function types; dialect types are in `dialect.rs`.

use super::lexer::Tok;
use super::{type_to_string, Parser};
use crate::attrs::AttrData;
use crate::diagnostic::Diag;
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use smallvec::SmallVec;

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INT_WIDTH: u64 = 16_777_215;

/// A list of types as parsed (most lists are short).
pub(crate) type TypeList = SmallVec<[Type; 4]>;

/// `i32` / `si8` / `ui16`: the signedness and the digits, if `s` spells an integer type.
fn int_type_parts(s: &str) -> Option<(Signedness, &str)> {
    let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = s.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, s.strip_prefix('i')?)
    };
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some((sign, digits))
}

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub fn is_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::LParen | Tok::BangIdent => true,
            Tok::BareIdent => {
                let s = self.spelling();
                matches!(
                    s,
                    "memref"
                        | "tensor"
                        | "complex"
                        | "tuple"
                        | "vector"
                        | "index"
                        | "none"
                        | "f80"
                        | "f128"
                ) || int_type_parts(s).is_some()
                    || FloatKind::from_mlir_name(s).is_some()
            }
            _ => false,
        }
    }

    pub fn parse_optional_type(&mut self) -> Option<Result<Type, Diag>> {
        self.is_type_start().then(|| self.parse_type())
    }

    /// type ::= function-type | non-function-type
    pub fn parse_type(&mut self) -> Result<Type, Diag> {
        if self.is(Tok::LParen) {
            self.nest(|p| p.parse_function_type())
        } else {
            self.parse_non_function_type()
        }
    }

    fn parse_function_type(&mut self) -> Result<Type, Diag> {
        let mut inputs = TypeList::new();
        let mut results = TypeList::new();
        self.parse_type_list_parens(&mut inputs)?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(&mut results)?;
        // Generic ops repeat a few signatures: a local cache skips the allocations and lock.
        let key = (inputs, results);
        if let Some(&t) = self.function_types.get(&key) {
            return Ok(t);
        }
        let t = self.ctx.intern_type(TypeData::Function {
            inputs: key.0.to_vec().into(),
            results: key.1.to_vec().into(),
        });
        self.function_types.insert(key, t);
        Ok(t)
    }

    /// function-result-type ::= type-list-parens | non-function-type
    pub fn parse_function_result_types(&mut self, out: &mut TypeList) -> Result<(), Diag> {
        if self.is(Tok::LParen) {
            return self.parse_type_list_parens(out);
        }
        out.push(self.parse_non_function_type()?);
        Ok(())
    }

    /// `(` `)` | `(` type (`,` type)* `)`
    pub fn parse_type_list_parens(&mut self, out: &mut TypeList) -> Result<(), Diag> {
        self.expect(Tok::LParen, "expected '('")?;
        if self.eat(Tok::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens(out)?;
        self.expect(Tok::RParen, "expected ')'")
    }

    /// type (`,` type)*
    pub fn parse_type_list_no_parens(&mut self, out: &mut TypeList) -> Result<(), Diag> {
        loop {
            out.push(self.parse_type()?);
            if !self.eat(Tok::Comma) {
                return Ok(());
            }
        }
    }

    pub fn parse_non_function_type(&mut self) -> Result<Type, Diag> {
        match self.tok.kind {
            Tok::BangIdent => self.nest(|p| p.parse_extended_type()),
            Tok::BareIdent => {
                let s = self.spelling();
                if let Some(&t) = self.keyword_types.get(s) {
                    self.bump();
                    return Ok(t);
                }
                match s {
                    "tensor" => self.nest(|p| p.parse_tensor_type()),
                    "memref" => self.nest(|p| p.parse_memref_type()),
                    "vector" => self.nest(|p| p.parse_vector_type()),
                    "complex" => self.nest(|p| p.parse_complex_type()),
                    "tuple" => self.nest(|p| p.parse_tuple_type()),
                    _ => {
                        let t = self.keyword_type(s)?;
                        self.keyword_types.insert(s, t);
                        self.bump();
                        Ok(t)
                    }
                }
            }
            _ => Err(self.wrong_tok("expected non-function type")),
        }
    }

    /// Types spelled as a single keyword.
    fn keyword_type(&self, s: &str) -> Result<Type, Diag> {
        let data = if let Some((signedness, digits)) = int_type_parts(s) {
            let width = match digits.parse::<u64>() {
                Ok(w) if w <= MAX_INT_WIDTH => w as u32,
                Ok(_) => {
                    return Err(self.err(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )))
                }
                Err(_) => return Err(self.err("invalid integer width")),
            };
            TypeData::Integer { width, signedness }
        } else if let Some(k) = FloatKind::from_mlir_name(s) {
            TypeData::Float(k)
        } else {
            match s {
                "index" => TypeData::Index,
                "none" => TypeData::None,
                "f80" | "f128" => {
                    return Err(self.err(format!("float type '{s}' is not supported")))
                }
                _ => return Err(self.wrong_tok("expected non-function type")),
            }
        };
        Ok(self.ctx.intern_type(data))
    }

    fn expect_less(&mut self, what: &str) -> Result<(), Diag> {
        self.bump();
        self.expect(Tok::Less, &format!("expected '<' in {what} type"))
    }

    /// `complex` `<` type `>`
    fn parse_complex_type(&mut self) -> Result<Type, Diag> {
        self.expect_less("complex")?;
        let elem_pos = self.tok.start;
        let elem = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_data(elem),
            TypeData::Float(_) | TypeData::Integer { .. }
        ) {
            return Err(self.err_at(elem_pos, "invalid element type for complex"));
        }
        Ok(self.ctx.complex_type(elem))
    }

    /// `tuple` `<` (type (`,` type)*)? `>`
    fn parse_tuple_type(&mut self) -> Result<Type, Diag> {
        self.expect_less("tuple")?;
        let mut elems = TypeList::new();
        if !self.eat(Tok::Greater) {
            self.parse_type_list_no_parens(&mut elems)?;
            self.expect(Tok::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.tuple_type(&elems))
    }

    /// `tensor` `<` (dims | `*x`) type (`,` encoding)? `>`
    fn parse_tensor_type(&mut self) -> Result<Type, Diag> {
        self.expect_less("tensor")?;
        let unranked = self.eat(Tok::Star);
        let mut dims = Vec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list_ranked(&mut dims, true, true)?;
        }
        let elem_pos = self.tok.start;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(elem) {
            return Err(self.err_at(elem_pos, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.err("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.unranked_tensor_type(elem));
        }
        Ok(self.ctx.intern_type(TypeData::Tensor {
            shape: dims.into(),
            elem,
            encoding,
        }))
    }

    fn is_valid_tensor_element(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_data(t),
            TypeData::Complex(_)
                | TypeData::Float(_)
                | TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Vector { .. }
                | TypeData::Opaque { .. }
                | TypeData::Dialect { .. }
        )
    }

    /// `vector` `<` ((`[` int `]` | int) `x`)* type `>`
    fn parse_vector_type(&mut self) -> Result<Type, Diag> {
        let kw_pos = self.tok.start;
        self.expect_less("vector")?;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        while self.is(Tok::Integer) || self.is(Tok::LSquare) {
            let is_scalable = self.eat(Tok::LSquare);
            dims.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.eat(Tok::RSquare) {
                return Err(self.wrong_tok("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        if let Some(bad) = dims.iter().find(|&&d| d <= 0) {
            return Err(self.err_at(
                kw_pos,
                format!("vector types must have positive constant sizes but got {bad}"),
            ));
        }
        let elem_pos = self.tok.start;
        let elem = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        let valid = matches!(
            self.ctx.type_data(elem),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Dialect { .. }
                | TypeData::Opaque { .. }
        );
        if !valid {
            return Err(self.err_at(elem_pos, "vector elements must be int/index/float type"));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: dims.into(),
            scalable: scalable.into(),
            elem,
        }))
    }

    /// `memref` `<` (dims | `*x`) type (`,` layout)? (`,` memory-space)? `>`
    fn parse_memref_type(&mut self) -> Result<Type, Diag> {
        let kw_pos = self.tok.start;
        self.expect_less("memref")?;
        let unranked = self.eat(Tok::Star);
        let mut dims = Vec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list_ranked(&mut dims, true, true)?;
        }
        let elem_pos = self.tok.start;
        let elem = self.parse_type()?;
        let valid = matches!(
            self.ctx.type_data(elem),
            TypeData::Complex(_)
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::Vector { .. }
                | TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Dialect { .. }
                | TypeData::Opaque { .. }
        );
        if !valid {
            return Err(self.err_at(elem_pos, "invalid memref element type"));
        }
        let (mut layout, mut space) = (None, None);
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            loop {
                let attr = self.parse_attribute(None)?;
                let is_layout = matches!(
                    self.ctx.attr_data(attr),
                    AttrData::AffineMap(_) | AttrData::StridedLayout { .. }
                );
                if !is_layout {
                    if space.is_some() {
                        return Err(self.err("multiple memory spaces specified in memref type"));
                    }
                    space = Some(attr);
                } else if unranked {
                    return Err(self.err("cannot have affine map for unranked memref type"));
                } else if space.is_some() {
                    return Err(self.err("expected memory space to be last in memref type"));
                } else {
                    layout = Some(attr);
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "expected ',' or '>'")?;
        }
        // The default memory space (integer 0) is dropped, as MemRefType::get does.
        let memory_space = space.filter(|&a| self.ctx.attr_as_int(a) != Some(0));
        if unranked {
            return Ok(self
                .ctx
                .intern_type(TypeData::UnrankedMemRef { elem, memory_space }));
        }
        let layout = self.check_memref_layout(kw_pos, dims.len(), layout)?;
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape: dims.into(),
            elem,
            layout,
            memory_space,
        }))
    }

    /// Verifies a layout against the rank; an identity map is dropped (canonical form).
    fn check_memref_layout(
        &self,
        pos: u32,
        rank: usize,
        layout: Option<crate::attrs::Attribute>,
    ) -> Result<Option<crate::attrs::Attribute>, Diag> {
        let Some(l) = layout else { return Ok(None) };
        match self.ctx.attr_data(l) {
            AttrData::AffineMap(m) => {
                if m.num_dims as usize != rank {
                    let msg = format!(
                        "memref layout mismatch between rank and affine map: {} != {}",
                        rank, m.num_dims
                    );
                    return Err(self.err_at(pos, msg));
                }
                Ok((!m.is_identity()).then_some(l))
            }
            AttrData::StridedLayout { strides, .. } if strides.len() != rank => {
                Err(self.err_at(pos, "expected the number of strides to match the rank"))
            }
            _ => Ok(Some(l)),
        }
    }

    /// dimension-list ::= (dimension `x`)* with dimension ::= `?` | decimal-literal.
    pub fn parse_dimension_list_ranked(
        &mut self,
        dims: &mut Vec<i64>,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> Result<(), Diag> {
        let mut parse_dim = |p: &mut Self| -> Result<(), Diag> {
            if p.is(Tok::Question) {
                if !allow_dynamic {
                    return Err(p.err("expected static shape"));
                }
                p.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(p.parse_integer_in_dimension_list()?);
            }
            Ok(())
        };
        if with_trailing_x {
            while self.is(Tok::Integer) || self.is(Tok::Question) {
                parse_dim(self)?;
                self.parse_x_in_dimension_list()?;
            }
            return Ok(());
        }
        if self.is(Tok::Integer) || self.is(Tok::Question) {
            parse_dim(self)?;
            while self.is(Tok::BareIdent) && self.spelling().starts_with('x') {
                self.parse_x_in_dimension_list()?;
                parse_dim(self)?;
            }
        }
        Ok(())
    }

    /// A dimension; `0xf32` is `0`, `x`, `f32` (hex literals are not dimensions).
    fn parse_integer_in_dimension_list(&mut self) -> Result<i64, Diag> {
        let s = self.spelling();
        if s.len() > 1 && s.as_bytes()[1] == b'x' {
            let at = self.tok.start + 1;
            self.reset_to(at);
            return Ok(0);
        }
        match s.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => Err(self.err("invalid dimension")),
        }
    }

    /// An `x`, possibly glued to the element type (`xf32`).
    pub fn parse_x_in_dimension_list(&mut self) -> Result<(), Diag> {
        if !self.is(Tok::BareIdent) || !self.spelling().starts_with('x') {
            return Err(self.wrong_tok("expected 'x' in dimension list"));
        }
        if self.tok.len() > 1 {
            let at = self.tok.start + 1;
            self.reset_to(at);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// `'type'` for diagnostics.
    pub fn quoted_type(&self, t: Type) -> String {
        format!("'{}'", type_to_string(self.ctx, t))
    }
}
