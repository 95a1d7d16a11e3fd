// RUN: xla-run --entry dotu --print %s | FileCheck %s --check-prefix=DOTU
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry dotu --print - | FileCheck %s --check-prefix=DOTU-LOWERED
// RUN: xla-opt %s --lower-to-loops | xla-run --entry dotu --print - | FileCheck %s --check-prefix=DOTU-LOWERED
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry dots --print - | FileCheck %s --check-prefix=DOTS
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry redmax --print - | FileCheck %s --check-prefix=REDMAX-LOWERED
// RUN: xla-opt %s --lower-to-loops | xla-run --entry sortu --print - | FileCheck %s --check-prefix=SORTU-LOWERED
// RUN: xla-opt %s --lower-to-loops | xla-run --entry convu --print - | FileCheck %s --check-prefix=CONVU-LOWERED
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry gatheru --print - | FileCheck %s --check-prefix=GATHERU

// Signed/unsigned structured lowerings give the interpreter's results: unsigned operands
// zero-extend when a dot or convolution widens, signed ones sign-extend; unsigned max, sort
// comparisons and gather indices (255 clamps to the last element) stay unsigned. Lowered
// functions return signless integers, printed in their hlo types (xla.hlo_signature).

// DOTU: dense<{{\[\[}}51894, 51221], [32259, 2151]]> : tensor<2x2xui32>
// DOTU-LOWERED: dense<{{\[\[}}51894, 51221], [32259, 2151]]> : tensor<2x2xui32>
// DOTS: dense<{{\[\[}}735, -12779], [-16261, -695]]> : tensor<2x2xi32>
// REDMAX-LOWERED: dense<[3000000000, 4294967295]> : tensor<2xui32>
// SORTU-LOWERED: dense<[0, 3, 128, 200, 255]> : tensor<5xui8>
// CONVU-LOWERED: dense<{{\[\[\[}}50765], [65625], [52785]]]> : tensor<1x3x1xui32>
// GATHERU: dense<[4.000000e+00, 2.000000e+00]> : tensor<2xf32>

func.func @dotu() -> tensor<2x2xui32> {
  %a = stablehlo.constant dense<[[200, 255, 3], [1, 2, 250]]> : tensor<2x3xui8>
  %b = stablehlo.constant dense<[[255, 1], [2, 200], [128, 7]]> : tensor<3x2xui8>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xui8>, tensor<3x2xui8>) -> tensor<2x2xui32>
  return %0 : tensor<2x2xui32>
}
func.func @dots() -> tensor<2x2xi32> {
  %a = stablehlo.constant dense<[[-100, 127, 3], [1, -2, -128]]> : tensor<2x3xi8>
  %b = stablehlo.constant dense<[[-1, 1], [2, -100], [127, 7]]> : tensor<3x2xi8>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @redmax() -> tensor<2xui32> {
  %x = stablehlo.constant dense<[[1, 4294967295], [3000000000, 5]]> : tensor<2x2xui32>
  %i = stablehlo.constant dense<0> : tensor<ui32>
  %0 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<2x2xui32>, tensor<ui32>) -> tensor<2xui32>
   reducer(%a: tensor<ui32>, %b: tensor<ui32>) {
    %m = stablehlo.maximum %a, %b : tensor<ui32>
    stablehlo.return %m : tensor<ui32>
  }
  return %0 : tensor<2xui32>
}
func.func @sortu() -> tensor<5xui8> {
  %x = stablehlo.constant dense<[200, 3, 255, 0, 128]> : tensor<5xui8>
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %c = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xui8>) -> tensor<5xui8>
  return %0 : tensor<5xui8>
}
func.func @convu() -> tensor<1x3x1xui32> {
  %x = stablehlo.constant dense<[[[250], [3], [255], [7]]]> : tensor<1x4x1xui8>
  %k = stablehlo.constant dense<[[[200]], [[255]]]> : tensor<2x1x1xui8>
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xui8>, tensor<2x1x1xui8>) -> tensor<1x3x1xui32>
  return %0 : tensor<1x3x1xui32>
}
func.func @gatheru() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %i = stablehlo.constant dense<[[255], [1]]> : tensor<2x1xui8>
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<4xf32>, tensor<2x1xui8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
