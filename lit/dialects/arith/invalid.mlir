// RUN: xla-opt %s -split-input-file -verify-diagnostics

// One chunk per arith verifier rule (and per single-diagnostic custom-syntax error),
// with mlir-opt 22's exact messages.

// Operand and result type constraints:

func.func @addi_float(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %x, %x : f32
  return
}

// -----

func.func @addi_mixed(%x: i32, %y: f32) {
  // expected-error @+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %y) : (i32, f32) -> i32
  return
}

// -----

func.func @addi_signed(%x: si32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.addi"(%x, %x) : (si32, si32) -> si32
  return
}

// -----

func.func @addi_memref(%x: memref<4xi32>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.addi %x, %x : memref<4xi32>
  return
}

// -----

func.func @addf_int(%x: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %x, %x : i32
  return
}

// -----

func.func @negf_int(%x: vector<2xi32>) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = arith.negf %x : vector<2xi32>
  return
}

// -----

func.func @addi_result_type(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_elementwise(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%x, %x) : (vector<4xi32>, vector<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @addi_arity(%x: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%x) : (i32) -> i32
  return
}

// Properties of the wrong kind (rejected while parsing the generic form):

// -----

func.func @fastmath_kind(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 3 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 3 : i32}}
  %0 = "arith.addf"(%x, %x) <{fastmath = 3 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_kind(%x: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.addi"(%x, %x) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @exact_kind(%x: i32) {
  // expected-error @+1 {{invalid properties {isExact = 1 : i32} for op arith.divsi: Invalid attribute `isExact` in property conversion: 1 : i32}}
  %0 = "arith.divsi"(%x, %x) <{isExact = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @roundingmode_value(%x: f32) {
  // expected-error @+1 {{invalid properties {roundingmode = 7 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 7 : i32}}
  %0 = "arith.truncf"(%x) <{roundingmode = 7 : i32}> : (f32) -> f16
  return
}

// -----

func.func @predicate_value(%x: i32) {
  // expected-error @+1 {{invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "arith.cmpi"(%x, %x) <{predicate = 12 : i64}> : (i32, i32) -> i1
  return
}

// Comparisons:

// -----

func.func @cmpi_no_predicate(%x: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%x, %x) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate(%x: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %x, %x : i32
  return
}

// -----

func.func @cmpf_bad_predicate(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %x, %x : f32
  return
}

// -----

func.func @cmpi_float(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %x, %x : f32
  return
}

// -----

func.func @cmpi_result(%x: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%x, %x) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_result_shape(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%x, %x) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  return
}

// -----

func.func @cmpi_operand_types(%x: vector<4xi32>, %y: vector<4xi64>) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%x, %y) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi64>) -> vector<4xi1>
  return
}

// Casts:

// -----

func.func @extsi_narrower(%x: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i8
  return
}

// -----

func.func @extui_same(%x: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %x : i32 to i32
  return
}

// -----

func.func @trunci_wider(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %x : i32 to i64
  return
}

// -----

func.func @extf_narrower(%x: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}

// -----

func.func @truncf_wider(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @extsi_index(%x: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %x : index to i64
  return
}

// -----

func.func @sitofp_result(%x: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %x : i32 to i64
  return
}

// -----

func.func @index_cast_ints(%x: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %x : i32 to i64
  return
}

// -----

func.func @index_castui_float(%x: f32) {
  // expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %x : f32 to index
  return
}

// -----

func.func @bitcast_width(%x: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %x : i32 to f64
  return
}

// -----

func.func @bitcast_index(%x: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %x : index to i64
  return
}

// -----

func.func @cast_tensor_dims(%x: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %x : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @cast_shape(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %x : vector<4xi32> to vector<5xi64>
  return
}

// -----

func.func @scaling_extf_widths(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @scaling_truncf_widths(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f64
  return
}

// -----

func.func @scaling_extf_scale_shape(%x: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %x, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf32>
  return
}

// -----

func.func @scaling_extf_tensor_dims(%x: tensor<4xf4E2M1FN>, %s: tensor<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %x, %s : tensor<4xf4E2M1FN>, tensor<4xf8E8M0FNU> to tensor<?xf32>
  return
}

// Constants:

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "foo" : i32
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i64
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 42 : si32
  return
}

// -----

func.func @constant_untyped() {
  // expected-error @+1 {{invalid properties {value} for op arith.constant: Invalid attribute `value` in property conversion: unit}}
  %0 = "arith.constant"() <{value = unit}> : () -> i32
  return
}

// -----

func.func @constant_missing() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1]
  return
}

// Select:

// -----

func.func @select_condition(%c: i32, %x: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %x, %x) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %x: i32) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %x, %x) : (i1, i32, i32) -> i64
  return
}

// -----

func.func @select_mask_shape(%c: vector<3xi1>, %x: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %x, %x : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @select_mask_kind(%c: tensor<4xi1>, %x: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %x, %x) : (tensor<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @select_operands(%c: i1, %x: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %x : i32
  return
}

// Extended ops:

// -----

func.func @addui_extended_overflow(%x: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %s, %o = arith.addui_extended %x, %x : i32, i32
  return
}

// -----

func.func @addui_extended_sum(%x: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %s, %o = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @mulsi_extended_types(%x: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %l, %h = "arith.mulsi_extended"(%x, %x) : (i32, i32) -> (i32, i64)
  return
}

// Attribute syntax:

// -----

func.func @fastmath_separator(%x: f32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addf %x, %x fastmath<nnan|ninf> : f32
  return
}

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `arith`}}
"test.op"() {attr = #arith.foo<1>} : () -> ()
