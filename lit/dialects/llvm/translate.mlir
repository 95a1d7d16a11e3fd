// RUN: xla-opt %s | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | mlir-translate --mlir-to-llvmir | FileCheck %s

// Our printed llvm dialect is accepted by upstream's translation to LLVM IR.

// CHECK: @table = internal constant [2 x i32] [i32 1, i32 2]
llvm.mlir.global internal constant @table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>

// CHECK: declare ptr @malloc(i64)
llvm.func @malloc(i64) -> !llvm.ptr

// CHECK-LABEL: define float @sum(ptr %0, i64 %1)
llvm.func @sum(%p: !llvm.ptr, %n: i64) -> f32 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %init = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^loop(%zero, %init : i64, f32)
^loop(%i: i64, %acc: f32):
  %done = llvm.icmp "sge" %i, %n : i64
  // CHECK: br i1 %{{.*}}, label %{{.*}}, label %{{.*}}
  llvm.cond_br %done, ^exit, ^body
^body:
  // CHECK: getelementptr inbounds float, ptr %0, i64
  %addr = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %addr : !llvm.ptr -> f32
  %e = llvm.intr.exp(%x) : (f32) -> f32
  %next = llvm.fadd %acc, %e : f32
  %i1 = llvm.add %i, %one : i64
  llvm.br ^loop(%i1, %next : i64, f32)
^exit:
  llvm.return %acc : f32
}

// CHECK-LABEL: define { ptr, ptr, i64 } @descriptor(ptr %0)
llvm.func @descriptor(%p: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, ptr, i64)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr, ptr, i64)>
  %c = llvm.mlir.constant(0 : index) : i64
  %3 = llvm.insertvalue %c, %2[2] : !llvm.struct<(ptr, ptr, i64)>
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %m = llvm.call @malloc(%c) : (i64) -> !llvm.ptr
  llvm.return %3 : !llvm.struct<(ptr, ptr, i64)>
}
