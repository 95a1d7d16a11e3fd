"builtin.module"() <{sym_name = "jit_int64_bits"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi64>, tensor<7xi64>) -> (tensor<7xui64>, tensor<7xui64>, tensor<7xi64>, tensor<7xui64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xui64>, tensor<7xui64>, tensor<7xi32>, tensor<7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<7xi64>, %arg8: tensor<7xi64>):
    %24 = "stablehlo.convert"(%arg7) : (tensor<7xi64>) -> tensor<7xui64>
    %25 = "stablehlo.convert"(%arg8) : (tensor<7xi64>) -> tensor<7xui64>
    %26 = "stablehlo.shift_right_logical"(%24, %25) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %27 = "stablehlo.convert"(%arg8) : (tensor<7xi64>) -> tensor<7xui64>
    %28 = "stablehlo.constant"() <{value = dense<64> : tensor<i64>}> : () -> tensor<i64>
    %29 = "func.call"(%27, %28) <{callee = @remainder}> : (tensor<7xui64>, tensor<i64>) -> tensor<7xui64>
    %30 = "stablehlo.shift_left"(%24, %29) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %31 = "stablehlo.popcnt"(%arg7) : (tensor<7xi64>) -> tensor<7xi64>
    %32 = "stablehlo.count_leading_zeros"(%24) : (tensor<7xui64>) -> tensor<7xui64>
    %33 = "stablehlo.constant"() <{value = dense<60> : tensor<i64>}> : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %35 = "stablehlo.shift_right_arithmetic"(%arg7, %34) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %36 = "stablehlo.shift_right_logical"(%arg7, %arg8) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %37 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %39 = "stablehlo.shift_right_arithmetic"(%arg7, %38) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %40 = "stablehlo.xor"(%arg7, %39) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %41 = "stablehlo.constant"() <{value = dense<11400714819323198485> : tensor<ui64>}> : () -> tensor<ui64>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %43 = "stablehlo.multiply"(%24, %42) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %44 = "stablehlo.constant"() <{value = dense<7> : tensor<ui64>}> : () -> tensor<ui64>
    %45 = "func.call"(%24, %44) <{callee = @floor_divide}> : (tensor<7xui64>, tensor<ui64>) -> tensor<7xui64>
    %46 = "stablehlo.convert"(%arg7) : (tensor<7xi64>) -> tensor<7xi32>
    %47 = "stablehlo.convert"(%24) : (tensor<7xui64>) -> tensor<7xf32>
    "func.return"(%26, %30, %31, %32, %35, %36, %40, %43, %45, %46, %47) : (tensor<7xui64>, tensor<7xui64>, tensor<7xi64>, tensor<7xui64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xui64>, tensor<7xui64>, tensor<7xi32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xui64>, tensor<i64>) -> tensor<7xui64>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<7xui64>, %arg6: tensor<i64>):
    %3 = "stablehlo.convert"(%arg6) : (tensor<i64>) -> tensor<ui64>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %7 = "func.call"(%5, %6, %3) <{callee = @_where}> : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %9 = "stablehlo.remainder"(%arg5, %8) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xi1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %15 = "stablehlo.compare"(%9, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xi1>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<ui64>}> : () -> tensor<ui64>
    %17 = "stablehlo.compare"(%7, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<7xi1>
    %19 = "stablehlo.compare"(%15, %18) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %20 = "stablehlo.and"(%19, %12) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %21 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %22 = "stablehlo.add"(%9, %21) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %23 = "stablehlo.select"(%20, %22, %9) : (tensor<7xi1>, tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    "func.return"(%23) : (tensor<7xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i1>, %arg3: tensor<ui64>, %arg4: tensor<ui64>):
    %2 = "stablehlo.select"(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    "func.return"(%2) : (tensor<ui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xui64>, tensor<ui64>) -> tensor<7xui64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xui64>, %arg1: tensor<ui64>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %1 = "stablehlo.divide"(%arg0, %0) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    "func.return"(%1) : (tensor<7xui64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
