// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --split-input-file --print > %t/hlo.txt
// The loops before and after --scf-parallel-loop-fusion give the hlo program's results:
// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg --linalg-fuse-elementwise --bufferize --convert-linalg-to-loops > %t/loops.mlir
// RUN: xla-run %t/loops.mlir --split-input-file --print > %t/loops.txt
// RUN: xla-opt %t/loops.mlir --split-input-file --scf-parallel-loop-fusion > %t/fused.mlir
// RUN: xla-run %t/fused.mlir --split-input-file --print > %t/fused.txt
// RUN: diff %t/hlo.txt %t/loops.txt
// RUN: diff %t/hlo.txt %t/fused.txt
// RUN: xla-opt %s --split-input-file --lower-to-loops | FileCheck %s

// Row-level fusion (docs/lowering/scf-parallel-loop-fusion.md) of reductions with the
// element-wise ops that read their results: softmax and layernorm (a reduction feeding a
// reduction: the variance reads the mean) over rows of size 7, 1 and 0 and over no rows;
// three reductions of one row read by one consumer. Each becomes one loop over rows.
// Shapes with a static size of 0 or 1 keep scf.for for that loop (nothing to split).


// CHECK-LABEL: func.func @softmax_2x7(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @softmax_2x7() -> tensor<2x7xf32> {
  %x = stablehlo.constant dense<[[ 1.00e-03,  2.99e-01, -2.74e-01, -8.91e-01, -4.55e-01, -9.92e-01,  6.00e-02], [ 1.34e+00, -4.92e-01, -6.20e-01,  4.90e-01,  3.57e-01,  1.05e-01, -9.30e-01]]> : tensor<2x7xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<2xf32>) -> tensor<2x7xf32>
  %d = stablehlo.subtract %x, %mb : tensor<2x7xf32>
  %e = stablehlo.exponential %d : tensor<2x7xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<2xf32>) -> tensor<2x7xf32>
  %y = stablehlo.divide %e, %sb : tensor<2x7xf32>
  return %y : tensor<2x7xf32>
}

// -----

// CHECK-LABEL: func.func @softmax_3x1(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @softmax_3x1() -> tensor<3x1xf32> {
  %x = stablehlo.constant dense<[[-0.029], [ 0.695], [-1.344]]> : tensor<3x1xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
  %d = stablehlo.subtract %x, %mb : tensor<3x1xf32>
  %e = stablehlo.exponential %d : tensor<3x1xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
  %y = stablehlo.divide %e, %sb : tensor<3x1xf32>
  return %y : tensor<3x1xf32>
}

// -----

// CHECK-LABEL: func.func @softmax_3x0(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @softmax_3x0() -> tensor<3x0xf32> {
  %x = stablehlo.constant dense<> : tensor<3x0xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<3xf32>) -> tensor<3x0xf32>
  %d = stablehlo.subtract %x, %mb : tensor<3x0xf32>
  %e = stablehlo.exponential %d : tensor<3x0xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x0xf32>
  %y = stablehlo.divide %e, %sb : tensor<3x0xf32>
  return %y : tensor<3x0xf32>
}

// -----

// CHECK-LABEL: func.func @softmax_0x4(

// CHECK-NOT: scf.parallel
// CHECK: return
func.func @softmax_0x4() -> tensor<0x4xf32> {
  %x = stablehlo.constant dense<> : tensor<0x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<0x4xf32>, tensor<f32>) -> tensor<0xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<0xf32>) -> tensor<0x4xf32>
  %d = stablehlo.subtract %x, %mb : tensor<0x4xf32>
  %e = stablehlo.exponential %d : tensor<0x4xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<0x4xf32>, tensor<f32>) -> tensor<0xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<0xf32>) -> tensor<0x4xf32>
  %y = stablehlo.divide %e, %sb : tensor<0x4xf32>
  return %y : tensor<0x4xf32>
}

// -----

// CHECK-LABEL: func.func @layernorm_4x7(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @layernorm_4x7() -> tensor<4x7xf32> {
  %x = stablehlo.constant dense<[[-0.458, -1.901, -1.29 , -1.842, -0.235, -1.267,  0.271], [ 0.157, -0.187, -2.517, -0.539, -0.049,  0.113, -1.53 ], [-0.478, -0.979, -0.809,  1.061, -0.808, -0.033,  0.884], [-0.584, -0.112,  0.11 ,  0.064, -1.225,  0.076,  1.359]]> : tensor<4x7xf32>
  %g = stablehlo.constant dense<[-1.547,  0.859,  0.119, -0.641,  2.   ,  0.762, -1.199]> : tensor<7xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<7.0> : tensor<4xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<4xf32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x7xf32>, tensor<f32>) -> tensor<4xf32>
  %mu = stablehlo.divide %s, %n : tensor<4xf32>
  %mub = stablehlo.broadcast_in_dim %mu, dims = [0] : (tensor<4xf32>) -> tensor<4x7xf32>
  %d = stablehlo.subtract %x, %mub : tensor<4x7xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<4x7xf32>
  %ss = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x7xf32>, tensor<f32>) -> tensor<4xf32>
  %var = stablehlo.divide %ss, %n : tensor<4xf32>
  %ve = stablehlo.add %var, %eps : tensor<4xf32>
  %rs = stablehlo.rsqrt %ve : tensor<4xf32>
  %rsb = stablehlo.broadcast_in_dim %rs, dims = [0] : (tensor<4xf32>) -> tensor<4x7xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [1] : (tensor<7xf32>) -> tensor<4x7xf32>
  %y0 = stablehlo.multiply %d, %rsb : tensor<4x7xf32>
  %y = stablehlo.multiply %y0, %gb : tensor<4x7xf32>
  return %y : tensor<4x7xf32>
}

// -----

// CHECK-LABEL: func.func @layernorm_2x1(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @layernorm_2x1() -> tensor<2x1xf32> {
  %x = stablehlo.constant dense<[[0.075], [0.577]]> : tensor<2x1xf32>
  %g = stablehlo.constant dense<[-0.189]> : tensor<1xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<1.0> : tensor<2xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<2xf32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
  %mu = stablehlo.divide %s, %n : tensor<2xf32>
  %mub = stablehlo.broadcast_in_dim %mu, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
  %d = stablehlo.subtract %x, %mub : tensor<2x1xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<2x1xf32>
  %ss = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
  %var = stablehlo.divide %ss, %n : tensor<2xf32>
  %ve = stablehlo.add %var, %eps : tensor<2xf32>
  %rs = stablehlo.rsqrt %ve : tensor<2xf32>
  %rsb = stablehlo.broadcast_in_dim %rs, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
  %y0 = stablehlo.multiply %d, %rsb : tensor<2x1xf32>
  %y = stablehlo.multiply %y0, %gb : tensor<2x1xf32>
  return %y : tensor<2x1xf32>
}

// -----

// Three reductions of one row (max, min, sum), read together by one consumer.
// CHECK-LABEL: func.func @three_reductions(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @three_reductions() -> (tensor<3x6xf32>, tensor<3xf32>) {
  %x = stablehlo.constant dense<[[ 0.683, -0.067,  0.667,  1.439, -0.676,  0.203], [-0.463,  0.127, -1.187, -0.579, -0.196,  0.899], [ 1.145, -1.324, -0.795,  0.647, -1.992, -0.463]]> : tensor<3x6xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
  %lo = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
  %range = stablehlo.subtract %hi, %lo : tensor<3xf32>
  %rb = stablehlo.broadcast_in_dim %range, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
  %lb = stablehlo.broadcast_in_dim %lo, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
  %d = stablehlo.subtract %x, %lb : tensor<3x6xf32>
  %y = stablehlo.divide %d, %rb : tensor<3x6xf32>
  return %y, %s : tensor<3x6xf32>, tensor<3xf32>
}
