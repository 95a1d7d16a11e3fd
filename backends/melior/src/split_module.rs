//! Splitting a lowered module for code generation on two threads: LLVM compiles one module on
//! one thread (its optimization pipeline and instruction selection are sequential), and most of
//! a product's or a model's compile time is in a few large functions the lowering outlined
//! (packing and macro-kernel leaves, parallel loop bodies). The *side* parts take such
//! functions (all the leaves, then others up to a share of the module's weight) and are
//! compiled to objects on a second thread while the *main* part, holding everything else with
//! the side functions declared, goes through the execution engine; the side's addresses are
//! registered with the engine before its code is generated (docs/backends/melior.md, "Two
//! compile threads").
//!
//! A function may go to the side when the lowering outlined it (`noinline` in its
//! `passthrough`, not `optnone`: unoptimized code compiles fast), something else in the module
//! refers to it (the host calls only unreferenced entries, through the engine's wrappers), and
//! it refers to nothing but other such functions and constant globals (the side objects are
//! linked apart: the runtime's symbols are registered with the engine). Leaves (`optsize`,
//! calling only leaves) form a part of their own, which gets a short pipeline.

use std::collections::{BTreeMap, BTreeSet};
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Body, Context, Module, OpId};

/// A split module: the main part and the side parts compiled on the other thread.
pub struct Split {
    /// The module with the side functions declared only.
    pub main: Module,
    /// The side parts (at most two: the leaves, then the rest).
    pub sides: Vec<Side>,
}

impl Split {
    /// Every side function's name.
    pub fn side_functions(&self) -> Vec<String> {
        self.sides
            .iter()
            .flat_map(|s| s.functions.iter().cloned())
            .collect()
    }
}

/// One side part: its functions (external linkage), the side functions of other parts they
/// call (declared) and the globals they use.
pub struct Side {
    pub module: Module,
    pub functions: Vec<String>,
    /// Only leaves (`optsize`: code our generator already unrolled and vectorized, such as
    /// the matmul kernel's packing and macro-kernel): compiled with a short pipeline.
    pub leaves: bool,
}

/// Weight of an `optnone` function's op against an optimized one's: LLVM compiles it with
/// the fast instruction selector and no IR passes (the transformer's 13k-op entry took a third
/// of the compile, its other functions' 4k ops two thirds: docs/performance.md, session 16).
const OPTNONE_WEIGHT: f64 = 0.2;

struct Function {
    op: OpId,
    ops: usize,
    defined: bool,
    outlined: bool,
    optnone: bool,
    optsize: bool,
    refs: BTreeSet<String>,
}

impl Function {
    fn weight(&self) -> f64 {
        self.ops as f64 * if self.optnone { OPTNONE_WEIGHT } else { 1.0 }
    }
}

/// Weight of a leaf's op in its short pipeline against `default<O2>`'s (the 1024² product's
/// macro-kernel: 38-40 ms of optimization -> 6, code generation alike).
const LEAF_WEIGHT: f64 = 0.5;

/// How `split` divides a module.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// The share of the weight the side may take.
    pub share: f64,
    /// The weight, in ops, of the main part's fixed cost (the execution engine's setup),
    /// counted in the total the share applies to.
    pub main_fixed_ops: f64,
    /// A lighter side is not worth its thread and second JIT.
    pub min_side_ops: f64,
}

/// Splits `module` (lowered to the llvm dialect) as `policy` says; `None` when the side
/// would weigh less than `policy.min_side_ops`.
pub fn split(ctx: &Context, module: &Module, policy: Policy) -> Option<Split> {
    let body = module.body();
    let top = top_ops(body);
    let func_name = ctx.op_name(llvm_ops::FuncOp::NAME);
    let global_name = ctx.op_name(llvm_ops::GlobalOp::NAME);
    let mut functions: BTreeMap<String, Function> = BTreeMap::new();
    let mut constants: BTreeSet<String> = BTreeSet::new();
    let mut referenced: BTreeSet<String> = BTreeSet::new();
    for &op in &top {
        let data = body.op(op);
        let mut refs = rustc_hash::FxHashSet::default();
        xla_passes::optnone_straight_line::referenced_symbols(ctx, body, op, &mut refs);
        let mut refs: BTreeSet<String> = refs
            .iter()
            .map(|&s| ctx.symbol_str(s).to_string())
            .collect();
        let Some(name) = symbol_name(ctx, body, op).map(str::to_string) else {
            referenced.extend(refs);
            continue;
        };
        refs.remove(&name);
        referenced.extend(refs.iter().cloned());
        if data.name == global_name {
            if has_unit(ctx, data, "constant") {
                constants.insert(name);
            }
        } else if data.name == func_name {
            let items = xla_passes::llvm_passthrough::items(ctx, data);
            let has = |mark: &str| {
                items
                    .iter()
                    .any(|&a| xla_passes::llvm_passthrough::item_key(ctx, a) == Some(mark))
            };
            let (ops, defined) = match data.isolated_body() {
                Some(b) => (
                    b.all_ops().count(),
                    b.root_regions()
                        .iter()
                        .any(|&r| b.region_blocks(r).next().is_some()),
                ),
                None => (0, false),
            };
            functions.insert(
                name,
                Function {
                    op,
                    ops,
                    defined,
                    outlined: has("noinline"),
                    optnone: has("optnone"),
                    optsize: has("optsize"),
                    refs,
                },
            );
        }
    }
    // Candidates, shrunk until every reference of one is a candidate or a constant.
    let candidates = shrink(
        &functions,
        functions
            .iter()
            .filter(|(n, f)| f.defined && f.outlined && !f.optnone && referenced.contains(*n))
            .map(|(n, _)| n.clone())
            .collect(),
        |set, r| set.contains(r) || constants.contains(r),
    );
    // Leaves: candidates that call only leaves; all of them go to the side.
    let leaves = shrink(
        &functions,
        candidates
            .iter()
            .filter(|n| functions[*n].optsize)
            .cloned()
            .collect(),
        |set, r| set.contains(r) || !candidates.contains(r),
    );
    let leaf_weight: f64 = leaves
        .iter()
        .map(|n| functions[n].weight() * LEAF_WEIGHT)
        .sum();
    let total: f64 = functions
        .values()
        .filter(|f| f.defined)
        .map(Function::weight)
        .sum::<f64>()
        + policy.main_fixed_ops
        - leaves.iter().map(|n| functions[n].weight()).sum::<f64>()
        + leaf_weight;
    // The rest heaviest first, each with the candidates it reaches (the side links alone).
    let mut order: Vec<&String> = candidates.iter().filter(|n| !leaves.contains(*n)).collect();
    order.sort_by(|a, b| functions[*b].weight().total_cmp(&functions[*a].weight()));
    let mut rest: BTreeSet<String> = BTreeSet::new();
    let mut side_weight = leaf_weight;
    for name in order {
        let mut group = BTreeSet::new();
        let mut stack = vec![name.clone()];
        while let Some(n) = stack.pop() {
            if rest.contains(&n) || leaves.contains(&n) || !group.insert(n.clone()) {
                continue;
            }
            stack.extend(
                functions[&n]
                    .refs
                    .iter()
                    .filter(|r| candidates.contains(*r))
                    .cloned(),
            );
        }
        let w: f64 = group.iter().map(|n| functions[n].weight()).sum();
        if side_weight + w <= policy.share * total {
            side_weight += w;
            rest.extend(group);
        }
    }
    if side_weight < policy.min_side_ops {
        return None;
    }
    let mut main = module.clone();
    {
        let body = main.body_mut();
        for name in leaves.iter().chain(&rest) {
            let data = body.op_mut(functions[name].op);
            make_external(ctx, data);
            if let Some(b) = data.isolated_body_mut() {
                *b = Body::with_root_regions(1);
            }
        }
    }
    let sides = [(leaves, true), (rest, false)]
        .into_iter()
        .filter(|(part, _)| !part.is_empty())
        .map(|(part, leaves)| Side {
            module: side_module(ctx, module, &top, &functions, &part),
            functions: part.into_iter().collect(),
            leaves,
        })
        .collect();
    Some(Split { main, sides })
}

/// A copy of `module` with the functions of `part` defined, the other functions they call
/// declared, the globals they use, and no other op.
fn side_module(
    ctx: &Context,
    module: &Module,
    top: &[OpId],
    functions: &BTreeMap<String, Function>,
    part: &BTreeSet<String>,
) -> Module {
    let func_name = ctx.op_name(llvm_ops::FuncOp::NAME);
    let global_name = ctx.op_name(llvm_ops::GlobalOp::NAME);
    let used: BTreeSet<&str> = part
        .iter()
        .flat_map(|n| functions[n].refs.iter().map(String::as_str))
        .collect();
    let mut side = module.clone();
    let body = side.body_mut();
    for &op in top {
        let data = body.op(op);
        let name = symbol_name(ctx, body, op);
        let defined = name.is_some_and(|n| part.contains(n));
        let declared = name.is_some_and(|n| used.contains(n));
        // Nothing else: the part's functions refer to functions and constant globals only
        // (constructor lists, aliases and the like stay with the main part).
        let keep = (data.name == func_name || data.name == global_name) && (defined || declared);
        if !keep {
            body.erase_op(op);
            continue;
        }
        if data.name == func_name {
            let data = body.op_mut(op);
            make_external(ctx, data);
            if !defined {
                if let Some(b) = data.isolated_body_mut() {
                    *b = Body::with_root_regions(1);
                }
            }
        }
    }
    side
}

/// `set` without its functions that refer to a symbol `allowed` rejects (given the set),
/// until none does.
fn shrink(
    functions: &BTreeMap<String, Function>,
    mut set: BTreeSet<String>,
    allowed: impl Fn(&BTreeSet<String>, &String) -> bool,
) -> BTreeSet<String> {
    loop {
        let keep: BTreeSet<String> = set
            .iter()
            .filter(|n| functions[*n].refs.iter().all(|r| allowed(&set, r)))
            .cloned()
            .collect();
        if keep.len() == set.len() {
            return keep;
        }
        set = keep;
    }
}

fn top_ops(body: &Body) -> Vec<OpId> {
    body.root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
        .collect()
}

fn has_unit(ctx: &Context, data: &xla_ir::OpData, name: &str) -> bool {
    let key = ctx.symbol(name);
    data.props
        .get(key)
        .or_else(|| data.attrs.get(key))
        .is_some()
}

/// External linkage and public visibility: the side object exports the function and the main
/// part declares it (a declaration must be external).
fn make_external(ctx: &Context, data: &mut xla_ir::OpData) {
    for key in ["linkage", "sym_visibility"] {
        data.props.remove_str(ctx, key);
        data.attrs.remove_str(ctx, key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &str = r#"module {
  llvm.mlir.global internal constant @table(dense<[1, 2]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @leaf(%arg0: i64) -> i64 attributes {passthrough = ["noinline", "optsize"]} {
    %0 = llvm.call @inner(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func internal @inner(%arg0: i64) -> i64 attributes {passthrough = ["noinline"]} {
    %0 = llvm.mlir.addressof @table : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i64
    %2 = llvm.add %1, %arg0 : i64
    llvm.return %2 : i64
  }
  llvm.func @allocates(%arg0: i64) -> !llvm.ptr attributes {passthrough = ["noinline"]} {
    %0 = llvm.call @malloc(%arg0) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @counts() -> i64 attributes {passthrough = ["noinline"]} {
    %0 = llvm.mlir.addressof @counter : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i64
    llvm.return %1 : i64
  }
  llvm.func @driver(%arg0: i64) -> i64 attributes {passthrough = ["noinline", "optnone"]} {
    %0 = llvm.call @leaf(%arg0) : (i64) -> i64
    %1 = llvm.call @allocates(%arg0) : (i64) -> !llvm.ptr
    %2 = llvm.call @counts() : () -> i64
    %3 = llvm.add %0, %2 : i64
    llvm.return %3 : i64
  }
  llvm.func @main(%arg0: i64) -> i64 {
    %0 = llvm.call @driver(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
}
"#;

    fn parsed() -> (Context, Module) {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        let module = xla_ir::asm::parse_module(&ctx, "split.mlir", MODULE).expect("parsed");
        (ctx, module)
    }

    /// (name, defined) of every function of `module`.
    fn functions(ctx: &Context, module: &Module) -> Vec<(String, bool)> {
        let body = module.body();
        let func = ctx.op_name(llvm_ops::FuncOp::NAME);
        top_ops(body)
            .into_iter()
            .filter(|&op| body.op(op).name == func)
            .map(|op| {
                let b = body.op(op).isolated_body().expect("isolated");
                let defined = b
                    .root_regions()
                    .iter()
                    .any(|&r| b.region_blocks(r).next().is_some());
                (
                    symbol_name(ctx, body, op).expect("named").to_string(),
                    defined,
                )
            })
            .collect()
    }

    #[test]
    fn the_side_takes_outlined_functions_that_link_alone() {
        let (ctx, module) = parsed();
        let policy = Policy {
            share: 1.0,
            main_fixed_ops: 0.0,
            min_side_ops: 0.0,
        };
        let split = split(&ctx, &module, policy).expect("a side part");
        // `allocates` calls malloc, `counts` reads a mutable global, `driver` is optnone and
        // `main` an entry: they stay.
        assert_eq!(split.side_functions(), ["inner", "leaf"]);
        assert_eq!(split.sides.len(), 1);
        assert!(!split.sides[0].leaves);
        let main = functions(&ctx, &split.main);
        let before = functions(&ctx, &module);
        assert_eq!(main.len(), before.len());
        for ((name, defined), (_, was)) in main.iter().zip(&before) {
            let moved = split.side_functions().contains(name);
            assert_eq!(*defined, *was && !moved, "{name} in main");
        }
        assert_eq!(
            functions(&ctx, &split.sides[0].module),
            [("leaf".to_string(), true), ("inner".to_string(), true)]
        );
        // Both parts declare or define `inner` with external linkage; the side keeps the
        // constant table `inner` reads, not the counter.
        let printed = xla_ir::asm::print_module(&ctx, &split.sides[0].module, &Default::default());
        assert!(!printed.contains("internal @inner"), "{printed}");
        assert!(printed.contains("@table"), "{printed}");
        assert!(!printed.contains("@counter"), "{printed}");
        let printed = xla_ir::asm::print_module(&ctx, &split.main, &Default::default());
        assert!(
            printed.contains("llvm.func @inner(i64) -> i64"),
            "{printed}"
        );
    }

    #[test]
    fn leaves_go_to_a_part_of_their_own() {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        // `inner` becomes a leaf (optsize), and `leaf`, which calls only it, too; `counts`
        // stays a candidate of the rest, and calls `inner`.
        let text = MODULE
            .replace(
                "@inner(%arg0: i64) -> i64 attributes {passthrough = [\"noinline\"]}",
                "@inner(%arg0: i64) -> i64 attributes {passthrough = [\"noinline\", \"optsize\"]}",
            )
            .replace(
                "%1 = llvm.load %0 : !llvm.ptr -> i64\n    llvm.return %1 : i64",
                "%1 = llvm.call @inner(%arg0) : (i64) -> i64\n    llvm.return %1 : i64",
            )
            .replace("@counter : !llvm.ptr", "@table : !llvm.ptr")
            .replace("@counts() -> i64", "@counts(%arg0: i64) -> i64")
            .replace(
                "llvm.call @counts() : () -> i64",
                "llvm.call @counts(%arg0) : (i64) -> i64",
            );
        let module = xla_ir::asm::parse_module(&ctx, "leaves.mlir", &text).expect("parsed");
        let policy = Policy {
            share: 1.0,
            main_fixed_ops: 0.0,
            min_side_ops: 0.0,
        };
        let split = split(&ctx, &module, policy).expect("a side part");
        assert_eq!(split.sides.len(), 2);
        assert!(split.sides[0].leaves && !split.sides[1].leaves);
        assert_eq!(split.sides[0].functions, ["inner", "leaf"]);
        assert_eq!(split.sides[1].functions, ["counts"]);
        // The rest declares the leaf it calls.
        assert_eq!(
            functions(&ctx, &split.sides[1].module),
            [("inner".to_string(), false), ("counts".to_string(), true)]
        );
    }

    #[test]
    fn a_function_goes_with_the_candidates_it_calls() {
        let (ctx, module) = parsed();
        // `leaf` (2 ops) needs `inner` (4 ops): a share of 5 of the 6 ops of the candidates
        // (plus driver's and the rest) takes `inner` alone.
        let total = 2.0 + 4.0 + 2.0 + 3.0 + OPTNONE_WEIGHT * 5.0 + 2.0;
        let policy = Policy {
            share: 5.0 / total,
            main_fixed_ops: 0.0,
            min_side_ops: 0.0,
        };
        let split = split(&ctx, &module, policy).expect("a side part");
        assert_eq!(split.side_functions(), ["inner"]);
        // A fixed cost of the main part counts in the total.
        let policy = Policy {
            share: 6.0 / (total + 10.0),
            main_fixed_ops: 10.0,
            min_side_ops: 0.0,
        };
        let split = super::split(&ctx, &module, policy).expect("a side part");
        assert_eq!(split.side_functions(), ["inner", "leaf"]);
        let policy = Policy {
            share: 1.0,
            main_fixed_ops: 0.0,
            min_side_ops: 7.0,
        };
        assert!(super::split(&ctx, &module, policy).is_none());
    }
}
