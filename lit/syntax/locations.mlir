// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | xla-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | xla-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=UPSTREAM
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=UPSTREAM

// Locations print inline (mlir-opt hoists them into #loc aliases; both forms read back).

// CHECK: "foo.a"() : () -> () loc("file.py":10:4)
// CHECK-NEXT: "foo.b"() : () -> () loc(unknown)
// CHECK-NEXT: "foo.c"() : () -> () loc("name")
// CHECK-NEXT: "foo.d"() : () -> () loc("name"("inner.py":1:2))
// CHECK-NEXT: "foo.e"() : () -> () loc(callsite("callee.py":1:1 at "caller.py":2:2))
// CHECK-NEXT: "foo.f"() : () -> () loc(fused["a.py":1:1, "b.py":2:2])
// CHECK-NEXT: "foo.g"() : () -> () loc(fused<"meta">["a.py":3:3])
// CHECK-NEXT: "foo.h"() : () -> () loc("aliased.py":7:7)
// CHECK-NEXT: "foo.i"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("arg.py":5:5)):
// CHECK-NEXT: "foo.j"() : () -> () loc("{{.*}}locations.mlir":{{[0-9]+}}:3)
// CHECK-NEXT: }) : () -> () loc("{{.*}}locations.mlir":{{[0-9]+}}:1)

// UPSTREAM: "foo.a"() : () -> () loc([[A:.*]])
// UPSTREAM: "foo.h"() : () -> () loc([[H:.*]])
// UPSTREAM: ^bb0(%arg0: i32 loc("arg.py":5:5)):

"foo.a"() : () -> () loc("file.py":10:4)
"foo.b"() : () -> () loc(unknown)
"foo.c"() : () -> () loc("name")
"foo.d"() : () -> () loc("name"("inner.py":1:2))
"foo.e"() : () -> () loc(callsite("callee.py":1:1 at "caller.py":2:2))
"foo.f"() : () -> () loc(fused["a.py":1:1, "b.py":2:2])
"foo.g"() : () -> () loc(fused<"meta">["a.py":3:3])
"foo.h"() : () -> () loc(#myloc)
"foo.i"() ({
^bb0(%arg0: i32 loc("arg.py":5:5)):
  "foo.j"() : () -> ()
}) : () -> ()
"foo.k"() : () -> ()
#myloc = loc("aliased.py":7:7)
