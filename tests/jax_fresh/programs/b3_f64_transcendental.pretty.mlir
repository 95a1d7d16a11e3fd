module @jit_f64_transcendental attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf64>) -> (tensor<10xf64> {jax.result_info = "result[0]"}, tensor<10xf64> {jax.result_info = "result[1]"}, tensor<10xf64> {jax.result_info = "result[2]"}, tensor<10xf64> {jax.result_info = "result[3]"}, tensor<10xf64> {jax.result_info = "result[4]"}, tensor<10xf64> {jax.result_info = "result[5]"}, tensor<10xf64> {jax.result_info = "result[6]"}, tensor<10xf64> {jax.result_info = "result[7]"}, tensor<10xf64> {jax.result_info = "result[8]"}, tensor<10xf64> {jax.result_info = "result[9]"}, tensor<10xf64> {jax.result_info = "result[10]"}, tensor<10xf64> {jax.result_info = "result[11]"}, tensor<10xf64> {jax.result_info = "result[12]"}, tensor<10xf64> {jax.result_info = "result[13]"}, tensor<10xf64> {jax.result_info = "result[14]"}, tensor<10xf64> {jax.result_info = "result[15]"}, tensor<10xf64> {jax.result_info = "result[16]"}, tensor<10xf64> {jax.result_info = "result[17]"}, tensor<10xf64> {jax.result_info = "result[18]"}, tensor<10xf64> {jax.result_info = "result[19]"}) {
    %0 = stablehlo.abs %arg0 : tensor<10xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %2 = stablehlo.add %0, %1 : tensor<10xf64>
    %3 = stablehlo.tan %arg0 : tensor<10xf64>
    %4 = stablehlo.tanh %arg0 : tensor<10xf64>
    %5 = chlo.asin %4 : tensor<10xf64> -> tensor<10xf64>
    %6 = stablehlo.tanh %arg0 : tensor<10xf64>
    %7 = chlo.acos %6 : tensor<10xf64> -> tensor<10xf64>
    %8 = chlo.sinh %arg0 : tensor<10xf64> -> tensor<10xf64>
    %9 = chlo.cosh %arg0 : tensor<10xf64> -> tensor<10xf64>
    %10 = stablehlo.tanh %arg0 : tensor<10xf64>
    %cst_0 = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %12 = stablehlo.multiply %10, %11 : tensor<10xf64>
    %13 = chlo.atanh %12 : tensor<10xf64> -> tensor<10xf64>
    %14 = stablehlo.tanh %arg0 : tensor<10xf64>
    %15 = chlo.erf_inv %14 : tensor<10xf64> -> tensor<10xf64>
    %16 = chlo.lgamma %2 : tensor<10xf64> -> tensor<10xf64>
    %17 = chlo.digamma %2 : tensor<10xf64> -> tensor<10xf64>
    %18 = stablehlo.log %2 : tensor<10xf64>
    %cst_1 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %20 = stablehlo.multiply %18, %19 : tensor<10xf64>
    %21 = stablehlo.log %2 : tensor<10xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %22 = stablehlo.log %cst_2 : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %24 = stablehlo.divide %21, %23 : tensor<10xf64>
    %25 = stablehlo.power %2, %arg0 : tensor<10xf64>
    %26 = stablehlo.rsqrt %2 : tensor<10xf64>
    %27 = stablehlo.negate %arg0 : tensor<10xf64>
    %28 = stablehlo.exponential %27 : tensor<10xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %30 = stablehlo.add %29, %28 : tensor<10xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %32 = stablehlo.divide %31, %30 : tensor<10xf64>
    %33 = call @softplus(%arg0) : (tensor<10xf64>) -> tensor<10xf64>
    %34 = chlo.erfc %arg0 : tensor<10xf64> -> tensor<10xf64>
    %35 = stablehlo.abs %arg0 : tensor<10xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %39 = stablehlo.multiply %36, %35 : tensor<10xf64>
    %40 = stablehlo.subtract %39, %37 : tensor<10xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %44 = stablehlo.multiply %40, %41 : tensor<10xf64>
    %45 = stablehlo.subtract %44, %42 : tensor<10xf64>
    %cst_11 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %47 = stablehlo.add %45, %46 : tensor<10xf64>
    %48 = stablehlo.multiply %40, %47 : tensor<10xf64>
    %49 = stablehlo.subtract %48, %41 : tensor<10xf64>
    %cst_12 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %51 = stablehlo.add %49, %50 : tensor<10xf64>
    %52 = stablehlo.multiply %40, %51 : tensor<10xf64>
    %53 = stablehlo.subtract %52, %47 : tensor<10xf64>
    %cst_13 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %55 = stablehlo.add %53, %54 : tensor<10xf64>
    %56 = stablehlo.multiply %40, %55 : tensor<10xf64>
    %57 = stablehlo.subtract %56, %51 : tensor<10xf64>
    %cst_14 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %59 = stablehlo.add %57, %58 : tensor<10xf64>
    %60 = stablehlo.multiply %40, %59 : tensor<10xf64>
    %61 = stablehlo.subtract %60, %55 : tensor<10xf64>
    %cst_15 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %63 = stablehlo.add %61, %62 : tensor<10xf64>
    %64 = stablehlo.multiply %40, %63 : tensor<10xf64>
    %65 = stablehlo.subtract %64, %59 : tensor<10xf64>
    %cst_16 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %67 = stablehlo.add %65, %66 : tensor<10xf64>
    %68 = stablehlo.multiply %40, %67 : tensor<10xf64>
    %69 = stablehlo.subtract %68, %63 : tensor<10xf64>
    %cst_17 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %71 = stablehlo.add %69, %70 : tensor<10xf64>
    %72 = stablehlo.multiply %40, %71 : tensor<10xf64>
    %73 = stablehlo.subtract %72, %67 : tensor<10xf64>
    %cst_18 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %75 = stablehlo.add %73, %74 : tensor<10xf64>
    %76 = stablehlo.multiply %40, %75 : tensor<10xf64>
    %77 = stablehlo.subtract %76, %71 : tensor<10xf64>
    %cst_19 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %79 = stablehlo.add %77, %78 : tensor<10xf64>
    %80 = stablehlo.multiply %40, %79 : tensor<10xf64>
    %81 = stablehlo.subtract %80, %75 : tensor<10xf64>
    %cst_20 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %83 = stablehlo.add %81, %82 : tensor<10xf64>
    %84 = stablehlo.multiply %40, %83 : tensor<10xf64>
    %85 = stablehlo.subtract %84, %79 : tensor<10xf64>
    %cst_21 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %87 = stablehlo.add %85, %86 : tensor<10xf64>
    %88 = stablehlo.multiply %40, %87 : tensor<10xf64>
    %89 = stablehlo.subtract %88, %83 : tensor<10xf64>
    %cst_22 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %91 = stablehlo.add %89, %90 : tensor<10xf64>
    %92 = stablehlo.multiply %40, %91 : tensor<10xf64>
    %93 = stablehlo.subtract %92, %87 : tensor<10xf64>
    %cst_23 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %95 = stablehlo.add %93, %94 : tensor<10xf64>
    %96 = stablehlo.multiply %40, %95 : tensor<10xf64>
    %97 = stablehlo.subtract %96, %91 : tensor<10xf64>
    %cst_24 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %99 = stablehlo.add %97, %98 : tensor<10xf64>
    %100 = stablehlo.multiply %40, %99 : tensor<10xf64>
    %101 = stablehlo.subtract %100, %95 : tensor<10xf64>
    %cst_25 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %103 = stablehlo.add %101, %102 : tensor<10xf64>
    %104 = stablehlo.multiply %40, %103 : tensor<10xf64>
    %105 = stablehlo.subtract %104, %99 : tensor<10xf64>
    %cst_26 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %106 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %107 = stablehlo.add %105, %106 : tensor<10xf64>
    %108 = stablehlo.multiply %40, %107 : tensor<10xf64>
    %109 = stablehlo.subtract %108, %103 : tensor<10xf64>
    %cst_27 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %111 = stablehlo.add %109, %110 : tensor<10xf64>
    %112 = stablehlo.multiply %40, %111 : tensor<10xf64>
    %113 = stablehlo.subtract %112, %107 : tensor<10xf64>
    %cst_28 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %115 = stablehlo.add %113, %114 : tensor<10xf64>
    %116 = stablehlo.multiply %40, %115 : tensor<10xf64>
    %117 = stablehlo.subtract %116, %111 : tensor<10xf64>
    %cst_29 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %118 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %119 = stablehlo.add %117, %118 : tensor<10xf64>
    %120 = stablehlo.multiply %40, %119 : tensor<10xf64>
    %121 = stablehlo.subtract %120, %115 : tensor<10xf64>
    %cst_30 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %123 = stablehlo.add %121, %122 : tensor<10xf64>
    %124 = stablehlo.multiply %40, %123 : tensor<10xf64>
    %125 = stablehlo.subtract %124, %119 : tensor<10xf64>
    %cst_31 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %126 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %127 = stablehlo.add %125, %126 : tensor<10xf64>
    %128 = stablehlo.multiply %40, %127 : tensor<10xf64>
    %129 = stablehlo.subtract %128, %123 : tensor<10xf64>
    %cst_32 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %131 = stablehlo.add %129, %130 : tensor<10xf64>
    %132 = stablehlo.multiply %40, %131 : tensor<10xf64>
    %133 = stablehlo.subtract %132, %127 : tensor<10xf64>
    %cst_33 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %134 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %135 = stablehlo.add %133, %134 : tensor<10xf64>
    %136 = stablehlo.multiply %40, %135 : tensor<10xf64>
    %137 = stablehlo.subtract %136, %131 : tensor<10xf64>
    %cst_34 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %139 = stablehlo.add %137, %138 : tensor<10xf64>
    %140 = stablehlo.multiply %40, %139 : tensor<10xf64>
    %141 = stablehlo.subtract %140, %135 : tensor<10xf64>
    %cst_35 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %142 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %143 = stablehlo.add %141, %142 : tensor<10xf64>
    %144 = stablehlo.multiply %40, %143 : tensor<10xf64>
    %145 = stablehlo.subtract %144, %139 : tensor<10xf64>
    %cst_36 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %146 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %147 = stablehlo.add %145, %146 : tensor<10xf64>
    %148 = stablehlo.multiply %40, %147 : tensor<10xf64>
    %149 = stablehlo.subtract %148, %143 : tensor<10xf64>
    %cst_37 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %150 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %151 = stablehlo.add %149, %150 : tensor<10xf64>
    %152 = stablehlo.multiply %40, %151 : tensor<10xf64>
    %153 = stablehlo.subtract %152, %147 : tensor<10xf64>
    %cst_38 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %155 = stablehlo.add %153, %154 : tensor<10xf64>
    %156 = stablehlo.multiply %40, %155 : tensor<10xf64>
    %157 = stablehlo.subtract %156, %151 : tensor<10xf64>
    %cst_39 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %158 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %159 = stablehlo.add %157, %158 : tensor<10xf64>
    %160 = stablehlo.multiply %40, %159 : tensor<10xf64>
    %161 = stablehlo.subtract %160, %155 : tensor<10xf64>
    %cst_40 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %162 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %163 = stablehlo.add %161, %162 : tensor<10xf64>
    %164 = stablehlo.subtract %163, %155 : tensor<10xf64>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %165 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %166 = stablehlo.multiply %165, %164 : tensor<10xf64>
    %167 = stablehlo.divide %38, %35 : tensor<10xf64>
    %168 = stablehlo.subtract %167, %37 : tensor<10xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %169 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %170 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %171 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %172 = stablehlo.multiply %168, %169 : tensor<10xf64>
    %173 = stablehlo.subtract %172, %170 : tensor<10xf64>
    %cst_45 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %174 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %175 = stablehlo.add %173, %174 : tensor<10xf64>
    %176 = stablehlo.multiply %168, %175 : tensor<10xf64>
    %177 = stablehlo.subtract %176, %169 : tensor<10xf64>
    %cst_46 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %178 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %179 = stablehlo.add %177, %178 : tensor<10xf64>
    %180 = stablehlo.multiply %168, %179 : tensor<10xf64>
    %181 = stablehlo.subtract %180, %175 : tensor<10xf64>
    %cst_47 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %182 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %183 = stablehlo.add %181, %182 : tensor<10xf64>
    %184 = stablehlo.multiply %168, %183 : tensor<10xf64>
    %185 = stablehlo.subtract %184, %179 : tensor<10xf64>
    %cst_48 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %186 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %187 = stablehlo.add %185, %186 : tensor<10xf64>
    %188 = stablehlo.multiply %168, %187 : tensor<10xf64>
    %189 = stablehlo.subtract %188, %183 : tensor<10xf64>
    %cst_49 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %190 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %191 = stablehlo.add %189, %190 : tensor<10xf64>
    %192 = stablehlo.multiply %168, %191 : tensor<10xf64>
    %193 = stablehlo.subtract %192, %187 : tensor<10xf64>
    %cst_50 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %194 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %195 = stablehlo.add %193, %194 : tensor<10xf64>
    %196 = stablehlo.multiply %168, %195 : tensor<10xf64>
    %197 = stablehlo.subtract %196, %191 : tensor<10xf64>
    %cst_51 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %198 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %199 = stablehlo.add %197, %198 : tensor<10xf64>
    %200 = stablehlo.multiply %168, %199 : tensor<10xf64>
    %201 = stablehlo.subtract %200, %195 : tensor<10xf64>
    %cst_52 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %202 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %203 = stablehlo.add %201, %202 : tensor<10xf64>
    %204 = stablehlo.multiply %168, %203 : tensor<10xf64>
    %205 = stablehlo.subtract %204, %199 : tensor<10xf64>
    %cst_53 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %206 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %207 = stablehlo.add %205, %206 : tensor<10xf64>
    %208 = stablehlo.multiply %168, %207 : tensor<10xf64>
    %209 = stablehlo.subtract %208, %203 : tensor<10xf64>
    %cst_54 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %210 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %211 = stablehlo.add %209, %210 : tensor<10xf64>
    %212 = stablehlo.multiply %168, %211 : tensor<10xf64>
    %213 = stablehlo.subtract %212, %207 : tensor<10xf64>
    %cst_55 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %214 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %215 = stablehlo.add %213, %214 : tensor<10xf64>
    %216 = stablehlo.multiply %168, %215 : tensor<10xf64>
    %217 = stablehlo.subtract %216, %211 : tensor<10xf64>
    %cst_56 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %218 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %219 = stablehlo.add %217, %218 : tensor<10xf64>
    %220 = stablehlo.multiply %168, %219 : tensor<10xf64>
    %221 = stablehlo.subtract %220, %215 : tensor<10xf64>
    %cst_57 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %222 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %223 = stablehlo.add %221, %222 : tensor<10xf64>
    %224 = stablehlo.multiply %168, %223 : tensor<10xf64>
    %225 = stablehlo.subtract %224, %219 : tensor<10xf64>
    %cst_58 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %226 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %227 = stablehlo.add %225, %226 : tensor<10xf64>
    %228 = stablehlo.multiply %168, %227 : tensor<10xf64>
    %229 = stablehlo.subtract %228, %223 : tensor<10xf64>
    %cst_59 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %230 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %231 = stablehlo.add %229, %230 : tensor<10xf64>
    %232 = stablehlo.multiply %168, %231 : tensor<10xf64>
    %233 = stablehlo.subtract %232, %227 : tensor<10xf64>
    %cst_60 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %234 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %235 = stablehlo.add %233, %234 : tensor<10xf64>
    %236 = stablehlo.multiply %168, %235 : tensor<10xf64>
    %237 = stablehlo.subtract %236, %231 : tensor<10xf64>
    %cst_61 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %238 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %239 = stablehlo.add %237, %238 : tensor<10xf64>
    %240 = stablehlo.multiply %168, %239 : tensor<10xf64>
    %241 = stablehlo.subtract %240, %235 : tensor<10xf64>
    %cst_62 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %242 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %243 = stablehlo.add %241, %242 : tensor<10xf64>
    %244 = stablehlo.multiply %168, %243 : tensor<10xf64>
    %245 = stablehlo.subtract %244, %239 : tensor<10xf64>
    %cst_63 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %246 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %247 = stablehlo.add %245, %246 : tensor<10xf64>
    %248 = stablehlo.multiply %168, %247 : tensor<10xf64>
    %249 = stablehlo.subtract %248, %243 : tensor<10xf64>
    %cst_64 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %250 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %251 = stablehlo.add %249, %250 : tensor<10xf64>
    %252 = stablehlo.multiply %168, %251 : tensor<10xf64>
    %253 = stablehlo.subtract %252, %247 : tensor<10xf64>
    %cst_65 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %254 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %255 = stablehlo.add %253, %254 : tensor<10xf64>
    %256 = stablehlo.multiply %168, %255 : tensor<10xf64>
    %257 = stablehlo.subtract %256, %251 : tensor<10xf64>
    %cst_66 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %258 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %259 = stablehlo.add %257, %258 : tensor<10xf64>
    %260 = stablehlo.multiply %168, %259 : tensor<10xf64>
    %261 = stablehlo.subtract %260, %255 : tensor<10xf64>
    %cst_67 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %262 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %263 = stablehlo.add %261, %262 : tensor<10xf64>
    %264 = stablehlo.multiply %168, %263 : tensor<10xf64>
    %265 = stablehlo.subtract %264, %259 : tensor<10xf64>
    %cst_68 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %266 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %267 = stablehlo.add %265, %266 : tensor<10xf64>
    %268 = stablehlo.multiply %168, %267 : tensor<10xf64>
    %269 = stablehlo.subtract %268, %263 : tensor<10xf64>
    %cst_69 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %270 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %271 = stablehlo.add %269, %270 : tensor<10xf64>
    %272 = stablehlo.subtract %271, %263 : tensor<10xf64>
    %cst_70 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %273 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %274 = stablehlo.multiply %273, %272 : tensor<10xf64>
    %275 = stablehlo.sqrt %35 : tensor<10xf64>
    %276 = stablehlo.divide %274, %275 : tensor<10xf64>
    %cst_71 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %277 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %278 = stablehlo.compare LE, %35, %277, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %279 = stablehlo.select %278, %166, %276 : tensor<10xi1>, tensor<10xf64>
    %280 = chlo.bessel_i1e %arg0 : tensor<10xf64> -> tensor<10xf64>
    %281 = chlo.asinh %arg0 : tensor<10xf64> -> tensor<10xf64>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %282 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %283 = stablehlo.add %2, %282 : tensor<10xf64>
    %284 = call @arccosh(%283) : (tensor<10xf64>) -> tensor<10xf64>
    return %3, %5, %7, %8, %9, %13, %15, %16, %17, %20, %24, %25, %26, %32, %33, %34, %279, %280, %281, %284 : tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>
  }
  func.func private @softplus(%arg0: tensor<10xf64>) -> tensor<10xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %1 = stablehlo.maximum %arg0, %0 : tensor<10xf64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %3 = stablehlo.subtract %arg0, %2 : tensor<10xf64>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %6 = stablehlo.add %arg0, %5 : tensor<10xf64>
    %7 = stablehlo.abs %3 : tensor<10xf64>
    %8 = stablehlo.negate %7 : tensor<10xf64>
    %9 = stablehlo.exponential %8 : tensor<10xf64>
    %10 = stablehlo.log_plus_one %9 : tensor<10xf64>
    %11 = stablehlo.add %1, %10 : tensor<10xf64>
    %12 = stablehlo.select %4, %6, %11 : tensor<10xi1>, tensor<10xf64>
    return %12 : tensor<10xf64>
  }
  func.func private @arccosh(%arg0: tensor<10xf64>) -> tensor<10xf64> {
    %0 = chlo.acosh %arg0 : tensor<10xf64> -> tensor<10xf64>
    return %0 : tensor<10xf64>
  }
}
