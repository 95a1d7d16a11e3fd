// RUN: xla-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Structural rules of the verifier (upstream Verifier.cpp and the count traits).

func.func @operand_count(%a: i32) -> i32 {
  // expected-error @+1 {{'test.op_commutative2' op expected 2 operands, but found 1}}
  %0 = "test.op_commutative2"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "t.op"() : () -> ()
}

// -----

func.func @no_terminator() {
  // expected-error @+1 {{block with no terminator, has}}
  %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"t.region"() ({
^bb0:
  "t.op"() : () -> ()
^bb1:
}) : () -> ()

// -----

func.func @successors_in_the_middle() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "t.br"() [^bb1] : () -> ()
  "t.op"() : () -> ()
^bb1:
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessors() {
^bb0:
  "t.br"() [^bb0] : () -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.op"() : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations}}
"func.unknown"() : () -> ()

// -----

// Unregistered ops need no terminator in a single block, and may end any block.
"t.region"() ({
  "t.op"() : () -> ()
}) : () -> ()
"t.region"() ({
^bb0:
  "t.op"() : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

// Only the first error of a function is reported; other functions are still checked.
func.func @first() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  // Not reported: the function already failed.
  %0 = "test.op_commutative2"() : () -> i32
}
func.func @second() {
  // expected-error @+1 {{'test.op_commutative2' op expected 2 operands, but found 0}}
  %0 = "test.op_commutative2"() : () -> i32
  return
}
