// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --lower-to-loops | xla-run - --print > %t.loops
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print > %t.llvm
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: diff %t.before %t.loops
// RUN: diff %t.before %t.llvm
// RUN: FileCheck %s --check-prefix=EXEC < %t.llvm

// Complex dots take the generic form with a complex.mul / complex.add body, summing
// complex<f32> in complex<f64> (the zero accumulator a complex.constant) rounded once; maximum and ordered compares order complex numbers
// lexicographically on (real, imaginary), as StableHLO; select on complex values.

// CHECK-LABEL: func.func @main
// CHECK: complex.constant [0.000000e+00, 0.000000e+00] : complex<f64>
// CHECK: linalg.generic
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: %[[P:.*]] = complex.mul %{{.*}}, %{{.*}} : complex<f64>
// CHECK-NEXT: %[[S:.*]] = complex.add %{{.*}}, %[[P]] : complex<f64>
// CHECK-NEXT: linalg.yield %[[S]] : complex<f64>
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf oge
// CHECK: complex.create
// CHECK: arith.cmpf ord
// CHECK: arith.cmpf olt

// EXEC: dense<{{\[\[}}(3.000000e+00,3.000000e+00), (1.500000e+00,0.000000e+00)], {{\[}}(8.500000e+00,2.000000e+00), (0.000000e+00,3.000000e+00)]]> : tensor<2x2xcomplex<f32>>
func.func @main() -> tensor<2x2xcomplex<f32>> {
  %a = stablehlo.constant dense<[[(1.0, 2.0), (0.5, -1.0)], [(3.0, 0.0), (0.0, 1.0)]]> : tensor<2x2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(2.0, 1.0), (1.0, 1.0)], [(-1.0, 0.5), (0.0, 2.0)]]> : tensor<2x2xcomplex<f32>>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %m = stablehlo.maximum %a, %b : tensor<2x2xcomplex<f32>>
  %p = stablehlo.compare LT, %a, %b : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xi1>
  %s = stablehlo.select %p, %a, %c : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
  %r = stablehlo.add %s, %m : tensor<2x2xcomplex<f32>>
  return %r : tensor<2x2xcomplex<f32>>
}
