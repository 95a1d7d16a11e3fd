//! The `check.*` ops (and `hlo.custom_call @check.expect_*`) become calls of the check
//! runtime (docs/lowering/to-llvm.md, "check runtime"): each memref operand is passed as
//! upstream passes an unranked memref, `(i64 rank, ptr descriptor)`, the descriptor stored
//! in an `llvm.alloca`. Runs before the conversion, on memrefs: the check reads a
//! `bufferization.to_tensor` of its buffer (bufferization keeps check ops on tensors); a
//! `_const` check's literal becomes a `memref.global`. The descriptor reaches the llvm ops
//! through an unrealized cast that `--reconcile-unrealized-casts` folds away.

use xla_dialect_bufferization::ops as bufferization_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{array_type, func_type, ptr_type, void_type};
use xla_dialect_memref::ops as memref_ops;
use xla_ir::ir::ValueDef;
use xla_ir::{
    AttrData, Attribute, BlockId, Body, Context, DResult, Diag, Location, OpData, OpId,
    OperationState, Type, TypeData, ValueId,
};

/// A check to lower: its runtime function and the kind of its trailing arguments.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Eq,
    AlmostEq,
    Close,
}

impl Kind {
    fn runtime(self) -> &'static str {
        match self {
            Kind::Eq => "xla_check_expect_eq",
            Kind::AlmostEq => "xla_check_expect_almost_eq",
            Kind::Close => "xla_check_expect_close",
        }
    }
}

/// `(kind, expected is the `value` attribute)` of a check op, or None for other ops.
fn classify(ctx: &Context, body: &Body, op: OpId) -> Option<(Kind, bool, bool)> {
    let name = ctx.op_name_str(body.op(op).name);
    let (base, custom) = match name {
        hlo_ops::CustomCallOp::NAME => {
            let r = xla_ir::OpRef::new(ctx, body, op);
            let t = r
                .attr("call_target_name")
                .and_then(|a| ctx.attr_as_str(a))?;
            (t.strip_prefix("check.")?.to_string(), true)
        }
        n => (n.strip_prefix("check.")?.to_string(), false),
    };
    let kind = match base.as_str() {
        "expect_eq" | "expect_eq_const" => Kind::Eq,
        "expect_almost_eq" | "expect_almost_eq_const" => Kind::AlmostEq,
        "expect_close" => Kind::Close,
        _ => return None,
    };
    Some((kind, base.ends_with("_const"), custom))
}

/// The element type code of the runtime (backends/melior/src/check_runtime.rs, `CheckElem`):
/// i1..i64 0-4, f16 5, bf16 6, f32 7, f64 8, i2 9, i4 10, other floats 16 + their index
/// in `FloatKind::ALL`.
pub(super) fn elem_code(ctx: &Context, elem: Type) -> Option<i64> {
    use xla_ir::float::FloatKind;
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => [1, 8, 16, 32, 64, 0, 0, 0, 0, 2, 4]
            .iter()
            .position(|w| w == width)
            .map(|p| p as i64),
        TypeData::Float(FloatKind::F16) => Some(5),
        TypeData::Float(FloatKind::BF16) => Some(6),
        TypeData::Float(FloatKind::F32) => Some(7),
        TypeData::Float(FloatKind::F64) => Some(8),
        TypeData::Float(k) => FloatKind::ALL
            .iter()
            .position(|a| a == k)
            .map(|p| 16 + p as i64),
        TypeData::Complex(part) => match ctx.type_data(*part) {
            TypeData::Float(FloatKind::F32) => Some(11),
            TypeData::Float(FloatKind::F64) => Some(12),
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn fail(ctx: &Context, body: &Body, op: OpId, why: &str) -> Diag {
    let r = xla_ir::OpRef::new(ctx, body, op);
    r.error(format!("failed to legalize to llvm: {why}"))
}

/// Module-level state: new string globals, constant globals and declared runtime functions.
#[derive(Default)]
pub(super) struct Needs {
    pub(super) strings: Vec<(String, String)>,
    constants: Vec<(String, Type, Attribute)>,
    pub(super) runtime: std::collections::BTreeSet<&'static str>,
    taken: std::collections::HashSet<String>,
}

impl Needs {
    pub(super) fn fresh(&mut self, base: &str) -> String {
        let mut i = self.strings.len() + self.constants.len();
        loop {
            let n = format!("{base}_{i}");
            if self.taken.insert(n.clone()) {
                return n;
            }
            i += 1;
        }
    }
}

/// The target of an `hlo.custom_call` in destination form (no results, every operand a memref:
/// bufferized LAPACK and collective calls), or None for other ops.
pub(super) fn destination_call_target<'a>(
    ctx: &'a Context,
    body: &'a Body,
    op: OpId,
) -> Option<&'a str> {
    if ctx.op_name_str(body.op(op).name) != xla_dialect_hlo::ops::CustomCallOp::NAME {
        return None;
    }
    let on_memrefs = body.results(op).is_empty()
        && body
            .operands(op)
            .all(|v| matches!(ctx.type_data(body.value_type(v)), TypeData::MemRef { .. }));
    if !on_memrefs {
        return None;
    }
    xla_ir::OpRef::new(ctx, body, op)
        .attr("call_target_name")
        .and_then(|a| ctx.attr_as_str(a))
}

pub(super) struct Emit<'c> {
    pub(super) ctx: &'c Context,
    pub(super) anchor: OpId,
    pub(super) loc: Location,
}

impl Emit<'_> {
    pub(super) fn op(
        &self,
        body: &mut Body,
        name: &str,
        operands: &[ValueId],
        result: Option<Type>,
        props: &[(&str, Attribute)],
    ) -> Option<ValueId> {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        if let Some(t) = result {
            st.result_types.push(t);
        }
        for &(k, v) in props {
            st.set_attr(self.ctx, k, v);
        }
        let id = body.create_op(self.ctx, st);
        body.insert_op_before(self.anchor, id);
        body.results(id).first().copied()
    }
    pub(super) fn value(
        &self,
        body: &mut Body,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        self.op(body, name, operands, Some(ty), props)
            .expect("`op` was given Some(ty), so the created op has exactly one result")
    }
    /// Replaces the anchor by `llvm.call @callee(args)` of a runtime function (declared once
    /// per module through `needs`).
    pub(super) fn replace_by_runtime_call(
        &self,
        body: &mut Body,
        callee: &'static str,
        args: &[ValueId],
        needs: &mut Needs,
    ) {
        let segs = xla_dialect_llvm::syntax::dense_i32_array(self.ctx, &[args.len() as i32, 0]);
        self.op(
            body,
            llvm_ops::CallOp::NAME,
            args,
            None,
            &[
                ("callee", self.ctx.symbol_ref(callee)),
                ("operandSegmentSizes", segs),
            ],
        );
        needs.runtime.insert(callee);
        body.erase_op(self.anchor);
    }
    /// The address of a new NUL-terminated string global `base_N` holding `text`.
    pub(super) fn string(
        &self,
        body: &mut Body,
        needs: &mut Needs,
        base: &str,
        text: String,
    ) -> ValueId {
        let name = needs.fresh(base);
        needs.strings.push((name.clone(), text));
        self.value(
            body,
            llvm_ops::AddressOfOp::NAME,
            &[],
            ptr_type(self.ctx),
            &[("global_name", self.ctx.symbol_ref(&name))],
        )
    }
    pub(super) fn constant(&self, body: &mut Body, ty: Type, attr: Attribute) -> ValueId {
        self.value(
            body,
            llvm_ops::ConstantOp::NAME,
            &[],
            ty,
            &[("value", attr)],
        )
    }
}

/// The memref a check operand reads: the buffer of its `bufferization.to_tensor`, looking
/// through the signless-to-unsigned tensor casts the hlo lowering leaves before checks.
pub(super) fn buffer_of(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    if matches!(ctx.type_data(body.value_type(v)), TypeData::MemRef { .. }) {
        return Some(v);
    }
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    match ctx.op_name_str(body.op(op).name) {
        bufferization_ops::ToTensorOp::NAME => Some(body.operand(op, 0)),
        xla_ir::rewrite::conversion::UNREALIZED_CAST if body.num_operands(op) == 1 => {
            let src = body.operand(op, 0);
            let width = |x: ValueId| ctx.scalar_bit_width(ctx.element_type(body.value_type(x)));
            if width(src).is_none()
                || width(src) != width(v)
                || !matches!(ctx.type_data(body.value_type(src)), TypeData::Tensor { .. })
            {
                return None;
            }
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || buffer_of(ctx, body, src))
        }
        _ => None,
    }
}

/// A dense literal with its element type replaced by `elem` of the same width (unsigned
/// expected values checked against signless buffers: the bytes are the same).
fn retype_literal(ctx: &Context, value: Attribute, shape: &[i64], elem: Type) -> Option<Attribute> {
    match ctx.attr_data(value) {
        AttrData::DenseElements { ty, data, splat } => {
            let old = ctx.element_type(*ty);
            if old == elem {
                return Some(value);
            }
            (ctx.scalar_bit_width(old)? == ctx.scalar_bit_width(elem)?).then(|| {
                ctx.intern_attr(AttrData::DenseElements {
                    ty: ctx.tensor_type(shape, elem),
                    data: data.clone(),
                    splat: *splat,
                })
            })
        }
        _ => None,
    }
}

/// Stores memref `m`'s descriptor in an alloca: `(rank, ptr)`.
pub(super) fn pass_memref(
    e: &Emit<'_>,
    body: &mut Body,
    m: ValueId,
) -> Option<(ValueId, ValueId, Type)> {
    let ctx = e.ctx;
    let TypeData::MemRef { shape, elem, .. } = ctx.type_data(body.value_type(m)).clone() else {
        return None;
    };
    let desc_ty = super::types::descriptor_type(ctx, shape.len());
    let desc = e.value(
        body,
        xla_ir::rewrite::conversion::UNREALIZED_CAST,
        &[m],
        desc_ty,
        &[],
    );
    let one = e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), 1));
    let slot = e.value(
        body,
        llvm_ops::AllocaOp::NAME,
        &[one],
        ptr_type(ctx),
        &[("elem_type", ctx.type_attr(desc_ty))],
    );
    e.op(body, llvm_ops::StoreOp::NAME, &[desc, slot], None, &[]);
    let rank = e.constant(
        body,
        ctx.i64(),
        ctx.integer_attr(ctx.i64(), shape.len() as i128),
    );
    Some((rank, slot, elem))
}

fn float_attr(ctx: &Context, a: Option<Attribute>, default: f64) -> f64 {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Float { ty, bits }) => ctx
            .float_kind(*ty)
            .map(|k| xla_ir::float::to_f64(k, *bits))
            .unwrap_or(default),
        Some(AttrData::Integer { value, .. }) => *value as f64,
        _ => default,
    }
}

fn lower_one(ctx: &Context, body: &mut Body, op: OpId, needs: &mut Needs) -> DResult<()> {
    let Some((kind, is_const, custom)) = classify(ctx, body, op) else {
        return Ok(());
    };
    let loc = body.op(op).loc;
    let e = Emit {
        ctx,
        anchor: op,
        loc,
    };
    let actual = buffer_of(ctx, body, body.operand(op, 0)).ok_or_else(|| {
        fail(
            ctx,
            body,
            op,
            "the checked value is not a bufferized tensor",
        )
    })?;
    let expected = if is_const {
        let r = xla_ir::OpRef::new(ctx, body, op);
        let value = r
            .attr("value")
            .ok_or_else(|| fail(ctx, body, op, "requires a 'value' attribute"))?;
        let ty = body.value_type(actual);
        let TypeData::MemRef { shape, elem, .. } = ctx.type_data(ty).clone() else {
            return Err(fail(ctx, body, op, "the checked value is not a memref"));
        };
        let global_ty = ctx.memref_type(&shape, elem);
        let value = retype_literal(ctx, value, &shape, elem).ok_or_else(|| {
            fail(
                ctx,
                body,
                op,
                "the expected literal does not match the checked buffer",
            )
        })?;
        let name = needs.fresh("__check_expected");
        needs.constants.push((name.clone(), global_ty, value));
        e.value(
            body,
            memref_ops::GetGlobalOp::NAME,
            &[],
            global_ty,
            &[("name", ctx.symbol_ref(&name))],
        )
    } else {
        let v = body
            .operands(op)
            .nth(1)
            .ok_or_else(|| fail(ctx, body, op, "expects two operands"))?;
        buffer_of(ctx, body, v).ok_or_else(|| {
            fail(
                ctx,
                body,
                op,
                "the expected value is not a bufferized tensor",
            )
        })?
    };
    let (ra, pa, elem) = pass_memref(&e, body, actual)
        .ok_or_else(|| fail(ctx, body, op, "the checked value is not a memref"))?;
    let (rb, pb, _) = pass_memref(&e, body, expected)
        .ok_or_else(|| fail(ctx, body, op, "the expected value is not a memref"))?;
    let code = elem_code(ctx, elem).ok_or_else(|| {
        fail(
            ctx,
            body,
            op,
            &format!(
                "element type {} has no check runtime code",
                xla_ir::asm::type_to_string(ctx, elem)
            ),
        )
    })?;
    let code = e.constant(body, ctx.i32(), ctx.integer_attr(ctx.i32(), code as i128));
    let mut args = vec![code, ra, pa, rb, pb];
    let r = xla_ir::OpRef::new(ctx, body, op);
    let (tol, max, min) = (
        float_attr(ctx, r.attr("tolerance"), 1e-4),
        r.attr("max_ulp_difference")
            .and_then(|a| ctx.attr_as_int(a)),
        r.attr("min_ulp_difference")
            .and_then(|a| ctx.attr_as_int(a))
            .unwrap_or(0),
    );
    // custom_call @check.expect_close without bounds allows 3 ULPs (interp/src/check.rs).
    let max = max.unwrap_or(if custom { 3 } else { 1 });
    match kind {
        Kind::Eq => {}
        Kind::AlmostEq => args.push(e.constant(
            body,
            ctx.f64(),
            ctx.float_attr_bits(ctx.f64(), tol.to_bits()),
        )),
        Kind::Close => {
            args.push(e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), max)));
            args.push(e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), min)));
        }
    }
    args.push(e.string(body, needs, "__check_loc", location_text(ctx, loc)));
    let segs = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[args.len() as i32, 0]);
    e.op(
        body,
        llvm_ops::CallOp::NAME,
        &args,
        None,
        &[
            ("callee", ctx.symbol_ref(kind.runtime())),
            ("operandSegmentSizes", segs),
        ],
    );
    needs.runtime.insert(kind.runtime());
    // The check and the tensors only it read go.
    let operands: Vec<ValueId> = body.operands(op).collect();
    body.erase_op(op);
    for v in operands {
        if let ValueDef::Result { op: d, .. } = body.value(v).def {
            erase_dead_chain(ctx, body, d);
        }
    }
    Ok(())
}

/// Erases `op` (a `to_tensor` or tensor cast only the check read) and its chain when unused.
pub(super) fn erase_dead_chain(ctx: &Context, body: &mut Body, op: OpId) {
    let name = ctx.op_name_str(body.op(op).name);
    let dead = !body.is_erased(op) && body.results(op).iter().all(|&r| !body.has_uses(r));
    if !dead
        || !(name == bufferization_ops::ToTensorOp::NAME
            || name == xla_ir::rewrite::conversion::UNREALIZED_CAST)
    {
        return;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    body.erase_op(op);
    for v in operands {
        if let ValueDef::Result { op: d, .. } = body.value(v).def {
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                erase_dead_chain(ctx, body, d)
            });
        }
    }
}

/// `file:line:col` of a location (the runtime prints it before `error: check failed`):
/// the first file position found in it, else `unknown`.
pub fn location_text(ctx: &Context, loc: Location) -> String {
    use xla_ir::attrs::LocData;
    let AttrData::Location(data) = ctx.attr_data(loc) else {
        return "unknown".into();
    };
    let inner = match data {
        LocData::FileLineCol { file, line, col } => {
            return format!("{}:{line}:{col}", ctx.symbol_str(*file))
        }
        LocData::Name { child: Some(c), .. } => *c,
        LocData::CallSite { callee, .. } => *callee,
        LocData::Fused { locs, .. } if !locs.is_empty() => locs[0],
        _ => return "unknown".into(),
    };
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || location_text(ctx, inner))
}

/// All ops of `body` nested in `region`s, innermost last.
fn collect(body: &Body, regions: &[xla_ir::RegionId], out: &mut Vec<OpId>) {
    for &r in regions {
        for b in body.region_blocks(r).collect::<Vec<BlockId>>() {
            for o in body.block_ops(b).collect::<Vec<_>>() {
                out.push(o);
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    collect(body, body.local_regions(o), out)
                });
            }
        }
    }
}

/// Lowers every check of the module's functions; declares what the calls need.
pub fn lower(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    let Some(mbody) = module.isolated_body_mut() else {
        return Ok(());
    };
    let Some(&region) = mbody.root_regions().first() else {
        return Ok(());
    };
    let Some(block) = mbody.entry_block(region) else {
        return Ok(());
    };
    let mut needs = Needs::default();
    let funcs: Vec<OpId> = mbody.block_ops(block).collect();
    for &f in &funcs {
        let r = xla_ir::OpRef::new(ctx, mbody, f);
        if let Some(n) = r.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) {
            needs.taken.insert(n.to_string());
        }
    }
    let mut diags = Vec::new();
    for f in funcs {
        let Some(fbody) = mbody.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let mut ops = Vec::new();
        let roots = fbody.root_regions().to_vec();
        collect(fbody, &roots, &mut ops);
        for o in ops {
            if fbody.is_erased(o) {
                continue;
            }
            if let Some(d) = super::collective_calls::descriptor(ctx, fbody, o).map(str::to_string)
            {
                if let Err(d) = super::collective_calls::lower_one(ctx, fbody, o, &d, &mut needs) {
                    diags.push(d);
                }
                continue;
            }
            if let Some(t) = super::lapack_calls::target(ctx, fbody, o).map(str::to_string) {
                if let Err(d) = super::lapack_calls::lower_one(ctx, fbody, o, &t, &mut needs) {
                    diags.push(d);
                }
                continue;
            }
            if let Some(result) = super::probe_calls::lower_one(ctx, fbody, o, &mut needs) {
                if let Err(d) = result {
                    diags.push(d);
                }
                continue;
            }
            if let Err(d) = lower_one(ctx, fbody, o, &mut needs) {
                diags.push(d);
            }
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    declare(ctx, mbody, block, &needs);
    Ok(())
}

fn declare(ctx: &Context, body: &mut Body, block: BlockId, needs: &Needs) {
    let loc = ctx.unknown_loc();
    let ptr = ptr_type(ctx);
    let i64t = ctx.i64();
    let mut new_ops = Vec::new();
    for (name, text) in &needs.strings {
        new_ops.push(string_global(ctx, name, text));
    }
    for (name, ty, value) in &needs.constants {
        let mut st = OperationState::new(ctx, memref_ops::GlobalOp::NAME, loc);
        st.set_attr(ctx, "sym_name", ctx.string_attr(name));
        st.set_attr(ctx, "sym_visibility", ctx.string_attr("private"));
        st.set_attr(ctx, "type", ctx.type_attr(*ty));
        st.set_attr(ctx, "initial_value", *value);
        st.set_attr(ctx, "constant", ctx.unit_attr());
        new_ops.push(st);
    }
    for &name in &needs.runtime {
        if needs.taken.contains(name) {
            continue;
        }
        let runtime_params = if name == super::lapack_calls::RUNTIME {
            Some(super::lapack_calls::params(ctx))
        } else if name == super::collective_calls::RUNTIME {
            Some(super::collective_calls::params(ctx))
        } else {
            super::probe_calls::params(ctx, name)
        };
        if let Some(params) = runtime_params {
            let mut st = OperationState::new(ctx, llvm_ops::FuncOp::NAME, loc);
            st.set_attr(ctx, "sym_name", ctx.string_attr(name));
            st.set_attr(
                ctx,
                "function_type",
                ctx.type_attr(func_type(ctx, void_type(ctx), &params, false)),
            );
            st.isolated = Some(Box::new(Body::with_root_regions(1)));
            new_ops.push(st);
            continue;
        }
        let mut params = vec![ctx.i32(), i64t, ptr, i64t, ptr];
        match name {
            "xla_check_expect_almost_eq" => params.push(ctx.f64()),
            "xla_check_expect_close" => params.extend([i64t, i64t]),
            _ => {}
        }
        params.push(ptr);
        let mut st = OperationState::new(ctx, llvm_ops::FuncOp::NAME, loc);
        st.set_attr(ctx, "sym_name", ctx.string_attr(name));
        st.set_attr(
            ctx,
            "function_type",
            ctx.type_attr(func_type(ctx, void_type(ctx), &params, false)),
        );
        st.isolated = Some(Box::new(Body::with_root_regions(1)));
        new_ops.push(st);
    }
    for st in new_ops.into_iter().rev() {
        let op = body.create_op(ctx, st);
        body.prepend_op(block, op);
    }
}

/// `llvm.mlir.global internal constant @name("text\00")`.
pub fn string_global(ctx: &Context, name: &str, text: &str) -> OperationState {
    let mut bytes = text.to_string();
    bytes.push('\0');
    let mut st = OperationState::new(ctx, llvm_ops::GlobalOp::NAME, ctx.unknown_loc());
    st.set_attr(ctx, "sym_name", ctx.string_attr(name));
    st.set_attr(
        ctx,
        "global_type",
        ctx.type_attr(array_type(ctx, bytes.len() as u64, ctx.integer_type(8))),
    );
    st.set_attr(ctx, "value", ctx.string_attr(&bytes));
    st.set_attr(ctx, "constant", ctx.unit_attr());
    st.set_attr(
        ctx,
        "linkage",
        xla_dialect_llvm::attrs::linkage_attr(ctx, "internal"),
    );
    st.set_attr(ctx, "unnamed_addr", ctx.i64_attr(0));
    st.set_attr(ctx, "visibility_", ctx.i64_attr(0));
    st.set_attr(ctx, "addr_space", ctx.integer_attr(ctx.i32(), 0));
    st.isolated = Some(Box::new(Body::with_root_regions(1)));
    st
}
