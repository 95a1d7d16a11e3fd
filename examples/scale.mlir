// A small func/arith program: xla-opt parses, verifies and prints it back.
func.func @scale_and_shift(%x: f32, %scale: f32, %shift: f32) -> f32 {
  %0 = arith.mulf %x, %scale : f32
  %1 = arith.addf %0, %shift : f32
  return %1 : f32
}

func.func @clamp_index(%i: i32, %lo: i32, %hi: i32) -> index {
  %0 = arith.maxsi %i, %lo : i32
  %1 = arith.minsi %0, %hi : i32
  %2 = arith.index_cast %1 : i32 to index
  return %2 : index
}
