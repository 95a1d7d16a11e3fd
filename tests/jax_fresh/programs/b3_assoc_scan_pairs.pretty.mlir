module @jit_assoc_scan_pairs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.slice %arg0 [0:9:2] : (tensor<10xi1>) -> tensor<5xi1>
    %1 = stablehlo.slice %arg1 [0:9:2] : (tensor<10xf32>) -> tensor<5xf32>
    %2 = stablehlo.slice %arg0 [1:10:2] : (tensor<10xi1>) -> tensor<5xi1>
    %3 = stablehlo.slice %arg1 [1:10:2] : (tensor<10xf32>) -> tensor<5xf32>
    %4 = stablehlo.or %0, %2 : tensor<5xi1>
    %5 = stablehlo.add %1, %3 : tensor<5xf32>
    %6 = call @_where(%2, %3, %5) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %7 = stablehlo.slice %4 [0:4:2] : (tensor<5xi1>) -> tensor<2xi1>
    %8 = stablehlo.slice %6 [0:4:2] : (tensor<5xf32>) -> tensor<2xf32>
    %9 = stablehlo.slice %4 [1:5:2] : (tensor<5xi1>) -> tensor<2xi1>
    %10 = stablehlo.slice %6 [1:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %11 = stablehlo.or %7, %9 : tensor<2xi1>
    %12 = stablehlo.add %8, %10 : tensor<2xf32>
    %13 = call @_where_0(%9, %10, %12) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %14 = stablehlo.slice %13 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %15 = stablehlo.slice %11 [1:2:2] : (tensor<2xi1>) -> tensor<1xi1>
    %16 = stablehlo.slice %13 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %17 = stablehlo.add %14, %16 : tensor<1xf32>
    %18 = call @_where_1(%15, %16, %17) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %19 = stablehlo.slice %13 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %20 = call @_where_2(%19) : (tensor<0xf32>) -> tensor<0xf32>
    %21 = stablehlo.slice %13 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %22 = stablehlo.concatenate %21, %20, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %22, %cst, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.pad %18, %cst_0, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.add %23, %24 : tensor<2xf32>
    %26 = stablehlo.slice %4 [2:5:2] : (tensor<5xi1>) -> tensor<2xi1>
    %27 = stablehlo.slice %6 [2:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %28 = stablehlo.add %25, %27 : tensor<2xf32>
    %29 = call @_where_0(%26, %27, %28) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %30 = stablehlo.slice %6 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %31 = stablehlo.concatenate %30, %29, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.pad %31, %cst_1, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.pad %25, %cst_2, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %34 = stablehlo.add %32, %33 : tensor<5xf32>
    %35 = stablehlo.slice %34 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %36 = stablehlo.slice %arg0 [2:10:2] : (tensor<10xi1>) -> tensor<4xi1>
    %37 = stablehlo.slice %arg1 [2:10:2] : (tensor<10xf32>) -> tensor<4xf32>
    %38 = stablehlo.add %35, %37 : tensor<4xf32>
    %39 = call @_where_3(%36, %37, %38) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = stablehlo.slice %arg1 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %41 = stablehlo.concatenate %40, %39, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.pad %41, %cst_3, low = [0], high = [1], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %34, %cst_4, low = [1], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %44 = stablehlo.add %42, %43 : tensor<10xf32>
    %45 = stablehlo.reverse %arg2, dims = [0] : tensor<10xf32>
    %46 = stablehlo.reverse %arg1, dims = [0] : tensor<10xf32>
    %47 = stablehlo.slice %45 [0:9:2] : (tensor<10xf32>) -> tensor<5xf32>
    %48 = stablehlo.slice %46 [0:9:2] : (tensor<10xf32>) -> tensor<5xf32>
    %49 = stablehlo.slice %45 [1:10:2] : (tensor<10xf32>) -> tensor<5xf32>
    %50 = stablehlo.slice %46 [1:10:2] : (tensor<10xf32>) -> tensor<5xf32>
    %51 = stablehlo.multiply %47, %49 : tensor<5xf32>
    %52 = stablehlo.multiply %48, %49 : tensor<5xf32>
    %53 = stablehlo.add %52, %50 : tensor<5xf32>
    %54 = stablehlo.slice %51 [0:4:2] : (tensor<5xf32>) -> tensor<2xf32>
    %55 = stablehlo.slice %53 [0:4:2] : (tensor<5xf32>) -> tensor<2xf32>
    %56 = stablehlo.slice %51 [1:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %57 = stablehlo.slice %53 [1:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %58 = stablehlo.multiply %54, %56 : tensor<2xf32>
    %59 = stablehlo.multiply %55, %56 : tensor<2xf32>
    %60 = stablehlo.add %59, %57 : tensor<2xf32>
    %61 = stablehlo.slice %58 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %62 = stablehlo.slice %60 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %63 = stablehlo.slice %58 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %64 = stablehlo.slice %60 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %65 = stablehlo.multiply %61, %63 : tensor<1xf32>
    %66 = stablehlo.multiply %62, %63 : tensor<1xf32>
    %67 = stablehlo.add %66, %64 : tensor<1xf32>
    %68 = stablehlo.slice %65 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %69 = stablehlo.slice %67 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %70 = stablehlo.slice %58 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %71 = stablehlo.slice %60 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %72 = stablehlo.multiply %68, %70 : tensor<0xf32>
    %73 = stablehlo.multiply %69, %70 : tensor<0xf32>
    %74 = stablehlo.add %73, %71 : tensor<0xf32>
    %75 = stablehlo.slice %58 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %76 = stablehlo.concatenate %75, %72, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %77 = stablehlo.slice %60 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %78 = stablehlo.concatenate %77, %74, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.pad %76, %cst_5, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.pad %65, %cst_6, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %81 = stablehlo.add %79, %80 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.pad %78, %cst_7, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %67, %cst_8, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %84 = stablehlo.add %82, %83 : tensor<2xf32>
    %85 = stablehlo.slice %51 [2:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %86 = stablehlo.slice %53 [2:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %87 = stablehlo.multiply %81, %85 : tensor<2xf32>
    %88 = stablehlo.multiply %84, %85 : tensor<2xf32>
    %89 = stablehlo.add %88, %86 : tensor<2xf32>
    %90 = stablehlo.slice %51 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %91 = stablehlo.concatenate %90, %87, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %92 = stablehlo.slice %53 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %93 = stablehlo.concatenate %92, %89, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %91, %cst_9, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %81, %cst_10, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %96 = stablehlo.add %94, %95 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.pad %93, %cst_11, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.pad %84, %cst_12, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %99 = stablehlo.add %97, %98 : tensor<5xf32>
    %100 = stablehlo.slice %96 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %101 = stablehlo.slice %99 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %102 = stablehlo.slice %45 [2:10:2] : (tensor<10xf32>) -> tensor<4xf32>
    %103 = stablehlo.slice %46 [2:10:2] : (tensor<10xf32>) -> tensor<4xf32>
    %104 = stablehlo.multiply %100, %102 : tensor<4xf32>
    %105 = stablehlo.multiply %101, %102 : tensor<4xf32>
    %106 = stablehlo.add %105, %103 : tensor<4xf32>
    %107 = stablehlo.slice %45 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %108 = stablehlo.concatenate %107, %104, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %109 = stablehlo.slice %46 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %110 = stablehlo.concatenate %109, %106, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.pad %108, %cst_13, low = [0], high = [1], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.pad %96, %cst_14, low = [1], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %113 = stablehlo.add %111, %112 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %110, %cst_15, low = [0], high = [1], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.pad %99, %cst_16, low = [1], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %116 = stablehlo.add %114, %115 : tensor<10xf32>
    %117 = stablehlo.reverse %113, dims = [0] : tensor<10xf32>
    %118 = stablehlo.reverse %116, dims = [0] : tensor<10xf32>
    %119 = stablehlo.reverse %arg1, dims = [0] : tensor<10xf32>
    %120 = stablehlo.slice %119 [0:9:2] : (tensor<10xf32>) -> tensor<5xf32>
    %121 = stablehlo.slice %119 [1:10:2] : (tensor<10xf32>) -> tensor<5xf32>
    %122 = stablehlo.minimum %120, %121 : tensor<5xf32>
    %123 = stablehlo.slice %122 [0:4:2] : (tensor<5xf32>) -> tensor<2xf32>
    %124 = stablehlo.slice %122 [1:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %125 = stablehlo.minimum %123, %124 : tensor<2xf32>
    %126 = stablehlo.slice %125 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %127 = stablehlo.slice %125 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %128 = stablehlo.minimum %126, %127 : tensor<1xf32>
    %129 = stablehlo.slice %128 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %130 = stablehlo.slice %125 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %131 = stablehlo.minimum %129, %130 : tensor<0xf32>
    %132 = stablehlo.slice %125 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %133 = stablehlo.concatenate %132, %131, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %133, %cst_17, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.pad %128, %cst_18, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %136 = stablehlo.add %134, %135 : tensor<2xf32>
    %137 = stablehlo.slice %122 [2:5:2] : (tensor<5xf32>) -> tensor<2xf32>
    %138 = stablehlo.minimum %136, %137 : tensor<2xf32>
    %139 = stablehlo.slice %122 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %140 = stablehlo.concatenate %139, %138, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.pad %140, %cst_19, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.pad %136, %cst_20, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %143 = stablehlo.add %141, %142 : tensor<5xf32>
    %144 = stablehlo.slice %143 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %145 = stablehlo.slice %119 [2:10:2] : (tensor<10xf32>) -> tensor<4xf32>
    %146 = stablehlo.minimum %144, %145 : tensor<4xf32>
    %147 = stablehlo.slice %119 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %148 = stablehlo.concatenate %147, %146, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.pad %148, %cst_21, low = [0], high = [1], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %143, %cst_22, low = [1], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %151 = stablehlo.add %149, %150 : tensor<10xf32>
    return %44, %117, %118, %151 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_where_0(%arg0: tensor<2xi1>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @_where_1(%arg0: tensor<1xi1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_where_2(%arg0: tensor<0xf32>) -> tensor<0xf32> {
    return %arg0 : tensor<0xf32>
  }
  func.func private @_where_3(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
