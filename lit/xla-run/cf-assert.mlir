// REQUIRES: xla-run
// RUN: not xla-run %s --entry fails --print 2>&1 | FileCheck %s

// A failing cf.assert stops the run with its message, at the assert.
// CHECK: cf-assert.mlir:8:3: error: assertion failed: n must be positive
func.func @fails() {
  %f = arith.constant false
  cf.assert %f, "n must be positive"
  return
}
