//! Converting the signature of function-like ops (a `function_type` attribute and an
//! isolated body whose entry block takes the inputs), as MLIR's
//! populateFunctionOpInterfaceTypeConversionPattern.

use super::{ConversionPattern, ConversionRewriter, TypeConverter};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{OpId, OpRef, ValueId};
use crate::types::Type;

const FUNCTION_TYPE: &str = "function_type";

/// Converts the `function_type` and the block signatures of ops named `op_name`.
pub struct FunctionSignaturePattern {
    op_name: String,
}

impl FunctionSignaturePattern {
    /// A pattern for function-like ops named `op_name` (`func.func`), converting their
    /// signature with the conversion's type converter.
    pub fn new(op_name: &str) -> Self {
        FunctionSignaturePattern {
            op_name: op_name.to_string(),
        }
    }
}

/// The inputs and results of an op's `function_type`.
fn signature(op: OpRef<'_>) -> Option<(Type, Vec<Type>, Vec<Type>)> {
    let ty = op
        .attr(FUNCTION_TYPE)
        .and_then(|a| op.ctx.attr_as_type(a))?;
    let (inputs, results) = op.ctx.function_signature(ty)?;
    Some((ty, inputs.to_vec(), results.to_vec()))
}

/// True if the function type and every block argument of `op` are legal for `converter`
/// (for [`super::ConversionTarget::add_dynamically_legal_op`]).
pub fn is_signature_legal(converter: &TypeConverter, op: OpRef<'_>) -> bool {
    let ctx: &Context = op.ctx;
    let Some((ty, _, _)) = signature(op) else {
        return true;
    };
    if !converter.is_signature_legal(ctx, ty) {
        return false;
    }
    let (body, regions) = op.body.op_regions(op.id);
    regions
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .all(|b| {
            body.block_args(b)
                .iter()
                .all(|&a| converter.is_legal_type(ctx, body.value_type(a)))
        })
}

impl ConversionPattern for FunctionSignaturePattern {
    fn root(&self) -> Option<&str> {
        Some(&self.op_name)
    }
    fn name(&self) -> &str {
        "function-signature"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let Some(converter) = rw.type_converter() else {
            return Ok(false);
        };
        let ctx = rw.ctx();
        let Some((old_ty, inputs, results)) = signature(rw.op_ref(op)) else {
            return Ok(false);
        };
        let Some(sig) = converter.convert_signature(ctx, &inputs) else {
            return Ok(false);
        };
        let Some(new_results) = converter.convert_types(ctx, &results) else {
            return Ok(false);
        };
        let new_ty = ctx.function_type(sig.converted_types(), &new_results);
        // Every block argument type must convert before anything changes.
        let blocks_convertible = {
            let (body, regions) = rw.body().op_regions(op);
            regions
                .iter()
                .flat_map(|&r| body.region_blocks(r))
                .skip(1)
                .all(|b| {
                    body.block_args(b)
                        .iter()
                        .all(|&a| converter.convert_type_n(ctx, body.value_type(a)).is_some())
                })
        };
        if !blocks_convertible || (new_ty == old_ty && is_signature_legal(converter, rw.op_ref(op)))
        {
            return Ok(false);
        }
        let nested = rw.with_isolated_body(op, |n| -> Result<(), Diag> {
            let Some(&region) = n.body().root_regions().first() else {
                return Ok(());
            };
            let blocks: Vec<_> = n.body().region_blocks(region).collect();
            if let Some(&entry) = blocks.first() {
                n.apply_signature_conversion(entry, &sig)?;
            }
            for &b in blocks.iter().skip(1) {
                let types: Vec<Type> = n
                    .body()
                    .block_args(b)
                    .iter()
                    .map(|&a| n.body().value_type(a))
                    .collect();
                if let Some(s) = converter.convert_signature(ctx, &types) {
                    n.apply_signature_conversion(b, &s)?;
                }
            }
            Ok(())
        });
        nested.unwrap_or(Ok(()))?;
        let one_to_one = sig.converted_types().len() == inputs.len();
        rw.modify_in_place(op, |body| {
            let data = body.op_mut(op);
            let attr = ctx.type_attr(new_ty);
            if data.props.get_str(ctx, FUNCTION_TYPE).is_some() {
                data.props.set_str(ctx, FUNCTION_TYPE, attr);
            } else {
                data.attrs.set_str(ctx, FUNCTION_TYPE, attr);
            }
            // Per-argument attributes no longer line up after a 1:N conversion.
            if !one_to_one {
                data.props.remove_str(ctx, "arg_attrs");
                data.attrs.remove_str(ctx, "arg_attrs");
            }
        });
        Ok(true)
    }
}
