// REQUIRES: melior
// asinh, log1p and expm1 near 0 keep every digit in both backends: the JIT's log1p and expm1
// are libm calls (`log(1 + x)` and `exp(x) - 1` would lose them), and asinh's expansion
// (sign(x)·log1p(|x| + x²/(1 + √(1 + x²)))) relies on log1p. Expected values: JAX 0.10 on CPU
// (jnp.arcsinh, jnp.log1p, jnp.expm1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy %t/out2.npy --print | FileCheck %s
// The JIT and the llvm level compute f32 log1p (hence asinh) with the vectorizable
// approximation of --math-polynomial-approximation (within 2.3 ulp): the last digits may
// differ, the catastrophic losses of the issue (1e-6 -> 9.54e-7, -1e-7 -> -1.19e-7) may not.
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy %t/out2.npy --print | FileCheck %s --check-prefix=APPROX
// RUN: xla-opt %s --lower-to-llvm | xla-run - --input %t/out0.npy %t/out1.npy %t/out2.npy --print | FileCheck %s --check-prefix=APPROX
// RUN: xla-opt %s --lower-to-llvm=approximate-math=false | xla-run - --input %t/out0.npy %t/out1.npy %t/out2.npy --print | FileCheck %s

// CHECK: dense<[9.99999931E-4, 9.99999974E-5, 9.99999997E-7, -1.000000e-07, 9.99999968E-21]> : tensor<5xf32>
// CHECK-NEXT: dense<[9.9999983333340825E-4, 9.9999999833333343E-5, 9.999999999998333E-7, -9.9999999999999837E-8, 9.9999999999999995E-21]> : tensor<5xf64>
// CHECK-NEXT: dense<[1.000400e-03, 1.000170e-04, 1.013280e-06, -1.192090e-07]> : tensor<4xf16>
// CHECK-NEXT: dense<[9.99500392E-4, 9.99949988E-5, 9.99999543E-7, -1.00000008E-7, 9.99999968E-21]> : tensor<5xf32>
// CHECK-NEXT: dense<[0.00100050017, 1.00004996E-4, 1.00000045E-6, -9.9999994E-8, 9.99999968E-21]> : tensor<5xf32>
// APPROX: dense<[9.99999{{[0-9]*}}E-4, 9.99999{{[0-9]*}}E-5, {{9.99999[0-9]*E-7|1.000000e-06}}, {{-1.00000[0-9]*E-7|-1.000000e-07|-9.99999[0-9]*E-8}}, 9.99999968E-21]> : tensor<5xf32>
// APPROX-NEXT: dense<[9.9999983333340825E-4, 9.9999999833333343E-5, 9.999999999998333E-7, -9.9999999999999837E-8, 9.9999999999999995E-21]> : tensor<5xf64>
// APPROX-NEXT: dense<[1.000400e-03, 1.000170e-04, 1.013280e-06, -1.192090e-07]> : tensor<4xf16>
// APPROX-NEXT: dense<[9.9950{{[0-9]*}}E-4, 9.99949{{[0-9]*}}E-5, 9.999995{{[0-9]*}}E-7, {{-1.00000[0-9]*E-7}}, 9.99999968E-21]> : tensor<5xf32>
// APPROX-NEXT: dense<[0.00100050{{[0-9]*}}, 1.00004{{[0-9]*}}E-4, 1.00000{{[0-9]*}}E-6, {{-9.99999[0-9]*E-8|-1.000000e-07}}, 9.99999968E-21]> : tensor<5xf32>

func.func @inputs() -> (tensor<5xf32>, tensor<5xf64>, tensor<4xf16>) {
  %x = hlo.constant dense<[1.0e-3, 1.0e-4, 1.0e-6, -1.0e-7, 1.0e-20]> : tensor<5xf32>
  %y = hlo.constant dense<[1.0e-3, 1.0e-4, 1.0e-6, -1.0e-7, 1.0e-20]> : tensor<5xf64>
  %h = hlo.constant dense<[1.0e-3, 1.0e-4, 1.0e-6, -1.0e-7]> : tensor<4xf16>
  return %x, %y, %h : tensor<5xf32>, tensor<5xf64>, tensor<4xf16>
}

func.func @main(%x: tensor<5xf32>, %y: tensor<5xf64>, %h: tensor<4xf16>) -> (tensor<5xf32>, tensor<5xf64>, tensor<4xf16>, tensor<5xf32>, tensor<5xf32>) {
  %0 = chlo.asinh %x : tensor<5xf32> -> tensor<5xf32>
  %1 = chlo.asinh %y : tensor<5xf64> -> tensor<5xf64>
  %2 = chlo.asinh %h : tensor<4xf16> -> tensor<4xf16>
  %3 = hlo.log_plus_one %x : tensor<5xf32>
  %4 = hlo.exponential_minus_one %x : tensor<5xf32>
  return %0, %1, %2, %3, %4 : tensor<5xf32>, tensor<5xf64>, tensor<4xf16>, tensor<5xf32>, tensor<5xf32>
}
