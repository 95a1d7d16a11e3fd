"""Running pass pipelines."""

import numpy as np
import pytest

import xla_opt

FOLDABLE = """
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  %d = stablehlo.constant dense<2.0> : tensor<2xf32>
  %s = stablehlo.add %c, %d : tensor<2xf32>
  %0 = stablehlo.add %a, %s : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""


def test_run_passes_returns_a_new_module():
    m = xla_opt.parse(FOLDABLE)
    before = str(m)
    folded = m.run_passes("canonicalize")
    assert str(m) == before
    assert str(folded).count("hlo.add") == 1
    assert "3.0" in str(folded)


def test_comma_list_and_builtin_module_syntax_agree():
    m = xla_opt.parse(FOLDABLE)
    a = m.run_passes("canonicalize,cse")
    b = m.run_passes("builtin.module(canonicalize,cse)")
    c = m.run_passes("builtin.module(func.func(canonicalize),cse)")
    assert str(a) == str(b) == str(c)


def test_lower_to_loops_then_interpret():
    m = xla_opt.parse(FOLDABLE)
    loops = m.run_passes("lower-to-loops")
    text = str(loops)
    assert "hlo." not in text and "memref" in text
    x = np.array([1, 2], np.float32)
    (y,) = xla_opt.compile(loops, backend="interp")(x)
    np.testing.assert_array_equal(y, x + 3)


def test_unknown_pass_is_an_mlir_error():
    with pytest.raises(xla_opt.MlirError, match="no-such-pass"):
        xla_opt.parse(FOLDABLE).run_passes("canonicalize,no-such-pass")


def test_malformed_pipeline_is_an_mlir_error():
    with pytest.raises(xla_opt.MlirError, match="<pipeline>"):
        xla_opt.parse(FOLDABLE).run_passes("builtin.module(canonicalize")


def test_pipeline_errors_point_into_the_text_given():
    with pytest.raises(xla_opt.MlirError) as info:
        xla_opt.parse(FOLDABLE).run_passes("canonicalize,bogus")
    line, col, _, message = info.value.diagnostics[0]
    assert (line, col) == (1, len("canonicalize,") + 1) and "bogus" in message
    assert "<pipeline>:1:14:" in str(info.value)
