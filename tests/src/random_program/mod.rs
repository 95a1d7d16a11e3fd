//! A random program generator for the hlo dialect, for differential testing of the lowering
//! (see docs/testing.md). [`generate`] turns a seed into a [`Program`]: a `func.func @main` in
//! hlo-dialect MLIR text with random shapes (rank 0–4, sizes 0, 1 and odd), element types and
//! ops, and random inputs for its arguments. The same seed always gives the same program.
//!
//! Values carry an *exact* flag: true when every IEEE evaluation order gives the same bits
//! (inputs, data movement, integer ops, single correctly rounded float ops). Discontinuous
//! ops (compare, floor, sign, float→int convert, argmax) only take exact operands, so an
//! allowed last-ulp difference (a transcendental approximation, a reassociated sum) never
//! turns into a different branch or integer.

mod contraction;
mod control;
mod elementwise;
mod inputs;
mod reduce;
mod shape_ops;
mod types;

pub mod check;
pub mod magnitude;
pub mod minimize;
pub mod run;

pub use inputs::{Input, InputData};
pub use types::{Elem, Ty, ALL_ELEMS};

use crate::Rng;

/// A value of the program being built.
#[derive(Clone, Debug)]
pub struct Val {
    pub name: String,
    pub ty: Ty,
    /// Bit-reproducible under any IEEE evaluation order (see the module docs).
    pub exact: bool,
}

/// A generated program: `@main`'s arguments, body lines and results, its inputs, and the
/// seed that made it.
#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    pub text: String,
    pub inputs: Vec<Input>,
    pub args: Vec<Val>,
    pub lines: Vec<String>,
    pub results: Vec<Val>,
    /// Every value defined at the top level of `@main` (for the minimizer).
    pub values: Vec<Val>,
}

impl Program {
    /// The module text of `args`, `lines` and `results`.
    pub fn render(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| format!("{}: {}", a.name, a.ty))
            .collect();
        let types: Vec<String> = self.results.iter().map(|r| r.ty.to_string()).collect();
        let names: Vec<String> = self.results.iter().map(|r| r.name.clone()).collect();
        let mut text = format!(
            "// difftest seed {}\nmodule {{\n  func.func @main({}) -> ({}) {{\n",
            self.seed,
            args.join(", "),
            types.join(", ")
        );
        for l in &self.lines {
            text.push_str(l);
            text.push('\n');
        }
        text.push_str(&format!(
            "    return {} : {}\n  }}\n}}\n",
            names.join(", "),
            types.join(", ")
        ));
        text
    }
}

/// The most elements a generated tensor has (the interpreter runs every level in a debug build).
pub const MAX_ELEMENTS: i64 = 400;

/// The generator's state: the function being built.
pub(crate) struct Gen {
    pub rng: Rng,
    lines: Vec<String>,
    /// Values in scope (the function's, or a region's while it is built).
    pub pool: Vec<Val>,
    args: Vec<Val>,
    inputs: Vec<Input>,
    next: usize,
    indent: usize,
    /// Ops left in the budget (regions spend it too).
    pub budget: usize,
}

impl Gen {
    fn new(seed: u64) -> Gen {
        // Seeds that differ in one bit give unrelated programs.
        let mixed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
        Gen {
            rng: Rng::new(mixed),
            lines: Vec::new(),
            pool: Vec::new(),
            args: Vec::new(),
            inputs: Vec::new(),
            next: 0,
            indent: 1,
            budget: 0,
        }
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len())]
    }
    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.rng.below((hi - lo + 1) as usize) as i64
    }

    /// A fresh SSA name.
    pub fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// Appends a line at the current nesting.
    pub fn line(&mut self, text: String) {
        self.lines
            .push(format!("{}{}", "  ".repeat(self.indent + 1), text));
    }

    /// Emits `%name = <rhs>` and adds the value to the pool.
    pub fn def(&mut self, rhs: String, ty: Ty, exact: bool) -> Val {
        let name = self.fresh();
        self.line(format!("{name} = {rhs}"));
        let v = Val { name, ty, exact };
        self.pool.push(v.clone());
        v
    }

    /// A region's lines are nested one level deeper; its values leave the pool at its end.
    pub fn enter(&mut self) -> usize {
        self.indent += 1;
        self.pool.len()
    }
    pub fn leave(&mut self, pool_len: usize) {
        self.indent -= 1;
        self.pool.truncate(pool_len);
    }

    /// A new argument of `@main` with random contents.
    pub fn arg(&mut self, ty: Ty) -> Val {
        let name = format!("%arg{}", self.args.len());
        let v = Val {
            name,
            ty: ty.clone(),
            exact: true,
        };
        let input = inputs::random_input(&mut self.rng, ty);
        self.inputs.push(input);
        self.args.push(v.clone());
        self.pool.push(v.clone());
        v
    }

    /// A splat constant.
    pub fn splat(&mut self, ty: &Ty, v: f64) -> Val {
        let lit = ty.elem.literal(v);
        self.def(
            format!("hlo.constant dense<{lit}> : {ty}"),
            ty.clone(),
            true,
        )
    }

    /// A random dimension size (0, 1 and odd sizes included).
    pub fn dim(&mut self) -> i64 {
        self.pick(&[1, 1, 2, 3, 3, 4, 5, 7, 7, 0, 33, 6])
    }

    /// A random shape of rank 0–4 with at most [`MAX_ELEMENTS`] elements.
    pub fn shape(&mut self) -> Vec<i64> {
        let rank = self.pick(&[0, 1, 1, 2, 2, 2, 3, 3, 4]);
        let mut shape: Vec<i64> = (0..rank).map(|_| self.dim()).collect();
        while shape.iter().product::<i64>() > MAX_ELEMENTS {
            let i = self.below(shape.len());
            shape[i] = (shape[i] / 3).max(1);
        }
        shape
    }

    pub fn elem(&mut self) -> Elem {
        // f32 most often: it is what the optimizations target.
        self.pick(&[
            Elem::F32,
            Elem::F32,
            Elem::F32,
            Elem::F64,
            Elem::F16,
            Elem::BF16,
            Elem::I32,
            Elem::I64,
            Elem::I8,
            Elem::UI8,
            Elem::I1,
            Elem::C64,
        ])
    }

    /// An operand: usually one of the latest values (so ops chain), sometimes any, sometimes a
    /// new argument.
    pub fn operand(&mut self, filter: impl Fn(&Val) -> bool) -> Option<Val> {
        let fits: Vec<usize> = (0..self.pool.len())
            .filter(|&i| filter(&self.pool[i]))
            .collect();
        if fits.is_empty() {
            return None;
        }
        let i = if self.chance(60) {
            fits.len() - 1 - self.below(fits.len().min(3))
        } else {
            self.below(fits.len())
        };
        Some(self.pool[fits[i]].clone())
    }

    /// Any operand, or a new argument when the pool is empty.
    pub fn any_operand(&mut self) -> Val {
        match self.operand(|_| true) {
            Some(v) => v,
            None => {
                let ty = Ty::new(self.shape(), self.elem());
                self.arg(ty)
            }
        }
    }
}

/// One random op (or a few, for ops whose operands need preparing).
fn step(g: &mut Gen) {
    g.budget = g.budget.saturating_sub(1);
    match g.below(100) {
        0..=29 => elementwise::random(g),
        30..=35 => shape_ops::broadcast(g),
        36..=43 => reduce::random(g),
        44..=48 => shape_ops::transpose(g),
        49..=53 => shape_ops::slice(g),
        54..=57 => shape_ops::concatenate(g),
        58..=61 => shape_ops::reshape(g),
        62..=65 => shape_ops::pad(g),
        66..=68 => shape_ops::iota(g),
        69..=76 => contraction::dot_general(g),
        77..=81 => contraction::convolution(g),
        82..=87 => control::while_loop(g),
        88..=93 => control::if_or_case(g),
        _ => {
            let ty = Ty::new(g.shape(), g.elem());
            g.arg(ty);
        }
    }
}

/// Ops emitted in scope `g` until the budget given is spent (used by region bodies too).
pub(crate) fn steps(g: &mut Gen, n: usize) {
    for _ in 0..n {
        step(g);
    }
}

/// The program of `seed`.
pub fn generate(seed: u64) -> Program {
    let mut g = Gen::new(seed);
    let first = g.range(1, 2);
    for _ in 0..first {
        let ty = Ty::new(g.shape(), g.elem());
        g.arg(ty);
    }
    let n = g.range(3, 10) as usize;
    g.budget = n * 2;
    steps(&mut g, n);
    // Results: the last value and up to two others that are not arguments.
    let mut results: Vec<Val> = Vec::new();
    let defined: Vec<Val> = g
        .pool
        .iter()
        .filter(|v| !v.name.starts_with("%arg"))
        .cloned()
        .collect();
    if let Some(last) = defined.last() {
        results.push(last.clone());
    }
    for _ in 0..g.below(3) {
        if defined.is_empty() {
            break;
        }
        let v = defined[g.below(defined.len())].clone();
        if !results.iter().any(|r| r.name == v.name) {
            results.push(v);
        }
    }
    if results.is_empty() {
        results.push(g.args[0].clone());
    }
    let values = g
        .pool
        .iter()
        .filter(|v| !v.name.starts_with("%arg"))
        .cloned()
        .collect();
    let mut p = Program {
        seed,
        text: String::new(),
        inputs: g.inputs,
        args: g.args,
        lines: g.lines,
        results,
        values,
    };
    p.text = p.render();
    p
}
