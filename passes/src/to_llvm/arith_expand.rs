//! Arith ops without a direct llvm counterpart, expanded to plain arith before the
//! conversion, as upstream's `--arith-expand` does for the division ops: `ceildivsi`,
//! `ceildivui`, `floordivsi`; and the extended ops (`addui_extended`, `mulsi_extended`,
//! `mului_extended`: upstream lowers the latter two directly to a double-width multiply,
//! which is what their expansion here produces). Scalar integers and `index` only; other forms stay
//! and the conversion reports them.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, OperationState, Type, TypeData, ValueId};

/// Creates ops before `anchor`, at its location.
pub(super) struct Emit<'c> {
    pub ctx: &'c Context,
    pub anchor: OpId,
    pub loc: xla_ir::Location,
}

impl Emit<'_> {
    pub fn op(
        &self,
        body: &mut Body,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, xla_ir::Attribute)],
    ) -> ValueId {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        st.result_types.push(ty);
        for &(k, v) in props {
            st.set_attr(self.ctx, k, v);
        }
        let id = body.create_op(self.ctx, st);
        body.insert_op_before(self.anchor, id);
        body.results(id)[0]
    }
    pub fn constant(&self, body: &mut Body, ty: Type, v: i128) -> ValueId {
        self.op(
            body,
            arith_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", self.ctx.integer_attr(ty, v))],
        )
    }
    pub fn cmpi(
        &self,
        body: &mut Body,
        predicate: CmpIPredicate,
        a: ValueId,
        b: ValueId,
    ) -> ValueId {
        self.op(
            body,
            arith_ops::CmpIOp::NAME,
            &[a, b],
            self.ctx.integer_type(1),
            &[("predicate", predicate.attr(self.ctx))],
        )
    }
    pub fn cmpf(
        &self,
        body: &mut Body,
        predicate: CmpFPredicate,
        a: ValueId,
        b: ValueId,
    ) -> ValueId {
        self.op(
            body,
            arith_ops::CmpFOp::NAME,
            &[a, b],
            self.ctx.integer_type(1),
            &[("predicate", predicate.attr(self.ctx))],
        )
    }
    /// A float constant of type `ty` with the raw bit pattern `bits`.
    pub fn float_bits(&self, body: &mut Body, ty: Type, bits: u64) -> ValueId {
        self.op(
            body,
            arith_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", self.ctx.float_attr_bits(ty, bits))],
        )
    }
}

/// Expands `op` if it is one of the ops above; its results are replaced.
fn expand(ctx: &Context, body: &mut Body, op: OpId) -> DResult<()> {
    let name = ctx.op_name_str(body.op(op).name).to_string();
    if !matches!(
        name.as_str(),
        arith_ops::CeilDivSIOp::NAME
            | arith_ops::CeilDivUIOp::NAME
            | arith_ops::FloorDivSIOp::NAME
            | arith_ops::AddUIExtendedOp::NAME
            | arith_ops::MulSIExtendedOp::NAME
            | arith_ops::MulUIExtendedOp::NAME
    ) || body.num_operands(op) != 2
    {
        return Ok(());
    }
    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
    let ty = body.value_type(a);
    // `index` is as wide as the conversion makes it (i64).
    let width = match *ctx.type_data(ty) {
        TypeData::Integer { width, .. } => width,
        TypeData::Index => 64,
        _ => return Ok(()),
    };
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    let i1 = ctx.integer_type(1);
    let results: Vec<ValueId> = match name.as_str() {
        arith_ops::CeilDivUIOp::NAME => {
            // a == 0 ? 0 : (a - 1) / b + 1
            let (zero, one) = (e.constant(body, ty, 0), e.constant(body, ty, 1));
            let is_zero = e.cmpi(body, CmpIPredicate::Eq, a, zero);
            let minus = e.op(body, arith_ops::SubIOp::NAME, &[a, one], ty, &[]);
            let q = e.op(body, arith_ops::DivUIOp::NAME, &[minus, b], ty, &[]);
            let plus = e.op(body, arith_ops::AddIOp::NAME, &[q, one], ty, &[]);
            vec![e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[is_zero, zero, plus],
                ty,
                &[],
            )]
        }
        arith_ops::CeilDivSIOp::NAME | arith_ops::FloorDivSIOp::NAME => {
            // q = a / b; when a != q * b, round up if the signs agree (ceil), down if they
            // differ (floor).
            let ceil = name == arith_ops::CeilDivSIOp::NAME;
            let zero = e.constant(body, ty, 0);
            let q = e.op(body, arith_ops::DivSIOp::NAME, &[a, b], ty, &[]);
            let product = e.op(body, arith_ops::MulIOp::NAME, &[q, b], ty, &[]);
            let inexact = e.cmpi(body, CmpIPredicate::Ne, a, product);
            let a_neg = e.cmpi(body, CmpIPredicate::Slt, a, zero);
            let b_neg = e.cmpi(body, CmpIPredicate::Slt, b, zero);
            let signs = e.cmpi(
                body,
                if ceil {
                    CmpIPredicate::Eq
                } else {
                    CmpIPredicate::Ne
                },
                a_neg,
                b_neg,
            );
            let adjust = e.op(body, arith_ops::AndIOp::NAME, &[inexact, signs], i1, &[]);
            let step = e.constant(body, ty, if ceil { 1 } else { -1 });
            let moved = e.op(body, arith_ops::AddIOp::NAME, &[q, step], ty, &[]);
            vec![e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[adjust, moved, q],
                ty,
                &[],
            )]
        }
        arith_ops::AddUIExtendedOp::NAME => {
            let sum = e.op(body, arith_ops::AddIOp::NAME, &[a, b], ty, &[]);
            let overflow = e.cmpi(body, CmpIPredicate::Ult, sum, a);
            vec![sum, overflow]
        }
        _ => {
            // Multiply at double width; low half and high half.
            let wide = ctx.integer_type(width * 2);
            let ext = if name == arith_ops::MulSIExtendedOp::NAME {
                arith_ops::ExtSIOp::NAME
            } else {
                arith_ops::ExtUIOp::NAME
            };
            let (wa, wb) = (
                e.op(body, ext, &[a], wide, &[]),
                e.op(body, ext, &[b], wide, &[]),
            );
            let m = e.op(body, arith_ops::MulIOp::NAME, &[wa, wb], wide, &[]);
            let low = e.op(body, arith_ops::TruncIOp::NAME, &[m], ty, &[]);
            let shift = e.constant(body, wide, i128::from(width));
            let hi = e.op(body, arith_ops::ShRUIOp::NAME, &[m, shift], wide, &[]);
            vec![low, e.op(body, arith_ops::TruncIOp::NAME, &[hi], ty, &[])]
        }
    };
    let old: Vec<ValueId> = body.results(op).to_vec();
    for (o, n) in old.into_iter().zip(results) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(op);
    Ok(())
}

fn collect(body: &Body, regions: &[xla_ir::RegionId], out: &mut Vec<OpId>) {
    for &r in regions {
        for blk in body.region_blocks(r).collect::<Vec<_>>() {
            for o in body.block_ops(blk).collect::<Vec<_>>() {
                out.push(o);
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    collect(body, body.local_regions(o), out)
                });
            }
        }
    }
}

/// Expands the ops in every function of the module.
pub fn run(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    expand_all(ctx, module, expand)
}

/// Calls `expand` on every op of every function of the module (it may replace the op).
pub(super) fn expand_all(
    ctx: &Context,
    module: &mut OpData,
    expand: fn(&Context, &mut Body, OpId) -> DResult<()>,
) -> Result<(), Vec<Diag>> {
    let Some(mbody) = module.isolated_body_mut() else {
        return Ok(());
    };
    let Some(&region) = mbody.root_regions().first() else {
        return Ok(());
    };
    let Some(block) = mbody.entry_block(region) else {
        return Ok(());
    };
    for f in mbody.block_ops(block).collect::<Vec<_>>() {
        let Some(fbody) = mbody.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let roots = fbody.root_regions().to_vec();
        let mut ops = Vec::new();
        collect(fbody, &roots, &mut ops);
        for o in ops {
            if !fbody.is_erased(o) {
                expand(ctx, fbody, o).map_err(|d| vec![d])?;
            }
        }
    }
    Ok(())
}
