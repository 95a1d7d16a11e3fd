module @jit_loss_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4xi32>, %arg2: tensor<7xf32>, %arg3: tensor<7xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %0, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<4xi1>, tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.compare LT, %arg1, %6, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.add %arg1, %8 : tensor<4xi32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<4xi1>, tensor<4xi32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %16 = stablehlo.add %15, %arg0 : tensor<4x5xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %19 = stablehlo.subtract %16, %18 : tensor<4x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<4x5xf32>
    %22 = stablehlo.compare EQ, %19, %21, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %25 = stablehlo.select %22, %23, %24 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %27 = stablehlo.compare EQ, %26, %21, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %30 = stablehlo.select %27, %28, %29 : tensor<4x5xi1>, tensor<4x5xf32>
    %31 = stablehlo.divide %25, %30 : tensor<4x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<4x5xf32>
    %34 = stablehlo.negate %33 : tensor<4x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.reshape %35 : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %39 = "stablehlo.scatter"(%38, %13, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %98 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %40 = stablehlo.add %33, %39 : tensor<4x5xf32>
    %41 = stablehlo.subtract %arg2, %arg3 : tensor<7xf32>
    %42 = stablehlo.abs %41 : tensor<7xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %44 = stablehlo.compare LT, %42, %43, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %46 = stablehlo.multiply %45, %41 : tensor<7xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %48 = stablehlo.compare GE, %41, %47, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %50:2 = call @_where(%44, %49) : (tensor<7xi1>, tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %52 = stablehlo.multiply %51, %50#1 : tensor<7xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %54 = stablehlo.select %48, %53, %52 : tensor<7xi1>, tensor<7xf32>
    %55 = stablehlo.select %48, %52, %53 : tensor<7xi1>, tensor<7xf32>
    %56 = stablehlo.negate %54 : tensor<7xf32>
    %57 = stablehlo.add %55, %56 : tensor<7xf32>
    %58 = stablehlo.multiply %46, %50#0 : tensor<7xf32>
    %59 = stablehlo.add %57, %58 : tensor<7xf32>
    %60 = stablehlo.multiply %50#0, %41 : tensor<7xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<7xf32>
    %63 = stablehlo.add %59, %62 : tensor<7xf32>
    %64 = stablehlo.negate %arg2 : tensor<7xf32>
    %65 = stablehlo.exponential %64 : tensor<7xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %67 = stablehlo.add %66, %65 : tensor<7xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %69 = stablehlo.divide %68, %67 : tensor<7xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %71 = stablehlo.subtract %70, %69 : tensor<7xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<7xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %74 = stablehlo.subtract %73, %69 : tensor<7xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<7xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<7xf32>
    %78:2 = call @log_sigmoid(%arg2) : (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.negate %cst_25 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %81 = stablehlo.multiply %75, %80 : tensor<7xf32>
    %82 = stablehlo.multiply %80, %78#0 : tensor<7xf32>
    %83 = call @log_sigmoid_0(%78#1, %81) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %84 = stablehlo.multiply %82, %77 : tensor<7xf32>
    %85 = stablehlo.negate %84 : tensor<7xf32>
    %86 = stablehlo.multiply %85, %72 : tensor<7xf32>
    %87 = stablehlo.add %83, %86 : tensor<7xf32>
    %88 = call @_one_hot(%arg1) : (tensor<4xi32>) -> tensor<4x5xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<4x5xf32>
    %cst_27 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %92 = stablehlo.add %90, %91 : tensor<4x5xf32>
    %93:2 = call @log_softmax(%arg0) : (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x1xf32>)
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.negate %cst_28 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<4x5xf32>
    %97 = call @log_softmax_2(%93#0, %93#1, %96) : (tensor<4x5xf32>, tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %40, %63, %87, %97 : tensor<4x5xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4x5xf32>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<7xi1>, tensor<7xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<7xi1>, tensor<7xf32>
    return %2, %1 : tensor<7xf32>, tensor<7xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<7xf32>
    %1:2 = call @softplus(%0) : (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %2 = stablehlo.negate %1#0 : tensor<7xf32>
    return %2, %1#1 : tensor<7xf32>, tensor<7xf32>
  }
  func.func private @softplus(%arg0: tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<7xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<7xf32>
    %7 = stablehlo.abs %3 : tensor<7xf32>
    %8 = stablehlo.negate %7 : tensor<7xf32>
    %9 = stablehlo.exponential %8 : tensor<7xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<7xf32>
    %11 = stablehlo.add %1, %10 : tensor<7xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<7xi1>, tensor<7xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<7xi1>, tensor<7xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<7xi1>, tensor<7xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<7xf32>
    %22 = stablehlo.exponential %21 : tensor<7xf32>
    return %12, %22 : tensor<7xf32>, tensor<7xf32>
  }
  func.func private @log_sigmoid_0(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.negate %arg1 : tensor<7xf32>
    %1 = call @softplus_1(%arg0, %0) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2 = stablehlo.negate %1 : tensor<7xf32>
    return %2 : tensor<7xf32>
  }
  func.func private @softplus_1(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<4x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %5 = stablehlo.convert %4 : (tensor<4x5xi1>) -> tensor<4x5xf32>
    return %5 : tensor<4x5xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x5xf32>
    %6 = stablehlo.exponential %5 : tensor<4x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    return %6, %8 : tensor<4x5xf32>, tensor<4x1xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x5xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x5xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x5xf32>
    return %7 : tensor<4x5xf32>
  }
}
