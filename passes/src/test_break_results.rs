//! `--test-break-results`: a deliberately wrong pass, for testing tools that find wrong
//! results (`xla-opt --bisect-results`, docs/testing.md): it swaps the operands of the first
//! subtraction (`hlo.subtract`, `arith.subf`, `arith.subi`) of each function, so `a - b`
//! becomes `b - a`. Never part of a pipeline.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::for_each_body;
use xla_ir::{Context, Diag, OpData, ValueId};

pub const ARGUMENT: &str = "test-break-results";
const DESCRIPTION: &str =
    "Testing only: swap the operands of the first subtraction of each function (a wrong pass)";

#[derive(Default)]
pub struct TestBreakResults;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(TestBreakResults),
    }
}

const SUBTRACTIONS: [&str; 3] = [
    hlo_ops::SubtractOp::NAME,
    arith_ops::SubFOp::NAME,
    arith_ops::SubIOp::NAME,
];

impl Pass for TestBreakResults {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for_each_body(body, &|b| {
            let first = b.all_ops().find(|&o| {
                SUBTRACTIONS.contains(&ctx.op_name_str(b.op(o).name)) && b.operands(o).count() == 2
            });
            if let Some(o) = first {
                let swapped: Vec<ValueId> = b
                    .operands(o)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                b.set_operands(o, &swapped);
            }
            Ok(())
        })
    }
}
