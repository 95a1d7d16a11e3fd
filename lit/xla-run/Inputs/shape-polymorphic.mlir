// A shape-polymorphic module as jax.export makes it (`jnp.sin(x) + 1` for x: f32[b, 4],
// trimmed): @main reads `b` with get_dimension_size, asserts b >= 1 and passes b to the
// private function as a `jax.global_constant` argument. @make writes the inputs.
module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func @make() -> (tensor<3x4xf32>, tensor<0x4xf32>, tensor<3x5xf32>, tensor<3x4xf64>, tensor<12xf32>) {
    %0 = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
    %1 = stablehlo.constant dense<> : tensor<0x4xf32>
    %2 = stablehlo.constant dense<1.0> : tensor<3x5xf32>
    %3 = stablehlo.constant dense<1.0> : tensor<3x4xf64>
    %4 = stablehlo.constant dense<1.0> : tensor<12xf32>
    return %0, %1, %2, %3, %4 : tensor<3x4xf32>, tensor<0x4xf32>, tensor<3x5xf32>, tensor<3x4xf64>, tensor<12xf32>
  }
  func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), .", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    return %2 : tensor<?x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.sine %arg1 : tensor<?x4xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %3 = stablehlo.dynamic_broadcast_in_dim %cst, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %4 = stablehlo.add %0, %3 : tensor<?x4xf32>
    return %4 : tensor<?x4xf32>
  }
}
