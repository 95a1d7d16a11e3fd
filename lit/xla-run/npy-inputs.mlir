// `--input` takes one or more .npy files and may be repeated; the module is never taken for an
// input, wherever it stands. Fortran-order (column-major) arrays, which np.save writes for a
// transposed array, read as the same values as row-major ones.
// RUN: xla-run %s --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy --print | FileCheck %s
// RUN: xla-run --input %S/Inputs/row-major-2x3.npy --input %S/Inputs/column-major-2x3.npy %s --print | FileCheck %s
// RUN: xla-run --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy %s --print | FileCheck %s
// RUN: cat %s | xla-run --input %S/Inputs/row-major-2x3.npy %S/Inputs/column-major-2x3.npy - --print | FileCheck %s
// RUN: not xla-run --input %S/Inputs/row-major-2x3.npy 2>&1 | FileCheck %s --check-prefix=NOMODULE

// CHECK: dense<{{\[}}[0.000000e+00, 2.000000e+00, 4.000000e+00], [6.000000e+00, 8.000000e+00, 1.000000e+01]]> : tensor<2x3xf32>
// CHECK: dense<true> : tensor<2x3xi1>
// NOMODULE: error: no module to run: give the .mlir file (or '-' for stdin)
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %0 = hlo.add %a, %b : tensor<2x3xf32>
  %1 = hlo.compare EQ, %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xi1>
}
