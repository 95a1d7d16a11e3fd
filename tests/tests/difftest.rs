//! Differential testing of the lowering on random programs (tests/src/random_program,
//! docs/testing.md): each seeded program runs in the interpreter as written and after
//! `--canonicalize`, `--lower-to-loops` and `--lower-to-llvm`; every level must agree with
//! it. A failure prints the seed, the program, its inputs, the differing values and a
//! minimized program. `DIFFTEST_FROM` / `DIFFTEST_COUNT` pick other seeds.

use xla_tests::random_program::{
    check::check_levels,
    generate,
    run::{env_u64, run_seeds},
};

#[test]
fn random_programs_agree_at_every_level() {
    let ctx = xla_tests::context();
    let summary = run_seeds(
        &ctx,
        env_u64("DIFFTEST_FROM", 0),
        env_u64("DIFFTEST_COUNT", 300),
        env_u64("DIFFTEST_MINIMIZE", 1) == 1,
        true,
        &check_levels,
    );
    for (_, report) in &summary.failed {
        println!("{report}");
    }
    summary.print("random programs through canonicalize, lower-to-loops, lower-to-llvm");
    assert!(
        summary.failed.is_empty(),
        "{} random programs give different results (reports above)",
        summary.failed.len()
    );
    // Most programs must reach every level: unsupported ones prove nothing.
    assert!(
        summary.passed * 10 >= summary.passed + summary.unsupported_count(),
        "fewer than 90% of the programs run at every level"
    );
}

#[test]
fn programs_are_deterministic_and_cover_every_element_type() {
    assert_eq!(generate(7).text, generate(7).text);
    assert_ne!(generate(7).text, generate(8).text);
    let texts: String = (0..200).map(|s| generate(s).text).collect();
    for ty in [
        "xf32>",
        "xf64>",
        "xf16>",
        "xbf16>",
        "xi32>",
        "xi64>",
        "xi8>",
        "xui8>",
        "xi1>",
        "xcomplex<f32>>",
    ] {
        assert!(texts.contains(ty), "no program uses {ty}");
    }
    for op in [
        "hlo.dot_general",
        "hlo.convolution",
        "hlo.while",
        "\"hlo.if\"",
        "\"hlo.case\"",
        "hlo.reduce",
        "reducer(",
        "hlo.transpose",
        "hlo.pad",
        "hlo.concatenate",
        "hlo.iota",
        "hlo.select",
        "hlo.broadcast_in_dim",
    ] {
        assert!(texts.contains(op), "no program uses {op}");
    }
}

/// The checker sees a wrong pass: `--test-break-results` (a - b becomes b - a) changes the
/// results of some generated program with a subtraction, and `compare` reports it.
#[test]
fn the_checker_catches_a_wrong_pass() {
    use xla_tests::random_program::check::{compare, lower, reference, run_main};
    let ctx = xla_tests::context();
    let caught = (0..400)
        .map(generate)
        .filter(|p| p.text.contains("hlo.subtract"))
        .find_map(|p| {
            let (m, inputs, expected) = reference(&ctx, &p).ok()?;
            let broken = lower(&ctx, &m, &["test-break-results"]).ok()?;
            let got = run_main(&ctx, &broken, &inputs).ok()?;
            compare(&expected, &got).err()
        });
    let why =
        caught.expect("no generated program's results change when its subtraction is swapped");
    assert!(
        why.contains("elements differ") && why.contains("expected"),
        "{why}"
    );
}

/// The minimizer keeps what makes a program "fail" (here: giving the same results) and drops
/// the rest; its output verifies and has an input per argument.
#[test]
fn the_minimizer_shrinks_and_keeps_the_failure() {
    use xla_tests::random_program::check::{compare, reference};
    use xla_tests::random_program::minimize::minimize;
    let ctx = xla_tests::context();
    let p = generate(0);
    let (_, _, expected) = reference(&ctx, &p).expect("seed 0 runs");
    let fails = |q: &xla_tests::random_program::Program| {
        reference(&ctx, q).is_ok_and(|(_, _, got)| compare(&expected, &got).is_ok())
    };
    let small = minimize(&p, &fails);
    assert!(fails(&small), "{}", small.text);
    assert!(
        small.lines.len() * 2 < p.lines.len(),
        "not smaller:\n{}",
        small.text
    );
    assert_eq!(small.args.len(), small.inputs.len());
}
