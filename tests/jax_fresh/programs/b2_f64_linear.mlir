"builtin.module"() <{sym_name = "jit_f64_linear"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xf64>, tensor<4x2xf64>, tensor<6xi64>) -> (tensor<3x2xf64>, tensor<3x4xf64>, tensor<3x4xf64>, tensor<4xf64>, tensor<3x4xf64>, tensor<6xi64>, tensor<6xf64>, tensor<3x4xf32>, tensor<4xf64>, tensor<4x2xf64>, tensor<6xui64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<3x4xf64>, %arg10: tensor<4x2xf64>, %arg11: tensor<6xi64>):
    %22 = "stablehlo.dot_general"(%arg9, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<3x2xf64>
    %23 = "func.call"(%arg9) <{callee = @cumprod}> : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %24 = "stablehlo.abs"(%arg9) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<3x4xf64>
    %27 = "stablehlo.add"(%24, %26) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %28 = "stablehlo.log"(%27) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %30 = "stablehlo.reduce"(%arg9, %29) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f64>, %arg13: tensor<f64>):
      %57 = "stablehlo.add"(%arg12, %arg13) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%57) : (tensor<f64>) -> ()
    }) : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %31 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %33 = "stablehlo.divide"(%30, %32) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %34 = "stablehlo.negate"(%arg9) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %35 = "stablehlo.multiply"(%34, %arg9) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %36 = "stablehlo.exponential"(%35) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %37 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %38 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %39 = "func.call"(%arg11, %38) <{callee = @floor_divide}> : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %41 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %43 = "stablehlo.shift_right_arithmetic"(%arg11, %42) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %44 = "stablehlo.convert"(%43) : (tensor<6xi64>) -> tensor<6xf64>
    %45 = "stablehlo.convert"(%arg9) : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %46 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf64>) -> tensor<1x4xf64>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x4xf64>) -> tensor<4xf64>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+300> : tensor<f64>}> : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %50 = "stablehlo.multiply"(%49, %47) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %51 = "stablehlo.abs"(%arg10) : (tensor<4x2xf64>) -> tensor<4x2xf64>
    %52 = "stablehlo.sqrt"(%51) : (tensor<4x2xf64>) -> tensor<4x2xf64>
    %53 = "stablehlo.convert"(%arg11) : (tensor<6xi64>) -> tensor<6xui64>
    %54 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %56 = "stablehlo.multiply"(%53, %55) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%22, %23, %28, %33, %36, %40, %44, %45, %50, %52, %56) : (tensor<3x2xf64>, tensor<3x4xf64>, tensor<3x4xf64>, tensor<4xf64>, tensor<3x4xf64>, tensor<6xi64>, tensor<6xf64>, tensor<3x4xf32>, tensor<4xf64>, tensor<4x2xf64>, tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf64>) -> tensor<3x4xf64>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3x4xf64>):
    %21 = "func.call"(%arg8) <{callee = @cumprod_0}> : (tensor<3x4xf64>) -> tensor<3x4xf64>
    "func.return"(%21) : (tensor<3x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf64>) -> tensor<3x4xf64>, sym_name = "cumprod_0", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x4xf64>):
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %19 = "stablehlo.reduce_window"(%arg5, %18) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
      %20 = "stablehlo.multiply"(%arg6, %arg7) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%20) : (tensor<f64>) -> ()
    }) : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    "func.return"(%19) : (tensor<3x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi64>, %arg4: tensor<i64>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %3 = "stablehlo.divide"(%arg3, %2) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %4 = "stablehlo.sign"(%arg3) : (tensor<6xi64>) -> tensor<6xi64>
    %5 = "stablehlo.sign"(%1) : (tensor<i64>) -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %7 = "stablehlo.compare"(%4, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %8 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %9 = "stablehlo.remainder"(%arg3, %8) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %13 = "stablehlo.and"(%7, %12) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<6xi64>
    %16 = "stablehlo.subtract"(%3, %15) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %17 = "func.call"(%13, %16, %3) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%17) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<6xi64>, %arg2: tensor<6xi64>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%0) : (tensor<6xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
