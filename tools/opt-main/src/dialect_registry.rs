//! The dialects an opt tool loads into each context it creates.

use xla_ir::registry::DialectDef;
use xla_ir::Context;

/// Loads dialects into a context: a list of dialect constructors and loader functions, run
/// in insertion order (the builtin dialect comes with every context).
#[derive(Default, Clone)]
pub struct DialectRegistry {
    loaders: Vec<Loader>,
}

#[derive(Clone, Copy)]
enum Loader {
    Dialect(fn() -> DialectDef),
    Function(fn(&mut Context)),
}

impl DialectRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a dialect by its constructor (e.g. `xla_dialect_arith::dialect`).
    pub fn insert(&mut self, dialect: fn() -> DialectDef) -> &mut Self {
        self.loaders.push(Loader::Dialect(dialect));
        self
    }

    /// Adds a function that loads several dialects (e.g. `xla_dialects::load_all`).
    pub fn insert_loader(&mut self, load: fn(&mut Context)) -> &mut Self {
        self.loaders.push(Loader::Function(load));
        self
    }

    /// Loads every registered dialect into `ctx`.
    pub fn load_into(&self, ctx: &mut Context) {
        for loader in &self.loaders {
            match loader {
                Loader::Dialect(make) => ctx.load_dialect(make()),
                Loader::Function(load) => load(ctx),
            }
        }
    }

    /// A new context with every registered dialect loaded.
    pub fn context(&self) -> Context {
        let mut ctx = Context::new();
        self.load_into(&mut ctx);
        ctx
    }

    /// The names of the dialects a context gets (builtin included), sorted as mlir-opt's
    /// `--show-dialects` lists them.
    pub fn dialect_names(&self) -> Vec<String> {
        let ctx = self.context();
        let mut names: Vec<String> = ctx.dialects().map(|d| d.name.to_string()).collect();
        names.sort();
        names.dedup();
        names
    }
}
