// RUN: xla-opt %s --split-input-file --bufferize | FileCheck %s
// RUN: xla-opt %s --split-input-file --bufferize --convert-to-llvm | FileCheck %s --check-prefix=LLVM

// A LAPACK call in destination form: its operand's buffer, then a new buffer per result
// (owned by the function), no results; the call becomes xla_lapack_call with its target name,
// its flags (uplo 'L' = 76 in the lowest byte) and (rank, descriptor) per memref, unused
// slots (0, null).

// CHECK-LABEL: func.func @cholesky(
// CHECK-SAME: %[[A:.*]]: memref<2x3x3xf32>
// CHECK: %[[L:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3x3xf32>
// CHECK: %[[INFO:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xi32>
// CHECK: hlo.custom_call @lapack_spotrf_ffi(%[[A]], %[[L]], %[[INFO]]) {has_side_effect = true, mhlo.backend_config = {uplo = 76 : ui8}} : (memref<2x3x3xf32>, memref<2x3x3xf32>, memref<2xi32>) -> ()
// CHECK: return %[[L]], %[[INFO]]

// LLVM: llvm.mlir.global internal constant @[[NAME:__lapack_target_[0-9]+]]("lapack_spotrf_ffi\00")
// LLVM: llvm.func @xla_lapack_call(!llvm.ptr, i64, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr)
// LLVM-LABEL: llvm.func @cholesky(
// LLVM: %[[T:.*]] = llvm.mlir.addressof @[[NAME]] : !llvm.ptr
// LLVM: %[[F:.*]] = llvm.mlir.constant(76 : i64) : i64
// LLVM: llvm.call @xla_lapack_call(%[[T]], %[[F]], %{{.*}}) : (!llvm.ptr, i64, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr) -> ()
func.func @cholesky(%a: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>) {
  %0:2 = hlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2x3x3xf32>, tensor<2xi32>
}
