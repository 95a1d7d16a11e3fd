//! Prints the registered hlo/chlo ops that the interpreter does not evaluate.
fn main() {
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    let reg = xla_interp::Registry::with_all();
    let mut names: Vec<String> = ctx.registered_ops().map(|d| d.name.to_string()).collect();
    names.sort();
    for n in names {
        if (n.starts_with("hlo.") || n.starts_with("chlo.")) && !reg.supports(&n) {
            println!("{n}");
        }
    }
}
