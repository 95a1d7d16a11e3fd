// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// One chunk per memref verifier rule, with mlir-opt 22's messages (the second RUN line
// checks them against upstream).

func.func @alloc_sizes(%d: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%d) : memref<4x8xf32>
  return
}

// -----

func.func @alloc_symbols(%d: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%d] : memref<4x8xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %f, %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @cast_incompatible(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x9xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x8xf32> to memref<4x9xf32>
  return
}

// -----

func.func @copy_element_type(%m: memref<4x8xf32>, %n: memref<4x8xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4x8xf32> to memref<4x8xi32>
  return
}

// -----

func.func @copy_shape(%m: memref<4x8xf32>, %n: memref<4x9xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4x8xf32> to memref<4x9xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x4xf32, strided<[8, 1], offset: 10>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32>'}}
  %0 = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x4xf32, strided<[8, 1], offset: 10>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x5xf32, strided<[8, 1], offset: 10>>'}}
  %0 = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x5xf32, strided<[8, 1], offset: 10>>
  return
}

// -----

func.func @subview_element_type(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2x4xi32, strided<[8, 1], offset: 10>>'}}
  %0 = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xi32, strided<[8, 1], offset: 10>>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<4x8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 6 >= 4}}
  %0 = memref.subview %m[0, 0] [4, 8] [2, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_memory_space(%m: memref<4x8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x8xf32>' and subview memref type 'memref<2x4xf32, strided<[8, 1], offset: 10>, 1>'}}
  %0 = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>, 1>
  return
}

// -----

func.func @collapse_groups(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (33) must equal reassociation group size (32)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<33xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @collapse_strided(%m: memref<2x4xf32, strided<[8, 1], offset: 10>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[8, 1], offset: 10>> into memref<8xf32, strided<[1], offset: 10>>
  return
}

// -----

func.func @expand_size(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (36)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 9] : memref<32xf32> into memref<4x9xf32>
  return
}

// -----

func.func @expand_dynamic(%m: memref<32xf32>, %d: index) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<32xf32> into memref<?x4xf32>
  return
}

// -----

func.func @reinterpret_element_type(%m: memref<4x8xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<4x8xf32>' and result memref type 'memref<8x4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xi32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x5xf32>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32, strided<[4, 2]>>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type with offset = 3 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @reinterpret_ranks(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @bad_init : memref<4xf32> = "foo"

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{alignment = 3 : i64, initial_value, sym_name = "g", type = memref<4xi32>}> : () -> ()

// -----

memref.global @g : memref<4xf32> = dense<1.0>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}
