"builtin.module"() <{sym_name = "jit_cholesky_solve"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg24: tensor<5x5xf32>, %arg25: tensor<5xf32>):
    %173 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %176 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %177 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %178:5 = "stablehlo.while"(%arg24, %173, %177, %176, %175) ({
    ^bb0(%arg51: tensor<5x5xf32>, %arg52: tensor<5xi32>, %arg53: tensor<i32>, %arg54: tensor<i32>, %arg55: tensor<5x5xf32>):
      %202 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %203 = "stablehlo.compare"(%arg53, %202) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%203) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg46: tensor<5x5xf32>, %arg47: tensor<5xi32>, %arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<5x5xf32>):
      %199:2 = "func.call"(%arg46, %arg47, %arg49, %arg50) <{callee = @closed_call}> : (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>)
      %200 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %201 = "stablehlo.add"(%arg48, %200) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg46, %arg47, %201, %199#0, %199#1) : (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5x5xf32>) -> ()
    }) : (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5x5xf32>)
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %181 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %183:5 = "stablehlo.while"(%arg25, %178#4, %182, %181, %180) ({
    ^bb0(%arg41: tensor<5xf32>, %arg42: tensor<5x5xf32>, %arg43: tensor<i32>, %arg44: tensor<i32>, %arg45: tensor<5xf32>):
      %197 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %198 = "stablehlo.compare"(%arg43, %197) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%198) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg36: tensor<5xf32>, %arg37: tensor<5x5xf32>, %arg38: tensor<i32>, %arg39: tensor<i32>, %arg40: tensor<5xf32>):
      %194:2 = "func.call"(%arg36, %arg37, %arg39, %arg40) <{callee = @closed_call_1}> : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg38, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg36, %arg37, %196, %194#0, %194#1) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>) -> ()
    }) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>)
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %186 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %187 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %188:5 = "stablehlo.while"(%183#4, %178#4, %187, %186, %185) ({
    ^bb0(%arg31: tensor<5xf32>, %arg32: tensor<5x5xf32>, %arg33: tensor<i32>, %arg34: tensor<i32>, %arg35: tensor<5xf32>):
      %192 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %193 = "stablehlo.compare"(%arg33, %192) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%193) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg26: tensor<5xf32>, %arg27: tensor<5x5xf32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<5xf32>):
      %189:2 = "func.call"(%arg26, %arg27, %arg29, %arg30) <{callee = @closed_call_2}> : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %190 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %191 = "stablehlo.add"(%arg28, %190) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg26, %arg27, %191, %189#0, %189#1) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>) -> ()
    }) : (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>)
    "func.return"(%178#4, %188#4) : (tensor<5x5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>, tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<5x5xf32>, %arg19: tensor<5xi32>, %arg20: tensor<i32>, %arg21: tensor<5x5xf32>):
    %109 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.add"(%arg20, %109) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %111 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %114 = "stablehlo.compare"(%112, %113) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %117 = "stablehlo.add"(%115, %116) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.select"(%114, %117, %118) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.compare"(%111, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.add"(%111, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.select"(%121, %123, %111) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %125 = "stablehlo.dynamic_slice"(%arg18, %119, %124) <{slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<5x1xf32>) -> tensor<5xf32>
    %127 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %128 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.compare"(%127, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.add"(%127, %130) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %132 = "stablehlo.select"(%129, %131, %127) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %133 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %135 = "stablehlo.compare"(%133, %134) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.add"(%136, %137) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %139 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %140 = "stablehlo.select"(%135, %138, %139) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %141 = "stablehlo.dynamic_slice"(%arg21, %132, %140) <{slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<1x5xf32>) -> tensor<5xf32>
    %143 = "stablehlo.dot_general"(%arg21, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %144 = "stablehlo.subtract"(%126, %143) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.compare"(%arg20, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %148 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %150 = "stablehlo.select"(%146, %149, %arg20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %151 = "stablehlo.dynamic_slice"(%144, %150) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<1xf32>) -> tensor<f32>
    %153 = "stablehlo.sqrt"(%152) : (tensor<f32>) -> tensor<f32>
    %154 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %156 = "stablehlo.compare"(%arg19, %155) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %157 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %158 = "stablehlo.divide"(%144, %157) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %159 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %161 = "stablehlo.compare"(%arg19, %160) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "func.call"(%161, %153, %162) <{callee = @_where}> : (tensor<5xi1>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %164 = "func.call"(%156, %158, %163) <{callee = @_where_0}> : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %165 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.compare"(%arg20, %165) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %168 = "stablehlo.add"(%arg20, %167) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.select"(%166, %168, %arg20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %170 = "stablehlo.convert"(%169) : (tensor<i32>) -> tensor<i32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %172 = "stablehlo.scatter"(%arg21, %171, %164) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      "stablehlo.return"(%arg23) : (tensor<f32>) -> ()
    }) : (tensor<5x5xf32>, tensor<1xi32>, tensor<5xf32>) -> tensor<5x5xf32>
    "func.return"(%110, %172) : (tensor<i32>, tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<5xi1>, %arg16: tensor<f32>, %arg17: tensor<f32>):
    %105 = "stablehlo.convert"(%arg17) : (tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %107 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %108 = "stablehlo.select"(%arg15, %106, %107) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%108) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<5xi1>, %arg13: tensor<5xf32>, %arg14: tensor<5xf32>):
    %104 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%104) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>), res_attrs = [{}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5xf32>, %arg7: tensor<5x5xf32>, %arg8: tensor<i32>, %arg9: tensor<5xf32>):
    %53 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.add"(%arg8, %53) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.compare"(%arg8, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.add"(%57, %58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %60 = "stablehlo.select"(%56, %59, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %61 = "stablehlo.dynamic_slice"(%arg6, %60) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1xf32>) -> tensor<f32>
    %63 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.compare"(%63, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.add"(%63, %66) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %68 = "stablehlo.select"(%65, %67, %63) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.compare"(%69, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %74 = "stablehlo.add"(%72, %73) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.select"(%71, %74, %75) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %77 = "stablehlo.dynamic_slice"(%arg7, %68, %76) <{slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1x5xf32>) -> tensor<5xf32>
    %79 = "stablehlo.dot_general"(%78, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %80 = "stablehlo.subtract"(%62, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %82 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %83 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.compare"(%81, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.add"(%81, %85) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %87 = "stablehlo.select"(%84, %86, %81) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.compare"(%82, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.add"(%82, %90) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %92 = "stablehlo.select"(%89, %91, %82) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.dynamic_slice"(%arg7, %87, %92) <{slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x1xf32>) -> tensor<f32>
    %95 = "stablehlo.divide"(%80, %94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.compare"(%arg8, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.add"(%arg8, %98) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %100 = "stablehlo.select"(%97, %99, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %101 = "stablehlo.convert"(%100) : (tensor<i32>) -> tensor<i32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %103 = "stablehlo.scatter"(%arg9, %102, %95) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      "stablehlo.return"(%arg11) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%54, %103) : (tensor<i32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>), res_attrs = [{}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<5x5xf32>, %arg2: tensor<i32>, %arg3: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg2, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.subtract"(%2, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.select"(%5, %8, %3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.dynamic_slice"(%arg0, %9) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1xf32>) -> tensor<f32>
    %12 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%13, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.select"(%15, %18, %19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%12, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%12, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.select"(%22, %24, %12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.dynamic_slice"(%arg1, %20, %25) <{slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<5x1xf32>) -> tensor<5xf32>
    %28 = "stablehlo.dot_general"(%27, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %29 = "stablehlo.subtract"(%11, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.compare"(%30, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.add"(%30, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.select"(%33, %35, %30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.compare"(%31, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.add"(%31, %39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.select"(%38, %40, %31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.dynamic_slice"(%arg1, %36, %41) <{slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x1xf32>) -> tensor<f32>
    %44 = "stablehlo.divide"(%29, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.compare"(%3, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.add"(%3, %47) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.select"(%46, %48, %3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.convert"(%49) : (tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %52 = "stablehlo.scatter"(%arg3, %51, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      "stablehlo.return"(%arg5) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%1, %52) : (tensor<i32>, tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
