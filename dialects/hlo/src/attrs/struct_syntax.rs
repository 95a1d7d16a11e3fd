//! StableHLO's struct-like attribute bodies (`parseStruct` / `printStruct`):
//! `<key = value, key = value>` with the keys in any order, each at most once, a
//! trailing comma allowed; printing skips empty lists.

use xla_ir::asm::{AsmParser, Delimiter, Punct};
use xla_ir::Diag;

/// Parses `key = value, ...>` (the `<` already read; reads the `>`), calling `field` with
/// the index of each key in `keys`. Returns which keys were seen.
pub fn parse_struct(
    p: &mut dyn AsmParser,
    keys: &[&str],
    field: &mut dyn FnMut(&mut dyn AsmParser, usize) -> Result<(), Diag>,
) -> Result<Vec<bool>, Diag> {
    let mut seen = vec![false; keys.len()];
    while !p.parse_optional_punct(Punct::Greater) {
        let loc = p.current_loc();
        let index = p
            .parse_optional_keyword_any()
            .and_then(|k| keys.iter().position(|key| *key == k));
        let Some(index) = index else {
            let list: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
            return Err(p.error_at(loc, &format!("expected one of: {}", list.join(", "))));
        };
        if std::mem::replace(&mut seen[index], true) {
            return Err(p.error_at(loc, &format!("duplicated `{}` entry", keys[index])));
        }
        p.parse_punct(Punct::Equal)?;
        field(p, index)?;
        if !p.parse_optional_punct(Punct::Comma) {
            p.parse_punct(Punct::Greater)?;
            break;
        }
    }
    Ok(seen)
}

/// `[1, 2]` (possibly empty).
pub fn parse_i64_list(p: &mut dyn AsmParser) -> Result<Vec<i64>, Diag> {
    let mut values = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |q| {
        values.push(q.parse_integer()?);
        Ok(())
    })?;
    Ok(values)
}

/// `[1, 2]`.
pub fn i64_list_text(values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// `key = value` pairs joined by `, `, skipping fields whose value is `None`.
pub fn struct_fields_text(fields: &[(&str, Option<String>)]) -> String {
    let parts: Vec<String> = fields
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k} = {v}")))
        .collect();
    parts.join(", ")
}

/// A list field as `printStruct` shows it: omitted when empty.
pub fn nonempty_list(values: &[i64]) -> Option<String> {
    (!values.is_empty()).then(|| i64_list_text(values))
}
