module @jit_argminmax_nan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<5xi32> {jax.result_info = "result[3]"}, tensor<5xi32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}) {
    %0 = call @argmax(%arg0) : (tensor<4x5xf32>) -> tensor<4xi32>
    %1 = call @argmin(%arg0) : (tensor<4x5xf32>) -> tensor<5xi32>
    %2 = call @_nanargmax(%arg0) : (tensor<4x5xf32>) -> tensor<4xi32>
    %3 = call @_nanargmin(%arg0) : (tensor<4x5xf32>) -> tensor<5xi32>
    %4 = stablehlo.reverse %arg0, dims = [1] : tensor<4x5xf32>
    %5 = call @argmax_2(%4) : (tensor<4x5xf32>) -> tensor<5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %0, %1, %2, %3, %5, %6, %7 : tensor<4xi32>, tensor<5xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4xf32>, tensor<5xf32>
  }
  func.func private @argmax(%arg0: tensor<4x5xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @argmin(%arg0: tensor<4x5xf32>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
  func.func private @_nanargmax(%arg0: tensor<4x5xf32>) -> tensor<4xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = call @argmax(%1) : (tensor<4x5xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_0(%3, %c_0, %2) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    return %4 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<f32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @_nanargmin(%arg0: tensor<4x5xf32>) -> tensor<5xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = call @argmin(%1) : (tensor<4x5xf32>) -> tensor<5xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_1(%3, %c_0, %2) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    return %4 : tensor<5xi32>
  }
  func.func private @_where_1(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @argmax_2(%arg0: tensor<4x5xf32>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
}
