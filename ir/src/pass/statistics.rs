//! `--mlir-pass-statistics`: the counters of every pass of a pipeline, in mlir-opt's layout.

use std::fmt::Write as _;

use super::manager::{OpPassManager, PassEntry};
use super::{Pass, PassStatistic};

/// How the statistics are laid out (`--mlir-pass-statistics-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// Indented as the pipeline, nested pipelines as `'func.func' Pipeline`.
    Pipeline,
    /// One entry per pass name, counters summed over its instances, sorted by name.
    List,
}

/// The report: a banner, then the passes and their counters.
pub fn statistics_report(pm: &OpPassManager, display: StatisticsDisplay) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = format!(
        "{rule}{}{title}\n{rule}",
        " ".repeat((80 - title.len()) / 2)
    );
    match display {
        StatisticsDisplay::Pipeline => write_pipeline(&mut out, pm, 0),
        StatisticsDisplay::List => {
            let mut merged: Vec<(&'static str, Vec<PassStatistic>)> = Vec::new();
            collect(pm, &mut |pass| {
                let stats = pass.statistics();
                match merged.iter_mut().find(|(name, _)| *name == pass.name()) {
                    Some((_, sum)) => {
                        for s in stats {
                            match sum.iter_mut().find(|t| t.name == s.name) {
                                Some(t) => t.value += s.value,
                                None => sum.push(s),
                            }
                        }
                    }
                    None => merged.push((pass.name(), stats)),
                }
            });
            merged.sort_by_key(|(name, _)| *name);
            for (name, stats) in merged {
                write_entry(&mut out, 0, name, stats);
            }
        }
    }
    out.push('\n');
    out
}

fn collect<'p>(pm: &'p OpPassManager, f: &mut dyn FnMut(&'p dyn Pass)) {
    for entry in pm.entries() {
        match entry {
            PassEntry::Pass(p) => f(p.as_ref()),
            PassEntry::Nested(nested) => collect(nested, f),
        }
    }
}

fn write_pipeline(out: &mut String, pm: &OpPassManager, indent: usize) {
    for entry in pm.entries() {
        match entry {
            PassEntry::Pass(p) => write_entry(out, indent, p.name(), p.statistics()),
            PassEntry::Nested(nested) => {
                let name = format!("'{}' Pipeline", nested.anchor_name());
                write_entry(out, indent, &name, Vec::new());
                write_pipeline(out, nested, indent + 2);
            }
        }
    }
}

/// `name`, then `(S) value name - description` per counter, sorted by name, in aligned
/// columns.
fn write_entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<PassStatistic>) {
    let pad = " ".repeat(indent);
    let _ = writeln!(out, "{pad}{name}");
    stats.sort_by_key(|s| s.name);
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    for s in stats {
        let _ = writeln!(
            out,
            "{pad}  (S) {:>value_width$} {:<name_width$} - {}",
            s.value, s.name, s.description
        );
    }
}
