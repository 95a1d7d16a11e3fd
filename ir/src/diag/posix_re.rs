//! `{{...}}` blocks of `expected-*-re` are POSIX extended regexes, as LLVM's `Regex` reads
//! them; the `regex` crate runs them (linear time) after this translation of where the two
//! syntaxes differ: a `{` that opens no repetition count is a literal brace, counts are at most
//! `RE_DUP_MAX` (255), a repetition may not repeat another, bracket classes are POSIX's.

/// LLVM's `RE_DUP_MAX`: the largest count `{n,m}` allows.
const RE_DUP_MAX: u32 = 255;

/// POSIX's bracket classes (`[:digit:]`), which both syntaxes have.
const CLASSES: [&str; 12] = [
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

/// The block in the `regex` crate's syntax.
pub(super) fn translate(block: &str) -> Result<String, String> {
    let chars: Vec<char> = block.chars().collect();
    let mut out = String::with_capacity(block.len() + 8);
    let mut i = 0;
    // As LLVM's regcomp: a repetition operator may not follow another (`a**`).
    let mut after_repeat = false;
    while i < chars.len() {
        let repeat =
            matches!(chars[i], '*' | '+' | '?') || chars[i] == '{' && count(&chars, i).is_some();
        if repeat && after_repeat {
            return Err("repetition-operator operand invalid".into());
        }
        after_repeat = repeat;
        match chars[i] {
            '\\' => {
                out.push('\\');
                match chars.get(i + 1) {
                    Some(&c) => out.push(c),
                    None => return Err("trailing backslash (\\)".into()),
                }
                i += 2;
            }
            '[' => i = copy_bracket(&chars, i, &mut out)?,
            '{' => match count(&chars, i) {
                Some((text, end)) => {
                    out.push_str(&text?);
                    i = end;
                }
                None => {
                    out.push_str("\\{");
                    i += 1;
                }
            },
            '}' => {
                out.push_str("\\}");
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Ok(out)
}

/// Copies the bracket expression starting at `chars[start] == '['` (a `]` first in it is a
/// member, `[:name:]` a class); returns the index after its closing `]`.
fn copy_bracket(chars: &[char], start: usize, out: &mut String) -> Result<usize, String> {
    let mut i = start + 1;
    out.push('[');
    if chars.get(i) == Some(&'^') {
        out.push('^');
        i += 1;
    }
    if chars.get(i) == Some(&']') {
        out.push_str("\\]");
        i += 1;
    }
    while let Some(&c) = chars.get(i) {
        match c {
            ']' => {
                out.push(']');
                return Ok(i + 1);
            }
            '[' if chars.get(i + 1) == Some(&':') => {
                let rest: String = chars[i..].iter().collect();
                let Some(len) = rest.find(":]") else {
                    return Err("brackets ([ ]) not balanced".into());
                };
                let class = &rest[..len + 2];
                if !CLASSES.contains(&&class[2..len]) {
                    return Err("invalid character class".into());
                }
                out.push_str(class);
                i += class.chars().count();
            }
            // Inside POSIX brackets a backslash is a member, not an escape.
            '\\' | '[' | '&' | '~' | '-' if c != '-' || is_literal_dash(chars, i) => {
                out.push('\\');
                out.push(c);
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err("brackets ([ ]) not balanced".into())
}

/// A `-` first or last in a bracket expression is a member, not a range.
fn is_literal_dash(chars: &[char], i: usize) -> bool {
    matches!(chars.get(i - 1), Some('[') | Some('^')) || chars.get(i + 1) == Some(&']')
}

/// `{n}`, `{n,}` or `{n,m}` at `chars[start]`: the count as the regex crate writes it (or the
/// error LLVM gives for it), and the index after it; `None` when no count starts there.
fn count(chars: &[char], start: usize) -> Option<(Result<String, String>, usize)> {
    let close = start + chars[start..].iter().position(|&c| c == '}')?;
    let inner: String = chars[start + 1..close].iter().collect();
    let (min, max) = match inner.split_once(',') {
        None => (inner.as_str(), Some(inner.as_str())),
        Some((min, "")) => (min, None),
        Some((min, max)) => (min, Some(max)),
    };
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u32>().ok())
    };
    let min = number(min)?;
    let max = match max {
        Some(m) => Some(number(m)?),
        None => None,
    };
    let valid = match (min, max) {
        (Some(n), None) => n <= RE_DUP_MAX,
        (Some(n), Some(Some(m))) => n <= m && m <= RE_DUP_MAX,
        _ => false,
    };
    let text = if valid {
        Ok(format!("{{{inner}}}"))
    } else {
        Err("invalid repetition count(s)".to_owned())
    };
    Some((text, close + 1))
}
