"""Compiling an entry function and calling it with numpy arrays."""

from __future__ import annotations

from typing import Any, Optional, Sequence, Union

import numpy as np

from . import _native
from ._dtypes import numpy_dtype
from ._native import Module


class Executable:
    """An entry function compiled for one backend; call it with one array (or Python scalar)
    per argument to get a tuple of numpy arrays, one per result.

    Arrays must have the argument's dtype and shape exactly (a dynamic dimension takes any
    size); Python scalars take the argument's dtype when their kind fits (an ``int`` for an
    integer or float argument, a ``float`` for a float one). A C-contiguous, aligned array is
    passed to the JIT in place, not copied.
    """

    def __init__(self, native: _native.Executable):
        self._native = native
        self._args = native.arg_types
        self._arg_dtypes = [_dtype_or_none(elem) for _, elem, _ in self._args]

    @property
    def backend(self) -> str:
        """``"jit"`` or ``"interp"``."""
        return self._native.backend

    @property
    def entry(self) -> str:
        """The name of the function called."""
        return self._native.entry

    @property
    def module(self) -> Module:
        """The module that runs (for the JIT, lowered to the llvm dialect)."""
        return self._native.module

    @property
    def arg_types(self) -> list[str]:
        """The arguments' MLIR types, e.g. ``["tensor<2x3xf32>", "f32"]``."""
        return [t for t, _, _ in self._args]

    @property
    def result_types(self) -> list[str]:
        """The results' MLIR types."""
        return [t for t, _, _ in self._native.result_types]

    def __repr__(self) -> str:
        sig = ", ".join(self.arg_types)
        res = ", ".join(self.result_types)
        return f"<xla_opt.Executable @{self.entry}({sig}) -> ({res}) on {self.backend}>"

    def __call__(self, *args: Any) -> tuple[np.ndarray, ...]:
        if len(args) != len(self._args):
            raise ValueError(
                f"@{self.entry} takes {len(self._args)} arguments "
                f"({', '.join(self.arg_types)}), got {len(args)}"
            )
        buffers = [
            _as_buffer(i, x, ty, dtype, shape)
            for i, (x, (ty, _, shape), dtype) in enumerate(zip(args, self._args, self._arg_dtypes))
        ]
        results = self._native.call_buffers(buffers)
        return tuple(
            np.frombuffer(data, numpy_dtype(elem)).reshape(shape)
            for elem, shape, data in results
        )


def _dtype_or_none(elem: str) -> Optional[np.dtype]:
    try:
        return numpy_dtype(elem)
    except TypeError:
        return None


def _describe(i: int, ty: str) -> str:
    return f"argument #{i} ({ty})"


def _as_buffer(i: int, x: Any, ty: str, dtype: Optional[np.dtype], shape: list) -> tuple:
    """``x`` as (C-contiguous bytes, shape) for argument ``i``; ``ValueError`` if it does not fit."""
    if dtype is None:
        raise ValueError(f"{_describe(i, ty)}: its element type has no numpy dtype")
    if isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic):
        arr = _from_python_scalar(i, x, ty, dtype)
    else:
        arr = np.asarray(x)
        if arr.dtype != dtype:
            raise ValueError(
                f"{_describe(i, ty)}: expected dtype {dtype.name}, got an array of dtype {arr.dtype.name}"
            )
    want = tuple(shape)
    fits = len(arr.shape) == len(want) and all(w is None or w == s for w, s in zip(want, arr.shape))
    if not fits:
        pretty = "(" + ", ".join("?" if w is None else str(w) for w in want) + ("," if len(want) == 1 else "") + ")"
        raise ValueError(f"{_describe(i, ty)}: expected shape {pretty}, got an array of shape {arr.shape}")
    # A view, unless the array is strided or misaligned (then one copy).
    arr = np.require(arr, requirements=["C", "A"])
    return (arr.reshape(-1).view(np.uint8), list(arr.shape))


def _from_python_scalar(i: int, x: Any, ty: str, dtype: np.dtype) -> np.ndarray:
    # Python scalars are weakly typed, as in JAX: they take the argument's dtype if their kind
    # fits (ml_dtypes' floats, such as bfloat16, have numpy kind "V").
    if isinstance(x, bool):
        kinds = "b"
    elif isinstance(x, int):
        kinds = "iufcV"
    elif isinstance(x, float):
        kinds = "fcV"
    else:
        kinds = "c"
    if dtype.kind not in kinds:
        raise ValueError(f"{_describe(i, ty)}: a Python {type(x).__name__} does not fit dtype {dtype.name}")
    try:
        return np.asarray(x, dtype=dtype)
    except (OverflowError, ValueError) as e:
        raise ValueError(f"{_describe(i, ty)}: {x!r} does not fit dtype {dtype.name}: {e}") from e


def compile(
    module: Union[Module, str],
    *,
    backend: str = "jit",
    entry: str = "main",
    threads: Optional[int] = None,
    input_shapes: Optional[Sequence[Sequence[int]]] = None,
) -> Executable:
    """Compiles function ``entry`` of ``module`` (a ``Module`` or MLIR text).

    ``input_shapes`` (one shape per argument) refines a shape-polymorphic entry
    (``tensor<?x4xf32>`` arguments, as ``jax.export`` with symbolic shapes makes them) to
    those shapes first, with ``hlo-refine-arguments`` and ``hlo-refine-shapes``: its shape
    assertions are checked then (a failing one raises ``MlirError`` with JAX's message).

    ``backend="jit"`` lowers the module to the llvm dialect (``lower-to-llvm``) unless it is
    there already and compiles it natively through upstream MLIR/LLVM 22 (a build with the
    native backend: see ``xla_opt.HAS_JIT``); ``backend="interp"`` runs it with the
    reference interpreter. ``threads`` bounds the JIT's parallel loops (None: every core).
    Raises ``MlirError`` when lowering or compiling fails, ``ValueError`` for a bad argument
    and ``RuntimeError`` for ``backend="jit"`` in a build without it.
    """
    if isinstance(module, str):
        module = _native.parse(module)
    shapes = None if input_shapes is None else [[int(d) for d in s] for s in input_shapes]
    return Executable(
        _native.compile(module, backend=backend, entry=entry, threads=threads, input_shapes=shapes)
    )
