"builtin.module"() <{sym_name = "jit_select_n_map"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi32>, tensor<5xf32>, tensor<4x5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<4x5xf32>, tensor<4x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<5xi32>, %arg19: tensor<5xf32>, %arg20: tensor<4x5xf32>):
    %25 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %27 = "stablehlo.multiply"(%arg19, %26) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.negate"(%arg19) : (tensor<5xf32>) -> tensor<5xf32>
    %29 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %31 = "stablehlo.compare"(%arg18, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %32 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %34 = "stablehlo.compare"(%arg18, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %35 = "stablehlo.select"(%34, %27, %28) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %36 = "stablehlo.select"(%31, %arg19, %35) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %39 = "stablehlo.compare"(%arg19, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %40 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x5xf32>) -> tensor<5xf32>
    %42 = "stablehlo.select"(%39, %41, %arg19) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46:3 = "stablehlo.while"(%arg20, %45, %44) ({
    ^bb0(%arg30: tensor<4x5xf32>, %arg31: tensor<i32>, %arg32: tensor<4x5xf32>):
      %65 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.compare"(%arg31, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg27: tensor<4x5xf32>, %arg28: tensor<i32>, %arg29: tensor<4x5xf32>):
      %60 = "func.call"(%arg27, %arg28) <{callee = @dynamic_index_in_dim}> : (tensor<4x5xf32>, tensor<i32>) -> tensor<5xf32>
      %61 = "func.call"(%60) <{callee = @closed_call}> : (tensor<5xf32>) -> tensor<5xf32>
      %62 = "func.call"(%arg29, %61, %arg28) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<4x5xf32>
      %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.add"(%arg28, %63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg27, %64, %62) : (tensor<4x5xf32>, tensor<i32>, tensor<4x5xf32>) -> ()
    }) : (tensor<4x5xf32>, tensor<i32>, tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<i32>, tensor<4x5xf32>)
    %47 = "stablehlo.reshape"(%arg20) : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x5xf32>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51:3 = "stablehlo.while"(%47, %50, %49) ({
    ^bb0(%arg24: tensor<2x2x5xf32>, %arg25: tensor<i32>, %arg26: tensor<2x2x5xf32>):
      %58 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %59 = "stablehlo.compare"(%arg25, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%59) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg21: tensor<2x2x5xf32>, %arg22: tensor<i32>, %arg23: tensor<2x2x5xf32>):
      %53 = "func.call"(%arg21, %arg22) <{callee = @dynamic_index_in_dim_0}> : (tensor<2x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>
      %54 = "func.call"(%53) <{callee = @closed_call_1}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
      %55 = "func.call"(%arg23, %54, %arg22) <{callee = @dynamic_update_index_in_dim_3}> : (tensor<2x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<2x2x5xf32>
      %56 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.add"(%arg22, %56) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg21, %57, %55) : (tensor<2x2x5xf32>, tensor<i32>, tensor<2x2x5xf32>) -> ()
    }) : (tensor<2x2x5xf32>, tensor<i32>, tensor<2x2x5xf32>) -> (tensor<2x2x5xf32>, tensor<i32>, tensor<2x2x5xf32>)
    %52 = "stablehlo.reshape"(%51#2) : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    "func.return"(%36, %42, %46#2, %52) : (tensor<5xf32>, tensor<5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x5xf32>, %arg17: tensor<i32>):
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.dynamic_slice"(%arg16, %arg17, %22) <{slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x5xf32>) -> tensor<5xf32>
    "func.return"(%24) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<5xf32>):
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%arg13, %17) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %21 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %20 = "stablehlo.multiply"(%19, %arg13) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%20) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x5xf32>, %arg11: tensor<5xf32>, %arg12: tensor<i32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.dynamic_update_slice"(%arg10, %14, %arg12, %15) : (tensor<4x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
    "func.return"(%16) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x2x5xf32>, %arg9: tensor<i32>):
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.dynamic_slice"(%arg8, %arg9, %10, %11) <{slice_sizes = array<i64: 1, 2, 5>}> : (tensor<2x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%13) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x5xf32>):
    %9 = "func.call"(%arg7) <{callee = @cumsum}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%9) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x5xf32>):
    %8 = "func.call"(%arg6) <{callee = @cumsum_2}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%8) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x5xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%arg3, %5) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %7 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    "func.return"(%6) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<2x2x5xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<2x2x5xf32>, tensor<1x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x5xf32>
    "func.return"(%3) : (tensor<2x2x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
