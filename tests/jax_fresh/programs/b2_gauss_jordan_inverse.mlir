"builtin.module"() <{sym_name = "jit_gauss_jordan_inverse"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<4x4xf32>):
    %130 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %131 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %132 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %134 = "stablehlo.add"(%130, %133) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %135 = "stablehlo.compare"(%134, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %136 = "stablehlo.convert"(%135) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %137 = "stablehlo.concatenate"(%arg16, %136) <{dimension = 1 : i64}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %140:3 = "stablehlo.while"(%139, %138, %137) ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<4x8xf32>):
      %145 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %146 = "stablehlo.compare"(%arg20, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%146) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<4x8xf32>):
      %142:2 = "func.call"(%arg18, %arg19) <{callee = @closed_call}> : (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>)
      %143 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %144 = "stablehlo.add"(%arg17, %143) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%144, %142#0, %142#1) : (tensor<i32>, tensor<i32>, tensor<4x8xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<i32>, tensor<4x8xf32>)
    %141 = "stablehlo.slice"(%140#2) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<4x4xf32>
    "func.return"(%141) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<4x8xf32>):
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.add"(%arg8, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %19 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %21 = "stablehlo.compare"(%18, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %22 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.compare"(%23, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.select"(%25, %28, %29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.compare"(%22, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %33 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.add"(%22, %33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.select"(%32, %34, %22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.dynamic_slice"(%arg9, %30, %35) <{slice_sizes = array<i64: 4, 1>}> : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<4x1xf32>) -> tensor<4xf32>
    %38 = "stablehlo.abs"(%37) : (tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "func.call"(%21, %38, %39) <{callee = @_where}> : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %41 = "func.call"(%40) <{callee = @argmax}> : (tensor<4xf32>) -> tensor<i32>
    %42 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.compare"(%arg8, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %45 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.add"(%arg8, %45) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.select"(%44, %46, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %50 = "stablehlo.scatter"(%42, %49, %41) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
      "stablehlo.return"(%arg15) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.compare"(%41, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %53 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.add"(%41, %53) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %55 = "stablehlo.select"(%52, %54, %41) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %57 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.scatter"(%50, %56, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      "stablehlo.return"(%arg13) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %61 = "stablehlo.compare"(%58, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %62 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %64 = "stablehlo.add"(%58, %63) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %65 = "stablehlo.select"(%61, %64, %58) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %67 = "stablehlo.gather"(%arg9, %66) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<4x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %68 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.compare"(%68, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %71 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.add"(%68, %71) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %73 = "stablehlo.select"(%70, %72, %68) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.compare"(%74, %75) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.select"(%76, %79, %80) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %82 = "stablehlo.dynamic_slice"(%67, %73, %81) <{slice_sizes = array<i64: 1, 8>}> : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1x8xf32>) -> tensor<8xf32>
    %84 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %85 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.compare"(%84, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.add"(%84, %88) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %90 = "stablehlo.select"(%87, %89, %84) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.compare"(%85, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.add"(%85, %93) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %95 = "stablehlo.select"(%92, %94, %85) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %96 = "stablehlo.dynamic_slice"(%67, %90, %95) <{slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1x1xf32>) -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %99 = "stablehlo.divide"(%83, %98) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %100 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.compare"(%101, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %104 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %105 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.add"(%104, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %107 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %108 = "stablehlo.select"(%103, %106, %107) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.compare"(%100, %109) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %111 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %112 = "stablehlo.add"(%100, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = "stablehlo.select"(%110, %112, %100) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %114 = "stablehlo.dynamic_slice"(%67, %108, %113) <{slice_sizes = array<i64: 4, 1>}> : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<4x1xf32>) -> tensor<4xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %117 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %118 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %119 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %120 = "stablehlo.multiply"(%118, %119) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %121 = "stablehlo.subtract"(%67, %120) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %122 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.compare"(%arg8, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %124 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.add"(%arg8, %124) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %126 = "stablehlo.select"(%123, %125, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %127 = "stablehlo.convert"(%126) : (tensor<i32>) -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %129 = "stablehlo.scatter"(%121, %128, %99) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      "stablehlo.return"(%arg11) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<4x8xf32>
    "func.return"(%17, %129) : (tensor<i32>, tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xi1>, %arg6: tensor<4xf32>, %arg7: tensor<f32>):
    %13 = "stablehlo.convert"(%arg7) : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.select"(%arg5, %arg6, %14) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%15) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<i32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%3#1) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
