// RUN: xla-opt %s --bufferize | FileCheck %s
// RUN: xla-opt %s --bufferize --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect > /dev/null

#id = affine_map<(d0) -> (d0)>

// Tensor consumers outside bufferization (the interpret suite's check ops) read a to_tensor of
// the buffer; a signless-to-unsigned cast in front of them stays on tensors. The buffer is
// freed after the check.
// CHECK-LABEL: func.func @check_consumer(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[B]] : memref<2xi8> to tensor<2xi8>
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %[[T]] : tensor<2xi8> to tensor<2xui8>
// CHECK: check.expect_eq_const %[[U]]
// CHECK: memref.dealloc %[[B]]
func.func @check_consumer(%a: tensor<2xi8>) {
  %e = tensor.empty() : tensor<2xi8>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x: i8, %o: i8):
    %y = arith.addi %x, %x : i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  %1 = builtin.unrealized_conversion_cast %0 : tensor<2xi8> to tensor<2xui8>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xui8>
  return
}
