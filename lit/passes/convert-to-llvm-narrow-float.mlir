// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=LOWERED

// 8-bit floats are i8 in llvm (as upstream converts the type); extf / truncf between them
// and wider floats are expanded to integer arithmetic on their bits: rebiased exponent,
// round to nearest even, subnormals through a scaled roundeven, overflow to inf (IEEE
// kinds) or NaN (FN / FNUZ kinds). Same values as the interpreter (APFloat's).

// CHECK-LABEL: llvm.func @convert
// CHECK-SAME: (%[[X:.*]]: f32, %[[B:.*]]: i8) -> !llvm.struct<(i8, f32)>
// CHECK: %[[BITS:.*]] = llvm.bitcast %[[X]] : f32 to i32
// CHECK: llvm.intr.roundeven
// CHECK: llvm.intr.umin
// CHECK: %[[TRUNC:.*]] = llvm.trunc %{{.*}} : i32 to i8
// CHECK: %[[CODE:.*]] = llvm.bitcast %[[TRUNC]] : i8 to i8
// CHECK: %[[BYTE:.*]] = llvm.bitcast %[[B]] : i8 to i8
// CHECK: llvm.zext %[[BYTE]] : i8 to i32
// CHECK: llvm.uitofp
// CHECK: llvm.mlir.poison
// CHECK-NEXT: llvm.insertvalue %[[CODE]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %{{.*}}, %{{.*}}[1]
// CHECK-NOT: arith.
func.func @convert(%x: f32, %b: f8E4M3FN) -> (f8E4M3FN, f32) {
  %t = arith.truncf %x : f32 to f8E4M3FN
  %e = arith.extf %b : f8E4M3FN to f32
  return %t, %e : f8E4M3FN, f32
}

// 1.1 -> 1.125; 465 -> NaN (past 448's half ulp); 2^-10 -> 0 (a tie, to even);
// 3 * 2^-10 -> 2^-8 (the tie rounds up to the even subnormal); f8E5M2FNUZ: -0 -> +0,
// 70000 -> NaN (0x80). extf: 0x01 -> 2^-9, 0xFE -> -448, 0x7F -> NaN.
// EXEC: dense<57> : tensor<i8>
// EXEC-NEXT: dense<127> : tensor<i8>
// EXEC-NEXT: dense<0> : tensor<i8>
// EXEC-NEXT: dense<2> : tensor<i8>
// EXEC-NEXT: dense<0> : tensor<i8>
// EXEC-NEXT: dense<-128> : tensor<i8>
// EXEC-NEXT: dense<0.001953125> : tensor<f32>
// EXEC-NEXT: dense<-4.480000e+02> : tensor<f32>
// EXEC-NEXT: dense<0x{{7F.*}}> : tensor<f32>
// LOWERED: (dense<57> : tensor<i8>, dense<127> : tensor<i8>, dense<0> : tensor<i8>, dense<2> : tensor<i8>, dense<0> : tensor<i8>, dense<-128> : tensor<i8>, dense<0.001953125> : tensor<f32>, dense<-4.480000e+02> : tensor<f32>, dense<0x{{7F.*}}> : tensor<f32>)
func.func @main() -> (i8, i8, i8, i8, i8, i8, f32, f32, f32) {
  %a = arith.constant 1.1 : f32
  %b = arith.constant 465.0 : f32
  %c = arith.constant 0.0009765625 : f32
  %d = arith.constant 0.0029296875 : f32
  %z = arith.constant -0.0 : f32
  %big = arith.constant 70000.0 : f32
  %ta = arith.truncf %a : f32 to f8E4M3FN
  %tb = arith.truncf %b : f32 to f8E4M3FN
  %tc = arith.truncf %c : f32 to f8E4M3FN
  %td = arith.truncf %d : f32 to f8E4M3FN
  %tz = arith.truncf %z : f32 to f8E5M2FNUZ
  %tbig = arith.truncf %big : f32 to f8E5M2FNUZ
  %ia = arith.bitcast %ta : f8E4M3FN to i8
  %ib = arith.bitcast %tb : f8E4M3FN to i8
  %ic = arith.bitcast %tc : f8E4M3FN to i8
  %id = arith.bitcast %td : f8E4M3FN to i8
  %iz = arith.bitcast %tz : f8E5M2FNUZ to i8
  %ibig = arith.bitcast %tbig : f8E5M2FNUZ to i8
  %c1 = arith.constant 1 : i8
  %cfe = arith.constant -2 : i8
  %c7f = arith.constant 127 : i8
  %f1 = arith.bitcast %c1 : i8 to f8E4M3FN
  %ffe = arith.bitcast %cfe : i8 to f8E4M3FN
  %f7f = arith.bitcast %c7f : i8 to f8E4M3FN
  %e1 = arith.extf %f1 : f8E4M3FN to f32
  %efe = arith.extf %ffe : f8E4M3FN to f32
  %e7f = arith.extf %f7f : f8E4M3FN to f32
  return %ia, %ib, %ic, %id, %iz, %ibig, %e1, %efe, %e7f : i8, i8, i8, i8, i8, i8, f32, f32, f32
}
