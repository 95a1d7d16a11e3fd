// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | xla-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// Byte for byte as mlir-opt 22, in both directions:
// RUN: cd %S && xla-opt locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo > %t.ours
// RUN: cd %S && mlir-opt locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: mlir-opt %t.ours --allow-unregistered-dialect --mlir-print-debuginfo | xla-opt --allow-unregistered-dialect --mlir-print-debuginfo | diff - %t.ours

// As mlir-opt: op locations become #loc aliases defined after the module (numbered in the
// order the printer meets them, deepest last); block-argument locations print inline, but their
// aliases are defined before the module.

// CHECK: #loc12 = loc("arg.py":5:5)
// CHECK-NEXT: module {
// CHECK-NEXT: "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.b"() : () -> () loc(#loc2)
// CHECK-NEXT: "foo.c"() : () -> () loc(#loc3)
// CHECK-NEXT: "foo.d"() : () -> () loc(#loc15)
// CHECK-NEXT: "foo.e"() : () -> () loc(#loc16)
// CHECK-NEXT: "foo.f"() : () -> () loc(#loc17)
// CHECK-NEXT: "foo.g"() : () -> () loc(#loc18)
// CHECK-NEXT: "foo.h"() : () -> () loc(#loc10)
// CHECK-NEXT: "foo.i"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("arg.py":5:5)):
// CHECK-NEXT: "foo.j"() : () -> () loc(#loc13)
// CHECK-NEXT: }) : () -> () loc(#loc11)
// CHECK-NEXT: "foo.k"() : () -> () loc(#loc14)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("file.py":10:4)
// CHECK-NEXT: #loc2 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("name")
// CHECK-NEXT: #loc4 = loc("inner.py":1:2)
// CHECK-NEXT: #loc5 = loc("callee.py":1:1)
// CHECK-NEXT: #loc6 = loc("caller.py":2:2)
// CHECK-NEXT: #loc7 = loc("a.py":1:1)
// CHECK-NEXT: #loc8 = loc("b.py":2:2)
// CHECK-NEXT: #loc9 = loc("a.py":3:3)
// CHECK-NEXT: #loc10 = loc("aliased.py":7:7)
// CHECK-NEXT: #loc11 = loc("{{.*}}locations.mlir":{{[0-9]+}}:1)
// CHECK-NEXT: #loc13 = loc("{{.*}}locations.mlir":{{[0-9]+}}:3)
// CHECK-NEXT: #loc14 = loc("{{.*}}locations.mlir":{{[0-9]+}}:1)
// CHECK-NEXT: #loc15 = loc("name"(#loc4))
// CHECK-NEXT: #loc16 = loc(callsite(#loc5 at #loc6))
// CHECK-NEXT: #loc17 = loc(fused[#loc7, #loc8])
// CHECK-NEXT: #loc18 = loc(fused<"meta">[#loc9])

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
