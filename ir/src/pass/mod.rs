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
/// concurrently on other threads). Register it in a [`PassRegistry`] to reach it by name
/// from pipelines and `xla-opt`; `docs/passes.md` lists the passes of the project.
///
/// ```
/// use xla_ir::asm::parse_module;
/// use xla_ir::pass::{OpPassManager, Pass, PassManager, RunOptions};
/// use xla_ir::{Context, Diag, OpData, OpRef};
///
/// /// Removes the `test.note` attribute of every op in the module.
/// struct DropNotes;
/// impl Pass for DropNotes {
///     fn argument(&self) -> &'static str {
///         "drop-notes"
///     }
///     fn description(&self) -> &'static str {
///         "Remove test.note attributes"
///     }
///     fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
///         let Some(body) = op.isolated_body_mut() else { return Ok(()) };
///         let ops: Vec<_> = body.all_ops().collect();
///         for id in ops {
///             body.op_mut(id).attrs.remove_str(ctx, "test.note");
///         }
///         Ok(())
///     }
/// }
///
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let src = r#""test.op"() {test.note = 1 : i64} : () -> ()"#;
/// let mut module = parse_module(&ctx, "<input>", src).expect("parses");
/// let mut pipeline = OpPassManager::module();
/// pipeline.add_pass(Box::new(DropNotes)).expect("runs on any op");
/// let pm = PassManager::new(pipeline, RunOptions::default());
/// let report = pm.run(&ctx, &mut module, &mut |_dump| {});
/// assert!(report.result.is_ok());
/// let first = module.body().first_op(module.block()).expect("one op");
/// assert!(OpRef::new(&ctx, module.body(), first).attr("test.note").is_none());
/// ```
pub trait Pass: Send + Sync {
    /// The command-line name, e.g. `canonicalize`.
    fn argument(&self) -> &'static str;
    /// One line for `--help` and `--list-passes`.
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
    /// Transforms `op` (usually its isolated body, [`OpData::isolated_body_mut`]); the errors
    /// fail the pipeline. Called once per op the pass is scheduled on, possibly from several
    /// threads at once (hence `&self`).
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>>;
}

/// One counter of a pass: `(S) 3 num-cse'd - Number of operations CSE'd`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    /// The counter's name, e.g. `num-cse'd`.
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

/// Documentation of one pass option: `--name=<value_kind>  - description`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptionDoc {
    /// The option's key, e.g. `max-iterations`.
    pub name: &'static str,
    /// What the value is, e.g. `long`, `string`, `bool` (mlir-opt's `<long>`).
    pub value_kind: &'static str,
    /// What the option does.
    pub description: &'static str,
}

/// Creates a fresh instance of a registered pass.
pub type PassFactory = fn() -> Box<dyn Pass>;

/// A registered pass: its name, description and factory.
#[derive(Clone)]
pub struct PassInfo {
    /// The command-line name (`canonicalize`), also the pipeline's name for the pass.
    pub argument: &'static str,
    /// One line for `--help` and `--list-passes`.
    pub description: &'static str,
    /// Makes a fresh instance (each pipeline gets its own, with its own options).
    pub factory: PassFactory,
}
