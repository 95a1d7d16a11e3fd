module @jit_cond_vmap_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x2xf32>, %arg1: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x3x2xf32> {jax.result_info = "result[1][0]"}, tensor<4x3x2xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c, %iterArg_4 = %cst, %iterArg_5 = %0, %iterArg_6 = %1) : tensor<4x3x2xf32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>
    cond {
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<4x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %4:3 = func.call @closed_call(%iterArg_2, %iterArg_4, %3) : (tensor<3xf32>, tensor<f32>, tensor<3x2xf32>) -> (tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_5, %4#1, %iterArg_3) : (tensor<4x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<4x3x2xf32>
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_6, %4#2, %iterArg_3) : (tensor<4x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<4x3x2xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %7, %4#0, %5, %6 : tensor<4x3x2xf32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>
    }
    return %2#3, %2#4, %2#5 : tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3x2xf32>, %arg1: tensor<i32>) -> tensor<3x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 2] : (tensor<4x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<3x2xf32>) -> (tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare GT, %0, %arg0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %2 = stablehlo.convert %1 : (tensor<3xi1>) -> tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare EQ, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %3, %3 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %8 = stablehlo.select %7, %arg2, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    %9 = stablehlo.sine %8 : tensor<3x2xf32>
    %10 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %12 = stablehlo.subtract %9, %11 : tensor<3x2xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.compare EQ, %2, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %15 = stablehlo.select %14, %3, %3 : tensor<3xi1>, tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %17 = stablehlo.select %16, %arg2, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<3x2xf32>
    %20 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %22 = stablehlo.add %19, %21 : tensor<3x2xf32>
    %23 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %26 = stablehlo.select %25, %12, %22 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.reduce(%arg2 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<3xf32>
    %30 = stablehlo.floor %29 : tensor<3xf32>
    %31 = stablehlo.convert %30 : (tensor<3xf32>) -> tensor<3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %32 = call @clip(%31, %c_5, %c_6) : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %35 = stablehlo.clamp %33, %32, %34 : tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %37 = stablehlo.compare EQ, %35, %36, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %39 = stablehlo.select %38, %arg2, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    %40 = stablehlo.cosine %39 : tensor<3x2xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.compare EQ, %35, %41, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %44 = stablehlo.select %43, %arg2, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<3x2xf32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.compare EQ, %35, %46, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
    %49 = stablehlo.select %48, %arg2, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    %50 = stablehlo.negate %49 : tensor<3x2xf32>
    %51 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %53 = stablehlo.compare LT, %51, %52, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %55 = stablehlo.compare LT, %51, %54, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %56 = stablehlo.select %55, %45, %50 : tensor<3x2xi1>, tensor<3x2xf32>
    %57 = stablehlo.select %53, %40, %56 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%26 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %59 = stablehlo.divide %58, %cst_15 : tensor<f32>
    %60 = stablehlo.add %arg1, %59 : tensor<f32>
    return %60, %26, %57 : tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>
  }
  func.func private @clip(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<3xi32>
    return %5 : tensor<3xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<i32>) -> tensor<4x3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x3x2xf32>, tensor<1x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x3x2xf32>
    return %1 : tensor<4x3x2xf32>
  }
}
