//! docs/dialects/<name>.md is generated from the op definitions: this test fails when a page
//! is stale. Regenerate with `UPDATE_DOCS=1 cargo test -p xla-tests --test dialect_docs`.

use xla_tests::{context, repo_root};

#[test]
fn dialect_pages_are_up_to_date() {
    let ctx = context();
    let dir = repo_root().join("docs/dialects");
    let update = std::env::var_os("UPDATE_DOCS").is_some();
    let mut names: Vec<String> = ctx.dialects().map(|d| d.name.clone()).collect();
    names.sort();
    let mut stale = Vec::new();
    for name in &names {
        let page = xla_ir::docgen::dialect_markdown(&ctx, name).expect("dialect is loaded");
        let path = dir.join(format!("{name}.md"));
        if update {
            std::fs::create_dir_all(&dir).expect("docs/dialects is writable");
            std::fs::write(&path, &page).expect("page is writable");
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(page.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    println!("dialect docs: {} pages checked", names.len());
    assert!(
        stale.is_empty(),
        "stale generated docs (run with UPDATE_DOCS=1): {stale:?}"
    );
}
