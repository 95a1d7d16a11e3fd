//! arith dialect evaluation with MLIR's semantics (signless integers, poison-free cases only).

use crate::convert::convert_tensor;
use crate::dense::tensor_from_attr;
use crate::elementwise::{
    binary, bool_tensor, compare, one, result_elem, tensor, IntInfo, Kernels,
};
use crate::eval::{OpEval, Registry};
use crate::value::Value;
use std::cmp::Ordering;
use xla_ir::DResult;

type K = Kernels;

fn ints(f: fn(i64, i64, IntInfo) -> i64) -> K {
    K {
        int: Some(f),
        ..Default::default()
    }
}
fn floats(f: fn(f64, f64) -> f64) -> K {
    K {
        float: Some(f),
        ..Default::default()
    }
}
fn u(a: i64) -> u64 {
    a as u64
}
/// Value as unsigned of `w` bits (inputs are stored sign-extended for signless types).
fn uw(a: i64, i: IntInfo) -> u64 {
    if i.width >= 64 {
        a as u64
    } else {
        (a as u64) & ((1u64 << i.width) - 1)
    }
}

pub(crate) fn kernels(name: &str) -> Option<K> {
    Some(match name {
        "arith.addi" => ints(|a, b, _| a.wrapping_add(b)),
        "arith.subi" => ints(|a, b, _| a.wrapping_sub(b)),
        "arith.muli" => ints(|a, b, _| a.wrapping_mul(b)),
        "arith.divsi" => ints(|a, b, _| if b == 0 { 0 } else { a.wrapping_div(b) }),
        "arith.divui" => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                (uw(a, i) / uw(b, i)) as i64
            }
        }),
        "arith.remsi" => ints(|a, b, _| if b == 0 { 0 } else { a.wrapping_rem(b) }),
        "arith.remui" => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                (uw(a, i) % uw(b, i)) as i64
            }
        }),
        "arith.ceildivsi" => ints(|a, b, _| {
            if b == 0 {
                return 0;
            }
            let q = a.wrapping_div(b);
            if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
                q.wrapping_add(1)
            } else {
                q
            }
        }),
        "arith.ceildivui" => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                uw(a, i).div_ceil(uw(b, i)) as i64
            }
        }),
        "arith.floordivsi" => ints(|a, b, _| {
            if b == 0 {
                return 0;
            }
            let q = a.wrapping_div(b);
            if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
                q.wrapping_sub(1)
            } else {
                q
            }
        }),
        "arith.andi" => K {
            int: Some(|a, b, _| a & b),
            boolean: Some(|a, b| a & b),
            ..Default::default()
        },
        "arith.ori" => K {
            int: Some(|a, b, _| a | b),
            boolean: Some(|a, b| a | b),
            ..Default::default()
        },
        "arith.xori" => K {
            int: Some(|a, b, _| a ^ b),
            boolean: Some(|a, b| a ^ b),
            ..Default::default()
        },
        "arith.shli" => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                ((u(a)) << uw(b, i)) as i64
            }
        }),
        "arith.shrui" => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                (uw(a, i) >> uw(b, i)) as i64
            }
        }),
        "arith.shrsi" => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                a >> uw(b, i)
            }
        }),
        "arith.maxsi" => ints(|a, b, _| a.max(b)),
        "arith.minsi" => ints(|a, b, _| a.min(b)),
        "arith.maxui" => ints(|a, b, i| if uw(a, i) >= uw(b, i) { a } else { b }),
        "arith.minui" => ints(|a, b, i| if uw(a, i) <= uw(b, i) { a } else { b }),
        "arith.addf" => floats(|a, b| a + b),
        "arith.subf" => floats(|a, b| a - b),
        "arith.mulf" => floats(|a, b| a * b),
        "arith.divf" => floats(|a, b| a / b),
        "arith.remf" => floats(|a, b| a % b),
        "arith.negf" => floats(|a, _| -a),
        "arith.maximumf" => floats(|a, b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else if a == b {
                if a.is_sign_negative() {
                    b
                } else {
                    a
                }
            } else {
                a.max(b)
            }
        }),
        "arith.minimumf" => floats(|a, b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else if a == b {
                if a.is_sign_negative() {
                    a
                } else {
                    b
                }
            } else {
                a.min(b)
            }
        }),
        "arith.maxnumf" => floats(f64::max),
        "arith.minnumf" => floats(f64::min),
        _ => return None,
    })
}

fn elementwise(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let k =
        kernels(ev.op.name_str()).ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    let b = if operands.len() > 1 {
        tensor(ev, operands, 1)?
    } else {
        a
    };
    one(binary(ev, a, b, k)?)
}

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let a = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    let t = tensor_from_attr(ev.ctx(), a).map_err(|m| ev.error(m))?;
    one(t)
}

pub(crate) fn cmpi(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .op
        .attr("predicate")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires a 'predicate'"))?;
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let test = move |x: i64, y: i64, i: IntInfo| {
        let s = x.cmp(&y);
        let un = uw(x, i).cmp(&uw(y, i));
        match p {
            0 => s == Ordering::Equal,
            1 => s != Ordering::Equal,
            2 => s == Ordering::Less,
            3 => s != Ordering::Greater,
            4 => s == Ordering::Greater,
            5 => s != Ordering::Less,
            6 => un == Ordering::Less,
            7 => un != Ordering::Greater,
            8 => un == Ordering::Greater,
            _ => un != Ordering::Less,
        }
    };
    // i1 values are stored as 0/1: the signed predicates see them as 0/-1.
    let test2 = move |x: i64, y: i64, i: IntInfo| {
        if i.width == 1 {
            test(
                -x,
                -y,
                IntInfo {
                    width: 1,
                    signed: true,
                },
            )
        } else {
            test(x, y, i)
        }
    };
    let v = compare(ev, a, b, test2, |_, _| false, None)?;
    one(bool_tensor(ev, a.shape.clone(), v))
}

pub(crate) fn cmpf(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .op
        .attr("predicate")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires a 'predicate'"))?;
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let f = move |x: f64, y: f64| {
        let uno = x.is_nan() || y.is_nan();
        let o = x.partial_cmp(&y);
        let ordered = |c: bool| !uno && c;
        let unordered = |c: bool| uno || c;
        match p {
            0 => false,
            1 => ordered(o == Some(Ordering::Equal)),
            2 => ordered(o == Some(Ordering::Greater)),
            3 => ordered(o != Some(Ordering::Less)),
            4 => ordered(o == Some(Ordering::Less)),
            5 => ordered(o != Some(Ordering::Greater)),
            6 => ordered(o != Some(Ordering::Equal)),
            7 => !uno,
            8 => unordered(o == Some(Ordering::Equal)),
            9 => unordered(o == Some(Ordering::Greater)),
            10 => unordered(o != Some(Ordering::Less)),
            11 => unordered(o == Some(Ordering::Less)),
            12 => unordered(o != Some(Ordering::Greater)),
            13 => unordered(o != Some(Ordering::Equal)),
            14 => uno,
            _ => true,
        }
    };
    let v = compare(ev, a, b, |_, _, _| false, f, None)?;
    one(bool_tensor(ev, a.shape.clone(), v))
}

fn select(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    // A scalar condition choosing between whole non-tensor values: canonicalize turns an
    // `scf.if` yielding buffers into `arith.select` on memrefs (found by the random differential
    // tests, lit/xla-run/difftest-select-memref.mlir).
    if let [Value::Tensor(c), a, b] = operands {
        if c.shape.is_empty() && !matches!(a, Value::Tensor(_)) {
            let pick = c.bools().first().copied().unwrap_or(false);
            return Ok(vec![if pick { a.clone() } else { b.clone() }]);
        }
    }
    crate::hlo::basic::select_values(ev, operands)
}

/// Casts: all go through the shared conversion with MLIR's integer semantics.
fn cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    cast_as(ev, operands, ev.op.name_str())
}

/// The cast `name` (an arith cast's name) applied to the op's operand and result type.
pub(crate) fn cast_as(ev: &OpEval<'_, '_>, operands: &[Value], name: &str) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    // Signed sources are sign-extended, unsigned ones zero-extended, as the op says.
    let mut src = a.clone();
    let unsigned_src = matches!(name, "arith.extui" | "arith.uitofp" | "arith.index_castui");
    if let crate::value::ElemKind::Int { width, .. } = a.kind {
        src.kind = crate::value::ElemKind::Int {
            width,
            signed: !unsigned_src,
        };
        if let crate::value::Buffer::Int(v) = &mut src.data {
            for x in v.iter_mut() {
                *x = crate::value::norm_int(*x, width, !unsigned_src);
            }
        }
    }
    if let (crate::value::Buffer::Bool(v), true) = (
        &a.data,
        unsigned_src || name == "arith.extsi" || name == "arith.sitofp",
    ) {
        // i1 sources: extsi/sitofp see true as -1.
        let signed = !unsigned_src;
        src.kind = crate::value::ElemKind::Int { width: 1, signed };
        src.data = crate::value::Buffer::Int(
            v.iter()
                .map(|&b| {
                    if b {
                        if signed {
                            -1
                        } else {
                            1
                        }
                    } else {
                        0
                    }
                })
                .collect(),
        );
    }
    if name == "arith.bitcast" {
        return one(crate::convert::bitcast_same_width(ev, &src, ty, kind)?);
    }
    // trunci to i1 keeps the lowest bit (not `!= 0`, which is what convert does).
    if let (true, crate::value::ElemKind::Bool, crate::value::Buffer::Int(v)) =
        (name == "arith.trunci", kind, &src.data)
    {
        let bits = crate::value::Buffer::Bool(v.iter().map(|&x| x & 1 != 0).collect());
        return one(crate::value::Tensor {
            ty,
            kind,
            shape: src.shape.clone(),
            data: bits,
        });
    }
    let fp_to_unsigned = name == "arith.fptoui";
    let mut kind_out = kind;
    if let (crate::value::ElemKind::Int { width, .. }, true) = (kind, fp_to_unsigned) {
        kind_out = crate::value::ElemKind::Int {
            width,
            signed: false,
        };
    }
    let mut t = convert_tensor(&src, ty, kind_out);
    // Results are signless: store them sign-extended.
    if let (crate::value::ElemKind::Int { width, .. }, crate::value::Buffer::Int(v)) =
        (kind, &mut t.data)
    {
        for x in v.iter_mut() {
            *x = crate::value::norm_int(*x, width, true);
        }
        t.kind = kind;
    }
    one(t)
}

pub fn register(r: &mut Registry) {
    for name in [
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.divsi",
        "arith.divui",
        "arith.remsi",
        "arith.remui",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.shli",
        "arith.shrui",
        "arith.shrsi",
        "arith.maxsi",
        "arith.minsi",
        "arith.maxui",
        "arith.minui",
        "arith.addf",
        "arith.subf",
        "arith.mulf",
        "arith.divf",
        "arith.remf",
        "arith.negf",
        "arith.maximumf",
        "arith.minimumf",
        "arith.maxnumf",
        "arith.minnumf",
    ] {
        r.add(name, elementwise);
    }
    r.add("arith.constant", constant);
    r.add("arith.cmpi", cmpi);
    r.add("arith.cmpf", cmpf);
    r.add("arith.select", select);
    register_extended(r);
    for name in [
        "arith.extui",
        "arith.extsi",
        "arith.extf",
        "arith.trunci",
        "arith.truncf",
        "arith.uitofp",
        "arith.sitofp",
        "arith.fptoui",
        "arith.fptosi",
        "arith.index_cast",
        "arith.index_castui",
        "arith.bitcast",
    ] {
        r.add(name, cast);
    }
}

/// Integers as exact i128 values (signed or unsigned view) for the extended ops.
fn wide(t: &crate::value::Tensor, signed: bool) -> Vec<i128> {
    let crate::value::ElemKind::Int { width, .. } = t.kind else {
        return t
            .bools()
            .into_iter()
            .map(|b| if b && signed { -1 } else { b as i128 })
            .collect();
    };
    t.ints()
        .into_iter()
        .map(|v| {
            if signed {
                v as i128
            } else {
                uw(
                    v,
                    IntInfo {
                        width,
                        signed: false,
                    },
                ) as i128
            }
        })
        .collect()
}

fn int_tensor_like(
    t: &crate::value::Tensor,
    v: impl Iterator<Item = i128>,
) -> crate::value::Tensor {
    let width = match t.kind {
        crate::value::ElemKind::Int { width, .. } => width,
        _ => 1,
    };
    let data = match t.kind {
        crate::value::ElemKind::Bool => crate::value::Buffer::Bool(v.map(|x| x & 1 != 0).collect()),
        _ => crate::value::Buffer::Int(
            v.map(|x| crate::value::norm_int(x as i64, width, true))
                .collect(),
        ),
    };
    t.with_data(t.shape.clone(), data)
}

/// `addui_extended` (sum, carry), `mulsi_extended` / `mului_extended` (low, high halves).
fn extended(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let width = match a.kind {
        crate::value::ElemKind::Int { width, .. } => width,
        _ => 1,
    };
    let name = ev.op.name_str();
    let signed = name == "arith.mulsi_extended";
    let (x, y) = (wide(a, signed), wide(b, signed));
    if name == "arith.addui_extended" {
        let sums: Vec<i128> = x.iter().zip(&y).map(|(p, q)| p + q).collect();
        let carry = sums.iter().map(|&s| (s >> width) != 0).collect();
        return Ok(vec![
            Value::Tensor(int_tensor_like(a, sums.iter().copied())),
            Value::Tensor(bool_tensor(ev, a.shape.clone(), carry)),
        ]);
    }
    let prods: Vec<i128> = x.iter().zip(&y).map(|(p, q)| p.wrapping_mul(*q)).collect();
    Ok(vec![
        Value::Tensor(int_tensor_like(a, prods.iter().copied())),
        Value::Tensor(int_tensor_like(a, prods.iter().map(|&p| p >> width))),
    ])
}

pub fn register_extended(r: &mut Registry) {
    for name in [
        "arith.addui_extended",
        "arith.mulsi_extended",
        "arith.mului_extended",
    ] {
        r.add(name, extended);
    }
}
