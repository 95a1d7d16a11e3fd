//! Mutates valid inputs at random: parsing, verifying and printing must never panic, and
//! whatever verifies must print to text that parses and verifies again.

use xla_tests::fuzz::TOKENS;
use xla_tests::{chunks, context, lit_files, parse_and_verify, print, Rng};

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut s: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        if s.is_empty() {
            break;
        }
        let at = rng.below(s.len());
        match rng.below(5) {
            0 => {
                let len = 1 + rng.below(8).min(s.len() - at);
                s.drain(at..(at + len).min(s.len()));
            }
            1 => {
                let tok = TOKENS[rng.below(TOKENS.len())];
                for (i, c) in tok.chars().enumerate() {
                    s.insert(at + i, c);
                }
            }
            2 => s.truncate(at),
            3 => {
                let c = s[rng.below(s.len())];
                s[at] = c;
            }
            _ => {
                let end = (at + 1 + rng.below(40)).min(s.len());
                let piece: Vec<char> = s[at..end].to_vec();
                let to = rng.below(s.len());
                for (i, c) in piece.into_iter().enumerate() {
                    s.insert(to + i, c);
                }
            }
        }
    }
    s.into_iter().collect()
}

#[test]
fn random_mutations_never_panic() {
    let mut ctx = context();
    ctx.allow_unregistered = true;
    let seeds: Vec<String> = lit_files()
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .flat_map(|t| chunks(&t))
        .collect();
    assert!(!seeds.is_empty(), "no lit inputs found");
    let mut rng = Rng::new(0x5eed);
    let (mut parsed, mut total) = (0, 0);
    for round in 0..3000 {
        let seed = &seeds[round % seeds.len()];
        let text = mutate(&mut rng, seed);
        total += 1;
        if let Ok(m) = parse_and_verify(&ctx, "mutant.mlir", &text) {
            parsed += 1;
            // The generic form must always round-trip. The pretty form may not where upstream's
            // own format loses types (an `arith.addi` of `tensor<4xi32>` and `tensor<?xi32>`
            // verifies, and mlir-opt 22 prints it with one type too).
            let generic = print(&ctx, &m, true);
            if let Err(e) = parse_and_verify(&ctx, "printed.mlir", &generic) {
                panic!("verified mutant prints to generic text that fails: {e}\n--- mutant:\n{text}\n--- printed:\n{generic}");
            }
            let printed = print(&ctx, &m, false);
            if let Err(e) = parse_and_verify(&ctx, "printed.mlir", &printed) {
                let lossy = e.contains("expects different type than prior uses");
                assert!(lossy, "verified mutant prints to text that fails: {e}\n--- mutant:\n{text}\n--- printed:\n{printed}");
            }
        }
    }
    println!("robustness: {total} mutants, {parsed} still valid, 0 panics");
}

#[test]
fn deep_nesting_is_an_error_or_works_never_a_crash() {
    let mut ctx = context();
    ctx.allow_unregistered = true;
    let depth = 50_000;
    let mut text = String::new();
    for _ in 0..depth {
        text.push_str("\"t.op\"() ({\n");
    }
    for _ in 0..depth {
        text.push_str("}) : () -> ()\n");
    }
    if let Ok(m) = parse_and_verify(&ctx, "deep.mlir", &text) {
        let printed = print(&ctx, &m, true);
        assert!(printed.len() > depth * 10);
    }
    let deep_type = format!(
        "func.func private @f({}i32{})",
        "tuple<".repeat(depth),
        ">".repeat(depth)
    );
    let _ = parse_and_verify(&ctx, "deep_type.mlir", &deep_type);
}

#[test]
fn deeply_nested_isolated_ops_are_a_located_error() {
    let ctx = context();
    let depth = 3_000;
    let text = format!("{}{}", "module {".repeat(depth), "}".repeat(depth));
    let err = parse_and_verify(&ctx, "deep_modules.mlir", &text).expect_err("too deep to accept");
    assert!(
        err.contains(
            "'builtin.module' op isolated-from-above operations nested more than 2048 levels deep"
        ),
        "{err}"
    );
    assert!(err.starts_with("deep_modules.mlir:1:"), "{err}");
    // Past the parser's nesting limit (docs/limits.md), parsing stops first.
    let depth = 20_000;
    let text = format!("{}{}", "module {".repeat(depth), "}".repeat(depth));
    let err = parse_and_verify(&ctx, "deep_modules.mlir", &text).expect_err("too deep to parse");
    assert!(
        err.contains("nesting exceeds the limit of 4096 levels"),
        "{err}"
    );
    assert!(err.starts_with("deep_modules.mlir:1:"), "{err}");
    let ok = format!("{}{}", "module {".repeat(1000), "}".repeat(1000));
    parse_and_verify(&ctx, "ok.mlir", &ok).expect("1000 nested modules verify");
}
