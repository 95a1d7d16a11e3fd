"""xla_opt.jax: JAX functions through xla_opt give JAX's results."""

import numpy as np
import pytest

import xla_opt

jax = pytest.importorskip("jax")
jnp = jax.numpy
from jax import lax  # noqa: E402

import xla_opt.jax as xjax  # noqa: E402

rng = np.random.default_rng(0)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def mlp(x, w1, b1, w2, b2):
    h = jax.nn.relu(x @ w1 + b1)
    return jnp.tanh(h @ w2 + b2)


def softmax(x):
    return jax.nn.softmax(x, axis=-1)


def conv(x, w):
    dn = ("NHWC", "HWIO", "NHWC")
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn)


def newton_sqrt(a):
    # A while loop whose trip count depends on the data.
    def cond(state):
        x, i = state
        return jnp.logical_and(jnp.max(jnp.abs(x * x - a)) > 1e-5, i < 50)

    def body(state):
        x, i = state
        return (0.5 * (x + a / x), i + 1)

    x, i = lax.while_loop(cond, body, (jnp.ones_like(a), 0))
    return x, i


PROGRAMS = {
    "mlp": (mlp, lambda: (f32(4, 8), f32(8, 16), f32(16), f32(16, 3), f32(3)), 1e-5),
    "softmax": (softmax, lambda: (f32(5, 7),), 1e-5),
    "conv": (conv, lambda: (f32(1, 6, 6, 3), f32(3, 3, 3, 4)), 1e-4),
    "while": (newton_sqrt, lambda: (np.abs(f32(6)) + 0.5,), 1e-5),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_matches_jax(name, backend):
    fn, make_args, tol = PROGRAMS[name]
    args = make_args()
    expected = jax.jit(fn)(*args)
    got = xjax.jit(fn, backend=backend)(*args)
    expected_leaves, expected_tree = jax.tree_util.tree_flatten(expected)
    got_leaves, got_tree = jax.tree_util.tree_flatten(got)
    assert got_tree == expected_tree
    for g, e in zip(got_leaves, expected_leaves):
        assert isinstance(g, np.ndarray)
        assert g.dtype == e.dtype and g.shape == e.shape
        np.testing.assert_allclose(g, np.asarray(e), rtol=tol, atol=tol)


def test_compiles_once_per_signature():
    f = xjax.jit(lambda x, y: x * y + 1.0, backend="interp")
    a, b = f32(3), f32(3)
    f(a, b)
    f(b, a)
    assert f.compiled_signatures == 1
    f(f32(4), f32(4))
    assert f.compiled_signatures == 2
    # A Python scalar is weakly typed: its value does not force a new compilation.
    f(a, 2.0)
    f(a, 3.0)
    assert f.compiled_signatures == 3


def test_pytree_inputs_and_outputs(backend):
    def f(params, x):
        return {"y": x @ params["w"] + params["b"], "norm": jnp.sum(x * x)}

    params = {"w": f32(3, 2), "b": f32(2)}
    x = f32(4, 3)
    got = xjax.jit(f, backend=backend)(params, x)
    expected = jax.jit(f)(params, x)
    assert set(got) == {"y", "norm"}
    np.testing.assert_allclose(got["y"], expected["y"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(got["norm"], expected["norm"], rtol=1e-5)


def test_jax_arrays_and_float64_inputs_are_canonicalized():
    f = xjax.jit(lambda x: x * 2, backend="interp")
    y = f(jnp.arange(3.0))
    np.testing.assert_array_equal(y, [0, 2, 4])
    y64 = f(np.arange(3.0))  # float64 in, float32 as JAX computes without x64
    assert y64.dtype == np.float32


def test_export_returns_a_module():
    m = xjax.export(mlp, *PROGRAMS["mlp"][1]())
    assert isinstance(m, xla_opt.Module)
    assert m.functions()[0] == "main"
    assert "hlo.dot_general" in str(m)
    exe = xla_opt.compile(m, backend="interp")
    assert exe.arg_types[0] == "tensor<4x8xf32>"


def test_sharding_annotations_are_identities():
    text = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %0 : tensor<4xf32>
  stablehlo.custom_call @check.expect_close(%1, %1) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
"""
    m = xla_opt.parse(text).without_jax_annotations()
    assert "custom_call" not in str(m)
    assert "check.expect_close" in str(m)
    (y,) = xla_opt.compile(m, backend="interp")(np.ones(4, np.float32))
    np.testing.assert_array_equal(y, [2, 2, 2, 2])
