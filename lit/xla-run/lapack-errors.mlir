// REQUIRES: melior
// LAPACK calls that cannot run fail with a clear, located error in both backends (exit 1):
// a routine not implemented (geev), a result of the wrong shape, an unknown flag, a result of
// the wrong element type.
// RUN: not xla-run %s --split-input-file 2>&1 | FileCheck %s --check-prefixes=CHECK,INTERP
// RUN: not xla-run %s --split-input-file --backend jit 2>&1 | FileCheck %s --check-prefixes=CHECK,JIT

// INTERP: lapack-errors.mlir:[[@LINE+4]]:10: error: 'hlo.custom_call' op @lapack_sgeev_ffi: LAPACK target 'lapack_sgeev_ffi' is not supported (supported: potrf, getrf, geqrf, orgqr/ungqr, syevd/heevd, gesdd, trsm (s, d, c, z))
// JIT: lapack-errors.mlir:[[@LINE+3]]:10: error: 'hlo.custom_call' op failed to legalize to linalg: hlo.custom_call @lapack_sgeev_ffi is not lowered: the LAPACK routines supported are potrf, getrf, geqrf, orgqr/ungqr, syevd/heevd, gesdd, trsm (s, d, c, z) (see docs/lowering/lapack.md)
func.func @main() -> (tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}} : (tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>
}

// -----

// CHECK: lapack-errors.mlir:[[@LINE+3]]:10: error: 'hlo.custom_call' op @lapack_sgetrf_ffi: result #1 must have shape [3], got [2]
func.func @main() -> (tensor<3x3xf32>, tensor<2xi32>, tensor<i32>) {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<2xi32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<3x3xf32>, tensor<2xi32>, tensor<i32>
}

// -----

// CHECK: lapack-errors.mlir:[[@LINE+3]]:10: error: 'hlo.custom_call' op @lapack_spotrf_ffi: uplo must be 'L' or 'U', got 'X'
func.func @main() -> (tensor<3x3xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 88 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<3x3xf32>, tensor<i32>
}

// -----

// CHECK: lapack-errors.mlir:[[@LINE+3]]:10: error: 'hlo.custom_call' op @lapack_spotrf_ffi: result #0 must have element type f32, got f64
func.func @main() -> (tensor<3x3xf64>, tensor<i32>) {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf64>, tensor<i32>)
  return %0#0, %0#1 : tensor<3x3xf64>, tensor<i32>
}
