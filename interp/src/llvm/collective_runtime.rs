//! The runtime's `xla_collective_call` as an interpreter built-in: `(descriptor, rank, operand,
//! rank, result)`, memrefs as unranked descriptors (passes/src/to_llvm/collective_calls.rs);
//! computed by `crate::collective_call` and written back through the result's descriptor.

use super::check_runtime::{int_arg, ptr_arg, read_memref};
use super::lapack_runtime::{c_string, write_memref};
use crate::collective_call::{run, Descriptor, ResultShape, RUNTIME};
use crate::eval::OpEval;
use crate::value::Value;
use xla_ir::DResult;

pub fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let fail = |m: String| ev.error(format!("{RUNTIME}: {m}"));
    let text = c_string(ptr_arg(ev, operands, 0)?).map_err(fail)?;
    let d = Descriptor::parse(&text).map_err(fail)?;
    let (elem, kind) = d.buffer_elem(ctx).map_err(fail)?;
    let operand = if d.kind.has_operand() {
        let (rank, desc) = (int_arg(ev, operands, 1)?, ptr_arg(ev, operands, 2)?);
        Some(read_memref(ctx, elem, rank, desc).map_err(fail)?)
    } else {
        None
    };
    let (rank, desc) = (int_arg(ev, operands, 3)?, ptr_arg(ev, operands, 4)?);
    let current = read_memref(ctx, elem, rank, desc).map_err(fail)?;
    let out = ResultShape {
        ty: elem,
        kind,
        shape: current.shape,
    };
    let t = run(ctx, ev.interp.process.as_ref(), &d, operand.as_ref(), &out).map_err(fail)?;
    write_memref(ctx, &t, rank, desc).map_err(fail)?;
    Ok(Vec::new())
}
