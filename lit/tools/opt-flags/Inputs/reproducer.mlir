// interop-skip: mlir-opt prints the external_resources section back; xla-opt's printer drops
// file metadata (resources are not passed through yet), so the outputs differ there.
// A reproducer as mlir-opt writes it (its pipeline printed with ", " between passes).
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(cse), symbol-dce)",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
