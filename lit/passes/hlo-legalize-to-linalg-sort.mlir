// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-run --entry captured --print %s | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry captured --print - | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-loops | xla-run --entry captured --print - | FileCheck %s --check-prefix=EXEC
// RUN: xla-run --entry rows --print %s | FileCheck %s --check-prefix=ROWS
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry rows --print - | FileCheck %s --check-prefix=ROWS
// RUN: xla-opt %s --lower-to-loops | xla-run --entry rows --print - | FileCheck %s --check-prefix=ROWS

// hlo.sort whose comparator uses a value defined outside it (JAX's NaN-aware float compare
// after --canonicalize hoists its 0-d constants): the captured 0-d tensor is read with
// tensor.extract where the comparator is inlined (in the merge loop), as scalar code on it.
// Also: the merge sort keeps equal elements in order (is_stable), and sorts along dimension
// 0 of a rank-2 operand (an scf.for over the other dimension) as the interpreter does.

// CHECK-LABEL: func.func @sort_capture(
// CHECK-SAME: %[[X:.*]]: tensor<6xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK: scf.for
// CHECK: %[[XB:.*]] = tensor.extract %[[X]][%{{.*}}] : tensor<6xf32>
// CHECK: %[[XA:.*]] = tensor.extract %[[X]][%{{.*}}] : tensor<6xf32>
// CHECK: %[[Z:.*]] = tensor.extract %[[ZERO]][] : tensor<f32>
// CHECK: arith.cmpf oeq, %[[XB]], %[[Z]] : f32
// CHECK: tensor.insert
// CHECK: linalg.generic
// CHECK-NOT: hlo.
func.func @sort_capture(%x: tensor<6xf32>, %zero: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ea = stablehlo.compare EQ, %a, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %a2 = stablehlo.select %ea, %zero, %a : tensor<i1>, tensor<f32>
    %eb = stablehlo.compare EQ, %b, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %b2 = stablehlo.select %eb, %zero, %b : tensor<i1>, tensor<f32>
    %lt = stablehlo.compare LT, %a2, %b2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// A captured unsigned scalar is read as its signless twin (the argument became tensor<i8>).
// CHECK-LABEL: func.func @sort_capture_unsigned(
// CHECK-SAME: %{{.*}}: tensor<4xi8>, %[[P:.*]]: tensor<i8>)
// CHECK-NOT: unrealized_conversion_cast
// CHECK: scf.for
// CHECK: tensor.extract %[[P]][] : tensor<i8>
func.func @sort_capture_unsigned(%x: tensor<4xui8>, %pivot: tensor<ui8>) -> tensor<4xui8> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %da = stablehlo.xor %a, %pivot : tensor<ui8>
    %db = stablehlo.xor %b, %pivot : tensor<ui8>
    %lt = stablehlo.compare LT, %da, %db, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -0.0 and 0.0 compare equal through the captured zero (stable: -0.0 stays first), NaN last.
// EXEC: dense<[-2.000000e+00, -0.000000e+00, 0.000000e+00, 1.000000e+00, 3.000000e+00, 0x7FC00000]> : tensor<6xf32>
func.func @captured() -> tensor<6xf32> {
  %x = stablehlo.constant dense<[3.0, 0x7FC00000, -0.0, 1.0, 0.0, -2.0]> : tensor<6xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = func.call @sort_capture(%x, %zero) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// The columns of a 3x5 sorted (dimension 0) by key only: equal keys keep their order
// (the payload shows it); an odd length exercises the unpaired last run.
// ROWS: dense<{{\[}}[1, 1, 0, 2, 2], [2, 1, 2, 2, 3], [3, 1, 2, 9, 3]]> : tensor<3x5xi32>
// ROWS: dense<{{\[}}[0, 0, 1, 0, 1], [2, 1, 0, 2, 0], [1, 2, 2, 1, 2]]> : tensor<3x5xi32>
func.func @rows() -> (tensor<3x5xi32>, tensor<3x5xi32>) {
  %k = stablehlo.constant dense<[[1, 1, 2, 2, 3], [3, 1, 0, 9, 2], [2, 1, 2, 2, 3]]> : tensor<3x5xi32>
  %v = stablehlo.iota dim = 0 : tensor<3x5xi32>
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x5xi32>, tensor<3x5xi32>) -> (tensor<3x5xi32>, tensor<3x5xi32>)
  return %0#0, %0#1 : tensor<3x5xi32>, tensor<3x5xi32>
}
