//! Per-pass timing (`--mlir-timing`): a tree of named wall/user times and mlir-opt's report.

use std::fmt::Write as _;
use std::time::Duration;

/// One row of the timing report with its nested rows.
///
/// `key` identifies the row among its siblings (a pass's position in its pipeline, or a
/// fixed word such as `parser`) so that trees from several runs merge row by row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TimingNode {
    /// Identifies the row among its siblings, to merge trees from several runs.
    pub key: String,
    /// The row's label in the report (`CSE`, `'func.func' Pipeline`).
    pub name: String,
    /// Elapsed wall-clock time.
    pub wall: Duration,
    /// Time summed over threads; equals `wall` for work done on one thread.
    pub user: Duration,
    /// Nested rows (the passes of a nested pipeline), in order.
    pub children: Vec<TimingNode>,
}

impl TimingNode {
    /// A row with no time and no children.
    pub fn new(key: impl Into<String>, name: impl Into<String>) -> Self {
        TimingNode {
            key: key.into(),
            name: name.into(),
            ..Default::default()
        }
    }

    /// The child with `key`, created (named `name`) at the end if missing.
    pub fn child(&mut self, key: &str, name: &str) -> &mut TimingNode {
        let idx = match self.children.iter().position(|c| c.key == key) {
            Some(i) => i,
            None => {
                self.children.push(TimingNode::new(key, name));
                self.children.len() - 1
            }
        };
        &mut self.children[idx]
    }

    /// Adds time spent on one thread.
    pub fn add(&mut self, elapsed: Duration) {
        self.wall += elapsed;
        self.user += elapsed;
    }

    /// Adds a tree measured after this one on the same thread: all times add up.
    pub fn merge_sequential(&mut self, other: TimingNode) {
        self.wall += other.wall;
        self.user += other.user;
        for c in other.children {
            let key = c.key.clone();
            let name = c.name.clone();
            self.child(&key, &name).merge_sequential(c);
        }
    }

    /// Combines a tree measured at the same time on another thread: user times add up,
    /// wall times overlap (the longer one counts).
    pub fn merge_concurrent(&mut self, other: TimingNode) {
        self.wall = self.wall.max(other.wall);
        self.user += other.user;
        for c in other.children {
            let key = c.key.clone();
            let name = c.name.clone();
            self.child(&key, &name).merge_concurrent(c);
        }
    }

    /// True if some row's user time differs from its wall time (work ran on several threads).
    pub fn has_parallel_rows(&self) -> bool {
        self.user != self.wall || self.children.iter().any(|c| c.has_parallel_rows())
    }
}

const RULE: &str =
    "===-------------------------------------------------------------------------===";

/// mlir-opt's `--mlir-timing` report for the rows under `root`, with `Rest` and `Total` rows.
///
/// `total` is the wall time of the whole run; user times are shown (as mlir-opt does) only
/// when some of the work ran on several threads.
pub fn render_report(root: &TimingNode, total: Duration) -> String {
    let show_user = root.has_parallel_rows();
    let accounted_wall: Duration = root.children.iter().map(|c| c.wall).sum();
    let accounted_user: Duration = root.children.iter().map(|c| c.user).sum();
    let rest_wall = total.saturating_sub(accounted_wall);
    let total_user = accounted_user + rest_wall;
    let mut out = String::new();
    let _ = writeln!(out, "{RULE}");
    let _ = writeln!(
        out,
        "                         ... Execution time report ..."
    );
    let _ = writeln!(out, "{RULE}");
    let _ = writeln!(
        out,
        "  Total Execution Time: {:.4} seconds",
        total.as_secs_f64()
    );
    out.push('\n');
    if show_user {
        out.push_str("  ----User Time----");
    }
    out.push_str("  ----Wall Time----  ----Name----\n");
    let mut row = |depth: usize, name: &str, wall: Duration, user: Duration| {
        if show_user {
            out.push_str(&column(user, total_user));
        }
        out.push_str(&column(wall, total));
        let _ = writeln!(out, "  {}{name}", "  ".repeat(depth));
    };
    let mut stack: Vec<(usize, &TimingNode)> = root.children.iter().rev().map(|c| (0, c)).collect();
    while let Some((depth, node)) = stack.pop() {
        row(depth, &node.name, node.wall, node.user);
        stack.extend(node.children.iter().rev().map(|c| (depth + 1, c)));
    }
    row(0, "Rest", rest_wall, rest_wall);
    row(0, "Total", total, total_user);
    out
}

/// `    0.0047 ( 53.9%)`: seconds and the share of `total`.
fn column(time: Duration, total: Duration) -> String {
    let pct = if total.is_zero() {
        0.0
    } else {
        100.0 * time.as_secs_f64() / total.as_secs_f64()
    };
    format!("  {:8.4} ({:5.1}%)", time.as_secs_f64(), pct)
}
