//! Tensor creation: `tensor.empty`, `from_elements`, `generate` (with its `yield`) and
//! `concat`.

use crate::shape_info::cast_compatible;
use crate::syntax::{named, parse_operands, quoted, resolve_indices};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, DYNAMIC};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new("tensor.empty")
            .summary("empty tensor operation")
            .description("Defines a tensor of a particular shape whose contents are unspecified; `?` dimensions take their sizes from the operands.")
            .traits(Traits::PURE)
            .results(Arity::Exactly(1))
            .verifier(verify_empty)
            .syntax(parse_empty, print_empty)
            .example("%e = tensor.empty(%d) : tensor<?x8xf32>"),
        named(OpDef::new("tensor.from_elements"), "from_elements")
            .summary("tensor from elements operation.")
            .description("Builds a statically shaped tensor from its elements in row-major order.")
            .traits(Traits::PURE)
            .results(Arity::Exactly(1))
            .syntax(parse_from_elements, print_from_elements)
            .example("%t = tensor.from_elements %a, %b : tensor<2xf32>"),
        named(OpDef::new("tensor.generate"), "generated")
            .summary("Creates a dynamically sized tensor from elements")
            .description("Builds a tensor whose elements the region computes from their indices; `?` dimensions take their sizes from the operands.")
            .traits(Traits::SINGLE_BLOCK | Traits::RECURSIVE_MEMORY_EFFECTS)
            .results(Arity::Exactly(1))
            .regions(Arity::Exactly(1))
            .verifier(verify_generate)
            .syntax(parse_generate, print_generate)
            .example("%g = tensor.generate %d {\n^bb0(%i: index, %j: index):\n  tensor.yield %f : f32\n} : tensor<?x3xf32>"),
        named(OpDef::new("tensor.concat"), "concat")
            .summary("tensor concatenation operation")
            .description("Concatenates the inputs along the static dimension `dim`.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .inherent(&["dim"])
            .verifier(verify_concat)
            .syntax(parse_concat, print_concat)
            .example("%c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>"),
        OpDef::new("tensor.yield")
            .summary("Yield a value from a region")
            .description("Terminates the regions of `tensor.generate` and `tensor.pad` with the element value.")
            .traits(Traits::TERMINATOR | Traits::PURE | Traits::RETURN_LIKE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .parents(&["tensor.generate", "tensor.pad"])
            .syntax(parse_yield, print_yield)
            .example("tensor.yield %f : f32"),
    ]
}

fn dynamic_count(op: OpRef<'_>) -> usize {
    op.ctx
        .shape(op.result_type(0))
        .map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count())
}

fn verify_dynamic_sizes(op: OpRef<'_>, sizes: usize) -> Result<(), Diag> {
    let expected = dynamic_count(op);
    if sizes != expected {
        return Err(op.error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {expected}"
        )));
    }
    Ok(())
}

fn verify_empty(op: OpRef<'_>) -> Result<(), Diag> {
    verify_dynamic_sizes(op, op.num_operands())
}

fn parse_empty(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_punct(Punct::LParen)?;
    let sizes = if p.parse_optional_punct(Punct::RParen) {
        Vec::new()
    } else {
        let s = parse_operands(p)?;
        p.parse_punct(Punct::RParen)?;
        s
    };
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    st.result_types.push(p.parse_type()?);
    resolve_indices(p, &sizes, st)
}

fn print_empty(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str("(");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

fn parse_from_elements(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let loc = p.current_loc();
    let elements = parse_operands(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let count = p.ctx().num_elements(ty).unwrap_or(0).max(0) as usize;
    if count != elements.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "number of operands and types do not match: got {} operands and {count} types",
                elements.len()
            ),
        ));
    }
    let elem = p.ctx().element_type(ty);
    p.resolve_operands(&elements, &vec![elem; count], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_from_elements(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn parse_generate(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let sizes = parse_operands(p)?;
    resolve_indices(p, &sizes, st)?;
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    st.result_types.push(p.parse_type()?);
    Ok(())
}

fn print_generate(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let sizes: Vec<_> = op.operands().collect();
    // As upstream's format (`$dynamicExtents $body`): two spaces when there are no extents.
    p.write_str(" ");
    p.print_operands(&sizes);
    p.write_str(" ");
    p.print_region(op, 0, true, true);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn verify_generate(op: OpRef<'_>) -> Result<(), Diag> {
    verify_dynamic_sizes(op, op.num_operands())?;
    let rank = op.ctx.shape(op.result_type(0)).map_or(0, |s| s.len());
    let regions = op.regions();
    let args = regions
        .ids
        .first()
        .and_then(|r| regions.body.entry_block(*r))
        .map_or(0, |b| regions.body.block_args(b).len());
    if args != rank {
        return Err(op.plain_error("must have one body argument per input dimension"));
    }
    Ok(())
}

fn parse_concat(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_keyword("dim")?;
    p.parse_punct(Punct::LParen)?;
    let dim = p.parse_integer()?;
    p.parse_punct(Punct::RParen)?;
    let attr = p.ctx().i64_attr(dim);
    st.set_attr(p.ctx(), "dim", attr);
    let inputs = parse_operands(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (ins, outs) = p.parse_function_type()?;
    p.resolve_operands(&inputs, &ins, &mut st.operands)?;
    st.result_types.extend(outs);
    Ok(())
}

fn print_concat(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let dim = op
        .attr("dim")
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or(0);
    p.write_str(&format!(" dim({dim}) "));
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.print_optional_attr_dict(op, &["dim"]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

fn verify_concat(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let dim = op.attr("dim").and_then(|a| ctx.attr_as_int(a)).unwrap_or(0);
    let types = op.operand_types();
    let Some(first) = types.first().and_then(|t| ctx.shape(*t)) else {
        return Ok(());
    };
    if dim < 0 || dim as usize >= first.len() {
        return Err(op.error("concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut inferred = first.to_vec();
    for t in &types[1..] {
        let Some(s) = ctx.shape(*t) else { continue };
        if s.len() != inferred.len() {
            return Err(op.error("rank of concatenated inputs must match result rank"));
        }
        for (i, (a, b)) in inferred.iter_mut().zip(s).enumerate() {
            if i == dim {
                *a = if *a == DYNAMIC || *b == DYNAMIC {
                    DYNAMIC
                } else {
                    *a + *b
                };
            } else if *a == DYNAMIC {
                *a = *b;
            }
        }
    }
    let result = op.result_type(0);
    let inferred_ty = ctx.tensor_type(&inferred, ctx.element_type(result));
    if !cast_compatible(op, result, inferred_ty) {
        return Err(op.error(format!(
            "result type {}does not match inferred shape {} static sizes",
            quoted(ctx, result),
            quoted(ctx, inferred_ty)
        )));
    }
    Ok(())
}

fn parse_yield(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&value, ty)?);
    Ok(())
}

fn print_yield(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
