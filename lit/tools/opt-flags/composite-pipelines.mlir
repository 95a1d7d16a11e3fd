// --lower-to-loops and --lower-to-llvm expand into their stages in the pass manager, so IR
// printing, timing and the printed pipeline show each stage.
// RUN: xla-opt %s --lower-to-loops --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-loops --mlir-print-ir-after=bufferize -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: xla-opt %s --lower-to-llvm --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: xla-opt %s --lower-to-llvm=parallel=false --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SERIAL
// RUN: xla-opt %s --pass-pipeline='builtin.module(lower-to-loops)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOPS
// The printed pipeline runs as it is and gives the same output as the composite.
// RUN: xla-opt %s --lower-to-llvm > %t.composite
// RUN: xla-opt %s --lower-to-llvm --dump-pass-pipeline -o /dev/null 2>&1 | tail -n +2 | sed 's/^ *//' | tr -d '\n' > %t.pipeline
// RUN: xla-opt %s --pass-pipeline="$(cat %t.pipeline)" > %t.stages
// RUN: diff %t.composite %t.stages
// RUN: not xla-opt %s --lower-to-llvm=bogus=1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not xla-opt %s --mlir-print-ir-after=lower-to-bogus --lower-to-loops 2>&1 | FileCheck %s --check-prefix=BAD-PRINT

// LOOPS:      builtin.module(
// LOOPS-NEXT:   func.func(
// LOOPS-NEXT:     hlo-legalize-quant-to-int
// LOOPS-NEXT:   ),
// LOOPS-NEXT:   func.func(
// LOOPS-NEXT:     hlo-legalize-jax-custom-calls
// LOOPS-NEXT:   ),
// LOOPS-NEXT:   func.func(
// LOOPS-NEXT:     hlo-legalize-composite-to-call
// LOOPS-NEXT:   ),
// LOOPS-NEXT:   inline{
// LOOPS:        hlo-legalize-to-linalg
// LOOPS:        bufferize,
// LOOPS-NEXT:   convert-linalg-to-loops{
// LOOPS-NEXT:   func.func(
// LOOPS-NEXT:     scf-parallel-loop-fusion
// LOOPS-NEXT:   ),
// LOOPS-NEXT:   func.func(
// LOOPS-NEXT:     scf-reuse-loop-values
// LOOPS-NEXT:   ),
// LOOPS-NEXT:   convert-complex-to-standard,
// LOOPS-NEXT:   canonicalize{
// LOOPS-NEXT: )
// LOOPS-NOT: lower-to-loops

// AFTER: // -----// IR Dump After Bufferize (bufferize) //----- //
// AFTER: memref.alloc
// AFTER-NOT: IR Dump

// TIMING: Execution time report
// TIMING: Inliner
// TIMING: HloLegalizeToLinalg
// TIMING: Bufferize
// TIMING: LinalgMatmulToMicrokernel
// TIMING: ConvertScfParallelToRuntime
// TIMING: ConvertToLLVMPass
// TIMING: VerifyLoweredToLLVM
// TIMING-NOT: LowerToLLVM{{$}}

// SERIAL-NOT: convert-scf-parallel-to-runtime
// SERIAL: convert-scf-to-cf
// SERIAL: verify-lowered-to-llvm

// BAD: error: failed to add `lower-to-llvm` with options `bogus=1`: no such option 'bogus'
// BAD-PRINT: for the --mlir-print-ir-after option: Cannot find option named 'lower-to-bogus'!

func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %a, %b : tensor<4xf32>
  %1 = hlo.multiply %0, %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}
