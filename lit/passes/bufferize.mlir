// RUN: xla-opt %s --bufferize | FileCheck %s
// RUN: xla-opt %s --bufferize | mlir-opt > /dev/null
// RUN: mlir-opt %s --mlir-print-op-generic | xla-opt --bufferize | FileCheck %s

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// Constants become globals at the top of the module.
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}

// An element-wise chain writes one buffer in place; the result is returned without a copy.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.generic{{.*}}%[[A]]{{.*}}%[[B]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: linalg.generic{{.*}}%[[B]]
// CHECK-NOT: memref.dealloc
// CHECK: return %[[B]] : memref<4xf32>
func.func @chain(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%0 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %y = arith.mulf %o, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Near miss: %0 is still read (returned) after the op that would overwrite it: the second
// op works on a copy.
// CHECK-LABEL: func.func @init_used_later(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: linalg.generic{{.*}}%[[B]]
// CHECK: %[[C:.*]] = memref.alloc()
// CHECK: memref.copy %[[B]], %[[C]]
// CHECK: linalg.generic{{.*}}%[[C]]
// CHECK: return %[[B]], %[[C]]
func.func @init_used_later(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%0 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %y = arith.mulf %o, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// One tensor.empty feeding two ops that do not read it: the first writes the buffer in
// place, and the second too, since it reads its input element by element (same indexing
// maps, parallel loops) before writing that element.
// CHECK-LABEL: func.func @empty_twice(
// CHECK: %[[E:.*]] = memref.alloc()
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: linalg.generic{{.*}}%[[E]]
// CHECK: linalg.generic{{.*}}%[[E]]{{.*}}%[[E]]
// CHECK-NOT: memref.dealloc
// CHECK: return %[[E]]
func.func @empty_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// A reduction reads its init: writing into a shared init needs a copy; fill does not read
// its init, so the filled buffer is reused in place.
// CHECK-LABEL: func.func @reduce_reads_init(
// CHECK: %[[Z:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: linalg.fill{{.*}}%[[Z]]
// CHECK: %[[R:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %[[Z]], %[[R]]
// CHECK: linalg.reduce{{.*}}%[[R]]
// CHECK: return %[[Z]], %[[R]]
func.func @reduce_reads_init(%a: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %z, %r : tensor<4xf32>, tensor<4xf32>
}

// Arguments are read-only: an insert into one works on a copy. A dense constant becomes a
// private global.
// CHECK-LABEL: func.func @arg_and_constant(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>) -> (memref<4xf32>, f32)
// CHECK: %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK: %[[C:.*]] = memref.alloc()
// CHECK: memref.copy %[[A]], %[[C]]
// CHECK: memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<4xf32>
// CHECK: %[[X:.*]] = memref.load %[[G]][%{{.*}}] : memref<4xf32>
// CHECK: return %[[C]], %[[X]]
func.func @arg_and_constant(%a: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %f = arith.constant 5.0 : f32
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %a[%c1] : tensor<4xf32>
  %x = tensor.extract %c[%c1] : tensor<4xf32>
  return %0, %x : tensor<4xf32>, f32
}

// extract_slice is a subview; insert_slice copies into a subview of its destination (in
// place); a returned view is copied into a buffer of its own. Copies between strided views
// are linalg.map (loops after --convert-linalg-to-loops), others memref.copy.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME: %[[A:[^:]*]]: memref<8x8xf32>, %[[I:.*]]: index)
// CHECK: %[[S:.*]] = memref.subview %[[A]][%[[I]], 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK: %[[F:.*]] = memref.alloc() {{.*}} : memref<8x8xf32>
// CHECK: linalg.fill{{.*}}%[[F]]
// CHECK: %[[D:.*]] = memref.subview %[[F]][2, 2] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 18>>
// CHECK: linalg.map ins(%[[S]] : {{.*}}) outs(%[[D]] :
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[F]] {{\[\[}}0, 1]] : memref<8x8xf32> into memref<64xf32>
// CHECK: %[[V:.*]] = memref.subview %[[FLAT]][0] [4] [1] : memref<64xf32> to memref<4xf32>
// CHECK: %[[R:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %[[V]], %[[R]]
// CHECK: return %[[F]], %[[R]]
func.func @slices(%a: tensor<8x8xf32>, %i: index) -> (tensor<8x8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %a[%i, 0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = tensor.insert_slice %s into %f[2, 2] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
  %col = tensor.collapse_shape %r [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %x = tensor.extract_slice %col[0] [4] [1] : tensor<64xf32> to tensor<4xf32>
  return %r, %x : tensor<8x8xf32>, tensor<4xf32>
}

// A result returned twice is one buffer: the second return value is a copy. The caller owns
// what it receives and frees it after its last use.
// CHECK-LABEL: func.func @twice(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[C:.*]] = memref.alloc()
// CHECK: memref.copy %[[B]], %[[C]]
// CHECK: return %[[B]], %[[C]]
// CHECK-LABEL: func.func @caller(
// CHECK: %[[R:.*]]:2 = call @twice(%{{.*}}) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// CHECK: memref.dealloc %[[R]]#1
// CHECK: memref.load %[[R]]#0
// CHECK: memref.dealloc %[[R]]#0
func.func @twice(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0, %0 : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>) -> f32 {
  %0:2 = call @twice(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %x = tensor.extract %0#0[%c0] : tensor<4xf32>
  return %x : f32
}

// A loop carries its tensor in the init's buffer when the init is dead after the loop: no
// copy, no memref iter_args.
// CHECK-LABEL: func.func @loop_in_place(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: linalg.fill{{.*}}%[[B]]
// CHECK-NOT: memref.copy
// CHECK: scf.for
// CHECK: linalg.generic{{.*}}%[[B]]
// CHECK-NOT: memref.copy
// CHECK: return %[[B]]
func.func @loop_in_place(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<4xf32> {
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%acc : tensor<4xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Near miss: the init is returned too, so the loop works on a copy of it.
// CHECK-LABEL: func.func @loop_init_live(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: linalg.fill{{.*}}%[[B]]
// CHECK: %[[L:.*]] = memref.alloc()
// CHECK: memref.copy %[[B]], %[[L]]
// CHECK: scf.for
// CHECK: linalg.generic{{.*}}%[[L]]
// CHECK: return %[[B]], %[[L]]
func.func @loop_init_live(%n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<4xf32> {
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%acc : tensor<4xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %init, %r : tensor<4xf32>, tensor<4xf32>
}

// Near miss: a tensor defined outside a loop and overwritten inside it would be clobbered for
// the next iteration: each iteration copies it.
// CHECK-LABEL: func.func @write_outside_value_in_loop(
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: scf.for
// CHECK: %[[T:.*]] = memref.alloc()
// CHECK: memref.copy %[[B]], %[[T]]
// CHECK: linalg.generic{{.*}}%[[T]]
// CHECK: memref.copy %[[T]], %{{.*}}
// CHECK: memref.dealloc %[[T]]
func.func @write_outside_value_in_loop(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %base = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e2) -> tensor<4xf32> {
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%base : tensor<4xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// scf.if yielding buffers from before it: the result is either buffer, yielded as is
// (returning it copies, since the caller must own what it gets).
// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>, %[[B:[^:]*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK: %[[R:.*]] = {{"?}}scf.if
// CHECK: %[[A]]
// CHECK: %[[B]]
// CHECK: %[[O:.*]] = memref.alloc()
// CHECK: memref.copy %[[R]], %[[O]]
// CHECK: return %[[O]]
func.func @branches(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Buffers yielded by an scf.if stay alive (are freed) after the last use of its result.
// CHECK-LABEL: func.func @branches_owned(
// CHECK: %[[X:.*]] = memref.alloc()
// CHECK: %[[Y:.*]] = memref.alloc()
// CHECK: %[[R:.*]] = {{"?}}scf.if
// CHECK: memref.load %[[R]]
// CHECK-DAG: memref.dealloc %[[X]] :
// CHECK-DAG: memref.dealloc %[[Y]] :
// CHECK: return
func.func @branches_owned(%a: tensor<4xf32>, %c: i1, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.addf %v, %v : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.mulf %v, %v : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %y : tensor<4xf32>
  }
  %v = tensor.extract %r[%i] : tensor<4xf32>
  return %v : f32
}

// scf.if computing its values in the branches: each branch copies its value into the
// result buffer (its temporaries freed there).
// CHECK-LABEL: func.func @branches_computed(
// CHECK: %[[R:.*]] = memref.alloc()
// CHECK: scf.if
// CHECK: %[[T:.*]] = memref.alloc()
// CHECK: linalg.generic{{.*}}%[[T]]
// CHECK: memref.copy %[[T]], %[[R]]
// CHECK: memref.dealloc %[[T]]
// CHECK: memref.copy %{{.*}}, %[[R]]
// CHECK: return %[[R]]
func.func @branches_computed(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %y = arith.addf %v, %v : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// pad fills a new buffer and copies the source into its interior; concat copies each piece
// into its place; from_elements stores each element.
// CHECK-LABEL: func.func @build(
// CHECK: %[[P:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK: linalg.fill{{.*}}%[[P]]
// CHECK: %[[IN:.*]] = memref.subview %[[P]][1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK: linalg.map ins(%{{.*}}) outs(%[[IN]] :
// CHECK: %[[K:.*]] = memref.alloc() {{.*}} : memref<4x3xf32>
// CHECK: memref.subview %[[K]][0, 0] [2, 3] [1, 1]
// CHECK: memref.subview %[[K]][2, 0] [2, 3] [1, 1] : memref<4x3xf32> to memref<2x3xf32, strided<[3, 1], offset: 6>>
// CHECK: %[[E:.*]] = memref.alloc() {{.*}} : memref<2xf32>
// CHECK: memref.store %{{.*}}, %[[E]][%{{.*}}] : memref<2xf32>
// CHECK: memref.store %{{.*}}, %[[E]][%{{.*}}] : memref<2xf32>
func.func @build(%a: tensor<2x3xf32>, %x: f32) -> (tensor<4x6xf32>, tensor<4x3xf32>, tensor<2xf32>) {
  %p = tensor.pad %a low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  %k = tensor.concat dim(0) %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %e = tensor.from_elements %x, %x : tensor<2xf32>
  return %p, %k, %e : tensor<4x6xf32>, tensor<4x3xf32>, tensor<2xf32>
}

// tensor.generate: a loop nest over the new buffer runs the body and stores each element.
// CHECK-LABEL: func.func @generate(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[T:[^:]*]]: memref<4xf32>) -> memref<?x4xf32>
// CHECK: %[[B:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[V:.*]] = memref.load %[[T]][%{{.*}}] : memref<4xf32>
// CHECK: memref.store %[[V]], %[[B]][%{{.*}}, %{{.*}}] : memref<?x4xf32>
// CHECK: return %[[B]]
func.func @generate(%n: index, %t: tensor<4xf32>) -> tensor<?x4xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %v = tensor.extract %t[%j] : tensor<4xf32>
    tensor.yield %v : f32
  } : tensor<?x4xf32>
  return %g : tensor<?x4xf32>
}

// Near miss: the second op reads its input through a different indexing map (a transpose),
// so it cannot overwrite that buffer while reading it.
// CHECK-LABEL: func.func @not_elementwise(
// CHECK: %[[E:.*]] = memref.alloc() {{.*}} : memref<4x4xf32>
// CHECK: linalg.generic{{.*}}%[[E]]
// CHECK: %[[T:.*]] = memref.alloc() {{.*}} : memref<4x4xf32>
// CHECK-NOT: memref.copy
// CHECK: linalg.generic{{.*}}%[[E]]{{.*}}%[[T]]
// CHECK: memref.dealloc %[[E]]
// CHECK: return %[[T]]
func.func @not_elementwise(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// A whole reshaped view of an allocation is returned as is: freeing it frees the allocation.
// CHECK-LABEL: func.func @returned_reshape(
// CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK: %[[V:.*]] = memref.collapse_shape %[[B]] {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: return %[[V]] : memref<6xf32>
func.func @returned_reshape(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}

// Tensors read inside a linalg body (a gather's tensor.extract) read the buffer.
// CHECK-LABEL: func.func @extract_in_body(
// CHECK-SAME: %[[T:[^:]*]]: memref<8xf32>, %[[I:[^:]*]]: memref<4xindex>)
// CHECK: linalg.generic
// CHECK: memref.load %[[T]][%{{.*}}] : memref<8xf32>
func.func @extract_in_body(%t: tensor<8xf32>, %idx: tensor<4xindex>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%idx : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %o: f32):
    %v = tensor.extract %t[%i] : tensor<8xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

