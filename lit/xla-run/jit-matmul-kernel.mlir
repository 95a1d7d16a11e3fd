// REQUIRES: melior
// The matmul micro-kernel compiled natively (xla-run --backend jit runs --lower-to-llvm, which
// includes --linalg-matmul-to-microkernel) on odd sizes, matrix-vector, a transposed rhs, a
// batch and f64, against the same product computed on integers (exact: the inputs are small
// integers, so every float sum is exact and no tolerance hides a wrong element), which keeps
// the scalar loop lowering. The interpreter runs the same checks.
// RUN: xla-run %s --backend jit | FileCheck %s
// RUN: xla-run %s | FileCheck %s
// CHECK: 8 passed, 0 failed

func.func @main() {
  %a0_i0 = stablehlo.iota dim = 0 : tensor<1x1xi32>
  %a0_i1 = stablehlo.iota dim = 1 : tensor<1x1xi32>
  %a0_m = stablehlo.constant dense<3> : tensor<1x1xi32>
  %a0_s = stablehlo.multiply %a0_i0, %a0_m : tensor<1x1xi32>
  %a0_t = stablehlo.add %a0_s, %a0_i1 : tensor<1x1xi32>
  %a0_seven = stablehlo.constant dense<7> : tensor<1x1xi32>
  %a0_r = stablehlo.remainder %a0_t, %a0_seven : tensor<1x1xi32>
  %a0_three = stablehlo.constant dense<3> : tensor<1x1xi32>
  %a0 = stablehlo.subtract %a0_r, %a0_three : tensor<1x1xi32>
  %a0_f = stablehlo.convert %a0 : (tensor<1x1xi32>) -> tensor<1x1xf32>
  %b0_i0 = stablehlo.iota dim = 0 : tensor<1x1xi32>
  %b0_i1 = stablehlo.iota dim = 1 : tensor<1x1xi32>
  %b0_m = stablehlo.constant dense<5> : tensor<1x1xi32>
  %b0_s = stablehlo.multiply %b0_i0, %b0_m : tensor<1x1xi32>
  %b0_t = stablehlo.add %b0_s, %b0_i1 : tensor<1x1xi32>
  %b0_seven = stablehlo.constant dense<7> : tensor<1x1xi32>
  %b0_r = stablehlo.remainder %b0_t, %b0_seven : tensor<1x1xi32>
  %b0_three = stablehlo.constant dense<3> : tensor<1x1xi32>
  %b0 = stablehlo.subtract %b0_r, %b0_three : tensor<1x1xi32>
  %b0_f = stablehlo.convert %b0 : (tensor<1x1xi32>) -> tensor<1x1xf32>
  %int0 = stablehlo.dot_general %a0, %b0, contracting_dims = [1] x [0] : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
  %exact0 = stablehlo.convert %int0 : (tensor<1x1xi32>) -> tensor<1x1xf32>
  %dot0 = stablehlo.dot_general %a0_f, %b0_f, contracting_dims = [1] x [0] : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  check.expect_almost_eq %dot0, %exact0, tolerance = 0.000000e+00 : tensor<1x1xf32>
  %a1_i0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
  %a1_i1 = stablehlo.iota dim = 1 : tensor<3x5xi32>
  %a1_m = stablehlo.constant dense<3> : tensor<3x5xi32>
  %a1_s = stablehlo.multiply %a1_i0, %a1_m : tensor<3x5xi32>
  %a1_t = stablehlo.add %a1_s, %a1_i1 : tensor<3x5xi32>
  %a1_seven = stablehlo.constant dense<7> : tensor<3x5xi32>
  %a1_r = stablehlo.remainder %a1_t, %a1_seven : tensor<3x5xi32>
  %a1_three = stablehlo.constant dense<3> : tensor<3x5xi32>
  %a1 = stablehlo.subtract %a1_r, %a1_three : tensor<3x5xi32>
  %a1_f = stablehlo.convert %a1 : (tensor<3x5xi32>) -> tensor<3x5xf32>
  %b1_i0 = stablehlo.iota dim = 0 : tensor<5x17xi32>
  %b1_i1 = stablehlo.iota dim = 1 : tensor<5x17xi32>
  %b1_m = stablehlo.constant dense<5> : tensor<5x17xi32>
  %b1_s = stablehlo.multiply %b1_i0, %b1_m : tensor<5x17xi32>
  %b1_t = stablehlo.add %b1_s, %b1_i1 : tensor<5x17xi32>
  %b1_seven = stablehlo.constant dense<7> : tensor<5x17xi32>
  %b1_r = stablehlo.remainder %b1_t, %b1_seven : tensor<5x17xi32>
  %b1_three = stablehlo.constant dense<3> : tensor<5x17xi32>
  %b1 = stablehlo.subtract %b1_r, %b1_three : tensor<5x17xi32>
  %b1_f = stablehlo.convert %b1 : (tensor<5x17xi32>) -> tensor<5x17xf32>
  %int1 = stablehlo.dot_general %a1, %b1, contracting_dims = [1] x [0] : (tensor<3x5xi32>, tensor<5x17xi32>) -> tensor<3x17xi32>
  %exact1 = stablehlo.convert %int1 : (tensor<3x17xi32>) -> tensor<3x17xf32>
  %dot1 = stablehlo.dot_general %a1_f, %b1_f, contracting_dims = [1] x [0] : (tensor<3x5xf32>, tensor<5x17xf32>) -> tensor<3x17xf32>
  check.expect_almost_eq %dot1, %exact1, tolerance = 0.000000e+00 : tensor<3x17xf32>
  %a2_i0 = stablehlo.iota dim = 0 : tensor<33x129xi32>
  %a2_i1 = stablehlo.iota dim = 1 : tensor<33x129xi32>
  %a2_m = stablehlo.constant dense<3> : tensor<33x129xi32>
  %a2_s = stablehlo.multiply %a2_i0, %a2_m : tensor<33x129xi32>
  %a2_t = stablehlo.add %a2_s, %a2_i1 : tensor<33x129xi32>
  %a2_seven = stablehlo.constant dense<7> : tensor<33x129xi32>
  %a2_r = stablehlo.remainder %a2_t, %a2_seven : tensor<33x129xi32>
  %a2_three = stablehlo.constant dense<3> : tensor<33x129xi32>
  %a2 = stablehlo.subtract %a2_r, %a2_three : tensor<33x129xi32>
  %a2_f = stablehlo.convert %a2 : (tensor<33x129xi32>) -> tensor<33x129xf32>
  %b2_i0 = stablehlo.iota dim = 0 : tensor<129x65xi32>
  %b2_i1 = stablehlo.iota dim = 1 : tensor<129x65xi32>
  %b2_m = stablehlo.constant dense<5> : tensor<129x65xi32>
  %b2_s = stablehlo.multiply %b2_i0, %b2_m : tensor<129x65xi32>
  %b2_t = stablehlo.add %b2_s, %b2_i1 : tensor<129x65xi32>
  %b2_seven = stablehlo.constant dense<7> : tensor<129x65xi32>
  %b2_r = stablehlo.remainder %b2_t, %b2_seven : tensor<129x65xi32>
  %b2_three = stablehlo.constant dense<3> : tensor<129x65xi32>
  %b2 = stablehlo.subtract %b2_r, %b2_three : tensor<129x65xi32>
  %b2_f = stablehlo.convert %b2 : (tensor<129x65xi32>) -> tensor<129x65xf32>
  %int2 = stablehlo.dot_general %a2, %b2, contracting_dims = [1] x [0] : (tensor<33x129xi32>, tensor<129x65xi32>) -> tensor<33x65xi32>
  %exact2 = stablehlo.convert %int2 : (tensor<33x65xi32>) -> tensor<33x65xf32>
  %dot2 = stablehlo.dot_general %a2_f, %b2_f, contracting_dims = [1] x [0] : (tensor<33x129xf32>, tensor<129x65xf32>) -> tensor<33x65xf32>
  check.expect_almost_eq %dot2, %exact2, tolerance = 0.000000e+00 : tensor<33x65xf32>
  %a3_i0 = stablehlo.iota dim = 0 : tensor<40x70xi32>
  %a3_i1 = stablehlo.iota dim = 1 : tensor<40x70xi32>
  %a3_m = stablehlo.constant dense<3> : tensor<40x70xi32>
  %a3_s = stablehlo.multiply %a3_i0, %a3_m : tensor<40x70xi32>
  %a3_t = stablehlo.add %a3_s, %a3_i1 : tensor<40x70xi32>
  %a3_seven = stablehlo.constant dense<7> : tensor<40x70xi32>
  %a3_r = stablehlo.remainder %a3_t, %a3_seven : tensor<40x70xi32>
  %a3_three = stablehlo.constant dense<3> : tensor<40x70xi32>
  %a3 = stablehlo.subtract %a3_r, %a3_three : tensor<40x70xi32>
  %a3_f = stablehlo.convert %a3 : (tensor<40x70xi32>) -> tensor<40x70xf32>
  %b3_i0 = stablehlo.iota dim = 0 : tensor<70x1xi32>
  %b3_i1 = stablehlo.iota dim = 1 : tensor<70x1xi32>
  %b3_m = stablehlo.constant dense<5> : tensor<70x1xi32>
  %b3_s = stablehlo.multiply %b3_i0, %b3_m : tensor<70x1xi32>
  %b3_t = stablehlo.add %b3_s, %b3_i1 : tensor<70x1xi32>
  %b3_seven = stablehlo.constant dense<7> : tensor<70x1xi32>
  %b3_r = stablehlo.remainder %b3_t, %b3_seven : tensor<70x1xi32>
  %b3_three = stablehlo.constant dense<3> : tensor<70x1xi32>
  %b3 = stablehlo.subtract %b3_r, %b3_three : tensor<70x1xi32>
  %b3_f = stablehlo.convert %b3 : (tensor<70x1xi32>) -> tensor<70x1xf32>
  %int3 = stablehlo.dot_general %a3, %b3, contracting_dims = [1] x [0] : (tensor<40x70xi32>, tensor<70x1xi32>) -> tensor<40x1xi32>
  %exact3 = stablehlo.convert %int3 : (tensor<40x1xi32>) -> tensor<40x1xf32>
  %dot3 = stablehlo.dot_general %a3_f, %b3_f, contracting_dims = [1] x [0] : (tensor<40x70xf32>, tensor<70x1xf32>) -> tensor<40x1xf32>
  check.expect_almost_eq %dot3, %exact3, tolerance = 0.000000e+00 : tensor<40x1xf32>
  %a4_i0 = stablehlo.iota dim = 0 : tensor<1x300xi32>
  %a4_i1 = stablehlo.iota dim = 1 : tensor<1x300xi32>
  %a4_m = stablehlo.constant dense<3> : tensor<1x300xi32>
  %a4_s = stablehlo.multiply %a4_i0, %a4_m : tensor<1x300xi32>
  %a4_t = stablehlo.add %a4_s, %a4_i1 : tensor<1x300xi32>
  %a4_seven = stablehlo.constant dense<7> : tensor<1x300xi32>
  %a4_r = stablehlo.remainder %a4_t, %a4_seven : tensor<1x300xi32>
  %a4_three = stablehlo.constant dense<3> : tensor<1x300xi32>
  %a4 = stablehlo.subtract %a4_r, %a4_three : tensor<1x300xi32>
  %a4_f = stablehlo.convert %a4 : (tensor<1x300xi32>) -> tensor<1x300xf32>
  %b4_i0 = stablehlo.iota dim = 0 : tensor<300x50xi32>
  %b4_i1 = stablehlo.iota dim = 1 : tensor<300x50xi32>
  %b4_m = stablehlo.constant dense<5> : tensor<300x50xi32>
  %b4_s = stablehlo.multiply %b4_i0, %b4_m : tensor<300x50xi32>
  %b4_t = stablehlo.add %b4_s, %b4_i1 : tensor<300x50xi32>
  %b4_seven = stablehlo.constant dense<7> : tensor<300x50xi32>
  %b4_r = stablehlo.remainder %b4_t, %b4_seven : tensor<300x50xi32>
  %b4_three = stablehlo.constant dense<3> : tensor<300x50xi32>
  %b4 = stablehlo.subtract %b4_r, %b4_three : tensor<300x50xi32>
  %b4_f = stablehlo.convert %b4 : (tensor<300x50xi32>) -> tensor<300x50xf32>
  %int4 = stablehlo.dot_general %a4, %b4, contracting_dims = [1] x [0] : (tensor<1x300xi32>, tensor<300x50xi32>) -> tensor<1x50xi32>
  %exact4 = stablehlo.convert %int4 : (tensor<1x50xi32>) -> tensor<1x50xf32>
  %dot4 = stablehlo.dot_general %a4_f, %b4_f, contracting_dims = [1] x [0] : (tensor<1x300xf32>, tensor<300x50xf32>) -> tensor<1x50xf32>
  check.expect_almost_eq %dot4, %exact4, tolerance = 0.000000e+00 : tensor<1x50xf32>
  %a5_i0 = stablehlo.iota dim = 0 : tensor<17x33xi32>
  %a5_i1 = stablehlo.iota dim = 1 : tensor<17x33xi32>
  %a5_m = stablehlo.constant dense<3> : tensor<17x33xi32>
  %a5_s = stablehlo.multiply %a5_i0, %a5_m : tensor<17x33xi32>
  %a5_t = stablehlo.add %a5_s, %a5_i1 : tensor<17x33xi32>
  %a5_seven = stablehlo.constant dense<7> : tensor<17x33xi32>
  %a5_r = stablehlo.remainder %a5_t, %a5_seven : tensor<17x33xi32>
  %a5_three = stablehlo.constant dense<3> : tensor<17x33xi32>
  %a5 = stablehlo.subtract %a5_r, %a5_three : tensor<17x33xi32>
  %a5_f = stablehlo.convert %a5 : (tensor<17x33xi32>) -> tensor<17x33xf32>
  %b5_i0 = stablehlo.iota dim = 0 : tensor<29x33xi32>
  %b5_i1 = stablehlo.iota dim = 1 : tensor<29x33xi32>
  %b5_m = stablehlo.constant dense<5> : tensor<29x33xi32>
  %b5_s = stablehlo.multiply %b5_i0, %b5_m : tensor<29x33xi32>
  %b5_t = stablehlo.add %b5_s, %b5_i1 : tensor<29x33xi32>
  %b5_seven = stablehlo.constant dense<7> : tensor<29x33xi32>
  %b5_r = stablehlo.remainder %b5_t, %b5_seven : tensor<29x33xi32>
  %b5_three = stablehlo.constant dense<3> : tensor<29x33xi32>
  %b5 = stablehlo.subtract %b5_r, %b5_three : tensor<29x33xi32>
  %b5_f = stablehlo.convert %b5 : (tensor<29x33xi32>) -> tensor<29x33xf32>
  %int5 = stablehlo.dot_general %a5, %b5, contracting_dims = [1] x [1] : (tensor<17x33xi32>, tensor<29x33xi32>) -> tensor<17x29xi32>
  %exact5 = stablehlo.convert %int5 : (tensor<17x29xi32>) -> tensor<17x29xf32>
  %dot5 = stablehlo.dot_general %a5_f, %b5_f, contracting_dims = [1] x [1] : (tensor<17x33xf32>, tensor<29x33xf32>) -> tensor<17x29xf32>
  check.expect_almost_eq %dot5, %exact5, tolerance = 0.000000e+00 : tensor<17x29xf32>
  %a6_i0 = stablehlo.iota dim = 0 : tensor<3x9x14xi32>
  %a6_i1 = stablehlo.iota dim = 2 : tensor<3x9x14xi32>
  %a6_m = stablehlo.constant dense<3> : tensor<3x9x14xi32>
  %a6_s = stablehlo.multiply %a6_i0, %a6_m : tensor<3x9x14xi32>
  %a6_t = stablehlo.add %a6_s, %a6_i1 : tensor<3x9x14xi32>
  %a6_seven = stablehlo.constant dense<7> : tensor<3x9x14xi32>
  %a6_r = stablehlo.remainder %a6_t, %a6_seven : tensor<3x9x14xi32>
  %a6_three = stablehlo.constant dense<3> : tensor<3x9x14xi32>
  %a6 = stablehlo.subtract %a6_r, %a6_three : tensor<3x9x14xi32>
  %a6_f = stablehlo.convert %a6 : (tensor<3x9x14xi32>) -> tensor<3x9x14xf32>
  %b6_i0 = stablehlo.iota dim = 0 : tensor<3x14x18xi32>
  %b6_i1 = stablehlo.iota dim = 2 : tensor<3x14x18xi32>
  %b6_m = stablehlo.constant dense<5> : tensor<3x14x18xi32>
  %b6_s = stablehlo.multiply %b6_i0, %b6_m : tensor<3x14x18xi32>
  %b6_t = stablehlo.add %b6_s, %b6_i1 : tensor<3x14x18xi32>
  %b6_seven = stablehlo.constant dense<7> : tensor<3x14x18xi32>
  %b6_r = stablehlo.remainder %b6_t, %b6_seven : tensor<3x14x18xi32>
  %b6_three = stablehlo.constant dense<3> : tensor<3x14x18xi32>
  %b6 = stablehlo.subtract %b6_r, %b6_three : tensor<3x14x18xi32>
  %b6_f = stablehlo.convert %b6 : (tensor<3x14x18xi32>) -> tensor<3x14x18xf32>
  %int6 = stablehlo.dot_general %a6, %b6, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x9x14xi32>, tensor<3x14x18xi32>) -> tensor<3x9x18xi32>
  %exact6 = stablehlo.convert %int6 : (tensor<3x9x18xi32>) -> tensor<3x9x18xf32>
  %dot6 = stablehlo.dot_general %a6_f, %b6_f, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x9x14xf32>, tensor<3x14x18xf32>) -> tensor<3x9x18xf32>
  check.expect_almost_eq %dot6, %exact6, tolerance = 0.000000e+00 : tensor<3x9x18xf32>
  %a7_i0 = stablehlo.iota dim = 0 : tensor<13x21xi32>
  %a7_i1 = stablehlo.iota dim = 1 : tensor<13x21xi32>
  %a7_m = stablehlo.constant dense<3> : tensor<13x21xi32>
  %a7_s = stablehlo.multiply %a7_i0, %a7_m : tensor<13x21xi32>
  %a7_t = stablehlo.add %a7_s, %a7_i1 : tensor<13x21xi32>
  %a7_seven = stablehlo.constant dense<7> : tensor<13x21xi32>
  %a7_r = stablehlo.remainder %a7_t, %a7_seven : tensor<13x21xi32>
  %a7_three = stablehlo.constant dense<3> : tensor<13x21xi32>
  %a7 = stablehlo.subtract %a7_r, %a7_three : tensor<13x21xi32>
  %a7_f = stablehlo.convert %a7 : (tensor<13x21xi32>) -> tensor<13x21xf64>
  %b7_i0 = stablehlo.iota dim = 0 : tensor<21x10xi32>
  %b7_i1 = stablehlo.iota dim = 1 : tensor<21x10xi32>
  %b7_m = stablehlo.constant dense<5> : tensor<21x10xi32>
  %b7_s = stablehlo.multiply %b7_i0, %b7_m : tensor<21x10xi32>
  %b7_t = stablehlo.add %b7_s, %b7_i1 : tensor<21x10xi32>
  %b7_seven = stablehlo.constant dense<7> : tensor<21x10xi32>
  %b7_r = stablehlo.remainder %b7_t, %b7_seven : tensor<21x10xi32>
  %b7_three = stablehlo.constant dense<3> : tensor<21x10xi32>
  %b7 = stablehlo.subtract %b7_r, %b7_three : tensor<21x10xi32>
  %b7_f = stablehlo.convert %b7 : (tensor<21x10xi32>) -> tensor<21x10xf64>
  %int7 = stablehlo.dot_general %a7, %b7, contracting_dims = [1] x [0] : (tensor<13x21xi32>, tensor<21x10xi32>) -> tensor<13x10xi32>
  %exact7 = stablehlo.convert %int7 : (tensor<13x10xi32>) -> tensor<13x10xf64>
  %dot7 = stablehlo.dot_general %a7_f, %b7_f, contracting_dims = [1] x [0] : (tensor<13x21xf64>, tensor<21x10xf64>) -> tensor<13x10xf64>
  check.expect_almost_eq %dot7, %exact7, tolerance = 0.000000e+00 : tensor<13x10xf64>
  return
}
