//! Values as bytes, for transports that cross processes: a tensor is its element type (as
//! MLIR text, so the receiver's context interns it), its shape and its elements' little-endian
//! bytes; tokens and tuples have a tag. Integers are little-endian.

use crate::dense::{elem_bytes, tensor_from_bytes, tensor_to_bytes, type_str};
use crate::value::Value;
use xla_ir::Context;

const TENSOR: u8 = 0;
const TOKEN: u8 = 1;
const TUPLE: u8 = 2;

/// Appends `v`'s bytes to `out`.
pub fn encode(ctx: &Context, v: &Value, out: &mut Vec<u8>) -> Result<(), String> {
    match v {
        Value::Tensor(t) => {
            out.push(TENSOR);
            put_bytes(out, type_str(ctx, t.ty).as_bytes());
            put_u64(out, t.shape.len() as u64);
            for &d in &t.shape {
                put_u64(out, d as u64);
            }
            put_bytes(out, &tensor_to_bytes(t));
        }
        Value::Token => out.push(TOKEN),
        Value::Tuple(vs) => {
            out.push(TUPLE);
            put_u64(out, vs.len() as u64);
            for v in vs {
                encode(ctx, v, out)?;
            }
        }
        Value::MemRef(_) | Value::Ptr(_) => {
            return Err("only tensors, tokens and tuples cross processes".to_string())
        }
    }
    Ok(())
}

/// The value `encode` wrote at the start of `bytes`, and the bytes after it.
pub fn decode<'b>(ctx: &Context, bytes: &'b [u8]) -> Result<(Value, &'b [u8]), String> {
    let mut r = Reader(bytes);
    let v = r.value(ctx)?;
    Ok((v, r.0))
}

fn put_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put_bytes(out: &mut Vec<u8>, b: &[u8]) {
    put_u64(out, b.len() as u64);
    out.extend_from_slice(b);
}

/// The bytes not read yet.
pub struct Reader<'b>(pub &'b [u8]);

impl<'b> Reader<'b> {
    pub fn take(&mut self, n: usize) -> Result<&'b [u8], String> {
        if n > self.0.len() {
            return Err(format!(
                "truncated message: {n} bytes wanted, {} left",
                self.0.len()
            ));
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    pub fn u64(&mut self) -> Result<u64, String> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes(b.try_into().map_err(|_| "short read")?))
    }

    /// A count of items of at least one byte each (no more than the bytes left).
    pub fn count(&mut self) -> Result<usize, String> {
        self.count_of(1)
    }

    /// A count of items of `size` bytes each (no more than fit in the bytes left).
    pub fn count_of(&mut self, size: usize) -> Result<usize, String> {
        let n = self.u64()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n.saturating_mul(size) <= self.0.len())
            .ok_or_else(|| format!("bad length {n} in a message"))
    }

    fn bytes(&mut self) -> Result<&'b [u8], String> {
        let n = self.count()?;
        self.take(n)
    }

    fn value(&mut self, ctx: &Context) -> Result<Value, String> {
        match self.take(1)?[0] {
            TENSOR => {
                let elem = std::str::from_utf8(self.bytes()?)
                    .map_err(|_| "element type is not UTF-8")?
                    .to_string();
                let elem = ctx
                    .parse_type_str(&elem)
                    .map_err(|d| format!("bad element type '{elem}': {}", d.message))?;
                let rank = self.count()?;
                let shape = (0..rank)
                    .map(|_| self.u64().map(|d| d as i64))
                    .collect::<Result<Vec<_>, _>>()?;
                let data = self.bytes()?;
                let t = tensor_from_bytes(ctx, ctx.tensor_type(&shape, elem), data, false)?;
                if t.num_elements() * elem_bytes(t.kind) != data.len() {
                    return Err(format!(
                        "{} bytes do not hold a tensor of shape {shape:?}",
                        data.len()
                    ));
                }
                Ok(Value::Tensor(t))
            }
            TOKEN => Ok(Value::Token),
            TUPLE => {
                let n = self.count()?;
                (0..n)
                    .map(|_| self.value(ctx))
                    .collect::<Result<_, _>>()
                    .map(Value::Tuple)
            }
            tag => Err(format!("unknown value tag {tag} in a message")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};
    use crate::value::{Buffer, ElemKind, Tensor, Value};
    use num_complex::Complex;
    use xla_ir::float::FloatKind;
    use xla_ir::Context;

    fn round_trip(ctx: &Context, v: &Value) -> Value {
        let mut bytes = Vec::new();
        encode(ctx, v, &mut bytes).unwrap();
        let (back, rest) = decode(ctx, &bytes).unwrap();
        assert!(rest.is_empty());
        back
    }

    #[test]
    fn tensors_tokens_and_tuples_survive_the_wire() {
        let ctx = Context::new();
        let f32t = Tensor {
            ty: ctx.f32(),
            kind: ElemKind::Float(FloatKind::F32),
            shape: vec![2, 2],
            data: Buffer::F32(vec![1.5, -0.0, f32::NAN, 3.0]),
        };
        let c64 = ctx.parse_type_str("complex<f32>").unwrap();
        let complex = Tensor {
            ty: c64,
            kind: ElemKind::Complex(FloatKind::F32),
            shape: vec![1],
            data: Buffer::C64(vec![Complex::new(1.0, -2.0)]),
        };
        let ui8 = Tensor {
            ty: ctx.parse_type_str("ui8").unwrap(),
            kind: ElemKind::Int {
                width: 8,
                signed: false,
            },
            shape: vec![],
            data: Buffer::Int(vec![255]),
        };
        let v = Value::Tuple(vec![
            Value::Tensor(f32t.clone()),
            Value::Token,
            Value::Tuple(vec![Value::Tensor(complex), Value::Tensor(ui8)]),
        ]);
        let back = round_trip(&ctx, &v);
        // NaN != NaN: compare the f32 tensor by bits, the rest as values.
        let Value::Tuple(items) = &back else {
            panic!("not a tuple")
        };
        let Value::Tensor(t) = &items[0] else {
            panic!("not a tensor")
        };
        assert_eq!(
            crate::dense::tensor_to_bytes(t),
            crate::dense::tensor_to_bytes(&f32t)
        );
        assert_eq!(t.shape, vec![2, 2]);
        assert_eq!(items[1..], {
            let Value::Tuple(orig) = &v else { panic!() };
            orig[1..].to_vec()
        });
    }

    #[test]
    fn damaged_messages_are_errors() {
        let ctx = Context::new();
        let t = Value::Tensor(Tensor {
            ty: ctx.i64(),
            kind: ElemKind::Int {
                width: 64,
                signed: true,
            },
            shape: vec![3],
            data: Buffer::Int(vec![1, 2, 3]),
        });
        let mut bytes = Vec::new();
        encode(&ctx, &t, &mut bytes).unwrap();
        for cut in [1, 5, bytes.len() - 1] {
            assert!(decode(&ctx, &bytes[..cut]).is_err(), "cut at {cut}");
        }
        assert!(decode(&ctx, &[9]).is_err());
    }
}
