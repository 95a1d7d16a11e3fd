// RUN: xla-opt %s --hlo-legalize-broadcasts -verify-diagnostics

func.func @dynamic(%a: tensor<?x1xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'hlo.add' op cannot make the implicit broadcast explicit: the result shape [?, 3] is dynamic}}
  %r = hlo.add %a, %b : (tensor<?x1xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
