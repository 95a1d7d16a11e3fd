// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 tasks=4" | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 | mlir-opt > /dev/null
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 tasks=2" | FileCheck %s --check-prefix=TASKS
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// On a module, each distinct product becomes one private function on dynamically shaped
// operands, called from every site through memref.cast (docs/lowering/matmul-kernel.md,
// "One function per product"): the two 100x50x200 sites and the 64x50x200 one share
// @xla_matmul_0; the f64 product and the transposed one (other maps) get their own. The
// name skips a symbol the module already has.

// CHECK-LABEL: func.func @two_sites(
// CHECK-NOT: linalg.matmul
// CHECK: %[[A:.*]] = memref.cast %arg0 : memref<100x50xf32> to memref<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = memref.cast %arg1 : memref<50x200xf32> to memref<?x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg2 : memref<100x200xf32> to memref<?x?xf32>
// CHECK-NEXT: call @xla_matmul_1(%[[A]], %[[B]], %[[C]]) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK: call @xla_matmul_1(
// CHECK: memref.cast %arg4 : memref<64x50xf32> to memref<?x?xf32>
// CHECK: call @xla_matmul_1(
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @two_sites(%a: memref<100x50xf32>, %b: memref<50x200xf32>, %c: memref<100x200xf32>,
                     %d: memref<100x200xf32>, %e: memref<64x50xf32>, %f: memref<64x200xf32>) {
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%c : memref<100x200xf32>)
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%d : memref<100x200xf32>)
  linalg.matmul ins(%e, %b : memref<64x50xf32>, memref<50x200xf32>) outs(%f : memref<64x200xf32>)
  return
}

// An operand already dynamic is passed as it is; a product inside a region is found too.
// CHECK-LABEL: func.func @nested_f64(
// CHECK: scf.if
// CHECK-NEXT: call @xla_matmul_2(%arg0, %arg1, %arg2) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
func.func @nested_f64(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %p: i1) {
  scf.if %p {
    linalg.matmul ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>)
  }
  return
}

// CHECK-LABEL: func.func @transposed(
// CHECK: call @xla_matmul_3(
func.func @transposed(%a: memref<50x100xf32>, %b: memref<50x200xf32>, %c: memref<100x200xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<50x100xf32>, memref<50x200xf32>) outs(%c : memref<100x200xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// An integer product keeps the loop lowering: no function, no call.
// CHECK-LABEL: func.func @integer(
// CHECK-NEXT: linalg.matmul
func.func @integer(%a: memref<4x8xi32>, %b: memref<8x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x4xi32>) outs(%c : memref<4x4xi32>)
  return
}

// A [batch, seq, d] activation times a [d, f] weight (two m loops, as JAX's dot_general of a
// 3-D lhs): the m loops are merged by collapsing A and C, and the plain product that results
// shares the function of the matmuls above.
// CHECK-LABEL: func.func @activation_times_weight(
// CHECK: %[[A2:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<4x8x16xf32> into memref<32x16xf32>
// CHECK-NEXT: %[[C2:.*]] = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<4x8x24xf32> into memref<32x24xf32>
// CHECK-NEXT: %[[A3:.*]] = memref.cast %[[A2]] : memref<32x16xf32> to memref<?x?xf32>
// CHECK: call @xla_matmul_1(%[[A3]],
func.func @activation_times_weight(%a: memref<4x8x16xf32>, %w: memref<16x24xf32>, %c: memref<4x8x24xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %w : memref<4x8x16xf32>, memref<16x24xf32>) outs(%c : memref<4x8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// m loops that C holds in the other order cannot be merged; the kernel still takes the
// product, the outer free loop as a batch loop of A and C.
// CHECK-LABEL: func.func @swapped_free_dims(
// CHECK-NOT: linalg.generic
// CHECK: call @xla_matmul_4(
func.func @swapped_free_dims(%a: memref<4x8x16xf32>, %w: memref<16x24xf32>, %c: memref<8x4x24xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %w : memref<4x8x16xf32>, memref<16x24xf32>) outs(%c : memref<8x4x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

func.func private @xla_matmul_0()

// The shared function: the product's loops once, kept out of line, its task loop sized by
// the generator (the runtime takes its grain as given).
// CHECK-LABEL: func.func private @xla_matmul_1(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) attributes {passthrough = ["noinline", "optnone"]}
// CHECK: arith.constant 4 : index
// CHECK: arith.constant 1048576 : index
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: memref.alloc
// CHECK: scf.for
// CHECK: arith.remui
// CHECK: math.fma
// CHECK: memref.dealloc
// CHECK: } {xla.grain = 1 : i64, xla.optnone}
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @xla_matmul_2(
// CHECK-SAME: memref<?x?xf64>
// CHECK: vector<8xf64>
// CHECK-LABEL: func.func private @xla_matmul_3(
// CHECK-LABEL: func.func private @xla_matmul_4(
// CHECK-SAME: memref<?x?x?xf32>
// CHECK-NOT: func.func private @xla_matmul_5
// TASKS: arith.constant 2 : index

// After --lower-to-llvm (whose inliner drops the unused declaration, so the numbers
// start at 0): the task loop is outlined and run through the runtime with grain 1; one body
// per shared function, called three times, marked noinline in LLVM IR.
// LLVM-LABEL: llvm.func @two_sites(
// LLVM-COUNT-3: llvm.call @xla_matmul_0(
// (`--cse` leaves one constant 1 per function, before the call.)
// LLVM-LABEL: llvm.func @xla_matmul_0(
// LLVM: %[[G:.*]] = llvm.mlir.constant(1 : i64) : i64
// LLVM-NOT: llvm.mlir.constant(1 : i64)
// LLVM: %[[BODY:.*]] = llvm.mlir.addressof @xla_matmul_0_parallel_0
// LLVM-NEXT: llvm.call @xla_cpu_parallel_for(%[[BODY]], %{{.*}}, %{{.*}}, %{{.*}}, %[[G]])
// The task body drives leaves (docs/lowering/matmul-kernel.md, "Shared leaves"): packing
// B, packing A, the macro-kernel, each identical leaf one function for the whole module.
// The transposed product (@xla_matmul_2: A read along m, another packed A layout) has its
// own A packing and macro-kernel but calls the plain product's B packing; the product with
// swapped free dimensions (@xla_matmul_3) calls all three of the plain product's leaves.
// LLVM: llvm.func @xla_matmul_0_parallel_0(
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_0(
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_1(
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_2(
// LLVM: llvm.func @xla_matmul_2_parallel_0(
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_0(
// LLVM: llvm.call @xla_matmul_2_parallel_0_parallel_1(
// LLVM: llvm.call @xla_matmul_2_parallel_0_parallel_2(
// LLVM: llvm.func @xla_matmul_3(
// LLVM: llvm.func @xla_matmul_3_parallel_0(
// LLVM-NOT: llvm.func
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_0(
// LLVM-NOT: llvm.func
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_1(
// LLVM-NOT: llvm.func
// LLVM: llvm.call @xla_matmul_0_parallel_0_parallel_2(
// LLVM-NOT: llvm.func @xla_matmul_3_parallel_0_parallel
// LLVM-NOT: llvm.func @xla_matmul_4
// The product functions and task bodies are drivers (LLVM `optnone`), the leaves optimized
// for size (already unrolled by the generator: no further unrolling).
// IR-COUNT-3: call void @xla_matmul_0(
// IR: define void @xla_matmul_0({{.*}}) #[[DRIVER:[0-9]+]]
// IR: define void @xla_matmul_0_parallel_0({{.*}}) #[[DRIVER]]
// IR: define void @xla_matmul_0_parallel_0_parallel_2({{.*}}) #[[LEAF:[0-9]+]]
// IR: attributes #[[DRIVER]] = { noinline optnone }
// IR: attributes #[[LEAF]] = { noinline optsize }
