// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// One chunk per scf verifier rule, with mlir-opt 22's exact messages.

func.func @for_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c0 {
  }
  return
}

// -----

func.func @for_types(%lb: index, %ub: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_iv(%lb: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_nargs(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_results(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_argtype(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_restype(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_yield(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_yieldtype(%lb: index, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}

// -----

func.func @if_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yieldtype(%c: i1, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %y : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_cond(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @while_cond(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_before(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @while_after(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i1'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i1):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_term(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_res(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> i32
  return
}

// -----

func.func @while_beforeargs(%x: f32, %c: i1) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_parent(%c: i1) {
  scf.execute_region {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @switch_dup(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_yield(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_yieldtype(%i: index, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %y : i32
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @exec_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @exec_args(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: f32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @par_zero(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @par_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 1 as bound and step values: 2}}
  "scf.parallel"(%lb, %lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @par_args(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @par_reduce(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @par_restype(%lb: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%y : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_args(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_ret(%lb: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : i32
    }
  }
  return
}

// -----

// An scf.for without a body block (used to verify and print as a bare `scf.for`).
func.func @for_empty_region(%lb: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @if_empty_then(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @parallel_empty_region(%a: index) {
  // expected-error @+1 {{'scf.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.parallel"(%a, %a, %a) ({}) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
