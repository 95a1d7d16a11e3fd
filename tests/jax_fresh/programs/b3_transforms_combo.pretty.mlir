module @jit_transforms_combo attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<3xf32>) -> (tensor<4x3x2xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<3x3xf32> {jax.result_info = "result[3]"}, tensor<4x3xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.tanh %0 : tensor<4x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.multiply %cst_1, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4x2xf32>
    %12 = stablehlo.multiply %11, %3 : tensor<4x2xf32>
    %13 = stablehlo.multiply %12, %1 : tensor<4x2xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x2xf32>
    %15 = stablehlo.dot_general %14, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<4x2x3xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] : (tensor<4x2x3xf32>) -> tensor<4x3x2xf32>
    %17 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
    %18 = stablehlo.add %17, %16 : tensor<4x3x2xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %25 = stablehlo.slice %24 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.convert %25 : tensor<3x3xf32>
    %27 = stablehlo.sine %arg2 : tensor<3xf32>
    %28 = stablehlo.cosine %arg2 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %31 = stablehlo.multiply %26, %30 : tensor<3x3xf32>
    %32 = stablehlo.reverse %arg2, dims = [0] : tensor<3xf32>
    %33 = stablehlo.reverse %26, dims = [1] : tensor<3x3xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<3x3xf32>
    %37 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %39 = stablehlo.multiply %38, %33 : tensor<3x3xf32>
    %40 = stablehlo.add %36, %39 : tensor<3x3xf32>
    %41 = stablehlo.negate %arg2 : tensor<3xf32>
    %42 = stablehlo.negate %26 : tensor<3x3xf32>
    %43 = stablehlo.multiply %41, %arg2 : tensor<3xf32>
    %44 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<3x3xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %49 = stablehlo.multiply %48, %26 : tensor<3x3xf32>
    %50 = stablehlo.add %46, %49 : tensor<3x3xf32>
    %51 = stablehlo.exponential %43 : tensor<3xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<3x3xf32>
    %55 = stablehlo.add %40, %54 : tensor<3x3xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %57 = stablehlo.slice %56 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %58 = stablehlo.sine %arg2 : tensor<3xf32>
    %59 = stablehlo.cosine %arg2 : tensor<3xf32>
    %60 = stablehlo.reverse %arg2, dims = [0] : tensor<3xf32>
    %61 = stablehlo.negate %arg2 : tensor<3xf32>
    %62 = stablehlo.multiply %61, %arg2 : tensor<3xf32>
    %63 = stablehlo.exponential %62 : tensor<3xf32>
    %64 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %65 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %67 = stablehlo.add %64, %66 : tensor<3x3xi32>
    %68 = stablehlo.compare EQ, %67, %65, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %69 = stablehlo.convert %68 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %70 = stablehlo.slice %69 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %71 = stablehlo.convert %70 : tensor<3x3xf32>
    %72 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %74 = stablehlo.multiply %71, %73 : tensor<3x3xf32>
    %75 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<3x3xf32>
    %78 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %80 = stablehlo.multiply %74, %79 : tensor<3x3xf32>
    %81 = stablehlo.negate %80 : tensor<3x3xf32>
    %82 = stablehlo.add %77, %81 : tensor<3x3xf32>
    %83 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %85 = stablehlo.multiply %84, %71 : tensor<3x3xf32>
    %86 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %88 = stablehlo.multiply %71, %87 : tensor<3x3xf32>
    %89 = stablehlo.reverse %85, dims = [1] : tensor<3x3xf32>
    %90 = stablehlo.add %82, %89 : tensor<3x3xf32>
    %91 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %93 = stablehlo.multiply %88, %92 : tensor<3x3xf32>
    %94 = stablehlo.add %90, %93 : tensor<3x3xf32>
    %95 = stablehlo.slice %94 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %96 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %97 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %99 = stablehlo.add %96, %98 : tensor<3x3xi32>
    %100 = stablehlo.compare EQ, %99, %97, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %101 = stablehlo.convert %100 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %102 = stablehlo.slice %101 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %103 = stablehlo.convert %102 : tensor<3x3xf32>
    %104 = stablehlo.sine %arg2 : tensor<3xf32>
    %105 = stablehlo.cosine %arg2 : tensor<3xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %108 = stablehlo.multiply %103, %107 : tensor<3x3xf32>
    %109 = stablehlo.cosine %arg2 : tensor<3xf32>
    %110 = stablehlo.sine %arg2 : tensor<3xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<3x3xf32>
    %114 = stablehlo.negate %113 : tensor<3x3xf32>
    %115 = stablehlo.reverse %arg2, dims = [0] : tensor<3xf32>
    %116 = stablehlo.reverse %103, dims = [1] : tensor<3x3xf32>
    %117 = stablehlo.multiply %104, %115 : tensor<3xf32>
    %118 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %120 = stablehlo.multiply %108, %119 : tensor<3x3xf32>
    %121 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %123 = stablehlo.multiply %122, %116 : tensor<3x3xf32>
    %124 = stablehlo.add %120, %123 : tensor<3x3xf32>
    %125 = stablehlo.negate %arg2 : tensor<3xf32>
    %126 = stablehlo.negate %103 : tensor<3x3xf32>
    %127 = stablehlo.multiply %125, %arg2 : tensor<3xf32>
    %128 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<3x3xf32>
    %131 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %133 = stablehlo.multiply %132, %103 : tensor<3x3xf32>
    %134 = stablehlo.add %130, %133 : tensor<3x3xf32>
    %135 = stablehlo.exponential %127 : tensor<3xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<3x3xf32>
    %139 = stablehlo.add %117, %135 : tensor<3xf32>
    %140 = stablehlo.add %124, %138 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %144 = stablehlo.multiply %143, %140 : tensor<3x3xf32>
    %145 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %146 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %148 = stablehlo.add %145, %147 : tensor<1x1xi32>
    %149 = stablehlo.compare EQ, %148, %146, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %150 = stablehlo.convert %149 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %151 = stablehlo.slice %150 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x1xf32>) -> tensor<1xf32>
    %153 = stablehlo.convert %152 : tensor<1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %155 = stablehlo.broadcast_in_dim %142, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %156 = stablehlo.broadcast_in_dim %144, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %157 = stablehlo.multiply %154, %155 : tensor<1x3xf32>
    %158 = stablehlo.broadcast_in_dim %154, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %160 = stablehlo.multiply %159, %156 : tensor<3x1x3xf32>
    %161 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %162 = stablehlo.broadcast_in_dim %138, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %163 = stablehlo.multiply %157, %161 : tensor<1x3xf32>
    %164 = stablehlo.broadcast_in_dim %161, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %166 = stablehlo.multiply %160, %165 : tensor<3x1x3xf32>
    %167 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %169 = stablehlo.multiply %168, %162 : tensor<3x1x3xf32>
    %170 = stablehlo.add %166, %169 : tensor<3x1x3xf32>
    %171 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %172 = stablehlo.broadcast_in_dim %126, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %173 = stablehlo.broadcast_in_dim %163, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %175 = stablehlo.multiply %172, %174 : tensor<3x1x3xf32>
    %176 = stablehlo.broadcast_in_dim %171, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %178 = stablehlo.multiply %177, %170 : tensor<3x1x3xf32>
    %179 = stablehlo.add %175, %178 : tensor<3x1x3xf32>
    %180 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %181 = stablehlo.broadcast_in_dim %103, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %184 = stablehlo.multiply %170, %183 : tensor<3x1x3xf32>
    %185 = stablehlo.broadcast_in_dim %163, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %187 = stablehlo.multiply %186, %181 : tensor<3x1x3xf32>
    %188 = stablehlo.add %184, %187 : tensor<3x1x3xf32>
    %189 = stablehlo.negate %188 : tensor<3x1x3xf32>
    %190 = stablehlo.add %179, %189 : tensor<3x1x3xf32>
    %191 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %192 = stablehlo.broadcast_in_dim %108, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %193 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<3x1x3xf32>
    %196 = stablehlo.broadcast_in_dim %191, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %198 = stablehlo.multiply %197, %160 : tensor<3x1x3xf32>
    %199 = stablehlo.add %195, %198 : tensor<3x1x3xf32>
    %200 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %201 = stablehlo.broadcast_in_dim %116, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %202 = stablehlo.multiply %157, %200 : tensor<1x3xf32>
    %203 = stablehlo.broadcast_in_dim %200, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %205 = stablehlo.multiply %160, %204 : tensor<3x1x3xf32>
    %206 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %208 = stablehlo.multiply %207, %201 : tensor<3x1x3xf32>
    %209 = stablehlo.add %205, %208 : tensor<3x1x3xf32>
    %210 = stablehlo.reverse %199, dims = [2] : tensor<3x1x3xf32>
    %211 = stablehlo.add %190, %210 : tensor<3x1x3xf32>
    %212 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %213 = stablehlo.broadcast_in_dim %114, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %216 = stablehlo.multiply %209, %215 : tensor<3x1x3xf32>
    %217 = stablehlo.broadcast_in_dim %202, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %219 = stablehlo.multiply %218, %213 : tensor<3x1x3xf32>
    %220 = stablehlo.add %216, %219 : tensor<3x1x3xf32>
    %221 = stablehlo.add %211, %220 : tensor<3x1x3xf32>
    %222 = stablehlo.slice %221 [0:3, 0:1, 0:3] : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %223 = stablehlo.reshape %222 : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %225 = stablehlo.slice %224 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %227 = stablehlo.sine %arg1 : tensor<4x3xf32>
    %228 = stablehlo.cosine %arg1 : tensor<4x3xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<4x3xf32>
    %230 = stablehlo.reverse %arg1, dims = [1] : tensor<4x3xf32>
    %231 = stablehlo.reverse %226, dims = [1] : tensor<4x3xf32>
    %232 = stablehlo.multiply %229, %230 : tensor<4x3xf32>
    %233 = stablehlo.multiply %227, %231 : tensor<4x3xf32>
    %234 = stablehlo.add %232, %233 : tensor<4x3xf32>
    %235 = stablehlo.negate %arg1 : tensor<4x3xf32>
    %236 = stablehlo.negate %226 : tensor<4x3xf32>
    %237 = stablehlo.multiply %235, %arg1 : tensor<4x3xf32>
    %238 = stablehlo.multiply %236, %arg1 : tensor<4x3xf32>
    %239 = stablehlo.multiply %235, %226 : tensor<4x3xf32>
    %240 = stablehlo.add %238, %239 : tensor<4x3xf32>
    %241 = stablehlo.exponential %237 : tensor<4x3xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<4x3xf32>
    %243 = stablehlo.add %234, %242 : tensor<4x3xf32>
    %244 = stablehlo.sine %arg2 : tensor<3xf32>
    %245 = stablehlo.cosine %arg2 : tensor<3xf32>
    %246 = stablehlo.reverse %arg2, dims = [0] : tensor<3xf32>
    %247 = stablehlo.negate %arg2 : tensor<3xf32>
    %248 = stablehlo.multiply %247, %arg2 : tensor<3xf32>
    %249 = stablehlo.exponential %248 : tensor<3xf32>
    %250 = stablehlo.sine %arg2 : tensor<3xf32>
    %251 = stablehlo.cosine %arg2 : tensor<3xf32>
    %252 = stablehlo.cosine %arg2 : tensor<3xf32>
    %253 = stablehlo.sine %arg2 : tensor<3xf32>
    %254 = stablehlo.multiply %arg2, %arg2 : tensor<3xf32>
    %255 = stablehlo.multiply %254, %arg2 : tensor<3xf32>
    %256 = stablehlo.multiply %arg2, %arg2 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<3xf32>
    %259 = stablehlo.multiply %arg2, %arg2 : tensor<3xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %261 = stablehlo.multiply %260, %arg2 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %263 = stablehlo.multiply %262, %259 : tensor<3xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %265 = stablehlo.multiply %250, %264 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %267 = stablehlo.multiply %266, %255 : tensor<3xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<3xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %271 = stablehlo.multiply %270, %252 : tensor<3xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %273 = stablehlo.multiply %265, %272 : tensor<3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %275 = stablehlo.multiply %274, %263 : tensor<3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %277 = stablehlo.multiply %276, %271 : tensor<3xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %279 = stablehlo.multiply %275, %278 : tensor<3xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %281 = stablehlo.multiply %280, %273 : tensor<3xf32>
    %282 = stablehlo.multiply %281, %261 : tensor<3xf32>
    %283 = stablehlo.multiply %277, %258 : tensor<3xf32>
    %284 = stablehlo.add %282, %283 : tensor<3xf32>
    %285 = stablehlo.negate %269 : tensor<3xf32>
    %286 = stablehlo.multiply %285, %253 : tensor<3xf32>
    %287 = stablehlo.add %284, %286 : tensor<3xf32>
    %288 = stablehlo.multiply %279, %251 : tensor<3xf32>
    %289 = stablehlo.add %287, %288 : tensor<3xf32>
    %290 = stablehlo.sine %arg2 : tensor<3xf32>
    %291 = stablehlo.cosine %arg2 : tensor<3xf32>
    %292 = stablehlo.reverse %arg2, dims = [0] : tensor<3xf32>
    %293 = stablehlo.negate %arg2 : tensor<3xf32>
    %294 = stablehlo.multiply %293, %arg2 : tensor<3xf32>
    %295 = stablehlo.exponential %294 : tensor<3xf32>
    %296 = stablehlo.multiply %arg2, %249 : tensor<3xf32>
    %297 = stablehlo.multiply %247, %296 : tensor<3xf32>
    %298 = stablehlo.multiply %296, %arg2 : tensor<3xf32>
    %299 = stablehlo.negate %298 : tensor<3xf32>
    %300 = stablehlo.add %297, %299 : tensor<3xf32>
    %301 = stablehlo.multiply %244, %arg2 : tensor<3xf32>
    %302 = stablehlo.multiply %arg2, %246 : tensor<3xf32>
    %303 = stablehlo.reverse %301, dims = [0] : tensor<3xf32>
    %304 = stablehlo.add %300, %303 : tensor<3xf32>
    %305 = stablehlo.multiply %302, %245 : tensor<3xf32>
    %306 = stablehlo.add %304, %305 : tensor<3xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %308 = stablehlo.multiply %arg2, %307 : tensor<3xf32>
    %309 = stablehlo.multiply %308, %291 : tensor<3xf32>
    %310 = stablehlo.reverse %308, dims = [0] : tensor<3xf32>
    %311 = stablehlo.multiply %309, %292 : tensor<3xf32>
    %312 = stablehlo.multiply %290, %310 : tensor<3xf32>
    %313 = stablehlo.add %311, %312 : tensor<3xf32>
    %314 = stablehlo.negate %308 : tensor<3xf32>
    %315 = stablehlo.multiply %314, %arg2 : tensor<3xf32>
    %316 = stablehlo.multiply %293, %308 : tensor<3xf32>
    %317 = stablehlo.add %315, %316 : tensor<3xf32>
    %318 = stablehlo.multiply %317, %295 : tensor<3xf32>
    %319 = stablehlo.add %313, %318 : tensor<3xf32>
    return %18, %57, %95, %225, %243, %306, %289, %319 : tensor<4x3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
