module @jit_associative_scans attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>) -> (tensor<3x8xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<3x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.slice %arg0 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.slice %2 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %4 = stablehlo.slice %2 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x2xf32>
    %6 = stablehlo.slice %5 [0:3, 0:1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.slice %5 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<3x1xf32>
    %9 = stablehlo.slice %8 [0:3, 0:0] : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %10 = stablehlo.slice %5 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %11 = stablehlo.add %9, %10 : tensor<3x0xf32>
    %12 = stablehlo.slice %5 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 1 : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %8, %cst_0, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x2xf32>
    %17 = stablehlo.slice %16 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %18 = stablehlo.slice %2 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x1xf32>
    %20 = stablehlo.slice %2 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %21 = stablehlo.concatenate %20, %19, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %16, %cst_2, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %24 = stablehlo.add %22, %23 : tensor<3x4xf32>
    %25 = stablehlo.slice %24 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.slice %arg0 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3x3xf32>
    %28 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %29 = stablehlo.concatenate %28, %27, dim = 1 : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.pad %29, %cst_3, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.pad %24, %cst_4, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x8xf32>
    %33 = stablehlo.reverse %arg0, dims = [0] : tensor<3x8xf32>
    %34 = stablehlo.slice %33 [0:2:2, 0:8] : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %35 = stablehlo.slice %33 [1:3:2, 0:8] : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<1x8xf32>
    %37 = stablehlo.slice %33 [2:3:2, 0:8] : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %38 = stablehlo.maximum %36, %37 : tensor<1x8xf32>
    %39 = stablehlo.slice %33 [0:1, 0:8] : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %40 = stablehlo.concatenate %39, %38, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.pad %40, %cst_5, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.pad %36, %cst_6, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %43 = stablehlo.add %41, %42 : tensor<3x8xf32>
    %44 = stablehlo.reverse %43, dims = [0] : tensor<3x8xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<3x8xf32>
    %47 = stablehlo.slice %46 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %48 = stablehlo.slice %arg0 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %49 = stablehlo.slice %46 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %50 = stablehlo.slice %arg0 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %51 = stablehlo.multiply %47, %49 : tensor<3x4xf32>
    %52 = stablehlo.multiply %48, %49 : tensor<3x4xf32>
    %53 = stablehlo.add %52, %50 : tensor<3x4xf32>
    %54 = stablehlo.slice %51 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %55 = stablehlo.slice %53 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %56 = stablehlo.slice %51 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %57 = stablehlo.slice %53 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %58 = stablehlo.multiply %54, %56 : tensor<3x2xf32>
    %59 = stablehlo.multiply %55, %56 : tensor<3x2xf32>
    %60 = stablehlo.add %59, %57 : tensor<3x2xf32>
    %61 = stablehlo.slice %60 [0:3, 0:1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %62 = stablehlo.slice %58 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %63 = stablehlo.slice %60 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %64 = stablehlo.multiply %61, %62 : tensor<3x1xf32>
    %65 = stablehlo.add %64, %63 : tensor<3x1xf32>
    %66 = stablehlo.slice %65 [0:3, 0:0] : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %67 = stablehlo.slice %58 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %68 = stablehlo.slice %60 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %69 = stablehlo.multiply %66, %67 : tensor<3x0xf32>
    %70 = stablehlo.add %69, %68 : tensor<3x0xf32>
    %71 = stablehlo.slice %60 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %72 = stablehlo.concatenate %71, %70, dim = 1 : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.pad %72, %cst_8, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %65, %cst_9, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %75 = stablehlo.add %73, %74 : tensor<3x2xf32>
    %76 = stablehlo.slice %75 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %77 = stablehlo.slice %51 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %78 = stablehlo.slice %53 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %79 = stablehlo.multiply %76, %77 : tensor<3x1xf32>
    %80 = stablehlo.add %79, %78 : tensor<3x1xf32>
    %81 = stablehlo.slice %53 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %82 = stablehlo.concatenate %81, %80, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_10, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %75, %cst_11, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %85 = stablehlo.add %83, %84 : tensor<3x4xf32>
    %86 = stablehlo.slice %85 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %87 = stablehlo.slice %46 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %88 = stablehlo.slice %arg0 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %89 = stablehlo.multiply %86, %87 : tensor<3x3xf32>
    %90 = stablehlo.add %89, %88 : tensor<3x3xf32>
    %91 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %92 = stablehlo.concatenate %91, %90, dim = 1 : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %92, %cst_12, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %85, %cst_13, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %95 = stablehlo.add %93, %94 : tensor<3x8xf32>
    return %32, %44, %95 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>
  }
}
