// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null

// memref to llvm (upstream's descriptor layout): alloc via malloc, alloca, dealloc via free,
// load/store through strided element addresses, copy via memcpy, globals.

func.func @f(%a: memref<4x3xf32>, %i: index, %j: index, %n: index) -> f32 {
  %x = memref.load %a[%i, %j] : memref<4x3xf32>
  %m = memref.alloc(%n) : memref<?x3xf32>
  memref.store %x, %m[%i, %j] : memref<?x3xf32>
  %s = memref.alloca() : memref<2xi64>
  memref.copy %a, %a : memref<4x3xf32> to memref<4x3xf32>
  return %x : f32
}
memref.global "private" constant @cst : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" @buf : memref<3xi32> = uninitialized
func.func @global_load() -> f32 {
  %0 = memref.get_global @cst : memref<2x2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0, %c0] : memref<2x2xf32>
  return %v : f32
}
memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @main(%a: memref<4xf32>, %s: f32) -> (memref<4xf32>, f32) {
  %w = memref.get_global @w : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = memref.load %a[%c0] : memref<4xf32>
  %w0 = memref.load %w[%c0] : memref<4xf32>
  %y0 = arith.mulf %x0, %w0 : f32
  %z0 = math.exp %y0 : f32
  memref.store %z0, %out[%c0] : memref<4xf32>
  %x3 = memref.load %a[%c3] : memref<4xf32>
  %w3 = memref.load %w[%c3] : memref<4xf32>
  %y3 = arith.addf %x3, %w3 : f32
  %t = arith.mulf %y3, %s : f32
  memref.store %t, %out[%c3] : memref<4xf32>
  %tmp = memref.alloc() : memref<2x2xf32>
  memref.store %t, %tmp[%c1, %c1] : memref<2x2xf32>
  %back = memref.load %tmp[%c1, %c1] : memref<2x2xf32>
  memref.dealloc %tmp : memref<2x2xf32>
  memref.store %back, %out[%c1] : memref<4xf32>
  memref.store %s, %out[%c2] : memref<4xf32>
  return %out, %back : memref<4xf32>, f32
}

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> f32 attributes {xla.memref_signature = (memref<4x3xf32>, index, index, index) -> f32} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %arg7, %9 overflow<nsw, nuw> : i64
// CHECK-NEXT: %11 = llvm.add %10, %arg8 overflow<nsw, nuw> : i64
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> f32
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.mul %14, %arg9 : i64
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %18 = llvm.getelementptr %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT: %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg9, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %14, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %14, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %15, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %32 = llvm.mul %arg7, %31 overflow<nsw, nuw> : i64
// CHECK-NEXT: %33 = llvm.add %32, %arg8 overflow<nsw, nuw> : i64
// CHECK-NEXT: %34 = llvm.getelementptr inbounds|nuw %30[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %13, %34 : f32, !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.alloca %35 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %38 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %35, %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %36, %43[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mul %45, %46 : i64
// CHECK-NEXT: %48 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.mul %47, %48 : i64
// CHECK-NEXT: %50 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %51 = llvm.getelementptr %50[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
// CHECK-NEXT: %53 = llvm.mul %49, %52 : i64
// CHECK-NEXT: %54 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.getelementptr %54[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %57 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%59, %56, %53) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.return %13 : f32
// CHECK: }
// CHECK-NEXT: llvm.mlir.global private constant @cst(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: llvm.mlir.global private @buf() {addr_space = 0 : i32} : !llvm.array<3 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<3 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<3 x i32>
// CHECK: }
// CHECK-LABEL: llvm.func @global_load() -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %7 = llvm.inttoptr %6 : i64 to !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %2, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %3, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %20 = llvm.mul %17, %19 overflow<nsw, nuw> : i64
// CHECK-NEXT: %21 = llvm.add %20, %17 overflow<nsw, nuw> : i64
// CHECK-NEXT: %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %23 : f32
// CHECK: }
// CHECK-NEXT: llvm.mlir.global private constant @w(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)> attributes {xla.memref_signature = (memref<4xf32>, f32) -> (memref<4xf32>, f32)} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.addressof @w : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %6, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %7, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
// CHECK-NEXT: %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %19, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %20, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %35 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %36 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.getelementptr inbounds|nuw %36[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %38 = llvm.load %37 : !llvm.ptr -> f32
// CHECK-NEXT: %39 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.getelementptr inbounds|nuw %39[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %41 = llvm.load %40 : !llvm.ptr -> f32
// CHECK-NEXT: %42 = llvm.fmul %38, %41 : f32
// CHECK-NEXT: %43 = llvm.intr.exp(%42) : (f32) -> f32
// CHECK-NEXT: %44 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.getelementptr inbounds|nuw %44[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %43, %45 : f32, !llvm.ptr
// CHECK-NEXT: %46 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.getelementptr inbounds|nuw %46[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %48 = llvm.load %47 : !llvm.ptr -> f32
// CHECK-NEXT: %49 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.getelementptr inbounds|nuw %49[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %51 = llvm.load %50 : !llvm.ptr -> f32
// CHECK-NEXT: %52 = llvm.fadd %48, %51 : f32
// CHECK-NEXT: %53 = llvm.fmul %52, %arg5 : f32
// CHECK-NEXT: %54 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.getelementptr inbounds|nuw %54[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %53, %55 : f32, !llvm.ptr
// CHECK-NEXT: %56 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %57 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.mul %57, %56 : i64
// CHECK-NEXT: %60 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %61 = llvm.getelementptr %60[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %62 = llvm.ptrtoint %61 : !llvm.ptr to i64
// CHECK-NEXT: %63 = llvm.call @malloc(%62) : (i64) -> !llvm.ptr
// CHECK-NEXT: %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %68 = llvm.insertvalue %67, %66[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.insertvalue %56, %68[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %57, %69[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %71 = llvm.insertvalue %57, %70[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %72 = llvm.insertvalue %58, %71[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %73 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %74 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %75 = llvm.mul %33, %74 overflow<nsw, nuw> : i64
// CHECK-NEXT: %76 = llvm.add %75, %33 overflow<nsw, nuw> : i64
// CHECK-NEXT: %77 = llvm.getelementptr inbounds|nuw %73[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %53, %77 : f32, !llvm.ptr
// CHECK-NEXT: %78 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %80 = llvm.mul %33, %79 overflow<nsw, nuw> : i64
// CHECK-NEXT: %81 = llvm.add %80, %33 overflow<nsw, nuw> : i64
// CHECK-NEXT: %82 = llvm.getelementptr inbounds|nuw %78[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %83 = llvm.load %82 : !llvm.ptr -> f32
// CHECK-NEXT: %84 = llvm.extractvalue %72[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%84) : (!llvm.ptr) -> ()
// CHECK-NEXT: %85 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %86 = llvm.getelementptr inbounds|nuw %85[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %83, %86 : f32, !llvm.ptr
// CHECK-NEXT: %87 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.getelementptr inbounds|nuw %87[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg5, %88 : f32, !llvm.ptr
// CHECK-NEXT: %89 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: %90 = llvm.insertvalue %31, %89[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: %91 = llvm.insertvalue %83, %90[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: llvm.return %91 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK: }
// CHECK: }
