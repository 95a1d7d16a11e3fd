// REQUIRES: melior, mlir-opt
// Upstream lowers this func/memref module to the llvm dialect; xla-run --backend jit compiles it
// through the melior bridge and runs it on .npy inputs (descriptors built from our buffers).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %S/Inputs/jit-inputs.mlir --entry make --output-dir %t
// RUN: mlir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts --mlir-print-op-generic -o %t/llvm.mlir
// RUN: xla-run %t/llvm.mlir --backend jit --entry-type '(memref<4xf32>, f32) -> memref<4xf32>' --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %t/llvm.mlir --backend jit --entry answer --print --repeat 3 2>&1 | FileCheck %s --check-prefix=ANSWER
// The interpreter runs the same llvm-dialect function to the same value.
// RUN: xla-run %t/llvm.mlir --entry answer --print | FileCheck %s --check-prefix=INTERP
// RUN: xla-run %t/llvm.mlir --backend jit --entry-type '(memref<4xf32>, f32) -> memref<4xf32>' --input %t/out0.npy %t/out1.npy --output-dir %t/res
// RUN: xla-run %S/Inputs/jit-inputs.mlir --entry make --print | FileCheck %s --check-prefix=MADE
// RUN: not xla-run %t/llvm.mlir --backend jit --input %t/out0.npy 2>&1 | FileCheck %s --check-prefix=NOTYPE
// RUN: not xla-run %t/llvm.mlir --backend jit --entry-type '(memref<4xf32>, f64) -> memref<4xf32>' --input %t/out0.npy %t/out1.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not xla-run %t/llvm.mlir --backend jit --entry-type '(memref<4xf32>, f32, f32) -> memref<4xf32>' --input %t/out0.npy %t/out1.npy %t/out1.npy 2>&1 | FileCheck %s --check-prefix=ABI
// RUN: not xla-run %t/llvm.mlir --backend jit 2>&1 | FileCheck %s --check-prefix=MEMREF
// RUN: not xla-run %s --backend jit 2>&1 | FileCheck %s --check-prefix=UNLOWERED
// RUN: xla-run %t/llvm.mlir --emit-object %t/scale.o --emit-header %t/scale.h --object-symbol scale
// RUN: FileCheck %s --check-prefix=HEADER < %t/scale.h

// CHECK: dense<[2.500000e+00, 5.000000e+00, 7.500000e+00, 1.000000e+01]> : tensor<4xf32>
// ANSWER-DAG: dense<42> : tensor<i64>
// INTERP: dense<42> : tensor<i64>
// ANSWER-DAG: compile time: {{[0-9.]+}} ms
// ANSWER-DAG: median run time: {{[0-9.]+}} ms over 3 runs
// MADE: dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// NOTYPE: error: 'main' is an llvm.func without an xla.memref_signature: give its pre-lowering type with --entry-type
// DTYPE: error: input #1 '{{.*}}out1.npy' has dtype '<f4' and shape [], but f64 is expected
// ABI: error: --backend jit: input #2 (a f32 scalar) does not match the parameters of '@main' from position 6: the function takes (ptr, ptr, i64, i64, i64, f32)
// MEMREF: error: result #0 of '@main' is a memref descriptor, whose element type the llvm dialect does not record
// UNLOWERED: error: {{.*}}
// HEADER: scale_result_t scale(void * arg0, void * arg1, int64_t arg2, int64_t arg3, int64_t arg4, float arg5);

func.func @main(%x: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %out[%i] : memref<4xf32>
  }
  return %out : memref<4xf32>
}

func.func @answer() -> i64 {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %c = arith.addi %a, %b : i64
  return %c : i64
}
