// RUN: xla-opt %s --canonicalize=fast-math=true | FileCheck %s
// RUN: xla-opt %s --canonicalize | FileCheck %s --check-prefix=SAFE
// Float-unsafe hlo rewrites apply only with fast-math=true.

// CHECK-LABEL: func.func @fast_math
// CHECK-SAME: (%[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[C3:.*]] = hlo.constant dense<3.000000e+00> : tensor<4xf32>
// CHECK: %[[A:.*]] = hlo.add %[[F]], %[[C3]]
// CHECK: return %[[F]], %[[F]], %[[Z]], %[[A]]
// SAFE-LABEL: func.func @fast_math
// SAFE: hlo.add %arg0
// SAFE: hlo.subtract %arg0
// SAFE: hlo.multiply %arg0
// SAFE: %[[A:.*]] = hlo.add %arg0
// SAFE: hlo.add %[[A]]
func.func @fast_math(%f: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %z = hlo.constant dense<0.0> : tensor<4xf32>
  %nz = hlo.constant dense<-0.0> : tensor<4xf32>
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %two = hlo.constant dense<2.0> : tensor<4xf32>
  %0 = hlo.add %f, %z : tensor<4xf32>
  %1 = hlo.subtract %f, %nz : tensor<4xf32>
  %2 = hlo.multiply %f, %z : tensor<4xf32>
  %3 = hlo.add %f, %one : tensor<4xf32>
  %4 = hlo.add %3, %two : tensor<4xf32>
  return %0, %1, %2, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
