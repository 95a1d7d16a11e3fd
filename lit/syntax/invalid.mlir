// RUN: xla-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Each case is malformed text; the expected message is mlir-opt 22's.

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"foo.op"() : () -> tensor<4xf32

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() : () -> tensor<4x?>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> i0x

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> complex<>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> vector<?xf32>

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"foo.op"() : () -> memref<4xf32, strided<[1], offset: >>

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"foo.op"() : () -> tuple<i32

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 300 : i8} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i64: 1, x>} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.op"() {a = #undefined_alias} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.op"() : () -> !undefined_alias

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.op"(%x) : (i32) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "foo.op"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "foo.op"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
%0 = "foo.op"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.use"(%0) : (i64) -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "foo.op"() : () -> i32

// -----

%0 = "foo.op"() : () -> i32
// expected-error @+1 {{reference to invalid result number}}
"foo.use"(%0#3) : (i32) -> ()

// -----

// expected-error @+1 {{reference to an undefined block}}
"foo.op"() [^missing] : () -> ()

// -----

"foo.op"() ({
^bb0:
// expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb7] : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
^bb0:
  "foo.t"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "foo.t"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"foo.op"() : () -> () loc("f":x:1)

// -----

func.func @f(%a: i32) -> i32 {
// expected-error @+1 {{custom op 'extra' is unknown (tried 'func.extra' as well)}}
  %0 = arith.addi %a, %a : i32 extra
  return %0 : i32
}

// -----

func.func @f() {
// expected-error @+1 {{custom op 'arith.bogus' is unknown}}
  %0 = arith.bogus : i32
  return
}

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () $

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @} : () -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"foo.op"() : (i32) -> ()
