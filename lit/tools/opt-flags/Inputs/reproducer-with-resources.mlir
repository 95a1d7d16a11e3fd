func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %c1, %c2 : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %a : i32
  return %3 : i32
}
{-#
  external_resources: {
    mlir_reproducer: { pipeline: "builtin.module(symbol-dce)", disable_threading: false, verify_each: false },
    other: { key: "v" }
  }
#-}
