//! `affine_map<(d0, d1)[s0] -> (exprs)>` (AffineParser.cpp). Expressions are built through
//! MLIR's simplifying constructors (constant folding, constants to the right, `x + 0`,
//! `x * 1`, ...), so that parsed maps compare equal to the ones MLIR would unique.

use super::lexer::{int_value, Tok};
use super::{grow, Parser};
use crate::affine::{AffineExpr, AffineMap};
use crate::attrs::{AttrData, Attribute};
use crate::diagnostic::Diag;

type E = AffineExpr;

/// Most operands (identifiers, constants, parentheses) one map may have: it bounds the
/// depth of the expression trees, which every user hashes, clones and drops recursively.
const MAX_OPERANDS: u32 = 1_000;
/// The stack the whole parse of one map runs on.
const MAP_STACK: usize = 8 << 20;

fn konst(e: &E) -> Option<i64> {
    match e {
        E::Const(c) => Some(*c),
        _ => None,
    }
}

/// Whether an expression has no dimensions (constants and symbols only).
fn is_symbolic(e: &E) -> bool {
    grow(|| match e {
        E::Dim(_) => false,
        E::Symbol(_) | E::Const(_) => true,
        // The right side first: sums and products grow to the left.
        E::Add(a, b) | E::Mul(a, b) | E::Mod(a, b) | E::FloorDiv(a, b) | E::CeilDiv(a, b) => {
            is_symbolic(b) && is_symbolic(a)
        }
    })
}

/// MLIR's `getLargestKnownDivisor`.
fn known_divisor(e: &E) -> i64 {
    grow(|| match e {
        E::Dim(_) | E::Symbol(_) => 1,
        E::Const(c) => c.wrapping_abs(),
        E::Mul(a, b) => known_divisor(a).wrapping_mul(known_divisor(b)),
        E::Add(a, b) | E::Mod(a, b) => gcd(
            known_divisor(a).unsigned_abs(),
            known_divisor(b).unsigned_abs(),
        ) as i64,
        E::FloorDiv(a, b) | E::CeilDiv(a, b) => match konst(b) {
            Some(d) if d != 0 => {
                let l = known_divisor(a);
                if l % d == 0 {
                    (l / d).wrapping_abs()
                } else {
                    1
                }
            }
            _ => 1,
        },
    })
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a > 0) == (b > 0)) {
        q + 1
    } else {
        q
    }
}

/// `expr` as `(multiplicand, constant factor)`: `x * c` gives `(x, c)`, others `(e, 1)`.
fn factor(e: &E) -> (&E, i64) {
    match e {
        E::Mul(x, c) => match konst(c) {
            Some(k) => (x, k),
            None => (e, 1),
        },
        _ => (e, 1),
    }
}

/// `lhs + rhs`, simplified as MLIR's `simplifyAdd`.
pub(crate) fn add(lhs: E, rhs: E) -> E {
    grow(|| add_inner(lhs, rhs))
}

fn add_inner(lhs: E, rhs: E) -> E {
    if let (Some(a), Some(b)) = (konst(&lhs), konst(&rhs)) {
        return E::Const(a.wrapping_add(b));
    }
    if konst(&lhs).is_some() || (!is_symbolic(&rhs) && is_symbolic(&lhs)) {
        return add(rhs, lhs);
    }
    if konst(&rhs) == Some(0) {
        return lhs;
    }
    let lhs_plus_const = matches!(&lhs, E::Add(_, r) if konst(r).is_some());
    if let (true, Some(c2)) = (lhs_plus_const, konst(&rhs)) {
        return match split_const(lhs) {
            Ok((x, c1)) => add(x, E::Const(c1.wrapping_add(c2))),
            Err(l) => E::Add(Box::new(l), Box::new(rhs)),
        };
    }
    let ((first, k1), (second, k2)) = (factor(&lhs), factor(&rhs));
    if first == second {
        return mul(first.clone(), E::Const(k1.wrapping_add(k2)));
    }
    if lhs_plus_const {
        return match split_const(lhs) {
            Ok((x, c)) => add(add(x, rhs), E::Const(c)),
            Err(l) => E::Add(Box::new(l), Box::new(rhs)),
        };
    }
    if let Some(m) = as_mod(&lhs, &rhs) {
        return m;
    }
    E::Add(Box::new(lhs), Box::new(rhs))
}

/// `x + c` or `x * c` as `(x, c)`; anything else is given back.
fn split_const(e: E) -> Result<(E, i64), E> {
    match e {
        E::Add(l, r) => match *r {
            E::Const(c) => Ok((*l, c)),
            r => Err(E::Add(l, Box::new(r))),
        },
        E::Mul(l, r) => match *r {
            E::Const(c) => Ok((*l, c)),
            r => Err(E::Mul(l, Box::new(r))),
        },
        other => Err(other),
    }
}

/// `x - (x floordiv q) * q` is `x mod q` (MLIR's simplifyAdd tail).
fn as_mod(lhs: &E, rhs: &E) -> Option<E> {
    let E::Mul(lrhs, rrhs) = rhs else { return None };
    if konst(rrhs) == Some(-1) {
        if let E::Mul(llrhs, rlrhs) = &**lrhs {
            if let E::FloorDiv(x, q) = &**llrhs {
                return (q == rlrhs && **x == *lhs)
                    .then(|| div(DivKind::Mod, lhs.clone(), (**rlrhs).clone()));
            }
            return None;
        }
    }
    let E::FloorDiv(x, q) = &**lrhs else {
        return None;
    };
    let neg = mul((**rrhs).clone(), E::Const(-1));
    (**x == *lhs && **q == neg).then(|| div(DivKind::Mod, lhs.clone(), (**q).clone()))
}

/// `lhs * rhs`, simplified as MLIR's `simplifyMul`.
pub(crate) fn mul(lhs: E, rhs: E) -> E {
    grow(|| mul_inner(lhs, rhs))
}

fn mul_inner(lhs: E, rhs: E) -> E {
    if let (Some(a), Some(b)) = (konst(&lhs), konst(&rhs)) {
        return E::Const(a.wrapping_mul(b));
    }
    if !is_symbolic(&rhs) || konst(&lhs).is_some() {
        if !is_symbolic(&lhs) {
            // Neither side is symbolic: not affine (the parser reports it before).
            return E::Mul(Box::new(lhs), Box::new(rhs));
        }
        return mul(rhs, lhs);
    }
    match konst(&rhs) {
        Some(1) => return lhs,
        Some(0) => return rhs,
        _ => {}
    }
    if matches!(&lhs, E::Mul(_, r) if konst(r).is_some()) {
        return match (split_const(lhs), konst(&rhs)) {
            (Ok((x, c1)), Some(c2)) => mul(x, E::Const(c1.wrapping_mul(c2))),
            (Ok((x, c1)), None) => mul(mul(x, rhs), E::Const(c1)),
            (Err(l), _) => E::Mul(Box::new(l), Box::new(rhs)),
        };
    }
    E::Mul(Box::new(lhs), Box::new(rhs))
}

#[derive(Copy, Clone, PartialEq)]
enum DivKind {
    Floor,
    Ceil,
    Mod,
}

/// `floordiv`, `ceildiv` and `mod` with MLIR's simplifications.
fn div(kind: DivKind, lhs: E, rhs: E) -> E {
    grow(|| div_inner(kind, lhs, rhs))
}

fn div_inner(kind: DivKind, lhs: E, rhs: E) -> E {
    let raw = |l: E, r: E| match kind {
        DivKind::Floor => E::FloorDiv(Box::new(l), Box::new(r)),
        DivKind::Ceil => E::CeilDiv(Box::new(l), Box::new(r)),
        DivKind::Mod => E::Mod(Box::new(l), Box::new(r)),
    };
    let Some(d) = konst(&rhs).filter(|&d| d >= 1) else {
        return raw(lhs, rhs);
    };
    if let Some(n) = konst(&lhs) {
        return E::Const(match kind {
            DivKind::Floor => floor_div(n, d),
            DivKind::Ceil => ceil_div(n, d),
            DivKind::Mod => n.rem_euclid(d),
        });
    }
    if kind == DivKind::Mod {
        if known_divisor(&lhs) % d == 0 {
            return E::Const(0);
        }
        if let E::Add(a, b) = &lhs {
            if known_divisor(a) % d == 0 {
                return div(kind, (**b).clone(), rhs);
            }
            if known_divisor(b) % d == 0 {
                return div(kind, (**a).clone(), rhs);
            }
        }
        if let E::Mod(x, m) = &lhs {
            if konst(m).is_some_and(|m| m >= 1 && m % d == 0) {
                return div(kind, (**x).clone(), rhs);
            }
        }
        return raw(lhs, rhs);
    }
    if d == 1 {
        return lhs;
    }
    if let E::Mul(x, k) = &lhs {
        if let Some(k) = konst(k).filter(|k| k % d == 0) {
            return mul((**x).clone(), E::Const(k / d));
        }
    }
    if let (DivKind::Floor, E::Add(a, b)) = (kind, &lhs) {
        if known_divisor(a) % d == 0 || known_divisor(b) % d == 0 {
            let (a, b) = ((**a).clone(), (**b).clone());
            return add(div(kind, a, rhs.clone()), div(kind, b, rhs));
        }
    }
    raw(lhs, rhs)
}

/// Names of the dims and symbols of the map being parsed.
struct Idents<'a> {
    names: Vec<(&'a str, E)>,
    /// Operands left before the map is too large.
    budget: std::cell::Cell<u32>,
}

impl<'a> Parser<'a> {
    /// `affine_map` `<` map `>`
    pub fn parse_affine_map_attr(&mut self) -> Result<Attribute, Diag> {
        // Trees are hashed, compared and dropped recursively: give them a stack of their own.
        stacker::grow(MAP_STACK, || {
            self.bump();
            self.expect(Tok::Less, "expected '<' in affine map")?;
            let map = self.parse_affine_map()?;
            self.expect(Tok::Greater, "expected '>' in affine map")?;
            Ok(self.ctx.intern_attr(AttrData::AffineMap(map)))
        })
    }

    /// `(` dims `)` (`[` symbols `]`)? `->` `(` exprs `)`
    pub fn parse_affine_map(&mut self) -> Result<AffineMap, Diag> {
        let mut ids = Idents {
            names: Vec::new(),
            budget: std::cell::Cell::new(MAX_OPERANDS),
        };
        self.expect(
            Tok::LParen,
            "expected '(' at start of dimensional identifiers list",
        )?;
        let num_dims = self.parse_affine_ids(&mut ids, Tok::RParen, E::Dim)?;
        let mut num_symbols = 0;
        if self.eat(Tok::LSquare) {
            num_symbols = self.parse_affine_ids(&mut ids, Tok::RSquare, E::Symbol)?;
        }
        if self.is(Tok::Colon) {
            return Err(self.err("integer sets are not supported"));
        }
        self.expect(Tok::Arrow, "expected '->' or ':'")?;
        self.expect(Tok::LParen, "expected '('")?;
        let mut results = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                results.push(self.parse_affine_expr(&ids)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')'")?;
        }
        Ok(AffineMap {
            num_dims,
            num_symbols,
            results,
        })
    }

    fn parse_affine_ids(
        &mut self,
        ids: &mut Idents<'a>,
        close: Tok,
        make: impl Fn(u32) -> E,
    ) -> Result<u32, Diag> {
        let mut n = 0u32;
        if self.eat(close) {
            return Ok(0);
        }
        loop {
            if !self.is(Tok::BareIdent) {
                return Err(self.err("expected bare identifier"));
            }
            let name = self.spelling();
            if ids.names.iter().any(|(n, _)| *n == name) {
                return Err(self.err(format!("redefinition of identifier '{name}'")));
            }
            ids.names.push((name, make(n)));
            n += 1;
            self.bump();
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let msg = if close == Tok::RParen {
            "expected ')'"
        } else {
            "expected ']'"
        };
        self.expect(close, msg)?;
        Ok(n)
    }

    fn parse_affine_expr(&mut self, ids: &Idents<'a>) -> Result<E, Diag> {
        grow(|| self.parse_low_prec(ids, None))
    }

    /// Consumes `+` or `-`; returns whether it was a minus.
    fn eat_low_prec_op(&mut self) -> Option<bool> {
        if self.eat(Tok::Plus) {
            Some(false)
        } else if self.eat(Tok::Minus) {
            Some(true)
        } else {
            None
        }
    }

    fn eat_high_prec_op(&mut self) -> Option<DivOrMul> {
        let op = match self.tok.kind {
            Tok::Star => DivOrMul::Mul,
            Tok::BareIdent => match self.spelling() {
                "floordiv" => DivOrMul::Div(DivKind::Floor),
                "ceildiv" => DivOrMul::Div(DivKind::Ceil),
                "mod" => DivOrMul::Div(DivKind::Mod),
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    /// Sums: `a + b * c - d`, left associative.
    fn parse_low_prec(&mut self, ids: &Idents<'a>, llhs: Option<(E, bool)>) -> Result<E, Diag> {
        let mut acc = llhs;
        loop {
            let mut term = self.parse_operand(ids, acc.is_some())?;
            let op_pos = self.tok.start;
            if let Some(op) = self.eat_high_prec_op() {
                term = self.parse_high_prec(ids, term, op, op_pos)?;
            }
            let combined = match acc.take() {
                Some((l, minus)) => add(l, if minus { mul(term, E::Const(-1)) } else { term }),
                None => term,
            };
            match self.eat_low_prec_op() {
                Some(minus) => acc = Some((combined, minus)),
                None => return Ok(combined),
            }
        }
    }

    /// Products and divisions after `lhs op`, left associative.
    fn parse_high_prec(
        &mut self,
        ids: &Idents<'a>,
        mut lhs: E,
        mut op: DivOrMul,
        mut op_pos: u32,
    ) -> Result<E, Diag> {
        loop {
            let rhs = self.parse_operand(ids, true)?;
            lhs = self.apply_high(op, lhs, rhs, op_pos)?;
            op_pos = self.tok.start;
            match self.eat_high_prec_op() {
                Some(next) => op = next,
                None => return Ok(lhs),
            }
        }
    }

    fn apply_high(&self, op: DivOrMul, lhs: E, rhs: E, pos: u32) -> Result<E, Diag> {
        match op {
            DivOrMul::Mul => {
                if !is_symbolic(&lhs) && !is_symbolic(&rhs) {
                    return Err(self.err_at(
                        pos,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                Ok(mul(lhs, rhs))
            }
            DivOrMul::Div(kind) => {
                if !is_symbolic(&rhs) {
                    let name = match kind {
                        DivKind::Floor => "floordiv",
                        DivKind::Ceil => "ceildiv",
                        DivKind::Mod => "mod",
                    };
                    let msg = format!("non-affine expression: right operand of {name} has to be either a constant or symbolic");
                    return Err(self.err_at(pos, msg));
                }
                Ok(div(kind, lhs, rhs))
            }
        }
    }

    /// An identifier, integer, parenthesized expression or negation.
    fn parse_operand(&mut self, ids: &Idents<'a>, has_lhs: bool) -> Result<E, Diag> {
        let Some(left) = ids.budget.get().checked_sub(1) else {
            return Err(self.err("affine map is too large"));
        };
        ids.budget.set(left);
        grow(|| match self.tok.kind {
            Tok::Integer => {
                let v = int_value(self.spelling()).filter(|&v| v <= i64::MAX as u128);
                let Some(v) = v else {
                    return Err(self.err("constant too large for index"));
                };
                self.bump();
                Ok(E::Const(v as i64))
            }
            Tok::LParen => {
                self.bump();
                if self.is(Tok::RParen) {
                    return Err(self.err("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(ids)?;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.bump();
                match self.parse_operand(ids, has_lhs) {
                    Ok(e) => Ok(mul(e, E::Const(-1))),
                    Err(_) if self.tok.kind != Tok::Error => {
                        Err(self.err("missing operand of negation"))
                    }
                    Err(d) => Err(d),
                }
            }
            Tok::BareIdent => {
                let name = self.spelling();
                match ids.names.iter().find(|(n, _)| *n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.bump();
                        Ok(e)
                    }
                    None => Err(self.err("use of undeclared identifier")),
                }
            }
            Tok::Plus | Tok::Star if !has_lhs => {
                Err(self.err("missing left operand of binary operator"))
            }
            _ if has_lhs => Err(self.err("missing right operand of binary operator")),
            _ => Err(self.err("expected affine expression")),
        })
    }
}

#[derive(Copy, Clone)]
enum DivOrMul {
    Mul,
    Div(DivKind),
}
