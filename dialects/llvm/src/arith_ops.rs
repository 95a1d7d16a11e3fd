//! Integer and float arithmetic, comparisons, `select`, `freeze` and the casts:
//! one table row per op over a few shared syntaxes.

use crate::syntax::{
    check_all, constraint_error, elided_props, flags, parse_overflow, parse_prefix_flags,
    populate_defaults, print_overflow, print_prefix_flags, prop_names,
};
use crate::types::{is_compatible, is_ptr};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData};

/// Operand classes (const generic arguments).
pub mod class {
    pub const INT: u8 = 0;
    pub const FLOAT: u8 = 1;
    pub const ANY: u8 = 2;
}

fn scalar_or_vector(ctx: &Context, t: Type, ok: impl Fn(Type) -> bool) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => ok(*elem),
        _ => ok(t),
    }
}

pub fn is_int_like(ctx: &Context, t: Type) -> bool {
    scalar_or_vector(ctx, t, |e| ctx.is_signless_integer(e))
}

pub fn is_float_like(ctx: &Context, t: Type) -> bool {
    scalar_or_vector(ctx, t, |e| ctx.is_float(e))
}

fn is_ptr_like(ctx: &Context, t: Type) -> bool {
    scalar_or_vector(ctx, t, |e| is_ptr(ctx, e))
}

fn class_check(c: u8) -> (&'static str, fn(&Context, Type) -> bool) {
    match c {
        class::INT => ("signless integer or LLVM dialect-compatible vector of signless integer", is_int_like),
        class::FLOAT => (
            "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
            is_float_like,
        ),
        _ => ("LLVM dialect-compatible type", is_compatible),
    }
}

// ---- `$lhs, $rhs attr-dict : type` (and unary `$x attr-dict : type`) ----

fn parse_same_type<const F: u8, const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    parse_prefix_flags(p, st, F);
    let operands = p.parse_operand_list(Delimiter::None)?;
    parse_overflow(p, st, F)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    if operands.len() != N {
        return Err(p.error(&format!("expected {N} operands")));
    }
    p.resolve_operands(&operands, &vec![ty; N], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_same_type<const F: u8, const N: usize>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_prefix_flags(p, op, F);
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    print_overflow(p, op, F);
    p.print_optional_attr_dict(op, &elided_props(op, F, &[]));
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

fn verify_same_type<const C: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    let (summary, ok) = class_check(C);
    check_all(&op, summary, ok)
}

fn same_type_op<const C: u8, const F: u8, const N: usize>(
    name: &str,
    summary: &str,
    traits: Traits,
) -> OpDef {
    OpDef::new(format!("llvm.{name}"))
        .summary(summary)
        .traits(traits | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .operands(Arity::Exactly(N as u32))
        .results(Arity::Exactly(1))
        .inherent(&prop_names(F))
        .default_properties(populate_defaults::<F>)
        .verifier(verify_same_type::<C>)
        .syntax(parse_same_type::<F, N>, print_same_type::<F, N>)
}

// ---- comparisons ----

pub const ICMP_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];

fn predicates(is_float: bool) -> &'static [&'static str] {
    if is_float {
        &FCMP_PREDICATES
    } else {
        &ICMP_PREDICATES
    }
}

/// `i1`, or a vector of `i1` shaped as `t`.
fn bool_like(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Vector { .. } => ctx.with_element_type(t, ctx.i1()),
        _ => ctx.i1(),
    }
}

fn parse_cmp<const FLOAT: bool>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let loc = p.current_loc();
    let name = p.parse_string()?;
    let Some(index) = predicates(FLOAT).iter().position(|&n| n == name) else {
        return Err(p.error_at(
            loc,
            &format!("'{name}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    if operands.len() != 2 {
        return Err(p.error("expected 2 operands"));
    }
    p.resolve_operands(&operands, &[ty, ty], &mut st.operands)?;
    let ctx = p.ctx();
    st.set_attr(ctx, "predicate", ctx.i64_attr(index as i64));
    st.result_types.push(bool_like(ctx, ty));
    Ok(())
}

fn print_cmp<const FLOAT: bool>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let index = op
        .attr("predicate")
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or(0);
    let name = usize::try_from(index)
        .ok()
        .and_then(|i| predicates(FLOAT).get(i))
        .copied()
        .unwrap_or("eq");
    p.write_str(" ");
    p.print_string(name);
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    let f = if FLOAT { flags::FASTMATH } else { flags::NONE };
    p.print_optional_attr_dict(op, &elided_props(op, f, &["predicate"]));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

fn verify_cmp<const FLOAT: bool>(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let valid = op
        .attr("predicate")
        .and_then(|a| ctx.attr_as_int(a))
        .is_some_and(|i| usize::try_from(i).is_ok_and(|i| i < predicates(FLOAT).len()));
    if !valid {
        return Err(op.error(
            "attribute 'predicate' failed to satisfy constraint: llvm comparison predicate",
        ));
    }
    for i in 0..op.num_operands() {
        let t = op.operand_type(i);
        let ok = if FLOAT {
            is_float_like(ctx, t)
        } else {
            is_int_like(ctx, t) || is_ptr_like(ctx, t)
        };
        if !ok {
            let what = if FLOAT {
                "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
            } else {
                "integer, pointer or LLVM dialect-compatible vector of integer or pointer"
            };
            return Err(constraint_error(&op, "operand", i, what, t));
        }
    }
    if op.num_operands() == 2 && op.operand_type(0) != op.operand_type(1) {
        return Err(op.error("failed to verify that all of {lhs, rhs} have same type"));
    }
    if op.num_results() == 1 && op.result_type(0) != bool_like(ctx, op.operand_type(0)) {
        return Err(op.error(
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

fn cmp_op<const FLOAT: bool>(name: &str, summary: &str) -> OpDef {
    let mut props = vec!["predicate"];
    if FLOAT {
        props.push("fastmathFlags");
    }
    OpDef::new(format!("llvm.{name}"))
        .summary(summary)
        .traits(Traits::PURE | Traits::SAME_TYPE_OPERANDS)
        .operands(Arity::Exactly(2))
        .results(Arity::Exactly(1))
        .inherent(&props)
        .default_properties(if FLOAT {
            populate_defaults::<{ flags::FASTMATH }>
        } else {
            populate_defaults::<0>
        })
        .verifier(verify_cmp::<FLOAT>)
        .syntax(parse_cmp::<FLOAT>, print_cmp::<FLOAT>)
}

// ---- select ----

fn parse_select(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let cond = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let ty = p.parse_type()?;
    if operands.len() != 3 {
        return Err(p.error("expected 3 operands"));
    }
    p.resolve_operands(&operands, &[cond, ty, ty], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.print_optional_attr_dict(op, &elided_props(op, flags::FASTMATH, &[]));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

fn verify_select(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let cond = op.operand_type(0);
    let is_bool = scalar_or_vector(ctx, cond, |e| {
        ctx.integer_width(e) == Some(1) && ctx.is_signless_integer(e)
    });
    if !is_bool {
        return Err(constraint_error(
            &op,
            "operand",
            0,
            "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
            cond,
        ));
    }
    if op.operand_type(1) != op.result_type(0) || op.operand_type(2) != op.result_type(0) {
        return Err(
            op.error("failed to verify that all of {trueValue, falseValue, res} have same type")
        );
    }
    Ok(())
}

// ---- casts: `$arg attr-dict : T to U` ----

/// Cast kinds (const generic arguments) for the verifier.
mod cast {
    pub const EXT: u8 = 0; // sext, zext: int -> wider int
    pub const TRUNC: u8 = 1; // int -> narrower int
    pub const INT_TO_FP: u8 = 2;
    pub const FP_TO_INT: u8 = 3;
    pub const FP_EXT: u8 = 4;
    pub const FP_TRUNC: u8 = 5;
    pub const BITCAST: u8 = 6;
    pub const PTR_TO_INT: u8 = 7;
    pub const INT_TO_PTR: u8 = 8;
}

fn parse_cast<const F: u8>(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_prefix_flags(p, st, F);
    let operand = p.parse_operand()?;
    parse_overflow(p, st, F)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    let v = p.resolve_operand(&operand, from)?;
    st.operands.push(v);
    st.result_types.push(to);
    Ok(())
}

fn print_cast<const F: u8>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_prefix_flags(p, op, F);
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_overflow(p, op, F);
    p.print_optional_attr_dict(op, &elided_props(op, F, &[]));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => ctx.integer_width(*elem),
        _ => ctx.integer_width(t),
    }
}

fn verify_cast<const K: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    const INT: &str = "signless integer or LLVM dialect-compatible vector of signless integer";
    const FLOAT: &str =
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type";
    const PTR: &str = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type";
    let (in_ok, in_what, out_ok, out_what): (bool, &str, bool, &str) = match K {
        cast::EXT | cast::TRUNC => (is_int_like(ctx, from), INT, is_int_like(ctx, to), INT),
        cast::INT_TO_FP => (is_int_like(ctx, from), INT, is_float_like(ctx, to), FLOAT),
        cast::FP_TO_INT => (is_float_like(ctx, from), FLOAT, is_int_like(ctx, to), INT),
        cast::FP_EXT | cast::FP_TRUNC => (
            is_float_like(ctx, from),
            FLOAT,
            is_float_like(ctx, to),
            FLOAT,
        ),
        cast::PTR_TO_INT => (is_ptr_like(ctx, from), PTR, is_int_like(ctx, to), INT),
        cast::INT_TO_PTR => (is_int_like(ctx, from), INT, is_ptr_like(ctx, to), PTR),
        _ => (
            is_compatible(ctx, from),
            "LLVM-compatible non-aggregate type",
            is_compatible(ctx, to),
            "LLVM-compatible non-aggregate type",
        ),
    };
    if !in_ok {
        return Err(constraint_error(&op, "operand", 0, in_what, from));
    }
    if !out_ok {
        return Err(constraint_error(&op, "result", 0, out_what, to));
    }
    if K == cast::EXT && int_width(ctx, to) <= int_width(ctx, from) {
        return Err(op.plain_error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

fn cast_op<const K: u8, const F: u8>(name: &str, summary: &str) -> OpDef {
    OpDef::new(format!("llvm.{name}"))
        .summary(summary)
        .traits(Traits::PURE)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(1))
        .inherent(&prop_names(F))
        .default_properties(populate_defaults::<F>)
        .verifier(verify_cast::<K>)
        .syntax(parse_cast::<F>, print_cast::<F>)
}

pub fn ops() -> Vec<OpDef> {
    use class::{FLOAT, INT};
    use flags::{DISJOINT, EXACT, FASTMATH, NNEG, NONE, OVERFLOW};
    const PURE: Traits = Traits::PURE;
    const COMM: Traits = Traits(Traits::PURE.0 | Traits::COMMUTATIVE.0);
    vec![
        same_type_op::<INT, OVERFLOW, 2>("add", "LLVM add instruction", COMM)
            .example("%0 = llvm.add %a, %b overflow<nsw> : i64"),
        same_type_op::<INT, OVERFLOW, 2>("sub", "LLVM sub instruction", PURE),
        same_type_op::<INT, OVERFLOW, 2>("mul", "LLVM mul instruction", COMM),
        same_type_op::<INT, EXACT, 2>("udiv", "LLVM udiv instruction", PURE)
            .example("%0 = llvm.udiv exact %a, %b : i32"),
        same_type_op::<INT, EXACT, 2>("sdiv", "LLVM sdiv instruction", PURE),
        same_type_op::<INT, NONE, 2>("urem", "LLVM urem instruction", PURE),
        same_type_op::<INT, NONE, 2>("srem", "LLVM srem instruction", PURE),
        same_type_op::<INT, NONE, 2>("and", "LLVM and instruction", COMM),
        same_type_op::<INT, DISJOINT, 2>("or", "LLVM or instruction", COMM)
            .example("%0 = llvm.or disjoint %a, %b : i8"),
        same_type_op::<INT, NONE, 2>("xor", "LLVM xor instruction", COMM),
        same_type_op::<INT, OVERFLOW, 2>("shl", "LLVM shl instruction", PURE),
        same_type_op::<INT, EXACT, 2>("lshr", "LLVM lshr instruction", PURE),
        same_type_op::<INT, EXACT, 2>("ashr", "LLVM ashr instruction", PURE),
        same_type_op::<FLOAT, FASTMATH, 2>("fadd", "LLVM fadd instruction", COMM)
            .example("%0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32"),
        same_type_op::<FLOAT, FASTMATH, 2>("fsub", "LLVM fsub instruction", PURE),
        same_type_op::<FLOAT, FASTMATH, 2>("fmul", "LLVM fmul instruction", COMM),
        same_type_op::<FLOAT, FASTMATH, 2>("fdiv", "LLVM fdiv instruction", PURE),
        same_type_op::<FLOAT, FASTMATH, 2>("frem", "LLVM frem instruction", PURE),
        same_type_op::<FLOAT, FASTMATH, 1>("fneg", "LLVM fneg instruction", PURE),
        same_type_op::<{ class::ANY }, NONE, 1>("freeze", "LLVM freeze instruction", PURE),
        cmp_op::<false>("icmp", "LLVM icmp instruction")
            .example("%0 = llvm.icmp \"slt\" %a, %b : i64"),
        cmp_op::<true>("fcmp", "LLVM fcmp instruction")
            .example("%0 = llvm.fcmp \"olt\" %a, %b : f32"),
        OpDef::new("llvm.select")
            .summary("LLVM select instruction")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(3))
            .results(Arity::Exactly(1))
            .inherent(&["fastmathFlags"])
            .default_properties(populate_defaults::<FASTMATH>)
            .verifier(verify_select)
            .syntax(parse_select, print_select)
            .example("%0 = llvm.select %c, %a, %b : i1, i64"),
        cast_op::<{ cast::EXT }, NONE>("sext", "LLVM sext instruction")
            .example("%0 = llvm.sext %a : i32 to i64"),
        cast_op::<{ cast::EXT }, NNEG>("zext", "LLVM zext instruction"),
        cast_op::<{ cast::TRUNC }, OVERFLOW>("trunc", "LLVM trunc instruction"),
        cast_op::<{ cast::INT_TO_FP }, NONE>("sitofp", "LLVM sitofp instruction"),
        cast_op::<{ cast::INT_TO_FP }, NNEG>("uitofp", "LLVM uitofp instruction"),
        cast_op::<{ cast::FP_TO_INT }, NONE>("fptosi", "LLVM fptosi instruction"),
        cast_op::<{ cast::FP_TO_INT }, NONE>("fptoui", "LLVM fptoui instruction"),
        cast_op::<{ cast::FP_EXT }, NONE>("fpext", "LLVM fpext instruction"),
        cast_op::<{ cast::FP_TRUNC }, NONE>("fptrunc", "LLVM fptrunc instruction"),
        cast_op::<{ cast::BITCAST }, NONE>("bitcast", "LLVM bitcast instruction"),
        cast_op::<{ cast::PTR_TO_INT }, NONE>("ptrtoint", "LLVM ptrtoint instruction"),
        cast_op::<{ cast::INT_TO_PTR }, NONE>("inttoptr", "LLVM inttoptr instruction"),
    ]
}
