// UNSUPPORTED: melior
// REQUIRES: xla-run
// RUN: not xla-run %s --backend jit 2>&1 | FileCheck %s
// RUN: not xla-run %s --emit-object %t.o 2>&1 | FileCheck %s
// CHECK: error: --backend jit: this build has no native backend: install LLVM/MLIR 22 (`scripts/install-deps --melior`
// CHECK-SAME: cargo build --features melior
func.func @main() {
  return
}
