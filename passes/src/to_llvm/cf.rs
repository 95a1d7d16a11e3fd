//! cf -> llvm: `cf.br`, `cf.cond_br`, `cf.switch` keep their successors and segment
//! properties. `cf.assert` is lowered before the conversion (see [`super::cf_assert`]).

use super::pattern::loc_of;
use xla_dialect_cf::ops as cf_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, OperationState, ValueId};

/// Rebuilds a branch under its llvm name with converted operands and the same successors.
struct BranchLowering {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for BranchLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(tc) = rw.type_converter() else {
            return Ok(false);
        };
        if operands
            .iter()
            .any(|&v| !tc.is_legal_type(ctx, rw.body().value_type(v)))
        {
            return Ok(false);
        }
        // As upstream's verifyMatchingValues: the successors must already take the converted
        // types (their function was converted), else the branch stays and the conversion
        // leaves the function as it is instead of breaking the block signatures.
        let forwarded = if self.from == cf_ops::BranchOp::NAME {
            operands
        } else {
            operands.get(1..).unwrap_or(&[])
        };
        let block_arg_types: Vec<_> = rw
            .op_ref(op)
            .successors()
            .iter()
            .flat_map(|&b| {
                rw.body()
                    .block_args(b)
                    .iter()
                    .map(|&a| rw.body().value_type(a))
            })
            .collect();
        let forwarded_types: Vec<_> = forwarded.iter().map(|&v| rw.body().value_type(v)).collect();
        if forwarded_types != block_arg_types {
            return Ok(false);
        }
        let old = rw.op_ref(op);
        let mut st = OperationState::new(ctx, self.to, loc_of(rw, op)).operands(operands);
        st.successors = old.successors().to_vec();
        for name in [
            "operandSegmentSizes",
            "case_operand_segments",
            "case_values",
            "loop_annotation",
        ] {
            if let Some(a) = old.attr(name) {
                st.set_attr(ctx, name, a);
            }
        }
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![
        Box::new(BranchLowering {
            from: cf_ops::BranchOp::NAME,
            to: llvm_ops::BrOp::NAME,
        }),
        Box::new(BranchLowering {
            from: cf_ops::CondBranchOp::NAME,
            to: llvm_ops::CondBrOp::NAME,
        }),
        Box::new(BranchLowering {
            from: cf_ops::SwitchOp::NAME,
            to: llvm_ops::SwitchOp::NAME,
        }),
    ]
}
