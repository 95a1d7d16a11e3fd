//! Spelling of identifiers and strings: escaping, bare-identifier checks, symbol names.

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Decimal formatting without `core::fmt` (the printer's hottest path is numbers).
pub(crate) trait PushInt: Copy {
    fn push_to(self, out: &mut String);
}

fn push_u128(out: &mut String, v: u128) {
    if let Ok(small) = u64::try_from(v) {
        return push_u64(out, small);
    }
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    let mut v = v;
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

#[inline]
fn push_u64(out: &mut String, mut v: u64) {
    if v < 10 {
        out.push((b'0' + v as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

macro_rules! push_unsigned {
    ($($t:ty),*) => {$(
        impl PushInt for $t {
            #[inline]
            fn push_to(self, out: &mut String) {
                push_u128(out, self as u128)
            }
        }
    )*};
}
macro_rules! push_signed {
    ($($t:ty),*) => {$(
        impl PushInt for $t {
            #[inline]
            fn push_to(self, out: &mut String) {
                if self < 0 {
                    out.push('-');
                }
                push_u128(out, self.unsigned_abs() as u128)
            }
        }
    )*};
}
push_unsigned!(u128);

macro_rules! push_small_unsigned {
    ($($t:ty),*) => {$(
        impl PushInt for $t {
            #[inline]
            fn push_to(self, out: &mut String) {
                push_u64(out, self as u64)
            }
        }
    )*};
}
push_small_unsigned!(u32, u64, usize);
push_signed!(i32, i64, i128);

impl<T: PushInt> PushInt for &T {
    #[inline]
    fn push_to(self, out: &mut String) {
        (*self).push_to(out)
    }
}

/// `llvm::printEscapedString`: printable ASCII verbatim except `\` and `"`, the rest as `\XX`.
pub(crate) fn escape_into(out: &mut String, s: &[u8]) {
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX_UPPER[(c >> 4) as usize] as char);
            out.push(HEX_UPPER[(c & 15) as usize] as char);
        }
    }
}

/// `"..."` with MLIR escaping.
pub(crate) fn quoted_into(out: &mut String, s: &[u8]) {
    out.push('"');
    escape_into(out, s);
    out.push('"');
}

/// `[a-zA-Z_][a-zA-Z0-9_$.]*`: what may print without quotes.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// A bare identifier if possible, else a quoted escaped string (attribute names, symbols).
pub(crate) fn keyword_or_string_into(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        quoted_into(out, s.as_bytes());
    }
}

/// `@name`, quoted when needed.
pub(crate) fn symbol_ref_into(out: &mut String, s: &str) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    keyword_or_string_into(out, s);
}

/// Whether an opaque dialect symbol body may print as `!dialect.body` (MLIR's
/// `isDialectSymbolSimpleEnoughForPrettyForm`): an identifier, optionally followed by `<...>`.
pub(crate) fn is_pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if !b.first().is_some_and(|c| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = match b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'))
    {
        None => return true,
        Some(i) => &b[i..],
    };
    rest.first() == Some(&b'<') && rest.last() == Some(&b'>')
}

/// `#dialect.body` or `#dialect<body>` (with `prefix` `#` or `!`).
pub(crate) fn dialect_symbol_into(out: &mut String, prefix: char, dialect: &str, body: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

/// `"0x..."`: uppercase hex of raw bytes.
pub(crate) fn hex_string_into(out: &mut String, bytes: &[u8]) {
    out.reserve(bytes.len() * 2 + 4);
    out.push_str("\"0x");
    for &b in bytes {
        out.push(HEX_UPPER[(b >> 4) as usize] as char);
        out.push(HEX_UPPER[(b & 15) as usize] as char);
    }
    out.push('"');
}

/// MLIR's `sanitizeIdentifier`: keeps alphanumerics and `allowed` punctuation, turns spaces
/// into `_` and other bytes into uppercase hex; prefixes `_` to a leading digit and, unless
/// `allow_trailing_digit`, appends `_` after a trailing digit.
pub(crate) fn sanitize_identifier<'n>(
    name: &'n str,
    allowed: &str,
    allow_trailing_digit: bool,
) -> std::borrow::Cow<'n, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || allowed.as_bytes().contains(&c);
    let b = name.as_bytes();
    let leading_digit = b.first().is_some_and(|c| c.is_ascii_digit());
    let trailing_digit = !allow_trailing_digit && b.last().is_some_and(|c| c.is_ascii_digit());
    if !leading_digit && !trailing_digit && b.iter().all(|&c| valid(c)) {
        return std::borrow::Cow::Borrowed(name);
    }
    let copy = |out: &mut String| {
        for &c in name.as_bytes() {
            if valid(c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                use std::fmt::Write;
                let _ = write!(out, "{c:X}");
            }
        }
    };
    let mut out = String::with_capacity(name.len() + 1);
    if leading_digit {
        out.push('_');
        copy(&mut out);
    } else if trailing_digit {
        copy(&mut out);
        out.push('_');
    } else {
        copy(&mut out);
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_matches_llvm() {
        let mut s = String::new();
        quoted_into(&mut s, "a\"b\n\u{1}\\\té".as_bytes());
        assert_eq!(s, r#""a\22b\0A\01\\\09\C3\A9""#);
    }

    #[test]
    fn bare_identifiers() {
        assert!(is_bare_identifier("a$b.c_1"));
        assert!(is_bare_identifier("_x"));
        assert!(!is_bare_identifier("0a"));
        assert!(!is_bare_identifier("a-b"));
        assert!(!is_bare_identifier(""));
        let mut s = String::new();
        symbol_ref_into(&mut s, "x y");
        assert_eq!(s, "@\"x y\"");
    }

    #[test]
    fn pretty_dialect_symbols() {
        assert!(is_pretty_dialect_symbol("foo"));
        assert!(is_pretty_dialect_symbol("a.b_c"));
        assert!(is_pretty_dialect_symbol("foo<1, 2>"));
        assert!(!is_pretty_dialect_symbol("foo bar"));
        assert!(!is_pretty_dialect_symbol("\"a\""));
        assert!(!is_pretty_dialect_symbol("1a"));
        assert!(!is_pretty_dialect_symbol(""));
    }

    #[test]
    fn integers() {
        let mut s = String::new();
        for v in [0i128, 7, -1, i128::MIN, i128::MAX] {
            s.clear();
            v.push_to(&mut s);
            assert_eq!(s, v.to_string());
        }
        s.clear();
        u128::MAX.push_to(&mut s);
        assert_eq!(s, u128::MAX.to_string());
    }

    #[test]
    fn sanitizing() {
        assert_eq!(sanitize_identifier("c42_i32", "$._-", true), "c42_i32");
        assert_eq!(sanitize_identifier("1x", "$._-", true), "_1x");
        assert_eq!(sanitize_identifier("a b+c", "$._-", true), "a_b2Bc");
        assert_eq!(sanitize_identifier("map1", "$_-", false), "map1_");
    }
}
