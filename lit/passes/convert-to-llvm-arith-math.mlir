// RUN: xla-opt %s --convert-to-llvm | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null

// arith and math to llvm: one llvm op per arith op (flags and predicates carried over),
// index as i64, index casts by width, math ops as llvm.intr.* (rsqrt expanded),
// math ops without an intrinsic as libm calls (erff, expm1f), declared at the top. Same output as
// mlir-opt 22's --convert-to-llvm except that mlir-opt folds constant arithmetic and keeps
// math.erf (its libm calls come from --convert-math-to-libm).

func.func private @ext(f32) -> f32
func.func @two(%x: i32, %n: index) -> (i32, f32, index) {
  %f = arith.sitofp %x : i32 to f32
  %g = func.call @ext(%f) : (f32) -> f32
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 overflow<nsw> : index
  %i = arith.index_cast %m : index to i32
  %j = arith.index_cast %x : i32 to index
  %c = arith.cmpi slt, %m, %j : index
  %s = arith.select %c, %m, %j : index
  return %x, %g, %s : i32, f32, index
}
func.func @caller(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a, %b, %c = func.call @two(%x, %c0) : (i32, index) -> (i32, f32, index)
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %w = arith.addf %v, %v fastmath<fast> : vector<2xf32>
  return %a : i32
}
func.func @math(%x: f32, %i: i32) -> f32 {
  %a = math.tanh %x : f32
  %b = math.tan %x : f32
  %c = math.rsqrt %x : f32
  %d = math.erf %x : f32
  %e = math.ctlz %i : i32
  %f = math.absi %i : i32
  %g = math.exp %x fastmath<fast> : f32
  %h = arith.addf %x, %g fastmath<nnan,reassoc> : f32
  %k = math.expm1 %x : f32
  return %a : f32
}

// CHECK-LABEL: llvm.func @erff(f32) -> f32
// CHECK-LABEL: llvm.func @expm1f(f32) -> f32
// CHECK-LABEL: llvm.func @ext(f32) -> f32 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @two(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, f32, i64)> {
// CHECK-NEXT: %0 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = llvm.call @ext(%0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.add %arg1, %2 overflow<nsw> : i64
// CHECK-NEXT: %4 = llvm.trunc %3 : i64 to i32
// CHECK-NEXT: %5 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %6 = llvm.icmp "slt" %3, %5 : i64
// CHECK-NEXT: %7 = llvm.select %6, %3, %5 : i1, i64
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %10 = llvm.insertvalue %1, %9[1] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %11 = llvm.insertvalue %7, %10[2] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: llvm.return %11 : !llvm.struct<(i32, f32, i64)>
// CHECK: }
// CHECK-LABEL: llvm.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.call @two(%arg0, %0) : (i32, i64) -> !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT: %6 = llvm.fadd %5, %5 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
// CHECK-NEXT: llvm.return %2 : i32
// CHECK: }
// CHECK-LABEL: llvm.func @math(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: %0 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %3 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.fdiv %2, %3 : f32
// CHECK-NEXT: %5 = llvm.call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %7 = "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %8 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %9 = llvm.fadd %arg0, %8 {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : f32
// CHECK-NEXT: %10 = llvm.call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK: }
// CHECK: }
