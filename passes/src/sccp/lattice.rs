//! The constant lattice of SCCP: unknown (nothing known yet: no executable path defines
//! it) < a constant < overdefined (several values, or not a constant).

use xla_ir::{Attribute, OpName};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Lattice {
    #[default]
    Unknown,
    /// The value, and an op of the dialect that produced it (its materializer builds the
    /// constant, as upstream's ConstantValue carries its dialect).
    Constant(Attribute, OpName),
    Overdefined,
}

impl Lattice {
    /// The least upper bound; constants are equal when their attributes are.
    pub fn join(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (Lattice::Constant(a, d), Lattice::Constant(b, _)) if a == b => Lattice::Constant(a, d),
            _ => Lattice::Overdefined,
        }
    }
    pub fn constant(self) -> Option<Attribute> {
        match self {
            Lattice::Constant(a, _) => Some(a),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::Context;

    #[test]
    fn join_is_a_lattice() {
        let ctx = Context::new();
        let op = ctx.op_name("x.c");
        let one = Lattice::Constant(ctx.integer_attr(ctx.i32(), 1), op);
        let two = Lattice::Constant(ctx.integer_attr(ctx.i32(), 2), op);
        assert_eq!(Lattice::Unknown.join(one), one);
        assert_eq!(one.join(one), one);
        assert_eq!(one.join(two), Lattice::Overdefined);
        assert_eq!(
            Lattice::Overdefined.join(Lattice::Unknown),
            Lattice::Overdefined
        );
    }
}
