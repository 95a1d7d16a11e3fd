// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --print > %t/hlo.txt
// RUN: xla-opt %s --lower-to-loops > %t/loops.mlir
// RUN: xla-opt %t/loops.mlir --convert-scf-parallel-to-runtime=min-task-work=64 > %t/runtime.mlir
// RUN: xla-opt %t/runtime.mlir --convert-scf-to-cf > %t/cf.mlir
// RUN: xla-opt %t/cf.mlir --convert-to-llvm --reconcile-unrealized-casts > %t/llvm.mlir
// RUN: xla-run %t/loops.mlir --print > %t/loops.txt
// RUN: xla-run %t/runtime.mlir --print > %t/runtime.txt
// RUN: xla-run %t/cf.mlir --print > %t/cf.txt
// RUN: xla-run %t/llvm.mlir --print > %t/llvm.txt
// RUN: diff %t/hlo.txt %t/loops.txt
// RUN: diff %t/hlo.txt %t/runtime.txt
// RUN: diff %t/hlo.txt %t/cf.txt
// RUN: diff %t/hlo.txt %t/llvm.txt
// RUN: FileCheck %s --check-prefix=RESULT < %t/llvm.txt
// RUN: FileCheck %s --check-prefix=PAR < %t/runtime.mlir
// RUN: FileCheck %s --check-prefix=LLVM < %t/llvm.mlir
// RUN: mlir-opt %t/runtime.mlir > /dev/null
// RUN: mlir-translate --mlir-to-llvmir %t/llvm.mlir > /dev/null
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=SMALL
// RUN: xla-opt %s --lower-to-llvm=parallel=false | FileCheck %s --check-prefix=SMALL

// Every level runs in the interpreter with the same results: the element-wise loop and the
// row sum become calls of xla_cpu_parallel_for (forced here by a small min-task-work),
// which the interpreter runs chunk by chunk in order (docs/lowering/parallel-runtime.md).
// RESULT: dense<{{\[\[}}1.000000e+00, 2.000000e+00, 5.000000e+00, 1.000000e+01, 1.700000e+01, 2.600000e+01, 3.700000e+01, 5.000000e+01], [2.000000e+00, 5.000000e+00
// RESULT: dense<[1.480000e+02, 2.120000e+02, 2.920000e+02, 3.880000e+02, 5.000000e+02, 6.280000e+02, 7.720000e+02, 9.320000e+02, 1.108000e+03, 1.300000e+03, 1.508000e+03, 1.732000e+03, 1.972000e+03, 2.228000e+03, 2.500000e+03, 2.788000e+03]> : tensor<16xf32>

// PAR: func.func private @xla_cpu_parallel_for((!llvm.ptr, i64, i64) -> (), !llvm.ptr, i64, i64, i64)
// PAR: call @xla_cpu_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : ((!llvm.ptr, i64, i64) -> (), !llvm.ptr, i64, i64, i64) -> ()
// PAR: func.func private @main_parallel_0(%{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64)
// LLVM: llvm.func @xla_cpu_parallel_for(!llvm.ptr, !llvm.ptr, i64, i64, i64)
// LLVM: llvm.mlir.addressof @main_parallel_0 : !llvm.ptr
// LLVM: llvm.call @xla_cpu_parallel_for(

// With the default cost model these loops are too small for threads: no runtime call.
// SMALL-NOT: xla_cpu_parallel_for

func.func @main() -> (tensor<16x8xf32>, tensor<16xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<16x8xf32>
  %j = stablehlo.iota dim = 1 : tensor<16x8xf32>
  %x = stablehlo.add %i, %j : tensor<16x8xf32>
  %sq = stablehlo.multiply %x, %x : tensor<16x8xf32>
  %one = stablehlo.constant dense<1.0> : tensor<16x8xf32>
  %y = stablehlo.add %sq, %one : tensor<16x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
  return %y, %r : tensor<16x8xf32>, tensor<16xf32>
}
