"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<f64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg47: tensor<4x4xf64>):
    %208 = "func.call"(%arg47) <{callee = @inv}> : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %209 = "func.call"(%arg47) <{callee = @det}> : (tensor<4x4xf64>) -> tensor<f64>
    "func.return"(%208, %209) : (tensor<4x4xf64>, tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf64>) -> tensor<4x4xf64>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<4x4xf64>):
    %200 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi64>
    %201 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi64>
    %202 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4x4xi64>
    %204 = "stablehlo.add"(%200, %203) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %205 = "stablehlo.compare"(%204, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %206 = "stablehlo.convert"(%205) : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %207 = "func.call"(%arg46, %206) <{callee = @solve}> : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    "func.return"(%207) : (tensor<4x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<4x4xf64>, %arg37: tensor<4x4xf64>):
    %176:3 = "stablehlo.custom_call"(%arg36) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>, tensor<i32>)
    %177 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %179 = "stablehlo.subtract"(%176#1, %178) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %182 = "stablehlo.compare"(%176#2, %181) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %184 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4x4xf64>
    %186 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %187 = "stablehlo.select"(%186, %176#0, %185) : (tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %188 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %189 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %190 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %191:4 = "stablehlo.while"(%179, %190, %189, %188) ({
    ^bb0(%arg42: tensor<4xi32>, %arg43: tensor<i64>, %arg44: tensor<i64>, %arg45: tensor<4xi32>):
      %198 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %199 = "stablehlo.compare"(%arg43, %198) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%199) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg38: tensor<4xi32>, %arg39: tensor<i64>, %arg40: tensor<i64>, %arg41: tensor<4xi32>):
      %195:2 = "func.call"(%arg38, %arg40, %arg41) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %196 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %197 = "stablehlo.add"(%arg39, %196) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg38, %197, %195#0, %195#1) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>)
    %192 = "stablehlo.transpose"(%arg37) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %193 = "func.call"(%187, %191#3, %192) <{callee = @_lu_solve}> : (tensor<4x4xf64>, tensor<4xi32>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %194 = "stablehlo.transpose"(%193) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf64>) -> tensor<4x4xf64>
    "func.return"(%194) : (tensor<4x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4xi32>, %arg30: tensor<i64>, %arg31: tensor<4xi32>):
    %136 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %137 = "stablehlo.add"(%arg30, %136) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %139 = "stablehlo.compare"(%arg30, %138) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %140 = "stablehlo.convert"(%arg30) : (tensor<i64>) -> tensor<i64>
    %141 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %142 = "stablehlo.add"(%140, %141) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %143 = "stablehlo.select"(%139, %142, %arg30) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %144 = "stablehlo.dynamic_slice"(%arg29, %143) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %145 = "stablehlo.reshape"(%144) : (tensor<1xi32>) -> tensor<i32>
    %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %147 = "stablehlo.compare"(%arg30, %146) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %148 = "stablehlo.convert"(%arg30) : (tensor<i64>) -> tensor<i64>
    %149 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %150 = "stablehlo.add"(%148, %149) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %151 = "stablehlo.select"(%147, %150, %arg30) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %152 = "stablehlo.dynamic_slice"(%arg31, %151) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1xi32>) -> tensor<i32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.compare"(%145, %154) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %156 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.add"(%145, %156) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %158 = "stablehlo.select"(%155, %157, %145) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %159 = "stablehlo.dynamic_slice"(%arg31, %158) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %160 = "stablehlo.reshape"(%159) : (tensor<1xi32>) -> tensor<i32>
    %161 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %162 = "stablehlo.compare"(%arg30, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %163 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %164 = "stablehlo.add"(%arg30, %163) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %165 = "stablehlo.select"(%162, %164, %arg30) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %166 = "stablehlo.convert"(%165) : (tensor<i64>) -> tensor<i32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %168 = "stablehlo.scatter"(%arg31, %167, %160) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg34: tensor<i32>, %arg35: tensor<i32>):
      "stablehlo.return"(%arg35) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %170 = "stablehlo.compare"(%145, %169) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %172 = "stablehlo.add"(%145, %171) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.select"(%170, %172, %145) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %175 = "stablehlo.scatter"(%168, %174, %153) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg32: tensor<i32>, %arg33: tensor<i32>):
      "stablehlo.return"(%arg33) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%137, %175) : (tensor<i64>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf64>, tensor<4xi32>, tensor<4x4xf64>) -> tensor<4x4xf64>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x4xf64>, %arg27: tensor<4xi32>, %arg28: tensor<4x4xf64>):
    %117 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x4xf64>) -> tensor<4x4x1xf64>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %120 = "stablehlo.compare"(%arg27, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %121 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %123 = "stablehlo.add"(%arg27, %122) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %124 = "stablehlo.select"(%120, %123, %arg27) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %126 = "stablehlo.gather"(%117, %125) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xf64>, tensor<4x1xi32>) -> tensor<4x4x1xf64>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x4x1xf64>) -> tensor<4x1x4xf64>
    %128 = "stablehlo.reshape"(%127) : (tensor<4x1x4xf64>) -> tensor<4x4xf64>
    %129 = "stablehlo.custom_call"(%arg26, %128) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dtrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %130 = "stablehlo.reshape"(%129) : (tensor<4x4xf64>) -> tensor<4x1x4xf64>
    %131 = "stablehlo.reshape"(%130) : (tensor<4x1x4xf64>) -> tensor<4x4xf64>
    %132 = "stablehlo.custom_call"(%arg26, %131) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dtrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %133 = "stablehlo.reshape"(%132) : (tensor<4x4xf64>) -> tensor<4x1x4xf64>
    %134 = "stablehlo.transpose"(%133) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x4xf64>) -> tensor<4x4x1xf64>
    %135 = "stablehlo.reshape"(%134) : (tensor<4x4x1xf64>) -> tensor<4x4xf64>
    "func.return"(%135) : (tensor<4x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf64>) -> tensor<f64>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x4xf64>):
    %114:2 = "func.call"(%arg25) <{callee = @slogdet}> : (tensor<4x4xf64>) -> (tensor<f64>, tensor<f64>)
    %115 = "stablehlo.exponential"(%114#1) : (tensor<f64>) -> tensor<f64>
    %116 = "stablehlo.multiply"(%114#0, %115) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%116) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf64>) -> (tensor<f64>, tensor<f64>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x4xf64>):
    %60:3 = "stablehlo.custom_call"(%arg12) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>, tensor<i32>)
    %61 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %63 = "stablehlo.subtract"(%60#1, %62) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %66 = "stablehlo.compare"(%60#2, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %68 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4x4xf64>
    %70 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %71 = "stablehlo.select"(%70, %60#0, %69) : (tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %72 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %75:4 = "stablehlo.while"(%63, %74, %73, %72) ({
    ^bb0(%arg21: tensor<4xi32>, %arg22: tensor<i64>, %arg23: tensor<i64>, %arg24: tensor<4xi32>):
      %112 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %113 = "stablehlo.compare"(%arg22, %112) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%113) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<4xi32>, %arg18: tensor<i64>, %arg19: tensor<i64>, %arg20: tensor<4xi32>):
      %109:2 = "func.call"(%arg17, %arg19, %arg20) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %110 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %111 = "stablehlo.add"(%arg18, %110) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg17, %111, %109#0, %109#1) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>)
    %76 = "func.call"(%71) <{callee = @diagonal}> : (tensor<4x4xf64>) -> tensor<4xf64>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %79 = "stablehlo.compare"(%76, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %80 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %108 = "stablehlo.or"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%108) : (tensor<i1>) -> ()
    }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %83 = "stablehlo.compare"(%63, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %84 = "func.call"(%83) <{callee = @count_nonzero}> : (tensor<4xi1>) -> tensor<i64>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %87 = "stablehlo.compare"(%76, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %88 = "func.call"(%87) <{callee = @count_nonzero}> : (tensor<4xi1>) -> tensor<i64>
    %89 = "stablehlo.add"(%84, %88) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %90 = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
    %91 = "func.call"(%89, %90) <{callee = @remainder}> : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %92 = "stablehlo.constant"() <{value = dense<-2> : tensor<i64>}> : () -> tensor<i64>
    %93 = "stablehlo.multiply"(%92, %91) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %95 = "stablehlo.add"(%93, %94) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %96 = "stablehlo.convert"(%95) : (tensor<i64>) -> tensor<f64>
    %97 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %98 = "stablehlo.multiply"(%97, %96) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %100 = "func.call"(%81, %99, %98) <{callee = @_where_0}> : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    %101 = "stablehlo.abs"(%76) : (tensor<4xf64>) -> tensor<4xf64>
    %102 = "stablehlo.log"(%101) : (tensor<4xf64>) -> tensor<4xf64>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %104 = "stablehlo.reduce"(%102, %103) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f64>, %arg14: tensor<f64>):
      %107 = "stablehlo.add"(%arg13, %arg14) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%107) : (tensor<f64>) -> ()
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %105 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %106 = "func.call"(%81, %105, %104) <{callee = @_where_0}> : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%100, %106) : (tensor<f64>, tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf64>) -> tensor<4xf64>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x4xf64>):
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi64>
    %27 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi64>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4x4xi64>
    %30 = "stablehlo.add"(%26, %29) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %31 = "stablehlo.compare"(%30, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %32 = "stablehlo.convert"(%31) : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %33 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.case"(%33) ({
      %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%59) : (tensor<i32>) -> ()
    }, {
      %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%58) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.case"(%34) ({
      %36 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi64>
      %37 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi64>
      %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4xi64>
      %40 = "stablehlo.compare"(%36, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %41 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4xi64>
      %43 = "stablehlo.add"(%36, %42) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
      %44 = "stablehlo.select"(%40, %43, %36) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
      %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4xi64>
      %47 = "stablehlo.compare"(%37, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %48 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4xi64>
      %50 = "stablehlo.add"(%37, %49) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
      %51 = "stablehlo.select"(%47, %50, %37) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
      %52 = "stablehlo.convert"(%44) : (tensor<4xi64>) -> tensor<4xi32>
      %53 = "stablehlo.convert"(%51) : (tensor<4xi64>) -> tensor<4xi32>
      %54 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %55 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %56 = "stablehlo.concatenate"(%54, %55) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %57 = "stablehlo.gather"(%arg11, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      "stablehlo.return"(%57) : (tensor<4xf64>) -> ()
    }) : (tensor<i32>) -> tensor<4xf64>
    "func.return"(%35) : (tensor<4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi1>) -> tensor<i64>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4xi1>):
    %18 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %20 = "stablehlo.compare"(%arg8, %19) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %21 = "stablehlo.convert"(%20) : (tensor<4xi1>) -> tensor<4xi32>
    %22 = "stablehlo.convert"(%21) : (tensor<4xi32>) -> tensor<4xi64>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %24 = "stablehlo.reduce"(%22, %23) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<i64>, %arg10: tensor<i64>):
      %25 = "stablehlo.add"(%arg9, %arg10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%25) : (tensor<i64>) -> ()
    }) : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    "func.return"(%24) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i64>, %arg7: tensor<i64>):
    %2 = "stablehlo.convert"(%arg7) : (tensor<i64>) -> tensor<i64>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %5 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %6 = "func.call"(%4, %5, %2) <{callee = @_where}> : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %7 = "stablehlo.remainder"(%arg6, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %13 = "stablehlo.compare"(%6, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %14 = "stablehlo.compare"(%11, %13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.and"(%14, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = "stablehlo.add"(%7, %6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %17 = "stablehlo.select"(%15, %16, %7) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%17) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<i64>, %arg5: tensor<i64>):
    %1 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%1) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<f64>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%0) : (tensor<f64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
