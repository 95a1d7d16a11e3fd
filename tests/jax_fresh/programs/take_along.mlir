"builtin.module"() <{sym_name = "jit_take_along"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<3x2xi32>) -> (tensor<3x2xf32>, tensor<3x4xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<3x6xf32>, %arg14: tensor<3x2xi32>):
    %49 = "stablehlo.constant"() <{value = dense<[0, 5, -1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %50 = "stablehlo.constant"() <{value = dense<[1, 9, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %51 = "func.call"(%arg13, %arg14) <{callee = @take_along_axis}> : (tensor<3x6xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
    %52 = "func.call"(%arg13, %49) <{callee = @_take}> : (tensor<3x6xf32>, tensor<4xi32>) -> tensor<3x4xf32>
    %53 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x6xf32>) -> tensor<6xf32>
    %55 = "func.call"(%54, %50) <{callee = @_take_0}> : (tensor<6xf32>, tensor<3xi32>) -> tensor<3xf32>
    "func.return"(%51, %52, %55) : (tensor<3x2xf32>, tensor<3x4xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<3x6xf32>, %arg10: tensor<3x2xi32>):
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %28 = "stablehlo.compare"(%arg10, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %29 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %31 = "stablehlo.add"(%arg10, %30) : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %32 = "stablehlo.select"(%28, %31, %arg10) : (tensor<3x2xi1>, tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %33 = "stablehlo.reshape"(%32) : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %34 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2x1xi32>
    %37 = "stablehlo.compare"(%33, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x1xi1>
    %38 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<3x2x1xi32>
    %40 = "stablehlo.compare"(%33, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x1xi1>
    %41 = "stablehlo.and"(%37, %40) : (tensor<3x2x1xi1>, tensor<3x2x1xi1>) -> tensor<3x2x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg11: tensor<i1>, %arg12: tensor<i1>):
      %48 = "stablehlo.and"(%arg11, %arg12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%48) : (tensor<i1>) -> ()
    }) : (tensor<3x2x1xi1>, tensor<i1>) -> tensor<3x2xi1>
    %44 = "stablehlo.gather"(%arg9, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x2x1xi32>) -> tensor<3x2xf32>
    %45 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %47 = "stablehlo.select"(%43, %44, %46) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%47) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<4xi32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<3x6xf32>, %arg8: tensor<4xi32>):
    %24 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %25 = "stablehlo.gather"(%arg7, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x6xf32>, tensor<4x1xi32>) -> tensor<3x4xf32>
    "func.return"(%25) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<3xi32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xf32>, %arg4: tensor<3xi32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %3 = "stablehlo.compare"(%arg4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %4 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %6 = "stablehlo.add"(%arg4, %5) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %7 = "func.call"(%3, %6, %arg4) <{callee = @_where}> : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %9 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1xi32>
    %12 = "stablehlo.compare"(%8, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %13 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %15 = "stablehlo.compare"(%8, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %16 = "stablehlo.and"(%12, %15) : (tensor<3x1xi1>, tensor<3x1xi1>) -> tensor<3x1xi1>
    %17 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<i1>, %arg6: tensor<i1>):
      %23 = "stablehlo.and"(%arg5, %arg6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }) : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %19 = "stablehlo.gather"(%arg3, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %20 = "stablehlo.constant"() <{value = dense<-7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %22 = "stablehlo.select"(%18, %19, %21) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%22) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%0) : (tensor<3xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
