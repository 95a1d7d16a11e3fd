//! tensor.collapse_shape and tensor.expand_shape: reshapes that merge or split groups of
//! dimensions (`reassociation`).

use crate::syntax::{
    i64s, named, parse_mixed_list, parse_reassociation, print_mixed_list, print_reassociation,
    reassociation, reassociation_attr, resolve_indices,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, Type, DYNAMIC};

pub fn ops() -> Vec<OpDef> {
    vec![
        named(OpDef::new("tensor.collapse_shape"), "collapsed")
            .summary("operation to produce a tensor with a smaller rank")
            .description("Merges each `reassociation` group of source dimensions into one result dimension.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .inherent(&["reassociation"])
            .verifier(verify_collapse)
            .syntax(parse_collapse, print_collapse)
            .example("%c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>"),
        named(OpDef::new("tensor.expand_shape"), "expanded")
            .summary("operation to produce a tensor with a higher rank")
            .description("Splits each source dimension into the result dimensions of its `reassociation` group, of sizes `output_shape`.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .inherent(&["reassociation", "static_output_shape"])
            .verifier(verify_expand)
            .syntax(parse_expand, print_expand)
            .example("%e = tensor.expand_shape %c [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>"),
    ]
}

fn parse_collapse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let source = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    let attr = reassociation_attr(p.ctx(), &groups);
    st.set_attr(p.ctx(), "reassociation", attr);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let src = p.parse_type()?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    st.operands.push(p.resolve_operand(&source, src)?);
    st.result_types.push(result);
    Ok(())
}

fn print_collapse(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" ");
    print_reassociation(p, &reassociation(op).unwrap_or_default());
    p.print_optional_attr_dict(op, &["reassociation"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" into ");
    p.print_type(op.result_type(0));
}

fn parse_expand(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let source = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    p.parse_keyword("output_shape")?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    let ctx = p.ctx();
    st.set_attr(ctx, "reassociation", reassociation_attr(ctx, &groups));
    st.set_attr(ctx, "static_output_shape", ctx.dense_i64_array(&statics));
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let src = p.parse_type()?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    st.operands.push(p.resolve_operand(&source, src)?);
    resolve_indices(p, &dynamics, st)?;
    st.result_types.push(result);
    Ok(())
}

fn print_expand(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" ");
    print_reassociation(p, &reassociation(op).unwrap_or_default());
    p.write_str(" output_shape ");
    let dynamics: Vec<_> = op.operands().skip(1).collect();
    print_mixed_list(p, &i64s(op, "static_output_shape"), &dynamics);
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" into ");
    p.print_type(op.result_type(0));
}

/// Upstream's `verifyReshapeLikeTypes`: groups cover the expanded dims in order, one per
/// collapsed dim, and each static collapsed size is the product of its group.
fn verify_reshape(op: OpRef<'_>, expanded: Type, collapsed: Type) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (Some(big), Some(small)) = (ctx.shape(expanded), ctx.shape(collapsed)) else {
        return Ok(());
    };
    let Some(groups) = reassociation(op) else {
        return Err(op.error("requires attribute 'reassociation'"));
    };
    if groups.len() != small.len() {
        return Err(op.error(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            small.len(),
            groups.len()
        )));
    }
    // Upstream accepts any expanded shape against a rank-0 collapsed type (`[]`).
    if small.is_empty() {
        return Ok(());
    }
    let flat: Vec<i64> = groups.iter().flatten().copied().collect();
    if flat != (0..big.len() as i64).collect::<Vec<_>>() {
        return Err(op.error(format!(
            "expected reassociation map #0 to be valid and contiguous; expanded rank ({}) must equal the number of reassociation dims",
            big.len()
        )));
    }
    for (i, (group, &size)) in groups.iter().zip(small).enumerate() {
        let dims: Vec<i64> = group.iter().map(|d| big[*d as usize]).collect();
        if dims.contains(&DYNAMIC) {
            if size != DYNAMIC {
                return Err(op.error(format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic")));
            }
            continue;
        }
        let product: i64 = dims.iter().product();
        if size != product {
            return Err(op.error(format!(
                "expected dimension {i} of collapsed type to be static value of {product}"
            )));
        }
    }
    Ok(())
}

fn verify_collapse(op: OpRef<'_>) -> Result<(), Diag> {
    verify_reshape(op, op.operand_type(0), op.result_type(0))
}

fn verify_expand(op: OpRef<'_>) -> Result<(), Diag> {
    verify_reshape(op, op.result_type(0), op.operand_type(0))
}
