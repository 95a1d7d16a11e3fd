use super::{ctx, error, module};
use crate::asm::parse_module;
use crate::context::Context;
use crate::ir::{Body, OpId, OpRegions, ValueDef};
use crate::registry::{DialectDef, OpDef, Traits};

fn ops(body: &Body, block: crate::ir::BlockId) -> Vec<OpId> {
    body.block_ops(block).collect()
}

/// A context with a small registered `test` dialect.
pub(super) fn test_ctx() -> Context {
    let mut c = ctx();
    c.load_dialect(
        DialectDef::new("test")
            .op(OpDef::new("test.iso")
                .traits(Traits::ISOLATED_FROM_ABOVE)
                .regions(crate::Arity::Any))
            .op(OpDef::new("test.br")
                .traits(Traits::TERMINATOR)
                .successors(crate::Arity::Any))
            .op(OpDef::new("test.plain"))
            .op(OpDef::new("test.inh").inherent(&["value"])),
    );
    c
}

#[test]
fn generic_ops_and_result_groups() {
    let c = ctx();
    let m = module(&c, "%a, %b:2 = \"t.op\"() : () -> (i32, f32, i1)\n\"t.use\"(%a, %b#1, %b#0) {x = 1} : (i32, i1, f32) -> ()\n");
    let body = m.body();
    let list = ops(body, m.block());
    assert_eq!(list.len(), 2);
    let res = body.results(list[0]).to_vec();
    let operands: Vec<_> = body.operands(list[1]).collect();
    assert_eq!(operands, vec![res[0], res[2], res[1]]);
    assert_eq!(c.op_name_str(body.op(list[1]).name), "t.use");
    assert!(body.op(list[1]).attrs.get_str(&c, "x").is_some());
}

#[test]
fn single_module_is_the_module() {
    let c = ctx();
    let m = module(&c, "module @m {\n  \"t.a\"() : () -> ()\n}\n");
    assert_eq!(c.op_name_str(m.top.op(m.op).name), "builtin.module");
    assert_eq!(
        c.loc_file_line_col(m.top.op(m.op).loc),
        Some(("t.mlir", 1, 1))
    );
    assert_eq!(ops(m.body(), m.block()).len(), 1);
    let m = module(&c, "\"builtin.module\"() ({\n}) : () -> ()");
    assert_eq!(ops(m.body(), m.block()).len(), 0);
    // Two modules get wrapped in an implicit one.
    let m = module(&c, "module {}\nmodule {}");
    assert_eq!(ops(m.body(), m.block()).len(), 2);
    let m = module(&c, "");
    assert_eq!(ops(m.body(), m.block()).len(), 0);
    let m = module(&c, "// just a comment\n");
    assert_eq!(ops(m.body(), m.block()).len(), 0);
}

#[test]
fn regions_blocks_and_successors() {
    let c = test_ctx();
    let text = "\"t.r\"() ({\n  \"test.br\"()[^bb2] : () -> ()\n^bb1(%x: i32):\n  \"test.br\"(%x)[^bb1] : (i32) -> ()\n^bb2:\n  %v = \"t.v\"() : () -> i32\n  \"test.br\"(%v)[^bb1] : (i32) -> ()\n}, {\n}) : () -> ()";
    let m = module(&c, text);
    let body = m.body();
    let r = ops(body, m.block())[0];
    let regions = body.local_regions(r).to_vec();
    assert_eq!(regions.len(), 2);
    assert_eq!(body.region_blocks(regions[1]).count(), 0);
    let blocks: Vec<_> = body.region_blocks(regions[0]).collect();
    assert_eq!(blocks.len(), 3);
    let first = ops(body, blocks[0])[0];
    assert_eq!(body.op(first).successors(), &[blocks[2]]);
    let x = body.block_args(blocks[1])[0];
    assert_eq!(
        body.value(x).def,
        ValueDef::BlockArg {
            block: blocks[1],
            index: 0
        }
    );
    assert_eq!(
        c.loc_file_line_col(body.value(x).loc.unwrap()),
        Some(("t.mlir", 3, 6))
    );
}

#[test]
fn forward_references() {
    let c = ctx();
    let m = module(
        &c,
        "\"t.r\"() ({\n  \"t.b\"(%x) : (i32) -> ()\n}) : () -> ()\n%x = \"t.a\"() : () -> i32\n",
    );
    let body = m.body();
    let list = ops(body, m.block());
    let x = body.results(list[1])[0];
    let inner_region = body.local_regions(list[0])[0];
    let inner = ops(body, body.entry_block(inner_region).unwrap())[0];
    assert_eq!(body.operand(inner, 0), x);
    assert_eq!(body.use_count(x), 1);
    // Forward reference to a later result of a multi-result op.
    let m = module(&c, "\"t.r\"() ({\n^bb0:\n  \"t.b\"(%0#1) : (i32) -> ()\n^bb1:\n  %0:2 = \"t.c\"() : () -> (i32, i32)\n}) : () -> ()");
    assert_eq!(ops(m.body(), m.block()).len(), 1);
}

#[test]
fn isolated_ops_get_their_own_body() {
    let c = test_ctx();
    let text = "%0 = \"t.a\"() : () -> i32\n\"test.iso\"() ({\n^bb0(%0: f32):\n  \"t.b\"(%0) : (f32) -> ()\n}) : () -> ()\n\"t.c\"(%0) : (i32) -> ()";
    let m = module(&c, text);
    let body = m.body();
    let list = ops(body, m.block());
    let iso = body.op(list[1]);
    let OpRegions::Isolated(inner) = iso.regions() else {
        panic!("not isolated")
    };
    assert_eq!(inner.root_regions().len(), 1);
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let b = ops(inner, entry)[0];
    assert_eq!(inner.value_type(inner.operand(b, 0)), c.f32());
    assert_eq!(body.operand(list[2], 0), body.results(list[0])[0]);
    // Values of the enclosing body are not visible inside.
    let bad =
        "%0 = \"t.a\"() : () -> i32\n\"test.iso\"() ({\n  \"t.b\"(%0) : (i32) -> ()\n}) : () -> ()";
    let errs = parse_module(&c, "t.mlir", bad).expect_err("isolation");
    assert_eq!(
        errs[0].message,
        "'t.b' op using value defined outside the region"
    );
    assert_eq!(c.loc_file_line_col(errs[0].loc), Some(("t.mlir", 3, 3)));
    assert_eq!(
        errs[0].notes[0].message,
        "required by region isolation constraints"
    );
    assert_eq!(
        c.loc_file_line_col(errs[0].notes[0].loc),
        Some(("t.mlir", 2, 1))
    );
}

#[test]
fn properties_and_inherent_attributes() {
    let c = test_ctx();
    let m = module(&c, "\"test.inh\"() {value = 1, other = 2} : () -> ()\n\"test.inh\"() <{value = 3}> {value = 4} : () -> ()\n\"t.x\"() <{p = 5}> : () -> ()");
    let body = m.body();
    let list = ops(body, m.block());
    let a = body.op(list[0]);
    assert_eq!(a.props.get_str(&c, "value"), Some(c.i64_attr(1)));
    assert_eq!(a.attrs.get_str(&c, "other"), Some(c.i64_attr(2)));
    assert!(a.attrs.get_str(&c, "value").is_none());
    let b = body.op(list[1]);
    assert_eq!(b.props.get_str(&c, "value"), Some(c.i64_attr(3)));
    assert_eq!(b.attrs.get_str(&c, "value"), Some(c.i64_attr(4)));
    assert_eq!(body.op(list[2]).props.get_str(&c, "p"), Some(c.i64_attr(5)));
}

#[test]
fn unregistered_handling() {
    let mut c = Context::new();
    assert_eq!(
        error(&c, "\"t.x\"() : () -> ()"),
        "1:6: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
    );
    // Unknown ops of a loaded dialect parse (the verifier rejects them).
    assert!(parse_module(&c, "t.mlir", "\"builtin.foo\"() : () -> ()").is_ok());
    c.allow_unregistered = true;
    assert!(parse_module(&c, "t.mlir", "\"t.x\"() : () -> ()").is_ok());
    let c = test_ctx();
    assert_eq!(
        error(&c, "\"test.plain\"()[^bb1] : () -> ()"),
        "1:15: successors in non-terminator"
    );
}

#[test]
fn deep_nesting_does_not_overflow() {
    let c = ctx();
    // As deep as the nesting limit allows (docs/limits.md); one level more is an error.
    let n = crate::asm::parser::MAX_NESTING as usize - 8;
    let deeper = format!(
        "{}{}",
        "\"t.op\"() ({\n".repeat(n + 9),
        "}) : () -> ()\n".repeat(n + 9)
    );
    let err = error(&c, &deeper);
    assert!(
        err.contains("nesting exceeds the limit of 4096 levels"),
        "{err}"
    );
    let mut text = String::with_capacity(n * 30);
    for _ in 0..n {
        text.push_str("\"t.op\"() ({\n");
    }
    for _ in 0..n {
        text.push_str("}) : () -> ()\n");
    }
    let m = module(&c, &text);
    assert_eq!(ops(m.body(), m.block()).len(), 1);
    assert_eq!(m.body().all_ops().count(), n);
    // Unclosed nesting fails cleanly.
    let err = error(&c, &text[..text.len() / 2]);
    assert!(err.contains("expected"), "{err}");
}

#[test]
fn deep_isolated_nesting_parses() {
    let c = test_ctx();
    let n = crate::asm::parser::MAX_NESTING as usize - 8;
    let mut text = String::new();
    for _ in 0..n {
        text.push_str("\"test.iso\"() ({\n");
    }
    for _ in 0..n {
        text.push_str("}) : () -> ()\n");
    }
    let m = module(&c, &text);
    assert_eq!(ops(m.body(), m.block()).len(), 1);
    // Dropping nested bodies recurses once per level (Body's own drop).
    crate::asm::parser::grow(|| stacker::grow(256 << 20, move || drop(m)));
}
