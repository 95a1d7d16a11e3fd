//! Reading the input and writing the output (atomically: a failed run never leaves a
//! partial file behind, and an existing output file is replaced only on success).

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// An io::Error as mlir-opt words it (`No such file or directory`, without `(os error 2)`).
pub fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// Reads the input file, or standard input for `-`.
pub fn read_input(path: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let result = if path == "-" {
        std::io::stdin().lock().read_to_end(&mut bytes).map(|_| ())
    } else {
        File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)).map(|_| ())
    };
    result.map(|()| bytes).map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))
}

/// Where the printed output goes while it is produced: standard output, or a temporary
/// file that replaces the output file only when the whole run succeeded.
pub enum Output {
    Stdout(std::io::BufWriter<std::io::Stdout>),
    /// An existing non-regular file (`/dev/null`, a pipe): written in place, since renaming a
    /// temporary file over it would replace the device node with a regular file.
    Special(std::io::BufWriter<File>),
    File { writer: std::io::BufWriter<File>, tmp: TempGuard, path: PathBuf },
}

impl Output {
    /// Opens `path` (`-` for standard output); a file is written beside it first.
    pub fn open(path: &str) -> Result<Output, String> {
        if path == "-" {
            return Ok(Output::Stdout(std::io::BufWriter::new(std::io::stdout())));
        }
        let target = PathBuf::from(path);
        if fs::metadata(&target).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
            let file = OpenOptions::new().write(true).open(&target).map_err(|e| format!("cannot open output file '{path}': {}", io_message(&e)))?;
            return Ok(Output::Special(std::io::BufWriter::new(file)));
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let base = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "output".into());
        let (file, tmp) = create_temp(&dir, &base).map_err(|e| format!("cannot open output file '{path}': {}", io_message(&e)))?;
        Ok(Output::File { writer: std::io::BufWriter::new(file), tmp: TempGuard(Some(tmp)), path: target })
    }

    pub fn writer(&mut self) -> &mut dyn Write {
        match self {
            Output::Stdout(w) => w,
            Output::Special(w) => w,
            Output::File { writer, .. } => writer,
        }
    }

    /// Flushes; a file is renamed into place if `ok`, else removed (an existing file stays).
    pub fn finish(self, ok: bool) -> Result<(), String> {
        let fail = |e: std::io::Error| format!("cannot write output: {}", io_message(&e));
        match self {
            Output::Stdout(mut w) => w.flush().map_err(fail),
            Output::Special(mut w) => w.flush().map_err(fail),
            Output::File { writer, mut tmp, path } => {
                if !ok {
                    return Ok(());
                }
                let file = writer.into_inner().map_err(|e| fail(e.into_error()))?;
                file.sync_all().map_err(fail)?;
                drop(file);
                let Some(tmp_path) = tmp.0.clone() else { return Ok(()) };
                if let Ok(meta) = fs::metadata(&path) {
                    // Keep the permissions of the file being replaced.
                    let _ = fs::set_permissions(&tmp_path, meta.permissions());
                }
                fs::rename(&tmp_path, &path).map_err(fail)?;
                tmp.0 = None;
                Ok(())
            }
        }
    }
}

/// Removes the temporary file unless it was renamed into place.
pub struct TempGuard(Option<PathBuf>);

impl Drop for TempGuard {
    fn drop(&mut self) {
        if let Some(p) = self.0.take() {
            let _ = fs::remove_file(p);
        }
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
        assert!(fs::metadata("/dev/null").unwrap().file_type().is_char_device());
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
        let leftovers: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(Result::ok).filter(|e| e.file_name() != "out.mlir").collect();
        assert!(leftovers.is_empty());
        let missing = dir.join("no-such-dir").join("x.mlir");
        let err = Output::open(missing.to_str().unwrap()).err().unwrap();
        assert!(err.starts_with("cannot open output file"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn io_messages_drop_the_os_error_suffix() {
        let err = read_input("/definitely/not/here.mlir").unwrap_err();
        assert_eq!(err, "cannot open input file '/definitely/not/here.mlir': No such file or directory");
    }
}
