//! `Module`: a parsed module with its context; printing, verifying and running passes.

use crate::diagnostics::{from_diags, mlir_error, Source};
use pyo3::prelude::*;
use std::sync::Arc;
use xla_ir::asm::PrintOptions;
use xla_ir::pass::{parse_pass_pipeline, PassManager, RunOptions};
use xla_ir::Context;

/// An MLIR module (hlo, linalg, loops or llvm level). Immutable: passes return a new one.
#[pyclass(frozen, module = "xla_opt", name = "Module")]
pub struct Module {
    pub ctx: Arc<Context>,
    pub module: xla_ir::Module,
    pub source: Arc<Source>,
}

/// A context with every dialect this build has (and the interpreter's `interpreter.*` ops,
/// which test programs use).
fn new_context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// Parses (and by default verifies) MLIR text.
#[pyfunction]
#[pyo3(signature = (text, *, filename = "<string>", verify = true))]
pub fn parse(py: Python<'_>, text: &str, filename: &str, verify: bool) -> PyResult<Module> {
    let ctx = Arc::new(new_context());
    let source = Arc::new(Source {
        name: filename.to_string(),
        text: text.to_string(),
    });
    let parsed = py.detach(|| -> Result<xla_ir::Module, Vec<xla_ir::Diag>> {
        let module = xla_ir::asm::parse_module(&ctx, filename, text)?;
        if verify {
            xla_ir::verify::verify_module(&ctx, &module)?;
        }
        Ok(module)
    });
    match parsed {
        Ok(module) => Ok(Module {
            ctx,
            module,
            source,
        }),
        Err(diags) => Err(from_diags(py, &ctx, &source, &diags)),
    }
}

impl Module {
    /// A module over the same context and source.
    pub fn derived(&self, module: xla_ir::Module) -> Module {
        Module {
            ctx: self.ctx.clone(),
            module,
            source: self.source.clone(),
        }
    }

    fn print(&self, generic: bool, debug_info: bool) -> String {
        let options = PrintOptions {
            generic,
            debug_info,
            ..PrintOptions::default()
        };
        xla_ir::asm::print_module(&self.ctx, &self.module, &options)
    }
}

#[pymethods]
impl Module {
    fn __str__(&self) -> String {
        self.print(false, false)
    }

    fn __repr__(&self) -> String {
        format!("<xla_opt.Module from '{}'>", self.source.name)
    }

    /// The module as text: pretty (default) or generic form, with locations if asked.
    #[pyo3(signature = (*, generic = false, debug_info = false))]
    fn to_string(&self, generic: bool, debug_info: bool) -> String {
        self.print(generic, debug_info)
    }

    /// Runs the verifier; raises `MlirError` with its diagnostics.
    fn verify(&self, py: Python<'_>) -> PyResult<()> {
        xla_ir::verify::verify_module(&self.ctx, &self.module)
            .map_err(|ds| from_diags(py, &self.ctx, &self.source, &ds))
    }

    /// Runs a pass pipeline on a copy: `"canonicalize,cse"` or mlir-opt's
    /// `"builtin.module(func.func(cse),lower-to-loops)"`. Returns the new module.
    fn run_passes(&self, py: Python<'_>, pipeline: &str) -> PyResult<Module> {
        let registry = xla_passes::lower_to_loops::full_registry();
        let given = pipeline.trim();
        const WRAPPER: &str = "builtin.module(";
        let wrapped = !given.starts_with(WRAPPER);
        let text = if wrapped {
            format!("{WRAPPER}{given})")
        } else {
            given.to_string()
        };
        let root = parse_pass_pipeline(&text, &registry).map_err(|e| {
            let buffer = "<pipeline>";
            let mut diag = e.to_diagnostic(buffer, &text);
            // Point into the text as given, not into the `builtin.module(...)` around it.
            if let Some(loc) = diag.loc.as_mut().filter(|l| wrapped && l.line == 1) {
                let inside = (loc.col as usize).saturating_sub(WRAPPER.len()).max(1);
                loc.col = inside.min(given.len() + 1) as u32;
            }
            let source = Source {
                name: buffer.into(),
                text: given.to_string(),
            };
            mlir_error(py, &source, &[diag])
        })?;
        let mut module = self.module.clone();
        let ctx = &self.ctx;
        let result = py.detach(|| {
            PassManager::new(root, RunOptions::default())
                .run(ctx, &mut module, &mut |_| {})
                .result
        });
        result.map_err(|ds| from_diags(py, ctx, &self.source, &ds))?;
        Ok(self.derived(module))
    }

    /// Names of the module's functions (with bodies), in order.
    fn functions(&self) -> Vec<String> {
        xla_interp::runner::functions(&self.ctx, &self.module)
            .into_iter()
            .map(|(name, _)| name)
            .collect()
    }

    /// A copy after `hlo-legalize-jax-custom-calls`: `custom_call @Sharding`,
    /// `@SPMDFullToShardShape` and `@SPMDShardToFullShape` forward their operand on one
    /// device, `custom_call @check.*` become check ops that every backend runs.
    fn without_jax_annotations(&self, py: Python<'_>) -> PyResult<Module> {
        let pipeline = format!(
            "builtin.module(func.func({}))",
            xla_passes::hlo_jax_custom_calls::ARGUMENT
        );
        self.run_passes(py, &pipeline)
    }
}
