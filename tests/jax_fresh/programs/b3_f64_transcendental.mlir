"builtin.module"() <{sym_name = "jit_f64_transcendental"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf64>) -> (tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<10xf64>):
    %15 = "stablehlo.abs"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %16 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %19 = "stablehlo.tan"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %20 = "stablehlo.tanh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %21 = "chlo.asin"(%20) : (tensor<10xf64>) -> tensor<10xf64>
    %22 = "stablehlo.tanh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %23 = "chlo.acos"(%22) : (tensor<10xf64>) -> tensor<10xf64>
    %24 = "chlo.sinh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %25 = "chlo.cosh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %26 = "stablehlo.tanh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %27 = "stablehlo.constant"() <{value = dense<9.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %30 = "chlo.atanh"(%29) : (tensor<10xf64>) -> tensor<10xf64>
    %31 = "stablehlo.tanh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %32 = "chlo.erf_inv"(%31) : (tensor<10xf64>) -> tensor<10xf64>
    %33 = "chlo.lgamma"(%18) : (tensor<10xf64>) -> tensor<10xf64>
    %34 = "chlo.digamma"(%18) : (tensor<10xf64>) -> tensor<10xf64>
    %35 = "stablehlo.log"(%18) : (tensor<10xf64>) -> tensor<10xf64>
    %36 = "stablehlo.constant"() <{value = dense<0.43429448190325182> : tensor<f64>}> : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %39 = "stablehlo.log"(%18) : (tensor<10xf64>) -> tensor<10xf64>
    %40 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %41 = "stablehlo.log"(%40) : (tensor<f64>) -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %43 = "stablehlo.divide"(%39, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %44 = "stablehlo.power"(%18, %arg2) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %45 = "stablehlo.rsqrt"(%18) : (tensor<10xf64>) -> tensor<10xf64>
    %46 = "stablehlo.negate"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %47 = "stablehlo.exponential"(%46) : (tensor<10xf64>) -> tensor<10xf64>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %50 = "stablehlo.add"(%49, %47) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %53 = "stablehlo.divide"(%52, %50) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %54 = "func.call"(%arg2) <{callee = @softplus}> : (tensor<10xf64>) -> tensor<10xf64>
    %55 = "chlo.erfc"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %56 = "stablehlo.abs"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %57 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %59 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %61 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f64>}> : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %63 = "stablehlo.multiply"(%58, %56) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %64 = "stablehlo.subtract"(%63, %60) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %71 = "stablehlo.multiply"(%64, %66) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %72 = "stablehlo.subtract"(%71, %68) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %73 = "stablehlo.constant"() <{value = dense<-4.4153416464793395E-18> : tensor<f64>}> : () -> tensor<f64>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %75 = "stablehlo.add"(%72, %74) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %76 = "stablehlo.multiply"(%64, %75) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %77 = "stablehlo.subtract"(%76, %66) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %78 = "stablehlo.constant"() <{value = dense<3.3307945188222384E-17> : tensor<f64>}> : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %80 = "stablehlo.add"(%77, %79) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %81 = "stablehlo.multiply"(%64, %80) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %82 = "stablehlo.subtract"(%81, %75) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %83 = "stablehlo.constant"() <{value = dense<-2.4312798465479549E-16> : tensor<f64>}> : () -> tensor<f64>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %85 = "stablehlo.add"(%82, %84) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %86 = "stablehlo.multiply"(%64, %85) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %87 = "stablehlo.subtract"(%86, %80) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %88 = "stablehlo.constant"() <{value = dense<1.7153912855551331E-15> : tensor<f64>}> : () -> tensor<f64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %90 = "stablehlo.add"(%87, %89) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %91 = "stablehlo.multiply"(%64, %90) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %92 = "stablehlo.subtract"(%91, %85) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %93 = "stablehlo.constant"() <{value = dense<-1.1685332877993451E-14> : tensor<f64>}> : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %95 = "stablehlo.add"(%92, %94) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %96 = "stablehlo.multiply"(%64, %95) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %97 = "stablehlo.subtract"(%96, %90) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %98 = "stablehlo.constant"() <{value = dense<7.6761854986049361E-14> : tensor<f64>}> : () -> tensor<f64>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %100 = "stablehlo.add"(%97, %99) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %101 = "stablehlo.multiply"(%64, %100) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %102 = "stablehlo.subtract"(%101, %95) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %103 = "stablehlo.constant"() <{value = dense<-4.856446783111929E-13> : tensor<f64>}> : () -> tensor<f64>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %105 = "stablehlo.add"(%102, %104) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %106 = "stablehlo.multiply"(%64, %105) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %107 = "stablehlo.subtract"(%106, %100) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %108 = "stablehlo.constant"() <{value = dense<2.9550526631296399E-12> : tensor<f64>}> : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %110 = "stablehlo.add"(%107, %109) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %111 = "stablehlo.multiply"(%64, %110) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %112 = "stablehlo.subtract"(%111, %105) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %113 = "stablehlo.constant"() <{value = dense<-1.7268262914415559E-11> : tensor<f64>}> : () -> tensor<f64>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %115 = "stablehlo.add"(%112, %114) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %116 = "stablehlo.multiply"(%64, %115) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %117 = "stablehlo.subtract"(%116, %110) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %118 = "stablehlo.constant"() <{value = dense<9.6758090353732369E-11> : tensor<f64>}> : () -> tensor<f64>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %120 = "stablehlo.add"(%117, %119) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %121 = "stablehlo.multiply"(%64, %120) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %122 = "stablehlo.subtract"(%121, %115) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %123 = "stablehlo.constant"() <{value = dense<-5.1897956016352627E-10> : tensor<f64>}> : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %125 = "stablehlo.add"(%122, %124) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %126 = "stablehlo.multiply"(%64, %125) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %127 = "stablehlo.subtract"(%126, %120) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %128 = "stablehlo.constant"() <{value = dense<2.6598237246823866E-9> : tensor<f64>}> : () -> tensor<f64>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %130 = "stablehlo.add"(%127, %129) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %131 = "stablehlo.multiply"(%64, %130) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %132 = "stablehlo.subtract"(%131, %125) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %133 = "stablehlo.constant"() <{value = dense<-1.300025009986248E-8> : tensor<f64>}> : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %135 = "stablehlo.add"(%132, %134) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %136 = "stablehlo.multiply"(%64, %135) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %137 = "stablehlo.subtract"(%136, %130) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %138 = "stablehlo.constant"() <{value = dense<6.0469950225419186E-8> : tensor<f64>}> : () -> tensor<f64>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %140 = "stablehlo.add"(%137, %139) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %141 = "stablehlo.multiply"(%64, %140) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %142 = "stablehlo.subtract"(%141, %135) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %143 = "stablehlo.constant"() <{value = dense<-2.6707938539406119E-7> : tensor<f64>}> : () -> tensor<f64>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %145 = "stablehlo.add"(%142, %144) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %146 = "stablehlo.multiply"(%64, %145) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %147 = "stablehlo.subtract"(%146, %140) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %148 = "stablehlo.constant"() <{value = dense<1.1173875391201037E-6> : tensor<f64>}> : () -> tensor<f64>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %150 = "stablehlo.add"(%147, %149) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %151 = "stablehlo.multiply"(%64, %150) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %152 = "stablehlo.subtract"(%151, %145) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %153 = "stablehlo.constant"() <{value = dense<-4.4167383584587505E-6> : tensor<f64>}> : () -> tensor<f64>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %155 = "stablehlo.add"(%152, %154) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %156 = "stablehlo.multiply"(%64, %155) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %157 = "stablehlo.subtract"(%156, %150) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %158 = "stablehlo.constant"() <{value = dense<1.6448448070728896E-5> : tensor<f64>}> : () -> tensor<f64>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %160 = "stablehlo.add"(%157, %159) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %161 = "stablehlo.multiply"(%64, %160) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %162 = "stablehlo.subtract"(%161, %155) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %163 = "stablehlo.constant"() <{value = dense<-5.754195010082104E-5> : tensor<f64>}> : () -> tensor<f64>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %165 = "stablehlo.add"(%162, %164) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %166 = "stablehlo.multiply"(%64, %165) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %167 = "stablehlo.subtract"(%166, %160) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %168 = "stablehlo.constant"() <{value = dense<1.8850288509584165E-4> : tensor<f64>}> : () -> tensor<f64>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %170 = "stablehlo.add"(%167, %169) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %171 = "stablehlo.multiply"(%64, %170) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %172 = "stablehlo.subtract"(%171, %165) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %173 = "stablehlo.constant"() <{value = dense<-5.7637557453858236E-4> : tensor<f64>}> : () -> tensor<f64>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %175 = "stablehlo.add"(%172, %174) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %176 = "stablehlo.multiply"(%64, %175) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %177 = "stablehlo.subtract"(%176, %170) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %178 = "stablehlo.constant"() <{value = dense<0.0016394756169413357> : tensor<f64>}> : () -> tensor<f64>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %180 = "stablehlo.add"(%177, %179) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %181 = "stablehlo.multiply"(%64, %180) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %182 = "stablehlo.subtract"(%181, %175) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %183 = "stablehlo.constant"() <{value = dense<-0.0043243099950505759> : tensor<f64>}> : () -> tensor<f64>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %185 = "stablehlo.add"(%182, %184) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %186 = "stablehlo.multiply"(%64, %185) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %187 = "stablehlo.subtract"(%186, %180) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %188 = "stablehlo.constant"() <{value = dense<0.010546460394594998> : tensor<f64>}> : () -> tensor<f64>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %190 = "stablehlo.add"(%187, %189) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %191 = "stablehlo.multiply"(%64, %190) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %192 = "stablehlo.subtract"(%191, %185) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %193 = "stablehlo.constant"() <{value = dense<-0.023737414805899471> : tensor<f64>}> : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %195 = "stablehlo.add"(%192, %194) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %196 = "stablehlo.multiply"(%64, %195) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %197 = "stablehlo.subtract"(%196, %190) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %198 = "stablehlo.constant"() <{value = dense<0.049305284239670712> : tensor<f64>}> : () -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %200 = "stablehlo.add"(%197, %199) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %201 = "stablehlo.multiply"(%64, %200) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %202 = "stablehlo.subtract"(%201, %195) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %203 = "stablehlo.constant"() <{value = dense<-0.094901097048047639> : tensor<f64>}> : () -> tensor<f64>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %205 = "stablehlo.add"(%202, %204) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %206 = "stablehlo.multiply"(%64, %205) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %207 = "stablehlo.subtract"(%206, %200) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %208 = "stablehlo.constant"() <{value = dense<0.17162090152220877> : tensor<f64>}> : () -> tensor<f64>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %210 = "stablehlo.add"(%207, %209) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %211 = "stablehlo.multiply"(%64, %210) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %212 = "stablehlo.subtract"(%211, %205) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %213 = "stablehlo.constant"() <{value = dense<-0.3046826723431984> : tensor<f64>}> : () -> tensor<f64>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %215 = "stablehlo.add"(%212, %214) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %216 = "stablehlo.multiply"(%64, %215) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %217 = "stablehlo.subtract"(%216, %210) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %218 = "stablehlo.constant"() <{value = dense<0.67679527440947607> : tensor<f64>}> : () -> tensor<f64>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %220 = "stablehlo.add"(%217, %219) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %221 = "stablehlo.subtract"(%220, %210) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %222 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %224 = "stablehlo.multiply"(%223, %221) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %225 = "stablehlo.divide"(%62, %56) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %226 = "stablehlo.subtract"(%225, %60) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %233 = "stablehlo.multiply"(%226, %228) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %234 = "stablehlo.subtract"(%233, %230) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %235 = "stablehlo.constant"() <{value = dense<-7.2331804878747538E-18> : tensor<f64>}> : () -> tensor<f64>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %237 = "stablehlo.add"(%234, %236) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %238 = "stablehlo.multiply"(%226, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %239 = "stablehlo.subtract"(%238, %228) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %240 = "stablehlo.constant"() <{value = dense<-4.8305044859441819E-18> : tensor<f64>}> : () -> tensor<f64>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %242 = "stablehlo.add"(%239, %241) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %243 = "stablehlo.multiply"(%226, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %244 = "stablehlo.subtract"(%243, %237) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %245 = "stablehlo.constant"() <{value = dense<4.4656214202967598E-17> : tensor<f64>}> : () -> tensor<f64>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %247 = "stablehlo.add"(%244, %246) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %248 = "stablehlo.multiply"(%226, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %249 = "stablehlo.subtract"(%248, %242) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %250 = "stablehlo.constant"() <{value = dense<3.4612228676974612E-17> : tensor<f64>}> : () -> tensor<f64>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %252 = "stablehlo.add"(%249, %251) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %253 = "stablehlo.multiply"(%226, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %254 = "stablehlo.subtract"(%253, %247) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %255 = "stablehlo.constant"() <{value = dense<-2.8276239805165836E-16> : tensor<f64>}> : () -> tensor<f64>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %257 = "stablehlo.add"(%254, %256) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %258 = "stablehlo.multiply"(%226, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %259 = "stablehlo.subtract"(%258, %252) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %260 = "stablehlo.constant"() <{value = dense<-3.425485619677219E-16> : tensor<f64>}> : () -> tensor<f64>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %262 = "stablehlo.add"(%259, %261) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %263 = "stablehlo.multiply"(%226, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %264 = "stablehlo.subtract"(%263, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %265 = "stablehlo.constant"() <{value = dense<1.7725601330565263E-15> : tensor<f64>}> : () -> tensor<f64>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %267 = "stablehlo.add"(%264, %266) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %268 = "stablehlo.multiply"(%226, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %269 = "stablehlo.subtract"(%268, %262) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %270 = "stablehlo.constant"() <{value = dense<3.8116806693526224E-15> : tensor<f64>}> : () -> tensor<f64>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %272 = "stablehlo.add"(%269, %271) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %273 = "stablehlo.multiply"(%226, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %274 = "stablehlo.subtract"(%273, %267) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %275 = "stablehlo.constant"() <{value = dense<-9.5548466988283073E-15> : tensor<f64>}> : () -> tensor<f64>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %277 = "stablehlo.add"(%274, %276) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %278 = "stablehlo.multiply"(%226, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %279 = "stablehlo.subtract"(%278, %272) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %280 = "stablehlo.constant"() <{value = dense<-4.1505693472872222E-14> : tensor<f64>}> : () -> tensor<f64>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %282 = "stablehlo.add"(%279, %281) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %283 = "stablehlo.multiply"(%226, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %284 = "stablehlo.subtract"(%283, %277) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %285 = "stablehlo.constant"() <{value = dense<1.54008621752141E-14> : tensor<f64>}> : () -> tensor<f64>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %287 = "stablehlo.add"(%284, %286) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %288 = "stablehlo.multiply"(%226, %287) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %289 = "stablehlo.subtract"(%288, %282) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %290 = "stablehlo.constant"() <{value = dense<3.8527783827421426E-13> : tensor<f64>}> : () -> tensor<f64>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %292 = "stablehlo.add"(%289, %291) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %293 = "stablehlo.multiply"(%226, %292) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %294 = "stablehlo.subtract"(%293, %287) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %295 = "stablehlo.constant"() <{value = dense<7.180124451383666E-13> : tensor<f64>}> : () -> tensor<f64>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %297 = "stablehlo.add"(%294, %296) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %298 = "stablehlo.multiply"(%226, %297) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %299 = "stablehlo.subtract"(%298, %292) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %300 = "stablehlo.constant"() <{value = dense<-1.7941785315068062E-12> : tensor<f64>}> : () -> tensor<f64>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %302 = "stablehlo.add"(%299, %301) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %303 = "stablehlo.multiply"(%226, %302) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %304 = "stablehlo.subtract"(%303, %297) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %305 = "stablehlo.constant"() <{value = dense<-1.3215811840447713E-11> : tensor<f64>}> : () -> tensor<f64>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %307 = "stablehlo.add"(%304, %306) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %308 = "stablehlo.multiply"(%226, %307) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %309 = "stablehlo.subtract"(%308, %302) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %310 = "stablehlo.constant"() <{value = dense<-3.1499165279632416E-11> : tensor<f64>}> : () -> tensor<f64>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %312 = "stablehlo.add"(%309, %311) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %313 = "stablehlo.multiply"(%226, %312) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %314 = "stablehlo.subtract"(%313, %307) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %315 = "stablehlo.constant"() <{value = dense<1.1889147107846439E-11> : tensor<f64>}> : () -> tensor<f64>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %317 = "stablehlo.add"(%314, %316) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %318 = "stablehlo.multiply"(%226, %317) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %319 = "stablehlo.subtract"(%318, %312) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %320 = "stablehlo.constant"() <{value = dense<4.9406023882249701E-10> : tensor<f64>}> : () -> tensor<f64>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %322 = "stablehlo.add"(%319, %321) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %323 = "stablehlo.multiply"(%226, %322) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %324 = "stablehlo.subtract"(%323, %317) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %325 = "stablehlo.constant"() <{value = dense<3.3962320257083865E-9> : tensor<f64>}> : () -> tensor<f64>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %327 = "stablehlo.add"(%324, %326) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %328 = "stablehlo.multiply"(%226, %327) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %329 = "stablehlo.subtract"(%328, %322) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %330 = "stablehlo.constant"() <{value = dense<2.266668990498178E-8> : tensor<f64>}> : () -> tensor<f64>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %332 = "stablehlo.add"(%329, %331) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %333 = "stablehlo.multiply"(%226, %332) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %334 = "stablehlo.subtract"(%333, %327) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %335 = "stablehlo.constant"() <{value = dense<2.0489185894690638E-7> : tensor<f64>}> : () -> tensor<f64>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %337 = "stablehlo.add"(%334, %336) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %338 = "stablehlo.multiply"(%226, %337) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %339 = "stablehlo.subtract"(%338, %332) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %340 = "stablehlo.constant"() <{value = dense<2.8913705208347567E-6> : tensor<f64>}> : () -> tensor<f64>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %342 = "stablehlo.add"(%339, %341) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %343 = "stablehlo.multiply"(%226, %342) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %344 = "stablehlo.subtract"(%343, %337) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %345 = "stablehlo.constant"() <{value = dense<6.8897583469168245E-5> : tensor<f64>}> : () -> tensor<f64>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %347 = "stablehlo.add"(%344, %346) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %348 = "stablehlo.multiply"(%226, %347) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %349 = "stablehlo.subtract"(%348, %342) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %350 = "stablehlo.constant"() <{value = dense<0.0033691164782556943> : tensor<f64>}> : () -> tensor<f64>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %352 = "stablehlo.add"(%349, %351) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %353 = "stablehlo.multiply"(%226, %352) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %354 = "stablehlo.subtract"(%353, %347) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %355 = "stablehlo.constant"() <{value = dense<0.80449041101410879> : tensor<f64>}> : () -> tensor<f64>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %357 = "stablehlo.add"(%354, %356) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %358 = "stablehlo.subtract"(%357, %347) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %359 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %361 = "stablehlo.multiply"(%360, %358) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %362 = "stablehlo.sqrt"(%56) : (tensor<10xf64>) -> tensor<10xf64>
    %363 = "stablehlo.divide"(%361, %362) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %364 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %366 = "stablehlo.compare"(%56, %365) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %367 = "stablehlo.select"(%366, %224, %363) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %368 = "chlo.bessel_i1e"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %369 = "chlo.asinh"(%arg2) : (tensor<10xf64>) -> tensor<10xf64>
    %370 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %372 = "stablehlo.add"(%18, %371) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %373 = "func.call"(%372) <{callee = @arccosh}> : (tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%19, %21, %23, %24, %25, %30, %32, %33, %34, %38, %43, %44, %45, %53, %54, %55, %367, %368, %369, %373) : (tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<10xf64>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %3 = "stablehlo.maximum"(%arg1, %2) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %4 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %5 = "stablehlo.subtract"(%arg1, %4) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %6 = "stablehlo.compare"(%5, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %7 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %8 = "stablehlo.add"(%arg1, %7) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %9 = "stablehlo.abs"(%5) : (tensor<10xf64>) -> tensor<10xf64>
    %10 = "stablehlo.negate"(%9) : (tensor<10xf64>) -> tensor<10xf64>
    %11 = "stablehlo.exponential"(%10) : (tensor<10xf64>) -> tensor<10xf64>
    %12 = "stablehlo.log_plus_one"(%11) : (tensor<10xf64>) -> tensor<10xf64>
    %13 = "stablehlo.add"(%3, %12) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %14 = "stablehlo.select"(%6, %8, %13) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%14) : (tensor<10xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10xf64>):
    %0 = "chlo.acosh"(%arg0) : (tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%0) : (tensor<10xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
