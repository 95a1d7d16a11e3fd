// --mlir-pass-pipeline-crash-reproducer=FILE: a failing pipeline leaves the module as it was
// before the pipeline, and the pipeline, in mlir-opt's reproducer format; --run-reproducer
// runs it again with the stored pipeline and settings.
// RUN: rm -f %t.repro.mlir
// RUN: not xla-opt %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize{test-convergence max-iterations=1}))' -o /dev/null 2>&1 | FileCheck %s -DREPRO=%t.repro.mlir
// RUN: FileCheck %s --check-prefix=SAVED < %t.repro.mlir
// RUN: not xla-opt %t.repro.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// A pipeline that succeeds writes nothing.
// RUN: rm -f %t.none.mlir
// RUN: xla-opt %s --mlir-pass-pipeline-crash-reproducer=%t.none.mlir --cse -o /dev/null
// RUN: not test -e %t.none.mlir
// A reproducer whose pipeline succeeds (one mlir-opt would write).
// RUN: xla-opt %S/Inputs/reproducer.mlir --run-reproducer --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=STORED
// Invalid uses.
// RUN: not xla-opt %S/Inputs/reproducer.mlir --run-reproducer --cse 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not xla-opt %S/Inputs/reproducer-bad-pipeline.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=BADPIPE
// RUN: not xla-opt %s --mlir-pass-pipeline-crash-reproducer 2>&1 | FileCheck %s --check-prefix=NOFILE
// An input with external resources of its own: the reproducer holds only its own group, as
// mlir-opt's.
// RUN: rm -f %t.res.mlir
// RUN: not xla-opt %S/Inputs/reproducer-with-resources.mlir --mlir-pass-pipeline-crash-reproducer=%t.res.mlir --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize{test-convergence max-iterations=1}))' -o /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=OWN < %t.res.mlir
// --mlir-pass-pipeline-local-reproducer: the module as it was before the pass that failed
// (after cse here), with that pass alone; it needs threading off, as mlir-opt.
// RUN: rm -f %t.local.mlir
// RUN: not xla-opt %s --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize{test-convergence max-iterations=1}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOCALNOTE -DREPRO=%t.local.mlir
// RUN: FileCheck %s --check-prefix=LOCAL < %t.local.mlir
// RUN: not xla-opt %t.local.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not xla-opt %s --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --cse 2>&1 | FileCheck %s --check-prefix=LOCALTHREADS

// CHECK: error: canonicalization did not converge
// CHECK: error: Failures have been detected while processing an MLIR pass pipeline
// CHECK-NEXT: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @f]: reproducer generated at `[[REPRO]]`

// The module before the pipeline (cse has not run), then the section.
// SAVED:      func.func @f(%arg0: i32) -> i32 {
// SAVED-NEXT:   %c1_i32 = arith.constant 1 : i32
// SAVED-NEXT:   %c2_i32 = arith.constant 2 : i32
// SAVED-NEXT:   %0 = arith.addi %c1_i32, %c2_i32 : i32
// SAVED-NEXT:   %1 = arith.addi %c1_i32, %c2_i32 : i32
// SAVED:      {-#
// SAVED-NEXT:   external_resources: {
// SAVED-NEXT:     mlir_reproducer: {
// SAVED-NEXT:       pipeline: "builtin.module(func.func(cse,canonicalize{{{.*}}max-iterations=1 {{.*}}test-convergence=true{{.*}}}))",
// SAVED-NEXT:       disable_threading: true,
// SAVED-NEXT:       verify_each: true
// SAVED-NEXT:     }
// SAVED-NEXT:   }
// SAVED-NEXT: #-}

// OWN: {-#
// OWN-NEXT:   external_resources: {
// OWN-NEXT:     mlir_reproducer: {
// OWN-NEXT:       pipeline: "builtin.module(func.func(cse,canonicalize{{{.*}}}))",
// OWN-NEXT:       disable_threading: true,
// OWN-NEXT:       verify_each: true
// OWN-NEXT:     }
// OWN-NEXT:   }
// OWN-NEXT: #-}

// LOCALNOTE: note: Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @f: reproducer generated at `[[REPRO]]`
// LOCAL:      func.func @f(%arg0: i32) -> i32 {
// LOCAL-NEXT:   %c1_i32 = arith.constant 1 : i32
// LOCAL-NEXT:   %c2_i32 = arith.constant 2 : i32
// LOCAL-NEXT:   %0 = arith.addi %c1_i32, %c2_i32 : i32
// LOCAL-NEXT:   %1 = arith.addi %0, %0 : i32
// LOCAL:      pipeline: "builtin.module(func.func(canonicalize{{{.*}}}))",
// LOCALTHREADS: <unknown>:0: error: Local crash reproduction may not be used without disabling mutli-threading first.

// AGAIN: error: canonicalization did not converge

// STORED: // -----// IR Dump After CSE (cse) //----- //
// STORED-NEXT: func.func @g(
// STORED-NEXT: %[[SUM:.*]] = arith.addi %arg0, %arg0 : i32
// STORED-NEXT: arith.muli %[[SUM]], %[[SUM]] : i32
// STORED: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// STORED: module {
// STORED-NOT: IR Dump

// EXTRA: error: --run-reproducer runs the pipeline stored in the input: give no other passes
// BADPIPE: error: 'no-such-pass' does not refer to a registered pass
// NOFILE: error: a value is required for '--mlir-pass-pipeline-crash-reproducer <FILE>' but none was supplied

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %c1, %c2 : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %a : i32
  return %3 : i32
}
