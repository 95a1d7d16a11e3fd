//! StableHLO's JAX-generated interpreter tests (conformance/stablehlo/testdata/*.mlir,
//! generic and pretty forms, with `check.*` ops and `stablehlo.custom_call @check.*`):
//! every file must parse and verify. Prints a per-op table (files using the op, how many
//! of those parsed and verified, and failures attributed to the op: the op named on the
//! line of the first error) and fails if fewer files pass than the recorded floor.
//! With `XLA_UPDATE_CONFORMANCE_DOCS=1` the table is written to docs/hlo-testdata-status.md.
//! The interpreter tests (conformance/stablehlo/interpret/*.mlir, split on `// -----`,
//! using `check.*` ops directly) are measured the same way, with their own floor.

use std::collections::BTreeMap;
use std::path::PathBuf;
use xla_tests::conformance::{
    blame, check_floor, files_with_suffix, op_names, parallel_map, shared_dir, update_docs,
    write_doc,
};

/// Files that parse and verify; raise it as ops land (never lower it).
const PASS_FLOOR: usize = 2325;
/// Chunks of the interpreter tests that parse and verify.
const INTERPRET_FLOOR: usize = 509;

struct FileResult {
    name: String,
    ops: Vec<String>,
    parsed: bool,
    verified: bool,
    /// The op the first error is attributed to, and the message.
    failure: Option<(String, String)>,
}

fn check_file(ctx: &xla_ir::Context, path: &PathBuf) -> FileResult {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let text = std::fs::read_to_string(path).unwrap_or_default();
    check_text(ctx, name, &text)
}

fn check_text(ctx: &xla_ir::Context, name: String, text: &str) -> FileResult {
    let ops = op_names(text).into_iter().collect();
    let first = |diags: &[xla_ir::Diag]| -> (String, String) {
        let d = diags.first();
        let line = d
            .and_then(|d| ctx.loc_file_line_col(d.loc))
            .map(|(_, l, _)| l);
        (
            blame(text, line),
            d.map(|d| d.message.clone()).unwrap_or_default(),
        )
    };
    let mut result = FileResult {
        name,
        ops,
        parsed: false,
        verified: false,
        failure: None,
    };
    let module = match xla_ir::asm::parse_module(ctx, &result.name, text) {
        Ok(m) => m,
        Err(diags) => {
            result.failure = Some(first(&diags));
            return result;
        }
    };
    result.parsed = true;
    match xla_ir::verify::verify_module_with(ctx, &module, false) {
        Ok(()) => result.verified = true,
        Err(diags) => result.failure = Some(first(&diags)),
    }
    result
}

#[derive(Default)]
struct OpRow {
    files: usize,
    parsed: usize,
    verified: usize,
    blamed: usize,
    example: Option<(String, String)>,
}

fn table(results: &[FileResult]) -> String {
    let mut rows: BTreeMap<&str, OpRow> = BTreeMap::new();
    for r in results {
        for op in &r.ops {
            let row = rows.entry(op.as_str()).or_default();
            row.files += 1;
            row.parsed += r.parsed as usize;
            row.verified += r.verified as usize;
        }
        if let Some((op, message)) = &r.failure {
            let row = rows.entry(op.as_str()).or_default();
            row.blamed += 1;
            row.example
                .get_or_insert_with(|| (r.name.clone(), message.clone()));
        }
    }
    let mut sorted: Vec<_> = rows.into_iter().collect();
    sorted.sort_by(|a, b| b.1.blamed.cmp(&a.1.blamed).then(a.0.cmp(b.0)));
    let mut out = String::from(
        "| op | files | parsed | verified | failures blamed | first failure |\n|---|---:|---:|---:|---:|---|\n",
    );
    for (op, r) in &sorted {
        let example = r
            .example
            .as_ref()
            .map(|(f, m)| format!("{f}: {}", m.replace('|', "\\|")))
            .unwrap_or_default();
        out.push_str(&format!(
            "| {op} | {} | {} | {} | {} | {example} |\n",
            r.files, r.parsed, r.verified, r.blamed
        ));
    }
    let parsed = results.iter().filter(|r| r.parsed).count();
    let verified = results.iter().filter(|r| r.verified).count();
    out.push_str(&format!(
        "| **total** | {} | {parsed} | {verified} | {} | |\n",
        results.len(),
        results.len() - verified
    ));
    out
}

#[test]
fn stablehlo_testdata_parses_and_verifies() {
    let dir = shared_dir().join("conformance/stablehlo/testdata");
    let files = files_with_suffix(&dir, ".mlir");
    if files.is_empty() {
        println!("skipped: no testdata under {}", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let results = parallel_map(&files, |p| check_file(&ctx, p));
    let table = table(&results);
    println!("{table}");
    let passed = results.iter().filter(|r| r.verified).count();
    println!(
        "stablehlo testdata: {passed} of {} files parse and verify",
        results.len()
    );
    if update_docs() {
        let doc = format!(
            "# StableHLO testdata status\n\nGenerated by `tests/tests/stablehlo_testdata.rs` \
             (`XLA_UPDATE_CONFORMANCE_DOCS=1 cargo test -p xla-tests --test stablehlo_testdata -- --nocapture`).\n\n\
             {passed} of {} files of conformance/stablehlo/testdata parse and verify. A failure is blamed on \
             the op named on the line of the first error.\n\n{table}",
            results.len()
        );
        write_doc("hlo-testdata-status.md", &doc);
    }
    check_floor("stablehlo testdata", passed, PASS_FLOOR);
}

#[test]
fn stablehlo_interpreter_tests_parse_and_verify() {
    let dir = shared_dir().join("conformance/stablehlo/interpret");
    let files = files_with_suffix(&dir, ".mlir");
    if files.is_empty() {
        println!("skipped: no interpreter tests under {}", dir.display());
        return;
    }
    let mut chunks = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for (i, chunk) in xla_tests::chunks(&text).into_iter().enumerate() {
            chunks.push((format!("{name}#{i}"), chunk));
        }
    }
    let ctx = xla_tests::context();
    let results = parallel_map(&chunks, |(name, text)| check_text(&ctx, name.clone(), text));
    println!("{}", table(&results));
    let passed = results.iter().filter(|r| r.verified).count();
    println!(
        "stablehlo interpreter tests: {passed} of {} chunks parse and verify",
        results.len()
    );
    check_floor("stablehlo interpreter tests", passed, INTERPRET_FLOOR);
}
