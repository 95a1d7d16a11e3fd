//! `memref.copy` between strided views too large to unroll: a call of upstream's runtime
//! function `memrefCopy(i64 elemSize, ptr src, ptr dst)` (mlir_c_runner_utils), each memref
//! passed as a pointer to an unranked descriptor `{i64 rank, ptr ranked-descriptor}`, as
//! upstream's MemRefCopyOpLowering does. Upstream keeps the descriptors on the stack between
//! `llvm.intr.stacksave`/`stackrestore`; we have no stack intrinsics yet, so they live in one
//! `malloc`ed block freed after the call (safe inside loops). The JIT registers `memrefCopy`
//! (crate xla-melior) and the interpreter provides it (interp/src/llvm/check_runtime.rs).

use super::build::{index_constant, insert, poison, value};
use super::memref::mul;
use super::pattern::loc_of;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{ptr_type, struct_type};
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{Diag, Location, OpId, Type, ValueId};

pub const RUNTIME: &str = "memrefCopy";

/// `ptrtoint (gep null[1] : ty)`: the allocation size of `ty`, as upstream computes it.
fn size_of(r: &mut PatternRewriter<'_>, loc: Location, ty: Type) -> ValueId {
    let ctx = r.ctx;
    let ptr = ptr_type(ctx);
    let null = value(r, llvm_ops::ZeroOp::NAME, loc, &[], ptr, &[]);
    let props = [
        ("elem_type", ctx.type_attr(ty)),
        ("noWrapFlags", ctx.integer_attr(ctx.i32(), 0)),
        (
            "rawConstantIndices",
            xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1]),
        ),
    ];
    let end = value(r, llvm_ops::GEPOp::NAME, loc, &[null], ptr, &props);
    value(r, llvm_ops::PtrToIntOp::NAME, loc, &[end], ctx.i64(), &[])
}

fn at(r: &mut PatternRewriter<'_>, loc: Location, base: ValueId, offset: ValueId) -> ValueId {
    super::build::gep(r, loc, base, offset, r.ctx.integer_type(8), 0)
}

pub fn call_copy(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    src: ValueId,
    dst: ValueId,
    rank_src: usize,
    rank_dst: usize,
    elem: Type,
) -> Result<bool, Diag> {
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let r = rw.rewriter();
    let ctx = r.ctx;
    let ptr = ptr_type(ctx);
    let unranked = struct_type(ctx, &[ctx.i64(), ptr], false);
    let (ds, dd) = (r.body().value_type(src), r.body().value_type(dst));
    // One block: [src descriptor][dst descriptor][src unranked][dst unranked].
    let sizes = [
        size_of(r, loc, ds),
        size_of(r, loc, dd),
        size_of(r, loc, unranked),
    ];
    let mut total = super::memref::add(r, loc, sizes[0], sizes[1], 0);
    let two = index_constant(r, loc, 2);
    let both = mul(r, loc, sizes[2], two, 0);
    total = super::memref::add(r, loc, total, both, 0);
    let segs = |n: i32| xla_dialect_llvm::syntax::dense_i32_array(ctx, &[n, 0]);
    let block = value(
        r,
        llvm_ops::CallOp::NAME,
        loc,
        &[total],
        ptr,
        &[
            ("callee", ctx.symbol_ref("malloc")),
            ("operandSegmentSizes", segs(1)),
        ],
    );
    let src_desc = block;
    let dst_desc = at(r, loc, block, sizes[0]);
    let after_descs = super::memref::add(r, loc, sizes[0], sizes[1], 0);
    let src_u = at(r, loc, block, after_descs);
    let dst_u = at(r, loc, src_u, sizes[2]);
    for (desc, slot, u, rank) in [
        (src, src_desc, src_u, rank_src),
        (dst, dst_desc, dst_u, rank_dst),
    ] {
        super::build::op(r, llvm_ops::StoreOp::NAME, loc, &[desc, slot], None, &[]);
        let rank = index_constant(r, loc, rank as i64);
        let mut v = poison(r, loc, unranked);
        v = insert(r, loc, v, rank, &[0]);
        v = insert(r, loc, v, slot, &[1]);
        super::build::op(r, llvm_ops::StoreOp::NAME, loc, &[v, u], None, &[]);
    }
    let elem_size = size_of(r, loc, elem);
    super::build::op(
        r,
        llvm_ops::CallOp::NAME,
        loc,
        &[elem_size, src_u, dst_u],
        None,
        &[
            ("callee", ctx.symbol_ref(RUNTIME)),
            ("operandSegmentSizes", segs(3)),
        ],
    );
    super::build::op(
        r,
        llvm_ops::CallOp::NAME,
        loc,
        &[block],
        None,
        &[
            ("callee", ctx.symbol_ref("free")),
            ("operandSegmentSizes", segs(1)),
        ],
    );
    rw.erase_op(op)?;
    Ok(true)
}
