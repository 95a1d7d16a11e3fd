//! The native backend: the module lowered by `lower-to-llvm` (unless it is in the llvm
//! dialect already), compiled by the melior bridge, called with the inputs in place.

use super::{Executable, Input, Output};
use crate::diagnostics::{from_diags, plain};
use crate::ir_module::Module;
use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use std::ptr::NonNull;
use xla_ir::{Context, OpRef, Type};
use xla_melior::host_bytes::HostBytes;
use xla_melior::values::{elem_kind, result_spec};
use xla_melior::{CallOptions, HostBuffer, HostValue, JitModule, OptLevel, ResultSpec};

pub struct Jit {
    pub lowered: xla_ir::Module,
    module: JitModule,
    specs: Vec<ResultSpec>,
    options: CallOptions,
    /// Threads of compiled parallel loops (None: every core).
    threads: Option<usize>,
    /// The entry's parameter layouts (docs/layouts.md): inputs are passed in their order.
    layouts: Vec<xla_values::layout::Layout>,
}

/// Whether every op below the module is in the llvm dialect already.
fn is_llvm_only(ctx: &Context, module: &xla_ir::Module) -> bool {
    let body = module.body();
    body.root_regions().iter().all(|&r| {
        body.region_blocks(r).all(|b| {
            body.block_ops(b)
                .all(|op| OpRef::new(ctx, body, op).name_str().starts_with("llvm."))
        })
    })
}

impl Jit {
    pub fn compile(
        py: Python<'_>,
        m: &Module,
        entry: &str,
        results: &[Type],
        threads: Option<usize>,
    ) -> PyResult<Jit> {
        let ctx = &m.ctx;
        let attrs = &m.module.top.op(m.module.op).attrs;
        let (args, _) = m
            .module
            .function_signature(ctx, entry, "function_type")
            .unwrap_or_default();
        let layouts = xla_values::layout::declared_for(
            ctx,
            |n| attrs.get(ctx.symbol(n)),
            entry,
            &args,
            results,
        )
        .map_err(|e| plain(py, format!("invalid entry layouts: {e}")))?
        .params;
        let mut lowered = m.module.clone();
        // Modules lowered here went through our bufferization, whose functions never write
        // their arguments: inputs are passed in place (a given llvm module might write them).
        let lowered_here = !is_llvm_only(ctx, &lowered);
        if lowered_here {
            // Verified once, after the lowering (as `xla-run --backend jit`).
            let report = py.detach(|| {
                xla_passes::lower_to_llvm::lower_module(ctx, &mut lowered, false, &mut |_| {})
            });
            report.map_err(|ds| from_diags(py, ctx, &m.source, &ds))?;
        }
        // O2, as xla-run: XLA:CPU's backend level (docs/performance.md, session 9).
        let module = JitModule::compile(ctx, &lowered, OptLevel::O2)
            .map_err(|ds| from_diags(py, ctx, &m.source, &ds))?;
        if module.signature(entry).is_none() {
            return Err(plain(
                py,
                format!("the compiled module has no function '@{entry}'"),
            ));
        }
        let specs = results
            .iter()
            .map(|&t| result_spec(ctx, t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| plain(py, e))?;
        Ok(Jit {
            lowered,
            module,
            specs,
            options: CallOptions {
                inputs_read_only: lowered_here,
            },
            threads,
            layouts,
        })
    }

    pub fn call<'py>(
        &self,
        py: Python<'py>,
        exe: &Executable,
        inputs: &[Input],
    ) -> PyResult<Vec<Output<'py>>> {
        let ctx = &exe.ctx;
        let mut host = Vec::new();
        for (i, (input, &ty)) in inputs.iter().zip(&exe.args).enumerate() {
            let elem = elem_kind(ctx, ctx.element_type(ty)).ok_or_else(|| {
                plain(
                    py,
                    format!(
                        "argument #{i}: type {} cannot cross the JIT boundary",
                        xla_ir::asm::type_to_string(ctx, ty)
                    ),
                )
            })?;
            let bytes = input.bytes();
            let layout = self.layouts.get(i).cloned().flatten();
            if let (Some(m2m), true) = (layout, ctx.is_shaped(ty)) {
                // A parameter with a layout: a copy of the input in the layout's order.
                let data =
                    xla_values::layout::bytes_to_physical(bytes, elem.size(), &input.shape, &m2m);
                host.push(HostValue::MemRef(HostBuffer {
                    elem,
                    shape: input.shape.clone(),
                    data: HostBytes::from(data),
                    minor_to_major: Some(m2m),
                }));
                continue;
            }
            host.push(if ctx.is_shaped(ty) {
                let data = match NonNull::new(bytes.as_ptr().cast_mut()) {
                    // SAFETY: the bytes are the input's buffer, which outlives `host` (dropped
                    // at the end of this call) and which the callee only reads
                    // (`inputs_read_only`; otherwise the JIT copies them first).
                    Some(ptr) if !bytes.is_empty() => unsafe {
                        HostBytes::borrowed(ptr, bytes.len())
                    },
                    _ => HostBytes::from(Vec::new()),
                };
                HostValue::MemRef(HostBuffer {
                    elem,
                    shape: input.shape.clone(),
                    data,
                    minor_to_major: None,
                })
            } else {
                HostValue::Scalar(elem, bytes.to_vec())
            });
        }
        xla_melior::set_threads(self.threads.unwrap_or(0));
        // Checks from an earlier call that failed half-way are not this call's.
        xla_melior::check_runtime::take_report();
        let outputs = self
            .module
            .call_with(&exe.entry, &host, &self.specs, self.options)
            .map_err(|e| plain(py, format!("backend='jit': {e}")));
        drop(host);
        let outputs = outputs?;
        let report = xla_melior::check_runtime::take_report();
        if !report.failures.is_empty() {
            let text: Vec<String> = report
                .failures
                .iter()
                .map(|(loc, message)| format!("{loc}: {message}"))
                .collect();
            return Err(plain(py, text.join("\n")));
        }
        outputs
            .iter()
            .zip(&exe.results)
            .map(|(v, &ty)| {
                let elem = xla_ir::asm::type_to_string(ctx, ctx.element_type(ty));
                Ok(match v {
                    HostValue::Scalar(_, bytes) => (elem, Vec::new(), PyByteArray::new(py, bytes)),
                    HostValue::MemRef(b) => (elem, b.shape.clone(), PyByteArray::new(py, &b.data)),
                })
            })
            .collect()
    }
}
