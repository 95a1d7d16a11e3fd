use super::{attr, ctx, error, module};
use crate::attrs::{AttrData, LocData};
use crate::context::Context;

fn loc(c: &Context, s: &str) -> LocData {
    match c.attr_data(attr(c, &format!("loc({s})"))) {
        AttrData::Location(l) => l.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn location_forms() {
    let c = ctx();
    let f = c.symbol("file");
    assert_eq!(
        loc(&c, "\"file\":1:2"),
        LocData::FileLineCol {
            file: f,
            line: 1,
            col: 2
        }
    );
    assert_eq!(
        loc(&c, "\"file\":1:2 to 3:4"),
        LocData::FileLineCol {
            file: f,
            line: 1,
            col: 2
        }
    );
    assert_eq!(
        loc(&c, "\"file\":1:2 to :9"),
        LocData::FileLineCol {
            file: f,
            line: 1,
            col: 2
        }
    );
    assert_eq!(
        loc(&c, "\"file\":7"),
        LocData::FileLineCol {
            file: f,
            line: 7,
            col: 0
        }
    );
    assert_eq!(loc(&c, "unknown"), LocData::Unknown);
    assert_eq!(
        loc(&c, "\"name\""),
        LocData::Name {
            name: c.symbol("name"),
            child: None
        }
    );
    let child = c.file_loc("f", 1, 1);
    assert_eq!(
        loc(&c, "\"name\"(\"f\":1:1)"),
        LocData::Name {
            name: c.symbol("name"),
            child: Some(child)
        }
    );
    let (a, b) = (attr(&c, "loc(\"a\")"), attr(&c, "loc(\"b\":1:2)"));
    assert_eq!(
        loc(&c, "callsite(\"a\" at \"b\":1:2)"),
        LocData::CallSite {
            callee: a,
            caller: b
        }
    );
    assert_eq!(
        loc(&c, "fused[\"a\", \"b\":1:2]"),
        LocData::Fused {
            locs: vec![a, b].into(),
            metadata: None
        }
    );
    let meta = c.string_attr("m");
    assert_eq!(
        loc(&c, "fused<\"m\">[\"a\"]"),
        LocData::Fused {
            locs: vec![a].into(),
            metadata: Some(meta)
        }
    );
}

#[test]
fn op_locations_default_to_the_op_name() {
    let c = ctx();
    let m = module(
        &c,
        "\n  %0 = \"t.a\"() : () -> i32\n  \"t.b\"(%0) : (i32) -> () loc(\"x\":9:9)\n",
    );
    let body = m.body();
    let ops: Vec<_> = body.block_ops(m.block()).collect();
    assert_eq!(
        c.loc_file_line_col(body.op(ops[0]).loc),
        Some(("t.mlir", 2, 8))
    );
    assert_eq!(c.loc_file_line_col(body.op(ops[1]).loc), Some(("x", 9, 9)));
    // The implicit module is located at file:0:0.
    assert_eq!(
        c.loc_file_line_col(m.top.op(m.op).loc),
        Some(("t.mlir", 0, 0))
    );
}

#[test]
fn location_aliases_defined_at_the_end() {
    let c = ctx();
    let text = "#loc2 = loc(\"a.mlir\":1:14)\n\"t.r\"() ({\n^bb0(%a: i32 loc(#loc2), %b: i32 loc(#loc4)):\n  \"t.a\"() : () -> () loc(#loc3)\n}) : () -> () loc(#loc)\n#loc = loc(\"a.mlir\":0:0)\n#loc3 = loc(callsite(#loc2 at #loc))\n#loc4 = loc(\"n\")\n";
    let m = module(&c, text);
    let body = m.body();
    let r = body.block_ops(m.block()).next().unwrap();
    assert_eq!(c.loc_file_line_col(body.op(r).loc), Some(("a.mlir", 0, 0)));
    let region = body.local_regions(r)[0];
    let entry = body.entry_block(region).unwrap();
    let args = body.block_args(entry);
    assert_eq!(body.value(args[0]).loc, Some(c.file_loc("a.mlir", 1, 14)));
    assert_eq!(body.value(args[1]).loc, Some(attr(&c, "loc(\"n\")")));
    let inner = body.block_ops(entry).next().unwrap();
    assert!(matches!(
        c.attr_data(body.op(inner).loc),
        AttrData::Location(LocData::CallSite { .. })
    ));
    assert_eq!(
        error(&c, "\"t.a\"() : () -> () loc(#q)"),
        "1:24: operation location alias was never defined"
    );
    assert_eq!(
        error(&c, "\"t.a\"() : () -> () loc(#q)\n#q = 1"),
        "1:24: expected location, but found '1 : i64'"
    );
    assert_eq!(
        error(&c, "#q = loc(fused[#r])\n#r = loc(\"x\":1:1)"),
        "1:18: undefined symbol alias id 'r'"
    );
}
