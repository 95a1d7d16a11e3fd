//! `--scf-nontemporal-stores`: a 1-D `scf.parallel` that writes a large fresh buffer element by
//! element (at its induction variable) writes it in cache-line chunks instead: an iteration
//! computes a chunk into a small stack buffer (an `scf.for` LLVM vectorizes as it did the
//! loop), then copies the chunk out with aligned non-temporal vector stores. A regular store
//! first reads the line it writes (write-allocate), so a loop streaming a result larger than
//! the caches moves three bytes for every two; numpy's copy, the bench's bandwidth reference,
//! moves two. The runtime fences after every task (runtime/src/pool.rs), and
//! `--convert-scf-parallel-to-runtime` keeps one stack buffer per task. An option of
//! `--lower-to-llvm` (`nontemporal-min-bytes`), off by default: through the JIT it measured
//! no gain here. See docs/lowering/scf-nontemporal-stores.md.

use crate::scf_parallel_to_runtime::cost::constant_int;
use crate::scf_parallel_to_runtime::outline::{At, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::pass::{parse_int_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::{BlockId, Body, Context, Diag, OpData, OpId, Type};
use xla_ir::{TypeData, ValueId};

pub const ARGUMENT: &str = "scf-nontemporal-stores";
const DESCRIPTION: &str = "Write a large fresh buffer that a 1-D scf.parallel fills element by element in chunks staged on the stack and copied out with aligned non-temporal vector stores";

/// The smallest buffer streamed past the caches: half of this machine class's last-level
/// cache, below which the result is likely still cached when it is read.
pub const MIN_BYTES: i64 = 16 << 20;
/// A vector store writes one cache line, the unit the write-allocate read is saved on.
const LINE_BYTES: i64 = 64;
/// The most bytes of one buffer a chunk stages: the stack buffers stay in the L1 cache.
const CHUNK_BYTES: i64 = 4096;

pub struct ScfNontemporalStores {
    /// The smallest buffer that streams (option `min-bytes`).
    pub min_bytes: i64,
}

impl Default for ScfNontemporalStores {
    fn default() -> Self {
        ScfNontemporalStores {
            min_bytes: MIN_BYTES,
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfNontemporalStores::default()),
    }
}

impl Pass for ScfNontemporalStores {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ScfNontemporalStores"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_dialect_func::ops::FuncOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "min-bytes" => self.min_bytes = parse_int_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("min-bytes".into(), self.min_bytes.to_string())]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![PassOptionDoc {
            name: "min-bytes",
            value_kind: "int",
            description: "The smallest buffer whose stores stream past the caches (default 16 MiB)",
        }]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(body) = op.isolated_body_mut() {
            run(ctx, body, self.min_bytes);
        }
        Ok(())
    }
}

pub fn run(ctx: &Context, body: &mut Body, min_bytes: i64) {
    // Outermost loops only: the ones the runtime outlines, which keeps a task's stack buffers.
    let mut loops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            loops.extend(
                body.block_ops(b)
                    .filter(|&o| scf_ops::ParallelOp::is(ctx, body.op(o).name)),
            );
        }
    }
    for p in loops {
        if let Some(plan) = plan(ctx, body, p, min_bytes) {
            rewrite(ctx, body, p, &plan);
        }
    }
}

/// A store of the loop's body that streams: the buffer and its element type and size.
struct Target {
    store: OpId,
    buffer: ValueId,
    elem: Type,
    bytes: i64,
}

struct Plan {
    targets: Vec<Target>,
    /// Iterations per chunk: a multiple of every target's lanes per line, dividing the trips.
    chunk: i64,
    trips: i64,
    block: BlockId,
    iv: ValueId,
}

fn plan(ctx: &Context, body: &Body, p: OpId, min_bytes: i64) -> Option<Plan> {
    let sizes = xla_dialect_scf::segment_sizes(&xla_ir::OpRef::new(ctx, body, p))?;
    if sizes != [1, 1, 1, 0] || !body.results(p).is_empty() {
        return None;
    }
    let bounds: Vec<Option<i64>> = body
        .operands(p)
        .map(|v| constant_int(ctx, body, v))
        .collect();
    let (Some(0), Some(trips), Some(1)) = (bounds[0], bounds[1], bounds[2]) else {
        return None;
    };
    let block = body
        .entry_block(*body.local_regions(p).first()?)
        .filter(|&b| body.next_block(b).is_none())?;
    let iv = *body.block_args(block).first()?;
    let terminator = body.last_op(block)?;
    if !scf_ops::ReduceOp::is(ctx, body.op(terminator).name) || body.num_operands(terminator) != 0 {
        return None;
    }
    let targets: Vec<Target> = body
        .block_ops(block)
        .filter_map(|op| target(ctx, body, op, iv, block, min_bytes))
        .collect();
    if targets.is_empty() {
        return None;
    }
    // Every chunk must start on a line of every target.
    let lanes = targets
        .iter()
        .map(|t| LINE_BYTES / t.bytes)
        .max()
        .unwrap_or(1);
    let widest = targets.iter().map(|t| t.bytes).max().unwrap_or(1);
    let most = (CHUNK_BYTES / widest / lanes).max(1) * lanes;
    let chunk = (1..=most / lanes)
        .rev()
        .map(|k| k * lanes)
        .find(|&c| trips % c == 0)?;
    (trips % lanes == 0).then_some(Plan {
        targets,
        chunk,
        trips,
        block,
        iv,
    })
}

/// A `memref.store` at `[iv]` into a rank-1 `memref.alloc` aligned to a line, of at least
/// `min_bytes`, with a byte-sized element, that nothing else in the loop uses.
fn target(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iv: ValueId,
    block: BlockId,
    min_bytes: i64,
) -> Option<Target> {
    if !memref_ops::StoreOp::is(ctx, body.op(op).name) || body.num_operands(op) != 3 {
        return None;
    }
    let (buffer, index) = (body.operand(op, 1), body.operand(op, 2));
    if index != iv {
        return None;
    }
    let ValueDef::Result { op: alloc, .. } = body.value(buffer).def else {
        return None;
    };
    let aligned = memref_ops::AllocOp::is(ctx, body.op(alloc).name)
        && xla_ir::OpRef::new(ctx, body, alloc)
            .attr("alignment")
            .and_then(|a| ctx.attr_as_int(a))
            .is_some_and(|a| a >= i128::from(LINE_BYTES) && a % i128::from(LINE_BYTES) == 0);
    let TypeData::MemRef {
        shape,
        elem,
        layout: None,
        ..
    } = ctx.type_data(body.value_type(buffer))
    else {
        return None;
    };
    let (&[n], elem) = (&shape[..], *elem) else {
        return None;
    };
    let bits = i64::from(ctx.scalar_bit_width(elem)?);
    let plain = ctx.is_float(elem) || ctx.is_integer(elem);
    let bytes = bits / 8;
    let streams = aligned
        && plain
        && bits % 8 == 0
        && matches!(bytes, 1 | 2 | 4 | 8)
        && n.checked_mul(bytes)? >= min_bytes;
    // The only use inside the loop: no load can see a staged value.
    let alone = body
        .uses(buffer)
        .all(|(user, _)| user == op || !inside(body, user, block));
    (streams && alone).then_some(Target {
        store: op,
        buffer,
        elem,
        bytes,
    })
}

/// Whether `op` is in `block` or nested in an op of it.
fn inside(body: &Body, op: OpId, block: BlockId) -> bool {
    let mut at = op;
    loop {
        if body.op(at).parent_block() == Some(block) {
            return true;
        }
        match body.parent_op(at) {
            Some(parent) => at = parent,
            None => return false,
        }
    }
}

/// The loop runs over chunks; its body computes a chunk into stack buffers (one per target),
/// then copies each out a line at a time.
fn rewrite(ctx: &Context, body: &mut Body, p: OpId, plan: &Plan) {
    let e = Emit {
        ctx,
        loc: body.op(p).loc,
    };
    let index = ctx.index_type();
    let Some(reduce) = body.last_op(plan.block) else {
        return;
    };
    let original: Vec<OpId> = body
        .block_ops(plan.block)
        .filter(|&o| o != reduce)
        .collect();
    let chunks = e.constant(body, At::Before(p), index, plan.trips / plan.chunk);
    body.set_operand(p, 1, chunks);
    let end = At::Before(reduce);
    let chunk = e.constant(body, end, index, plan.chunk);
    let base_op = e.op(
        body,
        end,
        arith_ops::MulIOp::NAME,
        &[plan.iv, chunk],
        Some(index),
        &[],
    );
    let base = body.result(base_op, 0);
    let line = ctx.i64_attr(LINE_BYTES);
    let stages: Vec<ValueId> = plan
        .targets
        .iter()
        .map(|t| {
            let ty = ctx.memref_type(&[plan.chunk], t.elem);
            e.value(
                body,
                end,
                memref_ops::AllocaOp::NAME,
                &[],
                ty,
                &[
                    ("alignment", line),
                    ("operandSegmentSizes", ctx.dense_i32_array(&[0, 0])),
                ],
            )
        })
        .collect();
    let zero = e.constant(body, end, index, 0);
    let one = e.constant(body, end, index, 1);
    // The computing loop: the old body, at element `base + k`, storing into the stages.
    let (compute, k, _) = e.for_loop(body, end, [zero, chunk, one], &[]);
    let Some(compute_yield) = body.last_op(compute) else {
        return;
    };
    let element = e.value(
        body,
        At::Before(compute_yield),
        arith_ops::AddIOp::NAME,
        &[base, k],
        index,
        &[],
    );
    body.replace_uses_where(plan.iv, element, |user| user != base_op);
    for op in original {
        body.move_op_before(op, compute_yield);
    }
    for (t, &stage) in plan.targets.iter().zip(&stages) {
        let value = body.operand(t.store, 0);
        e.op(
            body,
            At::Before(t.store),
            memref_ops::StoreOp::NAME,
            &[value, stage, k],
            None,
            &[],
        );
        body.erase_op(t.store);
    }
    // The copying loops: a line per step, aligned (the buffer and every chunk start on one).
    for (t, &stage) in plan.targets.iter().zip(&stages) {
        let lanes = LINE_BYTES / t.bytes;
        let step = e.constant(body, end, index, lanes);
        let (copy, j, _) = e.for_loop(body, end, [zero, chunk, step], &[]);
        let Some(last) = body.last_op(copy) else {
            return;
        };
        let at = At::Before(last);
        let vty = ctx.vector_type(&[lanes], t.elem);
        let v = e.value(
            body,
            at,
            xla_dialect_vector::ops::LoadOp::NAME,
            &[stage, j],
            vty,
            &[],
        );
        let out = e.value(body, at, arith_ops::AddIOp::NAME, &[base, j], index, &[]);
        e.op(
            body,
            at,
            xla_dialect_vector::ops::StoreOp::NAME,
            &[v, t.buffer, out],
            None,
            &[("nontemporal", ctx.bool_attr(true)), ("alignment", line)],
        );
    }
}
