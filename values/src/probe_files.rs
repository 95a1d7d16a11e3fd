//! Probes serialized to a directory (`xla-run --probe-output-dir DIR`): `interpreter.probe`
//! writes each value it records to `DIR/<id>_<iteration>.npy` and appends `id,iteration,file`
//! to `DIR/index.csv`; `check.expect_serialized_eq` of a later run reads them back. One
//! implementation for the interpreter (interp/src/probe.rs, also at the llvm level) and the
//! JIT's probe runtime (backends/melior/src/probe_runtime.rs), so their files are the same.

use crate::value::{norm_int, Buffer, ElemKind, Tensor};
use std::io::Write;
use std::path::Path;
use xla_ir::{Context, Type};

/// `t` (read from a signless buffer) as a tensor of element type `elem`, the same bits: the
/// integers read with `elem`'s signedness.
pub fn typed_as(ctx: &Context, t: &Tensor, elem: Type) -> Result<Tensor, String> {
    let kind = ElemKind::of(ctx, elem).ok_or_else(|| {
        format!(
            "element type {} is not supported",
            xla_ir::asm::type_to_string(ctx, elem)
        )
    })?;
    let data = match (kind, &t.data) {
        (ElemKind::Int { width, signed }, Buffer::Int(v)) => {
            Buffer::Int(v.iter().map(|&x| norm_int(x, width, signed)).collect())
        }
        _ => t.data.clone(),
    };
    Ok(Tensor {
        ty: elem,
        kind,
        shape: t.shape.clone(),
        data,
    })
}

/// File name of a probe's value: every byte of the id outside `[A-Za-z0-9_-]` is written as
/// `%XX`, so distinct ids get distinct files (`a/b` is `a%2Fb`, `a_b` stays) inside the
/// directory; the iteration follows the last `_`.
fn probe_file(id: &str, iteration: usize) -> String {
    let mut safe = String::with_capacity(id.len());
    for b in id.bytes() {
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'-' {
            safe.push(b as char);
        } else {
            safe.push_str(&format!("%{b:02X}"));
        }
    }
    format!("{safe}_{iteration}.npy")
}

/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The records of a CSV text (RFC 4180 quoting; a quoted field may span lines).
fn csv_records(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let (mut record, mut field) = (Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            '"' if quoted => quoted = false,
            '"' if field.is_empty() => quoted = true,
            ',' if !quoted => record.push(std::mem::take(&mut field)),
            '\n' if !quoted => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            '\r' if !quoted && chars.peek() == Some(&'\n') => {}
            c => field.push(c),
        }
    }
    if !field.is_empty() || !record.is_empty() {
        record.push(field);
        records.push(record);
    }
    records
}

/// Writes `DIR/<id>_<iteration>.npy` and appends `id,iteration,file` to `DIR/index.csv`.
pub fn serialize(dir: &Path, id: &str, iteration: usize, t: &Tensor) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let file = probe_file(id, iteration);
    std::fs::write(dir.join(&file), crate::npy::write_npy(t)?).map_err(|e| e.to_string())?;
    let mut index = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("index.csv"))
        .map_err(|e| e.to_string())?;
    writeln!(index, "{},{iteration},{}", csv_field(id), csv_field(&file)).map_err(|e| e.to_string())
}

/// The value an earlier run serialized for `id` at `iteration`, read as type `ty`.
pub fn deserialize(
    ctx: &Context,
    dir: &Path,
    id: &str,
    iteration: usize,
    ty: Type,
) -> Result<Option<Tensor>, String> {
    let Ok(index) = std::fs::read_to_string(dir.join("index.csv")) else {
        return Ok(None);
    };
    let wanted = iteration.to_string();
    let Some(file) = csv_records(&index).into_iter().rev().find_map(|mut r| {
        let file = r.pop()?;
        let iter = r.pop()?;
        // An unquoted id with commas, as written before ids were quoted.
        (r.join(",") == id && iter == wanted).then_some(file)
    }) else {
        return Ok(None);
    };
    if file.contains('/') || file.contains("..") {
        return Err(format!(
            "index.csv names a file outside the probe directory: {file}"
        ));
    }
    let bytes = std::fs::read(dir.join(&file)).map_err(|e| format!("{file}: {e}"))?;
    crate::npy::read_npy(ctx, &bytes, ty).map(Some)
}

#[cfg(test)]
mod tests {
    use super::{csv_field, csv_records, probe_file};

    #[test]
    fn distinct_ids_get_distinct_files() {
        let ids = [
            "a/b", "a_b", "a%2Fb", "a b", "a_1", "a", "x\ny", "..", "\u{e9}",
        ];
        let files: std::collections::HashSet<String> = ids
            .iter()
            .flat_map(|id| [probe_file(id, 0), probe_file(id, 10)])
            .collect();
        assert_eq!(files.len(), 2 * ids.len(), "{files:?}");
        assert!(
            files
                .iter()
                .all(|f| !f.contains('/') && !f.starts_with('.')),
            "{files:?}"
        );
    }

    #[test]
    fn index_fields_round_trip() {
        let ids = ["plain", "a,b", "say \"hi\"", "x\ny", "cr\r\nlf"];
        let text: String = ids
            .iter()
            .map(|id| format!("{},0,{}\n", csv_field(id), csv_field(&probe_file(id, 0))))
            .collect();
        let records = csv_records(&text);
        assert_eq!(records.len(), ids.len(), "{text}");
        for (r, id) in records.iter().zip(ids) {
            assert_eq!(r, &vec![id.to_string(), "0".into(), probe_file(id, 0)]);
        }
        assert_eq!(
            csv_records("a,b,0,a_b_0.npy\n"),
            vec![vec!["a", "b", "0", "a_b_0.npy"]]
        );
    }
}
