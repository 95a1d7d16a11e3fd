//! Fixed-width two's-complement integers with LLVM `APInt` semantics, for the folders.
//!
//! Widths 1 to 128 (index folds as 64 bits); bit patterns live in the low bits of a
//! `u128`. Operations that are undefined or overflow in upstream's folders (division by
//! zero, `MIN / -1`, over-wide shifts) return `None`, meaning "do not fold".

/// An integer of `width` bits; `bits` is always masked to the width.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Int {
    pub width: u32,
    pub bits: u128,
}

/// The low `width` bits set.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The signed value of the low `width` bits of `bits`.
pub fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// 128 x 128 -> 256-bit unsigned product as (high, low).
fn widening_mul(a: u128, b: u128) -> (u128, u128) {
    const LO: u128 = u64::MAX as u128;
    let (a1, a0) = (a >> 64, a & LO);
    let (b1, b0) = (b >> 64, b & LO);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 & LO) + (p10 & LO);
    let low = (p00 & LO) | (mid << 64);
    let high = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (high, low)
}

// Width-aware wrapping arithmetic named as APInt's, not the operator traits (two widths meet).
#[allow(clippy::should_implement_trait)]
impl Int {
    pub fn new(width: u32, bits: u128) -> Self {
        Int {
            width,
            bits: bits & mask(width),
        }
    }
    pub fn from_i128(width: u32, value: i128) -> Self {
        Int::new(width, value as u128)
    }
    pub fn signed(self) -> i128 {
        sign_extend(self.bits, self.width)
    }
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }
    pub fn is_one(self) -> bool {
        self.bits == 1
    }
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }
    pub fn is_negative(self) -> bool {
        self.signed() < 0
    }
    fn signed_min(width: u32) -> i128 {
        sign_extend(1u128 << (width - 1), width)
    }
    fn signed_max(width: u32) -> i128 {
        (mask(width) >> 1) as i128
    }
    pub fn is_min_signed(self) -> bool {
        self.signed() == Int::signed_min(self.width)
    }
    pub fn is_max_signed(self) -> bool {
        self.signed() == Int::signed_max(self.width)
    }
    /// A signed result, or `None` if it does not fit the width (APInt's `*_ov` flags).
    fn fit_signed(width: u32, v: Option<i128>) -> Option<Int> {
        let v = v?;
        (Int::signed_min(width)..=Int::signed_max(width))
            .contains(&v)
            .then(|| Int::from_i128(width, v))
    }

    pub fn add(self, o: Int) -> Int {
        Int::new(self.width, self.bits.wrapping_add(o.bits))
    }
    pub fn sub(self, o: Int) -> Int {
        Int::new(self.width, self.bits.wrapping_sub(o.bits))
    }
    pub fn mul(self, o: Int) -> Int {
        Int::new(self.width, self.bits.wrapping_mul(o.bits))
    }
    pub fn and(self, o: Int) -> Int {
        Int::new(self.width, self.bits & o.bits)
    }
    pub fn or(self, o: Int) -> Int {
        Int::new(self.width, self.bits | o.bits)
    }
    pub fn xor(self, o: Int) -> Int {
        Int::new(self.width, self.bits ^ o.bits)
    }
    pub fn ult(self, o: Int) -> bool {
        self.bits < o.bits
    }
    pub fn slt(self, o: Int) -> bool {
        self.signed() < o.signed()
    }

    pub fn udiv(self, o: Int) -> Option<Int> {
        self.bits
            .checked_div(o.bits)
            .map(|q| Int::new(self.width, q))
    }
    pub fn urem(self, o: Int) -> Option<Int> {
        self.bits
            .checked_rem(o.bits)
            .map(|r| Int::new(self.width, r))
    }
    /// `sdiv_ov`: `None` on division by zero or `MIN / -1`.
    pub fn sdiv(self, o: Int) -> Option<Int> {
        if o.is_zero() {
            return None;
        }
        Int::fit_signed(self.width, self.signed().checked_div(o.signed()))
    }
    pub fn srem(self, o: Int) -> Option<Int> {
        if o.is_zero() {
            return None;
        }
        Some(Int::from_i128(
            self.width,
            self.signed().wrapping_rem(o.signed()),
        ))
    }
    /// `sfloordiv_ov`: the quotient rounded towards negative infinity.
    pub fn sfloordiv(self, o: Int) -> Option<Int> {
        let q = self.sdiv(o)?;
        if q.mul(o) != self && self.is_negative() != o.is_negative() {
            return Some(q.sub(Int::new(self.width, 1)));
        }
        Some(q)
    }
    /// Unsigned division rounding up (the `arith.ceildivui` folder).
    pub fn ceildivu(self, o: Int) -> Option<Int> {
        let q = self.udiv(o)?;
        if self.urem(o)?.is_zero() {
            return Some(q);
        }
        (!q.is_all_ones()).then(|| q.add(Int::new(self.width, 1)))
    }
    /// Signed division rounding up, refusing any intermediate overflow (upstream's folder).
    pub fn ceildivs(self, o: Int) -> Option<Int> {
        let w = self.width;
        if o.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(self);
        }
        let neg = |x: Int| Int::fit_signed(w, 0i128.checked_sub(x.signed()));
        // (a - 1) / b + 1 for positive a, b.
        let ceil_pos = |a: Int, b: Int| {
            let a1 = Int::fit_signed(w, a.signed().checked_sub(1))?;
            let q = a1.sdiv(b)?;
            Int::fit_signed(w, q.signed().checked_add(1))
        };
        match (self.is_negative(), o.is_negative()) {
            (false, false) => ceil_pos(self, o),
            (true, true) => ceil_pos(neg(self)?, neg(o)?),
            (true, false) => neg(neg(self)?.sdiv(o)?),
            (false, true) => neg(self.sdiv(neg(o)?)?),
        }
    }

    /// Shift amounts are unsigned; shifting by the width or more does not fold.
    fn shift_amount(self, o: Int) -> Option<u32> {
        (o.bits < u128::from(self.width)).then_some(o.bits as u32)
    }
    pub fn shl(self, o: Int) -> Option<Int> {
        let s = self.shift_amount(o)?;
        Some(Int::new(self.width, self.bits << s))
    }
    pub fn lshr(self, o: Int) -> Option<Int> {
        let s = self.shift_amount(o)?;
        Some(Int::new(self.width, self.bits >> s))
    }
    pub fn ashr(self, o: Int) -> Option<Int> {
        let s = self.shift_amount(o)?;
        Some(Int::from_i128(self.width, self.signed() >> s))
    }

    pub fn smax(self, o: Int) -> Int {
        if self.slt(o) {
            o
        } else {
            self
        }
    }
    pub fn smin(self, o: Int) -> Int {
        if self.slt(o) {
            self
        } else {
            o
        }
    }
    pub fn umax(self, o: Int) -> Int {
        if self.ult(o) {
            o
        } else {
            self
        }
    }
    pub fn umin(self, o: Int) -> Int {
        if self.ult(o) {
            self
        } else {
            o
        }
    }

    /// High half of the unsigned double-width product (`APIntOps::mulhu`).
    pub fn mulhu(self, o: Int) -> Int {
        let (hi, lo) = widening_mul(self.bits, o.bits);
        let w = self.width;
        let high = if w >= 128 {
            hi
        } else {
            (lo >> w) | (hi << (128 - w))
        };
        Int::new(w, high)
    }
    /// High half of the signed double-width product (`APIntOps::mulhs`).
    pub fn mulhs(self, o: Int) -> Int {
        let mut high = self.mulhu(o);
        if self.is_negative() {
            high = high.sub(o);
        }
        if o.is_negative() {
            high = high.sub(self);
        }
        high
    }

    pub fn zext(self, width: u32) -> Int {
        Int::new(width, self.bits)
    }
    pub fn sext(self, width: u32) -> Int {
        Int::from_i128(width, self.signed())
    }
    pub fn trunc(self, width: u32) -> Int {
        Int::new(width, self.bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i8(v: i128) -> Int {
        Int::from_i128(8, v)
    }

    #[test]
    fn wrapping_arithmetic() {
        assert_eq!(i8(127).add(i8(1)).signed(), -128);
        assert_eq!(i8(0).sub(i8(1)).bits, 0xff);
        assert_eq!(i8(16).mul(i8(16)).bits, 0);
        assert_eq!(Int::new(1, 1).add(Int::new(1, 1)).bits, 0);
        let big = Int::new(128, u128::MAX);
        assert_eq!(big.add(Int::new(128, 1)).bits, 0);
    }

    #[test]
    fn division_edges() {
        assert_eq!(i8(7).sdiv(i8(-2)).map(Int::signed), Some(-3));
        assert_eq!(i8(-128).sdiv(i8(-1)), None);
        assert_eq!(i8(5).sdiv(i8(0)), None);
        assert_eq!(i8(-128).srem(i8(-1)).map(Int::signed), Some(0));
        assert_eq!(i8(6).udiv(i8(-2)).map(|x| x.bits), Some(0));
        assert_eq!(
            Int::from_i128(128, i128::MIN).sdiv(Int::from_i128(128, -1)),
            None
        );
    }

    #[test]
    fn rounding_divisions() {
        assert_eq!(i8(5).sfloordiv(i8(-2)).map(Int::signed), Some(-3));
        assert_eq!(i8(-6).sfloordiv(i8(3)).map(Int::signed), Some(-2));
        assert_eq!(i8(7).ceildivs(i8(-2)).map(Int::signed), Some(-3));
        assert_eq!(i8(7).ceildivs(i8(2)).map(Int::signed), Some(4));
        assert_eq!(i8(-7).ceildivs(i8(-2)).map(Int::signed), Some(4));
        assert_eq!(i8(-7).ceildivs(i8(2)).map(Int::signed), Some(-3));
        assert_eq!(
            i8(-128).ceildivs(i8(3)),
            None,
            "negating MIN overflows, as upstream"
        );
        assert_eq!(i8(6).ceildivu(i8(-2)).map(|x| x.bits), Some(1));
        assert_eq!(i8(7).ceildivu(i8(2)).map(|x| x.bits), Some(4));
    }

    #[test]
    fn shifts() {
        assert_eq!(i8(5).shl(i8(3)).map(|x| x.bits), Some(40));
        assert_eq!(i8(-96).ashr(i8(3)).map(|x| x.bits), Some(0b1111_0100));
        assert_eq!(i8(-96).lshr(i8(3)).map(|x| x.bits), Some(0b0001_0100));
        assert_eq!(i8(1).shl(i8(8)), None);
        assert_eq!(i8(1).shl(i8(-1)), None);
    }

    #[test]
    fn high_products() {
        assert_eq!(i8(-1).mulhu(i8(-1)).bits, 0xfe);
        assert_eq!(i8(-1).mulhs(i8(-1)).bits, 0);
        assert_eq!(i8(-128).mulhs(i8(2)).signed(), -1);
        let m = Int::new(128, u128::MAX);
        assert_eq!(m.mulhu(m).bits, u128::MAX - 1);
        assert_eq!(m.mulhs(m).bits, 0);
        let m64 = Int::new(64, u64::MAX as u128);
        assert_eq!(m64.mulhu(m64).bits, (u64::MAX - 1) as u128);
    }

    #[test]
    fn extensions() {
        assert_eq!(Int::new(3, 0b101).sext(6).bits, 0b111101);
        assert_eq!(Int::new(3, 0b101).zext(6).bits, 0b000101);
        assert_eq!(Int::new(5, 21).trunc(4).bits, 0b0101);
        assert!(i8(-128).is_min_signed() && i8(127).is_max_signed());
    }
}
