"builtin.module"() <{sym_name = "jit_jnp_products"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3xf32>, tensor<3x2xf32>, tensor<6xf32>) -> (tensor<6x6xf32>, tensor<6x3xf32>, tensor<4x4xf32>, tensor<3x5xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<1xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<2x3xf32>, %arg31: tensor<3x2xf32>, %arg32: tensor<6xf32>):
    %91 = "func.call"(%arg30, %arg31) <{callee = @kron}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<6x6xf32>
    %92 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<3xf32>
    %93 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %95 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %96 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %97 = "stablehlo.multiply"(%95, %96) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %98 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<4xf32>
    %99 = "func.call"(%98) <{callee = @vander}> : (tensor<4xf32>) -> tensor<4x4xf32>
    %100 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<3xf32>
    %101 = "func.call"(%100) <{callee = @vander_0}> : (tensor<3xf32>) -> tensor<3x5xf32>
    %102 = "stablehlo.dot_general"(%arg30, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %103 = "stablehlo.reshape"(%arg30) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %104 = "stablehlo.reshape"(%arg31) : (tensor<3x2xf32>) -> tensor<3x1x2xf32>
    %105 = "stablehlo.dot_general"(%103, %104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x1xf32>, tensor<3x1x2xf32>) -> tensor<2x2xf32>
    %106 = "stablehlo.transpose"(%arg31) <{permutation = array<i64: 1, 0>}> : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %107 = "stablehlo.dot_general"(%arg30, %106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %108 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %109 = "func.call"(%arg31, %108) <{callee = @trace}> : (tensor<3x2xf32>, tensor<i32>) -> tensor<f32>
    %110 = "stablehlo.reshape"(%arg30) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %111 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %112 = "func.call"(%110, %111) <{callee = @trace_1}> : (tensor<2x3x1xf32>, tensor<i32>) -> tensor<1xf32>
    %113 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<3xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %116 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %117 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %119 = "stablehlo.add"(%116, %118) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %120 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %122 = "stablehlo.multiply"(%116, %121) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %123 = "stablehlo.add"(%119, %122) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %124 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %126 = "stablehlo.compare"(%123, %125) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %127 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %129 = "stablehlo.add"(%123, %128) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %130 = "stablehlo.select"(%126, %129, %123) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %132 = "stablehlo.scatter"(%115, %131, %113) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      "stablehlo.return"(%arg34) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<16xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<16xf32>) -> tensor<4x4xf32>
    %134 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<3xf32>
    %135 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 5>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<2xf32>
    %136 = "func.call"(%134, %135) <{callee = @convolve}> : (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>
    %137 = "func.call"(%arg32) <{callee = @polyder}> : (tensor<6xf32>) -> tensor<5xf32>
    %138 = "stablehlo.slice"(%arg32) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<3xf32>
    %139 = "func.call"(%138) <{callee = @polyint}> : (tensor<3xf32>) -> tensor<4xf32>
    "func.return"(%91, %97, %99, %101, %102, %105, %107, %109, %112, %133, %136, %137, %139) : (tensor<6x6xf32>, tensor<6x3xf32>, tensor<4x4xf32>, tensor<3x5xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<1xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<6x6xf32>, res_attrs = [{}], sym_name = "kron", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2x3xf32>, %arg29: tensor<3x2xf32>):
    %85 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<3x2xf32>) -> tensor<1x3x1x2xf32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x3x1xf32>) -> tensor<2x3x3x2xf32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x3x1x2xf32>) -> tensor<2x3x3x2xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<2x3x3x2xf32>, tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<2x3x3x2xf32>) -> tensor<6x6xf32>
    "func.return"(%90) : (tensor<6x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "vander", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4xf32>):
    %76 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %77 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %79 = "stablehlo.subtract"(%78, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %80 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %84 = "stablehlo.power"(%82, %83) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%84) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "vander_0", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<3xf32>):
    %70 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %71 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %72 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %73 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<3x5xf32>
    %75 = "stablehlo.power"(%73, %74) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%75) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "trace", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<3x2xf32>, %arg23: tensor<i32>):
    %58 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x2xi32>
    %59 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x2xi32>
    %60 = "stablehlo.convert"(%arg23) : (tensor<i32>) -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %62 = "stablehlo.add"(%58, %61) : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %63 = "stablehlo.compare"(%62, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %66 = "func.call"(%63, %arg22, %65) <{callee = @_where}> : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.reduce"(%66, %67) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %69 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%68) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x2xi1>, %arg20: tensor<3x2xf32>, %arg21: tensor<3x2xf32>):
    %57 = "stablehlo.select"(%arg19, %arg20, %arg21) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%57) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x1xf32>, tensor<i32>) -> tensor<1xf32>, res_attrs = [{}], sym_name = "trace_1", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x3x1xf32>, %arg16: tensor<i32>):
    %44 = "stablehlo.transpose"(%arg15) <{permutation = array<i64: 2, 1, 0>}> : (tensor<2x3x1xf32>) -> tensor<1x3x2xf32>
    %45 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x2xi32>
    %46 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x2xi32>
    %47 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %50 = "stablehlo.compare"(%49, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3x2xf32>
    %53 = "func.call"(%50, %44, %52) <{callee = @_where_2}> : (tensor<3x2xi1>, tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %56 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<1x3x2xf32>, tensor<f32>) -> tensor<1xf32>
    "func.return"(%55) : (tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xi1>, tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3x2xi1>, %arg13: tensor<1x3x2xf32>, %arg14: tensor<1x3x2xf32>):
    %42 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x2xi1>) -> tensor<1x3x2xi1>
    %43 = "stablehlo.select"(%42, %arg13, %arg14) : (tensor<1x3x2xi1>, tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    "func.return"(%43) : (tensor<1x3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "convolve", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<3xf32>, %arg11: tensor<2xf32>):
    %41 = "func.call"(%arg10, %arg11) <{callee = @_conv}> : (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>
    "func.return"(%41) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_conv", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3xf32>, %arg9: tensor<2xf32>):
    %36 = "func.call"(%arg9) <{callee = @_flip}> : (tensor<2xf32>) -> tensor<2xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1x1x2xf32>
    %39 = "stablehlo.convolution"(%37, %38) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x3xf32>, tensor<1x1x2xf32>) -> tensor<1x1x4xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x1x4xf32>) -> tensor<4xf32>
    "func.return"(%40) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2xf32>):
    %35 = "stablehlo.reverse"(%arg7) <{dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%35) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "polyder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6xf32>):
    %20 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %23 = "stablehlo.add"(%22, %20) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %25 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %28 = "stablehlo.subtract"(%24, %27) : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %34 = "stablehlo.multiply"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %31 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<5xf32>
    %32 = "stablehlo.reverse"(%30) <{dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5xf32>
    %33 = "stablehlo.multiply"(%31, %32) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%33) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "polyint", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<3xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "func.call"(%1) <{callee = @atleast_1d}> : (tensor<f32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xf32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %7 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %10 = "stablehlo.subtract"(%6, %9) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %13 = "stablehlo.maximum"(%12, %10) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %19 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.reverse"(%15) <{dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.concatenate"(%arg1, %4) <{dimension = 0 : i64}> : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    %18 = "stablehlo.divide"(%17, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%18) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<1xf32>, res_attrs = [{}], sym_name = "atleast_1d", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    "func.return"(%0) : (tensor<1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
