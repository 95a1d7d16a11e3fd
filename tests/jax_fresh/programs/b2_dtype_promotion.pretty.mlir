module @jit_dtype_promotion attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi8>, %arg1: tensor<4xui8>, %arg2: tensor<4xi32>, %arg3: tensor<4xf16>) -> (tensor<4xi16> {jax.result_info = "result[0]"}, tensor<4xui8> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf16> {jax.result_info = "result[3]"}, tensor<4xf16> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4xui8> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}, tensor<4xf32> {jax.result_info = "result[9]"}, tensor<4xui32> {jax.result_info = "result[10]"}, tensor<4xi1> {jax.result_info = "result[11]"}, tensor<4xi32> {jax.result_info = "result[12]"}, tensor<4xbf16> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xi16>
    %1 = stablehlo.convert %arg1 : (tensor<4xui8>) -> tensor<4xi16>
    %2 = stablehlo.add %0, %1 : tensor<4xi16>
    %c = stablehlo.constant dense<2> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %4 = stablehlo.multiply %arg1, %3 : tensor<4xui8>
    %5 = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<4xf16>
    %9 = stablehlo.add %arg3, %8 : tensor<4xf16>
    %10 = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xf16>
    %11 = stablehlo.add %arg3, %10 : tensor<4xf16>
    %12 = stablehlo.convert %arg2 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.add %12, %13 : tensor<4xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<ui8>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %16 = stablehlo.add %arg1, %15 : tensor<4xui8>
    %17 = stablehlo.convert %arg1 : (tensor<4xui8>) -> tensor<4xi8>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %18 = call @clip(%17, %c_3) : (tensor<4xi8>, tensor<i32>) -> tensor<4xi8>
    %19 = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xf32>
    %20 = stablehlo.convert %18 : (tensor<4xi8>) -> tensor<4xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4xf32>
    %22 = stablehlo.convert %arg3 : (tensor<4xf16>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = call @floor_divide(%arg2, %cst_5) : (tensor<4xi32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.convert %arg1 : (tensor<4xui8>) -> tensor<4xui32>
    %c_6 = stablehlo.constant dense<3> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %28 = stablehlo.subtract %26, %27 : tensor<4xui32>
    %c_7 = stablehlo.constant dense<0> : tensor<i8>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %30 = stablehlo.compare GT, %arg0, %29, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<100> : tensor<ui8>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %32 = stablehlo.compare GT, %arg1, %31, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %33 = stablehlo.or %30, %32 : tensor<4xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %35 = stablehlo.multiply %arg2, %34 : tensor<4xi32>
    %36 = stablehlo.convert %arg3 : (tensor<4xf16>) -> tensor<4xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<4xbf16>
    %38 = stablehlo.add %36, %37 : tensor<4xbf16>
    return %2, %4, %7, %9, %11, %14, %16, %21, %24, %25, %28, %33, %35, %38 : tensor<4xi16>, tensor<4xui8>, tensor<4xf32>, tensor<4xf16>, tensor<4xf16>, tensor<4xf32>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xi1>, tensor<4xi32>, tensor<4xbf16>
  }
  func.func private @clip(%arg0: tensor<4xi8>, %arg1: tensor<i32>) -> tensor<4xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xi8>
    return %2 : tensor<4xi8>
  }
  func.func private @floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.remainder %0, %1 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.subtract %0, %2 : tensor<4xf32>
    %5 = call @_where(%3, %0, %4) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.compare NE, %2, %8, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %10 = stablehlo.sign %arg1 : tensor<f32>
    %11 = stablehlo.sign %2 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.compare NE, %12, %11, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %14 = stablehlo.and %9, %13 : tensor<4xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.subtract %7, %15 : tensor<4xf32>
    %17 = stablehlo.select %14, %16, %7 : tensor<4xi1>, tensor<4xf32>
    %18 = stablehlo.round_nearest_afz %17 : tensor<4xf32>
    return %18 : tensor<4xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
