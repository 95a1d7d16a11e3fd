//! Dense tensor constants become private constant `memref.global`s (one per distinct value,
//! named as upstream: `__constant_2x3xf32`, then `__constant_2x3xf32_0`, ...), read with
//! `memref.get_global`.

use rustc_hash::{FxHashMap, FxHashSet};
use xla_dialect_memref::ops as memref_ops;
use xla_ir::ir::OperationState;
use xla_ir::{AttrData, Attribute, Body, Context, OpId, Type, TypeData};

#[derive(Default)]
pub struct Globals {
    /// (memref type, value) -> global name.
    by_value: FxHashMap<(Type, Attribute), String>,
    /// In creation order: name, memref type, value.
    pub new: Vec<(String, Type, Attribute)>,
    taken: FxHashSet<String>,
}

impl Globals {
    /// Names already used by symbols of the module.
    pub fn reserve(&mut self, name: &str) {
        self.taken.insert(name.to_string());
    }

    /// The global holding `value` as a `memref_ty`, created on first request.
    pub fn get(&mut self, ctx: &Context, memref_ty: Type, value: Attribute) -> String {
        if let Some(n) = self.by_value.get(&(memref_ty, value)) {
            return n.clone();
        }
        let base = format!("__constant_{}", type_suffix(ctx, memref_ty));
        let mut name = base.clone();
        let mut i = 0;
        while self.taken.contains(&name) {
            name = format!("{base}_{i}");
            i += 1;
        }
        self.taken.insert(name.clone());
        self.by_value.insert((memref_ty, value), name.clone());
        self.new.push((name.clone(), memref_ty, value));
        name
    }

    /// Inserts the requested globals at the start of the module's block.
    pub fn materialize(
        &self,
        ctx: &Context,
        module: &mut Body,
        first: Option<OpId>,
        block: xla_ir::BlockId,
    ) {
        for (name, ty, value) in &self.new {
            let loc = first
                .map(|f| module.op(f).loc)
                .unwrap_or_else(|| ctx.unknown_loc());
            let mut st = OperationState::new(ctx, memref_ops::GlobalOp::NAME, loc);
            st.set_attr(ctx, "sym_name", ctx.string_attr(name));
            st.set_attr(ctx, "sym_visibility", ctx.string_attr("private"));
            st.set_attr(ctx, "type", ctx.type_attr(*ty));
            st.set_attr(ctx, "initial_value", *value);
            st.set_attr(ctx, "constant", ctx.unit_attr());
            st.set_attr(ctx, "alignment", ctx.i64_attr(64));
            let op = module.create_op(ctx, st);
            match first {
                Some(f) => module.insert_op_before(f, op),
                None => module.append_op(block, op),
            }
        }
    }
}

/// `2x3xf32` for `memref<2x3xf32>`.
fn type_suffix(ctx: &Context, t: Type) -> String {
    let text = xla_ir::asm::type_to_string(ctx, t);
    match ctx.type_data(t) {
        TypeData::MemRef { .. } => text
            .trim_start_matches("memref<")
            .trim_end_matches('>')
            .to_string(),
        _ => text,
    }
}

/// The single element of a dense attribute as a scalar attribute of `elem`.
pub fn splat_scalar(ctx: &Context, v: Attribute, elem: Type) -> Option<Attribute> {
    let AttrData::DenseElements { data, .. } = ctx.attr_data(v) else {
        return None;
    };
    let width = ctx.scalar_bit_width(elem)?;
    let bytes = width.div_ceil(8) as usize;
    let mut buf = [0u8; 8];
    let n = bytes.min(8).min(data.len());
    buf[..n].copy_from_slice(&data[..n]);
    let bits = u64::from_le_bytes(buf);
    if ctx.is_float(elem) {
        return Some(ctx.float_attr_bits(elem, bits));
    }
    let shift = 64 - width.min(64);
    let value = if width == 1 {
        i128::from(bits & 1)
    } else {
        i128::from(((bits << shift) as i64) >> shift)
    };
    Some(ctx.integer_attr(elem, value))
}
