//! Calling convention between our buffers and JIT-compiled functions: the LLVM-level signature
//! of an `llvm.func`, how `.npy`-like host values map onto it (upstream's memref descriptor
//! `{ptr allocated, ptr aligned, i64 offset, [r x i64] sizes, [r x i64] strides}` expanded to
//! one parameter per field), and the C layout of results. Safe code only.

/// Element types the JIT exchanges with native code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemKind {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    F64,
    /// `complex<f32>` / `complex<f64>`: `{re, im}` pairs (numpy's complex64 / complex128).
    C64,
    C128,
}

impl ElemKind {
    /// Bytes per element in memory (i1 is stored as one byte, as LLVM does).
    pub fn size(self) -> usize {
        match self {
            ElemKind::I1 | ElemKind::I8 => 1,
            ElemKind::I16 | ElemKind::F16 | ElemKind::BF16 => 2,
            ElemKind::I32 | ElemKind::F32 => 4,
            ElemKind::I64 | ElemKind::F64 | ElemKind::C64 => 8,
            ElemKind::C128 => 16,
        }
    }
    /// The LLVM type of one element passed by value.
    pub fn llvm_type(self) -> LlvmType {
        match self {
            ElemKind::I1 => LlvmType::Int(1),
            ElemKind::I8 => LlvmType::Int(8),
            ElemKind::I16 => LlvmType::Int(16),
            ElemKind::I32 => LlvmType::Int(32),
            ElemKind::I64 => LlvmType::Int(64),
            ElemKind::F16 => LlvmType::F16,
            ElemKind::BF16 => LlvmType::BF16,
            ElemKind::F32 => LlvmType::F32,
            ElemKind::F64 => LlvmType::F64,
            ElemKind::C64 => LlvmType::Struct(vec![LlvmType::F32, LlvmType::F32]),
            ElemKind::C128 => LlvmType::Struct(vec![LlvmType::F64, LlvmType::F64]),
        }
    }
    /// The MLIR spelling (`f32`, `i1`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ElemKind::I1 => "i1",
            ElemKind::I8 => "i8",
            ElemKind::I16 => "i16",
            ElemKind::I32 => "i32",
            ElemKind::I64 => "i64",
            ElemKind::F16 => "f16",
            ElemKind::BF16 => "bf16",
            ElemKind::F32 => "f32",
            ElemKind::F64 => "f64",
            ElemKind::C64 => "complex<f32>",
            ElemKind::C128 => "complex<f64>",
        }
    }
    /// The code the check runtime receives for this element type (docs/lowering/to-llvm.md).
    pub fn check_code(self) -> i32 {
        match self {
            ElemKind::I1 => 0,
            ElemKind::I8 => 1,
            ElemKind::I16 => 2,
            ElemKind::I32 => 3,
            ElemKind::I64 => 4,
            ElemKind::F16 => 5,
            ElemKind::BF16 => 6,
            ElemKind::F32 => 7,
            ElemKind::F64 => 8,
            ElemKind::C64 => 11,
            ElemKind::C128 => 12,
        }
    }
    pub fn from_check_code(code: i32) -> Option<Self> {
        [
            ElemKind::I1,
            ElemKind::I8,
            ElemKind::I16,
            ElemKind::I32,
            ElemKind::I64,
            ElemKind::F16,
            ElemKind::BF16,
            ElemKind::F32,
            ElemKind::F64,
        ]
        .into_iter()
        .find(|k| k.check_code() == code)
    }
}

/// An LLVM-dialect type as far as the calling convention cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LlvmType {
    Void,
    Ptr,
    Int(u32),
    F16,
    BF16,
    F32,
    F64,
    Struct(Vec<LlvmType>),
    Array(u64, Box<LlvmType>),
    /// Anything else, by its printed form (not callable through the JIT).
    Other(String),
}

impl LlvmType {
    /// Size and alignment under the C ABI of x86-64/AArch64 (what LLVM's data layout gives).
    pub fn size_align(&self) -> Option<(usize, usize)> {
        Some(match self {
            LlvmType::Void => (0, 1),
            LlvmType::Ptr => (8, 8),
            LlvmType::Int(w) => {
                let bytes = (*w as usize).div_ceil(8).next_power_of_two();
                (bytes, bytes.min(8))
            }
            LlvmType::F16 | LlvmType::BF16 => (2, 2),
            LlvmType::F32 => (4, 4),
            LlvmType::F64 => (8, 8),
            LlvmType::Struct(fields) => {
                let (mut size, mut align) = (0usize, 1usize);
                for f in fields {
                    let (s, a) = f.size_align()?;
                    size = size.div_ceil(a) * a + s;
                    align = align.max(a);
                }
                (size.div_ceil(align) * align, align)
            }
            LlvmType::Array(n, elem) => {
                let (s, a) = elem.size_align()?;
                (s.checked_mul(usize::try_from(*n).ok()?)?, a)
            }
            LlvmType::Other(_) => return None,
        })
    }
    /// Byte offsets of a struct's fields.
    pub fn field_offsets(&self) -> Vec<usize> {
        let LlvmType::Struct(fields) = self else {
            return vec![0];
        };
        let mut offsets = Vec::new();
        let mut size = 0usize;
        for f in fields {
            let (s, a) = f.size_align().unwrap_or((0, 1));
            size = size.div_ceil(a) * a;
            offsets.push(size);
            size += s;
        }
        offsets
    }
    /// The struct type of a rank-`rank` memref descriptor.
    pub fn memref_descriptor(rank: usize) -> LlvmType {
        let mut fields = vec![LlvmType::Ptr, LlvmType::Ptr, LlvmType::Int(64)];
        if rank > 0 {
            let arr = LlvmType::Array(rank as u64, Box::new(LlvmType::Int(64)));
            fields.push(arr.clone());
            fields.push(arr);
        }
        LlvmType::Struct(fields)
    }
}

impl std::fmt::Display for LlvmType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LlvmType::Void => write!(f, "void"),
            LlvmType::Ptr => write!(f, "ptr"),
            LlvmType::Int(w) => write!(f, "i{w}"),
            LlvmType::F16 => write!(f, "f16"),
            LlvmType::BF16 => write!(f, "bf16"),
            LlvmType::F32 => write!(f, "f32"),
            LlvmType::F64 => write!(f, "f64"),
            LlvmType::Struct(fs) => {
                write!(f, "struct<(")?;
                for (i, t) in fs.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{t}")?;
                }
                write!(f, ")>")
            }
            LlvmType::Array(n, t) => write!(f, "array<{n} x {t}>"),
            LlvmType::Other(s) => write!(f, "{s}"),
        }
    }
}

/// The LLVM-level signature of an `llvm.func`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LlvmSignature {
    pub params: Vec<LlvmType>,
    pub result: LlvmType,
}

/// How a call passes its buffers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallOptions {
    /// The function never writes its memref arguments (true of functions our `--bufferize`
    /// produced: arguments are read-only for the callee), so host buffers are passed in place
    /// instead of copied.
    pub inputs_read_only: bool,
}

/// A dense host array: row-major, or in the order of an XLA layout (docs/layouts.md).
#[derive(Clone, Debug, PartialEq)]
pub struct HostBuffer {
    pub elem: ElemKind,
    pub shape: Vec<i64>,
    /// `product(shape) * elem.size()` bytes, little-endian.
    pub data: crate::host_bytes::HostBytes,
    /// The order of the elements in `data`, as XLA's `minor_to_major`; `None`: row-major.
    pub minor_to_major: Option<Vec<i64>>,
}

impl HostBuffer {
    pub fn num_elements(&self) -> usize {
        self.shape.iter().map(|&d| d.max(0) as usize).product()
    }
    /// The element strides of `data` (its memref descriptor's).
    pub fn strides(&self) -> Vec<i64> {
        match &self.minor_to_major {
            Some(m2m) => xla_values::layout::strides(&self.shape, m2m),
            None => {
                let mut stride = 1i64;
                let mut strides = vec![0i64; self.shape.len()];
                for (i, &d) in self.shape.iter().enumerate().rev() {
                    strides[i] = stride;
                    stride = stride.saturating_mul(d.max(1));
                }
                strides
            }
        }
    }
}

/// An argument or result: a scalar passed by value, or a memref descriptor over a buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum HostValue {
    /// The value's bytes (little-endian, `elem.size()` of them).
    Scalar(ElemKind, Vec<u8>),
    MemRef(HostBuffer),
}

/// What a result is, for decoding the function's return value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultSpec {
    Scalar(ElemKind),
    /// A memref of this element type and rank; `shape`, when known, is checked.
    MemRef {
        elem: ElemKind,
        rank: usize,
        shape: Option<Vec<i64>>,
    },
}

impl ResultSpec {
    fn llvm_type(&self) -> LlvmType {
        match self {
            ResultSpec::Scalar(k) => k.llvm_type(),
            ResultSpec::MemRef { rank, .. } => LlvmType::memref_descriptor(*rank),
        }
    }
}

/// The LLVM parameters a host value occupies.
pub fn flattened_params(value: &HostValue) -> Vec<LlvmType> {
    match value {
        HostValue::Scalar(k, _) => vec![k.llvm_type()],
        HostValue::MemRef(b) => {
            let mut ps = vec![LlvmType::Ptr, LlvmType::Ptr, LlvmType::Int(64)];
            ps.extend(std::iter::repeat_n(LlvmType::Int(64), 2 * b.shape.len()));
            ps
        }
    }
}

/// The LLVM return type that `results` need: void, the single result, or a struct of them.
pub fn expected_result_type(results: &[ResultSpec]) -> LlvmType {
    match results {
        [] => LlvmType::Void,
        [one] => one.llvm_type(),
        many => LlvmType::Struct(many.iter().map(ResultSpec::llvm_type).collect()),
    }
}

/// Checks that `args` and `results` fit `sig` exactly; the message names the first mismatch.
pub fn check_call(
    name: &str,
    sig: &LlvmSignature,
    args: &[HostValue],
    results: &[ResultSpec],
) -> Result<(), String> {
    let mut at = 0usize;
    for (i, a) in args.iter().enumerate() {
        let want = flattened_params(a);
        let got = sig.params.get(at..at + want.len());
        if got != Some(&want[..]) {
            let what = match a {
                HostValue::Scalar(k, _) => format!("a {} scalar", k.name()),
                HostValue::MemRef(b) => format!(
                    "a rank-{} {} memref descriptor",
                    b.shape.len(),
                    b.elem.name()
                ),
            };
            return Err(format!(
                "input #{i} ({what}) does not match the parameters of '@{name}' from position {at}: the function takes ({})",
                sig.params.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
            ));
        }
        if let HostValue::Scalar(k, bytes) = a {
            if bytes.len() != k.size() {
                return Err(format!(
                    "input #{i}: a {} scalar needs {} bytes, got {}",
                    k.name(),
                    k.size(),
                    bytes.len()
                ));
            }
        }
        if let HostValue::MemRef(b) = a {
            if b.data.len() != b.num_elements() * b.elem.size() {
                return Err(format!(
                    "input #{i}: buffer of shape {:?} has {} bytes",
                    b.shape,
                    b.data.len()
                ));
            }
        }
        at += want.len();
    }
    if at != sig.params.len() {
        return Err(format!(
            "'@{name}' takes {} LLVM parameters, but the {} inputs given fill {at}",
            sig.params.len(),
            args.len()
        ));
    }
    let want = expected_result_type(results);
    if sig.result != want {
        return Err(format!(
            "'@{name}' returns {}, but the caller expects {want}",
            sig.result
        ));
    }
    if want.size_align().is_none() {
        return Err(format!(
            "'@{name}' returns {want}, which the JIT cannot receive"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptor_layout_is_c_layout() {
        let d = LlvmType::memref_descriptor(2);
        assert_eq!(d.size_align(), Some((56, 8)));
        assert_eq!(d.field_offsets(), vec![0, 8, 16, 24, 40]);
        let mixed = LlvmType::Struct(vec![
            LlvmType::F32,
            LlvmType::memref_descriptor(0),
            LlvmType::Int(1),
        ]);
        assert_eq!(mixed.field_offsets(), vec![0, 8, 32]);
        assert_eq!(mixed.size_align(), Some((40, 8)));
    }

    #[test]
    fn call_checks_name_the_mismatch() {
        let sig = LlvmSignature {
            params: vec![LlvmType::Int(64)],
            result: LlvmType::Int(64),
        };
        let ok = [HostValue::Scalar(ElemKind::I64, vec![0; 8])];
        assert!(check_call("f", &sig, &ok, &[ResultSpec::Scalar(ElemKind::I64)]).is_ok());
        let bad = [HostValue::Scalar(ElemKind::F32, vec![0; 4])];
        let err = check_call("f", &sig, &bad, &[ResultSpec::Scalar(ElemKind::I64)]).unwrap_err();
        assert!(err.contains("input #0 (a f32 scalar)"), "{err}");
        let err = check_call("f", &sig, &ok, &[]).unwrap_err();
        assert!(
            err.contains("returns i64, but the caller expects void"),
            "{err}"
        );
    }
}
