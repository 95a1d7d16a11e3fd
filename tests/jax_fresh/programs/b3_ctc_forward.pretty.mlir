module @jit_ctc_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x4xf32>, %arg1: tensor<3xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<true> : tensor<2xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %4 = stablehlo.reshape %3 : (tensor<3x2xi32>) -> tensor<6xi32>
    %5 = stablehlo.concatenate %4, %c, dim = 0 : (tensor<6xi32>, tensor<1xi32>) -> tensor<7xi32>
    %6 = stablehlo.slice %5 [2:7] : (tensor<7xi32>) -> tensor<5xi32>
    %7 = stablehlo.slice %5 [0:5] : (tensor<7xi32>) -> tensor<5xi32>
    %8 = stablehlo.compare EQ, %6, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %9 = stablehlo.concatenate %c_0, %8, dim = 0 : (tensor<2xi1>, tensor<5xi1>) -> tensor<7xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %11 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<7x4xf32>) -> tensor<1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x1xf32>) -> tensor<f32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = "stablehlo.scatter"(%10, %13, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<7xf32>, tensor<1xi32>, tensor<f32>) -> tensor<7xf32>
    %15 = stablehlo.slice %5 [1:2] : (tensor<7xi32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %15 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<7> : tensor<i32>
    %18 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.select %17, %18, %c_7 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %16, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.add %16, %c_9 : tensor<i32>
    %22 = stablehlo.select %20, %21, %16 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %arg0, %19, %22, sizes = [1, 1] : (tensor<7x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x1xf32>) -> tensor<f32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%14, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<7xf32>, tensor<1xi32>, tensor<f32>) -> tensor<7xf32>
    %27 = stablehlo.slice %arg0 [1:7, 0:4] : (tensor<7x4xf32>) -> tensor<6x4xf32>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %29:7 = stablehlo.while(%iterArg = %27, %iterArg_14 = %cst_11, %iterArg_15 = %9, %iterArg_16 = %5, %iterArg_17 = %c_13, %iterArg_18 = %26, %iterArg_19 = %28) : tensor<6x4xf32>, tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<i32>, tensor<7xf32>, tensor<6xf32>
    cond {
      %c_20 = stablehlo.constant dense<6> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %45 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<6x4xf32>, tensor<i32>) -> tensor<4xf32>
      %46:2 = func.call @closed_call(%iterArg_14, %iterArg_15, %iterArg_16, %iterArg_18, %45) : (tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<7xf32>, tensor<4xf32>) -> (tensor<7xf32>, tensor<f32>)
      %47 = func.call @dynamic_update_index_in_dim(%iterArg_19, %46#1, %iterArg_17) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %48 = stablehlo.add %iterArg_17, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %48, %46#0, %47 : tensor<6x4xf32>, tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<i32>, tensor<7xf32>, tensor<6xf32>
    }
    %30 = stablehlo.slice %29#5 [6:7] : (tensor<7xf32>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.slice %29#5 [5:6] : (tensor<7xf32>) -> tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    %34 = stablehlo.maximum %31, %33 : tensor<f32>
    %35 = stablehlo.subtract %31, %33 : tensor<f32>
    %36 = stablehlo.compare NE, %35, %35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %37 = stablehlo.add %31, %33 : tensor<f32>
    %38 = stablehlo.abs %35 : tensor<f32>
    %39 = stablehlo.negate %38 : tensor<f32>
    %40 = stablehlo.exponential %39 : tensor<f32>
    %41 = stablehlo.log_plus_one %40 : tensor<f32>
    %42 = stablehlo.add %34, %41 : tensor<f32>
    %43 = stablehlo.select %36, %37, %42 : tensor<i1>, tensor<f32>
    %44 = stablehlo.negate %43 : tensor<f32>
    return %44, %29#6 : tensor<f32>, tensor<6xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<7xi1>, %arg2: tensor<7xi32>, %arg3: tensor<7xf32>, %arg4: tensor<4xf32>) -> (tensor<7xf32>, tensor<f32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg3 [0:6] : (tensor<7xf32>) -> tensor<6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<6xf32>) -> tensor<7xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %6 = stablehlo.slice %arg3 [0:5] : (tensor<7xf32>) -> tensor<5xf32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<2xf32>, tensor<5xf32>) -> tensor<7xf32>
    %8 = call @_where(%arg1, %arg0, %7) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    %9 = stablehlo.maximum %arg3, %2 : tensor<7xf32>
    %10 = stablehlo.subtract %arg3, %2 : tensor<7xf32>
    %11 = stablehlo.compare NE, %10, %10, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %12 = stablehlo.add %arg3, %2 : tensor<7xf32>
    %13 = stablehlo.abs %10 : tensor<7xf32>
    %14 = stablehlo.negate %13 : tensor<7xf32>
    %15 = stablehlo.exponential %14 : tensor<7xf32>
    %16 = stablehlo.log_plus_one %15 : tensor<7xf32>
    %17 = stablehlo.add %9, %16 : tensor<7xf32>
    %18 = stablehlo.select %11, %12, %17 : tensor<7xi1>, tensor<7xf32>
    %19 = stablehlo.maximum %18, %8 : tensor<7xf32>
    %20 = stablehlo.subtract %18, %8 : tensor<7xf32>
    %21 = stablehlo.compare NE, %20, %20, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %22 = stablehlo.add %18, %8 : tensor<7xf32>
    %23 = stablehlo.abs %20 : tensor<7xf32>
    %24 = stablehlo.negate %23 : tensor<7xf32>
    %25 = stablehlo.exponential %24 : tensor<7xf32>
    %26 = stablehlo.log_plus_one %25 : tensor<7xf32>
    %27 = stablehlo.add %19, %26 : tensor<7xf32>
    %28 = stablehlo.select %21, %22, %27 : tensor<7xi1>, tensor<7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %30 = stablehlo.compare LT, %arg2, %29, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %32 = stablehlo.add %arg2, %31 : tensor<7xi32>
    %33 = stablehlo.select %30, %32, %arg2 : tensor<7xi1>, tensor<7xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %35 = "stablehlo.gather"(%arg4, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %36 = stablehlo.add %28, %35 : tensor<7xf32>
    %37 = stablehlo.slice %36 [6:7] : (tensor<7xf32>) -> tensor<1xf32>
    %38 = stablehlo.reshape %37 : (tensor<1xf32>) -> tensor<f32>
    return %36, %38 : tensor<7xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<f32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %1 : tensor<7xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
}
