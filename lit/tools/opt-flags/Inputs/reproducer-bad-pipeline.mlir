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
