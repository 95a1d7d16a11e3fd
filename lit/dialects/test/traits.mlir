// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s -mlir-print-op-generic | xla-opt | FileCheck %s

// Valid uses of the test dialect's trait and region ops, as mlir-opt prints them.

// CHECK-LABEL: func.func @same_types(%arg0: i32, %arg1: tensor<2xf32>, %arg2: vector<2xf32>, %arg3: memref<2xi8>)
func.func @same_types(%a: i32, %t: tensor<2xf32>, %v: vector<2xf32>, %m: memref<2xi8>) {
  // CHECK-NEXT: %0 = "test.same_operand_and_result_type"(%arg0, %arg0) : (i32, i32) -> i32
  %0 = "test.same_operand_and_result_type"(%a, %a) : (i32, i32) -> i32
  // CHECK-NEXT: %1 = "test.same_operand_element_type"(%arg1, %arg2) : (tensor<2xf32>, vector<2xf32>) -> i32
  %1 = "test.same_operand_element_type"(%t, %v) : (tensor<2xf32>, vector<2xf32>) -> i32
  // CHECK-NEXT: %2 = "test.same_operand_and_result_element_type"(%arg1, %arg2) : (tensor<2xf32>, vector<2xf32>) -> f32
  %2 = "test.same_operand_and_result_element_type"(%t, %v) : (tensor<2xf32>, vector<2xf32>) -> f32
  // CHECK-NEXT: "test.same_operand_shape"(%arg1, %arg2, %arg3) : (tensor<2xf32>, vector<2xf32>, memref<2xi8>) -> ()
  "test.same_operand_shape"(%t, %v, %m) : (tensor<2xf32>, vector<2xf32>, memref<2xi8>) -> ()
  // CHECK-NEXT: %3 = "test.same_operand_and_result_shape"(%arg1) : (tensor<2xf32>) -> memref<2xi8>
  %3 = "test.same_operand_and_result_shape"(%t) : (tensor<2xf32>) -> memref<2xi8>
  // CHECK-NEXT: %4 = "test.elementwise_mappable"(%arg1, %arg0) : (tensor<2xf32>, i32) -> tensor<2xi32>
  %4 = "test.elementwise_mappable"(%t, %a) : (tensor<2xf32>, i32) -> tensor<2xi32>
  // CHECK-NEXT: %5 = "test.elementwise_mappable"(%arg0) : (i32) -> f32
  %5 = "test.elementwise_mappable"(%a) : (i32) -> f32
  return
}

// CHECK-LABEL: func.func @broadcast(%arg0: tensor<1x2xi32>, %arg1: tensor<3x1xi32>, %arg2: tensor<*xi32>)
func.func @broadcast(%a: tensor<1x2xi32>, %b: tensor<3x1xi32>, %u: tensor<*xi32>) {
  // CHECK-NEXT: %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
  %0 = "test.broadcastable"(%a, %b) : (tensor<1x2xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
  // CHECK-NEXT: %1 = "test.broadcastable"(%arg0, %arg2) : (tensor<1x2xi32>, tensor<*xi32>) -> tensor<?x2xi32>
  %1 = "test.broadcastable"(%a, %u) : (tensor<1x2xi32>, tensor<*xi32>) -> tensor<?x2xi32>
  // CHECK-NEXT: %2 = "test.broadcastable"() : () -> tensor<5xi32>
  %2 = "test.broadcastable"() : () -> tensor<5xi32>
  return
}

// CHECK-LABEL: func.func @commutative_and_pure(%arg0: i32, %arg1: i32) -> i32
func.func @commutative_and_pure(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %0 = "test.op_commutative"(%arg0, %arg1, %arg0, %arg1) : (i32, i32, i32, i32) -> i32
  %0 = "test.op_commutative"(%a, %b, %a, %b) : (i32, i32, i32, i32) -> i32
  // CHECK-NEXT: %1 = "test.op_commutative2"(%0, %arg1) : (i32, i32) -> i32
  %1 = "test.op_commutative2"(%0, %b) : (i32, i32) -> i32
  // CHECK-NEXT: %2 = "test.always_speculatable_op"() : () -> i32
  %2 = "test.always_speculatable_op"() : () -> i32
  // CHECK-NEXT: %3 = "test.constant"() <{value = 7 : i32}> : () -> i32
  %3 = "test.constant"() {value = 7 : i32} : () -> i32
  // CHECK-NEXT: return %1 : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @regions(%arg0: index, %arg1: i32)
func.func @regions(%idx: index, %a: i32) {
  // The entry argument of test.isolated_region prints under its operand's name.
  // CHECK-NEXT: test.isolated_region %arg0 {
  // CHECK-NEXT:   "test.return"(%arg0) : (index) -> ()
  // CHECK-NEXT: }
  test.isolated_region %idx {
    "test.return"(%idx) : (index) -> ()
  }
  // CHECK-NEXT: test.graph_region {
  // CHECK-NEXT:   %0 = "test.op_commutative2"(%1, %1) : (i32, i32) -> i32
  // CHECK-NEXT:   %1 = "test.op_commutative2"(%0, %arg1) : (i32, i32) -> i32
  // CHECK-NEXT:   "test.finish"() : () -> ()
  // CHECK-NEXT: }
  test.graph_region {
    %x = "test.op_commutative2"(%y, %y) : (i32, i32) -> i32
    %y = "test.op_commutative2"(%x, %a) : (i32, i32) -> i32
    "test.finish"() : () -> ()
  }
  // CHECK-NEXT: test.graph_region attributes {d.a} {
  // CHECK-NEXT:   "test.finish"() : () -> ()
  // CHECK-NEXT: }
  "test.graph_region"() ({
    "test.finish"() : () -> ()
  }) {d.a} : () -> ()
  // CHECK-NEXT: test.isolated_graph_region {
  // CHECK-NEXT:   %0 = "test.op_commutative2"(%0, %0) : (i32, i32) -> i32
  // CHECK-NEXT:   "test.finish"() : () -> ()
  // CHECK-NEXT: }
  test.isolated_graph_region {
    %z = "test.op_commutative2"(%z, %z) : (i32, i32) -> i32
    "test.finish"() : () -> ()
  }
  // CHECK-NEXT: test.single_no_terminator_op : {
  // CHECK-NEXT:   %0 = "test.op_commutative2"(%arg1, %arg1) : (i32, i32) -> i32
  // CHECK-NEXT: }
  test.single_no_terminator_op : {
    %w = "test.op_commutative2"(%a, %a) : (i32, i32) -> i32
  }
  // CHECK-NEXT: test.single_no_terminator_op {d.b} : {
  // CHECK-NEXT: }
  test.single_no_terminator_op {d.b} : {
  }
  // CHECK-NEXT: "test.symbol_table_region"() ({
  // CHECK-NEXT:   "test.symbol"() <{sym_name = "s"}> : () -> ()
  // CHECK-NEXT:   "test.symbol"() <{sym_name = "t", sym_visibility = "private"}> : () -> ()
  // CHECK-NEXT:   "test.finish"() : () -> ()
  // CHECK-NEXT: }) : () -> ()
  "test.symbol_table_region"() ({
    "test.symbol"() {sym_name = "s"} : () -> ()
    "test.symbol"() <{sym_name = "t", sym_visibility = "private"}> : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  // CHECK-NEXT: return
  return
}

// A function may end in any terminator.
// CHECK-LABEL: func.func @other_terminator(%arg0: i32)
// CHECK-NEXT: "test.return"(%arg0) : (i32) -> ()
func.func @other_terminator(%a: i32) {
  "test.return"(%a) : (i32) -> ()
}
