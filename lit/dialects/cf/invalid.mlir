// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// One chunk per cf verifier rule, with mlir-opt 22's exact messages.

func.func @cond_br_types(%c: i1, %x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%c : i1)
^bb1(%a: i32):
  return
}

// -----

func.func @br_count(%x: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%a: i32):
  return
}

// -----

func.func @switch_cases(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_valtype(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
