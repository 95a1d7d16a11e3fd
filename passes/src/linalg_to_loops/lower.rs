//! One structured op on buffers → its loop nest.

use super::accumulate::{add_reassoc, carried_loops, reassociable_combiners};
use super::has_buffer_semantics;
use super::indexing::{dim_size, index_const, indices, loop_sources};
use super::order::loop_order;
use super::tiling::{reads_across, tile_edge, transpose_partner};
use crate::scf_to_cf::build::op1;
use crate::scf_to_cf::parallel::{create_for, create_parallel};
use crate::scf_vectorize_reductions::REDUCTION_ATTR;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_linalg::structured::{structured, Structured};
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{Body, Diag, OpId, OperationState, ValueId};

/// Ops named `name` in `block` and in the regions nested in it.
/// The `linalg.index` ops that refer to the loops of the op whose body is `block`: those in
/// it and in nested regions, except inside nested linalg ops (their indices are their own).
fn own_index_ops(body: &Body, ctx: &xla_ir::Context, block: xla_ir::BlockId, out: &mut Vec<OpId>) {
    for op in body.block_ops(block) {
        let name = ctx.op_name_str(body.op(op).name);
        if linalg_ops::IndexOp::is(ctx, body.op(op).name) {
            out.push(op);
        }
        if name.starts_with("linalg.") {
            continue;
        }
        for &r in body.local_regions(op) {
            for b in body.region_blocks(r) {
                own_index_ops(body, ctx, b, out);
            }
        }
    }
}

/// Ops a region may hold for its loops to be reordered: arith/math, index, yield, reads.
fn region_is_pure(body: &Body, ctx: &xla_ir::Context, block: xla_ir::BlockId) -> bool {
    const READS: &[&str] = &[
        linalg_ops::IndexOp::NAME,
        linalg_ops::YieldOp::NAME,
        memref_ops::LoadOp::NAME,
        memref_ops::DimOp::NAME,
        tensor_ops::ExtractOp::NAME,
        tensor_ops::DimOp::NAME,
    ];
    body.block_ops(block).all(|op| {
        let name = ctx.op_name_str(body.op(op).name);
        body.local_regions(op).is_empty()
            && (name.starts_with("arith.") || name.starts_with("math.") || READS.contains(&name))
    })
}

/// Loop `d` may run as `scf.parallel`: a parallel iterator whose distinct iterations write
/// distinct output elements (every output map is a projected permutation using `d`), and no
/// output is also read through another map (an in-place op whose iterations would race).
fn writes_distinct_elements(s: &Structured, operands: &[ValueId], d: usize) -> bool {
    let Ok(d32) = u32::try_from(d) else {
        return false;
    };
    let outputs = s.num_inputs..s.maps.len();
    s.iterators.get(d) == Some(&IteratorType::Parallel)
        && outputs.clone().all(|o| {
            s.maps[o].is_projected_permutation()
                && s.maps[o].result_dims().is_some_and(|ds| ds.contains(&d32))
        })
        && outputs.clone().all(|o| {
            (0..s.num_inputs).all(|i| operands[i] != operands[o] || s.maps[i] == s.maps[o])
        })
}

/// `operandSegmentSizes` of a `memref.alloc` without sizes or symbols.
fn alloc_segments(ctx: &xla_ir::Context) -> xla_ir::Attribute {
    let data: Vec<u8> = [0i32, 0].iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(xla_ir::AttrData::DenseArray {
        elem: ctx.i32(),
        data: data.into(),
    })
}

/// Lowers `op`; with `parallel`, its outermost loop becomes `scf.parallel` when that is safe.
pub fn lower(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
    parallel: bool,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let opref = rw.op_ref(op);
    if !has_buffer_semantics(opref) {
        return Ok(false);
    }
    let loc = opref.loc();
    let name = opref.name_str().to_string();
    let fail = |why: &str| Diag::error(loc, format!("'{name}' op failed to lower to loops: {why}"));
    let s = structured(opref).ok_or_else(|| fail("malformed indexing maps or iterator types"))?;
    let types = opref.operand_types();
    if s.maps.len() != operands.len() {
        return Err(fail("as many indexing maps as operands are expected"));
    }
    if s.maps.iter().any(|m| m.num_symbols != 0) {
        return Err(fail("indexing maps with symbols are not lowered"));
    }
    let scalar: Vec<bool> = types.iter().map(|&t| !ctx.is_shaped(t)).collect();
    let ranks: Vec<usize> = types
        .iter()
        .map(|&t| ctx.shape(t).map_or(0, <[i64]>::len))
        .collect();
    if types
        .iter()
        .any(|&t| ctx.is_shaped(t) && !matches!(ctx.type_data(t), xla_ir::TypeData::MemRef { .. }))
    {
        return Err(fail("only memref and scalar operands are lowered"));
    }
    let sources = loop_sources(&s, &ranks)
        .ok_or_else(|| fail("a loop's size is not given by any operand dimension"))?;
    let region = *rw
        .body()
        .local_regions(op)
        .first()
        .ok_or_else(|| fail("the op has no region"))?;
    let block = rw
        .body()
        .entry_block(region)
        .ok_or_else(|| fail("the op's region is empty"))?;
    let args: Vec<ValueId> = rw.body().block_args(block).to_vec();
    if args.len() != operands.len() {
        return Err(fail("the region takes one argument per operand"));
    }
    let term = rw
        .body()
        .last_op(block)
        .filter(|&t| linalg_ops::YieldOp::is(ctx, rw.body().op(t).name));
    let Some(term) = term else {
        return Err(fail("the region does not end in 'linalg.yield'"));
    };
    if rw.body().num_operands(term) != s.num_outputs() {
        return Err(fail("the region yields one value per output"));
    }

    rw.set_insertion_point_before(op);
    let (zero, one) = (index_const(rw, loc, 0), index_const(rw, loc, 1));
    let bounds: Vec<ValueId> = sources
        .iter()
        .map(|&(operand, dim)| dim_size(rw, loc, operands[operand], dim))
        .collect();
    // ivs[d] is loop d's induction variable, whatever its place in the nest.
    let mut ivs = vec![zero; bounds.len()];
    let mut anchor = op;
    // Reordering needs a body that only computes (and reads): no writes, calls or regions.
    let pure = region_is_pure(rw.body(), ctx, block);
    let order = if pure {
        loop_order(&s, &scalar.iter().map(|sc| !sc).collect::<Vec<_>>())
    } else {
        (0..bounds.len()).collect()
    };
    // The innermost loops no output indexes carry the outputs in registers (accumulate.rs).
    let carried = if pure { carried_loops(&s, &order) } else { 0 };
    let (outer, inner) = order.split_at(order.len() - carried);
    // A transpose walks its two loops in tiles (tiling.rs): tile loops, then the loops in a tile.
    let shaped: Vec<bool> = scalar.iter().map(|sc| !sc).collect();
    let partner = if pure && carried == 0 {
        transpose_partner(&s, outer, &shaped)
    } else {
        None
    };
    let elem_bytes = (0..s.num_inputs)
        .filter(|&i| shaped[i])
        .map(|i| ctx.element_type(types[i]))
        .map(|t| ctx.scalar_bit_width(t).unwrap_or(64).div_ceil(8))
        .max()
        .unwrap_or(8);
    let tile_size = tile_edge(i64::from(elem_bytes));
    let static_size = |d: usize| {
        ctx.shape(types[sources[d].0])
            .and_then(|sh| sh.get(sources[d].1).copied())
            .filter(|&n| n >= 0)
    };
    let tiled: Vec<usize> = partner
        .into_iter()
        .chain(outer.last().copied().filter(|_| partner.is_some()))
        .collect();
    // An op that fits one tile is small enough to stay in L1 as it is: not tiled.
    let tiled = if tiled
        .iter()
        .all(|&d| static_size(d).is_some_and(|n| n <= tile_size))
    {
        Vec::new()
    } else {
        tiled
    };
    let mut tile_starts = Vec::new();
    // The outermost loop runs as scf.parallel when its iterations write distinct elements.
    let mut first_loop = true;
    let mut parallel_if_first = |d: usize| {
        // A static size of 0 or 1 stays scf.for (nothing to split; canonicalize folds empty scf.for).
        let static_size = ctx
            .shape(types[sources[d].0])
            .and_then(|sh| sh.get(sources[d].1).copied());
        let yes = first_loop
            && parallel
            && pure
            && writes_distinct_elements(&s, operands, d)
            && static_size.is_none_or(|n| !(0..=1).contains(&n));
        first_loop = false;
        yes
    };
    for &d in outer.iter().filter(|d| !tiled.contains(d)) {
        let (_, loop_body) = if parallel_if_first(d) {
            create_parallel(rw, loc, zero, bounds[d], one)
        } else {
            create_for(rw, loc, zero, bounds[d], one, &[])
        };
        ivs[d] = rw.body().block_args(loop_body)[0];
        anchor = rw
            .body()
            .last_op(loop_body)
            .ok_or_else(|| fail("a loop body without terminator"))?;
        rw.set_insertion_point_before(anchor);
    }
    // Inputs read across the tile (x in x[j, i] + y[i, j]) are first copied tile by tile,
    // row after row, into a contiguous buffer (tiling.rs): (operand, buffer).
    let mut buffered: Vec<(usize, ValueId)> = Vec::new();
    let mut tile_origin = Vec::new();
    if !tiled.is_empty() {
        let tile = index_const(rw, loc, tile_size);
        // Sizes that are multiples of the tile give every tile loop a constant trip count.
        let exact = tiled
            .iter()
            .all(|&d| static_size(d).is_some_and(|n| n > 0 && n % tile_size == 0));
        // Not an input that is also an output (in place): the copy would read it early.
        let to_buffer: Vec<usize> = (0..s.num_inputs)
            .filter(|&i| shaped[i] && rw.body().has_uses(args[i]))
            .filter(|&i| !operands[s.num_inputs..].contains(&operands[i]))
            .filter(|&i| reads_across(&s.maps[i], tiled[0], tiled[1]))
            .collect();
        for (k, &d) in tiled.iter().enumerate() {
            let (_, loop_body) = if parallel_if_first(d) {
                create_parallel(rw, loc, zero, bounds[d], tile)
            } else {
                create_for(rw, loc, zero, bounds[d], tile, &[])
            };
            tile_starts.push(rw.body().block_args(loop_body)[0]);
            anchor = rw
                .body()
                .last_op(loop_body)
                .ok_or_else(|| fail("a loop body without terminator"))?;
            rw.set_insertion_point_before(anchor);
            if k == 0 && !to_buffer.is_empty() {
                // One buffer per tile row (allocated on the heap: an alloca in a loop would
                // grow the stack per iteration), freed after the row.
                let seg = alloc_segments(ctx);
                let align = ctx.i64_attr(64);
                for &i in &to_buffer {
                    let ty = ctx.memref_type(&[tile_size, tile_size], ctx.element_type(types[i]));
                    let attrs = [("alignment", align), ("operandSegmentSizes", seg)];
                    let buf = op1(rw, memref_ops::AllocOp::NAME, loc, &[], ty, &attrs);
                    buffered.push((i, buf));
                }
                let deallocs: Vec<OpId> = buffered
                    .iter()
                    .map(|&(_, buf)| {
                        rw.create(
                            OperationState::new(ctx, memref_ops::DeallocOp::NAME, loc)
                                .operands(&[buf]),
                        )
                    })
                    .collect();
                // The tile loop of the inner dimension goes between allocs and deallocs.
                anchor = deallocs[0];
                rw.set_insertion_point_before(anchor);
            }
        }
        let index = ctx.index_type();
        let mut ends = Vec::new();
        for (&d, &start) in tiled.iter().zip(&tile_starts) {
            let end = op1(rw, arith_ops::AddIOp::NAME, loc, &[start, tile], index, &[]);
            let end = if exact {
                end
            } else {
                op1(
                    rw,
                    arith_ops::MinSIOp::NAME,
                    loc,
                    &[end, bounds[d]],
                    index,
                    &[],
                )
            };
            ends.push(end);
        }
        if !buffered.is_empty() {
            // buf[l - l0, t - t0] = x[.., l, .., t]: the inner loop walks x's rows.
            let extents: Vec<ValueId> = if exact {
                vec![tile, tile]
            } else {
                (0..2)
                    .map(|k| {
                        op1(
                            rw,
                            arith_ops::SubIOp::NAME,
                            loc,
                            &[ends[k], tile_starts[k]],
                            index,
                            &[],
                        )
                    })
                    .collect()
            };
            let fill_anchor = anchor;
            let (_, rows) = create_for(rw, loc, zero, extents[1], one, &[]);
            let row = rw.body().block_args(rows)[0];
            let row_end = rw
                .body()
                .last_op(rows)
                .ok_or_else(|| fail("a loop body without terminator"))?;
            rw.set_insertion_point_before(row_end);
            let (_, cols) = create_for(rw, loc, zero, extents[0], one, &[]);
            let col = rw.body().block_args(cols)[0];
            let col_end = rw
                .body()
                .last_op(cols)
                .ok_or_else(|| fail("a loop body without terminator"))?;
            rw.set_insertion_point_before(col_end);
            let mut at = ivs.clone();
            at[tiled[0]] = op1(
                rw,
                arith_ops::AddIOp::NAME,
                loc,
                &[tile_starts[0], col],
                index,
                &[],
            );
            at[tiled[1]] = op1(
                rw,
                arith_ops::AddIOp::NAME,
                loc,
                &[tile_starts[1], row],
                index,
                &[],
            );
            for &(i, buf) in &buffered {
                let idx = indices(rw, loc, &s.maps[i], &at)
                    .ok_or_else(|| fail("an indexing map could not be expanded"))?;
                let elem = ctx.element_type(types[i]);
                let load_operands: Vec<ValueId> = [operands[i]].into_iter().chain(idx).collect();
                let v = op1(rw, memref_ops::LoadOp::NAME, loc, &load_operands, elem, &[]);
                rw.create(
                    OperationState::new(ctx, memref_ops::StoreOp::NAME, loc)
                        .operands(&[v, buf, row, col]),
                );
            }
            rw.set_insertion_point_before(fill_anchor);
        }
        for ((&d, &start), &end) in tiled.iter().zip(&tile_starts).zip(&ends) {
            let (_, loop_body) = create_for(rw, loc, start, end, one, &[]);
            ivs[d] = rw.body().block_args(loop_body)[0];
            anchor = rw
                .body()
                .last_op(loop_body)
                .ok_or_else(|| fail("a loop body without terminator"))?;
            rw.set_insertion_point_before(anchor);
        }
        if !buffered.is_empty() {
            for k in 0..2 {
                let local = op1(
                    rw,
                    arith_ops::SubIOp::NAME,
                    loc,
                    &[ivs[tiled[k]], tile_starts[k]],
                    index,
                    &[],
                );
                tile_origin.push(local);
            }
        }
    }
    let outputs = s.num_inputs..operands.len();
    // Output indices depend on the outer loops only when loops are carried.
    let mut out_indices = Vec::new();
    let mut accumulators = Vec::new();
    if carried > 0 {
        for out in outputs.clone() {
            let idx = indices(rw, loc, &s.maps[out], &ivs)
                .ok_or_else(|| fail("an indexing map could not be expanded"))?;
            let elem = ctx.element_type(types[out]);
            accumulators.push(op1(
                rw,
                memref_ops::LoadOp::NAME,
                loc,
                &[operands[out]]
                    .into_iter()
                    .chain(idx.iter().copied())
                    .collect::<Vec<_>>(),
                elem,
                &[],
            ));
            out_indices.push(idx);
        }
    }
    let mut carried_fors = Vec::with_capacity(carried);
    let mut body_anchor = anchor;
    for &d in inner {
        let (for_op, loop_body) = create_for(rw, loc, zero, bounds[d], one, &accumulators);
        ivs[d] = rw.body().block_args(loop_body)[0];
        accumulators = rw.body().block_args(loop_body)[1..].to_vec();
        carried_fors.push((for_op, loop_body));
        rw.set_insertion_point_end(loop_body);
    }
    // A variadic reduction's loops may be regrouped (its reducer is associative, as XLA
    // requires): --scf-vectorize-reductions runs them over vector lanes.
    if s.num_outputs() >= 2 {
        for &(for_op, _) in &carried_fors {
            rw.modify_in_place(for_op, |body| {
                body.op_mut(for_op)
                    .attrs
                    .set_str(ctx, REDUCTION_ATTR, ctx.unit_attr());
            });
        }
    }
    if carried > 0 {
        // A yield of the accumulators as they come, completed with the body's values below.
        body_anchor = rw
            .create(OperationState::new(ctx, scf_ops::YieldOp::NAME, loc).operands(&accumulators));
        rw.set_insertion_point_before(body_anchor);
    }
    let mut values = Vec::with_capacity(operands.len());
    for (i, (&operand, &arg)) in operands.iter().zip(&args).enumerate() {
        if carried > 0 && outputs.contains(&i) {
            values.push(accumulators[i - s.num_inputs]);
            continue;
        }
        if scalar[i] || !rw.body().has_uses(arg) {
            values.push(operand);
            continue;
        }
        if let Some(&(_, buf)) = buffered.iter().find(|(b, _)| *b == i) {
            let elem = ctx.element_type(types[i]);
            let (col, row) = (tile_origin[0], tile_origin[1]);
            values.push(op1(
                rw,
                memref_ops::LoadOp::NAME,
                loc,
                &[buf, row, col],
                elem,
                &[],
            ));
            continue;
        }
        let idx = indices(rw, loc, &s.maps[i], &ivs)
            .ok_or_else(|| fail("an indexing map could not be expanded"))?;
        let elem = ctx.element_type(types[i]);
        values.push(op1(
            rw,
            memref_ops::LoadOp::NAME,
            loc,
            &[operand].into_iter().chain(idx).collect::<Vec<_>>(),
            elem,
            &[],
        ));
    }
    // Collected before inlining: afterwards the block also holds unrelated ops (a zero-loop op
    // inlines next to other, not yet lowered linalg ops).
    let mut index_ops = Vec::new();
    own_index_ops(rw.body(), ctx, block, &mut index_ops);
    // A reduction may be reassociated (as XLA does): its accumulators in registers, or in
    // memory split into parallel partial results (scf-split-reductions.md); the sequential
    // form (`parallel=false`) keeps upstream's output.
    let reduces = s.iterators.contains(&IteratorType::Reduction);
    let combiners = if carried > 0 || (parallel && pure && reduces) {
        reassociable_combiners(ctx, rw.body(), block, &args[s.num_inputs..])
    } else {
        Vec::new()
    };
    rw.inline_block_before(block, body_anchor, &values);
    for c in combiners {
        rw.modify_in_place(c, |body| add_reassoc(ctx, body, c));
    }
    for ix in index_ops {
        let dim = rw
            .op_ref(ix)
            .attr("dim")
            .and_then(|a| ctx.attr_as_int(a))
            .and_then(|d| usize::try_from(d).ok());
        let iv = dim
            .and_then(|d| ivs.get(d).copied())
            .ok_or_else(|| fail("'linalg.index' names a loop the op does not have"))?;
        rw.replace_op(ix, &[iv])?;
    }
    let yielded: Vec<ValueId> = rw.body().operands(term).collect();
    if carried > 0 {
        rw.modify_in_place(body_anchor, |body| body.set_operands(body_anchor, &yielded));
        // Each enclosing carried loop yields what the loop inside it computed.
        for pair in carried_fors.windows(2).rev() {
            let (inner_for, (_, enclosing_body)) = (pair[1].0, pair[0]);
            let results = rw.body().results(inner_for).to_vec();
            rw.set_insertion_point_end(enclosing_body);
            rw.create(OperationState::new(ctx, scf_ops::YieldOp::NAME, loc).operands(&results));
        }
        rw.set_insertion_point_before(anchor);
        let results = rw.body().results(carried_fors[0].0).to_vec();
        for ((&v, out), idx) in results.iter().zip(outputs).zip(out_indices) {
            let mut st_operands = vec![v, operands[out]];
            st_operands.extend(idx);
            rw.create(
                OperationState::new(ctx, memref_ops::StoreOp::NAME, loc).operands(&st_operands),
            );
        }
    } else {
        for (j, &v) in yielded.iter().enumerate() {
            let out = s.num_inputs + j;
            let idx = indices(rw, loc, &s.maps[out], &ivs)
                .ok_or_else(|| fail("an indexing map could not be expanded"))?;
            let mut st_operands = vec![v, operands[out]];
            st_operands.extend(idx);
            rw.create(
                OperationState::new(ctx, memref_ops::StoreOp::NAME, loc).operands(&st_operands),
            );
        }
    }
    rw.erase_op(term)?;
    rw.erase_op(op)?;
    Ok(true)
}
