//! A ratchet on op-name string literals (`"arith.addi"`) in non-test code of passes/,
//! interp/, tools/ and backends/, counted by `scripts/count-op-names`: consumers name ops
//! through their declarations (`arith_ops::AddIOp::NAME`, `op.isa::<AddIOp>()`, see
//! docs/defining-a-dialect.md, "Declaring ops"). The count may only go down.

use std::process::Command;
use xla_tests::repo_root;

/// The count when the ratchet was last lowered (2,326 on main before the declarations).
const MAX_OP_NAME_LITERALS: usize = 3;

#[test]
fn op_name_literals_do_not_increase() {
    let script = repo_root().join("scripts/count-op-names");
    let out = Command::new("python3")
        .arg(&script)
        .arg("--by-file")
        .output()
        .expect("python3 runs scripts/count-op-names");
    assert!(
        out.status.success(),
        "count-op-names failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let count: usize = text
        .lines()
        .last()
        .and_then(|l| l.trim().parse().ok())
        .expect("count-op-names prints the total last");
    assert!(
        count <= MAX_OP_NAME_LITERALS,
        "{count} op-name string literals in consumer code, above the ratchet of \
         {MAX_OP_NAME_LITERALS}: name ops through their declarations (`AddIOp::NAME`, \
         `op.isa::<AddIOp>()`). Per file:\n{text}"
    );
    println!("op-name literals: {count} (ratchet {MAX_OP_NAME_LITERALS})");
}
