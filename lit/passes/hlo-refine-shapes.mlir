// RUN: xla-opt %s -split-input-file --hlo-refine-shapes | FileCheck %s

// get_dimension_size of a static dimension folds; the shape arithmetic on it folds; a
// dynamic_broadcast_in_dim with a constant shape becomes broadcast_in_dim (folded here: a
// small splat); element-wise results and the function type take the static shape.
// CHECK-LABEL: func @broadcast(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NOT: get_dimension_size
// CHECK: %[[B:.*]] = hlo.constant dense<1.000000e+00> : tensor<3x4xf32>
// CHECK: %[[S:.*]] = hlo.sine %arg0 : tensor<3x4xf32>
// CHECK: hlo.add %[[S]], %[[B]] : tensor<3x4xf32>
func.func @broadcast(%arg0: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %c = stablehlo.constant dense<4> : tensor<1xi32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<3x4xf32>) -> tensor<i32>
  %0 = stablehlo.sine %arg0 : (tensor<3x4xf32>) -> tensor<?x4xf32>
  %1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.dynamic_broadcast_in_dim %cst, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
  %4 = stablehlo.add %0, %3 : tensor<?x4xf32>
  return %4 : tensor<?x4xf32>
}

// -----

// The dynamic_* ops with constant shape operands become their static forms.
// CHECK-LABEL: func @static_forms(%arg0: tensor<6xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x1xi32>)
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<2x50xi32>, tensor<2xf32>, tensor<9xf32>, tensor<2x1x3xf32>)
// CHECK-DAG: hlo.iota dim = 1 : tensor<2x50xi32>
// CHECK-DAG: hlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
// CHECK: hlo.slice %arg0 [1:5:2] : (tensor<6xf32>) -> tensor<2xf32>
// CHECK: hlo.pad %arg0, %{{.*}}, low = [1], high = [2], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<9xf32>
// CHECK: hlo.gather
// CHECK-SAME: slice_sizes = array<i64: 1, 3>
// CHECK-SAME: (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
func.func @static_forms(%arg0: tensor<6xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x1xi32>) -> (tensor<?x?xf32>, tensor<?x50xi32>, tensor<?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %arg0, %shape : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %iota_shape = stablehlo.constant dense<[2, 50]> : tensor<2xi32>
  %1 = stablehlo.dynamic_iota %iota_shape, dim = 1 : (tensor<2xi32>) -> tensor<?x50xi32>
  %start = stablehlo.constant dense<1> : tensor<1xi32>
  %limit = stablehlo.constant dense<5> : tensor<1xi32>
  %stride = stablehlo.constant dense<2> : tensor<1xi32>
  %2 = stablehlo.real_dynamic_slice %arg0, %start, %limit, %stride : (tensor<6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %lo = stablehlo.constant dense<1> : tensor<1xi32>
  %hi = stablehlo.constant dense<2> : tensor<1xi32>
  %in = stablehlo.constant dense<0> : tensor<1xi32>
  %3 = stablehlo.dynamic_pad %arg0, %zero, %lo, %hi, %in : (tensor<6xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %4 = "stablehlo.dynamic_gather"(%arg1, %arg2, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>}> : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<?x?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, tensor<?x50xi32>, tensor<?xf32>, tensor<?xf32>, tensor<?x?x?xf32>
}

// -----

// A private callee is specialized per distinct call-site argument types (a copy each: it
// has two call sites); `jax.global_constant` arguments take the constant passed, so the
// broadcast to the argument's size folds. The original, now unused, is erased.
// CHECK-LABEL: func @two_sizes(%arg0: tensor<2xf32>, %arg1: tensor<5xf32>) -> (tensor<2xf32>, tensor<5xf32>)
// CHECK: call @scale_0(%{{.*}}, %arg0) : (tensor<i32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: call @scale_1(%{{.*}}, %arg1) : (tensor<i32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NOT: func private @scale(
// CHECK-DAG: func.func private @scale_0(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<2xf32>) -> tensor<2xf32>
// CHECK-DAG: func.func private @scale_1(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<5xf32>) -> tensor<5xf32>
// CHECK-DAG: hlo.multiply %arg1, %{{.*}} : tensor<2xf32>
// CHECK-DAG: hlo.multiply %arg1, %{{.*}} : tensor<5xf32>
func.func @two_sizes(%a: tensor<2xf32>, %b: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %da = stablehlo.get_dimension_size %a, dim = 0 : (tensor<2xf32>) -> tensor<i32>
  %db = stablehlo.get_dimension_size %b, dim = 0 : (tensor<5xf32>) -> tensor<i32>
  %ca = stablehlo.convert %a : (tensor<2xf32>) -> tensor<?xf32>
  %cb = stablehlo.convert %b : (tensor<5xf32>) -> tensor<?xf32>
  %0 = call @scale(%da, %ca) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = call @scale(%db, %cb) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
func.func private @scale(%n: tensor<i32> {jax.global_constant = "b"}, %x: tensor<?xf32>) -> tensor<?xf32> {
  %cst = stablehlo.constant dense<3.0> : tensor<f32>
  %s = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %cst, %s, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %r = stablehlo.multiply %x, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Loop-carried values and branch results take the refined shapes; a shape assertion that
// holds is erased.
// CHECK-LABEL: func @control_flow(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK-NOT: shape_assertion
// CHECK: hlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %arg0) : tensor<i32>, tensor<3xf32>
// CHECK: hlo.add %{{.*}}, %{{.*}} : tensor<3xf32>
// CHECK: hlo.case
// CHECK: hlo.negate %arg0 : tensor<3xf32>
// CHECK: }) : (tensor<i32>) -> tensor<3xf32>
func.func @control_flow(%x: tensor<3xf32>, %i: tensor<i32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<3xf32>) -> tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %ok = stablehlo.compare GE, %d, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %d) {error_message = "b = {0} must be >= 1", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %dx = stablehlo.convert %x : (tensor<3xf32>) -> tensor<?xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%it = %c0, %v = %dx) : tensor<i32>, tensor<?xf32>
  cond {
    %lt = stablehlo.compare LT, %it, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %it, %c1 : tensor<i32>
    %v2 = stablehlo.add %v, %v : tensor<?xf32>
    stablehlo.return %n, %v2 : tensor<i32>, tensor<?xf32>
  }
  %r = "stablehlo.case"(%i) ({
    %neg = stablehlo.negate %dx : tensor<?xf32>
    stablehlo.return %neg : tensor<?xf32>
  }, {
    stablehlo.return %dx : tensor<?xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
  return %w#1, %r : tensor<?xf32>, tensor<?xf32>
}

// -----

// bitcast_convert keeps the shape for equal widths and adds or drops the minor dimension
// of the width ratio; a dynamic_slice takes its slice sizes.
// CHECK-LABEL: func @bitcast(%arg0: tensor<3xf32>, %arg1: tensor<3xi64>, %arg2: tensor<i32>)
// CHECK-SAME: -> (tensor<3xui32>, tensor<3x2xi32>, tensor<2xf32>)
// CHECK: hlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xui32>
// CHECK: hlo.bitcast_convert %arg1 : (tensor<3xi64>) -> tensor<3x2xi32>
// CHECK: hlo.dynamic_slice %arg0, %arg2, sizes = [2] : (tensor<3xf32>, tensor<i32>) -> tensor<2xf32>
func.func @bitcast(%x: tensor<3xf32>, %y: tensor<3xi64>, %i: tensor<i32>) -> (tensor<?xui32>, tensor<?x2xi32>, tensor<?xf32>) {
  %0 = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<?xui32>
  %1 = stablehlo.bitcast_convert %y : (tensor<3xi64>) -> tensor<?x2xi32>
  %2 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<?xui32>, tensor<?x2xi32>, tensor<?xf32>
}

// -----

// A call of a private declaration is left as it is.
// CHECK-LABEL: func @declaration(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK: call @external(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
func.func @declaration(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = call @external(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func private @external(tensor<3xf32>) -> tensor<3xf32>
