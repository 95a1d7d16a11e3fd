//! Generic-form details, ops without custom syntax, implied terminators, debuginfo.

use super::*;

/// `--mlir-print-debuginfo --mlir-print-local-scope` on `d2.mlir`: locations inline after ops
/// and block arguments; argument attributes; empty entry blocks in the generic form.
#[test]
fn debuginfo_prints_locations_inline() {
    let ctx = test_context();
    let i32 = ctx.i32();
    let bld = Builder::new(&ctx);
    let unknown = ctx.unknown_loc();
    let file = |f: &str, l, c| ctx.file_loc(f, l, c);
    let loc = |d: LocData| ctx.intern_attr(AttrData::Location(d));
    let at = |bld: &Builder,
              fb: &mut Body,
              b: BlockId,
              name: &str,
              operands: &[ValueId],
              results: &[Type],
              l: Location| {
        let op = bld.op(fb, b, name, operands, results, &[]);
        fb.op_mut(op).loc = l;
        op
    };
    let mut inner = Body::with_root_regions(1);
    let e = inner.create_block();
    let a = inner.add_block_arg(e, i32, Some(file("x.mlir", 3, 4)));
    inner.add_block_arg(e, i32, Some(unknown));
    let r = inner.root_regions()[0];
    inner.append_block(r, e);
    let fb = &mut inner;
    let first = at(
        &bld,
        fb,
        e,
        "t.one",
        &[a],
        &[i32],
        loc(LocData::Name {
            name: ctx.symbol("n"),
            child: Some(file("f.mlir", 1, 2)),
        }),
    );
    let (fa, fbl) = (file("a.mlir", 1, 2), file("b.mlir", 3, 4));
    let locs = [
        loc(LocData::CallSite {
            callee: fa,
            caller: fbl,
        }),
        loc(LocData::Fused {
            locs: [fa, fbl].into(),
            metadata: None,
        }),
        loc(LocData::Fused {
            locs: [fa, file("q\"", 5, 6)].into(),
            metadata: Some(ctx.string_attr("meta")),
        }),
        unknown,
        loc(LocData::Name {
            name: ctx.symbol("nm"),
            child: None,
        }),
        file("f.mlir", 1, 2),
    ];
    for l in locs {
        at(&bld, fb, e, "t.one", &[a], &[i32], l);
    }
    let (rop, rb) = bld.region_op(fb, e, "t.r", &[&[&[]]], &[]);
    fb.op_mut(rop).loc = file("r", 1, 1);
    let x = fb.block_args(rb[0][0]).len();
    assert_eq!(x, 0);
    // Give the region's entry block an argument with a location.
    fb.add_block_arg(rb[0][0], i32, Some(file("q", 1, 1)));
    at(&bld, fb, rb[0][0], "t.t", &[], &[], file("q", 2, 2));
    let (eop, eb) = bld.region_op(fb, e, "t.e", &[&[&[], &[]], &[&[]]], &[]);
    fb.op_mut(eop).loc = unknown;
    at(&bld, fb, eb[0][0], "t.t", &[], &[], unknown);
    at(&bld, fb, eb[0][1], "t.t", &[], &[], unknown);
    let first = fb.result(first, 0);
    at(&bld, fb, e, "func.return", &[first], &[], file("ret", 1, 1));

    let mut m = Module::new(&ctx, file("d2.mlir", 0, 0));
    let mut st = OperationState::new(&ctx, "func.func", file("fn", 1, 1));
    st.set_attr(&ctx, "sym_name", ctx.string_attr("f"));
    st.set_attr(
        &ctx,
        "function_type",
        ctx.type_attr(ctx.function_type(&[i32, i32], &[i32])),
    );
    let arg1 = ctx.dictionary(&[
        (ctx.symbol("t.a"), ctx.integer_attr(i32, 1)),
        (ctx.symbol("t.b"), ctx.unit_attr()),
    ]);
    st.set_attr(
        &ctx,
        "arg_attrs",
        ctx.array_attr(&[ctx.empty_dictionary(), arg1]),
    );
    st.isolated = Some(Box::new(inner));
    let mb = m.block();
    let body = m.body_mut();
    let f = body.create_op(&ctx, st);
    body.append_op(mb, f);

    let opts = PrintOptions {
        debug_info: true,
        use_aliases: false,
        ..PrintOptions::default()
    };
    let expected = r#"module {
  func.func @f(%arg0: i32 loc("x.mlir":3:4), %arg1: i32 {t.a = 1 : i32, t.b} loc(unknown)) -> i32 {
    %0 = "t.one"(%arg0) : (i32) -> i32 loc("n"("f.mlir":1:2))
    %1 = "t.one"(%arg0) : (i32) -> i32 loc(callsite("a.mlir":1:2 at "b.mlir":3:4))
    %2 = "t.one"(%arg0) : (i32) -> i32 loc(fused["a.mlir":1:2, "b.mlir":3:4])
    %3 = "t.one"(%arg0) : (i32) -> i32 loc(fused<"meta">["a.mlir":1:2, "q\22":5:6])
    %4 = "t.one"(%arg0) : (i32) -> i32 loc(unknown)
    %5 = "t.one"(%arg0) : (i32) -> i32 loc("nm")
    %6 = "t.one"(%arg0) : (i32) -> i32 loc("f.mlir":1:2)
    "t.r"() ({
    ^bb0(%arg2: i32 loc("q":1:1)):
      "t.t"() : () -> () loc("q":2:2)
    }) : () -> () loc("r":1:1)
    "t.e"() ({
      "t.t"() : () -> () loc(unknown)
    ^bb1:  // no predecessors
      "t.t"() : () -> () loc(unknown)
    }, {
    ^bb0:
    }) : () -> () loc(unknown)
    return %0 : i32 loc("ret":1:1)
  } loc("fn":1:1)
} loc("d2.mlir":0:0)"#;
    // Local scope: no trailing newline, as MLIR's `Operation::print`.
    assert_eq!(print_module(&ctx, &m, &opts), expected);
    let expected_generic = r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {t.a = 1 : i32, t.b}], function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("x.mlir":3:4), %arg1: i32 loc(unknown)):
    %0 = "t.one"(%arg0) : (i32) -> i32 loc("n"("f.mlir":1:2))
"#;
    let generic_opts = PrintOptions {
        generic: true,
        ..opts.clone()
    };
    let generic = print_module(&ctx, &m, &generic_opts);
    assert_round_trip(&ctx, &generic, &generic_opts);
    assert!(generic.starts_with(expected_generic), "{generic}");
    assert!(
        generic.ends_with("  }) : () -> () loc(\"fn\":1:1)\n}) : () -> () loc(\"d2.mlir\":0:0)"),
        "{generic}"
    );
}

/// `p1.mlir`: every part of the generic form at once, and an empty entry block.
#[test]
fn generic_form_parts_in_order() {
    let ctx = test_context();
    let i32 = ctx.i32();
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    let body = m.body_mut();
    let (_, cfg) = bld.region_op(body, mb, "t.cfg", &[&[&[], &[], &[]]], &[]);
    let (entry, bb1, bb2) = (cfg[0][0], cfg[0][1], cfg[0][2]);
    let def = bld.op(body, entry, "t.def", &[], &[i32], &[]);
    let v = body.result(def, 0);
    let mut st = OperationState::new(&ctx, "t.all", bld.loc).operands(&[v, v]);
    st.successors = vec![bb1, bb2];
    st.props.set_str(&ctx, "p", ctx.i64_attr(1));
    st.attrs.set_str(&ctx, "z", ctx.i64_attr(2));
    st.attrs.set_str(&ctx, "y", ctx.unit_attr());
    let (r0, r0b) = bld.region(body, &[&[i32]]);
    let (r1, _) = bld.region(body, &[]);
    st.regions = vec![r0, r1];
    let all = body.create_op(&ctx, st);
    body.append_op(entry, all);
    let a = body.block_args(r0b[0])[0];
    bld.op(body, r0b[0], "t.y", &[a], &[], &[]);
    bld.op(body, bb1, "t.ret", &[], &[], &[]);
    bld.op(body, bb2, "t.ret", &[], &[], &[]);
    bld.region_op(body, mb, "t.e", &[&[&[]]], &[]);
    let inner = r#"  "t.cfg"() ({
    %0 = "t.def"() : () -> i32
    "t.all"(%0, %0)[^bb1, ^bb2] <{p = 1 : i64}> ({
    ^bb0(%arg0: i32):
      "t.y"(%arg0) : (i32) -> ()
    }, {
    }) {y, z = 2 : i64} : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "t.ret"() : () -> ()
  ^bb2:  // pred: ^bb0
    "t.ret"() : () -> ()
  }) : () -> ()
  "t.e"() ({
  ^bb0:
  }) : () -> ()
"#;
    check(
        &ctx,
        &m,
        &PrintOptions::default(),
        &format!("module {{\n{inner}}}\n"),
    );
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    check(
        &ctx,
        &m,
        &generic,
        &format!("\"builtin.module\"() ({{\n{inner}}}) : () -> ()\n"),
    );
}

/// A registered op without custom syntax prints generically, properties included; a custom
/// printer's region shows its entry arguments when asked to.
#[test]
fn registered_ops_without_syntax_and_entry_args() {
    let ctx = test_context();
    let i32 = ctx.i32();
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    let body = m.body_mut();
    bld.op(
        body,
        mb,
        "test.props",
        &[],
        &[i32],
        &[
            ("q", ctx.i64_attr(2)),
            ("p", ctx.string_attr("s")),
            ("d", ctx.unit_attr()),
        ],
    );
    let (_, wb) = bld.region_op(body, mb, "test.wrap", &[&[&[i32, i32]]], &[]);
    let a = body.block_args(wb[0][0])[1];
    bld.op(body, wb[0][0], "t.use", &[a], &[], &[]);
    let expected = r#"module {
  %0 = "test.props"() <{p = "s", q = 2 : i64}> {d} : () -> i32
  test.wrap {
  ^bb0(%arg0: i32, %arg1: i32):
    "t.use"(%arg1) : (i32) -> ()
  }
}
"#;
    assert_eq!(print(&ctx, &m), expected);
}

/// `print_region_full` without terminators drops only the entry block's registered terminator,
/// as `scf.for` prints without its `scf.yield`.
#[test]
fn implied_terminators_are_left_out() {
    let ctx = test_context();
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    let body = m.body_mut();
    let (_, lb) = bld.region_op(body, mb, "test.loop", &[&[&[]]], &[]);
    bld.op(body, lb[0][0], "t.x", &[], &[], &[]);
    bld.op(body, lb[0][0], "test.yield", &[], &[], &[]);
    let (_, lb) = bld.region_op(body, mb, "test.loop", &[&[&[], &[]]], &[]);
    bld.op(body, lb[0][0], "t.term", &[], &[], &[]);
    bld.op(body, lb[0][1], "test.yield", &[], &[], &[]);
    let expected = r#"module {
  test.loop {
    "t.x"() : () -> ()
  }
  test.loop {
    "t.term"() : () -> ()
  ^bb1:  // no predecessors
    "test.yield"() : () -> ()
  }
}
"#;
    assert_eq!(print(&ctx, &m), expected);
}

/// `s1.mlir`: `shadow_region_args` names an isolated region's argument after the operand.
#[test]
fn shadowed_region_arguments() {
    let ctx = test_context();
    let index = ctx.index_type();
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    bld.func(m.body_mut(), mb, "f", &[index], &[], |fb, e, _| {
        let two = bld.op(fb, e, "t.two", &[], &[index, index], &[]);
        let v = fb.result(two, 1);
        let mut inner = Body::with_root_regions(1);
        let ib = inner.create_block();
        let arg = inner.add_block_arg(ib, index, None);
        let r = inner.root_regions()[0];
        inner.append_block(r, ib);
        bld.op(&mut inner, ib, "t.use", &[arg], &[], &[]);
        bld.op(&mut inner, ib, "t.def", &[], &[index], &[]);
        let mut st = OperationState::new(&ctx, "test.isolated_region", bld.loc).operands(&[v]);
        st.isolated = Some(Box::new(inner));
        let iso = fb.create_op(&ctx, st);
        fb.append_op(e, iso);
        bld.op(fb, e, "func.return", &[], &[], &[]);
    });
    let expected = r#"module {
  func.func @f(%arg0: index) {
    %0:2 = "t.two"() : () -> (index, index)
    test.isolated_region %0#1 {
      "t.use"(%0#1) : (index) -> ()
      %1 = "t.def"() : () -> index
    }
    return
  }
}
"#;
    assert_eq!(print(&ctx, &m), expected);
    let generic = print_generic(&ctx, &m);
    assert!(generic.contains("    \"test.isolated_region\"(%0#1) ({\n    ^bb0(%arg1: index):\n      \"t.use\"(%arg1) : (index) -> ()\n      %1 = \"t.def\"() : () -> index\n    }) : (index) -> ()\n"), "{generic}");
}

/// `OpAsmBlockArgNames` names entry arguments (uniqued: `%iter`, `%iter_0`), in each sibling
/// region alike; the generic form keeps `%argN`.
#[test]
fn suggested_block_argument_names() {
    let ctx = test_context();
    let index = ctx.index_type();
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    bld.func(m.body_mut(), mb, "f", &[], &[], |fb, e, _| {
        let mut st = OperationState::new(&ctx, "test.named_wrap", bld.loc);
        for _ in 0..2 {
            let r = fb.create_region();
            let b = fb.create_block();
            fb.append_block(r, b);
            let x = fb.add_block_arg(b, index, None);
            fb.add_block_arg(b, index, None);
            bld.op(fb, b, "test.yield", &[x], &[], &[]);
            st.regions.push(r);
        }
        let op = fb.create_op(&ctx, st);
        fb.append_op(e, op);
        bld.op(fb, e, "func.return", &[], &[], &[]);
    });
    let printed = print(&ctx, &m);
    assert!(printed.contains("test.named_wrap {\n    ^bb0(%iter: index, %iter_0: index):\n      \"test.yield\"(%iter) : (index) -> ()\n    }"), "{printed}");
    let generic = print_generic(&ctx, &m);
    assert!(
        generic.contains("^bb0(%arg0: index, %arg1: index):"),
        "{generic}"
    );
}
