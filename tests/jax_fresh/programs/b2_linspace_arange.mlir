"builtin.module"() <{sym_name = "jit_linspace_arange"}> ({
  "func.func"() <{arg_attrs = [], function_type = () -> (tensor<7xf32>, tensor<5xf32>, tensor<10xf32>, tensor<3xi32>, tensor<4xf32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<5xf32>, tensor<2x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "func.call"(%110, %111) <{callee = @_linspace}> : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
    %113 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %114 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %115 = "func.call"(%113, %114) <{callee = @_linspace_0}> : (tensor<i32>, tensor<i32>) -> tensor<5xf32>
    %116 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xf32>
    %117 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %119 = "stablehlo.multiply"(%118, %116) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %120 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %122 = "stablehlo.add"(%121, %119) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %123 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %124 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %127 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %129 = "stablehlo.add"(%128, %126) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %130 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "func.call"(%130, %131, %132) <{callee = @_logspace}> : (tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<4xf32>
    %134 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %136 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4xi32>
    %137 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %139 = "stablehlo.add"(%136, %138) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %140 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xi32>
    %141 = "stablehlo.compare"(%139, %140) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %142 = "stablehlo.convert"(%141) : (tensor<3x4xi1>) -> tensor<3x4xf32>
    %143 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %145 = "func.call"(%143, %144) <{callee = @_geomspace}> : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %148 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %150 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %152 = "stablehlo.multiply"(%149, %151) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %153 = "func.call"(%147, %152) <{callee = @_linspace_4}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x4xf32>
    "func.return"(%112, %115, %122, %129, %133, %135, %142, %145, %153) : (tensor<7xf32>, tensor<5xf32>, tensor<10xf32>, tensor<3xi32>, tensor<4xf32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<5xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
    %92 = "stablehlo.convert"(%arg16) : (tensor<f32>) -> tensor<f32>
    %93 = "stablehlo.convert"(%arg17) : (tensor<f32>) -> tensor<f32>
    %94 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %95 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %97 = "stablehlo.divide"(%94, %96) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %98 = "stablehlo.reshape"(%92) : (tensor<f32>) -> tensor<1xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %101 = "stablehlo.subtract"(%100, %97) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %102 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %103 = "stablehlo.multiply"(%102, %101) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %104 = "stablehlo.reshape"(%93) : (tensor<f32>) -> tensor<1xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %106 = "stablehlo.multiply"(%105, %97) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %107 = "stablehlo.add"(%103, %106) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %108 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %109 = "stablehlo.concatenate"(%107, %108) <{dimension = 0 : i64}> : (tensor<6xf32>, tensor<1xf32>) -> tensor<7xf32>
    "func.return"(%109) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_linspace_0", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
    %76 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<f32>
    %77 = "stablehlo.convert"(%arg15) : (tensor<i32>) -> tensor<f32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %79 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %81 = "stablehlo.divide"(%78, %80) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %82 = "stablehlo.reshape"(%76) : (tensor<f32>) -> tensor<1xf32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %85 = "stablehlo.subtract"(%84, %81) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %86 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %87 = "stablehlo.multiply"(%86, %85) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %88 = "stablehlo.reshape"(%77) : (tensor<f32>) -> tensor<1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %90 = "stablehlo.multiply"(%89, %81) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %91 = "stablehlo.add"(%87, %90) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%91) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_logspace", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>, %arg13: tensor<f32>):
    %70 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<f32>
    %71 = "stablehlo.convert"(%arg12) : (tensor<i32>) -> tensor<f32>
    %72 = "func.call"(%70, %71) <{callee = @_linspace_1}> : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %73 = "stablehlo.convert"(%arg13) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %75 = "stablehlo.power"(%74, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%75) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_linspace_1", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
    %54 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %55 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %57 = "stablehlo.divide"(%54, %56) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %58 = "stablehlo.reshape"(%arg9) : (tensor<f32>) -> tensor<1xf32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %61 = "stablehlo.subtract"(%60, %57) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %62 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %63 = "stablehlo.multiply"(%62, %61) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %64 = "stablehlo.reshape"(%arg10) : (tensor<f32>) -> tensor<1xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %66 = "stablehlo.multiply"(%65, %57) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.add"(%63, %66) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %68 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %69 = "stablehlo.concatenate"(%67, %68) <{dimension = 0 : i64}> : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    "func.return"(%69) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_geomspace", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
    %39 = "stablehlo.convert"(%arg7) : (tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.sign"(%39) : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.log"(%42) : (tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<0.434294492> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.divide"(%40, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.log"(%46) : (tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<0.434294492> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.multiply"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %51 = "func.call"(%45, %49, %50) <{callee = @_logspace_2}> : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %52 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %53 = "stablehlo.multiply"(%52, %51) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%53) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_logspace_2", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
    %35 = "func.call"(%arg4, %arg5) <{callee = @_linspace_3}> : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %36 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %38 = "stablehlo.power"(%37, %35) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%38) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_linspace_3", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %19 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %20 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.divide"(%19, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.reshape"(%arg2) : (tensor<f32>) -> tensor<1xf32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %26 = "stablehlo.subtract"(%25, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %27 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %28 = "stablehlo.multiply"(%27, %26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.reshape"(%arg3) : (tensor<f32>) -> tensor<1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %31 = "stablehlo.multiply"(%30, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.add"(%28, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %34 = "stablehlo.concatenate"(%32, %33) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    "func.return"(%34) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "_linspace_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %8 = "stablehlo.subtract"(%7, %4) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.multiply"(%9, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %12 = "stablehlo.reshape"(%arg1) : (tensor<2xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %16 = "stablehlo.add"(%11, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %18 = "stablehlo.concatenate"(%16, %17) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    "func.return"(%18) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
