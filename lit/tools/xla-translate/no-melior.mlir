// UNSUPPORTED: melior
// REQUIRES: xla-translate
// RUN: not xla-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// CHECK: error: --mlir-to-llvmir: this build has no native backend: install LLVM/MLIR 22 (`scripts/install-deps --melior`
// CHECK-SAME: cargo build --features melior
module {
}
