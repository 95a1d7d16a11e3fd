// REQUIRES: melior
// The row-fused programs of row-fusion.mlir through the JIT, on one and two threads, give
// the interpreter's results (rows this short are summed in order).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %S/row-fusion.mlir --split-input-file --print > %t/interp.txt
// RUN: xla-run %S/row-fusion.mlir --split-input-file --backend jit --threads 1 --print > %t/jit1.txt
// RUN: xla-run %S/row-fusion.mlir --split-input-file --backend jit --threads 2 --print > %t/jit2.txt
// RUN: diff %t/interp.txt %t/jit1.txt
// RUN: diff %t/interp.txt %t/jit2.txt
