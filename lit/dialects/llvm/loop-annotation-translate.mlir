// REQUIRES: melior
// RUN: xla-translate --mlir-to-llvmir %s | FileCheck %s

// Upstream's translation makes a loop annotation `!llvm.loop` metadata.

// CHECK: br label %{{.*}}, !llvm.loop ![[L:[0-9]+]]
// CHECK: ![[L]] = distinct !{![[L]], ![[C:[0-9]+]]}
// CHECK: ![[C]] = !{!"llvm.loop.interleave.count", i32 4}
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
llvm.func @f(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %j = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%j : i64) {loop_annotation = #loop_annotation}
^bb3:
  llvm.return
}
