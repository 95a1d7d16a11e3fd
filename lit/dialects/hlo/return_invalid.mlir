// RUN: xla-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @not_last(%a: tensor<f32>) {
  "x.region"() ({
    // expected-error @+1 {{'hlo.return' op must be the last operation in the parent block}}
    hlo.return %a : tensor<f32>
    "x.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @operand_type(%a: f32) {
  "x.region"() ({
    // expected-error @+1 {{'hlo.return' op operand #0 must be variadic of ranked tensor or token or tuple or memref values, but got 'f32'}}
    hlo.return %a : f32
  }) : () -> ()
  return
}

