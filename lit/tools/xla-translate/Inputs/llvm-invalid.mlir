// An llvm.func returning the wrong type: upstream's verifier rejects it (located error, no crash).
// INVALID: llvm-invalid.mlir:6:5: error: 'llvm.return' op mismatching result types
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i64)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%a: i64):
    "llvm.return"(%a) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
