// interop-skip: mlir-opt prints the external_resources section back; xla-opt's printer drops
// file metadata (resources are not passed through yet), so the outputs differ there.
func.func @g() {
  return
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(no-such-pass)",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
