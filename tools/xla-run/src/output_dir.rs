//! `--output-dir DIR`: results are written as temporary files and renamed to `outN.npy` only
//! when every one was written, so a failed write never leaves old and new results mixed; the
//! `outN.npy` files of an earlier run beyond this run's count are removed.

use std::path::{Path, PathBuf};

/// Results written so far, not yet in place.
#[derive(Default)]
pub struct StagedOutputs {
    /// (temporary file, final `outN.npy`) in result order.
    staged: Vec<(PathBuf, PathBuf)>,
}

impl StagedOutputs {
    pub fn len(&self) -> usize {
        self.staged.len()
    }

    /// Writes the next result's bytes beside its final name.
    pub fn stage(&mut self, dir: &Path, bytes: &[u8]) -> Result<(), String> {
        let n = self.staged.len();
        let path = dir.join(format!("out{n}.npy"));
        let tmp = dir.join(format!(".out{n}.npy.xla-run-{}.tmp", std::process::id()));
        if let Err(e) = std::fs::write(&tmp, bytes) {
            let _ = std::fs::remove_file(&tmp);
            return Err(format!("cannot write '{}': {e}", path.display()));
        }
        self.staged.push((tmp, path));
        Ok(())
    }

    /// Renames every staged result into place, then removes stale `outN.npy` files of earlier
    /// runs (only names of that exact form, with N at or past this run's count).
    pub fn commit(mut self, dir: &Path) -> Result<(), String> {
        let staged = std::mem::take(&mut self.staged);
        let count = staged.len();
        // A rename fails for a destination that is a directory: find that before moving any.
        if let Some((_, path)) = staged.iter().find(|(_, p)| p.is_dir()) {
            for (tmp, _) in &staged {
                let _ = std::fs::remove_file(tmp);
            }
            return Err(format!(
                "cannot write '{}': it is a directory",
                path.display()
            ));
        }
        let mut renamed = 0;
        let mut result = Ok(());
        for (tmp, path) in &staged {
            if let Err(e) = std::fs::rename(tmp, path) {
                result = Err(format!("cannot write '{}': {e}", path.display()));
                break;
            }
            renamed += 1;
        }
        for (tmp, _) in &staged[renamed..] {
            let _ = std::fs::remove_file(tmp);
        }
        result?;
        let entries =
            std::fs::read_dir(dir).map_err(|e| format!("cannot list '{}': {e}", dir.display()))?;
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name();
            let Some(n) = name.to_str().and_then(output_number) else {
                continue;
            };
            if n >= count && entry.file_type().is_ok_and(|t| t.is_file()) {
                std::fs::remove_file(entry.path()).map_err(|e| {
                    format!("cannot remove stale '{}': {e}", entry.path().display())
                })?;
            }
        }
        Ok(())
    }
}

impl Drop for StagedOutputs {
    /// Results not committed (a later write failed, or the run ended early) are removed.
    fn drop(&mut self) {
        for (tmp, _) in &self.staged {
            let _ = std::fs::remove_file(tmp);
        }
    }
}

/// N for a file named exactly `outN.npy` (decimal, no sign, no leading zeros but `out0.npy`).
fn output_number(name: &str) -> Option<usize> {
    let digits = name.strip_prefix("out")?.strip_suffix(".npy")?;
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    if canonical {
        digits.parse().ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::output_number;

    #[test]
    fn only_out_n_npy_names_are_outputs() {
        assert_eq!(output_number("out0.npy"), Some(0));
        assert_eq!(output_number("out12.npy"), Some(12));
        for other in [
            "out.npy",
            "out01.npy",
            "out-1.npy",
            "out1.npy.bak",
            "xout1.npy",
            "out1a.npy",
            "out1.NPY",
        ] {
            assert_eq!(output_number(other), None, "{other}");
        }
    }
}
