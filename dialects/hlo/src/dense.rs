//! Reading integer `dense<...>` elements attributes (`replica_groups = dense<[[0, 1]]> :
//! tensor<1x2xi64>`, constant shape operands) without expanding splats: a splat of a
//! huge shape is one stored element, so element access is lazy.

use xla_ir::types::Signedness;
use xla_ir::{AttrData, Attribute, Context, TypeData};

/// The integer elements of a `dense<...>` attribute of integer (or index) element type.
pub struct DenseInts<'a> {
    /// The attribute's shape (static: elements attributes have static types).
    pub shape: &'a [i64],
    data: &'a [u8],
    width: u32,
    unsigned: bool,
    splat: bool,
    len: u64,
}

impl<'a> DenseInts<'a> {
    /// The integer elements of `a`, if it is an integer or index `dense<...>` attribute.
    pub fn of(ctx: &'a Context, a: Attribute) -> Option<DenseInts<'a>> {
        let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(a) else {
            return None;
        };
        let TypeData::Tensor { shape, elem, .. } = ctx.type_data(*ty) else {
            return None;
        };
        let (width, unsigned) = match ctx.type_data(*elem) {
            TypeData::Integer { width, signedness } => {
                (*width, *signedness == Signedness::Unsigned)
            }
            TypeData::Index => (64, false),
            _ => return None,
        };
        let len = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
        Some(DenseInts {
            shape,
            data,
            width,
            unsigned,
            splat: *splat,
            len,
        })
    }

    /// Bytes of one stored element (`i1` takes a byte).
    fn stride(&self) -> usize {
        if self.width <= 1 {
            1
        } else {
            self.width.div_ceil(8) as usize
        }
    }

    /// The number of elements (the product of the shape).
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether every element is the same stored value.
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// Element `i` in row-major order, sign- or zero-extended; `None` past the end.
    pub fn get(&self, i: u64) -> Option<i128> {
        if i >= self.len {
            return None;
        }
        let index = if self.splat {
            0
        } else {
            usize::try_from(i).ok()?
        };
        let stride = self.stride();
        let bytes = self
            .data
            .get(index.checked_mul(stride)?..index.checked_mul(stride)?.checked_add(stride)?)?;
        let mut buf = [0u8; 16];
        let n = bytes.len().min(16);
        buf[..n].copy_from_slice(&bytes[..n]);
        let raw = u128::from_le_bytes(buf);
        if self.width == 0 || self.width >= 128 {
            return Some(raw as i128);
        }
        let shift = 128 - self.width;
        Some(if self.unsigned {
            ((raw << shift) >> shift) as i128
        } else {
            ((raw << shift) as i128) >> shift
        })
    }

    /// The elements in order (lazily: a splat is not expanded up front).
    pub fn iter(&self) -> impl Iterator<Item = i128> + '_ {
        (0..self.len).map_while(move |i| self.get(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(ctx: &Context, text: &str) -> Attribute {
        ctx.parse_attr_str(text)
            .unwrap_or_else(|d| panic!("{text}: {}", d.message))
    }

    #[test]
    fn reads_rows_and_splats() {
        let ctx = Context::new();
        let a = parse(&ctx, "dense<[[0, -1], [2, 3]]> : tensor<2x2xi64>");
        let d = DenseInts::of(&ctx, a).expect("dense");
        assert_eq!(d.shape, &[2, 2]);
        assert_eq!(d.iter().collect::<Vec<_>>(), vec![0, -1, 2, 3]);
        let s = parse(&ctx, "dense<7> : tensor<3xui32>");
        let d = DenseInts::of(&ctx, s).expect("dense");
        assert_eq!(d.iter().collect::<Vec<_>>(), vec![7, 7, 7]);
        assert_eq!(d.get(3), None);
        let f = parse(&ctx, "dense<1.0> : tensor<2xf32>");
        assert!(DenseInts::of(&ctx, f).is_none());
    }
}
