"builtin.module"() <{sym_name = "jit_avgpool_grad"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x5x6x2xf32>) -> (tensor<1x5x6x2xf32>, tensor<1x5x6x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x5x6x2xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<18xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<18xf32>) -> tensor<1x3x3x2xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
    %5 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %7 = "stablehlo.divide"(%4, %6) : (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.pad"(%7, %8) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>}> : (tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x7x8x2xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.reduce_window"(%9, %11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %22 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<1x7x8x2xf32>, tensor<f32>) -> tensor<1x5x6x2xf32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %15 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.pad"(%arg0, %15) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x5x6x2xf32>, tensor<f32>) -> tensor<1x7x7x2xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.select_and_scatter"(%16, %14, %17) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %21 = "stablehlo.compare"(%arg3, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %20 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) : (tensor<1x7x7x2xf32>, tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x7x7x2xf32>
    %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 1, 6, 6, 2>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x7x7x2xf32>) -> tensor<1x5x6x2xf32>
    "func.return"(%12, %19) : (tensor<1x5x6x2xf32>, tensor<1x5x6x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
