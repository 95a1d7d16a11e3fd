//! Matching produced diagnostics against parsed expectations.

use std::collections::{HashMap, VecDeque};

use super::diagnostic::Diagnostic;
use super::expect::{Expectation, ExpectedDiagnostics};

impl ExpectedDiagnostics {
    /// True if `d` is at the place `e` points to (same line and file, or both unknown).
    fn same_place(&self, e: &Expectation, d: &Diagnostic) -> bool {
        match (e.line, &d.loc) {
            (None, None) => true,
            (Some(line), Some(loc)) => {
                loc.line == line && (!self.check_file || loc.file == self.buffer_name)
            }
            _ => false,
        }
    }

    /// Checks `produced` (notes included) against the expectations; empty result means success.
    ///
    /// Each expectation absorbs at most one diagnostic. Reports, in order: `unexpected <sev>: msg`
    /// (or a severity near-miss) per unmatched diagnostic, then `expected <sev> "text" was not
    /// produced` per unmatched expectation.
    pub fn verify(&self, produced: &[Diagnostic]) -> Vec<Diagnostic> {
        let diags: Vec<&Diagnostic> = produced.iter().flat_map(|d| d.flatten()).collect();
        let mut by_line: HashMap<Option<u32>, Vec<usize>> = HashMap::new();
        for (i, e) in self.expectations.iter().enumerate() {
            by_line.entry(e.line).or_default().push(i);
        }
        let candidates = |d: &Diagnostic| -> &[usize] {
            by_line
                .get(&d.loc.as_ref().map(|l| l.line))
                .map_or(&[], |v| v.as_slice())
        };
        let edges: Vec<Vec<usize>> = diags
            .iter()
            .map(|d| {
                candidates(d)
                    .iter()
                    .copied()
                    .filter(|&i| {
                        self.expectations
                            .get(i)
                            .is_some_and(|e| self.compatible(e, d))
                    })
                    .collect()
            })
            .collect();
        let (diag_match, exp_owner) = max_matching(&edges, self.expectations.len());

        let mut out = Vec::new();
        for (di, d) in diags.iter().enumerate() {
            if diag_match.get(di).copied().flatten().is_some() {
                continue;
            }
            let near = candidates(d)
                .iter()
                .filter_map(|&i| self.expectations.get(i))
                .find(|e| {
                    e.severity != d.severity
                        && self.same_place(e, d)
                        && e.matches_message(&d.message)
                });
            out.push(match near {
                Some(e) => Diagnostic::error(
                    e.comment_loc.clone(),
                    format!(
                        "'{}' diagnostic emitted when expecting a '{}'",
                        d.severity, e.severity
                    ),
                ),
                None => Diagnostic::error(
                    d.loc.clone(),
                    format!("unexpected {}: {}", d.severity, d.message),
                ),
            });
        }
        for (e, owner) in self.expectations.iter().zip(&exp_owner) {
            if owner.is_none() {
                let msg = format!("expected {} \"{}\" was not produced", e.severity, e.text);
                out.push(Diagnostic::error(e.comment_loc.clone(), msg));
            }
        }
        out
    }

    /// True if `e` can absorb `d`.
    fn compatible(&self, e: &Expectation, d: &Diagnostic) -> bool {
        e.severity == d.severity && self.same_place(e, d) && e.matches_message(&d.message)
    }
}

/// Maximum bipartite matching: greedy first pass, then BFS augmenting paths.
///
/// `edges[d]` lists the expectations diagnostic `d` may match, in preference order.
/// Returns (expectation per diagnostic, diagnostic per expectation).
fn max_matching(edges: &[Vec<usize>], num_exp: usize) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let mut diag_match: Vec<Option<usize>> = vec![None; edges.len()];
    let mut owner: Vec<Option<usize>> = vec![None; num_exp];
    for (d, es) in edges.iter().enumerate() {
        if let Some(&e) = es.iter().find(|&&e| owner.get(e) == Some(&None)) {
            owner[e] = Some(d);
            diag_match[d] = Some(e);
        }
    }
    for root in 0..edges.len() {
        if diag_match[root].is_some() {
            continue;
        }
        augment(root, edges, &mut diag_match, &mut owner);
    }
    (diag_match, owner)
}

/// Tries to find an augmenting path from unmatched diagnostic `root`; applies it if found.
fn augment(
    root: usize,
    edges: &[Vec<usize>],
    diag_match: &mut [Option<usize>],
    owner: &mut [Option<usize>],
) {
    let mut reached_from: Vec<Option<usize>> = vec![None; owner.len()];
    let mut queue = VecDeque::from([root]);
    while let Some(d) = queue.pop_front() {
        for &e in edges.get(d).map_or(&[][..], |v| v.as_slice()) {
            if e >= owner.len() || reached_from[e].is_some() {
                continue;
            }
            reached_from[e] = Some(d);
            match owner[e] {
                Some(next) => queue.push_back(next),
                None => {
                    // Flip the path back to the root.
                    let mut cur_e = e;
                    while let Some(x) = reached_from[cur_e] {
                        let prev_e = diag_match[x];
                        owner[cur_e] = Some(x);
                        diag_match[x] = Some(cur_e);
                        match prev_e {
                            Some(p) if x != root => cur_e = p,
                            _ => break,
                        }
                    }
                    return;
                }
            }
        }
    }
}
