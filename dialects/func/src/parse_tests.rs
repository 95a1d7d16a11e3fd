//! Parser hooks run against the mock `OpAsmParser` ([`crate::mock_parser`]).

use crate::mock_parser::MockParser;
use crate::*;
use std::collections::HashMap;
use xla_ir::{Body, Context, Diag, OperationState, Type, ValueId};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(dialect());
    ctx
}

/// Values `%a: i32`, `%x: f32` and `%fn: (i32) -> i32`, defined in a scratch body.
fn scope(ctx: &Context, body: &mut Body) -> HashMap<String, (ValueId, Type)> {
    let types = [
        ("a", ctx.i32()),
        ("x", ctx.f32()),
        ("fn", ctx.function_type(&[ctx.i32()], &[ctx.i32()])),
    ];
    let tys: Vec<Type> = types.iter().map(|t| t.1).collect();
    let op = body.create_op(
        ctx,
        OperationState::new(ctx, "test.values", ctx.unknown_loc()).results(&tys),
    );
    types
        .iter()
        .enumerate()
        .map(|(i, &(n, t))| (n.to_string(), (body.result(op, i), t)))
        .collect()
}

/// Parses `src` as the custom form of `op`, returning the state and the parser.
fn parse<'a>(
    ctx: &'a Context,
    scratch: &mut Body,
    op: &str,
    src: &str,
) -> (Result<OperationState, Diag>, MockParser<'a>) {
    let mut p = MockParser::new(ctx, src, scope(ctx, scratch));
    let mut st = OperationState::new(ctx, op, ctx.unknown_loc());
    let parse = ctx
        .op_def(st.name)
        .and_then(|d| d.parse)
        .expect("custom parser");
    let result = parse(&mut p, &mut st).map(|_| st);
    assert!(
        result.is_err() || p.pos == p.toks.len(),
        "all of {src:?} consumed"
    );
    (result, p)
}

fn error(ctx: &Context, op: &str, src: &str) -> (String, u32) {
    let mut scratch = Body::new();
    let d = parse(ctx, &mut scratch, op, src)
        .0
        .expect_err("a parse error");
    (d.message, ctx.loc_file_line_col(d.loc).map_or(0, |l| l.2))
}

#[test]
fn function_signatures_parse_as_upstream() {
    let ctx = context();
    let mut scratch = Body::new();
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let dict = |name: &str| ctx.dictionary(&[(ctx.symbol(name), ctx.unit_attr())]);
    let get = |st: &OperationState, n: &str| st.props.get_str(&ctx, n);

    let (st, _) = parse(
        &ctx,
        &mut scratch,
        FUNC,
        r#"private @g(i32 {d.a}, f32 loc("x":1:2)) -> i32"#,
    );
    let st = st.expect("parses");
    assert_eq!(get(&st, "sym_name"), Some(ctx.string_attr("g")));
    assert_eq!(get(&st, "sym_visibility"), Some(ctx.string_attr("private")));
    assert_eq!(
        get(&st, "function_type"),
        Some(ctx.type_attr(ctx.function_type(&[i32t, f32t], &[i32t])))
    );
    assert_eq!(
        get(&st, "arg_attrs"),
        Some(ctx.array_attr(&[dict("d.a"), ctx.empty_dictionary()]))
    );
    assert_eq!(get(&st, "res_attrs"), None);
    let body = st.isolated.as_ref().expect("isolated body");
    assert_eq!(body.root_regions().len(), 1);
    assert!(
        body.entry_block(body.root_regions()[0]).is_none(),
        "a declaration"
    );

    let src = r#"@f(%p: i32 {d.attr}, %q: f32 loc("y":3:4)) -> (i32 {d.res}, f32) attributes {x, no_inline} { return }"#;
    let (st, p) = parse(&ctx, &mut scratch, FUNC, src);
    let st = st.expect("parses");
    assert_eq!(get(&st, "sym_visibility"), None);
    assert_eq!(
        get(&st, "res_attrs"),
        Some(ctx.array_attr(&[dict("d.res"), ctx.empty_dictionary()]))
    );
    assert_eq!(get(&st, "no_inline"), Some(ctx.unit_attr()));
    assert_eq!(st.attrs.get_str(&ctx, "x"), Some(ctx.unit_attr()));
    let names: Vec<&str> = p.region_args[0]
        .iter()
        .map(|a| a.name.name.as_str())
        .collect();
    assert_eq!(names, ["p", "q"]);
    assert_eq!(p.region_args[0][1].loc, Some(ctx.file_loc("y", 3, 4)));

    let (st, p) = parse(
        &ctx,
        &mut scratch,
        FUNC,
        "@h(i32) -> ((i32) -> i32) { return }",
    );
    let fn_type = ctx.function_type(&[i32t], &[ctx.function_type(&[i32t], &[i32t])]);
    assert_eq!(
        get(&st.expect("parses"), "function_type"),
        Some(ctx.type_attr(fn_type))
    );
    assert!(
        p.region_args[0].is_empty(),
        "a type-only signature names no entry arguments"
    );
}

#[test]
fn function_syntax_errors_match_upstream() {
    let ctx = context();
    let cases = [
        ("@f() {}", "expected non-empty function body", 4),
        ("@f(%a: i32, f32)", "expected SSA identifier", 7),
        ("@f(i32, %a: f32)", "expected type instead of SSA identifier", 5),
        (
            r#"@f() attributes {sym_name = "x"}"#,
            "'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary",
            4,
        ),
        (
            r#"private @f() attributes {sym_visibility = "x", function_type = i32}"#,
            "'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary",
            5,
        ),
    ];
    for (src, message, col) in cases {
        assert_eq!(error(&ctx, FUNC, src), (message.to_string(), col), "{src}");
    }
}

#[test]
fn calls_returns_and_constants_parse_as_upstream() {
    let ctx = context();
    let mut scratch = Body::new();
    let i32t = ctx.i32();
    let fn_type = ctx.function_type(&[i32t], &[i32t]);

    let (st, _) = parse(
        &ctx,
        &mut scratch,
        CALL,
        "@g(%a, %a) {no_inline, foo = 1} : (i32, i32) -> i32",
    );
    let st = st.expect("parses");
    assert_eq!(st.operands.len(), 2);
    assert_eq!(st.result_types, vec![i32t]);
    assert_eq!(st.props.get_str(&ctx, "callee"), Some(ctx.symbol_ref("g")));
    assert_eq!(st.props.get_str(&ctx, "no_inline"), Some(ctx.unit_attr()));
    assert_eq!(st.attrs.get_str(&ctx, "foo"), Some(ctx.i64_attr(1)));

    let (st, _) = parse(
        &ctx,
        &mut scratch,
        CALL_INDIRECT,
        "%fn(%a) {d.x} : (i32) -> i32",
    );
    let st = st.expect("parses");
    assert_eq!(st.operands.len(), 2);
    assert_eq!(st.result_types, vec![i32t]);

    let (st, _) = parse(&ctx, &mut scratch, CONSTANT, "{d.c} @g : (i32) -> i32");
    let st = st.expect("parses");
    assert_eq!(st.result_types, vec![fn_type]);
    assert_eq!(st.props.get_str(&ctx, "value"), Some(ctx.symbol_ref("g")));

    let (st, _) = parse(&ctx, &mut scratch, RETURN, "%a, %x : i32, f32");
    assert_eq!(st.expect("parses").operands.len(), 2);
    let (st, _) = parse(&ctx, &mut scratch, RETURN, "");
    assert!(st.expect("parses").operands.is_empty());

    let cases = [
        (
            CALL,
            "@g(%a) : i32",
            "invalid kind of type specified: expected builtin.function, but found 'i32'",
            6,
        ),
        (
            CALL,
            "@g(%a, %a) : (i32) -> i32",
            "number of operands and types do not match: got 2 operands and 1 types",
            3,
        ),
        (
            CALL,
            "\"g\"(%a) : (i32) -> i32",
            "invalid kind of attribute specified",
            1,
        ),
        (
            CALL_INDIRECT,
            "%fn(%a) : i32",
            "invalid kind of type specified: expected builtin.function, but found 'i32'",
            6,
        ),
        (
            CALL_INDIRECT,
            "%fn(%a, %a) : (i32) -> i32",
            "number of operands and types do not match: got 2 operands and 1 types",
            3,
        ),
        (
            RETURN,
            "%a : i32, i32",
            "number of operands and types do not match: got 1 operands and 2 types",
            1,
        ),
        (
            CONSTANT,
            "\"f\" : (i32) -> i32",
            "invalid kind of attribute specified",
            1,
        ),
    ];
    for (op, src, message, col) in cases {
        assert_eq!(
            error(&ctx, op, src),
            (message.to_string(), col),
            "{op} {src}"
        );
    }
}
