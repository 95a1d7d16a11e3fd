//! `--split-input-file`: cut a buffer into chunks at `// -----` lines.

use super::diagnostic::SrcLoc;

/// The default split marker used by `mlir-opt --split-input-file`.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One chunk of a split input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Chunk text: whole lines, including the newline before the next marker line.
    pub text: String,
    /// 1-based line in the original file of the chunk's first line.
    pub first_line: u32,
    /// Byte offset in the original file of the chunk's first byte.
    pub start_offset: usize,
}

impl Chunk {
    /// The text prefixed with `first_line - 1` newlines so line numbers match the original file.
    pub fn padded_text(&self) -> String {
        let pad = usize::try_from(self.first_line.saturating_sub(1)).unwrap_or(0);
        let mut s = "\n".repeat(pad);
        s.push_str(&self.text);
        s
    }

    /// Maps a 1-based chunk-local line to the original file's line.
    pub fn original_line(&self, local_line: u32) -> u32 {
        local_line.saturating_add(self.first_line).saturating_sub(1)
    }

    /// Maps a chunk-local byte offset to an offset in the original file.
    pub fn original_offset(&self, local_offset: usize) -> usize {
        self.start_offset.saturating_add(local_offset)
    }

    /// Maps a chunk-local location to the original file (columns are unchanged).
    pub fn original_loc(&self, loc: &SrcLoc) -> SrcLoc {
        SrcLoc::new(loc.file.clone(), self.original_line(loc.line), loc.col)
    }
}

/// Splits `text` at every line whose content, after leading whitespace, starts with `marker`.
///
/// The marker line itself is dropped. `n` marker lines always give `n + 1` chunks (possibly
/// empty). An empty marker yields a single chunk holding the whole text.
pub fn split_input_file(text: &str, marker: &str) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut chunk_start = 0usize;
    let mut chunk_line = 1u32;
    let mut line_start = 0usize;
    let mut line_no = 1u32;
    let marker = marker.trim_start();
    if !marker.is_empty() {
        for line in text.split_inclusive('\n') {
            let line_end = line_start + line.len();
            if line.trim_start().starts_with(marker) {
                chunks.push(Chunk {
                    text: text
                        .get(chunk_start..line_start)
                        .unwrap_or_default()
                        .to_owned(),
                    first_line: chunk_line,
                    start_offset: chunk_start,
                });
                chunk_start = line_end;
                chunk_line = line_no.saturating_add(1);
            }
            line_start = line_end;
            line_no = line_no.saturating_add(1);
        }
    }
    chunks.push(Chunk {
        text: text.get(chunk_start..).unwrap_or_default().to_owned(),
        first_line: chunk_line,
        start_offset: chunk_start,
    });
    chunks
}
