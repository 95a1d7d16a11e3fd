// RUN: xla-opt %s --convert-to-llvm --split-input-file --verify-diagnostics

// Complex arithmetic is expanded by --convert-complex-to-standard first; --convert-to-llvm
// lowers only complex.create / re / im / constant.
func.func @add(%a: complex<f32>) -> complex<f32> {
  // expected-error @+1 {{'complex.add' op failed to legalize to llvm: complex arithmetic is not lowered directly (run --convert-complex-to-standard first)}}
  %r = complex.add %a, %a : complex<f32>
  return %r : complex<f32>
}

// -----

func.func @int_parts(%m: memref<2xcomplex<i32>>, %i: index) -> complex<i32> {
  // expected-error @+1 {{'memref.load' op failed to legalize to llvm: complex element types with non-float parts are not lowered}}
  %r = memref.load %m[%i] : memref<2xcomplex<i32>>
  return %r : complex<i32>
}
