// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// Tokens leave function boundaries in compiled code: a call that returns one is an error
// (its results are not rewritten).

func.func @callee(%t: !stablehlo.token) -> !stablehlo.token {
  return %t : !stablehlo.token
}
func.func @caller(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'func.call' op failed to legalize to linalg: a call returning a token is not lowered}}
  %0 = func.call @callee(%t) : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// An infeed takes one entry of the queue whatever its values: only one of one value lowers.

func.func @infeed_two(%t: !stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>) {
  // expected-error @+1 {{'hlo.infeed' op failed to legalize to linalg: infeed of 2 values is not lowered (one of one value is)}}
  %0:3 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
}
