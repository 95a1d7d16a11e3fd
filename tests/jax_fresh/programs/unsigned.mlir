"builtin.module"() <{sym_name = "jit_unsigned"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui8>, tensor<8xui8>) -> (tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi1>, tensor<8xui8>, tensor<8xf32>, tensor<8xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<8xui8>, %arg8: tensor<8xui8>):
    %22 = "stablehlo.add"(%arg7, %arg8) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %23 = "stablehlo.subtract"(%arg7, %arg8) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %24 = "stablehlo.multiply"(%arg7, %arg8) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %25 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %27 = "stablehlo.maximum"(%arg8, %26) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %28 = "func.call"(%arg7, %27) <{callee = @floor_divide}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %29 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %31 = "stablehlo.maximum"(%arg8, %30) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %32 = "func.call"(%arg7, %31) <{callee = @remainder}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %33 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %34 = "stablehlo.constant"() <{value = dense<3> : tensor<ui8>}> : () -> tensor<ui8>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %36 = "stablehlo.shift_right_logical"(%arg7, %35) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %37 = "stablehlo.convert"(%arg7) : (tensor<8xui8>) -> tensor<8xf32>
    %38 = "stablehlo.convert"(%arg7) : (tensor<8xui8>) -> tensor<8xui32>
    %39 = "stablehlo.constant"() <{value = dense<40000000> : tensor<ui32>}> : () -> tensor<ui32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %41 = "stablehlo.multiply"(%38, %40) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%22, %23, %24, %28, %32, %33, %36, %37, %41) : (tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi1>, tensor<8xui8>, tensor<8xf32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8xui8>, %arg6: tensor<8xui8>):
    %21 = "stablehlo.divide"(%arg5, %arg6) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%21) : (tensor<8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xui8>, %arg4: tensor<8xui8>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %3 = "stablehlo.compare"(%arg4, %2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %6 = "func.call"(%3, %5, %arg4) <{callee = @_where}> : (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %13 = "stablehlo.compare"(%7, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %16 = "stablehlo.compare"(%6, %15) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %18 = "stablehlo.and"(%17, %10) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %19 = "stablehlo.add"(%7, %6) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %20 = "stablehlo.select"(%18, %19, %7) : (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%20) : (tensor<8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi1>, %arg1: tensor<8xui8>, %arg2: tensor<8xui8>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%0) : (tensor<8xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
