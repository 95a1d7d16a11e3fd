//! The lexer: MLIR's token set (Lexer.cpp), with tokens as byte spans into the source so
//! that lexing never allocates.

use std::borrow::Cow;

/// Token kinds. Keywords (`tensor`, `loc`, `i32`, ...) are bare identifiers: the parser
/// compares their spelling, which keeps the lexer free of keyword tables.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    Eof,
    /// A lexing error; the message is in [`Lexer::error`].
    Error,
    BareIdent,
    /// `%name`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#alias`, `#dialect.attr`, `#1` (a result number after an SSA name).
    HashIdent,
    /// `!alias`, `!dialect.type`.
    BangIdent,
    /// `@sym` or `@"quoted sym"`.
    AtIdent,
    Integer,
    Float,
    String,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Minus,
    Plus,
    Star,
    Question,
    Ellipsis,
    Vertical,
    /// `{-#`
    FileMetaBegin,
    /// `#-}`
    FileMetaEnd,
}

/// A token: its kind and its byte range in the source.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn len(&self) -> u32 {
        self.end - self.start
    }
}

/// Scans tokens on demand; `reset` repositions it (used to split `4xf32` and to skip
/// dialect symbol bodies).
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// The message of the last `Tok::Error` token.
    pub error: &'static str,
}

fn is_bare_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_bare_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
/// MLIR's id-punct: `$ . _ -`.
fn is_id_punct(c: u8) -> bool {
    c == b'$' || c == b'.' || c == b'_' || c == b'-'
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            error: "",
        }
    }

    /// Continues lexing at byte offset `pos`.
    pub fn reset(&mut self, pos: u32) {
        self.pos = (pos as usize).min(self.src.len());
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn fail(&mut self, at: usize, msg: &'static str) -> Token {
        self.error = msg;
        // Stop here: the parser reports the error and never asks for more tokens.
        Token {
            kind: Tok::Error,
            start: at as u32,
            end: at as u32,
        }
    }

    pub fn next(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(start) else {
                return self.tok(Tok::Eof, start);
            };
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    self.skip_comment();
                    continue;
                }
                b'/' => return self.fail(start, "unexpected character"),
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'{' if self.peek(0) == b'-' && self.peek(1) == b'#' => {
                    self.pos += 2;
                    Tok::FileMetaBegin
                }
                b'{' => Tok::LBrace,
                b'}' => Tok::RBrace,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'=' => Tok::Equal,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'?' => Tok::Question,
                b'|' => Tok::Vertical,
                b'-' if self.peek(0) == b'>' => {
                    self.pos += 1;
                    Tok::Arrow
                }
                b'-' => Tok::Minus,
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        Tok::Ellipsis
                    } else {
                        return self
                            .fail(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                }
                b'@' => return self.lex_at_ident(start),
                b'#' if self.peek(0) == b'-' && self.peek(1) == b'}' => {
                    self.pos += 2;
                    Tok::FileMetaEnd
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed(start, c),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                c if is_bare_start(c) => {
                    while is_bare_continue(self.peek(0)) {
                        self.pos += 1;
                    }
                    Tok::BareIdent
                }
                _ => return self.fail(start, "unexpected character"),
            };
            return self.tok(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        while let Some(&c) = self.src.get(self.pos) {
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    /// `@` (bare-id | string-literal).
    fn lex_at_ident(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let s = self.lex_string(self.pos - 1);
            if s.kind == Tok::Error {
                return s;
            }
            return self.tok(Tok::AtIdent, start);
        }
        if !is_bare_start(c) {
            return self.fail(
                self.pos,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while is_bare_continue(self.peek(0)) {
            self.pos += 1;
        }
        self.tok(Tok::AtIdent, start)
    }

    /// prefix suffix-id, suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*
    fn lex_prefixed(&mut self, start: usize, prefix: u8) -> Token {
        let (kind, msg) = match prefix {
            b'#' => (Tok::HashIdent, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::CaretIdent, "invalid block name"),
            _ => (Tok::BangIdent, "invalid type identifier"),
        };
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_id_punct(c) {
            while {
                let c = self.peek(0);
                c.is_ascii_alphanumeric() || is_id_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            return self.fail(start, msg);
        }
        self.tok(kind, start)
    }

    /// integer ::= digit+ | `0x` hex-digit+ ; float ::= digit+ `.` digit* ([eE][-+]?digit+)?
    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' {
            // `0xi32` is the integer 0 followed by the identifier `xi32`.
            if !self.peek(1).is_ascii_hexdigit() {
                return self.tok(Tok::Integer, start);
            }
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d1 = self.peek(1);
            if d1.is_ascii_digit() || (matches!(d1, b'-' | b'+') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Float, start)
    }

    /// string ::= `"` ([^"\n\v\f\\] | `\"` | `\\` | `\n` | `\t` | `\` hex hex)* `"`
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.fail(
                    self.pos.saturating_sub(1).max(start),
                    "expected '\"' in string literal",
                );
            };
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::String, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.fail(self.pos - 1, "expected '\"' in string literal")
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.fail(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

/// The bytes of a string literal's spelling (with its quotes), escapes decoded.
pub(crate) fn unescape_bytes(spelling: &[u8]) -> Cow<'_, [u8]> {
    let inner = spelling
        .get(1..spelling.len().saturating_sub(1))
        .unwrap_or(&[]);
    if !inner.contains(&b'\\') {
        return Cow::Borrowed(inner);
    }
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let c1 = inner.get(i).copied().unwrap_or(b'\\');
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = inner.get(i).copied().unwrap_or(b'0');
                i += 1;
                out.push(hex_val(c1) << 4 | hex_val(c2));
            }
        }
    }
    Cow::Owned(out)
}

/// A string literal's value as text; bytes that are not UTF-8 become U+FFFD.
pub(crate) fn unescape_str(spelling: &str) -> Cow<'_, str> {
    match unescape_bytes(spelling.as_bytes()) {
        Cow::Borrowed(b) => String::from_utf8_lossy(b),
        Cow::Owned(v) => Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
    }
}

/// The value of an integer token (`123` or `0x1F`); `None` if it does not fit in 128 bits.
pub(crate) fn int_value(spelling: &str) -> Option<u128> {
    match spelling.strip_prefix("0x") {
        Some(hex) => {
            let digits = hex.trim_start_matches('0');
            if digits.is_empty() {
                return Some(0);
            }
            u128::from_str_radix(digits, 16).ok()
        }
        None => spelling.parse::<u128>().ok(),
    }
}

/// Decodes the bytes of `"0x..."` hex string literal contents (even number of digits).
pub(crate) fn hex_string_bytes(spelling: &str) -> Option<Vec<u8>> {
    let inner = spelling.get(1..spelling.len().checked_sub(1)?)?;
    let hex = inner.strip_prefix("0x")?.as_bytes();
    if hex.len() % 2 != 0 || !hex.iter().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    Some(
        hex.chunks_exact(2)
            .map(|p| hex_val(p[0]) << 4 | hex_val(p[1]))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(Tok, &str)> {
        let mut lx = Lexer::new(s);
        let mut out = Vec::new();
        loop {
            let t = lx.next();
            out.push((t.kind, &s[t.start as usize..t.end as usize]));
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return out;
            }
        }
    }

    #[test]
    fn identifiers_and_punctuation() {
        use Tok::*;
        let toks = kinds("%a#1 = \"d.op\"(%0) : (i32) -> f32 // c\n^bb0 #x.y !t @\"q w\" @s.t {-# #-} ... | ? * +");
        let expect = [
            (PercentIdent, "%a"),
            (HashIdent, "#1"),
            (Equal, "="),
            (String, "\"d.op\""),
            (LParen, "("),
            (PercentIdent, "%0"),
            (RParen, ")"),
            (Colon, ":"),
            (LParen, "("),
            (BareIdent, "i32"),
            (RParen, ")"),
            (Arrow, "->"),
            (BareIdent, "f32"),
            (CaretIdent, "^bb0"),
            (HashIdent, "#x.y"),
            (BangIdent, "!t"),
            (AtIdent, "@\"q w\""),
            (AtIdent, "@s.t"),
            (FileMetaBegin, "{-#"),
            (FileMetaEnd, "#-}"),
            (Ellipsis, "..."),
            (Vertical, "|"),
            (Question, "?"),
            (Star, "*"),
            (Plus, "+"),
            (Eof, ""),
        ];
        assert_eq!(toks, expect);
    }

    #[test]
    fn numbers() {
        use Tok::*;
        assert_eq!(
            kinds("0x1F 12 1.5e3 2. 4xf32 0xi32 1.0e"),
            [
                (Integer, "0x1F"),
                (Integer, "12"),
                (Float, "1.5e3"),
                (Float, "2."),
                (Integer, "4"),
                (BareIdent, "xf32"),
                (Integer, "0"),
                (BareIdent, "xi32"),
                (Float, "1.0"),
                (BareIdent, "e"),
                (Eof, "")
            ]
        );
        assert_eq!(int_value("0x1F"), Some(31));
        assert_eq!(int_value("340282366920938463463374607431768211456"), None);
    }

    #[test]
    fn strings_and_escapes() {
        let s = r#""a\"b\\c\n\t\41""#;
        assert_eq!(kinds(s)[0].0, Tok::String);
        assert_eq!(&*unescape_bytes(s.as_bytes()), b"a\"b\\c\n\tA");
        assert_eq!(unescape_str("\"\\FF\""), "\u{FFFD}");
        assert_eq!(
            hex_string_bytes("\"0xDEADbeef\""),
            Some(vec![0xde, 0xad, 0xbe, 0xef])
        );
        assert_eq!(hex_string_bytes("\"0xABC\""), None);
    }

    #[test]
    fn errors() {
        let mut lx = Lexer::new("\"abc\n\"");
        assert_eq!(lx.next().kind, Tok::Error);
        assert_eq!(lx.error, "expected '\"' in string literal");
        let mut lx = Lexer::new("\"a\\q\"");
        assert_eq!(lx.next().kind, Tok::Error);
        assert_eq!(lx.error, "unknown escape in string literal");
        let mut lx = Lexer::new("  $");
        let t = lx.next();
        assert_eq!(
            (t.kind, t.start, lx.error),
            (Tok::Error, 2, "unexpected character")
        );
        let mut lx = Lexer::new("@1");
        assert_eq!(lx.next().kind, Tok::Error);
        assert_eq!(
            lx.error,
            "@ identifier expected to start with letter or '_'"
        );
        let mut lx = Lexer::new("%");
        assert_eq!(lx.next().kind, Tok::Error);
        assert_eq!(lx.error, "invalid SSA name");
        let mut lx = Lexer::new("\"abc");
        assert_eq!(lx.next().kind, Tok::Error);
    }
}
