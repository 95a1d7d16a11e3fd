// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s

// Every arith op of MLIR 22 in its custom syntax: all flag clauses (overflow, exact,
// fastmath, rounding modes), every predicate, every cast, and constants with their
// suggested result names. The CHECK lines are mlir-opt 22's output; the GENERIC lines
// check the properties of the generic form (defaults such as `#arith.overflow<none>`
// included), with SSA names left open since generic numbering is not arith's concern.

// CHECK-LABEL: func.func @int_binary(
// CHECK: %0 = arith.addi %arg0, %arg1 : i32
// CHECK: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK: %2 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK: %3 = arith.subi %arg2, %arg2 overflow<nuw> : index
// CHECK: %4 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi8>
// CHECK: %5 = arith.divui %arg0, %arg1 : i32
// CHECK: %6 = arith.divui %arg0, %arg1 exact : i32
// CHECK: %7 = arith.divsi %arg4, %arg4 exact : tensor<4x?xi64>
// CHECK: %8 = arith.ceildivui %arg0, %arg1 : i32
// CHECK: %9 = arith.ceildivsi %arg2, %arg2 : index
// CHECK: %10 = arith.floordivsi %arg0, %arg1 : i32
// CHECK: %11 = arith.remui %arg0, %arg1 : i32
// CHECK: %12 = arith.remsi %arg3, %arg3 : vector<4xi8>
// CHECK: %13 = arith.andi %arg0, %arg1 : i32
// CHECK: %14 = arith.ori %arg0, %arg1 : i32
// CHECK: %15 = arith.xori %arg0, %arg1 : i32
// CHECK: %16 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK: %17 = arith.shrui %arg0, %arg1 exact : i32
// CHECK: %18 = arith.shrsi %arg0, %arg1 : i32
// CHECK: %19 = arith.maxsi %arg0, %arg1 : i32
// CHECK: %20 = arith.maxui %arg0, %arg1 : i32
// CHECK: %21 = arith.minsi %arg0, %arg1 : i32
// CHECK: %22 = arith.minui %arg0, %arg1 {tag = "x"} : i32
// GENERIC-LABEL: sym_name = "int_binary"
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// GENERIC: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC: "arith.divui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.divui"(%{{.*}}, %{{.*}}) <{isExact}> : (i32, i32) -> i32
// GENERIC: "arith.divsi"(%{{.*}}, %{{.*}}) <{isExact}> : (tensor<4x?xi64>, tensor<4x?xi64>) -> tensor<4x?xi64>
// GENERIC: "arith.ceildivui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.ceildivsi"(%{{.*}}, %{{.*}}) : (index, index) -> index
// GENERIC: "arith.floordivsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.remui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.remsi"(%{{.*}}, %{{.*}}) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC: "arith.andi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.ori"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.xori"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.shli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: "arith.shrui"(%{{.*}}, %{{.*}}) <{isExact}> : (i32, i32) -> i32
// GENERIC: "arith.shrsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.maxsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.maxui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.minsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.minui"(%{{.*}}, %{{.*}}) {tag = "x"} : (i32, i32) -> i32
func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<4x?xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.subi %i, %i overflow<nuw> : index
  %4 = arith.muli %v, %v overflow<nsw, nuw> : vector<4xi8>
  %5 = arith.divui %a, %b : i32
  %6 = arith.divui %a, %b exact : i32
  %7 = arith.divsi %t, %t exact : tensor<4x?xi64>
  %8 = arith.ceildivui %a, %b : i32
  %9 = arith.ceildivsi %i, %i : index
  %10 = arith.floordivsi %a, %b : i32
  %11 = arith.remui %a, %b : i32
  %12 = arith.remsi %v, %v : vector<4xi8>
  %13 = arith.andi %a, %b : i32
  %14 = arith.ori %a, %b : i32
  %15 = arith.xori %a, %b : i32
  %16 = arith.shli %a, %b overflow<nsw> : i32
  %17 = arith.shrui %a, %b exact : i32
  %18 = arith.shrsi %a, %b : i32
  %19 = arith.maxsi %a, %b : i32
  %20 = arith.maxui %a, %b : i32
  %21 = arith.minsi %a, %b : i32
  %22 = arith.minui %a, %b {tag = "x"} : i32
  return
}


// CHECK-LABEL: func.func @extended(
// CHECK: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK: %sum_0, %overflow_1 = arith.addui_extended %arg1, %arg1 : vector<4xi64>, vector<4xi1>
// CHECK: %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK: %low_2, %high_3 = arith.mului_extended %arg1, %arg1 : vector<4xi64>
// GENERIC-LABEL: sym_name = "extended"
// GENERIC: "arith.addui_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i1)
// GENERIC: "arith.addui_extended"(%{{.*}}, %{{.*}}) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi1>)
// GENERIC: "arith.mulsi_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i32)
// GENERIC: "arith.mului_extended"(%{{.*}}, %{{.*}}) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
func.func @extended(%a: i32, %v: vector<4xi64>) {
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %r:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %a : i32
  %m:2 = arith.mului_extended %v, %v : vector<4xi64>
  return
}


// CHECK-LABEL: func.func @float_ops(
// CHECK: %0 = arith.addf %arg0, %arg1 : f32
// CHECK: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK: %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK: %3 = arith.mulf %arg2, %arg2 fastmath<reassoc,contract> : vector<2xf16>
// CHECK: %4 = arith.divf %arg3, %arg3 : tensor<?xbf16>
// CHECK: %5 = arith.remf %arg0, %arg1 : f32
// CHECK: %6 = arith.maximumf %arg0, %arg1 : f32
// CHECK: %7 = arith.minimumf %arg0, %arg1 : f32
// CHECK: %8 = arith.maxnumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK: %9 = arith.minnumf %arg0, %arg1 : f32
// CHECK: %10 = arith.negf %arg0 : f32
// CHECK: %11 = arith.negf %arg2 fastmath<afn> : vector<2xf16>
// GENERIC-LABEL: sym_name = "float_ops"
// GENERIC: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: "arith.subf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC: "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// GENERIC: "arith.divf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC: "arith.remf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "arith.maximumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "arith.minimumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "arith.maxnumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC: "arith.minnumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "arith.negf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "arith.negf"(%{{.*}}) <{fastmath = #arith.fastmath<afn>}> : (vector<2xf16>) -> vector<2xf16>
func.func @float_ops(%x: f32, %y: f32, %h: vector<2xf16>, %t: tensor<?xbf16>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.subf %x, %y fastmath<nnan, ninf> : f32
  %3 = arith.mulf %h, %h fastmath<reassoc,contract> : vector<2xf16>
  %4 = arith.divf %t, %t : tensor<?xbf16>
  %5 = arith.remf %x, %y fastmath<none> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minimumf %x, %y : f32
  %8 = arith.maxnumf %x, %y fastmath<nsz> : f32
  %9 = arith.minnumf %x, %y : f32
  %10 = arith.negf %x : f32
  %11 = arith.negf %h fastmath<afn> : vector<2xf16>
  return
}


// CHECK-LABEL: func.func @compare(
// CHECK: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK: %1 = arith.cmpi ne, %arg0, %arg0 : i32
// CHECK: %2 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK: %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK: %6 = arith.cmpi ult, %arg2, %arg2 : vector<4xindex>
// CHECK: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK: %8 = arith.cmpi ugt, %arg0, %arg0 : i32
// CHECK: %9 = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK: %10 = arith.cmpf false, %arg1, %arg1 : f64
// CHECK: %11 = arith.cmpf oeq, %arg1, %arg1 : f64
// CHECK: %12 = arith.cmpf ogt, %arg1, %arg1 : f64
// CHECK: %13 = arith.cmpf oge, %arg1, %arg1 : f64
// CHECK: %14 = arith.cmpf olt, %arg1, %arg1 : f64
// CHECK: %15 = arith.cmpf ole, %arg1, %arg1 : f64
// CHECK: %16 = arith.cmpf one, %arg1, %arg1 : f64
// CHECK: %17 = arith.cmpf ord, %arg1, %arg1 : f64
// CHECK: %18 = arith.cmpf ueq, %arg1, %arg1 : f64
// CHECK: %19 = arith.cmpf ugt, %arg1, %arg1 : f64
// CHECK: %20 = arith.cmpf uge, %arg1, %arg1 : f64
// CHECK: %21 = arith.cmpf ult, %arg3, %arg3 fastmath<fast> : tensor<?xf32>
// CHECK: %22 = arith.cmpf ule, %arg1, %arg1 : f64
// CHECK: %23 = arith.cmpf une, %arg1, %arg1 : f64
// CHECK: %24 = arith.cmpf uno, %arg1, %arg1 : f64
// CHECK: %25 = arith.cmpf true, %arg1, %arg1 : f64
// GENERIC-LABEL: sym_name = "compare"
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 3 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 6 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 7 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 8 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 9 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
func.func @compare(%a: i32, %x: f64, %v: vector<4xindex>, %t: tensor<?xf32>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %v, %v : vector<4xindex>
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %a, %a : i32
  %9 = arith.cmpi "uge", %a, %a : i32
  %10 = arith.cmpf false, %x, %x : f64
  %11 = arith.cmpf oeq, %x, %x : f64
  %12 = arith.cmpf ogt, %x, %x : f64
  %13 = arith.cmpf oge, %x, %x : f64
  %14 = arith.cmpf olt, %x, %x : f64
  %15 = arith.cmpf ole, %x, %x : f64
  %16 = arith.cmpf one, %x, %x : f64
  %17 = arith.cmpf ord, %x, %x : f64
  %18 = arith.cmpf ueq, %x, %x : f64
  %19 = arith.cmpf ugt, %x, %x : f64
  %20 = arith.cmpf uge, %x, %x : f64
  %21 = arith.cmpf ult, %t, %t fastmath<fast> : tensor<?xf32>
  %22 = arith.cmpf ule, %x, %x : f64
  %23 = arith.cmpf une, %x, %x : f64
  %24 = arith.cmpf uno, %x, %x : f64
  %25 = arith.cmpf true, %x, %x : f64
  return
}


// CHECK-LABEL: func.func @select(
// CHECK: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK: %1 = arith.select %arg2, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
// CHECK: %2 = arith.select %arg0, %arg3, %arg3 : vector<4xf32>
// CHECK: %3 = arith.select %arg4, %arg5, %arg5 {tag} : tensor<2x?xi1>, tensor<2x?xi8>
// GENERIC-LABEL: sym_name = "select"
// GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, i32, i32) -> i32
// GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) {tag} : (tensor<2x?xi1>, tensor<2x?xi8>, tensor<2x?xi8>) -> tensor<2x?xi8>
func.func @select(%c: i1, %a: i32, %vc: vector<4xi1>, %vf: vector<4xf32>, %tc: tensor<2x?xi1>, %t: tensor<2x?xi8>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %vf, %vf : vector<4xf32>
  %3 = arith.select %tc, %t, %t {tag} : tensor<2x?xi1>, tensor<2x?xi8>
  return
}


// CHECK-LABEL: func.func @casts(
// CHECK: %0 = arith.extui %arg0 : i8 to i32
// CHECK: %1 = arith.extsi %arg5 : vector<2xi16> to vector<2xi64>
// CHECK: %2 = arith.trunci %arg1 : i32 to i8
// CHECK: %3 = arith.trunci %arg1 overflow<nsw, nuw> : i32 to i8
// CHECK: %4 = arith.extf %arg3 : f16 to f32
// CHECK: %5 = arith.extf %arg3 fastmath<contract> : f16 to f64
// CHECK: %6 = arith.truncf %arg4 : f32 to f16
// CHECK: %7 = arith.truncf %arg4 to_nearest_even : f32 to bf16
// CHECK: %8 = arith.truncf %arg4 downward fastmath<fast> : f32 to f16
// CHECK: %9 = arith.truncf %arg4 upward : f32 to f16
// CHECK: %10 = arith.truncf %arg4 toward_zero : f32 to f16
// CHECK: %11 = arith.truncf %arg4 to_nearest_away : f32 to f16
// CHECK: %12 = arith.uitofp %arg1 : i32 to f32
// CHECK: %13 = arith.sitofp %arg6 : tensor<?xi32> to tensor<?xf64>
// CHECK: %14 = arith.fptoui %arg4 : f32 to i8
// CHECK: %15 = arith.fptosi %arg3 : f16 to i64
// CHECK: %16 = arith.index_cast %arg2 : index to i32
// CHECK: %17 = arith.index_cast %arg6 : tensor<?xi32> to tensor<?xindex>
// CHECK: %18 = arith.index_castui %arg1 : i32 to index
// CHECK: %19 = arith.index_cast %arg7 : memref<4xi32> to memref<4xindex>
// CHECK: %20 = arith.bitcast %arg4 : f32 to i32
// CHECK: %21 = arith.bitcast %arg5 : vector<2xi16> to vector<2xf16>
// CHECK: %22 = arith.scaling_extf %arg8, %arg9 : f4E2M1FN, f8E8M0FNU to f32
// CHECK: %23 = arith.scaling_extf %arg8, %arg9 fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
// CHECK: %24 = arith.scaling_truncf %arg4, %arg9 : f32, f8E8M0FNU to f4E2M1FN
// CHECK: %25 = arith.scaling_truncf %arg4, %arg9 toward_zero fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
// GENERIC-LABEL: sym_name = "casts"
// GENERIC: "arith.extui"(%{{.*}}) : (i8) -> i32
// GENERIC: "arith.extsi"(%{{.*}}) : (vector<2xi16>) -> vector<2xi64>
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32) -> i8
// GENERIC: "arith.extf"(%{{.*}}) : (f16) -> f32
// GENERIC: "arith.extf"(%{{.*}}) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f64
// GENERIC: "arith.truncf"(%{{.*}}) : (f32) -> f16
// GENERIC: "arith.truncf"(%{{.*}}) <{roundingmode = 0 : i32}> : (f32) -> bf16
// GENERIC: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC: "arith.truncf"(%{{.*}}) <{roundingmode = 2 : i32}> : (f32) -> f16
// GENERIC: "arith.truncf"(%{{.*}}) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC: "arith.truncf"(%{{.*}}) <{roundingmode = 4 : i32}> : (f32) -> f16
// GENERIC: "arith.uitofp"(%{{.*}}) : (i32) -> f32
// GENERIC: "arith.sitofp"(%{{.*}}) : (tensor<?xi32>) -> tensor<?xf64>
// GENERIC: "arith.fptoui"(%{{.*}}) : (f32) -> i8
// GENERIC: "arith.fptosi"(%{{.*}}) : (f16) -> i64
// GENERIC: "arith.index_cast"(%{{.*}}) : (index) -> i32
// GENERIC: "arith.index_cast"(%{{.*}}) : (tensor<?xi32>) -> tensor<?xindex>
// GENERIC: "arith.index_castui"(%{{.*}}) : (i32) -> index
// GENERIC: "arith.index_cast"(%{{.*}}) : (memref<4xi32>) -> memref<4xindex>
// GENERIC: "arith.bitcast"(%{{.*}}) : (f32) -> i32
// GENERIC: "arith.bitcast"(%{{.*}}) : (vector<2xi16>) -> vector<2xf16>
// GENERIC: "arith.scaling_extf"(%{{.*}}, %{{.*}}) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC: "arith.scaling_extf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f4E2M1FN, f8E8M0FNU) -> bf16
// GENERIC: "arith.scaling_truncf"(%{{.*}}, %{{.*}}) : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC: "arith.scaling_truncf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan>, roundingmode = 3 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
func.func @casts(%i8: i8, %i32: i32, %i: index, %f16: f16, %f32: f32, %v: vector<2xi16>, %t: tensor<?xi32>, %m: memref<4xi32>, %fp4: f4E2M1FN, %s: f8E8M0FNU) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %v : vector<2xi16> to vector<2xi64>
  %2 = arith.trunci %i32 : i32 to i8
  %3 = arith.trunci %i32 overflow<nsw, nuw> : i32 to i8
  %4 = arith.extf %f16 : f16 to f32
  %5 = arith.extf %f16 fastmath<contract> : f16 to f64
  %6 = arith.truncf %f32 : f32 to f16
  %7 = arith.truncf %f32 to_nearest_even : f32 to bf16
  %8 = arith.truncf %f32 downward fastmath<fast> : f32 to f16
  %9 = arith.truncf %f32 upward : f32 to f16
  %10 = arith.truncf %f32 toward_zero : f32 to f16
  %11 = arith.truncf %f32 to_nearest_away : f32 to f16
  %12 = arith.uitofp %i32 : i32 to f32
  %13 = arith.sitofp %t : tensor<?xi32> to tensor<?xf64>
  %14 = arith.fptoui %f32 : f32 to i8
  %15 = arith.fptosi %f16 : f16 to i64
  %16 = arith.index_cast %i : index to i32
  %17 = arith.index_cast %t : tensor<?xi32> to tensor<?xindex>
  %18 = arith.index_castui %i32 : i32 to index
  %19 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %20 = arith.bitcast %f32 : f32 to i32
  %21 = arith.bitcast %v : vector<2xi16> to vector<2xf16>
  %22 = arith.scaling_extf %fp4, %s : f4E2M1FN, f8E8M0FNU to f32
  %23 = arith.scaling_extf %fp4, %s fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
  %24 = arith.scaling_truncf %f32, %s : f32, f8E8M0FNU to f4E2M1FN
  %25 = arith.scaling_truncf %f32, %s toward_zero fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
  return
}


// CHECK-LABEL: func.func @constants(
// CHECK: %c42_i32 = arith.constant 42 : i32
// CHECK: %c-1_i64 = arith.constant -1 : i64
// CHECK: %true = arith.constant true
// CHECK: %false = arith.constant false
// CHECK: %c7 = arith.constant 7 : index
// CHECK: %cst = arith.constant 1.500000e+00 : f32
// CHECK: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK: %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: %cst_2 = arith.constant dense<3> : vector<4xi8>
// CHECK: %c-1_i8 = arith.constant {tag} -1 : i8
// CHECK: %cst_3 = arith.constant -0.000000e+00 : bf16
// CHECK: %cst_4 = arith.constant dense<1> : vector<[4]xi32>
// GENERIC-LABEL: sym_name = "constants"
// GENERIC: "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: "arith.constant"() <{value = -1 : i64}> : () -> i64
// GENERIC: "arith.constant"() <{value = true}> : () -> i1
// GENERIC: "arith.constant"() <{value = false}> : () -> i1
// GENERIC: "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC: "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC: "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC: "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// GENERIC: "arith.constant"() <{value = dense<3> : vector<4xi8>}> : () -> vector<4xi8>
// GENERIC: "arith.constant"() <{value = -1 : i8}> {tag} : () -> i8
// GENERIC: "arith.constant"() <{value = -0.000000e+00 : bf16}> : () -> bf16
// GENERIC: "arith.constant"() <{value = dense<1> : vector<[4]xi32>}> : () -> vector<[4]xi32>
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i64
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 7 : index
  %5 = arith.constant 1.5 : f32
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %8 = arith.constant dense<3> : vector<4xi8>
  %9 = arith.constant {tag} 255 : i8
  %10 = arith.constant -0.0 : bf16
  %11 = arith.constant dense<1> : vector<[4]xi32>
  return
}

// Default-valued properties left out of the generic form are filled in.
// CHECK-LABEL: func.func @generic_defaults(
// CHECK: %0 = arith.addi %arg0, %arg0 : i32
// CHECK: %1 = arith.cmpf olt, %arg1, %arg1 : f32
// CHECK: %2 = arith.trunci %arg0 : i32 to i8
// GENERIC-LABEL: sym_name = "generic_defaults"
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
func.func @generic_defaults(%a: i32, %x: f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.cmpf"(%x, %x) {predicate = 4 : i64} : (f32, f32) -> i1
  %2 = "arith.trunci"(%a) : (i32) -> i8
  return
}
