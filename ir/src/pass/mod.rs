//! Passes and the pass manager.

use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::OpData;

/// A transformation run on one op (and everything nested in it).
///
/// A pass anchored on an op name runs on each op of that name; the pass manager hands it
/// the op's data, whose isolated body it may change freely (other ops may be processed
/// concurrently on other threads).
pub trait Pass: Send + Sync {
    /// The command-line name, e.g. `canonicalize`.
    fn argument(&self) -> &'static str;
    fn description(&self) -> &'static str;
    /// The op name this pass runs on; `None` runs on any op it is nested under.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// Sets an option from the pipeline text (`name=value`).
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option '{name}'"))
    }
    /// The options as `name=value` strings, for printing the pipeline.
    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>>;
}

/// Creates a fresh instance of a registered pass.
pub type PassFactory = fn() -> Box<dyn Pass>;

/// A registered pass: its name, description and factory.
#[derive(Clone)]
pub struct PassInfo {
    pub argument: &'static str,
    pub description: &'static str,
    pub factory: PassFactory,
}
