//! The one-to-one lowering pattern most ops use, and shared pattern helpers.

use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, Location, OpId, OperationState, Type, ValueId};

pub fn loc_of(rw: &ConversionRewriter<'_>, op: OpId) -> Location {
    rw.body().op(op).loc
}

/// The op's result types, converted; `None` if one does not convert.
pub fn converted_results(rw: &ConversionRewriter<'_>, op: OpId) -> Option<Vec<Type>> {
    let tc = rw.type_converter()?;
    tc.convert_types(rw.ctx(), &rw.op_ref(op).result_types())
}

/// A float type (or shaped type of them) that llvm has no type for: 8 bits or fewer.
pub fn is_narrow_float(ctx: &xla_ir::Context, t: Type) -> bool {
    ctx.float_kind(ctx.element_type(t))
        .is_some_and(|k| k.bit_width() <= 8)
}

/// Replaces `from` by `to` with the converted operands and result types, carrying over the
/// flags and predicates `to` understands (`extra` adds fixed properties).
pub struct Lowering {
    from: &'static str,
    to: &'static str,
    extra: &'static [(&'static str, bool)],
}

impl Lowering {
    pub const fn new(from: &'static str, to: &'static str) -> Self {
        Lowering {
            from,
            to,
            extra: &[],
        }
    }
    /// With boolean properties (`is_zero_poison = false`, ...).
    pub const fn with_bools(
        from: &'static str,
        to: &'static str,
        extra: &'static [(&'static str, bool)],
    ) -> Self {
        Lowering { from, to, extra }
    }
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.to
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(types) = converted_results(rw, op) else {
            return Ok(false);
        };
        let tc = rw.type_converter();
        let operand_types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        if tc.is_some_and(|tc| operand_types.iter().any(|&t| !tc.is_legal_type(ctx, t))) {
            return Ok(false);
        }
        // f8/f6/f4 values are integers in llvm: only moving them keeps their meaning.
        let orig = rw.op_ref(op);
        let narrow = orig
            .operand_types()
            .into_iter()
            .chain(orig.result_types())
            .any(|t| is_narrow_float(ctx, t));
        if narrow
            && !matches!(
                self.to,
                llvm_ops::SelectOp::NAME | llvm_ops::BitcastOp::NAME
            )
        {
            return Ok(false);
        }
        let props = super::arith::carried_props(ctx, &rw.op_ref(op), self.to);
        let mut st = OperationState::new(ctx, self.to, loc_of(rw, op))
            .operands(operands)
            .results(&types);
        for (k, v) in props {
            st.set_attr(ctx, k, v);
        }
        for &(k, b) in self.extra {
            st.set_attr(ctx, k, ctx.bool_attr(b));
        }
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

/// The rewrite of a [`RootPattern`]: it gets the root op name it was registered for, the op,
/// its converted operands and the rewriter.
pub type RewriteFn =
    fn(&'static str, OpId, &[ValueId], &mut ConversionRewriter<'_>) -> Result<bool, Diag>;

/// A pattern for one op name whose rewrite is a plain function, so that patterns differing
/// only in the op they match (`memref.alloc` / `memref.alloca`, ...) share one rewrite.
pub struct RootPattern {
    root: &'static str,
    rewrite: RewriteFn,
}

impl RootPattern {
    pub fn boxed(root: &'static str, rewrite: RewriteFn) -> Box<dyn ConversionPattern> {
        Box::new(RootPattern { root, rewrite })
    }
}

impl ConversionPattern for RootPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        (self.rewrite)(self.root, op, operands, rw)
    }
}
