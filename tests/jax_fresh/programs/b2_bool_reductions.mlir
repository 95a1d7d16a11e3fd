"builtin.module"() <{sym_name = "jit_bool_reductions"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xi1>, tensor<4x5xf32>) -> (tensor<5xi1>, tensor<4xi1>, tensor<i1>, tensor<i1>, tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<4xi1>, tensor<5xi1>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<4x5xi1>, %arg9: tensor<4x5xf32>):
    %20 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %21 = "stablehlo.reduce"(%arg8, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<i1>, %arg25: tensor<i1>):
      %58 = "stablehlo.or"(%arg24, %arg25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%58) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %22 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %23 = "stablehlo.reduce"(%arg8, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg22: tensor<i1>, %arg23: tensor<i1>):
      %57 = "stablehlo.and"(%arg22, %arg23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %24 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %25 = "stablehlo.reduce"(%arg8, %24) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg20: tensor<i1>, %arg21: tensor<i1>):
      %56 = "stablehlo.or"(%arg20, %arg21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%arg8, %26) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
      %55 = "stablehlo.and"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %28 = "func.call"(%arg8) <{callee = @count_nonzero}> : (tensor<4x5xi1>) -> tensor<4xi32>
    %29 = "func.call"(%arg8) <{callee = @argmax}> : (tensor<4x5xi1>) -> tensor<4xi32>
    %30 = "stablehlo.convert"(%arg8) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      %54 = "stablehlo.add"(%arg16, %arg17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%54) : (tensor<i32>) -> ()
    }) : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %35 = "stablehlo.compare"(%arg9, %34) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %36 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<i1>, %arg15: tensor<i1>):
      %53 = "stablehlo.or"(%arg14, %arg15) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %40 = "stablehlo.compare"(%arg9, %39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %41 = "stablehlo.xor"(%arg8, %40) : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %42 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<i1>, %arg13: tensor<i1>):
      %52 = "stablehlo.and"(%arg12, %arg13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %44 = "stablehlo.convert"(%arg8) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %45 = "stablehlo.convert"(%44) : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %51 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%51) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %48 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %50 = "stablehlo.divide"(%47, %49) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%21, %23, %25, %27, %28, %29, %32, %37, %43, %50) : (tensor<5xi1>, tensor<4xi1>, tensor<i1>, tensor<i1>, tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<4xi1>, tensor<5xi1>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xi1>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x5xi1>):
    %13 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x5xi1>
    %15 = "stablehlo.compare"(%arg5, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %16 = "stablehlo.convert"(%15) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %19 = "stablehlo.add"(%arg6, %arg7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%19) : (tensor<i32>) -> ()
    }) : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%18) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xi1>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xi1>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x5xi32>
    %1 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i1>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<i1>, tensor<i32>) -> ()
    }) : (tensor<4x5xi1>, tensor<4x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<4xi1>, tensor<4xi32>)
    "func.return"(%3#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
