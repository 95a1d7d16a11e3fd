// RUN: xla-opt %s --convert-linalg-to-loops | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null

// A zero-loop generic (JAX's `x[i[0]]`: hlo.reshape tensor<1xT> -> tensor<T>) is inlined in
// place; the linalg.index of a later generic in the same block still names that op's loop.

// CHECK-LABEL: func.func @zero_loop_next_to_index
// CHECK-SAME: (%[[A:.*]]: memref<1xi32>, %[[S:.*]]: memref<i32>, %[[I:.*]]: memref<4xindex>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NOT: linalg.index
// CHECK: %[[V:.*]] = memref.load %[[A]][%{{.*}}] : memref<1xi32>
// CHECK: memref.store %[[V]], %[[S]][] : memref<i32>
// CHECK: scf.parallel (%[[IV:.*]]) = {{.*}} {
// CHECK-NEXT: memref.store %[[IV]], %[[I]][%[[IV]]] : memref<4xindex>
// CHECK-NOT: linalg.
func.func @zero_loop_next_to_index(%a: memref<1xi32>, %s: memref<i32>, %i: memref<4xindex>) {
  linalg.generic {indexing_maps = [affine_map<() -> (0)>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<1xi32>) outs(%s : memref<i32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%i : memref<4xindex>) {
  ^bb0(%out: index):
    %x = linalg.index 0 : index
    linalg.yield %x : index
  }
  return
}
