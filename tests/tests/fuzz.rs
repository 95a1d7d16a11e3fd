//! The fuzz targets (tests/src/fuzz.rs) driven by a seeded mutation loop, on a stable
//! toolchain: `XLA_FUZZ_ITERATIONS` mutants per target (default 400), from seed
//! `XLA_FUZZ_SEED` (default 1), `XLA_FUZZ_TARGETS` a comma-separated subset. A panicking
//! input is minimized and written to `target/fuzz-crashes/`; copy it into
//! `tests/fuzz_regressions/TARGET/` once fixed. `scripts/fuzz-long` runs many more.

use xla_tests::fuzz::{minimize, mutate, panics, run_one, seeds, Target, COMPARED};
use xla_tests::{repo_root, Rng};

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn targets() -> Vec<Target> {
    match std::env::var("XLA_FUZZ_TARGETS") {
        Ok(list) if !list.is_empty() => list
            .split(',')
            .map(|n| Target::from_name(n.trim()).unwrap_or_else(|| panic!("no fuzz target '{n}'")))
            .collect(),
        _ => Target::ALL.to_vec(),
    }
}

#[test]
fn seeded_mutants_never_panic() {
    let iterations = env_number("XLA_FUZZ_ITERATIONS", 400) as usize;
    let seed = env_number("XLA_FUZZ_SEED", 1);
    let mut crashes = Vec::new();
    for target in targets() {
        let corpus = seeds(target);
        assert!(!corpus.is_empty(), "{}: no seed inputs", target.name());
        let mut rng = Rng::new(seed ^ (target as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let start = std::time::Instant::now();
        let compared = COMPARED.load(std::sync::atomic::Ordering::Relaxed);
        for i in 0..iterations {
            let base = &corpus[rng.below(corpus.len())];
            let input = if i < corpus.len().min(iterations / 4) {
                corpus[i].clone()
            } else {
                mutate(&mut rng, base)
            };
            if let Some(message) = panics(target, &input) {
                let small = minimize(target, &input, 400);
                let dir = repo_root().join("target/fuzz-crashes");
                std::fs::create_dir_all(&dir).unwrap();
                let path = dir.join(format!("{}-seed{seed}-{i}", target.name()));
                std::fs::write(&path, &small).unwrap();
                crashes.push(format!(
                    "{}: mutant {i} panics: {message}\n  minimized to {} bytes: {}\n{}",
                    target.name(),
                    small.len(),
                    path.display(),
                    String::from_utf8_lossy(&small)
                ));
                break;
            }
        }
        println!(
            "fuzz {}: {iterations} inputs from seed {seed} in {:.1} s, {} seeds, {} run before and after and compared",
            target.name(),
            start.elapsed().as_secs_f64(),
            corpus.len(),
            COMPARED.load(std::sync::atomic::Ordering::Relaxed) - compared
        );
    }
    assert!(crashes.is_empty(), "{}", crashes.join("\n"));
}

/// Inputs that made a target panic once (minimized): each must run clean now.
#[test]
fn fuzz_regressions_stay_fixed() {
    let root = repo_root().join("tests/fuzz_regressions");
    let mut count = 0;
    for target in Target::ALL {
        let Ok(dir) = std::fs::read_dir(root.join(target.name())) else {
            continue;
        };
        let mut files: Vec<_> = dir.flatten().map(|e| e.path()).collect();
        files.sort();
        for file in files {
            let data = std::fs::read(&file).unwrap();
            run_one(target, &data);
            count += 1;
        }
    }
    assert!(count > 0, "no regression inputs under {}", root.display());
    println!("fuzz regressions: {count} inputs run clean");
}
