//! One function per distinct product: every matched op of the module becomes a `func.call`
//! of `@xla_matmul_<k>(A, B, C)`, a private function holding the op on dynamically shaped
//! operands (`memref.cast` at the call), so the packed kernel is generated and compiled
//! once per (element type, indexing maps, operand layouts) however many sites use it, and
//! LLVM optimizes small functions instead of one huge one (docs/lowering/matmul-kernel.md,
//! "One function per product"). The function is marked `passthrough = ["noinline"]` so
//! that LLVM does not paste it back into each caller.

use super::contraction::{match_contraction, Contraction};
use rustc_hash::{FxHashMap, FxHashSet};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::rewrite::{clone_region_into, ValueMap};
use xla_ir::{
    AttrData, Body, Context, OpData, OpId, OpRef, OperationState, RegionId, Type, TypeData,
};

/// The prefix of the generated functions' names.
pub const PREFIX: &str = "xla_matmul_";

/// Marks a product whose C holds nothing to keep: it computes `C = A * B` (its first update
/// writes C without reading it) instead of `C += A * B`. Set where the zero fill before it
/// was removed ([`zero_fill_before`]).
pub const OVERWRITE_ATTR: &str = "xla.overwrites_c";

/// `memref<2x3xf32>` → `memref<?x?xf32>` (identity layouts only: a strided operand keeps its
/// type, whose strides the kernel's C update depends on).
fn general(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            elem,
            layout: None,
            memory_space: None,
        } => ctx.memref_type(&vec![xla_ir::DYNAMIC; shape.len()], *elem),
        _ => t,
    }
}

/// What the generated code depends on: the contraction's structure, the operand types and
/// whether the product overwrites C.
fn key(c: &Contraction, types: &[Type], overwrites: bool) -> String {
    format!(
        "{:?}|{:?}|{}|{}|{}|{:?}|{:?}|{:?}|{overwrites}",
        c.elem, c.batch, c.m, c.n, c.k, c.maps, c.sources, types
    )
}

/// The `linalg.fill` of C with +0.0 right before the product `op`, when the product's
/// reduction loops (k and the outer ones) have static positive sizes, so that its first
/// update writes every element of C: the product can write C instead of adding to it
/// ([`OVERWRITE_ATTR`]) and the fill goes. (Sums that start from +0.0 never give -0.0, so
/// `0 + acc` and `acc` are the same bits.)
fn zero_fill_before(ctx: &Context, body: &Body, op: OpId, c: &Contraction) -> Option<OpId> {
    let fill = body.prev_op(op)?;
    let fill_ref = OpRef::new(ctx, body, fill);
    if !fill_ref.isa::<xla_dialect_linalg::ops::FillOp>()
        || body.num_operands(fill) != 2
        || !body.results(fill).is_empty()
        || body.operand(fill, 1) != body.operand(op, 2)
    {
        return None;
    }
    let xla_ir::ir::ValueDef::Result { op: def, .. } = body.value(body.operand(fill, 0)).def else {
        return None;
    };
    let value = OpRef::new(ctx, body, def);
    let zero = value.isa::<arith_ops::ConstantOp>()
        && value
            .attr("value")
            .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Float { bits: 0, .. }));
    let static_positive = |d: usize| {
        let (operand, dim) = c.sources[d];
        let ty = body.value_type(body.operand(op, operand));
        ctx.shape(ty)
            .and_then(|s| s.get(dim).copied())
            .is_some_and(|n| n != xla_ir::DYNAMIC && n > 0)
    };
    (zero
        && std::iter::once(c.k)
            .chain(c.outer.iter().copied())
            .all(static_positive))
    .then_some(fill)
}

/// The matched products of `region` and of the regions nested in it (not in nested
/// functions: each `func.func` is visited by the caller).
fn products(ctx: &Context, body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if match_contraction(OpRef::new(ctx, body, op)).is_some()
                && body.num_operands(op) == 3
                && body.results(op).is_empty()
            {
                out.push(op);
                continue;
            }
            for &r in body.local_regions(op) {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || products(ctx, body, r, out));
            }
        }
    }
}

/// The function `name(A, B, C)` of `types` holding a copy of `op` (of `body`) on its
/// arguments; `None` when the op's regions use values from outside.
fn function_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    types: &[Type],
    contraction: &Contraction,
) -> Option<OperationState> {
    let data = body.op(op);
    let loc = data.loc;
    let mut fb = Body::with_root_regions(1);
    let entry = fb.create_block();
    let root = *fb.root_regions().first()?;
    fb.append_block(root, entry);
    let args: Vec<_> = types
        .iter()
        .map(|&t| fb.add_block_arg(entry, t, Some(loc)))
        .collect();
    let mut st = OperationState::new(ctx, ctx.op_name_str(data.name), loc).operands(&args);
    st.props = data.props.clone();
    st.attrs = data.attrs.clone();
    for &r in body.local_regions(op) {
        let nr = fb.create_region();
        let mut map = ValueMap::default();
        clone_region_into(ctx, body, r, &mut fb, nr, &mut map, &|l| l)?;
        st.regions.push(nr);
    }
    let copy = fb.create_op(ctx, st);
    fb.append_op(entry, copy);
    let ret = fb.create_op(ctx, OperationState::new(ctx, func_ops::ReturnOp::NAME, loc));
    fb.append_op(entry, ret);
    let mut func = OperationState::new(ctx, func_ops::FuncOp::NAME, loc);
    func.set_attr(ctx, "sym_name", ctx.string_attr(name));
    func.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(ctx.function_type(types, &[])),
    );
    func.set_attr(ctx, "sym_visibility", ctx.string_attr("private"));
    // On flat operands the function only sizes the product and calls the runtime with the
    // task loop (`flat.rs`): not worth optimizing.
    let on_flat = match types {
        &[a, b, c] => super::flat::applies(ctx, contraction, [a, b, c]),
        _ => false,
    };
    let marks: &[&str] = if on_flat {
        &["noinline", "optnone"]
    } else {
        &["noinline"]
    };
    let marks: Vec<_> = marks.iter().map(|m| ctx.string_attr(m)).collect();
    func.set_attr(ctx, "passthrough", ctx.array_attr(&marks));
    func.isolated = Some(Box::new(fb));
    Some(func)
}

/// Replaces `op` (of `body`) by casts of its operands to `types` and a call of `callee`.
fn call_instead(ctx: &Context, body: &mut Body, op: OpId, callee: &str, types: &[Type]) {
    let loc = body.op(op).loc;
    let operands: Vec<_> = body.operands(op).collect();
    let mut args = Vec::with_capacity(operands.len());
    for (&v, &t) in operands.iter().zip(types) {
        if body.value_type(v) == t {
            args.push(v);
            continue;
        }
        let st = OperationState::new(ctx, memref_ops::CastOp::NAME, loc)
            .operands(&[v])
            .results(&[t]);
        let cast = body.create_op(ctx, st);
        body.insert_op_before(op, cast);
        args.push(body.result(cast, 0));
    }
    let mut st = OperationState::new(ctx, func_ops::CallOp::NAME, loc).operands(&args);
    st.set_attr(ctx, "callee", ctx.symbol_ref(callee));
    let call = body.create_op(ctx, st);
    body.insert_op_before(op, call);
    body.erase_op(op);
}

/// Moves every matched product of `module`'s functions into a shared function per key.
pub fn outline_products(ctx: &Context, module: &mut OpData) {
    let Some(mbody) = module.isolated_body_mut() else {
        return;
    };
    let Some(block) = mbody
        .root_regions()
        .first()
        .and_then(|&r| mbody.entry_block(r))
    else {
        return;
    };
    let top: Vec<OpId> = mbody.block_ops(block).collect();
    let mut taken: FxHashSet<String> = top
        .iter()
        .filter_map(|&o| {
            OpRef::new(ctx, mbody, o)
                .attr("sym_name")
                .and_then(|a| ctx.attr_as_str(a))
                .map(str::to_string)
        })
        .collect();
    let mut names: FxHashMap<String, String> = FxHashMap::default();
    let mut next = 0;
    let mut new_funcs = Vec::new();
    for f in top {
        if ctx.op_name_str(mbody.op(f).name) != func_ops::FuncOp::NAME {
            continue;
        }
        let Some(fbody) = mbody.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let mut found = Vec::new();
        for &r in fbody.root_regions().to_vec().iter() {
            products(ctx, fbody, r, &mut found);
        }
        for op in found {
            let Some(c) = match_contraction(OpRef::new(ctx, fbody, op)) else {
                continue;
            };
            let types: Vec<Type> = fbody
                .operands(op)
                .map(|v| general(ctx, fbody.value_type(v)))
                .collect();
            // Only the shared-leaf form overwrites C (an outlined product has no epilogue).
            let fill = match types[..] {
                [a, b, cty] if super::flat::applies(ctx, &c, [a, b, cty]) => {
                    zero_fill_before(ctx, fbody, op, &c)
                }
                _ => None,
            };
            if let Some(fill) = fill {
                fbody.erase_op(fill);
                let unit = ctx.unit_attr();
                fbody
                    .op_mut(op)
                    .attrs
                    .set(ctx, ctx.symbol(OVERWRITE_ATTR), unit);
            }
            let k = key(&c, &types, fill.is_some());
            let name = match names.get(&k) {
                Some(n) => n.clone(),
                None => {
                    let name = (next..)
                        .map(|i| format!("{PREFIX}{i}"))
                        .find(|n| !taken.contains(n))
                        .unwrap_or_default();
                    next += 1;
                    taken.insert(name.clone());
                    let Some(func) = function_of(ctx, fbody, op, &name, &types, &c) else {
                        continue;
                    };
                    new_funcs.push(func);
                    names.insert(k, name.clone());
                    name
                }
            };
            call_instead(ctx, fbody, op, &name, &types);
        }
    }
    for st in new_funcs {
        let g = mbody.create_op(ctx, st);
        mbody.append_op(block, g);
    }
}
