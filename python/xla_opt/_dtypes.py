"""numpy dtypes of MLIR element types (bf16 and the f8 family through ml_dtypes, which JAX
installs; without it those types cannot cross the Python boundary)."""

import numpy as np

_BUILTIN = {
    "i1": np.bool_,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "si8": np.int8,
    "si16": np.int16,
    "si32": np.int32,
    "si64": np.int64,
    "ui8": np.uint8,
    "ui16": np.uint16,
    "ui32": np.uint32,
    "ui64": np.uint64,
    "index": np.int64,
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
    "complex<f32>": np.complex64,
    "complex<f64>": np.complex128,
}

_ML_DTYPES = {
    "bf16": "bfloat16",
    "f8E4M3FN": "float8_e4m3fn",
    "f8E5M2": "float8_e5m2",
    "f8E4M3FNUZ": "float8_e4m3fnuz",
    "f8E5M2FNUZ": "float8_e5m2fnuz",
    "f8E4M3B11FNUZ": "float8_e4m3b11fnuz",
}


def numpy_dtype(elem: str) -> np.dtype:
    """The numpy dtype of the MLIR element type ``elem`` (``"f32"``, ``"ui8"``, ...)."""
    if elem in _BUILTIN:
        return np.dtype(_BUILTIN[elem])
    if elem in _ML_DTYPES:
        try:
            import ml_dtypes
        except ImportError as e:
            raise TypeError(f"element type {elem} needs the ml_dtypes package") from e
        return np.dtype(getattr(ml_dtypes, _ML_DTYPES[elem]))
    raise TypeError(f"element type {elem} has no numpy dtype")
