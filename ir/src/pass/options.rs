//! Pass options: `key=value` pairs separated by whitespace, as in `canonicalize{a=1 b="x y"}`
//! and `--canonicalize="a=1 b=2"`, and helpers for passes to read typed values.

use pest::Parser as _;

use super::pipeline::{check_brackets, pest_error, PipelineError, PipelineGrammar, Rule};
use super::Pass;

/// One `key[=value]` item; quotes or braces around the whole value are removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The option's name.
    pub key: String,
    /// `None` for a bare `key` (a flag that means `true`).
    pub value: Option<String>,
    /// Byte offset of the key in the text it was parsed from.
    pub offset: usize,
}

/// An option string that does not parse.
pub type OptionError = PipelineError;

/// Parses a whole option string such as `max-iterations=3 region-simplify="normal"`.
pub fn parse_options(text: &str) -> Result<Vec<PassOption>, OptionError> {
    check_brackets(text, true)?;
    let mut pairs =
        PipelineGrammar::parse(Rule::option_list, text).map_err(|e| pest_error(text, &e))?;
    Ok(pairs
        .next()
        .map(|list| {
            list.into_inner()
                .filter(|p| p.as_rule() == Rule::option)
                .map(convert_option)
                .collect()
        })
        .unwrap_or_default())
}

pub(super) fn convert_option(pair: pest::iterators::Pair<'_, Rule>) -> PassOption {
    let offset = pair.as_span().start();
    let mut key = String::new();
    let mut value = None;
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::key => key = part.as_str().to_owned(),
            Rule::value => value = Some(unwrap_value(part.as_str()).to_owned()),
            _ => {}
        }
    }
    PassOption { key, value, offset }
}

/// Drops one level of quotes or braces when they enclose the whole value.
fn unwrap_value(v: &str) -> &str {
    let bytes = v.as_bytes();
    let (Some(&first), Some(&last)) = (bytes.first(), bytes.last()) else {
        return v;
    };
    // `get` refuses a cut inside a multi-byte character (then the value is not wrapped).
    let Some(inner) = v.get(1..v.len().saturating_sub(1)).filter(|_| v.len() >= 2) else {
        return v;
    };
    match (first, last) {
        (b'"', b'"') if !inner.contains('"') => inner,
        (b'\'', b'\'') if !inner.contains('\'') => inner,
        (b'{', b'}') if braces_balanced(inner) => inner,
        _ => v,
    }
}

/// True if `s` never closes more braces than it opened and ends balanced.
fn braces_balanced(s: &str) -> bool {
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return false,
            },
            _ => {}
        }
    }
    depth == 0
}

/// Sets each option on the pass in order (a later duplicate wins, as in mlir-opt).
pub(super) fn apply_options(pass: &mut dyn Pass, options: &[PassOption]) -> Result<(), String> {
    for o in options {
        pass.set_option(&o.key, o.value.as_deref().unwrap_or("true"))?;
    }
    Ok(())
}

/// Reads a boolean option value the way LLVM's command line does (`true/false/1/0`).
pub fn parse_bool_option(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "for the --{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Reads an integer option value.
pub fn parse_int_option<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value.trim().parse().map_err(|_| {
        format!("for the --{name} option: '{value}' value invalid for integer argument!")
    })
}
