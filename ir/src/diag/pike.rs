//! Compiles a [`Node`] tree to a Pike VM program and runs linear-time searches.

use super::pattern::{Class, Node};

/// Upper bound on compiled program size (guards against `(a{1000}){1000}`).
const MAX_INSTS: usize = 200_000;

/// One VM instruction.
#[derive(Clone, Debug)]
enum Inst {
    Char(char),
    Any,
    Class(Class),
    Start,
    End,
    Split(usize, usize),
    Jmp(usize),
    Match,
}

/// A compiled regex performing unanchored searches.
#[derive(Clone, Debug)]
pub(super) struct Program {
    insts: Vec<Inst>,
}

impl Program {
    /// Compiles a syntax tree.
    pub(super) fn compile(node: &Node) -> Result<Program, String> {
        let mut c = Compiler { insts: Vec::new() };
        c.emit_node(node)?;
        c.push(Inst::Match)?;
        Ok(Program { insts: c.insts })
    }

    /// True if the regex matches anywhere in `text`.
    pub(super) fn is_match(&self, text: &str) -> bool {
        let chars: Vec<char> = text.chars().collect();
        let n = self.insts.len();
        let mut clist = ThreadSet::new(n);
        let mut nlist = ThreadSet::new(n);
        for pos in 0..=chars.len() {
            // Unanchored search: start a new thread at every position.
            if self.add(&mut clist, 0, pos, chars.len()) {
                return true;
            }
            let Some(&c) = chars.get(pos) else { break };
            nlist.clear();
            for &pc in &clist.dense {
                let ok = match self.insts.get(pc) {
                    Some(Inst::Char(x)) => *x == c,
                    Some(Inst::Any) => true,
                    Some(Inst::Class(cls)) => cls.matches(c),
                    _ => false,
                };
                if ok && self.add(&mut nlist, pc + 1, pos + 1, chars.len()) {
                    return true;
                }
            }
            std::mem::swap(&mut clist, &mut nlist);
        }
        false
    }

    /// Adds the epsilon closure of `pc` to `set`; returns true if `Match` is reached.
    fn add(&self, set: &mut ThreadSet, pc: usize, pos: usize, len: usize) -> bool {
        let mut stack = vec![pc];
        while let Some(pc) = stack.pop() {
            if !set.insert(pc) {
                continue;
            }
            match self.insts.get(pc) {
                Some(Inst::Match) => return true,
                Some(Inst::Jmp(t)) => stack.push(*t),
                Some(Inst::Split(a, b)) => {
                    stack.push(*b);
                    stack.push(*a);
                }
                Some(Inst::Start) if pos == 0 => stack.push(pc + 1),
                Some(Inst::End) if pos == len => stack.push(pc + 1),
                _ => {}
            }
        }
        false
    }
}

/// Sparse set of program counters.
struct ThreadSet {
    dense: Vec<usize>,
    member: Vec<bool>,
}

impl ThreadSet {
    fn new(n: usize) -> Self {
        ThreadSet {
            dense: Vec::with_capacity(n),
            member: vec![false; n + 1],
        }
    }

    fn insert(&mut self, pc: usize) -> bool {
        match self.member.get_mut(pc) {
            Some(m) if !*m => {
                *m = true;
                self.dense.push(pc);
                true
            }
            _ => false,
        }
    }

    fn clear(&mut self) {
        for &pc in &self.dense {
            if let Some(m) = self.member.get_mut(pc) {
                *m = false;
            }
        }
        self.dense.clear();
    }
}

/// Program builder.
struct Compiler {
    insts: Vec<Inst>,
}

impl Compiler {
    fn push(&mut self, inst: Inst) -> Result<usize, String> {
        if self.insts.len() >= MAX_INSTS {
            return Err("regular expression too big".to_owned());
        }
        self.insts.push(inst);
        Ok(self.insts.len() - 1)
    }

    fn patch(&mut self, at: usize, inst: Inst) {
        if let Some(slot) = self.insts.get_mut(at) {
            *slot = inst;
        }
    }

    fn emit_node(&mut self, node: &Node) -> Result<(), String> {
        match node {
            Node::Empty => {}
            Node::Char(c) => {
                self.push(Inst::Char(*c))?;
            }
            Node::Any => {
                self.push(Inst::Any)?;
            }
            Node::Class(cls) => {
                self.push(Inst::Class(cls.clone()))?;
            }
            Node::Start => {
                self.push(Inst::Start)?;
            }
            Node::End => {
                self.push(Inst::End)?;
            }
            Node::Concat(items) => {
                for item in items {
                    self.emit_node(item)?;
                }
            }
            Node::Alt(branches) => self.emit_alt(branches)?,
            Node::Repeat { node, min, max } => self.emit_repeat(node, *min, *max)?,
        }
        Ok(())
    }

    fn emit_alt(&mut self, branches: &[Node]) -> Result<(), String> {
        let mut jumps = Vec::new();
        let last = branches.len().saturating_sub(1);
        for (i, branch) in branches.iter().enumerate() {
            if i == last {
                self.emit_node(branch)?;
                break;
            }
            let split = self.push(Inst::Jmp(0))?;
            self.emit_node(branch)?;
            jumps.push(self.push(Inst::Jmp(0))?);
            let next = self.insts.len();
            self.patch(split, Inst::Split(split + 1, next));
        }
        let end = self.insts.len();
        for j in jumps {
            self.patch(j, Inst::Jmp(end));
        }
        Ok(())
    }

    fn emit_repeat(&mut self, node: &Node, min: u32, max: Option<u32>) -> Result<(), String> {
        for _ in 0..min {
            self.emit_node(node)?;
        }
        match max {
            None => {
                // L: split body, end; body; jmp L
                let split = self.push(Inst::Jmp(0))?;
                self.emit_node(node)?;
                self.push(Inst::Jmp(split))?;
                let end = self.insts.len();
                self.patch(split, Inst::Split(split + 1, end));
            }
            Some(max) => {
                let mut splits = Vec::new();
                for _ in min..max {
                    splits.push(self.push(Inst::Jmp(0))?);
                    self.emit_node(node)?;
                }
                let end = self.insts.len();
                for s in splits {
                    self.patch(s, Inst::Split(s + 1, end));
                }
            }
        }
        Ok(())
    }
}
