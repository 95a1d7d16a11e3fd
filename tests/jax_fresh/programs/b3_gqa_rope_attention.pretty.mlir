module @jit_gqa_rope_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<8x4xf32>) -> (tensor<2x5x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x4xf32>) -> tensor<2x5x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x5x4xf32>) -> tensor<2x5x2x2xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x4xf32>) -> tensor<2x5x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x5x4xf32>) -> tensor<2x5x2x2xf32>
    %6 = stablehlo.iota dim = 0 : tensor<5xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<1xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.add %11, %10 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %16 = stablehlo.power %15, %14 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<5x1xf32>
    %21 = stablehlo.multiply %7, %20 : tensor<5x1xf32>
    %22 = stablehlo.cosine %21 : tensor<5x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<5x1xf32>) -> tensor<1x5x1x1xf32>
    %24 = stablehlo.sine %21 : tensor<5x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 3] : (tensor<5x1xf32>) -> tensor<1x5x1x1xf32>
    %26 = stablehlo.slice %1 [0:2, 0:5, 0:4, 0:2:2] : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x1xf32>
    %27 = stablehlo.slice %1 [0:2, 0:5, 0:4, 1:2:2] : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x1xf32>
    %28 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<2x5x4x1xf32>
    %30 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<2x5x4x1xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<2x5x4x1xf32>
    %33 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<2x5x4x1xf32>
    %35 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %36 = stablehlo.multiply %27, %35 : tensor<2x5x4x1xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x5x4x1xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x5x4x1xf32>) -> tensor<2x5x4x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x5x4x1xf32>) -> tensor<2x5x4x1x1xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 4 : (tensor<2x5x4x1x1xf32>, tensor<2x5x4x1x1xf32>) -> tensor<2x5x4x1x2xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x5x4x1x2xf32>) -> tensor<2x5x4x2xf32>
    %42 = stablehlo.slice %3 [0:2, 0:5, 0:2, 0:2:2] : (tensor<2x5x2x2xf32>) -> tensor<2x5x2x1xf32>
    %43 = stablehlo.slice %3 [0:2, 0:5, 0:2, 1:2:2] : (tensor<2x5x2x2xf32>) -> tensor<2x5x2x1xf32>
    %44 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x5x2x1xf32>
    %46 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x5x2x1xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<2x5x2x1xf32>
    %49 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<2x5x2x1xf32>
    %51 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %52 = stablehlo.multiply %43, %51 : tensor<2x5x2x1xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x5x2x1xf32>
    %54 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x5x2x1xf32>) -> tensor<2x5x2x1x1xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x5x2x1xf32>) -> tensor<2x5x2x1x1xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 4 : (tensor<2x5x2x1x1xf32>, tensor<2x5x2x1x1xf32>) -> tensor<2x5x2x1x2xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x5x2x1x2xf32>) -> tensor<2x5x2x2xf32>
    %58 = stablehlo.reshape %41 : (tensor<2x5x4x2xf32>) -> tensor<2x5x2x2x2xf32>
    %59 = stablehlo.dot_general %57, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x2xf32>, tensor<2x5x2x2x2xf32>) -> tensor<2x2x5x5x2xf32>
    %60 = stablehlo.transpose %59, dims = [0, 1, 4, 3, 2] : (tensor<2x2x5x5x2xf32>) -> tensor<2x2x2x5x5xf32>
    %cst_4 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %62 = stablehlo.divide %60, %61 : tensor<2x2x2x5x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %63 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %64 = call @tril(%63) : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = call @_where(%64, %62, %cst_5) : (tensor<5x5xi1>, tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_6) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x2x5xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<2x2x2x5xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x5xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<2x2x2x5x5xf32>
    %72 = stablehlo.exponential %71 : tensor<2x2x2x5x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x5xf32>
    %76 = stablehlo.divide %72, %75 : tensor<2x2x2x5x5xf32>
    %77 = stablehlo.dot_general %5, %76, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x2xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x2x5xf32>
    %78 = stablehlo.transpose %77, dims = [0, 4, 1, 3, 2] : (tensor<2x2x2x2x5xf32>) -> tensor<2x5x2x2x2xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x5x2x2x2xf32>) -> tensor<2x5x8xf32>
    return %79 : tensor<2x5x8xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xi1>) -> tensor<5x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xi1>
    return %6 : tensor<5x5xi1>
  }
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<2x2x2x5x5xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x5x5xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<5x5xi1>) -> tensor<2x2x2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x2x5x5xi1>, tensor<2x2x2x5x5xf32>
    return %3 : tensor<2x2x2x5x5xf32>
  }
}
