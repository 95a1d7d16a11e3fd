//! Minimal arbitrary-precision unsigned integers used for exact decimal
//! printing (APFloat::toString emulation) and exact decimal comparisons.

use std::cmp::Ordering;

/// Little-endian base-2^32 unsigned integer; no trailing zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    /// Creates a value from a `u64`.
    pub(crate) fn from_u64(v: u64) -> Self {
        let mut b = BigUint {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Returns true if the value is zero.
    pub(crate) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub(crate) fn bit_len(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 32 + (32 - top.leading_zeros()) as u64,
        }
    }

    /// `self = self * m + a`.
    pub(crate) fn mul_add_small(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for limb in self.limbs.iter_mut() {
            let v = (*limb as u64) * (m as u64) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    /// `self = self / d`, returning the remainder. `d` must be non-zero.
    pub(crate) fn divrem_small(&mut self, d: u32) -> u32 {
        let d = d.max(1) as u64;
        let mut rem = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let cur = (rem << 32) | (*limb as u64);
            *limb = (cur / d) as u32;
            rem = cur % d;
        }
        self.trim();
        rem as u32
    }

    /// `self <<= n`.
    pub(crate) fn shl(&mut self, n: u64) {
        if self.is_zero() {
            return;
        }
        let words = (n / 32) as usize;
        let bits = (n % 32) as u32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in self.limbs.iter_mut() {
                let v = *limb;
                *limb = (v << bits) | carry;
                carry = v >> (32 - bits);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 {
            let mut v = vec![0u32; words];
            v.extend_from_slice(&self.limbs);
            self.limbs = v;
        }
    }

    /// `self *= 5^n`.
    pub(crate) fn mul_pow5(&mut self, mut n: u64) {
        // 5^13 = 1220703125 fits in a u32.
        while n >= 13 {
            self.mul_add_small(1_220_703_125, 0);
            n -= 13;
        }
        if n > 0 {
            self.mul_add_small(5u32.pow(n as u32), 0);
        }
    }

    /// `self *= 10^n`.
    pub(crate) fn mul_pow10(&mut self, mut n: u64) {
        while n >= 9 {
            self.mul_add_small(1_000_000_000, 0);
            n -= 9;
        }
        if n > 0 {
            self.mul_add_small(10u32.pow(n as u32), 0);
        }
    }

    /// `self = floor(self / 10^n)`.
    pub(crate) fn div_pow10(&mut self, mut n: u64) {
        while n >= 9 && !self.is_zero() {
            self.divrem_small(1_000_000_000);
            n -= 9;
        }
        if n > 0 && !self.is_zero() {
            self.divrem_small(10u32.pow(n as u32));
        }
    }

    /// Compares two values.
    pub(crate) fn cmp_big(&self, other: &BigUint) -> Ordering {
        match self.limbs.len().cmp(&other.limbs.len()) {
            Ordering::Equal => {}
            o => return o,
        }
        for (a, b) in self.limbs.iter().rev().zip(other.limbs.iter().rev()) {
            match a.cmp(b) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }
}
