//! `puts` and `abort`, which the lowering of `cf.assert` calls: `puts` writes the message
//! to stderr (as the C function writes it to stdout, with a newline), `abort` ends the run
//! with an error naming the failed assertion's location.

use super::layout::scalar_from_bits;
use crate::eval::OpEval;
use crate::value::Value;
use xla_ir::DResult;

/// Longest C string read (a missing NUL ends in an out-of-bounds read before this anyway).
const MAX_LEN: i64 = 1 << 20;

pub fn call(ev: &OpEval<'_, '_>, name: &str, operands: &[Value]) -> Option<DResult<Vec<Value>>> {
    match name {
        "puts" => Some((|| {
            let Some(Value::Ptr(p)) = operands.first() else {
                return Err(ev.error("puts expects a pointer"));
            };
            let mut bytes = Vec::new();
            for i in 0..MAX_LEN {
                let b = p.offset_by(i).read(1).map_err(|m| ev.error(m))?;
                match b.first() {
                    Some(0) | None => break,
                    Some(&c) => bytes.push(c),
                }
            }
            eprintln!("{}", String::from_utf8_lossy(&bytes));
            let ctx = ev.ctx();
            let zero = scalar_from_bits(ctx, ctx.i32(), 0).ok_or_else(|| ev.error("i32 scalar"))?;
            Ok(vec![Value::Tensor(zero)])
        })()),
        "abort" => Some(Err(ev.error("abort called (a failed assertion)"))),
        _ => None,
    }
}
