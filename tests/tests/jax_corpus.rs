//! The JAX corpus (corpus/jax): every program as generic MLIR (`X.mlir`), pretty MLIR
//! (`X.pretty.mlir`) and XLA HLO text (`X.hlo`, through the importer) must parse (or
//! import), verify and round-trip (print -> parse -> print gives the same text); the
//! generic and pretty forms of a program must print the same. Fails if fewer files pass
//! than the recorded floor.

use std::path::PathBuf;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Context, Diag, Module};
use xla_tests::conformance::{check_floor, files_with_suffix, parallel_map, shared_dir};

/// Files that pass; raise it as ops land (the goal is every file).
const PASS_FLOOR: usize = 24;

fn first_error(ctx: &Context, diags: &[Diag]) -> String {
    diags
        .first()
        .map(|d| {
            let at = ctx
                .loc_file_line_col(d.loc)
                .map(|(f, l, c)| format!("{f}:{l}:{c}: "))
                .unwrap_or_default();
            format!("{at}{}", d.message)
        })
        .unwrap_or_else(|| "error without diagnostic".into())
}

/// Imports or parses, verifies, and round-trips; the printed module.
fn check(ctx: &Context, path: &PathBuf) -> Result<String, String> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let text = std::fs::read_to_string(path).map_err(|e| format!("read: {e}"))?;
    let module: Module = if name.ends_with(".hlo") {
        xla_translate::import_hlo(ctx, &name, &text)
            .map_err(|d| format!("import: {}", first_error(ctx, &[d])))?
    } else {
        parse_module(ctx, &name, &text).map_err(|d| format!("parse: {}", first_error(ctx, &d)))?
    };
    xla_ir::verify::verify_module_with(ctx, &module, false)
        .map_err(|d| format!("verify: {}", first_error(ctx, &d)))?;
    let opts = PrintOptions::default();
    let printed = print_module(ctx, &module, &opts);
    let again = parse_module(ctx, "printed.mlir", &printed)
        .map_err(|d| format!("reparse: {}", first_error(ctx, &d)))?;
    let reprinted = print_module(ctx, &again, &opts);
    if reprinted != printed {
        return Err(format!(
            "round trip changes the text:\n--- printed\n{printed}\n--- reprinted\n{reprinted}"
        ));
    }
    let generic = print_module(
        ctx,
        &module,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    let from_generic = parse_module(ctx, "generic.mlir", &generic)
        .map_err(|d| format!("reparse generic: {}", first_error(ctx, &d)))?;
    if print_module(ctx, &from_generic, &opts) != printed {
        return Err("the generic form does not print back the same".into());
    }
    Ok(printed)
}

#[test]
fn jax_corpus_imports_verifies_and_round_trips() {
    let dir = shared_dir().join("corpus/jax");
    let mut files = files_with_suffix(&dir, ".mlir");
    files.extend(files_with_suffix(&dir, ".hlo"));
    if files.is_empty() {
        println!("skipped: no corpus under {}", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let results = parallel_map(&files, |p| check(&ctx, p));
    let mut failures = Vec::new();
    for (path, result) in files.iter().zip(&results) {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        match result {
            Ok(_) => println!("ok   {name}"),
            Err(e) => {
                println!("FAIL {name}: {}", e.lines().next().unwrap_or(""));
                failures.push(name);
            }
        }
    }
    // The generic and pretty forms of one program print the same.
    let mut passed = results.iter().filter(|r| r.is_ok()).count();
    for (path, result) in files.iter().zip(&results) {
        let Some(stem) = path.to_str().and_then(|p| p.strip_suffix(".pretty.mlir")) else {
            continue;
        };
        let generic = files
            .iter()
            .position(|p| p.to_str() == Some(&format!("{stem}.mlir")));
        if let (Ok(pretty), Some(Ok(generic))) = (result, generic.map(|i| &results[i])) {
            if pretty != generic {
                println!("FAIL {stem}: the generic and pretty forms print differently");
                passed -= 1;
            }
        }
    }
    println!("jax corpus: {passed} of {} files pass", files.len());
    check_floor("jax corpus", passed, PASS_FLOOR);
}
