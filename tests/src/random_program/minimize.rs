//! A delta minimizer for failing programs: keeps a single result, drops ops whose values are
//! unused, and cuts ops out by turning their values into new arguments (with random inputs),
//! as long as the program still fails. The result is what a lit regression test holds.

use super::{inputs, Program, Val};
use crate::Rng;

/// The top-level statements of `@main`: each starts at a line `    %name = ...` and takes the
/// region lines that follow it.
fn statements(lines: &[String]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for l in lines {
        let top = l.starts_with("    %") && !l.starts_with("     ");
        match out.last_mut() {
            Some(s) if !top => s.push(l.clone()),
            _ => out.push(vec![l.clone()]),
        }
    }
    out
}

/// The SSA name a statement defines (`%v3` of `%v3:2 = ...`).
fn defined(stmt: &[String]) -> String {
    let head = stmt[0].trim_start();
    head.split([' ', ':']).next().unwrap_or("").to_string()
}

/// Whether `name` occurs in `text` as a whole SSA name (`%v3` in `%v3#1`, not in `%v31`).
fn uses(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        !text[i + name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

fn with_statements(p: &Program, stmts: &[Vec<String>]) -> Program {
    let mut q = p.clone();
    q.lines = stmts.concat();
    q.text = q.render();
    q
}

/// Drops statements whose values nothing uses (no op has side effects).
fn drop_dead(p: &Program) -> Program {
    let mut stmts = statements(&p.lines);
    loop {
        let result_names: String = p.results.iter().map(|r| format!("{} ", r.name)).collect();
        let dead = (0..stmts.len()).rev().find(|&i| {
            let name = defined(&stmts[i]);
            let later: String = stmts[i + 1..].concat().join("\n");
            !uses(&later, &name) && !uses(&result_names, &name)
        });
        match dead {
            Some(i) => {
                stmts.remove(i);
            }
            None => return with_statements(p, &stmts),
        }
    }
}

/// A smaller program that still fails (`fails` says whether a candidate does).
pub fn minimize(p: &Program, fails: &dyn Fn(&Program) -> bool) -> Program {
    let mut best = p.clone();
    if best.results.len() > 1 {
        for r in p.results.clone() {
            let mut q = best.clone();
            q.results = vec![r];
            q.text = q.render();
            if fails(&q) {
                best = q;
                break;
            }
        }
    }
    let q = drop_dead(&best);
    if fails(&q) {
        best = q;
    }
    // Cut statements from the last to the first: a cut value becomes an argument.
    let mut rng = Rng::new(p.seed ^ 0x5EED);
    let mut i = statements(&best.lines).len();
    while i > 0 {
        i -= 1;
        let stmts = statements(&best.lines);
        let Some(stmt) = stmts.get(i) else { continue };
        let name = defined(stmt);
        let Some(v) = best.values.iter().find(|v| v.name == name).cloned() else {
            continue;
        };
        let mut rest = stmts.clone();
        rest.remove(i);
        let mut q = with_statements(&best, &rest);
        q.args.push(Val {
            name: v.name.clone(),
            ty: v.ty.clone(),
            exact: true,
        });
        q.inputs.push(inputs::random_input(&mut rng, v.ty.clone()));
        let q = drop_dead(&q);
        let q = keep_used_args(&q);
        if fails(&q) {
            best = q;
            i = i.min(statements(&best.lines).len());
        }
    }
    best
}

/// Drops arguments (and their inputs) that nothing uses.
fn keep_used_args(p: &Program) -> Program {
    let mut q = p.clone();
    let body = p.lines.join("\n")
        + &p.results
            .iter()
            .map(|r| format!(" {}", r.name))
            .collect::<String>();
    let keep: Vec<bool> = p.args.iter().map(|a| uses(&body, &a.name)).collect();
    q.args = p
        .args
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(a, _)| a.clone())
        .collect();
    q.inputs = p
        .inputs
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(a, _)| a.clone())
        .collect();
    q.text = q.render();
    q
}
