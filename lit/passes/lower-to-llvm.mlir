// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-llvm=approximate-math=false | xla-run - --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s --check-prefix=APPROX

// hlo down to the llvm dialect: only llvm ops remain, mlir-translate accepts the result,
// and the interpreter gives the same values before and after (with libm; the default
// approximation of exp is within one ulp: exp(4) is 0.55 ulp above, where the correctly
// rounded value is 0.45 ulp below).

// CHECK-NOT: func.func
// CHECK-NOT: scf.
// CHECK-NOT: memref.
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.mlir.global private constant
// CHECK: llvm.func @main(
// CHECK-SAME: xla.memref_signature = () -> memref<4xf32>
// CHECK: llvm.cond_br
// exp is approximated in arith (docs/lowering/math-approximation.md): 2^n from the bits.
// CHECK-NOT: llvm.intr.exp
// CHECK: llvm.shl
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
// CHECK: llvm.return
// LLVMIR: define { ptr, ptr, i64, [1 x i64], [1 x i64] } @main()
// EXEC: dense<[2.71828175, 7.3890562, 20.085537, 54.5981483]> : tensor<4xf32>
// APPROX: dense<[2.71828175, 7.3890562, 20.085537, 54.5981522]> : tensor<4xf32>
func.func @main() -> tensor<4xf32> {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = stablehlo.exponential %a : tensor<4xf32>
  return %e : tensor<4xf32>
}
