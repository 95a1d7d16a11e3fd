"""Running JAX functions through xla_opt (JAX is an optional dependency).

``export(fn, *args)`` lowers ``fn`` with JAX for the shapes and dtypes of ``args`` and parses
the StableHLO it gives; ``jit(fn)`` is a decorator that does that once per argument signature,
compiles the module here and calls it, returning JAX's result structure with numpy arrays.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Optional

import numpy as np

from . import _native
from ._executable import Executable, compile
from ._native import Module


def _jax():
    try:
        import jax
    except ImportError as e:
        raise ImportError("xla_opt.jax needs JAX: pip install 'jax[cpu]'") from e
    return jax


def _lower(fn: Callable, args: tuple, kwargs: dict):
    jax = _jax()
    # keep_unused: every flattened argument stays a parameter of @main, in order.
    return jax.jit(fn, keep_unused=True).lower(*args, **kwargs)


def _module_of(lowered, name: str) -> Module:
    text = lowered.as_text(dialect="stablehlo")
    module = _native.parse(text, filename=f"<jax:{name}>")
    # Sharding markers forward their operand on one device; test assertions become check ops.
    return module.without_jax_annotations()


def export(fn: Callable, *args: Any, **kwargs: Any) -> Module:
    """The StableHLO module JAX lowers ``fn`` to for these arguments (arrays or
    ``jax.ShapeDtypeStruct``s), as a ``Module`` whose entry is ``main``."""
    return _module_of(_lower(fn, args, kwargs), getattr(fn, "__name__", "fn"))


def _leaf_key(x: Any) -> tuple:
    if isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic):
        # A weakly typed Python scalar: its value does not change the lowering.
        return ("scalar", type(x).__name__)
    arr_dtype = getattr(x, "dtype", None)
    shape = getattr(x, "shape", None)
    if arr_dtype is None or shape is None:
        arr = np.asarray(x)
        arr_dtype, shape = arr.dtype, arr.shape
    return ("array", tuple(shape), str(arr_dtype))


class _Compiled:
    """One signature's module, executable and output structure."""

    def __init__(self, module: Module, executable: Executable, out_tree: Any):
        self.module = module
        self.executable = executable
        self.out_tree = out_tree


class Jitted:
    """A function compiled by xla_opt per argument signature (see ``jit``)."""

    def __init__(self, fn: Callable, backend: Optional[str], threads: Optional[int]):
        functools.update_wrapper(self, fn)
        self._fn = fn
        self._backend = backend or ("jit" if _native.HAS_JIT else "interp")
        self._threads = threads
        self._cache: dict = {}

    @property
    def backend(self) -> str:
        return self._backend

    @property
    def compiled_signatures(self) -> int:
        """How many argument signatures have been compiled so far."""
        return len(self._cache)

    def lower(self, *args: Any, **kwargs: Any) -> Module:
        """The module run for these arguments."""
        return self._compiled(args, kwargs)[0].module

    def _compiled(self, args: tuple, kwargs: dict):
        jax = _jax()
        leaves, in_tree = jax.tree_util.tree_flatten((args, kwargs))
        key = (in_tree, tuple(_leaf_key(x) for x in leaves))
        entry = self._cache.get(key)
        if entry is None:
            lowered = _lower(self._fn, args, kwargs)
            module = _module_of(lowered, getattr(self._fn, "__name__", "fn"))
            executable = compile(module, backend=self._backend, threads=self._threads)
            entry = _Compiled(module, executable, lowered.out_tree)
            self._cache[key] = entry
        return entry, leaves

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        jax = _jax()
        compiled, leaves = self._compiled(args, kwargs)
        inputs = []
        for x in leaves:
            if isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic):
                inputs.append(x)
                continue
            arr = np.asarray(x)
            # JAX's own canonicalization (float64 -> float32 unless x64 is on).
            inputs.append(arr.astype(jax.dtypes.canonicalize_dtype(arr.dtype), copy=False))
        results = compiled.executable(*inputs)
        return jax.tree_util.tree_unflatten(compiled.out_tree, list(results))


def jit(
    fn: Optional[Callable] = None,
    *,
    backend: Optional[str] = None,
    threads: Optional[int] = None,
) -> Any:
    """Decorator: lowers ``fn`` with JAX for each new argument signature (shapes, dtypes and
    pytree structure), compiles it with xla_opt (``backend``: "jit" or "interp"; default the
    JIT when this build has it) and returns JAX's result structure with numpy arrays.

    >>> @xla_opt.jax.jit
    ... def f(x, y):
    ...     return jnp.tanh(x @ y)
    """
    if fn is None:
        return lambda f: Jitted(f, backend, threads)
    return Jitted(fn, backend, threads)
