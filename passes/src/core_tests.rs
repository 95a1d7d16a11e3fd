//! Unit tests of the core passes' building blocks (dominance, branch operands, call
//! graph) and of the passes as library calls, on func + unregistered ops.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{BlockId, Body, Context, Module};

use crate::branch::{erase_successor_operand, successor_operand_ranges};
use crate::dominance::{reverse_post_order, DomTree};
use crate::inline::CallGraph;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.allow_unregistered = true;
    ctx
}

fn parse(ctx: &Context, src: &str) -> Module {
    parse_module(ctx, "t.mlir", src).unwrap_or_else(|e| panic!("{e:?}"))
}

fn print(ctx: &Context, m: &Module) -> String {
    print_module(ctx, m, &PrintOptions::default())
}

/// The body of the first function of the module.
fn first_func(m: &mut Module) -> &mut Body {
    let blk = m.block();
    let f = m.body().block_ops(blk).next().expect("a function");
    m.body_mut()
        .op_mut(f)
        .isolated_body_mut()
        .expect("isolated")
}

fn blocks(body: &Body) -> Vec<BlockId> {
    body.region_blocks(body.root_regions()[0]).collect()
}

const DIAMOND: &str = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "cf.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  "cf.br"(%a)[^bb3] : (i32) -> ()
^bb3(%y: i32):
  return %y : i32
^bb4:
  return %a : i32
}
"#;

#[test]
fn dominator_tree_of_a_diamond() {
    let ctx = context();
    let mut m = parse(&ctx, DIAMOND);
    let body = first_func(&mut m);
    let b = blocks(body);
    let tree = DomTree::build(body, body.root_regions()[0]).unwrap();
    assert_eq!(tree.entry, b[0]);
    let mut kids = tree.children(b[0]).to_vec();
    kids.sort();
    assert_eq!(kids, vec![b[1], b[2], b[3]]);
    assert!(tree.children(b[1]).is_empty());
    // The unreachable block is in no order and no tree.
    assert_eq!(reverse_post_order(body, body.root_regions()[0]).len(), 4);
    assert!(!tree.idom.contains_key(&b[4]));
}

#[test]
fn branch_operands_by_segments() {
    // The operands come from cf's BranchOpInterface: cf must be registered.
    let mut ctx = context();
    ctx.load_dialect(xla_dialect_cf::dialect());
    let mut m = parse(&ctx, DIAMOND);
    let body = first_func(&mut m);
    let b = blocks(body);
    let cond_br = body.last_op(b[0]).unwrap();
    assert_eq!(
        successor_operand_ranges(&ctx, body, cond_br),
        Some(vec![(1, 1), (2, 0)])
    );
    let br = body.last_op(b[1]).unwrap();
    assert_eq!(successor_operand_ranges(&ctx, body, br), Some(vec![(0, 1)]));
    assert!(erase_successor_operand(&ctx, body, cond_br, 0, 0));
    assert_eq!(
        successor_operand_ranges(&ctx, body, cond_br),
        Some(vec![(1, 0), (1, 0)])
    );
    assert!(!erase_successor_operand(&ctx, body, cond_br, 0, 0));
    let ret = body.last_op(b[3]).unwrap();
    assert_eq!(successor_operand_ranges(&ctx, body, ret), None);
}

#[test]
fn call_graph_components_callees_first() {
    let ctx = context();
    let m = parse(
        &ctx,
        r#"
func.func @main() { call @a() : () -> ()
  return }
func.func @a() { call @b() : () -> ()
  return }
func.func @b() { call @a() : () -> ()
  call @leaf() : () -> ()
  return }
func.func @leaf() { return }
"#,
    );
    let g = CallGraph::build(&ctx, m.body());
    let sccs = g.sccs_post_order();
    let names: Vec<Vec<usize>> = sccs
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.sort();
            s
        })
        .collect();
    assert_eq!(names, vec![vec![3], vec![1, 2], vec![0]]);
}

#[test]
fn region_simplify_prunes_blocks_and_arguments() {
    let ctx = context();
    let mut m = parse(&ctx, DIAMOND);
    let changed = crate::region_simplify::simplify_regions(&ctx, first_func(&mut m));
    assert!(changed);
    let out = print(&ctx, &m);
    assert!(!out.contains("^bb4"), "{out}");
    // Nothing more to do the second time.
    assert!(!crate::region_simplify::simplify_regions(
        &ctx,
        first_func(&mut m)
    ));
}

#[test]
fn inline_and_erase_private_callee() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
func.func private @id(%x: i32) -> i32 {
  %y = "x.pure"(%x) : (i32) -> i32
  return %y : i32
}
func.func @main(%a: i32) -> i32 {
  %r = call @id(%a) : (i32) -> i32
  return %r : i32
}
"#,
    );
    // "x.pure" is unregistered: upstream would not inline it, neither do we.
    crate::inline::inline_in_table(&ctx, m.body_mut(), None, u32::MAX).unwrap();
    assert!(print(&ctx, &m).contains("call @id"));
    let mut m = parse(
        &ctx,
        r#"
func.func private @id(%x: i32) -> i32 {
  return %x : i32
}
func.func @main(%a: i32) -> i32 {
  %r = call @id(%a) : (i32) -> i32
  return %r : i32
}
"#,
    );
    crate::inline::inline_in_table(&ctx, m.body_mut(), None, u32::MAX).unwrap();
    let out = print(&ctx, &m);
    assert!(
        !out.contains("@id") && out.contains("return %arg0 : i32"),
        "{out}"
    );
}

#[test]
fn symbol_dce_counts_nested_tables() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
module @inner {
  func.func private @dead() { return }
  func.func @live() { return }
}
func.func private @gone() { return }
"#,
    );
    assert_eq!(crate::symbol_dce::erase_dead_symbols(&ctx, m.body_mut()), 2);
    let out = print(&ctx, &m);
    assert!(
        out.contains("@live") && !out.contains("@dead") && !out.contains("@gone"),
        "{out}"
    );
}

/// A stand-in `cf` with generic syntax only (the real dialect lives in its own crate).
fn context_with_cf() -> Context {
    use xla_ir::{DialectDef, OpDef, Traits};
    let mut ctx = context();
    ctx.load_dialect(
        DialectDef::new("cf")
            .op(OpDef::new("cf.br").traits(Traits::TERMINATOR))
            .op(OpDef::new("cf.cond_br").traits(Traits::TERMINATOR)),
    );
    ctx
}

#[test]
fn inline_multi_block_callee_splits_the_caller() {
    let ctx = context_with_cf();
    let mut m = parse(
        &ctx,
        r#"
func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
func.func @main(%c: i1, %x: i32) -> i32 {
  %r = call @pick(%c, %x, %x) : (i1, i32, i32) -> i32
  %s = call @pick(%c, %r, %x) : (i1, i32, i32) -> i32
  return %s : i32
}
"#,
    );
    crate::inline::inline_in_table(&ctx, m.body_mut(), None, u32::MAX).unwrap();
    let out = print(&ctx, &m);
    let want = r#"module {
  func.func @main(%arg0: i1, %arg1: i32) -> i32 {
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    "cf.cond_br"(%arg0)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    "cf.br"(%0)[^bb6] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    "cf.br"(%arg1)[^bb6] : (i32) -> ()
  ^bb6(%1: i32):  // 2 preds: ^bb4, ^bb5
    return %1 : i32
  }
}
"#;
    assert_eq!(out, want);
}
