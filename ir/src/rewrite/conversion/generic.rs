//! A pattern that changes only types: the op is rebuilt with its converted operands and
//! converted result types, keeping name, properties, attributes and successors; its regions
//! move to the new op with their block signatures converted (MLIR's
//! populateReturnOpTypeConversionPattern / CallOp / BranchOpInterface patterns, in one).

use super::{ConversionPattern, ConversionRewriter};
use crate::diagnostic::Diag;
use crate::ir::{OpId, OperationState, ValueId};
use crate::types::Type;

/// Rebuilds ops named `op_name` (or any op) with the type converter's types.
pub struct ConvertTypesPattern {
    op_name: Option<String>,
}

impl ConvertTypesPattern {
    /// For ops named `op_name` (`None`: every op the target wants converted).
    pub fn new(op_name: Option<&str>) -> Self {
        ConvertTypesPattern {
            op_name: op_name.map(str::to_string),
        }
    }
}

impl ConversionPattern for ConvertTypesPattern {
    fn root(&self) -> Option<&str> {
        self.op_name.as_deref()
    }
    fn name(&self) -> &str {
        "convert-types"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let Some(tc) = rw.type_converter() else {
            return Ok(false);
        };
        let ctx = rw.ctx();
        let op_ref = rw.op_ref(op);
        let Some(results) = tc.convert_types(ctx, &op_ref.result_types()) else {
            return Ok(false);
        };
        let operand_types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        let unchanged = results == op_ref.result_types() && operand_types == op_ref.operand_types();
        let regions = rw.body().local_regions(op).to_vec();
        // Every block argument in the regions must convert before anything changes.
        let blocks_ok = regions
            .iter()
            .flat_map(|&r| rw.body().region_blocks(r))
            .all(|b| {
                rw.body()
                    .block_args(b)
                    .iter()
                    .all(|&a| tc.convert_type_n(ctx, rw.body().value_type(a)).is_some())
            });
        let regions_legal = regions
            .iter()
            .flat_map(|&r| rw.body().region_blocks(r))
            .all(|b| {
                rw.body()
                    .block_args(b)
                    .iter()
                    .all(|&a| tc.is_legal_type(ctx, rw.body().value_type(a)))
            });
        if !blocks_ok || (unchanged && regions_legal) || rw.body().op(op).isolated_body().is_some()
        {
            return Ok(false);
        }
        let data = rw.body().op(op);
        let mut st = OperationState::new(ctx, ctx.op_name_str(data.name), data.loc)
            .operands(operands)
            .results(&results);
        st.props = data.props.clone();
        st.attrs = data.attrs.clone();
        st.successors = data.successors().to_vec();
        // Fresh regions take the old ones' blocks.
        let mut new_regions = Vec::with_capacity(regions.len());
        for &r in &regions {
            let nr = rw.rewriter().body_mut(&[]).create_region();
            rw.inline_region_before(r, nr, None);
            rw.convert_region_types(nr, tc)?;
            new_regions.push(nr);
        }
        st.regions = new_regions;
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}
