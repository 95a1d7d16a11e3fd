//! Unit tests: type constructors and decoding, syntax round trips, verifier messages.

use crate::types::{array_type, func_type, llvm_type, ptr_type, struct_type, void_type, LlvmType};
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(crate::dialect());
    ctx
}

fn round_trip(ctx: &Context, text: &str) -> String {
    let m = parse_module(ctx, "test", text)
        .unwrap_or_else(|e| panic!("parse failed: {:?}", e[0].message));
    xla_ir::verify::verify_module(ctx, &m)
        .unwrap_or_else(|e| panic!("verify failed: {}", e[0].message));
    print_module(ctx, &m, &PrintOptions::default())
}

fn verify_error(ctx: &Context, text: &str) -> String {
    let m = parse_module(ctx, "test", text)
        .unwrap_or_else(|e| panic!("parse failed: {:?}", e[0].message));
    xla_ir::verify::verify_module(ctx, &m).expect_err("verifier should fail")[0]
        .message
        .clone()
}

#[test]
fn types_decode_what_they_encode() {
    let ctx = ctx();
    let i64t = ctx.i64();
    let arr = array_type(&ctx, 4, i64t);
    assert_eq!(
        llvm_type(&ctx, arr),
        Some(LlvmType::Array {
            count: 4,
            elem: i64t
        })
    );
    let st = struct_type(&ctx, &[ptr_type(&ctx), arr], false);
    assert!(
        matches!(llvm_type(&ctx, st), Some(LlvmType::Struct { name: None, packed: false, ref body, .. }) if body.len() == 2)
    );
    let f = func_type(&ctx, void_type(&ctx), &[i64t], true);
    assert_eq!(
        llvm_type(&ctx, f),
        Some(LlvmType::Func {
            result: void_type(&ctx),
            params: vec![i64t],
            vararg: true
        })
    );
    assert_eq!(llvm_type(&ctx, i64t), None);
}

#[test]
fn nested_types_print_without_prefix() {
    let ctx = ctx();
    let text = "module {\n  llvm.func @f(!llvm.struct<(ptr, array<2 x struct<packed (i8, f32)>>)>, !llvm.ptr<1>) -> !llvm.func<void (i32, ...)>\n}\n";
    assert_eq!(round_trip(&ctx, text), text);
}

#[test]
fn memref_descriptor_round_trips() {
    let ctx = ctx();
    let text = "module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
}
";
    assert_eq!(round_trip(&ctx, text), text);
}

#[test]
fn switch_prints_cases_on_their_own_lines() {
    let ctx = ctx();
    let text = "module {
  llvm.func @f(%arg0: i32) {
    llvm.switch %arg0 : i32, ^bb1 [
      -1: ^bb1,
      7: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.return
  }
}
";
    assert_eq!(round_trip(&ctx, text), text);
}

#[test]
fn verifier_messages_match_upstream() {
    let ctx = ctx();
    assert_eq!(
        verify_error(&ctx, "llvm.func @f(%a: f32) {\n %0 = llvm.add %a, %a : f32\n llvm.return\n}"),
        "'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'"
    );
    assert_eq!(
        verify_error(
            &ctx,
            "llvm.func @g(i32)\nllvm.func @f() {\n llvm.call @g() : () -> ()\n llvm.return\n}"
        ),
        "'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)"
    );
    assert_eq!(
        verify_error(&ctx, "llvm.func @f(%a: !llvm.ptr) {\n %0 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, f32\n llvm.return\n}"),
        "'llvm.getelementptr' op type 'f32' cannot be indexed (index #1)"
    );
}
