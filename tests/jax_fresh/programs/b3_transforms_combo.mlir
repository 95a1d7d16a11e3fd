"builtin.module"() <{sym_name = "jit_transforms_combo"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xf32>, tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x2xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<3xf32>):
    %0 = "stablehlo.dot_general"(%arg1, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %4 = "stablehlo.subtract"(%3, %1) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %5 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %7 = "stablehlo.multiply"(%6, %arg0) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %12 = "stablehlo.multiply"(%11, %7) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<4x2xf32>
    %17 = "stablehlo.multiply"(%16, %4) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %18 = "stablehlo.multiply"(%17, %1) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %20 = "stablehlo.dot_general"(%19, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<4x2x3xf32>
    %21 = "stablehlo.transpose"(%20) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x2x3xf32>) -> tensor<4x3x2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
    %23 = "stablehlo.add"(%22, %21) : (tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
    %24 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %25 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %28 = "stablehlo.add"(%24, %27) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %29 = "stablehlo.compare"(%28, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %30 = "stablehlo.convert"(%29) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %31 = "stablehlo.slice"(%30) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %32 = "stablehlo.convert"(%31) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %33 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %37 = "stablehlo.multiply"(%32, %36) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %38 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.reverse"(%32) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %42 = "stablehlo.multiply"(%37, %41) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %45 = "stablehlo.multiply"(%44, %39) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %47 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.negate"(%32) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %49 = "stablehlo.multiply"(%47, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %52 = "stablehlo.multiply"(%48, %51) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %53 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %55 = "stablehlo.multiply"(%54, %32) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %56 = "stablehlo.add"(%52, %55) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %57 = "stablehlo.exponential"(%49) : (tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %60 = "stablehlo.multiply"(%56, %59) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %61 = "stablehlo.add"(%46, %60) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %62 = "stablehlo.transpose"(%61) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %63 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %66 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %68 = "stablehlo.multiply"(%67, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %69 = "stablehlo.exponential"(%68) : (tensor<3xf32>) -> tensor<3xf32>
    %70 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %71 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %74 = "stablehlo.add"(%70, %73) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %75 = "stablehlo.compare"(%74, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %76 = "stablehlo.convert"(%75) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %77 = "stablehlo.slice"(%76) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %78 = "stablehlo.convert"(%77) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %79 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %81 = "stablehlo.multiply"(%78, %80) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %82 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %84 = "stablehlo.multiply"(%83, %81) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %87 = "stablehlo.multiply"(%81, %86) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %88 = "stablehlo.negate"(%87) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %89 = "stablehlo.add"(%84, %88) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %90 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %92 = "stablehlo.multiply"(%91, %78) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %93 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %95 = "stablehlo.multiply"(%78, %94) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %96 = "stablehlo.reverse"(%92) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %97 = "stablehlo.add"(%89, %96) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %98 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %100 = "stablehlo.multiply"(%95, %99) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %101 = "stablehlo.add"(%97, %100) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %102 = "stablehlo.slice"(%101) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %103 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %104 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %105 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %107 = "stablehlo.add"(%103, %106) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %108 = "stablehlo.compare"(%107, %104) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %109 = "stablehlo.convert"(%108) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %110 = "stablehlo.slice"(%109) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %111 = "stablehlo.convert"(%110) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %112 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %113 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %116 = "stablehlo.multiply"(%111, %115) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %117 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %118 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %121 = "stablehlo.multiply"(%111, %120) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %122 = "stablehlo.negate"(%121) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %123 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %124 = "stablehlo.reverse"(%111) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %125 = "stablehlo.multiply"(%112, %123) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %126 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %128 = "stablehlo.multiply"(%116, %127) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %129 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %131 = "stablehlo.multiply"(%130, %124) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %132 = "stablehlo.add"(%128, %131) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %133 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %134 = "stablehlo.negate"(%111) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %135 = "stablehlo.multiply"(%133, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %138 = "stablehlo.multiply"(%134, %137) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %139 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %141 = "stablehlo.multiply"(%140, %111) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %142 = "stablehlo.add"(%138, %141) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %143 = "stablehlo.exponential"(%135) : (tensor<3xf32>) -> tensor<3xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %146 = "stablehlo.multiply"(%142, %145) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %147 = "stablehlo.add"(%125, %143) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %148 = "stablehlo.add"(%132, %146) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %149 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %151 = "stablehlo.multiply"(%150, %147) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %152 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %154 = "stablehlo.multiply"(%153, %148) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %155 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x1xi32>
    %156 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x1xi32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %159 = "stablehlo.add"(%155, %158) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %160 = "stablehlo.compare"(%159, %156) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %161 = "stablehlo.convert"(%160) : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %162 = "stablehlo.slice"(%161) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %163 = "stablehlo.reshape"(%162) : (tensor<1x1xf32>) -> tensor<1xf32>
    %164 = "stablehlo.convert"(%163) : (tensor<1xf32>) -> tensor<1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x3xf32>
    %166 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %167 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %168 = "stablehlo.multiply"(%165, %166) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %169 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %171 = "stablehlo.multiply"(%170, %167) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %172 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %173 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %174 = "stablehlo.multiply"(%168, %172) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %175 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %177 = "stablehlo.multiply"(%171, %176) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %178 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %180 = "stablehlo.multiply"(%179, %173) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %181 = "stablehlo.add"(%177, %180) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %182 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %183 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %184 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %186 = "stablehlo.multiply"(%183, %185) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %187 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %189 = "stablehlo.multiply"(%188, %181) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %190 = "stablehlo.add"(%186, %189) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %191 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %192 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %193 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %195 = "stablehlo.multiply"(%181, %194) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %196 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %198 = "stablehlo.multiply"(%197, %192) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %199 = "stablehlo.add"(%195, %198) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %200 = "stablehlo.negate"(%199) : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %201 = "stablehlo.add"(%190, %200) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %202 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %203 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %204 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %206 = "stablehlo.multiply"(%203, %205) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %207 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %209 = "stablehlo.multiply"(%208, %171) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %210 = "stablehlo.add"(%206, %209) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %211 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %212 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %213 = "stablehlo.multiply"(%168, %211) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %214 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %216 = "stablehlo.multiply"(%171, %215) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %217 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %219 = "stablehlo.multiply"(%218, %212) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %220 = "stablehlo.add"(%216, %219) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %221 = "stablehlo.reverse"(%210) <{dimensions = array<i64: 2>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %222 = "stablehlo.add"(%201, %221) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %223 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %224 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %225 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %227 = "stablehlo.multiply"(%220, %226) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %228 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %230 = "stablehlo.multiply"(%229, %224) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %231 = "stablehlo.add"(%227, %230) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %232 = "stablehlo.add"(%222, %231) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %233 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 3, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %235 = "stablehlo.transpose"(%234) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %236 = "stablehlo.slice"(%235) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %237 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %239 = "stablehlo.sine"(%arg1) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %240 = "stablehlo.cosine"(%arg1) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %241 = "stablehlo.multiply"(%238, %240) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %242 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 1>}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %243 = "stablehlo.reverse"(%238) <{dimensions = array<i64: 1>}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %244 = "stablehlo.multiply"(%241, %242) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %245 = "stablehlo.multiply"(%239, %243) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %246 = "stablehlo.add"(%244, %245) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %247 = "stablehlo.negate"(%arg1) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %248 = "stablehlo.negate"(%238) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %249 = "stablehlo.multiply"(%247, %arg1) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %250 = "stablehlo.multiply"(%248, %arg1) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %251 = "stablehlo.multiply"(%247, %238) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %252 = "stablehlo.add"(%250, %251) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %253 = "stablehlo.exponential"(%249) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %254 = "stablehlo.multiply"(%252, %253) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %255 = "stablehlo.add"(%246, %254) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %256 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %257 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %258 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %259 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %260 = "stablehlo.multiply"(%259, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %261 = "stablehlo.exponential"(%260) : (tensor<3xf32>) -> tensor<3xf32>
    %262 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %263 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %264 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %265 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %266 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %267 = "stablehlo.multiply"(%266, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %268 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %269 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %271 = "stablehlo.multiply"(%270, %268) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %272 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %273 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %275 = "stablehlo.multiply"(%274, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %276 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %278 = "stablehlo.multiply"(%277, %272) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %279 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %281 = "stablehlo.multiply"(%262, %280) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %282 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %284 = "stablehlo.multiply"(%283, %267) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %287 = "stablehlo.multiply"(%284, %286) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %288 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %290 = "stablehlo.multiply"(%289, %264) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %291 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %293 = "stablehlo.multiply"(%281, %292) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %294 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %296 = "stablehlo.multiply"(%295, %278) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %299 = "stablehlo.multiply"(%298, %290) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %300 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %302 = "stablehlo.multiply"(%296, %301) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %303 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %305 = "stablehlo.multiply"(%304, %293) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %306 = "stablehlo.multiply"(%305, %275) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %307 = "stablehlo.multiply"(%299, %271) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %308 = "stablehlo.add"(%306, %307) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %309 = "stablehlo.negate"(%287) : (tensor<3xf32>) -> tensor<3xf32>
    %310 = "stablehlo.multiply"(%309, %265) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %311 = "stablehlo.add"(%308, %310) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %312 = "stablehlo.multiply"(%302, %263) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %313 = "stablehlo.add"(%311, %312) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %314 = "stablehlo.sine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %315 = "stablehlo.cosine"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %316 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %317 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
    %318 = "stablehlo.multiply"(%317, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %319 = "stablehlo.exponential"(%318) : (tensor<3xf32>) -> tensor<3xf32>
    %320 = "stablehlo.multiply"(%arg2, %261) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %321 = "stablehlo.multiply"(%259, %320) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %322 = "stablehlo.multiply"(%320, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %323 = "stablehlo.negate"(%322) : (tensor<3xf32>) -> tensor<3xf32>
    %324 = "stablehlo.add"(%321, %323) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %325 = "stablehlo.multiply"(%256, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %326 = "stablehlo.multiply"(%arg2, %258) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %327 = "stablehlo.reverse"(%325) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %328 = "stablehlo.add"(%324, %327) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %329 = "stablehlo.multiply"(%326, %257) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %330 = "stablehlo.add"(%328, %329) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %331 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %333 = "stablehlo.multiply"(%arg2, %332) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %334 = "stablehlo.multiply"(%333, %315) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %335 = "stablehlo.reverse"(%333) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %336 = "stablehlo.multiply"(%334, %316) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %337 = "stablehlo.multiply"(%314, %335) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %338 = "stablehlo.add"(%336, %337) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %339 = "stablehlo.negate"(%333) : (tensor<3xf32>) -> tensor<3xf32>
    %340 = "stablehlo.multiply"(%339, %arg2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %341 = "stablehlo.multiply"(%317, %333) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %342 = "stablehlo.add"(%340, %341) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %343 = "stablehlo.multiply"(%342, %319) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %344 = "stablehlo.add"(%338, %343) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%23, %63, %102, %236, %255, %330, %313, %344) : (tensor<4x3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
