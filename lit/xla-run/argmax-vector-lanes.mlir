// REQUIRES: xla-run
// argmax and argmin as JAX exports them (a variadic reduce over (x, iota) whose reducer
// prefers NaN, then the larger value, then the smaller index) run over vector lanes in
// --lower-to-llvm (--scf-vectorize-reductions): 16 lanes of f32 or i32, 8 of f64, the first
// NaN, ties to the first index, maxima in the scalar remainder. The same results in the
// interpreter and at the llvm level in the interpreter (jit-argmax-vector-lanes.mlir: the JIT).
// RUN: xla-run %s --split-input-file | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-llvm | xla-run - --split-input-file | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --split-input-file --lower-to-loops | xla-opt --split-input-file --scf-vectorize-reductions | FileCheck %s --check-prefix=LANES
// CHECK: 4 passed, 0 failed

// LOOPS: } {xla.reduction}
// LANES: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xi32>)
// LANES: vector.extract {{.*}}[15] : i32 from vector<16xi32>
// LANES: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xi32>, vector<16xi32>)
// LANES: scf.for {{.*}} iter_args({{.*}}) -> (vector<8xf64>, vector<8xi32>)
// LANES: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xi32>, vector<16xf32>, vector<16xi32>, vector<16xf32>, vector<16xi32>, vector<16xf32>, vector<16xi32>)
// LANES: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xi32>)

func.func @argmax_f32() {
  %x = hlo.constant dense<[[-1.0, 4.0, -2.0, 1.0, 3.0, -3.0, -4.0, 3.0, 0.0, 4.0, -1.0, -1.0, 3.0, 4.0, 4.0, 3.0, 2.0, -2.0, -1.0, -2.0, 4.0, 2.0, -4.0, -3.0, -2.0, -4.0, 0.0, -4.0, 0.0, 3.0, 2.0, 2.0, 2.0, 3.0, -2.0, 1.0, -3.0, 9.0, -2.0, 3.0],
    [-1.0, 0.0, 2.0, 0.0, 2.0, 0x7FC00000, 2.0, 1.0, 4.0, 2.0, -1.0, 1.0, -4.0, 0.0, -2.0, 1.0, 4.0, -3.0, -1.0, 0.0, 0.0, -3.0, -3.0, 3.0, 3.0, -3.0, 1.0, -3.0, 2.0, -2.0, -4.0, 0.0, 2.0, 0x7FC00000, -3.0, -4.0, -4.0, 2.0, 1.0, 4.0],
    [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0],
    [0.0, 4.0, -1.0, 7.0, 0.0, -4.0, -3.0, -3.0, 4.0, -4.0, -1.0, 2.0, 0.0, 0.0, -2.0, -4.0, 1.0, 1.0, 1.0, -2.0, 7.0, 2.0, 3.0, 4.0, 2.0, 4.0, -3.0, 4.0, 0.0, 2.0, -1.0, 0.0, 2.0, 0.0, 4.0, 0.0, 4.0, 1.0, -4.0, 2.0]]> : tensor<4x40xf32>
  %iota = hlo.iota dim = 1 : tensor<4x40xi32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%x init: %ninf), (%iota init: %z) across dimensions = [1] : (tensor<4x40xf32>, tensor<4x40xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = hlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nan = hlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %keep = hlo.or %gt, %nan : tensor<i1>
    %eq = hlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = hlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = hlo.and %eq, %lt : tensor<i1>
    %keepi = hlo.or %keep, %tie : tensor<i1>
    %m = hlo.select %keep, %a, %b : tensor<i1>, tensor<f32>
    %i = hlo.select %keepi, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %m, %i : tensor<f32>, tensor<i32>
  }
  %want = hlo.constant dense<[37, 5, 0, 3]> : tensor<4xi32>
  check.expect_eq %r#1, %want : tensor<4xi32>
  return
}

// -----

func.func @argmin_i32() {
  %x = hlo.constant dense<[[9, 1, -9, 3, 9, -5, -8, 1, 5, 2, 2, -1, 6, -9, 9, -8, -9, 2, -1, 5, 0, 9, 1, -4, 2, -4, 1, 2, -1, 0, -20, -6, -9, 9, -5, 0, 7, -2, -20, -2],
    [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
    [1, -4, 4, -6, -6, 1, 1, -2, 5, -4, -7, 1, -3, 9, 5, -1, -2, -6, -8, 7, -3, 1, 9, -4, -1, 1, -7, 2, 9, -5, 4, 0, 7, -1, 5, 2, 4, 0, 4, -30]]> : tensor<3x40xi32>
  %iota = hlo.iota dim = 1 : tensor<3x40xi32>
  %max = hlo.constant dense<2147483647> : tensor<i32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%x init: %max), (%iota init: %z) across dimensions = [1] : (tensor<3x40xi32>, tensor<3x40xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
   reducer(%a: tensor<i32>, %b: tensor<i32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %lt = hlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = hlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %first = hlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = hlo.and %eq, %first : tensor<i1>
    %keepi = hlo.or %lt, %tie : tensor<i1>
    %m = hlo.select %lt, %a, %b : tensor<i1>, tensor<i32>
    %i = hlo.select %keepi, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %m, %i : tensor<i32>, tensor<i32>
  }
  %want = hlo.constant dense<[30, 0, 39]> : tensor<3xi32>
  check.expect_eq %r#1, %want : tensor<3xi32>
  return
}

// -----

// f64 values: 8 lanes; the maximum in the peeled first vector, a later tie.
func.func @argmax_f64() {
  %x = hlo.constant dense<[[1.0, 8.5, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.5, 1.0, 2.0, 3.0, 4.0],
    [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0]]> : tensor<2x21xf64>
  %iota = hlo.iota dim = 1 : tensor<2x21xi32>
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%x init: %ninf), (%iota init: %z) across dimensions = [1] : (tensor<2x21xf64>, tensor<2x21xi32>, tensor<f64>, tensor<i32>) -> (tensor<2xf64>, tensor<2xi32>)
   reducer(%a: tensor<f64>, %b: tensor<f64>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = hlo.compare GT, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %nan = hlo.compare NE, %a, %a, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %keep = hlo.or %gt, %nan : tensor<i1>
    %eq = hlo.compare EQ, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %lt = hlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = hlo.and %eq, %lt : tensor<i1>
    %keepi = hlo.or %keep, %tie : tensor<i1>
    %m = hlo.select %keep, %a, %b : tensor<i1>, tensor<f64>
    %i = hlo.select %keepi, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %m, %i : tensor<f64>, tensor<i32>
  }
  %want = hlo.constant dense<[1, 20]> : tensor<2xi32>
  check.expect_eq %r#1, %want : tensor<2xi32>
  return
}

// -----

// Rows of 230: four sets of 16 lanes (0..192), one vector at a time (192..224), scalars
// (224..230). x = (37 i) mod 101: the maximum 100 at 30, 131 and 212 (the first wins); the
// second row has NaN where x = 50: at 15, 116 and 217 (the first NaN wins).
func.func @argmax_long_rows() {
  %i = hlo.iota dim = 1 : tensor<2x230xi32>
  %x = hlo.constant dense<[[0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 50.0, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0, 26.0, 63.0, 100.0, 36.0, 73.0, 9.0, 46.0, 83.0, 19.0, 56.0, 93.0, 29.0, 66.0, 2.0, 39.0, 76.0, 12.0, 49.0, 86.0, 22.0, 59.0, 96.0, 32.0, 69.0, 5.0, 42.0, 79.0, 15.0, 52.0, 89.0, 25.0, 62.0, 99.0, 35.0, 72.0, 8.0, 45.0, 82.0, 18.0, 55.0, 92.0, 28.0, 65.0, 1.0, 38.0, 75.0, 11.0, 48.0, 85.0, 21.0, 58.0, 95.0, 31.0, 68.0, 4.0, 41.0, 78.0, 14.0, 51.0, 88.0, 24.0, 61.0, 98.0, 34.0, 71.0, 7.0, 44.0, 81.0, 17.0, 54.0, 91.0, 27.0, 64.0, 0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 50.0, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0, 26.0, 63.0, 100.0, 36.0, 73.0, 9.0, 46.0, 83.0, 19.0, 56.0, 93.0, 29.0, 66.0, 2.0, 39.0, 76.0, 12.0, 49.0, 86.0, 22.0, 59.0, 96.0, 32.0, 69.0, 5.0, 42.0, 79.0, 15.0, 52.0, 89.0, 25.0, 62.0, 99.0, 35.0, 72.0, 8.0, 45.0, 82.0, 18.0, 55.0, 92.0, 28.0, 65.0, 1.0, 38.0, 75.0, 11.0, 48.0, 85.0, 21.0, 58.0, 95.0, 31.0, 68.0, 4.0, 41.0, 78.0, 14.0, 51.0, 88.0, 24.0, 61.0, 98.0, 34.0, 71.0, 7.0, 44.0, 81.0, 17.0, 54.0, 91.0, 27.0, 64.0, 0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 50.0, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0],
    [0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 0x7FC00000, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0, 26.0, 63.0, 100.0, 36.0, 73.0, 9.0, 46.0, 83.0, 19.0, 56.0, 93.0, 29.0, 66.0, 2.0, 39.0, 76.0, 12.0, 49.0, 86.0, 22.0, 59.0, 96.0, 32.0, 69.0, 5.0, 42.0, 79.0, 15.0, 52.0, 89.0, 25.0, 62.0, 99.0, 35.0, 72.0, 8.0, 45.0, 82.0, 18.0, 55.0, 92.0, 28.0, 65.0, 1.0, 38.0, 75.0, 11.0, 48.0, 85.0, 21.0, 58.0, 95.0, 31.0, 68.0, 4.0, 41.0, 78.0, 14.0, 51.0, 88.0, 24.0, 61.0, 98.0, 34.0, 71.0, 7.0, 44.0, 81.0, 17.0, 54.0, 91.0, 27.0, 64.0, 0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 0x7FC00000, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0, 26.0, 63.0, 100.0, 36.0, 73.0, 9.0, 46.0, 83.0, 19.0, 56.0, 93.0, 29.0, 66.0, 2.0, 39.0, 76.0, 12.0, 49.0, 86.0, 22.0, 59.0, 96.0, 32.0, 69.0, 5.0, 42.0, 79.0, 15.0, 52.0, 89.0, 25.0, 62.0, 99.0, 35.0, 72.0, 8.0, 45.0, 82.0, 18.0, 55.0, 92.0, 28.0, 65.0, 1.0, 38.0, 75.0, 11.0, 48.0, 85.0, 21.0, 58.0, 95.0, 31.0, 68.0, 4.0, 41.0, 78.0, 14.0, 51.0, 88.0, 24.0, 61.0, 98.0, 34.0, 71.0, 7.0, 44.0, 81.0, 17.0, 54.0, 91.0, 27.0, 64.0, 0.0, 37.0, 74.0, 10.0, 47.0, 84.0, 20.0, 57.0, 94.0, 30.0, 67.0, 3.0, 40.0, 77.0, 13.0, 0x7FC00000, 87.0, 23.0, 60.0, 97.0, 33.0, 70.0, 6.0, 43.0, 80.0, 16.0, 53.0, 90.0]]> : tensor<2x230xf32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%x init: %ninf), (%i init: %z) across dimensions = [1] : (tensor<2x230xf32>, tensor<2x230xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = hlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %isnan = hlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %keep = hlo.or %gt, %isnan : tensor<i1>
    %eq = hlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = hlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = hlo.and %eq, %lt : tensor<i1>
    %keepi = hlo.or %keep, %tie : tensor<i1>
    %mx = hlo.select %keep, %a, %b : tensor<i1>, tensor<f32>
    %ix = hlo.select %keepi, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %mx, %ix : tensor<f32>, tensor<i32>
  }
  %want = hlo.constant dense<[30, 15]> : tensor<2xi32>
  check.expect_eq %r#1, %want : tensor<2xi32>
  return
}
