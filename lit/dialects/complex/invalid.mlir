// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ mlir-opt %s -split-input-file -verify-diagnostics %}

// -----

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : f32 to i32
  return
}

// -----

func.func @f(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'tensor<2xcomplex<f32>>'}}
  %0 = "complex.add"(%a, %a) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'complex.exp' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.exp"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
  %0 = "complex.constant"() {value = 1.0 : f32} : () -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<i32>) {
  // expected-error @+1 {{'complex.re' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.re"(%a) : (complex<i32>) -> i32
  return
}
