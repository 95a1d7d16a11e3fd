// REQUIRES: xla-run
// RUN: not xla-run %s --split-input-file --print 2>&1 | FileCheck %s

// The llvm dialect in the interpreter: byte-addressed memory (malloc/free, alloca, gep over
// structs and arrays, loads and stores), aggregates, globals, branches, calls, intrinsics.

// Sum of squares 0..n-1 through a heap buffer and a loop of blocks.
// CHECK: dense<30> : tensor<i64>
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @fill_and_sum(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %bytes = llvm.mul %n, %c8 : i64
  %buf = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^store, ^sum(%c0, %c0 : i64, i64)
^store:
  %p = llvm.getelementptr inbounds %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %sq = llvm.mul %i, %i : i64
  llvm.store %sq, %p : i64, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  llvm.br ^fill(%next : i64)
^sum(%j: i64, %acc: i64):
  %again = llvm.icmp "ult" %j, %n : i64
  llvm.cond_br %again, ^add, ^done
^add:
  %q = llvm.getelementptr %buf[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %v = llvm.load %q : !llvm.ptr -> i64
  %acc2 = llvm.add %acc, %v : i64
  %j2 = llvm.add %j, %c1 : i64
  llvm.br ^sum(%j2, %acc2 : i64, i64)
^done:
  llvm.call @free(%buf) : (!llvm.ptr) -> ()
  llvm.return %acc : i64
}
llvm.func @main() -> i64 {
  %n = llvm.mlir.constant(5 : i64) : i64
  %r = llvm.call @fill_and_sum(%n) : (i64) -> i64
  llvm.return %r : i64
}

// -----

// Struct fields through gep (padding after i8), insertvalue/extractvalue, a constant global.
// CHECK: dense<7> : tensor<i32>
// CHECK: dense<2.500000e+00> : tensor<f32>
// CHECK: dense<3> : tensor<i32>
llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.func @main() -> !llvm.struct<(i32, f32, i32)> {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.struct<(i8, i32, f32)> : (i64) -> !llvm.ptr
  %f1 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, f32)>
  %seven = llvm.mlir.constant(7 : i32) : i32
  llvm.store %seven, %f1 : i32, !llvm.ptr
  %f2 = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, f32)>
  %x = llvm.mlir.constant(2.5 : f32) : f32
  llvm.store %x, %f2 : f32, !llvm.ptr
  %whole = llvm.load %a : !llvm.ptr -> !llvm.struct<(i8, i32, f32)>
  %i = llvm.extractvalue %whole[1] : !llvm.struct<(i8, i32, f32)>
  %f = llvm.extractvalue %whole[2] : !llvm.struct<(i8, i32, f32)>
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %e = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %three = llvm.load %e : !llvm.ptr -> i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32, i32)>
  %r0 = llvm.insertvalue %i, %u[0] : !llvm.struct<(i32, f32, i32)>
  %r1 = llvm.insertvalue %f, %r0[1] : !llvm.struct<(i32, f32, i32)>
  %r2 = llvm.insertvalue %three, %r1[2] : !llvm.struct<(i32, f32, i32)>
  llvm.return %r2 : !llvm.struct<(i32, f32, i32)>
}

// -----

// switch, casts, select, intrinsics.
// CHECK: dense<20> : tensor<i32>
// CHECK: dense<-1> : tensor<i64>
// CHECK: dense<3.000000e+00> : tensor<f64>
// CHECK: dense<60> : tensor<i64>
llvm.func @main() -> !llvm.struct<(i32, i64, f64, i64)> {
  %a = llvm.call @switch() : () -> i32
  %b = llvm.call @casts() : () -> i64
  %c = llvm.call @math() : () -> f64
  %d = llvm.call @ptr_int() : () -> i64
  %u = llvm.mlir.poison : !llvm.struct<(i32, i64, f64, i64)>
  %r0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i64, f64, i64)>
  %r1 = llvm.insertvalue %b, %r0[1] : !llvm.struct<(i32, i64, f64, i64)>
  %r2 = llvm.insertvalue %c, %r1[2] : !llvm.struct<(i32, i64, f64, i64)>
  %r3 = llvm.insertvalue %d, %r2[3] : !llvm.struct<(i32, i64, f64, i64)>
  llvm.return %r3 : !llvm.struct<(i32, i64, f64, i64)>
}
llvm.func @switch() -> i32 {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  llvm.switch %c2 : i32, ^other [
    1: ^one,
    2: ^two(%c2 : i32)
  ]
^one:
  llvm.return %c2 : i32
^two(%v: i32):
  %ten = llvm.mlir.constant(10 : i32) : i32
  %r = llvm.mul %v, %ten : i32
  llvm.return %r : i32
^other:
  llvm.return %c2 : i32
}
llvm.func @casts() -> i64 {
  %m = llvm.mlir.constant(-1 : i8) : i8
  %e = llvm.sext %m : i8 to i64
  llvm.return %e : i64
}
llvm.func @math() -> f64 {
  %x = llvm.mlir.constant(9.0 : f64) : f64
  %s = llvm.intr.sqrt(%x) : (f64) -> f64
  %y = llvm.mlir.constant(-2.0 : f64) : f64
  %a = llvm.intr.fabs(%y) : (f64) -> f64
  %c = llvm.fcmp "ogt" %s, %a : f64
  %r = llvm.select %c, %s, %a : i1, f64
  llvm.return %r : f64
}
llvm.func @ptr_int() -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.array<8 x i64> : (i64) -> !llvm.ptr
  %i = llvm.ptrtoint %a : !llvm.ptr to i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %j = llvm.add %i, %c16 : i64
  %p = llvm.inttoptr %j : i64 to !llvm.ptr
  %sixty = llvm.mlir.constant(60 : i64) : i64
  llvm.store %sixty, %p : i64, !llvm.ptr
  %q = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i64>
  %r = llvm.load %q : !llvm.ptr -> i64
  llvm.return %r : i64
}

// -----

// CHECK: error: 'llvm.call' op frees memory twice
llvm.func @free(!llvm.ptr)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @bad_free() {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}
