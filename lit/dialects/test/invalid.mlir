// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Trait, constraint and region errors through the test dialect's ops, as mlir-opt
// reports them (one chunk per rule).

// === SameOperandsAndResultType ===

func.func @f(%a: i32, %b: f32) {
  // expected-error @+1 {{'test.same_operand_and_result_type' op requires the same type for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a, %b) : (i32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.same_operand_and_result_type' op requires the same type for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a) : (i32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.same_operand_and_result_type' op expected 1 or more operands, but found 0}}
  "test.same_operand_and_result_type"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.same_operand_and_result_type' op expected 1 or more results}}
  "test.same_operand_and_result_type"(%a) : (i32) -> ()
  return
}

// -----

// === SameOperandsElementType ===

func.func @f(%a: tensor<2xi32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{'test.same_operand_element_type' op requires the same element type for all operands}}
  %0 = "test.same_operand_element_type"(%a, %b) : (tensor<2xi32>, tensor<2xf32>) -> i32
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.same_operand_element_type' op expected 2 operands, but found 1}}
  %0 = "test.same_operand_element_type"(%a) : (tensor<2xi32>) -> i32
  return
}

// -----

// === SameOperandsAndResultElementType ===

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.same_operand_and_result_element_type' op requires the same element type for all operands and results}}
  %0 = "test.same_operand_and_result_element_type"(%a) : (tensor<2xi32>) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.same_operand_and_result_element_type' op expected 1 or more operands, but found 0}}
  "test.same_operand_and_result_element_type"() : () -> ()
  return
}

// -----

// === SameOperandsShape ===

func.func @f(%a: tensor<2xi32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'test.same_operand_shape' op requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (tensor<2xi32>, tensor<3xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.same_operand_shape' op operand #0 must be variadic of shaped of any type values, but got 'i32'}}
  "test.same_operand_shape"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.same_operand_shape' op expected 1 or more operands, but found 0}}
  "test.same_operand_shape"() : () -> ()
  return
}

// -----

// === SameOperandsAndResultShape ===

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.same_operand_and_result_shape' op requires the same shape for all operands and results}}
  %0 = "test.same_operand_and_result_shape"(%a) : (tensor<2xi32>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.same_operand_and_result_shape' op result #0 must be variadic of shaped of any type values, but got 'i32'}}
  %0 = "test.same_operand_and_result_shape"(%a) : (tensor<2xi32>) -> i32
  return
}

// -----

// === Elementwise ===

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "test.elementwise_mappable"(%a) : (tensor<2xi32>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "test.elementwise_mappable"(%a) : (tensor<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.elementwise_mappable' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "test.elementwise_mappable"(%a) : (i32) -> tensor<2xi32>
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "test.elementwise_mappable"(%a) : (tensor<2xi32>) -> i32
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "test.elementwise_mappable"(%a) : (tensor<2xi32>) -> (tensor<2xi32>, i32)
  return
}

// -----

// === Broadcastable ===

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'i32'}}
  %0 = "test.broadcastable"(%a) : (i32) -> tensor<i32>
  return
}

// -----

func.func @f(%a: tensor<2xi32>) {
  // expected-error @+1 {{'test.broadcastable' op result #0 must be tensor of any type values, but got 'i32'}}
  %0 = "test.broadcastable"(%a) : (tensor<2xi32>) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.broadcastable' op requires one result}}
  %0:2 = "test.broadcastable"() : () -> (tensor<2xi32>, tensor<2xi32>)
  return
}

// -----

func.func @f(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @f(%a: tensor<2xi32>, %b: tensor<1xi32>) {
  // expected-error @+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '2'}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<2xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}

// -----

// === Commutative, Pure ===

func.func @f(%a: i32, %b: f32) {
  // expected-error @+1 {{'test.op_commutative' op operand #3 must be 32-bit signless integer, but got 'f32'}}
  %0 = "test.op_commutative"(%a, %a, %a, %b) : (i32, i32, i32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.op_commutative' op expected 4 operands, but found 3}}
  %0 = "test.op_commutative"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.op_commutative2' op result #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "test.op_commutative2"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.always_speculatable_op' op result #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "test.always_speculatable_op"() : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.constant' op requires attribute 'value'}}
  %0 = "test.constant"() : () -> i32
  return
}

// -----

// === Terminator, ReturnLike ===

func.func @f() {
  // expected-error @+1 {{'test.finish' op must be the last operation in the parent block}}
  "test.finish"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.return' op must be the last operation in the parent block}}
  "test.return"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'test.finish' op requires zero operands}}
  "test.finish"(%a) : (index) -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.finish' op requires zero results}}
  %0 = "test.finish"() : () -> index
}

// -----

func.func @f(%a: i32) {
  test.graph_region {
    // expected-error @+1 {{block with no terminator, has }}
    %0 = "test.op_commutative2"(%a, %a) : (i32, i32) -> i32
  }
  return
}

// -----

// === IsolatedFromAbove ===

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.isolated_region' op operand #0 must be index, but got 'i32'}}
  "test.isolated_region"(%a) ({
  ^bb0(%i: index):
    "test.finish"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-note @+1 {{required by region isolation constraints}}
  "test.isolated_region"(%a) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'test.return' op using value defined outside the region}}
    "test.return"(%a) : (index) -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'test.isolated_region' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "test.isolated_region"(%a) ({
  }) : (index) -> ()
  return
}

// -----

// === Region kinds, NoTerminator ===

func.func @f(%a: i32) {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+2 {{operand defined here (op in the same block)}}
  %0 = "test.op_commutative2"(%1, %1) : (i32, i32) -> i32
  %1 = "test.op_commutative2"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
  test.graph_region {
    "test.finish"() : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.single_no_terminator_op' op region #0 ('my_region') failed to verify constraint: region with 1 blocks}}
  "test.single_no_terminator_op"() ({
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.single_no_terminator_op' op expects region #0 to have 0 or 1 blocks}}
  "test.single_no_terminator_op"() ({
  ^bb0:
    "test.finish"() : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

// === SymbolTable, Symbol ===

func.func @f() {
  "test.symbol_table_region"() ({
    // expected-note @+1 {{see existing symbol definition here}}
    "test.symbol"() {sym_name = "s"} : () -> ()
    // expected-error @+1 {{redefinition of symbol named 's'}}
    "test.symbol"() {sym_name = "s"} : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'test.symbol_table_region' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "test.symbol_table_region"() ({
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{'test.symbol' op requires attribute 'sym_name'}}
"test.symbol"() : () -> ()

// -----

// expected-error @+1 {{'test.symbol' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"test.symbol"() {sym_name = 1} : () -> ()

// -----

// expected-error @+1 {{'test.symbol' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"test.symbol"() {sym_name = "s", sym_visibility = 1} : () -> ()

// -----

// expected-error @+1 {{'test.symbol' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"test.symbol"() {sym_name = "s", sym_visibility = "foo"} : () -> ()
