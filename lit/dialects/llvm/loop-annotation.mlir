// RUN: xla-opt %s | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// Loop metadata on a back edge, printed with upstream's aliases: the nested groups first,
// numbered in order of first use, every parameter in upstream's order whatever the input's.

// CHECK: #loop_interleave = #llvm.loop_interleave<count = 4 : i32>
// CHECK-NEXT: #loop_interleave1 = #llvm.loop_interleave<count = 2 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true, count = 8 : i32>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 16 : i32>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, interleave = #loop_interleave1, unroll = #loop_unroll, mustProgress = true, isVectorized = true>
// CHECK: llvm.br ^bb1(%{{.*}} : i64) {loop_annotation = #loop_annotation}
// CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation1}
llvm.func @f(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %j = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%j : i64) {loop_annotation = #llvm.loop_annotation<interleave = #llvm.loop_interleave<count = 4 : i32>>}
^bb3:
  llvm.return
}

llvm.func @g() {
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true, disableNonforced = true, unroll = #llvm.loop_unroll<disable = true, count = 8 : i32>, vectorize = #llvm.loop_vectorize<disable = false, width = 16 : i32>, interleave = #llvm.loop_interleave<count = 2 : i32>, isVectorized = true>}
^bb1:
  llvm.return
}
