//! `hlo.rng_bit_generator` → a parallel `linalg.generic` over the output: each element takes
//! its flat index, computes the counter block it falls in (Threefry-2x32-20 or
//! Philox-4x32-10, in arith ops on i32/i64) and picks its word, bit-exact with the
//! interpreter (interp/src/hlo/rng.rs, XLA's `RngBitGeneratorExpander`). Elements sharing a
//! block recompute it (2x for Threefry 32-bit outputs, 4x for Philox): no sequential state.
//! The new state is the key and the advanced counters (`tensor.from_elements`).

use super::builder::Builder;
use super::elementwise::signless_type;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::attrs::rng::RngAlgorithm;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{Diag, Type, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::RngBitGeneratorOp::NAME,
        lower: rng_bit_generator,
    }]
}

/// An integer constant of type `ty` (bits taken modulo its width).
fn int(b: &mut Builder<'_, '_>, ty: Type, v: u64) -> ValueId {
    let ctx = b.ctx();
    let width = ctx.integer_width(ty).unwrap_or(64);
    let shift = 64 - width.clamp(1, 64);
    // Signless attributes hold the sign-extended value.
    let attr = ctx.integer_attr(ty, i128::from(((v << shift) as i64) >> shift));
    b.create1(arith_ops::ConstantOp::NAME, &[], ty, &[("value", attr)])
}

fn bin(b: &mut Builder<'_, '_>, name: &str, x: ValueId, y: ValueId) -> ValueId {
    let ty = b.ty(x);
    b.create1(name, &[x, y], ty, &[])
}

fn cast(b: &mut Builder<'_, '_>, name: &str, x: ValueId, to: Type) -> ValueId {
    b.create1(name, &[x], to, &[])
}

fn select(b: &mut Builder<'_, '_>, c: ValueId, x: ValueId, y: ValueId) -> ValueId {
    let ty = b.ty(x);
    b.create1(arith_ops::SelectOp::NAME, &[c, x, y], ty, &[])
}

fn rotl32(b: &mut Builder<'_, '_>, x: ValueId, r: u32) -> ValueId {
    let i32t = b.ctx().integer_type(32);
    let (l, rr) = (int(b, i32t, u64::from(r)), int(b, i32t, u64::from(32 - r)));
    let hi = bin(b, arith_ops::ShLIOp::NAME, x, l);
    let lo = bin(b, arith_ops::ShRUIOp::NAME, x, rr);
    bin(b, arith_ops::OrIOp::NAME, hi, lo)
}

/// The low and high 32-bit words of an i64.
fn split(b: &mut Builder<'_, '_>, x: ValueId) -> [ValueId; 2] {
    let ctx = b.ctx();
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let lo = cast(b, arith_ops::TruncIOp::NAME, x, i32t);
    let c32 = int(b, i64t, 32);
    let shifted = bin(b, arith_ops::ShRUIOp::NAME, x, c32);
    [lo, cast(b, arith_ops::TruncIOp::NAME, shifted, i32t)]
}

fn join(b: &mut Builder<'_, '_>, lo: ValueId, hi: ValueId) -> ValueId {
    let i64t = b.ctx().integer_type(64);
    let (lo, hi) = (
        cast(b, arith_ops::ExtUIOp::NAME, lo, i64t),
        cast(b, arith_ops::ExtUIOp::NAME, hi, i64t),
    );
    let c32 = int(b, i64t, 32);
    let hi = bin(b, arith_ops::ShLIOp::NAME, hi, c32);
    bin(b, arith_ops::OrIOp::NAME, lo, hi)
}

/// Threefry-2x32 with 20 rounds (as the interpreter's `threefry2x32`).
fn threefry(b: &mut Builder<'_, '_>, input: [ValueId; 2], key: [ValueId; 2]) -> [ValueId; 2] {
    const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let i32t = b.ctx().integer_type(32);
    let parity = int(b, i32t, 0x1BD1_1BDA);
    let k01 = bin(b, arith_ops::XOrIOp::NAME, key[0], key[1]);
    let ks = [key[0], key[1], bin(b, arith_ops::XOrIOp::NAME, parity, k01)];
    let mut x = [
        bin(b, arith_ops::AddIOp::NAME, input[0], ks[0]),
        bin(b, arith_ops::AddIOp::NAME, input[1], ks[1]),
    ];
    for i in 0..5usize {
        let rotations = if i % 2 == 0 {
            &ROTATIONS[..4]
        } else {
            &ROTATIONS[4..]
        };
        for &r in rotations {
            x[0] = bin(b, arith_ops::AddIOp::NAME, x[0], x[1]);
            let rotated = rotl32(b, x[1], r);
            x[1] = bin(b, arith_ops::XOrIOp::NAME, rotated, x[0]);
        }
        x[0] = bin(b, arith_ops::AddIOp::NAME, x[0], ks[(i + 1) % 3]);
        let step = int(b, i32t, i as u64 + 1);
        let keyed = bin(b, arith_ops::AddIOp::NAME, x[1], ks[(i + 2) % 3]);
        x[1] = bin(b, arith_ops::AddIOp::NAME, keyed, step);
    }
    x
}

/// Philox-4x32 with 10 rounds (as the interpreter's `philox4x32`).
fn philox(b: &mut Builder<'_, '_>, mut x: [ValueId; 4], mut key: [ValueId; 2]) -> [ValueId; 4] {
    let ctx = b.ctx();
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let (wa, wb) = (int(b, i32t, 0x9E37_79B9), int(b, i32t, 0xBB67_AE85));
    let (ma, mb) = (int(b, i64t, 0xD251_1F53), int(b, i64t, 0xCD9E_8D57));
    let product = |b: &mut Builder<'_, '_>, v: ValueId, m: ValueId| {
        let wide = cast(b, arith_ops::ExtUIOp::NAME, v, i64t);
        let p = bin(b, arith_ops::MulIOp::NAME, wide, m);
        split(b, p)
    };
    for _ in 0..10 {
        let [p0_lo, p0_hi] = product(b, x[0], ma);
        let [p1_lo, p1_hi] = product(b, x[2], mb);
        let a = bin(b, arith_ops::XOrIOp::NAME, p1_hi, x[1]);
        let c = bin(b, arith_ops::XOrIOp::NAME, p0_hi, x[3]);
        x = [
            bin(b, arith_ops::XOrIOp::NAME, a, key[0]),
            p1_lo,
            bin(b, arith_ops::XOrIOp::NAME, c, key[1]),
            p0_lo,
        ];
        key = [
            bin(b, arith_ops::AddIOp::NAME, key[0], wa),
            bin(b, arith_ops::AddIOp::NAME, key[1], wb),
        ];
    }
    x
}

/// The 128-bit counter `(lo, hi) + i` (i64 words).
fn add128(b: &mut Builder<'_, '_>, lo: ValueId, hi: ValueId, i: ValueId) -> (ValueId, ValueId) {
    let i64t = b.ctx().integer_type(64);
    let sum = bin(b, arith_ops::AddIOp::NAME, lo, i);
    let carry = b.cmpi(CmpIPredicate::Ult, sum, lo);
    let carry = cast(b, arith_ops::ExtUIOp::NAME, carry, i64t);
    (sum, bin(b, arith_ops::AddIOp::NAME, hi, carry))
}

/// Picks `words[w]` for a small runtime `w` (i64) with a select chain.
fn pick(b: &mut Builder<'_, '_>, words: &[ValueId], w: ValueId) -> ValueId {
    let i64t = b.ctx().integer_type(64);
    let mut out = words[words.len() - 1];
    for k in (0..words.len() - 1).rev() {
        let kc = int(b, i64t, k as u64);
        let is_k = b.cmpi(CmpIPredicate::Eq, w, kc);
        out = select(b, is_k, words[k], out);
    }
    out
}

struct Plan {
    three_fry: bool,
    bits: u32,
    n: u64,
    state_words: usize,
    /// Threefry 32-bit: the element count after the split dimension (`None`: no dimension
    /// above 1, one block per element, first word).
    split_inner: Option<u64>,
    /// Threefry 32-bit: the blocks used (`⌈rows / 2⌉ · inner`).
    split_blocks: u64,
}

fn rng_bit_generator(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[state] = operands else { return Ok(false) };
    let ctx = b.ctx();
    let op = b.op();
    let alg = hlo_ops::rng::rng_algorithm(op)?;
    let (state_ty, out_ty) = (
        signless_type(ctx, op.result_type(0)),
        signless_type(ctx, op.result_type(1)),
    );
    let state_shape = ctx.shape(b.ty(state)).map(<[i64]>::to_vec);
    let out_shape = ctx.shape(out_ty).map(<[i64]>::to_vec);
    let (Some(state_shape), Some(out_shape)) = (state_shape, out_shape) else {
        return Err(b.fail("rng_bit_generator on unranked tensors is not lowered"));
    };
    if out_shape.contains(&DYNAMIC) {
        return Err(b.fail("rng_bit_generator with a dynamic output shape is not lowered"));
    }
    let i64t = ctx.integer_type(64);
    if ctx.element_type(b.ty(state)) != i64t || state_shape.len() != 1 {
        return Err(b.fail("rng_bit_generator with a state other than a 1-d tensor of 64-bit integers is not lowered"));
    }
    let three_fry = alg == RngAlgorithm::ThreeFry;
    let state_words = state_shape[0];
    if (three_fry && state_words != 2) || (!three_fry && !(2..=3).contains(&state_words)) {
        return Err(b.fail("rng_bit_generator state size does not fit the algorithm (THREE_FRY: 2 words, PHILOX: 2 or 3)"));
    }
    let elem = ctx.element_type(out_ty);
    let width = ctx.integer_width(elem).or_else(|| {
        ctx.float_kind(elem)
            .and_then(|_| ctx.scalar_bit_width(elem))
    });
    let Some(width) = width.filter(|w| (1..=64).contains(w)) else {
        return Err(b.fail("rng_bit_generator of this element type is not lowered"));
    };
    let n = out_shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?));
    let Some(n) = n.filter(|n| *n < (1 << 62)) else {
        return Err(b.fail("rng_bit_generator output too large"));
    };
    let dims: Vec<u64> = out_shape.iter().map(|&d| d.max(0) as u64).collect();
    let split_dim = dims.iter().position(|&d| d > 1);
    let split_inner = split_dim.map(|d| dims[d + 1..].iter().product::<u64>());
    let split_blocks = split_dim.map_or(n, |d| {
        dims[d].div_ceil(2) * dims[d + 1..].iter().product::<u64>()
    });
    let bits = if width > 32 { 64 } else { 32 };
    let plan = Plan {
        three_fry,
        bits,
        n,
        state_words: state_words as usize,
        split_inner,
        split_blocks,
    };
    let words: Vec<ValueId> = (0..plan.state_words)
        .map(|k| {
            let idx = b.index_const(k as i64);
            b.create1(tensor_ops::ExtractOp::NAME, &[state, idx], i64t, &[])
        })
        .collect();
    let key = words[0];
    // XLA (GetPhiloxStateOp): a 2-word state is reversed, the key is the counter's high word.
    let (lo, hi) = (words[1], words.get(2).copied().unwrap_or(key));
    let strides: Vec<i64> = (0..out_shape.len())
        .map(|d| out_shape[d + 1..].iter().product())
        .collect();
    let output = b.parallel_generic(&[], Vec::new(), out_ty, None, &mut |b, _| {
        let mut flat = b.index_const(0);
        for (d, &stride) in strides.iter().enumerate() {
            let at = b.loop_index(d);
            let s = b.index_const(stride);
            let term = bin(b, arith_ops::MulIOp::NAME, at, s);
            flat = bin(b, arith_ops::AddIOp::NAME, flat, term);
        }
        let i = cast(b, arith_ops::IndexCastUIOp::NAME, flat, i64t);
        let raw = element_bits(b, &plan, i, key, lo, hi);
        Ok(vec![to_element(b, raw, elem, width)])
    })?;
    let new_state = advanced_state(b, &plan, key, lo, hi);
    let new_state = b.create1(tensor_ops::FromElementsOp::NAME, &new_state, state_ty, &[]);
    b.replace(&[new_state, output])?;
    Ok(true)
}

/// The raw random word (i32 or i64, per `plan.bits`) of flat element `i`.
fn element_bits(
    b: &mut Builder<'_, '_>,
    plan: &Plan,
    i: ValueId,
    key: ValueId,
    lo: ValueId,
    hi: ValueId,
) -> ValueId {
    let i64t = b.ctx().integer_type(64);
    let key = split(b, key);
    if plan.three_fry {
        if plan.bits == 64 {
            let counter = bin(b, arith_ops::AddIOp::NAME, lo, i);
            let input = split(b, counter);
            let [l, h] = threefry(b, input, key);
            return join(b, l, h);
        }
        // XLA's ThreeFryRngBit32: the first dimension above 1 is halved; rows 2r and 2r + 1
        // take the two words of the blocks of halved row r.
        let Some(inner) = plan.split_inner else {
            let counter = bin(b, arith_ops::AddIOp::NAME, lo, i);
            let input = split(b, counter);
            return threefry(b, input, key)[0];
        };
        let inner = int(b, i64t, inner);
        let row = bin(b, arith_ops::DivUIOp::NAME, i, inner);
        let k = bin(b, arith_ops::RemUIOp::NAME, i, inner);
        let one = int(b, i64t, 1);
        let pair = bin(b, arith_ops::ShRUIOp::NAME, row, one);
        let word = bin(b, arith_ops::AndIOp::NAME, row, one);
        let pair_start = bin(b, arith_ops::MulIOp::NAME, pair, inner);
        let block = bin(b, arith_ops::AddIOp::NAME, pair_start, k);
        let counter = bin(b, arith_ops::AddIOp::NAME, lo, block);
        let input = split(b, counter);
        let [w0, w1] = threefry(b, input, key);
        let zero = int(b, i64t, 0);
        let first = b.cmpi(CmpIPredicate::Eq, word, zero);
        return select(b, first, w0, w1);
    }
    let (shift, mask) = if plan.bits == 64 { (1, 1) } else { (2, 3) };
    let (shift, mask) = (int(b, i64t, shift), int(b, i64t, mask));
    let block = bin(b, arith_ops::ShRUIOp::NAME, i, shift);
    let word = bin(b, arith_ops::AndIOp::NAME, i, mask);
    let (l, h) = add128(b, lo, hi, block);
    let [a, bb] = split(b, l);
    let [c, d] = split(b, h);
    let o = philox(b, [a, bb, c, d], key);
    if plan.bits == 64 {
        let (first, second) = (join(b, o[0], o[1]), join(b, o[2], o[3]));
        pick(b, &[first, second], word)
    } else {
        pick(b, &o, word)
    }
}

/// The raw word as the output element: truncated to its width, bit-cast for floats.
fn to_element(b: &mut Builder<'_, '_>, raw: ValueId, elem: Type, width: u32) -> ValueId {
    let ctx = b.ctx();
    let int_ty = ctx.integer_type(width);
    let have = ctx.integer_width(b.ty(raw)).unwrap_or(64);
    let bits = if width < have {
        cast(b, arith_ops::TruncIOp::NAME, raw, int_ty)
    } else {
        raw
    };
    if ctx.float_kind(elem).is_some() {
        cast(b, arith_ops::BitcastOp::NAME, bits, elem)
    } else {
        bits
    }
}

/// The key followed by the counters advanced past the blocks used.
fn advanced_state(
    b: &mut Builder<'_, '_>,
    plan: &Plan,
    key: ValueId,
    lo: ValueId,
    hi: ValueId,
) -> Vec<ValueId> {
    let i64t = b.ctx().integer_type(64);
    if plan.three_fry {
        let used = if plan.bits == 64 {
            plan.n
        } else {
            plan.split_blocks
        };
        let used = int(b, i64t, used);
        return vec![key, bin(b, arith_ops::AddIOp::NAME, lo, used)];
    }
    let words32 = if plan.bits == 64 { plan.n * 2 } else { plan.n };
    let blocks = int(b, i64t, words32.div_ceil(4));
    let (l, h) = add128(b, lo, hi, blocks);
    let mut state = vec![key, l, h];
    state.truncate(plan.state_words);
    state
}
