//! `--chlo-legalize-to-hlo`: decomposes the chlo ops XLA has no instruction for into hlo
//! ops (see docs/lowering/chlo-to-hlo.md): the special functions ([`special`]) and the
//! inverse/hyperbolic trigonometric functions ([`trig`]), the binary zeta and polygamma ([`zeta`]), plus `chlo.conj`, and `chlo.top_k` as sort + slice ([`top_k`]). Decompositions compute in f32 (f16/bf16 are converted to f32 and back) or
//! f64. Ops without a decomposition (`chlo.square`, `chlo.next_after`, `chlo.erfc`, ...) are
//! left in place for `--hlo-legalize-to-linalg`. On complex numbers the inverse/hyperbolic
//! trigonometric functions and `chlo.square` decompose too ([`complex_trig`]); other
//! decomposed ops on complex arguments are errors naming the pass.

pub mod complex_trig;
pub mod emit;
pub mod special;
pub mod top_k;
pub mod trig;
pub mod zeta;

use emit::Emitter;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::float::FloatKind;
use xla_ir::pass::PassInfo;
use xla_ir::{Body, Context, Diag, OpId, OpRef, TypeData, ValueId, DYNAMIC};

pub const ARGUMENT: &str = "chlo-legalize-to-hlo";
const DESCRIPTION: &str = "Decompose chlo ops (lgamma, digamma, erf_inv, bessel_i1e, zeta, polygamma, inverse/hyperbolic trigonometry, top_k) into hlo ops";

#[derive(Default)]
pub struct ChloLegalizeToHlo;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ChloLegalizeToHlo),
    }
}

func_body_pass!(ChloLegalizeToHlo, "ChloLegalizeToHlo", legalize_body);

/// The element-wise decomposition of a chlo op (its mnemonic), on real floats.
#[derive(Copy, Clone)]
enum Decompose {
    Unary(fn(&mut Emitter<'_>, ValueId) -> ValueId),
    Binary(fn(&mut Emitter<'_>, ValueId, ValueId) -> ValueId),
}

impl Decompose {
    fn arity(self) -> usize {
        match self {
            Decompose::Unary(_) => 1,
            Decompose::Binary(_) => 2,
        }
    }
}

fn decomposition(mnemonic: &str) -> Option<Decompose> {
    match mnemonic {
        "zeta" => return Some(Decompose::Binary(zeta::zeta)),
        "polygamma" => return Some(Decompose::Binary(zeta::polygamma)),
        _ => {}
    }
    let unary: fn(&mut Emitter<'_>, ValueId) -> ValueId = match mnemonic {
        "lgamma" => special::lgamma,
        "digamma" => special::digamma,
        "erf_inv" => |e, x| {
            let steps = if e.kind == FloatKind::F64 { 2 } else { 1 };
            special::erf_inv(e, x, steps)
        },
        "bessel_i1e" => special::bessel_i1e,
        "asin" => trig::asin,
        "acos" => trig::acos,
        "atan" => trig::atan,
        "sinh" => trig::sinh,
        "cosh" => trig::cosh,
        "asinh" => trig::asinh,
        "acosh" => trig::acosh,
        "atanh" => trig::atanh,
        _ => return None,
    };
    Some(Decompose::Unary(unary))
}

/// Rewrites every chlo op of `body` (nested isolated ops are left to their own runs).
pub fn legalize_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut errors = Vec::new();
    let mut work = Vec::new();
    for id in body.all_ops() {
        if body.op(id).parent_block().is_none() {
            continue;
        }
        let op = OpRef::new(ctx, body, id);
        let Some(mnemonic) = op.name_str().strip_prefix("chlo.") else {
            continue;
        };
        // Ops without a decomposition stay for --hlo-legalize-to-linalg, which lowers some
        // (square, next_after, ...) directly and reports the others.
        if decomposition(mnemonic).is_none()
            && !matches!(mnemonic, "conj" | "top_k")
            && !complex_only(ctx, body, id, mnemonic)
        {
            continue;
        }
        match plan(ctx, body, id, mnemonic) {
            Ok(p) => work.push((id, p)),
            Err(reason) => errors.push(op.error(format!(
                "failed to legalize to hlo: {reason} (see docs/lowering/chlo-to-hlo.md)"
            ))),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for (id, p) in work {
        apply(ctx, body, id, p);
    }
    Ok(())
}

/// A chlo op on complex numbers that only this pass decomposes (`chlo.square`: its real form
/// stays for --hlo-legalize-to-linalg).
fn complex_only(ctx: &Context, body: &Body, id: OpId, mnemonic: &str) -> bool {
    let complex = body.results(id).first().is_some_and(|&r| {
        matches!(
            ctx.type_data(ctx.element_type(body.value_type(r))),
            TypeData::Complex(_)
        )
    });
    complex && complex_trig::decomposition(mnemonic).is_some()
}

/// What to emit for one op.
enum Plan {
    Elementwise {
        f: Decompose,
        kind: FloatKind,
        widen: bool,
    },
    /// `chlo.top_k`: sort + slice ([`top_k`]).
    TopK,
    /// `chlo.conj` on a real tensor: the operand itself.
    Identity,
    /// `chlo.conj` on a complex tensor: complex(real, −imag) with this part type.
    Conj { part: xla_ir::Type },
    /// A complex element-wise op ([`complex_trig`]) computed on parts of this float kind.
    Complex {
        f: fn(&mut Emitter<'_>, xla_ir::Type, ValueId) -> ValueId,
        part: xla_ir::Type,
        kind: FloatKind,
    },
}

fn plan(ctx: &Context, body: &Body, id: OpId, mnemonic: &str) -> Result<Plan, String> {
    if mnemonic == "top_k" {
        return top_k::check(ctx, body, id).map(|()| Plan::TopK);
    }
    let f = decomposition(mnemonic);
    if f.is_none() && mnemonic != "conj" && !complex_only(ctx, body, id, mnemonic) {
        return Err(format!("chlo.{mnemonic} has no decomposition yet"));
    }
    let arity = f.map_or(1, Decompose::arity);
    let Some(&result) = body.results(id).first() else {
        return Err(format!("chlo.{mnemonic} is not lowered"));
    };
    if body.results(id).len() != 1 || body.operands(id).count() != arity {
        return Err(format!("chlo.{mnemonic} is not lowered"));
    }
    let ty = body.value_type(result);
    let Some(shape) = ctx.shape(ty) else {
        return Err("the result is not a ranked tensor".into());
    };
    if shape.contains(&DYNAMIC) {
        return Err("the result shape is dynamic".into());
    }
    // Element-wise only: operands already broadcast to the result's type.
    if body.operands(id).any(|v| body.value_type(v) != ty) {
        return Err("operand and result types differ".into());
    }
    let elem = ctx.element_type(ty);
    if mnemonic == "conj" {
        return match ctx.type_data(elem) {
            TypeData::Complex(part) => Ok(Plan::Conj { part: *part }),
            _ => Ok(Plan::Identity),
        };
    }
    if let TypeData::Complex(part) = ctx.type_data(elem) {
        let kind = ctx
            .float_kind(*part)
            .filter(|k| matches!(k, FloatKind::F32 | FloatKind::F64));
        return match (complex_trig::decomposition(mnemonic), kind) {
            (Some(f), Some(kind)) => Ok(Plan::Complex {
                f,
                part: *part,
                kind,
            }),
            _ => Err(format!(
                "chlo.{mnemonic} is not decomposed on complex elements of this type"
            )),
        };
    }
    let Some(f) = f else {
        return Err(format!("chlo.{mnemonic} has no decomposition yet"));
    };
    match ctx.float_kind(elem) {
        Some(k @ (FloatKind::F32 | FloatKind::F64)) => Ok(Plan::Elementwise {
            f,
            kind: k,
            widen: false,
        }),
        Some(FloatKind::F16 | FloatKind::BF16) => Ok(Plan::Elementwise {
            f,
            kind: FloatKind::F32,
            widen: true,
        }),
        _ => Err(format!(
            "chlo.{mnemonic} is only decomposed on f16, bf16, f32 and f64 elements"
        )),
    }
}

fn apply(ctx: &Context, body: &mut Body, id: OpId, plan: Plan) {
    if let Plan::TopK = plan {
        return top_k::apply(ctx, body, id);
    }
    let result = body.result(id, 0);
    let operands: Vec<ValueId> = body.operands(id).collect();
    let Some(&x) = operands.first() else { return };
    let ty = body.value_type(result);
    let loc = body.op(id).loc;
    let shape = ctx.shape(ty).unwrap_or(&[]).to_vec();
    let new = match plan {
        Plan::TopK => return,
        Plan::Identity => x,
        Plan::Conj { part } => {
            let part_ty = ctx.tensor_type(&shape, part);
            let mut e = Emitter {
                ctx,
                body: &mut *body,
                at: id,
                loc,
                ty: part_ty,
                kind: FloatKind::F32,
            };
            let re = e.op(hlo_ops::RealOp::NAME, &[x], part_ty, &[]);
            let im = e.op(hlo_ops::ImagOp::NAME, &[x], part_ty, &[]);
            let nim = e.neg(im);
            e.op(hlo_ops::ComplexOp::NAME, &[re, nim], ty, &[])
        }
        Plan::Complex { f, part, kind } => {
            let part_ty = ctx.tensor_type(&shape, part);
            let mut e = Emitter {
                ctx,
                body: &mut *body,
                at: id,
                loc,
                ty: part_ty,
                kind,
            };
            f(&mut e, ty, x)
        }
        Plan::Elementwise { f, kind, widen } => {
            let work_ty = if widen {
                ctx.tensor_type(&shape, ctx.float_type(kind))
            } else {
                ty
            };
            let mut e = Emitter {
                ctx,
                body: &mut *body,
                at: id,
                loc,
                ty: work_ty,
                kind,
            };
            let args: Vec<ValueId> = operands
                .iter()
                .map(|&v| if widen { e.convert(v, work_ty) } else { v })
                .collect();
            let r = match (f, args.as_slice()) {
                (Decompose::Unary(f), &[a]) => f(&mut e, a),
                (Decompose::Binary(f), &[a, b]) => f(&mut e, a, b),
                // plan() checked the arity.
                _ => return,
            };
            if widen {
                e.convert(r, ty)
            } else {
                r
            }
        }
    };
    body.replace_all_uses(result, new);
    body.erase_op(id);
}

#[cfg(test)]
mod tests;
