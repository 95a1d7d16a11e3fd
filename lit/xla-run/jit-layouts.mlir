// REQUIRES: xla-translate, melior
// Entry layouts through the JIT (docs/layouts.md): .npy inputs and outputs are logical (row-major) whatever
// the declared layouts; the lowered program takes and returns buffers in those layouts. Each
// run gives the results of the same program without layouts.

// RUN: xla-translate --import-hlo %S/../Inputs/layouts-2d.hlo -o %t.2d.mlir
// RUN: xla-translate --import-hlo %S/../Inputs/layouts-2d-row-major.hlo -o %t.2d-row-major.mlir
// RUN: xla-opt --lower-to-loops %t.2d.mlir -o %t.2d.loops.mlir
// RUN: FileCheck %s --check-prefix=LOOPS < %t.2d.loops.mlir
// LOOPS: func.func @main(%arg0: memref<2x3xf32, strided<[1, 2]>>, %arg1: memref<2x3xf32>) -> memref<2x3xf32, strided<[1, 2]>>

// RUN: xla-run %t.2d-row-major.mlir --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy --backend jit --print | FileCheck %s --check-prefix=TWO
// RUN: xla-run %t.2d.mlir --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy --backend jit --print | FileCheck %s --check-prefix=TWO
// RUN: xla-run %t.2d.loops.mlir --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy --backend jit --print | FileCheck %s --check-prefix=TWO
// TWO: dense<{{\[}}[0.000000e+00, 2.000000e+00, 8.000000e+00], [1.800000e+01, 3.200000e+01, 5.000000e+01]]> : tensor<2x3xf32>

// A tuple root of a 3-D result in {1,2,0} and a transpose in {0,1,2}: the .npy outputs are
// byte for byte those of the row-major program.
// RUN: xla-translate --import-hlo %S/../Inputs/layouts-3d.hlo -o %t.3d.mlir
// RUN: xla-translate --import-hlo %S/../Inputs/layouts-3d-row-major.hlo -o %t.3d-row-major.mlir
// RUN: xla-opt --lower-to-loops %t.3d.mlir -o %t.3d.loops.mlir
// RUN: rm -rf %t.rm %t.hlo %t.loops
// RUN: xla-run %t.3d-row-major.mlir --input %S/Inputs/iota-2x3x4.npy %S/Inputs/squares-2x3x4.npy --backend jit --output-dir %t.rm
// RUN: xla-run %t.3d.mlir --input %S/Inputs/iota-2x3x4.npy %S/Inputs/squares-2x3x4.npy --backend jit --output-dir %t.hlo
// RUN: xla-run %t.3d.loops.mlir --input %S/Inputs/iota-2x3x4.npy %S/Inputs/squares-2x3x4.npy --backend jit --output-dir %t.loops
// RUN: cmp %t.rm/out0.npy %t.hlo/out0.npy
// RUN: cmp %t.rm/out1.npy %t.hlo/out1.npy
// RUN: cmp %t.rm/out0.npy %t.loops/out0.npy
// RUN: cmp %t.rm/out1.npy %t.loops/out1.npy

// Invalid layout attributes are errors before anything runs.
// RUN: not xla-run %s --backend jit --input %S/Inputs/row-major-2x3.npy 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: error: invalid entry layouts: parameter 0: layout {0,2} is not a permutation of the dimensions 0..2
module attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 2]> : tensor<2xindex>]} {
  func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}
