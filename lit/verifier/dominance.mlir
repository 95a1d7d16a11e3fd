// RUN: xla-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Dominance: each use must be dominated by its definition.

func.func @same_block() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "t.use"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "t.def"() : () -> i32
  return
}

// -----

func.func @nested_region_use_of_a_later_value() {
  %0 = "t.def"() : () -> i32
  "t.region"() ({
    // expected-error @+1 {{operand #1 does not dominate this use}}
    "t.use"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %1 = "t.def"() : () -> i32
  return
}

// -----

func.func @own_result_in_own_region() {
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = "t.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "t.use"(%0) : (i32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @other_side_of_a_diamond(%c: i1) {
  "t.cond_br"(%c) [^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = "t.def"() : () -> i32
  "t.br"() [^bb3] : () -> ()
^bb2:
  "t.br"() [^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%c: i1) {
  "t.cond_br"(%c) [^bb1, ^bb2] : (i1) -> ()
^bb1(%a: i32):
  "t.br"() [^bb2] : () -> ()
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "t.use"(%a) : (i32) -> ()
  return
}

// -----

// Dominating definitions, loops, unreachable blocks and graph regions are fine.
func.func @valid(%c: i1) {
  %0 = "t.def"() : () -> i32
  "t.br"() [^loop] : () -> ()
^loop:
  %1 = "t.use"(%0) : (i32) -> i32
  "t.cond_br"(%c) [^loop, ^exit] : (i1) -> ()
^exit:
  "t.use"(%1) : (i32) -> ()
  return
^dead:
  "t.use"(%2) : (i32) -> ()
  %2 = "t.def"() : () -> i32
  return
}
// The module body is a graph region: uses may come first.
"t.use"(%late) : (i32) -> ()
%late = "t.def"() : () -> i32

// -----

// A single block of an unregistered op has no SSA dominance; two blocks do.
"t.region"() ({
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
}) : () -> ()
"t.region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "t.use"(%1) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "t.def"() : () -> i32
  "t.br"() [^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
