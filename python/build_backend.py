"""PEP 517 build backend: maturin's, with the cargo feature `melior` (the native JIT,
backend="jit") turned on when LLVM/MLIR 22's development packages are installed, as
`scripts/install-deps --melior` installs them.

XLA_OPT_JIT=1 forces the feature on (the build fails without LLVM 22), XLA_OPT_JIT=0 off;
unset, it is on when the packages are found. Extra maturin arguments still go in
MATURIN_PEP517_ARGS.
"""
import os

import maturin


def _llvm_prefix():
    return os.environ.get("MLIR_SYS_220_PREFIX", "/usr/lib/llvm-22")


def _llvm_installed():
    prefix = _llvm_prefix()
    return all(
        os.path.exists(os.path.join(prefix, path))
        for path in ("lib/libMLIRCAPIIR.a", "lib/libclang.so", "bin/llvm-config")
    )


def _configure():
    wanted = os.environ.get("XLA_OPT_JIT", "auto")
    enable = wanted == "1" or (wanted == "auto" and _llvm_installed())
    args = os.environ.get("MATURIN_PEP517_ARGS", "")
    if enable and "melior" not in args:
        os.environ["MATURIN_PEP517_ARGS"] = (args + " --features melior").strip()
        # Where mlir-sys finds LLVM 22 when the repository's .cargo/config.toml is not read.
        os.environ.setdefault("MLIR_SYS_220_PREFIX", _llvm_prefix())
        os.environ.setdefault("TABLEGEN_220_PREFIX", _llvm_prefix())


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _configure()
    return maturin.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _configure()
    return maturin.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    return maturin.build_sdist(sdist_directory, config_settings)


def get_requires_for_build_wheel(config_settings=None):
    return maturin.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_editable(config_settings=None):
    return maturin.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings=None):
    return maturin.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    _configure()
    return maturin.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    _configure()
    return maturin.prepare_metadata_for_build_editable(metadata_directory, config_settings)
