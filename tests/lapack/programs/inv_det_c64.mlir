"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<complex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg49: tensor<4x4xcomplex<f32>>):
    %211 = "func.call"(%arg49) <{callee = @inv}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %212 = "func.call"(%arg49) <{callee = @det}> : (tensor<4x4xcomplex<f32>>) -> tensor<complex<f32>>
    "func.return"(%211, %212) : (tensor<4x4xcomplex<f32>>, tensor<complex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<4x4xcomplex<f32>>):
    %203 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi64>
    %204 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi64>
    %205 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4x4xi64>
    %207 = "stablehlo.add"(%203, %206) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %208 = "stablehlo.compare"(%207, %204) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %209 = "stablehlo.convert"(%208) : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %210 = "func.call"(%arg48, %209) <{callee = @solve}> : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%210) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x4xcomplex<f32>>, %arg39: tensor<4x4xcomplex<f32>>):
    %179:3 = "stablehlo.custom_call"(%arg38) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<i32>)
    %180 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %182 = "stablehlo.subtract"(%179#1, %181) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %183 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %185 = "stablehlo.compare"(%179#2, %184) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %187 = "stablehlo.constant"() <{value = dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %189 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %190 = "stablehlo.select"(%189, %179#0, %188) : (tensor<4x4xi1>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %191 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %192 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %194:4 = "stablehlo.while"(%182, %193, %192, %191) ({
    ^bb0(%arg44: tensor<4xi32>, %arg45: tensor<i64>, %arg46: tensor<i64>, %arg47: tensor<4xi32>):
      %201 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %202 = "stablehlo.compare"(%arg45, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%202) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<4xi32>, %arg41: tensor<i64>, %arg42: tensor<i64>, %arg43: tensor<4xi32>):
      %198:2 = "func.call"(%arg40, %arg42, %arg43) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %199 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %200 = "stablehlo.add"(%arg41, %199) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg40, %200, %198#0, %198#1) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>)
    %195 = "stablehlo.transpose"(%arg39) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %196 = "func.call"(%190, %194#3, %195) <{callee = @_lu_solve}> : (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %197 = "stablehlo.transpose"(%196) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%197) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<4xi32>, %arg32: tensor<i64>, %arg33: tensor<4xi32>):
    %139 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %140 = "stablehlo.add"(%arg32, %139) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %141 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %142 = "stablehlo.compare"(%arg32, %141) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %143 = "stablehlo.convert"(%arg32) : (tensor<i64>) -> tensor<i64>
    %144 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %145 = "stablehlo.add"(%143, %144) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %146 = "stablehlo.select"(%142, %145, %arg32) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %147 = "stablehlo.dynamic_slice"(%arg31, %146) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %148 = "stablehlo.reshape"(%147) : (tensor<1xi32>) -> tensor<i32>
    %149 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %150 = "stablehlo.compare"(%arg32, %149) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %151 = "stablehlo.convert"(%arg32) : (tensor<i64>) -> tensor<i64>
    %152 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %153 = "stablehlo.add"(%151, %152) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %154 = "stablehlo.select"(%150, %153, %arg32) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %155 = "stablehlo.dynamic_slice"(%arg33, %154) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %156 = "stablehlo.reshape"(%155) : (tensor<1xi32>) -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.compare"(%148, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %160 = "stablehlo.add"(%148, %159) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %161 = "stablehlo.select"(%158, %160, %148) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.dynamic_slice"(%arg33, %161) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %163 = "stablehlo.reshape"(%162) : (tensor<1xi32>) -> tensor<i32>
    %164 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %165 = "stablehlo.compare"(%arg32, %164) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %166 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %167 = "stablehlo.add"(%arg32, %166) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %168 = "stablehlo.select"(%165, %167, %arg32) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %169 = "stablehlo.convert"(%168) : (tensor<i64>) -> tensor<i32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %171 = "stablehlo.scatter"(%arg33, %170, %163) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg36: tensor<i32>, %arg37: tensor<i32>):
      "stablehlo.return"(%arg37) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %172 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.compare"(%148, %172) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %175 = "stablehlo.add"(%148, %174) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %176 = "stablehlo.select"(%173, %175, %148) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %178 = "stablehlo.scatter"(%171, %177, %156) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg34: tensor<i32>, %arg35: tensor<i32>):
      "stablehlo.return"(%arg35) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%140, %178) : (tensor<i64>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x4xcomplex<f32>>, %arg29: tensor<4xi32>, %arg30: tensor<4x4xcomplex<f32>>):
    %120 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4x1xcomplex<f32>>
    %121 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %123 = "stablehlo.compare"(%arg29, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %124 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %126 = "stablehlo.add"(%arg29, %125) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %127 = "stablehlo.select"(%123, %126, %arg29) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %129 = "stablehlo.gather"(%120, %128) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xcomplex<f32>>, tensor<4x1xi32>) -> tensor<4x4x1xcomplex<f32>>
    %130 = "stablehlo.transpose"(%129) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x4x1xcomplex<f32>>) -> tensor<4x1x4xcomplex<f32>>
    %131 = "stablehlo.reshape"(%130) : (tensor<4x1x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %132 = "stablehlo.custom_call"(%arg28, %131) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_ctrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %133 = "stablehlo.reshape"(%132) : (tensor<4x4xcomplex<f32>>) -> tensor<4x1x4xcomplex<f32>>
    %134 = "stablehlo.reshape"(%133) : (tensor<4x1x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %135 = "stablehlo.custom_call"(%arg28, %134) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_ctrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %136 = "stablehlo.reshape"(%135) : (tensor<4x4xcomplex<f32>>) -> tensor<4x1x4xcomplex<f32>>
    %137 = "stablehlo.transpose"(%136) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x4xcomplex<f32>>) -> tensor<4x4x1xcomplex<f32>>
    %138 = "stablehlo.reshape"(%137) : (tensor<4x4x1xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%138) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<complex<f32>>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x4xcomplex<f32>>):
    %116:2 = "func.call"(%arg27) <{callee = @slogdet}> : (tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
    %117 = "stablehlo.exponential"(%116#1) : (tensor<f32>) -> tensor<f32>
    %118 = "stablehlo.convert"(%117) : (tensor<f32>) -> tensor<complex<f32>>
    %119 = "stablehlo.multiply"(%116#0, %118) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    "func.return"(%119) : (tensor<complex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x4xcomplex<f32>>):
    %60:3 = "stablehlo.custom_call"(%arg12) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<i32>)
    %61 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %63 = "stablehlo.subtract"(%60#1, %62) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %66 = "stablehlo.compare"(%60#2, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %68 = "stablehlo.constant"() <{value = dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %70 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %71 = "stablehlo.select"(%70, %60#0, %69) : (tensor<4x4xi1>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %72 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %75:4 = "stablehlo.while"(%63, %74, %73, %72) ({
    ^bb0(%arg23: tensor<4xi32>, %arg24: tensor<i64>, %arg25: tensor<i64>, %arg26: tensor<4xi32>):
      %114 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %115 = "stablehlo.compare"(%arg24, %114) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%115) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<4xi32>, %arg20: tensor<i64>, %arg21: tensor<i64>, %arg22: tensor<4xi32>):
      %111:2 = "func.call"(%arg19, %arg21, %arg22) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %112 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %113 = "stablehlo.add"(%arg20, %112) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg19, %113, %111#0, %111#1) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>)
    %76 = "func.call"(%71) <{callee = @diagonal}> : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %77 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %79 = "stablehlo.compare"(%76, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %80 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %110 = "stablehlo.or"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%110) : (tensor<i1>) -> ()
    }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %83 = "stablehlo.compare"(%63, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %84 = "func.call"(%83) <{callee = @count_nonzero}> : (tensor<4xi1>) -> tensor<i64>
    %85 = "stablehlo.abs"(%76) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %86 = "stablehlo.convert"(%85) : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %87 = "stablehlo.divide"(%76, %86) : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %88 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %89 = "stablehlo.reduce"(%87, %88) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<complex<f32>>, %arg16: tensor<complex<f32>>):
      %109 = "stablehlo.multiply"(%arg15, %arg16) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%109) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %90 = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
    %91 = "func.call"(%84, %90) <{callee = @remainder}> : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %92 = "stablehlo.constant"() <{value = dense<-2> : tensor<i64>}> : () -> tensor<i64>
    %93 = "stablehlo.multiply"(%92, %91) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %95 = "stablehlo.add"(%93, %94) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %96 = "stablehlo.convert"(%95) : (tensor<i64>) -> tensor<complex<f32>>
    %97 = "stablehlo.multiply"(%89, %96) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %98 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %99 = "func.call"(%81, %98, %97) <{callee = @_where_0}> : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %100 = "stablehlo.abs"(%76) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %101 = "stablehlo.log"(%100) : (tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.convert"(%101) : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %103 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %104 = "stablehlo.reduce"(%102, %103) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<complex<f32>>, %arg14: tensor<complex<f32>>):
      %108 = "stablehlo.add"(%arg13, %arg14) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%108) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %105 = "stablehlo.constant"() <{value = dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %106 = "func.call"(%81, %105, %104) <{callee = @_where_0}> : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %107 = "stablehlo.real"(%106) : (tensor<complex<f32>>) -> tensor<f32>
    "func.return"(%99, %107) : (tensor<complex<f32>>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x4xcomplex<f32>>):
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi64>
    %27 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi64>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4x4xi64>
    %30 = "stablehlo.add"(%26, %29) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %31 = "stablehlo.compare"(%30, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %32 = "stablehlo.convert"(%31) : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
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
      %57 = "stablehlo.gather"(%arg11, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4xcomplex<f32>>
      "stablehlo.return"(%57) : (tensor<4xcomplex<f32>>) -> ()
    }) : (tensor<i32>) -> tensor<4xcomplex<f32>>
    "func.return"(%35) : (tensor<4xcomplex<f32>>) -> ()
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
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    "func.return"(%0) : (tensor<complex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
