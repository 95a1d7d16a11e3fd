// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | mlir-opt > /dev/null

// An element-wise consumer of the product (here bias add + relu through an expand_shape view,
// as a convolution's output) runs in the kernel's last tile update and writes its output,
// collapsed to C's shape; the allocation and global it uses move before the product. A
// product that is read elsewhere keeps its consumer. (A product with several free loops of one
// operand is first collapsed into a plain one, after which its C is a view: the epilogue does
// not take those yet, nor outlined products: see docs/lowering/matmul-kernel.md.)

// CHECK-LABEL: func.func @bias_relu
// CHECK: memref.get_global @zero
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4x8x16xf32>
// CHECK: %[[OUT_C:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1, 2], [3]] : memref<2x4x8x16xf32> into memref<64x16xf32>
// CHECK: scf.parallel
// CHECK: scf.if
// CHECK: vector.load %{{.*}} : memref<16xf32>, vector<16xf32>
// CHECK: arith.addf {{.*}} : vector<16xf32>
// CHECK: arith.maximumf {{.*}} : vector<16xf32>
// CHECK: vector.store %{{.*}}, %[[OUT_C]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
memref.global "private" constant @zero : memref<f32> = dense<0.0>
func.func @bias_relu(%a: memref<64x27xf32>, %b: memref<27x16xf32>, %bias: memref<16xf32>) -> memref<2x4x8x16xf32> {
  %cst = arith.constant 0.0 : f32
  %c = memref.alloc() {alignment = 64 : i64} : memref<64x16xf32>
  linalg.fill ins(%cst : f32) outs(%c : memref<64x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(d1, d2, d3) -> (d1, d3)>, affine_map<(d1, d2, d3) -> (d3, d2)>, affine_map<(d1, d2, d3) -> (d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<64x27xf32>, memref<27x16xf32>) outs(%c : memref<64x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %v = memref.expand_shape %c [[0, 1, 2], [3]] output_shape [2, 4, 8, 16] : memref<64x16xf32> into memref<2x4x8x16xf32>
  %z = memref.get_global @zero : memref<f32>
  %out = memref.alloc() {alignment = 64 : i64} : memref<2x4x8x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v, %bias, %z : memref<2x4x8x16xf32>, memref<16xf32>, memref<f32>) outs(%out : memref<2x4x8x16xf32>) {
  ^bb0(%x: f32, %bb: f32, %zz: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    %r = arith.maximumf %s, %zz : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<64x16xf32>
  return %out : memref<2x4x8x16xf32>
}

// CHECK-LABEL: func.func @product_returned
// CHECK: scf.parallel
// CHECK: linalg.generic
// CHECK: arith.maximumf {{.*}} : f32
func.func @product_returned(%a: memref<32x27xf32>, %b: memref<27x16xf32>) -> (memref<32x16xf32>, memref<32x16xf32>) {
  %cst = arith.constant 0.0 : f32
  %c = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
  linalg.fill ins(%cst : f32) outs(%c : memref<32x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<32x27xf32>, memref<27x16xf32>) outs(%c : memref<32x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %out = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : memref<32x16xf32>) outs(%out : memref<32x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %cst : f32
    linalg.yield %r : f32
  }
  return %out, %c : memref<32x16xf32>, memref<32x16xf32>
}
