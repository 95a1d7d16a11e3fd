// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// One chunk per linalg verifier rule, with mlir-opt 22's exact messages.

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %g = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  %g = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: i32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %g = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %o, %o : f32, f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>, %i: i32) -> tensor<4x8xf32> {
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x9xf32>')}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4x9xf32>
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) permutation = [1, 0]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) permutation = [1, 1]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 1}}
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) permutation = [0]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 8, init: 4}}
  %t = linalg.broadcast ins(%b : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %t = linalg.broadcast ins(%b : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0, 1]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  %t = linalg.broadcast ins(%b : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [2]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]}}
  %t = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [0]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %t = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [2]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %t = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x4xf32>) dimensions = [1]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4)}}
  %t = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4xf32>)
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  %t = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %c = arith.constant 1 : i32
      // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
      linalg.yield %c : i32
    }
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  %t = linalg.fill ins(%c : i32) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  %c = arith.constant 1.0 : f32
  // expected-error @+1 {{'linalg.fill' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x9xf32>')}}
  %t = linalg.fill ins(%c : f32) outs(%b : tensor<4x8xf32>) -> tensor<4x9xf32>
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %t = linalg.matmul ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  %t = linalg.batch_matmul ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%a: tensor<4xf32>) -> tensor<4xf32> {
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (bogus)}}
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "bogus"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @a(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  %g = linalg.generic {iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
// -----
func.func @a() -> index {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return %i : index
}
// -----
func.func @a(%x: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %t = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%in: f32) {
      linalg.yield %in : f32
    }
  return
}
// -----
func.func @a(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 3}}
  %t = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) {
  %t:2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  // expected-error @+1 {{custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 4}}
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0, 2]
  return
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8x4xi32>) {
  // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('i32')}}
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xi32>) permutation = [1, 0]
  return
}
// -----
func.func @a(%a: tensor<4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0, d0))}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
// -----
func.func @a(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0))}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  %r = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
// -----
func.func @a(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{custom op 'linalg.copy' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %r = linalg.copy ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @generic_empty_region(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  %r = "linalg.generic"(%t, %t) ({}) {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @matmul_empty_region(%m: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.matmul' op expects to have 1 region with 1 block}}
  %r = "linalg.matmul"(%m, %m, %m) ({}) {operandSegmentSizes = array<i32: 2, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @map_empty_region(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op region #0 ('mapper') failed to verify constraint: region with 1 blocks}}
  %0 = "linalg.map"(%a, %b) ({}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_empty_region(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'linalg.reduce' op region #0 ('combiner') failed to verify constraint: region with 1 blocks}}
  %0 = "linalg.reduce"(%a, %b) ({}) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
