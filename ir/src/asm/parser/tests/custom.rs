use super::{ctx, error, module};
use crate::asm::{AsmParser, Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{OpRef, OperationState};
use crate::registry::{DialectDef, OpDef, Traits};
use crate::types::{Type, TypeData};

fn no_print(_: &mut dyn OpAsmPrinter, _: OpRef<'_>) {}

/// `%r = test.add %a, %b : i32`
fn parse_add(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let ops = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    if ops.len() != 2 {
        return Err(p.error("expected two operands"));
    }
    p.resolve_operands(&ops, &[t, t], &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

/// `test.func @name(%a: T, ...) -> (T) { body }`
fn parse_func(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let name = p.parse_symbol_name()?;
    let sym = p.ctx().string_attr(&name);
    st.set_attr(p.ctx(), "sym_name", sym);
    let args = p.parse_argument_list(Delimiter::Paren, true, true)?;
    let results = p.parse_optional_arrow_type_list()?;
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    let fty = p.ctx().function_type(&inputs, &results);
    let fattr = p.ctx().type_attr(fty);
    st.set_attr(p.ctx(), "function_type", fattr);
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &args)
}

/// `test.ret %a, %b : T, U`
fn parse_ret(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let ops = p.parse_operand_list(Delimiter::None)?;
    if !ops.is_empty() {
        let tys = p.parse_colon_type_list()?;
        p.resolve_operands(&ops, &tys, &mut st.operands)?;
    }
    Ok(())
}

/// `%c = test.cst 42 : i32` (the value typed by the trailing type)
fn parse_cst(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let a = p.parse_attribute(None)?;
    let t = p.ctx().attr_type(a).unwrap_or_else(|| p.ctx().i64());
    st.set_attr(p.ctx(), "value", a);
    st.result_types.push(t);
    Ok(())
}

/// `test.jump ^bb(%x : i32)`
fn parse_jump(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let (b, vals) = p.parse_successor_and_use_list()?;
    st.successors.push(b);
    st.operands.extend(vals);
    Ok(())
}

/// `!test.pair<T, U>`
fn parse_type_hook(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    if mnemonic != "pair" {
        return Err(p.error(&format!("unknown type '{mnemonic}'")));
    }
    p.parse_punct(Punct::Less)?;
    let a = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let b = p.parse_type()?;
    p.parse_punct(Punct::Greater)?;
    let (a, b) = (p.ctx().type_attr(a), p.ctx().type_attr(b));
    Ok(p.ctx().dialect_type("test", "pair", &[a, b]))
}

/// `#test.flag<N>`
fn parse_attr_hook(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<crate::Attribute, Diag> {
    p.parse_punct(Punct::Less)?;
    let n = p.parse_integer()?;
    p.parse_punct(Punct::Greater)?;
    let (d, m) = (p.ctx().symbol("test"), p.ctx().symbol(mnemonic));
    let v = p.ctx().i64_attr(n);
    Ok(p.ctx().intern_attr(AttrData::Dialect {
        dialect: d,
        mnemonic: m,
        params: vec![v].into(),
    }))
}

pub(super) fn custom_ctx() -> Context {
    let mut c = ctx();
    let mut d = DialectDef::new("test")
        .op(OpDef::new("test.add").syntax(parse_add, no_print))
        .op(OpDef::new("test.func")
            .traits(Traits::ISOLATED_FROM_ABOVE)
            .inherent(&["sym_name", "function_type"])
            .syntax(parse_func, no_print))
        .op(OpDef::new("test.ret")
            .traits(Traits::TERMINATOR)
            .syntax(parse_ret, no_print))
        .op(OpDef::new("test.cst")
            .inherent(&["value"])
            .syntax(parse_cst, no_print))
        .op(OpDef::new("test.jump")
            .traits(Traits::TERMINATOR)
            .syntax(parse_jump, no_print))
        .op(OpDef::new("test.nosyntax"));
    d.parse_type = Some(parse_type_hook);
    d.parse_attr = Some(parse_attr_hook);
    d.default_dialect_for_regions = true;
    c.load_dialect(d);
    c
}

#[test]
fn custom_ops_with_default_dialect() {
    let c = custom_ctx();
    let text = "test.func @f(%a: i32, %b: i32 {x.y}) -> i32 {\n  %s = test.add %a, %b : i32\n  %c = cst 7 : i32\n  ret %s : i32\n}\n";
    let m = module(&c, text);
    let body = m.body();
    let f = body.block_ops(m.block()).next().unwrap();
    let fop = body.op(f);
    assert_eq!(
        c.attr_as_str(fop.props.get_str(&c, "sym_name").unwrap()),
        Some("f")
    );
    let inner = fop.isolated_body().expect("isolated");
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let args = inner.block_args(entry).to_vec();
    assert_eq!(args.len(), 2);
    assert_eq!(
        c.loc_file_line_col(inner.value(args[1]).loc.unwrap()),
        Some(("t.mlir", 1, 23))
    );
    let ops: Vec<_> = inner.block_ops(entry).collect();
    assert_eq!(ops.len(), 3);
    assert_eq!(c.op_name_str(inner.op(ops[1]).name), "test.cst");
    assert_eq!(
        inner.op(ops[1]).props.get_str(&c, "value"),
        Some(c.integer_attr(c.i32(), 7))
    );
    assert_eq!(c.op_name_str(inner.op(ops[2]).name), "test.ret");
    assert_eq!(inner.operands(ops[0]).collect::<Vec<_>>(), args);
    assert_eq!(inner.operand(ops[2], 0), inner.results(ops[0])[0]);
    assert_eq!(
        c.loc_file_line_col(inner.op(ops[0]).loc),
        Some(("t.mlir", 2, 8))
    );
}

#[test]
fn builtin_prefix_may_be_omitted() {
    let c = custom_ctx();
    let m = module(&c, "module {\n  module @inner {\n  }\n  %0 = \"t.a\"() : () -> i32\n  %1 = unrealized_conversion_cast %0 : i32 to i64\n}");
    assert_eq!(m.body().block_ops(m.block()).count(), 3);
}

#[test]
fn custom_successors_and_uses() {
    let c = custom_ctx();
    let m = module(&c, "\"t.r\"() ({\n  %x = \"t.x\"() : () -> i32\n  test.jump ^bb1(%x : i32)\n^bb1(%y: i32):\n  test.jump ^bb1(%y : i32)\n}) : () -> ()");
    let body = m.body();
    let r = body.block_ops(m.block()).next().unwrap();
    let blocks: Vec<_> = body.region_blocks(body.local_regions(r)[0]).collect();
    let jump = body.last_op(blocks[0]).unwrap();
    assert_eq!(body.op(jump).successors(), &[blocks[1]]);
    assert_eq!(body.num_operands(jump), 1);
}

#[test]
fn dialect_type_and_attribute_hooks() {
    let c = custom_ctx();
    let m = module(
        &c,
        "%0 = \"t.a\"() {f = #test.flag<3>} : () -> !test.pair<i32, tensor<2x!test.pair<f32, i1>>>",
    );
    let body = m.body();
    let op = body.block_ops(m.block()).next().unwrap();
    let t = body.value_type(body.results(op)[0]);
    match c.type_data(t) {
        TypeData::Dialect {
            mnemonic, params, ..
        } => {
            assert_eq!(c.symbol_str(*mnemonic), "pair");
            assert_eq!(params.len(), 2);
        }
        other => panic!("{other:?}"),
    }
    let f = body.op(op).attrs.get_str(&c, "f").unwrap();
    assert!(matches!(c.attr_data(f), AttrData::Dialect { .. }));
    assert_eq!(
        error(&c, "\"t.a\"() {f = !test.nope} : () -> ()"),
        "1:24: unknown type 'nope'"
    );
}

#[test]
fn custom_op_errors() {
    let c = custom_ctx();
    assert_eq!(
        error(&c, "test.func @f() {\n  foo\n}"),
        "2:3: custom op 'foo' is unknown (tried 'test.foo' as well)"
    );
    assert!(error(&c, "zz.op").starts_with("1:1: Dialect `zz' not found for custom op 'zz.op' "));
    assert_eq!(
        error(&c, "%0 = test.add %1 : i32"),
        "1:22: custom op 'test.add' expected two operands"
    );
    assert_eq!(
        error(&c, "test.nosyntax"),
        "1:1: custom op 'test.nosyntax' has no custom assembly form"
    );
    assert_eq!(
        error(
            &c,
            "%a = \"t.a\"() : () -> i32\n%r:2 = test.add %a, %a : i32"
        ),
        "2:1: operation defines 1 results but was provided 2 to bind"
    );
    assert_eq!(
        error(&c, "%a = \"t.a\"() : () -> i32\n%r = test.add %a, %a : i64"),
        "2:15: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        error(&c, "test.func @f(%a: i32) {\n^bb0:\n}"),
        "2:1: invalid block name in region with named arguments"
    );
}
