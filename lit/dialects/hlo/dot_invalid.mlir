// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @dot_rank(%a: tensor<?x?x3xf32>, %b: tensor<?x3x?xf32>) {
  // expected-error @+1 {{'hlo.dot' op expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = hlo.dot %a, %b : (tensor<?x?x3xf32>, tensor<?x3x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_contracting_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'hlo.dot' op contracting dimension sizes must match for lhs/rhs, but lhs dimension 1 has size 3 and rhs dimension 0 has size 4}}
  %0 = hlo.dot %a, %b : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return
}

// -----

func.func @dot_result(%a: tensor<?x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.dot' op inferred shape '[?]' is incompatible with return type of operation 'tensor<3x?xf32>'}}
  %0 = hlo.dot %a, %b : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<3x?xf32>
  return
}

// -----

func.func @dot_element_types(%a: tensor<3xf32>, %b: tensor<3xf64>) {
  // expected-error @+1 {{'hlo.dot' op requires the same element type for all operands}}
  %0 = hlo.dot %a, %b : (tensor<3xf32>, tensor<3xf64>) -> tensor<f64>
  return
}

// -----

func.func @dot_precision_count(%a: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.dot' op expects precision config to be empty or have <= 2 elements.}}
  %0 = hlo.dot %a, %a, precision = [DEFAULT, DEFAULT, HIGH] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return
}

// -----

func.func @dot_precision_kind(%a: tensor<2x2xi32>) {
  // expected-error @+1 {{'hlo.dot' op attribute 'precision_config' failed to satisfy constraint: Precision Config attribute}}
  %0 = "hlo.dot"(%a, %a) {precision_config = ["FOO", #hlo<precision HIGHEST>]} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return
}

// -----

func.func @dot_precision_case(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST}}
  %0 = hlo.dot %a, %a, precision = [DEFAULT, LOW] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return
}

// -----

func.func @dot_operand_type(%a: tensor<3xindex>) {
  // expected-error-re @+1 {{'hlo.dot' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<3xindex>'}}
  %0 = hlo.dot %a, %a : (tensor<3xindex>, tensor<3xindex>) -> tensor<index>
  return
}

// -----

func.func @dot_general_missing_dims(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op requires attribute 'dot_dimension_numbers'}}
  %0 = "hlo.dot_general"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3x2x3xf32>
  return
}

// -----

func.func @dot_general_dims_kind(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op attribute 'dot_dimension_numbers' failed to satisfy constraint: Attribute that models the dimension information for dot.}}
  %0 = "hlo.dot_general"(%a, %a) {dot_dimension_numbers = [1, 0]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3x2x3xf32>
  return
}

// -----

func.func @dot_general_c1(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op lhs and rhs should have the same number of batching dimensions}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [], contracting_dims = [1] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c2(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op lhs and rhs should have the same number of contracting dimensions}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c3(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op has duplicated dimension from lhs_batching_dimensions and lhs_contracting_dimensions: 0}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c4(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op has duplicated dimension from rhs_batching_dimensions and rhs_contracting_dimensions: 0}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [1] x [0] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c5(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op lhs_batching_dimensions value: -1 is out of range: [0, 3)}}
  %0 = hlo.dot_general %a, %a, batching_dims = [-1] x [0], contracting_dims = [1] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c6(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op lhs_contracting_dimensions value: 3 is out of range: [0, 3)}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [3] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c7(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op rhs_batching_dimensions value: 3 is out of range: [0, 3)}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [3], contracting_dims = [1] x [1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c8(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op rhs_contracting_dimensions value: -1 is out of range: [0, 3)}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [1] x [-1] : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c9(%a: tensor<2x?x?xf32>, %b: tensor<3x?x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op batching dimension sizes must match for lhs/rhs, but lhs dimension 0 has size 2 and rhs dimension 0 has size 3}}
  %0 = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x?x?xf32>, tensor<3x?x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c10(%a: tensor<?x2x?xf32>, %b: tensor<?x3x?xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op contracting dimension sizes must match for lhs/rhs, but lhs dimension 1 has size 2 and rhs dimension 1 has size 3}}
  %0 = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<?x2x?xf32>, tensor<?x3x?xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dot_general_c11(%a: tensor<2x3x4xf32>, %b: tensor<2x3x5xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op expects precision config to be empty or have <= 2 elements.}}
  %0 = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @dot_general_c12(%a: tensor<2x3x4xf32>, %b: tensor<2x3x5xf32>) {
  // expected-error @+1 {{'hlo.dot_general' op inferred shape '[2, 4, 5]' is incompatible with return type of operation 'tensor<2x5x4xf32>'}}
  %0 = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x5x4xf32>
  return
}

// -----

func.func @dot_general_c13(%a: tensor<2x3xf32>, %b: tensor<3x2xbf16>) {
  // expected-error @+1 {{'hlo.dot_general' op requires the same element type for all operands}}
  %0 = hlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xbf16>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_c21(%a: tensor<2x2x2xi64>) {
  // expected-error @+1 {{'hlo.dot_general' op must specify DEFAULT precision config when algorithm is set.}}
  %0 = "hlo.dot_general"(%a, %a) <{
    dot_dimension_numbers = #hlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
    precision_config = [#hlo<precision HIGHEST>, #hlo<precision HIGHEST>],
    algorithm = #hlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return
}

// -----

func.func @dot_general_c22(%a: tensor<2x2x2xi64>) {
  %0 = "hlo.dot_general"(%a, %a) <{
    dot_dimension_numbers = #hlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
    // expected-error @+1 {{lhs component count must be positive}}
    algorithm = #hlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = -1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return
}

// -----

func.func @dot_general_c23(%a: tensor<2x2x2xi64>) {
  // expected-error @+1 {{rhs component count must be positive}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 0, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return
}

// -----

func.func @dot_general_c24(%a: tensor<2x2x2xi64>) {
  // expected-error @+1 {{num primitive operations must be positive}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return
}

// -----

func.func @dot_general_unknown_algorithm(%a: tensor<2x2x2xi64>) {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f32', lhs_components:3, rhs_components:1, primitive_ops:1, imprecise:0}}}
  %0 = hlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 3, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return
}

// -----

func.func @dot_general_algorithm_missing_field(%a: tensor<2x2x2xi64>) {
  // expected-error @+1 {{struct is missing required parameter: allow_imprecise_accumulation}}
  %0 = hlo.dot_general %a, %a, contracting_dims = [2] x [1], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2x2xi64>
  return
}

// -----

func.func @dot_general_duplicate_field(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{duplicated `lhs_contracting_dimensions` entry}}
  %0 = "hlo.dot_general"(%a, %a) {dot_dimension_numbers = #hlo.dot<lhs_contracting_dimensions = [1], lhs_contracting_dimensions = [1]>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_unknown_field(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected one of: `lhs_batching_dimensions`, `rhs_batching_dimensions`, `lhs_contracting_dimensions`, `rhs_contracting_dimensions`}}
  %0 = "hlo.dot_general"(%a, %a) {dot_dimension_numbers = #hlo.dot<lhs_contracting = [1]>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_unknown_clause(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected `batching_dims`, `contracting_dims`, `precision` or `algorithm`, got `dims`}}
  %0 = hlo.dot_general %a, %a, dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_repeated_clause(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{duplicated `contracting_dims` clause}}
  %0 = hlo.dot_general %a, %a, contracting_dims = [1] x [1], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}
