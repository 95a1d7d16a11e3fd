// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=256 outline=false" | FileCheck %s --check-prefix=AVX2
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false kc=64" | FileCheck %s --check-prefix=KC64
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null

// The packed panels (docs/lowering/matmul-kernel.md, "Packing"): an A read along k is packed
// as MR rows of kc + one cache line elements (f32 at 512 bits: kc = 512, rows of 528), row
// by row (vectors, then the last elements) from the flat view of A, its rows a constant
// step apart (a map that divides m tabulates them: linalg-matmul-to-microkernel.mlir,
// @direct_convolution), and the kernel's MR broadcasts read the rows at that
// stride. Packing B and A are leaves (`xla.leaf`), shared by every product of the module.

// CHECK-LABEL: func.func @a_rows
// CHECK: %[[AF:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%{{.*}}], strides: [1] : memref<100x300xf32> to memref<?xf32>
// CHECK: arith.constant 528 : index
// CHECK-NOT: memref<?xindex>
// CHECK: scf.for %{{.*}} = %c0 to %c300 step %c512
// CHECK: } {xla.leaf}
// CHECK: scf.parallel
// CHECK: arith.constant 528 : index
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %c16 {
// CHECK-NEXT: %[[AT:.*]] = arith.addi %{{.*}}, %[[P]] : index
// CHECK-NEXT: vector.load %[[AF]][%[[AT]]] : memref<?xf32>, vector<16xf32>
// CHECK: memref.load %[[AF]]
// CHECK: } {xla.leaf}
// CHECK: arith.constant 528 : index
// CHECK: math.fma
// AVX2-LABEL: func.func @a_rows
// AVX2: arith.constant 512 : index
// AVX2: arith.constant 528 : index
// KC64-LABEL: func.func @a_rows
// KC64: arith.constant 80 : index
func.func @a_rows(%a: memref<100x300xf32>, %b: memref<300x200xf32>, %c: memref<100x200xf32>) {
  linalg.matmul ins(%a, %b : memref<100x300xf32>, memref<300x200xf32>) outs(%c : memref<100x200xf32>)
  return
}

// A transposed B (k innermost) is packed with a full panel's NR columns side by side for
// each k (32 loads of B's flat view at 512 bits, 16 at 256).

// CHECK-LABEL: func.func @b_transposed
// CHECK: %[[BF:.*]] = memref.reinterpret_cast %arg1
// CHECK: scf.parallel
// CHECK: scf.if
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: scf.for
// CHECK-COUNT-32: memref.load %[[BF]]
// CHECK: } else {
// AVX2-LABEL: func.func @b_transposed
// AVX2: scf.if
// AVX2-COUNT-16: memref.load %{{.*}} : memref<?xf32>
// AVX2: } else {
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @b_transposed(%a: memref<100x300xf32>, %b: memref<200x300xf32>, %c: memref<100x200xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<100x300xf32>, memref<200x300xf32>) outs(%c : memref<100x200xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
