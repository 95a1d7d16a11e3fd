module @jit_reduce_precision_nextafter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}, tensor<10xi32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<10xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<10xf32>
    %2 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<10xf32>
    %3 = chlo.next_after %arg0, %arg1 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = chlo.next_after %arg0, %4 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = call @copysign(%cst_0, %arg0) : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %7 = chlo.next_after %arg0, %6 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %8 = stablehlo.subtract %7, %arg0 : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.compare EQ, %8, %9, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<1.401300e-45> : tensor<f32>
    %11 = call @copysign(%cst_2, %arg0) : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %12 = call @_where_0(%10, %11, %8) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<10xf32>
    %15 = stablehlo.reduce_precision %14, format = e5m10 : tensor<10xf32>
    %16 = call @frexp(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %17 = call @frexp_1(%arg0) : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %18 = call @ldexp(%arg0, %c) : (tensor<10xf32>, tensor<i32>) -> tensor<10xf32>
    return %0, %1, %2, %3, %5, %12, %15, %16, %17, %18 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xf32>
  }
  func.func private @copysign(%arg0: tensor<f32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
    %0 = call @signbit(%arg1) : (tensor<10xf32>) -> tensor<10xi1>
    %1 = stablehlo.abs %arg0 : tensor<f32>
    %2 = stablehlo.negate %1 : tensor<f32>
    %3 = stablehlo.abs %arg0 : tensor<f32>
    %4 = call @_where(%0, %2, %3) : (tensor<10xi1>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    return %4 : tensor<10xf32>
  }
  func.func private @signbit(%arg0: tensor<10xf32>) -> tensor<10xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %5 = stablehlo.convert %4 : tensor<10xi1>
    return %5 : tensor<10xi1>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<10xi1>, tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @_where_0(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @frexp(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<10xf32>
    %5 = call @_where_0(%2, %4, %arg0) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %6 = stablehlo.bitcast_convert %5 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<-2139095041> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.and %6, %7 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<1056964608> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.or %8, %9 : tensor<10xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<10xi32>) -> tensor<10xf32>
    %12 = call @isinf(%arg0) : (tensor<10xf32>) -> tensor<10xi1>
    %13 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %14 = stablehlo.or %12, %13 : tensor<10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.compare EQ, %arg0, %15, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %17 = stablehlo.or %14, %16 : tensor<10xi1>
    %18 = call @_where_0(%17, %arg0, %11) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %18 : tensor<10xf32>
  }
  func.func private @isinf(%arg0: tensor<10xf32>) -> tensor<10xi1> {
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    return %2 : tensor<10xi1>
  }
  func.func private @frexp_1(%arg0: tensor<10xf32>) -> tensor<10xi32> {
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<10xf32>
    %5 = call @_where_0(%2, %4, %arg0) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %c = stablehlo.constant dense<-23> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_where_2(%2, %c, %c_1) : (tensor<10xi1>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.bitcast_convert %5 : (tensor<10xf32>) -> tensor<10xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.shift_right_arithmetic %7, %8 : tensor<10xi32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %11 = stablehlo.and %9, %10 : tensor<10xi32>
    %c_4 = stablehlo.constant dense<127> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<10xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.add %13, %14 : tensor<10xi32>
    %16 = stablehlo.add %6, %15 : tensor<10xi32>
    %17 = call @isinf(%arg0) : (tensor<10xf32>) -> tensor<10xi1>
    %18 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %19 = stablehlo.or %17, %18 : tensor<10xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %21 = stablehlo.compare EQ, %arg0, %20, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %22 = stablehlo.or %19, %21 : tensor<10xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %24 = call @_where_3(%22, %23, %16) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    return %24 : tensor<10xi32>
  }
  func.func private @_where_2(%arg0: tensor<10xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<10xi1>, tensor<10xi32>
    return %2 : tensor<10xi32>
  }
  func.func private @_where_3(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>) -> tensor<10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @ldexp(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1:2 = call @frexp_4(%arg0) : (tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>)
    %2 = stablehlo.convert %1#1 : (tensor<10xi32>) -> tensor<10xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.add %2, %3 : tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.compare GT, %4, %5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %8 = stablehlo.multiply %1#0, %7 : tensor<10xf32>
    %9 = call @_where_0(%6, %8, %1#0) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %11 = stablehlo.compare GT, %4, %10, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.subtract %4, %12 : tensor<10xf32>
    %14 = call @_where_0(%11, %13, %4) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.power %15, %14 : tensor<10xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<10xf32>
    %18 = call @isinf(%arg0) : (tensor<10xf32>) -> tensor<10xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %20 = stablehlo.compare EQ, %arg0, %19, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = stablehlo.or %18, %20 : tensor<10xi1>
    %22 = call @_where_0(%21, %arg0, %17) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %22 : tensor<10xf32>
  }
  func.func private @frexp_4(%arg0: tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>) {
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<10xf32>
    %5 = call @_where_0(%2, %4, %arg0) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %c = stablehlo.constant dense<-23> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_where_2(%2, %c, %c_1) : (tensor<10xi1>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.bitcast_convert %5 : (tensor<10xf32>) -> tensor<10xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.shift_right_arithmetic %7, %8 : tensor<10xi32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %11 = stablehlo.and %9, %10 : tensor<10xi32>
    %c_4 = stablehlo.constant dense<127> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<10xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.add %13, %14 : tensor<10xi32>
    %16 = stablehlo.add %6, %15 : tensor<10xi32>
    %c_6 = stablehlo.constant dense<-2139095041> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %18 = stablehlo.and %7, %17 : tensor<10xi32>
    %c_7 = stablehlo.constant dense<1056964608> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %20 = stablehlo.or %18, %19 : tensor<10xi32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<10xi32>) -> tensor<10xf32>
    %22 = call @isinf(%arg0) : (tensor<10xf32>) -> tensor<10xi1>
    %23 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %24 = stablehlo.or %22, %23 : tensor<10xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %26 = stablehlo.compare EQ, %arg0, %25, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %27 = stablehlo.or %24, %26 : tensor<10xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %29 = call @_where_3(%27, %28, %16) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %30 = call @_where_0(%27, %arg0, %21) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %30, %29 : tensor<10xf32>, tensor<10xi32>
  }
}
