// REQUIRES: melior
// Results written with non-temporal stores (--lower-to-llvm=nontemporal-min-bytes=N,
// docs/lowering/scf-nontemporal-stores.md): the JIT gives the same bits as with regular
// stores, the outlined task keeps one stack buffer (no alloca in its loop), and the stores
// are non-temporal and aligned in LLVM IR.
// RUN: xla-opt %s --lower-to-llvm -o %t.regular.mlir
// RUN: xla-run %t.regular.mlir --backend jit --entry-type '() -> tensor<4096xf32>' --print > %t.regular
// RUN: xla-opt %s --lower-to-llvm=nontemporal-min-bytes=4096 -o %t.mlir
// RUN: xla-run %t.mlir --backend jit --entry-type '() -> tensor<4096xf32>' --print > %t.jit
// RUN: diff %t.regular %t.jit
// RUN: xla-translate --mlir-to-llvmir %t.mlir -O3 | FileCheck %s
// The default leaves the stores regular:
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: nontemporal

// CHECK-LABEL: define {{.*}}@main_parallel_0
// CHECK: alloca
// CHECK-NOT: alloca
// CHECK: store <16 x float> {{.*}}, align 64, !nontemporal
func.func @main() -> tensor<4096xf32> {
  %i = hlo.iota dim = 0 : tensor<4096xf32>
  %s = hlo.constant dense<0.001> : tensor<4096xf32>
  %x = hlo.multiply %i, %s : tensor<4096xf32>
  %t = hlo.tanh %x : tensor<4096xf32>
  %y = hlo.add %t, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}
