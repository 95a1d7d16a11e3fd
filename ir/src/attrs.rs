//! Uniqued attributes, including locations: an `Attribute` is a `u32` handle.

use crate::affine::AffineMap;
use crate::context::{Context, Symbol};
use crate::types::Type;

/// A uniqued attribute; equality is handle equality. Built by the [`Context`] helpers
/// (`ctx.i64_attr(..)`, `ctx.dictionary(..)`, example at [`Context::intern_attr`]) and read
/// with [`Context::attr_data`] or the `attr_as_*` queries; only meaningful with the context
/// that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The handle's index: a dense key for side tables and hashing (source locations have the
    /// top bit set).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Marks handles of [`Context::source_loc`] locations, stored apart from the interner.
const SOURCE_LOC_BIT: u32 = 1 << 31;

/// A location is an attribute whose data is [`AttrData::Location`].
pub type Location = Attribute;

/// Where an IR entity came from, as MLIR's location attributes say.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `loc(unknown)`: no source information.
    Unknown,
    /// `loc("file":line:col)`, optionally a range `to end_line:end_col` (kept as given).
    FileLineCol {
        /// The file name as written.
        file: Symbol,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("name"(child))`.
    Name {
        /// The name (often a JAX op path or a variable name).
        name: Symbol,
        /// The location the name qualifies, if any.
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the code is (inside the called function).
        callee: Location,
        /// Where it was called from.
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations (an op that replaced several).
        locs: Box<[Location]>,
        /// Optional metadata attached to the fusion.
        metadata: Option<Attribute>,
    },
}

/// The storage behind an [`Attribute`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`: the attribute's presence is the whole information (a flag).
    Unit,
    /// An integer of type `ty` (integer or index); `value` holds the two's-complement bits,
    /// sign-extended for signed/signless types and zero-extended for unsigned ones.
    Integer {
        /// The integer or `index` type.
        ty: Type,
        /// The value (see above for the extension).
        value: i128,
    },
    /// A float of type `ty`, stored as its bit pattern in that type's format.
    Float {
        /// The float type.
        ty: Type,
        /// The bit pattern, in the low bits (an `f16` uses 16).
        bits: u64,
    },
    /// Bytes, as upstream's StringAttr: not necessarily UTF-8 (`"a\FF"`).
    String {
        /// The bytes between the quotes, unescaped.
        value: Box<[u8]>,
        /// An optional type (`"abc" : !d.string`).
        ty: Option<Type>,
    },
    /// `[a, b, c]`: a list of any attributes.
    Array(Box<[Attribute]>),
    /// `array<i64: 1, 2>`: elements stored little-endian, each `elem`'s storage size.
    DenseArray {
        /// The element type (an integer or float type).
        elem: Type,
        /// The elements' bytes.
        data: Box<[u8]>,
    },
    /// Sorted by name, names unique.
    Dictionary(Box<[(Symbol, Attribute)]>),
    /// A type used as a value (`function_type = (i32) -> i32`).
    Type(Type),
    /// `@root::@nested`.
    SymbolRef {
        /// The first symbol, looked up in the nearest symbol table.
        root: Symbol,
        /// Further symbols, each looked up in the previous one's table.
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : T`: little-endian element bytes (i1 as one byte each, complex as pairs);
    /// a splat stores one element.
    DenseElements {
        /// The shaped type (tensor or vector) the elements fill.
        ty: Type,
        /// The elements' bytes, row-major.
        data: Box<[u8]>,
        /// One element stands for all of them.
        splat: bool,
    },
    /// `dense<["a", "b"]> : tensor<2x!d.string>`.
    DenseStrings {
        /// The shaped type the strings fill.
        ty: Type,
        /// The strings' bytes, row-major (one when `splat`).
        values: Box<[Box<[u8]>]>,
        /// One string stands for all of them.
        splat: bool,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`, as memref layouts and indexing maps use.
    AffineMap(AffineMap),
    /// `strided<[s0, s1], offset: o>`.
    StridedLayout {
        /// The offset in elements ([`crate::types::DYNAMIC`] for `?`).
        offset: i64,
        /// One stride per dimension, in elements ([`crate::types::DYNAMIC`] for `?`).
        strides: Box<[i64]>,
    },
    /// An attribute of a dialect defined through the public API: `#dialect.mnemonic<params>`.
    Dialect {
        /// The dialect namespace.
        dialect: Symbol,
        /// The attribute's name within the dialect.
        mnemonic: Symbol,
        /// The parameters, which the dialect's hooks parse and print.
        params: Box<[Attribute]>,
    },
    /// An unregistered dialect attribute kept verbatim: `#dialect<body>` / `#dialect.body`.
    Opaque {
        /// The dialect namespace.
        dialect: Symbol,
        /// The text after the dialect name, printed back unchanged.
        body: Box<str>,
        /// An optional `: type` after it.
        ty: Option<Type>,
    },
    /// A location (see [`LocData`]); locations are attributes so they unique the same way.
    Location(LocData),
}

impl Context {
    /// The uniqued handle for `data`: equal data gives the same [`Attribute`]. The helpers below
    /// (`i64_attr`, `string_attr`, `dictionary`, ...) build common attributes through it.
    ///
    /// ```
    /// use xla_ir::{AttrData, Context};
    /// let ctx = Context::new();
    /// let a = ctx.i64_attr(7);
    /// assert_eq!(a, ctx.integer_attr(ctx.i64(), 7));
    /// assert_eq!(ctx.attr_as_int(a), Some(7));
    /// assert!(matches!(ctx.attr_data(ctx.string_attr("x")), AttrData::String { .. }));
    /// ```
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        if matches!(data, AttrData::AffineMap(_)) || self.dialect_alias_of(&data).is_some() {
            self.any_aliasable
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Attribute(self.attrs.intern(data))
    }
    /// What `a` is: the data it was interned from (source locations are interned on first read).
    ///
    /// # Panics
    /// If `a` comes from another context and is out of this one's range.
    #[inline]
    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        if a.0 & SOURCE_LOC_BIT != 0 {
            return self.source_loc_data(a);
        }
        self.attrs.get(a.0)
    }
    /// A source location's data, interned on first inspection (printing, diagnostics).
    #[cold]
    fn source_loc_data(&self, a: Attribute) -> &AttrData {
        let (file, line, col) = self.source_locs[(a.0 & !SOURCE_LOC_BIT) as usize];
        let interned =
            self.intern_attr(AttrData::Location(LocData::FileLineCol { file, line, col }));
        self.attrs.get(interned.0)
    }
    /// A file:line:col location kept in a 12-byte side table, not uniqued: one per parsed
    /// op, where hash-consing each would cost a quarter of the parse and ~70 bytes per op.
    /// Compare such locations by content ([`Context::loc_file_line_col`]), not by handle.
    pub fn source_loc(&self, file: Symbol, line: u32, col: u32) -> Location {
        let i = self.source_locs.push((file, line, col));
        Attribute(i as u32 | SOURCE_LOC_BIT)
    }
    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrData::Unit)
    }
    /// `true`/`false`: an `i1` integer attribute.
    pub fn bool_attr(&self, b: bool) -> Attribute {
        let ty = self.i1();
        self.intern_attr(AttrData::Integer {
            ty,
            value: b as i128,
        })
    }
    /// An integer of type `ty`; `value` is stored as given (callers extend it for the type).
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        self.intern_attr(AttrData::Integer { ty, value })
    }
    /// `value : i64`.
    pub fn i64_attr(&self, value: i64) -> Attribute {
        self.integer_attr(self.i64(), value as i128)
    }
    /// A float of type `ty` from its bit pattern in that type's format (exact for any format).
    pub fn float_attr_bits(&self, ty: Type, bits: u64) -> Attribute {
        self.intern_attr(AttrData::Float { ty, bits })
    }
    /// A string attribute `"s"` without type.
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.bytes_attr(s.as_bytes())
    }
    /// A string attribute of any bytes (UTF-8 or not).
    pub fn bytes_attr(&self, s: &[u8]) -> Attribute {
        self.intern_attr(AttrData::String {
            value: s.into(),
            ty: None,
        })
    }
    /// A type as an attribute.
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.intern_attr(AttrData::Type(t))
    }
    /// `[items...]`.
    pub fn array_attr(&self, items: &[Attribute]) -> Attribute {
        self.intern_attr(AttrData::Array(items.into()))
    }
    /// `array<i64: values...>`, the form of shape-like properties (`dimensions`, `permutation`).
    pub fn dense_i64_array(&self, values: &[i64]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.intern_attr(AttrData::DenseArray {
            elem: self.i64(),
            data: data.into(),
        })
    }
    /// `array<i32: ...>`, the encoding of `operandSegmentSizes` and similar properties.
    pub fn dense_i32_array(&self, values: &[i32]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.intern_attr(AttrData::DenseArray {
            elem: self.i32(),
            data: data.into(),
        })
    }
    /// `array<i32: ...>` of sizes (segment sizes); sizes above `i32::MAX` saturate.
    pub fn dense_i32_sizes(&self, sizes: &[usize]) -> Attribute {
        let values: Vec<i32> = sizes
            .iter()
            .map(|&s| i32::try_from(s).unwrap_or(i32::MAX))
            .collect();
        self.dense_i32_array(&values)
    }
    /// A flat symbol reference `@root` (callees, global names).
    pub fn symbol_ref(&self, root: &str) -> Attribute {
        self.intern_attr(AttrData::SymbolRef {
            root: self.symbol(root),
            nested: Box::new([]),
        })
    }
    /// A dictionary from unsorted entries; a later duplicate name wins.
    pub fn dictionary(&self, entries: &[(Symbol, Attribute)]) -> Attribute {
        let mut v: Vec<(Symbol, Attribute)> = Vec::with_capacity(entries.len());
        for &(k, a) in entries {
            match v.iter_mut().find(|(n, _)| *n == k) {
                Some(slot) => slot.1 = a,
                None => v.push((k, a)),
            }
        }
        v.sort_by(|x, y| self.symbol_str(x.0).cmp(self.symbol_str(y.0)));
        self.intern_attr(AttrData::Dictionary(v.into()))
    }
    /// `{}`.
    pub fn empty_dictionary(&self) -> Attribute {
        self.intern_attr(AttrData::Dictionary(Box::new([])))
    }

    // ---- locations ----

    /// `loc(unknown)`, for IR built without a source.
    pub fn unknown_loc(&self) -> Location {
        self.intern_attr(AttrData::Location(LocData::Unknown))
    }
    /// A uniqued `loc("file":line:col)` (for many parsed locations, [`Self::source_loc`] is cheaper).
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.intern_attr(AttrData::Location(LocData::FileLineCol {
            file: self.symbol(file),
            line,
            col,
        }))
    }
    /// The first file:line:col inside a location (through names, call sites and fusions).
    pub fn loc_file_line_col(&self, loc: Location) -> Option<(&str, u32, u32)> {
        if loc.0 & SOURCE_LOC_BIT != 0 {
            let (file, line, col) = self.source_locs[(loc.0 & !SOURCE_LOC_BIT) as usize];
            return Some((self.symbol_str(file), line, col));
        }
        match self.attr_data(loc) {
            AttrData::Location(LocData::FileLineCol { file, line, col }) => {
                Some((self.symbol_str(*file), *line, *col))
            }
            AttrData::Location(LocData::Name { child: Some(c), .. }) => self.loc_file_line_col(*c),
            AttrData::Location(LocData::CallSite { callee, .. }) => self.loc_file_line_col(*callee),
            AttrData::Location(LocData::Fused { locs, .. }) => {
                locs.iter().find_map(|l| self.loc_file_line_col(*l))
            }
            _ => None,
        }
    }

    // ---- queries ----

    /// An integer attribute's value; `None` for other attributes.
    pub fn attr_as_int(&self, a: Attribute) -> Option<i128> {
        match self.attr_data(a) {
            AttrData::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    /// A string attribute's text; `None` for other attributes and for bytes that are not
    /// UTF-8 (see `attr_as_bytes`).
    pub fn attr_as_str(&self, a: Attribute) -> Option<&str> {
        self.attr_as_bytes(a)
            .and_then(|b| std::str::from_utf8(b).ok())
    }
    /// A string attribute's bytes.
    pub fn attr_as_bytes(&self, a: Attribute) -> Option<&[u8]> {
        match self.attr_data(a) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }
    /// A type attribute's type; `None` for other attributes.
    pub fn attr_as_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// An array attribute's elements; `None` for other attributes (dense arrays included).
    pub fn attr_as_array(&self, a: Attribute) -> Option<&[Attribute]> {
        match self.attr_data(a) {
            AttrData::Array(v) => Some(v),
            _ => None,
        }
    }
    /// Elements of an `array<i64: ...>` (or of any integer dense array, sign-extended).
    pub fn attr_as_i64_array(&self, a: Attribute) -> Option<Vec<i64>> {
        match self.attr_data(a) {
            AttrData::DenseArray { elem, data } => {
                let w = self.integer_width(*elem)?;
                let bytes = (w as usize).div_ceil(8).max(1);
                Some(
                    data.chunks(bytes)
                        .map(|c| {
                            let mut buf = [0u8; 8];
                            buf[..c.len()].copy_from_slice(c);
                            let v = u64::from_le_bytes(buf);
                            let shift = 64 - (bytes * 8) as u32;
                            if w == 1 {
                                v as i64
                            } else {
                                ((v << shift) as i64) >> shift
                            }
                        })
                        .collect(),
                )
            }
            _ => None,
        }
    }
    /// Elements of an `array<i32: ...>`; `None` for any other attribute.
    pub fn attr_as_i32_array(&self, a: Attribute) -> Option<Vec<i32>> {
        match self.attr_data(a) {
            AttrData::DenseArray { elem, data } if self.integer_width(*elem) == Some(32) => Some(
                data.chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            ),
            _ => None,
        }
    }
    /// An `array<i32: ...>` of sizes (segment sizes); `None` if one is negative.
    pub fn attr_as_sizes(&self, a: Attribute) -> Option<Vec<usize>> {
        self.attr_as_i32_array(a)?
            .into_iter()
            .map(|v| usize::try_from(v).ok())
            .collect()
    }
    /// A dictionary's entries, sorted by name; `None` for other attributes.
    pub fn attr_as_dictionary(&self, a: Attribute) -> Option<&[(Symbol, Attribute)]> {
        match self.attr_data(a) {
            AttrData::Dictionary(v) => Some(v),
            _ => None,
        }
    }
    /// The type of a typed attribute (integers, floats, dense elements, typed strings).
    pub fn attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_data(a) {
            AttrData::Integer { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. } => Some(*ty),
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }
}
