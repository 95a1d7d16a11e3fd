"builtin.module"() <{sym_name = "jit_vmap_scatter_sort"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x5xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4x5xf32>, %arg6: tensor<4xi32>, %arg7: tensor<4xf32>, %arg8: tensor<4xi32>):
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %20 = "stablehlo.compare"(%arg6, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %21 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %23 = "stablehlo.add"(%arg6, %22) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %24 = "stablehlo.select"(%20, %23, %arg6) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %26 = "stablehlo.scatter"(%arg5, %25, %arg7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %60 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %29 = "stablehlo.compare"(%arg6, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %30 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %32 = "stablehlo.add"(%arg6, %31) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %33 = "stablehlo.select"(%29, %32, %arg6) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %35 = "stablehlo.scatter"(%arg5, %34, %arg7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %59 = "stablehlo.maximum"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%59) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %36 = "func.call"(%arg5) <{callee = @argsort}> : (tensor<4x5xf32>) -> tensor<4x5xi32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %41:3 = "stablehlo.while"(%arg8, %38, %40) ({
    ^bb0(%arg12: tensor<4xi32>, %arg13: tensor<4xi32>, %arg14: tensor<4xf32>):
      %54 = "stablehlo.convert"(%arg13) : (tensor<4xi32>) -> tensor<4xi32>
      %55 = "stablehlo.compare"(%54, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %56 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %57 = "stablehlo.reduce"(%55, %56) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
        %58 = "stablehlo.or"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%58) : (tensor<i1>) -> ()
      }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<4xi32>, %arg10: tensor<4xi32>, %arg11: tensor<4xf32>):
      %42 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %44 = "stablehlo.add"(%arg10, %43) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %45 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %47 = "stablehlo.multiply"(%arg11, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %48 = "stablehlo.convert"(%arg10) : (tensor<4xi32>) -> tensor<4xi32>
      %49 = "stablehlo.compare"(%48, %arg9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %51 = "stablehlo.select"(%50, %44, %arg10) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %52 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %53 = "stablehlo.select"(%52, %47, %arg11) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%arg9, %51, %53) : (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>)
    "func.return"(%26, %35, %36, %41#2) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi32>) -> tensor<4x5xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %4 = "stablehlo.compare"(%arg1, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.select"(%4, %5, %arg1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %9 = "stablehlo.select"(%7, %8, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.compare"(%arg2, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.select"(%11, %12, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.select"(%14, %15, %13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.compare"(%9, %16) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x5xi32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
    "func.return"(%2#1) : (tensor<4x5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
