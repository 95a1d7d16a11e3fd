"builtin.module"() <{sym_name = "jit_pool_grads_half"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x5x6x2xf32>, tensor<1x4x3x4x2xf32>) -> (tensor<1x5x6x2xf16>, tensor<1x5x6x2xbf16>, tensor<1x5x6x2xf16>, tensor<1x4x3x4x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x5x6x2xf32>, %arg1: tensor<1x4x3x4x2xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<1x5x6x2xf32>) -> tensor<1x5x6x2xf16>
    %1 = "stablehlo.convert"(%arg0) : (tensor<1x5x6x2xf32>) -> tensor<1x5x6x2xbf16>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5x3x2xf32>
    %4 = "stablehlo.convert"(%3) : (tensor<1x5x3x2xf32>) -> tensor<1x5x3x2xf16>
    %5 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %6 = "stablehlo.pad"(%0, %5) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x5x6x2xf16>, tensor<f16>) -> tensor<1x6x6x2xf16>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %8 = "stablehlo.select_and_scatter"(%6, %4, %7) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 1>}> ({
    ^bb0(%arg16: tensor<f16>, %arg17: tensor<f16>):
      %51 = "stablehlo.compare"(%arg16, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<f16>, %arg15: tensor<f16>):
      %50 = "stablehlo.add"(%arg14, %arg15) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%50) : (tensor<f16>) -> ()
    }) : (tensor<1x6x6x2xf16>, tensor<1x5x3x2xf16>, tensor<f16>) -> tensor<1x6x6x2xf16>
    %9 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 1, 5, 6, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x6x6x2xf16>) -> tensor<1x5x6x2xf16>
    %10 = "stablehlo.constant"() <{value = dense<0x7F80> : tensor<bf16>}> : () -> tensor<bf16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %12 = "stablehlo.reduce_window"(%1, %11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>}> ({
    ^bb0(%arg12: tensor<bf16>, %arg13: tensor<bf16>):
      %49 = "stablehlo.minimum"(%arg12, %arg13) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%49) : (tensor<bf16>) -> ()
    }) : (tensor<1x5x6x2xbf16>, tensor<bf16>) -> tensor<1x2x5x2xbf16>
    %13 = "stablehlo.convert"(%12) : (tensor<1x2x5x2xbf16>) -> tensor<1x2x5x2xf32>
    %14 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x5x2xf32>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<1x2x5x2xf32>, tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xf32>
    %17 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x5x2xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<1x2x5x2xf32>, tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xf32>
    %20 = "stablehlo.convert"(%19) : (tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xbf16>
    %21 = "stablehlo.constant"() <{value = dense<0x7F80> : tensor<bf16>}> : () -> tensor<bf16>
    %22 = "stablehlo.pad"(%1, %21) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x5x6x2xbf16>, tensor<bf16>) -> tensor<1x5x6x2xbf16>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %24 = "stablehlo.select_and_scatter"(%22, %20, %23) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>}> ({
    ^bb0(%arg10: tensor<bf16>, %arg11: tensor<bf16>):
      %48 = "stablehlo.compare"(%arg10, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%48) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<bf16>, %arg9: tensor<bf16>):
      %47 = "stablehlo.add"(%arg8, %arg9) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%47) : (tensor<bf16>) -> ()
    }) : (tensor<1x5x6x2xbf16>, tensor<1x2x5x2xbf16>, tensor<bf16>) -> tensor<1x5x6x2xbf16>
    %25 = "stablehlo.slice"(%24) <{limit_indices = array<i64: 1, 5, 6, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x5x6x2xbf16>) -> tensor<1x5x6x2xbf16>
    %26 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %28 = "stablehlo.convert"(%27) : (tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf16>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %30 = "stablehlo.pad"(%28, %29) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>}> : (tensor<1x3x3x2xf16>, tensor<f16>) -> tensor<1x6x7x2xf16>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<f16>
    %33 = "stablehlo.reduce_window"(%30, %32) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg6: tensor<f16>, %arg7: tensor<f16>):
      %46 = "stablehlo.add"(%arg6, %arg7) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%46) : (tensor<f16>) -> ()
    }) : (tensor<1x6x7x2xf16>, tensor<f16>) -> tensor<1x5x6x2xf16>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x3x2x2xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x3x2x2xf32>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<1x2x3x2x2xf32>, tensor<1x2x3x2x2xf32>) -> tensor<1x2x3x2x2xf32>
    %39 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.pad"(%arg1, %39) <{edge_padding_high = array<i64: 0, 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>}> : (tensor<1x4x3x4x2xf32>, tensor<f32>) -> tensor<1x4x4x4x2xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.select_and_scatter"(%40, %38, %41) <{padding = dense<0> : tensor<5x2xi64>, window_dimensions = array<i64: 1, 2, 2, 2, 1>, window_strides = array<i64: 1, 2, 1, 2, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %45 = "stablehlo.compare"(%arg4, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %44 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) : (tensor<1x4x4x4x2xf32>, tensor<1x2x3x2x2xf32>, tensor<f32>) -> tensor<1x4x4x4x2xf32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 1, 4, 3, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<1x4x4x4x2xf32>) -> tensor<1x4x3x4x2xf32>
    "func.return"(%9, %25, %33, %43) : (tensor<1x5x6x2xf16>, tensor<1x5x6x2xbf16>, tensor<1x5x6x2xf16>, tensor<1x4x3x4x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
