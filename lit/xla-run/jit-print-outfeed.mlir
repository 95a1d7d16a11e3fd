// REQUIRES: melior
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s
// RUN: xla-run %s --backend jit --print | FileCheck %s

// interpreter.print and outfeed show their values the same way in the interpreter, in the
// interpreter at the llvm level and in compiled code: a dense literal per print,
// `outfeed: ` and one per value sent to the host, then the results.

// CHECK: dense<[1, 4000000000]> : tensor<2xui32>
// CHECK-NEXT: dense<[-1.500000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: outfeed: dense<[1, 4000000000]> : tensor<2xui32>
// CHECK-NEXT: outfeed: dense<true> : tensor<i1>
// CHECK-NEXT: dense<[2, 3705032704]> : tensor<2xui32>
func.func @main() -> tensor<2xui32> {
  %a = stablehlo.constant dense<[1, 4000000000]> : tensor<2xui32>
  %f = stablehlo.constant dense<[-1.5, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<true> : tensor<i1>
  interpreter.print %a : tensor<2xui32>
  interpreter.print %f : tensor<2xf32>
  %t = stablehlo.after_all : !stablehlo.token
  %t1 = "stablehlo.outfeed"(%a, %b, %t) : (tensor<2xui32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
  %r = stablehlo.add %a, %a : tensor<2xui32>
  return %r : tensor<2xui32>
}
