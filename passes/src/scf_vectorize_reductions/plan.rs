//! Which marked loops vectorize, and the role of each op of the body.

use crate::scf_parallel_to_runtime::cost::constant_int;
use std::collections::HashSet;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::ir::ValueDef;
use xla_ir::{Body, Context, OpId, OpRef, Traits, Type, TypeData, ValueId};

/// Bits of a vector: an AVX-512 register (LLVM splits it in two where the CPU has AVX2 only).
const VECTOR_BITS: u32 = 512;
/// The most lanes a vector gets (bytes).
const MAX_LANES: i64 = 64;

/// What an op of the loop's body becomes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// `memref.load` whose last index is the induction variable: `vector.load`.
    Load,
    /// `arith.index_cast` of the induction variable: its broadcast plus the lane numbers.
    Lane,
    /// An element-wise op on elements: the same op on vectors.
    Map,
    /// An element-wise op reading an accumulator (the reducer): on vectors in the loop, on
    /// scalars when the lanes are folded.
    Combine,
}

pub struct Plan {
    pub lb: i64,
    pub ub: i64,
    pub lanes: i64,
    /// The body's ops (terminator aside, invariants hoisted) in order, with their roles.
    pub ops: Vec<(OpId, Role)>,
    /// Ops that depend on nothing the loop defines: moved before it.
    pub hoist: Vec<OpId>,
    /// Values from outside the loop that element-wise ops read (broadcast once).
    pub invariants: Vec<ValueId>,
    /// The loop's iter_args.
    pub accumulators: Vec<ValueId>,
    /// The element each accumulator folds: the other operand of the op yielding it.
    pub elements: Vec<ValueId>,
    /// What the body yields.
    pub yielded: Vec<ValueId>,
    /// The accumulator holding the position of the folded element (argmax's index): the
    /// lanes are folded in the order of their positions.
    pub position: usize,
}

/// The plan for marked loop `f`, or `None` when it stays as it is.
pub fn plan(ctx: &Context, body: &Body, f: OpId) -> Option<Plan> {
    let operands: Vec<ValueId> = body.operands(f).collect();
    let [lb, ub, step, inits @ ..] = operands.as_slice() else {
        return None;
    };
    let (lb, ub) = (constant_int(ctx, body, *lb)?, constant_int(ctx, body, *ub)?);
    if inits.is_empty() || constant_int(ctx, body, *step)? != 1 {
        return None;
    }
    let region = *body.local_regions(f).first()?;
    let block = body.entry_block(region)?;
    if body.region_blocks(region).count() != 1 {
        return None;
    }
    let (iv, accumulators) = body.block_args(block).split_first()?;
    let terminator = body.last_op(block)?;
    // Values the loop defines (after hoisting), and those that depend on an accumulator.
    let mut inside: HashSet<ValueId> = HashSet::from([*iv]);
    let mut dependent: HashSet<ValueId> = accumulators.iter().copied().collect();
    let mut ops = Vec::new();
    let mut hoist = Vec::new();
    let mut invariants = Vec::new();
    let mut widest = 8;
    for op in body.block_ops(block).filter(|&o| o != terminator) {
        let name = body.op(op).name;
        let reads: Vec<ValueId> = body.operands(op).collect();
        let is_load = memref_ops::LoadOp::is(ctx, name);
        let pure = OpRef::new(ctx, body, op).has_trait(Traits::PURE);
        if !body.local_regions(op).is_empty() || body.results(op).len() != 1 || !(pure || is_load) {
            return None;
        }
        let role = if reads.iter().any(|v| dependent.contains(v)) {
            Role::Combine
        } else if reads.iter().all(|v| !inside.contains(v)) {
            hoist.push(op);
            continue;
        } else if is_load {
            contiguous(ctx, body, op, *iv, &inside)?;
            Role::Load
        } else if reads == [*iv]
            && (arith_ops::IndexCastOp::is(ctx, name) || arith_ops::IndexCastUIOp::is(ctx, name))
        {
            // Lane numbers are whole bytes of at most 8 (`lane_numbers`).
            let bits = ctx.scalar_bit_width(body.value_type(body.result(op, 0)));
            if !matches!(bits, Some(8 | 16 | 32 | 64)) {
                return None;
            }
            Role::Lane
        } else {
            Role::Map
        };
        if matches!(role, Role::Map | Role::Combine) {
            if !mappable(ctx, body, op) {
                return None;
            }
            for &v in &reads {
                if !inside.contains(&v) && !dependent.contains(&v) && !invariants.contains(&v) {
                    invariants.push(v);
                }
            }
        }
        let result = body.result(op, 0);
        let width = byte_width(ctx, body.value_type(result))?;
        // The data read and folded sets the lanes; index arithmetic in i64 narrows in LLVM.
        if role == Role::Load {
            widest = widest.max(width);
        }
        inside.insert(result);
        if role == Role::Combine {
            dependent.insert(result);
        }
        ops.push((op, role));
    }
    // Every use of the induction variable is accounted for: as a load's last index or a cast.
    let iv_uses_ok = body.uses(*iv).all(|(user, index)| {
        ops.iter().any(|&(o, role)| {
            o == user
                && (role == Role::Lane
                    || (role == Role::Load && index as usize + 1 == body.num_operands(o)))
        })
    });
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    if !iv_uses_ok || yielded.len() != accumulators.len() {
        return None;
    }
    for &acc in accumulators {
        widest = widest.max(byte_width(ctx, body.value_type(acc))?);
    }
    let elements = pair_elements(ctx, body, accumulators, &yielded, &inside, &dependent)?;
    // Every element a combiner reads is one of the paired elements.
    for &(op, role) in &ops {
        if role == Role::Combine
            && body
                .operands(op)
                .any(|v| inside.contains(&v) && !dependent.contains(&v) && !elements.contains(&v))
        {
            return None;
        }
    }
    let lanes = (i64::from(VECTOR_BITS) / i64::from(widest)).clamp(2, MAX_LANES);
    if ub - lb < 2 * lanes {
        return None;
    }
    let position = position_accumulator(ctx, body, &ops, &inside, &elements, &yielded, ub)?;
    Some(Plan {
        lb,
        ub,
        lanes,
        ops,
        hoist,
        invariants,
        accumulators: accumulators.to_vec(),
        elements,
        yielded,
        position,
    })
}

/// The accumulator that holds its element's position, needed to fold the lanes in order: a
/// lane's result is one of its elements (every accumulator is chosen by a `select` between
/// itself and its element), and a reducer that keeps the first of two equal candidates (the
/// first NaN of argmax) is exact when those results are folded earlier-first. The position
/// is an integer of 32 bits or more computed from the induction variable alone (an iota,
/// perhaps plus an outer offset) that does not wrap over the loop's range.
fn position_accumulator(
    ctx: &Context,
    body: &Body,
    ops: &[(OpId, Role)],
    inside: &HashSet<ValueId>,
    elements: &[ValueId],
    yielded: &[ValueId],
    ub: i64,
) -> Option<usize> {
    let selects = yielded.iter().all(|&y| match body.value(y).def {
        ValueDef::Result { op, .. } => arith_ops::SelectOp::is(ctx, body.op(op).name),
        ValueDef::BlockArg { .. } => false,
    });
    if !selects {
        return None;
    }
    // Values computed from the induction variable and loop invariants only.
    let mut positional: HashSet<ValueId> = HashSet::new();
    for &(op, role) in ops {
        let from_iv = match role {
            Role::Lane => true,
            Role::Map => {
                body.operands(op)
                    .all(|v| positional.contains(&v) || !inside.contains(&v))
                    && body.operands(op).any(|v| positional.contains(&v))
            }
            Role::Load | Role::Combine => false,
        };
        if from_iv {
            positional.insert(body.result(op, 0));
        }
    }
    elements.iter().position(|e| {
        let bits = ctx.scalar_bit_width(body.value_type(*e)).unwrap_or(0);
        positional.contains(e)
            && ctx.is_integer(body.value_type(*e))
            && (bits >= 64 || (bits == 32 && ub <= i64::from(i32::MAX)))
    })
}

/// For each accumulator, the element it is folded with: the yielded value is made by an op
/// whose operands (a select's condition aside) are exactly the accumulator and one element
/// (a value of the loop that no accumulator reaches), of the accumulator's type. Each
/// element pairs with one accumulator.
fn pair_elements(
    ctx: &Context,
    body: &Body,
    accumulators: &[ValueId],
    yielded: &[ValueId],
    inside: &HashSet<ValueId>,
    dependent: &HashSet<ValueId>,
) -> Option<Vec<ValueId>> {
    let mut elements = Vec::with_capacity(accumulators.len());
    for (&acc, &y) in accumulators.iter().zip(yielded) {
        let ValueDef::Result { op, .. } = body.value(y).def else {
            return None;
        };
        let mut operands: Vec<ValueId> = body.operands(op).collect();
        if arith_ops::SelectOp::is(ctx, body.op(op).name) {
            operands.remove(0);
        }
        let [a, b] = operands[..] else {
            return None;
        };
        let element = match (a == acc, b == acc) {
            (true, false) => b,
            (false, true) => a,
            _ => return None,
        };
        let is_element = inside.contains(&element) && !dependent.contains(&element);
        if !is_element
            || body.value_type(element) != body.value_type(acc)
            || elements.contains(&element)
        {
            return None;
        }
        elements.push(element);
    }
    Some(elements)
}

/// A load reading consecutive elements as the loop advances: its last index is the
/// induction variable, the others do not change in the loop, the memref's innermost stride
/// is 1 and its elements are whole bytes.
fn contiguous(
    ctx: &Context,
    body: &Body,
    load: OpId,
    iv: ValueId,
    inside: &HashSet<ValueId>,
) -> Option<()> {
    let operands: Vec<ValueId> = body.operands(load).collect();
    let (&last, rest) = operands.split_last()?;
    let (&memref, indices) = rest.split_first()?;
    if last != iv || indices.iter().any(|v| inside.contains(v)) {
        return None;
    }
    let ty = body.value_type(memref);
    if !matches!(ctx.type_data(ty), TypeData::MemRef { .. }) {
        return None;
    }
    let (strides, _) = xla_ir::strided::strides_and_offset(ctx, ty)?;
    (strides.last() == Some(&1)).then_some(())?;
    let elem = ctx.element_type(ty);
    let bits = ctx.scalar_bit_width(elem)?;
    (bits >= 8 && bits % 8 == 0 && (ctx.is_integer(elem) || ctx.is_float(elem))).then_some(())
}

/// Whether `op` is element-wise on integer and float scalars (so the same op on vectors).
fn mappable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let elementwise = Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0 | Traits::SCALARIZABLE.0);
    let scalar = |t: Type| ctx.is_integer(t) || ctx.is_float(t);
    OpRef::new(ctx, body, op).has_trait(elementwise)
        && body.operands(op).all(|v| scalar(body.value_type(v)))
        && body.results(op).iter().all(|&r| scalar(body.value_type(r)))
}

/// The bits of a scalar integer or float (i1 counts as 8); `None` for other types.
fn byte_width(ctx: &Context, t: Type) -> Option<u32> {
    if !(ctx.is_integer(t) || ctx.is_float(t)) {
        return None;
    }
    Some(ctx.scalar_bit_width(t)?.max(8))
}
