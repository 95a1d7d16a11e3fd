//! Interpreting raw HLO attribute values: `{1,0}`, `{{0,1},{2,3}}`, `{[0:2], [1:3:2]}`,
//! `1_2x0_1`, `{size=3x3 stride=2x2 pad=1_1x1_1}`, `b01f_01io->b01f`, `%comp`, `"text"`.
//! Each function returns a message (without location) on malformed input.

/// `{1,0}` (or `{}`).
pub fn int_list(s: &str) -> Result<Vec<i64>, String> {
    let inner = strip_braces(s)?;
    split_top(inner, ',')
        .into_iter()
        .map(|x| int(x.trim()))
        .collect()
}

/// `{{0,1},{2,3}}`
pub fn int_lists(s: &str) -> Result<Vec<Vec<i64>>, String> {
    let inner = strip_braces(s)?;
    split_top(inner, ',')
        .into_iter()
        .map(|x| int_list(x.trim()))
        .collect()
}

pub fn int(s: &str) -> Result<i64, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("expected an integer, got '{s}'"))
}

pub fn boolean(s: &str) -> Result<bool, String> {
    match s.trim() {
        "true" => Ok(true),
        "false" => Ok(false),
        other => Err(format!("expected true or false, got '{other}'")),
    }
}

/// `"text"` with C escapes, or a bare word.
pub fn string(s: &str) -> Result<String, String> {
    let s = s.trim();
    let Some(body) = s.strip_prefix('"').and_then(|b| b.strip_suffix('"')) else {
        return Ok(s.to_string());
    };
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => return Err("string ends in a backslash".into()),
        }
    }
    Ok(out)
}

/// `%comp` or `comp`.
pub fn computation(s: &str) -> String {
    s.trim().trim_start_matches('%').to_string()
}

/// `{%a, %b}`
pub fn computation_list(s: &str) -> Result<Vec<String>, String> {
    let inner = strip_braces(s)?;
    Ok(split_top(inner, ',').into_iter().map(computation).collect())
}

/// One `[start:limit(:stride)]` of `slice={...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SliceDim {
    pub start: i64,
    pub limit: i64,
    pub stride: i64,
}

/// `{[0:2], [1:3:2]}`
pub fn slices(s: &str) -> Result<Vec<SliceDim>, String> {
    let inner = strip_braces(s)?;
    split_top(inner, ',')
        .into_iter()
        .map(|d| {
            let d = d.trim();
            let body = d
                .strip_prefix('[')
                .and_then(|b| b.strip_suffix(']'))
                .ok_or_else(|| format!("expected [start:limit], got '{d}'"))?;
            let parts: Vec<&str> = body.split(':').collect();
            match parts.as_slice() {
                [a, b] => Ok(SliceDim {
                    start: int(a)?,
                    limit: int(b)?,
                    stride: 1,
                }),
                [a, b, c] => Ok(SliceDim {
                    start: int(a)?,
                    limit: int(b)?,
                    stride: int(c)?,
                }),
                _ => Err(format!("expected [start:limit(:stride)], got '{d}'")),
            }
        })
        .collect()
}

/// One dimension of a padding config: `low_high(_interior)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PadDim {
    pub low: i64,
    pub high: i64,
    pub interior: i64,
}

/// `1_2x0_1_0` (`padding=` of pad); empty for a scalar.
pub fn padding(s: &str) -> Result<Vec<PadDim>, String> {
    let s = s.trim();
    if s.is_empty() || s == "{}" {
        return Ok(Vec::new());
    }
    s.split('x')
        .map(|d| {
            let parts: Vec<&str> = d.split('_').collect();
            match parts.as_slice() {
                [l, h] => Ok(PadDim {
                    low: int(l)?,
                    high: int(h)?,
                    interior: 0,
                }),
                [l, h, i] => Ok(PadDim {
                    low: int(l)?,
                    high: int(h)?,
                    interior: int(i)?,
                }),
                _ => Err(format!("expected low_high(_interior), got '{d}'")),
            }
        })
        .collect()
}

/// `window={size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x1}`;
/// absent fields have their defaults (stride 1, pad 0, dilation 1, no reversal).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Window {
    pub size: Vec<i64>,
    pub stride: Vec<i64>,
    pub pad: Vec<(i64, i64)>,
    pub lhs_dilate: Vec<i64>,
    pub rhs_dilate: Vec<i64>,
    pub reversal: Vec<bool>,
}

pub fn window(s: &str) -> Result<Window, String> {
    let inner = strip_braces(s)?;
    let mut w = Window::default();
    let mut fields: Vec<(&str, &str)> = Vec::new();
    for field in inner.split_whitespace() {
        let (k, v) = field
            .split_once('=')
            .ok_or_else(|| format!("expected key=value in window, got '{field}'"))?;
        fields.push((k, v));
    }
    let xs = |v: &str| v.split('x').map(int).collect::<Result<Vec<i64>, String>>();
    for (k, v) in fields {
        match k {
            "size" => w.size = xs(v)?,
            "stride" => w.stride = xs(v)?,
            "lhs_dilate" => w.lhs_dilate = xs(v)?,
            "rhs_dilate" => w.rhs_dilate = xs(v)?,
            "pad" => w.pad = padding(v)?.into_iter().map(|p| (p.low, p.high)).collect(),
            "rhs_reversal" => w.reversal = xs(v)?.into_iter().map(|x| x != 0).collect(),
            other => return Err(format!("unknown window field '{other}'")),
        }
    }
    let rank = w.size.len();
    for (name, len) in [
        ("stride", w.stride.len()),
        ("pad", w.pad.len()),
        ("lhs_dilate", w.lhs_dilate.len()),
        ("rhs_dilate", w.rhs_dilate.len()),
        ("rhs_reversal", w.reversal.len()),
    ] {
        if len != 0 && len != rank {
            return Err(format!(
                "window {name} has {len} dimensions, but size has {rank}"
            ));
        }
    }
    fill(&mut w.stride, rank, 1);
    fill(&mut w.lhs_dilate, rank, 1);
    fill(&mut w.rhs_dilate, rank, 1);
    fill(&mut w.pad, rank, (0, 0));
    fill(&mut w.reversal, rank, false);
    Ok(w)
}

fn fill<T: Clone>(v: &mut Vec<T>, rank: usize, default: T) {
    if v.is_empty() {
        *v = vec![default; rank];
    }
}

/// `b01f_01io->b01f` as StableHLO's `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
pub fn conv_dim_labels(s: &str) -> Result<String, String> {
    let s = s.trim();
    let (inputs, output) = s
        .split_once("->")
        .ok_or_else(|| format!("expected lhs_rhs->out dim labels, got '{s}'"))?;
    let (lhs, rhs) = inputs
        .split_once('_')
        .ok_or_else(|| format!("expected lhs_rhs->out dim labels, got '{s}'"))?;
    let list = |labels: &str, allowed: &str| -> Result<String, String> {
        if labels.is_empty()
            || !labels
                .chars()
                .all(|c| c.is_ascii_digit() || allowed.contains(c))
        {
            return Err(format!("invalid dimension labels '{labels}' in '{s}'"));
        }
        Ok(format!(
            "[{}]",
            labels
                .chars()
                .map(String::from)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    };
    Ok(format!(
        "[{}]x[{}]->[{}]",
        list(lhs, "bf")?.trim_matches(['[', ']']),
        list(rhs, "io")?.trim_matches(['[', ']']),
        list(output, "bf")?.trim_matches(['[', ']'])
    ))
}

fn strip_braces(s: &str) -> Result<&str, String> {
    let t = s.trim();
    t.strip_prefix('{')
        .and_then(|b| b.strip_suffix('}'))
        .ok_or_else(|| format!("expected {{...}}, got '{t}'"))
}

/// Splits at `sep` outside brackets and strings; an empty input gives no pieces.
pub fn split_top(s: &str, sep: char) -> Vec<&str> {
    if s.trim().is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let _ = crate::scan::outside_strings(s, |i, c| -> Result<(), ()> {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            c if c == sep && depth == 0 => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
        Ok(())
    });
    out.push(&s[start..]);
    out
}

/// `key=value` pairs of a `{k1=v1 k2="v 2", k3={...}}` dictionary (metadata,
/// frontend_attributes): separated by spaces or commas.
pub fn dictionary(s: &str) -> Result<Vec<(String, String)>, String> {
    let inner = strip_braces(s)?;
    let mut out = Vec::new();
    let mut rest = inner.trim_start_matches([' ', ',']);
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("expected key=value, got '{rest}'"))?;
        let key = rest[..eq].trim().to_string();
        let value_start = &rest[eq + 1..];
        let len = value_len(value_start);
        out.push((key, value_start[..len].to_string()));
        rest = value_start[len..].trim_start_matches([' ', ',']);
    }
    Ok(out)
}

/// The length of one value at the start of `s`: a string, a braced group or a bare word.
fn value_len(s: &str) -> usize {
    let (mut depth, mut in_string, mut escaped) = (0i32, false, false);
    for (i, c) in s.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => {
                    in_string = false;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth <= 0 {
                    return i + 1;
                }
            }
            ' ' | ',' if depth == 0 => return i,
            _ => {}
        }
    }
    s.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_and_slices() {
        assert_eq!(int_list("{1,0}").unwrap(), [1, 0]);
        assert_eq!(int_list("{}").unwrap(), Vec::<i64>::new());
        assert_eq!(
            int_lists("{{0,1},{2,3}}").unwrap(),
            [vec![0, 1], vec![2, 3]]
        );
        assert_eq!(
            slices("{[2:6], [1:4:2]}").unwrap()[1],
            SliceDim {
                start: 1,
                limit: 4,
                stride: 2
            }
        );
        assert!(int_list("1,0").is_err());
    }

    #[test]
    fn windows_and_padding() {
        let w = window("{size=1x1x2x2 stride=1x1x2x2}").unwrap();
        assert_eq!(w.size, [1, 1, 2, 2]);
        assert_eq!(w.pad, [(0, 0); 4]);
        let w = window("{size=3x3 pad=1_1x0_-1 rhs_reversal=0x1}").unwrap();
        assert_eq!(w.pad, [(1, 1), (0, -1)]);
        assert_eq!(w.reversal, [false, true]);
        assert_eq!(
            padding("1_2x0_1_3").unwrap()[1],
            PadDim {
                low: 0,
                high: 1,
                interior: 3
            }
        );
        assert!(window("{size=3x3 stride=1}").is_err());
    }

    #[test]
    fn conv_labels_and_dictionaries() {
        assert_eq!(
            conv_dim_labels("b01f_01io->b01f").unwrap(),
            "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
        );
        assert!(conv_dim_labels("b01f->b01f").is_err());
        let d = dictionary("{op_type=\"add\" op_name=\"jit(f)/add, x\" source_line=3}").unwrap();
        assert_eq!(
            d[1],
            ("op_name".to_string(), "\"jit(f)/add, x\"".to_string())
        );
        assert_eq!(d[2].1, "3");
        assert_eq!(string("\"a\\\"b\"").unwrap(), "a\"b");
    }
}
