module @jit_special_functions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}, tensor<10xf32> {jax.result_info = "result[10]"}, tensor<10xf32> {jax.result_info = "result[11]"}, tensor<10xf32> {jax.result_info = "result[12]"}, tensor<10xf32> {jax.result_info = "result[13]"}, tensor<10xf32> {jax.result_info = "result[14]"}, tensor<10xf32> {jax.result_info = "result[15]"}, tensor<10xf32> {jax.result_info = "result[16]"}, tensor<10xf32> {jax.result_info = "result[17]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.add %0, %1 : tensor<10xf32>
    %3 = chlo.lgamma %2 : tensor<10xf32> -> tensor<10xf32>
    %4 = chlo.digamma %2 : tensor<10xf32> -> tensor<10xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<10xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<10xf32>
    %9 = chlo.erf_inv %8 : tensor<10xf32> -> tensor<10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %11 = stablehlo.compare NE, %2, %10, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %12 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %13 = stablehlo.or %11, %12 : tensor<10xi1>
    %14 = stablehlo.log %2 : tensor<10xf32>
    %15 = stablehlo.multiply %2, %14 : tensor<10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %17 = call @_where(%13, %15, %16) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %19 = stablehlo.compare NE, %arg0, %18, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %20 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = stablehlo.or %19, %20 : tensor<10xi1>
    %22 = stablehlo.log_plus_one %arg1 : tensor<10xf32>
    %23 = stablehlo.multiply %arg0, %22 : tensor<10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %25 = call @_where(%21, %23, %24) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.compare LT, %arg1, %26, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %30 = stablehlo.compare NE, %arg1, %29, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %31 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %32 = stablehlo.or %30, %31 : tensor<10xi1>
    %33 = stablehlo.log %arg1 : tensor<10xf32>
    %34 = stablehlo.multiply %arg1, %33 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %36 = call @_where(%32, %34, %35) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %37 = stablehlo.negate %36 : tensor<10xf32>
    %38 = stablehlo.select %27, %28, %37 : tensor<10xi1>, tensor<10xf32>
    %39 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %43 = stablehlo.multiply %40, %39 : tensor<10xf32>
    %44 = stablehlo.subtract %43, %41 : tensor<10xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.multiply %44, %45 : tensor<10xf32>
    %49 = stablehlo.subtract %48, %46 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %51 = stablehlo.add %49, %50 : tensor<10xf32>
    %52 = stablehlo.multiply %44, %51 : tensor<10xf32>
    %53 = stablehlo.subtract %52, %45 : tensor<10xf32>
    %cst_23 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %55 = stablehlo.add %53, %54 : tensor<10xf32>
    %56 = stablehlo.multiply %44, %55 : tensor<10xf32>
    %57 = stablehlo.subtract %56, %51 : tensor<10xf32>
    %cst_24 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %59 = stablehlo.add %57, %58 : tensor<10xf32>
    %60 = stablehlo.multiply %44, %59 : tensor<10xf32>
    %61 = stablehlo.subtract %60, %55 : tensor<10xf32>
    %cst_25 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %63 = stablehlo.add %61, %62 : tensor<10xf32>
    %64 = stablehlo.multiply %44, %63 : tensor<10xf32>
    %65 = stablehlo.subtract %64, %59 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %67 = stablehlo.add %65, %66 : tensor<10xf32>
    %68 = stablehlo.multiply %44, %67 : tensor<10xf32>
    %69 = stablehlo.subtract %68, %63 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %71 = stablehlo.add %69, %70 : tensor<10xf32>
    %72 = stablehlo.multiply %44, %71 : tensor<10xf32>
    %73 = stablehlo.subtract %72, %67 : tensor<10xf32>
    %cst_28 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %75 = stablehlo.add %73, %74 : tensor<10xf32>
    %76 = stablehlo.multiply %44, %75 : tensor<10xf32>
    %77 = stablehlo.subtract %76, %71 : tensor<10xf32>
    %cst_29 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %79 = stablehlo.add %77, %78 : tensor<10xf32>
    %80 = stablehlo.multiply %44, %79 : tensor<10xf32>
    %81 = stablehlo.subtract %80, %75 : tensor<10xf32>
    %cst_30 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %83 = stablehlo.add %81, %82 : tensor<10xf32>
    %84 = stablehlo.multiply %44, %83 : tensor<10xf32>
    %85 = stablehlo.subtract %84, %79 : tensor<10xf32>
    %cst_31 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %87 = stablehlo.add %85, %86 : tensor<10xf32>
    %88 = stablehlo.multiply %44, %87 : tensor<10xf32>
    %89 = stablehlo.subtract %88, %83 : tensor<10xf32>
    %cst_32 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %91 = stablehlo.add %89, %90 : tensor<10xf32>
    %92 = stablehlo.multiply %44, %91 : tensor<10xf32>
    %93 = stablehlo.subtract %92, %87 : tensor<10xf32>
    %cst_33 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %95 = stablehlo.add %93, %94 : tensor<10xf32>
    %96 = stablehlo.multiply %44, %95 : tensor<10xf32>
    %97 = stablehlo.subtract %96, %91 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %99 = stablehlo.add %97, %98 : tensor<10xf32>
    %100 = stablehlo.multiply %44, %99 : tensor<10xf32>
    %101 = stablehlo.subtract %100, %95 : tensor<10xf32>
    %cst_35 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %103 = stablehlo.add %101, %102 : tensor<10xf32>
    %104 = stablehlo.multiply %44, %103 : tensor<10xf32>
    %105 = stablehlo.subtract %104, %99 : tensor<10xf32>
    %cst_36 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %107 = stablehlo.add %105, %106 : tensor<10xf32>
    %108 = stablehlo.multiply %44, %107 : tensor<10xf32>
    %109 = stablehlo.subtract %108, %103 : tensor<10xf32>
    %cst_37 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %111 = stablehlo.add %109, %110 : tensor<10xf32>
    %112 = stablehlo.multiply %44, %111 : tensor<10xf32>
    %113 = stablehlo.subtract %112, %107 : tensor<10xf32>
    %cst_38 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %115 = stablehlo.add %113, %114 : tensor<10xf32>
    %116 = stablehlo.multiply %44, %115 : tensor<10xf32>
    %117 = stablehlo.subtract %116, %111 : tensor<10xf32>
    %cst_39 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %119 = stablehlo.add %117, %118 : tensor<10xf32>
    %120 = stablehlo.subtract %119, %111 : tensor<10xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<10xf32>
    %123 = stablehlo.divide %42, %39 : tensor<10xf32>
    %124 = stablehlo.subtract %123, %41 : tensor<10xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %128 = stablehlo.multiply %124, %125 : tensor<10xf32>
    %129 = stablehlo.subtract %128, %126 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %131 = stablehlo.add %129, %130 : tensor<10xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<10xf32>
    %133 = stablehlo.subtract %132, %125 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %135 = stablehlo.add %133, %134 : tensor<10xf32>
    %136 = stablehlo.multiply %124, %135 : tensor<10xf32>
    %137 = stablehlo.subtract %136, %131 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %139 = stablehlo.add %137, %138 : tensor<10xf32>
    %140 = stablehlo.multiply %124, %139 : tensor<10xf32>
    %141 = stablehlo.subtract %140, %135 : tensor<10xf32>
    %cst_47 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %143 = stablehlo.add %141, %142 : tensor<10xf32>
    %144 = stablehlo.multiply %124, %143 : tensor<10xf32>
    %145 = stablehlo.subtract %144, %139 : tensor<10xf32>
    %cst_48 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.add %145, %146 : tensor<10xf32>
    %148 = stablehlo.multiply %124, %147 : tensor<10xf32>
    %149 = stablehlo.subtract %148, %143 : tensor<10xf32>
    %cst_49 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %151 = stablehlo.add %149, %150 : tensor<10xf32>
    %152 = stablehlo.multiply %124, %151 : tensor<10xf32>
    %153 = stablehlo.subtract %152, %147 : tensor<10xf32>
    %cst_50 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %155 = stablehlo.add %153, %154 : tensor<10xf32>
    %156 = stablehlo.subtract %155, %147 : tensor<10xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<10xf32>
    %159 = stablehlo.sqrt %39 : tensor<10xf32>
    %160 = stablehlo.divide %158, %159 : tensor<10xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %162 = stablehlo.compare LE, %39, %161, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %163 = stablehlo.select %162, %122, %160 : tensor<10xi1>, tensor<10xf32>
    %164 = chlo.bessel_i1e %arg0 : tensor<10xf32> -> tensor<10xf32>
    %cst_53 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %166 = stablehlo.multiply %arg0, %165 : tensor<10xf32>
    %167 = stablehlo.abs %166 : tensor<10xf32>
    %cst_54 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %169 = stablehlo.compare LT, %167, %168, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %170 = chlo.erf %166 : tensor<10xf32> -> tensor<10xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %172 = stablehlo.add %171, %170 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %174 = stablehlo.compare GT, %166, %173, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %175 = chlo.erfc %167 : tensor<10xf32> -> tensor<10xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %177 = stablehlo.subtract %176, %175 : tensor<10xf32>
    %178 = chlo.erfc %167 : tensor<10xf32> -> tensor<10xf32>
    %179 = stablehlo.select %174, %177, %178 : tensor<10xi1>, tensor<10xf32>
    %180 = stablehlo.select %169, %172, %179 : tensor<10xi1>, tensor<10xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<10xf32>
    %cst_59 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %184 = stablehlo.compare GT, %arg1, %183, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %186 = stablehlo.subtract %185, %arg1 : tensor<10xf32>
    %187 = call @_where(%184, %186, %arg1) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %189 = stablehlo.compare EQ, %187, %188, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %191 = call @_where(%189, %190, %187) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %193 = stablehlo.subtract %191, %192 : tensor<10xf32>
    %194 = chlo.square %193 : tensor<10xf32> -> tensor<10xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<10xf32>
    %196 = call @polyval(%cst, %194) : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xf32>
    %197 = call @polyval_0(%cst_0, %194) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %198 = stablehlo.divide %196, %197 : tensor<10xf32>
    %199 = stablehlo.multiply %195, %198 : tensor<10xf32>
    %200 = stablehlo.add %193, %199 : tensor<10xf32>
    %cst_64 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<10xf32>
    %203 = stablehlo.log %191 : tensor<10xf32>
    %cst_65 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<10xf32>
    %206 = stablehlo.sqrt %205 : tensor<10xf32>
    %207 = stablehlo.log %206 : tensor<10xf32>
    %208 = stablehlo.divide %207, %206 : tensor<10xf32>
    %209 = stablehlo.subtract %206, %208 : tensor<10xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %211 = stablehlo.divide %210, %206 : tensor<10xf32>
    %212 = call @polyval_0(%cst_1, %211) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %214 = stablehlo.divide %213, %206 : tensor<10xf32>
    %215 = call @polyval_0(%cst_2, %214) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %216 = stablehlo.divide %212, %215 : tensor<10xf32>
    %217 = stablehlo.divide %216, %206 : tensor<10xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %219 = stablehlo.divide %218, %206 : tensor<10xf32>
    %220 = call @polyval_0(%cst_3, %219) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %222 = stablehlo.divide %221, %206 : tensor<10xf32>
    %223 = call @polyval_0(%cst_4, %222) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xf32>
    %224 = stablehlo.divide %220, %223 : tensor<10xf32>
    %225 = stablehlo.divide %224, %206 : tensor<10xf32>
    %226 = stablehlo.subtract %209, %217 : tensor<10xf32>
    %227 = stablehlo.subtract %209, %225 : tensor<10xf32>
    %cst_70 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %229 = stablehlo.compare GT, %191, %228, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_71 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %231 = stablehlo.compare GE, %206, %230, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %232 = call @_where(%231, %226, %227) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %233 = call @_where(%229, %202, %232) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_72 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %235 = stablehlo.compare GT, %arg1, %234, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %236 = stablehlo.negate %233 : tensor<10xf32>
    %237 = call @_where(%235, %233, %236) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_73 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %240 = stablehlo.compare EQ, %arg1, %239, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %241 = stablehlo.negate %238 : tensor<10xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %243 = stablehlo.compare EQ, %arg1, %242, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %244 = call @_where(%243, %238, %237) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %245 = call @_where(%240, %241, %244) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %247 = stablehlo.subtract %246, %arg1 : tensor<10xf32>
    %248 = stablehlo.divide %arg1, %247 : tensor<10xf32>
    %249 = stablehlo.log %248 : tensor<10xf32>
    %250 = stablehlo.negate %arg0 : tensor<10xf32>
    %251 = stablehlo.exponential %250 : tensor<10xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %253 = stablehlo.add %252, %251 : tensor<10xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %255 = stablehlo.divide %254, %253 : tensor<10xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %257 = stablehlo.add %2, %256 : tensor<10xf32>
    %258 = stablehlo.minimum %2, %257 : tensor<10xf32>
    %259 = stablehlo.maximum %2, %257 : tensor<10xf32>
    %260 = chlo.lgamma %258 : tensor<10xf32> -> tensor<10xf32>
    %261 = chlo.lgamma %259 : tensor<10xf32> -> tensor<10xf32>
    %262 = stablehlo.add %258, %259 : tensor<10xf32>
    %263 = chlo.lgamma %262 : tensor<10xf32> -> tensor<10xf32>
    %264 = stablehlo.subtract %261, %263 : tensor<10xf32>
    %265 = stablehlo.add %260, %264 : tensor<10xf32>
    %266 = chlo.lgamma %258 : tensor<10xf32> -> tensor<10xf32>
    %267 = stablehlo.divide %258, %259 : tensor<10xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %269 = stablehlo.add %268, %267 : tensor<10xf32>
    %270 = stablehlo.divide %267, %269 : tensor<10xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %272 = stablehlo.add %271, %267 : tensor<10xf32>
    %273 = stablehlo.divide %267, %272 : tensor<10xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %275 = stablehlo.subtract %258, %274 : tensor<10xf32>
    %276 = stablehlo.add %259, %275 : tensor<10xf32>
    %277 = stablehlo.multiply %273, %273 : tensor<10xf32>
    %278 = stablehlo.add %273, %277 : tensor<10xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %280 = stablehlo.add %279, %278 : tensor<10xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<10xf32>
    %282 = stablehlo.add %273, %281 : tensor<10xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %284 = stablehlo.add %283, %282 : tensor<10xf32>
    %285 = stablehlo.multiply %277, %284 : tensor<10xf32>
    %286 = stablehlo.add %273, %285 : tensor<10xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %288 = stablehlo.add %287, %286 : tensor<10xf32>
    %289 = stablehlo.multiply %277, %288 : tensor<10xf32>
    %290 = stablehlo.add %273, %289 : tensor<10xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %292 = stablehlo.add %291, %290 : tensor<10xf32>
    %293 = stablehlo.multiply %277, %292 : tensor<10xf32>
    %294 = stablehlo.add %273, %293 : tensor<10xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %296 = stablehlo.add %295, %294 : tensor<10xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %298 = stablehlo.divide %297, %259 : tensor<10xf32>
    %299 = stablehlo.multiply %298, %298 : tensor<10xf32>
    %cst_89 = stablehlo.constant dense<-0.00165322958> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %301 = stablehlo.multiply %300, %296 : tensor<10xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<10xf32>
    %cst_90 = stablehlo.constant dense<8.373080e-04> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %304 = stablehlo.multiply %303, %292 : tensor<10xf32>
    %305 = stablehlo.add %302, %304 : tensor<10xf32>
    %306 = stablehlo.multiply %305, %299 : tensor<10xf32>
    %cst_91 = stablehlo.constant dense<-5.95202902E-4> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %308 = stablehlo.multiply %307, %288 : tensor<10xf32>
    %309 = stablehlo.add %306, %308 : tensor<10xf32>
    %310 = stablehlo.multiply %309, %299 : tensor<10xf32>
    %cst_92 = stablehlo.constant dense<7.93650688E-4> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %312 = stablehlo.multiply %311, %284 : tensor<10xf32>
    %313 = stablehlo.add %310, %312 : tensor<10xf32>
    %314 = stablehlo.multiply %313, %299 : tensor<10xf32>
    %cst_93 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %316 = stablehlo.multiply %315, %280 : tensor<10xf32>
    %317 = stablehlo.add %314, %316 : tensor<10xf32>
    %318 = stablehlo.multiply %317, %299 : tensor<10xf32>
    %cst_94 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %320 = stablehlo.add %318, %319 : tensor<10xf32>
    %321 = stablehlo.divide %270, %259 : tensor<10xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<10xf32>
    %323 = stablehlo.divide %258, %259 : tensor<10xf32>
    %324 = stablehlo.log_plus_one %323 : tensor<10xf32>
    %325 = stablehlo.multiply %276, %324 : tensor<10xf32>
    %326 = stablehlo.log %259 : tensor<10xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %328 = stablehlo.subtract %326, %327 : tensor<10xf32>
    %329 = stablehlo.multiply %258, %328 : tensor<10xf32>
    %330 = stablehlo.compare LE, %325, %329, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %331 = stablehlo.subtract %322, %329 : tensor<10xf32>
    %332 = stablehlo.subtract %331, %325 : tensor<10xf32>
    %333 = stablehlo.subtract %322, %325 : tensor<10xf32>
    %334 = stablehlo.subtract %333, %329 : tensor<10xf32>
    %335 = call @_where(%330, %332, %334) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %336 = stablehlo.add %266, %335 : tensor<10xf32>
    %cst_96 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %338 = stablehlo.compare LT, %259, %337, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %339 = call @_where(%338, %265, %336) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %341 = stablehlo.add %2, %340 : tensor<10xf32>
    %342 = call @arccosh(%341) : (tensor<10xf32>) -> tensor<10xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %344 = stablehlo.subtract %arg1, %343 : tensor<10xf32>
    %345 = chlo.atanh %344 : tensor<10xf32> -> tensor<10xf32>
    %346 = chlo.asin %arg1 : tensor<10xf32> -> tensor<10xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %348 = stablehlo.subtract %arg1, %347 : tensor<10xf32>
    %349 = chlo.acos %348 : tensor<10xf32> -> tensor<10xf32>
    %350 = chlo.erfc %arg0 : tensor<10xf32> -> tensor<10xf32>
    return %3, %4, %9, %17, %25, %38, %163, %164, %182, %245, %249, %255, %339, %342, %345, %346, %349, %350 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    return %17 : tensor<10xf32>
  }
  func.func private @closed_call(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<10xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.add %0, %1 : tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<10xf32>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    return %29 : tensor<10xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<10xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.add %0, %1 : tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @arccosh(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = chlo.acosh %arg0 : tensor<10xf32> -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
}
