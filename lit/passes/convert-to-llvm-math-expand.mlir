// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=LOWERED

// Math ops without an llvm intrinsic of ours are expanded to arith first: the classes as
// compares of |x| with infinity (and the smallest normal), ipowi as square-and-multiply
// unrolled over the exponent's bits (negative powers: 0 except for bases 1 and -1), fpowi
// as pow of the converted exponent, clampf as maximum/minimum, sincos as sin and cos.
// Same values before and after.

// CHECK-LABEL: llvm.func @classes
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[ABS:.*]] = llvm.intr.fabs(%[[X]]) : (f32) -> f32
// CHECK: %[[INF:.*]] = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK: %[[FIN:.*]] = llvm.fcmp "one" %[[ABS]], %[[INF]] : f32
// CHECK: %[[ABS2:.*]] = llvm.intr.fabs(%[[X]]) : (f32) -> f32
// CHECK: %[[INF2:.*]] = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK: %[[ISINF:.*]] = llvm.fcmp "oeq" %[[ABS2]], %[[INF2]] : f32
// CHECK: %[[NAN:.*]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
// CHECK: %[[MIN:.*]] = llvm.mlir.constant(1.17549435E-38 : f32) : f32
// CHECK: %[[BIG:.*]] = llvm.fcmp "oge" %{{.*}}, %[[MIN]] : f32
// CHECK: %[[FIN2:.*]] = llvm.fcmp "one" %{{.*}}, %{{.*}} : f32
// CHECK: %[[NORMAL:.*]] = llvm.and %[[BIG]], %[[FIN2]] : i1
// CHECK-NOT: math.
func.func @classes(%x: f32) -> (i1, i1, i1, i1) {
  %a = math.isfinite %x : f32
  %b = math.isinf %x : f32
  %c = math.isnan %x : f32
  %d = math.isnormal %x : f32
  return %a, %b, %c, %d : i1, i1, i1, i1
}

// CHECK-LABEL: llvm.func @powers
// CHECK-SAME: (%[[B:.*]]: i8, %[[E:.*]]: i8, %[[F:.*]]: f64, %[[N:.*]]: i32)
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i8) : i8
// CHECK: %[[BIT:.*]] = llvm.and %[[E]], %[[ONE]] : i8
// CHECK: %[[SET:.*]] = llvm.icmp "ne" %[[BIT]], %{{.*}} : i8
// CHECK: %[[P:.*]] = llvm.mul %[[ONE]], %[[B]] : i8
// CHECK: llvm.select %[[SET]], %[[P]], %[[ONE]] : i1, i8
// CHECK: %[[SQ:.*]] = llvm.mul %[[B]], %[[B]] : i8
// CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[E]], %{{.*}} : i8
// CHECK: %[[IPOWI:.*]] = llvm.select %[[NEG]], %{{.*}}, %{{.*}} : i1, i8
// CHECK: %[[NF:.*]] = llvm.sitofp %[[N]] : i32 to f64
// CHECK: %[[FPOWI:.*]] = llvm.intr.pow(%[[F]], %[[NF]]) : (f64, f64) -> f64
// CHECK: llvm.insertvalue %[[IPOWI]]
// CHECK-NOT: math.
func.func @powers(%b: i8, %e: i8, %f: f64, %n: i32) -> (i8, f64) {
  %p = math.ipowi %b, %e : i8
  %q = math.fpowi %f, %n : f64, i32
  return %p, %q : i8, f64
}

// CHECK-LABEL: llvm.func @clamp_sincos
// CHECK-SAME: (%[[X:.*]]: f32, %[[LO:.*]]: f32, %[[HI:.*]]: f32)
// CHECK: %[[M:.*]] = llvm.intr.maximum(%[[X]], %[[LO]]) : (f32, f32) -> f32
// CHECK: %[[C:.*]] = llvm.intr.minimum(%[[M]], %[[HI]]) : (f32, f32) -> f32
// CHECK: %[[S:.*]] = llvm.intr.sin(%[[X]]) : (f32) -> f32
// CHECK: %[[CO:.*]] = llvm.intr.cos(%[[X]]) : (f32) -> f32
// CHECK-NOT: math.
func.func @clamp_sincos(%x: f32, %lo: f32, %hi: f32) -> (f32, f32, f32) {
  %c = math.clampf %x to [%lo, %hi] : f32
  %s, %co = math.sincos %x : f32
  return %c, %s, %co : f32, f32, f32
}

// libm has no half-precision functions: f16 / bf16 go through f32 (as upstream's
// --math-extend-to-supported-types); the truncation to bf16 is integer code
// (convert-to-llvm-bf16-truncf.mlir).
// CHECK-LABEL: llvm.func @half_libm
// CHECK-SAME: (%[[B:.*]]: bf16, %[[H:.*]]: f16)
// CHECK: %[[BW:.*]] = llvm.fpext %[[B]] : bf16 to f32
// CHECK: %[[E:.*]] = llvm.call @erff(%[[BW]]) : (f32) -> f32
// CHECK: llvm.bitcast %[[E]] : f32 to i32
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[HW:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK: %[[HW2:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK: %[[A:.*]] = llvm.call @atan2f(%[[HW]], %[[HW2]]) : (f32, f32) -> f32
// CHECK: llvm.fptrunc %[[A]] : f32 to f16
// CHECK: %[[LW:.*]] = llvm.fpext %[[B]] : bf16 to f32
// CHECK: %[[L:.*]] = llvm.call @log1pf(%[[LW]]) : (f32) -> f32
// CHECK: llvm.bitcast %[[L]] : f32 to i32
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16
func.func @half_libm(%b: bf16, %h: f16) -> (bf16, f16, bf16) {
  %0 = math.erf %b : bf16
  %1 = math.atan2 %h, %h : f16
  %2 = math.log1p %b : bf16
  return %0, %1, %2 : bf16, f16, bf16
}

// Values: the same through the interpreter before and after the conversion.
// EXEC: dense<false> : tensor<i1>
// EXEC-NEXT: dense<true> : tensor<i1>
// EXEC-NEXT: dense<true> : tensor<i1>
// EXEC-NEXT: dense<false> : tensor<i1>
// EXEC-NEXT: dense<true> : tensor<i1>
// EXEC-NEXT: dense<false> : tensor<i1>
// EXEC-NEXT: dense<243> : tensor<i32>
// EXEC-NEXT: dense<-128> : tensor<i8>
// EXEC-NEXT: dense<-1> : tensor<i32>
// EXEC-NEXT: dense<0> : tensor<i32>
// EXEC-NEXT: dense<1> : tensor<i32>
// EXEC-NEXT: dense<2.500000e-01> : tensor<f64>
// EXEC-NEXT: dense<1.000000e+00> : tensor<f32>
// LOWERED: (dense<false> : tensor<i1>, dense<true> : tensor<i1>, dense<true> : tensor<i1>, dense<false> : tensor<i1>, dense<true> : tensor<i1>, dense<false> : tensor<i1>, dense<243> : tensor<i32>, dense<-128> : tensor<i8>, dense<-1> : tensor<i32>, dense<0> : tensor<i32>, dense<1> : tensor<i32>, dense<2.500000e-01> : tensor<f64>, dense<1.000000e+00> : tensor<f32>)
func.func @main() -> (i1, i1, i1, i1, i1, i1, i32, i8, i32, i32, i32, f64, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %tiny = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = math.isfinite %inf : f32
  %b = math.isfinite %one : f32
  %c = math.isinf %ninf : f32
  %d = math.isnan %one : f32
  %e = math.isnormal %one : f32
  %f = math.isnormal %tiny : f32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %g = math.ipowi %i3, %i5 : i32
  %m2 = arith.constant -2 : i8
  %s7 = arith.constant 7 : i8
  %h = math.ipowi %m2, %s7 : i8
  %m1 = arith.constant -1 : i32
  %m3 = arith.constant -3 : i32
  %j = math.ipowi %m1, %m3 : i32
  %i2 = arith.constant 2 : i32
  %k = math.ipowi %i2, %m1 : i32
  %i0 = arith.constant 0 : i32
  %l = math.ipowi %i5, %i0 : i32
  %two = arith.constant 2.0 : f64
  %mtwo = arith.constant -2 : i32
  %p = math.fpowi %two, %mtwo : f64, i32
  %q = math.clampf %five to [%zero, %one] : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %j, %k, %l, %p, %q : i1, i1, i1, i1, i1, i1, i32, i8, i32, i32, i32, f64, f32
}
