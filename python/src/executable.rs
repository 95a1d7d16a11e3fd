//! `Executable`: an entry function compiled for one backend — the reference interpreter, or
//! native code through upstream MLIR/LLVM (cargo feature `melior`) — and its calls. Inputs
//! arrive as C-contiguous byte buffers (numpy arrays viewed as bytes); results leave as
//! `(element type, shape, bytearray)` for the Python side to view as numpy arrays.

use crate::diagnostics::{from_diags, plain, Source};
use crate::ir_module::Module;
use crate::signature::{entry_signature, type_info, TypeInfo};
use pyo3::buffer::PyBuffer;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use std::sync::Arc;
use xla_interp::dense::{tensor_from_bytes, tensor_to_bytes};
use xla_interp::{MemRefValue, Registry, Value};
use xla_ir::{Context, Type, TypeData};

/// A compiled entry function; the object stays on the thread that made it (the JIT's MLIR
/// context is not thread-safe). JIT calls hold the GIL; interpreter calls release it.
#[pyclass(unsendable, module = "xla_opt", name = "Executable")]
pub struct Executable {
    ctx: Arc<Context>,
    /// What runs: the module as given (interpreter) or lowered to the llvm dialect (JIT).
    module: xla_ir::Module,
    source: Arc<Source>,
    entry: String,
    /// The caller's view of the signature (before lowering).
    args: Vec<Type>,
    results: Vec<Type>,
    backend: Backend,
}

enum Backend {
    /// The interpreter, with the argument types the function itself declares (memrefs when
    /// the module was bufferized).
    Interp {
        registry: Registry,
        declared_args: Vec<Type>,
    },
    #[cfg(feature = "melior")]
    Jit(crate::executable::jit::Jit),
}

/// Compiles `entry` of `module` for `backend` ("jit" or "interp"); with `input_shapes`, a
/// shape-polymorphic entry is refined to them first (`--hlo-refine-arguments`,
/// `--hlo-refine-shapes`).
#[pyfunction]
#[pyo3(signature = (module, *, backend = "jit", entry = "main", threads = None, input_shapes = None))]
pub fn compile(
    py: Python<'_>,
    module: &Bound<'_, Module>,
    backend: &str,
    entry: &str,
    threads: Option<usize>,
    input_shapes: Option<Vec<Vec<i64>>>,
) -> PyResult<Executable> {
    let refined = match &input_shapes {
        Some(shapes) => {
            let m = module.get();
            let mut refined = m.module.clone();
            xla_passes::hlo_refine_shapes::refine_entry_to_inputs(
                &m.ctx,
                &mut refined,
                entry,
                shapes,
                backend == "jit",
            )
            .map_err(|d| from_diags(py, &m.ctx, &m.source, &[d]))?;
            Some(Module {
                ctx: m.ctx.clone(),
                module: refined,
                source: m.source.clone(),
            })
        }
        None => None,
    };
    let m = refined.as_ref().unwrap_or_else(|| module.get());
    let ctx = &m.ctx;
    let functions = xla_interp::runner::functions(ctx, &m.module);
    let Some((_, declared_args)) = functions.iter().find(|(n, _)| n == entry) else {
        let names: Vec<_> = functions.iter().map(|(n, _)| format!("'{n}'")).collect();
        return Err(PyValueError::new_err(format!(
            "no function named '{entry}' in the module (it has {})",
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        )));
    };
    let Some((args, results)) = entry_signature(ctx, &m.module, entry) else {
        return Err(PyValueError::new_err(format!(
            "cannot tell the argument and result types of '{entry}' (an llvm.func without an xla.memref_signature)"
        )));
    };
    if threads == Some(0) {
        return Err(PyValueError::new_err(
            "threads must be at least 1 (None: every core)",
        ));
    }
    let backend = match backend {
        "interp" => Backend::Interp {
            registry: Registry::with_all(),
            declared_args: declared_args.clone(),
        },
        "jit" => jit_backend(py, m, entry, &results, threads)?,
        other => {
            return Err(PyValueError::new_err(format!(
                "backend must be 'jit' or 'interp', not '{other}'"
            )))
        }
    };
    let module = match &backend {
        #[cfg(feature = "melior")]
        Backend::Jit(jit) => jit.lowered.clone(),
        _ => m.module.clone(),
    };
    Ok(Executable {
        ctx: ctx.clone(),
        module,
        source: m.source.clone(),
        entry: entry.to_string(),
        args,
        results,
        backend,
    })
}

#[cfg(feature = "melior")]
fn jit_backend(
    py: Python<'_>,
    m: &Module,
    entry: &str,
    results: &[Type],
    threads: Option<usize>,
) -> PyResult<Backend> {
    jit::Jit::compile(py, m, entry, results, threads).map(Backend::Jit)
}

#[cfg(not(feature = "melior"))]
fn jit_backend(
    _py: Python<'_>,
    _m: &Module,
    _entry: &str,
    _results: &[Type],
    _threads: Option<usize>,
) -> PyResult<Backend> {
    Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
        "backend='jit': {} (then reinstall the package: pip install ./python); backend='interp' works without it",
        xla_melior::HOW_TO_ENABLE
    )))
}

/// One result for Python: (element type, shape, little-endian bytes).
pub type Output<'py> = (String, Vec<i64>, Bound<'py, PyByteArray>);

/// One result before it becomes a Python object.
type RawOutput = (String, Vec<i64>, Vec<u8>);

/// One input: the bytes of a C-contiguous buffer, and the array's shape.
struct Input {
    buffer: PyBuffer<u8>,
    shape: Vec<i64>,
}

impl Input {
    fn bytes(&self) -> &[u8] {
        if self.buffer.len_bytes() == 0 {
            return &[];
        }
        // SAFETY: `PyBuffer::get` checked that the buffer holds `u8`s and we checked that it
        // is C-contiguous, so `len_bytes` initialized bytes start at `buf_ptr`; the buffer
        // (and so the exporting array) stays alive while `self` does, and the GIL, held for
        // the whole call, keeps Python code from writing it meanwhile.
        unsafe {
            std::slice::from_raw_parts(self.buffer.buf_ptr() as *const u8, self.buffer.len_bytes())
        }
    }
}

/// Bytes per element of `elem`, as numpy stores it (i1 as one byte).
fn elem_size(ctx: &Context, elem: Type) -> Option<usize> {
    Some(match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => (*width as usize).div_ceil(8),
        TypeData::Index => 8,
        TypeData::Float(k) => (k.bit_width() as usize).div_ceil(8),
        TypeData::Complex(e) => 2 * elem_size(ctx, *e)?,
        _ => return None,
    })
}

impl Executable {
    /// Takes the inputs' buffers and checks each against its argument type.
    fn inputs(&self, args: Vec<(Bound<'_, PyAny>, Vec<i64>)>) -> PyResult<Vec<Input>> {
        if args.len() != self.args.len() {
            return Err(PyValueError::new_err(format!(
                "'{}' takes {} arguments, got {}",
                self.entry,
                self.args.len(),
                args.len()
            )));
        }
        let mut inputs = Vec::new();
        for (i, ((obj, shape), &ty)) in args.into_iter().zip(&self.args).enumerate() {
            let buffer = PyBuffer::<u8>::get(&obj)?;
            if !buffer.is_c_contiguous() {
                return Err(PyValueError::new_err(format!(
                    "argument #{i}: the buffer is not C-contiguous"
                )));
            }
            let ctx = &self.ctx;
            let declared = ctx.shape(ty).unwrap_or_default();
            let fits = declared.len() == shape.len()
                && declared
                    .iter()
                    .zip(&shape)
                    .all(|(&d, &s)| s >= 0 && (d == xla_ir::types::DYNAMIC || d == s));
            let count = shape
                .iter()
                .try_fold(1usize, |n, &s| n.checked_mul(usize::try_from(s).ok()?));
            let size = elem_size(ctx, ctx.element_type(ty));
            let bytes = count.zip(size).and_then(|(c, s)| c.checked_mul(s));
            if !fits || bytes != Some(buffer.len_bytes()) {
                return Err(PyValueError::new_err(format!(
                    "argument #{i}: {} bytes of shape {shape:?} do not make a {}",
                    buffer.len_bytes(),
                    xla_ir::asm::type_to_string(ctx, ty)
                )));
            }
            inputs.push(Input { buffer, shape });
        }
        Ok(inputs)
    }

    fn run_interp(
        &self,
        py: Python<'_>,
        registry: &Registry,
        declared_args: &[Type],
        inputs: &[Input],
    ) -> PyResult<Vec<RawOutput>> {
        let ctx = &self.ctx;
        let mut values = Vec::new();
        for (i, (input, &ty)) in inputs.iter().zip(declared_args).enumerate() {
            let tensor_ty = ctx.tensor_type(&input.shape, ctx.element_type(ty));
            let t = tensor_from_bytes(ctx, tensor_ty, input.bytes(), false)
                .map_err(|e| PyValueError::new_err(format!("argument #{i}: {e}")))?;
            values.push(match ctx.type_data(ty) {
                TypeData::MemRef { .. } => Value::MemRef(MemRefValue::from_tensor(&t)),
                _ => Value::Tensor(t),
            });
        }
        let entries = [self.entry.clone()];
        let module = &self.module;
        // Other Python threads run meanwhile: the interpreter touches no Python object.
        let run = py.detach(|| {
            let (interp, mut runs) =
                xla_interp::runner::run_entries(ctx, registry, module, &entries, &values);
            let results = runs
                .pop()
                .map(|r| r.results)
                .unwrap_or_else(|| Ok(Vec::new()));
            let failures = std::mem::take(&mut interp.checks.borrow_mut().failures);
            (results, failures)
        });
        let results = run.0.map_err(|d| from_diags(py, ctx, &self.source, &[d]))?;
        if !run.1.is_empty() {
            return Err(from_diags(py, ctx, &self.source, &run.1));
        }
        let results =
            xla_interp::runner::restore_result_types(ctx, &self.module, &self.entry, results);
        results
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let t = match v {
                    Value::Tensor(t) => Some(t.clone()),
                    Value::MemRef(m) => m.to_tensor(),
                    _ => None,
                };
                let t = t.ok_or_else(|| plain(py, format!("result #{i} is not an array")))?;
                let elem = xla_ir::asm::type_to_string(ctx, t.ty);
                Ok((elem, t.shape.clone(), tensor_to_bytes(&t)))
            })
            .collect()
    }
}

#[pymethods]
impl Executable {
    /// "jit" or "interp".
    #[getter]
    fn backend(&self) -> &'static str {
        match self.backend {
            Backend::Interp { .. } => "interp",
            #[cfg(feature = "melior")]
            Backend::Jit(_) => "jit",
        }
    }

    #[getter]
    fn entry(&self) -> &str {
        &self.entry
    }

    /// (type, element type, shape) of each argument; `None` marks a dynamic dimension.
    #[getter]
    fn arg_types(&self) -> Vec<TypeInfo> {
        self.args.iter().map(|&t| type_info(&self.ctx, t)).collect()
    }

    /// (type, element type, shape) of each result.
    #[getter]
    fn result_types(&self) -> Vec<TypeInfo> {
        self.results
            .iter()
            .map(|&t| type_info(&self.ctx, t))
            .collect()
    }

    /// The module that runs (for the JIT: lowered to the llvm dialect).
    #[getter]
    fn module(&self) -> Module {
        Module {
            ctx: self.ctx.clone(),
            module: self.module.clone(),
            source: self.source.clone(),
        }
    }

    /// Calls the entry with `(buffer, shape)` pairs: C-contiguous byte buffers in the
    /// arguments' element types. Returns `(element type, shape, bytearray)` per result.
    fn call_buffers<'py>(
        &self,
        py: Python<'py>,
        args: Vec<(Bound<'py, PyAny>, Vec<i64>)>,
    ) -> PyResult<Vec<Output<'py>>> {
        let inputs = self.inputs(args)?;
        let outputs = match &self.backend {
            Backend::Interp {
                registry,
                declared_args,
            } => self
                .run_interp(py, registry, declared_args, &inputs)?
                .into_iter()
                .map(|(e, s, b)| (e, s, PyByteArray::new(py, &b)))
                .collect(),
            #[cfg(feature = "melior")]
            Backend::Jit(jit) => jit.call(py, self, &inputs)?,
        };
        drop(inputs);
        Ok(outputs)
    }
}

#[cfg(feature = "melior")]
mod jit;
