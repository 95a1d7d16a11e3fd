// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null

// The vector subset the matmul micro-kernel emits (load, store, broadcast; arithmetic is
// arith/math on vector types), in upstream's syntax, and its lowering to the llvm dialect.

// CHECK-LABEL: func.func @kernel_step
// CHECK: %[[V:.*]] = vector.load %arg0[%arg1, %arg2] : memref<4x32xf32>, vector<16xf32>
// CHECK: %[[S:.*]] = vector.broadcast %arg3 : f32 to vector<16xf32>
// CHECK: %[[F:.*]] = math.fma %[[S]], %[[V]], %[[V]] : vector<16xf32>
// CHECK: vector.store %[[F]], %arg0[%arg1, %arg2] : memref<4x32xf32>, vector<16xf32>

// LLVM-LABEL: llvm.func @kernel_step
// LLVM: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// LLVM: %[[P:.*]] = llvm.mlir.poison : vector<16xf32>
// LLVM: %[[I:.*]] = llvm.insertelement %{{.*}}, %[[P]][%{{.*}} : i32] : vector<16xf32>
// LLVM: llvm.shufflevector %[[I]], %[[P]] [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
// LLVM: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// LLVM: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
func.func @kernel_step(%m: memref<4x32xf32>, %i: index, %j: index, %s: f32) {
  %v = vector.load %m[%i, %j] : memref<4x32xf32>, vector<16xf32>
  %b = vector.broadcast %s : f32 to vector<16xf32>
  %f = math.fma %b, %v, %v : vector<16xf32>
  vector.store %f, %m[%i, %j] : memref<4x32xf32>, vector<16xf32>
  return
}

// CHECK-LABEL: func.func @f64_dynamic
// CHECK: vector.load %arg0[%arg1] : memref<?xf64>, vector<8xf64>
func.func @f64_dynamic(%m: memref<?xf64>, %i: index) -> vector<8xf64> {
  %v = vector.load %m[%i] : memref<?xf64>, vector<8xf64>
  return %v : vector<8xf64>
}
