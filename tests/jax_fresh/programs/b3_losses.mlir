"builtin.module"() <{sym_name = "jit_losses"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<5x4xf32>, tensor<5xi32>, tensor<8xf32>, tensor<8xf32>, tensor<3x5xf32>, tensor<3x5xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<5x4xf32>, %arg7: tensor<5xi32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<3x5xf32>, %arg11: tensor<3x5xf32>):
    %6 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %9 = "stablehlo.compare"(%6, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %13 = "stablehlo.select"(%9, %12, %6) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %16 = "stablehlo.compare"(%arg7, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %17 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %19 = "stablehlo.add"(%arg7, %18) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %20 = "stablehlo.select"(%16, %19, %arg7) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %21 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %23 = "stablehlo.concatenate"(%21, %22) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %24 = "stablehlo.gather"(%arg6, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %27 = "stablehlo.add"(%26, %arg6) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %30 = "stablehlo.subtract"(%27, %29) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %33 = "stablehlo.maximum"(%32, %30) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %34 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %37 = "stablehlo.compare"(%34, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %38 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %40 = "stablehlo.add"(%34, %39) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %41 = "stablehlo.select"(%37, %40, %34) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %44 = "stablehlo.compare"(%arg7, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %45 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %47 = "stablehlo.add"(%arg7, %46) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %48 = "stablehlo.select"(%44, %47, %arg7) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %49 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %50 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %51 = "stablehlo.concatenate"(%49, %50) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %54 = "stablehlo.scatter"(%33, %51, %53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      "stablehlo.return"(%arg27) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x4xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %153 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%153) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %152 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%152) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.divide"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.subtract"(%arg8, %arg9) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %62 = "stablehlo.abs"(%61) : (tensor<8xf32>) -> tensor<8xf32>
    %63 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %65 = "stablehlo.compare"(%62, %64) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %66 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %68 = "stablehlo.multiply"(%67, %62) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %69 = "stablehlo.multiply"(%68, %62) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %70 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %72 = "stablehlo.subtract"(%62, %71) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %73 = "func.call"(%65, %69, %72) <{callee = @_where}> : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %151 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%151) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.divide"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.negate"(%arg8) : (tensor<8xf32>) -> tensor<8xf32>
    %79 = "stablehlo.exponential"(%78) : (tensor<8xf32>) -> tensor<8xf32>
    %80 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %82 = "stablehlo.add"(%81, %79) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %85 = "stablehlo.divide"(%84, %82) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %88 = "stablehlo.compare"(%arg9, %87) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %89 = "stablehlo.convert"(%88) : (tensor<8xi1>) -> tensor<8xf32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %92 = "stablehlo.subtract"(%91, %85) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %93 = "stablehlo.multiply"(%92, %92) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %94 = "stablehlo.multiply"(%89, %93) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.log"(%85) : (tensor<8xf32>) -> tensor<8xf32>
    %96 = "stablehlo.multiply"(%94, %95) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %97 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %99 = "stablehlo.subtract"(%98, %89) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %100 = "stablehlo.multiply"(%85, %85) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %101 = "stablehlo.multiply"(%99, %100) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %104 = "stablehlo.subtract"(%103, %85) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = "stablehlo.log"(%104) : (tensor<8xf32>) -> tensor<8xf32>
    %106 = "stablehlo.multiply"(%101, %105) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %107 = "stablehlo.add"(%96, %106) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %150 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%150) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %110 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.divide"(%109, %110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %112 = "stablehlo.negate"(%111) : (tensor<f32>) -> tensor<f32>
    %113 = "stablehlo.log"(%arg10) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %114 = "stablehlo.log"(%arg11) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %115 = "stablehlo.subtract"(%113, %114) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %116 = "stablehlo.multiply"(%arg10, %115) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.reduce"(%116, %117) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %149 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%149) : (tensor<f32>) -> ()
    }) : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %119 = "stablehlo.subtract"(%arg8, %arg9) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %120 = "stablehlo.subtract"(%arg9, %arg8) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %121 = "stablehlo.maximum"(%119, %120) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %122 = "stablehlo.subtract"(%119, %120) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %123 = "stablehlo.compare"(%122, %122) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %124 = "stablehlo.add"(%119, %120) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %125 = "stablehlo.abs"(%122) : (tensor<8xf32>) -> tensor<8xf32>
    %126 = "stablehlo.negate"(%125) : (tensor<8xf32>) -> tensor<8xf32>
    %127 = "stablehlo.exponential"(%126) : (tensor<8xf32>) -> tensor<8xf32>
    %128 = "stablehlo.log_plus_one"(%127) : (tensor<8xf32>) -> tensor<8xf32>
    %129 = "stablehlo.add"(%121, %128) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %130 = "stablehlo.select"(%123, %124, %129) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %131 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.log"(%131) : (tensor<f32>) -> tensor<f32>
    %133 = "stablehlo.convert"(%132) : (tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %135 = "stablehlo.subtract"(%130, %134) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.reduce"(%135, %136) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %148 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%148) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.divide"(%137, %138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %140 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.reduce"(%140, %141) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %147 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%147) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %143 = "func.call"(%arg8) <{callee = @norm}> : (tensor<8xf32>) -> tensor<f32>
    %144 = "func.call"(%arg9) <{callee = @norm}> : (tensor<8xf32>) -> tensor<f32>
    %145 = "stablehlo.multiply"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.divide"(%142, %145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%60, %77, %112, %118, %139, %146) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xi1>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>):
    %5 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%5) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.sqrt"(%2) : (tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
