//! Integer binary ops (upstream's `Arith_IntBinaryOp` family): one table row per op, and
//! their folders (constant folding with wrap-around semantics, identities on constants).

use crate::apint::Int;
use crate::constraints::class::INT;
use crate::fold::{
    const_int, decode_all, defining_op, elem_width, map_binary, to_attr, to_value, zero_attr,
};
use crate::syntax::flags::{EXACT, NONE, OVERFLOW};
use crate::syntax::{same_type_op, WithResultNames};
use xla_ir::registry::FoldResult;
use xla_ir::{Attribute, OpDef, OpRef, Traits};

/// Op codes for the shared folder (a const generic argument).
mod code {
    pub const ADDI: u8 = 0;
    pub const SUBI: u8 = 1;
    pub const MULI: u8 = 2;
    pub const DIVUI: u8 = 3;
    pub const DIVSI: u8 = 4;
    pub const CEILDIVUI: u8 = 5;
    pub const CEILDIVSI: u8 = 6;
    pub const FLOORDIVSI: u8 = 7;
    pub const REMUI: u8 = 8;
    pub const REMSI: u8 = 9;
    pub const ANDI: u8 = 10;
    pub const ORI: u8 = 11;
    pub const XORI: u8 = 12;
    pub const SHLI: u8 = 13;
    pub const SHRUI: u8 = 14;
    pub const SHRSI: u8 = 15;
    pub const MAXSI: u8 = 16;
    pub const MAXUI: u8 = 17;
    pub const MINSI: u8 = 18;
    pub const MINUI: u8 = 19;
}
use crate::speculation::DivisorSpeculation;
use code::*;
use xla_ir::interfaces::ConditionallySpeculatable;

pub fn ops() -> Vec<OpDef> {
    const PURE: Traits = Traits::PURE;
    const PURE_COMM: Traits = Traits(Traits::PURE.0 | Traits::COMMUTATIVE.0);
    // Divisions that may trap are NoMemoryEffect but only conditionally speculatable.
    const SPECULATABLE_IF: Traits = Traits::NO_MEMORY_EFFECT;
    let divisor =
        |signed| -> Box<dyn ConditionallySpeculatable> { Box::new(DivisorSpeculation { signed }) };
    vec![
        same_type_op::<INT, OVERFLOW, 2>(
            "addi",
            "integer addition operation",
            PURE_COMM,
            fold::<ADDI>,
        )
        .example("%a = arith.addi %b, %c overflow<nsw, nuw> : i64"),
        same_type_op::<INT, OVERFLOW, 2>(
            "subi",
            "Integer subtraction operation.",
            PURE,
            fold::<SUBI>,
        )
        .example("%a = arith.subi %b, %c : vector<4xi32>"),
        same_type_op::<INT, OVERFLOW, 2>(
            "muli",
            "Integer multiplication operation.",
            PURE_COMM,
            fold::<MULI>,
        )
        .result_names(muli_result_names)
        .example("%a = arith.muli %b, %c : tensor<4x?xi8>"),
        same_type_op::<INT, EXACT, 2>(
            "divui",
            "unsigned integer division operation",
            SPECULATABLE_IF,
            fold::<DIVUI>,
        )
        .implements::<dyn ConditionallySpeculatable>(divisor(false))
        .example("%a = arith.divui %b, %c exact : i64"),
        same_type_op::<INT, EXACT, 2>(
            "divsi",
            "signed integer division operation",
            SPECULATABLE_IF,
            fold::<DIVSI>,
        )
        .implements::<dyn ConditionallySpeculatable>(divisor(true))
        .example("%a = arith.divsi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "ceildivui",
            "unsigned ceil integer division operation",
            SPECULATABLE_IF,
            fold::<CEILDIVUI>,
        )
        .implements::<dyn ConditionallySpeculatable>(divisor(false))
        .example("%a = arith.ceildivui %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "ceildivsi",
            "signed ceil integer division operation",
            SPECULATABLE_IF,
            fold::<CEILDIVSI>,
        )
        .implements::<dyn ConditionallySpeculatable>(divisor(true))
        .example("%a = arith.ceildivsi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "floordivsi",
            "signed floor integer division operation",
            PURE,
            fold::<FLOORDIVSI>,
        )
        .example("%a = arith.floordivsi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "remui",
            "unsigned integer division remainder operation",
            PURE,
            fold::<REMUI>,
        )
        .example("%a = arith.remui %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "remsi",
            "signed integer division remainder operation",
            PURE,
            fold::<REMSI>,
        )
        .example("%a = arith.remsi %b, %c : i64"),
        // Upstream also marks andi/ori Idempotent, a trait the core does not model.
        same_type_op::<INT, NONE, 2>("andi", "integer binary and", PURE_COMM, fold::<ANDI>)
            .example("%a = arith.andi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>("ori", "integer binary or", PURE_COMM, fold::<ORI>)
            .example("%a = arith.ori %b, %c : i64"),
        same_type_op::<INT, NONE, 2>("xori", "integer binary xor", PURE_COMM, fold::<XORI>)
            .example("%a = arith.xori %b, %c : i64"),
        same_type_op::<INT, OVERFLOW, 2>("shli", "integer left-shift", PURE, fold::<SHLI>)
            .example("%4 = arith.shli %1, %2 overflow<nsw, nuw> : i8"),
        same_type_op::<INT, EXACT, 2>("shrui", "unsigned integer right-shift", PURE, fold::<SHRUI>)
            .example("%4 = arith.shrui %1, %2 exact : i8"),
        same_type_op::<INT, EXACT, 2>("shrsi", "signed integer right-shift", PURE, fold::<SHRSI>)
            .example("%3 = arith.shrsi %1, %2 exact : i8"),
        same_type_op::<INT, NONE, 2>(
            "maxsi",
            "signed integer maximum operation",
            PURE_COMM,
            fold::<MAXSI>,
        )
        .example("%a = arith.maxsi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "maxui",
            "unsigned integer maximum operation",
            PURE_COMM,
            fold::<MAXUI>,
        )
        .example("%a = arith.maxui %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "minsi",
            "signed integer minimum operation",
            PURE_COMM,
            fold::<MINSI>,
        )
        .example("%a = arith.minsi %b, %c : i64"),
        same_type_op::<INT, NONE, 2>(
            "minui",
            "unsigned integer minimum operation",
            PURE_COMM,
            fold::<MINUI>,
        )
        .example("%a = arith.minui %b, %c : i64"),
    ]
}

/// The op's arithmetic on two constants; `None` where upstream refuses to fold.
fn apply<const OP: u8>(a: Int, b: Int) -> Option<Int> {
    Some(match OP {
        ADDI => a.add(b),
        SUBI => a.sub(b),
        MULI => a.mul(b),
        DIVUI => a.udiv(b)?,
        DIVSI => a.sdiv(b)?,
        CEILDIVUI => a.ceildivu(b)?,
        CEILDIVSI => a.ceildivs(b)?,
        FLOORDIVSI => a.sfloordiv(b)?,
        REMUI => a.urem(b)?,
        REMSI => a.srem(b)?,
        ANDI => a.and(b),
        ORI => a.or(b),
        XORI => a.xor(b),
        SHLI => a.shl(b)?,
        SHRUI => a.lshr(b)?,
        SHRSI => a.ashr(b)?,
        MAXSI => a.smax(b),
        MAXUI => a.umax(b),
        MINSI => a.smin(b),
        MINUI => a.umin(b),
        _ => return None,
    })
}

/// Folds that need only the right-hand constant or operand identity (upstream's
/// `x + 0 -> x`, `x * 1 -> x`, `x - x -> 0`, `max(x, MAX) -> MAX`, ...).
fn identity<const OP: u8>(op: OpRef<'_>, rhs_attr: Option<Attribute>) -> Option<Vec<FoldResult>> {
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    let same = lhs == rhs;
    let zero_of_type = || to_attr(zero_attr(op.ctx, op.result_type(0)));
    if same && matches!(OP, MAXSI | MAXUI | MINSI | MINUI) {
        return to_value(rhs);
    }
    // Upstream's xori folds `xor(x, 0) -> x` before `xor(x, x) -> 0` (it matters for
    // `xor(c0, c0)`: the existing constant is kept).
    let rhs_zero = || const_int(op.ctx, rhs_attr).is_some_and(|c| c.is_zero());
    if same && (OP == SUBI || (OP == XORI && !rhs_zero())) {
        if let Some(r) = zero_of_type() {
            return Some(r);
        }
    }
    let c = const_int(op.ctx, rhs_attr)?;
    let (zero, one, ones) = (c.is_zero(), c.is_one(), c.is_all_ones());
    match OP {
        ADDI | SUBI | ORI | XORI | SHLI | SHRUI | SHRSI if zero => to_value(lhs),
        MULI | ANDI if zero => to_value(rhs),
        MULI | DIVUI | DIVSI | CEILDIVUI | CEILDIVSI | FLOORDIVSI if one => to_value(lhs),
        REMUI | REMSI if one => zero_of_type(),
        ANDI if ones => to_value(lhs),
        ORI if ones => to_attr(rhs_attr),
        MAXSI if c.is_max_signed() => to_value(rhs),
        MAXSI if c.is_min_signed() => to_value(lhs),
        MINSI if c.is_min_signed() => to_value(rhs),
        MINSI if c.is_max_signed() => to_value(lhs),
        MAXUI if ones => to_value(rhs),
        MAXUI if zero => to_value(lhs),
        MINUI if zero => to_value(rhs),
        MINUI if ones => to_value(lhs),
        _ => None,
    }
}

/// Folds that look through the op producing an operand (upstream's `and(a, and(a, b))`,
/// `xor(xor(x, a), a)`, `addi(subi(a, b), b)`, `subi(addi(a, b), b)` and their mirrors).
fn through_producer<const OP: u8>(op: OpRef<'_>) -> Option<Vec<FoldResult>> {
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    // The producer of `v` if it is the same kind of op as `name`, with its two operands.
    let producer = |v, name: &str| {
        let p = defining_op(op, v).filter(|p| p.name_str() == name && p.num_operands() == 2)?;
        Some((p.result(0), p.operand(0), p.operand(1)))
    };
    match OP {
        ANDI => {
            for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
                if let Some((r, a, b)) = producer(prev, "arith.andi") {
                    if other == a || other == b {
                        return to_value(r);
                    }
                }
            }
            None
        }
        XORI => {
            if let Some((_, x, a)) = producer(lhs, "arith.xori") {
                if a == rhs {
                    return to_value(x);
                }
                if x == rhs {
                    return to_value(a);
                }
            }
            let (_, x, a) = producer(rhs, "arith.xori")?;
            if a == lhs {
                return to_value(x);
            }
            (x == lhs).then_some(())?;
            to_value(a)
        }
        ADDI => {
            if let Some((_, a, b)) = producer(lhs, "arith.subi") {
                if b == rhs {
                    return to_value(a);
                }
            }
            let (_, a, b) = producer(rhs, "arith.subi")?;
            (b == lhs).then_some(())?;
            to_value(a)
        }
        SUBI => {
            let (_, a, b) = producer(lhs, "arith.addi")?;
            if b == rhs {
                return to_value(a);
            }
            (a == rhs).then_some(())?;
            to_value(b)
        }
        _ => None,
    }
}

fn fold<const OP: u8>(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 1 || operands.len() != 2 {
        return None;
    }
    if let Some(r) = identity::<OP>(op, operands[1]) {
        return Some(r);
    }
    if let Some(r) = through_producer::<OP>(op) {
        return Some(r);
    }
    // `andi`/`ori` are Idempotent: `op(x, x) -> x` is a trait fold, tried after the op's
    // own folds (constant folding included), as upstream.
    let idempotent = || {
        (matches!(OP, ANDI | ORI) && op.operand(0) == op.operand(1))
            .then(|| to_value(op.operand(0)))
            .flatten()
    };
    let [Some(a), Some(b)] = <[_; 2]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return idempotent();
    };
    let width = elem_width(op.ctx, a.elem)?;
    let result = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        apply::<OP>(Int::new(width, x), Int::new(width, y)).map(|r| r.bits)
    });
    to_attr(result).or_else(idempotent)
}

/// `muli` of an index constant and `vector.vscale` reads as `%c4_vscale`.
fn muli_result_names(op: OpRef<'_>) -> Vec<(usize, String)> {
    if op.num_operands() != 2 || op.num_results() != 1 || !op.ctx.is_index(op.result_type(0)) {
        return Vec::new();
    }
    let producer = |i: usize| defining_op(op, op.operand(i));
    let constant_of = |i: usize| {
        let def = producer(i)?;
        (def.name_str() == "arith.constant")
            .then(|| def.attr("value").and_then(|a| op.ctx.attr_as_int(a)))?
    };
    let is_vscale = |i: usize| producer(i).is_some_and(|d| d.name_str() == "vector.vscale");
    let base = match (constant_of(0), constant_of(1)) {
        (Some(c), _) if is_vscale(1) => c,
        (_, Some(c)) if is_vscale(0) => c,
        _ => return Vec::new(),
    };
    vec![(0, format!("c{base}_vscale"))]
}
