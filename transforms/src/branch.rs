//! Which operands of a branch go to which successor (MLIR's BranchOpInterface) for the
//! upstream `cf` branches (matched through their declarations), read from their segment
//! attributes, so passes work on them whether or not the `cf` dialect is loaded. Other ops
//! with successors: unknown.

use xla_dialect_cf::ops::{BranchOp, CondBranchOp, SwitchOp};
use xla_ir::{Attribute, Body, Context, OpId, OpName};

const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";

/// The branches whose operand segments this module knows.
enum Branch {
    Br,
    CondBr,
    Switch,
}

impl Branch {
    fn of(ctx: &Context, name: OpName) -> Option<Branch> {
        if BranchOp::is(ctx, name) {
            Some(Branch::Br)
        } else if CondBranchOp::is(ctx, name) {
            Some(Branch::CondBr)
        } else if SwitchOp::is(ctx, name) {
            Some(Branch::Switch)
        } else {
            None
        }
    }
}

fn attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let d = body.op(op);
    let s = ctx.lookup_symbol(name)?;
    d.props.get(s).or_else(|| d.attrs.get(s))
}

fn i32_array(ctx: &Context, a: Attribute) -> Option<Vec<usize>> {
    ctx.attr_as_sizes(a)
}

fn make_i32_array(ctx: &Context, values: &[usize]) -> Attribute {
    ctx.dense_i32_sizes(values)
}

/// For each successor of `op`, the (start, len) of the operands it receives; `None` if
/// `op` is not a known branch or its attributes do not add up.
pub fn successor_operand_ranges(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<Vec<(usize, usize)>> {
    let n = body.num_operands(op);
    let succs = body.op(op).successors().len();
    let ranges = match Branch::of(ctx, body.op(op).name)? {
        Branch::Br => vec![(0, n)],
        Branch::CondBr => {
            let seg = i32_array(ctx, attr(ctx, body, op, SEGMENTS)?)?;
            let [c, t, f] = seg.as_slice() else {
                return None;
            };
            vec![(*c, *t), (c + t, *f)]
        }
        Branch::Switch => {
            let seg = i32_array(ctx, attr(ctx, body, op, SEGMENTS)?)?;
            let [flag, default, cases] = seg.as_slice() else {
                return None;
            };
            let case_seg = match attr(ctx, body, op, CASE_SEGMENTS) {
                Some(a) => i32_array(ctx, a)?,
                None => Vec::new(),
            };
            let mut out = vec![(*flag, *default)];
            let mut start = flag + default;
            for &k in &case_seg {
                out.push((start, k));
                start += k;
            }
            if case_seg.iter().sum::<usize>() != *cases {
                return None;
            }
            out
        }
    };
    let total = ranges.last().map_or(0, |&(s, l)| s + l);
    (ranges.len() == succs && total <= n).then_some(ranges)
}

/// Removes operand `index` of the operands `op` passes to successor `succ`, keeping the
/// segment attributes in step. False if `op` is not a known branch.
pub fn erase_successor_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    index: usize,
) -> bool {
    let Some(ranges) = successor_operand_ranges(ctx, body, op) else {
        return false;
    };
    let Some(&(start, len)) = ranges.get(succ) else {
        return false;
    };
    if index >= len {
        return false;
    }
    let mut operands: Vec<_> = body.operands(op).collect();
    operands.remove(start + index);
    body.set_operands(op, &operands);
    let kind = Branch::of(ctx, body.op(op).name);
    let set = |body: &mut Body, key: &str, value: Attribute| {
        let d = body.op_mut(op);
        if d.attrs.get_str(ctx, key).is_some() {
            d.attrs.set_str(ctx, key, value);
        } else {
            d.props.set_str(ctx, key, value);
        }
    };
    match kind {
        Some(Branch::CondBr) => {
            let sizes = [1, ranges[0].1, ranges[1].1];
            let mut sizes = sizes.to_vec();
            sizes[succ + 1] -= 1;
            set(body, SEGMENTS, make_i32_array(ctx, &sizes));
        }
        Some(Branch::Switch) => {
            let cases: Vec<usize> = ranges[1..].iter().map(|r| r.1).collect();
            let mut default = ranges[0].1;
            let mut cases = cases;
            if succ == 0 {
                default -= 1;
            } else {
                cases[succ - 1] -= 1;
            }
            set(
                body,
                SEGMENTS,
                make_i32_array(ctx, &[1, default, cases.iter().sum()]),
            );
            if attr(ctx, body, op, CASE_SEGMENTS).is_some() {
                set(body, CASE_SEGMENTS, make_i32_array(ctx, &cases));
            }
        }
        _ => {}
    }
    true
}
