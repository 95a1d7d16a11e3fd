// RUN: xla-opt %s --split-input-file --scf-vectorize-reductions | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-vectorize-reductions | mlir-opt --split-input-file > /dev/null
// The same results before and after (argmax: the first NaN, ties to the first index):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-vectorize-reductions | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --check-prefix=RESULTS < %t.after

// argmax over rows of 40 f32 (the loop --convert-linalg-to-loops makes for JAX's argmax):
// elements 0..16 start the 16 lanes, the vector loop folds 16..32, the lanes are folded in
// order into the initial value, the marked loop (unmarked now) does 32..40.
// CHECK-LABEL: func.func @argmax(
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[X0:.*]] = vector.load %{{.*}}[%[[I]], %[[C0]]] : memref<2x40xf32>, vector<16xf32>
// CHECK: %[[J0:.*]] = arith.index_cast %[[C0]] : index to i32
// CHECK: %[[B0:.*]] = vector.broadcast %[[J0]] : i32 to vector<16xi32>
// CHECK: %[[STEPS:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
// CHECK: %[[K0:.*]] = arith.addi %[[B0]], %[[STEPS]] : vector<16xi32>
// CHECK: %[[R:.*]]:2 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[M:.*]] = %[[X0]], %[[K:.*]] = %[[K0]]) -> (vector<16xf32>, vector<16xi32>) {
// CHECK: vector.load %{{.*}}[%[[I]], %[[J]]] : memref<2x40xf32>, vector<16xf32>
// CHECK: arith.cmpf ogt, %[[M]], %{{.*}} : vector<16xf32>
// CHECK: arith.select %{{.*}}, %[[K]], %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK: scf.yield
// CHECK: }
// CHECK: vector.extract %[[R]]#0[0] : f32 from vector<16xf32>
// CHECK: vector.extract %[[R]]#1[0] : i32 from vector<16xi32>
// CHECK: vector.extract %[[R]]#1[15] : i32 from vector<16xi32>
// CHECK: %[[FROM:.*]] = arith.constant 32 : index
// CHECK: scf.for %{{.*}} = %[[FROM]] to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32, i32) {
// CHECK: memref.load
// CHECK-NOT: xla.reduction
// CHECK-LABEL: return
// RESULTS: dense<[12, 5]> : tensor<2xi32>
memref.global "private" constant @x : memref<2x40xf32> = dense<[
  [-1.0, 4.0, -2.0, 1.0, 3.0, -3.0, -4.0, 3.0, 0.0, 4.0, -1.0, -1.0, 9.0, 4.0, 4.0, 3.0, 2.0, -2.0, -1.0, -2.0, 4.0, 2.0, -4.0, -3.0, -2.0, -4.0, 0.0, -4.0, 0.0, 3.0, 2.0, 2.0, 2.0, 3.0, -2.0, 1.0, -3.0, 9.0, -2.0, 3.0],
  [-1.0, 0.0, 2.0, 0.0, 2.0, 0x7FC00000, 2.0, 1.0, 4.0, 2.0, -1.0, 1.0, -4.0, 0.0, -2.0, 1.0, 4.0, -3.0, -1.0, 0.0, 0.0, -3.0, -3.0, 3.0, 3.0, -3.0, 1.0, -3.0, 2.0, -2.0, -4.0, 0.0, 2.0, 0x7FC00000, -3.0, -4.0, -4.0, 2.0, 1.0, 4.0]]>
func.func @argmax() -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %x = memref.get_global @x : memref<2x40xf32>
  %out = memref.alloc() : memref<2xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    %r:2 = scf.for %j = %c0 to %c40 step %c1 iter_args(%m = %ninf, %k = %zero) -> (f32, i32) {
      %v = memref.load %x[%i, %j] : memref<2x40xf32>
      %jj = arith.index_cast %j : index to i32
      %gt = arith.cmpf ogt, %m, %v : f32
      %nan = arith.cmpf une, %m, %m : f32
      %keep = arith.ori %gt, %nan : i1
      %eq = arith.cmpf oeq, %m, %v : f32
      %lt = arith.cmpi slt, %k, %jj : i32
      %tie = arith.andi %eq, %lt : i1
      %keepk = arith.ori %keep, %tie : i1
      %nm = arith.select %keep, %m, %v : f32
      %nk = arith.select %keepk, %k, %jj : i32
      scf.yield %nm, %nk : f32, i32
    } {xla.reduction}
    memref.store %r#1, %out[%i] : memref<2xi32>
  }
  return %out : memref<2xi32>
}

// -----

// A reduction over two axes: the inner loop starts from the outer loop's accumulators,
// which the lane fold applies once; an element-wise producer (x * -1: argmin) and its
// invariant constant are vectorized and broadcast. The outer loop (it holds a loop) stays.
// CHECK-LABEL: func.func @nested(
// CHECK: %[[O:.*]]:2 = scf.for {{.*}} iter_args(%[[OM:.*]] = %{{.*}}, %[[OK:.*]] = %{{.*}}) -> (f32, i32) {
// CHECK: vector.broadcast %{{.*}} : f32 to vector<16xf32>
// CHECK: arith.mulf %{{.*}} : vector<16xf32>
// CHECK: scf.for {{.*}} -> (vector<16xf32>, vector<16xi32>)
// CHECK: arith.cmpf ogt, %[[OM]], %{{.*}} : f32
// CHECK: } {xla.reduction}
// RESULTS: dense<45> : tensor<i32>
memref.global "private" constant @y : memref<3x32xf32> = dense<1.0>
func.func @nested() -> memref<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %c32i = arith.constant 32 : i32
  %y = memref.get_global @y : memref<3x32xf32>
  %copy = memref.alloc() : memref<3x32xf32>
  memref.copy %y, %copy : memref<3x32xf32> to memref<3x32xf32>
  %low = arith.constant -5.0 : f32
  %c13 = arith.constant 13 : index
  memref.store %low, %copy[%c1, %c13] : memref<3x32xf32>
  %out = memref.alloc() : memref<i32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%om = %ninf, %ok = %zero) -> (f32, i32) {
    %ii = arith.index_cast %i : index to i32
    %row = arith.muli %ii, %c32i : i32
    %s:2 = scf.for %j = %c0 to %c32 step %c1 iter_args(%m = %om, %k = %ok) -> (f32, i32) {
      %raw = memref.load %copy[%i, %j] : memref<3x32xf32>
      %neg = arith.constant -1.0 : f32
      %v = arith.mulf %raw, %neg : f32
      %jj = arith.index_cast %j : index to i32
      %flat = arith.addi %row, %jj : i32
      %gt = arith.cmpf ogt, %m, %v : f32
      %nan = arith.cmpf une, %m, %m : f32
      %keep = arith.ori %gt, %nan : i1
      %eq = arith.cmpf oeq, %m, %v : f32
      %lt = arith.cmpi slt, %k, %flat : i32
      %tie = arith.andi %eq, %lt : i1
      %keepk = arith.ori %keep, %tie : i1
      %nm = arith.select %keep, %m, %v : f32
      %nk = arith.select %keepk, %k, %flat : i32
      scf.yield %nm, %nk : f32, i32
    } {xla.reduction}
    scf.yield %s#0, %s#1 : f32, i32
  } {xla.reduction}
  memref.store %r#1, %out[] : memref<i32>
  return %out : memref<i32>
}

// -----

// Left alone: an unmarked loop (a recurrence may depend on the order), a loop shorter than
// two vectors, and a loop that walks a column (its loads are not contiguous).
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: vector.
// CHECK-LABEL: return
// RESULTS: dense<[9, 2, 4]> : tensor<3xi32>
memref.global "private" constant @z : memref<40x40xi32> = dense<3>
func.func @left_alone() -> memref<3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c31 = arith.constant 31 : index
  %c40 = arith.constant 40 : index
  %zero = arith.constant 0 : i32
  %c2i = arith.constant 2 : i32
  %z = memref.get_global @z : memref<40x40xi32>
  %out = memref.alloc() : memref<3xi32>
  // Unmarked: nothing says the fold may be regrouped.
  %u:2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero, %b = %zero) -> (i32, i32) {
    %v = memref.load %z[%c0, %j] : memref<40x40xi32>
    %na = arith.addi %a, %v : i32
    %nb = arith.maxsi %b, %v : i32
    scf.yield %na, %nb : i32, i32
  }
  memref.store %u#0, %out[%c0] : memref<3xi32>
  %s:2 = scf.for %j = %c0 to %c31 step %c1 iter_args(%a = %zero, %b = %zero) -> (i32, i32) {
    %v = memref.load %z[%c0, %j] : memref<40x40xi32>
    %jj = arith.index_cast %j : index to i32
    %gt = arith.cmpi sgt, %v, %a : i32
    %na = arith.select %gt, %v, %a : i32
    %nb = arith.select %gt, %jj, %b : i32
    scf.yield %na, %nb : i32, i32
  } {xla.reduction}
  %s1 = arith.addi %s#1, %c2i : i32
  memref.store %s1, %out[%c1] : memref<3xi32>
  %t:2 = scf.for %j = %c0 to %c40 step %c1 iter_args(%a = %zero, %b = %zero) -> (i32, i32) {
    %v = memref.load %z[%j, %c0] : memref<40x40xi32>
    %jj = arith.index_cast %j : index to i32
    %gt = arith.cmpi sgt, %v, %a : i32
    %na = arith.select %gt, %v, %a : i32
    %nb = arith.select %gt, %jj, %b : i32
    scf.yield %na, %nb : i32, i32
  } {xla.reduction}
  %t1 = arith.addi %t#1, %c2i : i32
  %t2 = arith.addi %t1, %c2i : i32
  memref.store %t2, %out[%c2] : memref<3xi32>
  return %out : memref<3xi32>
}
