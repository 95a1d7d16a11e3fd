//! Tests of the conversion framework on a small `cv` dialect: i32 -> i64 (and a tuple
//! -> 1:N) type conversions, function signatures, materializations, partial vs full.

use super::*;
use crate::asm::{parse_module, print_module, PrintOptions};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Module, OpId, OperationState, ValueId};
use crate::registry::{Arity, DialectDef, OpDef, Traits};
use crate::types::TypeData;

fn context() -> Context {
    let mut ctx = Context::new();
    let d = DialectDef::new("cv")
        .op(OpDef::new("cv.func")
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
            .regions(Arity::Exactly(1))
            .inherent(&["function_type", "sym_name"]))
        .op(OpDef::new("cv.const")
            .traits(Traits::CONSTANT_LIKE | Traits::PURE)
            .inherent(&["value"])
            .results(Arity::Exactly(1)))
        .op(OpDef::new("cv.add").traits(Traits::PURE))
        .op(OpDef::new("cv.ret").traits(Traits::TERMINATOR))
        .op(OpDef::new("cv.use").traits(Traits::HAS_SIDE_EFFECTS));
    ctx.load_dialect(d);
    ctx.allow_unregistered = true;
    ctx
}

fn parse(ctx: &Context, src: &str) -> Module {
    parse_module(ctx, "t.mlir", src).unwrap_or_else(|e| panic!("{e:?}"))
}

fn print(ctx: &Context, m: &Module) -> String {
    print_module(ctx, m, &PrintOptions::default())
}

/// i32 becomes i64; everything else stays.
fn i32_to_i64() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|ctx, t| (t == ctx.i32()).then(|| ctx.i64()));
    tc
}

/// `cv.add` / `cv.const` rebuilt with converted types.
struct Rebuild(&'static str);
impl ConversionPattern for Rebuild {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(tc) = rw.type_converter() else {
            return Ok(false);
        };
        let data = rw.body().op(op);
        let Some(types) = tc.convert_types(ctx, &rw.op_ref(op).result_types()) else {
            return Ok(false);
        };
        let mut st = OperationState::new(ctx, self.0, data.loc)
            .operands(operands)
            .results(&types);
        if let Some(v) = rw.op_ref(op).attr("value") {
            let Some(i) = ctx.attr_as_int(v) else {
                return Ok(false);
            };
            st = st.attr(ctx, "value", ctx.integer_attr(types[0], i));
        }
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

/// `cv.ret` takes the converted operands in place.
struct RetOperands;
impl ConversionPattern for RetOperands {
    fn root(&self) -> Option<&str> {
        Some("cv.ret")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        rw.modify_in_place(op, |b| b.set_operands(op, operands));
        Ok(true)
    }
}

/// Changes the IR, then says it did not match (breaks the no-rollback contract).
struct Liar;
impl ConversionPattern for Liar {
    fn root(&self) -> Option<&str> {
        Some("cv.add")
    }
    fn name(&self) -> &str {
        "liar"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        rw.modify_in_place(op, |_| ());
        Ok(false)
    }
}

fn all_patterns(ctx: &Context) -> ConversionPatternSet {
    ConversionPatternSet::new(
        ctx,
        vec![
            Box::new(Rebuild("cv.add")),
            Box::new(Rebuild("cv.const")),
            Box::new(RetOperands),
            Box::new(FunctionSignaturePattern::new("cv.func")),
        ],
    )
}

fn typed_target(tc: &TypeConverter) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    let ops = tc.clone();
    target.add_dynamically_legal_dialect("cv", move |op| ops.is_legal_op(op));
    let funcs = tc.clone();
    target.add_dynamically_legal_op("cv.func", move |op| is_signature_legal(&funcs, op));
    target.add_legal_op("builtin.module");
    target
}

const FUNC: &str = r#"
"cv.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %c = "cv.const"() <{value = 1 : i32}> : () -> i32
  %s = "cv.add"(%a, %c) : (i32, i32) -> i32
  "cv.ret"(%s) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn full_conversion_converts_signature_and_body() {
    let ctx = context();
    let mut m = parse(&ctx, FUNC);
    let tc = i32_to_i64();
    let stats = apply_full_conversion(
        &ctx,
        &mut m.top,
        &typed_target(&tc),
        &all_patterns(&ctx),
        Some(&tc),
    )
    .unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  "cv.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i64):
    %0 = "cv.const"() <{value = 1 : i64}> : () -> i64
    %1 = "cv.add"(%arg0, %0) : (i64, i64) -> i64
    "cv.ret"(%1) : (i64) -> ()
  }) : () -> ()
}
"#;
    assert_eq!(out, want);
    assert_eq!(stats.rewrites, 4);
}

#[test]
fn partial_conversion_materializes_casts_both_ways() {
    let ctx = context();
    let mut m = parse(&ctx, FUNC);
    let tc = i32_to_i64();
    // Only cv.add must go; the function, constant and return stay on i32.
    let mut target = ConversionTarget::new();
    let ops = tc.clone();
    target.add_dynamically_legal_op("cv.add", move |op| ops.is_legal_op(op));
    let patterns = ConversionPatternSet::new(&ctx, vec![Box::new(Rebuild("cv.add"))]);
    apply_partial_conversion(&ctx, m.body_mut(), &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  "cv.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "cv.const"() <{value = 1 : i32}> : () -> i32
    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %2 = builtin.unrealized_conversion_cast %0 : i32 to i64
    %3 = "cv.add"(%1, %2) : (i64, i64) -> i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to i32
    "cv.ret"(%4) : (i32) -> ()
  }) : () -> ()
}
"#;
    assert_eq!(out, want);
    // The casts cancel out once the rest is converted too (casts already there are ops
    // like any other: a full conversion must be told they are legal).
    let mut target = typed_target(&tc);
    target.add_legal_op(UNREALIZED_CAST);
    apply_full_conversion(&ctx, &mut m.top, &target, &all_patterns(&ctx), Some(&tc)).unwrap();
    reconcile_all(&ctx, &mut m);
    let out = print(&ctx, &m);
    assert!(!out.contains("unrealized"), "{out}");
    assert!(
        out.contains("\"cv.add\"(%arg0, %0) : (i64, i64) -> i64"),
        "{out}"
    );
}

fn reconcile_all(ctx: &Context, m: &mut Module) {
    crate::rewrite::for_each_body(m.body_mut(), &|b| {
        reconcile_unrealized_casts(ctx, b);
        Ok(())
    })
    .unwrap();
}

#[test]
fn signature_only_leaves_source_materializations() {
    let ctx = context();
    let mut m = parse(&ctx, FUNC);
    let tc = i32_to_i64();
    let mut target = ConversionTarget::new();
    let funcs = tc.clone();
    target.add_dynamically_legal_op("cv.func", move |op| is_signature_legal(&funcs, op));
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![Box::new(FunctionSignaturePattern::new("cv.func"))],
    );
    apply_partial_conversion(&ctx, m.body_mut(), &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    assert!(out.contains("function_type = (i64) -> i64"), "{out}");
    assert!(
        out.contains(
            "^bb0(%arg0: i64):\n    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32"
        ),
        "{out}"
    );
}

#[test]
fn one_to_n_block_signature() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
"cv.func"() <{function_type = (i8, tuple<i32, i16>, i8) -> (), sym_name = "g"}> ({
^bb0(%x: i8, %t: tuple<i32, i16>, %y: i8):
  "cv.use"(%x, %t, %y) : (i8, tuple<i32, i16>, i8) -> ()
  "cv.ret"() : () -> ()
}) : () -> ()
"#,
    );
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_n(|ctx, t| match ctx.type_data(t) {
        TypeData::Tuple(items) => Some(items.to_vec()),
        _ => None,
    });
    let mut target = ConversionTarget::new();
    let funcs = tc.clone();
    target.add_dynamically_legal_op("cv.func", move |op| is_signature_legal(&funcs, op));
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![Box::new(FunctionSignaturePattern::new("cv.func"))],
    );
    apply_partial_conversion(&ctx, m.body_mut(), &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    assert!(
        out.contains("function_type = (i8, i32, i16, i8) -> ()"),
        "{out}"
    );
    assert!(
        out.contains("^bb0(%arg0: i8, %arg1: i32, %arg2: i16, %arg3: i8):"),
        "{out}"
    );
    assert!(
        out.contains(
            "%0 = builtin.unrealized_conversion_cast %arg1, %arg2 : i32, i16 to tuple<i32, i16>"
        ),
        "{out}"
    );
    assert!(out.contains("\"cv.use\"(%arg0, %0, %arg3)"), "{out}");
}

#[test]
fn illegal_ops_are_reported_at_their_location() {
    let ctx = context();
    let src = "\"cv.use\"() : () -> ()\n\"cv.other\"() : () -> ()\n";
    let mut target = ConversionTarget::new();
    target.add_illegal_op("cv.use");
    let none = ConversionPatternSet::new(&ctx, Vec::new());
    let mut m = parse(&ctx, src);
    let errs = apply_partial_conversion(&ctx, m.body_mut(), &target, &none, None).unwrap_err();
    let msgs: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        msgs,
        ["failed to legalize operation 'cv.use' that was explicitly marked illegal"]
    );
    assert_eq!(
        ctx.loc_file_line_col(errs[0].loc).map(|(_, l, c)| (l, c)),
        Some((1, 1))
    );
    // Full conversion also rejects the op the target does not know.
    let mut m = parse(&ctx, src);
    let errs = apply_full_conversion(&ctx, m.body_mut(), &target, &none, None).unwrap_err();
    let msgs: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        msgs,
        [
            "failed to legalize operation 'cv.use'",
            "failed to legalize operation 'cv.other'"
        ]
    );
    // Unless unknown ops are declared legal.
    target.set_unknown_op_action(Action::Legal);
    target.add_legal_op("cv.use");
    let mut m = parse(&ctx, src);
    apply_full_conversion(&ctx, m.body_mut(), &target, &none, None).unwrap();
}

#[test]
fn mutating_then_failing_is_an_error() {
    let ctx = context();
    let mut m = parse(&ctx, FUNC);
    let tc = i32_to_i64();
    let patterns = ConversionPatternSet::new(&ctx, vec![Box::new(Liar)]);
    let errs =
        apply_partial_conversion(&ctx, m.body_mut(), &typed_target(&tc), &patterns, Some(&tc))
            .unwrap_err();
    assert!(
        errs.iter().any(|d| d.message.contains(
            "conversion pattern 'liar' changed the IR and then failed to match 'cv.add'"
        )),
        "{errs:?}"
    );
}

#[test]
fn type_converter_rules_and_cache() {
    let ctx = Context::new();
    let tc = i32_to_i64();
    assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i64()));
    assert_eq!(tc.convert_type(&ctx, ctx.f32()), Some(ctx.f32()));
    assert!(tc.is_legal_type(&ctx, ctx.i64()) && !tc.is_legal_type(&ctx, ctx.i32()));
    let mut strict = TypeConverter::new();
    strict.add_rule(|ctx, t| {
        if t == ctx.f32() {
            Conversion::Fail
        } else {
            Conversion::Skip
        }
    });
    assert_eq!(strict.convert_type_n(&ctx, ctx.f32()), None);
    assert_eq!(strict.convert_type_n(&ctx, ctx.i1()), None);
    let sig = tc.convert_signature(&ctx, &[ctx.i32(), ctx.f32()]).unwrap();
    assert_eq!(sig.converted_types(), &[ctx.i64(), ctx.f32()]);
}

#[test]
fn reconcile_folds_round_trips_and_keeps_live_casts() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
"cv.func"() <{function_type = (i64) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  %3 = builtin.unrealized_conversion_cast %a : i64 to i8
  %4 = builtin.unrealized_conversion_cast %a : i64 to f32
  "cv.use"(%2, %4) : (i64, f32) -> ()
  "cv.ret"() : () -> ()
}) : () -> ()
"#,
    );
    reconcile_all(&ctx, &mut m);
    let out = print(&ctx, &m);
    assert_eq!(out.matches("unrealized").count(), 1, "{out}");
    assert!(
        out.contains(
            "%0 = builtin.unrealized_conversion_cast %arg0 : i64 to f32\n    \"cv.use\"(%arg0, %0)"
        ),
        "{out}"
    );
}

/// `cv.old` (i32) becomes an illegal `cv.mid` (i64), which becomes `cv.add` (i64).
struct Step(&'static str, &'static str);
impl ConversionPattern for Step {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let loc = rw.body().op(op).loc;
        rw.replace_op_with_new(
            op,
            OperationState::new(ctx, self.1, loc)
                .operands(operands)
                .results(&[ctx.i64()]),
        )?;
        Ok(true)
    }
}

#[test]
fn replacements_of_replacements_are_followed() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
"cv.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %o = "cv.old"(%a) : (i32) -> i32
  "cv.use"(%o) : (i32) -> ()
  "cv.ret"(%o) : (i32) -> ()
}) : () -> ()
"#,
    );
    let tc = i32_to_i64();
    let mut target = typed_target(&tc);
    target.add_illegal_op("cv.old");
    target.add_illegal_op("cv.mid");
    target.add_legal_op("cv.use");
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![
            Box::new(Step("cv.old", "cv.mid")),
            Box::new(Step("cv.mid", "cv.add")),
            Box::new(RetOperands),
            Box::new(FunctionSignaturePattern::new("cv.func")),
        ],
    );
    let stats = apply_full_conversion(&ctx, &mut m.top, &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  "cv.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i64):
    %0 = "cv.add"(%arg0) : (i64) -> i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    "cv.use"(%1) : (i32) -> ()
    "cv.ret"(%0) : (i64) -> ()
  }) : () -> ()
}
"#;
    assert_eq!(out, want);
    assert_eq!(stats.rewrites, 4);
}

/// `cv.func` becomes `cv.func2`, which takes over the body (as func.func -> llvm.func).
struct Rename;
impl ConversionPattern for Rename {
    fn root(&self) -> Option<&str> {
        Some("cv.func")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let data = rw.body().op(op);
        let mut st = OperationState::new(ctx, "cv.func2", data.loc);
        st.props = data.props.clone();
        st.isolated = rw.take_isolated_body(op);
        rw.set_insertion_point_before(op);
        rw.create(st);
        rw.erase_op(op)?;
        Ok(true)
    }
}

#[test]
fn replaced_function_bodies_are_still_converted() {
    let mut ctx = context();
    ctx.load_dialect(
        DialectDef::new("cv2").op(OpDef::new("cv.func2")
            .traits(Traits::ISOLATED_FROM_ABOVE)
            .regions(Arity::Exactly(1))),
    );
    let mut m = parse(&ctx, FUNC);
    let tc = i32_to_i64();
    let mut target = typed_target(&tc);
    target.add_illegal_op("cv.func");
    target.add_legal_op("cv.func2");
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![
            Box::new(Rename),
            Box::new(Rebuild("cv.add")),
            Box::new(Rebuild("cv.const")),
            Box::new(RetOperands),
        ],
    );
    apply_partial_conversion(&ctx, m.body_mut(), &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    assert!(out.contains("\"cv.func2\"()"), "{out}");
    // The body was converted after the move; the i32 argument reaches it through a cast.
    assert!(
        out.contains("%1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64"),
        "{out}"
    );
    assert!(
        out.contains("\"cv.add\"(%1, %0) : (i64, i64) -> i64"),
        "{out}"
    );
}

#[test]
fn generic_type_pattern_converts_ops_with_regions_and_successors() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
"cv.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %r = "x.wrap"(%a) ({
  ^bb0(%inner: i32):
    "x.yield"(%inner) : (i32) -> ()
  }) {tag} : (i32) -> i32
  "x.br"(%r)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "cv.ret"(%b) : (i32) -> ()
}) : () -> ()
"#,
    );
    let tc = i32_to_i64();
    let mut target = typed_target(&tc);
    let any = tc.clone();
    target.set_unknown_op_action(Action::Dynamic(std::sync::Arc::new(move |op| {
        any.is_legal_op(op)
    })));
    let patterns = ConversionPatternSet::new(
        &ctx,
        vec![
            Box::new(FunctionSignaturePattern::new("cv.func")),
            Box::new(ConvertTypesPattern::new(None)),
        ],
    );
    apply_full_conversion(&ctx, &mut m.top, &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  "cv.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i64):
    %0 = "x.wrap"(%arg0) ({
    ^bb0(%arg1: i64):
      "x.yield"(%arg1) : (i64) -> ()
    }) {tag} : (i64) -> i64
    "x.br"(%0)[^bb1] : (i64) -> ()
  ^bb1(%1: i64):  // pred: ^bb0
    "cv.ret"(%1) : (i64) -> ()
  }) : () -> ()
}
"#;
    assert_eq!(out, want);
}

/// `cv.pair` (a tuple) becomes its two parts; `cv.use_pair` takes the parts directly.
struct SplitPair;
impl ConversionPattern for SplitPair {
    fn root(&self) -> Option<&str> {
        Some("cv.pair")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let a = rw.create(
            OperationState::new(ctx, "cv.a", loc)
                .operands(operands)
                .results(&[ctx.i32()]),
        );
        let b = rw.create(
            OperationState::new(ctx, "cv.b", loc)
                .operands(operands)
                .results(&[ctx.integer_type(16)]),
        );
        let parts = vec![rw.body().result(a, 0), rw.body().result(b, 0)];
        rw.replace_op_with_multiple(op, &[parts])?;
        Ok(true)
    }
}
struct UsePair;
impl ConversionPattern for UsePair {
    fn root(&self) -> Option<&str> {
        Some("cv.use_pair")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let parts: Vec<ValueId> = operands
            .iter()
            .flat_map(|&v| rw.converted_values(v))
            .collect();
        if parts.len() != 2 {
            return Ok(false);
        }
        let ctx = rw.ctx();
        let loc = rw.body().op(op).loc;
        rw.replace_op_with_new(
            op,
            OperationState::new(ctx, "cv.use2", loc).operands(&parts),
        )?;
        Ok(true)
    }
}

#[test]
fn one_to_n_replacement_reaches_patterns_and_old_users() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "cv.src"() : () -> i8
%p = "cv.pair"(%x) : (i8) -> tuple<i32, i16>
"cv.use_pair"(%p) : (tuple<i32, i16>) -> ()
"cv.keep"(%p) : (tuple<i32, i16>) -> ()
"#,
    );
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion_n(|ctx, t| match ctx.type_data(t) {
        TypeData::Tuple(items) => Some(items.to_vec()),
        _ => None,
    });
    let mut target = ConversionTarget::new();
    target.add_illegal_op("cv.pair");
    target.add_illegal_op("cv.use_pair");
    let patterns = ConversionPatternSet::new(&ctx, vec![Box::new(SplitPair), Box::new(UsePair)]);
    apply_partial_conversion(&ctx, m.body_mut(), &target, &patterns, Some(&tc)).unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  %0 = "cv.src"() : () -> i8
  %1 = "cv.a"(%0) : (i8) -> i32
  %2 = "cv.b"(%0) : (i8) -> i16
  %3 = unrealized_conversion_cast %1, %2 : i32, i16 to tuple<i32, i16>
  "cv.use2"(%1, %2) : (i32, i16) -> ()
  "cv.keep"(%3) : (tuple<i32, i16>) -> ()
}
"#;
    assert_eq!(out, want);
}
