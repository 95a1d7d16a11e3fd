// REQUIRES: xla-run
// Each f32 transcendental op against the same op in f64 rounded to f32 (the correctly rounded
// result): equal in the interpreter before lowering; within the documented ulp bounds after
// --lower-to-llvm (which approximates them, docs/lowering/math-approximation.md), on regular
// values and on zeros, subnormals, infinities, NaN, and saturated results; with
// approximate-math=false the libm functions are called.
// RUN: xla-run %s | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=IR
// RUN: xla-opt %s --lower-to-llvm=approximate-math=false | xla-run - 2>&1 | FileCheck %s --check-prefix=LIBMEXEC
// RUN: xla-opt %s --lower-to-llvm=approximate-math=false | FileCheck %s --check-prefix=LIBM
// RUN: xla-opt %s --pass-pipeline='builtin.module(lower-to-llvm{approximate-math=0})' | FileCheck %s --check-prefix=LIBM
// RUN: not xla-opt %s --lower-to-llvm=approximate-math=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: 18 passed, 0 failed
// Without the approximations f32 expm1 and log1p are the libm calls expm1f and log1pf
// (docs/lowering/to-llvm.md): exact here too.
// LIBMEXEC: 18 passed, 0 failed
// IR-NOT: llvm.intr.{{(tanh|exp|log|sin|cos)}}({{.*}}) : (f32)
// IR-NOT: llvm.call @erff
// LIBM-DAG: llvm.intr.tanh(%{{.*}}) : (f32) -> f32
// LIBM-DAG: llvm.call @erff
// BAD: 'maybe' is invalid value for boolean argument

func.func @main() {
  %x = hlo.constant dense<[0.3, -0.7, 1.5, -2.25, 3.0, 5.5, 0.01, -12.0, 0.9999, 2.0e-3, 1.0e-20, 40.0]> : tensor<12xf32>
  // Without 1e-20: the f64 references of expm1 and log1p are lowered as exp(x) - 1 and
  // log(1 + x) (docs/lowering/to-llvm.md), which lose tiny arguments.
  %y = hlo.constant dense<[0.3, -0.7, 1.5, -2.25, 3.0, 5.5, 0.01, -12.0, 0.9999, 2.0e-3, 0.05, 40.0]> : tensor<12xf32>
  %yd = hlo.convert %y : (tensor<12xf32>) -> tensor<12xf64>
  %ay = hlo.abs %y : tensor<12xf32>
  %ayd = hlo.convert %ay : (tensor<12xf32>) -> tensor<12xf64>
  %s = hlo.constant dense<[0.0, -0.0, 1.0e-40, -1.0e-40, 0x7F800000, 0xFF800000, 0x7FC00000, 100.0, -100.0, 1.0]> : tensor<10xf32>
  %xd = hlo.convert %x : (tensor<12xf32>) -> tensor<12xf64>
  %sd = hlo.convert %s : (tensor<10xf32>) -> tensor<10xf64>

  %t = hlo.tanh %x : tensor<12xf32>
  %td = hlo.tanh %xd : tensor<12xf64>
  %tr = hlo.convert %td : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %t, %tr, max_ulp_difference = 2 : tensor<12xf32>, tensor<12xf32>
  %ts = hlo.tanh %s : tensor<10xf32>
  %tsd = hlo.tanh %sd : tensor<10xf64>
  %tsr = hlo.convert %tsd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %ts, %tsr, max_ulp_difference = 2 : tensor<10xf32>, tensor<10xf32>

  %e = hlo.exponential %x : tensor<12xf32>
  %ed = hlo.exponential %xd : tensor<12xf64>
  %er = hlo.convert %ed : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %e, %er, max_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  %es = hlo.exponential %s : tensor<10xf32>
  %esd = hlo.exponential %sd : tensor<10xf64>
  %esr = hlo.convert %esd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %es, %esr, max_ulp_difference = 2 : tensor<10xf32>, tensor<10xf32>

  %m = hlo.exponential_minus_one %y : tensor<12xf32>
  %md = hlo.exponential_minus_one %yd : tensor<12xf64>
  %mr = hlo.convert %md : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %m, %mr, max_ulp_difference = 2 : tensor<12xf32>, tensor<12xf32>

  %ax = hlo.abs %x : tensor<12xf32>
  %axd = hlo.convert %ax : (tensor<12xf32>) -> tensor<12xf64>
  %l = hlo.log %ax : tensor<12xf32>
  %ld = hlo.log %axd : tensor<12xf64>
  %lr = hlo.convert %ld : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %l, %lr, max_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  %ls = hlo.log %s : tensor<10xf32>
  %lsd = hlo.log %sd : tensor<10xf64>
  %lsr = hlo.convert %lsd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %ls, %lsr, max_ulp_difference = 2 : tensor<10xf32>, tensor<10xf32>

  %p = hlo.log_plus_one %ay : tensor<12xf32>
  %pd = hlo.log_plus_one %ayd : tensor<12xf64>
  %pr = hlo.convert %pd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %p, %pr, max_ulp_difference = 3 : tensor<12xf32>, tensor<12xf32>

  %f = hlo.erf %x : tensor<12xf32>
  %fd = hlo.erf %xd : tensor<12xf64>
  %fr = hlo.convert %fd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %f, %fr, max_ulp_difference = 2 : tensor<12xf32>, tensor<12xf32>
  %fs = hlo.erf %s : tensor<10xf32>
  %fsd = hlo.erf %sd : tensor<10xf64>
  %fsr = hlo.convert %fsd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %fs, %fsr, max_ulp_difference = 2 : tensor<10xf32>, tensor<10xf32>

  // erfc (JAX's exact gelu): 1 - erf below 0.5, exp(-x^2) times a rational function above,
  // in f32 (8 ulp); 6.0 and 9.5 are in the tail, -100 and inf saturate to 2 and 0.
  %ev = hlo.constant dense<[0.3, -0.7, 1.5, -2.25, 3.0, 5.5, 0.5, 0.49999997, 6.0, 9.5, 1.0e-20, -4.0]> : tensor<12xf32>
  %evd = hlo.convert %ev : (tensor<12xf32>) -> tensor<12xf64>
  %ec = chlo.erfc %ev : tensor<12xf32> -> tensor<12xf32>
  %ecd = chlo.erfc %evd : tensor<12xf64> -> tensor<12xf64>
  %ecr = hlo.convert %ecd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %ec, %ecr, max_ulp_difference = 8 : tensor<12xf32>, tensor<12xf32>
  %ecs = chlo.erfc %s : tensor<10xf32> -> tensor<10xf32>
  %ecsd = chlo.erfc %sd : tensor<10xf64> -> tensor<10xf64>
  %ecsr = hlo.convert %ecsd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %ecs, %ecsr, max_ulp_difference = 8 : tensor<10xf32>, tensor<10xf32>

  %n = hlo.sine %x : tensor<12xf32>
  %nd = hlo.sine %xd : tensor<12xf64>
  %nr = hlo.convert %nd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %n, %nr, max_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  %c = hlo.cosine %x : tensor<12xf32>
  %cd = hlo.cosine %xd : tensor<12xf64>
  %cr = hlo.convert %cd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %c, %cr, max_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>

  %g = hlo.logistic %x : tensor<12xf32>
  %gd = hlo.logistic %xd : tensor<12xf64>
  %gr = hlo.convert %gd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %g, %gr, max_ulp_difference = 3 : tensor<12xf32>, tensor<12xf32>

  %r = hlo.rsqrt %ax : tensor<12xf32>
  %rd = hlo.rsqrt %axd : tensor<12xf64>
  %rr = hlo.convert %rd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %r, %rr, max_ulp_difference = 2 : tensor<12xf32>, tensor<12xf32>

  %three = hlo.constant dense<3.0> : tensor<12xf32>
  %threed = hlo.constant dense<3.0> : tensor<12xf64>
  %w = hlo.power %x, %three : tensor<12xf32>
  %wd = hlo.power %xd, %threed : tensor<12xf64>
  %wr = hlo.convert %wd : (tensor<12xf64>) -> tensor<12xf32>
  check.expect_close %w, %wr, max_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  %half = hlo.constant dense<0.5> : tensor<10xf32>
  %halfd = hlo.constant dense<0.5> : tensor<10xf64>
  %q = hlo.power %s, %half : tensor<10xf32>
  %qd = hlo.power %sd, %halfd : tensor<10xf64>
  %qr = hlo.convert %qd : (tensor<10xf64>) -> tensor<10xf32>
  check.expect_close %q, %qr, max_ulp_difference = 2 : tensor<10xf32>, tensor<10xf32>
  return
}
