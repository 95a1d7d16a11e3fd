//! Affine maps and expressions with MLIR's spacing and parenthesization.

use super::{grow, Printer};
use crate::affine::{AffineExpr, AffineMap};

/// The binding strength of the context an expression is printed in.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Binding {
    /// Inside `+`/`-` or at the top: no parentheses needed.
    Weak,
    /// Operand of `*`, `floordiv`, `ceildiv`, `mod`.
    Strong,
}

impl<'a> Printer<'a> {
    /// `(d0, d1)[s0] -> (d0 + s0, d1)`.
    pub(crate) fn print_affine_map(&mut self, map: &AffineMap) {
        self.push_char('(');
        for i in 0..map.num_dims {
            if i > 0 {
                self.push(", ");
            }
            self.push_char('d');
            self.push_int(i);
        }
        self.push_char(')');
        if map.num_symbols != 0 {
            self.push_char('[');
            for i in 0..map.num_symbols {
                if i > 0 {
                    self.push(", ");
                }
                self.push_char('s');
                self.push_int(i);
            }
            self.push_char(']');
        }
        self.push(" -> (");
        for (i, e) in map.results.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_affine_expr(e, Binding::Weak);
        }
        self.push_char(')');
    }

    fn print_affine_expr(&mut self, e: &AffineExpr, enclosing: Binding) {
        grow(|| self.print_affine_expr_impl(e, enclosing));
    }

    fn print_affine_expr_impl(&mut self, e: &AffineExpr, enclosing: Binding) {
        let (lhs, rhs, op) = match e {
            AffineExpr::Dim(i) => {
                self.push_char('d');
                self.push_int(i);
                return;
            }
            AffineExpr::Symbol(i) => {
                self.push_char('s');
                self.push_int(i);
                return;
            }
            AffineExpr::Const(c) => {
                self.push_int(c);
                return;
            }
            AffineExpr::Add(l, r) => (l, r, None),
            AffineExpr::Mul(l, r) => (l, r, Some(" * ")),
            AffineExpr::FloorDiv(l, r) => (l, r, Some(" floordiv ")),
            AffineExpr::CeilDiv(l, r) => (l, r, Some(" ceildiv ")),
            AffineExpr::Mod(l, r) => (l, r, Some(" mod ")),
        };
        let paren = enclosing == Binding::Strong;
        if paren {
            self.push_char('(');
        }
        match op {
            Some(spelling) => {
                if matches!(e, AffineExpr::Mul(..)) && matches!(**rhs, AffineExpr::Const(-1)) {
                    // `x * -1` prints as `-x`.
                    self.push_char('-');
                    self.print_affine_expr(lhs, Binding::Strong);
                } else {
                    self.print_affine_expr(lhs, Binding::Strong);
                    self.push(spelling);
                    self.print_affine_expr(rhs, Binding::Strong);
                }
            }
            None => self.print_affine_add(lhs, rhs),
        }
        if paren {
            self.push_char(')');
        }
    }

    /// `a + b`, with additions of negated products and negative constants as subtractions.
    fn print_affine_add(&mut self, lhs: &AffineExpr, rhs: &AffineExpr) {
        if let AffineExpr::Mul(rl, rr) = rhs {
            if let AffineExpr::Const(c) = **rr {
                if c == -1 {
                    self.print_affine_expr(lhs, Binding::Weak);
                    self.push(" - ");
                    let inner = if matches!(**rl, AffineExpr::Add(..)) {
                        Binding::Strong
                    } else {
                        Binding::Weak
                    };
                    self.print_affine_expr(rl, inner);
                    return;
                }
                if c < -1 {
                    self.print_affine_expr(lhs, Binding::Weak);
                    self.push(" - ");
                    self.print_affine_expr(rl, Binding::Strong);
                    self.push(" * ");
                    self.push_int(-(c as i128));
                    return;
                }
            }
        }
        if let AffineExpr::Const(c) = *rhs {
            if c < 0 {
                self.print_affine_expr(lhs, Binding::Weak);
                self.push(" - ");
                self.push_int(-(c as i128));
                return;
            }
        }
        self.print_affine_expr(lhs, Binding::Weak);
        self.push(" + ");
        self.print_affine_expr(rhs, Binding::Weak);
    }
}
