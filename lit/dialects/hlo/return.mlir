// RUN: xla-opt %s -allow-unregistered-dialect | xla-opt -allow-unregistered-dialect | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s -allow-unregistered-dialect --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s -allow-unregistered-dialect --hlo-print-stablehlo | xla-opt -allow-unregistered-dialect | FileCheck %s

// hlo.return terminates the regions of hlo ops (an unregistered op stands in for one here).

// CHECK-LABEL: func @return
func.func @return(%a: tensor<f32>, %t: !hlo.token) {
  // CHECK: "x.region"() ({
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>):
  // CHECK-NEXT: %[[S:.*]] = hlo.add %[[X]], %[[Y]] : tensor<f32>
  // CHECK-NEXT: hlo.return %[[S]] : tensor<f32>
  // SHLO: stablehlo.return %{{.*}} : tensor<f32>
  "x.region"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = hlo.add %x, %y : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : () -> ()
  // CHECK: hlo.return %{{.*}}, %{{.*}} : tensor<f32>, !hlo.token
  // SHLO: stablehlo.return %{{.*}}, %{{.*}} : tensor<f32>, !stablehlo.token
  "x.region"() ({
    hlo.return %a, %t : tensor<f32>, !hlo.token
  }) : () -> ()
  // CHECK: hlo.return{{$}}
  "x.region"() ({
    hlo.return
  }) : () -> ()
  return
}
