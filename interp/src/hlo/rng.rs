//! `hlo.rng_bit_generator` bit-exact with XLA's `RngBitGeneratorExpander`: THREE_FRY is
//! Threefry-2x32 (20 rounds) over counters `state[1] + i`; PHILOX (and DEFAULT, which XLA
//! maps to it) is Philox-4x32-10 over 128-bit counters `state[1..3] + i` (a 2-word state: `(state[1], state[0])`). Key = `state[0]`.
//! 64-bit outputs take one Threefry block per element (or half a Philox block); 32-bit
//! outputs split blocks along the first dimension above 1 as XLA's `ThreeFryRngBit32` does;
//! narrower types truncate 32-bit values.

use crate::dense::float_from_bits;
use crate::elementwise::{result_elem, result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::{checked_count, norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::attrs::rng::RngAlgorithm;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

fn split(x: u64) -> [u32; 2] {
    [x as u32, (x >> 32) as u32]
}
fn join(lo: u32, hi: u32) -> u64 {
    u64::from(lo) | (u64::from(hi) << 32)
}

/// Threefry-2x32 with 20 rounds, as XLA's `ThreeFry2x32`.
pub fn threefry2x32(input: [u32; 2], key: [u32; 2]) -> [u32; 2] {
    const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let mut x = [input[0].wrapping_add(ks[0]), input[1].wrapping_add(ks[1])];
    let round = |x: &mut [u32; 2], r: u32| {
        x[0] = x[0].wrapping_add(x[1]);
        x[1] = x[1].rotate_left(r) ^ x[0];
    };
    for i in 0..5u32 {
        let rotations = if i % 2 == 0 {
            &ROTATIONS[..4]
        } else {
            &ROTATIONS[4..]
        };
        for &r in rotations {
            round(&mut x, r);
        }
        x[0] = x[0].wrapping_add(ks[(i as usize + 1) % 3]);
        x[1] = x[1]
            .wrapping_add(ks[(i as usize + 2) % 3])
            .wrapping_add(i + 1);
    }
    x
}

/// Philox-4x32 with 10 rounds, as XLA's `Philox4x32`.
pub fn philox4x32(mut x: [u32; 4], mut key: [u32; 2]) -> [u32; 4] {
    const W32A: u32 = 0x9E37_79B9;
    const W32B: u32 = 0xBB67_AE85;
    const M4X32A: u64 = 0xD251_1F53;
    const M4X32B: u64 = 0xCD9E_8D57;
    for _ in 0..10 {
        let p0 = u64::from(x[0]) * M4X32A;
        let p1 = u64::from(x[2]) * M4X32B;
        x = [
            (p1 >> 32) as u32 ^ x[1] ^ key[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ x[3] ^ key[1],
            p0 as u32,
        ];
        key = [key[0].wrapping_add(W32A), key[1].wrapping_add(W32B)];
    }
    x
}

/// The random words of an output of `shape` with `bits` (32 or 64) and the new counter words.
fn threefry_bits(key: u64, counter: u64, shape: &[i64], bits: u32) -> (Vec<u64>, Vec<u64>) {
    let key = split(key);
    let dims: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
    let n: usize = dims.iter().product();
    let block = |i: usize| threefry2x32(split(counter.wrapping_add(i as u64)), key);
    if bits == 64 {
        // One block per element, counters in row-major order.
        let out = (0..n).map(|i| {
            let [lo, hi] = block(i);
            join(lo, hi)
        });
        return (out.collect(), vec![counter.wrapping_add(n as u64)]);
    }
    // XLA's ThreeFryRngBit32: the first dimension of size > 1 is halved; block (r, k) of the
    // halved shape gives rows 2r (first word) and 2r + 1 (second word), the padding row is
    // dropped when that dimension is odd.
    let Some(split_dim) = dims.iter().position(|&d| d > 1) else {
        // No dimension to split (one element or none): the first word of block 0.
        return (
            (0..n).map(|i| u64::from(block(i)[0])).collect(),
            vec![counter.wrapping_add(n as u64)],
        );
    };
    let rows = dims[split_dim];
    let inner: usize = dims[split_dim + 1..].iter().product();
    let half = rows.div_ceil(2) * inner;
    let blocks: Vec<[u32; 2]> = (0..half).map(block).collect();
    let mut out = Vec::with_capacity(n);
    for row in 0..rows {
        for k in 0..inner {
            out.push(u64::from(blocks[(row / 2) * inner + k][row % 2]));
        }
    }
    (out, vec![counter.wrapping_add(half as u64)])
}

/// 128-bit counter `(lo, hi) + i`.
fn add128(lo: u64, hi: u64, i: u64) -> (u64, u64) {
    let (new_lo, carry) = lo.overflowing_add(i);
    (new_lo, hi.wrapping_add(u64::from(carry)))
}

fn philox_bits(key: u64, lo: u64, hi: u64, n: usize, bits: u32) -> (Vec<u64>, Vec<u64>) {
    let key = split(key);
    let words32 = if bits == 64 { n * 2 } else { n };
    let blocks = words32.div_ceil(4);
    let outputs: Vec<[u32; 4]> = (0..blocks as u64)
        .map(|i| {
            let (l, h) = add128(lo, hi, i);
            let [a, b] = split(l);
            let [c, d] = split(h);
            philox4x32([a, b, c, d], key)
        })
        .collect();
    // Round-robin: block i gives elements 4i..4i+3 (32-bit) or 2i, 2i+1 (64-bit).
    let out: Vec<u64> = if bits == 64 {
        outputs
            .iter()
            .flat_map(|o| [join(o[0], o[1]), join(o[2], o[3])])
            .take(n)
            .collect()
    } else {
        outputs
            .iter()
            .flat_map(|o| o.map(u64::from))
            .take(n)
            .collect()
    };
    let (l, h) = add128(lo, hi, blocks as u64);
    (out, vec![l, h])
}

fn rng_bit_generator(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let state = tensor(ev, operands, 0)?;
    let words: Vec<u64> = state.ints().into_iter().map(|w| w as u64).collect();
    let alg = hlo_ops::rng::rng_algorithm(ev.op)?;
    let (ty, kind) = result_elem(ev, 1)?;
    let shape = result_shape(ev, 1)?;
    let n = checked_count(&shape).ok_or_else(|| ev.error("has too many output elements"))?;
    let width = match kind {
        ElemKind::Int { width, .. } => width,
        ElemKind::Float(k) => k.bit_width(),
        ElemKind::Bool => 1,
        ElemKind::Complex(_) => return Err(ev.error("cannot generate complex random bits")),
    };
    let bits = if width > 32 { 64 } else { 32 };
    let key = *words
        .first()
        .ok_or_else(|| ev.error("has an empty state"))?;
    let (raw, counters) = match alg {
        RngAlgorithm::ThreeFry => {
            let counter = *words
                .get(1)
                .ok_or_else(|| ev.error("THREE_FRY needs a state of 2 words"))?;
            threefry_bits(key, counter, &shape, bits)
        }
        // XLA's expander draws DEFAULT from Philox as well.
        RngAlgorithm::Philox | RngAlgorithm::Default => {
            let lo = *words
                .get(1)
                .ok_or_else(|| ev.error("PHILOX needs a state of 2 or 3 words"))?;
            // XLA (GetPhiloxStateOp): a 2-word state is reversed, so the key is the counter's high word.
            let hi = words.get(2).copied().unwrap_or(key);
            let (raw, mut counters) = philox_bits(key, lo, hi, n, bits);
            counters.truncate(words.len() - 1);
            (raw, counters)
        }
    };
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let data = match kind {
        ElemKind::Float(k) => float_from_bits(k, raw.iter().map(|&b| b & mask)),
        ElemKind::Int { width, signed } => Buffer::Int(
            raw.iter()
                .map(|&b| norm_int((b & mask) as i64, width, signed))
                .collect(),
        ),
        _ => Buffer::Bool(raw.iter().map(|&b| b & 1 != 0).collect()),
    };
    let output = Tensor {
        ty,
        kind,
        shape,
        data,
    };
    let mut new_state = vec![key as i64];
    new_state.extend(counters.iter().map(|&c| c as i64));
    let state_out = state.with_data(state.shape.clone(), Buffer::Int(new_state));
    Ok(vec![Value::Tensor(state_out), Value::Tensor(output)])
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::RngBitGeneratorOp::NAME, rng_bit_generator);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threefry_matches_the_reference_vector() {
        // Random123's known-answer test for threefry2x32_20 with zero key and counter.
        assert_eq!(threefry2x32([0, 0], [0, 0]), [0x6b20_0159, 0x99ba_4efe]);
    }

    #[test]
    fn philox_matches_the_reference_vector() {
        // Random123's known-answer test for philox4x32_10 with zero key and counter.
        assert_eq!(
            philox4x32([0; 4], [0; 2]),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
    }

    #[test]
    fn thirty_two_bit_outputs_split_blocks_like_xla() {
        // Rows 2r and 2r + 1 come from the two words of block r (XLA's ThreeFryRngBit32).
        let (out, state) = threefry_bits(7, 3, &[3], 32);
        let b0 = threefry2x32(split(3), split(7));
        let b1 = threefry2x32(split(4), split(7));
        assert_eq!(out, vec![b0[0] as u64, b0[1] as u64, b1[0] as u64]);
        assert_eq!(state, vec![5]);
        let (out, state) = threefry_bits(7, 3, &[1, 2, 2], 32);
        assert_eq!(
            out,
            vec![b0[0] as u64, b1[0] as u64, b0[1] as u64, b1[1] as u64]
        );
        assert_eq!(state, vec![5]);
    }
}
