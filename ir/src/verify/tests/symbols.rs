//! Symbol tables, symbol verification and symbol uses.

use super::*;
use crate::attrs::AttrData;
use crate::verify::{lookup_symbol, SymbolTable};

fn call(ctx: &Context, b: &mut Body, block: BlockId, callee: crate::attrs::Attribute, line: u32) {
    let st = OperationState::new(ctx, "t.call", loc(ctx, line)).attr(ctx, "callee", callee);
    let op = b.create_op(ctx, st);
    b.append_op(block, op);
}

fn nested_ref(ctx: &Context, root: &str, nested: &[&str]) -> crate::attrs::Attribute {
    ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.symbol(root),
        nested: nested.iter().map(|n| ctx.symbol(n)).collect(),
    })
}

fn ret(ctx: &Context, b: &mut Body, e: BlockId, line: u32) {
    add_op(ctx, b, e, "t.ret", &[], &[], line);
}

#[test]
fn redefinition() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "f", 2, |b, e| ret(&ctx, b, e, 3));
    add_func(&ctx, &mut m, "g", 4, |b, e| ret(&ctx, b, e, 5));
    add_func(&ctx, &mut m, "f", 6, |b, e| ret(&ctx, b, e, 7));
    assert_eq!(
        verify(&ctx, &m),
        vec![
            "6: redefinition of symbol named 'f'",
            "  note 2: see existing symbol definition here"
        ]
    );
}

#[test]
fn unregistered_ops_with_names_are_symbols() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let blk = m.block();
    for line in [2, 3] {
        let st = OperationState::new(&ctx, "x.sym", loc(&ctx, line)).attr(
            &ctx,
            "sym_name",
            ctx.string_attr("x"),
        );
        let op = m.body_mut().create_op(&ctx, st);
        m.body_mut().append_op(blk, op);
    }
    assert_eq!(
        verify(&ctx, &m),
        vec![
            "3: redefinition of symbol named 'x'",
            "  note 2: see existing symbol definition here"
        ]
    );
}

#[test]
fn symbol_name_and_visibility() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "", 2, |b, e| ret(&ctx, b, e, 3));
    assert_eq!(
        verify(&ctx, &m),
        vec!["2: 't.func' op requires string attribute 'sym_name'"]
    );

    for (vis, want) in [
        (
            ctx.string_attr("bogus"),
            "2: 't.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bogus\"",
        ),
        (
            ctx.i64_attr(3),
            "2: 't.func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 3 : i64",
        ),
    ] {
        let mut m = module(&ctx);
        let f = add_func(&ctx, &mut m, "f", 2, |b, e| ret(&ctx, b, e, 3));
        m.body_mut().op_mut(f).props.set_str(&ctx, "sym_visibility", vis);
        assert_eq!(verify(&ctx, &m), vec![want.to_string()]);
    }
    for vis in ["public", "private", "nested"] {
        let mut m = module(&ctx);
        let f = add_func(&ctx, &mut m, "f", 2, |b, e| ret(&ctx, b, e, 3));
        m.body_mut()
            .op_mut(f)
            .props
            .set_str(&ctx, "sym_visibility", ctx.string_attr(vis));
        assert!(verify(&ctx, &m).is_empty());
    }
}

#[test]
fn named_module_visibility() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    m.top
        .op_mut(m.op)
        .props
        .set_str(&ctx, "sym_visibility", ctx.string_attr("foo"));
    // Without a name, a module is not a symbol.
    assert!(verify(&ctx, &m).is_empty());
    m.top
        .op_mut(m.op)
        .props
        .set_str(&ctx, "sym_name", ctx.string_attr("m"));
    assert_eq!(
        verify(&ctx, &m),
        vec!["1: 'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\""]
    );
}

#[test]
fn symbol_uses_resolve_through_the_nearest_table() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "f", 2, |b, e| {
        call(&ctx, b, e, ctx.symbol_ref("g"), 3);
        call(&ctx, b, e, nested_ref(&ctx, "inner", &["h"]), 4);
        ret(&ctx, b, e, 5);
    });
    add_func(&ctx, &mut m, "g", 6, |b, e| ret(&ctx, b, e, 7));
    let blk = m.block();
    add_isolated(&ctx, m.body_mut(), blk, "t.itable", "inner", 8, |b, e| {
        add_isolated(&ctx, b, e, "t.func", "h", 9, |b, e| ret(&ctx, b, e, 10));
    });
    assert!(verify(&ctx, &m).is_empty(), "{:?}", verify(&ctx, &m));
}

#[test]
fn unresolved_symbol_uses() {
    let ctx = test_ctx();
    for (callee, want) in [
        (
            ctx.symbol_ref("missing"),
            "3: 't.call' op '@missing' does not reference a valid function",
        ),
        (
            nested_ref(&ctx, "inner", &["nope"]),
            "3: 't.call' op '@inner::@nope' does not reference a valid function",
        ),
        (
            nested_ref(&ctx, "g", &["h"]),
            "3: 't.call' op '@g::@h' does not reference a valid function",
        ),
        (
            ctx.symbol_ref("inner"),
            "3: 't.call' op '@inner' does not reference a valid function",
        ),
    ] {
        let mut m = module(&ctx);
        add_func(&ctx, &mut m, "f", 2, |b, e| {
            call(&ctx, b, e, callee, 3);
            ret(&ctx, b, e, 4);
        });
        add_func(&ctx, &mut m, "g", 6, |b, e| ret(&ctx, b, e, 7));
        let blk = m.block();
        add_isolated(&ctx, m.body_mut(), blk, "t.itable", "inner", 8, |b, e| {
            add_isolated(&ctx, b, e, "t.func", "h", 9, |b, e| ret(&ctx, b, e, 10));
        });
        assert_eq!(verify(&ctx, &m), vec![want.to_string()]);
    }
}

#[test]
fn nested_tables_check_their_own_users() {
    let ctx = test_ctx();
    // Inside @inner, the nearest table is @inner: module-level @g is not visible.
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "g", 2, |b, e| ret(&ctx, b, e, 3));
    let blk = m.block();
    add_isolated(&ctx, m.body_mut(), blk, "t.itable", "inner", 4, |b, e| {
        add_isolated(&ctx, b, e, "t.func", "h", 5, |b, e| {
            call(&ctx, b, e, ctx.symbol_ref("h"), 6);
            call(&ctx, b, e, ctx.symbol_ref("g"), 7);
            ret(&ctx, b, e, 8);
        });
    });
    assert_eq!(
        verify(&ctx, &m),
        vec!["7: 't.call' op '@g' does not reference a valid function"]
    );
}

#[test]
fn local_symbol_tables() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.table", &[], &[], 1, 3);
        let tb = add_block(b, rs[0]);
        add_isolated(ctx, b, tb, "t.func", "local", 4, |b, e| ret(ctx, b, e, 5));
        let (_, rs) = add_region_op(ctx, b, tb, "t.noterm", &[], &[], 1, 6);
        let nb = add_block(b, rs[0]);
        call(ctx, b, nb, ctx.symbol_ref("local"), 7);
        call(ctx, b, nb, ctx.symbol_ref("f"), 8);
        ret(ctx, b, e, 9);
    });
    assert_eq!(
        errs,
        vec!["8: 't.call' op '@f' does not reference a valid function"]
    );
}

#[test]
fn symbol_table_shape() {
    let ctx = test_ctx();
    let errs = verify_func(&ctx, |ctx, b, e| {
        let (_, rs) = add_region_op(ctx, b, e, "t.table", &[], &[], 2, 3);
        add_block(b, rs[0]);
        add_block(b, rs[1]);
        ret(ctx, b, e, 4);
    });
    assert_eq!(
        errs,
        vec!["3: 't.table' op Operations with a 'SymbolTable' must have exactly one region"]
    );
    let errs = verify_func(&ctx, |ctx, b, e| {
        add_region_op(ctx, b, e, "t.table", &[], &[], 1, 3);
        ret(ctx, b, e, 4);
    });
    assert_eq!(
        errs,
        vec!["3: 't.table' op Operations with a 'SymbolTable' must have exactly one block"]
    );
}

#[test]
fn uses_are_checked_after_names_and_nested_ops() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "f", 2, |b, e| {
        call(&ctx, b, e, ctx.symbol_ref("missing"), 3);
        ret(&ctx, b, e, 4);
    });
    add_func(&ctx, &mut m, "f", 5, |b, e| ret(&ctx, b, e, 6));
    assert_eq!(
        verify(&ctx, &m),
        vec![
            "5: redefinition of symbol named 'f'",
            "  note 2: see existing symbol definition here"
        ]
    );
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "f", 2, |b, e| {
        call(&ctx, b, e, ctx.symbol_ref("missing"), 3);
        add_op(&ctx, b, e, "t.zero", &[], &[ctx.i32()], 4);
        ret(&ctx, b, e, 5);
    });
    assert_eq!(
        verify(&ctx, &m),
        vec!["4: 't.zero' op requires zero results"]
    );
}

#[test]
fn lookup_api() {
    let ctx = test_ctx();
    let mut m = module(&ctx);
    let f = add_func(&ctx, &mut m, "f", 2, |b, e| ret(&ctx, b, e, 3));
    let g = add_func(&ctx, &mut m, "g", 4, |b, e| ret(&ctx, b, e, 5));
    let body = m.body();
    let region = body.root_regions()[0];
    assert_eq!(lookup_symbol(&ctx, body, region, "g"), Some(g));
    assert_eq!(lookup_symbol(&ctx, body, region, "h"), None);
    let table = SymbolTable::new(&ctx, body, region);
    assert_eq!((table.lookup("f"), table.len()), (Some(f), 2));
    let tables = SymbolTableCollection::new(&ctx);
    let module_ref = OpRef::new(&ctx, &m.top, m.op);
    let found = tables
        .lookup_ref_in(module_ref, ctx.symbol_ref("f"))
        .unwrap();
    assert_eq!((found.id, found.name_str()), (f, "t.func"));
    // Climbing out of the module's body needs to know who owns it.
    assert!(tables.nearest_symbol_table(found).is_none());
    let tables = SymbolTableCollection::with_path(&ctx, vec![module_ref]);
    assert_eq!(tables.nearest_symbol_table(found).map(|t| t.id), Some(m.op));
    assert!(tables.lookup_symbol_in(module_ref, "nope").is_none());
}
