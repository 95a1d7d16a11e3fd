"builtin.module"() <{sym_name = "jit_int64_arith"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi64>, tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>, tensor<6xi64>, tensor<6xf64>, tensor<6xi64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<6xi64>, %arg13: tensor<6xi64>):
    %22 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %25 = "stablehlo.compare"(%arg13, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %26 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %27 = "func.call"(%25, %26, %arg13) <{callee = @_where}> : (tensor<6xi1>, tensor<i64>, tensor<6xi64>) -> tensor<6xi64>
    %28 = "func.call"(%arg12, %27) <{callee = @floor_divide}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %29 = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %31 = "stablehlo.shift_right_arithmetic"(%arg12, %30) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %32 = "stablehlo.convert"(%arg12) : (tensor<6xi64>) -> tensor<6xf64>
    %33 = "func.call"(%arg12) <{callee = @cumsum}> : (tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%22, %28, %31, %32, %33) : (tensor<6xi64>, tensor<6xi64>, tensor<6xi64>, tensor<6xf64>, tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<i64>, tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6xi1>, %arg10: tensor<i64>, %arg11: tensor<6xi64>):
    %19 = "stablehlo.convert"(%arg10) : (tensor<i64>) -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %21 = "stablehlo.select"(%arg9, %20, %arg11) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%21) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<6xi64>, %arg8: tensor<6xi64>):
    %6 = "stablehlo.divide"(%arg7, %arg8) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %7 = "stablehlo.sign"(%arg7) : (tensor<6xi64>) -> tensor<6xi64>
    %8 = "stablehlo.sign"(%arg8) : (tensor<6xi64>) -> tensor<6xi64>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %10 = "stablehlo.remainder"(%arg7, %arg8) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %13 = "stablehlo.compare"(%10, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %14 = "stablehlo.and"(%9, %13) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %17 = "stablehlo.subtract"(%6, %16) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %18 = "func.call"(%14, %17, %6) <{callee = @_where_0}> : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%18) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6xi1>, %arg5: tensor<6xi64>, %arg6: tensor<6xi64>):
    %5 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%5) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi64>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_1}> : (tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%4) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xi64>) -> tensor<6xi64>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi64>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%3) : (tensor<i64>) -> ()
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    "func.return"(%2) : (tensor<6xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
