//! Named source buffers and offset ↔ (line, column) mapping.

use super::diagnostic::SrcLoc;

/// Opaque handle to a buffer registered in a [`SourceMgr`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferId(usize);

impl BufferId {
    /// Index of the buffer in registration order (0-based).
    pub fn index(self) -> usize {
        self.0
    }
}

/// One registered buffer with its precomputed line-start table.
#[derive(Clone, Debug)]
struct Buffer {
    name: String,
    text: String,
    /// Byte offset of the first byte of every line; always starts with 0.
    line_starts: Vec<usize>,
}

impl Buffer {
    fn new(name: String, text: String) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Buffer {
            name,
            text,
            line_starts,
        }
    }

    /// 0-based line index containing `offset` (`offset <= len`).
    fn line_index(&self, offset: usize) -> Option<usize> {
        if offset > self.text.len() {
            return None;
        }
        self.line_starts
            .partition_point(|&s| s <= offset)
            .checked_sub(1)
    }

    /// Byte range of 0-based line `idx`, excluding the `\n` / `\r\n` terminator.
    fn line_range(&self, idx: usize) -> Option<(usize, usize)> {
        let start = *self.line_starts.get(idx)?;
        let mut end = match self.line_starts.get(idx + 1) {
            Some(&next) => next.saturating_sub(1),
            None => self.text.len(),
        };
        let bytes = self.text.as_bytes();
        if end > start
            && end < bytes.len()
            && bytes.get(end) == Some(&b'\n')
            && bytes.get(end - 1) == Some(&b'\r')
        {
            end -= 1;
        }
        Some((start, end))
    }
}

/// Converts a count to `u32`, saturating instead of wrapping.
fn sat_u32(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// Holds named source buffers and maps byte offsets to 1-based lines/columns.
#[derive(Clone, Debug, Default)]
pub struct SourceMgr {
    buffers: Vec<Buffer>,
}

impl SourceMgr {
    /// Creates an empty source manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a buffer and returns its id (names need not be unique).
    pub fn add_buffer(&mut self, name: impl Into<String>, text: String) -> BufferId {
        self.buffers.push(Buffer::new(name.into(), text));
        BufferId(self.buffers.len() - 1)
    }

    /// Number of registered buffers.
    pub fn num_buffers(&self) -> usize {
        self.buffers.len()
    }

    /// Most recently added buffer with the given name.
    pub fn find_buffer(&self, name: &str) -> Option<BufferId> {
        self.buffers
            .iter()
            .rposition(|b| b.name == name)
            .map(BufferId)
    }

    /// Name of a buffer.
    pub fn name(&self, id: BufferId) -> Option<&str> {
        self.buffers.get(id.0).map(|b| b.name.as_str())
    }

    /// Full text of a buffer.
    pub fn text(&self, id: BufferId) -> Option<&str> {
        self.buffers.get(id.0).map(|b| b.text.as_str())
    }

    /// Number of lines (a trailing newline starts a final empty line, as in MLIR).
    pub fn line_count(&self, id: BufferId) -> Option<u32> {
        self.buffers.get(id.0).map(|b| sat_u32(b.line_starts.len()))
    }

    /// Maps a byte offset (`0..=len`) to a 1-based (line, byte column); O(log n).
    pub fn line_col(&self, id: BufferId, offset: usize) -> Option<(u32, u32)> {
        let buf = self.buffers.get(id.0)?;
        let idx = buf.line_index(offset)?;
        let start = *buf.line_starts.get(idx)?;
        Some((sat_u32(idx + 1), sat_u32(offset - start + 1)))
    }

    /// Builds a [`SrcLoc`] for a byte offset in a buffer.
    pub fn loc_for_offset(&self, id: BufferId, offset: usize) -> Option<SrcLoc> {
        let (line, col) = self.line_col(id, offset)?;
        let name = self.name(id)?;
        Some(SrcLoc::new(name, line, col))
    }

    /// Text of a 1-based line, without its `\n` or `\r\n` terminator.
    pub fn line_text(&self, id: BufferId, line: u32) -> Option<&str> {
        let buf = self.buffers.get(id.0)?;
        let idx = usize::try_from(line).ok()?.checked_sub(1)?;
        let (start, end) = buf.line_range(idx)?;
        buf.text.get(start..end)
    }

    /// Byte offset of a 1-based (line, byte column); the column may point one past the line end.
    pub fn offset_of(&self, id: BufferId, line: u32, col: u32) -> Option<usize> {
        let buf = self.buffers.get(id.0)?;
        let idx = usize::try_from(line).ok()?.checked_sub(1)?;
        let (start, end) = buf.line_range(idx)?;
        let off = start.checked_add(usize::try_from(col).ok()?.checked_sub(1)?)?;
        (off <= end).then_some(off)
    }

    /// Resolves a location's file by name and returns the text of its line.
    pub fn line_text_for_loc(&self, loc: &SrcLoc) -> Option<&str> {
        self.line_text(self.find_buffer(&loc.file)?, loc.line)
    }
}
