// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s

// math ops evaluated on scalars and tensors of f16, bf16, f32, f64 and integers.

// CHECK: 1.64872122
// CHECK: dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf64>
// CHECK: dense<[-3.000000e+00, 3.000000e+00, -2.000000e+00, 2.000000e+00]> : tensor<4xf16>
// CHECK: dense<[2.000000e+00, -2.000000e+00, -2.000000e+00, 2.000000e+00]> : tensor<4xbf16>
// CHECK: dense<[7, 0, 8, 3]> : tensor<4xi8>
// CHECK: dense<[0, 0, 8, 3]> : tensor<4xi8>
// CHECK: dense<[1, 8, 0, 2]> : tensor<4xi8>
// CHECK: dense<[true, false, false, false]> : tensor<4xi1>
// CHECK: dense<[false, true, false, false]> : tensor<4xi1>
// CHECK: dense<[false, false, true, true]> : tensor<4xi1>
// CHECK: dense<[8.000000e+00, 2.500000e-01, 1.000000e+00]> : tensor<3xf32>
// CHECK: dense<[-512, 0, 1]> : tensor<3xi32>
// CHECK: dense<[7.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: dense<[2.000000e+00, 5.000000e-01]> : tensor<2xf32>
func.func @main() -> (f32, tensor<3xf64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>,
                      tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<3xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>) {
  %half = arith.constant 0.5 : f32
  %e = math.exp %half : f32
  %sq = arith.constant dense<[1.0, 4.0, 9.0]> : tensor<3xf64>
  %r = math.sqrt %sq : tensor<3xf64>
  %h = arith.constant dense<[-2.5, 2.5, -1.5, 1.5]> : tensor<4xf16>
  %rh = math.round %h : tensor<4xf16>
  %b = arith.constant dense<[2.5, -2.5, -1.5, 1.5]> : tensor<4xbf16>
  %rb = math.roundeven %b : tensor<4xbf16>
  %i = arith.constant dense<[1, -1, 0, 24]> : tensor<4xi8>
  %lz = math.ctlz %i : tensor<4xi8>
  %tz = math.cttz %i : tensor<4xi8>
  %pc = math.ctpop %i : tensor<4xi8>
  %sp = arith.constant dense<[0x7FC00000, 0x7F800000, 1.0e-40, 1.0]> : tensor<4xf32>
  %nan = math.isnan %sp : tensor<4xf32>
  %inf = math.isinf %sp : tensor<4xf32>
  %fin = math.isfinite %sp : tensor<4xf32>
  %base = arith.constant dense<[2.0, 2.0, 5.0]> : tensor<3xf32>
  %pw = arith.constant dense<[3, -2, 0]> : tensor<3xi32>
  %fp = math.fpowi %base, %pw : tensor<3xf32>, tensor<3xi32>
  %ib = arith.constant dense<[-8, 2, -1]> : tensor<3xi32>
  %ie = arith.constant dense<[3, -1, 2]> : tensor<3xi32>
  %ip = math.ipowi %ib, %ie : tensor<3xi32>
  %x = arith.constant dense<[2.0, 0.5]> : tensor<2xf32>
  %y = arith.constant dense<[3.0, 2.0]> : tensor<2xf32>
  %z = arith.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %f = math.fma %x, %y, %z : tensor<2xf32>
  %c = math.clampf %y to [%z, %x] : tensor<2xf32>
  return %e, %r, %rh, %rb, %lz, %tz, %pc, %nan, %inf, %fin, %fp, %ip, %f, %c
    : f32, tensor<3xf64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>,
      tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<3xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>
}
