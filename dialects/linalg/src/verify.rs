//! Verification shared by structured ops (MLIR's `DestinationStyleOpInterface` and
//! `LinalgStructuredInterface` verifiers, with upstream's messages) and the block argument
//! names linalg regions print with.

use crate::structured::{loop_bounds, num_inputs, rank, structured, Structured};
use crate::syntax::element_or_self;
use xla_ir::affine::AffineExpr;
use xla_ir::asm::OpAsmBlockArgNames;
use xla_ir::{Diag, OpRef, Type, DYNAMIC};

/// `'type'` as MLIR quotes types in messages.
pub fn quoted(op: OpRef<'_>, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(op.ctx, t))
}

/// Tensor outs give one result each, of the same type.
pub fn verify_destination_style(op: OpRef<'_>) -> Result<(), Diag> {
    let n_in = num_inputs(op);
    let outs: Vec<(usize, Type)> = op
        .operand_types()
        .into_iter()
        .enumerate()
        .skip(n_in)
        .filter(|(_, t)| op.ctx.is_tensor(*t))
        .collect();
    let results = op.result_types();
    if outs.len() != results.len() {
        return Err(op.error(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            results.len(),
            outs.len()
        )));
    }
    for ((i, out), result) in outs.iter().zip(&results) {
        if out != result {
            return Err(op.error(format!(
                "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                quoted(op, *out),
                quoted(op, *result)
            )));
        }
    }
    Ok(())
}

/// The op's structured view, or the error for malformed attributes.
pub fn structured_or_error(op: OpRef<'_>) -> Result<Structured, Diag> {
    structured(op).ok_or_else(|| op.error("has malformed indexing maps or iterator types"))
}

/// Maps, ranks, region arguments and static shapes agree (LinalgStructuredInterface).
pub fn verify_structured(op: OpRef<'_>) -> Result<(), Diag> {
    verify_destination_style(op)?;
    let s = structured_or_error(op)?;
    verify_model(op, &s)
}

pub fn verify_model(op: OpRef<'_>, s: &Structured) -> Result<(), Diag> {
    let ctx = op.ctx;
    let types = op.operand_types();
    if s.maps.len() != types.len() {
        return Err(op.error(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            s.maps.len(),
            types.len()
        )));
    }
    for (i, (map, ty)) in s.maps.iter().zip(&types).enumerate() {
        if map.num_symbols != 0 {
            return Err(op.error(format!("unexpected symbols in indexing_map #{i}")));
        }
        if map.num_dims as usize != s.num_loops() {
            return Err(op.error(format!(
                "expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                s.num_loops()
            )));
        }
        if rank(ctx, *ty) != map.results.len() {
            return Err(op.error(format!(
                "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                rank(ctx, *ty),
                map.results.len()
            )));
        }
    }
    verify_invertible(op, s)?;
    verify_block_args(op, &types)?;
    verify_static_shapes(op, s, &types)
}

/// Upstream's shapes-to-loops map: every loop must appear as a bare dimension in some
/// indexing map result, or loop sizes cannot be read off the operand shapes.
fn verify_invertible(op: OpRef<'_>, s: &Structured) -> Result<(), Diag> {
    let results: Vec<AffineExpr> = s
        .maps
        .iter()
        .flat_map(|m| m.results.iter().cloned())
        .collect();
    let covered = |l: usize| {
        results
            .iter()
            .any(|e| matches!(e, AffineExpr::Dim(d) if *d as usize == l))
    };
    if (0..s.num_loops()).all(covered) {
        return Ok(());
    }
    let concat = xla_ir::affine::AffineMap::new(s.num_loops() as u32, results);
    let text = xla_ir::asm::attr_to_string(
        op.ctx,
        op.ctx.intern_attr(xla_ir::AttrData::AffineMap(concat)),
    );
    let text = text
        .strip_prefix("affine_map<")
        .and_then(|t| t.strip_suffix('>'))
        .unwrap_or(&text);
    Err(op.error(format!(
        "invalid indexing maps are non-invertible: ({text})"
    )))
}

/// The region's entry block takes one element (or scalar) per operand.
fn verify_block_args(op: OpRef<'_>, types: &[Type]) -> Result<(), Diag> {
    let regions = op.regions();
    // The structured-op interface needs the payload block; a body-less op has no payload.
    let Some(block) = regions
        .ids
        .first()
        .and_then(|r| regions.body.entry_block(*r))
    else {
        return Err(op.error("expects to have 1 region with 1 block"));
    };
    let args = regions.body.block_args(block);
    if args.len() < types.len() {
        return Err(op.error(
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, (arg, ty)) in args.iter().zip(types).enumerate() {
        let arg_ty = regions.body.value_type(*arg);
        let expected = element_or_self(op.ctx, *ty);
        if arg_ty != expected {
            return Err(op.error(format!(
                "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                quoted(op, arg_ty),
                quoted(op, expected)
            )));
        }
    }
    Ok(())
}

/// Each static operand dimension indexed by a loop alone equals the loop's inferred size.
fn verify_static_shapes(op: OpRef<'_>, s: &Structured, types: &[Type]) -> Result<(), Diag> {
    let shapes: Vec<Vec<i64>> = types
        .iter()
        .map(|t| op.ctx.shape(*t).map(<[i64]>::to_vec).unwrap_or_default())
        .collect();
    let Some(bounds) = loop_bounds(s, &shapes) else {
        return Ok(());
    };
    for (i, (map, shape)) in s.maps.iter().zip(&shapes).enumerate() {
        for (d, (e, &size)) in map.results.iter().zip(shape).enumerate() {
            let AffineExpr::Dim(l) = e else { continue };
            let Some(&bound) = bounds.get(*l as usize) else {
                continue;
            };
            if bound != DYNAMIC && size != DYNAMIC && bound != size {
                return Err(op.error(format!(
                    "inferred input/output operand #{i} has shape's dimension #{d} to be {bound}, but found {size}"
                )));
            }
        }
    }
    Ok(())
}

/// `%in`, `%in_1`, ... for inputs and `%<inits>` for outputs in the entry block.
pub struct BlockArgNames {
    pub inits: &'static str,
}

impl OpAsmBlockArgNames for BlockArgNames {
    fn block_arg_names(&self, op: OpRef<'_>, region: usize) -> Vec<(usize, String)> {
        if region != 0 {
            return Vec::new();
        }
        let n_in = num_inputs(op);
        (0..op.num_operands())
            .map(|i| (i, if i < n_in { "in" } else { self.inits }.to_string()))
            .collect()
    }
}
