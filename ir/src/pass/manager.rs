//! Pipelines: [`OpPassManager`] (passes and nested pipelines anchored on an op name) and
//! [`PassManager`] (a root pipeline plus run options).

use std::fmt::Write as _;

use super::instrument::RunOptions;
use super::{Pass, PassRegistry};

/// A step of a pipeline.
pub enum PassEntry {
    /// A pass, run on the pipeline's op.
    Pass(Box<dyn Pass>),
    /// Runs on each op of the nested manager's anchor directly inside the current op.
    Nested(OpPassManager),
}

/// A list of passes and nested pipelines that runs on ops named `anchor`
/// (`None`: any isolated op, written `any(...)`).
pub struct OpPassManager {
    anchor: Option<String>,
    entries: Vec<PassEntry>,
}

impl OpPassManager {
    /// A pipeline anchored on `op_name`; `any` makes it op-agnostic.
    pub fn for_anchor(op_name: &str) -> Self {
        let anchor = (op_name != "any").then(|| op_name.to_owned());
        OpPassManager {
            anchor,
            entries: Vec::new(),
        }
    }

    /// The root pipeline of xla-opt: `builtin.module(...)`.
    pub fn module() -> Self {
        Self::for_anchor("builtin.module")
    }

    /// The op name the pipeline runs on; `None` when op-agnostic (`any`).
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The anchor as written in pipelines (`any` when op-agnostic).
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// The pipeline's passes and nested pipelines, in order.
    pub fn entries(&self) -> &[PassEntry] {
        &self.entries
    }

    /// Whether the pipeline has no step.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub(super) fn push_entry(&mut self, entry: PassEntry) {
        self.entries.push(entry);
    }

    /// Appends a pass that must be able to run on this pipeline's anchor.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let (Some(pass_anchor), Some(pm_anchor)) = (pass.anchor(), self.anchor()) {
            if pass_anchor != pm_anchor {
                return Err(format!(
                    "Can't add pass '{}' restricted to '{pass_anchor}' on a PassManager intended to run on '{pm_anchor}', did you intend to nest?",
                    pass.name()
                ));
            }
        }
        self.entries.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// Appends a pass, nesting it in a pipeline of its anchor when that differs from this
    /// pipeline's (mlir-opt's handling of `--pass` flags: `--cse --some-func-pass`).
    pub fn add_pass_auto_nest(&mut self, pass: Box<dyn Pass>) {
        match pass.anchor() {
            Some(a) if Some(a) != self.anchor() => {
                let mut nested = OpPassManager::for_anchor(a);
                nested.entries.push(PassEntry::Pass(pass));
                self.entries.push(PassEntry::Nested(nested));
            }
            _ => self.entries.push(PassEntry::Pass(pass)),
        }
    }

    /// Replaces every composite pass ([`Pass::pipeline_stages`]) by its stages, recursively,
    /// each nested on its anchor as [`OpPassManager::add_pass_auto_nest`] does.
    pub fn expand_composites(&mut self, registry: &PassRegistry) -> Result<(), String> {
        for entry in std::mem::take(&mut self.entries) {
            match entry {
                PassEntry::Pass(pass) => self.add_expanded(pass, registry, 0)?,
                PassEntry::Nested(mut nested) => {
                    nested.expand_composites(registry)?;
                    self.entries.push(PassEntry::Nested(nested));
                }
            }
        }
        Ok(())
    }

    fn add_expanded(
        &mut self,
        pass: Box<dyn Pass>,
        registry: &PassRegistry,
        depth: usize,
    ) -> Result<(), String> {
        /// Composites of composites stop here (a pipeline that contains itself would not).
        const MAX_DEPTH: usize = 16;
        let Some(stages) = pass.pipeline_stages() else {
            self.add_pass_auto_nest(pass);
            return Ok(());
        };
        if depth >= MAX_DEPTH {
            return Err(format!(
                "the pipeline of '{}' nests composite passes too deeply",
                pass.argument()
            ));
        }
        for stage in stages {
            let stage = registry
                .create_from_spec(&stage)
                .map_err(|e| format!("in the pipeline of '{}': {e}", pass.argument()))?;
            self.add_expanded(stage, registry, depth + 1)?;
        }
        Ok(())
    }

    /// Appends an empty nested pipeline on `op_name` and returns it.
    pub fn nest(&mut self, op_name: &str) -> &mut OpPassManager {
        self.entries
            .push(PassEntry::Nested(OpPassManager::for_anchor(op_name)));
        match self.entries.last_mut() {
            Some(PassEntry::Nested(pm)) => pm,
            _ => unreachable!("a nested pipeline was just pushed"),
        }
    }

    /// Merges adjacent nested pipelines on the same anchor, as MLIR does before running:
    /// `func.func(a), func.func(b)` becomes `func.func(a, b)`.
    pub fn coalesce(&mut self) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            let mut merged: Vec<PassEntry> = Vec::with_capacity(self.entries.len());
            for entry in std::mem::take(&mut self.entries) {
                match (merged.last_mut(), entry) {
                    (Some(PassEntry::Nested(prev)), PassEntry::Nested(next))
                        if prev.anchor == next.anchor =>
                    {
                        prev.entries.extend(next.entries);
                    }
                    (_, entry) => merged.push(entry),
                }
            }
            for entry in &mut merged {
                if let PassEntry::Nested(pm) = entry {
                    pm.coalesce();
                }
            }
            self.entries = merged;
        })
    }

    /// The pipeline in the textual syntax, on one line:
    /// `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`.
    pub fn to_pipeline_string(&self) -> String {
        let mut out = String::new();
        self.write_textual(&mut out, None);
        out
    }

    /// mlir-opt's `--dump-pass-pipeline` text (`Pass Manager with N passes:` and the
    /// indented pipeline).
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.entries.len());
        self.write_textual(&mut out, Some(0));
        out.push_str("\n\n");
        out
    }

    /// Writes `anchor(entries)`; `indent` = `Some(level)` pretty-prints one entry per line.
    fn write_textual(&self, out: &mut String, indent: Option<usize>) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            let pad = |out: &mut String, level: usize| {
                out.push('\n');
                out.push_str(&"  ".repeat(level));
            };
            out.push_str(self.anchor_name());
            out.push('(');
            for (i, entry) in self.entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                if let Some(level) = indent {
                    pad(out, level + 1);
                }
                match entry {
                    PassEntry::Pass(p) => write_pass(out, p.as_ref()),
                    PassEntry::Nested(pm) => pm.write_textual(out, indent.map(|l| l + 1)),
                }
            }
            if let Some(level) = indent {
                pad(out, level);
            }
            out.push(')');
        })
    }
}

/// `name{k=v k2="v 2"}` (no braces without options).
pub(super) fn write_pass(out: &mut String, pass: &dyn Pass) {
    out.push_str(pass.argument());
    let options = pass.options();
    if options.is_empty() {
        return;
    }
    out.push('{');
    for (i, (k, v)) in options.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{k}={}", quote_option_value(v));
    }
    out.push('}');
}

/// Quotes a value that would not read back as one bare token.
fn quote_option_value(v: &str) -> String {
    let plain = !v.is_empty()
        && !v
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '{' | '}' | '"' | '\''));
    if plain {
        v.to_owned()
    } else if !v.contains('"') {
        format!("\"{v}\"")
    } else if !v.contains('\'') {
        format!("'{v}'")
    } else {
        format!("{{{v}}}")
    }
}

/// A root pipeline ready to run, with its run options. Build the pipeline as an
/// [`OpPassManager`] (by hand or with [`parse_pass_pipeline`](super::parse_pass_pipeline)),
/// then [`run`](Self::run) it on modules; the example at [`Pass`] shows the whole sequence.
pub struct PassManager {
    pub(super) root: OpPassManager,
    /// Verification, IR printing, timing and threading settings for runs.
    pub options: RunOptions,
}

impl PassManager {
    /// Takes a pipeline (coalescing adjacent nested pipelines) and run options.
    pub fn new(mut root: OpPassManager, options: RunOptions) -> Self {
        root.coalesce();
        PassManager { root, options }
    }

    /// The root pipeline (after coalescing).
    pub fn root(&self) -> &OpPassManager {
        &self.root
    }
}
