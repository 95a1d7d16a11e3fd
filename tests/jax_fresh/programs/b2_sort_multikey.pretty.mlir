module @jit_sort_multikey attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<9xi32>, %arg2: tensor<9xf32>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<9xi32> {jax.result_info = "result[1]"}, tensor<9xf32> {jax.result_info = "result[2]"}, tensor<9xi8> {jax.result_info = "result[3]"}, tensor<9xbf16> {jax.result_info = "result[4]"}, tensor<9xi1> {jax.result_info = "result[5]"}, tensor<9xf16> {jax.result_info = "result[6]"}, tensor<9xi32> {jax.result_info = "result[7]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<f32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.compare EQ, %arg3, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.select %11, %cst_1, %arg3 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %14 = stablehlo.select %13, %cst_2, %12 : tensor<i1>, tensor<f32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.compare EQ, %arg4, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.select %15, %cst_4, %arg4 : tensor<i1>, tensor<f32>
      %17 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.select %17, %cst_5, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare LT, %arg5, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %20 = stablehlo.compare LT, %14, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.compare EQ, %14, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.and %21, %19 : tensor<i1>
      %23 = stablehlo.or %20, %22 : tensor<i1>
      stablehlo.return %23 : tensor<i1>
    }) : (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>)
    %1 = stablehlo.convert %arg1 : (tensor<9xi32>) -> tensor<9xi8>
    %2 = call @sort(%1) : (tensor<9xi8>) -> tensor<9xi8>
    %3 = stablehlo.convert %arg2 : (tensor<9xf32>) -> tensor<9xbf16>
    %4 = call @sort_0(%3) : (tensor<9xbf16>) -> tensor<9xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %6 = stablehlo.compare GT, %arg0, %5, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %7 = call @sort_1(%6) : (tensor<9xi1>) -> tensor<9xi1>
    %8 = stablehlo.convert %arg2 : (tensor<9xf32>) -> tensor<9xf16>
    %9 = "stablehlo.sort"(%8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f16>, %arg4: tensor<f16>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %11 = stablehlo.compare EQ, %arg3, %cst_0, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %12 = stablehlo.select %11, %cst_1, %arg3 : tensor<i1>, tensor<f16>
      %13 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %14 = stablehlo.select %13, %cst_2, %12 : tensor<i1>, tensor<f16>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %15 = stablehlo.compare EQ, %arg4, %cst_3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %16 = stablehlo.select %15, %cst_4, %arg4 : tensor<i1>, tensor<f16>
      %17 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %18 = stablehlo.select %17, %cst_5, %16 : tensor<i1>, tensor<f16>
      %19 = stablehlo.compare LT, %14, %18, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<9xf16>) -> tensor<9xf16>
    %10 = call @lexsort(%arg0, %arg1) : (tensor<9xf32>, tensor<9xi32>) -> tensor<9xi32>
    return %0#0, %0#1, %0#2, %2, %4, %7, %9, %10 : tensor<9xf32>, tensor<9xi32>, tensor<9xf32>, tensor<9xi8>, tensor<9xbf16>, tensor<9xi1>, tensor<9xf16>, tensor<9xi32>
  }
  func.func private @sort(%arg0: tensor<9xi8>) -> tensor<9xi8> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<9xi8>) -> tensor<9xi8>
    return %0 : tensor<9xi8>
  }
  func.func private @sort_0(%arg0: tensor<9xbf16>) -> tensor<9xbf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<bf16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<9xbf16>) -> tensor<9xbf16>
    return %0 : tensor<9xbf16>
  }
  func.func private @sort_1(%arg0: tensor<9xi1>) -> tensor<9xi1> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<9xi1>) -> tensor<9xi1>
    return %0 : tensor<9xi1>
  }
  func.func private @lexsort(%arg0: tensor<9xf32>, %arg1: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<9xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg4, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg4 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg5, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg5 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.and %12, %10 : tensor<i1>
      %14 = stablehlo.or %11, %13 : tensor<i1>
      stablehlo.return %14 : tensor<i1>
    }) : (tensor<9xi32>, tensor<9xf32>, tensor<9xi32>) -> (tensor<9xi32>, tensor<9xf32>, tensor<9xi32>)
    return %1#2 : tensor<9xi32>
  }
}
