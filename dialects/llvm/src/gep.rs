//! `llvm.getelementptr`: constant and dynamic indices (`rawConstantIndices` with
//! [`DYNAMIC_INDEX`] marking operands), no-wrap flags, and indexing checks.

use crate::syntax::{constraint_error, quoted};
use crate::syntax::{dense_i32_array, i32_array};
use crate::types::{is_ptr, llvm_type, LlvmType};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits, TypeData};

/// `rawConstantIndices` marks a dynamic index with this value (GEPOp::kDynamicIndex).
pub const DYNAMIC_INDEX: i32 = i32::MIN;

/// `GEPNoWrapFlags`: `inbounds` (= inbounds_flag | nusw), `nusw`, `nuw`.
const GEP_INBOUNDS: i128 = 3;
const GEP_NUSW: i128 = 2;
const GEP_NUW: i128 = 4;

fn parse_gep(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let mut no_wrap = 0;
    loop {
        let flag = if p.parse_optional_keyword("inbounds") {
            GEP_INBOUNDS
        } else if p.parse_optional_keyword("nusw") {
            GEP_NUSW
        } else if p.parse_optional_keyword("nuw") {
            GEP_NUW
        } else {
            break;
        };
        no_wrap |= flag;
        if !p.parse_optional_punct(Punct::Vertical) {
            break;
        }
    }
    let base = p.parse_operand()?;
    let mut raw: Vec<i32> = Vec::new();
    let mut dynamic: Vec<UnresolvedOperand> = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            if let Some(i) = p.parse_optional_integer() {
                let i = i?;
                raw.push(i32::try_from(i).map_err(|_| p.error("index out of range of i32"))?);
            } else {
                dynamic.push(p.parse_operand()?);
                raw.push(DYNAMIC_INDEX);
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    p.parse_punct(Punct::Comma)?;
    let elem = p.parse_type()?;
    let ([base_ty, index_tys @ ..], [result]) = (inputs.as_slice(), results.as_slice()) else {
        return Err(p.error("expected a function type with a base operand and one result"));
    };
    let v = p.resolve_operand(&base, *base_ty)?;
    st.operands.push(v);
    p.resolve_operands(&dynamic, index_tys, &mut st.operands)?;
    st.result_types.push(*result);
    let ctx = p.ctx();
    st.set_attr(ctx, "elem_type", ctx.type_attr(elem));
    st.set_attr(ctx, "noWrapFlags", ctx.integer_attr(ctx.i32(), no_wrap));
    st.set_attr(ctx, "rawConstantIndices", dense_i32_array(ctx, &raw));
    Ok(())
}

fn gep_flags_string(bits: i128) -> String {
    let mut names = Vec::new();
    let mut rest = bits;
    if rest & GEP_INBOUNDS == GEP_INBOUNDS {
        names.push("inbounds");
        rest &= !GEP_INBOUNDS;
    }
    if rest & GEP_NUSW != 0 {
        names.push("nusw");
    }
    if rest & GEP_NUW != 0 {
        names.push("nuw");
    }
    names.join("|")
}

/// The GEP's indices: constant ones, and dynamic ones as operand positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GepIndex {
    Const(i32),
    Dynamic(usize),
}

pub fn gep_indices(op: &OpRef<'_>) -> Vec<GepIndex> {
    let raw = op
        .attr("rawConstantIndices")
        .and_then(|a| i32_array(op.ctx, a))
        .unwrap_or_default();
    let mut next = 1;
    raw.into_iter()
        .map(|i| {
            if i == DYNAMIC_INDEX {
                next += 1;
                GepIndex::Dynamic(next - 1)
            } else {
                GepIndex::Const(i)
            }
        })
        .collect()
}

fn print_gep(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let flags = op
        .attr("noWrapFlags")
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or(0);
    if flags != 0 {
        p.write_str(" ");
        p.write_str(&gep_flags_string(flags));
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str("[");
    for (i, index) in gep_indices(&op).into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match index {
            GepIndex::Const(c) => p.write_str(&c.to_string()),
            GepIndex::Dynamic(d) if d < op.num_operands() => p.print_operand(op.operand(d)),
            GepIndex::Dynamic(_) => p.write_str("<<missing>>"),
        }
    }
    p.write_str("]");
    p.print_optional_attr_dict(op, &["elem_type", "noWrapFlags", "rawConstantIndices"]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &[op.result_type(0)]);
    p.write_str(", ");
    if let Some(t) = op.attr("elem_type").and_then(|a| op.ctx.attr_as_type(a)) {
        p.print_type(t);
    }
}

fn default_gep(ctx: &Context, props: &mut xla_ir::ir::NamedAttrs) {
    if props.get_str(ctx, "noWrapFlags").is_none() {
        props.set_str(ctx, "noWrapFlags", ctx.integer_attr(ctx.i32(), 0));
    }
}

fn verify_gep(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if !is_ptr(ctx, op.operand_type(0)) {
        return Err(constraint_error(
            &op,
            "operand",
            0,
            "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            op.operand_type(0),
        ));
    }
    let Some(elem) = op.attr("elem_type").and_then(|a| ctx.attr_as_type(a)) else {
        return Err(op.error("requires attribute 'elem_type'"));
    };
    let indices = gep_indices(&op);
    let dynamic = indices
        .iter()
        .filter(|i| matches!(i, GepIndex::Dynamic(_)))
        .count();
    if dynamic != op.num_operands() - 1 {
        return Err(
            op.error("expected as many dynamic indices as specified in 'rawConstantIndices'")
        );
    }
    for i in 1..op.num_operands() {
        if !crate::arith_ops::is_int_like(ctx, op.operand_type(i)) {
            return Err(constraint_error(
                &op,
                "operand",
                i,
                "signless integer or LLVM dialect-compatible vector of signless integer",
                op.operand_type(i),
            ));
        }
    }
    let mut current = elem;
    for (n, index) in indices.iter().enumerate().skip(1) {
        current = match llvm_type(ctx, current) {
            Some(LlvmType::Array { elem, .. }) => elem,
            Some(LlvmType::Struct {
                body,
                opaque: false,
                ..
            }) => match index {
                GepIndex::Const(c) => match usize::try_from(*c).ok().and_then(|c| body.get(c)) {
                    Some(&t) => t,
                    None => {
                        return Err(
                            op.error(format!("index {c} indexing a struct is out of bounds"))
                        )
                    }
                },
                GepIndex::Dynamic(_) => {
                    return Err(op.error(format!(
                        "expected index {n} indexing a struct to be constant"
                    )))
                }
            },
            _ => match ctx.type_data(current) {
                TypeData::Vector { elem, .. } => *elem,
                _ => {
                    return Err(op.error(format!(
                        "type {} cannot be indexed (index #{n})",
                        quoted(ctx, current)
                    )))
                }
            },
        };
    }
    Ok(())
}

pub fn gep_op() -> OpDef {
    OpDef::new("llvm.getelementptr")
        .summary("LLVM getelementptr instruction")
        .traits(Traits::PURE)
        .operands(Arity::AtLeast(1))
        .results(Arity::Exactly(1))
        .inherent(&["elem_type", "noWrapFlags", "rawConstantIndices"])
        .default_properties(default_gep)
        .verifier(verify_gep)
        .syntax(parse_gep, print_gep)
        .example("%1 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32")
}
