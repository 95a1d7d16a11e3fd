module @jit_dot_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<5x3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<4x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    return %0, %1, %2 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  }
}
