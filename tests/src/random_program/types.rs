//! Element types and tensor types of generated programs.

/// Element types the generator uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    F32,
    F64,
    F16,
    BF16,
    I32,
    I64,
    I8,
    UI8,
    I1,
    C64,
}

pub const ALL_ELEMS: [Elem; 10] = [
    Elem::F32,
    Elem::F64,
    Elem::F16,
    Elem::BF16,
    Elem::I32,
    Elem::I64,
    Elem::I8,
    Elem::UI8,
    Elem::I1,
    Elem::C64,
];

impl Elem {
    pub fn name(self) -> &'static str {
        match self {
            Elem::F32 => "f32",
            Elem::F64 => "f64",
            Elem::F16 => "f16",
            Elem::BF16 => "bf16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::I8 => "i8",
            Elem::UI8 => "ui8",
            Elem::I1 => "i1",
            Elem::C64 => "complex<f32>",
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, Elem::F32 | Elem::F64 | Elem::F16 | Elem::BF16)
    }
    /// Integers, not `i1`.
    pub fn is_int(self) -> bool {
        matches!(self, Elem::I32 | Elem::I64 | Elem::I8 | Elem::UI8)
    }
    pub fn is_unsigned(self) -> bool {
        self == Elem::UI8
    }
    /// The `compare` type of the element type.
    pub fn compare_type(self) -> &'static str {
        match self {
            _ if self.is_float() => "FLOAT",
            Elem::UI8 | Elem::I1 => "UNSIGNED",
            _ => "SIGNED",
        }
    }
    /// A literal of `v` in this element type (for `dense<...>`).
    pub fn literal(self, v: f64) -> String {
        match self {
            Elem::I1 => (if v != 0.0 { "true" } else { "false" }).into(),
            Elem::C64 => format!("({:.9e}, 0.0)", v),
            e if e.is_float() => {
                if v.is_infinite() {
                    // Hex bit patterns are how infinities are spelled.
                    let neg = v < 0.0;
                    match e {
                        Elem::F32 => (if neg { "0xFF800000" } else { "0x7F800000" }).into(),
                        Elem::F64 => (if neg {
                            "0xFFF0000000000000"
                        } else {
                            "0x7FF0000000000000"
                        })
                        .into(),
                        Elem::F16 => (if neg { "0xFC00" } else { "0x7C00" }).into(),
                        _ => (if neg { "0xFF80" } else { "0x7F80" }).into(),
                    }
                } else {
                    format!("{:.17e}", v)
                }
            }
            _ => format!("{}", v as i64),
        }
    }
}

/// A ranked tensor type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ty {
    pub shape: Vec<i64>,
    pub elem: Elem,
}

impl Ty {
    pub fn new(shape: Vec<i64>, elem: Elem) -> Ty {
        Ty { shape, elem }
    }
    pub fn count(&self) -> i64 {
        self.shape.iter().product()
    }
    pub fn with_elem(&self, elem: Elem) -> Ty {
        Ty {
            shape: self.shape.clone(),
            elem,
        }
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "tensor<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.elem.name())
    }
}
