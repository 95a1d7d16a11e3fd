// REQUIRES: mlir-opt
// Generated func/arith modules: --canonicalize, --cse and both print exactly what mlir-opt prints.
// RUN: python3 %S/../../bench/gen_arith_module.py 6000 --funcs 30 --seed 7 > %t.mlir
// RUN: xla-opt %t.mlir --canonicalize --cse > %t.ours
// RUN: mlir-opt %t.mlir --canonicalize --cse > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: xla-opt %t.mlir --canonicalize=top-down=false > %t.ours-bottom-up
// RUN: mlir-opt %t.mlir --canonicalize=top-down=false > %t.upstream-bottom-up
// RUN: diff %t.ours-bottom-up %t.upstream-bottom-up
// RUN: xla-opt %t.mlir --cse > %t.ours-cse
// RUN: mlir-opt %t.mlir --cse > %t.upstream-cse
// RUN: diff %t.ours-cse %t.upstream-cse
