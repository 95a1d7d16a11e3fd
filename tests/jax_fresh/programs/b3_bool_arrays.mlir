"builtin.module"() <{sym_name = "jit_bool_arrays"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xf32>) -> (tensor<16xi32>, tensor<i32>, tensor<4xi32>, tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xi1>, tensor<4xi1>, tensor<4x4xi1>, tensor<2xui8>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg36: tensor<4x4xi1>, %arg37: tensor<4x4xi1>, %arg38: tensor<4x4xf32>):
    %96 = "func.call"(%arg36) <{callee = @cumsum}> : (tensor<4x4xi1>) -> tensor<16xi32>
    %97 = "stablehlo.reshape"(%arg36) : (tensor<4x4xi1>) -> tensor<16xi1>
    %98 = "func.call"(%97) <{callee = @argmax}> : (tensor<16xi1>) -> tensor<i32>
    %99 = "stablehlo.and"(%arg36, %arg37) : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %100 = "stablehlo.convert"(%99) : (tensor<4x4xi1>) -> tensor<4x4xi32>
    %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.reduce"(%100, %101) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg45: tensor<i32>, %arg46: tensor<i32>):
      %143 = "stablehlo.add"(%arg45, %arg46) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%143) : (tensor<i32>) -> ()
    }) : (tensor<4x4xi32>, tensor<i32>) -> tensor<4xi32>
    %103 = "stablehlo.transpose"(%arg36) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %104 = "stablehlo.dot_general"(%103, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %105 = "stablehlo.negate"(%arg38) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %106 = "func.call"(%arg36, %arg38, %105) <{callee = @_where}> : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %107 = "func.call"(%arg36) <{callee = @sort}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %108 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %109 = "stablehlo.reduce"(%arg36, %108) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg43: tensor<i1>, %arg44: tensor<i1>):
      %142 = "stablehlo.or"(%arg43, %arg44) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%142) : (tensor<i1>) -> ()
    }) : (tensor<4x4xi1>, tensor<i1>) -> tensor<4xi1>
    %110 = "stablehlo.compare"(%arg36, %arg37) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %111 = "stablehlo.reshape"(%arg36) : (tensor<4x4xi1>) -> tensor<16xi1>
    %112 = "func.call"(%111) <{callee = @packbits}> : (tensor<16xi1>) -> tensor<2xui8>
    %113 = "stablehlo.xor"(%arg36, %arg37) : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %114 = "stablehlo.convert"(%113) : (tensor<4x4xi1>) -> tensor<4x4xi32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.reduce"(%114, %115) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %141 = "stablehlo.add"(%arg41, %arg42) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141) : (tensor<i32>) -> ()
    }) : (tensor<4x4xi32>, tensor<i32>) -> tensor<4xi32>
    %117 = "stablehlo.reshape"(%arg36) : (tensor<4x4xi1>) -> tensor<16xi1>
    %118 = "func.call"(%117) <{callee = @cumsum_1}> : (tensor<16xi1>) -> tensor<16xi32>
    %119 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %121 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %122 = "func.call"(%118, %121) <{callee = @clip}> : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %125 = "stablehlo.compare"(%122, %124) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %126 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %128 = "stablehlo.add"(%122, %127) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %129 = "stablehlo.select"(%125, %128, %122) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %131 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %133 = "stablehlo.scatter"(%120, %130, %132) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg39: tensor<i32>, %arg40: tensor<i32>):
      %140 = "stablehlo.add"(%arg39, %arg40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%140) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<4xi32>
    %134 = "func.call"(%133) <{callee = @cumsum_2}> : (tensor<4xi32>) -> tensor<4xi32>
    %135 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %136 = "func.call"(%134, %135) <{callee = @floor_divide}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %137 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %138 = "func.call"(%136, %137) <{callee = @remainder}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %139 = "func.call"(%arg36) <{callee = @triu}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%96, %98, %102, %104, %106, %107, %109, %110, %112, %116, %138, %139) : (tensor<16xi32>, tensor<i32>, tensor<4xi32>, tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xi1>, tensor<4xi1>, tensor<4x4xi1>, tensor<2xui8>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<16xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<4x4xi1>):
    %93 = "stablehlo.reshape"(%arg35) : (tensor<4x4xi1>) -> tensor<16xi1>
    %94 = "stablehlo.convert"(%93) : (tensor<16xi1>) -> tensor<16xi32>
    %95 = "func.call"(%94) <{callee = @cumsum_0}> : (tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%95) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi32>) -> tensor<16xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<16xi32>):
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.reduce_window"(%arg32, %90) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<i32>, %arg34: tensor<i32>):
      %92 = "stablehlo.add"(%arg33, %arg34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%92) : (tensor<i32>) -> ()
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    "func.return"(%91) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi1>) -> tensor<i32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<16xi1>):
    %76 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %77 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %79:2 = "stablehlo.reduce"(%arg27, %76, %77, %78) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i32>, %arg30: tensor<i1>, %arg31: tensor<i32>):
      %80 = "stablehlo.compare"(%arg28, %arg30) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %81 = "stablehlo.compare"(%arg28, %arg28) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %82 = "stablehlo.or"(%80, %81) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %83 = "stablehlo.compare"(%arg28, %arg30) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %84 = "stablehlo.compare"(%arg29, %arg31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %85 = "stablehlo.and"(%83, %84) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %86 = "stablehlo.or"(%82, %85) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %87 = "stablehlo.select"(%82, %arg28, %arg30) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %88 = "stablehlo.select"(%86, %arg29, %arg31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%87, %88) : (tensor<i1>, tensor<i32>) -> ()
    }) : (tensor<16xi1>, tensor<16xi32>, tensor<i1>, tensor<i32>) -> (tensor<i1>, tensor<i32>)
    "func.return"(%79#1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x4xi1>, %arg25: tensor<4x4xf32>, %arg26: tensor<4x4xf32>):
    %75 = "stablehlo.select"(%arg24, %arg25, %arg26) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%75) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4x4xi1>):
    %73 = "stablehlo.sort"(%arg21) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg22: tensor<i1>, %arg23: tensor<i1>):
      %74 = "stablehlo.compare"(%arg22, %arg23) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%73) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xi1>) -> tensor<2xui8>, res_attrs = [{}], sym_name = "packbits", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<16xi1>):
    %58 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16xi1>
    %60 = "stablehlo.compare"(%arg18, %59) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %61 = "stablehlo.convert"(%60) : (tensor<16xi1>) -> tensor<16xui8>
    %62 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui8>
    %63 = "stablehlo.reverse"(%62) <{dimensions = array<i64: 0>}> : (tensor<8xui8>) -> tensor<8xui8>
    %64 = "stablehlo.reshape"(%61) : (tensor<16xui8>) -> tensor<2x8xui8>
    %65 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xui8>) -> tensor<1x8xui8>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xui8>) -> tensor<2x8xui8>
    %67 = "stablehlo.shift_left"(%64, %66) : (tensor<2x8xui8>, tensor<2x8xui8>) -> tensor<2x8xui8>
    %68 = "stablehlo.convert"(%67) : (tensor<2x8xui8>) -> tensor<2x8xui32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg19: tensor<ui32>, %arg20: tensor<ui32>):
      %72 = "stablehlo.add"(%arg19, %arg20) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%72) : (tensor<ui32>) -> ()
    }) : (tensor<2x8xui32>, tensor<ui32>) -> tensor<2xui32>
    %71 = "stablehlo.convert"(%70) : (tensor<2xui32>) -> tensor<2xui8>
    "func.return"(%71) : (tensor<2xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xi1>) -> tensor<16xi32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<16xi1>):
    %56 = "stablehlo.convert"(%arg17) : (tensor<16xi1>) -> tensor<16xi32>
    %57 = "func.call"(%56) <{callee = @cumsum_0}> : (tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%57) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<16xi32>, %arg16: tensor<i32>):
    %53 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %55 = "stablehlo.maximum"(%54, %arg15) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%55) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xi32>):
    %52 = "func.call"(%arg14) <{callee = @cumsum_3}> : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%52) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4xi32>):
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.reduce_window"(%arg11, %49) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %51 = "stablehlo.add"(%arg12, %arg13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%51) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%50) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xi32>, %arg10: tensor<i32>):
    %32 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %33 = "stablehlo.divide"(%arg9, %32) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %34 = "stablehlo.sign"(%arg9) : (tensor<4xi32>) -> tensor<4xi32>
    %35 = "stablehlo.sign"(%arg10) : (tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %37 = "stablehlo.compare"(%34, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %38 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %39 = "stablehlo.remainder"(%arg9, %38) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %42 = "stablehlo.compare"(%39, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %43 = "stablehlo.and"(%37, %42) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %44 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %46 = "stablehlo.subtract"(%33, %45) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %47 = "func.call"(%43, %46, %33) <{callee = @_where_4}> : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%47) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4xi1>, %arg7: tensor<4xi32>, %arg8: tensor<4xi32>):
    %31 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%31) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4xi32>, %arg5: tensor<i32>):
    %10 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.compare"(%10, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %14 = "func.call"(%12, %13, %10) <{callee = @_where_5}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %16 = "stablehlo.remainder"(%arg4, %15) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %19 = "stablehlo.compare"(%16, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %22 = "stablehlo.compare"(%16, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.compare"(%14, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %26 = "stablehlo.compare"(%22, %25) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %27 = "stablehlo.and"(%26, %19) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %28 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %29 = "stablehlo.add"(%16, %28) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %30 = "stablehlo.select"(%27, %29, %16) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%30) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i32>):
    %9 = "stablehlo.select"(%arg1, %arg2, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%9) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xi1>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %1 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %4 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %6 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %8 = "stablehlo.select"(%5, %7, %arg0) : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%8) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
