"builtin.module"() <{sym_name = "jit_special_functions"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<10xf32>, %arg15: tensor<10xf32>):
    %58 = "stablehlo.constant"() <{value = dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>}> : () -> tensor<5xf32>
    %59 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %60 = "stablehlo.constant"() <{value = dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %61 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %62 = "stablehlo.constant"() <{value = dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %63 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %64 = "stablehlo.abs"(%arg14) : (tensor<10xf32>) -> tensor<10xf32>
    %65 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %67 = "stablehlo.add"(%64, %66) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %68 = "chlo.lgamma"(%67) : (tensor<10xf32>) -> tensor<10xf32>
    %69 = "chlo.digamma"(%67) : (tensor<10xf32>) -> tensor<10xf32>
    %70 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %72 = "stablehlo.multiply"(%arg15, %71) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %73 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %75 = "stablehlo.subtract"(%72, %74) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %76 = "chlo.erf_inv"(%75) : (tensor<10xf32>) -> tensor<10xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %79 = "stablehlo.compare"(%67, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %80 = "stablehlo.compare"(%67, %67) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %81 = "stablehlo.or"(%79, %80) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %82 = "stablehlo.log"(%67) : (tensor<10xf32>) -> tensor<10xf32>
    %83 = "stablehlo.multiply"(%67, %82) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %86 = "func.call"(%81, %83, %85) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %89 = "stablehlo.compare"(%arg14, %88) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %90 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %91 = "stablehlo.or"(%89, %90) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %92 = "stablehlo.log_plus_one"(%arg15) : (tensor<10xf32>) -> tensor<10xf32>
    %93 = "stablehlo.multiply"(%arg14, %92) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %96 = "func.call"(%91, %93, %95) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %99 = "stablehlo.compare"(%arg15, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %100 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %104 = "stablehlo.compare"(%arg15, %103) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %105 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %106 = "stablehlo.or"(%104, %105) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %107 = "stablehlo.log"(%arg15) : (tensor<10xf32>) -> tensor<10xf32>
    %108 = "stablehlo.multiply"(%arg15, %107) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %111 = "func.call"(%106, %108, %110) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %112 = "stablehlo.negate"(%111) : (tensor<10xf32>) -> tensor<10xf32>
    %113 = "stablehlo.select"(%99, %101, %112) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %114 = "stablehlo.abs"(%arg14) : (tensor<10xf32>) -> tensor<10xf32>
    %115 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %117 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %119 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %121 = "stablehlo.multiply"(%116, %114) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %122 = "stablehlo.subtract"(%121, %118) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %129 = "stablehlo.multiply"(%122, %124) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %130 = "stablehlo.subtract"(%129, %126) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %131 = "stablehlo.constant"() <{value = dense<-1.30002498E-8> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %133 = "stablehlo.add"(%130, %132) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %134 = "stablehlo.multiply"(%122, %133) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %135 = "stablehlo.subtract"(%134, %124) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %136 = "stablehlo.constant"() <{value = dense<6.04699508E-8> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %138 = "stablehlo.add"(%135, %137) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %139 = "stablehlo.multiply"(%122, %138) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %140 = "stablehlo.subtract"(%139, %133) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %141 = "stablehlo.constant"() <{value = dense<-2.67079372E-7> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %143 = "stablehlo.add"(%140, %142) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %144 = "stablehlo.multiply"(%122, %143) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %145 = "stablehlo.subtract"(%144, %138) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.11738757E-6> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %148 = "stablehlo.add"(%145, %147) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %149 = "stablehlo.multiply"(%122, %148) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %150 = "stablehlo.subtract"(%149, %143) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %151 = "stablehlo.constant"() <{value = dense<-4.41673819E-6> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %153 = "stablehlo.add"(%150, %152) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %154 = "stablehlo.multiply"(%122, %153) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %155 = "stablehlo.subtract"(%154, %148) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %156 = "stablehlo.constant"() <{value = dense<1.64484482E-5> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %158 = "stablehlo.add"(%155, %157) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %159 = "stablehlo.multiply"(%122, %158) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %160 = "stablehlo.subtract"(%159, %153) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %161 = "stablehlo.constant"() <{value = dense<-5.75419508E-5> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %163 = "stablehlo.add"(%160, %162) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %164 = "stablehlo.multiply"(%122, %163) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %165 = "stablehlo.subtract"(%164, %158) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %166 = "stablehlo.constant"() <{value = dense<1.88502891E-4> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %168 = "stablehlo.add"(%165, %167) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %169 = "stablehlo.multiply"(%122, %168) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %170 = "stablehlo.subtract"(%169, %163) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %171 = "stablehlo.constant"() <{value = dense<-5.76375576E-4> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %173 = "stablehlo.add"(%170, %172) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %174 = "stablehlo.multiply"(%122, %173) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %175 = "stablehlo.subtract"(%174, %168) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %176 = "stablehlo.constant"() <{value = dense<0.00163947558> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %178 = "stablehlo.add"(%175, %177) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %179 = "stablehlo.multiply"(%122, %178) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %180 = "stablehlo.subtract"(%179, %173) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %181 = "stablehlo.constant"() <{value = dense<-4.324310e-03> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %183 = "stablehlo.add"(%180, %182) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %184 = "stablehlo.multiply"(%122, %183) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %185 = "stablehlo.subtract"(%184, %178) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %186 = "stablehlo.constant"() <{value = dense<0.0105464607> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %188 = "stablehlo.add"(%185, %187) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %189 = "stablehlo.multiply"(%122, %188) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %190 = "stablehlo.subtract"(%189, %183) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %191 = "stablehlo.constant"() <{value = dense<-0.0237374157> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %194 = "stablehlo.multiply"(%122, %193) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %195 = "stablehlo.subtract"(%194, %188) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %196 = "stablehlo.constant"() <{value = dense<0.0493052825> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %198 = "stablehlo.add"(%195, %197) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %199 = "stablehlo.multiply"(%122, %198) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %200 = "stablehlo.subtract"(%199, %193) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %201 = "stablehlo.constant"() <{value = dense<-9.490110e-02> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %203 = "stablehlo.add"(%200, %202) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %204 = "stablehlo.multiply"(%122, %203) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %205 = "stablehlo.subtract"(%204, %198) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.171620905> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %209 = "stablehlo.multiply"(%122, %208) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %210 = "stablehlo.subtract"(%209, %203) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %211 = "stablehlo.constant"() <{value = dense<-0.304682672> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %213 = "stablehlo.add"(%210, %212) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %214 = "stablehlo.multiply"(%122, %213) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %215 = "stablehlo.subtract"(%214, %208) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.676795303> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %219 = "stablehlo.subtract"(%218, %208) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %220 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %222 = "stablehlo.multiply"(%221, %219) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %223 = "stablehlo.divide"(%120, %114) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %224 = "stablehlo.subtract"(%223, %118) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %231 = "stablehlo.multiply"(%224, %226) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %232 = "stablehlo.subtract"(%231, %228) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %233 = "stablehlo.constant"() <{value = dense<3.39623196E-9> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %235 = "stablehlo.add"(%232, %234) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %236 = "stablehlo.multiply"(%224, %235) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %237 = "stablehlo.subtract"(%236, %226) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %238 = "stablehlo.constant"() <{value = dense<2.26666899E-8> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %240 = "stablehlo.add"(%237, %239) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %241 = "stablehlo.multiply"(%224, %240) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %242 = "stablehlo.subtract"(%241, %235) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %243 = "stablehlo.constant"() <{value = dense<2.04891862E-7> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %245 = "stablehlo.add"(%242, %244) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %246 = "stablehlo.multiply"(%224, %245) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %247 = "stablehlo.subtract"(%246, %240) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %248 = "stablehlo.constant"() <{value = dense<2.89137051E-6> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %250 = "stablehlo.add"(%247, %249) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %251 = "stablehlo.multiply"(%224, %250) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %252 = "stablehlo.subtract"(%251, %245) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %253 = "stablehlo.constant"() <{value = dense<6.88975852E-5> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %255 = "stablehlo.add"(%252, %254) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %256 = "stablehlo.multiply"(%224, %255) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %257 = "stablehlo.subtract"(%256, %250) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.00336911646> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %260 = "stablehlo.add"(%257, %259) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %261 = "stablehlo.multiply"(%224, %260) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %262 = "stablehlo.subtract"(%261, %255) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %263 = "stablehlo.constant"() <{value = dense<0.804490387> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %265 = "stablehlo.add"(%262, %264) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %266 = "stablehlo.subtract"(%265, %255) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %267 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %269 = "stablehlo.multiply"(%268, %266) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %270 = "stablehlo.sqrt"(%114) : (tensor<10xf32>) -> tensor<10xf32>
    %271 = "stablehlo.divide"(%269, %270) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %272 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %274 = "stablehlo.compare"(%114, %273) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %275 = "stablehlo.select"(%274, %222, %271) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %276 = "chlo.bessel_i1e"(%arg14) : (tensor<10xf32>) -> tensor<10xf32>
    %277 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %279 = "stablehlo.multiply"(%arg14, %278) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %280 = "stablehlo.abs"(%279) : (tensor<10xf32>) -> tensor<10xf32>
    %281 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %283 = "stablehlo.compare"(%280, %282) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %284 = "chlo.erf"(%279) : (tensor<10xf32>) -> tensor<10xf32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %287 = "stablehlo.add"(%286, %284) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %288 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %290 = "stablehlo.compare"(%279, %289) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %291 = "chlo.erfc"(%280) : (tensor<10xf32>) -> tensor<10xf32>
    %292 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %294 = "stablehlo.subtract"(%293, %291) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %295 = "chlo.erfc"(%280) : (tensor<10xf32>) -> tensor<10xf32>
    %296 = "stablehlo.select"(%290, %294, %295) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %297 = "stablehlo.select"(%283, %287, %296) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %298 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %300 = "stablehlo.multiply"(%299, %297) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %301 = "stablehlo.constant"() <{value = dense<0.864664733> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %303 = "stablehlo.compare"(%arg15, %302) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %304 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %306 = "stablehlo.subtract"(%305, %arg15) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %307 = "func.call"(%303, %306, %arg15) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %310 = "stablehlo.compare"(%307, %309) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %311 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %313 = "func.call"(%310, %312, %307) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %314 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %316 = "stablehlo.subtract"(%313, %315) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %317 = "chlo.square"(%316) : (tensor<10xf32>) -> tensor<10xf32>
    %318 = "stablehlo.multiply"(%316, %317) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %319 = "func.call"(%58, %317) <{callee = @polyval}> : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xf32>
    %320 = "func.call"(%59, %317) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %321 = "stablehlo.divide"(%319, %320) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %322 = "stablehlo.multiply"(%318, %321) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %323 = "stablehlo.add"(%316, %322) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %324 = "stablehlo.constant"() <{value = dense<-2.50662827> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %326 = "stablehlo.multiply"(%323, %325) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %327 = "stablehlo.log"(%313) : (tensor<10xf32>) -> tensor<10xf32>
    %328 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %330 = "stablehlo.multiply"(%329, %327) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %331 = "stablehlo.sqrt"(%330) : (tensor<10xf32>) -> tensor<10xf32>
    %332 = "stablehlo.log"(%331) : (tensor<10xf32>) -> tensor<10xf32>
    %333 = "stablehlo.divide"(%332, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %334 = "stablehlo.subtract"(%331, %333) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %337 = "stablehlo.divide"(%336, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %338 = "func.call"(%60, %337) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %339 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %341 = "stablehlo.divide"(%340, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %342 = "func.call"(%61, %341) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %343 = "stablehlo.divide"(%338, %342) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %344 = "stablehlo.divide"(%343, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %345 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %347 = "stablehlo.divide"(%346, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %348 = "func.call"(%62, %347) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %349 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %351 = "stablehlo.divide"(%350, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %352 = "func.call"(%63, %351) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %353 = "stablehlo.divide"(%348, %352) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %354 = "stablehlo.divide"(%353, %331) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %355 = "stablehlo.subtract"(%334, %344) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %356 = "stablehlo.subtract"(%334, %354) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %357 = "stablehlo.constant"() <{value = dense<0.135335281> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %359 = "stablehlo.compare"(%313, %358) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %360 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %362 = "stablehlo.compare"(%331, %361) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %363 = "func.call"(%362, %355, %356) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %364 = "func.call"(%359, %326, %363) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %365 = "stablehlo.constant"() <{value = dense<0.864664733> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %367 = "stablehlo.compare"(%arg15, %366) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %368 = "stablehlo.negate"(%364) : (tensor<10xf32>) -> tensor<10xf32>
    %369 = "func.call"(%367, %364, %368) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %370 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %374 = "stablehlo.compare"(%arg15, %373) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %375 = "stablehlo.negate"(%371) : (tensor<10xf32>) -> tensor<10xf32>
    %376 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %378 = "stablehlo.compare"(%arg15, %377) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %379 = "func.call"(%378, %371, %369) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %380 = "func.call"(%374, %375, %379) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %381 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %383 = "stablehlo.subtract"(%382, %arg15) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %384 = "stablehlo.divide"(%arg15, %383) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %385 = "stablehlo.log"(%384) : (tensor<10xf32>) -> tensor<10xf32>
    %386 = "stablehlo.negate"(%arg14) : (tensor<10xf32>) -> tensor<10xf32>
    %387 = "stablehlo.exponential"(%386) : (tensor<10xf32>) -> tensor<10xf32>
    %388 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %390 = "stablehlo.add"(%389, %387) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %391 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %393 = "stablehlo.divide"(%392, %390) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %394 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %396 = "stablehlo.add"(%67, %395) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %397 = "stablehlo.minimum"(%67, %396) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %398 = "stablehlo.maximum"(%67, %396) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %399 = "chlo.lgamma"(%397) : (tensor<10xf32>) -> tensor<10xf32>
    %400 = "chlo.lgamma"(%398) : (tensor<10xf32>) -> tensor<10xf32>
    %401 = "stablehlo.add"(%397, %398) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %402 = "chlo.lgamma"(%401) : (tensor<10xf32>) -> tensor<10xf32>
    %403 = "stablehlo.subtract"(%400, %402) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %404 = "stablehlo.add"(%399, %403) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %405 = "chlo.lgamma"(%397) : (tensor<10xf32>) -> tensor<10xf32>
    %406 = "stablehlo.divide"(%397, %398) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %407 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %409 = "stablehlo.add"(%408, %406) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %410 = "stablehlo.divide"(%406, %409) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %411 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %413 = "stablehlo.add"(%412, %406) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %414 = "stablehlo.divide"(%406, %413) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %415 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %417 = "stablehlo.subtract"(%397, %416) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %418 = "stablehlo.add"(%398, %417) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %419 = "stablehlo.multiply"(%414, %414) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %420 = "stablehlo.add"(%414, %419) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %421 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %423 = "stablehlo.add"(%422, %420) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %424 = "stablehlo.multiply"(%419, %423) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %425 = "stablehlo.add"(%414, %424) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %426 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %428 = "stablehlo.add"(%427, %425) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %429 = "stablehlo.multiply"(%419, %428) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %430 = "stablehlo.add"(%414, %429) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %431 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %433 = "stablehlo.add"(%432, %430) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %434 = "stablehlo.multiply"(%419, %433) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %435 = "stablehlo.add"(%414, %434) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %436 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %438 = "stablehlo.add"(%437, %435) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %439 = "stablehlo.multiply"(%419, %438) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %440 = "stablehlo.add"(%414, %439) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %441 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %443 = "stablehlo.add"(%442, %440) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %444 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %446 = "stablehlo.divide"(%445, %398) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %447 = "stablehlo.multiply"(%446, %446) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %448 = "stablehlo.constant"() <{value = dense<-0.00165322958> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %450 = "stablehlo.multiply"(%449, %443) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %451 = "stablehlo.multiply"(%450, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %452 = "stablehlo.constant"() <{value = dense<8.373080e-04> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %454 = "stablehlo.multiply"(%453, %438) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %455 = "stablehlo.add"(%451, %454) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %456 = "stablehlo.multiply"(%455, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %457 = "stablehlo.constant"() <{value = dense<-5.95202902E-4> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %459 = "stablehlo.multiply"(%458, %433) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %460 = "stablehlo.add"(%456, %459) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %461 = "stablehlo.multiply"(%460, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %462 = "stablehlo.constant"() <{value = dense<7.93650688E-4> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %464 = "stablehlo.multiply"(%463, %428) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %465 = "stablehlo.add"(%461, %464) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %466 = "stablehlo.multiply"(%465, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %467 = "stablehlo.constant"() <{value = dense<-0.00277777785> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %469 = "stablehlo.multiply"(%468, %423) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %470 = "stablehlo.add"(%466, %469) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %471 = "stablehlo.multiply"(%470, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %474 = "stablehlo.add"(%471, %473) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %475 = "stablehlo.divide"(%410, %398) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %476 = "stablehlo.multiply"(%474, %475) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %477 = "stablehlo.divide"(%397, %398) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %478 = "stablehlo.log_plus_one"(%477) : (tensor<10xf32>) -> tensor<10xf32>
    %479 = "stablehlo.multiply"(%418, %478) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %480 = "stablehlo.log"(%398) : (tensor<10xf32>) -> tensor<10xf32>
    %481 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %483 = "stablehlo.subtract"(%480, %482) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %484 = "stablehlo.multiply"(%397, %483) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %485 = "stablehlo.compare"(%479, %484) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %486 = "stablehlo.subtract"(%476, %484) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %487 = "stablehlo.subtract"(%486, %479) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %488 = "stablehlo.subtract"(%476, %479) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %489 = "stablehlo.subtract"(%488, %484) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %490 = "func.call"(%485, %487, %489) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %491 = "stablehlo.add"(%405, %490) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %492 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %494 = "stablehlo.compare"(%398, %493) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %495 = "func.call"(%494, %404, %491) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %496 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %498 = "stablehlo.add"(%67, %497) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %499 = "func.call"(%498) <{callee = @arccosh}> : (tensor<10xf32>) -> tensor<10xf32>
    %500 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %502 = "stablehlo.subtract"(%arg15, %501) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %503 = "chlo.atanh"(%502) : (tensor<10xf32>) -> tensor<10xf32>
    %504 = "chlo.asin"(%arg15) : (tensor<10xf32>) -> tensor<10xf32>
    %505 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %507 = "stablehlo.subtract"(%arg15, %506) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %508 = "chlo.acos"(%507) : (tensor<10xf32>) -> tensor<10xf32>
    %509 = "chlo.erfc"(%arg14) : (tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%68, %69, %76, %86, %96, %113, %275, %276, %300, %380, %385, %393, %495, %499, %503, %504, %508, %509) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<10xi1>, %arg12: tensor<10xf32>, %arg13: tensor<10xf32>):
    %57 = "stablehlo.select"(%arg11, %arg12, %arg13) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%57) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "polyval", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5xf32>, %arg10: tensor<10xf32>):
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %40 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<0xf32>
    %41 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<5xf32>
    %42 = "stablehlo.slice"(%41) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xf32>) -> tensor<f32>
    %44 = "func.call"(%arg10, %39, %43) <{callee = @closed_call}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %45 = "stablehlo.slice"(%41) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1xf32>) -> tensor<f32>
    %47 = "func.call"(%arg10, %44, %46) <{callee = @closed_call}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %48 = "stablehlo.slice"(%41) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<1xf32>) -> tensor<f32>
    %50 = "func.call"(%arg10, %47, %49) <{callee = @closed_call}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %51 = "stablehlo.slice"(%41) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<1xf32>) -> tensor<f32>
    %53 = "func.call"(%arg10, %50, %52) <{callee = @closed_call}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %54 = "stablehlo.slice"(%41) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<1xf32>) -> tensor<f32>
    %56 = "func.call"(%arg10, %53, %55) <{callee = @closed_call}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    "func.return"(%56) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<10xf32>, %arg7: tensor<10xf32>, %arg8: tensor<f32>):
    %35 = "stablehlo.multiply"(%arg7, %arg6) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %36 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %37 = "stablehlo.add"(%35, %36) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%37) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "polyval_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<9xf32>, %arg5: tensor<10xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %6 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<0xf32>
    %7 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<9xf32>
    %8 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xf32>) -> tensor<f32>
    %10 = "func.call"(%arg5, %5, %9) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %11 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1xf32>) -> tensor<f32>
    %13 = "func.call"(%arg5, %10, %12) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %14 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<f32>
    %16 = "func.call"(%arg5, %13, %15) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %17 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1xf32>) -> tensor<f32>
    %19 = "func.call"(%arg5, %16, %18) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %20 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1xf32>) -> tensor<f32>
    %22 = "func.call"(%arg5, %19, %21) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %23 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xf32>) -> tensor<f32>
    %25 = "func.call"(%arg5, %22, %24) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 7>, start_indices = array<i64: 6>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
    %28 = "func.call"(%arg5, %25, %27) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %29 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 8>, start_indices = array<i64: 7>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1xf32>) -> tensor<f32>
    %31 = "func.call"(%arg5, %28, %30) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %32 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 9>, start_indices = array<i64: 8>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1xf32>) -> tensor<f32>
    %34 = "func.call"(%arg5, %31, %33) <{callee = @closed_call_1}> : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    "func.return"(%34) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<10xf32>, %arg2: tensor<10xf32>, %arg3: tensor<f32>):
    %1 = "stablehlo.multiply"(%arg2, %arg1) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %3 = "stablehlo.add"(%1, %2) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%3) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10xf32>):
    %0 = "chlo.acosh"(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%0) : (tensor<10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
