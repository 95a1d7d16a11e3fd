// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Verifier and syntax errors of the sdy dialect.

// expected-error @+1 {{'sdy.mesh' op duplicate axis name: "x"}}
sdy.mesh @mesh = <["x"=2, "x"=2]>

// -----

// expected-error @+1 {{'sdy.mesh' op total product of axis sizes must match total number of device ids, got: 4 != 3}}
sdy.mesh @mesh = <["x"=4], device_ids=[0, 2, 1]>

// -----

// expected-error @+1 {{'sdy.mesh' op if the ordered device ids are the same as iota(product(axes)), no need to specify them for simplicity}}
sdy.mesh @mesh = <["x"=2], device_ids=[0, 1]>

// -----

// expected-error @+1 {{'sdy.mesh' op axis size must be at least 1, got: 0}}
sdy.mesh @mesh = <["x"=0]>

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op unknown axis name: "y"}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding doesn't match tensor rank: 2 != 1}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op unknown mesh: @nowhere}}
  %0 = sdy.sharding_constraint %arg0 <@nowhere, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op dim 0 with size 6 is not divisible by its sharded size 4}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op block argument 0 has type 'tensor<4xf32>', but the local type of operand 0 on a device is 'tensor<2xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    %1 = stablehlo.slice %arg1 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op sdy.return operand 0 has type 'tensor<2xf32>', but the local type of result 0 on a device is 'tensor<8xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op number of in shardings (2) doesn't match the number of operands (1)}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op unknown manual axis: "q"}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x", "q"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting priority in format 'p<number>', got: q1}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}q1]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting factor indices to be ordered like an iota}}
  %0 = stablehlo.custom_call @g(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {j=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting symbol from 'i' to 'z'. Received: 'a'}}
  %0 = stablehlo.custom_call @g(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([a])->([a]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{'sdy.mesh' op the product of axis sizes overflows}}
sdy.mesh @mesh = <["x"=9223372036854775807, "y"=4]>

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op axis size must be at least 1, got: 0}}
  %0 = sdy.sharding_constraint %arg0 <mesh<["x"=0]>, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op invalid sub-axis: "x":(0)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(0)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{factor index too large: 9223372036854775807}}
  %0 = stablehlo.custom_call @g(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([z_9223372036854775807])->([i]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
