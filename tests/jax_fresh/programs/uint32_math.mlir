"builtin.module"() <{sym_name = "jit_uint32_math"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi1>, tensor<8xui32>, tensor<8xf32>, tensor<8xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<8xui32>, %arg13: tensor<8xui32>):
    %44 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %46 = "stablehlo.maximum"(%arg13, %45) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %47 = "func.call"(%arg12, %46) <{callee = @floor_divide}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %48 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %50 = "stablehlo.maximum"(%arg13, %49) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %51 = "func.call"(%arg12, %50) <{callee = @remainder}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %52 = "stablehlo.constant"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
    %53 = "func.call"(%arg13, %52) <{callee = @remainder_0}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %54 = "stablehlo.shift_right_logical"(%arg12, %53) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %55 = "stablehlo.constant"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
    %56 = "func.call"(%arg13, %55) <{callee = @remainder_0}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %57 = "stablehlo.shift_left"(%arg12, %56) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %58 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %59 = "stablehlo.compare"(%arg12, %arg13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %60 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %61 = "stablehlo.convert"(%arg12) : (tensor<8xui32>) -> tensor<8xf32>
    %62 = "stablehlo.convert"(%arg12) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%47, %51, %54, %57, %58, %59, %60, %61, %62) : (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi1>, tensor<8xui32>, tensor<8xf32>, tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xui32>, %arg11: tensor<8xui32>):
    %43 = "stablehlo.divide"(%arg10, %arg11) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%43) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8xui32>, %arg9: tensor<8xui32>):
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %25 = "stablehlo.compare"(%arg9, %24) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %26 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %28 = "func.call"(%25, %27, %arg9) <{callee = @_where}> : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %29 = "stablehlo.remainder"(%arg8, %28) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %32 = "stablehlo.compare"(%29, %31) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %35 = "stablehlo.compare"(%29, %34) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %38 = "stablehlo.compare"(%28, %37) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %40 = "stablehlo.and"(%39, %32) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %41 = "stablehlo.add"(%29, %28) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %42 = "stablehlo.select"(%40, %41, %29) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%42) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8xi1>, %arg6: tensor<8xui32>, %arg7: tensor<8xui32>):
    %22 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%22) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "remainder_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xui32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<ui32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where_1}> : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %13 = "stablehlo.compare"(%7, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %15 = "stablehlo.compare"(%5, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %18 = "stablehlo.and"(%17, %10) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %19 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %20 = "stablehlo.add"(%7, %19) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %21 = "stablehlo.select"(%18, %20, %7) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%21) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%0) : (tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
