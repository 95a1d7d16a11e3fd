"builtin.module"() <{sym_name = "jit_take_modes"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<6xi32>) -> (tensor<6x5xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<4x4xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg24: tensor<4x5xf32>, %arg25: tensor<6xi32>):
    %100 = "func.call"(%arg24, %arg25) <{callee = @_take}> : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<6x5xf32>
    %101 = "func.call"(%arg24, %arg25) <{callee = @_take_0}> : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>
    %102 = "func.call"(%arg24, %arg25) <{callee = @_take_1}> : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>
    %103 = "stablehlo.reshape"(%arg24) : (tensor<4x5xf32>) -> tensor<20xf32>
    %104 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %106 = "stablehlo.multiply"(%arg25, %105) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %107 = "func.call"(%103, %106) <{callee = @_take_3}> : (tensor<20xf32>, tensor<6xi32>) -> tensor<6xf32>
    %108 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xi32>) -> tensor<4xi32>
    %109 = "stablehlo.abs"(%108) : (tensor<4xi32>) -> tensor<4xi32>
    %110 = "stablehlo.reshape"(%109) : (tensor<4xi32>) -> tensor<1x4xi32>
    %111 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %112 = "func.call"(%110, %111) <{callee = @remainder_4}> : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x4xi32>
    %113 = "func.call"(%arg24, %112) <{callee = @take_along_axis}> : (tensor<4x5xf32>, tensor<1x4xi32>) -> tensor<4x4xf32>
    %114 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xi32>) -> tensor<1xi32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1xi32>) -> tensor<i32>
    %116 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %117 = "func.call"(%115, %116) <{callee = @remainder_5}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.compare"(%117, %118) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %120 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.add"(%117, %120) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %122 = "stablehlo.select"(%119, %121, %117) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %123 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %124 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %127 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %129 = "stablehlo.add"(%128, %126) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %130 = "stablehlo.reverse"(%129) <{dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3xi32>
    %131 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1xi32>
    %132 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %133 = "stablehlo.concatenate"(%131, %132) <{dimension = 1 : i64}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %134 = "stablehlo.gather"(%arg24, %133) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    %135 = "stablehlo.reverse"(%134) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%100, %101, %102, %107, %113, %135) : (tensor<6x5xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<4x4xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<6xi32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x5xf32>, %arg23: tensor<6xi32>):
    %96 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %97 = "func.call"(%arg23, %96) <{callee = @remainder}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %99 = "stablehlo.gather"(%arg22, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<6x5xf32>
    "func.return"(%99) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<6xi32>, %arg21: tensor<i32>):
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.compare"(%arg21, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %79 = "func.call"(%77, %78, %arg21) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %81 = "stablehlo.remainder"(%arg20, %80) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %84 = "stablehlo.compare"(%81, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %87 = "stablehlo.compare"(%81, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.compare"(%79, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %91 = "stablehlo.compare"(%87, %90) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %92 = "stablehlo.and"(%91, %84) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %93 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %94 = "stablehlo.add"(%81, %93) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %95 = "stablehlo.select"(%92, %94, %81) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%95) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<i1>, %arg18: tensor<i32>, %arg19: tensor<i32>):
    %75 = "stablehlo.select"(%arg17, %arg18, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%75) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x5xf32>, %arg16: tensor<6xi32>):
    %73 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %74 = "stablehlo.gather"(%arg15, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<4x6xf32>
    "func.return"(%74) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x5xf32>, %arg12: tensor<6xi32>):
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %51 = "stablehlo.compare"(%arg12, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %54 = "stablehlo.add"(%arg12, %53) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %55 = "func.call"(%51, %54, %arg12) <{callee = @_where_2}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %57 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1xi32>
    %60 = "stablehlo.compare"(%56, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %61 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<6x1xi32>
    %63 = "stablehlo.compare"(%56, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %64 = "stablehlo.and"(%60, %63) : (tensor<6x1xi1>, tensor<6x1xi1>) -> tensor<6x1xi1>
    %65 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %72 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%72) : (tensor<i1>) -> ()
    }) : (tensor<6x1xi1>, tensor<i1>) -> tensor<6xi1>
    %67 = "stablehlo.gather"(%arg11, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<4x6xf32>
    %68 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<4x6xi1>
    %69 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %71 = "stablehlo.select"(%68, %67, %70) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%71) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6xi1>, %arg9: tensor<6xi32>, %arg10: tensor<6xi32>):
    %48 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%48) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<20xf32>, tensor<6xi32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<20xf32>, %arg7: tensor<6xi32>):
    %46 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %47 = "stablehlo.gather"(%arg6, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<20xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    "func.return"(%47) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4xi32>, tensor<i32>) -> tensor<1x4xi32>, res_attrs = [{}], sym_name = "remainder_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x4xi32>, %arg5: tensor<i32>):
    %25 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.compare"(%25, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %29 = "func.call"(%27, %28, %25) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %31 = "stablehlo.remainder"(%arg4, %30) : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %34 = "stablehlo.compare"(%31, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %37 = "stablehlo.compare"(%31, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.compare"(%29, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x4xi1>
    %41 = "stablehlo.compare"(%37, %40) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x4xi1>, tensor<1x4xi1>) -> tensor<1x4xi1>
    %42 = "stablehlo.and"(%41, %34) : (tensor<1x4xi1>, tensor<1x4xi1>) -> tensor<1x4xi1>
    %43 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %44 = "stablehlo.add"(%31, %43) : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %45 = "stablehlo.select"(%42, %44, %31) : (tensor<1x4xi1>, tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    "func.return"(%45) : (tensor<1x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<1x4xi32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4x5xf32>, %arg3: tensor<1x4xi32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %18 = "stablehlo.compare"(%arg3, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %19 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4xi32>
    %21 = "stablehlo.add"(%arg3, %20) : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %22 = "stablehlo.select"(%18, %21, %arg3) : (tensor<1x4xi1>, tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x4xi32>) -> tensor<4x1xi32>
    %24 = "stablehlo.gather"(%arg2, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    "func.return"(%24) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.compare"(%0, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "func.call"(%2, %3, %0) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.remainder"(%arg0, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%5, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.compare"(%4, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %13 = "stablehlo.and"(%12, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.add"(%5, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.select"(%13, %14, %5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%15) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
