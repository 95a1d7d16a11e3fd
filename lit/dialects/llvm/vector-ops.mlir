// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s
// RUN: xla-run %s --entry lanes --print | FileCheck %s --check-prefix=OUT

// llvm.insertelement / extractelement / shufflevector on fixed vectors, and vector loads
// and stores through pointers; CHECK lines are mlir-opt 22's output. The run splats 2.5,
// stores it, loads it back and extracts lane 3 plus lane 0 of a shuffle of [2.5 x4, 1.0 x4] (lane 7: 1.0).

// CHECK-LABEL: llvm.func @lanes
// CHECK: %[[I:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK: %[[S:.*]] = llvm.shufflevector %[[I]], %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK: llvm.store %[[S]], %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK: %[[L:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.extractelement %[[L]][%{{.*}} : i64] : vector<4xf32>
// CHECK: llvm.shufflevector %[[L]], %{{.*}} [7, 0] : vector<4xf32>
// OUT: 3.5
llvm.func @lanes() -> f32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %x = llvm.mlir.constant(2.5 : f32) : f32
  %one = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %p = llvm.mlir.poison : vector<4xf32>
  %i = llvm.insertelement %x, %p[%c0 : i32] : vector<4xf32>
  %s = llvm.shufflevector %i, %p [0, 0, 0, 0] : vector<4xf32>
  %buf = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  llvm.store %s, %buf {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
  %l = llvm.load %buf {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
  %e = llvm.extractelement %l[%c3 : i64] : vector<4xf32>
  %t = llvm.shufflevector %l, %one [7, 0] : vector<4xf32>
  %t0 = llvm.extractelement %t[%c0 : i32] : vector<2xf32>
  %sum = llvm.fadd %e, %t0 : f32
  llvm.return %sum : f32
}
