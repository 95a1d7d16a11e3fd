// REQUIRES: melior, mlir-opt
// Upstream lowers func/arith to the llvm dialect; xla-translate hands it to upstream MLIR through
// the melior bridge and prints LLVM IR (as mlir-translate does, plus the host's target triple).
// RUN: mlir-opt %s --convert-to-llvm --mlir-print-op-generic | xla-translate --mlir-to-llvmir - | FileCheck %s
// RUN: mlir-opt %s --convert-to-llvm --mlir-print-op-generic | xla-translate --mlir-to-llvmir - -O3 | FileCheck %s --check-prefix=O3
// Custom form: our llvm dialect parses it, our printer hands it over.
// RUN: mlir-opt %s --convert-to-llvm | xla-translate --mlir-to-llvmir - | FileCheck %s
// RUN: not xla-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s --check-prefix=UNLOWERED
// RUN: not xla-translate --mlir-to-llvmir %S/Inputs/llvm-invalid.mlir 2>&1 | FileCheck %S/Inputs/llvm-invalid.mlir --check-prefix=INVALID

// CHECK: target triple = "{{.+}}"
// CHECK: define i64 @add(i64 %0, i64 %1)
// CHECK-NEXT: %[[S:.*]] = add i64 %0, %1
// CHECK-NEXT: ret i64 %[[S]]
// CHECK: define float @madd(float %0, float %1, float %2)
// CHECK-NEXT: %[[M:.*]] = fmul float %0, %1
// CHECK-NEXT: %[[A:.*]] = fadd float %[[M]], %2

// O3: define i64 @add(i64 %0, i64 %1) local_unnamed_addr
// O3: attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }

// UNLOWERED: mlir-to-llvmir.mlir:[[@LINE+1]]:1: error: 'func.func' op is not in the llvm dialect: lower the module first (xla-opt --lower-to-llvm) before translating it to LLVM IR
func.func @add(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b : i64
  return %0 : i64
}

func.func @madd(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.addf %0, %c : f32
  return %1 : f32
}
