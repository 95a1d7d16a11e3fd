// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @dot
func.func @dot(%v: tensor<3xf32>, %m: tensor<2x3xf32>, %n: tensor<3x4xf32>, %d: tensor<?x3xf32>, %i: tensor<1x2xi8>, %j: tensor<2x1xi8>) {
  // CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  // GENERIC: "hlo.dot"(%{{.*}}, %{{.*}}) : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %0 = hlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  // GENERIC: "hlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = [#hlo<precision DEFAULT>, #hlo<precision HIGHEST>]}>
  // SHLO: "stablehlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}>
  %1 = hlo.dot %m, %v, precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<4xf32>
  %2 = hlo.dot %v, %n : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<4xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, precision = [] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %3 = "hlo.dot"(%m, %n) {precision_config = []} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?xf32>
  %4 = hlo.dot %d, %v : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?xf32>
  // The result may accumulate in a wider type.
  // CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi32>
  %5 = "hlo.dot"(%i, %j) : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi32>
  return
}

// CHECK-LABEL: func @dot_general
func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %m: tensor<4x3xf32>, %n: tensor<3x6xf32>, %i: tensor<2x2x2xi64>, %d: tensor<?x6xf32>) {
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // GENERIC: "hlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #hlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}>
  // SHLO: "stablehlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}>
  %0 = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x6xf32>
  // GENERIC: <{dot_dimension_numbers = #hlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#hlo<precision DEFAULT>, #hlo<precision DEFAULT>]}>
  %1 = hlo.dot_general %m, %n, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x6xf32>
  // Empty batching dimensions are not printed; no contraction is an outer product.
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [] x [] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x3x3x6xf32>
  %2 = hlo.dot_general %m, %n, batching_dims = [] x [], contracting_dims = [] x [] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x3x3x6xf32>
  // Generic fields in any order.
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %3 = "hlo.dot_general"(%a, %b) {dot_dimension_numbers = #hlo.dot<rhs_contracting_dimensions = [1], lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_batching_dimensions = [0],>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  // GENERIC: algorithm = #hlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  // SHLO: algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32,
  %4 = hlo.dot_general %i, %i, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT],
    algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1,
                 rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  // CHECK: algorithm = <lhs_precision_type = f8E4M3FNUZ, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>
  %5 = "hlo.dot_general"(%i, %i) <{dot_dimension_numbers = #hlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
    algorithm = #hlo.dot_algorithm<accumulation_type = f32, lhs_precision_type = f8E4M3FNUZ, rhs_precision_type = f8E5M2, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>}>
    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  // Dynamic dimensions are compatible with anything.
  // CHECK: hlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<?x6xf32>) -> tensor<4x?xf32>
  %6 = hlo.dot_general %m, %d, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<?x6xf32>) -> tensor<4x?xf32>
  return
}
