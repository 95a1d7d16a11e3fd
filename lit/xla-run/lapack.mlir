// REQUIRES: melior
// JAX's LAPACK custom calls (lapack_*_ffi, docs/lowering/lapack.md) in every backend: the
// interpreter, the JIT (calls of the runtime's xla_lapack_call), and the interpreter after
// --lower-to-loops (destination form on memrefs) and --lower-to-llvm (the runtime call).
// Results as LAPACK gives them: the untouched upper triangle of potrf, 1-based pivots, the
// Householder reflectors and tau of geqrf, ascending eigenvalues, descending singular values.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --print --backend jit | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s
// The sharding rules JAX attaches print back verbatim (without --allow-unregistered-dialect).
// RUN: xla-opt %s | FileCheck %s --check-prefix=SDY
// SDY: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>
// SDY: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>

// potrf (L, info)
// CHECK: dense<{{\[\[}}2.000000e+00, 1.200000e+01, -1.600000e+01], [6.000000e+00, 1.000000e+00, -4.300000e+01], [-8.000000e+00, 5.000000e+00, 3.000000e+00]]> : tensor<3x3xf64>
// CHECK-NEXT: dense<0> : tensor<i32>
// getrf (LU, ipiv, info): scipy.linalg.lapack.dgetrf gives the same, pivots [2, 2, 2] 0-based.
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, 8.000000e+00, 1.000000e+01], [0.14285714285714285, 0.8571428571428572, 1.5714285714285716], [0.5714285714285714, 0.5{{0*[0-9]*}}, -0.5{{0*[0-9]*}}]]> : tensor<3x3xf64>
// CHECK-NEXT: dense<3> : tensor<3xi32>
// CHECK-NEXT: dense<0> : tensor<i32>
// trsm: L x = rhs
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, -1.000000e+00], [2.000000e+00, {{.*}}]]> : tensor<3x2xf64>
// syevd eigenvalues, info
// CHECK-NEXT: dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: dense<0> : tensor<i32>
// gesdd singular values
// CHECK-NEXT: dense<[3.000000e+00, 2.000000e+00]> : tensor<2xf32>
// geqrf (reflectors under R, tau): scipy.linalg.lapack.dgeqrf gives the same.
// CHECK-NEXT: dense<{{\[\[}}-5.000000e+00, -2.200000e+00], [5.000000e-01, 0.{{39999999999999991|4}}]]> : tensor<2x2xf64>
// CHECK-NEXT: dense<[1.600000e+00, 0.000000e+00]> : tensor<2xf64>

func.func @main() -> (tensor<3x3xf64>, tensor<i32>, tensor<3x3xf64>, tensor<3xi32>, tensor<i32>, tensor<3x2xf64>, tensor<2xf64>, tensor<i32>, tensor<2xf32>, tensor<2x2xf64>, tensor<2xf64>) {
  %a = stablehlo.constant dense<[[4.0, 12.0, -16.0], [12.0, 37.0, -43.0], [-16.0, -43.0, 98.0]]> : tensor<3x3xf64>
  %l:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]]> : tensor<3x3xf64>
  %lu:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%m) {mhlo.backend_config = {}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xi32>, tensor<i32>)
  %rhs = stablehlo.constant dense<[[2.0, 4.0], [9.0, 11.0], [13.0, -21.0]]> : tensor<3x2xf64>
  %x = stablehlo.custom_call @lapack_dtrsm_ffi(%l#0, %rhs) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  %s = stablehlo.constant dense<[[2.0, 1.0], [1.0, 2.0]]> : tensor<2x2xf64>
  %e:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%s) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<i32>)
  %d = stablehlo.constant dense<[[0.0, 2.0], [-3.0, 0.0]]> : tensor<2x2xf32>
  %sv:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%d) {mhlo.backend_config = {mode = 65 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  %q = stablehlo.constant dense<[[3.0, 1.0], [4.0, 2.0]]> : tensor<2x2xf64>
  %qr:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%q) {mhlo.backend_config = {}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>)
  return %l#0, %l#1, %lu#0, %lu#1, %lu#2, %x, %e#1, %e#2, %sv#1, %qr#0, %qr#1 : tensor<3x3xf64>, tensor<i32>, tensor<3x3xf64>, tensor<3xi32>, tensor<i32>, tensor<3x2xf64>, tensor<2xf64>, tensor<i32>, tensor<2xf32>, tensor<2x2xf64>, tensor<2xf64>
}
