// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | xla-run --entry complex_ops - --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-llvm | xla-run --entry complex_ops - --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null

// hlo ops on complex elements become complex dialect ops inside linalg.generic; converts
// follow hlo (complex -> real keeps the real part). --lower-to-loops expands them with
// --convert-complex-to-standard; at the llvm level complex<f32> is !llvm.struct<(f32, f32)>.

// CHECK-LABEL: func.func @complex_ops
// CHECK: arith.constant dense<[(5.000000e-01,-2.000000e+00), (3.000000e+00,2.500000e-01)]> : tensor<2xcomplex<f32>>
// CHECK: complex.add %{{.*}}, %{{.*}} : complex<f32>
// CHECK: complex.abs %{{.*}} : complex<f32>
// CHECK: complex.eq %{{.*}}, %{{.*}} : complex<f32>
// CHECK: %[[RE:.*]] = complex.re %{{.*}} : complex<f32>
// CHECK: %[[IM:.*]] = complex.im %{{.*}} : complex<f32>
// CHECK: %[[RE64:.*]] = arith.extf %[[RE]] : f32 to f64
// CHECK: %[[IM64:.*]] = arith.extf %[[IM]] : f32 to f64
// CHECK: complex.create %[[RE64]], %[[IM64]] : complex<f64>
// CHECK: complex.im %{{.*}} : complex<f32>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: complex.create %{{.*}}, %[[ZERO]] : complex<f32>
// CHECK: complex.exp %{{.*}} : complex<f32>

// EXEC: dense<[(1.000000e+00,-4.000000e+00), (6.000000e+00,5.000000e-01)]> : tensor<2xcomplex<f32>>
// complex.abs lowers to upstream's scaled form max * sqrt(1 + (min/max)^2): within 1 ulp.
// EXEC: dense<[4.12310553, 6.020797{{[0-9]+}}]> : tensor<2xf32>
// EXEC: dense<false> : tensor<2xi1>

func.func @complex_ops() -> (tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xi1>, tensor<2xcomplex<f64>>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %a = hlo.constant dense<[(0.5,-2.0),(3.0,0.25)]> : tensor<2xcomplex<f32>>
  %r = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = hlo.add %a, %a : tensor<2xcomplex<f32>>
  %1 = hlo.abs %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = hlo.compare EQ, %a, %0 : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  %3 = hlo.convert %0 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  %4 = hlo.imag %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %5 = hlo.convert %r : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %6 = hlo.exponential %a : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xi1>, tensor<2xcomplex<f64>>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
}
