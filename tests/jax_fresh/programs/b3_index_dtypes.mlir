"builtin.module"() <{sym_name = "jit_index_dtypes"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<5x6xf32>, tensor<4xi8>, tensor<4xui8>, tensor<4xi16>, tensor<4xi64>, tensor<4xui32>) -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<5x6xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<5x6xf32>, tensor<4x6xf32>, tensor<5x4xf32>, tensor<4x6xf32>, tensor<5x6xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg26: tensor<5x6xf32>, %arg27: tensor<4xi8>, %arg28: tensor<4xui8>, %arg29: tensor<4xi16>, %arg30: tensor<4xi64>, %arg31: tensor<4xui32>):
    %102 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui8>) -> tensor<1xui8>
    %103 = "stablehlo.reshape"(%102) : (tensor<1xui8>) -> tensor<ui8>
    %104 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui8>) -> tensor<1xui8>
    %105 = "stablehlo.reshape"(%104) : (tensor<1xui8>) -> tensor<ui8>
    %106 = "stablehlo.dynamic_slice"(%arg26, %103, %105) <{slice_sizes = array<i64: 2, 3>}> : (tensor<5x6xf32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xf32>
    %107 = "stablehlo.slice"(%arg29) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xi16>) -> tensor<1xi16>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xi16>) -> tensor<i16>
    %109 = "stablehlo.slice"(%arg29) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xi16>) -> tensor<1xi16>
    %110 = "stablehlo.reshape"(%109) : (tensor<1xi16>) -> tensor<i16>
    %111 = "stablehlo.constant"() <{value = dense<0> : tensor<i16>}> : () -> tensor<i16>
    %112 = "stablehlo.compare"(%108, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %113 = "stablehlo.constant"() <{value = dense<5> : tensor<i16>}> : () -> tensor<i16>
    %114 = "stablehlo.add"(%108, %113) : (tensor<i16>, tensor<i16>) -> tensor<i16>
    %115 = "stablehlo.select"(%112, %114, %108) : (tensor<i1>, tensor<i16>, tensor<i16>) -> tensor<i16>
    %116 = "stablehlo.constant"() <{value = dense<0> : tensor<i16>}> : () -> tensor<i16>
    %117 = "stablehlo.compare"(%110, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %118 = "stablehlo.constant"() <{value = dense<6> : tensor<i16>}> : () -> tensor<i16>
    %119 = "stablehlo.add"(%110, %118) : (tensor<i16>, tensor<i16>) -> tensor<i16>
    %120 = "stablehlo.select"(%117, %119, %110) : (tensor<i1>, tensor<i16>, tensor<i16>) -> tensor<i16>
    %121 = "stablehlo.dynamic_slice"(%arg26, %115, %120) <{slice_sizes = array<i64: 3, 2>}> : (tensor<5x6xf32>, tensor<i16>, tensor<i16>) -> tensor<3x2xf32>
    %122 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xi8>) -> tensor<1xi8>
    %123 = "stablehlo.reshape"(%122) : (tensor<1xi8>) -> tensor<i8>
    %124 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xi8>) -> tensor<1xi8>
    %125 = "stablehlo.reshape"(%124) : (tensor<1xi8>) -> tensor<i8>
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %127 = "stablehlo.compare"(%123, %126) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %128 = "stablehlo.constant"() <{value = dense<5> : tensor<i8>}> : () -> tensor<i8>
    %129 = "stablehlo.add"(%123, %128) : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %130 = "stablehlo.select"(%127, %129, %123) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %131 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %132 = "stablehlo.compare"(%125, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %133 = "stablehlo.constant"() <{value = dense<6> : tensor<i8>}> : () -> tensor<i8>
    %134 = "stablehlo.add"(%125, %133) : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %135 = "stablehlo.select"(%132, %134, %125) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %136 = "stablehlo.dynamic_slice"(%arg26, %130, %135) <{slice_sizes = array<i64: 2, 2>}> : (tensor<5x6xf32>, tensor<i8>, tensor<i8>) -> tensor<2x2xf32>
    %137 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1xui32>) -> tensor<ui32>
    %139 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1xui32>) -> tensor<ui32>
    %141 = "stablehlo.dynamic_slice"(%arg26, %138, %140) <{slice_sizes = array<i64: 2, 2>}> : (tensor<5x6xf32>, tensor<ui32>, tensor<ui32>) -> tensor<2x2xf32>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %144 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui8>) -> tensor<1xui8>
    %145 = "stablehlo.reshape"(%144) : (tensor<1xui8>) -> tensor<ui8>
    %146 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui8>) -> tensor<1xui8>
    %147 = "stablehlo.reshape"(%146) : (tensor<1xui8>) -> tensor<ui8>
    %148 = "stablehlo.dynamic_update_slice"(%arg26, %143, %145, %147) : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<ui8>, tensor<ui8>) -> tensor<5x6xf32>
    %149 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %150 = "func.call"(%arg28, %149) <{callee = @remainder}> : (tensor<4xui8>, tensor<i64>) -> tensor<4xui8>
    %151 = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
    %152 = "func.call"(%arg27, %151) <{callee = @remainder_0}> : (tensor<4xi8>, tensor<i64>) -> tensor<4xi8>
    %153 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %155 = "stablehlo.compare"(%152, %154) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %156 = "stablehlo.constant"() <{value = dense<6> : tensor<i8>}> : () -> tensor<i8>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %158 = "stablehlo.add"(%152, %157) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %159 = "stablehlo.select"(%155, %158, %152) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %160 = "stablehlo.convert"(%150) : (tensor<4xui8>) -> tensor<4xi32>
    %161 = "stablehlo.convert"(%159) : (tensor<4xi8>) -> tensor<4xi32>
    %162 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %163 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %164 = "stablehlo.concatenate"(%162, %163) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %165 = "stablehlo.gather"(%arg26, %164) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x6xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %166 = "stablehlo.constant"() <{value = dense<0> : tensor<i16>}> : () -> tensor<i16>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<4xi16>
    %168 = "stablehlo.compare"(%arg29, %167) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi1>
    %169 = "stablehlo.constant"() <{value = dense<5> : tensor<i16>}> : () -> tensor<i16>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<4xi16>
    %171 = "stablehlo.add"(%arg29, %170) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    %172 = "stablehlo.select"(%168, %171, %arg29) : (tensor<4xi1>, tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    %173 = "stablehlo.convert"(%172) : (tensor<4xi16>) -> tensor<4xi32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %175 = "stablehlo.gather"(%arg26, %174) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %176 = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
    %177 = "func.call"(%arg31, %176) <{callee = @remainder_2}> : (tensor<4xui32>, tensor<i64>) -> tensor<4xui32>
    %178 = "stablehlo.convert"(%177) : (tensor<4xui32>) -> tensor<4xi32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %180 = "stablehlo.gather"(%175, %179) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    %181 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %182 = "func.call"(%arg28, %181) <{callee = @remainder}> : (tensor<4xui8>, tensor<i64>) -> tensor<4xui8>
    %183 = "stablehlo.convert"(%182) : (tensor<4xui8>) -> tensor<4xi32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %185 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %187 = "stablehlo.scatter"(%arg26, %184, %186) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %223 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%223) : (tensor<f32>) -> ()
    }) : (tensor<5x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<5x6xf32>
    %188 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %190 = "stablehlo.compare"(%arg27, %189) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %191 = "stablehlo.constant"() <{value = dense<5> : tensor<i8>}> : () -> tensor<i8>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %193 = "stablehlo.add"(%arg27, %192) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %194 = "stablehlo.select"(%190, %193, %arg27) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %195 = "stablehlo.convert"(%194) : (tensor<4xi8>) -> tensor<4xi32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %197 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %200 = "stablehlo.compare"(%196, %199) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %201 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %203 = "stablehlo.compare"(%196, %202) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %204 = "stablehlo.and"(%200, %203) : (tensor<4x1xi1>, tensor<4x1xi1>) -> tensor<4x1xi1>
    %205 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %206 = "stablehlo.reduce"(%204, %205) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg34: tensor<i1>, %arg35: tensor<i1>):
      %222 = "stablehlo.and"(%arg34, %arg35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%222) : (tensor<i1>) -> ()
    }) : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %207 = "stablehlo.gather"(%arg26, %196) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %208 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x6xi1>
    %209 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %211 = "stablehlo.select"(%208, %207, %210) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %212 = "func.call"(%arg26, %arg30) <{callee = @_take}> : (tensor<5x6xf32>, tensor<4xi64>) -> tensor<5x4xf32>
    %213 = "func.call"(%arg26, %arg28) <{callee = @_take_4}> : (tensor<5x6xf32>, tensor<4xui8>) -> tensor<4x6xf32>
    %214 = "stablehlo.convert"(%arg31) : (tensor<4xui32>) -> tensor<4xi32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %216 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %218 = "stablehlo.scatter"(%arg26, %215, %217) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      "stablehlo.return"(%arg33) : (tensor<f32>) -> ()
    }) : (tensor<5x6xf32>, tensor<4x1xi32>, tensor<5x4xf32>) -> tensor<5x6xf32>
    %219 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xi64>) -> tensor<1xi64>
    %220 = "stablehlo.reshape"(%219) : (tensor<1xi64>) -> tensor<i64>
    %221 = "func.call"(%arg26, %220) <{callee = @dynamic_index_in_dim}> : (tensor<5x6xf32>, tensor<i64>) -> tensor<5xf32>
    "func.return"(%106, %121, %136, %141, %148, %165, %180, %187, %211, %212, %213, %218, %221) : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<5x6xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<5x6xf32>, tensor<4x6xf32>, tensor<5x4xf32>, tensor<4x6xf32>, tensor<5x6xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xui8>, tensor<i64>) -> tensor<4xui8>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4xui8>, %arg25: tensor<i64>):
    %81 = "stablehlo.convert"(%arg25) : (tensor<i64>) -> tensor<ui8>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %83 = "stablehlo.compare"(%81, %82) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %85 = "func.call"(%83, %84, %81) <{callee = @_where}> : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %87 = "stablehlo.remainder"(%arg24, %86) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %90 = "stablehlo.compare"(%87, %89) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %93 = "stablehlo.compare"(%87, %92) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %94 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %95 = "stablehlo.compare"(%85, %94) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %97 = "stablehlo.compare"(%93, %96) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %98 = "stablehlo.and"(%97, %90) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %99 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %100 = "stablehlo.add"(%87, %99) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %101 = "stablehlo.select"(%98, %100, %87) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    "func.return"(%101) : (tensor<4xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<ui8>, %arg23: tensor<ui8>):
    %80 = "stablehlo.select"(%arg21, %arg22, %arg23) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    "func.return"(%80) : (tensor<ui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi8>, tensor<i64>) -> tensor<4xi8>, res_attrs = [{}], sym_name = "remainder_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4xi8>, %arg20: tensor<i64>):
    %59 = "stablehlo.convert"(%arg20) : (tensor<i64>) -> tensor<i8>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %61 = "stablehlo.compare"(%59, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %63 = "func.call"(%61, %62, %59) <{callee = @_where_1}> : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %65 = "stablehlo.remainder"(%arg19, %64) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %68 = "stablehlo.compare"(%65, %67) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %71 = "stablehlo.compare"(%65, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %73 = "stablehlo.compare"(%63, %72) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %75 = "stablehlo.compare"(%71, %74) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %76 = "stablehlo.and"(%75, %68) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %77 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %78 = "stablehlo.add"(%65, %77) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %79 = "stablehlo.select"(%76, %78, %65) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    "func.return"(%79) : (tensor<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i8>, %arg18: tensor<i8>):
    %58 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    "func.return"(%58) : (tensor<i8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xui32>, tensor<i64>) -> tensor<4xui32>, res_attrs = [{}], sym_name = "remainder_2", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xui32>, %arg15: tensor<i64>):
    %37 = "stablehlo.convert"(%arg15) : (tensor<i64>) -> tensor<ui32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %39 = "stablehlo.compare"(%37, %38) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %40 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "func.call"(%39, %40, %37) <{callee = @_where_3}> : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %43 = "stablehlo.remainder"(%arg14, %42) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %46 = "stablehlo.compare"(%43, %45) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %49 = "stablehlo.compare"(%43, %48) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %51 = "stablehlo.compare"(%41, %50) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %53 = "stablehlo.compare"(%49, %52) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %54 = "stablehlo.and"(%53, %46) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %55 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %56 = "stablehlo.add"(%43, %55) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %57 = "stablehlo.select"(%54, %56, %43) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%57) : (tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<i1>, %arg12: tensor<ui32>, %arg13: tensor<ui32>):
    %36 = "stablehlo.select"(%arg11, %arg12, %arg13) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%36) : (tensor<ui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<4xi64>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5x6xf32>, %arg10: tensor<4xi64>):
    %34 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi64>) -> tensor<4x1xi64>
    %35 = "stablehlo.gather"(%arg9, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<4x1xi64>) -> tensor<5x4xf32>
    "func.return"(%35) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<4xui8>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_take_4", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5x6xf32>, %arg6: tensor<4xui8>):
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %11 = "stablehlo.compare"(%arg6, %10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %12 = "stablehlo.constant"() <{value = dense<5> : tensor<ui8>}> : () -> tensor<ui8>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %14 = "stablehlo.add"(%arg6, %13) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %15 = "func.call"(%11, %14, %arg6) <{callee = @_where_5}> : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui8>) -> tensor<4x1xui8>
    %17 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %18 = "stablehlo.convert"(%16) : (tensor<4x1xui8>) -> tensor<4x1xi32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %21 = "stablehlo.compare"(%18, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %22 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %24 = "stablehlo.compare"(%18, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %25 = "stablehlo.and"(%21, %24) : (tensor<4x1xi1>, tensor<4x1xi1>) -> tensor<4x1xi1>
    %26 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
      %33 = "stablehlo.and"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %28 = "stablehlo.gather"(%arg5, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x6xi1>
    %30 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %32 = "stablehlo.select"(%29, %28, %31) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%32) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xi1>, %arg3: tensor<4xui8>, %arg4: tensor<4xui8>):
    %8 = "stablehlo.select"(%arg2, %arg3, %arg4) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    "func.return"(%8) : (tensor<4xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<i64>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x6xf32>, %arg1: tensor<i64>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.compare"(%arg1, %0) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.add"(%arg1, %2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %4 = "stablehlo.select"(%1, %3, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.dynamic_slice"(%arg0, %5, %4) <{slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<i64>, tensor<i64>) -> tensor<5x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<5x1xf32>) -> tensor<5xf32>
    "func.return"(%7) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
