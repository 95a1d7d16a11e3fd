//! Reading the input and writing the output (atomically: a failed run never leaves a
//! partial file behind, and an existing output file is replaced only on success).

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// An io::Error as mlir-opt words it (`No such file or directory`, without `(os error 2)`).
pub fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// The message of a failed write; a closed pipe (`xla-opt big.mlir | head`) ends the process
/// as the default SIGPIPE action does, silently, as mlir-opt.
pub fn write_error(e: &std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        die_of_broken_pipe();
    }
    format!("cannot write output: {}", io_message(e))
}

/// Dies of SIGPIPE (Rust ignores it, so writes see EPIPE instead).
fn die_of_broken_pipe() {
    #[cfg(unix)]
    {
        let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGPIPE);
    }
    std::process::exit(141);
}

/// The input as text: bytes that are not UTF-8 inside string literals and comments become
/// `\XX` escapes (string attributes keep them, as mlir-opt's); anywhere else they are an
/// error at their line and column.
pub fn utf8_input(bytes: Vec<u8>, file_name: &str) -> Result<String, String> {
    use xla_ir::diag::{render, Diagnostic, SourceMgr, SrcLoc};
    xla_ir::asm::escape_raw_bytes_in_strings(bytes).map_err(|(bad, bytes)| {
        let bytes = bytes.as_slice();
        let line_start = bytes[..bad]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line = bytes[..bad].iter().filter(|&&b| b == b'\n').count() + 1;
        let col = bad - line_start + 1;
        let mut sm = SourceMgr::new();
        sm.add_buffer(file_name, String::from_utf8_lossy(bytes).into_owned());
        let loc = SrcLoc::new(
            file_name,
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(col).unwrap_or(u32::MAX),
        );
        let message = format!(
            "invalid UTF-8 byte 0x{:02x}: the input must be UTF-8 text",
            bytes[bad]
        );
        render(&sm, &Diagnostic::error(loc, message))
    })
}

/// Reads the input file, or standard input for `-`.
pub fn read_input(path: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let result = if path == "-" {
        std::io::stdin().lock().read_to_end(&mut bytes).map(|_| ())
    } else {
        File::open(path)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map(|_| ())
    };
    result
        .map(|()| bytes)
        .map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))
}

/// Where the printed output goes while it is produced: standard output, or a temporary
/// file that replaces the output file only when the whole run succeeded.
pub enum Output {
    Stdout(std::io::BufWriter<std::io::Stdout>),
    /// An existing non-regular file (`/dev/null`, a pipe): written in place, since renaming a
    /// temporary file over it would replace the device node with a regular file.
    Special(std::io::BufWriter<File>),
    File {
        writer: std::io::BufWriter<File>,
        tmp: TempGuard,
        dest: Dest,
    },
}

/// How a finished temporary file reaches the output file (symbolic links already resolved).
pub enum Dest {
    /// Renamed over it (or to it, for a new file).
    Rename(PathBuf),
    /// Copied into it in place: a file with other hard links (renaming would split them), or
    /// one whose directory takes no new files.
    CopyInto(PathBuf),
}

impl Output {
    /// Opens `path` (`-` for standard output); a file is written beside it first. An existing
    /// file must be writable (as mlir-opt: "Permission denied" otherwise); a symbolic link is
    /// written through.
    pub fn open(path: &str) -> Result<Output, String> {
        if path == "-" {
            return Ok(Output::Stdout(std::io::BufWriter::new(std::io::stdout())));
        }
        let cannot =
            |e: std::io::Error| format!("cannot open output file '{path}': {}", io_message(&e));
        let target = resolve_links(Path::new(path)).map_err(cannot)?;
        let meta = fs::metadata(&target).ok();
        if let Some(m) = &meta {
            if m.is_dir() {
                return Err(cannot(std::io::Error::from(
                    std::io::ErrorKind::IsADirectory,
                )));
            }
            // Opening without truncating checks write permission and changes nothing.
            let file = OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(cannot)?;
            if !m.is_file() {
                return Ok(Output::Special(std::io::BufWriter::new(file)));
            }
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let base = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "output".into());
        let (file, tmp, dest) = match (&meta, create_temp(&dir, &base)) {
            (Some(m), Ok((file, tmp))) if hard_links(m) > 1 => (file, tmp, Dest::CopyInto(target)),
            (_, Ok((file, tmp))) => (file, tmp, Dest::Rename(target)),
            // An existing, writable file in a directory that takes no new files.
            (Some(_), Err(_)) => {
                let (file, tmp) = create_temp(&std::env::temp_dir(), &base).map_err(cannot)?;
                (file, tmp, Dest::CopyInto(target))
            }
            (None, Err(e)) => return Err(cannot(e)),
        };
        Ok(Output::File {
            writer: std::io::BufWriter::new(file),
            tmp: TempGuard::new(tmp),
            dest,
        })
    }

    pub fn writer(&mut self) -> &mut dyn Write {
        match self {
            Output::Stdout(w) => w,
            Output::Special(w) => w,
            Output::File { writer, .. } => writer,
        }
    }

    /// Flushes; a file is moved into place if `ok`, else removed (an existing file stays).
    pub fn finish(self, ok: bool) -> Result<(), String> {
        let fail = |e: std::io::Error| write_error(&e);
        match self {
            Output::Stdout(mut w) => w.flush().map_err(fail),
            Output::Special(mut w) => w.flush().map_err(fail),
            Output::File { writer, tmp, dest } => {
                if !ok {
                    return Ok(());
                }
                let file = writer.into_inner().map_err(|e| fail(e.into_error()))?;
                file.sync_all().map_err(fail)?;
                drop(file);
                match dest {
                    Dest::Rename(path) => {
                        if let Ok(meta) = fs::metadata(&path) {
                            // Keep the permissions of the file being replaced.
                            let _ = fs::set_permissions(&tmp.path, meta.permissions());
                        }
                        fs::rename(&tmp.path, &path).map_err(fail)?;
                        tmp.renamed();
                    }
                    Dest::CopyInto(path) => {
                        let mut from = File::open(&tmp.path).map_err(fail)?;
                        let mut to = OpenOptions::new()
                            .write(true)
                            .truncate(true)
                            .open(&path)
                            .map_err(fail)?;
                        std::io::copy(&mut from, &mut to).map_err(fail)?;
                        to.sync_all().map_err(fail)?;
                    }
                }
                Ok(())
            }
        }
    }
}

#[cfg(unix)]
fn hard_links(m: &fs::Metadata) -> u64 {
    std::os::unix::fs::MetadataExt::nlink(m)
}

#[cfg(not(unix))]
fn hard_links(_: &fs::Metadata) -> u64 {
    1
}

/// `path` with every symbolic link along the final component followed (a dangling link
/// resolves to the file it names, which is then created).
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    // As the kernel's limit on links followed in one lookup.
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(std::io::Error::other("Too many levels of symbolic links"))
}

/// Temporary files alive now, removed by the signal handler if the process is interrupted.
static LIVE_TEMPS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the temporary file unless it was renamed into place, and tracks it for
/// [`remove_temps_on_signal`].
pub struct TempGuard {
    path: PathBuf,
    keep: bool,
}

impl TempGuard {
    fn new(path: PathBuf) -> TempGuard {
        if let Ok(mut live) = LIVE_TEMPS.lock() {
            live.push(path.clone());
        }
        TempGuard { path, keep: false }
    }

    /// The file now is the output: neither this guard nor a signal removes it.
    fn renamed(mut self) {
        self.keep = true;
    }
}

impl Drop for TempGuard {
    fn drop(&mut self) {
        if let Ok(mut live) = LIVE_TEMPS.lock() {
            live.retain(|p| *p != self.path);
        }
        if !self.keep {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// On SIGINT, SIGTERM or SIGHUP, removes the live temporary files, then dies of the signal
/// as it would have without a handler (exit status 128 + N in a shell).
pub fn remove_temps_on_signal() {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        let _ = std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    // Holding the lock keeps a guard from being dropped midway; the process ends here.
                    let live = LIVE_TEMPS.lock().unwrap_or_else(|e| e.into_inner());
                    for p in live.iter() {
                        let _ = fs::remove_file(p);
                    }
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    std::process::exit(128 + signal);
                }
            });
    }
}

/// Creates a new, uniquely named file in `dir`.
fn create_temp(dir: &Path, base: &str) -> std::io::Result<(File, PathBuf)> {
    let pid = std::process::id();
    let mut last_err = None;
    for attempt in 0..100u32 {
        let tmp = dir.join(format!(".{base}.xla-opt-{pid}-{attempt}.tmp"));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((f, tmp)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last_err = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last_err.unwrap_or_else(|| std::io::Error::other("cannot create a temporary file")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn dev_null_stays_a_device() {
        use std::os::unix::fs::FileTypeExt;
        let mut out = Output::open("/dev/null").unwrap();
        out.writer().write_all(b"text").unwrap();
        out.finish(true).unwrap();
        assert!(fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device());
    }

    #[test]
    fn atomic_write_replaces_and_cleans_up() {
        let dir = std::env::temp_dir().join(format!("xla-opt-output-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.mlir");
        fs::write(&target, "old").unwrap();
        let mut failed = Output::open(target.to_str().unwrap()).unwrap();
        failed.writer().write_all(b"partial").unwrap();
        failed.finish(false).unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "old");
        let mut out = Output::open(target.to_str().unwrap()).unwrap();
        out.writer().write_all(b"new").unwrap();
        out.finish(true).unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new");
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.file_name() != "out.mlir")
            .collect();
        assert!(leftovers.is_empty());
        let missing = dir.join("no-such-dir").join("x.mlir");
        let err = Output::open(missing.to_str().unwrap()).err().unwrap();
        assert!(err.starts_with("cannot open output file"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn io_messages_drop_the_os_error_suffix() {
        let err = read_input("/definitely/not/here.mlir").unwrap_err();
        assert_eq!(
            err,
            "cannot open input file '/definitely/not/here.mlir': No such file or directory"
        );
    }
}
