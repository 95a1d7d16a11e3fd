// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=256 outline=false" | FileCheck %s --check-prefix=AVX2
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false kc=64" | FileCheck %s --check-prefix=KC64
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null

// The packed panels (docs/lowering/matmul-kernel.md, "Packing"): an A read along k is packed
// as MR rows of kc + one cache line elements (f32 at 512 bits: kc = 512, rows of 528), a
// full panel's MR rows copied side by side for each k (12 loads and stores, no row loop),
// and the kernel's MR broadcasts read the rows at that stride.

// CHECK-LABEL: func.func @a_rows
// CHECK: %[[KC:.*]] = arith.constant 512 : index
// CHECK: arith.constant 528 : index
// CHECK: scf.for %{{.*}} = %c0 to %c300 step %[[KC]]
// CHECK: scf.if
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: scf.for
// CHECK-COUNT-12: memref.load %arg0
// CHECK: } else {
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
// each k (32 loads of B at 512 bits, 16 at 256).

// CHECK-LABEL: func.func @b_transposed
// CHECK: scf.if
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: scf.for
// CHECK-COUNT-32: memref.load %arg1
// CHECK: } else {
// AVX2-LABEL: func.func @b_transposed
// AVX2: scf.if
// AVX2-COUNT-16: memref.load %arg1
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
