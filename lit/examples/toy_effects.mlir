// The toy dialect's own MemoryEffectOpInterface, read by the core's cse and dce.
// REQUIRES: toy-opt
// RUN: toy-opt --cse %s | FileCheck %s --check-prefixes=CHECK,CSE
// RUN: toy-opt --dce %s | FileCheck %s --check-prefixes=CHECK,DCE

// Two reads with nothing between them merge (cse); dce keeps both, they are used.
// CHECK-LABEL: func.func @merge
// CHECK-NEXT: %[[A:.*]] = "toy.read"() : () -> f32
// CSE-NEXT: "toy.print"(%[[A]]) : (f32) -> ()
// CSE-NEXT: "toy.print"(%[[A]]) : (f32) -> ()
// DCE-NEXT: %[[B:.*]] = "toy.read"() : () -> f32
// DCE-NEXT: "toy.print"(%[[A]]) : (f32) -> ()
// DCE-NEXT: "toy.print"(%[[B]]) : (f32) -> ()
func.func @merge() {
  %a = "toy.read"() : () -> f32
  %b = "toy.read"() : () -> f32
  "toy.print"(%a) : (f32) -> ()
  "toy.print"(%b) : (f32) -> ()
  return
}

// Unused reads go (both passes); a print between two reads keeps both; prints stay.
// CHECK-LABEL: func.func @io
// CHECK-NEXT: %[[X:.*]] = "toy.read"() : () -> f32
// CHECK-NEXT: "toy.print"(%[[X]]) : (f32) -> ()
// CHECK-NEXT: %[[Y:.*]] = "toy.read"() : () -> f32
// CHECK-NEXT: "toy.print"(%[[Y]]) : (f32) -> ()
// CHECK-NEXT: return
func.func @io() {
  %a = "toy.read"() : () -> f32
  %unused = "toy.read"() : () -> f32
  "toy.print"(%a) : (f32) -> ()
  %c = "toy.read"() : () -> f32
  "toy.print"(%c) : (f32) -> ()
  return
}
