// REQUIRES: xla-translate
// HLO text imports into the hlo dialect; the output round-trips through xla-opt and its
// generic form is accepted by mlir-opt.

// RUN: xla-translate --import-hlo %S/Inputs/axpy.hlo | xla-opt | FileCheck %s --check-prefix=AXPY
// RUN: xla-translate --import-hlo %S/Inputs/axpy.hlo | xla-opt | xla-opt | FileCheck %s --check-prefix=AXPY
// RUN: xla-translate --import-hlo %S/Inputs/axpy.hlo --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | xla-opt | FileCheck %s --check-prefix=AXPY

// AXPY:      module @jit__lambda {
// AXPY-NEXT:   func.func @main(%arg0: tensor<f32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// AXPY-NEXT:     %0 = hlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8xf32>
// AXPY-NEXT:     %1 = hlo.multiply %0, %arg1 : tensor<8xf32>
// AXPY-NEXT:     %2 = hlo.add %1, %arg2 : tensor<8xf32>
// AXPY-NEXT:     return %2 : tensor<8xf32>

// RUN: xla-translate --import-hlo %S/Inputs/unary.hlo -o %t.mlir
// RUN: xla-opt %t.mlir | FileCheck %s --check-prefix=UNARY
// UNARY: func.func @main(%arg0: tensor<11xf32>) -> (tensor<11xf32>, tensor<11xf32>,
// UNARY: hlo.log_plus_one
// UNARY: hlo.erf %arg0 : tensor<11xf32>
// UNARY: return %0, %2, %3, %4, %5, %10, %11, %12, %13, %17 :

// A while loop's tuple state becomes operands and block arguments; calls become
// private functions; locations point into the HLO file, named by the metadata.
// RUN: xla-translate --import-hlo %S/Inputs/while_call.hlo --mlir-print-debuginfo | FileCheck %s --check-prefix=LOOP
// LOOP: func.func private @step(%arg0: tensor<4xf32> loc("{{.*}}while_call.hlo":4:3)) -> tensor<4xf32> {
// LOOP:   hlo.add %arg0, %arg0 : tensor<4xf32> loc([[ADD:#loc[0-9]+]])
// LOOP: func.func @main(
// LOOP:   %{{.*}}:2 = hlo.while(%iterArg = %{{.*}}, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
// LOOP:   hlo.compare LT, %iterArg, %{{.*}}, SIGNED
// LOOP:   func.call @step(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// LOOP:   return %{{.*}}#1 : tensor<4xf32>
// LOOP: #loc3 = loc("{{.*}}while_call.hlo":5:3)
// LOOP: [[ADD]] = loc("jit(loop)/add"(#loc3))

// Errors are located in the HLO file and exit with 1.
// RUN: not xla-translate --import-hlo %S/Inputs/undefined_operand.hlo 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: undefined_operand.hlo:5:29: error: use of undefined instruction 'z'
// RUN: not xla-translate --import-hlo %S/Inputs/syntax_error.hlo 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax_error.hlo:4:13: error: expected

// XLA's bit opcodes: `count-leading-zeros` (HloOpcode::kClz) and `popcnt`, run by both backends.
// RUN: xla-translate --import-hlo %S/Inputs/bit_ops.hlo -o %t.bits.mlir
// RUN: xla-opt %t.bits.mlir | FileCheck %s --check-prefix=BITS
// RUN: xla-run %t.bits.mlir --print | FileCheck %s --check-prefix=BITOUT
// RUN: %if melior %{ xla-run %t.bits.mlir --backend jit --print | FileCheck %s --check-prefix=BITOUT %}
// BITS: hlo.count_leading_zeros %{{.*}} : tensor<5xi32>
// BITS: hlo.popcnt %{{.*}} : tensor<5xi32>
// BITOUT: dense<[32, 31, 24, 0, 15]> : tensor<5xi32>
// BITOUT-NEXT: dense<[0, 1, 8, 32, 1]> : tensor<5xi32>
