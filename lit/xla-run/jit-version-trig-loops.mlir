// sin and cos over 3000 f32 in blocks of 512 (--scf-version-trig-loops): blocks whose
// arguments are all below 4096 take the f32 Cody-Waite reduction, blocks holding one huge
// argument (1.46e18 at 700, -7e30 at 1600, 4096 itself at 2600) the Payne-Hanek one for every
// element; both within 1 ulp of the f64 functions rounded to f32, in the interpreter of the
// llvm level and natively.
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED
// RUN: xla-opt %s --lower-to-llvm | xla-run - | FileCheck %s
// RUN: %if melior %{ xla-run %s --backend jit | FileCheck %s %}
// CHECK: 2 passed, 0 failed
// LOWERED: llvm.func @main

func.func @main() {
  %i = hlo.iota dim = 0 : tensor<3000xi32>
  %f = hlo.convert %i : (tensor<3000xi32>) -> tensor<3000xf32>
  %scale = hlo.constant dense<1.3711> : tensor<3000xf32>
  %offset = hlo.constant dense<-2000.25> : tensor<3000xf32>
  %scaled = hlo.multiply %f, %scale : tensor<3000xf32>
  %x0 = hlo.add %scaled, %offset : tensor<3000xf32>
  %kx1 = arith.constant 700 : i32
  %vx1 = arith.constant 1.46e18 : f32
  %x1 = call @put(%i, %x0, %kx1, %vx1) : (tensor<3000xi32>, tensor<3000xf32>, i32, f32) -> tensor<3000xf32>
  %kx2 = arith.constant 1600 : i32
  %vx2 = arith.constant -7.0e30 : f32
  %x2 = call @put(%i, %x1, %kx2, %vx2) : (tensor<3000xi32>, tensor<3000xf32>, i32, f32) -> tensor<3000xf32>
  %kx3 = arith.constant 2500 : i32
  %vx3 = arith.constant 4095.9998 : f32
  %x3 = call @put(%i, %x2, %kx3, %vx3) : (tensor<3000xi32>, tensor<3000xf32>, i32, f32) -> tensor<3000xf32>
  %kx = arith.constant 2600 : i32
  %vx = arith.constant 4096.0 : f32
  %x = call @put(%i, %x3, %kx, %vx) : (tensor<3000xi32>, tensor<3000xf32>, i32, f32) -> tensor<3000xf32>
  %xd = hlo.convert %x : (tensor<3000xf32>) -> tensor<3000xf64>
  %s = hlo.sine %x : tensor<3000xf32>
  %sd = hlo.sine %xd : tensor<3000xf64>
  %sr = hlo.convert %sd : (tensor<3000xf64>) -> tensor<3000xf32>
  check.expect_close %s, %sr, max_ulp_difference = 1 : tensor<3000xf32>, tensor<3000xf32>
  %c = hlo.cosine %x : tensor<3000xf32>
  %cd = hlo.cosine %xd : tensor<3000xf64>
  %cr = hlo.convert %cd : (tensor<3000xf64>) -> tensor<3000xf32>
  check.expect_close %c, %cr, max_ulp_difference = 1 : tensor<3000xf32>, tensor<3000xf32>
  return
}

// x with element k replaced by v.
func.func private @put(%i: tensor<3000xi32>, %x: tensor<3000xf32>, %k: i32, %v: f32) -> tensor<3000xf32> {
  %kt = tensor.from_elements %k : tensor<i32>
  %vt = tensor.from_elements %v : tensor<f32>
  %kb = hlo.broadcast_in_dim %kt, dims = [] : (tensor<i32>) -> tensor<3000xi32>
  %vb = hlo.broadcast_in_dim %vt, dims = [] : (tensor<f32>) -> tensor<3000xf32>
  %at = hlo.compare EQ, %i, %kb : (tensor<3000xi32>, tensor<3000xi32>) -> tensor<3000xi1>
  %r = hlo.select %at, %vb, %x : tensor<3000xi1>, tensor<3000xf32>
  return %r : tensor<3000xf32>
}
