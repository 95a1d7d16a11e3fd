//! Structure: counts, blocks, terminators, region shapes, unregistered ops, hook order.

use super::*;

#[test]
fn valid_function_passes() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let c = cst(ctx, b, e, 3);
        add_op(ctx, b, e, "t.binary", &[c, c], &[ctx.i32()], 4);
        add_op(ctx, b, e, "t.ret", &[c], &[], 5);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn empty_module_passes() {
    let ctx = test_ctx();
    assert!(verify(&ctx, &module(&ctx)).is_empty());
}

#[test]
fn operand_counts_use_upstream_messages() {
    let ctx = test_ctx();
    let cases: [(&str, usize, &str); 5] = [
        (
            "t.binary",
            1,
            "4: 't.binary' op expected 2 operands, but found 1",
        ),
        ("t.one", 2, "4: 't.one' op requires a single operand"),
        ("t.zero", 1, "4: 't.zero' op requires zero operands"),
        ("t.some", 1, "4: 't.some' op expected 2 or more results"),
        ("t.c", 1, "4: 't.c' op requires zero operands"),
    ];
    for (name, n, want) in cases {
        let errs = verify_func(&ctx, |ctx, b, e| {
            let c = cst(ctx, b, e, 3);
            let results: &[Type] = if name == "t.binary" || name == "t.c" {
                &[ctx.i32()]
            } else {
                &[]
            };
            add_op(ctx, b, e, name, &vec![c; n], results, 4);
            add_op(ctx, b, e, "t.ret", &[], &[], 5);
        });
        assert_eq!(errs, vec![want.to_string()]);
    }
}

#[test]
fn result_region_and_successor_counts() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.c", &[], &[], 3);
    });
    assert_eq!(errs, vec!["3: 't.c' op requires one result"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_region_op(ctx, b, e, "t.two_regions", &[], &[], 1, 3);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
    });
    assert_eq!(errs, vec!["3: 't.two_regions' op expected 2 regions"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_region_op(ctx, b, e, "t.one_region", &[], &[], 0, 3);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
    });
    assert_eq!(errs, vec!["3: 't.one_region' op requires one region"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.br", &[], &[], 3);
    });
    assert_eq!(errs, vec!["3: 't.br' op requires 1 successor but found 0"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.switch", &[], &[], 3);
    });
    assert_eq!(
        errs,
        vec!["3: 't.switch' op requires at least 1 successors but found 0"]
    );
}

#[test]
fn regions_come_before_results_and_operands() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_region_op(ctx, b, e, "t.c", &[], &[], 1, 3);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
    });
    assert_eq!(errs, vec!["3: 't.c' op requires zero regions"]);
}

#[test]
fn missing_terminator() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.c", &[], &[ctx.i32()], 3);
    });
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0].starts_with("3: block with no terminator, has"),
        "{errs:?}"
    );
}

#[test]
fn empty_block_needs_a_terminator() {
    let ctx = test_ctx();
    // The second block of a multi-block region: reported at the region's owner.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
        let b0 = add_block(b, rs[0]);
        add_block(b, rs[0]);
        add_op(ctx, b, b0, "t.ret", &[], &[], 4);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(errs, vec!["3: empty block: expect at least a terminator"]);
    // A single empty block of a registered op without NoTerminator.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
        add_block(b, rs[0]);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(errs, vec!["3: empty block: expect at least a terminator"]);
}

#[test]
fn no_terminator_and_unregistered_parents_need_no_terminator() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        for name in ["t.noterm", "x.unknown"] {
            let (_, rs) = add_region_op(ctx, b, e, name, &[], &[], 1, 3);
            let inner = add_block(b, rs[0]);
            add_op(ctx, b, inner, "t.c", &[], &[ctx.i32()], 4);
            let (_, rs) = add_region_op(ctx, b, e, name, &[], &[], 1, 3);
            add_block(b, rs[0]);
        }
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn unregistered_ops_may_terminate_blocks() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
        let b0 = add_block(b, rs[0]);
        let b1 = add_block(b, rs[0]);
        add_op(ctx, b, b0, "x.anything", &[], &[], 4);
        add_op(ctx, b, b1, "x.anything", &[], &[], 5);
        add_op(ctx, b, e, "x.anything", &[], &[], 6);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn terminator_must_be_last() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.ret", &[], &[], 3);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
    });
    assert_eq!(
        errs,
        vec!["3: 't.ret' op must be the last operation in the parent block"]
    );
}

#[test]
fn single_block_and_graph_regions() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.single", &[], &[], 2, 3);
        add_block(b, rs[1]);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(errs, vec!["3: 't.single' op expects a non-empty block"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.single", &[], &[], 1, 3);
        for _ in 0..2 {
            let blk = add_block(b, rs[0]);
            add_op(ctx, b, blk, "t.ret", &[], &[], 4);
        }
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(
        errs,
        vec!["3: 't.single' op expects region #0 to have 0 or 1 blocks"]
    );
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.graph", &[], &[], 1, 3);
        for _ in 0..2 {
            let blk = add_block(b, rs[0]);
            add_op(ctx, b, blk, "t.ret", &[], &[], 4);
        }
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(
        errs,
        vec!["3: 't.graph' op expects graph region #0 to have 0 or 1 blocks"]
    );
}

#[test]
fn module_with_two_blocks_is_rejected() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let r = m.body().root_regions()[0];
    add_block(m.body_mut(), r);
    assert_eq!(
        verify(&ctx, &m),
        vec!["1: 'builtin.module' op expects region #0 to have 0 or 1 blocks"]
    );
}

#[test]
fn entry_block_may_not_have_predecessors() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let st = OperationState::new(ctx, "t.br", loc(ctx, 3));
        let br = b.create_op(ctx, st);
        b.append_op(e, br);
        b.set_successors(br, &[e]);
    });
    assert_eq!(
        errs,
        vec!["2: entry block of region may not have predecessors"]
    );
}

#[test]
fn entry_blocks_of_unregistered_ops_may_not_have_predecessors() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "x.region", &[], &[], 1, 3);
        let entry = add_block(b, rs[0]);
        let br = add_op(ctx, b, entry, "x.br", &[], &[], 4);
        b.set_successors(br, &[entry]);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    });
    assert_eq!(
        errs,
        vec!["3: entry block of region may not have predecessors"]
    );
}

#[test]
fn successors_must_stay_in_the_region() {
    let ctx = test_ctx();
    for (name, want) in [
        ("t.br", "4: reference to block defined in another region"),
        (
            "x.br",
            "4: 'x.br' op branching to block of a different region",
        ),
    ] {
        let errs = verify_func(&ctx, |ctx, b, e| {
            let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
            let b0 = add_block(b, rs[0]);
            let b1 = add_block(b, rs[0]);
            let br = add_op(ctx, b, b0, name, &[], &[], 4);
            let outer = b.create_block();
            b.insert_block_after(e, outer);
            b.set_successors(br, &[outer]);
            add_op(ctx, b, b1, "t.ret", &[], &[], 5);
            add_op(ctx, b, e, "t.ret", &[], &[], 6);
            add_op(ctx, b, outer, "t.ret", &[], &[], 7);
        });
        assert_eq!(errs, vec![want.to_string()]);
    }
}

#[test]
fn successors_only_on_the_last_op() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let next = b.create_block();
        b.insert_block_after(e, next);
        let br = add_op(ctx, b, e, "x.br", &[], &[], 3);
        b.set_successors(br, &[next]);
        add_op(ctx, b, e, "t.ret", &[], &[], 4);
        add_op(ctx, b, next, "t.ret", &[], &[], 5);
    });
    assert_eq!(
        errs,
        vec!["3: operation with block successors must terminate its parent block"]
    );
}

#[test]
fn unregistered_dialects() {
    let mut ctx = test_ctx();
    let build = |ctx: &Context, name: &str| {
        let mut m = module(ctx);
        let blk = m.block();
        add_op(ctx, m.body_mut(), blk, name, &[], &[], 2);
        m
    };
    let m = build(&ctx, "t.unknown");
    assert_eq!(
        verify(&ctx, &m),
        vec!["2: unregistered operation 't.unknown' found in dialect ('t') that does not allow unknown operations"]
    );
    ctx.allow_unregistered = false;
    let m = build(&ctx, "x.op");
    let errs = verify(&ctx, &m);
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0].starts_with("2: 'x.op' op created with unregistered dialect. If this is intended"),
        "{errs:?}"
    );
}

#[test]
fn verify_regions_runs_after_nested_ops() {
    let ctx = test_ctx();
    // Nested failure wins over the parent's region hook.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let mut st = OperationState::new(ctx, "t.hooks", loc(ctx, 3));
        st.attrs.set_str(ctx, "fail_regions", ctx.unit_attr());
        let r = b.create_region();
        st.regions.push(r);
        let op = b.create_op(ctx, st);
        b.append_op(e, op);
        let inner = add_block(b, r);
        add_op(ctx, b, inner, "t.zero", &[], &[ctx.i32()], 4);
        add_op(ctx, b, inner, "t.ret", &[], &[], 5);
        add_op(ctx, b, e, "t.ret", &[], &[], 6);
    });
    assert_eq!(errs, vec!["4: 't.zero' op requires zero results"]);
    // Otherwise the region hook reports; the plain hook runs before anything nested.
    for (attr, want) in [
        (
            "fail_regions",
            "3: 't.hooks' op custom region verify failed",
        ),
        ("fail", "3: 't.hooks' op custom verify failed"),
    ] {
        let errs = verify_func(&ctx, |ctx, b, e| {
            let mut st = OperationState::new(ctx, "t.hooks", loc(ctx, 3));
            st.attrs.set_str(ctx, attr, ctx.unit_attr());
            let r = b.create_region();
            st.regions.push(r);
            let op = b.create_op(ctx, st);
            b.append_op(e, op);
            let inner = add_block(b, r);
            add_op(ctx, b, inner, "t.zero", &[], &[], 4);
            add_op(ctx, b, inner, "t.ret", &[], &[], 5);
            add_op(ctx, b, e, "t.ret", &[], &[], 6);
        });
        assert_eq!(errs, vec![want.to_string()]);
    }
}

#[test]
fn one_error_per_unit_and_sorted_by_location() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    // Functions are added out of line order; each has two problems, only the first counts.
    for (sym, line) in [("c", 30), ("a", 10), ("ok", 40), ("b", 20)] {
        add_func(&ctx, &mut m, sym, line, |b, e| {
            if sym != "ok" {
                add_op(&ctx, b, e, "t.zero", &[], &[ctx.i32()], line + 1);
                add_op(&ctx, b, e, "t.c", &[], &[], line + 2);
            }
            add_op(&ctx, b, e, "t.ret", &[], &[], line + 3);
        });
    }
    assert_eq!(
        verify(&ctx, &m),
        vec![
            "11: 't.zero' op requires zero results",
            "21: 't.zero' op requires zero results",
            "31: 't.zero' op requires zero results"
        ]
    );
}

#[test]
fn many_functions_in_parallel() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    for i in 0..200u32 {
        add_func(&ctx, &mut m, &format!("f{i}"), 10 + 10 * i, |b, e| {
            let c = cst(&ctx, b, e, 11 + 10 * i);
            let n = if i % 50 == 7 { 1 } else { 2 };
            add_op(
                &ctx,
                b,
                e,
                "t.binary",
                &vec![c; n],
                &[ctx.i32()],
                12 + 10 * i,
            );
            add_op(&ctx, b, e, "t.ret", &[], &[], 13 + 10 * i);
        });
    }
    let errs = verify(&ctx, &m);
    let lines: Vec<&str> = errs
        .iter()
        .map(|s| s.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(lines, vec!["82", "582", "1082", "1582"]);
}

#[test]
fn verify_op_checks_one_op() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let f = add_func(&ctx, &mut m, "f", 2, |b, e| {
        add_op(&ctx, b, e, "t.ret", &[], &[], 3);
    });
    let g = add_func(&ctx, &mut m, "g", 5, |b, e| {
        add_op(&ctx, b, e, "t.c", &[], &[ctx.i32()], 6);
    });
    assert!(crate::verify::verify_op(&ctx, m.body(), f).is_ok());
    let errs = crate::verify::verify_op(&ctx, m.body(), g).unwrap_err();
    assert!(render(&ctx, &errs)[0].starts_with("6: block with no terminator"));
}

#[test]
fn deep_nesting_does_not_overflow() {
    let ctx = test_ctx();
    let depth = 50_000;
    let errs = verify_func(&ctx, |ctx, b, e| {
        // Each level uses a value of the level above (as real code does).
        let mut v = cst(ctx, b, e, 3);
        let mut block = e;
        for _ in 0..depth {
            let (_, rs) = add_region_op(ctx, b, block, "t.noterm", &[], &[], 1, 4);
            block = add_block(b, rs[0]);
            add_op(ctx, b, block, "t.one", &[v], &[], 5);
            v = cst(ctx, b, block, 5);
        }
        // The innermost use of a later value: found below 50k levels.
        let late = b.create_op(
            ctx,
            OperationState::new(ctx, "t.c", loc(ctx, 7)).results(&[ctx.i32()]),
        );
        let v = b.result(late, 0);
        add_op(ctx, b, block, "t.one", &[v], &[], 6);
        add_op(ctx, b, e, "t.ret", &[], &[], 8);
        b.insert_op_before(b.last_op(e).unwrap(), late);
    });
    assert_eq!(
        errs,
        vec![
            "6: operand #0 does not dominate this use",
            "  note 7: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn deeply_nested_isolated_ops() {
    let ctx = test_ctx();
    fn nest(ctx: &Context, body: &mut Body, block: BlockId, depth: u32) {
        if depth == 0 {
            add_op(ctx, body, block, "t.zero", &[], &[ctx.i32()], 9);
            return;
        }
        add_isolated(ctx, body, block, "t.iso", "", 3, |b, e| {
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || nest(ctx, b, e, depth - 1));
            add_op(ctx, b, e, "t.ret", &[], &[], 4);
        });
    }
    let mut m = module(&ctx);
    let blk = m.block();
    nest(&ctx, m.body_mut(), blk, 2_000);
    assert_eq!(
        verify(&ctx, &m),
        vec!["9: 't.zero' op requires zero results"]
    );
}

/// Timing of a large module (run with `--ignored --nocapture` in release).
#[test]
#[ignore]
fn timing_large_module() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    for i in 0..5_000u32 {
        add_func(&ctx, &mut m, &format!("f{i}"), 2, |b, e| {
            let mut v = cst(&ctx, b, e, 3);
            for _ in 0..200 {
                let op = add_op(&ctx, b, e, "t.binary", &[v, v], &[ctx.i32()], 4);
                v = b.result(op, 0);
            }
            add_op(&ctx, b, e, "t.ret", &[v], &[], 5);
        });
    }
    for threads in [false, true] {
        let start = std::time::Instant::now();
        assert!(crate::verify::verify_module_with(&ctx, &m, threads).is_ok());
        println!("1M ops, threads={threads}: {:?}", start.elapsed());
    }
}

#[test]
fn parent_constraints() {
    let ctx = test_ctx();
    // Directly in the function (across the isolated body boundary): fine.
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.yield", &[], &[], 4);
        add_op(ctx, b, e, "t.func_ret", &[], &[], 5);
    });
    assert!(errs.is_empty(), "{errs:?}");
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.region", &[], &[], 1, 3);
        let inner = add_block(b, rs[0]);
        add_op(ctx, b, inner, "t.func_ret", &[], &[], 4);
        add_op(ctx, b, e, "t.func_ret", &[], &[], 5);
    });
    assert_eq!(errs, vec!["4: 't.func_ret' op expects parent op 't.func'"]);
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_op(ctx, b, e, "t.yield", &[], &[], 3);
    });
    assert_eq!(
        errs,
        vec!["3: 't.yield' op expects parent op to be one of 't.region, t.noterm'"]
    );
    // At module level.
    let mut m = module(&ctx);
    let blk = m.block();
    add_op(&ctx, m.body_mut(), blk, "t.func_ret", &[], &[], 2);
    assert_eq!(
        verify(&ctx, &m),
        vec!["2: 't.func_ret' op expects parent op 't.func'"]
    );
}
