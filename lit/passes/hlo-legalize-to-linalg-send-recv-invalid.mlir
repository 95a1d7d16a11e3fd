// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// Tokens leave function boundaries in compiled code: a call that returns one is an error
// (its results are not rewritten), and so is a fresh token (after_all is not lowered).

func.func @callee(%t: !stablehlo.token) -> !stablehlo.token {
  return %t : !stablehlo.token
}
func.func @caller(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'func.call' op failed to legalize to linalg: a call returning a token is not lowered}}
  %0 = func.call @callee(%t) : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @fresh_token() -> !stablehlo.token {
  // expected-error @+1 {{'hlo.after_all' op failed to legalize to linalg: after_all is not lowered}}
  %t = stablehlo.after_all : !stablehlo.token
  return %t : !stablehlo.token
}
