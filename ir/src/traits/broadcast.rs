//! The `Broadcastable` op trait (upstream MLIR: `ResultsBroadcastableShape`,
//! verifier `OpTrait::impl::verifyCompatibleOperandBroadcast` in
//! `mlir/lib/Dialect/Traits.cpp`), reproduced exactly as MLIR 22 behaves.
//!
//! This module is independent of the IR: callers describe each operand and
//! result type by a [`ShapedKind`] (tensor / vector / anything else) and a
//! [`ShapeRef`] (unranked, or a ranked list of dimensions where
//! [`DYNAMIC`] stands for `?`).
//!
//! Upstream behaviour reproduced here (each point checked against
//! `mlir-opt` 22.1 with its `test.broadcastable` op):
//!
//! * Operand shapes are combined pairwise with [`broadcast_shapes`]
//!   (`getBroadcastedShape`): shapes are right-aligned, the shorter one is
//!   implicitly padded with leading 1s. For two static dims: equal → that
//!   dim, one of them is 1 → the other (so `0` vs `1` → `0`), otherwise the
//!   shapes are incompatible (`0` vs `2` fails). If either dim is dynamic
//!   the TensorFlow rule applies: a dim `> 1` wins, otherwise a `1` yields
//!   the other dim, otherwise the result is dynamic (so `?` vs `0` → `?`).
//! * Only ranked *tensor* operands take part; unranked tensors (and vectors
//!   and non-shaped types, see below) are skipped. If no operand is a ranked
//!   tensor — including the zero-operand case — every result is accepted.
//! * Each ranked tensor result is checked on its trailing
//!   `inferred.len()` dims only (`ArrayRef::take_back`): a result of higher
//!   rank than the inferred shape may be accepted (`3` → `1x3`, even
//!   `3` → `7x3`), a result of lower rank always fails. Dims are compatible
//!   when either side is `?` or both are equal; in particular an inferred
//!   `?` against a static result dim is accepted, and an inferred `1`
//!   against a static `4` is rejected.
//! * Element types are never compared.
//! * Mixing vectors and tensors among operands and results is rejected with
//!   a plain (non-op) error "cannot broadcast vector with tensor". Vector
//!   types are not `RankedTensorType`, so they are otherwise ignored by the
//!   shape checks. With `test.broadcastable` this path is unreachable: the
//!   op's `Variadic<AnyTensor>` / `AnyTensor` constraints reject vectors
//!   first (see [`verify_test_broadcastable_op`]).
//!
//! Exact upstream messages (emitted with `emitOpError`, i.e. printed as
//! `'<op name>' op <message>`):
//!
//! * `operands don't have broadcast-compatible shapes`
//! * `result type '<result shape>' not broadcast compatible with broadcasted
//!   operands's shapes '<inferred shape>'` — both are *shapes* rendered as
//!   dims joined by `x` with `?` for dynamic (`'4x?'`; rank 0 is `''`); the
//!   whole result shape is printed, not just the compared suffix.
//!
//! Upstream messages do not name the operand types; the extra information
//! (operand types, inferred shape) is carried in [`BroadcastError::note`]
//! so that [`BroadcastError::message`] stays byte-identical to upstream.

use std::fmt;

/// MLIR's `ShapedType::kDynamic`: the value of a `?` dimension.
pub const DYNAMIC: i64 = i64::MIN;

/// `ShapedType::isDynamic`. Only [`DYNAMIC`] itself is dynamic; any other
/// value (even a negative one) is treated as a static size, as upstream.
#[inline]
pub fn is_dynamic(dim: i64) -> bool {
    dim == DYNAMIC
}

/// What kind of type an operand or result has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapedKind {
    /// `tensor<...>` (ranked or unranked).
    Tensor,
    /// `vector<...>`.
    Vector,
    /// Anything else (scalars, memrefs, ...).
    Other,
}

/// The shape of a type, borrowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeRef<'a> {
    /// `tensor<*x...>` (or any non-shaped type).
    Unranked,
    /// A ranked shape; [`DYNAMIC`] marks `?` dims. Rank 0 is the empty slice.
    Ranked(&'a [i64]),
}

impl<'a> ShapeRef<'a> {
    /// The dims if ranked.
    pub fn dims(&self) -> Option<&'a [i64]> {
        match *self {
            ShapeRef::Ranked(d) => Some(d),
            ShapeRef::Unranked => None,
        }
    }
}

/// An operand/result type description as used by [`verify_broadcastable`].
pub type ShapedOperand<'a> = (ShapedKind, ShapeRef<'a>);

/// A type description that also carries the type as printed by the IR
/// printer (e.g. `"tensor<4x?xf32>"`), used for notes and for the op's type
/// constraint messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeDesc<'a> {
    /// Tensor, vector or another type.
    pub kind: ShapedKind,
    /// The shape (ranked dims or unranked).
    pub shape: ShapeRef<'a>,
    /// The type as printed, quoted in messages.
    pub printed: &'a str,
}

impl<'a> TypeDesc<'a> {
    /// A description of one operand or result type.
    pub fn new(kind: ShapedKind, shape: ShapeRef<'a>, printed: &'a str) -> Self {
        TypeDesc {
            kind,
            shape,
            printed,
        }
    }

    fn operand(&self) -> ShapedOperand<'a> {
        (self.kind, self.shape)
    }
}

/// True for what upstream filters with `isa<RankedTensorType>`.
#[inline]
fn ranked_tensor<'a>(t: &ShapedOperand<'a>) -> Option<&'a [i64]> {
    match t {
        (ShapedKind::Tensor, ShapeRef::Ranked(d)) => Some(d),
        _ => None,
    }
}

/// Renders a shape like upstream's `getShapeString`, without the quotes:
/// dims joined by `x`, `?` for dynamic, empty string for rank 0.
pub fn format_shape(shape: &[i64]) -> String {
    let mut s = String::new();
    for (i, &d) in shape.iter().enumerate() {
        if i > 0 {
            s.push('x');
        }
        if is_dynamic(d) {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
    }
    s
}

/// Upstream's `getShapeString`: [`format_shape`] wrapped in single quotes.
pub fn quoted_shape(shape: &[i64]) -> String {
    format!("'{}'", format_shape(shape))
}

/// Broadcast of a single pair of dimensions (one column of
/// [`broadcast_shapes`]); `None` if the two static dims are incompatible.
#[allow(clippy::if_same_then_else)] // mirrors upstream's branch order
pub fn broadcast_dim(d1: i64, d2: i64) -> Option<i64> {
    if is_dynamic(d1) || is_dynamic(d2) {
        // TensorFlow behaviour: a dim > 1 wins; a 1 yields the other dim;
        // otherwise (e.g. `?` with `?` or with `0`) the result is dynamic.
        Some(if d1 > 1 {
            d1
        } else if d2 > 1 {
            d2
        } else if d1 == 1 {
            d2
        } else if d2 == 1 {
            d1
        } else {
            DYNAMIC
        })
    } else if d1 == d2 || d2 == 1 {
        Some(d1)
    } else if d1 == 1 {
        Some(d2)
    } else {
        None
    }
}

/// `OpTrait::util::getBroadcastedShape`: broadcasts two ranked shapes
/// (right-aligned, the shorter one padded with leading 1s). Returns `None`
/// if they are not broadcast compatible.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut result = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = result.len();
    for (k, (&d1, &d2)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        result[n - 1 - k] = broadcast_dim(d1, d2)?;
    }
    Some(result)
}

/// Failure of [`infer_broadcast_shape`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncompatibleOperand {
    /// Index (among all operands) of the operand that could not be
    /// broadcast with the shape inferred from the operands before it.
    pub index: usize,
    /// The shape inferred from the ranked tensor operands before `index`.
    pub inferred_so_far: Vec<i64>,
}

/// Infers the broadcast shape of the operands as the upstream verifier
/// does: unranked tensors, vectors and non-shaped types are skipped; the
/// ranked tensor operands are folded with [`broadcast_shapes`].
///
/// Returns `Ok(None)` if no operand is a ranked tensor (then any result is
/// acceptable), `Ok(Some(shape))` on success.
pub fn infer_broadcast_shape(
    operands: &[ShapedOperand<'_>],
) -> Result<Option<Vec<i64>>, IncompatibleOperand> {
    let mut inferred: Option<Vec<i64>> = None;
    for (index, op) in operands.iter().enumerate() {
        let Some(dims) = ranked_tensor(op) else {
            continue;
        };
        // Upstream seeds with the first ranked operand and then folds over
        // all ranked operands again (the first one with itself, which
        // always succeeds).
        let cur = inferred.take().unwrap_or_else(|| dims.to_vec());
        match broadcast_shapes(&cur, dims) {
            Some(s) => inferred = Some(s),
            None => {
                return Err(IncompatibleOperand {
                    index,
                    inferred_so_far: cur,
                })
            }
        }
    }
    Ok(inferred)
}

/// Upstream's `isCompatibleInferredReturnShape`: same rank, and every dim
/// pair is equal or has a `?` on either side.
pub fn is_compatible_inferred_return_shape(inferred: &[i64], existing: &[i64]) -> bool {
    inferred.len() == existing.len()
        && inferred
            .iter()
            .zip(existing)
            .all(|(&i, &e)| is_dynamic(e) || is_dynamic(i) || i == e)
}

/// Checks one ranked result shape against the inferred shape: the trailing
/// `inferred.len()` dims of `result` (all of it if shorter) must be
/// compatible with `inferred`.
pub fn is_result_compatible(inferred: &[i64], result: &[i64]) -> bool {
    let suffix = &result[result.len().saturating_sub(inferred.len())..];
    is_compatible_inferred_return_shape(inferred, suffix)
}

/// Which `Broadcastable` check failed, with the operand or result it failed on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BroadcastErrorKind {
    /// Both vector and tensor types among operands/results.
    VectorTensorMix,
    /// Operand `index` cannot be broadcast with `inferred_so_far`.
    IncompatibleOperands {
        /// The operand's position.
        index: usize,
        /// The shape broadcast from the operands before it.
        inferred_so_far: Vec<i64>,
    },
    /// Result `index` is not compatible with the inferred shape.
    IncompatibleResult {
        /// The result's position.
        index: usize,
        /// The shape broadcast from all operands.
        inferred: Vec<i64>,
    },
    /// (`test.broadcastable` only) the op does not have exactly one result.
    WrongResultCount {
        /// How many results the op has.
        count: usize,
    },
    /// (`test.broadcastable` only) operand `index` is not a tensor.
    OperandNotTensor {
        /// The operand's position.
        index: usize,
    },
    /// (`test.broadcastable` only) result `index` is not a tensor.
    ResultNotTensor {
        /// The result's position.
        index: usize,
    },
}

/// Why an op's operand and result shapes are not broadcast-compatible, with upstream's
/// message (so `-verify-diagnostics` tests match) and an optional explanatory note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BroadcastError {
    /// Which check failed, with its details.
    pub kind: BroadcastErrorKind,
    /// Exact upstream diagnostic text, without the `'<op>' op ` prefix.
    pub message: String,
    /// True if upstream emits it with `emitOpError` (printed as
    /// `'<op name>' op <message>`); false for a plain `emitError`.
    pub op_error: bool,
    /// Extra information not in the upstream message (operand types,
    /// inferred shape). Meant to be attached as a note; may be empty.
    pub note: String,
}

impl BroadcastError {
    /// The diagnostic as upstream prints it for an op named `op_name`,
    /// e.g. `'test.broadcastable' op operands don't have ...`.
    pub fn full_message(&self, op_name: &str) -> String {
        if self.op_error {
            format!("'{}' op {}", op_name, self.message)
        } else {
            self.message.clone()
        }
    }
}

impl fmt::Display for BroadcastError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BroadcastError {}

/// Upstream's message when vectors and tensors are mixed.
pub const MSG_VECTOR_TENSOR: &str = "cannot broadcast vector with tensor";
/// Upstream's message when the operand shapes do not broadcast together.
pub const MSG_OPERANDS: &str = "operands don't have broadcast-compatible shapes";

/// Upstream's result message for a ranked result shape and inferred shape.
pub fn result_message(result: &[i64], inferred: &[i64]) -> String {
    format!(
        "result type {} not broadcast compatible with broadcasted operands's shapes {}",
        quoted_shape(result),
        quoted_shape(inferred)
    )
}

/// Fallback rendering of a type for notes when no printed form is known.
fn describe_untyped(t: &ShapedOperand<'_>) -> String {
    match t {
        (ShapedKind::Tensor, ShapeRef::Ranked(d)) => format!("tensor of shape {}", quoted_shape(d)),
        (ShapedKind::Tensor, ShapeRef::Unranked) => "unranked tensor".to_string(),
        (ShapedKind::Vector, ShapeRef::Ranked(d)) => format!("vector of shape {}", quoted_shape(d)),
        (ShapedKind::Vector, ShapeRef::Unranked) => "vector".to_string(),
        (ShapedKind::Other, _) => "non-shaped type".to_string(),
    }
}

fn list(names: &[String]) -> String {
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

fn verify_impl(
    operands: &[ShapedOperand<'_>],
    results: &[ShapedOperand<'_>],
    operand_names: &dyn Fn() -> Vec<String>,
    result_name: &dyn Fn(usize) -> String,
) -> Result<(), BroadcastError> {
    let has = |ts: &[ShapedOperand<'_>], k: ShapedKind| ts.iter().any(|t| t.0 == k);
    let any_tensor = has(operands, ShapedKind::Tensor) || has(results, ShapedKind::Tensor);
    let any_vector = has(operands, ShapedKind::Vector) || has(results, ShapedKind::Vector);
    if any_tensor && any_vector {
        let rnames: Vec<String> = (0..results.len()).map(result_name).collect();
        return Err(BroadcastError {
            kind: BroadcastErrorKind::VectorTensorMix,
            message: MSG_VECTOR_TENSOR.to_string(),
            op_error: false,
            note: format!(
                "operand types: {}; result types: {}",
                list(&operand_names()),
                list(&rnames)
            ),
        });
    }

    let inferred = match infer_broadcast_shape(operands) {
        Ok(Some(s)) => s,
        // All operands unranked (or none): every result shape is possible.
        Ok(None) => return Ok(()),
        Err(IncompatibleOperand {
            index,
            inferred_so_far,
        }) => {
            let names = operand_names();
            let culprit = names.get(index).cloned().unwrap_or_default();
            return Err(BroadcastError {
                kind: BroadcastErrorKind::IncompatibleOperands {
                    index,
                    inferred_so_far: inferred_so_far.clone(),
                },
                message: MSG_OPERANDS.to_string(),
                op_error: true,
                note: format!(
                    "operand types: {}; operand #{} ({}) cannot be broadcast with shape {} \
                     inferred from the preceding operands",
                    list(&names),
                    index,
                    culprit,
                    quoted_shape(&inferred_so_far)
                ),
            });
        }
    };

    for (index, r) in results.iter().enumerate() {
        let Some(dims) = ranked_tensor(r) else {
            continue;
        };
        if !is_result_compatible(&inferred, dims) {
            return Err(BroadcastError {
                kind: BroadcastErrorKind::IncompatibleResult {
                    index,
                    inferred: inferred.clone(),
                },
                message: result_message(dims, &inferred),
                op_error: true,
                note: format!(
                    "operand types: {}; inferred shape: {}; result #{} type: {}",
                    list(&operand_names()),
                    quoted_shape(&inferred),
                    index,
                    result_name(index)
                ),
            });
        }
    }
    Ok(())
}

/// `OpTrait::impl::verifyCompatibleOperandBroadcast`. The note names the
/// operands by kind and shape (use [`verify_broadcastable_typed`] to get the
/// printed types in the note instead).
pub fn verify_broadcastable(
    operands: &[ShapedOperand<'_>],
    results: &[ShapedOperand<'_>],
) -> Result<(), BroadcastError> {
    verify_impl(
        operands,
        results,
        &|| operands.iter().map(describe_untyped).collect(),
        &|i| describe_untyped(&results[i]),
    )
}

/// Same as [`verify_broadcastable`] (identical `message`), but the note
/// names the operand/result types by their printed form.
pub fn verify_broadcastable_typed(
    operands: &[TypeDesc<'_>],
    results: &[TypeDesc<'_>],
) -> Result<(), BroadcastError> {
    let ops: Vec<ShapedOperand<'_>> = operands.iter().map(TypeDesc::operand).collect();
    let res: Vec<ShapedOperand<'_>> = results.iter().map(TypeDesc::operand).collect();
    verify_impl(
        &ops,
        &res,
        &|| {
            operands
                .iter()
                .map(|t| format!("'{}'", t.printed))
                .collect()
        },
        &|i| format!("'{}'", results[i].printed),
    )
}

/// The full verifier of the test dialect's `test.broadcastable` op
/// (`Variadic<AnyTensor>` operands, one `AnyTensor` result,
/// `ResultsBroadcastableShape`), in upstream order:
/// 1. `requires one result` (OneResult trait),
/// 2. `operand #i must be variadic of tensor of any type values, but got '<type>'`
///    for the first non-tensor operand,
/// 3. `result #0 must be tensor of any type values, but got '<type>'`,
/// 4. [`verify_broadcastable_typed`].
///
/// All of these are op errors (prefix `'test.broadcastable' op `).
pub fn verify_test_broadcastable_op(
    operands: &[TypeDesc<'_>],
    results: &[TypeDesc<'_>],
) -> Result<(), BroadcastError> {
    if results.len() != 1 {
        return Err(BroadcastError {
            kind: BroadcastErrorKind::WrongResultCount {
                count: results.len(),
            },
            message: "requires one result".to_string(),
            op_error: true,
            note: String::new(),
        });
    }
    if let Some(index) = operands.iter().position(|t| t.kind != ShapedKind::Tensor) {
        return Err(BroadcastError {
            kind: BroadcastErrorKind::OperandNotTensor { index },
            message: format!(
                "operand #{} must be variadic of tensor of any type values, but got '{}'",
                index, operands[index].printed
            ),
            op_error: true,
            note: String::new(),
        });
    }
    if let Some(index) = results.iter().position(|t| t.kind != ShapedKind::Tensor) {
        return Err(BroadcastError {
            kind: BroadcastErrorKind::ResultNotTensor { index },
            message: format!(
                "result #{} must be tensor of any type values, but got '{}'",
                index, results[index].printed
            ),
            op_error: true,
            note: String::new(),
        });
    }
    verify_broadcastable_typed(operands, results)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const D: i64 = DYNAMIC;

    /// Minimal parser for the type strings used in the test tables:
    /// `tensor<2x?xf32>`, `tensor<*xf32>`, `tensor<f32>`, `vector<4xf32>`,
    /// anything else is a non-shaped type.
    pub(crate) fn parse_type(s: &str) -> (ShapedKind, Option<Vec<i64>>) {
        let s = s.trim();
        let (kind, body) = if let Some(b) = s.strip_prefix("tensor<") {
            (ShapedKind::Tensor, b.strip_suffix('>').unwrap())
        } else if let Some(b) = s.strip_prefix("vector<") {
            (ShapedKind::Vector, b.strip_suffix('>').unwrap())
        } else {
            return (ShapedKind::Other, None);
        };
        if body.starts_with("*x") {
            return (kind, None);
        }
        // Leading `<dim>x` groups are dims; the rest is the element type.
        let mut dims = Vec::new();
        let mut rest = body;
        while let Some((dim, tail)) = rest.split_once('x') {
            let d = if dim == "?" {
                D
            } else if let Ok(n) = dim.parse() {
                n
            } else {
                break;
            };
            dims.push(d);
            rest = tail;
        }
        (kind, Some(dims))
    }

    pub(crate) fn split_types(s: &str) -> Vec<&str> {
        s.split(", ")
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .collect()
    }

    /// Runs the full `test.broadcastable` verifier on printed types and
    /// returns the diagnostic exactly as mlir-opt prints it.
    pub(crate) fn run_op(operands: &str, results: &str) -> Result<(), String> {
        let ops: Vec<&str> = split_types(operands);
        let res: Vec<&str> = split_types(results);
        let parsed_ops: Vec<_> = ops.iter().map(|t| parse_type(t)).collect();
        let parsed_res: Vec<_> = res.iter().map(|t| parse_type(t)).collect();
        fn desc<'a>(p: &'a (ShapedKind, Option<Vec<i64>>), printed: &'a str) -> TypeDesc<'a> {
            let shape = match &p.1 {
                Some(d) => ShapeRef::Ranked(d.as_slice()),
                None => ShapeRef::Unranked,
            };
            TypeDesc::new(p.0, shape, printed)
        }
        let op_descs: Vec<TypeDesc> = parsed_ops
            .iter()
            .zip(&ops)
            .map(|(p, s)| desc(p, s))
            .collect();
        let res_descs: Vec<TypeDesc> = parsed_res
            .iter()
            .zip(&res)
            .map(|(p, s)| desc(p, s))
            .collect();
        verify_test_broadcastable_op(&op_descs, &res_descs)
            .map_err(|e| e.full_message("test.broadcastable"))
    }

    const OPS: &str = "operands don't have broadcast-compatible shapes";

    /// (operand types, result types, expected diagnostic or None if valid).
    /// Every row is mirrored in lit/traits/broadcastable.mlir and was checked
    /// against mlir-opt 22.1.
    pub(crate) const CASES: &[(&str, &str, Option<&str>)] = &[
        // ---- Spec examples: correct uses.
        ("tensor<1x2xi32>, tensor<1x2xi32>", "tensor<1x2xi32>", None),
        ("tensor<?xi32>, tensor<?xi32>", "tensor<?xi32>", None),
        ("tensor<1xi32>, tensor<4xi32>", "tensor<4xi32>", None),
        ("tensor<4xi32>", "tensor<?xi32>", None),
        ("tensor<4xi32>, tensor<2x3x4xi32>", "tensor<2x3x4xi32>", None),
        ("tensor<2xi1>, tensor<2xi32>", "tensor<2xi64>", None),
        ("tensor<2xi32>", "tensor<*xi32>", None),
        ("tensor<*xi32>, tensor<*xi32>", "tensor<2xi32>", None),
        // ---- Spec examples: incorrect uses (as upstream MLIR 22 decides).
        ("tensor<3xi32>, tensor<2xi32>", "tensor<?xi32>", Some(OPS)),
        // Result rank higher than inferred: only the trailing dims are
        // compared, so upstream ACCEPTS this (spec prose says error).
        ("tensor<3xi32>, tensor<3xi32>", "tensor<1x3xi32>", None),
        // Inferred `?` vs static 4: accepted (table decides).
        ("tensor<?xi32>, tensor<?xi32>", "tensor<4xi32>", None),
        ("tensor<2xi32>, tensor<2xi32>", "tensor<4xi32>",
            Some("result type '4' not broadcast compatible with broadcasted operands's shapes '2'")),
        ("tensor<1xi32>, tensor<1xi32>", "tensor<4xi32>",
            Some("result type '4' not broadcast compatible with broadcasted operands's shapes '1'")),
        // ---- Dimension inference table (both operand orders), result `?`
        //      to check inference, and a static result to pin the inferred dim.
        // (?, ?) -> ?
        ("tensor<?xi32>, tensor<?xi32>", "tensor<?xi32>", None),
        ("tensor<?x2xi32>, tensor<?x2xi32>", "tensor<7x2xi32>", None),
        // (?, 1) -> ?
        ("tensor<?xi32>, tensor<1xi32>", "tensor<?xi32>", None),
        ("tensor<1xi32>, tensor<?xi32>", "tensor<?xi32>", None),
        ("tensor<?xi32>, tensor<1xi32>", "tensor<5xi32>", None),
        ("tensor<1xi32>, tensor<?xi32>", "tensor<1xi32>", None),
        // (?, >1) -> dim1
        ("tensor<?xi32>, tensor<3xi32>", "tensor<3xi32>", None),
        ("tensor<3xi32>, tensor<?xi32>", "tensor<3xi32>", None),
        ("tensor<?xi32>, tensor<3xi32>", "tensor<4xi32>",
            Some("result type '4' not broadcast compatible with broadcasted operands's shapes '3'")),
        ("tensor<3xi32>, tensor<?xi32>", "tensor<4xi32>",
            Some("result type '4' not broadcast compatible with broadcasted operands's shapes '3'")),
        // (1, 1) -> 1
        ("tensor<1xi32>, tensor<1xi32>", "tensor<1xi32>", None),
        ("tensor<1xi32>, tensor<1xi32>", "tensor<?xi32>", None),
        // (1, >1) -> dim1
        ("tensor<1xi32>, tensor<5xi32>", "tensor<5xi32>", None),
        ("tensor<5xi32>, tensor<1xi32>", "tensor<5xi32>", None),
        ("tensor<5xi32>, tensor<1xi32>", "tensor<1xi32>",
            Some("result type '1' not broadcast compatible with broadcasted operands's shapes '5'")),
        // (>1, >1): equal ok, different -> error
        ("tensor<6xi32>, tensor<6xi32>", "tensor<6xi32>", None),
        ("tensor<6xi32>, tensor<7xi32>", "tensor<?xi32>", Some(OPS)),
        ("tensor<7xi32>, tensor<6xi32>", "tensor<?xi32>", Some(OPS)),
        // ---- Verification table (inferred vs actual).
        ("tensor<?x?xi32>", "tensor<?x?xi32>", None),
        ("tensor<?x?xi32>", "tensor<3x4xi32>", None),
        ("tensor<3x4xi32>", "tensor<?x?xi32>", None),
        ("tensor<3x4xi32>", "tensor<3x4xi32>", None),
        ("tensor<3x4xi32>", "tensor<3x5xi32>",
            Some("result type '3x5' not broadcast compatible with broadcasted operands's shapes '3x4'")),
        // ---- Rank expansion.
        ("tensor<3x1x5xf32>, tensor<4x1xf32>", "tensor<3x4x5xf32>", None),
        ("tensor<f32>, tensor<2x3xf32>", "tensor<2x3xf32>", None),
        ("tensor<2x3xf32>, tensor<f32>", "tensor<2x3xf32>", None),
        ("tensor<f32>, tensor<f32>", "tensor<f32>", None),
        ("tensor<2x?x1xf32>, tensor<3x1x1x?xf32>, tensor<1x5x1xi1>", "tensor<3x2x5x?xf32>", None),
        ("tensor<2x3xf32>, tensor<4x3xf32>", "tensor<?x3xf32>", Some(OPS)),
        // Third operand incompatible with the first two.
        ("tensor<?xf32>, tensor<2xf32>, tensor<3xf32>", "tensor<*xf32>", Some(OPS)),
        // ---- Result rank vs inferred rank (take_back).
        ("tensor<3xf32>", "tensor<7x3xf32>", None),
        ("tensor<f32>", "tensor<3x?xf32>", None),
        ("tensor<3x3xf32>, tensor<3xf32>", "tensor<3xf32>",
            Some("result type '3' not broadcast compatible with broadcasted operands's shapes '3x3'")),
        ("tensor<3xf32>", "tensor<f32>",
            Some("result type '' not broadcast compatible with broadcasted operands's shapes '3'")),
        ("tensor<2x3xf32>", "tensor<5x4x3xf32>",
            Some("result type '5x4x3' not broadcast compatible with broadcasted operands's shapes '2x3'")),
        ("tensor<4xf32>", "tensor<1xf32>",
            Some("result type '1' not broadcast compatible with broadcasted operands's shapes '4'")),
        // ---- Zero-sized dims.
        ("tensor<0xf32>, tensor<1xf32>", "tensor<0xf32>", None),
        ("tensor<1xf32>, tensor<0xf32>", "tensor<0xf32>", None),
        ("tensor<0xf32>, tensor<0xf32>", "tensor<0xf32>", None),
        ("tensor<0xf32>, tensor<2xf32>", "tensor<*xf32>", Some(OPS)),
        ("tensor<?xf32>, tensor<0xf32>", "tensor<3xf32>", None),
        ("tensor<?xf32>, tensor<1xf32>", "tensor<0xf32>", None),
        ("tensor<?x0xf32>, tensor<?x?xi8>", "tensor<7x5xf32>", None),
        ("tensor<?x0xf32>, tensor<2x1xi8>", "tensor<2x1xf32>",
            Some("result type '2x1' not broadcast compatible with broadcasted operands's shapes '2x0'")),
        ("tensor<0x1xf32>", "tensor<1x1xf32>",
            Some("result type '1x1' not broadcast compatible with broadcasted operands's shapes '0x1'")),
        // ---- Unranked operands / results.
        ("tensor<*xf32>, tensor<3xi8>, tensor<?x3xi8>", "tensor<5x?x3xf32>", None),
        ("tensor<*xf32>, tensor<3xi8>, tensor<?x3xi8>", "tensor<5x?x2xf32>",
            Some("result type '5x?x2' not broadcast compatible with broadcasted operands's shapes '?x3'")),
        ("tensor<2xf32>, tensor<*xf32>, tensor<3xf32>", "tensor<*xf32>", Some(OPS)),
        ("tensor<*xf32>", "tensor<f32>", None),
        ("tensor<2x3xf32>, tensor<4x5xf32>", "tensor<*xf32>", Some(OPS)),
        // ---- Zero operands: accepted.
        ("", "tensor<4xf32>", None),
        ("", "tensor<*xf32>", None),
        // ---- Element types are not checked.
        ("tensor<2xi1>, tensor<2xf64>", "tensor<2xcomplex<f32>>", None),
        // ---- Type constraints and result count come first.
        ("i32", "tensor<f32>",
            Some("operand #0 must be variadic of tensor of any type values, but got 'i32'")),
        ("tensor<2xf32>, i32", "tensor<f32>",
            Some("operand #1 must be variadic of tensor of any type values, but got 'i32'")),
        ("vector<4xf32>", "tensor<4xf32>",
            Some("operand #0 must be variadic of tensor of any type values, but got 'vector<4xf32>'")),
        ("tensor<4xf32>", "vector<4xf32>",
            Some("result #0 must be tensor of any type values, but got 'vector<4xf32>'")),
        ("vector<2xf32>, i32", "i64",
            Some("operand #0 must be variadic of tensor of any type values, but got 'vector<2xf32>'")),
        ("tensor<2xf32>, tensor<3xf32>", "i64",
            Some("result #0 must be tensor of any type values, but got 'i64'")),
        ("memref<2xf32>", "tensor<2xf32>",
            Some("operand #0 must be variadic of tensor of any type values, but got 'memref<2xf32>'")),
        ("tensor<2xf32>", "", Some("requires one result")),
        ("i32", "", Some("requires one result")),
        ("tensor<2xf32>", "tensor<f32>, tensor<f32>", Some("requires one result")),
    ];

    #[test]
    fn all_cases_match_upstream() {
        for &(ops, res, expected) in CASES {
            let got = run_op(ops, res);
            let want = match expected {
                None => Ok(()),
                Some(m) if m.starts_with("cannot broadcast") => Err(m.to_string()),
                Some(m) => Err(format!("'test.broadcastable' op {}", m)),
            };
            assert_eq!(got, want, "case ({}) -> {}", ops, res);
        }
    }

    #[test]
    fn dim_inference_table() {
        // (dim0, dim1, inferred) in both orders, from the spec's table.
        let rows: &[(i64, i64, Option<i64>)] = &[
            (D, D, Some(D)),
            (D, 1, Some(D)),
            (D, 3, Some(3)),
            (1, 1, Some(1)),
            (1, 3, Some(3)),
            (3, 3, Some(3)),
            (3, 4, None),
            // Zero-sized dims.
            (0, 1, Some(0)),
            (0, 0, Some(0)),
            (0, 2, None),
            (D, 0, Some(D)),
        ];
        for &(a, b, want) in rows {
            assert_eq!(broadcast_dim(a, b), want, "({a}, {b})");
            assert_eq!(broadcast_dim(b, a), want, "({b}, {a})");
            assert_eq!(broadcast_shapes(&[a], &[b]), want.map(|d| vec![d]));
        }
    }

    #[test]
    fn shape_broadcast_rank_expansion() {
        assert_eq!(broadcast_shapes(&[4], &[2, 3, 4]), Some(vec![2, 3, 4]));
        assert_eq!(broadcast_shapes(&[2, 3, 4], &[4]), Some(vec![2, 3, 4]));
        assert_eq!(broadcast_shapes(&[], &[2, D]), Some(vec![2, D]));
        assert_eq!(broadcast_shapes(&[], &[]), Some(vec![]));
        assert_eq!(broadcast_shapes(&[3, 1, 5], &[4, 1]), Some(vec![3, 4, 5]));
        assert_eq!(broadcast_shapes(&[D, 1], &[1, D]), Some(vec![D, D]));
        assert_eq!(broadcast_shapes(&[2, 3], &[4, 3]), None);
        // Leading (non-overlapping) dims are copied verbatim, even 0 and ?.
        assert_eq!(broadcast_shapes(&[0, D, 3], &[3]), Some(vec![0, D, 3]));
    }

    #[test]
    fn inference_over_operands() {
        let t = |d: &'static [i64]| (ShapedKind::Tensor, ShapeRef::Ranked(d));
        let u = (ShapedKind::Tensor, ShapeRef::Unranked);
        assert_eq!(infer_broadcast_shape(&[]), Ok(None));
        assert_eq!(infer_broadcast_shape(&[u, u]), Ok(None));
        assert_eq!(
            infer_broadcast_shape(&[u, t(&[2, 1])]),
            Ok(Some(vec![2, 1]))
        );
        assert_eq!(
            infer_broadcast_shape(&[t(&[2, D, 1]), t(&[3, 1, 1, D]), t(&[1, 5, 1])]),
            Ok(Some(vec![3, 2, 5, D]))
        );
        assert_eq!(
            infer_broadcast_shape(&[t(&[D]), u, t(&[2]), t(&[3])]),
            Err(IncompatibleOperand {
                index: 3,
                inferred_so_far: vec![2]
            })
        );
        // Vectors and non-shaped types are not ranked tensors: skipped.
        let v = (ShapedKind::Vector, ShapeRef::Ranked(&[7][..]));
        let o = (ShapedKind::Other, ShapeRef::Unranked);
        assert_eq!(infer_broadcast_shape(&[v, o, t(&[3])]), Ok(Some(vec![3])));
    }

    #[test]
    fn trait_level_verifier() {
        let t = |d: &'static [i64]| (ShapedKind::Tensor, ShapeRef::Ranked(d));
        let u = (ShapedKind::Tensor, ShapeRef::Unranked);
        let v = |d: &'static [i64]| (ShapedKind::Vector, ShapeRef::Ranked(d));
        assert_eq!(
            verify_broadcastable(&[t(&[D, 3]), t(&[1])], &[t(&[4, 3])]),
            Ok(())
        );
        assert_eq!(verify_broadcastable(&[], &[t(&[4])]), Ok(()));
        assert_eq!(verify_broadcastable(&[u], &[t(&[4])]), Ok(()));
        assert_eq!(verify_broadcastable(&[t(&[3])], &[u]), Ok(()));
        assert_eq!(verify_broadcastable(&[t(&[3])], &[]), Ok(()));

        let e = verify_broadcastable(&[t(&[3]), t(&[2])], &[t(&[D])]).unwrap_err();
        assert_eq!(e.message, OPS);
        assert!(e.op_error);
        assert_eq!(
            e.kind,
            BroadcastErrorKind::IncompatibleOperands {
                index: 1,
                inferred_so_far: vec![3]
            }
        );
        assert_eq!(
            e.full_message("test.broadcastable"),
            "'test.broadcastable' op operands don't have broadcast-compatible shapes"
        );

        let e = verify_broadcastable(&[t(&[1]), t(&[1])], &[t(&[4])]).unwrap_err();
        assert_eq!(
            e.message,
            "result type '4' not broadcast compatible with broadcasted operands's shapes '1'"
        );
        assert_eq!(
            e.kind,
            BroadcastErrorKind::IncompatibleResult {
                index: 0,
                inferred: vec![1]
            }
        );

        // Every ranked tensor result is checked; unranked ones are skipped.
        let e = verify_broadcastable(&[t(&[3])], &[u, t(&[3]), t(&[2, 4])]).unwrap_err();
        assert_eq!(
            e.kind,
            BroadcastErrorKind::IncompatibleResult {
                index: 2,
                inferred: vec![3]
            }
        );
        assert_eq!(
            e.message,
            "result type '2x4' not broadcast compatible with broadcasted operands's shapes '3'"
        );

        // Vector/tensor mixing is a plain error (not an op error).
        let e = verify_broadcastable(&[v(&[4])], &[t(&[4])]).unwrap_err();
        assert_eq!(e.kind, BroadcastErrorKind::VectorTensorMix);
        assert!(!e.op_error);
        assert_eq!(e.full_message("x.y"), "cannot broadcast vector with tensor");
        assert!(verify_broadcastable(&[t(&[4])], &[v(&[4])]).is_err());
        assert!(verify_broadcastable(&[u, v(&[4])], &[]).is_err());
        // Only vectors: shapes are not checked at all (not RankedTensorType).
        assert_eq!(
            verify_broadcastable(&[v(&[3]), v(&[2])], &[v(&[9])]),
            Ok(())
        );
        // Non-shaped types are ignored by the trait itself.
        let o = (ShapedKind::Other, ShapeRef::Unranked);
        assert_eq!(verify_broadcastable(&[o, t(&[2])], &[o]), Ok(()));
        assert_eq!(verify_broadcastable(&[o, v(&[2])], &[v(&[3])]), Ok(()));
    }

    #[test]
    fn notes_name_operand_types_and_inferred_shape() {
        let a = [3i64];
        let b = [2i64];
        let ops = [
            TypeDesc::new(ShapedKind::Tensor, ShapeRef::Ranked(&a), "tensor<3xf32>"),
            TypeDesc::new(ShapedKind::Tensor, ShapeRef::Unranked, "tensor<*xf32>"),
            TypeDesc::new(ShapedKind::Tensor, ShapeRef::Ranked(&b), "tensor<2xf32>"),
        ];
        let res = [TypeDesc::new(
            ShapedKind::Tensor,
            ShapeRef::Unranked,
            "tensor<*xf32>",
        )];
        let e = verify_test_broadcastable_op(&ops, &res).unwrap_err();
        assert_eq!(e.message, OPS);
        assert_eq!(
            e.note,
            "operand types: 'tensor<3xf32>', 'tensor<*xf32>', 'tensor<2xf32>'; operand #2 \
             ('tensor<2xf32>') cannot be broadcast with shape '3' inferred from the preceding \
             operands"
        );

        let r = [4i64];
        let ops = [TypeDesc::new(
            ShapedKind::Tensor,
            ShapeRef::Ranked(&a),
            "tensor<3xi8>",
        )];
        let res = [TypeDesc::new(
            ShapedKind::Tensor,
            ShapeRef::Ranked(&r),
            "tensor<4xi8>",
        )];
        let e = verify_broadcastable_typed(&ops, &res).unwrap_err();
        assert_eq!(
            e.message,
            "result type '4' not broadcast compatible with broadcasted operands's shapes '3'"
        );
        assert_eq!(
            e.note,
            "operand types: 'tensor<3xi8>'; inferred shape: '3'; result #0 type: 'tensor<4xi8>'"
        );
        assert_eq!(e.to_string(), e.message);

        // Untyped variant: same message, note describes shapes.
        let e = verify_broadcastable(&[ops[0].operand()], &[res[0].operand()]).unwrap_err();
        assert_eq!(
            e.message,
            "result type '4' not broadcast compatible with broadcasted operands's shapes '3'"
        );
        assert!(e.note.contains("tensor of shape '3'"));
    }

    #[test]
    fn shape_rendering() {
        assert_eq!(format_shape(&[]), "");
        assert_eq!(format_shape(&[4, D, 0]), "4x?x0");
        assert_eq!(quoted_shape(&[D]), "'?'");
        assert_eq!(
            result_message(&[], &[3]),
            "result type '' not broadcast compatible with broadcasted operands's shapes '3'"
        );
    }

    #[test]
    fn result_suffix_check() {
        assert!(is_result_compatible(&[3], &[1, 3]));
        assert!(is_result_compatible(&[3], &[7, 3]));
        assert!(is_result_compatible(&[], &[7, 3]));
        assert!(!is_result_compatible(&[3, 3], &[3]));
        assert!(!is_result_compatible(&[3], &[]));
        assert!(is_result_compatible(&[D], &[4]));
        assert!(is_result_compatible(&[4], &[D]));
        assert!(!is_result_compatible(&[1], &[4]));
        assert!(!is_result_compatible(&[4], &[1]));
        assert!(!is_compatible_inferred_return_shape(&[3], &[1, 3]));
    }
}
