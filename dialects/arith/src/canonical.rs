//! Canonicalization patterns of `addi`, `subi` and `muli` chains with constants (upstream's
//! `ArithCanonicalization.td`: `AddIAddConstant`, `AddISubConstantRHS/LHS`,
//! `SubIRHSAddConstant`, `SubILHSAddConstant`, `SubIRHS/LHSSubConstantRHS/LHS`,
//! `SubISubILHSRHSLHS`, `AddIMulNegativeOneRhs/Lhs`,
//! `MulIMulIConstant`). Constants are scalar integer constants; the new op keeps the
//! overflow flags both matched ops have (upstream's `MergeOverflow`).

use crate::apint::Int;
use crate::fold::{const_int, elem_width, int_attr, zero_attr};
use xla_ir::ir::ValueDef;
use xla_ir::registry::CanonicalizeFn;
use xla_ir::rewrite::{constant_value, PatternRewriter, RewritePattern};
use xla_ir::{AttrData, Attribute, Body, Context, Diag, OpId, OperationState, Type, ValueId};

/// The canonicalization patterns of op `name`, if it has any.
pub fn patterns_for(name: &str) -> Option<CanonicalizeFn> {
    match name {
        "arith.addi" => Some(|| {
            vec![
                Box::new(ConstantChain { root: "arith.addi" }),
                Box::new(NegativeOne { root: "arith.addi" }),
            ]
        }),
        "arith.subi" => Some(|| vec![Box::new(ConstantChain { root: "arith.subi" })]),
        "arith.muli" => Some(|| vec![Box::new(ConstantChain { root: "arith.muli" })]),
        _ => None,
    }
}

/// Merges the constants of two chained ops into one.
struct ConstantChain {
    root: &'static str,
}

/// The replacement: `kind(x, c)` or, for `SubFrom`, `c - x`.
enum Rewrite {
    Add(ValueId, Int),
    Sub(ValueId, Int),
    SubFrom(Int, ValueId),
    Mul(ValueId, Int),
    /// `0 - x` of the result type (scalar or shaped).
    Negate(ValueId),
}

impl RewritePattern for ConstantChain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "arith-constant-chain"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some((rewrite, flags)) = plan(rw.ctx, rw.body(), op, self.root) else {
            return Ok(false);
        };
        apply(rw, op, rewrite, flags);
        Ok(true)
    }
}

/// A chained op's view: name, operands, and which operand is a constant.
struct Chained<'a> {
    name: &'a str,
    lhs: ValueId,
    rhs: ValueId,
    lhs_const: Option<Int>,
    rhs_const: Option<Int>,
    flags: u32,
}

fn view<'a>(ctx: &'a Context, body: &Body, op: OpId) -> Option<Chained<'a>> {
    if body.num_operands(op) != 2 || body.results(op).len() != 1 {
        return None;
    }
    let flags = match body.op(op).props.get_str(ctx, OVERFLOW_FLAGS) {
        Some(a) => crate::OVERFLOW.bits_of(ctx, a)?,
        None => 0,
    };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let (lhs_const, rhs_const) = (scalar_int(ctx, body, lhs), scalar_int(ctx, body, rhs));
    Some(Chained {
        name: ctx.op_name_str(body.op(op).name),
        lhs,
        rhs,
        lhs_const,
        rhs_const,
        flags,
    })
}

const OVERFLOW_FLAGS: &str = "overflowFlags";

/// `ConstantLikeMatcher APIntAttr`: a constant holding a scalar integer.
fn scalar_int(ctx: &Context, body: &Body, v: ValueId) -> Option<Int> {
    let a = constant_value(ctx, body, v)?;
    let AttrData::Integer { ty, value } = ctx.attr_data(a) else {
        return None;
    };
    Some(Int::from_i128(elem_width(ctx, *ty)?, *value))
}

fn producer<'a>(ctx: &'a Context, body: &Body, v: ValueId) -> Option<Chained<'a>> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => view(ctx, body, op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// The rewrite and the overflow flags the new op keeps.
fn plan(ctx: &Context, body: &Body, op: OpId, root: &str) -> Option<(Rewrite, u32)> {
    let outer = view(ctx, body, op)?;
    // subi(subi(a, b), a) -> subi(0, b) (`SubISubILHSRHSLHS`).
    if root == "arith.subi" {
        let inner =
            producer(ctx, body, outer.lhs).filter(|i| i.name == "arith.subi" && i.lhs == outer.rhs);
        if let Some(inner) =
            inner.filter(|_| zero_attr(ctx, body.value_type(body.result(op, 0))).is_some())
        {
            return Some((Rewrite::Negate(inner.rhs), outer.flags & inner.flags));
        }
    }
    if let Some(c1) = outer.rhs_const {
        // op(inner(..), c1)
        let inner = producer(ctx, body, outer.lhs)?;
        let flags = outer.flags & inner.flags;
        let rewrite = match (root, inner.name, inner.lhs_const, inner.rhs_const) {
            ("arith.addi", "arith.addi", _, Some(c0)) => Some(Rewrite::Add(inner.lhs, c0.add(c1))),
            ("arith.addi", "arith.subi", _, Some(c0)) => Some(Rewrite::Add(inner.lhs, c1.sub(c0))),
            ("arith.addi", "arith.subi", Some(c0), None) => {
                Some(Rewrite::SubFrom(c0.add(c1), inner.rhs))
            }
            ("arith.subi", "arith.addi", _, Some(c0)) => Some(Rewrite::Add(inner.lhs, c0.sub(c1))),
            ("arith.subi", "arith.subi", _, Some(c0)) => Some(Rewrite::Sub(inner.lhs, c0.add(c1))),
            ("arith.subi", "arith.subi", Some(c0), None) => {
                Some(Rewrite::SubFrom(c0.sub(c1), inner.rhs))
            }
            ("arith.muli", "arith.muli", _, Some(c0)) => Some(Rewrite::Mul(inner.lhs, c0.mul(c1))),
            _ => None,
        };
        return rewrite.map(|r| (r, flags));
    }
    // subi(c1, inner(..))
    let c1 = outer.lhs_const.filter(|_| root == "arith.subi")?;
    let inner = producer(ctx, body, outer.rhs)?;
    let rewrite = match (inner.name, inner.lhs_const, inner.rhs_const) {
        ("arith.addi", _, Some(c0)) => Rewrite::SubFrom(c1.sub(c0), inner.lhs),
        ("arith.subi", _, Some(c0)) => Rewrite::SubFrom(c0.add(c1), inner.lhs),
        ("arith.subi", Some(c0), None) => Rewrite::Add(inner.rhs, c1.sub(c0)),
        _ => return None,
    };
    Some((rewrite, outer.flags & inner.flags))
}

fn apply(rw: &mut PatternRewriter<'_>, op: OpId, rewrite: Rewrite, flags: u32) {
    let ctx = rw.ctx;
    let loc = rw.body().op(op).loc;
    let ty: Type = rw.body().value_type(rw.body().result(op, 0));
    let int = |c: Int| int_attr(ctx, ty, c.bits);
    let constant = |rw: &mut PatternRewriter<'_>, value: Attribute| {
        let state = OperationState::new(ctx, "arith.constant", loc)
            .results(&[ty])
            .attr(ctx, "value", value);
        rw.set_insertion_point_before(op);
        let c = rw.create(state);
        rw.body().result(c, 0)
    };
    let (name, operands) = match rewrite {
        Rewrite::Add(x, c) => ("arith.addi", [x, constant(rw, int(c))]),
        Rewrite::Sub(x, c) => ("arith.subi", [x, constant(rw, int(c))]),
        Rewrite::SubFrom(c, x) => ("arith.subi", [constant(rw, int(c)), x]),
        Rewrite::Mul(x, c) => ("arith.muli", [x, constant(rw, int(c))]),
        Rewrite::Negate(x) => match zero_attr(ctx, ty) {
            Some(zero) => ("arith.subi", [constant(rw, zero), x]),
            None => return,
        },
    };
    let state = OperationState::new(ctx, name, loc)
        .operands(&operands)
        .results(&[ty])
        .attr(ctx, OVERFLOW_FLAGS, crate::OVERFLOW.attr(ctx, flags));
    rw.replace_op_with_new(op, state);
}

/// `x + y * -1 -> x - y`, `x * -1 + y -> y - x` (the new op carries no overflow flags,
/// as upstream; `subi` has no such patterns upstream).
struct NegativeOne {
    root: &'static str,
}

impl RewritePattern for NegativeOne {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "arith-mul-negative-one"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let (ctx, body) = (rw.ctx, rw.body());
        if body.num_operands(op) != 2 || body.results(op).len() != 1 {
            return Ok(false);
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        // `v` is `muli(y, c)` with `c` a scalar or splat -1: gives `y`.
        let negated = |v: ValueId| {
            let p = producer(ctx, body, v).filter(|p| p.name == "arith.muli")?;
            let c = constant_value(ctx, body, p.rhs).and_then(|a| const_int(ctx, Some(a)))?;
            c.is_all_ones().then_some(p.lhs)
        };
        let loc = body.op(op).loc;
        let ty = body.value_type(body.result(op, 0));
        let new = |name: &str, operands: &[ValueId]| {
            OperationState::new(ctx, name, loc)
                .operands(operands)
                .results(&[ty])
        };
        let state = match (self.root, negated(rhs), negated(lhs)) {
            ("arith.addi", Some(y), _) => new("arith.subi", &[lhs, y]),
            ("arith.addi", None, Some(x)) => new("arith.subi", &[rhs, x]),
            _ => return Ok(false),
        };
        rw.replace_op_with_new(op, state);
        Ok(true)
    }
}
