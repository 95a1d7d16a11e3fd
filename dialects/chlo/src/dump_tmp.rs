#[test]
fn dump_defs() {
    let mut ctx = xla_ir::Context::new();
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx.load_dialect(crate::dialect());
    let mut out = String::new();
    for def in ctx.registered_ops() {
        let d = def.dialect_name();
        if d != "hlo" && d != "chlo" { continue; }
        out += &format!("{}\t{}\t{}\t{:?}\t{:?}\t{:?}\t{:?}\t{}\n", def.name, def.summary.replace('\n', "\\n"), def.traits.0, def.operands, def.results, def.regions, def.successors, def.inherent_attrs.join(","));
    }
    std::fs::write("/tmp/typedhlo_defs.tsv", out).unwrap();
}
