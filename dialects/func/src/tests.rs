//! Unit tests: ops built with the Body API, verified through their OpDef hooks.

use crate::*;
use xla_ir::registry::FoldResult;
use xla_ir::{
    Attribute, BlockId, Body, Context, Diag, Module, OpId, OpRef, OperationState, Type, ValueId,
};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(dialect());
    ctx
}

fn run_verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diag> {
    let name = body.op(op).name;
    let def = ctx.op_def(name).expect("registered op");
    match def.verify {
        Some(f) => f(OpRef::new(ctx, body, op)),
        None => Ok(()),
    }
}

fn run_verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diag> {
    let def = ctx.op_def(body.op(op).name).expect("registered op");
    def.verify_regions
        .map_or(Ok(()), |f| f(OpRef::new(ctx, body, op)))
}

fn message(r: Result<(), Diag>) -> String {
    r.expect_err("expected a verifier error").message
}

/// A function in a fresh module: properties as given, an entry block with `entry_args`
/// unless it is a declaration; `fill` adds the body's ops.
struct FuncSpec<'a> {
    name: Option<&'a str>,
    function_type: Option<Attribute>,
    visibility: Option<&'a str>,
    extra: Vec<(&'a str, Attribute)>,
    entry_args: Option<Vec<Type>>,
}

impl<'a> FuncSpec<'a> {
    fn new(ctx: &Context, name: &'a str, inputs: &[Type], results: &[Type]) -> Self {
        FuncSpec {
            name: Some(name),
            function_type: Some(ctx.type_attr(ctx.function_type(inputs, results))),
            visibility: None,
            extra: Vec::new(),
            entry_args: Some(inputs.to_vec()),
        }
    }
    fn declaration(mut self, visibility: Option<&'a str>) -> Self {
        self.entry_args = None;
        self.visibility = visibility;
        self
    }
}

fn build_func(
    ctx: &Context,
    module: &mut Module,
    spec: FuncSpec<'_>,
    fill: impl FnOnce(&Context, &mut Body, BlockId, &[ValueId]),
) -> OpId {
    let loc = ctx.file_loc("t.mlir", 1, 1);
    let mut inner = Body::with_root_regions(1);
    if let Some(arg_types) = &spec.entry_args {
        let region = inner.root_regions()[0];
        let block = inner.create_block();
        inner.append_block(region, block);
        let args: Vec<ValueId> = arg_types
            .iter()
            .map(|&t| inner.add_block_arg(block, t, None))
            .collect();
        fill(ctx, &mut inner, block, &args);
    }
    let mut st = OperationState::new(ctx, FUNC, loc);
    if let Some(name) = spec.name {
        st.set_attr(ctx, "sym_name", ctx.string_attr(name));
    }
    if let Some(ty) = spec.function_type {
        st.set_attr(ctx, "function_type", ty);
    }
    if let Some(vis) = spec.visibility {
        st.set_attr(ctx, "sym_visibility", ctx.string_attr(vis));
    }
    for (name, value) in spec.extra {
        st.set_attr(ctx, name, value);
    }
    st.isolated = Some(Box::new(inner));
    let block = module.block();
    let body = module.body_mut();
    let op = body.create_op(ctx, st);
    body.append_op(block, op);
    op
}

fn add_op(ctx: &Context, body: &mut Body, block: BlockId, st: OperationState) -> OpId {
    let op = body.create_op(ctx, st);
    body.append_op(block, op);
    op
}

fn ret(ctx: &Context, body: &mut Body, block: BlockId, values: &[ValueId]) -> OpId {
    let st = OperationState::new(ctx, RETURN, ctx.file_loc("t.mlir", 2, 3)).operands(values);
    add_op(ctx, body, block, st)
}

fn new_module(ctx: &Context) -> Module {
    Module::new(ctx, ctx.file_loc("t.mlir", 0, 0))
}

fn inner_body(module: &Module, func: OpId) -> &Body {
    module
        .body()
        .op(func)
        .isolated_body()
        .expect("func.func is isolated")
}

#[test]
fn dialect_registers_all_ops_with_default_dialect() {
    let ctx = context();
    for name in [FUNC, RETURN, CALL, CALL_INDIRECT, CONSTANT] {
        assert!(ctx.op_def(ctx.op_name(name)).is_some(), "{name} registered");
    }
    let d = ctx.dialect_by_name("func").expect("loaded");
    assert!(d.default_dialect_for_regions);
    assert!(d.materialize_constant.is_some());
}

#[test]
fn well_formed_function_verifies() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let f = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "f", &[i32t, f32t], &[i32t, f32t]),
        |ctx, b, bb, args| {
            ret(ctx, b, bb, args);
        },
    );
    assert!(run_verify(&ctx, m.body(), f).is_ok());
    assert!(run_verify_regions(&ctx, m.body(), f).is_ok());
    assert_eq!(
        function_type_of(OpRef::new(&ctx, m.body(), f)),
        Some(ctx.function_type(&[i32t, f32t], &[i32t, f32t]))
    );
    assert_eq!(func_name(&OpRef::new(&ctx, m.body(), f)), Some("f"));
}

#[test]
fn entry_block_must_match_signature() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let mut spec = FuncSpec::new(&ctx, "f", &[ctx.f32()], &[]);
    spec.entry_args = Some(vec![ctx.i32()]);
    let f = build_func(&ctx, &mut m, spec, |ctx, b, bb, _| {
        ret(ctx, b, bb, &[]);
    });
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op type of entry block argument #0('i32') must match the type of the corresponding \
         argument in function signature('f32')"
    );
    let mut spec = FuncSpec::new(&ctx, "g", &[ctx.f32()], &[]);
    spec.entry_args = Some(vec![]);
    let g = build_func(&ctx, &mut m, spec, |ctx, b, bb, _| {
        ret(ctx, b, bb, &[]);
    });
    assert_eq!(
        message(run_verify(&ctx, m.body(), g)),
        "'func.func' op entry block must have 1 arguments to match function signature"
    );
}

#[test]
fn declarations_must_not_be_public() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let public = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "p", &[], &[]).declaration(None),
        |_, _, _, _| {},
    );
    let explicit = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "q", &[], &[]).declaration(Some("public")),
        |_, _, _, _| {},
    );
    let private = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "r", &[], &[]).declaration(Some("private")),
        |_, _, _, _| {},
    );
    for op in [public, explicit] {
        assert_eq!(
            message(run_verify(&ctx, m.body(), op)),
            "'func.func' op symbol declaration cannot have public visibility"
        );
    }
    assert!(run_verify(&ctx, m.body(), private).is_ok());
    assert!(is_declaration(&OpRef::new(&ctx, m.body(), private)));
}

#[test]
fn properties_are_checked_in_ods_order() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let mut spec = FuncSpec::new(&ctx, "f", &[], &[]).declaration(Some("private"));
    spec.function_type = None;
    spec.name = None;
    let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op requires attribute 'function_type'"
    );

    let mut spec = FuncSpec::new(&ctx, "f", &[], &[]).declaration(Some("private"));
    spec.name = None;
    let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op requires attribute 'sym_name'"
    );

    let mut spec = FuncSpec::new(&ctx, "f", &[], &[]).declaration(Some("private"));
    spec.function_type = Some(ctx.type_attr(ctx.i32()));
    spec.extra
        .push(("arg_attrs", ctx.array_attr(&[ctx.i64_attr(3)])));
    let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"
    );

    let mut spec = FuncSpec::new(&ctx, "f", &[], &[]).declaration(Some("private"));
    spec.extra.push(("no_inline", ctx.i64_attr(1)));
    let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op attribute 'no_inline' failed to satisfy constraint: unit attribute"
    );

    let spec = FuncSpec::new(&ctx, "f", &[], &[]).declaration(Some("foo"));
    let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
    assert_eq!(
        message(run_verify(&ctx, m.body(), f)),
        "'func.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\""
    );
}

#[test]
fn argument_and_result_attributes_are_checked() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let empty = ctx.empty_dictionary();
    let non_dialect = ctx.dictionary(&[(ctx.symbol("foo"), ctx.unit_attr())]);
    let dialect_attr = ctx.dictionary(&[(ctx.symbol("d.foo"), ctx.unit_attr())]);
    let i32t = ctx.i32();
    let cases: Vec<(&str, Vec<Attribute>, &str)> = vec![
        (
            "arg_attrs",
            vec![empty, empty],
            "expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1",
        ),
        ("arg_attrs", vec![non_dialect], "arguments may only have dialect attributes"),
        (
            "res_attrs",
            vec![],
            "expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1",
        ),
        ("res_attrs", vec![non_dialect], "results may only have dialect attributes"),
        ("arg_attrs", vec![dialect_attr], ""),
    ];
    for (name, items, expected) in cases {
        let mut spec = FuncSpec::new(&ctx, "f", &[i32t], &[i32t]).declaration(Some("private"));
        spec.extra.push((name, ctx.array_attr(&items)));
        let f = build_func(&ctx, &mut m, spec, |_, _, _, _| {});
        let result = run_verify(&ctx, m.body(), f);
        if expected.is_empty() {
            assert!(result.is_ok());
        } else {
            assert_eq!(message(result), format!("'func.func' op {expected}"));
        }
    }
}

#[test]
fn returns_are_checked_against_the_function() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let f = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "f", &[i32t], &[i32t, f32t]),
        |ctx, b, bb, args| {
            ret(ctx, b, bb, args);
        },
    );
    let err = run_verify_regions(&ctx, m.body(), f).expect_err("count mismatch");
    assert_eq!(
        err.message,
        "'func.return' op has 1 operands, but enclosing function (@f) returns 2"
    );
    assert_eq!(ctx.loc_file_line_col(err.loc), Some(("t.mlir", 2, 3)));

    let g = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "g", &[i32t], &[f32t]),
        |ctx, b, bb, args| {
            ret(ctx, b, bb, args);
        },
    );
    assert_eq!(
        message(run_verify_regions(&ctx, m.body(), g)),
        "type of return operand 0 ('i32') doesn't match function result type ('f32') in function @g"
    );
    // Directly in the function body the return cannot see its parent: its own hook passes.
    let inner = inner_body(&m, g);
    let ret_op = inner.all_ops().next().expect("the return");
    assert!(run_verify(&ctx, inner, ret_op).is_ok());
}

#[test]
fn return_outside_a_function_is_rejected() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let mut ret_id = None;
    let f = build_func(
        &ctx,
        &mut m,
        FuncSpec::new(&ctx, "f", &[], &[]),
        |ctx, b, bb, _| {
            let region = b.create_region();
            let nested = b.create_block();
            b.append_block(region, nested);
            ret_id = Some(ret(ctx, b, nested, &[]));
            let mut st = OperationState::new(ctx, "test.region", ctx.unknown_loc());
            st.regions.push(region);
            add_op(ctx, b, bb, st);
            ret(ctx, b, bb, &[]);
        },
    );
    let inner = inner_body(&m, f);
    let nested_ret = ret_id.expect("built");
    assert_eq!(
        message(run_verify(&ctx, inner, nested_ret)),
        "'func.return' op expects parent op 'func.func'"
    );
    assert!(run_verify_regions(&ctx, m.body(), f).is_ok());
}

/// A call to `callee` with the given operand values and result types in a fresh function.
fn build_call(
    ctx: &Context,
    m: &mut Module,
    attrs: &[(&str, Attribute)],
    arg_types: &[Type],
    results: &[Type],
) -> OpId {
    let mut call = None;
    build_func(
        ctx,
        m,
        FuncSpec::new(ctx, "caller", arg_types, &[]),
        |ctx, b, bb, args| {
            let mut st = OperationState::new(ctx, CALL, ctx.file_loc("t.mlir", 3, 8))
                .operands(args)
                .results(results);
            for &(name, value) in attrs {
                st.set_attr(ctx, name, value);
            }
            call = Some(add_op(ctx, b, bb, st));
            ret(ctx, b, bb, &[]);
        },
    );
    call.expect("built")
}

fn last_inner_body(m: &Module) -> &Body {
    let body = m.body();
    let last = body.block_ops(m.block()).last().expect("a function");
    body.op(last).isolated_body().expect("isolated")
}

#[test]
fn call_symbol_uses_are_checked() {
    let ctx = context();
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let g_type = ctx.function_type(&[i32t], &[i32t]);
    let lookup = |name: &str| (name == "g").then_some(g_type);
    let callee = ctx.symbol_ref("g");
    let cases: Vec<(Attribute, Vec<Type>, Vec<Type>, &str)> = vec![
        (ctx.symbol_ref("nope"), vec![], vec![], "'func.call' op 'nope' does not reference a valid function"),
        (callee, vec![], vec![i32t], "'func.call' op incorrect number of operands for callee"),
        (
            callee,
            vec![f32t],
            vec![i32t],
            "'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0",
        ),
        (callee, vec![i32t], vec![], "'func.call' op incorrect number of results for callee"),
        (callee, vec![i32t], vec![f32t], "'func.call' op result type mismatch at index 0"),
        (callee, vec![i32t], vec![i32t], ""),
    ];
    for (callee, args, results, expected) in cases {
        let mut m = new_module(&ctx);
        let call = build_call(&ctx, &mut m, &[("callee", callee)], &args, &results);
        let body = last_inner_body(&m);
        assert!(run_verify(&ctx, body, call).is_ok(), "ODS invariants hold");
        let result = verify_call_symbol(OpRef::new(&ctx, body, call), &lookup);
        if expected.is_empty() {
            assert!(result.is_ok());
            continue;
        }
        let err = result.expect_err(expected);
        assert_eq!(err.message, expected);
        if expected.contains("result type mismatch") {
            let notes: Vec<&str> = err.notes.iter().map(|n| n.message.as_str()).collect();
            assert_eq!(
                notes,
                [
                    "      op result types: 'f32'",
                    "function result types: 'i32'"
                ]
            );
        }
    }
}

#[test]
fn call_properties_are_checked() {
    let ctx = context();
    let mut m = new_module(&ctx);
    let call = build_call(&ctx, &mut m, &[], &[], &[]);
    assert_eq!(
        message(run_verify(&ctx, last_inner_body(&m), call)),
        "'func.call' op requires attribute 'callee'"
    );
    let nested = ctx.intern_attr(xla_ir::AttrData::SymbolRef {
        root: ctx.symbol("a"),
        nested: vec![ctx.symbol("b")].into(),
    });
    let mut m = new_module(&ctx);
    let call = build_call(&ctx, &mut m, &[("callee", nested)], &[], &[]);
    assert_eq!(
        message(run_verify(&ctx, last_inner_body(&m), call)),
        "'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
    );
    let mut m = new_module(&ctx);
    let call = build_call(
        &ctx,
        &mut m,
        &[
            ("callee", ctx.symbol_ref("g")),
            ("no_inline", ctx.unit_attr()),
        ],
        &[],
        &[],
    );
    let body = last_inner_body(&m);
    assert!(run_verify(&ctx, body, call).is_ok());
    assert!(
        body.op(call).props.get_str(&ctx, "no_inline").is_some(),
        "no_inline is a property"
    );
}

#[test]
fn call_indirect_types_follow_the_callee() {
    let ctx = context();
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let fn_type = ctx.function_type(&[i32t], &[i32t]);
    let cases: Vec<(Vec<Type>, Vec<Type>, &str)> = vec![
        (
            vec![i32t, i32t],
            vec![i32t],
            "operand #0 must be function type, but got 'i32'",
        ),
        (
            vec![fn_type, f32t],
            vec![i32t],
            "failed to verify that callee input types match argument types",
        ),
        (
            vec![fn_type, i32t, i32t],
            vec![i32t],
            "failed to verify that callee input types match argument types",
        ),
        (
            vec![fn_type, i32t],
            vec![],
            "failed to verify that callee result types match result types",
        ),
        (vec![fn_type, i32t], vec![i32t], ""),
    ];
    for (operand_types, results, expected) in cases {
        let mut m = new_module(&ctx);
        let mut call = None;
        build_func(
            &ctx,
            &mut m,
            FuncSpec::new(&ctx, "f", &operand_types, &[]),
            |ctx, b, bb, args| {
                let st = OperationState::new(ctx, CALL_INDIRECT, ctx.unknown_loc())
                    .operands(args)
                    .results(&results);
                call = Some(add_op(ctx, b, bb, st));
            },
        );
        let result = run_verify(&ctx, last_inner_body(&m), call.expect("built"));
        if expected.is_empty() {
            assert!(result.is_ok());
        } else {
            assert_eq!(
                message(result),
                format!("'func.call_indirect' op {expected}")
            );
        }
    }
}

#[test]
fn constant_references_a_function_of_its_type() {
    let ctx = context();
    let i32t = ctx.i32();
    let g_type = ctx.function_type(&[i32t], &[i32t]);
    let lookup = |name: &str| (name == "g").then_some(g_type);
    let cases: Vec<(Option<Attribute>, Type, &str)> = vec![
        (None, g_type, "requires attribute 'value'"),
        (
            Some(ctx.string_attr("g")),
            g_type,
            "attribute 'value' failed to satisfy constraint: flat symbol reference attribute",
        ),
        (
            Some(ctx.symbol_ref("nope")),
            g_type,
            "reference to undefined function 'nope'",
        ),
        (
            Some(ctx.symbol_ref("g")),
            i32t,
            "reference to function with mismatched type",
        ),
        (Some(ctx.symbol_ref("g")), g_type, ""),
    ];
    for (value, ty, expected) in cases {
        let mut m = new_module(&ctx);
        let mut constant = None;
        build_func(
            &ctx,
            &mut m,
            FuncSpec::new(&ctx, "f", &[], &[]),
            |ctx, b, bb, _| {
                let mut st = OperationState::new(ctx, CONSTANT, ctx.unknown_loc()).results(&[ty]);
                if let Some(v) = value {
                    st.set_attr(ctx, "value", v);
                }
                constant = Some(add_op(ctx, b, bb, st));
            },
        );
        let body = last_inner_body(&m);
        let op = OpRef::new(&ctx, body, constant.expect("built"));
        let result =
            run_verify(&ctx, body, op.id).and_then(|_| verify_constant_symbol(op, &lookup));
        if expected.is_empty() {
            assert!(result.is_ok());
            let def = op.def().expect("registered");
            let folded = (def.fold.expect("folder"))(op, &[]).expect("folds");
            assert!(
                matches!(folded.as_slice(), [FoldResult::Attr(a)] if *a == ctx.symbol_ref("g"))
            );
            let names = def
                .interface::<dyn xla_ir::asm::OpAsmResultNames>()
                .expect("names")
                .result_names(op);
            assert_eq!(names, vec![(0, "f".to_string())]);
        } else {
            assert_eq!(message(result), format!("'func.constant' op {expected}"));
        }
    }
}

#[test]
fn constants_materialize_for_function_symbols_only() {
    let ctx = context();
    let materialize = ctx
        .dialect_by_name("func")
        .and_then(|d| d.materialize_constant)
        .expect("materializer");
    let fn_type = ctx.function_type(&[], &[]);
    let st = materialize(&ctx, ctx.symbol_ref("g"), fn_type, ctx.unknown_loc())
        .expect("a func.constant");
    assert_eq!(ctx.op_name_str(st.name), CONSTANT);
    assert_eq!(st.result_types, vec![fn_type]);
    assert_eq!(st.get_attr(&ctx, "value"), Some(ctx.symbol_ref("g")));
    assert!(materialize(&ctx, ctx.i64_attr(1), fn_type, ctx.unknown_loc()).is_none());
    assert!(materialize(&ctx, ctx.symbol_ref("g"), ctx.i32(), ctx.unknown_loc()).is_none());
}
