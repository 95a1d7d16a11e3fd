"builtin.module"() <{sym_name = "jit_triangular_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<f32>, tensor<3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<4x4xf32>, %arg19: tensor<4x3xf32>):
    %106 = "func.call"(%arg18) <{callee = @tril}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %107 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %108 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %111 = "stablehlo.add"(%107, %110) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %112 = "stablehlo.compare"(%111, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %113 = "stablehlo.convert"(%112) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %114 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %116 = "stablehlo.multiply"(%115, %113) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %117 = "stablehlo.add"(%106, %116) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %118 = "func.call"(%arg18) <{callee = @triu}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %119 = "stablehlo.dot_general"(%117, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %120 = "func.call"(%117) <{callee = @trace}> : (tensor<4x4xf32>) -> tensor<f32>
    %121 = "func.call"(%arg18) <{callee = @diagonal}> : (tensor<4x4xf32>) -> tensor<3xf32>
    %122 = "func.call"(%arg18) <{callee = @_diag}> : (tensor<4x4xf32>) -> tensor<4xf32>
    %123 = "func.call"(%122) <{callee = @_diag_1}> : (tensor<4xf32>) -> tensor<4x4xf32>
    %124 = "stablehlo.transpose"(%118) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %125 = "stablehlo.dot_general"(%124, %117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %126 = "func.call"(%arg18) <{callee = @norm}> : (tensor<4x4xf32>) -> tensor<4xf32>
    "func.return"(%119, %120, %121, %123, %125, %126) : (tensor<4x3xf32>, tensor<f32>, tensor<3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x4xf32>):
    %97 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %100 = "stablehlo.add"(%97, %99) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %101 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %102 = "stablehlo.compare"(%100, %101) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %105 = "stablehlo.select"(%102, %arg17, %104) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%105) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x4xf32>):
    %88 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %91 = "stablehlo.add"(%88, %90) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %92 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %93 = "stablehlo.compare"(%91, %92) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %96 = "stablehlo.select"(%93, %95, %arg16) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%96) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "trace", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x4xf32>):
    %76 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %77 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %80 = "stablehlo.add"(%76, %79) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %81 = "stablehlo.compare"(%80, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %84 = "func.call"(%81, %arg13, %83) <{callee = @_where}> : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.reduce"(%84, %85) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %87 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%86) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x4xi1>, %arg11: tensor<4x4xf32>, %arg12: tensor<4x4xf32>):
    %75 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%75) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x4xf32>):
    %52 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %53 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %56 = "stablehlo.add"(%55, %53) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %59 = "stablehlo.compare"(%52, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %60 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %62 = "stablehlo.add"(%52, %61) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %63 = "stablehlo.select"(%59, %62, %52) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %66 = "stablehlo.compare"(%56, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %67 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %69 = "stablehlo.add"(%56, %68) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %70 = "stablehlo.select"(%66, %69, %56) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %71 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %72 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %73 = "stablehlo.concatenate"(%71, %72) <{dimension = 1 : i64}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %74 = "stablehlo.gather"(%arg9, %73) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    "func.return"(%74) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_diag", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x4xf32>):
    %51 = "func.call"(%arg8) <{callee = @diagonal_0}> : (tensor<4x4xf32>) -> tensor<4xf32>
    "func.return"(%51) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diagonal_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x4xf32>):
    %19 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %20 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %23 = "stablehlo.add"(%19, %22) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %24 = "stablehlo.compare"(%23, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %25 = "stablehlo.convert"(%24) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %26 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.case"(%26) ({
      %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%50) : (tensor<i32>) -> ()
    }, {
      %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%49) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.case"(%27) ({
      %29 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %30 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %33 = "stablehlo.compare"(%29, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %34 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %36 = "stablehlo.add"(%29, %35) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %37 = "stablehlo.select"(%33, %36, %29) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %40 = "stablehlo.compare"(%30, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %41 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %43 = "stablehlo.add"(%30, %42) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %44 = "stablehlo.select"(%40, %43, %30) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %45 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %46 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %47 = "stablehlo.concatenate"(%45, %46) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %48 = "stablehlo.gather"(%arg7, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      "stablehlo.return"(%48) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%28) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_diag_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.pad"(%arg6, %8) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %11 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %14 = "stablehlo.add"(%10, %13) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %15 = "stablehlo.compare"(%14, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %16 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "func.call"(%15, %16, %17) <{callee = @_where_2}> : (tensor<4x4xi1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x4xf32>
    "func.return"(%18) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xi1>, %arg4: tensor<4x1xf32>, %arg5: tensor<f32>):
    %5 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %7 = "stablehlo.select"(%arg3, %5, %6) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%7) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.sqrt"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
