"builtin.module"() <{sym_name = "jit_int_pow_specials"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf16>, tensor<8xf16>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg28: tensor<8xi32>, %arg29: tensor<8xi32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>):
    %90 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %92 = "stablehlo.compare"(%arg28, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %95 = "stablehlo.compare"(%arg29, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %96 = "stablehlo.and"(%92, %95) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %99 = "func.call"(%96, %97, %98) <{callee = @_where}> : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %100 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %102 = "stablehlo.and"(%arg29, %101) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %103 = "stablehlo.multiply"(%99, %arg28) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %104 = "func.call"(%102, %103, %99) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %105 = "stablehlo.multiply"(%arg28, %arg28) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %106 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %108 = "stablehlo.shift_right_logical"(%arg29, %107) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %109 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %111 = "stablehlo.and"(%108, %110) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %112 = "stablehlo.multiply"(%104, %105) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %113 = "func.call"(%111, %112, %104) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %114 = "stablehlo.multiply"(%105, %105) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %115 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %117 = "stablehlo.shift_right_logical"(%108, %116) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %120 = "stablehlo.and"(%117, %119) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %121 = "stablehlo.multiply"(%113, %114) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %122 = "func.call"(%120, %121, %113) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %123 = "stablehlo.multiply"(%114, %114) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %124 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %126 = "stablehlo.shift_right_logical"(%117, %125) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %127 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %129 = "stablehlo.and"(%126, %128) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %130 = "stablehlo.multiply"(%122, %123) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %131 = "func.call"(%129, %130, %122) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %132 = "stablehlo.multiply"(%123, %123) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %133 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %135 = "stablehlo.shift_right_logical"(%126, %134) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %136 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %138 = "stablehlo.and"(%135, %137) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %139 = "stablehlo.multiply"(%131, %132) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %140 = "func.call"(%138, %139, %131) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %141 = "stablehlo.multiply"(%132, %132) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %144 = "stablehlo.shift_right_logical"(%135, %143) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %145 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %147 = "stablehlo.and"(%144, %146) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %148 = "stablehlo.multiply"(%140, %141) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %149 = "func.call"(%147, %148, %140) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %150 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %152 = "stablehlo.abs"(%arg29) : (tensor<8xi32>) -> tensor<8xi32>
    %153 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %154 = "func.call"(%152, %153) <{callee = @remainder}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %157 = "stablehlo.compare"(%arg28, %156) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %158 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %160 = "stablehlo.compare"(%154, %159) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %161 = "stablehlo.and"(%157, %160) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %162 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %163 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %164 = "func.call"(%161, %162, %163) <{callee = @_where}> : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %165 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %167 = "stablehlo.and"(%154, %166) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %168 = "stablehlo.multiply"(%164, %arg28) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %169 = "func.call"(%167, %168, %164) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %170 = "stablehlo.multiply"(%arg28, %arg28) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %171 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %173 = "stablehlo.shift_right_logical"(%154, %172) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %174 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %176 = "stablehlo.and"(%173, %175) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %177 = "stablehlo.multiply"(%169, %170) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %178 = "func.call"(%176, %177, %169) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %179 = "stablehlo.multiply"(%170, %170) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %180 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %182 = "stablehlo.shift_right_logical"(%173, %181) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %183 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %185 = "stablehlo.and"(%182, %184) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %186 = "stablehlo.multiply"(%178, %179) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %187 = "func.call"(%185, %186, %178) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %188 = "stablehlo.multiply"(%179, %179) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %189 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %191 = "stablehlo.shift_right_logical"(%182, %190) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %192 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %194 = "stablehlo.and"(%191, %193) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %195 = "stablehlo.multiply"(%187, %188) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %196 = "func.call"(%194, %195, %187) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %197 = "stablehlo.multiply"(%188, %188) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %198 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %200 = "stablehlo.shift_right_logical"(%191, %199) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %201 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %203 = "stablehlo.and"(%200, %202) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %204 = "stablehlo.multiply"(%196, %197) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %205 = "func.call"(%203, %204, %196) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %206 = "stablehlo.multiply"(%197, %197) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %207 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %209 = "stablehlo.shift_right_logical"(%200, %208) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %210 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %212 = "stablehlo.and"(%209, %211) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %213 = "stablehlo.multiply"(%205, %206) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %214 = "func.call"(%212, %213, %205) <{callee = @_where_0}> : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %215 = "stablehlo.remainder"(%arg30, %arg31) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %216 = "func.call"(%arg30, %arg31) <{callee = @floor_divide}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %217 = "func.call"(%arg30, %arg31) <{callee = @remainder_3}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %218 = "func.call"(%arg30, %arg31) <{callee = @fmod}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %219 = "stablehlo.convert"(%arg30) : (tensor<8xf32>) -> tensor<8xf16>
    %220 = "func.call"(%219) <{callee = @round}> : (tensor<8xf16>) -> tensor<8xf16>
    %221 = "stablehlo.convert"(%arg30) : (tensor<8xf32>) -> tensor<8xf16>
    %222 = "func.call"(%221) <{callee = @round_4}> : (tensor<8xf16>) -> tensor<8xf16>
    %223 = "stablehlo.convert"(%arg28) : (tensor<8xi32>) -> tensor<8xf32>
    %224 = "stablehlo.convert"(%arg29) : (tensor<8xi32>) -> tensor<8xf32>
    %225 = "stablehlo.divide"(%223, %224) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %226 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %228 = "stablehlo.compare"(%arg29, %227) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %229 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %230 = "func.call"(%228, %229, %arg29) <{callee = @_where_5}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %231 = "stablehlo.divide"(%arg28, %230) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %232 = "stablehlo.sign"(%arg31) : (tensor<8xf32>) -> tensor<8xf32>
    %233 = "func.call"(%arg30, %arg31) <{callee = @copysign}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%149, %151, %214, %215, %216, %217, %218, %220, %222, %225, %231, %232, %233) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf16>, tensor<8xf16>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<8xi1>, %arg26: tensor<i32>, %arg27: tensor<i32>):
    %87 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %88 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %89 = "stablehlo.select"(%arg25, %87, %88) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%89) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<8xi32>, %arg23: tensor<8xi32>, %arg24: tensor<8xi32>):
    %83 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %85 = "stablehlo.compare"(%arg22, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %86 = "stablehlo.select"(%85, %arg23, %arg24) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%86) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<8xi32>, %arg21: tensor<i32>):
    %62 = "stablehlo.convert"(%arg21) : (tensor<i32>) -> tensor<i32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.compare"(%62, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %65 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %66 = "func.call"(%64, %65, %62) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %68 = "stablehlo.remainder"(%arg20, %67) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %71 = "stablehlo.compare"(%68, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %74 = "stablehlo.compare"(%68, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.compare"(%66, %75) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %78 = "stablehlo.compare"(%74, %77) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %79 = "stablehlo.and"(%78, %71) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %80 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %81 = "stablehlo.add"(%68, %80) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %82 = "stablehlo.select"(%79, %81, %68) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%82) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<i1>, %arg18: tensor<i32>, %arg19: tensor<i32>):
    %61 = "stablehlo.select"(%arg17, %arg18, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%61) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<8xf32>, %arg16: tensor<8xf32>):
    %42 = "stablehlo.remainder"(%arg15, %arg16) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %45 = "stablehlo.compare"(%arg16, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %46 = "stablehlo.subtract"(%arg15, %42) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %47 = "func.call"(%45, %arg15, %46) <{callee = @_where_2}> : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %48 = "stablehlo.divide"(%47, %arg16) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %51 = "stablehlo.compare"(%42, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %52 = "stablehlo.sign"(%arg16) : (tensor<8xf32>) -> tensor<8xf32>
    %53 = "stablehlo.sign"(%42) : (tensor<8xf32>) -> tensor<8xf32>
    %54 = "stablehlo.compare"(%52, %53) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %55 = "stablehlo.and"(%51, %54) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %58 = "stablehlo.subtract"(%48, %57) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %59 = "stablehlo.select"(%55, %58, %48) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %60 = "stablehlo.round_nearest_afz"(%59) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%60) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<8xi1>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>):
    %41 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%41) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "remainder_3", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xf32>, %arg11: tensor<8xf32>):
    %27 = "stablehlo.remainder"(%arg10, %arg11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %30 = "stablehlo.compare"(%27, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %33 = "stablehlo.compare"(%27, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %36 = "stablehlo.compare"(%arg11, %35) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %37 = "stablehlo.compare"(%33, %36) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %38 = "stablehlo.and"(%37, %30) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %39 = "stablehlo.add"(%27, %arg11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %40 = "stablehlo.select"(%38, %39, %27) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%40) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "fmod", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<8xf32>):
    %26 = "stablehlo.remainder"(%arg8, %arg9) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%26) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf16>) -> tensor<8xf16>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8xf16>):
    %25 = "stablehlo.round_nearest_even"(%arg7) : (tensor<8xf16>) -> tensor<8xf16>
    "func.return"(%25) : (tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf16>) -> tensor<8xf16>, res_attrs = [{}], sym_name = "round_4", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8xf16>):
    %16 = "stablehlo.convert"(%arg6) : (tensor<8xf16>) -> tensor<8xf32>
    %17 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %19 = "stablehlo.multiply"(%16, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %20 = "stablehlo.round_nearest_even"(%19) : (tensor<8xf32>) -> tensor<8xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %23 = "stablehlo.divide"(%20, %22) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %24 = "stablehlo.convert"(%23) : (tensor<8xf32>) -> tensor<8xf16>
    "func.return"(%24) : (tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xi1>, %arg4: tensor<i32>, %arg5: tensor<8xi32>):
    %13 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %15 = "stablehlo.select"(%arg3, %14, %arg5) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%15) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "copysign", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8xf32>, %arg2: tensor<8xf32>):
    %8 = "func.call"(%arg2) <{callee = @signbit}> : (tensor<8xf32>) -> tensor<8xi1>
    %9 = "stablehlo.abs"(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
    %10 = "stablehlo.negate"(%9) : (tensor<8xf32>) -> tensor<8xf32>
    %11 = "stablehlo.abs"(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
    %12 = "func.call"(%8, %10, %11) <{callee = @_where_2}> : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%12) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xi1>, res_attrs = [{}], sym_name = "signbit", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<8xf32>) -> tensor<8xi32>
    %1 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %3 = "stablehlo.shift_right_arithmetic"(%0, %2) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %6 = "stablehlo.compare"(%3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<8xi1>) -> tensor<8xi1>
    "func.return"(%7) : (tensor<8xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
