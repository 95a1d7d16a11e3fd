// RUN: xla-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Symbol tables: unique names, visibility, and symbol uses.

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
"t.op"() {sym_name = "x"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'x'}}
"t.op"() {sym_name = "x"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "bogus"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
module @m attributes {sym_visibility = "hidden"} {
}

// -----

func.func @caller() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

// A nested module is a table of its own: its functions are not visible outside.
module @inner {
  func.func @g() {
    return
  }
}
func.func @caller() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  func.call @g() : () -> ()
  return
}

// -----

// Names are checked before uses.
func.func @caller() {
  func.call @missing() : () -> ()
  return
}
// expected-note @+1 {{see existing symbol definition here}}
func.func @g() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'g'}}
func.func @g() {
  return
}

// -----

// Valid: calls within one table, and a function used before its definition.
func.func @a() {
  func.call @b() : () -> ()
  return
}
func.func private @b() {
  return
}
