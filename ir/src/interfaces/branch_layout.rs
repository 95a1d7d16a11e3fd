//! The operand layouts of upstream's branch terminators (`cf.br`/`cf.cond_br`/`cf.switch` and
//! their `llvm` twins), as one ready-made [`BranchOpInterface`] a dialect attaches:
//! [`SegmentedBranch`].

use super::BranchOpInterface;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::ir::{Body, OpId, OpRef};
use crate::op_decl::OPERAND_SEGMENTS;
use std::ops::Range;

const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";

/// A branch's BranchOpInterface, from how it lays out its operands and what its dialect's
/// upstream implementation answers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SegmentedBranch {
    /// How the branch's operands are split among its successors.
    pub layout: BranchLayout,
    /// Implements `getSuccessorForOperands` (cf's branches do, llvm's do not).
    pub picks_constant_successor: bool,
    /// See [`BranchOpInterface::merges_into_single_predecessor`].
    pub merges_into_single_predecessor: bool,
}

impl SegmentedBranch {
    /// A branch that picks its successor for constant operands and is not merged.
    pub const fn folding(layout: BranchLayout) -> Self {
        SegmentedBranch {
            layout,
            picks_constant_successor: true,
            merges_into_single_predecessor: false,
        }
    }
    /// A branch that does not say which successor constant operands take.
    pub const fn opaque(layout: BranchLayout) -> Self {
        SegmentedBranch {
            layout,
            picks_constant_successor: false,
            merges_into_single_predecessor: false,
        }
    }
}

/// How a branch lays out its forwarded operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BranchLayout {
    /// Every operand goes to the only successor (`cf.br`).
    Unconditional,
    /// `condition, true operands, false operands`, sized by `operandSegmentSizes`; a non-zero
    /// condition takes successor 0 (`cf.cond_br`).
    Conditional,
    /// `flag, default operands, case operands`, sized by `operandSegmentSizes`, the case
    /// operands split by `case_operand_segments`; the flag picks the successor whose
    /// `case_values` entry it equals, else the default (`cf.switch`).
    Switch,
}

impl BranchLayout {
    /// Each successor's forwarded operands; `None` if the attributes do not add up.
    pub fn ranges(self, op: OpRef<'_>) -> Option<Vec<Range<usize>>> {
        let n = op.num_operands();
        let ranges = match self {
            BranchLayout::Unconditional => std::iter::once(0..n).collect(),
            BranchLayout::Conditional => {
                let [c, t, f] = sizes(op, OPERAND_SEGMENTS)?[..] else {
                    return None;
                };
                vec![c..c + t, c + t..c + t + f]
            }
            BranchLayout::Switch => {
                let [flag, default, cases] = sizes(op, OPERAND_SEGMENTS)?[..] else {
                    return None;
                };
                let case_sizes = match op.attr(CASE_SEGMENTS) {
                    Some(_) => sizes(op, CASE_SEGMENTS)?,
                    None => Vec::new(),
                };
                if case_sizes.iter().sum::<usize>() != cases {
                    return None;
                }
                let mut out = Vec::with_capacity(1 + case_sizes.len());
                out.push(flag..flag + default);
                let mut start = flag + default;
                for k in case_sizes {
                    out.push(start..start + k);
                    start += k;
                }
                out
            }
        };
        let total = ranges.last().map_or(0, |r| r.end);
        (ranges.len() == op.successors().len() && total <= n).then_some(ranges)
    }
}

fn sizes(op: OpRef<'_>, name: &str) -> Option<Vec<usize>> {
    op.ctx.attr_as_sizes(op.attr(name)?)
}

impl BranchOpInterface for SegmentedBranch {
    fn successor_operands(&self, op: OpRef<'_>, index: usize) -> Option<Range<usize>> {
        self.layout.ranges(op)?.get(index).cloned()
    }

    fn merges_into_single_predecessor(&self) -> bool {
        self.merges_into_single_predecessor
    }

    fn successor_for_operands(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let ctx = op.ctx;
        if !self.picks_constant_successor {
            return None;
        }
        match self.layout {
            BranchLayout::Unconditional => Some(0),
            BranchLayout::Conditional => match ctx.attr_as_int((*operands.first()?)?)? {
                0 => Some(1),
                _ => Some(0),
            },
            BranchLayout::Switch => {
                let flag = ctx.attr_as_int((*operands.first()?)?)?;
                let Some(values) = op.attr(CASE_VALUES) else {
                    return Some(0);
                };
                let cases = dense_integers(ctx, values)?;
                Some(cases.iter().position(|&c| c == flag).map_or(0, |i| i + 1))
            }
        }
    }

    fn erase_successor_operand(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        succ: usize,
        index: usize,
    ) -> bool {
        let Some(ranges) = self.layout.ranges(OpRef::new(ctx, body, op)) else {
            return false;
        };
        let Some(range) = ranges.get(succ) else {
            return false;
        };
        if index >= range.len() {
            return false;
        }
        let has_case_segments = OpRef::new(ctx, body, op).attr(CASE_SEGMENTS).is_some();
        let mut operands: Vec<_> = body.operands(op).collect();
        operands.remove(range.start + index);
        body.set_operands(op, &operands);
        let mut lens: Vec<usize> = ranges.iter().map(|r| r.len()).collect();
        lens[succ] -= 1;
        match self.layout {
            BranchLayout::Unconditional => {}
            BranchLayout::Conditional => {
                set(ctx, body, op, OPERAND_SEGMENTS, &[1, lens[0], lens[1]]);
            }
            BranchLayout::Switch => {
                let cases = &lens[1..];
                let segments = [1, lens[0], cases.iter().sum()];
                set(ctx, body, op, OPERAND_SEGMENTS, &segments);
                if has_case_segments {
                    set(ctx, body, op, CASE_SEGMENTS, cases);
                }
            }
        }
        true
    }
}

/// Stores `sizes` where the op keeps the attribute (discardable or property).
fn set(ctx: &Context, body: &mut Body, op: OpId, name: &str, sizes: &[usize]) {
    let value = ctx.dense_i32_sizes(sizes);
    let d = body.op_mut(op);
    if d.attrs.get_str(ctx, name).is_some() {
        d.attrs.set_str(ctx, name, value);
    } else {
        d.props.set_str(ctx, name, value);
    }
}

/// The integers of a dense integer vector (`case_values`), sign-extended.
fn dense_integers(ctx: &Context, a: Attribute) -> Option<Vec<i128>> {
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(a) else {
        return None;
    };
    let width = ctx.integer_width(ctx.element_type(*ty))?;
    let bytes = if width == 1 {
        1
    } else {
        width.div_ceil(8) as usize
    };
    let count = usize::try_from(ctx.num_elements(*ty)?).ok()?;
    let read = |chunk: &[u8]| {
        let mut buf = [0u8; 16];
        buf[..chunk.len()].copy_from_slice(chunk);
        let shift = 128 - width.min(127);
        (i128::from_le_bytes(buf) << shift) >> shift
    };
    if *splat {
        return Some(vec![read(data.get(..bytes)?); count]);
    }
    Some(data.chunks_exact(bytes).map(read).collect())
}
