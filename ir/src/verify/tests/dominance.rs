//! Dominance of uses by definitions.

use super::*;

fn detached_const(ctx: &Context, b: &mut Body, line: u32) -> (OpId, ValueId) {
    let op = b.create_op(
        ctx,
        OperationState::new(ctx, "t.c", loc(ctx, line)).results(&[ctx.i32()]),
    );
    (op, b.result(op, 0))
}

#[test]
fn use_before_def_in_the_same_block() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (def, v) = detached_const(ctx, b, 4);
        add_op(ctx, b, e, "t.one", &[v], &[], 3);
        b.append_op(e, def);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(
        errs,
        vec![
            "3: operand #0 does not dominate this use",
            "  note 4: operand defined here (op in the same block)"
        ]
    );
}

#[test]
fn operand_index_is_reported() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let ok = cst(ctx, b, e, 3);
        let (def, v) = detached_const(ctx, b, 5);
        add_op(ctx, b, e, "t.binary", &[ok, v], &[ctx.i32()], 4);
        b.append_op(e, def);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(errs[0], "4: operand #1 does not dominate this use");
}

#[test]
fn use_in_nested_region_of_a_later_def() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (def, v) = detached_const(ctx, b, 6);
        let (_, rs) = add_region_op(ctx, b, e, "t.noterm", &[], &[], 1, 3);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.one", &[v], &[], 4);
        b.append_op(e, def);
        add_op(ctx, b, e, "t.ret", &[], &[], 7);
    });
    assert_eq!(
        errs,
        vec![
            "4: operand #0 does not dominate this use",
            "  note 6: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn use_of_own_result_inside_own_region() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (op, rs) = add_region_op(ctx, b, e, "t.region", &[], &[ctx.i32()], 1, 3);
        let v = b.result(op, 0);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.one", &[v], &[], 4);
        add_op(ctx, b, inner, "t.ret", &[], &[], 5);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(
        errs,
        vec![
            "4: operand #0 does not dominate this use",
            "  note 3: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn self_use() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let op = add_op(ctx, b, e, "t.use", &[], &[ctx.i32()], 3);
        let v = b.result(op, 0);
        b.set_operands(op, &[v]);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
    });
    assert_eq!(
        errs,
        vec![
            "3: operand #0 does not dominate this use",
            "  note 3: operand defined here (op in the same block)"
        ]
    );
}

#[test]
fn use_in_a_sibling_region() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.noterm", &[], &[], 2, 3);
        let r0 = add_block(b, rs[0]);
        let r1 = add_block(b, rs[1]);
        let v = cst(ctx, b, r0, 4);
        add_op(ctx, b, r1, "t.one", &[v], &[], 5);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(
        errs,
        vec![
            "5: operand #0 does not dominate this use",
            "  note 4: operand defined here (op is neither in a parent nor in a child region)"
        ]
    );
}

#[test]
fn use_of_a_nested_value_outside() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.noterm", &[], &[], 1, 3);
        let r0 = add_block(b, rs[0]);
        let v = cst(ctx, b, r0, 4);
        add_op(ctx, b, e, "t.one", &[v], &[], 5);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(
        errs,
        vec![
            "5: operand #0 does not dominate this use",
            "  note 4: operand defined here (op in a child region)"
        ]
    );
}

/// bb0 -> bb1, bb2; bb1 -> bb3; bb2 -> bb3 (a diamond) in the function body.
fn diamond(ctx: &Context, b: &mut Body, e: BlockId) -> [BlockId; 4] {
    let r = b.block(e).parent_region().unwrap();
    let (b1, b2, b3) = (add_block(b, r), add_block(b, r), add_block(b, r));
    let br = add_op(ctx, b, e, "t.cond_br", &[], &[], 10);
    b.set_successors(br, &[b1, b2]);
    for blk in [b1, b2] {
        let br = add_op(ctx, b, blk, "t.br", &[], &[], 11);
        b.set_successors(br, &[b3]);
    }
    [e, b1, b2, b3]
}

#[test]
fn cross_block_dominance() {
    let ctx = test_ctx();
    // Defined in the entry block: dominates everything.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let v = cst(ctx, b, e, 3);
        let [_, b1, _, b3] = diamond(ctx, b, e);
        let first = b.first_op(b1).unwrap();
        let use_op = b.create_op(
            ctx,
            OperationState::new(ctx, "t.one", loc(ctx, 4)).operands(&[v]),
        );
        b.insert_op_before(first, use_op);
        add_op(ctx, b, b3, "t.one", &[v], &[], 5);
        add_op(ctx, b, b3, "t.ret", &[], &[], 6);
    });
    assert!(errs.is_empty(), "{errs:?}");
    // Defined on one side of the diamond: does not dominate the join.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let [_, b1, _, b3] = diamond(ctx, b, e);
        let (def, v) = detached_const(ctx, b, 4);
        b.insert_op_before(b.first_op(b1).unwrap(), def);
        add_op(ctx, b, b3, "t.one", &[v], &[], 5);
        add_op(ctx, b, b3, "t.ret", &[], &[], 6);
    });
    assert_eq!(
        errs,
        vec![
            "5: operand #0 does not dominate this use",
            "  note 4: operand defined here (op in the same region)"
        ]
    );
}

#[test]
fn block_argument_of_a_non_dominating_block() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let [_, b1, _, b3] = diamond(ctx, b, e);
        let arg = b.add_block_arg(b1, ctx.i32(), None);
        add_op(ctx, b, b3, "t.one", &[arg], &[], 5);
        add_op(ctx, b, b3, "t.ret", &[], &[], 6);
    });
    assert_eq!(
        errs,
        vec![
            "5: operand #0 does not dominate this use",
            "  note 2: operand defined as a block argument (block #1 in the same region)"
        ]
    );
    // In a nested region, the argument's block is named relative to the use.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let [_, b1, _, b3] = diamond(ctx, b, e);
        let arg = b.add_block_arg(b1, ctx.i32(), None);
        let (_, rs) = add_region_op(ctx, b, b3, "t.noterm", &[], &[], 1, 5);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.one", &[arg], &[], 6);
        add_op(ctx, b, b3, "t.ret", &[], &[], 7);
    });
    assert_eq!(
        errs,
        vec![
            "6: operand #0 does not dominate this use",
            "  note 2: operand defined as a block argument (block #1 in a parent region)"
        ]
    );
}

#[test]
fn loops_and_unreachable_blocks() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let r = b.block(e).parent_region().unwrap();
        let (header, exit, dead) = (add_block(b, r), add_block(b, r), add_block(b, r));
        let br = add_op(ctx, b, e, "t.br", &[], &[], 3);
        b.set_successors(br, &[header]);
        let v = cst(ctx, b, header, 4);
        let br = add_op(ctx, b, header, "t.cond_br", &[], &[], 5);
        b.set_successors(br, &[header, exit]);
        add_op(ctx, b, exit, "t.one", &[v], &[], 6);
        add_op(ctx, b, exit, "t.ret", &[], &[], 7);
        // Unreachable: a use of a later value is not checked.
        let (def, late) = detached_const(ctx, b, 9);
        add_op(ctx, b, dead, "t.one", &[late], &[], 8);
        b.append_op(dead, def);
        add_op(ctx, b, dead, "t.ret", &[], &[], 10);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn graph_regions_accept_any_order() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.graph", &[], &[], 1, 3);
        let g = add_block(b, rs[0]);
        let (def, v) = detached_const(ctx, b, 5);
        add_op(ctx, b, g, "t.one", &[v], &[], 4);
        b.append_op(g, def);
        let self_use = add_op(ctx, b, g, "t.use", &[], &[ctx.i32()], 6);
        let sv = b.result(self_use, 0);
        b.set_operands(self_use, &[sv]);
        add_op(ctx, b, e, "t.ret", &[], &[], 7);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn module_bodies_are_graph_regions() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let blk = m.block();
    let body = m.body_mut();
    let (def, v) = detached_const(&ctx, body, 3);
    add_op(&ctx, body, blk, "t.one", &[v], &[], 2);
    body.append_op(blk, def);
    assert!(verify(&ctx, &m).is_empty());
}

#[test]
fn isolated_op_with_local_regions_rejects_outside_values() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let v = cst(ctx, b, e, 3);
        let (_, rs) = add_region_op(ctx, b, e, "t.iso", &[], &[], 1, 4);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.one", &[v], &[], 5);
        add_op(ctx, b, inner, "t.ret", &[], &[], 6);
        add_op(ctx, b, e, "t.ret", &[], &[], 7);
    });
    assert_eq!(
        errs,
        vec![
            "5: 't.one' op using value defined outside the region",
            "  note 4: required by region isolation constraints"
        ]
    );
}

#[test]
fn structural_errors_come_before_dominance() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (def, v) = detached_const(ctx, b, 4);
        add_op(ctx, b, e, "t.one", &[v], &[], 3);
        b.append_op(e, def);
        add_op(ctx, b, e, "t.zero", &[], &[ctx.i32()], 5);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(errs, vec!["5: 't.zero' op requires zero results"]);
}

#[test]
fn verify_op_checks_uses_of_outer_values() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let mut target = None;
    add_func(&ctx, &mut m, "f", 2, |b, e| {
        let (def, v) = detached_const(&ctx, b, 5);
        let (op, rs) = add_region_op(&ctx, b, e, "t.noterm", &[], &[], 1, 3);
        let inner = add_block(b, rs[0]);
        add_op(&ctx, b, inner, "t.one", &[v], &[], 4);
        b.append_op(e, def);
        add_op(&ctx, b, e, "t.ret", &[], &[], 6);
        target = Some(op);
    });
    let body = m
        .body()
        .op(m.body().block_ops(m.block()).next().unwrap())
        .isolated_body()
        .unwrap();
    let errs = crate::verify::verify_op(&ctx, body, target.unwrap()).unwrap_err();
    assert_eq!(
        render(&ctx, &errs)[0],
        "4: operand #0 does not dominate this use"
    );
}

#[test]
fn single_blocks_of_unregistered_ops_accept_any_order() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "x.region", &[], &[], 1, 3);
        let g = add_block(b, rs[0]);
        let (def, v) = detached_const(ctx, b, 5);
        add_op(ctx, b, g, "t.one", &[v], &[], 4);
        b.append_op(g, def);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert!(errs.is_empty(), "{errs:?}");
    // With two blocks the region has SSA dominance again.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "x.region", &[], &[], 1, 3);
        let g = add_block(b, rs[0]);
        let next = add_block(b, rs[0]);
        let (def, v) = detached_const(ctx, b, 5);
        add_op(ctx, b, g, "t.one", &[v], &[], 4);
        b.append_op(g, def);
        let br = add_op(ctx, b, g, "t.br", &[], &[], 6);
        b.set_successors(br, &[next]);
        add_op(ctx, b, next, "t.ret", &[], &[], 7);
        add_op(ctx, b, e, "t.ret", &[], &[], 8);
    });
    assert_eq!(
        errs,
        vec![
            "4: operand #0 does not dominate this use",
            "  note 5: operand defined here (op in the same block)"
        ]
    );
}
