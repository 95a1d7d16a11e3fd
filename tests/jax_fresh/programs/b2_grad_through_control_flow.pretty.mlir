module @jit_grad_through_control_flow attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5x2xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<5x3xf32> {jax.result_info = "result[3]"}, tensor<3x3xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<5x3xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %6 = stablehlo.slice %5 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %7 = stablehlo.convert %6 : tensor<3x3xf32>
    %8 = stablehlo.tanh %arg1 : tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<3x3xf32>
    %12 = stablehlo.add %7, %11 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.subtract %13, %8 : tensor<3xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.subtract %18, %8 : tensor<3xf32>
    %20 = stablehlo.negate %17 : tensor<3x3xf32>
    %21 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf32>
    %22 = stablehlo.reverse %7, dims = [1] : tensor<3x3xf32>
    %23 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %24 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %26 = stablehlo.add %23, %25 : tensor<1x1xi32>
    %27 = stablehlo.compare EQ, %26, %24, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %28 = stablehlo.convert %27 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %29 = stablehlo.slice %28 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x1xf32>) -> tensor<1xf32>
    %31 = stablehlo.convert %30 : tensor<1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %33 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x1x3xf32>
    %37 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %38 = stablehlo.broadcast_in_dim %22, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %39 = stablehlo.multiply %32, %37 : tensor<1x3xf32>
    %40 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %42 = stablehlo.multiply %41, %38 : tensor<3x1x3xf32>
    %43 = stablehlo.reverse %36, dims = [2] : tensor<3x1x3xf32>
    %44 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %45 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %46 = stablehlo.multiply %39, %44 : tensor<1x3xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %49 = stablehlo.multiply %42, %48 : tensor<3x1x3xf32>
    %50 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %52 = stablehlo.multiply %51, %45 : tensor<3x1x3xf32>
    %53 = stablehlo.add %49, %52 : tensor<3x1x3xf32>
    %54 = stablehlo.add %43, %53 : tensor<3x1x3xf32>
    %55 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %56 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<3x1x3xf32>
    %60 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %62 = stablehlo.multiply %61, %56 : tensor<3x1x3xf32>
    %63 = stablehlo.add %59, %62 : tensor<3x1x3xf32>
    %64 = stablehlo.add %54, %63 : tensor<3x1x3xf32>
    %65 = stablehlo.slice %64 [0:3, 0:1, 0:3] : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %66 = stablehlo.reshape %65 : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %67 = stablehlo.transpose %66, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %68 = stablehlo.slice %67 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %70 = stablehlo.sine %arg1 : tensor<3xf32>
    %71 = stablehlo.cosine %arg1 : tensor<3xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<3xf32>
    %73:2 = call @cumsum(%70, %72) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %78:7 = stablehlo.while(%iterArg = %arg0, %iterArg_35 = %arg1, %iterArg_36 = %c_7, %iterArg_37 = %74, %iterArg_38 = %75, %iterArg_39 = %76, %iterArg_40 = %77) : tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    cond {
      %c_41 = stablehlo.constant dense<5> : tensor<i32>
      %132 = stablehlo.compare LT, %iterArg_36, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %132 : tensor<i1>
    } do {
      %132 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_36) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %133:4 = func.call @closed_call(%iterArg_35, %iterArg_37, %132) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %134 = func.call @dynamic_update_index_in_dim(%iterArg_38, %133#1, %iterArg_36) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %135 = func.call @dynamic_update_index_in_dim(%iterArg_39, %133#2, %iterArg_36) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %136 = func.call @dynamic_update_index_in_dim(%iterArg_40, %133#3, %iterArg_36) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %137 = stablehlo.add %iterArg_36, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %137, %133#0, %134, %135, %136 : tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    }
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.multiply %79, %78#3 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %85:8 = stablehlo.while(%iterArg = %83, %iterArg_35 = %78#4, %iterArg_36 = %78#5, %iterArg_37 = %78#6, %iterArg_38 = %arg1, %iterArg_39 = %c_12, %iterArg_40 = %84, %iterArg_41 = %82) : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c_42 = stablehlo.constant dense<5> : tensor<i32>
      %132 = stablehlo.compare LT, %iterArg_39, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %132 : tensor<i1>
    } do {
      %c_42 = stablehlo.constant dense<5> : tensor<i32>
      %132 = stablehlo.subtract %c_42, %iterArg_39 : tensor<i32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %133 = stablehlo.subtract %132, %c_43 : tensor<i32>
      %134 = func.call @dynamic_index_in_dim_1(%iterArg, %133) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %135 = func.call @dynamic_index_in_dim(%iterArg_35, %133) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %136 = func.call @dynamic_index_in_dim(%iterArg_36, %133) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %137 = func.call @dynamic_index_in_dim(%iterArg_37, %133) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %138:2 = func.call @closed_call_2(%iterArg_38, %iterArg_40, %iterArg_41, %134, %135, %136, %137) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %139 = stablehlo.add %iterArg_39, %c_44 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %139, %138#0, %138#1 : tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
    }
    %86 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x3xf32>) -> tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %90:5 = stablehlo.while(%iterArg = %arg1, %iterArg_35 = %c_15, %iterArg_36 = %87, %iterArg_37 = %88, %iterArg_38 = %89) : tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    cond {
      %c_39 = stablehlo.constant dense<4> : tensor<i32>
      %132 = stablehlo.compare LT, %iterArg_35, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %132 : tensor<i1>
    } do {
      %132:3 = func.call @closed_call_3(%iterArg, %iterArg_36) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %133 = func.call @dynamic_update_index_in_dim_4(%iterArg_37, %132#1, %iterArg_35) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %134 = func.call @dynamic_update_index_in_dim_4(%iterArg_38, %132#2, %iterArg_35) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %135 = stablehlo.add %iterArg_35, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %135, %132#0, %133, %134 : tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    }
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %93:6 = stablehlo.while(%iterArg = %90#3, %iterArg_35 = %90#4, %iterArg_36 = %arg1, %iterArg_37 = %c_18, %iterArg_38 = %92, %iterArg_39 = %91) : tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c_40 = stablehlo.constant dense<4> : tensor<i32>
      %132 = stablehlo.compare LT, %iterArg_37, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %132 : tensor<i1>
    } do {
      %c_40 = stablehlo.constant dense<4> : tensor<i32>
      %132 = stablehlo.subtract %c_40, %iterArg_37 : tensor<i32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %133 = stablehlo.subtract %132, %c_41 : tensor<i32>
      %134 = func.call @dynamic_index_in_dim_5(%iterArg, %133) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %135 = func.call @dynamic_index_in_dim_5(%iterArg_35, %133) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %136:2 = func.call @closed_call_6(%iterArg_36, %iterArg_38, %iterArg_39, %134, %135) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %137 = stablehlo.add %iterArg_37, %c_42 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %iterArg_36, %137, %136#0, %136#1 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
    }
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%arg1 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.compare GT, %94, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %96 = stablehlo.convert %95 : (tensor<i1>) -> tensor<i32>
    %97 = "stablehlo.case"(%96) ({
      %132 = stablehlo.exponential %arg1 : tensor<3xf32>
      stablehlo.return %132 : tensor<3xf32>
    }, {
      %132 = stablehlo.multiply %arg1, %arg1 : tensor<3xf32>
      %cst_35 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %134 = stablehlo.multiply %133, %132 : tensor<3xf32>
      stablehlo.return %134 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = "stablehlo.case"(%96) ({
      %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %133 = stablehlo.multiply %132, %97 : tensor<3xf32>
      stablehlo.return %133 : tensor<3xf32>
    }, {
      %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %133 = stablehlo.multiply %132, %97 : tensor<3xf32>
      stablehlo.return %133 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %99:2 = call @take_along_axis(%arg0, %arg2) : (tensor<5x3xf32>, tensor<5x2xi32>) -> (tensor<5x2xf32>, tensor<5x2x1xi32>)
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %101 = stablehlo.multiply %100, %99#0 : tensor<5x2xf32>
    %102 = call @sort(%arg0) : (tensor<5x3xf32>) -> tensor<5x3x1xui32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %104, %cst_24, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5x3xf32>
    %106 = call @sort_7(%102, %105) : (tensor<5x3x1xui32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %108 = stablehlo.multiply %107, %101 : tensor<5x2xf32>
    %109 = call @take_along_axis_8(%99#1, %108) : (tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x3xf32>
    %110 = stablehlo.add %106, %109 : tensor<5x3xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.reduce(%arg0 init: %cst_26) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.maximum %cst_27, %111 : tensor<f32>
    %113 = stablehlo.is_finite %112 : (tensor<f32>) -> tensor<i1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.select %113, %112, %cst_28 : tensor<i1>, tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<5x3xf32>
    %117 = stablehlo.subtract %arg0, %116 : tensor<5x3xf32>
    %118 = stablehlo.exponential %117 : tensor<5x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %120 = stablehlo.abs %119 : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare GE, %119, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %122 = call @norm(%arg0) : (tensor<5x3xf32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = call @norm_9(%arg0, %122, %cst_31) : (tensor<5x3xf32>, tensor<f32>, tensor<f32>) -> tensor<5x3xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.divide %cst_32, %120 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.select %121, %cst_33, %124 : tensor<i1>, tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.select %121, %124, %cst_34 : tensor<i1>, tensor<f32>
    %127 = stablehlo.negate %125 : tensor<f32>
    %128 = stablehlo.add %126, %127 : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %130 = stablehlo.multiply %129, %118 : tensor<5x3xf32>
    %131 = stablehlo.add %123, %130 : tensor<5x3xf32>
    return %85#6, %93#4, %98, %110, %68, %73#0, %73#1, %131 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>
  }
  func.func private @cumsum(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = call @cumsum_0(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = call @cumsum_0(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<3xf32>
    return %2, %arg1, %2, %4 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_2(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg2, %arg6 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg5 : tensor<3xf32>
    %3 = stablehlo.add %1, %2 : tensor<3xf32>
    %4 = stablehlo.multiply %arg4, %3 : tensor<3xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %3, %arg0 : tensor<3xf32>
    %7 = stablehlo.add %0, %6 : tensor<3xf32>
    return %5, %7 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3xf32>
    %1 = stablehlo.sine %0 : tensor<3xf32>
    %2 = stablehlo.cosine %0 : tensor<3xf32>
    %3 = stablehlo.add %1, %arg1 : tensor<3xf32>
    return %3, %arg1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call_6(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg2, %arg4 : tensor<3xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<3xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<3xf32>
    %3 = stablehlo.multiply %0, %arg0 : tensor<3xf32>
    %4 = stablehlo.add %arg2, %3 : tensor<3xf32>
    return %2, %4 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<5x3xf32>, %arg1: tensor<5x2xi32>) -> (tensor<5x2xf32>, tensor<5x2x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x2xi1>, tensor<5x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x2xi32>) -> tensor<5x2x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x2x1xi1>, tensor<i1>) -> tensor<5x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x3xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x2xi1>, tensor<5x2xf32>
    return %15, %5 : tensor<5x2xf32>, tensor<5x2x1xi32>
  }
  func.func private @sort(%arg0: tensor<5x3xf32>) -> tensor<5x3x1xui32> {
    %0 = stablehlo.iota dim = 1 : tensor<5x3xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<5x3xf32>, tensor<5x3xui32>) -> (tensor<5x3xf32>, tensor<5x3xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    return %2 : tensor<5x3x1xui32>
  }
  func.func private @sort_7(%arg0: tensor<5x3x1xui32>, %arg1: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<5x3x1xui32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @take_along_axis_8(%arg0: tensor<5x2x1xi32>, %arg1: tensor<5x2xf32>) -> tensor<5x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @norm(%arg0: tensor<5x3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @norm_9(%arg0: tensor<5x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x3xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<5x3xf32>
    %3 = stablehlo.multiply %1, %arg0 : tensor<5x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<5x3xf32>
    return %4 : tensor<5x3xf32>
  }
}
