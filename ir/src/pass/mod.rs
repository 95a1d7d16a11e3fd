//! Passes and the pass manager (MLIR semantics).
//!
//! - [`Pass`], [`PassInfo`], [`PassRegistry`]: what a pass is and how it is found by name.
//! - [`OpPassManager`]: a pipeline anchored on an op name, with nested pipelines; built by
//!   hand, from the textual syntax ([`parse_pass_pipeline`]), or from mlir-opt style
//!   individual pass flags ([`OpPassManager::add_pass_auto_nest`]).
//! - [`PassManager`]: runs a pipeline on a module with instrumentation (verify-each, IR
//!   printing, timing) and in parallel over isolated siblings.

pub mod exec;
mod instrument;
mod manager;
mod options;
mod pipeline;
mod registry;
mod statistics;
mod strip_debuginfo;
mod target;
pub mod timing;
mod verifier;

#[cfg(test)]
mod tests;

pub use exec::{RunReport, Sink};
pub use instrument::{IrPrintConfig, PassSelection, RunOptions};
pub use manager::{OpPassManager, PassEntry, PassManager};
pub use options::{parse_bool_option, parse_int_option, parse_options, OptionError, PassOption};
pub use pipeline::{
    parse_pass_list, parse_pass_pipeline, parse_pipeline_elements, PipelineElement, PipelineError,
};
pub use registry::PassRegistry;
pub use statistics::{statistics_report, StatisticsDisplay};
pub use strip_debuginfo::StripDebugInfo;
pub use timing::TimingNode;
pub use verifier::{verify_module, verify_op};

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
    /// The display name used in IR dumps and timing reports, e.g. `Canonicalizer`.
    fn name(&self) -> &'static str {
        self.argument()
    }
    /// The op name this pass runs on; `None` runs on any op it is nested under.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// Sets an option from the pipeline text (`name=value`; a bare `name` gives `true`).
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option '{name}'"))
    }
    /// The options as `name=value` strings, for printing the pipeline.
    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    /// The accepted options, for `--list-passes`.
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        Vec::new()
    }
    /// For a pass that stands for a pipeline of other passes (`--lower-to-llvm`): its stages,
    /// each `name` or `name{key=value ...}`. Drivers put them in its place
    /// ([`OpPassManager::expand_composites`]) so IR printing, timing and the printed pipeline
    /// show each stage. `None` for an ordinary pass.
    fn pipeline_stages(&self) -> Option<Vec<String>> {
        None
    }
    /// Counters of the work done so far, summed over every op the pass ran on
    /// (`--mlir-pass-statistics`); a pass that runs in parallel keeps them in atomics.
    fn statistics(&self) -> Vec<PassStatistic> {
        Vec::new()
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>>;
}

/// One counter of a pass: `(S) 3 num-cse'd - Number of operations CSE'd`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    pub name: &'static str,
    pub description: &'static str,
    pub value: u64,
}

/// Documentation of one pass option: `--name=<value_kind>  - description`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptionDoc {
    pub name: &'static str,
    /// What the value is, e.g. `long`, `string`, `bool` (mlir-opt's `<long>`).
    pub value_kind: &'static str,
    pub description: &'static str,
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
