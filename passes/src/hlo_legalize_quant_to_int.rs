//! `--hlo-legalize-quant-to-int`: quantized (`!quant.uniform`) tensors become tensors of their
//! storage integers with explicit arithmetic, after StableHLO's
//! `stablehlo-legalize-quant-to-int`:
//! - `uniform_dequantize(q)` -> `(convert(q) - zero_point) * scale` in the expressed type;
//! - `uniform_quantize(x)` -> `convert(clamp(min, round_nearest_even(x / scale + zero_point), max))`
//!   (a quantized `x` is dequantized first);
//! - any other hlo op on quantized values runs on dequantized operands with expressed result
//!   types and its quantized results are quantized (dequantize -> op -> quantize);
//! - ops that only move stored values (reshape, transpose, slice, ...) keep them; every value,
//!   block argument and function signature of a quantized type takes the storage type, and a
//!   `bitcast_convert` between a quantized type and its storage type disappears.
//!
//! Per-axis parameters broadcast a 1-D constant along the quantized dimension. The arithmetic
//! is the interpreter's (`interp/src/hlo/quantized.rs`), op for op, so both agree bit for bit.

use xla_dialect_func::ops::FuncOp;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::quantized::with_element;
use xla_dialect_quant::UniformType;
use xla_ir::float::{self, FloatKind};
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{
    AttrData, Body, Context, Diag, OpData, OpId, OpRef, OperationState, Type, TypeData, ValueId,
    DYNAMIC,
};

pub const ARGUMENT: &str = "hlo-legalize-quant-to-int";
const DESCRIPTION: &str =
    "Lower quantized hlo to integer storage with explicit dequantize -> compute -> quantize arithmetic";

#[derive(Default)]
pub struct HloLegalizeQuantToInt;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(HloLegalizeQuantToInt),
    }
}

impl Pass for HloLegalizeQuantToInt {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "HloLegalizeQuantToInt"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(FuncOp::NAME)
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(sig) = op.props.get_str(ctx, "function_type") {
            let lowered = ctx.attr_as_type(sig).map(|t| storage_type(ctx, t));
            if let Some(t) = lowered {
                op.props.set_str(ctx, "function_type", ctx.type_attr(t));
            }
        }
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        legalize_body(ctx, body)
    }
}

fn quantized(ctx: &Context, t: Type) -> Option<UniformType> {
    UniformType::from_type(ctx, ctx.element_type(t))
}

/// `t` with quantized elements (at any depth of functions and tuples) replaced by their
/// storage integers.
pub fn storage_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => {
            let (i, r): (Vec<Type>, Vec<Type>) = (
                inputs.iter().map(|&x| storage_type(ctx, x)).collect(),
                results.iter().map(|&x| storage_type(ctx, x)).collect(),
            );
            ctx.function_type(&i, &r)
        }
        TypeData::Tuple(ts) => {
            let ts: Vec<Type> = ts.iter().map(|&x| storage_type(ctx, x)).collect();
            ctx.tuple_type(&ts)
        }
        _ => match quantized(ctx, t) {
            Some(u) => with_element(ctx, t, u.storage_int_type(ctx)).unwrap_or(t),
            None => t,
        },
    }
}

fn expressed_type(ctx: &Context, t: Type) -> Type {
    match quantized(ctx, t) {
        Some(u) => with_element(ctx, t, u.expressed).unwrap_or(t),
        None => t,
    }
}

pub fn legalize_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let ops: Vec<OpId> = body
        .all_ops()
        .filter(|&id| body.op(id).parent_block().is_some())
        .collect();
    let mut errors = Vec::new();
    for id in ops {
        let op = OpRef::new(ctx, body, id);
        let name = op.name_str();
        let involved = op
            .operand_types()
            .into_iter()
            .chain(op.result_types())
            .any(|t| quantized(ctx, t).is_some());
        if !involved
            || !name.starts_with("hlo.")
            || xla_dialect_hlo::quantized::MOVES_STORED_VALUES.contains(&name)
        {
            continue;
        }
        if op.num_regions() > 0 {
            errors.push(op.error(format!(
                "with quantized values and regions is not supported ({ARGUMENT})"
            )));
            continue;
        }
        if let Err(d) = lower_op(ctx, body, id) {
            errors.push(d);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    retype(ctx, body);
    Ok(())
}

/// Rewrites one op computing on quantized values into integer-storage arithmetic.
fn lower_op(ctx: &Context, body: &mut Body, id: OpId) -> Result<(), Diag> {
    let op = OpRef::new(ctx, body, id);
    let (name, loc) = (op.name_str().to_string(), op.loc());
    let name = name.as_str();
    let operands: Vec<ValueId> = op.operands().collect();
    let results: Vec<ValueId> = op.results().to_vec();
    let result_types = op.result_types();
    let mut e = Emitter {
        ctx,
        body,
        anchor: id,
        loc,
    };
    let replacement: Vec<ValueId> = if name == hlo_ops::UniformDequantizeOp::NAME {
        let u = e.quantized_of(operands[0])?;
        vec![e.dequantize(operands[0], &u)?]
    } else if name == hlo_ops::UniformQuantizeOp::NAME {
        let u =
            quantized(ctx, result_types[0]).ok_or_else(|| e.error("result is not quantized"))?;
        let x = match quantized(ctx, e.body.value_type(operands[0])) {
            Some(from) => e.dequantize(operands[0], &from)?,
            None => operands[0],
        };
        vec![e.quantize(x, &u, result_types[0])?]
    } else {
        let mut inputs = Vec::with_capacity(operands.len());
        for &v in &operands {
            inputs.push(match quantized(ctx, e.body.value_type(v)) {
                Some(u) => e.dequantize(v, &u)?,
                None => v,
            });
        }
        let data = e.body.op(id);
        let mut state = OperationState::new(ctx, name, loc);
        state.operands = inputs;
        state.result_types = result_types
            .iter()
            .map(|&t| expressed_type(ctx, t))
            .collect();
        state.props = data.props.clone();
        state.attrs = data.attrs.clone();
        let copy = e.insert(state);
        let mut out = Vec::new();
        for (i, &t) in result_types.iter().enumerate() {
            let r = e.body.result(copy, i);
            out.push(match quantized(ctx, t) {
                Some(u) => e.quantize(r, &u, t)?,
                None => r,
            });
        }
        out
    };
    for (old, new) in results.into_iter().zip(replacement) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(id);
    Ok(())
}

/// Emits ops before `anchor`.
struct Emitter<'c, 'b> {
    ctx: &'c Context,
    body: &'b mut Body,
    anchor: OpId,
    loc: xla_ir::Location,
}

impl Emitter<'_, '_> {
    fn error(&self, msg: &str) -> Diag {
        Diag::error(self.loc, format!("{msg} ({ARGUMENT})"))
    }

    fn quantized_of(&self, v: ValueId) -> Result<UniformType, Diag> {
        quantized(self.ctx, self.body.value_type(v))
            .ok_or_else(|| self.error("operand is not quantized"))
    }

    fn insert(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(self.ctx, state);
        self.body.insert_op_before(self.anchor, op);
        op
    }

    fn op1(&mut self, name: &str, operands: &[ValueId], result: Type) -> ValueId {
        let state = OperationState::new(self.ctx, name, self.loc)
            .operands(operands)
            .results(&[result]);
        let op = self.insert(state);
        self.body.result(op, 0)
    }

    fn static_shape(&self, t: Type) -> Result<Vec<i64>, Diag> {
        match self.ctx.shape(t) {
            Some(s) if !s.contains(&DYNAMIC) => Ok(s.to_vec()),
            _ => Err(self.error("quantized tensors of dynamic shape are not supported")),
        }
    }

    /// A float constant of `kind`, `tensor<shape>`: splat of `values[0]`, or `values` along
    /// `axis` broadcast to `shape`.
    fn float_constant(
        &mut self,
        kind: FloatKind,
        shape: &[i64],
        values: &[f64],
        axis: Option<i32>,
    ) -> ValueId {
        let ctx = self.ctx;
        let elem = ctx.float_type(kind);
        let bytes = (kind.bit_width() as usize).div_ceil(8);
        let encode = |xs: &[f64]| -> Box<[u8]> {
            xs.iter()
                .flat_map(|&x| {
                    float::from_f64(kind, x)
                        .0
                        .to_le_bytes()
                        .into_iter()
                        .take(bytes)
                })
                .collect()
        };
        let full = ctx.tensor_type(shape, elem);
        let constant = |e: &mut Self, ty: Type, data: Box<[u8]>, splat: bool| {
            let value = ctx.intern_attr(AttrData::DenseElements { ty, data, splat });
            let state = OperationState::new(ctx, hlo_ops::ConstantOp::NAME, e.loc)
                .attr(ctx, "value", value)
                .results(&[ty]);
            let op = e.insert(state);
            e.body.result(op, 0)
        };
        match axis {
            Some(d) if values.len() > 1 => {
                let line = ctx.tensor_type(&[values.len() as i64], elem);
                let c = constant(self, line, encode(values), false);
                let state = OperationState::new(ctx, hlo_ops::BroadcastInDimOp::NAME, self.loc)
                    .operands(&[c])
                    .attr(
                        ctx,
                        "broadcast_dimensions",
                        ctx.dense_i64_array(&[i64::from(d)]),
                    )
                    .results(&[full]);
                let op = self.insert(state);
                self.body.result(op, 0)
            }
            _ => constant(self, full, encode(&values[..1]), true),
        }
    }

    fn params(&mut self, u: &UniformType, kind: FloatKind, shape: &[i64]) -> (ValueId, ValueId) {
        let zps: Vec<f64> = u.zero_points.iter().map(|&z| z as f64).collect();
        let scale = self.float_constant(kind, shape, &u.scales, u.quantized_dimension);
        let zero_point = self.float_constant(kind, shape, &zps, u.quantized_dimension);
        (scale, zero_point)
    }

    fn kind(&self, u: &UniformType) -> Result<FloatKind, Diag> {
        u.expressed_kind(self.ctx)
            .ok_or_else(|| self.error("expressed type is not a float"))
    }

    /// `(convert(q) - zero_point) * scale` in the expressed type.
    fn dequantize(&mut self, q: ValueId, u: &UniformType) -> Result<ValueId, Diag> {
        let t = self.body.value_type(q);
        let shape = self.static_shape(t)?;
        let kind = self.kind(u)?;
        let ft = self.ctx.tensor_type(&shape, u.expressed);
        let (scale, zero_point) = self.params(u, kind, &shape);
        let f = self.op1(hlo_ops::ConvertOp::NAME, &[q], ft);
        let shifted = self.op1(hlo_ops::SubtractOp::NAME, &[f, zero_point], ft);
        Ok(self.op1(hlo_ops::MultiplyOp::NAME, &[shifted, scale], ft))
    }

    /// `convert(clamp(min, round_nearest_even(x / scale + zero_point), max))`, typed
    /// `quantized_ty` until [`retype`] gives every quantized value its storage type (later
    /// ops read their operands' quantization from it).
    fn quantize(
        &mut self,
        x: ValueId,
        u: &UniformType,
        quantized_ty: Type,
    ) -> Result<ValueId, Diag> {
        let t = self.body.value_type(x);
        let shape = self.static_shape(t)?;
        let kind = self.kind(u)?;
        let ft = self.ctx.tensor_type(&shape, u.expressed);
        let (scale, zero_point) = self.params(u, kind, &shape);
        let scaled = self.op1(hlo_ops::DivideOp::NAME, &[x, scale], ft);
        let shifted = self.op1(hlo_ops::AddOp::NAME, &[scaled, zero_point], ft);
        let rounded = self.op1(hlo_ops::RoundNearestEvenOp::NAME, &[shifted], ft);
        let lo = self.float_constant(kind, &[], &[u.storage_min as f64], None);
        let hi = self.float_constant(kind, &[], &[u.storage_max as f64], None);
        let clamped = self.op1(hlo_ops::ClampOp::NAME, &[lo, rounded, hi], ft);
        Ok(self.op1(hlo_ops::ConvertOp::NAME, &[clamped], quantized_ty))
    }
}

/// Every quantized value takes its storage type; bitcasts that became identities go.
fn retype(ctx: &Context, body: &mut Body) {
    let ops: Vec<OpId> = body.all_ops().collect();
    let mut values: Vec<ValueId> = Vec::new();
    for &id in &ops {
        values.extend_from_slice(body.results(id));
        for &r in body.local_regions(id) {
            for b in body.region_blocks(r).collect::<Vec<_>>() {
                values.extend_from_slice(body.block_args(b));
            }
        }
    }
    for &r in body.root_regions().to_vec().iter() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            values.extend_from_slice(body.block_args(b));
        }
    }
    for v in values {
        let t = body.value_type(v);
        let lowered = storage_type(ctx, t);
        if lowered != t {
            body.set_value_type(v, lowered);
        }
    }
    for id in ops {
        if body.is_erased(id) || body.op(id).parent_block().is_none() {
            continue;
        }
        let op = OpRef::new(ctx, body, id);
        if op.name_str() == hlo_ops::BitcastConvertOp::NAME
            && op.operand_type(0) == op.result_type(0)
        {
            let (from, to) = (body.operand(id, 0), body.result(id, 0));
            body.replace_all_uses(to, from);
            body.erase_op(id);
        }
    }
}
