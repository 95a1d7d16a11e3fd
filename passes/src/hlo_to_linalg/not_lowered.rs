//! Structured hlo ops `--hlo-legalize-to-linalg` does not lower, each failing with the reason
//! (listed in docs/lowering/hlo-to-linalg.md).

use super::builder::Builder;
use super::Lowering;
use xla_ir::{Diag, ValueId};

/// The op and why it stays.
const REASONS: &[(&str, &str)] = &[
    ("hlo.rng_bit_generator", "the random bit algorithms (Three Fry, Philox) keep sequential state; they have no structured form yet"),
];

pub fn lowerings() -> Vec<Lowering> {
    REASONS.iter().map(|(op, _)| Lowering { op, lower: refuse }).collect()
}

fn refuse(b: &mut Builder<'_, '_>, _: &[ValueId]) -> Result<bool, Diag> {
    let name = b.op().name_str().to_string();
    let why = REASONS.iter().find(|(op, _)| *op == name).map_or("not lowered", |(_, why)| why);
    Err(b.fail(format!("{name} is not lowered: {why} (see docs/lowering/hlo-to-linalg.md)")))
}
