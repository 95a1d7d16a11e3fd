//! `XLA_PERF_MAP=1`: the JIT's functions in `/tmp/perf-<pid>.map`, the file `perf report` reads
//! to name samples in code it found no symbols for (Linux perf's JIT interface): a profile of
//! `xla-run --backend jit` then shows `main_parallel_3` instead of bare addresses.

use std::io::Write;

/// The environment variable that turns the map on.
pub const ENV: &str = "XLA_PERF_MAP";
/// The size given to the last function (the engine reports no sizes: each other function
/// ends where the next one starts).
const LAST_SIZE: usize = 64 * 1024;

/// Appends `functions` ((address, name)) to this process's perf map when [`ENV`] is set.
pub fn record(functions: &mut [(usize, String)]) {
    if std::env::var_os(ENV).is_none_or(|v| v.is_empty() || v == "0") || functions.is_empty() {
        return;
    }
    functions.sort();
    let path = format!("/tmp/perf-{}.map", std::process::id());
    let mut lines = String::new();
    for (i, (start, name)) in functions.iter().enumerate() {
        let size = functions.get(i + 1).map_or(LAST_SIZE, |(next, _)| {
            next.saturating_sub(*start).min(LAST_SIZE)
        });
        lines.push_str(&format!("{start:x} {size:x} {name}\n"));
    }
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .and_then(|mut f| f.write_all(lines.as_bytes()));
    if let Err(e) = written {
        eprintln!("warning: {ENV}: cannot write {path}: {e}");
    }
}
