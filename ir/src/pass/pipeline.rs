//! The textual pipeline syntax: `builtin.module(func.func(cse, canonicalize{max-iterations=3}))`.
//!
//! Parsing is in three steps: a bracket scan that gives mlir-opt's messages for unbalanced
//! `(`/`{`/quotes and bounds the nesting depth, the pest grammar (`pipeline.pest`) for the
//! structure, and [`OpPassManager`] construction against a [`PassRegistry`].

use pest::Parser as _;

use super::manager::{OpPassManager, PassEntry};
use super::options::{apply_options, PassOption};
use super::registry::PassRegistry;
use crate::diag::{Diagnostic, SrcLoc};

#[derive(pest_derive::Parser)]
#[grammar = "pass/pipeline.pest"]
pub(super) struct PipelineGrammar;

/// Deepest `(`/`{` nesting accepted: bounds the parser's recursion on hostile input.
const MAX_NESTING: usize = 200;

/// A syntax or construction error at a byte offset of the pipeline text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Byte offset of the error in the pipeline text.
    pub offset: usize,
    /// What is wrong (mlir-opt's wording where it has one).
    pub message: String,
}

impl PipelineError {
    /// An error at byte `offset` of the pipeline text.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        PipelineError {
            offset,
            message: message.into(),
        }
    }
    /// 1-based (line, byte column) of the error in `text`.
    pub fn line_col(&self, text: &str) -> (u32, u32) {
        let upto = text.get(..self.offset.min(text.len())).unwrap_or(text);
        let line = upto.matches('\n').count() + 1;
        let col = upto.len() - upto.rfind('\n').map_or(0, |p| p + 1) + 1;
        (
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(col).unwrap_or(u32::MAX),
        )
    }
    /// A diagnostic located in the buffer `buffer_name` holding `text`.
    pub fn to_diagnostic(&self, buffer_name: &str, text: &str) -> Diagnostic {
        let (line, col) = self.line_col(text);
        Diagnostic::error(SrcLoc::new(buffer_name, line, col), self.message.clone())
    }
}

/// One element of a pipeline list: a pass (with options) or a nested pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass argument or the nested pipeline's op name (`cse`, `func.func`).
    pub name: String,
    /// Byte offset of the name in the pipeline text.
    pub offset: usize,
    /// `{...}`: the raw text between the braces, its offset, and the parsed options.
    pub options: Option<(String, usize, Vec<PassOption>)>,
    /// `(...)`: the nested elements of an op pipeline.
    pub nested: Option<Vec<PipelineElement>>,
}

/// Parses a comma-separated element list (`cse, func.func(canonicalize)`); empty text gives
/// an empty list.
pub fn parse_pipeline_elements(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    check_brackets(text, false)?;
    let mut pairs =
        PipelineGrammar::parse(Rule::pipeline, text).map_err(|e| pest_error(text, &e))?;
    let list = pairs
        .next()
        .and_then(|p| p.into_inner().find(|p| p.as_rule() == Rule::element_list))
        .ok_or_else(|| PipelineError::new(0, "empty pass pipeline"))?;
    let elements = convert_list(list)?;
    Ok(strip_single_empty(elements))
}

/// Parses a full pipeline, which must be wrapped in its anchor op: `builtin.module(...)`.
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
) -> Result<OpPassManager, PipelineError> {
    let elements = parse_pipeline_elements(text)?;
    let wrapped_err = || {
        PipelineError::new(
            0,
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        )
    };
    let [root] = elements.as_slice() else {
        return Err(wrapped_err());
    };
    let Some(nested) = &root.nested else {
        return Err(wrapped_err());
    };
    if root.name.is_empty() {
        return Err(wrapped_err());
    }
    let mut pm = OpPassManager::for_anchor(&root.name);
    add_elements(&mut pm, nested, registry)?;
    Ok(pm)
}

/// Parses an element list and appends it to `pm` (for nested pipelines given as text).
pub fn parse_pass_list(
    text: &str,
    registry: &PassRegistry,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    let elements = parse_pipeline_elements(text)?;
    add_elements(pm, &elements, registry)
}

/// Builds passes and nested managers from parsed elements.
fn add_elements(
    pm: &mut OpPassManager,
    elements: &[PipelineElement],
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        for el in elements {
            if let Some(nested) = &el.nested {
                if el.name.is_empty() {
                    return Err(PipelineError::new(
                        el.offset,
                        "expected an operation name before '('",
                    ));
                }
                let mut child = OpPassManager::for_anchor(&el.name);
                add_elements(&mut child, nested, registry)?;
                pm.push_entry(PassEntry::Nested(child));
                continue;
            }
            let Some(info) = registry.lookup(&el.name) else {
                let msg = format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    el.name
                );
                return Err(PipelineError::new(el.offset, msg));
            };
            let mut pass = (info.factory)();
            if let Some((text, offset, opts)) = &el.options {
                apply_options(pass.as_mut(), opts).map_err(|e| {
                    PipelineError::new(
                        *offset,
                        format!(
                            "failed to add `{}` with options `{}`: {e}",
                            el.name,
                            text.trim()
                        ),
                    )
                })?;
            }
            pm.add_pass(pass)
                .map_err(|msg| PipelineError::new(el.offset, msg))?;
        }
        Ok(())
    })
}

/// `builtin.module()` parses as one empty element; that means an empty list.
fn strip_single_empty(elements: Vec<PipelineElement>) -> Vec<PipelineElement> {
    match elements.as_slice() {
        [only] if only.name.is_empty() && only.nested.is_none() && only.options.is_none() => {
            Vec::new()
        }
        _ => elements,
    }
}

fn convert_list(
    list: pest::iterators::Pair<'_, Rule>,
) -> Result<Vec<PipelineElement>, PipelineError> {
    list.into_inner()
        .filter(|p| p.as_rule() == Rule::element)
        .map(convert_element)
        .collect()
}

fn convert_element(el: pest::iterators::Pair<'_, Rule>) -> Result<PipelineElement, PipelineError> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let mut out = PipelineElement {
            name: String::new(),
            offset: el.as_span().start(),
            options: None,
            nested: None,
        };
        for part in el.into_inner() {
            match part.as_rule() {
                Rule::name => {
                    out.name = part.as_str().to_owned();
                    out.offset = part.as_span().start();
                }
                Rule::nested => {
                    let list = part
                        .into_inner()
                        .find(|p| p.as_rule() == Rule::element_list);
                    let nested = match list {
                        Some(l) => strip_single_empty(convert_list(l)?),
                        None => Vec::new(),
                    };
                    out.nested = Some(nested);
                }
                Rule::options => {
                    let span = part.as_span();
                    let inner_start = span.start() + 1;
                    let raw = span.as_str();
                    let text = raw
                        .get(1..raw.len().saturating_sub(1))
                        .unwrap_or("")
                        .to_owned();
                    let opts = part
                        .into_inner()
                        .filter(|p| p.as_rule() == Rule::option)
                        .map(super::options::convert_option)
                        .collect();
                    out.options = Some((text, inner_start, opts));
                }
                _ => {}
            }
        }
        Ok(out)
    })
}

/// Turns a pest error into a located message.
pub(super) fn pest_error(text: &str, e: &pest::error::Error<Rule>) -> PipelineError {
    let offset = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let message = match text.get(offset..).and_then(|s| s.chars().next()) {
        Some(c) => format!("unexpected '{c}' while parsing pipeline"),
        None => "unexpected end of pipeline".to_owned(),
    };
    PipelineError::new(offset, message)
}

/// Checks `(`/`)`, `{`/`}` and quote balance with mlir-opt's messages, and the depth bound.
///
/// In a pipeline, quotes only count inside options; in an option string (`options_only`)
/// they count everywhere and parentheses are plain characters.
pub(super) fn check_brackets(text: &str, options_only: bool) -> Result<(), PipelineError> {
    // Open brackets as (char, offset); quotes only count inside options.
    let mut stack: Vec<(char, usize)> = Vec::new();
    let mut quote: Option<(char, usize)> = None;
    for (i, c) in text.char_indices() {
        if let Some((q, _)) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        let in_options = options_only || stack.iter().any(|&(b, _)| b == '{');
        match c {
            '"' | '\'' if in_options => quote = Some((c, i)),
            '(' if !in_options => stack.push((c, i)),
            '{' => stack.push((c, i)),
            ')' if !in_options => match stack.pop() {
                Some(('(', _)) => {}
                _ => {
                    return Err(PipelineError::new(
                        i,
                        "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                    ))
                }
            },
            '}' => match stack.pop() {
                Some(('{', _)) => {}
                _ => return Err(PipelineError::new(i, "unexpected '}' outside of pass options")),
            },
            _ => {}
        }
        if stack.len() > MAX_NESTING {
            return Err(PipelineError::new(
                i,
                format!("pass pipeline nesting exceeds the limit of {MAX_NESTING}"),
            ));
        }
    }
    if let Some((q, at)) = quote {
        return Err(PipelineError::new(
            at,
            format!("missing closing '{q}' while processing pass options"),
        ));
    }
    match stack.pop() {
        Some(('{', at)) => Err(PipelineError::new(
            at,
            "missing closing '}' while processing pass options",
        )),
        Some((_, at)) => Err(PipelineError::new(
            at,
            "encountered unbalanced parentheses while parsing pipeline",
        )),
        None => Ok(()),
    }
}
