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
            .description(
                "Each value is recorded as the id's next iteration (0, 1, ...), which \
                 `check.expect_serialized_eq` compares with. With a probe directory \
                 (`xla-run --probe-output-dir DIR`) the value is also written to \
                 `DIR/<id>_<iteration>.npy` (bytes of the id outside `[A-Za-z0-9_-]` as `%XX`) \
                 and `id,iteration,file` appended to `DIR/index.csv`, where a later run's \
                 serialized checks find it (xla_values::probe_files).\n\n\
                 Compiled (`--lower-to-llvm`, the JIT): `--hlo-legalize-to-linalg` gives a signed or \
                 unsigned probe's users its operand (the result is the operand), and \
                 `--convert-to-llvm` makes the probe a call `xla_probe(code, rank, descriptor, \
                 id, elem)` of the probe runtime, `elem` naming the op's element type (buffers \
                 are signless): the interpreter at the llvm level and the JIT record the same \
                 values and write the same files as the interpreter.",
            )
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&[PROBE_ID])
            .syntax(parse_probe, print_probe))
        .op(OpDef::new(PrintOp::NAME)
            .summary("Prints its operand as a dense literal")
            .description(
                "One line per value on stdout, `dense<...> : tensor<...>` as MLIR prints the \
                 attribute (devices print whole lines, so parallel devices do not interleave). \
                 Compiled: `--hlo-legalize-to-linalg` makes it a call of the device runtime \
                 (`hlo.custom_call @xla_collective` with the descriptor `print elem=T ...`, T \
                 the operand's element type with its signedness; docs/devices.md), which \
                 prints the same line in the interpreter at every level and in the JIT. \
                 `hlo.outfeed` shows its values the same way, as `outfeed: dense<...> : ...`.",
            )
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .syntax(parse_print, print_print))
}
