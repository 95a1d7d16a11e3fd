// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32) {
// CHECK:   %0 = complex.create %arg2, %arg3 : complex<f32>
// CHECK:   %1 = complex.re %arg0 : complex<f32>
// CHECK:   %2 = complex.im %arg0 : complex<f32>
// CHECK:   %3 = complex.add %arg0, %arg1 fastmath<nnan> : complex<f32>
// CHECK:   %4 = complex.abs %arg0 : complex<f32>
// CHECK:   %5 = complex.angle %arg0 : complex<f32>
// CHECK:   %6 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK:   %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK:   %7 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK:   %8 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK:   %9 = complex.conj %arg0 : complex<f32>
// CHECK:   %10 = complex.sign %arg0 : complex<f32>
// CHECK:   return

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32) {
  %0 = complex.create %x, %y : complex<f32>
  %1 = complex.re %a : complex<f32>
  %2 = complex.im %a : complex<f32>
  %3 = complex.add %a, %b fastmath<nnan> : complex<f32>
  %4 = complex.abs %a : complex<f32>
  %5 = complex.angle %a : complex<f32>
  %6 = complex.eq %a, %b : complex<f32>
  %7 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %8 = complex.bitcast %a : complex<f32> to i64
  %9 = complex.pow %a, %b : complex<f32>
  %10 = complex.conj %a : complex<f32>
  %11 = complex.sign %a : complex<f32>
  return
}
