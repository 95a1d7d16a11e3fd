module @jit_rk4_fori attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<2xf32> {jax.result_info = "result[1][0]"}, tensor<20xf32> {jax.result_info = "result[1][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<f32>, tensor<i32>, tensor<2xf32>
    cond {
      %c_3 = stablehlo.constant dense<40> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call(%iterArg, %iterArg_2) : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<f32>, tensor<i32>, tensor<2xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %arg0, %iterArg_3 = %1) : tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<20xf32>
    cond {
      %c_4 = stablehlo.constant dense<20> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:2 = func.call @closed_call_0(%iterArg, %iterArg_2) : (tensor<f32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<20xf32>, tensor<f32>, tensor<i32>) -> tensor<20xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<20xf32>
    }
    return %0#2, %2#2, %2#3 : tensor<2xf32>, tensor<2xf32>, tensor<20xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.slice %arg1 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.negate %arg0 : tensor<f32>
    %3 = stablehlo.slice %arg1 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.multiply %2, %4 : tensor<f32>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.sine %7 : tensor<f32>
    %9 = stablehlo.subtract %5, %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.concatenate %10, %11, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<2.500000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf32>
    %15 = stablehlo.add %arg1, %14 : tensor<2xf32>
    %16 = stablehlo.slice %15 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.negate %arg0 : tensor<f32>
    %19 = stablehlo.slice %15 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.multiply %18, %20 : tensor<f32>
    %22 = stablehlo.slice %15 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.sine %23 : tensor<f32>
    %25 = stablehlo.subtract %21, %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.concatenate %26, %27, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<2xf32>
    %31 = stablehlo.add %arg1, %30 : tensor<2xf32>
    %32 = stablehlo.slice %31 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    %34 = stablehlo.negate %arg0 : tensor<f32>
    %35 = stablehlo.slice %31 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %36 = stablehlo.reshape %35 : (tensor<1xf32>) -> tensor<f32>
    %37 = stablehlo.multiply %34, %36 : tensor<f32>
    %38 = stablehlo.slice %31 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.sine %39 : tensor<f32>
    %41 = stablehlo.subtract %37, %40 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %44 = stablehlo.concatenate %42, %43, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<2xf32>
    %47 = stablehlo.add %arg1, %46 : tensor<2xf32>
    %48 = stablehlo.slice %47 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<f32>
    %50 = stablehlo.negate %arg0 : tensor<f32>
    %51 = stablehlo.slice %47 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %53 = stablehlo.multiply %50, %52 : tensor<f32>
    %54 = stablehlo.slice %47 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.sine %55 : tensor<f32>
    %57 = stablehlo.subtract %53, %56 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %62 = stablehlo.multiply %61, %28 : tensor<2xf32>
    %63 = stablehlo.add %12, %62 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %65 = stablehlo.multiply %64, %44 : tensor<2xf32>
    %66 = stablehlo.add %63, %65 : tensor<2xf32>
    %67 = stablehlo.add %66, %60 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<0.00833333377> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<2xf32>
    %70 = stablehlo.add %arg1, %69 : tensor<2xf32>
    return %70 : tensor<2xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<f32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<f32>) {
    %0 = stablehlo.slice %arg1 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.negate %arg0 : tensor<f32>
    %3 = stablehlo.slice %arg1 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.multiply %2, %4 : tensor<f32>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.sine %7 : tensor<f32>
    %9 = stablehlo.subtract %5, %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.concatenate %10, %11, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf32>
    %15 = stablehlo.add %arg1, %14 : tensor<2xf32>
    %16 = stablehlo.slice %15 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    return %15, %17 : tensor<2xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<20xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<20xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<20xf32>, tensor<1xf32>, tensor<i32>) -> tensor<20xf32>
    return %1 : tensor<20xf32>
  }
}
