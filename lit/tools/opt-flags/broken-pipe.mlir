// A reader that stops early (`xla-opt big.mlir | head`) ends xla-opt quietly, by SIGPIPE as
// mlir-opt: no "Broken pipe" message, and status 141 (128 + SIGPIPE) in a shell.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../../../bench/gen_arith_module.py 40000 --funcs 4 --seed 3 > %t/big.mlir
// RUN: sh -c 'xla-opt %t/big.mlir 2> %t/err; echo $? > %t/status' | head -n 1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATUS < %t/status
// RUN: count 0 < %t/err
// An output that cannot be written for another reason is still an error.
// RUN: not xla-opt %t/big.mlir -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL

// CHECK: module {
// STATUS: {{^141$}}
// FULL: error: cannot write output: No space left on device
