//! Round trips and verifier rules of the bufferization ops.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn round_trip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let m = parse_module(&ctx, "t.mlir", src).map_err(|d| d[0].message.clone())?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| d[0].message.clone())?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn ops_round_trip() {
    let src = "func.func @f(%arg0: memref<4xf32>, %arg1: index) {\n  %0 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>\n  %1 = bufferization.to_buffer %0 read_only : tensor<4xf32> to memref<4xf32>\n  %2 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>\n  %3 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>\n  bufferization.dealloc_tensor %2 : tensor<?xf32>\n  return\n}\n";
    let out = round_trip(src).unwrap();
    for line in src.lines().skip(1).take(5) {
        assert!(out.contains(line.trim()), "{line} not in {out}");
    }
}

#[test]
fn mismatches_are_reported() {
    let e = round_trip("func.func @f(%m: memref<4xf32>) {\n  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>\n  return\n}\n").unwrap_err();
    assert_eq!(e, "'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match");
    let e = round_trip("func.func @f(%d: index) {\n  %0 = bufferization.alloc_tensor() : tensor<?xf32>\n  return\n}\n").unwrap_err();
    assert_eq!(
        e,
        "'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1"
    );
}
