module @jit_int64_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> (tensor<7xi64> {jax.result_info = "result[0]"}, tensor<7xi64> {jax.result_info = "result[1]"}, tensor<7xi64> {jax.result_info = "result[2]"}, tensor<7xi64> {jax.result_info = "result[3]"}, tensor<7xi64> {jax.result_info = "result[4]"}, tensor<i64> {jax.result_info = "result[5]"}, tensor<7xi64> {jax.result_info = "result[6]"}, tensor<7xf64> {jax.result_info = "result[7]"}, tensor<i64> {jax.result_info = "result[8]"}, tensor<7xi64> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<7xi64>
    %1 = call @cumsum(%0) : (tensor<7xi64>) -> tensor<7xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %3 = stablehlo.compare EQ, %arg1, %2, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %4 = call @_where(%3, %c_0, %arg1) : (tensor<7xi1>, tensor<i64>, tensor<7xi64>) -> tensor<7xi64>
    %5 = call @floor_divide(%arg0, %4) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %7 = stablehlo.compare EQ, %arg1, %6, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %8 = call @_where(%7, %c_2, %arg1) : (tensor<7xi1>, tensor<i64>, tensor<7xi64>) -> tensor<7xi64>
    %9 = call @remainder(%arg0, %8) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %10 = call @sort(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    %11 = call @argsort(%arg1) : (tensor<7xi64>) -> tensor<7xi64>
    %c_3 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %12 = stablehlo.reduce(%arg0 init: %c_3) applies stablehlo.maximum across dimensions = [0] : (tensor<7xi64>, tensor<i64>) -> tensor<i64>
    %c_4 = stablehlo.constant dense<2654435761> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %14 = stablehlo.multiply %arg0, %13 : tensor<7xi64>
    %c_5 = stablehlo.constant dense<4294967295> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %16 = stablehlo.and %14, %15 : tensor<7xi64>
    %17 = stablehlo.convert %arg0 : (tensor<7xi64>) -> tensor<7xf64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7xf64>
    %19 = stablehlo.divide %17, %18 : tensor<7xf64>
    %20 = stablehlo.abs %arg0 : tensor<7xi64>
    %c_6 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.minimum across dimensions = [0] : (tensor<7xi64>, tensor<i64>) -> tensor<i64>
    %c_7 = stablehlo.constant dense<-1000000000000> : tensor<i64>
    %c_8 = stablehlo.constant dense<1000000000000> : tensor<i64>
    %22 = call @clip(%arg0, %c_7, %c_8) : (tensor<7xi64>, tensor<i64>, tensor<i64>) -> tensor<7xi64>
    return %1, %5, %9, %10, %11, %12, %16, %19, %21, %22 : tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<i64>, tensor<7xi64>, tensor<7xf64>, tensor<i64>, tensor<7xi64>
  }
  func.func private @cumsum(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<7xi64>) -> tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    return %1 : tensor<7xi64>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<i64>, %arg2: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7xi1>, tensor<7xi64>
    return %2 : tensor<7xi64>
  }
  func.func private @floor_divide(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<7xi64>
    %1 = stablehlo.sign %arg0 : tensor<7xi64>
    %2 = stablehlo.sign %arg1 : tensor<7xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<7xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %7 = stablehlo.and %3, %6 : tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %9 = stablehlo.subtract %0, %8 : tensor<7xi64>
    %10 = call @_where_1(%7, %9, %0) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    return %10 : tensor<7xi64>
  }
  func.func private @_where_1(%arg0: tensor<7xi1>, %arg1: tensor<7xi64>, %arg2: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @remainder(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> tensor<7xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %3 = call @_where_1(%1, %2, %arg1) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.add %4, %3 : tensor<7xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<7xi1>, tensor<7xi64>
    return %14 : tensor<7xi64>
  }
  func.func private @sort(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<7xi64>) -> tensor<7xi64>
    return %0 : tensor<7xi64>
  }
  func.func private @argsort(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<7xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<7xi64>, tensor<7xi64>) -> (tensor<7xi64>, tensor<7xi64>)
    return %1#1 : tensor<7xi64>
  }
  func.func private @clip(%arg0: tensor<7xi64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<7xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<7xi64>
    %3 = stablehlo.convert %arg2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %5 = stablehlo.minimum %4, %2 : tensor<7xi64>
    return %5 : tensor<7xi64>
  }
}
