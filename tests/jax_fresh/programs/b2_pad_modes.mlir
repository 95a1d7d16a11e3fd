"builtin.module"() <{sym_name = "jit_pad_modes"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> (tensor<6x7xf32>, tensor<5x8xf32>, tensor<7x6xf32>, tensor<5x6xf32>, tensor<5x8xf32>, tensor<9xf32>, tensor<4x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<3x4xf32>):
    %131 = "func.call"(%arg25) <{callee = @_pad}> : (tensor<3x4xf32>) -> tensor<6x7xf32>
    %132 = "func.call"(%arg25) <{callee = @_pad_3}> : (tensor<3x4xf32>) -> tensor<5x8xf32>
    %133 = "func.call"(%arg25) <{callee = @_pad_4}> : (tensor<3x4xf32>) -> tensor<7x6xf32>
    %134 = "func.call"(%arg25) <{callee = @_pad_5}> : (tensor<3x4xf32>) -> tensor<5x6xf32>
    %135 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "func.call"(%arg25, %135, %136, %137, %138) <{callee = @_pad_7}> : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8xf32>
    %140 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %141 = "stablehlo.reshape"(%140) : (tensor<1x4xf32>) -> tensor<4xf32>
    %142 = "func.call"(%141) <{callee = @_pad_8}> : (tensor<4xf32>) -> tensor<9xf32>
    %143 = "func.call"(%arg25) <{callee = @_pad_11}> : (tensor<3x4xf32>) -> tensor<4x5xf32>
    "func.return"(%131, %132, %133, %134, %139, %142, %143) : (tensor<6x7xf32>, tensor<5x8xf32>, tensor<7x6xf32>, tensor<5x6xf32>, tensor<5x8xf32>, tensor<9xf32>, tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<6x7xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<3x4xf32>):
    %119 = "stablehlo.slice"(%arg24) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %120 = "func.call"(%119) <{callee = @_flip}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %121 = "stablehlo.concatenate"(%120, %arg24) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %122 = "stablehlo.slice"(%121) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %123 = "func.call"(%122) <{callee = @_flip_0}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %124 = "stablehlo.concatenate"(%121, %123) <{dimension = 0 : i64}> : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
    %125 = "stablehlo.slice"(%124) <{limit_indices = array<i64: 6, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %126 = "func.call"(%125) <{callee = @_flip_1}> : (tensor<6x2xf32>) -> tensor<6x2xf32>
    %127 = "stablehlo.concatenate"(%126, %124) <{dimension = 1 : i64}> : (tensor<6x2xf32>, tensor<6x4xf32>) -> tensor<6x6xf32>
    %128 = "stablehlo.slice"(%127) <{limit_indices = array<i64: 6, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<6x6xf32>) -> tensor<6x1xf32>
    %129 = "func.call"(%128) <{callee = @_flip_2}> : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %130 = "stablehlo.concatenate"(%127, %129) <{dimension = 1 : i64}> : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x7xf32>
    "func.return"(%130) : (tensor<6x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4xf32>) -> tensor<1x4xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<1x4xf32>):
    %118 = "stablehlo.reverse"(%arg23) <{dimensions = array<i64: 0>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    "func.return"(%118) : (tensor<1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "_flip_0", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2x4xf32>):
    %117 = "stablehlo.reverse"(%arg22) <{dimensions = array<i64: 0>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%117) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x2xf32>) -> tensor<6x2xf32>, res_attrs = [{}], sym_name = "_flip_1", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<6x2xf32>):
    %116 = "stablehlo.reverse"(%arg21) <{dimensions = array<i64: 1>}> : (tensor<6x2xf32>) -> tensor<6x2xf32>
    "func.return"(%116) : (tensor<6x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x1xf32>) -> tensor<6x1xf32>, res_attrs = [{}], sym_name = "_flip_2", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<6x1xf32>):
    %115 = "stablehlo.reverse"(%arg20) <{dimensions = array<i64: 1>}> : (tensor<6x1xf32>) -> tensor<6x1xf32>
    "func.return"(%115) : (tensor<6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<5x8xf32>, res_attrs = [{}], sym_name = "_pad_3", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x4xf32>):
    %101 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %104 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x4xf32>) -> tensor<1x0x4xf32>
    %106 = "stablehlo.reshape"(%105) : (tensor<1x0x4xf32>) -> tensor<0x4xf32>
    %107 = "stablehlo.concatenate"(%103, %arg19, %106) <{dimension = 0 : i64}> : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<0x4xf32>) -> tensor<5x4xf32>
    %108 = "stablehlo.slice"(%107) <{limit_indices = array<i64: 5, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x1x1xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<5x1x1xf32>) -> tensor<5x1xf32>
    %111 = "stablehlo.slice"(%107) <{limit_indices = array<i64: 5, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x1x3xf32>
    %113 = "stablehlo.reshape"(%112) : (tensor<5x1x3xf32>) -> tensor<5x3xf32>
    %114 = "stablehlo.concatenate"(%110, %107, %113) <{dimension = 1 : i64}> : (tensor<5x1xf32>, tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<5x8xf32>
    "func.return"(%114) : (tensor<5x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<7x6xf32>, res_attrs = [{}], sym_name = "_pad_4", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3x4xf32>):
    %97 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %98 = "stablehlo.concatenate"(%arg18, %arg18, %97) <{dimension = 0 : i64}> : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<7x4xf32>
    %99 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x4xf32>) -> tensor<7x2xf32>
    %100 = "stablehlo.concatenate"(%98, %99) <{dimension = 1 : i64}> : (tensor<7x4xf32>, tensor<7x2xf32>) -> tensor<7x6xf32>
    "func.return"(%100) : (tensor<7x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_pad_5", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3x4xf32>):
    %85 = "stablehlo.slice"(%arg17) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %86 = "func.call"(%85) <{callee = @_flip}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %87 = "stablehlo.concatenate"(%86, %arg17) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %88 = "stablehlo.slice"(%87) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %89 = "func.call"(%88) <{callee = @_flip}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %90 = "stablehlo.concatenate"(%87, %89) <{dimension = 0 : i64}> : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %91 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 5, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %92 = "func.call"(%91) <{callee = @_flip_6}> : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %93 = "stablehlo.concatenate"(%92, %90) <{dimension = 1 : i64}> : (tensor<5x1xf32>, tensor<5x4xf32>) -> tensor<5x5xf32>
    %94 = "stablehlo.slice"(%93) <{limit_indices = array<i64: 5, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<5x1xf32>
    %95 = "func.call"(%94) <{callee = @_flip_6}> : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %96 = "stablehlo.concatenate"(%93, %95) <{dimension = 1 : i64}> : (tensor<5x5xf32>, tensor<5x1xf32>) -> tensor<5x6xf32>
    "func.return"(%96) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x1xf32>) -> tensor<5x1xf32>, res_attrs = [{}], sym_name = "_flip_6", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<5x1xf32>):
    %84 = "stablehlo.reverse"(%arg16) <{dimensions = array<i64: 1>}> : (tensor<5x1xf32>) -> tensor<5x1xf32>
    "func.return"(%84) : (tensor<5x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8xf32>, res_attrs = [{}], sym_name = "_pad_7", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x4xf32>, %arg12: tensor<f32>, %arg13: tensor<f32>, %arg14: tensor<f32>, %arg15: tensor<f32>):
    %59 = "stablehlo.convert"(%arg12) : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %61 = "stablehlo.convert"(%arg13) : (tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %63 = "stablehlo.concatenate"(%60, %62) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %65 = "stablehlo.convert"(%arg14) : (tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %67 = "stablehlo.convert"(%arg15) : (tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %69 = "stablehlo.concatenate"(%66, %68) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %71 = "stablehlo.concatenate"(%64, %70) <{dimension = 0 : i64}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %72 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<1x1xf32>) -> tensor<f32>
    %74 = "stablehlo.pad"(%arg11, %73) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %75 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x1xf32>) -> tensor<f32>
    %77 = "stablehlo.pad"(%74, %76) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %78 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 2, 1>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1x1xf32>) -> tensor<f32>
    %80 = "stablehlo.pad"(%77, %79) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>}> : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x6xf32>
    %81 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>}> : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %82 = "stablehlo.reshape"(%81) : (tensor<1x1xf32>) -> tensor<f32>
    %83 = "stablehlo.pad"(%80, %82) <{edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    "func.return"(%83) : (tensor<5x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_pad_8", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4xf32>):
    %49 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %50 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %51 = "stablehlo.reshape"(%49) : (tensor<1xf32>) -> tensor<f32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "func.call"(%52, %51) <{callee = @_linspace}> : (tensor<i32>, tensor<f32>) -> tensor<2xf32>
    %54 = "stablehlo.reshape"(%50) : (tensor<1xf32>) -> tensor<f32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "func.call"(%55, %54) <{callee = @_linspace_9}> : (tensor<i32>, tensor<f32>) -> tensor<3xf32>
    %57 = "func.call"(%56) <{callee = @_flip_10}> : (tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.concatenate"(%53, %arg10, %57) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<9xf32>
    "func.return"(%58) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<f32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<f32>):
    %34 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<f32>
    %35 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %36 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %38 = "stablehlo.divide"(%35, %37) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %39 = "stablehlo.reshape"(%34) : (tensor<f32>) -> tensor<1xf32>
    %40 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %42 = "stablehlo.subtract"(%41, %38) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %43 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %44 = "stablehlo.multiply"(%43, %42) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %45 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %47 = "stablehlo.multiply"(%46, %38) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %48 = "stablehlo.add"(%44, %47) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%48) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_linspace_9", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<f32>):
    %19 = "stablehlo.convert"(%arg6) : (tensor<i32>) -> tensor<f32>
    %20 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %21 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %23 = "stablehlo.divide"(%20, %22) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %24 = "stablehlo.reshape"(%19) : (tensor<f32>) -> tensor<1xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %27 = "stablehlo.subtract"(%26, %23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %29 = "stablehlo.multiply"(%28, %27) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.reshape"(%arg7) : (tensor<f32>) -> tensor<1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %32 = "stablehlo.multiply"(%31, %23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.add"(%29, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%33) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_flip_10", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3xf32>):
    %18 = "stablehlo.reverse"(%arg5) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%18) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_pad_11", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x4xf32>) -> tensor<1x0x4xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x0x4xf32>) -> tensor<0x4xf32>
    %5 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x1x4xf32>) -> tensor<1x4xf32>
    %7 = "stablehlo.concatenate"(%4, %arg0, %6) <{dimension = 0 : i64}> : (tensor<0x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<4x1x1xf32>) -> tensor<4x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x0xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<4x1x0xf32>) -> tensor<4x0xf32>
    %15 = "stablehlo.concatenate"(%12, %7, %14) <{dimension = 1 : i64}> : (tensor<4x1xf32>, tensor<4x4xf32>, tensor<4x0xf32>) -> tensor<4x5xf32>
    "func.return"(%15) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
