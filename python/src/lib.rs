//! `xla_opt._native`: the compiler as a Python extension module (PyO3, abi3). The Python
//! package `xla_opt` wraps it: numpy conversion, argument checks and the JAX bridge live in
//! Python (python/xla_opt); parsing, passes, the interpreter and the JIT live here.

use pyo3::prelude::*;

mod diagnostics;
mod executable;
mod ir_module;
mod signature;

pyo3::create_exception!(
    _native,
    MlirError,
    pyo3::exceptions::PyException,
    "An error reported by the compiler; `diagnostics` lists (line, col, severity, message)."
);

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MlirError", m.py().get_type::<MlirError>())?;
    m.add("HAS_JIT", xla_melior::AVAILABLE)?;
    m.add("JIT_HOW_TO_ENABLE", xla_melior::HOW_TO_ENABLE)?;
    m.add_class::<ir_module::Module>()?;
    m.add_class::<executable::Executable>()?;
    m.add_function(wrap_pyfunction!(ir_module::parse, m)?)?;
    m.add_function(wrap_pyfunction!(executable::compile, m)?)?;
    Ok(())
}
