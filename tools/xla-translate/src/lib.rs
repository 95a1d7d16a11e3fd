//! Translations between XLA's HLO text and the hlo dialect. `xla-translate --import-hlo`
//! reads HLO text (`HloModule ...`, one computation per `{ ... }` block) with the pest
//! grammar `hlo.pest` ([`parse`]) and builds an hlo module ([`import`]): the entry
//! computation becomes `func.func @main`, called computations private functions, and
//! computations used by ops (reducers, loop bodies, branches) their regions.

pub mod ast;
pub mod attr_values;
pub mod import;
pub mod literal;
pub mod parse;
pub mod replica_groups;
pub mod scan;
pub mod types;

#[cfg(test)]
mod tests;

use xla_ir::{Context, Diag, Module};

/// Parses HLO text named `file` and imports it; errors are located in the HLO text.
pub fn import_hlo(ctx: &Context, file: &str, text: &str) -> Result<Module, Diag> {
    let module = match parse::parse_hlo(text) {
        Ok(m) => m,
        Err(e) => {
            let empty = ast::HloModule {
                name: String::new(),
                attrs: vec![],
                computations: vec![],
            };
            return Err(import::Importer::new(ctx, file, text, &empty).error(e.offset, e.message));
        }
    };
    import::Importer::new(ctx, file, text, &module).import()
}
