// XFAIL: *
// Bug (--hlo-legalize-to-linalg signless conversion + --bufferize; found by tests/jax_fresh:
// unsigned, convert_edges): with unsigned element types at the function boundary, the loop
// level keeps bufferization.to_tensor / builtin.unrealized_conversion_cast (ui8 <-> i8) /
// bufferization.to_buffer around every argument and result, so --lower-to-loops does not end
// in builtin/func/arith/math/scf/memref only (and --lower-to-llvm then breaks, see
// lower-to-llvm-unsigned-xfail.mlir). Expected: the casts fold into the memrefs (or the
// signature becomes signless) and no tensor op remains.
// RUN: xla-opt %s --lower-to-loops | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: bufferization.
// CHECK: return
func.func @main(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = hlo.add %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}
