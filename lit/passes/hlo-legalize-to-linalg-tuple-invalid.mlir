// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// A tuple value that crosses the function's boundary has no compiled form.

func.func @returned(%a: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  // expected-error @+1 {{'hlo.tuple' op failed to legalize to linalg: tuple is not lowered: its value leaves the function's code (only get_tuple_element of it is)}}
  %t = stablehlo.tuple %a : tuple<tensor<2xf32>>
  return %t : tuple<tensor<2xf32>>
}

// -----

func.func @argument(%t: tuple<tensor<2xf32>>) -> tensor<2xf32> {
  // expected-error @+1 {{'hlo.get_tuple_element' op failed to legalize to linalg: get_tuple_element is not lowered: its tuple is not made by hlo.tuple in this function}}
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  return %a : tensor<2xf32>
}
