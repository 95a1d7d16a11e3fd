"""Shared fixtures: small programs and the backends this build has."""

import pytest

import xla_opt

ADD = """
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""

# Two results of different element types, a scalar argument and an unsigned integer.
MIXED = """
func.func @main(%x: tensor<4xui8>, %s: tensor<f32>, %v: tensor<4xf32>) -> (tensor<4xui8>, tensor<4xf32>, tensor<4xi1>) {
  %0 = stablehlo.add %x, %x : tensor<4xui8>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.multiply %v, %1 : tensor<4xf32>
  %3 = stablehlo.compare GT, %v, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %2, %3 : tensor<4xui8>, tensor<4xf32>, tensor<4xi1>
}
"""

BACKENDS = ["interp", pytest.param("jit", marks=pytest.mark.skipif(not xla_opt.HAS_JIT, reason="built without the native JIT (LLVM 22)"))]


@pytest.fixture(params=BACKENDS)
def backend(request):
    return request.param
