//! linalg ops on tensors (generic, named ops, fill, reduce, map, transpose, broadcast, ...)
//! become the same ops on buffers: inputs read their tensors' buffers, each `outs` tensor
//! becomes the buffer the op writes (its init's own buffer when safe), and the op has no
//! results any more. Its region moves over unchanged.

use super::core::{unsupported, Bufferizer};
use xla_dialect_linalg::ops as linalg_ops;
use xla_ir::ir::OperationState;
use xla_ir::{Body, DResult, OpId, ValueId};

/// Whether the op reads its `k`-th init: its region's block argument for it is used (no
/// region, or no such argument, counts as a read).
pub fn reads_init(body: &Body, op: OpId, n_ins: usize, k: usize) -> bool {
    let Some(&r) = body.local_regions(op).first() else {
        return true;
    };
    let Some(b) = body.entry_block(r) else {
        return true;
    };
    body.block_args(b)
        .get(n_ins + k)
        .is_none_or(|&a| body.has_uses(a))
}

/// Whether the op reads operand `input` at exactly the element it writes to operand `output`:
/// a `linalg.map`, or a `linalg.generic` with only parallel loops and equal indexing maps.
fn elementwise_access(
    bz: &Bufferizer<'_, '_>,
    body: &Body,
    op: OpId,
    operands: &[ValueId],
    input: ValueId,
    output: usize,
) -> bool {
    let ctx = bz.ctx;
    let o = bz.op(body, op);
    if o.isa::<linalg_ops::MapOp>() {
        return true;
    }
    let Some(generic) = o.dyn_cast::<linalg_ops::GenericOp>() else {
        return false;
    };
    let parallel = generic
        .iterator_types()
        .and_then(|a| ctx.attr_as_array(a))
        .is_some_and(|its| {
            its.iter()
                .all(|&i| xla_ir::asm::attr_to_string(ctx, i).contains("parallel"))
        });
    let maps = generic
        .indexing_maps()
        .and_then(|a| ctx.attr_as_array(a))
        .unwrap_or_default();
    let Some(i) = operands.iter().position(|&v| v == input) else {
        return false;
    };
    parallel && maps.get(i).is_some() && maps.get(i) == maps.get(output)
}

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let results: Vec<ValueId> = body.results(op).to_vec();
    // With tensor semantics every `outs` operand has a result: the outs are the last operands.
    let n_outs = results.len();
    if n_outs == 0 || n_outs > operands.len() {
        return Err(unsupported(
            bz.op(body, op),
            "a linalg op on tensors must have one result per init",
        ));
    }
    let n_ins = operands.len() - n_outs;
    let mut new_operands = Vec::with_capacity(operands.len());
    for &v in &operands[..n_ins] {
        new_operands.push(bz.buffer(body, op, v)?);
    }
    let mut dests = Vec::with_capacity(n_outs);
    for (k, &t) in operands[n_ins..].iter().enumerate() {
        let reads = reads_init(body, op, n_ins, k);
        let same_buffer: Vec<ValueId> = operands[..n_ins]
            .iter()
            .copied()
            .filter(|&v| bz.buffers.contains_key(&v) && bz.buffers.get(&v) == bz.buffers.get(&t))
            .collect();
        let elementwise: Vec<ValueId> = same_buffer
            .into_iter()
            .filter(|&v| elementwise_access(bz, body, op, &operands, v, n_ins + k))
            .collect();
        let (buf, in_place) = bz.destination_reading(body, op, t, reads, &elementwise)?;
        new_operands.push(buf);
        dests.push((buf, in_place.then_some(t)));
    }
    // The same op on buffers: same properties and attributes, regions moved over.
    let data = body.op(op);
    let mut st =
        OperationState::new(ctx, ctx.op_name_str(data.name), data.loc).operands(&new_operands);
    st.props = data.props.clone();
    st.attrs = data.attrs.clone();
    let old_regions = body.local_regions(op).to_vec();
    for &r in &old_regions {
        let nr = body.create_region();
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            body.unlink_block(b);
            body.append_block(nr, b);
        }
        st.regions.push(nr);
    }
    let new_regions = st.regions.clone();
    let new = body.create_op(ctx, st);
    body.insert_op_before(op, new);
    // Bodies may read tensors too (`tensor.extract` in a gather's generic).
    for r in new_regions {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            bz.run_block(body, b)?;
        }
    }
    for (&r, (buf, in_place_of)) in results.iter().zip(dests) {
        bz.bind_result(r, buf, in_place_of);
    }
    bz.erase.push(op);
    Ok(())
}
