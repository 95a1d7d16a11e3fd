// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// A token carried through a loop has no loop form.
func.func @while_token(%t: !stablehlo.token) -> !stablehlo.token {
  %c = stablehlo.constant dense<true> : tensor<i1>
  // expected-error @+1 {{'hlo.while' op failed to legalize to linalg: carries a value of type '!hlo.token': only ranked tensors are lowered (tokens and tuples are not)}}
  %r = stablehlo.while(%i = %t) : !stablehlo.token
  cond {
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %i : !stablehlo.token
  }
  return %r : !stablehlo.token
}
