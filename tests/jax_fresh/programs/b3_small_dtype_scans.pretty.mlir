module @jit_small_dtype_scans attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<8xf16>, %arg2: tensor<8xi1>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<8xf16> {jax.result_info = "result[2]"}, tensor<8xbf16> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xui8> {jax.result_info = "result[5]"}, tensor<8xi8> {jax.result_info = "result[6]"}, tensor<8xi32> {jax.result_info = "result[7]"}, tensor<3xi32> {jax.result_info = "result[8]"}, tensor<8xf16> {jax.result_info = "result[9]"}, tensor<8xbf16> {jax.result_info = "result[10]"}, tensor<8xf16> {jax.result_info = "result[11]"}, tensor<8xbf16> {jax.result_info = "result[12]"}) {
    %0 = call @cumsum(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    %1 = call @cumsum_1(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    %2 = call @cumprod(%arg1) : (tensor<8xf16>) -> tensor<8xf16>
    %3 = stablehlo.convert %arg1 : (tensor<8xf16>) -> tensor<8xbf16>
    %4 = call @cummax(%3) : (tensor<8xbf16>) -> tensor<8xbf16>
    %5 = call @cumsum_3(%arg2) : (tensor<8xi1>) -> tensor<8xi32>
    %6 = stablehlo.convert %arg0 : (tensor<8xi8>) -> tensor<8xui8>
    %7 = call @cummin(%6) : (tensor<8xui8>) -> tensor<8xui8>
    %8 = call @sort(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    %9 = stablehlo.reverse %8, dims = [0] : tensor<8xi8>
    %10 = call @argsort(%arg0) : (tensor<8xi8>) -> tensor<8xi32>
    %values, %indices = chlo.top_k(%arg1, k = 3) : tensor<8xf16> -> (tensor<3xf16>, tensor<3xi32>)
    %11 = call @round(%arg1) : (tensor<8xf16>) -> tensor<8xf16>
    %12 = stablehlo.convert %arg1 : (tensor<8xf16>) -> tensor<8xbf16>
    %13 = call @round_5(%12) : (tensor<8xbf16>) -> tensor<8xbf16>
    %14 = stablehlo.exponential_minus_one %arg1 : tensor<8xf16>
    %15 = stablehlo.convert %arg1 : (tensor<8xf16>) -> tensor<8xbf16>
    %16 = stablehlo.log_plus_one %15 : tensor<8xbf16>
    return %0, %1, %2, %4, %5, %7, %9, %10, %indices, %11, %13, %14, %16 : tensor<8xi8>, tensor<8xi8>, tensor<8xf16>, tensor<8xbf16>, tensor<8xi32>, tensor<8xui8>, tensor<8xi8>, tensor<8xi32>, tensor<3xi32>, tensor<8xf16>, tensor<8xbf16>, tensor<8xf16>, tensor<8xbf16>
  }
  func.func private @cumsum(%arg0: tensor<8xi8>) -> tensor<8xi8> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    return %0 : tensor<8xi8>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi8>) -> tensor<8xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func private @cumsum_1(%arg0: tensor<8xi8>) -> tensor<8xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    return %1 : tensor<8xi8>
  }
  func.func private @cumprod(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %0 = call @cumprod_2(%arg0) : (tensor<8xf16>) -> tensor<8xf16>
    return %0 : tensor<8xf16>
  }
  func.func private @cumprod_2(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f16>
      stablehlo.return %1 : tensor<f16>
    }) : (tensor<8xf16>, tensor<f16>) -> tensor<8xf16>
    return %0 : tensor<8xf16>
  }
  func.func private @cummax(%arg0: tensor<8xbf16>) -> tensor<8xbf16> {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<8xbf16>, tensor<bf16>) -> tensor<8xbf16>
    return %1 : tensor<8xbf16>
  }
  func.func private @cumsum_3(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_4(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cummin(%arg0: tensor<8xui8>) -> tensor<8xui8> {
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>
    return %1 : tensor<8xui8>
  }
  func.func private @sort(%arg0: tensor<8xi8>) -> tensor<8xi8> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xi8>) -> tensor<8xi8>
    return %0 : tensor<8xi8>
  }
  func.func private @argsort(%arg0: tensor<8xi8>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<8xi8>
    %2 = stablehlo.reverse %0, dims = [0] : tensor<8xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %5 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<8xi8>, tensor<8xi32>) -> (tensor<8xi8>, tensor<8xi32>)
    %4 = stablehlo.reverse %3#1, dims = [0] : tensor<8xi32>
    return %4 : tensor<8xi32>
  }
  func.func private @round(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %0 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8xf32>
    %3 = stablehlo.round_nearest_even %2 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8xf32>
    %6 = stablehlo.convert %5 : (tensor<8xf32>) -> tensor<8xf16>
    return %6 : tensor<8xf16>
  }
  func.func private @round_5(%arg0: tensor<8xbf16>) -> tensor<8xbf16> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8xbf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xbf16>
    %2 = stablehlo.round_nearest_even %1 : tensor<8xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8xbf16>
    %4 = stablehlo.divide %2, %3 : tensor<8xbf16>
    return %4 : tensor<8xbf16>
  }
}
