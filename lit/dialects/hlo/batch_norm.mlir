// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @batch_norm
func.func @batch_norm(%x: tensor<2x2x2x2xf64>, %s: tensor<2xf64>, %i: tensor<4x?xf32>, %v: tensor<?xf32>, %g: tensor<?x2x2x2xf32>, %w: tensor<?xf32>) {
  // CHECK: %{{.*}}:3 = "hlo.batch_norm_training"(%{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  // SHLO: "stablehlo.batch_norm_training"
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  // CHECK: "hlo.batch_norm_inference"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 1.001000e-05 : f32, feature_index = 1 : i64}> : (tensor<4x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<4x?xf32>
  %1 = "hlo.batch_norm_inference"(%i, %v, %v, %v, %v) {epsilon = 1.001000e-05 : f32, feature_index = 1 : i64} : (tensor<4x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<4x?xf32>
  // CHECK: %{{.*}}:3 = "hlo.batch_norm_grad"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<?x2x2x2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?x2x2x2xf32>) -> (tensor<?x2x2x2xf32>, tensor<?xf32>, tensor<?xf32>)
  %2:3 = "hlo.batch_norm_grad"(%g, %w, %w, %w, %g) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<?x2x2x2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?x2x2x2xf32>) -> (tensor<?x2x2x2xf32>, tensor<?xf32>, tensor<?xf32>)
  return
}
