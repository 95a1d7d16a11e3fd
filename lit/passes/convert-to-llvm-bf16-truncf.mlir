// Regression (found by tests/jax_fresh b3_bf16_attention, b3_small_dtype_scans through the
// JIT: "Symbols not found: [ __truncsfbf2 ]"): arith.truncf f32 -> bf16 is expanded to
// integer arithmetic before the llvm conversion, as upstream's --arith-expand=include-bf16:
// round to nearest even, NaN stays a quiet NaN, overflow is inf. Arithmetic on bf16 is
// computed in f32 and truncated the same way (upstream's --arith-emulate-unsupported-floats):
// LLVM's own promotion of a scalar bf16 fmul would call __truncsfbf2 too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --input %t/out0.npy --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-llvm | xla-run - --input %t/out0.npy --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: llvm.func @arith
// CHECK-NOT: llvm.fptrunc
// CHECK: llvm.fpext %{{.*}} : bf16 to f32
// CHECK: llvm.fpext %{{.*}} : bf16 to f32
// CHECK: llvm.fmul %{{.*}} : f32
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: llvm.fpext %{{.*}} : bf16 to f32
// CHECK: llvm.intr.roundeven(%{{.*}}) : (f32) -> f32
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16
// CHECK-NOT: llvm.fptrunc
func.func @arith(%a: bf16, %b: bf16) -> bf16 {
  %m = arith.mulf %a, %b : bf16
  %r = math.roundeven %m : bf16
  return %r : bf16
}

// CHECK-LABEL: llvm.func @main
// CHECK-NOT: llvm.fptrunc
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.lshr
// CHECK: llvm.fcmp "uno"
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16
// CHECK-NOT: llvm.fptrunc

// EXEC: dense<[1.000000e+00, 1.000000e+00, 1.015630e+00, -3.296490e+38, 0x7FC0, 0xFF80, 0x7F80, 3.140630e+00]> : tensor<8xbf16>
func.func @main(%x: tensor<8xf32>) -> tensor<8xbf16> {
  %b = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xbf16>
  return %b : tensor<8xbf16>
}

func.func @make() -> tensor<8xf32> {
  %x = stablehlo.constant dense<[1.0, 1.00390625, 1.01171875, -3.3e38, 0x7FC00001, 0xFF800000, 3.4e38, 3.14159]> : tensor<8xf32>
  return %x : tensor<8xf32>
}
