//! Tests over the whole dialect: registration, verifiers on built IR.

mod build;
mod communication;
mod linalg;
mod region;
mod shape;
mod verify;

use xla_ir::Context;

pub(crate) fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(crate::dialect());
    ctx
}

#[test]
fn every_op_is_registered_with_docs() {
    let ctx = ctx();
    let ops: Vec<_> = ctx
        .registered_ops()
        .filter(|d| d.dialect_name() == "hlo")
        .collect();
    assert!(!ops.is_empty());
    for def in ops {
        assert!(!def.summary.is_empty(), "{} has no summary", def.name);
        assert!(
            !def.description.is_empty(),
            "{} has no description",
            def.name
        );
        assert!(!def.examples.is_empty(), "{} has no example", def.name);
    }
}

#[test]
fn every_row_takes_its_facts_from_its_declaration() {
    let rows: Vec<&str> = crate::ops::TABLES
        .iter()
        .flat_map(|t| t.iter().map(|r| r.decl.name))
        .collect();
    let declared: Vec<&str> = crate::ops::DECLARED
        .iter()
        .flat_map(|d| d.iter().map(|i| i.name))
        .collect();
    assert_eq!(rows, declared);
    for name in rows {
        assert!(
            name.starts_with("hlo."),
            "row without a declaration: {name:?}"
        );
    }
}

#[test]
fn stablehlo_names_resolve_to_hlo_ops() {
    let ctx = ctx();
    let add = ctx.op_name("hlo.add");
    assert!(add.is_registered());
    assert_eq!(ctx.op_name("stablehlo.add"), add);
    assert_eq!(ctx.op_name("mhlo.add"), add);
}
