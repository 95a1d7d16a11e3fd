// RUN: not xla-opt %s --linalg-matmul-to-microkernel=vector-bits=384 2>&1 | FileCheck %s
// CHECK: unsupported vector-bits '384': 512, 256 or 128
func.func @f() {
  return
}
