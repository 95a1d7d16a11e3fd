"""compile() and calls, on both backends."""

import numpy as np
import pytest

import xla_opt
from conftest import ADD, MIXED


def test_add(backend):
    exe = xla_opt.compile(ADD, backend=backend)
    assert exe.backend == backend and exe.entry == "main"
    assert exe.arg_types == ["tensor<2x3xf32>", "tensor<2x3xf32>"]
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.full((2, 3), 0.5, np.float32)
    (c,) = exe(a, b)
    assert isinstance(c, np.ndarray) and c.dtype == np.float32 and c.shape == (2, 3)
    np.testing.assert_array_equal(c, a + b)
    # The inputs are left as they were; the result is a fresh, writable array.
    np.testing.assert_array_equal(a, np.arange(6, dtype=np.float32).reshape(2, 3))
    c[0, 0] = 42.0


def test_parsed_module_and_text_compile_alike(backend):
    a = np.ones((2, 3), np.float32)
    (x,) = xla_opt.compile(xla_opt.parse(ADD), backend=backend)(a, a)
    (y,) = xla_opt.compile(ADD, backend=backend)(a, a)
    np.testing.assert_array_equal(x, y)


def test_mixed_dtypes_scalars_and_several_results(backend):
    exe = xla_opt.compile(MIXED, backend=backend)
    x = np.array([1, 2, 200, 255], np.uint8)
    v = np.array([-1.0, 0.5, 2.0, 3.0], np.float32)
    doubled, scaled, greater = exe(x, 2.0, v)
    assert doubled.dtype == np.uint8 and scaled.dtype == np.float32 and greater.dtype == np.bool_
    np.testing.assert_array_equal(doubled, (x.astype(np.int32) * 2 % 256).astype(np.uint8))
    np.testing.assert_array_equal(scaled, v * 2)
    np.testing.assert_array_equal(greater, v > 2)
    # A 0-d array works as well as a Python scalar.
    _, scaled0, _ = exe(x, np.array(2.0, np.float32), v)
    np.testing.assert_array_equal(scaled0, scaled)


def test_strided_inputs_are_accepted(backend):
    exe = xla_opt.compile(ADD, backend=backend)
    big = np.arange(12, dtype=np.float32).reshape(3, 4)
    a = big[:2, :3]  # not contiguous
    b = np.arange(6, dtype=np.float32).reshape(3, 2).T  # Fortran order
    (c,) = exe(a, b)
    np.testing.assert_array_equal(c, a + b)


def test_wrong_dtype_names_the_argument(backend):
    exe = xla_opt.compile(ADD, backend=backend)
    a = np.ones((2, 3), np.float32)
    with pytest.raises(ValueError, match=r"argument #1 .*float32.*float64"):
        exe(a, np.ones((2, 3)))


def test_wrong_shape_names_the_argument(backend):
    exe = xla_opt.compile(ADD, backend=backend)
    with pytest.raises(ValueError, match=r"argument #0 .*shape \(2, 3\).*\(3, 2\)"):
        exe(np.ones((3, 2), np.float32), np.ones((2, 3), np.float32))


def test_wrong_count(backend):
    exe = xla_opt.compile(ADD, backend=backend)
    with pytest.raises(ValueError, match="takes 2 arguments.*got 1"):
        exe(np.ones((2, 3), np.float32))


def test_python_scalar_of_the_wrong_kind(backend):
    exe = xla_opt.compile(MIXED, backend=backend)
    v = np.zeros(4, np.float32)
    with pytest.raises(ValueError, match=r"argument #1 .*complex"):
        exe(np.zeros(4, np.uint8), 1j, v)
    with pytest.raises(ValueError, match=r"argument #0"):
        exe([1, 2, 3, 300], 1.0, v)


def test_unknown_entry_and_backend():
    with pytest.raises(ValueError, match="no function named 'nope'.*'main'"):
        xla_opt.compile(ADD, backend="interp", entry="nope")
    with pytest.raises(ValueError, match="backend must be"):
        xla_opt.compile(ADD, backend="gpu")


def test_other_entry():
    text = ADD + """
func.func @twice(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.add %a, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
"""
    (y,) = xla_opt.compile(text, backend="interp", entry="twice")(np.array([1, 2, 3], np.int32))
    np.testing.assert_array_equal(y, [2, 4, 6])


def test_failed_check_raises():
    text = """
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  return %a : tensor<2xf32>
}
"""
    exe = xla_opt.compile(text, backend="interp")
    exe(np.array([1, 2], np.float32))
    with pytest.raises(xla_opt.MlirError):
        exe(np.array([1, 3], np.float32))


@pytest.mark.skipif(xla_opt.HAS_JIT, reason="this build has the JIT")
def test_jit_without_the_native_backend_says_how_to_get_it():
    with pytest.raises(RuntimeError, match="llvm-22"):
        xla_opt.compile(ADD, backend="jit")


@pytest.mark.skipif(not xla_opt.HAS_JIT, reason="built without the native JIT (LLVM 22)")
def test_jit_runs_lowered_module_with_threads():
    exe = xla_opt.compile(ADD, backend="jit", threads=1)
    assert "llvm.func" in str(exe.module)
    a = np.ones((2, 3), np.float32)
    (c,) = exe(a, a)
    np.testing.assert_array_equal(c, 2 * a)


def test_threads_must_be_positive():
    with pytest.raises(ValueError, match="threads"):
        xla_opt.compile(ADD, backend="interp", threads=0)


# A shape-polymorphic module as jax.export makes it (x: f32[b, 4], asserting b >= 1).
POLY = """
func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {error_message = "Expected value >= 1 for dimension variable 'b', got {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %2 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}
"""


def test_input_shapes_refine_a_shape_polymorphic_entry(backend):
    exe = xla_opt.compile(POLY, backend=backend, input_shapes=[(3, 4)])
    assert exe.arg_types == ["tensor<3x4xf32>"]
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    (y,) = exe(x)
    np.testing.assert_array_equal(y, 2 * x)
    with pytest.raises(xla_opt.MlirError, match="Expected value >= 1 for dimension variable 'b', got 0"):
        xla_opt.compile(POLY, backend=backend, input_shapes=[(0, 4)])
    with pytest.raises(xla_opt.MlirError, match=r"input #0 has shape \[3, 5\]"):
        xla_opt.compile(POLY, backend=backend, input_shapes=[(3, 5)])
