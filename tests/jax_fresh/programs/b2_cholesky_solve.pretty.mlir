module @jit_cholesky_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<5xf32>) -> (tensor<5x5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_7 = %0, %iterArg_8 = %c_0, %iterArg_9 = %c, %iterArg_10 = %1) : tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5x5xf32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_9, %iterArg_10) : (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %8, %7#0, %7#1 : tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5x5xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg1, %iterArg_7 = %2#4, %iterArg_8 = %c_3, %iterArg_9 = %c_2, %iterArg_10 = %3) : tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:2 = func.call @closed_call_1(%iterArg, %iterArg_7, %iterArg_9, %iterArg_10) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %8, %7#0, %7#1 : tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6:5 = stablehlo.while(%iterArg = %4#4, %iterArg_7 = %2#4, %iterArg_8 = %c_6, %iterArg_9 = %c_5, %iterArg_10 = %5) : tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:2 = func.call @closed_call_2(%iterArg, %iterArg_7, %iterArg_9, %iterArg_10) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %8, %7#0, %7#1 : tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    return %2#4, %6#4 : tensor<5x5xf32>, tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<i32>, %arg3: tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.select %2, %3, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.add %1, %c_6 : tensor<i32>
    %7 = stablehlo.select %5, %6, %1 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %4, %7, sizes = [5, 1] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1xf32>) -> tensor<5xf32>
    %10 = stablehlo.convert %arg2 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %10, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.add %10, %c_8 : tensor<i32>
    %13 = stablehlo.select %11, %12, %10 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<5> : tensor<i32>
    %15 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.select %14, %15, %c_13 : tensor<i1>, tensor<i32>
    %17 = stablehlo.dynamic_slice %arg3, %13, %16, sizes = [1, 5] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x5xf32>) -> tensor<5xf32>
    %19 = stablehlo.dot_general %arg3, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %20 = stablehlo.subtract %9, %19 : tensor<5xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %arg2, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = stablehlo.convert %arg2 : tensor<i32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %23 = stablehlo.add %22, %c_15 : tensor<i32>
    %24 = stablehlo.select %21, %23, %arg2 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_slice %20, %24, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %28 = stablehlo.convert %arg2 : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %30 = stablehlo.compare GT, %arg1, %29, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %32 = stablehlo.divide %20, %31 : tensor<5xf32>
    %33 = stablehlo.convert %arg2 : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %35 = stablehlo.compare EQ, %arg1, %34, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = call @_where(%35, %27, %cst) : (tensor<5xi1>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %37 = call @_where_0(%30, %32, %36) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %arg2, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<5> : tensor<i32>
    %39 = stablehlo.add %arg2, %c_17 : tensor<i32>
    %40 = stablehlo.select %38, %39, %arg2 : tensor<i1>, tensor<i32>
    %41 = stablehlo.convert %40 : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.scatter"(%arg3, %42, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<1xi32>, tensor<5xf32>) -> tensor<5x5xf32>
    return %0, %43 : tensor<i32>, tensor<5x5xf32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<5xi1>, tensor<5xf32>
    return %3 : tensor<5xf32>
  }
  func.func private @_where_0(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<5xf32>, %arg1: tensor<5x5xf32>, %arg2: tensor<i32>, %arg3: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.convert %arg2 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %7, %c_3 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_8 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %10, %13, sizes = [1, 5] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x5xf32>) -> tensor<5xf32>
    %16 = stablehlo.dot_general %15, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %17 = stablehlo.subtract %6, %16 : tensor<f32>
    %18 = stablehlo.convert %arg2 : tensor<i32>
    %19 = stablehlo.convert %arg2 : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %18, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.add %18, %c_10 : tensor<i32>
    %22 = stablehlo.select %20, %21, %18 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %19, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<5> : tensor<i32>
    %24 = stablehlo.add %19, %c_12 : tensor<i32>
    %25 = stablehlo.select %23, %24, %19 : tensor<i1>, tensor<i32>
    %26 = stablehlo.dynamic_slice %arg1, %22, %25, sizes = [1, 1] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x1xf32>) -> tensor<f32>
    %28 = stablehlo.divide %17, %27 : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %arg2, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.add %arg2, %c_14 : tensor<i32>
    %31 = stablehlo.select %29, %30, %arg2 : tensor<i1>, tensor<i32>
    %32 = stablehlo.convert %31 : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.scatter"(%arg3, %33, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    return %0, %34 : tensor<i32>, tensor<5xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<5xf32>, %arg1: tensor<5x5xf32>, %arg2: tensor<i32>, %arg3: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.subtract %c_0, %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.convert %1 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_7 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.add %8, %c_9 : tensor<i32>
    %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i32>
    %15 = stablehlo.dynamic_slice %arg1, %11, %14, sizes = [5, 1] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<5x1xf32>) -> tensor<5xf32>
    %17 = stablehlo.dot_general %16, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %18 = stablehlo.subtract %7, %17 : tensor<f32>
    %19 = stablehlo.convert %1 : tensor<i32>
    %20 = stablehlo.convert %1 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %22 = stablehlo.add %19, %c_11 : tensor<i32>
    %23 = stablehlo.select %21, %22, %19 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %20, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.add %20, %c_13 : tensor<i32>
    %26 = stablehlo.select %24, %25, %20 : tensor<i1>, tensor<i32>
    %27 = stablehlo.dynamic_slice %arg1, %23, %26, sizes = [1, 1] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x1xf32>) -> tensor<f32>
    %29 = stablehlo.divide %18, %28 : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.add %1, %c_15 : tensor<i32>
    %32 = stablehlo.select %30, %31, %1 : tensor<i1>, tensor<i32>
    %33 = stablehlo.convert %32 : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.scatter"(%arg3, %34, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    return %0, %35 : tensor<i32>, tensor<5xf32>
  }
}
