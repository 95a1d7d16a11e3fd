//! HLO text -> [`ast::HloModule`] with the pest grammar in `hlo.pest`.

use crate::ast::{
    Attr, Computation, Dim, HloModule, Instruction, Layout, Literal, Operand, Shape, Span,
};
use pest::iterators::Pair;
use pest::Parser as _;
use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "hlo.pest"]
struct HloGrammar;

/// Brackets nest at most this deep (the grammar recurses on them).
pub const MAX_NESTING: usize = 200;

/// A syntax error at a byte offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub offset: usize,
    pub message: String,
}

pub fn parse_hlo(text: &str) -> Result<HloModule, SyntaxError> {
    check_nesting(text)?;
    let mut pairs = HloGrammar::parse(Rule::module, text).map_err(syntax_error)?;
    let module = pairs.next().ok_or_else(|| SyntaxError {
        offset: 0,
        message: "expected HloModule".into(),
    })?;
    let mut inner = module.into_inner();
    let name = inner.next().map(|p| name_of(&p)).unwrap_or_default();
    let mut attrs = Vec::new();
    let mut computations = Vec::new();
    for p in inner {
        match p.as_rule() {
            Rule::attribute => attrs.push(attribute(p)),
            Rule::computation => computations.push(computation(p)?),
            _ => {}
        }
    }
    Ok(HloModule {
        name,
        attrs,
        computations,
    })
}

/// Rejects inputs nested deeper than [`MAX_NESTING`] before the recursive grammar sees them.
fn check_nesting(text: &str) -> Result<(), SyntaxError> {
    let mut depth = 0usize;
    crate::scan::outside_strings(text, |i, c| {
        match c {
            '{' | '(' | '[' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(SyntaxError {
                        offset: i,
                        message: format!("brackets nested deeper than {MAX_NESTING}"),
                    });
                }
            }
            '}' | ')' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        Ok(())
    })
}

fn syntax_error(e: pest::error::Error<Rule>) -> SyntaxError {
    let offset = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let message = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } if !positives.is_empty() => {
            let names: Vec<String> = positives.iter().map(|r| rule_name(*r)).collect();
            format!("expected {}", names.join(" or "))
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
        _ => "syntax error".to_string(),
    };
    SyntaxError { offset, message }
}

fn rule_name(r: Rule) -> String {
    match r {
        Rule::name => "a name".into(),
        Rule::shape | Rule::array_shape | Rule::tuple_shape => "a shape".into(),
        Rule::close_dims => "']'".into(),
        Rule::layout => "a layout".into(),
        Rule::dim => "a dimension".into(),
        Rule::opcode | Rule::op_call | Rule::constant_call | Rule::parameter_call => {
            "an opcode".into()
        }
        Rule::attribute | Rule::attr_key => "an attribute".into(),
        Rule::attr_value => "an attribute value".into(),
        Rule::instruction => "an instruction".into(),
        Rule::computation => "a computation".into(),
        Rule::literal | Rule::scalar => "a literal".into(),
        Rule::operand => "an operand".into(),
        Rule::EOI => "end of input".into(),
        other => format!("{other:?}"),
    }
}

fn span(p: &Pair<Rule>) -> Span {
    Span {
        start: p.as_span().start(),
        end: p.as_span().end(),
    }
}

/// Names are written with or without `%`.
fn name_of(p: &Pair<Rule>) -> String {
    p.as_str().trim_start_matches('%').to_string()
}

fn computation(p: Pair<Rule>) -> Result<Computation, SyntaxError> {
    let sp = span(&p);
    let mut c = Computation {
        name: String::new(),
        span: sp,
        is_entry: false,
        instructions: Vec::new(),
    };
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::entry_kw => c.is_entry = true,
            Rule::name => c.name = name_of(&q),
            Rule::instruction => c.instructions.push(instruction(q)?),
            _ => {}
        }
    }
    Ok(c)
}

fn instruction(p: Pair<Rule>) -> Result<Instruction, SyntaxError> {
    let sp = span(&p);
    let mut instr = Instruction {
        name: String::new(),
        span: sp,
        is_root: false,
        shape: Shape::Tuple(Vec::new(), sp),
        opcode: String::new(),
        operands: Vec::new(),
        literal: None,
        parameter_number: None,
        attrs: Vec::new(),
    };
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::root_kw => instr.is_root = true,
            Rule::name => instr.name = name_of(&q),
            Rule::shape => instr.shape = shape(q)?,
            Rule::constant_call => {
                instr.opcode = "constant".into();
                instr.literal = q.into_inner().next().map(literal);
            }
            Rule::parameter_call => {
                instr.opcode = "parameter".into();
                let n = q.into_inner().next();
                let parsed = n.as_ref().and_then(|n| n.as_str().parse::<i64>().ok());
                let offset = n.map_or(sp.start, |n| n.as_span().start());
                let n = parsed.ok_or_else(|| SyntaxError {
                    offset,
                    message: "parameter number is too large".into(),
                })?;
                instr.parameter_number = Some(n);
            }
            Rule::op_call => {
                for r in q.into_inner() {
                    match r.as_rule() {
                        Rule::opcode => instr.opcode = r.as_str().to_string(),
                        Rule::operand => {
                            let sp = span(&r);
                            let name = r.into_inner().find(|x| x.as_rule() == Rule::name);
                            instr.operands.push(Operand {
                                name: name.map(|n| name_of(&n)).unwrap_or_default(),
                                span: sp,
                            });
                        }
                        _ => {}
                    }
                }
            }
            Rule::attribute => instr.attrs.push(attribute(q)),
            _ => {}
        }
    }
    Ok(instr)
}

fn shape(p: Pair<Rule>) -> Result<Shape, SyntaxError> {
    let sp = span(&p);
    let Some(inner) = p.into_inner().next() else {
        return Ok(Shape::Tuple(Vec::new(), sp));
    };
    match inner.as_rule() {
        Rule::tuple_shape => {
            let elems = inner.into_inner().map(shape).collect::<Result<_, _>>()?;
            Ok(Shape::Tuple(elems, sp))
        }
        _ => {
            let mut elem = String::new();
            let mut dims = Vec::new();
            let mut layout = None;
            for q in inner.into_inner() {
                match q.as_rule() {
                    Rule::elem_type => elem = q.as_str().to_string(),
                    Rule::dims => {
                        for d in q.into_inner() {
                            dims.push(dim(&d)?);
                        }
                    }
                    Rule::close_dims => {
                        if let Some(l) = q.into_inner().next() {
                            layout = Some(layout_of(&l)?);
                        }
                    }
                    _ => {}
                }
            }
            Ok(Shape::Array {
                elem,
                dims,
                layout,
                span: sp,
            })
        }
    }
}

/// `{1,0}` (or `{1,0:T(8,128)}`): the dimensions before any `:`.
fn layout_of(p: &Pair<Rule>) -> Result<Layout, SyntaxError> {
    let text = p.as_str();
    let inside = &text[1..text.len() - 1];
    let dims = inside.split(':').next().unwrap_or("").trim();
    let minor_to_major = if dims.is_empty() {
        Vec::new()
    } else {
        dims.split(',')
            .map(|d| d.trim().parse::<i64>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| SyntaxError {
                offset: p.as_span().start(),
                message: format!("expected a layout of dimension numbers, found '{text}'"),
            })?
    };
    Ok(Layout {
        minor_to_major,
        span: span(p),
    })
}

/// The parameter and result shapes of `entry_computation_layout={(...)->...}`; `text` is the
/// attribute's value (with its braces) found at byte `offset` of the module.
pub fn parse_program_shape(text: &str, offset: usize) -> Result<(Vec<Shape>, Shape), SyntaxError> {
    let inner = text
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .ok_or_else(|| SyntaxError {
            offset,
            message: "expected entry_computation_layout={(...)->...}".into(),
        })?;
    let base = offset + 1;
    let mut pairs = HloGrammar::parse(Rule::program_shape, inner).map_err(|e| {
        let e = syntax_error(e);
        SyntaxError {
            offset: base + e.offset,
            message: format!("in entry_computation_layout: {}", e.message),
        }
    })?;
    let mut shapes = Vec::new();
    for p in pairs.next().into_iter().flat_map(|p| p.into_inner()) {
        if p.as_rule() == Rule::shape {
            shapes.push(shape(p).map_err(|e| SyntaxError {
                offset: base + e.offset,
                message: e.message,
            })?);
        }
    }
    let result = shapes.pop().ok_or_else(|| SyntaxError {
        offset,
        message: "expected entry_computation_layout={(...)->...}".into(),
    })?;
    Ok((
        shapes.into_iter().map(|s| s.shifted(base)).collect(),
        result.shifted(base),
    ))
}

fn dim(p: &Pair<Rule>) -> Result<Dim, SyntaxError> {
    let s = p.as_str();
    let too_big = || SyntaxError {
        offset: p.as_span().start(),
        message: format!("dimension '{s}' is too large"),
    };
    if s == "?" {
        Ok(Dim::Dynamic)
    } else if let Some(bound) = s.strip_prefix("<=") {
        bound.parse().map(Dim::Bounded).map_err(|_| too_big())
    } else {
        s.parse().map(Dim::Static).map_err(|_| too_big())
    }
}

fn literal(p: Pair<Rule>) -> Literal {
    let sp = span(&p);
    let Some(inner) = p.into_inner().next() else {
        return Literal::List(Vec::new(), sp);
    };
    match inner.as_rule() {
        Rule::array_literal => Literal::List(inner.into_inner().map(literal).collect(), sp),
        Rule::tuple_literal => Literal::Tuple(inner.into_inner().map(literal).collect(), sp),
        _ => Literal::Scalar(inner.as_str().to_string(), sp),
    }
}

fn attribute(p: Pair<Rule>) -> Attr {
    let mut key = String::new();
    let mut value = String::new();
    let mut sp = span(&p);
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::attr_key => key = q.as_str().to_string(),
            Rule::attr_value => {
                sp = span(&q);
                value = q.as_str().to_string();
            }
            _ => {}
        }
    }
    Attr {
        key,
        value,
        span: sp,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_new_and_old_spellings() {
        let text = "HloModule m, entry_computation_layout={(f32[4]{0})->f32[4]{0}}\n\
                    %add (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(f32[] %a, f32[] %b)\n}\n\
                    ENTRY main.1 {\n  x.1 = f32[4]{0} parameter(0) /*comment*/\n  c = f32[] constant(-inf)\n  \
                    ROOT r = f32[4]{0} reduce-window(x.1, c), window={size=2 stride=1}, to_apply=%add, metadata={op_name=\"a,b\"}\n}\n";
        let m = parse_hlo(text).unwrap();
        assert_eq!(m.name, "m");
        assert_eq!(m.computations.len(), 2);
        let entry = &m.computations[1];
        assert!(entry.is_entry);
        let r = &entry.instructions[2];
        assert!(r.is_root);
        assert_eq!(r.opcode, "reduce-window");
        assert_eq!(
            r.operands
                .iter()
                .map(|o| o.name.as_str())
                .collect::<Vec<_>>(),
            ["x.1", "c"]
        );
        assert_eq!(
            r.attr("window").map(|a| a.value.as_str()),
            Some("{size=2 stride=1}")
        );
        assert_eq!(r.attr("to_apply").map(|a| a.value.as_str()), Some("%add"));
        assert!(
            matches!(&entry.instructions[1].literal, Some(Literal::Scalar(s, _)) if s == "-inf")
        );
        assert_eq!(m.computations[0].instructions[2].operands[1].name, "b");
    }

    #[test]
    fn errors_have_offsets() {
        let e = parse_hlo("HloModule m\nENTRY e {\n  x = f32[ parameter(0)\n}\n").unwrap_err();
        assert!(e.offset > 10, "{e:?}");
        let deep = format!(
            "HloModule m\nENTRY e {{ c = f32[] constant({}1{}) }}",
            "{".repeat(500),
            "}".repeat(500)
        );
        assert!(parse_hlo(&deep)
            .unwrap_err()
            .message
            .contains("nested deeper"));
    }
}
