// RUN: xla-opt %s --convert-to-llvm -split-input-file -verify-diagnostics

// A LAPACK call in destination form written by hand is checked again before it becomes a
// runtime call: a wrong result buffer is an error at the call, never a call that writes
// past it.

func.func @short_info(%a: memref<2x3x3xf32>, %l: memref<2x3x3xf32>, %info: memref<3xi32>) {
  // expected-error @+1 {{'hlo.custom_call' op failed to legalize to llvm: @lapack_spotrf_ffi: result #1 must have shape [2], got [3]}}
  hlo.custom_call @lapack_spotrf_ffi(%a, %l, %info) {has_side_effect = true, mhlo.backend_config = {uplo = 76 : ui8}} : (memref<2x3x3xf32>, memref<2x3x3xf32>, memref<3xi32>) -> ()
  return
}

// -----

func.func @wrong_type(%a: memref<3x3xf32>, %l: memref<3x3xf32>, %info: memref<i64>) {
  // expected-error @+1 {{'hlo.custom_call' op failed to legalize to llvm: @lapack_spotrf_ffi: result #1 must have element type i32, got another type}}
  hlo.custom_call @lapack_spotrf_ffi(%a, %l, %info) {has_side_effect = true, mhlo.backend_config = {uplo = 76 : ui8}} : (memref<3x3xf32>, memref<3x3xf32>, memref<i64>) -> ()
  return
}
