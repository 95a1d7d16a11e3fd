// `{-# ... #-}` file metadata as mlir-opt 22 handles it: `external_resources` groups no handler
// claims are kept and printed back after the module (blobs in uppercase hex, keys quoted when
// they must be); `--run-reproducer` consumes the `mlir_reproducer` group; `dialect_resources`
// are checked (builtin takes hex blobs only) and, unreferenced, not printed.
// RUN: cd %S && xla-opt resources.mlir > %t.ours
// RUN: cd %S && mlir-opt resources.mlir > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: xla-opt %t.ours | diff - %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: cd %S && xla-opt resources.mlir --run-reproducer > %t.ours-run
// RUN: cd %S && mlir-opt resources.mlir --run-reproducer > %t.theirs-run
// RUN: diff %t.ours-run %t.theirs-run
// RUN: FileCheck %s --check-prefix=REPLAY < %t.ours-run
// With local scope, as mlir-opt, no resources are printed.
// RUN: xla-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: func.func @f
// CHECK: {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(canonicalize)",
// CHECK-NEXT:       disable_threading: true,
// CHECK-NEXT:       verify_each: true
// CHECK-NEXT:     },
// CHECK-NEXT:     other: {
// CHECK-NEXT:       key: "va\22lue",
// CHECK-NEXT:       "quoted key": false,
// CHECK-NEXT:       blob: "0x08000000ABCD"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// REPLAY-NOT: mlir_reproducer
// REPLAY: external_resources: {
// REPLAY-NEXT: other: {

// LOCAL-NOT: {-#

func.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
{-#
  dialect_resources: {
    builtin: {
      unused_blob: "0x040000000100000002000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: true
    },
    other: { key: "va\"lue", "quoted key": false, blob: "0x08000000abcd" },
    empty: {}
  }
#-}
