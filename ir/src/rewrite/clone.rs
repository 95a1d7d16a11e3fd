//! Cloning a region of one body into another (bodies are separate arenas, so handles are
//! remapped): ops, blocks, nested local regions, and nested isolated bodies (copied whole).

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, OperationState, RegionId, ValueId};

/// Source value -> value in the destination body. Values of the source the region uses
/// but does not define must be mapped before cloning (unmapped ones are an error).
pub type ValueMap = FxHashMap<ValueId, ValueId>;

/// A detached copy of `op` (an op without regions) in its own body: the same name,
/// properties and attributes, operands through `map` (unmapped ones as they are), results of
/// `types` (the op's own when `None`). `map` gains the results. `None` for an op with regions.
pub fn clone_op_mapped(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    map: &mut ValueMap,
    types: Option<&[crate::Type]>,
) -> Option<OpId> {
    if !body.local_regions(op).is_empty() {
        return None;
    }
    let data = body.op(op);
    let mut state = OperationState::new(ctx, ctx.op_name_str(data.name), data.loc);
    state.props = data.props.clone();
    state.attrs = data.attrs.clone();
    let results = body.results(op).to_vec();
    state.result_types = match types {
        Some(t) => t.to_vec(),
        None => results.iter().map(|&r| body.value_type(r)).collect(),
    };
    let operands: Vec<ValueId> = body
        .operands(op)
        .map(|v| map.get(&v).copied().unwrap_or(v))
        .collect();
    let copy = body.create_op(ctx, state.operands(&operands));
    map.extend(results.into_iter().zip(body.results(copy).iter().copied()));
    Some(copy)
}

/// Clones the blocks of `src_region` (of `src`) to the end of `dst_region` (of `dst`);
/// returns the new blocks in order. `map` gains every cloned value; `relocate` may rewrite
/// each op's location. `None` if an operand refers to a value neither defined in the region
/// nor mapped (nothing is left half-linked: the new blocks stay detached then).
pub fn clone_region_into(
    ctx: &Context,
    src: &Body,
    src_region: RegionId,
    dst: &mut Body,
    dst_region: RegionId,
    map: &mut ValueMap,
    relocate: &dyn Fn(crate::attrs::Location) -> crate::attrs::Location,
) -> Option<Vec<BlockId>> {
    let mut pending: Vec<(OpId, OpId)> = Vec::new();
    let blocks = clone_blocks(ctx, src, src_region, dst, map, relocate, &mut pending);
    // Operands last: a block may use values of a block listed after it.
    for &(from, to) in &pending {
        let operands: Option<Vec<ValueId>> =
            src.operands(from).map(|v| map.get(&v).copied()).collect();
        dst.set_operands(to, &operands?);
    }
    for &b in &blocks {
        dst.append_block(dst_region, b);
    }
    Some(blocks)
}

/// Creates detached copies of the region's blocks (ops without operands yet, recorded in
/// `pending`), recursing into local regions.
fn clone_blocks(
    ctx: &Context,
    src: &Body,
    region: RegionId,
    dst: &mut Body,
    map: &mut ValueMap,
    relocate: &dyn Fn(crate::attrs::Location) -> crate::attrs::Location,
    pending: &mut Vec<(OpId, OpId)>,
) -> Vec<BlockId> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let src_blocks: Vec<BlockId> = src.region_blocks(region).collect();
        let mut block_map: FxHashMap<BlockId, BlockId> = FxHashMap::default();
        let mut out = Vec::with_capacity(src_blocks.len());
        for &b in &src_blocks {
            let nb = dst.create_block();
            for &arg in src.block_args(b) {
                let data = src.value(arg);
                let na = dst.add_block_arg(nb, data.ty, data.loc);
                map.insert(arg, na);
            }
            block_map.insert(b, nb);
            out.push(nb);
        }
        for (&b, &nb) in src_blocks.iter().zip(&out) {
            for op in src.block_ops(b) {
                let data = src.op(op);
                let mut state =
                    OperationState::new(ctx, ctx.op_name_str(data.name), relocate(data.loc));
                state.props = data.props.clone();
                state.attrs = data.attrs.clone();
                state.result_types = data.results().iter().map(|&r| src.value_type(r)).collect();
                state.successors = data
                    .successors()
                    .iter()
                    .map(|s| block_map.get(s).copied().unwrap_or(*s))
                    .collect();
                match data.isolated_body() {
                    Some(body) => state.isolated = Some(Box::new(body.clone())),
                    None => {
                        for &r in src.local_regions(op) {
                            let nr = dst.create_region();
                            for cb in clone_blocks(ctx, src, r, dst, map, relocate, pending) {
                                dst.append_block(nr, cb);
                            }
                            state.regions.push(nr);
                        }
                    }
                }
                let new_op = dst.create_op(ctx, state);
                for (&r, &nr) in data.results().iter().zip(dst.results(new_op)) {
                    map.insert(r, nr);
                }
                dst.append_op(nb, new_op);
                pending.push((op, new_op));
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::parse_module;
    use crate::ir::ValueDef;

    #[test]
    fn clones_blocks_values_and_nested_regions() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        // ^bb1 uses a value defined in ^bb2, listed after it.
        let src = r#"
"x.holder"() ({
^bb0(%a: i32):
  "x.br"()[^bb2] : () -> ()
^bb1:
  "x.use"(%v) : (i32) -> ()
  "x.end"() : () -> ()
^bb2:
  %v = "x.def"(%a) ({
    "x.inner"(%a) : (i32) -> ()
  }) : (i32) -> i32
  "x.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
        let m = parse_module(&ctx, "t.mlir", src).unwrap_or_else(|e| panic!("{e:?}"));
        let body = m.body();
        let holder = body.block_ops(m.block()).next().unwrap();
        let region = body.local_regions(holder)[0];
        let mut dst = Body::with_root_regions(1);
        let dst_region = dst.root_regions()[0];
        let mut map = ValueMap::default();
        let blocks =
            clone_region_into(&ctx, body, region, &mut dst, dst_region, &mut map, &|l| l).unwrap();
        assert_eq!(blocks.len(), 3);
        assert_eq!(dst.region_blocks(dst_region).count(), 3);
        // The branch in the first block targets the clone of ^bb2.
        let br = dst.first_op(blocks[0]).unwrap();
        assert_eq!(dst.op(br).successors(), &[blocks[2]]);
        // The use in ^bb1 refers to the clone of %v, defined in the clone of ^bb2.
        let user = dst.first_op(blocks[1]).unwrap();
        let ValueDef::Result { op: def, .. } = dst.value(dst.operand(user, 0)).def else {
            panic!("not a result")
        };
        assert_eq!(dst.op(def).parent_block(), Some(blocks[2]));
        // The nested region was cloned and uses the cloned block argument.
        let inner_region = dst.local_regions(def)[0];
        let inner_block = dst.entry_block(inner_region).unwrap();
        let inner = dst.first_op(inner_block).unwrap();
        assert_eq!(dst.operand(inner, 0), dst.block_args(blocks[0])[0]);
    }
}
