//! A small POSIX-ERE-like regex parser used by `expected-*-re` checks.
//!
//! Supported: literals, `.`, `[...]` / `[^...]` with ranges and `[:name:]` classes, `\d \w \s`
//! (and negations), `\x` escapes, `( )` groups, `|`, `* + ?`, `{n}`, `{n,}`, `{n,m}`, `^`, `$`.

/// Parsed regex syntax tree.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Node {
    /// Matches the empty string.
    Empty,
    /// A literal character.
    Char(char),
    /// Any character.
    Any,
    /// A bracket expression or escape class.
    Class(Class),
    /// Start-of-string assertion.
    Start,
    /// End-of-string assertion.
    End,
    /// Sequence.
    Concat(Vec<Node>),
    /// Alternation.
    Alt(Vec<Node>),
    /// Bounded or unbounded repetition.
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
    },
}

/// A set of characters.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Class {
    negated: bool,
    items: Vec<ClassItem>,
}

/// One member of a [`Class`].
#[derive(Clone, Copy, Debug, PartialEq)]
enum ClassItem {
    Range(char, char),
    Named(Named, bool),
}

/// Named character classes (`[:digit:]`, `\d`, ...).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Named {
    Alnum,
    Alpha,
    Blank,
    Cntrl,
    Digit,
    Graph,
    Lower,
    Print,
    Punct,
    Space,
    Upper,
    Word,
    XDigit,
}

impl Named {
    fn from_name(name: &str) -> Option<Named> {
        Some(match name {
            "alnum" => Named::Alnum,
            "alpha" => Named::Alpha,
            "blank" => Named::Blank,
            "cntrl" => Named::Cntrl,
            "digit" => Named::Digit,
            "graph" => Named::Graph,
            "lower" => Named::Lower,
            "print" => Named::Print,
            "punct" => Named::Punct,
            "space" => Named::Space,
            "upper" => Named::Upper,
            "xdigit" => Named::XDigit,
            _ => return None,
        })
    }

    fn matches(self, c: char) -> bool {
        match self {
            Named::Alnum => c.is_alphanumeric(),
            Named::Alpha => c.is_alphabetic(),
            Named::Blank => c == ' ' || c == '\t',
            Named::Cntrl => c.is_control(),
            Named::Digit => c.is_ascii_digit(),
            Named::Graph => !c.is_control() && !c.is_whitespace(),
            Named::Lower => c.is_lowercase(),
            Named::Print => !c.is_control(),
            Named::Punct => c.is_ascii_punctuation(),
            Named::Space => c.is_whitespace(),
            Named::Upper => c.is_uppercase(),
            Named::Word => c.is_alphanumeric() || c == '_',
            Named::XDigit => c.is_ascii_hexdigit(),
        }
    }
}

impl Class {
    /// True if `c` is in the set.
    pub(super) fn matches(&self, c: char) -> bool {
        let hit = self.items.iter().any(|item| match *item {
            ClassItem::Range(lo, hi) => lo <= c && c <= hi,
            ClassItem::Named(n, neg) => n.matches(c) != neg,
        });
        hit != self.negated
    }

    fn named(n: Named, negated: bool) -> Class {
        Class {
            negated: false,
            items: vec![ClassItem::Named(n, negated)],
        }
    }
}

/// Maximum group nesting depth accepted by the parser.
const MAX_DEPTH: usize = 64;
/// Maximum number of quantifiers stacked on one atom (`a*+?...`).
const MAX_STACKED: usize = 8;
/// Maximum value of a `{n,m}` bound.
const MAX_COUNT: u32 = 1000;

/// Parses a regex; errors are short human-readable descriptions.
pub(super) fn parse(re: &str) -> Result<Node, String> {
    let mut p = Parser {
        chars: re.chars().collect(),
        pos: 0,
    };
    let node = p.alt(0)?;
    match p.peek() {
        None => Ok(node),
        Some(_) => Err("unmatched parentheses".to_owned()),
    }
}

/// Recursive-descent parser state.
struct Parser {
    chars: Vec<char>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        Some(c)
    }

    fn alt(&mut self, depth: usize) -> Result<Node, String> {
        if depth > MAX_DEPTH {
            return Err("parentheses nested too deeply".to_owned());
        }
        let mut branches = vec![self.concat(depth)?];
        while self.peek() == Some('|') {
            self.pos += 1;
            branches.push(self.concat(depth)?);
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(branches)
        })
    }

    fn concat(&mut self, depth: usize) -> Result<Node, String> {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom(depth)?;
            items.push(self.quantifiers(atom)?);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn atom(&mut self, depth: usize) -> Result<Node, String> {
        let Some(c) = self.next() else {
            return Ok(Node::Empty);
        };
        Ok(match c {
            '(' => {
                let inner = self.alt(depth + 1)?;
                if self.next() != Some(')') {
                    return Err("unmatched parentheses".to_owned());
                }
                inner
            }
            '.' => Node::Any,
            '^' => Node::Start,
            '$' => Node::End,
            '[' => Node::Class(self.bracket()?),
            '\\' => self.escape()?,
            '*' | '+' | '?' => return Err("repetition-operator operand invalid".to_owned()),
            '{' if self.count_ahead() => {
                return Err("repetition-operator operand invalid".to_owned())
            }
            c => Node::Char(c),
        })
    }

    fn escape(&mut self) -> Result<Node, String> {
        let Some(c) = self.next() else {
            return Err("trailing backslash (\\)".to_owned());
        };
        Ok(match c {
            'd' => Node::Class(Class::named(Named::Digit, false)),
            'D' => Node::Class(Class::named(Named::Digit, true)),
            'w' => Node::Class(Class::named(Named::Word, false)),
            'W' => Node::Class(Class::named(Named::Word, true)),
            's' => Node::Class(Class::named(Named::Space, false)),
            'S' => Node::Class(Class::named(Named::Space, true)),
            'n' => Node::Char('\n'),
            't' => Node::Char('\t'),
            c => Node::Char(c),
        })
    }

    /// Parses the body of `[...]` after the opening bracket.
    fn bracket(&mut self) -> Result<Class, String> {
        const UNBALANCED: &str = "brackets ([ ]) not balanced";
        let mut class = Class {
            negated: false,
            items: Vec::new(),
        };
        if self.peek() == Some('^') {
            class.negated = true;
            self.pos += 1;
        }
        let mut first = true;
        loop {
            let c = self.next().ok_or_else(|| UNBALANCED.to_owned())?;
            if c == ']' && !first {
                return Ok(class);
            }
            first = false;
            if c == '[' && self.peek() == Some(':') {
                let rest: String = self
                    .chars
                    .get(self.pos + 1..)
                    .unwrap_or_default()
                    .iter()
                    .collect();
                let end = rest.find(":]").ok_or_else(|| UNBALANCED.to_owned())?;
                let name = rest.get(..end).unwrap_or_default();
                let named =
                    Named::from_name(name).ok_or_else(|| "invalid character class".to_owned())?;
                class.items.push(ClassItem::Named(named, false));
                self.pos += 1 + name.chars().count() + 2;
                continue;
            }
            let is_range = self.peek() == Some('-')
                && !matches!(self.chars.get(self.pos + 1), Some(']') | None);
            if is_range {
                self.pos += 1;
                let hi = self.next().ok_or_else(|| UNBALANCED.to_owned())?;
                if hi < c {
                    return Err("invalid character range".to_owned());
                }
                class.items.push(ClassItem::Range(c, hi));
            } else {
                class.items.push(ClassItem::Range(c, c));
            }
        }
    }

    /// True if the text after a `{` looks like a repetition count (`n}`, `n,}`, `n,m}`).
    fn count_ahead(&self) -> bool {
        let mut p = Parser {
            chars: self.chars.get(self.pos..).unwrap_or_default().to_vec(),
            pos: 0,
        };
        p.count().is_some()
    }

    /// Parses `n}`, `n,}` or `n,m}` (after `{`); `None` if not a count.
    fn count(&mut self) -> Option<(u32, Option<u32>)> {
        let min = self.number()?;
        let max = if self.peek() == Some(',') {
            self.pos += 1;
            if self.peek() == Some('}') {
                None
            } else {
                Some(self.number()?)
            }
        } else {
            Some(min)
        };
        (self.next() == Some('}')).then_some((min, max))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.pos;
        let mut v: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            v = v.saturating_mul(10).saturating_add(d);
            self.pos += 1;
        }
        (self.pos > start).then_some(v)
    }

    /// Applies any postfix quantifiers to `atom`.
    fn quantifiers(&mut self, mut atom: Node) -> Result<Node, String> {
        for _ in 0..=MAX_STACKED {
            let save = self.pos;
            let (min, max) = match self.next() {
                Some('*') => (0, None),
                Some('+') => (1, None),
                Some('?') => (0, Some(1)),
                Some('{') => match self.count() {
                    Some(bounds) => bounds,
                    None => {
                        self.pos = save;
                        return Ok(atom);
                    }
                },
                _ => {
                    self.pos = save;
                    return Ok(atom);
                }
            };
            let too_big = min > MAX_COUNT || max.is_some_and(|m| m > MAX_COUNT || m < min);
            if too_big {
                return Err("invalid repetition count(s)".to_owned());
            }
            atom = Node::Repeat {
                node: Box::new(atom),
                min,
                max,
            };
        }
        Err("too many repetition operators".to_owned())
    }
}
