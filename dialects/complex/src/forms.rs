//! The op forms of the complex dialect, each an `OpDef` builder: complex → complex ops with
//! one, two operands (`ComplexArithmeticOp`, `ComplexUnaryOp`), complex → float part ops
//! (`re`, `im`, `abs`, `angle`), comparisons, `create`, `constant` and `bitcast`.

use xla_dialect_arith::syntax::flags::FASTMATH;
use xla_dialect_arith::syntax::{
    parse_flags, print_flags, prop_names, verify_flag_props, with_defaults, WithResultNames,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::Context;
use xla_ir::{Arity, AttrData, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData};

fn base(mnemonic: &str, summary: &str, operands: u32) -> OpDef {
    OpDef::new(format!("complex.{mnemonic}"))
        .summary(summary)
        .traits(Traits::PURE)
        .operands(Arity::Exactly(operands))
        .results(Arity::Exactly(1))
}

/// The float element type of `complex<F>` for a float `F`.
pub fn complex_float_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) if ctx.is_float(*e) => Some(*e),
        _ => None,
    }
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(ctx, t))
}

fn must_be(op: OpRef<'_>, what: &str, i: usize, t: Type, summary: &str) -> Diag {
    op.error(format!(
        "{what} #{i} must be {summary}, but got {}",
        quoted(op.ctx, t)
    ))
}

const COMPLEX: &str = "complex type with floating-point elements";

/// Every operand must be a complex of floats.
fn verify_complex_operands(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        if complex_float_elem(op.ctx, t).is_none() {
            return Err(must_be(op, "operand", i, t, COMPLEX));
        }
    }
    Ok(())
}

fn verify_same_complex(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, FASTMATH)?;
    verify_complex_operands(op)?;
    let r = op.result_type(0);
    if complex_float_elem(op.ctx, r).is_none() {
        return Err(must_be(op, "result", 0, r, COMPLEX));
    }
    if op.operand_types().iter().any(|&t| t != r) {
        return Err(op.error("requires the same type for all operands and results"));
    }
    Ok(())
}

/// `$a[, $b] [fastmath] attr-dict : type($result)`: `N` complex operands of the result's type.
pub fn same_type<const N: usize>(mnemonic: &str, summary: &str) -> OpDef {
    let def = base(mnemonic, summary, N as u32)
        .traits(Traits(
            Traits::PURE.0 | Traits::SAME_OPERANDS_AND_RESULT_TYPE.0,
        ))
        .inherent(&prop_names(FASTMATH))
        .verifier(verify_same_complex)
        .syntax(parse_same::<N, true>, print_same::<true>);
    with_defaults::<FASTMATH>(def)
}

fn parse_same<const N: usize, const FLAGS: bool>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let mut operands = Vec::with_capacity(N);
    for i in 0..N {
        if i > 0 {
            p.parse_punct(Punct::Comma)?;
        }
        operands.push(p.parse_operand()?);
    }
    if FLAGS {
        parse_flags(p, st, FASTMATH)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&operands, &[ty; N], &mut st.operands)?;
    let name = p.ctx().op_name_str(st.name).to_string();
    st.result_types.push(result_for(p.ctx(), &name, ty));
    Ok(())
}

/// The result type implied by an op's operand type in the custom syntax.
fn result_for(ctx: &Context, name: &str, operand: Type) -> Type {
    match name {
        "complex.re" | "complex.im" | "complex.abs" | "complex.angle" => {
            match ctx.type_data(operand) {
                TypeData::Complex(e) => *e,
                _ => operand,
            }
        }
        "complex.eq" | "complex.neq" => ctx.integer_type(1),
        "complex.create" => ctx.complex_type(operand),
        _ => operand,
    }
}

/// Prints operands, flags, attributes and the type of operand 0 (or of the result for create).
fn print_same<const FLAGS: bool>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    let elided = if FLAGS {
        print_flags(p, op, FASTMATH);
        prop_names(FASTMATH)
    } else {
        Vec::new()
    };
    p.print_optional_attr_dict(op, &elided);
    p.write_str(" : ");
    let ty = if op.name_str() == "complex.create" {
        op.result_type(0)
    } else {
        op.operand_type(0)
    };
    p.print_types(&[ty]);
}

/// `re`, `im`, `abs`, `angle`: complex operand, float result of its element type.
pub fn part(mnemonic: &str, summary: &str) -> OpDef {
    let def = base(mnemonic, summary, 1)
        .inherent(&prop_names(FASTMATH))
        .verifier(verify_part)
        .syntax(parse_same::<1, true>, print_same::<true>);
    with_defaults::<FASTMATH>(def)
}

fn verify_part(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, FASTMATH)?;
    verify_complex_operands(op)?;
    let r = op.result_type(0);
    if !op.ctx.is_float(r) {
        return Err(must_be(op, "result", 0, r, "floating-point"));
    }
    if complex_float_elem(op.ctx, op.operand_type(0)) != Some(r) {
        return Err(op.error("failed to verify that complex element type matches result type"));
    }
    Ok(())
}

/// `eq`, `neq`: `$lhs, $rhs attr-dict : type($lhs)`, result `i1`.
pub fn compare(mnemonic: &str, summary: &str) -> OpDef {
    base(mnemonic, summary, 2)
        .verifier(verify_compare)
        .syntax(parse_same::<2, false>, print_same::<false>)
}

fn verify_compare(op: OpRef<'_>) -> Result<(), Diag> {
    verify_complex_operands(op)?;
    if op.operand_type(0) != op.operand_type(1) {
        return Err(op.error("failed to verify that all of {lhs, rhs} have same type"));
    }
    let r = op.result_type(0);
    if !(op.ctx.is_signless_integer(r) && op.ctx.integer_width(r) == Some(1)) {
        return Err(must_be(op, "result", 0, r, "1-bit signless integer"));
    }
    Ok(())
}

/// `create`: `$real, $imaginary attr-dict : type($complex)`.
pub fn create(summary: &str) -> OpDef {
    base("create", summary, 2)
        .verifier(verify_create)
        .syntax(parse_create, print_same::<false>)
}

fn parse_create(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let re = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let im = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let elem = match p.ctx().type_data(ty) {
        TypeData::Complex(e) => *e,
        _ => ty,
    };
    p.resolve_operands(&[re, im], &[elem, elem], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn verify_create(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        if !op.ctx.is_float(t) {
            return Err(must_be(op, "operand", i, t, "floating-point"));
        }
    }
    let r = op.result_type(0);
    let Some(elem) = complex_float_elem(op.ctx, r) else {
        return Err(must_be(op, "result", 0, r, COMPLEX));
    };
    if op.operand_type(0) != op.operand_type(1) {
        return Err(op.error("failed to verify that all of {real, imaginary} have same type"));
    }
    if op.operand_type(0) != elem {
        return Err(
            op.error("failed to verify that complex element type matches real operand type")
        );
    }
    Ok(())
}

/// `constant`: `$value attr-dict : type($complex)`, `value` an array of two floats.
pub fn constant(summary: &str) -> OpDef {
    base("constant", summary, 0)
        .traits(Traits(Traits::PURE.0 | Traits::CONSTANT_LIKE.0))
        .inherent(&["value"])
        .verifier(verify_constant)
        .syntax(parse_constant, print_constant)
        .result_names(|_| vec![(0, "cst".to_string())])
}

fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let value = p.parse_attribute(None)?;
    st.set_attr(p.ctx(), "value", value);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if let Some(v) = op.attr("value") {
        p.write_str(" ");
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(op, &["value"]);
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// The two parts of a complex constant's `value`, when it is an array of two floats.
pub fn constant_parts(ctx: &Context, value: xla_ir::Attribute) -> Option<[xla_ir::Attribute; 2]> {
    match ctx.attr_data(value) {
        AttrData::Array(parts) if parts.len() == 2 => Some([parts[0], parts[1]]),
        _ => None,
    }
}

fn verify_constant(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(value) = op.attr("value") else {
        return Err(op.error("requires attribute 'value'"));
    };
    if !matches!(ctx.attr_data(value), AttrData::Array(_)) {
        return Err(op.error("attribute 'value' failed to satisfy constraint: array attribute"));
    }
    let r = op.result_type(0);
    let Some(elem) = complex_float_elem(ctx, r) else {
        return Err(must_be(op, "result", 0, r, COMPLEX));
    };
    let Some(parts) = constant_parts(ctx, value) else {
        return Err(op.error(
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    };
    let types = parts.map(|a| match ctx.attr_data(a) {
        AttrData::Float { ty, .. } => Some(*ty),
        _ => None,
    });
    let [Some(re), Some(im)] = types else {
        return Err(op.error("requires attribute's elements to be float attributes"));
    };
    if re != elem || im != elem {
        return Err(op.error(format!(
            "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
            quoted(ctx, re),
            quoted(ctx, im),
            quoted(ctx, elem)
        )));
    }
    Ok(())
}

/// `bitcast`: `$operand attr-dict : type($operand) to type($result)`.
pub fn bitcast(summary: &str) -> OpDef {
    base("bitcast", summary, 1)
        .verifier(verify_bitcast)
        .syntax(parse_bitcast, print_bitcast)
}

fn parse_bitcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    p.resolve_operands(&[operand], &[from], &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_bitcast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0)]);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_types(&[op.operand_type(0)]);
    p.write_str(" to ");
    p.print_types(&op.result_types());
}

fn verify_bitcast(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (from, to) = (op.operand_type(0), op.result_type(0));
    let is_complex = |t: Type| matches!(ctx.type_data(t), TypeData::Complex(_));
    if !is_complex(from) && !is_complex(to) {
        return Err(op.error("requires that either input or output has a complex type"));
    }
    if ctx.scalar_bit_width(from) != ctx.scalar_bit_width(to) {
        return Err(op.error("casting bitwidths do not match"));
    }
    Ok(())
}
