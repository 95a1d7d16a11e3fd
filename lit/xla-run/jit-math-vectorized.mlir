// REQUIRES: melior
// With the math approximations (--lower-to-llvm's default, docs/lowering/math-approximation.md)
// LLVM vectorizes element-wise tanh and exp loops: <8 x float> (or wider) operations and no
// libm function; with approximate-math=false the loop keeps llvm.tanh / llvm.exp, which the
// x86 backend turns into one tanhf / expf call per element.
// RUN: xla-opt %s --lower-to-llvm -o %t.mlir
// RUN: xla-translate --mlir-to-llvmir %t.mlir -O3 | FileCheck %s --implicit-check-not=tanh --implicit-check-not=exp
// RUN: xla-opt %s --lower-to-llvm=approximate-math=false -o %t.libm.mlir
// RUN: xla-translate --mlir-to-llvmir %t.libm.mlir -O3 | FileCheck %s --check-prefix=LIBM
// The JIT runs the accuracy checks of math-approximation.mlir (approximations against f64).
// RUN: xla-run %S/math-approximation.mlir --backend jit | FileCheck %s --check-prefix=JIT

// CHECK-LABEL: define {{.*}}@kernel
// CHECK: <{{8|16}} x float>
// CHECK: ret

// LLVM "vectorizes" the intrinsics but codegen scalarizes them into tanhf / expf calls.
// LIBM-DAG: @llvm.tanh.
// LIBM-DAG: @llvm.exp.

// JIT: 18 passed, 0 failed

func.func @kernel(%x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %t = hlo.tanh %x : tensor<4096xf32>
  %e = hlo.exponential %x : tensor<4096xf32>
  return %t, %e : tensor<4096xf32>, tensor<4096xf32>
}
