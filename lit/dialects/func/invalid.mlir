// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Verifier and custom-syntax errors of the func dialect, as mlir-opt reports them.

// === func.return ===

func.func @f(%arg0: i32) -> (i32, f32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
  return %arg0 : i32
}

// -----

func.func @f(%arg0: i32) -> f32 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  return %arg0 : i32
}

// -----

func.func @f() {
  test.graph_region {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

func.func @f(%arg0: i32) {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types}}
  return %arg0 : i32, i32
}

// -----

// === func.func ===

// expected-error @+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A type-only signature names no entry block arguments.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @g()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @g(i32) -> i32

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @f(%a: i32 {foo}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i32 {foo})

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
"func.func"() <{function_type = () -> i32, sym_name = "f", sym_visibility = "private", res_attrs = []}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [1]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "foo"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, f32)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @f(i32, %a: f32)

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_name = "x"}

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {function_type = () -> ()}

// -----

// === func.call ===

func.func @f() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}

// -----

"test.symbol"() {sym_name = "s"} : () -> ()
func.func @f() {
  // expected-error @+1 {{'func.call' op 's' does not reference a valid function}}
  call @s() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g() : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @g(%a) : (f32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> (i32, i32)
func.func @f(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'f32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'i32'}}
  %0:2 = call @g(%a) : (i32) -> (f32, i32)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@b} : () -> ()
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = call @g(%a) : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = call @g(%a, %a) : (i32) -> i32
  return %0 : i32
}

// -----

// === func.call_indirect ===

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32, %fn: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%fn, %a) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32, %fn: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%fn, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %fn: (i32) -> i32) -> i32 {
  // expected-error @+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = call_indirect %fn(%a) : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32, %fn: (i32) -> i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = call_indirect %fn(%a, %a) : (i32) -> i32
  return
}

// -----

// === func.constant ===

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = constant @nope : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @g : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = "g"} : () -> (() -> ())
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = constant "f" : () -> ()
  return
}
