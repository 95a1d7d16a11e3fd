//! The HLO module as written: computations of instructions, with byte spans into the
//! source for diagnostics. Attribute values stay raw text (see `attr_values`).

/// A byte range of the source text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

#[derive(Clone, Debug)]
pub struct HloModule {
    pub name: String,
    pub attrs: Vec<Attr>,
    pub computations: Vec<Computation>,
}

#[derive(Clone, Debug)]
pub struct Computation {
    pub name: String,
    pub span: Span,
    pub is_entry: bool,
    pub instructions: Vec<Instruction>,
}

#[derive(Clone, Debug)]
pub struct Instruction {
    pub name: String,
    pub span: Span,
    pub is_root: bool,
    pub shape: Shape,
    pub opcode: String,
    pub operands: Vec<Operand>,
    /// `constant(...)`'s literal.
    pub literal: Option<Literal>,
    /// `parameter(n)`'s number.
    pub parameter_number: Option<i64>,
    pub attrs: Vec<Attr>,
}

impl Instruction {
    /// The raw value of attribute `key`.
    pub fn attr(&self, key: &str) -> Option<&Attr> {
        self.attrs.iter().find(|a| a.key == key)
    }
}

/// A use of another instruction, by name.
#[derive(Clone, Debug)]
pub struct Operand {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// `f32[4,?,<=8]{1,0}`.
    Array {
        elem: String,
        dims: Vec<Dim>,
        /// The layout, when written.
        layout: Option<Layout>,
        span: Span,
    },
    /// `(f32[], s32[4])`
    Tuple(Vec<Shape>, Span),
}

impl Shape {
    pub fn span(&self) -> Span {
        match self {
            Shape::Array { span, .. } | Shape::Tuple(_, span) => *span,
        }
    }
    /// The same shape with every span moved `by` bytes later.
    pub fn shifted(mut self, by: usize) -> Shape {
        let shift = |s: &mut Span| {
            s.start += by;
            s.end += by;
        };
        match &mut self {
            Shape::Array { layout, span, .. } => {
                shift(span);
                if let Some(l) = layout {
                    shift(&mut l.span);
                }
            }
            Shape::Tuple(elems, span) => {
                shift(span);
                *elems = std::mem::take(elems)
                    .into_iter()
                    .map(|e| e.shifted(by))
                    .collect();
            }
        }
        self
    }
    pub fn tuple_elements(&self) -> Option<&[Shape]> {
        match self {
            Shape::Tuple(elems, _) => Some(elems),
            Shape::Array { .. } => None,
        }
    }
}

/// A layout as written: its `minor_to_major` (tiles and memory space after `:` are not kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub minor_to_major: Vec<i64>,
    pub span: Span,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dim {
    Static(i64),
    /// `?`
    Dynamic,
    /// `<=N`: dynamic with an upper bound.
    Bounded(i64),
}

#[derive(Clone, Debug)]
pub enum Literal {
    Scalar(String, Span),
    /// `{...}`: one dimension of an array.
    List(Vec<Literal>, Span),
    /// `(...)`: a tuple, or a complex number `(re, im)`.
    Tuple(Vec<Literal>, Span),
}

impl Literal {
    pub fn span(&self) -> Span {
        match self {
            Literal::Scalar(_, s) | Literal::List(_, s) | Literal::Tuple(_, s) => *s,
        }
    }
}

/// `key=value`, the value's raw text.
#[derive(Clone, Debug)]
pub struct Attr {
    pub key: String,
    pub value: String,
    pub span: Span,
}
