// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ mlir-opt %s -split-input-file -verify-diagnostics %}

// One chunk per math verifier rule, with mlir-opt 22's messages.

func.func @exp_int(%a: i32) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%a) : (i32) -> i32
  return
}

// -----

func.func @exp_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "math.exp"(%a) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%a) : (f32) -> f32
  return
}

// -----

func.func @exp_result_type(%a: f32) {
  // expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) : (f32) -> f64
  return
}

// -----

func.func @atan2_mixed(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @fpowi_result(%a: f32, %i: i64) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i64) -> f64
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %i: vector<3xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %i) : (vector<4xf32>, vector<3xi32>) -> vector<4xf32>
  return
}

// -----

func.func @fpowi_float_power(%a: f32, %i: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %i) : (f32, f32) -> f32
  return
}

// -----

func.func @isnan_result(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @isnan_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%a) : (tensor<4xf32>) -> tensor<5xi1>
  return
}

// -----

func.func @sincos_types(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @clampf_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @fastmath_kind(%a: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op math.exp: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.exp"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}
