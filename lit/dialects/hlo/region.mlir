// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s

// The hlo ops with regions (reduce, reduce_window, select_and_scatter, sort, map, while,
// if, case) and the value-plumbing ops (composite, custom_call, tuple, get_tuple_element,
// optimization_barrier), in StableHLO's syntax: custom forms where StableHLO has them,
// the generic form otherwise.

// CHECK-LABEL: func.func @reduce_compact
func.func @reduce_compact(%x: tensor<8x32xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  // CHECK: %[[R:.*]] = hlo.reduce(%arg0 init: %arg1) applies hlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A body that is one commutative binary op prints compactly, even when written generically.
// CHECK-LABEL: func.func @reduce_generic_body
func.func @reduce_generic_body(%x: tensor<1x6xi64>, %init: tensor<i64>) -> tensor<1xi64> {
  // CHECK: hlo.reduce(%arg0 init: %arg1) applies hlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {dimensions = array<i64: 1>} : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  return %0 : tensor<1xi64>
}

// CHECK-LABEL: func.func @reduce_region
func.func @reduce_region(%v: tensor<15xf32>, %i: tensor<15xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  // CHECK: %[[R:.*]]:2 = hlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  // CHECK-NEXT: reducer(%[[A:.*]]: tensor<f32>, %[[C:.*]]: tensor<f32>) (%[[B:.*]]: tensor<i32>, %[[D:.*]]: tensor<i32>)  {
  // CHECK-NEXT: %[[GT:.*]] = hlo.compare GT, %[[A]], %[[C]], FLOAT
  // CHECK: hlo.return %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
  %0:2 = stablehlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [0] : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>)  {
    %1 = stablehlo.compare  GT, %a, %c,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %a, %c : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %b, %d : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// Promotion: an f32 reduction accumulated in f64.
// CHECK-LABEL: func.func @reduce_promoted
func.func @reduce_promoted(%x: tensor<4x4xf32>, %init: tensor<f32>) -> tensor<4xf64> {
  // CHECK: reducer(%{{.*}}: tensor<f64>, %{{.*}}: tensor<f64>)
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// CHECK-LABEL: func.func @reduce_window
func.func @reduce_window(%x: tensor<2x3x8x8xf32>, %init: tensor<f32>) -> tensor<2x3x4x4xf32> {
  // CHECK: "hlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>):
  // CHECK: }) : (tensor<2x3x8x8xf32>, tensor<f32>) -> tensor<2x3x4x4xf32>
  %0 = "stablehlo.reduce_window"(%x, %init) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x3x8x8xf32>, tensor<f32>) -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

// Base and window dilation with padding (the StableHLO interpreter's example).
// CHECK-LABEL: func.func @reduce_window_dilated
func.func @reduce_window_dilated(%x: tensor<3x2xi64>, %init: tensor<i64>) -> tensor<2x2xi64> {
  // CHECK: "hlo.reduce_window"
  // CHECK-SAME: padding = dense<{{\[\[}}2, 1], [0, 0]]> : tensor<2x2xi64>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @select_and_scatter
func.func @select_and_scatter(%x: tensor<4x2xi64>, %src: tensor<2x2xi64>, %init: tensor<i64>) -> tensor<4x2xi64> {
  // CHECK: "hlo.select_and_scatter"(%arg0, %arg1, %arg2)
  // CHECK: hlo.return %{{.*}} : tensor<i1>
  // CHECK: }, {
  // CHECK: }) : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  %0 = "stablehlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// CHECK-LABEL: func.func @sort
func.func @sort(%a: tensor<16x16xf32>, %b: tensor<16x16xi32>) -> (tensor<16x16xf32>, tensor<16x16xi32>) {
  // CHECK: "hlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<i32>, %y1: tensor<i32>):
    %1 = stablehlo.compare GT, %x0, %x1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<16x16xf32>, tensor<16x16xi32>) -> (tensor<16x16xf32>, tensor<16x16xi32>)
  return %0#0, %0#1 : tensor<16x16xf32>, tensor<16x16xi32>
}

// CHECK-LABEL: func.func @map
func.func @map(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // CHECK: "hlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// The iteration arguments print as %iterArg, shared by both regions.
// CHECK-LABEL: func.func @while
func.func @while(%n: tensor<i64>, %x: tensor<7xf32>) -> tensor<7xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  // CHECK: %[[W:.*]]:2 = hlo.while(%iterArg = %{{.*}}, %iterArg_0 = %arg1) : tensor<i64>, tensor<7xf32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT: %[[P:.*]] = hlo.compare LT, %iterArg, %arg0, SIGNED
  // CHECK-NEXT: hlo.return %[[P]] : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK: hlo.return %{{.*}}, %iterArg_0 : tensor<i64>, tensor<7xf32>
  %0:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i64>, tensor<7xf32>
  cond {
    %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %1, %v : tensor<i64>, tensor<7xf32>
  }
  return %0#1 : tensor<7xf32>
}

// CHECK-LABEL: func.func @if
func.func @if(%pred: tensor<i1>, %a: tensor<2xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  // CHECK: "hlo.if"(%arg0) ({
  // CHECK-NEXT: hlo.return %arg1 : tensor<2xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: hlo.return %arg2 : tensor<?xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<?xf32>
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %b : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @case
func.func @case(%index: tensor<i32>, %a: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  // CHECK: "hlo.case"(%arg0) ({
  // CHECK: }, {
  // CHECK: }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
  %0:2 = "stablehlo.case"(%index) ({
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }, {
    %1 = stablehlo.negate %a : tensor<f32>
    stablehlo.return %1, %1 : tensor<f32>, tensor<f32>
  }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

func.func private @add_n.impl(%arg0: tensor<i64>) -> tensor<i64>

// CHECK-LABEL: func.func @composite
func.func @composite(%a: tensor<i64>) -> tensor<i64> {
  // CHECK: hlo.composite "stablehlo.add_n" %arg0 {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl} : (tensor<i64>) -> tensor<i64>
  %0 = stablehlo.composite "stablehlo.add_n" %a {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl, version = 0 : i32} : (tensor<i64>) -> tensor<i64>
  // CHECK: hlo.composite "stablehlo.add_n" %arg0 {decomposition = @add_n.impl, version = 1 : i32} : (tensor<i64>) -> tensor<i64>
  %1 = "stablehlo.composite"(%a) {name = "stablehlo.add_n", decomposition = @add_n.impl, version = 1 : i32, composite_attributes = {}} : (tensor<i64>) -> tensor<i64>
  return %1 : tensor<i64>
}

// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%x: tensor<2xf32>, %t: !stablehlo.token, %tup: tuple<tensor<1x1xf32>, tensor<2x3xf32>>) -> tensor<2xf32> {
  // CHECK: hlo.custom_call @check.expect_eq(%arg0, %arg0) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%x, %x) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  // CHECK: %{{.*}}:3 = hlo.custom_call @foo(%arg0, %arg1) {backend_config = ""} : (tensor<2xf32>, !hlo.token) -> (tensor<2xf32>, tensor<2xf32>, !hlo.token)
  %0:3 = "stablehlo.custom_call"(%x, %t) {backend_config = "", call_target_name = "foo", has_side_effect = false, api_version = 1 : i32} : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>, !stablehlo.token)
  // CHECK: hlo.custom_call @foo() {api_version = 4 : i32, backend_config = {foo = 42 : i32}} : () -> ()
  "stablehlo.custom_call"() {api_version = 4 : i32, backend_config = {foo = 42 : i32}, call_target_name = "foo"} : () -> ()
  // CHECK: hlo.custom_call @foo(%arg0, %arg1) {operand_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<2xf32>, !hlo.token) -> tensor<f32>
  %1 = "stablehlo.custom_call"(%x, %t) {call_target_name = "foo", operand_layouts = [dense<[0]> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<2xf32>, !stablehlo.token) -> tensor<f32>
  // CHECK: hlo.custom_call @foo(%arg2, %arg0) {output_operand_aliases = [#hlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>]}
  %2 = "stablehlo.custom_call"(%tup, %x) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<2xf32>) -> tuple<tensor<2x3xf32>>
  return %0#0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @tuples
func.func @tuples(%a: tensor<2xf64>, %b: tensor<i64>, %t: !stablehlo.token) -> tensor<i64> {
  // CHECK: %[[T:.*]] = hlo.tuple %arg1 : tuple<tensor<i64>>
  %0 = stablehlo.tuple %b : tuple<tensor<i64>>
  // CHECK: %[[U:.*]] = hlo.tuple %arg0, %[[T]], %arg2 : tuple<tensor<2xf64>, tuple<tensor<i64>>, !hlo.token>
  %1 = "stablehlo.tuple"(%a, %0, %t) : (tensor<2xf64>, tuple<tensor<i64>>, !stablehlo.token) -> tuple<tensor<2xf64>, tuple<tensor<i64>>, !stablehlo.token>
  // CHECK: %[[E:.*]] = hlo.get_tuple_element %[[U]][1] : (tuple<tensor<2xf64>, tuple<tensor<i64>>, !hlo.token>) -> tuple<tensor<i64>>
  %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf64>, tuple<tensor<i64>>, !stablehlo.token>) -> tuple<tensor<i64>>
  // CHECK: hlo.get_tuple_element %[[E]][0] : (tuple<tensor<i64>>) -> tensor<i64>
  %3 = "stablehlo.get_tuple_element"(%2) {index = 0 : i32} : (tuple<tensor<i64>>) -> tensor<i64>
  return %3 : tensor<i64>
}

// CHECK-LABEL: func.func @optimization_barrier
func.func @optimization_barrier(%a: tensor<f32>, %t: !stablehlo.token) -> tensor<f32> {
  // CHECK: %[[B:.*]]:2 = hlo.optimization_barrier %arg0, %arg1 : tensor<f32>, !hlo.token
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<f32>, !stablehlo.token
  // CHECK: hlo.optimization_barrier()
  "stablehlo.optimization_barrier"() : () -> ()
  return %0#0 : tensor<f32>
}
