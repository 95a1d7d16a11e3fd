//! StableHLO's `interpreter` dialect: `interpreter.run_parallel` (generic form only),
//! `interpreter.probe` and `interpreter.print`, the instrumentation ops of its interpreter
//! tests. Parsing, printing and verification here; evaluating them belongs to the interpreter
//! and their lowering for compiled code to `--convert-to-llvm` (a runtime call each).

use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, DialectDef, OpDef, OpRef, OperationState};

/// The dialect's namespace.
pub const DIALECT: &str = "interpreter";

/// `interpreter.probe`'s id attribute.
pub const PROBE_ID: &str = "probe_id";

xla_ir::declare_ops! {
    /// Every declared interpreter op.
    all: ALL;

    /// `interpreter.run_parallel`: runs `programs[replica][partition]` as simulated processes.
    pub struct RunParallelOp = "interpreter.run_parallel" {
        summary: "Runs `programs[replica][partition]` as simulated processes, operands and results in process order",
        operands: [inputs: Variadic],
        results: [outputs: Variadic],
        attributes: [programs = "programs": required Array],
    }
    /// `interpreter.probe`: records its operand under `probe_id` and returns it.
    pub struct ProbeOp = "interpreter.probe" {
        summary: "Records its operand under `probe_id` and returns it",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [probe_id = "probe_id": required String],
    }
    /// `interpreter.print`: prints its operand as a dense literal.
    pub struct PrintOp = "interpreter.print" {
        summary: "Prints its operand as a dense literal",
        operands: [operand: Single],
    }
}

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

fn parse_print(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)
}

fn print_print(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The `interpreter` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary = "StableHLO interpreter test ops: run_parallel, probe, print".to_string();
    d.op(OpDef::new(RunParallelOp::NAME)
        .summary("Runs `programs[replica][partition]` as simulated processes, operands and results in process order")
        .operands(Arity::Any)
        .results(Arity::Any)
        .inherent(&["programs"]))
        .op(OpDef::new(ProbeOp::NAME)
            .summary("Records its operand under `probe_id` and returns it")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&[PROBE_ID])
            .syntax(parse_probe, print_probe))
        .op(OpDef::new(PrintOp::NAME)
            .summary("Prints its operand as a dense literal")
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .syntax(parse_print, print_print))
}
