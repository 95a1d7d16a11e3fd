"builtin.module"() <{sym_name = "jit_while_collatz"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<5xi32>):
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %42:2 = "stablehlo.while"(%arg10, %41) ({
    ^bb0(%arg13: tensor<5xi32>, %arg14: tensor<5xi32>):
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %69 = "stablehlo.compare"(%arg13, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %70 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %71 = "stablehlo.reduce"(%69, %70) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
        %72 = "stablehlo.or"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%72) : (tensor<i1>) -> ()
      }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<5xi32>, %arg12: tensor<5xi32>):
      %43 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %44 = "func.call"(%arg11, %43) <{callee = @remainder}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
      %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %47 = "stablehlo.compare"(%44, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %48 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %49 = "func.call"(%arg11, %48) <{callee = @floor_divide}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
      %50 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %52 = "stablehlo.multiply"(%51, %arg11) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %53 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %55 = "stablehlo.add"(%52, %54) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %56 = "func.call"(%47, %49, %55) <{callee = @_where_0}> : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %57 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %59 = "stablehlo.add"(%arg12, %58) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %60 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %62 = "stablehlo.compare"(%arg11, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5xi1>
      %64 = "stablehlo.select"(%63, %56, %arg11) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %65 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5xi1>
      %66 = "stablehlo.select"(%65, %59, %arg12) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      "stablehlo.return"(%64, %66) : (tensor<5xi32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
    "func.return"(%42#1) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5xi32>, %arg9: tensor<i32>):
    %19 = "stablehlo.convert"(%arg9) : (tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.compare"(%19, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %23 = "func.call"(%21, %22, %19) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %25 = "stablehlo.remainder"(%arg8, %24) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %28 = "stablehlo.compare"(%25, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %31 = "stablehlo.compare"(%25, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.compare"(%23, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %35 = "stablehlo.compare"(%31, %34) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %36 = "stablehlo.and"(%35, %28) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %37 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %38 = "stablehlo.add"(%25, %37) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %39 = "stablehlo.select"(%36, %38, %25) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%39) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i1>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %18 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%18) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5xi32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %3 = "stablehlo.divide"(%arg3, %2) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %4 = "stablehlo.sign"(%arg3) : (tensor<5xi32>) -> tensor<5xi32>
    %5 = "stablehlo.sign"(%1) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %7 = "stablehlo.compare"(%4, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %8 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %9 = "stablehlo.remainder"(%arg3, %8) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %13 = "stablehlo.and"(%7, %12) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %16 = "stablehlo.subtract"(%3, %15) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %17 = "func.call"(%13, %16, %3) <{callee = @_where_0}> : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%17) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%0) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
