// RUN: xla-opt %s --allow-unregistered-dialect --bufferize -split-input-file -verify-diagnostics

// What --bufferize does not handle fails at the op, naming the pass (generic form, so that
// the test does not depend on which dialects xla-opt registers).

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'foo.bar' op failed to bufferize (--bufferize): the op has tensor operands or results and no bufferization}}
  %0 = "foo.bar"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_if(%c: i1, %d: index) -> tensor<?xf32> {
  // expected-error @+1 {{'scf.if' op failed to bufferize (--bufferize): scf.if with dynamically shaped tensor results is not bufferized}}
  %0 = "scf.if"(%c) ({
    %e = "tensor.empty"(%d) : (index) -> tensor<?xf32>
    "scf.yield"(%e) : (tensor<?xf32>) -> ()
  }, {
    %e = "tensor.empty"(%d) : (index) -> tensor<?xf32>
    "scf.yield"(%e) : (tensor<?xf32>) -> ()
  }) : (i1) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @pad_computed_value(%t: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.pad' op failed to bufferize (--bufferize): tensor.pad must yield a value defined outside its region}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1>, static_low = array<i64: 1>}> ({
  ^bb0(%i: index):
    %f = "arith.index_cast"(%i) : (index) -> i32
    %v = "arith.sitofp"(%f) : (i32) -> f32
    "tensor.yield"(%v) : (f32) -> ()
  }) : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concat_dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.concat' op failed to bufferize (--bufferize): tensor.concat of dynamically shaped tensors is not bufferized}}
  %0 = "tensor.concat"(%a, %a) <{dim = 0 : i64}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
