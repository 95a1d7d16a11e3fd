// RUN: xla-opt %s -split-input-file -verify-diagnostics

// expected-error @+2 {{'vector.load' op base and valueToStore element type should match}}
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<4xf32>, vector<4xf64>
  return
}

// -----

// expected-error @+2 {{'vector.store' op requires 2 indices}}
func.func @f(%m: memref<4x4xf32>, %v: vector<4xf32>, %i: index) {
  vector.store %v, %m[%i] : memref<4x4xf32>, vector<4xf32>
  return
}

// -----

// expected-error @+2 {{'vector.load' op most minor memref dim must have unit stride}}
func.func @f(%m: memref<4x4xf32, strided<[1, 4]>>, %i: index) {
  %0 = vector.load %m[%i, %i] : memref<4x4xf32, strided<[1, 4]>>, vector<4xf32>
  return
}

// -----

// expected-error @+2 {{'vector.broadcast' op source type is not compatible with the result type}}
func.func @f(%s: f64) {
  %0 = vector.broadcast %s : f64 to vector<4xf32>
  return
}
