"builtin.module"() <{sym_name = "jit_gather_scatter_modes"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xf32>, tensor<5xi32>, tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<[0, 2, 4]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %4 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %9 = "stablehlo.scatter"(%arg0, %8, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %102 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %12 = "stablehlo.compare"(%arg1, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %13 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %15 = "stablehlo.add"(%arg1, %14) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %16 = "stablehlo.select"(%12, %15, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %18 = "stablehlo.gather"(%arg0, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %21 = "stablehlo.compare"(%arg1, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %22 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %24 = "stablehlo.add"(%arg1, %23) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %25 = "stablehlo.select"(%21, %24, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %27 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x1xi32>
    %30 = "stablehlo.compare"(%26, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %31 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %34 = "stablehlo.and"(%30, %33) : (tensor<5x1xi1>, tensor<5x1xi1>) -> tensor<5x1xi1>
    %35 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<i1>, %arg12: tensor<i1>):
      %101 = "stablehlo.and"(%arg11, %arg12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%101) : (tensor<i1>) -> ()
    }) : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %37 = "stablehlo.gather"(%arg0, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5x3xi1>
    %39 = "stablehlo.constant"() <{value = dense<-9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %41 = "stablehlo.select"(%38, %37, %40) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %42 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xf32>) -> tensor<3x3xf32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %45 = "stablehlo.compare"(%0, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %46 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %48 = "stablehlo.add"(%0, %47) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %49 = "stablehlo.select"(%45, %48, %0) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %51 = "stablehlo.scatter"(%arg0, %50, %42) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      "stablehlo.return"(%arg10) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<5x3xf32>
    %52 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 5, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<5x1xf32>) -> tensor<5xf32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %56 = "stablehlo.compare"(%arg1, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %57 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %59 = "stablehlo.add"(%arg1, %58) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %60 = "stablehlo.select"(%56, %59, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %63 = "stablehlo.convert"(%62) : (tensor<5xi32>) -> tensor<5xi32>
    %64 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %65 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %66 = "stablehlo.concatenate"(%64, %65) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %67 = "stablehlo.constant"() <{value = dense<[4, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %68 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %70 = "stablehlo.minimum"(%67, %69) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xi32>) -> tensor<5x2xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x2xi32>
    %74 = "stablehlo.clamp"(%73, %66, %71) : (tensor<5x2xi32>, tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi32>
    %75 = "stablehlo.scatter"(%arg0, %74, %53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %100 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x3xf32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %78 = "stablehlo.compare"(%arg1, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %79 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %81 = "stablehlo.add"(%arg1, %80) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %82 = "stablehlo.select"(%78, %81, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %84 = "stablehlo.scatter"(%arg0, %83, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %99 = "stablehlo.minimum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%99) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %89 = "stablehlo.compare"(%arg1, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %90 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %92 = "stablehlo.add"(%arg1, %91) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %93 = "stablehlo.select"(%89, %92, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %95 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %97 = "stablehlo.scatter"(%86, %94, %96) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %98 = "stablehlo.add"(%arg3, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%98) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%9, %18, %41, %51, %75, %84, %97) : (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
