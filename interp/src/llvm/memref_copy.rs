//! `memrefCopy(i64 elemSize, ptr src, ptr dst)`: upstream's runtime copy between strided
//! memrefs (mlir_c_runner_utils), which `--convert-to-llvm` calls for copies too large to
//! unroll. Each pointer addresses an unranked descriptor `{i64 rank, ptr ranked}`.

use super::check_runtime::read_word;
use super::layout::decode;
use super::memory::Pointer;
use crate::eval::OpEval;
use crate::value::Value;
use xla_ir::{Context, DResult};

struct View {
    aligned: Pointer,
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

fn pointer_at(ctx: &Context, p: &Pointer, at: i64) -> Result<Pointer, String> {
    match decode(
        ctx,
        xla_dialect_llvm::types::ptr_type(ctx),
        &p.offset_by(at).read(8)?,
    )? {
        Value::Ptr(p) => Ok(p),
        _ => Err("a descriptor field is not a pointer".into()),
    }
}

fn view(ctx: &Context, unranked: &Pointer) -> Result<View, String> {
    let rank = usize::try_from(read_word(unranked, 0)? as i64).map_err(|_| "negative rank")?;
    let desc = pointer_at(ctx, unranked, 8)?;
    let field = |i: usize| read_word(&desc, 24 + 8 * i as i64).map(|w| w as i64);
    Ok(View {
        aligned: pointer_at(ctx, &desc, 8)?,
        offset: read_word(&desc, 16)? as i64,
        sizes: (0..rank).map(field).collect::<Result<_, _>>()?,
        strides: (rank..2 * rank).map(field).collect::<Result<_, _>>()?,
    })
}

fn copy(ctx: &Context, elem_size: i64, src: &Pointer, dst: &Pointer) -> Result<(), String> {
    let (s, d) = (view(ctx, src)?, view(ctx, dst)?);
    if s.sizes != d.sizes {
        return Err(format!(
            "memrefCopy: shapes differ: {:?} vs {:?}",
            s.sizes, d.sizes
        ));
    }
    let size = u64::try_from(elem_size).map_err(|_| "negative element size")?;
    let mut err = None;
    crate::value::for_each_index(&s.sizes, |idx| {
        if err.is_some() {
            return;
        }
        let at = |v: &View| {
            (v.offset
                + idx
                    .iter()
                    .zip(&v.strides)
                    .map(|(i, st)| i * st)
                    .sum::<i64>())
            .saturating_mul(elem_size)
        };
        let r = s
            .aligned
            .offset_by(at(&s))
            .read(size)
            .and_then(|b| d.aligned.offset_by(at(&d)).write(&b));
        if let Err(m) = r {
            err = Some(m);
        }
    });
    err.map_or(Ok(()), Err)
}

pub fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let size = crate::elementwise::tensor(ev, operands, 0)?
        .ints()
        .first()
        .copied()
        .unwrap_or(0);
    let (Some(Value::Ptr(src)), Some(Value::Ptr(dst))) = (operands.get(1), operands.get(2)) else {
        return Err(ev.error("memrefCopy expects (i64, ptr, ptr)"));
    };
    copy(ev.ctx(), size, src, dst).map_err(|m| ev.error(m))?;
    Ok(Vec::new())
}
