//! The runtime memref: a strided view (shape, strides, offset) on shared mutable storage, so that
//! views made by subview, cast, reinterpret_cast, collapse_shape and expand_shape alias the
//! buffer they come from, and a write through one view is seen through every other.

use crate::value::{checked_count, for_each_index, Buffer, ElemKind, Tensor};
use parking_lot::Mutex;
use std::sync::Arc;
use xla_ir::Type;

/// A ranked memref value. `storage` is shared by every view of one allocation.
#[derive(Clone, Debug)]
pub struct MemRefValue {
    /// The element type.
    pub ty: Type,
    pub kind: ElemKind,
    pub storage: Arc<Mutex<Buffer>>,
    pub shape: Vec<i64>,
    /// Distance in elements between neighbours along each dimension (may be 0 or negative).
    pub strides: Vec<i64>,
    /// Position of element `[0, ..., 0]` in the storage.
    pub offset: i64,
}

/// Two memrefs are equal when they are the same view of the same storage.
impl PartialEq for MemRefValue {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.storage, &other.storage)
            && self.ty == other.ty
            && self.shape == other.shape
            && self.strides == other.strides
            && self.offset == other.offset
    }
}

/// The buffers `memref.alloc` made and `memref.dealloc` has not freed, by storage identity.
#[derive(Default, Debug)]
pub struct LiveAllocs(rustc_hash::FxHashMap<usize, Arc<Mutex<Buffer>>>);

impl LiveAllocs {
    pub fn insert(&mut self, m: &MemRefValue) {
        self.0
            .insert(Arc::as_ptr(&m.storage) as usize, m.storage.clone());
    }
    pub fn remove(&mut self, m: &MemRefValue) {
        self.0.remove(&(Arc::as_ptr(&m.storage) as usize));
    }
    /// Live buffers that none of `kept` (e.g. a function's results) views.
    pub fn leaked(&self, kept: &[MemRefValue]) -> usize {
        self.0
            .keys()
            .filter(|&&p| !kept.iter().any(|k| Arc::as_ptr(&k.storage) as usize == p))
            .count()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Row-major (identity layout) strides of `shape`, as i64.
pub fn contiguous_strides(shape: &[i64]) -> Vec<i64> {
    Tensor::strides(shape)
        .into_iter()
        .map(|s| s as i64)
        .collect()
}

/// `n` zero elements of `kind` (false, 0, +0.0).
pub fn zero_buffer(kind: ElemKind, n: usize) -> Buffer {
    match kind {
        ElemKind::Bool => Buffer::Bool(vec![false; n]),
        ElemKind::Int { .. } => Buffer::Int(vec![0; n]),
        ElemKind::Float(k) => Buffer::from_f64(k, std::iter::repeat_n(0.0, n)),
        ElemKind::Complex(k) => Buffer::from_c128(
            k,
            std::iter::repeat_n(num_complex::Complex::new(0.0, 0.0), n),
        ),
    }
}

/// Writes `src[src_idx[i]]` into `dst[dst_idx[i]]` for every `i`; `None` if the variants differ.
pub fn scatter(dst: &mut Buffer, dst_idx: &[usize], src: &Buffer, src_idx: &[usize]) -> Option<()> {
    fn put<T: Clone>(d: &mut [T], di: &[usize], s: &[T], si: &[usize]) {
        for (&a, &b) in di.iter().zip(si) {
            d[a] = s[b].clone();
        }
    }
    match (dst, src) {
        (Buffer::Bool(d), Buffer::Bool(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::Int(d), Buffer::Int(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::F16(d), Buffer::F16(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::BF16(d), Buffer::BF16(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::F32(d), Buffer::F32(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::F64(d), Buffer::F64(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::Bits(_, d), Buffer::Bits(_, s)) => put(d, dst_idx, s, src_idx),
        (Buffer::C64(d), Buffer::C64(s)) => put(d, dst_idx, s, src_idx),
        (Buffer::C128(d), Buffer::C128(s)) => put(d, dst_idx, s, src_idx),
        _ => return None,
    }
    Some(())
}

impl MemRefValue {
    /// A fresh zero-filled contiguous memref; `None` if the shape is dynamic or too large.
    pub fn alloc(ty: Type, kind: ElemKind, shape: &[i64]) -> Option<MemRefValue> {
        let n = checked_count(shape)?;
        Some(MemRefValue {
            ty,
            kind,
            storage: Arc::new(Mutex::new(zero_buffer(kind, n))),
            shape: shape.to_vec(),
            strides: contiguous_strides(shape),
            offset: 0,
        })
    }

    /// A fresh contiguous memref holding a copy of `t` (bufferization.to_buffer, npy inputs).
    pub fn from_tensor(t: &Tensor) -> MemRefValue {
        MemRefValue {
            ty: t.ty,
            kind: t.kind,
            storage: Arc::new(Mutex::new(t.data.clone())),
            shape: t.shape.clone(),
            strides: contiguous_strides(&t.shape),
            offset: 0,
        }
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    pub fn num_elements(&self) -> usize {
        checked_count(&self.shape).unwrap_or(0)
    }

    /// The storage position of `idx`; `None` when an index is out of bounds or the position is
    /// outside the storage.
    pub fn position(&self, idx: &[i64]) -> Option<usize> {
        if idx.len() != self.shape.len() {
            return None;
        }
        let mut pos = self.offset;
        for ((&i, &d), &s) in idx.iter().zip(&self.shape).zip(&self.strides) {
            if i < 0 || i >= d {
                return None;
            }
            pos = pos.checked_add(i.checked_mul(s)?)?;
        }
        let pos = usize::try_from(pos).ok()?;
        (pos < self.storage.lock().len()).then_some(pos)
    }

    /// Storage positions of every element of the view, in row-major order.
    fn positions(&self) -> Option<Vec<usize>> {
        let len = self.storage.lock().len() as i64;
        let mut out = Vec::with_capacity(self.num_elements());
        let mut ok = true;
        for_each_index(&self.shape, |idx| {
            let pos = idx
                .iter()
                .zip(&self.strides)
                .try_fold(self.offset, |p, (&i, &s)| p.checked_add(i.checked_mul(s)?));
            match pos {
                Some(p) if (0..len).contains(&p) => out.push(p as usize),
                _ => ok = false,
            }
        });
        ok.then_some(out)
    }

    /// Every position of the view lies inside the storage (checked when views are made, from
    /// the extreme positions, without visiting the elements).
    pub fn in_bounds(&self) -> bool {
        if checked_count(&self.shape).is_none() {
            return false;
        }
        if self.shape.contains(&0) {
            return true;
        }
        let len = self.storage.lock().len() as i128;
        let (mut lo, mut hi) = (self.offset as i128, self.offset as i128);
        for (&d, &s) in self.shape.iter().zip(&self.strides) {
            let span = (d as i128 - 1) * s as i128;
            lo += span.min(0);
            hi += span.max(0);
        }
        lo >= 0 && hi < len
    }

    /// Element `idx` as a rank-0 tensor.
    pub fn load(&self, idx: &[i64]) -> Option<Tensor> {
        let pos = self.position(idx)?;
        let data = self.storage.lock().gather(&[pos]);
        Some(Tensor {
            ty: self.ty,
            kind: self.kind,
            shape: Vec::new(),
            data,
        })
    }

    /// Storage positions of `lanes` consecutive elements along the last dimension from `idx`;
    /// `None` when one is out of bounds.
    pub fn lane_positions(&self, idx: &[i64], lanes: i64) -> Option<Vec<usize>> {
        let mut at = idx.to_vec();
        let last = at.len().checked_sub(1)?;
        (0..lanes)
            .map(|l| {
                at[last] = idx[last].checked_add(l)?;
                self.position(&at)
            })
            .collect()
    }

    /// Writes the single element of `value` at `idx`.
    pub fn store(&self, idx: &[i64], value: &Tensor) -> Option<()> {
        if value.num_elements() != 1 {
            return None;
        }
        let pos = self.position(idx)?;
        scatter(&mut self.storage.lock(), &[pos], &value.data, &[0])
    }

    /// The view's elements as a new tensor (bufferization.to_tensor, results).
    pub fn to_tensor(&self) -> Option<Tensor> {
        let pos = self.positions()?;
        let data = self.storage.lock().gather(&pos);
        Some(Tensor {
            ty: self.ty,
            kind: self.kind,
            shape: self.shape.clone(),
            data,
        })
    }

    /// Overwrites the view's elements with `t`'s (same shape, same element kind).
    pub fn write_tensor(&self, t: &Tensor) -> Option<()> {
        if t.shape != self.shape {
            return None;
        }
        let pos = self.positions()?;
        let src: Vec<usize> = (0..pos.len()).collect();
        scatter(&mut self.storage.lock(), &pos, &t.data, &src)
    }

    /// Copies `src`'s elements into this view (memref.copy); overlapping views are read first.
    pub fn copy_from(&self, src: &MemRefValue) -> Option<()> {
        let t = src.to_tensor()?;
        self.write_tensor(&t)
    }

    /// Another view of the same storage; `None` if any of its elements would fall outside it.
    pub fn view(&self, shape: Vec<i64>, strides: Vec<i64>, offset: i64) -> Option<MemRefValue> {
        if shape.len() != strides.len() || shape.iter().any(|&d| d < 0) {
            return None;
        }
        let v = MemRefValue {
            ty: self.ty,
            kind: self.kind,
            storage: self.storage.clone(),
            shape,
            strides,
            offset,
        };
        v.in_bounds().then_some(v)
    }

    /// Same storage, same elements.
    pub fn aliases(&self, other: &MemRefValue) -> bool {
        Arc::ptr_eq(&self.storage, &other.storage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::Context;

    fn f32_memref(ctx: &Context, shape: &[i64]) -> MemRefValue {
        MemRefValue::alloc(
            ctx.f32(),
            ElemKind::Float(xla_ir::float::FloatKind::F32),
            shape,
        )
        .unwrap()
    }

    fn scalar(ctx: &Context, x: f32) -> Tensor {
        Tensor {
            ty: ctx.f32(),
            kind: ElemKind::Float(xla_ir::float::FloatKind::F32),
            shape: vec![],
            data: Buffer::F32(vec![x]),
        }
    }

    #[test]
    fn store_through_a_subview_is_seen_by_the_parent() {
        let ctx = Context::new();
        let m = f32_memref(&ctx, &[3, 4]);
        // subview [1, 1] [2, 2] [1, 1]: offset 5, strides [4, 1].
        let sub = m.view(vec![2, 2], vec![4, 1], 5).unwrap();
        sub.store(&[1, 1], &scalar(&ctx, 7.0)).unwrap();
        assert_eq!(m.load(&[2, 2]).unwrap().data, Buffer::F32(vec![7.0]));
        assert!(sub.aliases(&m));
    }

    #[test]
    fn out_of_bounds_access_and_views_are_refused() {
        let ctx = Context::new();
        let m = f32_memref(&ctx, &[2, 2]);
        assert!(m.load(&[2, 0]).is_none());
        assert!(m.load(&[0]).is_none());
        assert!(m.view(vec![3], vec![2], 0).is_none());
        assert!(m.view(vec![2], vec![-1], 1).is_some());
        // A huge view is refused at once (not by visiting its elements).
        assert!(m.view(vec![1 << 40, 1 << 40], vec![0, 0], 0).is_none());
        assert!(m.view(vec![0, 1 << 20], vec![5, 5], 100).is_some());
    }

    #[test]
    fn tensor_round_trip_through_a_transposed_view() {
        let ctx = Context::new();
        let t = Tensor {
            ty: ctx.f32(),
            kind: ElemKind::Float(xla_ir::float::FloatKind::F32),
            shape: vec![2, 3],
            data: Buffer::F32(vec![0., 1., 2., 3., 4., 5.]),
        };
        let m = MemRefValue::from_tensor(&t);
        let tr = m.view(vec![3, 2], vec![1, 3], 0).unwrap();
        assert_eq!(
            tr.to_tensor().unwrap().data,
            Buffer::F32(vec![0., 3., 1., 4., 2., 5.])
        );
        let dst = f32_memref(&ctx, &[3, 2]);
        dst.copy_from(&tr).unwrap();
        assert_eq!(
            dst.to_tensor().unwrap().data,
            Buffer::F32(vec![0., 3., 1., 4., 2., 5.])
        );
        // Copy between overlapping views of one buffer reads before writing.
        let row0 = m.view(vec![3], vec![1], 0).unwrap();
        let row0_shifted = m.view(vec![3], vec![1], 1).unwrap();
        row0_shifted.copy_from(&row0).unwrap();
        assert_eq!(
            m.to_tensor().unwrap().data,
            Buffer::F32(vec![0., 0., 1., 2., 4., 5.])
        );
    }
}
