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

/// Writes `contents` to standard output (`-`) or atomically to a file.
pub fn write_output(path: &str, contents: &str) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out.write_all(contents.as_bytes()).and_then(|()| out.flush()).map_err(|e| format!("cannot write output: {}", io_message(&e)));
    }
    write_atomically(Path::new(path), contents.as_bytes()).map_err(|e| format!("cannot open output file '{path}': {}", io_message(&e)))
}

/// Removes the temporary file unless it was renamed into place.
struct TempGuard(Option<PathBuf>);

impl Drop for TempGuard {
    fn drop(&mut self) {
        if let Some(p) = self.0.take() {
            let _ = fs::remove_file(p);
        }
    }
}

/// Writes a sibling temporary file, then renames it over `path`.
fn write_atomically(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "output".into());
    let (mut file, tmp) = create_temp(&dir, &base)?;
    let mut guard = TempGuard(Some(tmp.clone()));
    file.write_all(contents)?;
    file.sync_all()?;
    drop(file);
    if let Ok(meta) = fs::metadata(path) {
        // Keep the permissions of the file being replaced.
        let _ = fs::set_permissions(&tmp, meta.permissions());
    }
    fs::rename(&tmp, path)?;
    guard.0 = None;
    Ok(())
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

    #[test]
    fn atomic_write_replaces_and_cleans_up() {
        let dir = std::env::temp_dir().join(format!("xla-opt-output-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.mlir");
        fs::write(&target, "old").unwrap();
        write_output(target.to_str().unwrap(), "new").unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new");
        let leftovers: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(Result::ok).filter(|e| e.file_name() != "out.mlir").collect();
        assert!(leftovers.is_empty());
        let missing = dir.join("no-such-dir").join("x.mlir");
        let err = write_output(missing.to_str().unwrap(), "x").unwrap_err();
        assert!(err.starts_with("cannot open output file"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn io_messages_drop_the_os_error_suffix() {
        let err = read_input("/definitely/not/here.mlir").unwrap_err();
        assert_eq!(err, "cannot open input file '/definitely/not/here.mlir': No such file or directory");
    }
}
