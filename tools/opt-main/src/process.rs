//! Processing the input: split into chunks, and for each chunk parse, verify, run the
//! pipeline and print; diagnostics are rendered or checked against `expected-*` comments.

use std::time::{Duration, Instant};

use xla_ir::asm::{parse_module_at, print_module, print_module_to, PrintOptions};
use xla_ir::diag::{render_all, split_input_file, Diagnostic, ExpectedDiagnostics, SourceMgr};
use xla_ir::pass::{verify_module, PassManager, TimingNode};
use xla_ir::{Context, Diag};

/// `--verify-diagnostics[=only-expected]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyMode {
    /// Every diagnostic must be expected and every expectation met.
    All,
    /// Unexpected diagnostics are ignored.
    OnlyExpected,
}

/// `--mlir-pass-pipeline-crash-reproducer`: where a failing chunk's reproducer goes, and
/// the run settings it records.
#[derive(Clone)]
pub struct Reproducer {
    pub path: String,
    pub pipeline: String,
    pub disable_threading: bool,
    pub verify_each: bool,
}

impl Reproducer {
    /// `mlir_reproducer: { pipeline: ..., disable_threading: ..., verify_each: ... }`.
    pub fn resource_group(&self) -> xla_ir::asm::ResourceGroup {
        use xla_ir::asm::ResourceValue;
        xla_ir::asm::ResourceGroup {
            name: crate::reproducer::RESOURCE_GROUP.to_owned(),
            entries: vec![
                (
                    "pipeline".to_owned(),
                    ResourceValue::String(self.pipeline.clone().into_bytes()),
                ),
                (
                    "disable_threading".to_owned(),
                    ResourceValue::Bool(self.disable_threading),
                ),
                (
                    "verify_each".to_owned(),
                    ResourceValue::Bool(self.verify_each),
                ),
            ],
        }
    }
}

/// What processing the whole input produced (the printed modules went to the output).
pub struct Processed {
    pub ok: bool,
    /// Parser, Verifier and pass rows (when timing is on).
    pub timing: TimingNode,
    /// Time spent printing modules (reported with writing as `Output`).
    pub output_time: Duration,
}

/// Processes `text` (named `file_name`), split at `split_marker` if given; with `roundtrip`
/// (which makes a fresh context) each parsed module must survive a print-parse round trip;
/// with `run_reproducer` the module's `mlir_reproducer` resources are consumed, as mlir-opt's.
pub fn process_input(
    ctx: &Context,
    roundtrip: Option<&dyn Fn() -> Context>,
    reproducer: Option<&Reproducer>,
    run_reproducer: bool,
    pm: &PassManager,
    print: &PrintOptions,
    file_name: &str,
    text: &str,
    split_marker: Option<&str>,
    verify_mode: Option<VerifyMode>,
    out: &mut dyn std::io::Write,
    output_marker: &str,
) -> Result<Processed, String> {
    // Only rendering diagnostics needs the source manager (a copy of the text and a line table).
    let sm_cell = std::cell::OnceCell::new();
    let sm = || {
        sm_cell.get_or_init(|| {
            let mut sm = SourceMgr::new();
            sm.add_buffer(file_name, text.to_owned());
            sm
        })
    };
    let mut timing = TimingNode::new("root", "");
    if pm.options.timing {
        timing.child("parser", "Parser");
        timing.child("verifier", "Verifier");
    }
    // (text, its first line in the file): parsed with that line offset, so locations are the
    // file's without padding each chunk (which made memory quadratic in the chunk count).
    let chunk_texts: Vec<(std::borrow::Cow<str>, u32)> = match split_marker {
        Some(marker) => split_input_file(text, marker)
            .into_iter()
            .map(|c| (c.text.into(), c.first_line))
            .collect(),
        None => vec![(text.into(), 1)],
    };
    let mut processed = Processed {
        ok: true,
        timing: TimingNode::default(),
        output_time: Duration::ZERO,
    };
    let write_error = |e: std::io::Error| crate::output::write_error(&e);
    for (i, (chunk, first_line)) in chunk_texts.iter().enumerate() {
        if i > 0 {
            writeln!(out, "{output_marker}").map_err(write_error)?;
        }
        let mut step = Chunk {
            ctx,
            roundtrip,
            reproducer,
            run_reproducer,
            pm,
            print,
            file_name,
            timing: &mut timing,
            output_time: Duration::ZERO,
        };
        let (printed, diags) = step.run(chunk, *first_line, out).map_err(write_error)?;
        processed.output_time += step.output_time;
        let diagnostics: Vec<Diagnostic> = diags.iter().map(|d| d.to_diagnostic(ctx)).collect();
        let chunk_ok = match verify_mode {
            None => {
                if !diagnostics.is_empty() {
                    eprint!("{}", render_all(sm(), &diagnostics));
                }
                printed
            }
            Some(mode) => {
                check_expectations(sm(), file_name, chunk, *first_line, &diagnostics, mode)
            }
        };
        processed.ok &= chunk_ok;
    }
    processed.timing = timing;
    Ok(processed)
}

/// Compares diagnostics with the chunk's `expected-*` comments; reports mismatches.
fn check_expectations(
    sm: &SourceMgr,
    file_name: &str,
    chunk: &str,
    first_line: u32,
    produced: &[Diagnostic],
    mode: VerifyMode,
) -> bool {
    let expected = match ExpectedDiagnostics::parse_at(file_name, chunk, first_line) {
        Ok(e) => e,
        Err(errors) => {
            eprint!("{}", render_all(sm, &errors));
            return false;
        }
    };
    let mut mismatches = expected.verify(produced);
    if mode == VerifyMode::OnlyExpected {
        mismatches.retain(|d| !d.message.starts_with("unexpected "));
    }
    eprint!("{}", render_all(sm, &mismatches));
    mismatches.is_empty()
}

/// Writes the reproducer of a failed run; the diagnostic that says where it is.
/// A local reproducer's note names the pass without brackets, as mlir-opt's.
fn write_reproducer(
    r: &Reproducer,
    text: String,
    failed_pass: Option<String>,
    local: bool,
    loc: xla_ir::Location,
) -> Diag {
    let error = Diag::error(
        loc,
        "Failures have been detected while processing an MLIR pass pipeline",
    );
    let description = match std::fs::write(&r.path, text) {
        Ok(()) => format!("reproducer generated at `{}`", r.path),
        Err(e) => format!(
            "cannot write the reproducer to `{}`: {}",
            r.path,
            crate::output::io_message(&e)
        ),
    };
    let failed_pass = failed_pass.unwrap_or_default();
    let executing = if local {
        failed_pass
    } else {
        format!("[{failed_pass}]")
    };
    error.with_note(
        loc,
        format!("Pipeline failed while executing {executing}: {description}"),
    )
}

/// One chunk's run, adding its times to the shared timing tree.
struct Chunk<'a> {
    ctx: &'a Context,
    roundtrip: Option<&'a dyn Fn() -> Context>,
    reproducer: Option<&'a Reproducer>,
    run_reproducer: bool,
    pm: &'a PassManager,
    print: &'a PrintOptions,
    file_name: &'a str,
    timing: &'a mut TimingNode,
    output_time: Duration,
}

impl Chunk<'_> {
    /// Parse, verify, run, print to `out`: whether the module was printed (not if a step
    /// failed), and the diagnostics produced.
    fn run(
        &mut self,
        text: &str,
        first_line: u32,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<(bool, Vec<Diag>)> {
        let timed = self.pm.options.timing;
        let start = Instant::now();
        let parsed = parse_module_at(self.ctx, self.file_name, text, first_line);
        if timed {
            self.timing.child("parser", "Parser").add(start.elapsed());
        }
        let mut module = match parsed {
            Ok(m) => m,
            Err(diags) => return Ok((false, diags)),
        };
        if self.run_reproducer {
            module
                .external_resources
                .retain(|g| g.name != crate::reproducer::RESOURCE_GROUP);
        }
        let start = Instant::now();
        let verified = verify_module(self.ctx, &module);
        if timed {
            self.timing
                .child("verifier", "Verifier")
                .add(start.elapsed());
        }
        if let Err(diags) = verified {
            return Ok((false, diags));
        }
        if let Some(fresh) = self.roundtrip {
            if let Err(diags) = crate::roundtrip::verify_roundtrip(self.ctx, &module, fresh) {
                return Ok((false, diags));
            }
        }
        let local = self.pm.options.local_reproducer;
        let before = self.reproducer.filter(|_| !local).map(|r| {
            // The module as it is now with the run's settings as its only resources (as
            // mlir-opt, which drops the input's other external resources from a reproducer).
            let saved = std::mem::replace(&mut module.external_resources, vec![r.resource_group()]);
            let text = print_module(self.ctx, &module, &PrintOptions::default());
            module.external_resources = saved;
            text
        });
        let report = self
            .pm
            .run(self.ctx, &mut module, &mut |dump: &str| eprint!("{dump}"));
        if timed {
            self.timing.merge_sequential(report.timing);
        }
        if let Err(mut diags) = report.result {
            if let (Some(r), Some((mut local, pipeline))) =
                (self.reproducer, report.local_reproducer)
            {
                let local_run = Reproducer {
                    pipeline,
                    ..r.clone()
                };
                local.external_resources = vec![local_run.resource_group()];
                let text = print_module(self.ctx, &local, &PrintOptions::default());
                let loc = module.top.op(module.op).loc;
                diags.push(write_reproducer(r, text, report.failed_pass, true, loc));
            } else if let (Some(r), Some(before)) = (self.reproducer, before) {
                let loc = module.top.op(module.op).loc;
                diags.push(write_reproducer(r, before, report.failed_pass, false, loc));
            }
            return Ok((false, diags));
        }
        let start = Instant::now();
        print_module_to(self.ctx, &module, self.print, out)?;
        // mlir-opt prints the module, which ends its line (without aliases it does not),
        // then one more newline.
        out.write_all(if self.print.use_aliases {
            b"\n"
        } else {
            b"\n\n"
        })?;
        self.output_time += start.elapsed();
        Ok((true, Vec::new()))
    }
}
