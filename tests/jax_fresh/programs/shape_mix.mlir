"builtin.module"() <{sym_name = "jit_shape_mix"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<4x3xf32>) -> (tensor<15x9xf32>, tensor<4x2x3xf32>, tensor<4x6xf32>, tensor<6x4x2xf32>, tensor<8xf32>, tensor<6x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<6x4xf32>, %arg3: tensor<4x3xf32>):
    %4 = "stablehlo.transpose"(%arg3) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %5 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %6 = "stablehlo.concatenate"(%arg2, %4, %5) <{dimension = 0 : i64}> : (tensor<6x4xf32>, tensor<3x4xf32>, tensor<6x4xf32>) -> tensor<15x4xf32>
    %7 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.pad"(%6, %7) <{edge_padding_high = array<i64: -1, 0>, edge_padding_low = array<i64: 1, 2>, interior_padding = array<i64: 0, 1>}> : (tensor<15x4xf32>, tensor<f32>) -> tensor<15x9xf32>
    %9 = "stablehlo.reshape"(%arg2) : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %11 = "func.call"(%10) <{callee = @_flip}> : (tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<4x2x3xf32>) -> tensor<4x6xf32>
    %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %15 = "stablehlo.multiply"(%arg2, %14) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %18 = "stablehlo.concatenate"(%16, %17) <{dimension = 2 : i64}> : (tensor<6x4x1xf32>, tensor<6x4x1xf32>) -> tensor<6x4x2xf32>
    %19 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<4xf32>) -> tensor<1x4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x4xf32>) -> tensor<8xf32>
    %24 = "func.call"(%arg2) <{callee = @_roll_static}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%8, %10, %12, %18, %23, %24) : (tensor<15x9xf32>, tensor<4x2x3xf32>, tensor<4x6xf32>, tensor<6x4x2xf32>, tensor<8xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2x3xf32>) -> tensor<4x2x3xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x2x3xf32>):
    %3 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 0, 2>}> : (tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
    "func.return"(%3) : (tensor<4x2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x4xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 1 : i64}> : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x4xf32>
    "func.return"(%2) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
