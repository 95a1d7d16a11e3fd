module @jit_rnn_grad_unroll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2x3xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1][0]"}, tensor<3x4xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:2, 0:3] : (tensor<5x2x3xf32>) -> tensor<4x2x3xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:2, 0:3] : (tensor<5x2x3xf32>) -> tensor<1x2x3xf32>
    %3 = stablehlo.reshape %1 : (tensor<4x2x3xf32>) -> tensor<2x2x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9:10 = stablehlo.while(%iterArg = %3, %iterArg_13 = %arg1, %iterArg_14 = %arg2, %iterArg_15 = %c, %iterArg_16 = %0, %iterArg_17 = %4, %iterArg_18 = %5, %iterArg_19 = %6, %iterArg_20 = %7, %iterArg_21 = %8) : tensor<2x2x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>
    cond {
      %c_22 = stablehlo.constant dense<2> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg_15, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %67 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<2x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %68 = stablehlo.slice %67 [0:1, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %69 = stablehlo.reshape %68 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %70:6 = func.call @closed_call(%iterArg_13, %iterArg_14, %iterArg_16, %69) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %71 = stablehlo.slice %67 [1:2, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %72 = stablehlo.reshape %71 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %73:6 = func.call @closed_call(%iterArg_13, %iterArg_14, %70#0, %72) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %74 = stablehlo.broadcast_in_dim %70#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %75 = stablehlo.broadcast_in_dim %73#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %76 = stablehlo.concatenate %74, %75, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %77 = stablehlo.broadcast_in_dim %70#2, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %78 = stablehlo.broadcast_in_dim %73#2, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %79 = stablehlo.concatenate %77, %78, dim = 0 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %80 = stablehlo.broadcast_in_dim %70#3, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %81 = stablehlo.broadcast_in_dim %73#3, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %82 = stablehlo.concatenate %80, %81, dim = 0 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %83 = stablehlo.broadcast_in_dim %70#4, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %84 = stablehlo.broadcast_in_dim %73#4, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %85 = stablehlo.concatenate %83, %84, dim = 0 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %86 = stablehlo.broadcast_in_dim %70#5, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %87 = stablehlo.broadcast_in_dim %73#5, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %88 = stablehlo.concatenate %86, %87, dim = 0 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %89 = func.call @dynamic_update_index_in_dim(%iterArg_17, %76, %iterArg_15) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %90 = func.call @dynamic_update_index_in_dim_0(%iterArg_18, %79, %iterArg_15) : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %91 = func.call @dynamic_update_index_in_dim_0(%iterArg_19, %82, %iterArg_15) : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %92 = func.call @dynamic_update_index_in_dim_0(%iterArg_20, %85, %iterArg_15) : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %93 = func.call @dynamic_update_index_in_dim_0(%iterArg_21, %88, %iterArg_15) : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %94 = stablehlo.add %iterArg_15, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %94, %73#0, %89, %90, %91, %92, %93 : tensor<2x2x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>
    }
    %10 = stablehlo.reshape %9#5 : (tensor<2x2xf32>) -> tensor<4xf32>
    %11 = stablehlo.reshape %9#6 : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %12 = stablehlo.reshape %9#7 : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %13 = stablehlo.reshape %9#8 : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %14 = stablehlo.reshape %9#9 : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %15 = stablehlo.slice %2 [0:1, 0:2, 0:3] : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %17:6 = call @closed_call(%arg1, %arg2, %9#4, %16) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
    %18 = stablehlo.broadcast_in_dim %17#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %19 = stablehlo.broadcast_in_dim %17#2, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %20 = stablehlo.broadcast_in_dim %17#3, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %21 = stablehlo.broadcast_in_dim %17#4, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %22 = stablehlo.broadcast_in_dim %17#5, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %23 = stablehlo.concatenate %10, %18, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    %24 = stablehlo.concatenate %11, %19, dim = 0 : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %25 = stablehlo.concatenate %12, %20, dim = 0 : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %26 = stablehlo.concatenate %13, %21, dim = 0 : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %27 = stablehlo.concatenate %14, %22, dim = 0 : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %30 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %35 = stablehlo.slice %31 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %36 = stablehlo.slice %31 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %37 = stablehlo.slice %24 [0:1, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %38 = stablehlo.slice %24 [1:5, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %39 = stablehlo.slice %arg0 [0:1, 0:2, 0:3] : (tensor<5x2x3xf32>) -> tensor<1x2x3xf32>
    %40 = stablehlo.slice %arg0 [1:5, 0:2, 0:3] : (tensor<5x2x3xf32>) -> tensor<4x2x3xf32>
    %41 = stablehlo.slice %25 [0:1, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %42 = stablehlo.slice %25 [1:5, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %43 = stablehlo.slice %26 [0:1, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %44 = stablehlo.slice %26 [1:5, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %45 = stablehlo.slice %27 [0:1, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %46 = stablehlo.slice %27 [1:5, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %47 = stablehlo.reshape %36 : (tensor<4xf32>) -> tensor<2x2xf32>
    %48 = stablehlo.reshape %38 : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %49 = stablehlo.reshape %40 : (tensor<4x2x3xf32>) -> tensor<2x2x2x3xf32>
    %50 = stablehlo.reshape %42 : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %51 = stablehlo.reshape %44 : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %52 = stablehlo.reshape %46 : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %53:11 = stablehlo.while(%iterArg = %47, %iterArg_13 = %48, %iterArg_14 = %49, %iterArg_15 = %50, %iterArg_16 = %51, %iterArg_17 = %52, %iterArg_18 = %arg1, %iterArg_19 = %c_12, %iterArg_20 = %33, %iterArg_21 = %34, %iterArg_22 = %32) : tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>
    cond {
      %c_23 = stablehlo.constant dense<2> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg_19, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<2> : tensor<i32>
      %67 = stablehlo.subtract %c_23, %iterArg_19 : tensor<i32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %68 = stablehlo.subtract %67, %c_24 : tensor<i32>
      %69 = func.call @dynamic_index_in_dim_1(%iterArg, %68) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %70 = func.call @dynamic_index_in_dim_2(%iterArg_13, %68) : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %71 = func.call @dynamic_index_in_dim(%iterArg_14, %68) : (tensor<2x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %72 = func.call @dynamic_index_in_dim_2(%iterArg_15, %68) : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %73 = func.call @dynamic_index_in_dim_2(%iterArg_16, %68) : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %74 = func.call @dynamic_index_in_dim_2(%iterArg_17, %68) : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %75 = stablehlo.slice %69 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
      %77 = stablehlo.slice %70 [1:2, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %78 = stablehlo.reshape %77 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %79 = stablehlo.slice %71 [1:2, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %80 = stablehlo.reshape %79 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %81 = stablehlo.slice %72 [1:2, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %82 = stablehlo.reshape %81 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %83 = stablehlo.slice %73 [1:2, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %84 = stablehlo.reshape %83 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %85 = stablehlo.slice %74 [1:2, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %86 = stablehlo.reshape %85 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %87:3 = func.call @closed_call_3(%iterArg_18, %iterArg_20, %iterArg_21, %iterArg_22, %76, %78, %80, %82, %84, %86) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
      %88 = stablehlo.slice %69 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %89 = stablehlo.reshape %88 : (tensor<1xf32>) -> tensor<f32>
      %90 = stablehlo.slice %70 [0:1, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %91 = stablehlo.reshape %90 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %92 = stablehlo.slice %71 [0:1, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %93 = stablehlo.reshape %92 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %94 = stablehlo.slice %72 [0:1, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %95 = stablehlo.reshape %94 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %96 = stablehlo.slice %73 [0:1, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %97 = stablehlo.reshape %96 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %98 = stablehlo.slice %74 [0:1, 0:2, 0:4] : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %99 = stablehlo.reshape %98 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %100:3 = func.call @closed_call_3(%iterArg_18, %87#0, %87#1, %87#2, %89, %91, %93, %95, %97, %99) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %101 = stablehlo.add %iterArg_19, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %101, %100#0, %100#1, %100#2 : tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>
    }
    %54 = stablehlo.slice %35 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.slice %37 [0:1, 0:2, 0:4] : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %58 = stablehlo.slice %39 [0:1, 0:2, 0:3] : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %60 = stablehlo.slice %41 [0:1, 0:2, 0:4] : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %62 = stablehlo.slice %43 [0:1, 0:2, 0:4] : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %64 = stablehlo.slice %45 [0:1, 0:2, 0:4] : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %66:3 = call @closed_call_3(%arg1, %53#8, %53#9, %53#10, %55, %57, %59, %61, %63, %65) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
    return %29, %66#0, %66#1 : tensor<f32>, tensor<4x4xf32>, tensor<3x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 2, 3] : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2x3xf32>) -> tensor<2x2x3xf32>
    return %1 : tensor<2x2x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.tanh %2 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<2x4xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    return %3, %9, %arg2, %3, %5, %8 : tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<2x2x2x4xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<i32>) -> tensor<2x2x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x2x4xf32>) -> tensor<1x2x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x2x2x4xf32>, tensor<1x2x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x4xf32>
    return %1 : tensor<2x2x2x4xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x2x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 2, 4] : (tensor<2x2x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2x4xf32>) -> tensor<2x2x4xf32>
    return %1 : tensor<2x2x4xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<f32>, %arg5: tensor<2x4xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x4xf32>, %arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.multiply %0, %arg9 : tensor<2x4xf32>
    %2 = stablehlo.add %arg3, %1 : tensor<2x4xf32>
    %3 = stablehlo.multiply %2, %arg8 : tensor<2x4xf32>
    %4 = stablehlo.multiply %3, %arg7 : tensor<2x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x4xf32>
    %6 = stablehlo.dot_general %5, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.add %arg2, %7 : tensor<3x4xf32>
    %9 = stablehlo.dot_general %5, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.add %arg1, %10 : tensor<4x4xf32>
    %12 = stablehlo.dot_general %5, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    return %11, %8, %12 : tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>
  }
}
