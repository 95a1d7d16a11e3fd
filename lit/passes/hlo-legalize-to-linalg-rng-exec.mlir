// RUN: xla-run --split-input-file --print %s | FileCheck %s
// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | xla-run --split-input-file --print - | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-loops | xla-run --split-input-file --print - | FileCheck %s

// rng_bit_generator lowered to linalg (and loops) gives the interpreter's bits exactly:
// Threefry 32-bit outputs split blocks as XLA does; Philox carries into the high counter.
// Lowered functions return signless integers, printed in their hlo types (xla.hlo_signature).

// CHECK: dense<[7, 4294967292]> : tensor<2xui64>
// CHECK-NEXT: dense<[2242462206, 2509469964, 1886718613]> : tensor<3xui32>
func.func @main() -> (tensor<2xui64>, tensor<3xui32>) {
  %s = stablehlo.constant dense<[7, 4294967290]> : tensor<2xui64>
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  return %st, %r : tensor<2xui64>, tensor<3xui32>
}

// -----

// CHECK: dense<[123456789, 1, 6]> : tensor<3xui64>
// CHECK-NEXT: dense<[-4953586145908157648, -3878484546872203229, -3527449315771656021]> : tensor<3xi64>
func.func @main() -> (tensor<3xui64>, tensor<3xi64>) {
  %s = stablehlo.constant dense<[123456789, 18446744073709551615, 5]> : tensor<3xui64>
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3xi64>)
  return %st, %r : tensor<3xui64>, tensor<3xi64>
}

// -----

// 32-bit Threefry over several dimensions splits the first dimension above 1.
// CHECK: dense<[7, 4294967294]> : tensor<2xui64>
// CHECK-NEXT: dense<{{\[\[\[}}2242462206, 1886718613], [2509469964, 3273788976], [4200876964, 909667740]]]> : tensor<1x3x2xui32>
func.func @main() -> (tensor<2xui64>, tensor<1x3x2xui32>) {
  %s = stablehlo.constant dense<[7, 4294967290]> : tensor<2xui64>
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x3x2xui32>)
  return %st, %r : tensor<2xui64>, tensor<1x3x2xui32>
}
