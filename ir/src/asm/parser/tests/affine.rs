use super::{attr, attr_error, ctx};
use crate::affine::{AffineExpr as E, AffineMap};
use crate::attrs::AttrData;
use crate::context::Context;

fn map(c: &Context, s: &str) -> AffineMap {
    match c.attr_data(attr(c, &format!("affine_map<{s}>"))) {
        AttrData::AffineMap(m) => m.clone(),
        other => panic!("{other:?}"),
    }
}

fn b(e: E) -> Box<E> {
    Box::new(e)
}

#[test]
fn precedence() {
    let c = ctx();
    let m = map(
        &c,
        "(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d1 mod 3, d0 ceildiv 2)",
    );
    assert_eq!((m.num_dims, m.num_symbols), (2, 1));
    assert_eq!(
        m.results[0],
        E::Add(b(E::Dim(0)), b(E::Mul(b(E::Symbol(0)), b(E::Const(2)))))
    );
    assert_eq!(m.results[1], E::FloorDiv(b(E::Dim(1)), b(E::Const(4))));
    assert_eq!(m.results[2], E::Mod(b(E::Dim(1)), b(E::Const(3))));
    assert_eq!(m.results[3], E::CeilDiv(b(E::Dim(0)), b(E::Const(2))));
    // `*` binds tighter than `+`, left associativity within a level.
    let m = map(&c, "(d0, d1) -> (d0 * 3 + d1 * 2 floordiv 5)");
    let rhs = E::FloorDiv(b(E::Mul(b(E::Dim(1)), b(E::Const(2)))), b(E::Const(5)));
    assert_eq!(
        m.results[0],
        E::Add(b(E::Mul(b(E::Dim(0)), b(E::Const(3)))), b(rhs))
    );
    let m = map(&c, "(d0) -> ((d0 + 1) * 2)");
    assert_eq!(
        m.results[0],
        E::Mul(b(E::Add(b(E::Dim(0)), b(E::Const(1)))), b(E::Const(2)))
    );
}

#[test]
fn simplification() {
    let c = ctx();
    let m = map(&c, "(d0, d1)[s0] -> (2 + d0, d0 - 1, d0 - d1, -d0, d0 + 1 + 2, 3 * 4, d0 * 1, d0 + 0, s0 + d0, d0 mod 1, (d0 * 4) floordiv 2)");
    assert_eq!(m.results[0], E::Add(b(E::Dim(0)), b(E::Const(2))));
    assert_eq!(m.results[1], E::Add(b(E::Dim(0)), b(E::Const(-1))));
    assert_eq!(
        m.results[2],
        E::Add(b(E::Dim(0)), b(E::Mul(b(E::Dim(1)), b(E::Const(-1)))))
    );
    assert_eq!(m.results[3], E::Mul(b(E::Dim(0)), b(E::Const(-1))));
    assert_eq!(m.results[4], E::Add(b(E::Dim(0)), b(E::Const(3))));
    assert_eq!(m.results[5], E::Const(12));
    assert_eq!(m.results[6], E::Dim(0));
    assert_eq!(m.results[7], E::Dim(0));
    assert_eq!(m.results[8], E::Add(b(E::Dim(0)), b(E::Symbol(0))));
    assert_eq!(m.results[9], E::Const(0));
    assert_eq!(m.results[10], E::Mul(b(E::Dim(0)), b(E::Const(2))));
}

#[test]
fn identity_and_named_dims() {
    let c = ctx();
    assert_eq!(map(&c, "(i, j) -> (i, j)"), AffineMap::identity(2));
    let m = map(&c, "() -> ()");
    assert_eq!((m.num_dims, m.results.len()), (0, 0));
    let m = map(&c, "()[s0] -> (s0)");
    assert_eq!(m.results[0], E::Symbol(0));
}

#[test]
fn affine_errors() {
    let c = ctx();
    assert_eq!(
        attr_error(&c, "affine_map<(d0, d1) -> (d0 * d1)>"),
        "28: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
    );
    assert_eq!(
        attr_error(&c, "affine_map<(d0, d1) -> (d0 floordiv d1)>"),
        "28: non-affine expression: right operand of floordiv has to be either a constant or symbolic"
    );
    assert_eq!(
        attr_error(&c, "affine_map<(d0) -> (d1)>"),
        "21: use of undeclared identifier"
    );
    assert_eq!(
        attr_error(&c, "affine_map<(d0, d0) -> (d0)>"),
        "17: redefinition of identifier 'd0'"
    );
    assert_eq!(
        attr_error(&c, "affine_map<(d0) -> (d0 +)>"),
        "25: missing right operand of binary operator"
    );
    assert_eq!(
        attr_error(&c, "affine_map<(d0) -> ()"),
        "21: expected '>' in affine map"
    );
}

#[test]
fn long_and_deep_expressions() {
    let c = ctx();
    let sum = ["d0", "s0"].repeat(400).join(" + ");
    let m = map(&c, &format!("(d0)[s0] -> ({sum})"));
    assert!(matches!(&m.results[0], E::Add(_, r) if **r == E::Symbol(0)));
    let n = 900;
    let deep = format!("{}d0{}", "(".repeat(n), ")".repeat(n));
    assert_eq!(map(&c, &format!("(d0) -> ({deep})")).results[0], E::Dim(0));
    let chain = (0..900).map(|i| format!("s{i}")).collect::<Vec<_>>();
    let m = map(
        &c,
        &format!("()[{}] -> ({})", chain.join(", "), chain.join(" + ")),
    );
    assert_eq!(m.num_symbols, 900);
    // Beyond the operand budget the map is rejected instead of risking the stack.
    let big = vec!["d0"; 2_000].join(" * 2 + ");
    assert!(c
        .parse_attr_str(&format!("affine_map<(d0) -> ({big})>"))
        .is_err());
}
