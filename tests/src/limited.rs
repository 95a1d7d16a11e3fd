//! Runs a tool as a child process under an address-space limit (RLIMIT_AS, set by `ulimit -v`
//! in `sh` before `exec`) and a wall-clock timeout, for the resource regression tests. Only
//! `std`: the tools' integration tests include this file with `#[path]`.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How a limited run ended.
#[derive(Debug)]
pub struct Limited {
    /// The exit code; `None` when a signal ended the process (an abort, or the timeout's kill).
    pub code: Option<i32>,
    /// The signal that ended the process, if one did.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub timed_out: bool,
    pub elapsed: Duration,
}

impl Limited {
    /// Panics with the run's stderr unless it ended by itself with `code`.
    pub fn expect_code(&self, code: i32, what: &str) {
        assert!(
            !self.timed_out,
            "{what}: timed out after {:?}\nstderr: {}",
            self.elapsed,
            tail(&self.stderr)
        );
        assert_eq!(
            self.code,
            Some(code),
            "{what}: exit status\nstderr: {}",
            tail(&self.stderr)
        );
    }
}

fn tail(s: &str) -> &str {
    let start = s.len().saturating_sub(2000);
    let start = (start..=s.len())
        .find(|&i| s.is_char_boundary(i))
        .unwrap_or(s.len());
    &s[start..]
}

/// Runs `exe args` with `stdin`, at most `memory_mb` MiB of address space and `seconds` of
/// wall-clock time (then it is killed and `timed_out` is set).
pub fn run_limited(
    exe: &Path,
    args: &[&str],
    stdin: &[u8],
    memory_mb: u64,
    seconds: u64,
) -> Limited {
    finish_limited(spawn_limited(exe, args, memory_mb, false), stdin, seconds)
}

/// As [`run_limited`], as the unprivileged user `nobody` when the tests run as root (so that
/// file permissions apply to the tool).
pub fn run_limited_unprivileged(
    exe: &Path,
    args: &[&str],
    stdin: &[u8],
    memory_mb: u64,
    seconds: u64,
) -> Limited {
    finish_limited(spawn_limited(exe, args, memory_mb, true), stdin, seconds)
}

/// Whether the tests run as root.
pub fn is_root() -> bool {
    #[cfg(unix)]
    return std::os::unix::fs::MetadataExt::uid(
        &std::fs::metadata("/proc/self").expect("/proc/self"),
    ) == 0;
    #[cfg(not(unix))]
    false
}

/// Starts `exe args` under the address-space limit (its pid is the tool's: `sh` execs it).
pub fn spawn_limited(exe: &Path, args: &[&str], memory_mb: u64, unprivileged: bool) -> Child {
    let mut prefix: Vec<&str> = Vec::new();
    if unprivileged && is_root() {
        prefix.extend([
            "setpriv",
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
        ]);
    }
    let script = format!("ulimit -v {} && exec \"$@\"", memory_mb * 1024);
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg("sh")
        .args(prefix)
        .arg(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh starts")
}

/// Feeds `stdin` to a spawned tool and waits at most `seconds` for it.
pub fn finish_limited(mut child: Child, stdin: &[u8], seconds: u64) -> Limited {
    let start = Instant::now();
    let input = stdin.to_vec();
    let mut pipe_in = child.stdin.take().expect("stdin is piped");
    // The tool may exit before reading everything (a bad flag, an early error).
    let writer = std::thread::spawn(move || {
        let _ = pipe_in.write_all(&input);
    });
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = r.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("stdout is piped")));
    let err = drain(Box::new(child.stderr.take().expect("stderr is piped")));
    let deadline = start + Duration::from_secs(seconds);
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if Instant::now() >= deadline {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("wait for the killed child");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    let _ = writer.join();
    Limited {
        code: status.code(),
        #[cfg(unix)]
        signal: std::os::unix::process::ExitStatusExt::signal(&status),
        #[cfg(not(unix))]
        signal: None,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        timed_out,
        elapsed,
    }
}

/// A fresh empty directory for one test.
pub fn fresh_dir(tool: &str, test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("{tool}-limits-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
