//! The `llvm.intr.*` ops the math and memref lowerings produce.
//!
//! Most print as `llvm.intr.exp(%x) : (f32) -> f32`; those with extra immarg properties
//! (`ctlz`, `cttz`, `abs`, `memcpy`, `memmove`, `memset`) have no custom form upstream and
//! print generically.

use crate::arith_ops::{is_float_like, is_int_like};
use crate::syntax::{check_all, elided_props, flags, populate_defaults};
use crate::types::is_ptr;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits, Type};

/// Float intrinsics with a `fastmathFlags` property, by arity.
pub const FLOAT_UNARY: [&str; 19] = [
    "fabs",
    "exp",
    "exp2",
    "exp10",
    "log",
    "log2",
    "log10",
    "sqrt",
    "sin",
    "cos",
    "tan",
    "floor",
    "ceil",
    "round",
    "roundeven",
    "trunc",
    "rint",
    "nearbyint",
    "tanh",
];
pub const FLOAT_BINARY: [&str; 6] = ["pow", "copysign", "maxnum", "minnum", "maximum", "minimum"];
pub const FLOAT_TERNARY: [&str; 2] = ["fma", "fmuladd"];
/// Integer intrinsics without properties.
pub const INT_UNARY: [&str; 3] = ["ctpop", "bitreverse", "bswap"];
pub const INT_BINARY: [&str; 4] = ["smax", "smin", "umax", "umin"];

/// `(%a, %b) attr-dict : (T, T) -> T`.
fn parse_intr<const F: u8>(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    p.resolve_operands(&operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

fn print_intr<const F: u8>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str("(");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.write_str(")");
    p.print_optional_attr_dict(op, &elided_props(op, F, &[]));
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

fn verify_float(op: OpRef<'_>) -> Result<(), Diag> {
    check_all(
        &op,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        is_float_like,
    )
}

fn verify_int(op: OpRef<'_>) -> Result<(), Diag> {
    check_all(
        &op,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        is_int_like,
    )
}

fn same_type_intr<const F: u8>(
    name: &str,
    n: u32,
    verify: fn(OpRef<'_>) -> Result<(), Diag>,
) -> OpDef {
    let props: &[&'static str] = if F & flags::FASTMATH != 0 {
        &["fastmathFlags"]
    } else {
        &[]
    };
    OpDef::new(format!("llvm.intr.{name}"))
        .summary(&format!("LLVM `{name}` intrinsic"))
        .traits(Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .operands(Arity::Exactly(n))
        .results(Arity::Exactly(1))
        .inherent(props)
        .default_properties(populate_defaults::<F>)
        .verifier(verify)
        .syntax(parse_intr::<F>, print_intr::<F>)
}

/// `ctlz`/`cttz` (`is_zero_poison`) and `abs` (`is_int_min_poison`): generic form only.
fn int_flag_intr(name: &str, prop: &'static str) -> OpDef {
    OpDef::new(format!("llvm.intr.{name}"))
        .summary(&format!("LLVM `{name}` intrinsic"))
        .traits(Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(1))
        .inherent(&[prop])
        .verifier(if prop == "is_zero_poison" {
            verify_zero_poison
        } else {
            verify_min_poison
        })
}

fn verify_bool_prop(op: &OpRef<'_>, prop: &str) -> Result<(), Diag> {
    let ok = op
        .attr(prop)
        .is_some_and(|a| op.ctx.attr_type(a) == Some(op.ctx.i1()));
    if !ok {
        return Err(op.error(format!("requires attribute '{prop}'")));
    }
    check_all(
        op,
        "signless integer or LLVM dialect-compatible vector of signless integer",
        is_int_like,
    )
}

fn verify_zero_poison(op: OpRef<'_>) -> Result<(), Diag> {
    verify_bool_prop(&op, "is_zero_poison")
}

fn verify_min_poison(op: OpRef<'_>) -> Result<(), Diag> {
    verify_bool_prop(&op, "is_int_min_poison")
}

fn default_volatile(ctx: &Context, props: &mut xla_ir::ir::NamedAttrs) {
    if props.get_str(ctx, "isVolatile").is_none() {
        props.set_str(ctx, "isVolatile", ctx.bool_attr(false));
    }
}

fn verify_mem(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let types: Vec<Type> = op.operand_types();
    let memset = op.name_str() == "llvm.intr.memset";
    for (i, &t) in types.iter().enumerate().take(3) {
        let ok = match i {
            0 => is_ptr(ctx, t),
            1 if memset => ctx.integer_width(t) == Some(8),
            1 => is_ptr(ctx, t),
            _ => ctx.is_signless_integer(t),
        };
        if !ok {
            let what = match i {
                0 => "LLVM pointer type",
                1 if memset => "8-bit signless integer",
                1 => "LLVM pointer type",
                _ => "signless integer",
            };
            return Err(crate::syntax::constraint_error(&op, "operand", i, what, t));
        }
    }
    Ok(())
}

fn mem_intr(name: &str) -> OpDef {
    OpDef::new(format!("llvm.intr.{name}"))
        .summary(&format!("LLVM `{name}` intrinsic"))
        .traits(Traits::HAS_SIDE_EFFECTS)
        .operands(Arity::Exactly(3))
        .results(Arity::Exactly(0))
        .inherent(&[
            "isVolatile",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
        ])
        .default_properties(default_volatile)
        .verifier(verify_mem)
}

pub fn ops() -> Vec<OpDef> {
    const FM: u8 = flags::FASTMATH;
    let mut out = Vec::new();
    for name in FLOAT_UNARY {
        out.push(same_type_intr::<FM>(name, 1, verify_float));
    }
    for name in FLOAT_BINARY {
        out.push(same_type_intr::<FM>(name, 2, verify_float));
    }
    for name in FLOAT_TERNARY {
        out.push(same_type_intr::<FM>(name, 3, verify_float));
    }
    for name in INT_UNARY {
        out.push(same_type_intr::<{ flags::NONE }>(name, 1, verify_int));
    }
    for name in INT_BINARY {
        out.push(same_type_intr::<{ flags::NONE }>(name, 2, verify_int));
    }
    out.push(int_flag_intr("ctlz", "is_zero_poison"));
    out.push(int_flag_intr("cttz", "is_zero_poison"));
    out.push(int_flag_intr("abs", "is_int_min_poison"));
    for name in ["memcpy", "memmove", "memset"] {
        out.push(mem_intr(name));
    }
    if let Some(exp) = out.first_mut() {
        exp.examples.push("%0 = llvm.intr.fabs(%x) : (f32) -> f32");
    }
    out
}
