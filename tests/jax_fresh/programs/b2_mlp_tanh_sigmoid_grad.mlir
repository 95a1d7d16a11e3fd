"builtin.module"() <{sym_name = "jit_mlp_tanh_sigmoid_grad"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<6x4xf32>, tensor<6xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<1xf32>) -> (tensor<f32>, tensor<4x5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<1xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[1][2]"}, {jax.result_info = "result[1][3]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6x4xf32>, %arg1: tensor<6xf32>, %arg2: tensor<4x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5x1xf32>, %arg5: tensor<1xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %4 = "stablehlo.tanh"(%3) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %7 = "stablehlo.subtract"(%6, %4) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %8 = "stablehlo.dot_general"(%4, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x5xf32>, tensor<5x1xf32>) -> tensor<6x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x1xf32>
    %11 = "stablehlo.add"(%8, %10) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %12 = "stablehlo.negate"(%11) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %13 = "stablehlo.exponential"(%12) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %16 = "stablehlo.add"(%15, %13) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %19 = "stablehlo.divide"(%18, %16) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %22 = "stablehlo.subtract"(%21, %19) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %24 = "stablehlo.reshape"(%19) : (tensor<6x1xf32>) -> tensor<6xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %27 = "stablehlo.add"(%24, %26) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %28 = "stablehlo.log"(%27) : (tensor<6xf32>) -> tensor<6xf32>
    %29 = "stablehlo.multiply"(%arg1, %28) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %32 = "stablehlo.subtract"(%31, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %35 = "stablehlo.subtract"(%34, %24) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %39 = "stablehlo.log"(%38) : (tensor<6xf32>) -> tensor<6xf32>
    %40 = "stablehlo.multiply"(%32, %39) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %41 = "stablehlo.add"(%29, %40) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %140 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.divide"(%43, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.negate"(%45) : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.negate"(%47) : (tensor<f32>) -> tensor<f32>
    %49 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.divide"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %52 = "stablehlo.multiply"(%32, %51) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %53 = "stablehlo.divide"(%52, %38) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %54 = "stablehlo.negate"(%53) : (tensor<6xf32>) -> tensor<6xf32>
    %55 = "stablehlo.multiply"(%arg1, %51) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %56 = "stablehlo.divide"(%55, %27) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %59 = "stablehlo.multiply"(%58, %23) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%59, %60) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %139 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%139) : (tensor<f32>) -> ()
    }) : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1xf32>) -> tensor<1x1xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %138 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%138) : (tensor<f32>) -> ()
    }) : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %66 = "stablehlo.dot_general"(%59, %4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
    %67 = "stablehlo.transpose"(%66) <{permutation = array<i64: 1, 0>}> : (tensor<1x5xf32>) -> tensor<5x1xf32>
    %68 = "stablehlo.dot_general"(%59, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x1xf32>, tensor<5x1xf32>) -> tensor<6x5xf32>
    %69 = "stablehlo.multiply"(%68, %7) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %70 = "stablehlo.multiply"(%69, %4) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %137 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%137) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<5xf32>) -> tensor<1x5xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.reduce"(%74, %75) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %136 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%136) : (tensor<f32>) -> ()
    }) : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %77 = "stablehlo.dot_general"(%71, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x5xf32>, tensor<6x4xf32>) -> tensor<5x4xf32>
    %78 = "stablehlo.transpose"(%77) <{permutation = array<i64: 1, 0>}> : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %81 = "stablehlo.multiply"(%80, %78) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %82 = "stablehlo.subtract"(%arg2, %81) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %85 = "stablehlo.multiply"(%84, %76) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %86 = "stablehlo.subtract"(%arg3, %85) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %87 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x1xf32>
    %89 = "stablehlo.multiply"(%88, %67) : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xf32>
    %90 = "stablehlo.subtract"(%arg4, %89) : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xf32>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %93 = "stablehlo.multiply"(%92, %65) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %94 = "stablehlo.subtract"(%arg5, %93) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %95 = "stablehlo.dot_general"(%arg0, %82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %96 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %99 = "stablehlo.tanh"(%98) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %100 = "stablehlo.dot_general"(%99, %90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x5xf32>, tensor<5x1xf32>) -> tensor<6x1xf32>
    %101 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x1xf32>
    %103 = "stablehlo.add"(%100, %102) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %104 = "stablehlo.negate"(%103) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %105 = "stablehlo.exponential"(%104) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %108 = "stablehlo.add"(%107, %105) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %111 = "stablehlo.divide"(%110, %108) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<6x1xf32>) -> tensor<6xf32>
    %113 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %115 = "stablehlo.add"(%112, %114) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %116 = "stablehlo.log"(%115) : (tensor<6xf32>) -> tensor<6xf32>
    %117 = "stablehlo.multiply"(%arg1, %116) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %120 = "stablehlo.subtract"(%119, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %123 = "stablehlo.subtract"(%122, %112) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %126 = "stablehlo.add"(%123, %125) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %127 = "stablehlo.log"(%126) : (tensor<6xf32>) -> tensor<6xf32>
    %128 = "stablehlo.multiply"(%120, %127) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %129 = "stablehlo.add"(%117, %128) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.reduce"(%129, %130) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %135 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%135) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %132 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.divide"(%131, %132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.negate"(%133) : (tensor<f32>) -> tensor<f32>
    "func.return"(%46, %78, %76, %67, %65, %134) : (tensor<f32>, tensor<4x5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<1xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
