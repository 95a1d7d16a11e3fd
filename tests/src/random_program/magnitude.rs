//! The magnitude of a generated program: the same program with the float operands of every
//! summation (dot_general, convolution, add-reduce) replaced by their absolute values. Where a
//! sum's terms cancel, correct evaluation orders differ by rounding errors of the size of the
//! terms, not of the result: the checker measures float disagreements against
//! max(|expected|, |magnitude|, 1) (docs/testing.md).

/// `text` with `hlo.abs` of each float operand of the generator's summations, or `None` when
/// the program has none (the magnitude would be the program itself).
pub fn magnitude_program(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len() * 2);
    let mut changed = false;
    let mut k = 0;
    for line in text.lines() {
        match summed_operands(line) {
            Some(operands) => {
                let indent = &line[..line.len() - line.trim_start().len()];
                let mut rewritten = line.to_string();
                for (name, ty) in operands {
                    if !is_real_float(ty) {
                        continue;
                    }
                    let abs = format!("%magnitude{k}");
                    k += 1;
                    out.push_str(&format!("{indent}{abs} = hlo.abs {name} : {ty}\n"));
                    rewritten = replace_operand(&rewritten, name, &abs);
                    changed = true;
                }
                out.push_str(&rewritten);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    changed.then_some(out)
}

/// The (name, type) of the summed operands of a generated line: both operands of
/// `hlo.dot_general` and `hlo.convolution`, the input of a single-input add `hlo.reduce`.
fn summed_operands(line: &str) -> Option<Vec<(&str, &str)>> {
    let (_, rhs) = line.split_once(" = ")?;
    let (_, signature) = rhs.rsplit_once(" : (")?;
    let (inputs, _) = signature.split_once(") -> ")?;
    let types: Vec<&str> = inputs.split(", ").collect();
    let names: Vec<&str> = if let Some(rest) = rhs.strip_prefix("hlo.dot_general ") {
        rest.splitn(3, ", ").take(2).collect()
    } else if let Some(rest) = rhs.strip_prefix("hlo.convolution(") {
        rest.split_once(')')?.0.split(", ").collect()
    } else if let Some(rest) = rhs.strip_prefix("hlo.reduce(") {
        if !rhs.contains(" applies hlo.add ") {
            return None;
        }
        vec![rest.split_once(" init: ")?.0]
    } else {
        return None;
    };
    (names.len() <= types.len() && names.iter().all(|n| n.starts_with('%')))
        .then(|| names.into_iter().zip(types).collect())
}

fn is_real_float(ty: &str) -> bool {
    [
        "xf64>", "xf32>", "xf16>", "xbf16>", "<f64>", "<f32>", "<f16>", "<bf16>",
    ]
    .iter()
    .any(|t| ty.ends_with(t))
}

/// `line` with the operand `name` (a whole SSA name, after the `=`) replaced by `by`.
fn replace_operand(line: &str, name: &str, by: &str) -> String {
    let Some((lhs, rhs)) = line.split_once(" = ") else {
        return line.to_string();
    };
    let mut out = String::new();
    let mut rest = rhs;
    while let Some(at) = rest.find(name) {
        let after = &rest[at + name.len()..];
        let whole = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if whole { by } else { name });
        rest = after;
    }
    out.push_str(rest);
    format!("{lhs} = {out}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summations_take_absolute_values() {
        let text = "  %v9 = hlo.dot_general %v6, %v8, contracting_dims = [1] x [0] : (tensor<5x16xf64>, tensor<16x3xf64>) -> tensor<5x3xf64>\n  %v10 = hlo.multiply %v9, %v9 : tensor<5x3xf64>\n  %v11 = hlo.reduce(%v1 init: %v2) applies hlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  %v12 = hlo.dot_general %v3, %v4, contracting_dims = [0] x [0] : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>\n";
        let m = magnitude_program(text).expect("summations");
        assert!(
            m.contains("%magnitude0 = hlo.abs %v6 : tensor<5x16xf64>"),
            "{m}"
        );
        assert!(
            m.contains("hlo.dot_general %magnitude0, %magnitude1, contracting_dims"),
            "{m}"
        );
        assert!(m.contains("hlo.reduce(%magnitude2 init: %v2)"), "{m}");
        assert!(
            m.contains("hlo.dot_general %v3, %v4,"),
            "integers stay: {m}"
        );
        assert!(m.contains("hlo.multiply %v9, %v9"), "{m}");
        assert_eq!(
            magnitude_program("%v1 = hlo.add %v0, %v0 : tensor<f32>\n"),
            None
        );
    }
}
