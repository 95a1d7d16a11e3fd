//! cargo-fuzz target: `xla_tests::fuzz::Target::LowerToLoops` (tests/src/fuzz.rs).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    xla_tests::fuzz::run_one(xla_tests::fuzz::Target::LowerToLoops, data);
});
