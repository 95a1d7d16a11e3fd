//! Ops: generic and custom forms, SSA and block naming, nesting, default dialects, debuginfo.

use super::*;

impl Builder<'_> {
    /// Appends a terminator-like op with successors.
    fn branch(
        &self,
        body: &mut Body,
        block: BlockId,
        name: &str,
        operands: &[ValueId],
        succs: &[BlockId],
    ) -> OpId {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        st.successors = succs.to_vec();
        if name == "cf.cond_br" {
            let segments = self.ctx.intern_attr(AttrData::DenseArray {
                elem: self.ctx.i32(),
                data: vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].into(),
            });
            st.set_attr(self.ctx, "operandSegmentSizes", segments);
        }
        let op = body.create_op(self.ctx, st);
        body.append_op(block, op);
        op
    }
}

/// Blocks appended to a region, taking the given argument types.
fn blocks(body: &mut Body, r: RegionId, args: &[&[Type]]) -> Vec<BlockId> {
    args.iter()
        .map(|a| {
            let b = body.create_block();
            for &t in a.iter() {
                body.add_block_arg(b, t, None);
            }
            body.append_block(r, b);
            b
        })
        .collect()
}

/// The IR of `o1.mlir`: nested regions, a CFG with predecessors, two functions.
fn cfg_module(ctx: &Context) -> Module {
    let (i32, f32, i1) = (ctx.i32(), ctx.f32(), ctx.i1());
    let bld = Builder::new(ctx);
    let mut m = new_module(ctx);
    let mb = m.block();
    bld.func(
        m.body_mut(),
        mb,
        "f",
        &[i32, f32],
        &[i32, f32],
        |fb, e, args| {
            let (a, b) = (args[0], args[1]);
            let two = bld.op(fb, e, "t.two", &[a], &[i32, f32], &[]);
            let (r0, r1) = (fb.result(two, 0), fb.result(two, 1));
            bld.op(fb, e, "t.one", &[r0, r1], &[i32], &[]);
            let (_, rb) = bld.region_op(fb, e, "t.region", &[&[&[]], &[&[i32], &[i32]], &[]], &[]);
            bld.op(fb, rb[0][0], "t.one", &[], &[i32], &[]);
            let (_, nb) = bld.region_op(fb, rb[0][0], "t.region", &[&[&[i32, i32]]], &[]);
            let x = fb.block_args(nb[0][0])[0];
            bld.op(fb, nb[0][0], "t.one", &[x], &[i32], &[]);
            bld.op(fb, nb[0][0], "t.term", &[], &[], &[]);
            let z = fb.block_args(rb[1][0])[0];
            let v = bld.op(fb, rb[1][0], "t.one", &[z], &[i32], &[]);
            let v = fb.result(v, 0);
            bld.branch(fb, rb[1][0], "t.br", &[v], &[rb[1][1]]);
            let w = fb.block_args(rb[1][1])[0];
            bld.op(fb, rb[1][1], "t.term", &[w], &[], &[]);
            let (_, sb) = bld.region_op(fb, e, "t.region", &[&[&[]]], &[]);
            bld.op(fb, sb[0][0], "t.one", &[], &[i32], &[]);
            bld.op(fb, sb[0][0], "t.term", &[], &[], &[]);
            let c = bld.op(fb, e, "t.b", &[], &[i1], &[]);
            let c = fb.result(c, 0);
            let nine = bld.op(fb, e, "t.one", &[], &[i32], &[]);
            let nine = fb.result(nine, 0);
            let r = fb.root_regions()[0];
            let bbs = blocks(fb, r, &[&[i32], &[], &[], &[], &[]]);
            bld.branch(fb, e, "cf.br", &[nine], &[bbs[0]]);
            let q = fb.block_args(bbs[0])[0];
            bld.branch(fb, bbs[0], "cf.cond_br", &[c], &[bbs[1], bbs[1]]);
            bld.branch(fb, bbs[1], "cf.cond_br", &[c], &[bbs[2], bbs[3]]);
            bld.branch(fb, bbs[2], "cf.br", &[q], &[bbs[0]]);
            bld.op(fb, bbs[3], "func.return", &[q, b], &[], &[]);
            bld.branch(fb, bbs[4], "cf.br", &[], &[bbs[3]]);
        },
    );
    bld.func(m.body_mut(), mb, "g", &[], &[], |fb, e, _| {
        bld.op(fb, e, "t.one", &[], &[i32], &[]);
        bld.op(fb, e, "func.return", &[], &[], &[]);
    });
    m
}

#[test]
fn custom_form_naming_and_blocks() {
    let ctx = test_context();
    let m = cfg_module(&ctx);
    let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: f32) -> (i32, f32) {
    %0:2 = "t.two"(%arg0) : (i32) -> (i32, f32)
    %1 = "t.one"(%0#0, %0#1) : (i32, f32) -> i32
    "t.region"() ({
      %5 = "t.one"() : () -> i32
      "t.region"() ({
      ^bb0(%arg2: i32, %arg3: i32):
        %6 = "t.one"(%arg2) : (i32) -> i32
        "t.term"() : () -> ()
      }) : () -> ()
    }, {
    ^bb0(%arg2: i32):
      %5 = "t.one"(%arg2) : (i32) -> i32
      "t.br"(%5)[^bb1] : (i32) -> ()
    ^bb1(%6: i32):  // pred: ^bb0
      "t.term"(%6) : (i32) -> ()
    }, {
    }) : () -> ()
    "t.region"() ({
      %5 = "t.one"() : () -> i32
      "t.term"() : () -> ()
    }) : () -> ()
    %2 = "t.b"() : () -> i1
    %3 = "t.one"() : () -> i32
    cf.br ^bb1(%3 : i32)
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb3
    cf.cond_br %2, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    cf.cond_br %2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    cf.br ^bb1(%4 : i32)
  ^bb4:  // 2 preds: ^bb2, ^bb5
    return %4, %arg1 : i32, f32
  ^bb5:  // no predecessors
    cf.br ^bb4
  }
  func.func @g() {
    %0 = "t.one"() : () -> i32
    return
  }
}
"#;
    assert_eq!(print(&ctx, &m), expected);
}

#[test]
fn generic_form_numbers_regions_last_in_first_out() {
    let ctx = test_context();
    let m = cfg_module(&ctx);
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %1:2 = "t.two"(%arg0) : (i32) -> (i32, f32)
    %2 = "t.one"(%1#0, %1#1) : (i32, f32) -> i32
    "t.region"() ({
      %9 = "t.one"() : () -> i32
      "t.region"() ({
      ^bb0(%arg3: i32, %arg4: i32):
        %10 = "t.one"(%arg3) : (i32) -> i32
        "t.term"() : () -> ()
      }) : () -> ()
    }, {
    ^bb0(%arg2: i32):
      %7 = "t.one"(%arg2) : (i32) -> i32
      "t.br"(%7)[^bb1] : (i32) -> ()
    ^bb1(%8: i32):  // pred: ^bb0
      "t.term"(%8) : (i32) -> ()
    }, {
    }) : () -> ()
    "t.region"() ({
      %6 = "t.one"() : () -> i32
      "t.term"() : () -> ()
    }) : () -> ()
    %3 = "t.b"() : () -> i1
    %4 = "t.one"() : () -> i32
    "cf.br"(%4)[^bb1] : (i32) -> ()
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb3
    "cf.cond_br"(%3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "cf.cond_br"(%3)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    "cf.br"(%5)[^bb1] : (i32) -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb5
    "func.return"(%5, %arg1) : (i32, f32) -> ()
  ^bb5:  // no predecessors
    "cf.br"()[^bb4] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %0 = "t.one"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    check(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
        expected,
    );
}

#[test]
fn result_names_are_uniqued_per_scope() {
    let ctx = test_context();
    let (i32, f32) = (ctx.i32(), ctx.f32());
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    let constant = |fb: &mut Body, b: BlockId, value: Attribute| {
        let ty = ctx.attr_type(value).unwrap_or(i32);
        let op = bld.op(fb, b, "arith.constant", &[], &[ty], &[("value", value)]);
        fb.result(op, 0)
    };
    let c42 = ctx.integer_attr(i32, 42);
    let one = ctx.float_attr_bits(f32, 1.0f32.to_bits() as u64);
    bld.func(m.body_mut(), mb, "f", &[], &[i32], |fb, e, _| {
        let a = constant(fb, e, c42);
        constant(fb, e, c42);
        constant(fb, e, one);
        constant(fb, e, one);
        constant(fb, e, ctx.bool_attr(true));
        constant(fb, e, ctx.integer_attr(ctx.index_type(), 0));
        constant(fb, e, ctx.integer_attr(i32, -1));
        for arg_types in [&[][..], &[i32][..]] {
            let (_, rb) = bld.region_op(fb, e, "t.region", &[&[arg_types]], &[]);
            let h = constant(fb, rb[0][0], c42);
            bld.op(fb, rb[0][0], "t.use", &[a, h], &[], &[]);
        }
        constant(fb, e, c42);
        let j = bld.op(fb, e, "test.asm_interface_op", &[], &[i32; 4], &[]);
        let js: Vec<ValueId> = fb.results(j).to_vec();
        bld.op(fb, e, "t.use", &js, &[], &[]);
        bld.op(fb, e, "func.return", &[a], &[], &[]);
    });
    let expected = r#"module {
  func.func @f() -> i32 {
    %c42_i32 = arith.constant 42 : i32
    %c42_i32_0 = arith.constant 42 : i32
    %cst = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c-1_i32 = arith.constant -1 : i32
    "t.region"() ({
      %c42_i32_3 = arith.constant 42 : i32
      "t.use"(%c42_i32, %c42_i32_3) : (i32, i32) -> ()
    }) : () -> ()
    "t.region"() ({
    ^bb0(%arg0: i32):
      %c42_i32_3 = arith.constant 42 : i32
      "t.use"(%c42_i32, %c42_i32_3) : (i32, i32) -> ()
    }) : () -> ()
    %c42_i32_2 = arith.constant 42 : i32
    %first, %middle_results:2, %0 = "test.asm_interface_op"() : () -> (i32, i32, i32, i32)
    "t.use"(%first, %middle_results#0, %middle_results#1, %0) : (i32, i32, i32, i32) -> ()
    return %c42_i32 : i32
  }
}
"#;
    assert_eq!(print(&ctx, &m), expected);
    // The generic form uses no result names.
    let generic = print_generic(&ctx, &m);
    assert!(
        generic.contains("    %0 = \"arith.constant\"() <{value = 42 : i32}> : () -> i32\n"),
        "{generic}"
    );
    assert!(
        generic.contains("    %4 = \"arith.constant\"() <{value = true}> : () -> i1\n"),
        "{generic}"
    );
}

/// `h.mlir`: a nested named module, `builtin.` and `func.` prefixes dropped only inside their
/// own ops' regions, numbering continuing into isolated ops, function-typed results.
#[test]
fn default_dialects_and_isolated_numbering() {
    let ctx = test_context();
    let (i32, i64, f32) = (ctx.i32(), ctx.i64(), ctx.f32());
    let bld = Builder::new(&ctx);
    let mut m = new_module(&ctx);
    let mb = m.block();
    // module @inner attributes {t.x} { ... }
    let mut inner = Body::with_root_regions(1);
    let ib = inner.create_block();
    let r = inner.root_regions()[0];
    inner.append_block(r, ib);
    let one = bld.op(&mut inner, ib, "t.one", &[], &[i32], &[]);
    let one = inner.result(one, 0);
    bld.op(
        &mut inner,
        ib,
        "builtin.unrealized_conversion_cast",
        &[one],
        &[i64],
        &[],
    );
    let mut st = OperationState::new(&ctx, "builtin.module", bld.loc);
    st.set_attr(&ctx, "sym_name", ctx.string_attr("inner"));
    st.set_attr(&ctx, "t.x", ctx.unit_attr());
    st.isolated = Some(Box::new(inner));
    let body = m.body_mut();
    let op = body.create_op(&ctx, st);
    body.append_op(mb, op);
    bld.func(m.body_mut(), mb, "f", &[], &[], |fb, e, _| {
        let one = bld.op(fb, e, "t.one", &[], &[i32], &[]);
        let one = fb.result(one, 0);
        bld.op(
            fb,
            e,
            "builtin.unrealized_conversion_cast",
            &[one],
            &[i64],
            &[],
        );
        let (_, rb) = bld.region_op(fb, e, "t.r", &[&[&[]]], &[]);
        bld.op(fb, rb[0][0], "t.x", &[], &[], &[]);
        bld.op(fb, e, "func.return", &[], &[], &[]);
    });
    let tensor = ctx.intern_type(TypeData::Tensor {
        shape: [4].into(),
        elem: f32,
        encoding: Some(ctx.integer_attr(i32, 1)),
    });
    let memref = ctx.intern_type(TypeData::MemRef {
        shape: [4].into(),
        elem: f32,
        layout: None,
        memory_space: Some(ctx.integer_attr(i32, 1)),
    });
    let fn_fn = ctx.function_type(&[], &[ctx.function_type(&[i32], &[i32])]);
    let fn_multi = ctx.function_type(&[i32], &[i32, i32]);
    bld.op(
        m.body_mut(),
        mb,
        "t.one",
        &[],
        &[tensor],
        &[("x", ctx.integer_attr(i32, 1))],
    );
    bld.op(m.body_mut(), mb, "t.one", &[], &[memref], &[]);
    bld.op(m.body_mut(), mb, "t.one", &[], &[fn_fn], &[]);
    bld.op(m.body_mut(), mb, "t.one", &[], &[fn_multi], &[]);
    let (_, rb) = bld.region_op(m.body_mut(), mb, "t.r", &[&[&[]]], &[]);
    bld.func(m.body_mut(), rb[0][0], "g", &[], &[], |fb, e, _| {
        bld.op(fb, e, "func.return", &[], &[], &[]);
    });
    let expected = r#"module {
  module @inner attributes {t.x} {
    %4 = "t.one"() : () -> i32
    %5 = unrealized_conversion_cast %4 : i32 to i64
  }
  func.func @f() {
    %4 = "t.one"() : () -> i32
    %5 = builtin.unrealized_conversion_cast %4 : i32 to i64
    "t.r"() ({
      "t.x"() : () -> ()
    }) : () -> ()
    return
  }
  %0 = "t.one"() {x = 1 : i32} : () -> tensor<4xf32, 1 : i32>
  %1 = "t.one"() : () -> memref<4xf32, 1 : i32>
  %2 = "t.one"() : () -> (() -> ((i32) -> i32))
  %3 = "t.one"() : () -> ((i32) -> (i32, i32))
  "t.r"() ({
    func.func @g() {
      return
    }
  }) : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m), expected);
    let expected_generic = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    %6 = "t.one"() : () -> i32
    %7 = "builtin.unrealized_conversion_cast"(%6) : (i32) -> i64
  }) {t.x} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %4 = "t.one"() : () -> i32
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i32) -> i64
    "t.r"() ({
      "t.x"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  %0 = "t.one"() {x = 1 : i32} : () -> tensor<4xf32, 1 : i32>
  %1 = "t.one"() : () -> memref<4xf32, 1 : i32>
  %2 = "t.one"() : () -> (() -> ((i32) -> i32))
  %3 = "t.one"() : () -> ((i32) -> (i32, i32))
  "t.r"() ({
    "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    check(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
        expected_generic,
    );
}
