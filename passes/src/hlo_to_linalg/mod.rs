//! `--hlo-legalize-to-linalg`: hlo ops on tensors become linalg structured ops (on tensors),
//! tensor ops, and scalar arith/math computations in their bodies.
//!
//! Layout: this module holds the pass, the conversion target and the list of lowerings;
//! [`builder`] is the op-building API every lowering uses; the lowerings are split by op
//! group, one file each, each exposing `lowerings() -> Vec<Lowering>`:
//! - [`elementwise`]: unary/binary/compare/select/clamp/convert/bitcast_convert and the math
//!   functions (implicit broadcasts and dynamic dimensions included), with [`scalar`] holding
//!   the per-element arith/math sequences (also used for hlo ops on 0-d tensors inside the
//!   regions of reduce/sort/scatter/map, which become scalar code);
//! - [`shape`]: broadcast_in_dim, transpose, reshape, reverse, iota, constant;
//! - `hlo.map` in [`map`];
//! - [`control_flow`]: hlo.while, hlo.if, hlo.case into scf.while, scf.if, scf.index_switch;
//! - structured ops (dot, reduce, convolution, gather, ...): one file each, listed in
//!   [`lowerings`] below.
//!
//! An op without a lowering fails with `'<op>' op failed to legalize to linalg: ...` at its
//! location (docs/lowering/hlo-to-linalg.md lists what is not lowered and why).
//!
//! The driver is the dialect-conversion framework: hlo/chlo illegal, signed/unsigned integers
//! converted to signless (unrealized casts bridge to unconverted users such as `func.return`);
//! then [`signature`] makes the function boundary signless (signature, entry block, calls,
//! returns), so no cast is left at a function's edge.

use xla_dialect_func::ops as func_ops;
pub mod builder;
pub mod cholesky;
pub mod collective;
pub mod complex;
pub mod complex_bitcast;
pub mod control_flow;
pub mod conv_matmul;
pub mod convolution;
pub mod dot;
pub mod elementwise;
pub mod fft;
pub mod gather;
pub mod map;
pub mod not_lowered;
pub mod reduce;
pub mod reduce_window;
pub mod region;
pub mod rng;
pub mod scalar;
pub mod scatter;
pub mod select_and_scatter;
pub mod shape;
pub mod signature;
pub mod slicing;
pub mod sort;
pub mod structured;
pub mod triangular_solve;
pub mod tuple;

#[cfg(test)]
mod tests;

use builder::{Builder, Rewriter};
use xla_ir::ir::WalkOrder;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, TypeConverter,
};
use xla_ir::{Body, Context, Diag, OpData, OpId, ValueId};

pub const ARGUMENT: &str = "hlo-legalize-to-linalg";
const DESCRIPTION: &str =
    "Legalize hlo ops to linalg structured ops on tensors (with tensor, arith and math ops)";

/// Lowers the op the builder is anchored at, given its (converted) operands; `Ok(false)`
/// when the lowering does not apply (it must not have changed anything then).
pub type LowerFn = fn(&mut Builder<'_, '_>, &[ValueId]) -> Result<bool, Diag>;

/// One lowering: the hlo op it applies to and how.
#[derive(Clone, Copy)]
pub struct Lowering {
    pub op: &'static str,
    pub lower: LowerFn,
}

/// Every lowering of the pass, by op group.
pub fn lowerings() -> Vec<Lowering> {
    [
        elementwise::lowerings(),
        shape::lowerings(),
        map::lowerings(),
        dot::lowerings(),
        cholesky::lowerings(),
        collective::lowerings(),
        convolution::lowerings(),
        gather::lowerings(),
        reduce::lowerings(),
        reduce_window::lowerings(),
        scatter::lowerings(),
        select_and_scatter::lowerings(),
        slicing::lowerings(),
        sort::lowerings(),
        fft::lowerings(),
        rng::lowerings(),
        triangular_solve::lowerings(),
        tuple::lowerings(),
        control_flow::lowerings(),
        not_lowered::lowerings(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Dialects the pass produces (everything else from hlo must be gone).
pub const LEGAL_DIALECTS: &[&str] = &[
    "linalg", "tensor", "arith", "math", "func", "scf", "builtin",
];

#[derive(Default)]
pub struct HloLegalizeToLinalg;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(HloLegalizeToLinalg),
    }
}

impl Pass for HloLegalizeToLinalg {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "HloLegalizeToLinalg"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(func_ops::FuncOp::NAME)
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(body) = op.isolated_body_mut() {
            convolution::constant_dynamic_convs_to_convolutions(ctx, body);
            crate::hlo_refine_shapes::constant_dynamic_ops_to_static(ctx, body);
            complex_bitcast::complex_bitcasts_to_parts(ctx, body);
            unsigned_probes_pass_through(ctx, body);
            legalize_body(ctx, body, &lowerings())?;
        }
        // Tokens leave the function's boundary; it becomes signless too (every function of
        // the module is).
        signature::strip_tokens(ctx, op).map_err(|d| vec![d])?;
        signature::convert_function(ctx, op);
        Ok(())
    }
}

/// A probe of an unsigned (or signed) value stays as it is, reading its operand through a
/// signedness cast, while its result's users take the operand itself (the result is the
/// operand): the probe's result would otherwise need a cast back to signless values that no
/// later stage resolves.
fn unsigned_probes_pass_through(ctx: &Context, body: &mut Body) {
    let name = ctx.op_name(xla_dialect_check::interpreter::ProbeOp::NAME);
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    ops.retain(|&op| body.op(op).name == name);
    for op in ops {
        let result = body.result(op, 0);
        let ty = body.value_type(result);
        if elementwise::signless_type(ctx, ty) != ty {
            let operand = body.operand(op, 0);
            body.replace_all_uses(result, operand);
        }
    }
}

/// The types the lowering computes in: signed and unsigned integers (scalars and element
/// types) become signless; everything else stays.
pub fn type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|ctx, t| {
        let s = elementwise::signless_type(ctx, t);
        (s != t).then_some(s)
    });
    tc
}

/// hlo (and chlo) must go; linalg, tensor, arith, math, scf and builtin (the casts at
/// signedness boundaries) are what the lowering produces; func stays as it is.
pub fn conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_illegal_dialect("hlo")
        .add_illegal_dialect("chlo")
        // A print is a call of the runtime too (collective.rs).
        .add_illegal_op(xla_dialect_check::interpreter::PrintOp::NAME);
    for d in LEGAL_DIALECTS {
        target.add_legal_dialect(d);
    }
    // JAX's LAPACK calls and the collective runtime's calls (hlo_to_linalg/collective.rs)
    // stay (bufferized into destination form, then calls of the runtime:
    // docs/lowering/lapack.md).
    target.add_dynamically_legal_op(xla_dialect_hlo::ops::CustomCallOp::NAME, |op| {
        op.attr("call_target_name")
            .and_then(|a| op.ctx.attr_as_str(a))
            .is_some_and(|t| {
                xla_runtime::lapack::spec::parse_target(t).is_some()
                    || t == xla_values::collective_abi::TARGET
            })
    });
    target
}

/// A [`Lowering`] as a conversion pattern.
struct Pattern(Lowering);

impl ConversionPattern for Pattern {
    fn root(&self) -> Option<&str> {
        Some(self.0.op)
    }
    fn name(&self) -> &str {
        self.0.op
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let mut b = Builder::new(rw, op);
        (self.0.lower)(&mut b, operands)
    }
}

impl<'c> Rewriter<'c> for ConversionRewriter<'c> {
    fn ctx(&self) -> &'c Context {
        ConversionRewriter::ctx(self)
    }
    fn body(&self) -> &Body {
        ConversionRewriter::body(self)
    }
    fn body_mut(&mut self) -> &mut Body {
        self.rewriter().body_mut(&[])
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        ConversionRewriter::set_insertion_point_before(self, op)
    }
    fn set_insertion_point_end(&mut self, block: xla_ir::BlockId) {
        ConversionRewriter::set_insertion_point_end(self, block)
    }
    fn create(&mut self, state: xla_ir::OperationState) -> OpId {
        ConversionRewriter::create(self, state)
    }
    fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> Result<(), Diag> {
        ConversionRewriter::replace_op(self, op, values)
    }
    fn convert_region_types(&mut self, region: xla_ir::RegionId) -> Result<(), Diag> {
        match self.type_converter() {
            Some(converter) => ConversionRewriter::convert_region_types(self, region, converter),
            None => Ok(()),
        }
    }
}

/// Lowers every hlo op of `body` with the conversion framework (pre-order: region-holding ops
/// before the ops in their regions); each hlo op left gets a located error naming the pass.
pub fn legalize_body(
    ctx: &Context,
    body: &mut Body,
    lowerings: &[Lowering],
) -> Result<(), Vec<Diag>> {
    let patterns: Vec<Box<dyn ConversionPattern>> = lowerings
        .iter()
        .map(|&l| Box::new(Pattern(l)) as Box<dyn ConversionPattern>)
        .collect();
    let patterns = ConversionPatternSet::new(ctx, patterns);
    let converter = type_converter();
    match apply_partial_conversion(ctx, body, &conversion_target(), &patterns, Some(&converter)) {
        Ok(_) => {
            // Tuples taken apart leave placeholders nothing uses any more.
            tuple::erase_unused_placeholders(ctx, body);
            Ok(())
        }
        Err(diags) => {
            // The framework's "failed to legalize operation ... marked illegal" becomes the
            // pass's own message; errors a lowering reported stay as they are.
            let mut out: Vec<Diag> = diags
                .into_iter()
                .filter(|d| !d.message.starts_with("failed to legalize operation"))
                .collect();
            report_leftovers(ctx, body, &mut out);
            Err(out)
        }
    }
}

/// An error for each hlo op still in `body`, the bodies of isolated ops (e.g.
/// `sdy.manual_computation`) included.
fn report_leftovers(ctx: &Context, body: &Body, errors: &mut Vec<Diag>) {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if let Some(inner) = body.op(op).isolated_body() {
            report_leftovers(ctx, inner, errors);
        }
        let r = xla_ir::OpRef::new(ctx, body, op);
        let name = r.name_str();
        if let Some(short) = name
            .strip_prefix("hlo.")
            .or_else(|| name.strip_prefix("chlo."))
        {
            // Ops inside an hlo op that was not lowered are covered by its error.
            if errors.iter().any(|d| d.loc == r.loc()) || inside_hlo_op(ctx, body, op) {
                continue;
            }
            errors.push(r.error(format!("failed to legalize to linalg: {short} is not lowered (see docs/lowering/hlo-to-linalg.md)")));
        }
    }
}

/// Whether an ancestor of `op` (in this body) is an hlo or chlo op.
fn inside_hlo_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut cur = body.parent_op(op);
    let mut steps = 0;
    while let Some(p) = cur {
        let name = ctx.op_name_str(body.op(p).name);
        if name.starts_with("hlo.") || name.starts_with("chlo.") {
            return true;
        }
        cur = body.parent_op(p);
        steps += 1;
        if steps > 100_000 {
            break;
        }
    }
    false
}
