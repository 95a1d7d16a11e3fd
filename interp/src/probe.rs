//! `interpreter.probe %x, probe_id = "p" : T` records each value it sees under its id;
//! `check.expect_serialized_eq %y, probe_id = "p", iter = N` compares with the N-th record.

use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState};

pub const PROBE_ID: &str = "probe_id";

fn parse_probe(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword(PROBE_ID)?;
    p.parse_punct(Punct::Equal)?;
    let id = p.parse_string()?;
    let attr = p.ctx().string_attr(&id);
    st.set_attr(p.ctx(), PROBE_ID, attr);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    p.resolve_operands(&[operand], &[ty], &mut st.operands)
}

fn print_probe(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", probe_id = ");
    if let Some(a) = op.attr(PROBE_ID) {
        p.print_attribute(a);
    }
    p.print_optional_attr_dict(op, &[PROBE_ID]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The `interpreter.probe` op definition.
pub fn probe_op() -> OpDef {
    OpDef::new("interpreter.probe")
        .summary("Records its operand under `probe_id` and returns it")
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(1))
        .inherent(&[PROBE_ID])
        .syntax(parse_probe, print_probe)
}

fn probe_id(ev: &OpEval<'_, '_>) -> Result<String, Diag> {
    ev.op.attr(PROBE_ID).and_then(|a| ev.ctx().attr_as_str(a)).map(str::to_string).ok_or_else(|| ev.error("requires 'probe_id'"))
}

fn probe(ev: &OpEval<'_, '_>, operands: &[Value]) -> Result<Vec<Value>, Diag> {
    let t = tensor(ev, operands, 0)?.clone();
    ev.interp.probes.borrow_mut().entry(probe_id(ev)?).or_default().push(t.clone());
    Ok(vec![Value::Tensor(t)])
}

fn expect_serialized_eq(ev: &OpEval<'_, '_>, operands: &[Value]) -> Result<Vec<Value>, Diag> {
    let t = tensor(ev, operands, 0)?;
    let id = probe_id(ev)?;
    let iter = ev.op.attr("iteration").and_then(|a| ev.ctx().attr_as_int(a)).unwrap_or(0) as usize;
    let recorded = ev.interp.probes.borrow().get(&id).and_then(|v| v.get(iter).cloned());
    let result = match recorded {
        None => Err(format!("probe '{id}' has no value at iteration {iter}")),
        Some(r) if r.shape == t.shape && r.data == t.data => Ok(()),
        Some(_) => Err(format!("value differs from probe '{id}' at iteration {iter}")),
    };
    crate::check::record(ev, result)
}

pub fn register(r: &mut Registry) {
    r.add("interpreter.probe", probe);
    r.add("check.expect_serialized_eq", expect_serialized_eq);
}
