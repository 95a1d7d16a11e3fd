"builtin.module"() <{sym_name = "jit_roll_tile_repeat"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<4xi32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x4x10xf32>, tensor<4x10xf32>, tensor<8x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<4x5x1xf32>, tensor<5x2x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<4x5xf32>, %arg22: tensor<4xi32>):
    %51 = "func.call"(%arg21) <{callee = @_roll_static}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %52 = "stablehlo.reshape"(%arg21) : (tensor<4x5xf32>) -> tensor<20xf32>
    %53 = "func.call"(%52) <{callee = @_roll_static_0}> : (tensor<20xf32>) -> tensor<20xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<20xf32>) -> tensor<4x5xf32>
    %55 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x4x5xf32>) -> tensor<1x1x1x4x1x5xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4, 5>}> : (tensor<1x1x1x4x1x5xf32>) -> tensor<2x1x1x4x2x5xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<2x1x1x4x2x5xf32>) -> tensor<2x4x10xf32>
    %59 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x5xf32>) -> tensor<4x5x2xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<4x5x2xf32>) -> tensor<4x10xf32>
    %61 = "func.call"(%arg22) <{callee = @_roll_static_1}> : (tensor<4xi32>) -> tensor<4xi32>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.scatter"(%61, %63, %64) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg25: tensor<i32>, %arg26: tensor<i32>):
      "stablehlo.return"(%arg26) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %66 = "func.call"(%65) <{callee = @cumsum}> : (tensor<4xi32>) -> tensor<4xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %71 = "stablehlo.compare"(%66, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %72 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %74 = "stablehlo.add"(%66, %73) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %75 = "stablehlo.select"(%71, %74, %66) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %77 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %79 = "stablehlo.scatter"(%68, %76, %78) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<i32>, %arg24: tensor<i32>):
      %92 = "stablehlo.add"(%arg23, %arg24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%92) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<8xi32>
    %80 = "func.call"(%79) <{callee = @cumsum_3}> : (tensor<8xi32>) -> tensor<8xi32>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %83 = "stablehlo.subtract"(%80, %82) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %84 = "func.call"(%arg21, %83) <{callee = @_take}> : (tensor<4x5xf32>, tensor<8xi32>) -> tensor<8x5xf32>
    %85 = "func.call"(%arg21) <{callee = @_flip}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %86 = "func.call"(%arg21) <{callee = @_flip_5}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %87 = "func.call"(%arg21) <{callee = @rot90}> : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %89 = "stablehlo.transpose"(%88) <{permutation = array<i64: 1, 2, 0>}> : (tensor<1x4x5xf32>) -> tensor<4x5x1xf32>
    %90 = "stablehlo.reshape"(%arg21) : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
    %91 = "stablehlo.transpose"(%90) <{permutation = array<i64: 2, 1, 0>}> : (tensor<2x2x5xf32>) -> tensor<5x2x2xf32>
    "func.return"(%51, %54, %58, %60, %84, %85, %86, %87, %89, %91) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x4x10xf32>, tensor<4x10xf32>, tensor<8x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<4x5x1xf32>, tensor<5x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x5xf32>):
    %45 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 4, 5>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %46 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 3, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<3x5xf32>
    %47 = "stablehlo.concatenate"(%45, %46) <{dimension = 0 : i64}> : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %48 = "stablehlo.slice"(%47) <{limit_indices = array<i64: 4, 5>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %49 = "stablehlo.slice"(%47) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<4x2xf32>
    %50 = "stablehlo.concatenate"(%48, %49) <{dimension = 1 : i64}> : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<4x5xf32>
    "func.return"(%50) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20xf32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_roll_static_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<20xf32>):
    %42 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 20>, start_indices = array<i64: 13>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<7xf32>
    %43 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 13>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<13xf32>
    %44 = "stablehlo.concatenate"(%42, %43) <{dimension = 0 : i64}> : (tensor<7xf32>, tensor<13xf32>) -> tensor<20xf32>
    "func.return"(%44) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_roll_static_1", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4xi32>):
    %39 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1xi32>
    %40 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xi32>) -> tensor<3xi32>
    %41 = "stablehlo.concatenate"(%39, %40) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    "func.return"(%41) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4xi32>):
    %38 = "func.call"(%arg17) <{callee = @cumsum_2}> : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%38) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xi32>):
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.reduce_window"(%arg14, %35) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>):
      %37 = "stablehlo.add"(%arg15, %arg16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%37) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%36) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8xi32>):
    %33 = "func.call"(%arg13) <{callee = @cumsum_4}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%33) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xi32>):
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.reduce_window"(%arg10, %30) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      %32 = "stablehlo.add"(%arg11, %arg12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%32) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%31) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<8xi32>) -> tensor<8x5xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x5xf32>, %arg7: tensor<8xi32>):
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %7 = "stablehlo.compare"(%arg7, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %8 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %10 = "stablehlo.add"(%arg7, %9) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %11 = "func.call"(%7, %10, %arg7) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %13 = "stablehlo.constant"() <{value = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %17 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %19 = "stablehlo.compare"(%12, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %20 = "stablehlo.and"(%16, %19) : (tensor<8x1xi1>, tensor<8x1xi1>) -> tensor<8x1xi1>
    %21 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<i1>, %arg9: tensor<i1>):
      %28 = "stablehlo.and"(%arg8, %arg9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%28) : (tensor<i1>) -> ()
    }) : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %23 = "stablehlo.gather"(%arg6, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<8x1xi32>) -> tensor<8x5xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi1>) -> tensor<8x5xi1>
    %25 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x5xf32>
    %27 = "stablehlo.select"(%24, %23, %26) : (tensor<8x5xi1>, tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x5xf32>
    "func.return"(%27) : (tensor<8x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xi1>, %arg4: tensor<8xi32>, %arg5: tensor<8xi32>):
    %4 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%4) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4x5xf32>):
    %3 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0, 1>}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%3) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_flip_5", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x5xf32>):
    %2 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 1>}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%2) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "rot90", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "func.call"(%arg0) <{callee = @_flip_5}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (tensor<4x5xf32>) -> tensor<5x4xf32>
    "func.return"(%1) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
