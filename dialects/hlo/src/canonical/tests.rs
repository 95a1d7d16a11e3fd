use super::shape::widens_exactly;
use super::*;
use xla_ir::float::FloatKind;
use xla_ir::Context;

#[test]
fn exact_widenings() {
    let ctx = Context::new();
    let (i8t, i32t, f16, f32t, bf16) = (
        ctx.integer_type(8),
        ctx.i32(),
        ctx.float_type(FloatKind::F16),
        ctx.f32(),
        ctx.float_type(FloatKind::BF16),
    );
    assert!(widens_exactly(&ctx, i8t, i32t));
    assert!(!widens_exactly(&ctx, i32t, i8t));
    assert!(widens_exactly(&ctx, f16, f32t));
    assert!(!widens_exactly(&ctx, f32t, f16));
    assert!(!widens_exactly(&ctx, f16, bf16));
    assert!(widens_exactly(&ctx, i8t, f16));
    assert!(widens_exactly(&ctx, i8t, bf16));
    assert!(!widens_exactly(&ctx, i32t, f32t));
    assert!(!widens_exactly(&ctx, f32t, i32t));
    assert!(widens_exactly(&ctx, ctx.i1(), f32t));
}

#[test]
fn element_constants() {
    let ctx = Context::new();
    let f32e = Elem::of(&ctx, ctx.f32());
    assert_eq!(f32e.negative_zero(), 0x8000_0000);
    assert_eq!(f32e.lowest(), Some(0xff80_0000));
    let i8e = Elem::of(&ctx, ctx.integer_type(8));
    assert_eq!(i8e.lowest(), Some(0x80));
    assert_eq!(i8e.highest(), Some(0x7f));
    assert_eq!(Elem::of(&ctx, ctx.i1()).all_ones(), 1);
}

#[test]
fn every_rule_has_a_hook() {
    for rule in rules().chain(FAST_MATH_RULES) {
        assert!(ROOTS.contains(&rule.root), "{} has no hook", rule.root);
    }
}
