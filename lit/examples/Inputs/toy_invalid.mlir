// The toy verifiers, through toy-opt.
func.func @f(%x: f32) {
  // expected-error @+1 {{operand type must match the vector's element type}}
  %a = toy.splat %x : f32 -> !toy.vec<4xi32>
  return
}

// -----

func.func @g(%v: !toy.vec<4xf32>) {
  // expected-error @+1 {{result type must be the vector's element type}}
  %s = toy.sum %v : !toy.vec<4xf32> -> i32
  return
}
