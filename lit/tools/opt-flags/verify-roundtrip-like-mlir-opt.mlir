// REQUIRES: mlir-opt
// --verify-roundtrip accepts what mlir-opt accepts and prints the same output.
// RUN: xla-opt %s --verify-roundtrip --cse > %t.ours
// RUN: mlir-opt %s --verify-roundtrip --cse > %t.upstream
// RUN: diff %t.ours %t.upstream

func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.addf %b, %b fastmath<fast> : f32
  %c = arith.cmpi slt, %2, %a : i32
  %s = arith.select %c, %2, %a : i32
  cf.br ^bb1(%s : i32)
^bb1(%x: i32):
  return %x, %3 : i32, f32
}
