// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --entry main --print > %t.before
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --entry main --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --check-prefix=EXEC < %t.after

// complex<T> is !llvm.struct<(T, T)>: create inserts both parts into poison, re/im extract
// them, a constant is a struct constant from its two parts, a dense complex global keeps
// its value on an array of structs, and complex elements load and store as structs.

// CHECK: llvm.mlir.global private constant @table(dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>) {addr_space = 0 : i32} : !llvm.array<2 x struct<(f32, f32)>>
memref.global "private" constant @table : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, -4.0)]>

// A rank-0 complex global holds the struct: its value is the [re, im] array upstream wants.
// CHECK: llvm.mlir.global private constant @one([1.000000e+00, 2.000000e+00]) {addr_space = 0 : i32} : !llvm.struct<(f64, f64)>
memref.global "private" constant @one : memref<complex<f64>> = dense<(1.0, 2.0)>

// CHECK-LABEL: llvm.func @parts(
// CHECK-SAME: %[[X:[^ ,:)]+]]: f32, %[[Y:[^ ,:)]+]]: f32) -> !llvm.struct<(f32, f32)> {
// CHECK-NEXT: %[[P:[^ ]+]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[R:[^ ]+]] = llvm.insertvalue %[[X]], %[[P]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[C:[^ ]+]] = llvm.insertvalue %[[Y]], %[[R]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[IM:[^ ]+]] = llvm.extractvalue %[[C]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[K:[^ ]+]] = llvm.mlir.constant([5.000000e-01 : f32, -1.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[KR:[^ ]+]] = llvm.extractvalue %[[K]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[S:[^ ]+]] = llvm.fadd %[[IM]], %[[KR]] : f32
// CHECK-NEXT: %[[P2:[^ ]+]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[R2:[^ ]+]] = llvm.insertvalue %[[S]], %[[P2]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[C2:[^ ]+]] = llvm.insertvalue %[[X]], %[[R2]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.return %[[C2]] : !llvm.struct<(f32, f32)>
func.func @parts(%x: f32, %y: f32) -> complex<f32> {
  %c = complex.create %x, %y : complex<f32>
  %im = complex.im %c : complex<f32>
  %k = complex.constant [0.5 : f32, -1.0 : f32] : complex<f32>
  %kr = complex.re %k : complex<f32>
  %s = arith.addf %im, %kr : f32
  %r = complex.create %s, %x : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: llvm.func @swap(
// CHECK: %[[E:[^ ]+]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(f32, f32)>
// CHECK: llvm.extractvalue %[[E]][0] : !llvm.struct<(f32, f32)>
// CHECK: llvm.extractvalue %[[E]][1] : !llvm.struct<(f32, f32)>
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.struct<(f32, f32)>, !llvm.ptr
func.func @swap(%i: index, %out: memref<3xcomplex<f32>>) {
  %t = memref.get_global @table : memref<2xcomplex<f32>>
  %z = memref.load %t[%i] : memref<2xcomplex<f32>>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %w = complex.create %im, %re : complex<f32>
  memref.store %w, %out[%i] : memref<3xcomplex<f32>>
  return
}

// EXEC: dense<[(2.000000e+00,1.000000e+00), (-4.000000e+00,3.000000e+00), (2.000000e+00,1.000000e+00)]> : tensor<3xcomplex<f32>>
func.func @main() -> memref<3xcomplex<f32>> {
  %x = arith.constant 1.0 : f32
  %y = arith.constant 1.5 : f32
  %p = func.call @parts(%x, %y) : (f32, f32) -> complex<f32>
  %out = memref.alloc() : memref<3xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  func.call @swap(%c0, %out) : (index, memref<3xcomplex<f32>>) -> ()
  func.call @swap(%c1, %out) : (index, memref<3xcomplex<f32>>) -> ()
  memref.store %p, %out[%c2] : memref<3xcomplex<f32>>
  return %out : memref<3xcomplex<f32>>
}
