// REQUIRES: xla-run
// sin and cos of f32 arguments far from zero against the f64 functions rounded to f32: the
// approximation's Payne-Hanek reduction (docs/lowering/math-approximation.md) is exact for
// every f32. Found by the differential tester (scripts/difftest --jit, seed 9873): sin of
// 1.46e18 gave 0 where the reduction in f64 had no quadrant left. With 16367173 * 2^72, the f32
// closest to a multiple of pi/2, f32's largest, the start of the reduction (1/2), and values
// around 2^19, 2^24 and 2^51.
// RUN: xla-run %s | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - | FileCheck %s
// CHECK: 2 passed, 0 failed

func.func @main() {
  %x = hlo.constant dense<[1.46e18, -1.46e18, 0x6F79BE45, 3.4028235e38, -3.4028235e38, -3.0e20, 1.0e22, 524288.0, 524287.97, 16777215.0, 2.2517998e15, -2.2517998e15, 0.5, 0.49999997, -0.75, 1.5707964, 3.1415927, 7.0e30]> : tensor<18xf32>
  %xd = hlo.convert %x : (tensor<18xf32>) -> tensor<18xf64>
  %s = hlo.sine %x : tensor<18xf32>
  %sd = hlo.sine %xd : tensor<18xf64>
  %sr = hlo.convert %sd : (tensor<18xf64>) -> tensor<18xf32>
  check.expect_close %s, %sr, max_ulp_difference = 1 : tensor<18xf32>, tensor<18xf32>
  %c = hlo.cosine %x : tensor<18xf32>
  %cd = hlo.cosine %xd : tensor<18xf64>
  %cr = hlo.convert %cd : (tensor<18xf64>) -> tensor<18xf32>
  check.expect_close %c, %cr, max_ulp_difference = 1 : tensor<18xf32>, tensor<18xf32>
  return
}
