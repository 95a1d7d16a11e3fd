"builtin.module"() <{sym_name = "jit_int_number_theory"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xui8>, tensor<8xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg43: tensor<8xi32>, %arg44: tensor<8xi32>):
    %121 = "func.call"(%arg43, %arg44) <{callee = @gcd}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %122 = "func.call"(%arg43, %arg44) <{callee = @lcm}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %123 = "stablehlo.multiply"(%arg43, %arg43) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %124 = "stablehlo.multiply"(%123, %arg43) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %125 = "stablehlo.abs"(%arg44) : (tensor<8xi32>) -> tensor<8xi32>
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %128 = "stablehlo.compare"(%125, %127) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %129 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.compare"(%129, %130) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %133 = "stablehlo.and"(%128, %132) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %134 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %135 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %136 = "func.call"(%133, %134, %135) <{callee = @_where_3}> : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %137 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.and"(%137, %138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %140 = "stablehlo.multiply"(%136, %125) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %141 = "func.call"(%139, %140, %136) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %142 = "stablehlo.multiply"(%125, %125) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %143 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %145 = "stablehlo.shift_right_logical"(%143, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %146 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %147 = "stablehlo.and"(%145, %146) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %148 = "stablehlo.multiply"(%141, %142) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %149 = "func.call"(%147, %148, %141) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %150 = "stablehlo.multiply"(%142, %142) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %151 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.shift_right_logical"(%145, %151) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %153 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.and"(%152, %153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %155 = "stablehlo.multiply"(%149, %150) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %156 = "func.call"(%154, %155, %149) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %157 = "stablehlo.multiply"(%150, %150) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %158 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.shift_right_logical"(%152, %158) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %160 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %161 = "stablehlo.and"(%159, %160) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.multiply"(%156, %157) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %163 = "func.call"(%161, %162, %156) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %164 = "stablehlo.multiply"(%157, %157) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %165 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.shift_right_logical"(%159, %165) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %167 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %168 = "stablehlo.and"(%166, %167) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.multiply"(%163, %164) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %170 = "func.call"(%168, %169, %163) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %171 = "stablehlo.multiply"(%164, %164) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %172 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.shift_right_logical"(%166, %172) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %174 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %175 = "stablehlo.and"(%173, %174) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %176 = "stablehlo.multiply"(%170, %171) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %177 = "func.call"(%175, %176, %170) <{callee = @_where_4}> : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %178 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %180 = "stablehlo.compare"(%arg44, %179) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %181 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %182 = "func.call"(%180, %181, %arg44) <{callee = @_where_5}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %183 = "func.call"(%arg43, %182) <{callee = @floor_divide}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %184 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %186 = "stablehlo.compare"(%arg44, %185) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %187 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %188 = "func.call"(%186, %187, %arg44) <{callee = @_where_5}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %189 = "func.call"(%arg43, %188) <{callee = @remainder}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %190 = "stablehlo.convert"(%arg43) : (tensor<8xi32>) -> tensor<8xf32>
    %191 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "func.call"(%190, %191) <{callee = @divmod}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %193 = "stablehlo.convert"(%arg43) : (tensor<8xi32>) -> tensor<8xf32>
    %194 = "stablehlo.constant"() <{value = dense<-2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "func.call"(%193, %194) <{callee = @divmod_7}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %196 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %198 = "stablehlo.shift_left"(%arg43, %197) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %199 = "func.call"(%arg43) <{callee = @bitwise_count}> : (tensor<8xi32>) -> tensor<8xui8>
    %200 = "stablehlo.not"(%arg44) : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%121, %122, %124, %177, %183, %189, %192, %195, %198, %199, %200) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xui8>, tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "gcd", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<8xi32>, %arg36: tensor<8xi32>):
    %98 = "stablehlo.abs"(%arg35) : (tensor<8xi32>) -> tensor<8xi32>
    %99 = "stablehlo.abs"(%arg36) : (tensor<8xi32>) -> tensor<8xi32>
    %100:2 = "stablehlo.while"(%98, %99) ({
    ^bb0(%arg39: tensor<8xi32>, %arg40: tensor<8xi32>):
      %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
      %117 = "stablehlo.compare"(%arg40, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %118 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %119 = "stablehlo.reduce"(%117, %118) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg41: tensor<i1>, %arg42: tensor<i1>):
        %120 = "stablehlo.or"(%arg41, %arg42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%120) : (tensor<i1>) -> ()
      }) : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%119) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg37: tensor<8xi32>, %arg38: tensor<8xi32>):
      %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
      %103 = "stablehlo.compare"(%arg38, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %104 = "func.call"(%103, %arg38, %arg37) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %105 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
      %107 = "stablehlo.compare"(%arg38, %106) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %108 = "stablehlo.remainder"(%arg37, %arg38) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %110 = "func.call"(%107, %108, %109) <{callee = @_where_0}> : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
      %111 = "stablehlo.compare"(%104, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %112 = "func.call"(%111, %110, %104) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %113 = "stablehlo.compare"(%104, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %114 = "func.call"(%113, %104, %110) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      "stablehlo.return"(%112, %114) : (tensor<8xi32>, tensor<8xi32>) -> ()
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    "func.return"(%100#0) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<8xi1>, %arg33: tensor<8xi32>, %arg34: tensor<8xi32>):
    %97 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%97) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<8xi1>, %arg30: tensor<8xi32>, %arg31: tensor<i32>):
    %95 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %96 = "stablehlo.select"(%arg29, %arg30, %95) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%96) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "lcm", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8xi32>, %arg28: tensor<8xi32>):
    %85 = "stablehlo.abs"(%arg27) : (tensor<8xi32>) -> tensor<8xi32>
    %86 = "stablehlo.abs"(%arg28) : (tensor<8xi32>) -> tensor<8xi32>
    %87 = "func.call"(%85, %86) <{callee = @gcd}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %90 = "stablehlo.compare"(%87, %89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %91 = "func.call"(%86, %87) <{callee = @floor_divide}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %92 = "stablehlo.multiply"(%85, %91) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "func.call"(%90, %93, %92) <{callee = @_where_2}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%94) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<8xi32>, %arg26: tensor<8xi32>):
    %72 = "stablehlo.divide"(%arg25, %arg26) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %73 = "stablehlo.sign"(%arg25) : (tensor<8xi32>) -> tensor<8xi32>
    %74 = "stablehlo.sign"(%arg26) : (tensor<8xi32>) -> tensor<8xi32>
    %75 = "stablehlo.compare"(%73, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %76 = "stablehlo.remainder"(%arg25, %arg26) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %79 = "stablehlo.compare"(%76, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %80 = "stablehlo.and"(%75, %79) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %83 = "stablehlo.subtract"(%72, %82) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %84 = "func.call"(%80, %83, %72) <{callee = @_where_1}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%84) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<8xi1>, %arg23: tensor<8xi32>, %arg24: tensor<8xi32>):
    %71 = "stablehlo.select"(%arg22, %arg23, %arg24) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%71) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<8xi1>, %arg20: tensor<i32>, %arg21: tensor<8xi32>):
    %69 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %70 = "stablehlo.select"(%arg19, %69, %arg21) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%70) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<8xi1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %66 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %67 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %68 = "stablehlo.select"(%arg16, %66, %67) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%68) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i32>, %arg14: tensor<8xi32>, %arg15: tensor<8xi32>):
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.compare"(%arg13, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %65 = "stablehlo.select"(%64, %arg14, %arg15) : (tensor<i1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%65) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xi1>, %arg11: tensor<i32>, %arg12: tensor<8xi32>):
    %60 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %62 = "stablehlo.select"(%arg10, %61, %arg12) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%62) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8xi32>, %arg9: tensor<8xi32>):
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %42 = "stablehlo.compare"(%arg9, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %43 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %45 = "func.call"(%42, %44, %arg9) <{callee = @_where_1}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %46 = "stablehlo.remainder"(%arg8, %45) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %49 = "stablehlo.compare"(%46, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %52 = "stablehlo.compare"(%46, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %55 = "stablehlo.compare"(%45, %54) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %56 = "stablehlo.compare"(%52, %55) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %57 = "stablehlo.and"(%56, %49) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %58 = "stablehlo.add"(%46, %45) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %59 = "stablehlo.select"(%57, %58, %46) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%59) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "divmod", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8xf32>, %arg7: tensor<f32>):
    %18 = "stablehlo.convert"(%arg7) : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %20 = "stablehlo.remainder"(%arg6, %19) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.compare"(%18, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %23 = "stablehlo.subtract"(%arg6, %20) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %24 = "func.call"(%22, %arg6, %23) <{callee = @_where_6}> : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %25 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %26 = "stablehlo.divide"(%24, %25) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %29 = "stablehlo.compare"(%20, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %30 = "stablehlo.sign"(%18) : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.sign"(%20) : (tensor<8xf32>) -> tensor<8xf32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %33 = "stablehlo.compare"(%32, %31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %34 = "stablehlo.and"(%29, %33) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %37 = "stablehlo.subtract"(%26, %36) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %38 = "stablehlo.select"(%34, %37, %26) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %39 = "stablehlo.round_nearest_afz"(%38) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%39) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>):
    %17 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%17) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "divmod_7", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8xf32>, %arg2: tensor<f32>):
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %5 = "stablehlo.remainder"(%arg1, %4) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %8 = "stablehlo.compare"(%5, %7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %9 = "stablehlo.sign"(%3) : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.sign"(%5) : (tensor<8xf32>) -> tensor<8xf32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %12 = "stablehlo.compare"(%11, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %13 = "stablehlo.and"(%8, %12) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %14 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %15 = "stablehlo.add"(%5, %14) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %16 = "stablehlo.select"(%13, %15, %5) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%16) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "bitwise_count", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    %1 = "stablehlo.popcnt"(%0) : (tensor<8xi32>) -> tensor<8xi32>
    %2 = "stablehlo.convert"(%1) : (tensor<8xi32>) -> tensor<8xui8>
    "func.return"(%2) : (tensor<8xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
