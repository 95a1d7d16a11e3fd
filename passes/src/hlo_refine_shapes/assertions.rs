//! JAX's `custom_call @shape_assertion(%predicate, %arg0, ...) {error_message = "..."}`:
//! once its operands are constants it is checked and erased; a false predicate is an error
//! with JAX's message, its `{0}`, `{1}`, ... replaced by the values of the operands after
//! the predicate (as `jax.export` does when it checks the assertion itself).

use xla_dialect_hlo::const_operand::constant_ints;
use xla_dialect_hlo::ops::{custom_call, CustomCallOp};
use xla_ir::{Body, Context, Diag, OpId, OpRef};

/// The custom call target JAX emits for shape constraints.
pub const SHAPE_ASSERTION: &str = "shape_assertion";

pub fn is_shape_assertion(op: OpRef<'_>) -> bool {
    is_custom_call_to(op, SHAPE_ASSERTION)
}

/// Whether `op` is a `custom_call` of `target`.
pub fn is_custom_call_to(op: OpRef<'_>, target: &str) -> bool {
    op.name_str() == CustomCallOp::NAME
        && op
            .attr(custom_call::CALL_TARGET_NAME)
            .and_then(|a| op.ctx.attr_as_str(a))
            == Some(target)
}

/// Checks `op` (a shape assertion) when its operands are constants: `Ok(true)` when it
/// held and was erased, `Ok(false)` when it cannot be checked yet.
pub fn check(ctx: &Context, body: &mut Body, op: OpId) -> Result<bool, Diag> {
    let r = OpRef::new(ctx, body, op);
    let values: Option<Vec<Vec<i64>>> =
        (0..r.num_operands()).map(|i| constant_ints(r, i)).collect();
    let Some(values) = values else {
        return Ok(false);
    };
    if values.first().is_some_and(|p| p.iter().all(|&b| b != 0)) {
        body.erase_op(op);
        return Ok(true);
    }
    let template = r
        .attr("error_message")
        .and_then(|a| ctx.attr_as_str(a))
        .unwrap_or("shape assertion failed");
    let args: Vec<String> = values[1..]
        .iter()
        .map(|v| match v.as_slice() {
            [x] => x.to_string(),
            xs => format!("{xs:?}"),
        })
        .collect();
    Err(r.plain_error(format_message(template, &args)))
}

/// Python's `str.format` for positional `{N}` fields (`{{`/`}}` are braces).
pub fn format_message(template: &str, args: &[String]) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        let field = tail[1..]
            .find('}')
            .filter(|_| tail.starts_with('{'))
            .and_then(|end| {
                let n: usize = tail[1..1 + end].parse().ok()?;
                Some((args.get(n)?, end + 2))
            });
        match field {
            Some((value, len)) => {
                out.push_str(value);
                rest = &tail[len..];
            }
            None => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::format_message;

    #[test]
    fn positional_fields_take_the_operand_values() {
        let args = ["3".to_string(), "7".to_string()];
        assert_eq!(
            format_message("'b' = {0} from dimension (= {0}), c = {1} {{x}}", &args),
            "'b' = 3 from dimension (= 3), c = 7 {x}"
        );
        assert_eq!(
            format_message("missing {5} and {x}", &args),
            "missing {5} and {x}"
        );
    }
}
