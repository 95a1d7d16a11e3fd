//! `toy`: a dialect defined in its own crate, through the same public API as ours.
//!
//! It has a type (`!toy.vec<4xf32>`), an attribute (`#toy.color<red>`), three ops with
//! custom syntax, traits and verifiers, an interface of its own (`ToyCost`) that passes
//! query, and two ops (`toy.read`, `toy.print`) with the core's MemoryEffectOpInterface,
//! which the core's cse and dce read.

mod effects;
mod fold;
mod syntax;

/// The toy ops, declared once: names, operands, results, attributes, traits. The `OpDef`s
/// below take their names from here, and the verifiers read operands through the views.
pub mod ops {
    xla_ir::declare_ops! {
        /// Every toy op.
        all: ALL;

        /// `toy.splat`: a scalar on every lane.
        pub struct SplatOp = "toy.splat" {
            summary: "Broadcasts a scalar to every lane of a !toy.vec",
            operands: [scalar: Single],
            results: [vector: Single],
            traits: [PURE],
        }
        /// `toy.mix`: lane-wise mix of two vectors.
        pub struct MixOp = "toy.mix" {
            summary: "Lane-wise mix of two vectors, in a color",
            operands: [lhs: Single, rhs: Single],
            results: [result: Single],
            attributes: [color = "color": optional Any],
            traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
        }
        /// `toy.sum`: the sum of a vector's lanes.
        pub struct SumOp = "toy.sum" {
            summary: "Sums the lanes of a vector",
            operands: [vector: Single],
            results: [sum: Single],
            traits: [PURE],
        }
        /// `toy.read`: reads an input value.
        pub struct ReadOp = "toy.read" {
            summary: "Reads the next input value",
            results: [value: Single],
        }
        /// `toy.print`: prints a value.
        pub struct PrintOp = "toy.print" {
            summary: "Prints a value",
            operands: [value: Single],
        }
    }
}

use ops::{MixOp, SplatOp, SumOp};

use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::registry::{Arity, DialectDef, OpDef, Traits};
use xla_ir::{AttrData, Attribute, Context, Diag, OpRef, Type, TypeData};

/// An interface: ops that report a cost (queried through `OpDef::interface`).
pub trait ToyCost: Send + Sync {
    fn cost(&self, op: OpRef<'_>) -> u64;
}

struct LanesCost;
impl ToyCost for LanesCost {
    fn cost(&self, op: OpRef<'_>) -> u64 {
        vec_lanes(op.ctx, op.result_type(0)).unwrap_or(1) as u64
    }
}

/// The dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut splat = OpDef::new(SplatOp::NAME)
        .summary("Broadcasts a scalar to every lane of a !toy.vec")
        .traits(Traits::PURE)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(1))
        .verifier(verify_splat)
        .syntax(syntax::parse_splat, syntax::print_splat)
        .example("%v = toy.splat %x : f32 -> !toy.vec<4xf32>");
    splat.add_interface::<dyn ToyCost>(Box::new(LanesCost));
    let mut dialect = DialectDef::new("toy");
    dialect.summary = "An example of a dialect defined out of tree".into();
    dialect.parse_type = Some(parse_type);
    dialect.print_type = Some(print_type);
    dialect.parse_attr = Some(parse_attr);
    dialect.print_attr = Some(print_attr);
    dialect
        .op(splat)
        .op(OpDef::new(MixOp::NAME)
            .summary("Lane-wise mix of two vectors, in a color")
            .traits(Traits::PURE | Traits::COMMUTATIVE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .inherent(&["color"])
            .verifier(verify_mix)
            .folder(fold::fold_mix)
            .syntax(syntax::parse_mix, syntax::print_mix)
            .example("%m = toy.mix %a, %b color #toy.color<red> : !toy.vec<4xf32>"))
        .op(OpDef::new(SumOp::NAME)
            .summary("Sums the lanes of a vector")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .verifier(verify_sum)
            .syntax(syntax::parse_sum, syntax::print_sum)
            .example("%s = toy.sum %v : !toy.vec<4xf32> -> f32"))
        .op(effects::read_op())
        .op(effects::print_op())
}

/// `!toy.vec<NxT>` as a type handle.
pub fn vec_type(ctx: &Context, lanes: i64, elem: Type) -> Type {
    let params = [ctx.i64_attr(lanes), ctx.type_attr(elem)];
    ctx.dialect_type("toy", "vec", &params)
}

/// The lane count and element type of a `!toy.vec`.
pub fn vec_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match ctx.type_data(t) {
        TypeData::Dialect {
            dialect,
            mnemonic,
            params,
        } if ctx.symbol_str(*dialect) == "toy"
            && ctx.symbol_str(*mnemonic) == "vec"
            && params.len() == 2 =>
        {
            Some((
                ctx.attr_as_int(params[0])? as i64,
                ctx.attr_as_type(params[1])?,
            ))
        }
        _ => None,
    }
}

fn vec_lanes(ctx: &Context, t: Type) -> Option<i64> {
    vec_parts(ctx, t).map(|(n, _)| n)
}

const COLORS: [&str; 3] = ["red", "green", "blue"];

/// `#toy.color<name>`.
pub fn color_attr(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol("toy"),
        mnemonic: ctx.symbol("color"),
        params: Box::new([ctx.string_attr(name)]),
    })
}

fn parse_type(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    if mnemonic != "vec" {
        return Err(p.error(&format!("unknown toy type: {mnemonic}")));
    }
    p.parse_punct(Punct::Less)?;
    let dims = p.parse_dimension_list(false)?;
    let elem = p.parse_type()?;
    p.parse_punct(Punct::Greater)?;
    match dims.as_slice() {
        [n] if *n > 0 => Ok(vec_type(p.ctx(), *n, elem)),
        _ => Err(p.error("!toy.vec takes exactly one positive lane count")),
    }
}

fn print_type(p: &mut dyn AsmPrinter, t: Type) -> bool {
    let Some((n, elem)) = vec_parts(p.ctx(), t) else {
        return false;
    };
    p.write_str(&format!("vec<{n}x"));
    p.print_type(elem);
    p.write_str(">");
    true
}

fn parse_attr(p: &mut dyn AsmParser, mnemonic: &str, _ty: Option<Type>) -> Result<Attribute, Diag> {
    if mnemonic != "color" {
        return Err(p.error(&format!("unknown toy attribute: {mnemonic}")));
    }
    p.parse_punct(Punct::Less)?;
    let name = p.parse_keyword_any()?;
    if !COLORS.contains(&name.as_str()) {
        return Err(p.error(&format!(
            "unknown color '{name}', expected one of red, green, blue"
        )));
    }
    p.parse_punct(Punct::Greater)?;
    Ok(color_attr(p.ctx(), &name))
}

fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let ctx = p.ctx();
    let AttrData::Dialect { params, .. } = ctx.attr_data(a) else {
        return false;
    };
    let Some(name) = params.first().and_then(|n| ctx.attr_as_str(*n)) else {
        return false;
    };
    let text = format!("color<{name}>");
    p.write_str(&text);
    true
}

// The verifiers run on ops of their own kind: the typed view needs no name check.
fn verify_splat(op: OpRef<'_>) -> Result<(), Diag> {
    let splat = SplatOp(op);
    let Some((_, elem)) = vec_parts(op.ctx, op.value_type(splat.vector())) else {
        return Err(op.error("result must be a !toy.vec"));
    };
    if elem != op.value_type(splat.scalar()) {
        return Err(op.error("operand type must match the vector's element type"));
    }
    Ok(())
}

fn verify_mix(op: OpRef<'_>) -> Result<(), Diag> {
    let mix = MixOp(op);
    if vec_parts(op.ctx, op.value_type(mix.result())).is_none() {
        return Err(op.error("operands must be !toy.vec values"));
    }
    match mix.color().map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::Dialect { .. }) | None => Ok(()),
        Some(_) => Err(op.error("'color' must be a #toy.color attribute")),
    }
}

fn verify_sum(op: OpRef<'_>) -> Result<(), Diag> {
    let sum = SumOp(op);
    match vec_parts(op.ctx, op.value_type(sum.vector())) {
        Some((_, elem)) if elem == op.value_type(sum.sum()) => Ok(()),
        Some(_) => Err(op.error("result type must be the vector's element type")),
        None => Err(op.error("operand must be a !toy.vec")),
    }
}
