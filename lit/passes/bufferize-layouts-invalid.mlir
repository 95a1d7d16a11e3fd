// RUN: xla-opt %s --bufferize -split-input-file -verify-diagnostics

// Invalid entry layouts fail at main, naming the pass.

module attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 0]> : tensor<2xindex>]} {
  // expected-error @+1 {{failed to bufferize (--bufferize): invalid entry layouts: parameter 0: layout {0,0} is not a permutation of the dimensions 0..2}}
  func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}

// -----

module attributes {mhlo.xla_entry_computation_result_layout = [dense<[0, 1, 2]> : tensor<3xindex>]} {
  // expected-error @+1 {{invalid entry layouts: result 0: layout {0,1,2} has 3 dimensions, but the shape has rank 2}}
  func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}

// -----

module attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 1]> : tensor<2xindex>]} {
  // expected-error @+1 {{invalid entry layouts: mhlo.xla_entry_computation_parameter_layouts lists 1 layouts, but the entry takes 2 parameters}}
  func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}

// -----

module attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 1]> : tensor<2xindex>]} {
  // expected-error @+1 {{invalid entry layouts: parameter 0: layouts of dynamically shaped values are not supported}}
  func.func @main(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
    return %x : tensor<?x3xf32>
  }
}

// -----

module attributes {mhlo.xla_entry_computation_parameter_layouts = ["1,0"]} {
  // expected-error @+1 {{invalid entry layouts: parameter 0: expected a layout `dense<[...]> : tensor<Nxindex>`, found `"1,0"`}}
  func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}
