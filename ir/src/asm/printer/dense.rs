//! `dense<...>` elements and `array<...>` attributes.

use super::{lex, Printer};
use crate::float;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

/// How one element of a dense buffer is stored and printed.
#[derive(Copy, Clone)]
enum ElemKind {
    /// Width in bits, whether it prints unsigned; `i1` prints `true`/`false`.
    Int {
        width: u32,
        unsigned: bool,
    },
    Float(float::FloatKind),
    Complex {
        inner: ElemInner,
    },
}

#[derive(Copy, Clone)]
enum ElemInner {
    Int { width: u32, unsigned: bool },
    Float(float::FloatKind),
}

/// Bytes of one stored element: `i1` takes a byte, others round their width up to bytes.
fn storage_bytes(width: u32) -> usize {
    if width <= 1 {
        1
    } else {
        width.div_ceil(8) as usize
    }
}

/// Reads a little-endian integer of `width` bits and extends it to `i128`.
fn read_int(bytes: &[u8], width: u32, unsigned: bool) -> i128 {
    let mut buf = [0u8; 16];
    let n = bytes.len().min(16);
    buf[..n].copy_from_slice(&bytes[..n]);
    let raw = u128::from_le_bytes(buf);
    if width == 0 || width >= 128 {
        return raw as i128;
    }
    let shift = 128 - width;
    if unsigned {
        ((raw << shift) >> shift) as i128
    } else {
        ((raw << shift) as i128) >> shift
    }
}

fn read_bits(bytes: &[u8]) -> u64 {
    let mut buf = [0u8; 8];
    let n = bytes.len().min(8);
    buf[..n].copy_from_slice(&bytes[..n]);
    u64::from_le_bytes(buf)
}

impl<'a> Printer<'a> {
    fn elem_inner(&self, t: Type) -> Option<(ElemInner, usize)> {
        match self.ctx.type_data(t) {
            TypeData::Integer { width, signedness } => Some((
                ElemInner::Int {
                    width: *width,
                    unsigned: *signedness == Signedness::Unsigned,
                },
                storage_bytes(*width),
            )),
            TypeData::Index => Some((
                ElemInner::Int {
                    width: 64,
                    unsigned: false,
                },
                8,
            )),
            TypeData::Float(k) => Some((ElemInner::Float(*k), storage_bytes(k.bit_width()))),
            _ => None,
        }
    }

    /// The element kind of a dense attribute's element type and its stored size in bytes.
    fn elem_kind(&self, t: Type) -> Option<(ElemKind, usize)> {
        if let TypeData::Complex(inner) = self.ctx.type_data(t) {
            let (inner, size) = self.elem_inner(*inner)?;
            return Some((ElemKind::Complex { inner }, 2 * size));
        }
        Some(match self.elem_inner(t)? {
            (ElemInner::Int { width, unsigned }, size) => (ElemKind::Int { width, unsigned }, size),
            (ElemInner::Float(k), size) => (ElemKind::Float(k), size),
        })
    }

    fn print_inner_elem(&mut self, kind: ElemInner, bytes: &[u8]) {
        match kind {
            ElemInner::Int {
                width: 1,
                unsigned: false,
            } => {
                self.push(if bytes.first().is_some_and(|b| b & 1 != 0) {
                    "true"
                } else {
                    "false"
                });
            }
            ElemInner::Int { width, unsigned } => self.push_int(read_int(bytes, width, unsigned)),
            ElemInner::Float(k) => self.push(&float::format_mlir(k, read_bits(bytes))),
        }
    }

    fn print_elem(&mut self, kind: ElemKind, bytes: &[u8]) {
        match kind {
            ElemKind::Int { width, unsigned } => {
                self.print_inner_elem(ElemInner::Int { width, unsigned }, bytes)
            }
            ElemKind::Float(k) => self.print_inner_elem(ElemInner::Float(k), bytes),
            ElemKind::Complex { inner } => {
                let (re, im) = bytes.split_at(bytes.len() / 2);
                self.push_char('(');
                self.print_inner_elem(inner, re);
                self.push_char(',');
                self.print_inner_elem(inner, im);
                self.push_char(')');
            }
        }
    }

    /// The static shape of a shaped type, or a 1-D shape of `fallback` elements.
    fn dense_shape(&self, ty: Type, fallback: usize) -> Vec<i64> {
        match self.ctx.shape(ty) {
            Some(s) if s.iter().all(|&d| d != DYNAMIC && d >= 0) => s.to_vec(),
            _ => vec![fallback as i64],
        }
    }

    fn should_elide(&self, num_elements: u64, splat: bool) -> bool {
        self.opts
            .elide_elements_larger
            .is_some_and(|limit| (limit as u64) < num_elements && !splat)
    }

    /// `dense<...>` for integer, float and complex elements (the caller prints `: type`).
    pub(crate) fn print_dense_elements(&mut self, ty: Type, data: &[u8], splat: bool) {
        let elem_ty = self.ctx.element_type(ty);
        let Some((kind, size)) = self.elem_kind(elem_ty) else {
            // An element type the printer cannot decode: keep the bytes.
            self.push("dense<");
            lex::hex_string_into(&mut self.out, data);
            self.push_char('>');
            return;
        };
        let stored = data.len() / size;
        let shape = self.dense_shape(ty, if splat { 1 } else { stored });
        let num: u64 = shape
            .iter()
            .fold(1u64, |acc, &d| acc.saturating_mul(d as u64));
        // MLIR stores equal elements once: a buffer of identical elements prints as a splat.
        let splat = splat
            || (stored >= 1
                && stored as u64 == num
                && data.chunks_exact(size).all(|c| c == &data[..size]));
        if self.should_elide(num, splat) {
            self.push("dense_resource<__elided__>");
            return;
        }
        self.push("dense<");
        let hex = !splat && self.opts.hex_threshold.is_some_and(|t| num > t as u64);
        if hex {
            if matches!(kind, ElemKind::Int { width: 1, .. }) {
                // MLIR packs i1 elements eight to a byte, least significant bit first.
                let mut packed = vec![0u8; stored.div_ceil(8)];
                for (i, &b) in data.iter().enumerate() {
                    if b & 1 != 0 {
                        packed[i / 8] |= 1 << (i % 8);
                    }
                }
                lex::hex_string_into(&mut self.out, &packed);
            } else {
                self.print_hex_elements(kind, &data[..stored * size], size);
            }
        } else if splat {
            if let Some(first) = data.get(..size) {
                self.print_elem(kind, first);
            }
        } else {
            let chunks: Vec<&[u8]> = data.chunks_exact(size).collect();
            self.print_nested_list(&shape, num.min(chunks.len() as u64), |p, i| {
                p.print_elem(kind, chunks[i])
            });
        }
        self.push_char('>');
    }

    /// Raw element bytes in hex, with the bits above each element's width cleared (MLIR keeps
    /// an `i3` of -1 as `0x07`).
    fn print_hex_elements(&mut self, kind: ElemKind, data: &[u8], size: usize) {
        let width = match kind {
            ElemKind::Int { width, .. }
            | ElemKind::Complex {
                inner: ElemInner::Int { width, .. },
            } => width,
            ElemKind::Float(k)
            | ElemKind::Complex {
                inner: ElemInner::Float(k),
            } => k.bit_width(),
        };
        if width % 8 == 0 {
            lex::hex_string_into(&mut self.out, data);
            return;
        }
        let part = if matches!(kind, ElemKind::Complex { .. }) {
            size / 2
        } else {
            size
        };
        let mut masked = data.to_vec();
        for chunk in masked.chunks_mut(part.max(1)) {
            let mut bits = width as usize;
            for b in chunk.iter_mut() {
                if bits < 8 {
                    *b &= ((1u16 << bits) - 1) as u8;
                }
                bits = bits.saturating_sub(8);
            }
        }
        lex::hex_string_into(&mut self.out, &masked);
    }

    /// `dense<["a", "b"]>` (the caller prints `: type`).
    pub(crate) fn print_dense_strings(&mut self, ty: Type, values: &[Box<[u8]>], splat: bool) {
        let shape = self.dense_shape(ty, if splat { 1 } else { values.len() });
        let num: u64 = shape
            .iter()
            .fold(1u64, |acc, &d| acc.saturating_mul(d as u64));
        let splat = splat
            || (!values.is_empty()
                && values.len() as u64 == num
                && values.iter().all(|v| *v == values[0]));
        if self.should_elide(num, splat) {
            self.push("dense_resource<__elided__>");
            return;
        }
        self.push("dense<");
        if splat {
            if let Some(v) = values.first() {
                lex::quoted_into(&mut self.out, v);
            }
        } else {
            self.print_nested_list(&shape, num.min(values.len() as u64), |p, i| {
                lex::quoted_into(&mut p.out, &values[i])
            });
        }
        self.push_char('>');
    }

    /// Elements in row-major order, nested in brackets by `shape` (MLIR's
    /// `printDenseElementsAttrImpl` mixed-radix counter).
    fn print_nested_list(
        &mut self,
        shape: &[i64],
        num: u64,
        mut elem: impl FnMut(&mut Self, usize),
    ) {
        let rank = shape.len();
        if num == 0 {
            return;
        }
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num as usize {
            if idx != 0 {
                self.push(", ");
            }
            while open < rank {
                self.push_char('[');
                open += 1;
            }
            elem(self, idx);
            if rank > 0 {
                counter[rank - 1] += 1;
                for i in (1..rank).rev() {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open = open.saturating_sub(1);
                        self.push_char(']');
                    }
                }
            }
        }
        while open > 0 {
            self.push_char(']');
            open -= 1;
        }
    }

    /// `array<i64: 1, 2>`, or `array<i64>` when empty.
    pub(crate) fn print_dense_array(&mut self, elem: Type, data: &[u8]) {
        self.push("array<");
        self.print_type_ref(elem);
        if let Some((kind, size)) = self.elem_inner(elem) {
            let mut first = true;
            for chunk in data.chunks_exact(size) {
                self.push(if first { ": " } else { ", " });
                first = false;
                self.print_inner_elem(kind, chunk);
            }
        }
        self.push_char('>');
    }
}
