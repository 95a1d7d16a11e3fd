//! Input that is not UTF-8 only inside string literals (and comments), as mlir-opt accepts
//! it: each such byte becomes the escape `\XX` in the text the parser reads, so a string
//! attribute keeps the byte (`"a\FF"`). Anywhere else a byte that is not UTF-8 stays an error.

/// Where a scan is in the text.
#[derive(Clone, Copy, PartialEq)]
enum State {
    Code,
    /// Inside `"..."`; `escaped` right after a backslash.
    Str {
        escaped: bool,
    },
    /// After `//` up to the end of the line.
    Comment,
}

/// The text of `bytes` with every byte that is not UTF-8 inside a string literal or a comment
/// written as `\XX`; else the offset of the first such byte elsewhere, with the input.
pub fn escape_raw_bytes_in_strings(bytes: Vec<u8>) -> Result<String, (usize, Vec<u8>)> {
    let bytes = match String::from_utf8(bytes) {
        Ok(text) => return Ok(text),
        Err(e) => e.into_bytes(),
    };
    let mut out = String::with_capacity(bytes.len() + 16);
    let mut state = State::Code;
    let mut offset = 0;
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid();
        let mut prev = 0u8;
        for &b in valid.as_bytes() {
            state = match (state, b) {
                (State::Code, b'"') => State::Str { escaped: false },
                (State::Code, b'/') if prev == b'/' => State::Comment,
                (State::Str { escaped: false }, b'\\') => State::Str { escaped: true },
                (State::Str { escaped: false }, b'"') | (_, b'\n') => State::Code,
                (State::Str { .. }, _) => State::Str { escaped: false },
                (s, _) => s,
            };
            // `"//"` is a string, and `/` ending one token never pairs with the next line's.
            prev = if state == State::Code { b } else { 0 };
        }
        out.push_str(valid);
        offset += valid.len();
        let invalid = chunk.invalid();
        if invalid.is_empty() {
            continue;
        }
        if state == State::Code {
            return Err((offset, bytes));
        }
        for &b in invalid {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('\\');
            out.push(HEX[usize::from(b >> 4)] as char);
            out.push(HEX[usize::from(b & 15)] as char);
        }
        offset += invalid.len();
        if let State::Str { .. } = state {
            state = State::Str { escaped: false };
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::escape_raw_bytes_in_strings as escape;

    #[test]
    fn bytes_in_strings_and_comments_become_escapes() {
        assert_eq!(
            escape(b"x = \"a\xff\xfe\" // \xc3\n".to_vec()).unwrap(),
            "x = \"a\\FF\\FE\" // \\C3\n"
        );
        // An escaped quote does not end the string.
        assert_eq!(escape(b"\"\\\"\xff\"".to_vec()).unwrap(), "\"\\\"\\FF\"");
        // Valid UTF-8 is kept as it is.
        assert_eq!(escape("\"é\"".as_bytes().to_vec()).unwrap(), "\"é\"");
    }

    #[test]
    fn bytes_outside_strings_are_refused_at_their_offset() {
        let at = |b: &[u8]| escape(b.to_vec()).map_err(|(offset, _)| offset);
        assert_eq!(at(b"ab \xff \"x\""), Err(3));
        // After a string ends, or on the line after a comment.
        assert_eq!(at(b"\"x\" \xff"), Err(4));
        assert_eq!(at(b"// c\n\xff"), Err(5));
    }
}
