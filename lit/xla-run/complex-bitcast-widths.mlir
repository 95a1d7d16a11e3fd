// bitcast_convert between complex widths lowers as the float bitcast of the parts
// (hlo_to_linalg/complex_bitcast.rs): the interpreter, the loop level and the JIT agree
// bit for bit, both ways (complex<f32> pairs to complex<f64>, complex<f64> to pairs).
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-loops -o %t.loops.mlir
// RUN: xla-run %t.loops.mlir --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG

// LINALG-NOT: hlo.
// LINALG: complex.re
// LINALG: complex.create

// CHECK: dense<[(-2.0000004749745131,512.00012266635895), (1.3411048210842936E-8,196608.09417724609), (-5.0800160955496991E-39,5.3049894774131808E-315)]> : tensor<3xcomplex<f64>>
// CHECK-NEXT: dense<{{\[\[}}(0.000000e+00,1.937500e+00), (0.000000e+00,-2.000000e+00)], [(-2.00481489E+11,7.05563362E-38), (0.000000e+00,2.453125)]]> : tensor<2x2xcomplex<f32>>

func.func @main() -> (tensor<3xcomplex<f64>>, tensor<2x2xcomplex<f32>>) {
  %x = stablehlo.constant dense<[[(1.5, -2.0), (3.25, 4.0)], [(0.1, 0.2), (-7.0, 8.5)], [(1.0e10, -3.0e-5), (2.0, 0.0)]]> : tensor<3x2xcomplex<f32>>
  %0 = stablehlo.bitcast_convert %x : (tensor<3x2xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %y = stablehlo.constant dense<[(1.5, -2.0), (3.0e-300, 7.25)]> : tensor<2xcomplex<f64>>
  %1 = stablehlo.bitcast_convert %y : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  return %0, %1 : tensor<3xcomplex<f64>>, tensor<2x2xcomplex<f32>>
}
