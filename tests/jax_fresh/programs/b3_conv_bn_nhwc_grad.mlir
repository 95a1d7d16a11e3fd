"builtin.module"() <{sym_name = "jit_conv_bn_nhwc_grad"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x6x6x2xf32>, tensor<3x3x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3x2x3xf32>, tensor<3xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg22: tensor<2x6x6x2xf32>, %arg23: tensor<3x3x2x3xf32>, %arg24: tensor<3xf32>, %arg25: tensor<3xf32>):
    %56 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x2xf32>, tensor<3x3x2x3xf32>) -> tensor<2x4x4x3xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %146 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%146) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %60 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %62 = "stablehlo.divide"(%59, %61) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64:4 = "func.call"(%56, %63) <{callee = @_var}> : (tensor<2x4x4x3xf32>, tensor<i32>) -> (tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>)
    %65 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %66 = "stablehlo.subtract"(%56, %65) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %67 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %69 = "stablehlo.add"(%64#0, %68) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %70 = "stablehlo.rsqrt"(%69) : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %71 = "stablehlo.divide"(%70, %69) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %72 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %74 = "stablehlo.multiply"(%73, %71) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %75 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %76 = "stablehlo.multiply"(%66, %75) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %80 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %82 = "stablehlo.add"(%79, %81) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %83 = "func.call"(%82) <{callee = @relu}> : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %86 = "stablehlo.compare"(%82, %85) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xi1>
    %87 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<24xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x3xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x3xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %94 = "stablehlo.multiply"(%93, %88) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %95 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.pad"(%83, %95) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.select_and_scatter"(%96, %94, %97) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %145 = "stablehlo.compare"(%arg42, %arg43) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%145) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %144 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %99 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 2, 4, 4, 3>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %102 = "stablehlo.select"(%86, %99, %101) : (tensor<2x4x4x3xi1>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.reduce"(%102, %103) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %143 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %105 = "stablehlo.reshape"(%104) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.reduce"(%105, %106) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %142 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%142) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %108 = "stablehlo.multiply"(%76, %102) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.reduce"(%108, %109) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %141 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%141) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %112 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %113 = "stablehlo.multiply"(%102, %112) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%111, %114) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %140 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %116 = "stablehlo.multiply"(%66, %113) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.reduce"(%116, %117) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %139 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%139) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %119 = "stablehlo.reshape"(%118) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %120 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %121 = "stablehlo.multiply"(%113, %120) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %122 = "stablehlo.multiply"(%119, %74) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %123 = "stablehlo.negate"(%121) : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %124 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.reduce"(%123, %124) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %138 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%138) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %127 = "func.call"(%64#1, %64#2, %64#3, %122) <{callee = @_var_0}> : (tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %128 = "stablehlo.add"(%121, %127) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %129 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %131 = "stablehlo.divide"(%126, %130) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %137 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%137) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %135 = "stablehlo.add"(%128, %134) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %136 = "stablehlo.convolution"(%arg22, %135) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x2xf32>, tensor<2x4x4x3xf32>) -> tensor<3x3x2x3xf32>
    "func.return"(%136, %115, %107) : (tensor<3x3x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4x3xf32>, tensor<i32>) -> (tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>), res_attrs = [{}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x4x4x3xf32>, %arg17: tensor<i32>):
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%arg16, %30) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %55 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %33 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %35 = "stablehlo.divide"(%32, %34) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %37 = "stablehlo.subtract"(%arg16, %36) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %38 = "chlo.square"(%37) : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %39 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %41 = "stablehlo.multiply"(%40, %37) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %42 = "stablehlo.convert"(%arg17) : (tensor<i32>) -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.subtract"(%43, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.reduce"(%38, %45) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %54 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.compare"(%44, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "func.call"(%51, %49, %52) <{callee = @_where}> : (tensor<i1>, tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<1x1x1x3xf32>
    "func.return"(%53, %41, %44, %51) : (tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<1x1x1x3xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<1x1x1x3xf32>, %arg15: tensor<f32>):
    %27 = "stablehlo.convert"(%arg15) : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %29 = "stablehlo.select"(%arg13, %arg14, %28) : (tensor<i1>, tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    "func.return"(%29) : (tensor<1x1x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x4x4x3xf32>):
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %26 = "stablehlo.maximum"(%arg12, %25) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    "func.return"(%26) : (tensor<2x4x4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>, res_attrs = [{}], sym_name = "_var_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x4x4x3xf32>, %arg3: tensor<f32>, %arg4: tensor<i1>, %arg5: tensor<1x1x1x3xf32>):
    %3 = "func.call"(%arg4, %arg5) <{callee = @_where_1}> : (tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %5 = "stablehlo.divide"(%3, %4) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %23 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %9 = "stablehlo.multiply"(%8, %arg2) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %10 = "stablehlo.negate"(%9) : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %22 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %14 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %16 = "stablehlo.divide"(%13, %15) : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %20 = "stablehlo.add"(%9, %19) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    "func.return"(%20) : (tensor<2x4x4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<1x1x1x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    "func.return"(%2) : (tensor<1x1x1x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
