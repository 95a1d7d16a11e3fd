// REQUIRES: xla-run
// Execution equivalence: the same numbers before and after --convert-complex-to-standard
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --convert-complex-to-standard | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.after

// CHECK: (-2.000000e+00,1.100000e+01)
// CHECK: (-4.000000e-01,-2.000000e-01)
// CHECK: 5.000000e+00
// CHECK: (3.000000e+00,4.000000e+00)
// CHECK: true
func.func @main() -> (complex<f32>, complex<f32>, f32, complex<f32>, i1) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [4.0 : f32, 3.0 : f32] : complex<f32>
  %c = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %d = complex.constant [-4.0 : f32, 0.0 : f32] : complex<f32>
  %m = complex.mul %a, %b : complex<f32>
  %q = complex.div %c, %m : complex<f32>
  %abs = complex.abs %c : complex<f32>
  %s = complex.conj %c : complex<f32>
  %e = complex.neq %s, %d : complex<f32>
  return %m, %q, %abs, %s, %e : complex<f32>, complex<f32>, f32, complex<f32>, i1
}
