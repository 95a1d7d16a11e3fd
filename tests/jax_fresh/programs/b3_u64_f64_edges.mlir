"builtin.module"() <{sym_name = "jit_u64_f64_edges"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui64>, tensor<6xf64>) -> (tensor<6xui64>, tensor<6xui64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf32>, tensor<6xui64>, tensor<6xi64>, tensor<6xi8>, tensor<6xui64>, tensor<6xui64>, tensor<i64>, tensor<ui64>, tensor<6xui64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg19: tensor<6xui64>, %arg20: tensor<6xf64>):
    %43 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %44 = "func.call"(%arg19, %43) <{callee = @floor_divide}> : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    %45 = "stablehlo.constant"() <{value = dense<1000> : tensor<ui64>}> : () -> tensor<ui64>
    %46 = "func.call"(%arg19, %45) <{callee = @remainder}> : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    %47 = "stablehlo.constant"() <{value = dense<9223372036854775808> : tensor<ui64>}> : () -> tensor<ui64>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %49 = "stablehlo.compare"(%arg19, %48) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %50 = "stablehlo.convert"(%arg19) : (tensor<6xui64>) -> tensor<6xf64>
    %51 = "stablehlo.convert"(%arg19) : (tensor<6xui64>) -> tensor<6xf32>
    %52 = "stablehlo.convert"(%arg20) : (tensor<6xf64>) -> tensor<6xui64>
    %53 = "stablehlo.convert"(%arg20) : (tensor<6xf64>) -> tensor<6xi64>
    %54 = "stablehlo.constant"() <{value = dense<60> : tensor<ui64>}> : () -> tensor<ui64>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %56 = "stablehlo.shift_right_logical"(%arg19, %55) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %57 = "stablehlo.convert"(%56) : (tensor<6xui64>) -> tensor<6xi8>
    %58 = "stablehlo.reverse"(%arg19) <{dimensions = array<i64: 0>}> : (tensor<6xui64>) -> tensor<6xui64>
    %59 = "stablehlo.maximum"(%arg19, %58) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %60 = "func.call"(%arg19) <{callee = @sort}> : (tensor<6xui64>) -> tensor<6xui64>
    %61 = "func.call"(%arg19) <{callee = @argmax}> : (tensor<6xui64>) -> tensor<i64>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %63 = "stablehlo.reduce"(%arg19, %62) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<ui64>, %arg22: tensor<ui64>):
      %68 = "stablehlo.add"(%arg21, %arg22) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      "stablehlo.return"(%68) : (tensor<ui64>) -> ()
    }) : (tensor<6xui64>, tensor<ui64>) -> tensor<ui64>
    %64 = "func.call"(%arg19) <{callee = @cumsum}> : (tensor<6xui64>) -> tensor<6xui64>
    %65 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %67 = "stablehlo.multiply"(%64, %66) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%44, %46, %49, %50, %51, %52, %53, %57, %59, %60, %61, %63, %67) : (tensor<6xui64>, tensor<6xui64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf32>, tensor<6xui64>, tensor<6xi64>, tensor<6xi8>, tensor<6xui64>, tensor<6xui64>, tensor<i64>, tensor<ui64>, tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<6xui64>, %arg18: tensor<ui64>):
    %41 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %42 = "stablehlo.divide"(%arg17, %41) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%42) : (tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<6xui64>, %arg16: tensor<ui64>):
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %22 = "stablehlo.compare"(%arg16, %21) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %24 = "func.call"(%22, %23, %arg16) <{callee = @_where}> : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %26 = "stablehlo.remainder"(%arg15, %25) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %29 = "stablehlo.compare"(%26, %28) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %32 = "stablehlo.compare"(%26, %31) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %34 = "stablehlo.compare"(%24, %33) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %36 = "stablehlo.compare"(%32, %35) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %37 = "stablehlo.and"(%36, %29) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %38 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %39 = "stablehlo.add"(%26, %38) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %40 = "stablehlo.select"(%37, %39, %26) : (tensor<6xi1>, tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%40) : (tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<ui64>, %arg14: tensor<ui64>):
    %20 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    "func.return"(%20) : (tensor<ui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xui64>) -> tensor<6xui64>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6xui64>):
    %18 = "stablehlo.sort"(%arg9) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<ui64>, %arg11: tensor<ui64>):
      %19 = "stablehlo.compare"(%arg10, %arg11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      "stablehlo.return"(%19) : (tensor<i1>) -> ()
    }) : (tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%18) : (tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xui64>) -> tensor<i64>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6xui64>):
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi64>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %8:2 = "stablehlo.reduce"(%arg4, %5, %6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<ui64>, %arg6: tensor<i64>, %arg7: tensor<ui64>, %arg8: tensor<i64>):
      %9 = "stablehlo.compare"(%arg5, %arg7) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %11 = "stablehlo.or"(%9, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.compare"(%arg5, %arg7) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %13 = "stablehlo.compare"(%arg6, %arg8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %14 = "stablehlo.and"(%12, %13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = "stablehlo.or"(%11, %14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.select"(%11, %arg5, %arg7) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      %17 = "stablehlo.select"(%15, %arg6, %arg8) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%16, %17) : (tensor<ui64>, tensor<i64>) -> ()
    }) : (tensor<6xui64>, tensor<6xi64>, tensor<ui64>, tensor<i64>) -> (tensor<ui64>, tensor<i64>)
    "func.return"(%8#1) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xui64>) -> tensor<6xui64>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xui64>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%4) : (tensor<6xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xui64>) -> tensor<6xui64>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xui64>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<ui64>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      "stablehlo.return"(%3) : (tensor<ui64>) -> ()
    }) : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    "func.return"(%2) : (tensor<6xui64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
