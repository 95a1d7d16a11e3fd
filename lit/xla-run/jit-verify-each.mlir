// REQUIRES: melior
// The JIT's lowering verifies the lowered module once by default; --verify-each verifies
// after every pass (as xla-opt does). Both give the interpreter's results.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --print > %t/interp.txt
// RUN: xla-run %s --backend jit --print > %t/once.txt
// RUN: xla-run %s --backend jit --verify-each --print > %t/each.txt
// RUN: xla-run %s --backend jit --verify-each=false --print > %t/off.txt
// RUN: diff %t/interp.txt %t/once.txt
// RUN: diff %t/interp.txt %t/each.txt
// RUN: diff %t/interp.txt %t/off.txt
// RUN: FileCheck %s < %t/once.txt
// RUN: xla-run %s --backend jit --timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// RUN: not xla-run %s --backend jit --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// The entry's straight-line code is compiled without LLVM's optimization, its loops are not:
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED

// CHECK: dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>
// TIMING: timing: lower to the llvm dialect (our passes): {{[0-9.]+}} ms (CPU {{[0-9.]+}} ms)
// TIMING: timing: build the upstream module (C API): {{[0-9.]+}} ms (CPU {{[0-9.]+}} ms)
// TIMING: timing: LLVM: translate, optimize, generate code: {{[0-9.]+}} ms (CPU {{[0-9.]+}} ms)
// BAD: error: invalid value 'maybe' for '--verify-each[=<BOOL>]'
// LOWERED: llvm.func @main({{.*}}) -> {{.*}} attributes {passthrough = ["noinline", "optnone"]
func.func @main() -> tensor<4xf32> {
  %0 = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = hlo.add %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
