//! Snapshots of printed IR (pretty, generic, debuginfo) and of pass output.
//! Review every new or changed snapshot like code (`cargo insta review`).

use xla_ir::asm::{print_module, PrintOptions};
use xla_tests::{context, parse_and_verify, repo_root};

fn example(name: &str) -> String {
    std::fs::read_to_string(repo_root().join("examples").join(name)).expect("example exists")
}

fn printed(text: &str, opts: PrintOptions) -> String {
    let mut ctx = context();
    ctx.allow_unregistered = true;
    let m = parse_and_verify(&ctx, "snapshot.mlir", text).expect("input verifies");
    print_module(&ctx, &m, &opts)
}

#[test]
fn example_pretty() {
    insta::assert_snapshot!(printed(&example("scale.mlir"), PrintOptions::default()));
}

#[test]
fn example_generic() {
    insta::assert_snapshot!(printed(
        &example("scale.mlir"),
        PrintOptions {
            generic: true,
            ..Default::default()
        }
    ));
}

#[test]
fn example_debuginfo() {
    insta::assert_snapshot!(printed(
        &example("scale.mlir"),
        PrintOptions {
            debug_info: true,
            ..Default::default()
        }
    ));
}

#[test]
fn regions_blocks_and_successors() {
    let text = r#"
func.func @cfg(%c: i1, %a: i32) -> i32 {
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %y = arith.addi %x, %x overflow<nsw> : i32
  "foo.cond_br"(%c, %y)[^bb1, ^bb2] : (i1, i32) -> ()
^bb2:
  return %y : i32
}
"#;
    insta::assert_snapshot!(printed(text, PrintOptions::default()));
}

#[test]
fn large_constants_print_as_hex() {
    let values: Vec<String> = (0..128).map(|i| format!("{}.5", i)).collect();
    let text = format!(
        "func.func @c() -> tensor<128xf32> {{\n  %0 = arith.constant dense<[{}]> : tensor<128xf32>\n  return %0 : tensor<128xf32>\n}}\n",
        values.join(", ")
    );
    insta::assert_snapshot!(printed(&text, PrintOptions::default()));
}
