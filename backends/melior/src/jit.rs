//! JIT execution through MLIR's ExecutionEngine (ORC LLJIT at the requested LLVM opt level,
//! host CPU): created from a verified llvm-dialect module, check-runtime symbols registered,
//! functions called through the packed `_mlir_<name>` wrappers the engine generates.

use crate::abi::{
    check_call, CallOptions, ElemKind, HostBuffer, HostValue, LlvmSignature, LlvmType, ResultSpec,
};
use crate::memory::{read_strided, AlignedBuf};
use melior::ir::attribute::AttributeLike;
use melior::ir::operation::OperationLike;
use melior::ir::Module as MModule;
use melior::StringRef;
use xla_dialect_llvm::ops as llvm_ops;

/// A compiled module ready to call.
pub struct Engine {
    raw: mlir_sys::MlirExecutionEngine,
}

impl Drop for Engine {
    fn drop(&mut self) {
        // SAFETY: `raw` is a non-null engine created in `Engine::new` and destroyed once.
        unsafe { mlir_sys::mlirExecutionEngineDestroy(self.raw) }
    }
}

impl Engine {
    /// The engine of `module` (translated and optimized; code is generated at
    /// [`Engine::initialize`] or the first lookup, once every external symbol is registered).
    pub fn create(module: &MModule, opt_level: usize) -> Result<Self, String> {
        // SAFETY: the module is a valid, verified llvm-dialect module; no shared libraries are
        // passed (count 0 with a null array); the engine copies what it needs from the module.
        let raw = unsafe {
            mlir_sys::mlirExecutionEngineCreate(
                module.to_raw(),
                opt_level as i32,
                0,
                std::ptr::null(),
                false,
                false,
            )
        };
        if raw.ptr.is_null() {
            return Err(String::new());
        }
        Ok(Engine { raw })
    }

    /// Makes `symbols` (name, address) callable from the module.
    pub fn register(&self, symbols: &[(&str, *mut ())]) {
        for (name, ptr) in symbols {
            // SAFETY: each pointer is an `extern "C"` function of this process (or of a side
            // object kept alive with the engine) with the signature its declaration in the
            // module gives; registering only records the address.
            unsafe {
                mlir_sys::mlirExecutionEngineRegisterSymbol(
                    self.raw,
                    StringRef::new(name).to_raw(),
                    *ptr as *mut _,
                )
            };
        }
    }

    /// Generates the code and runs the module's global constructors.
    pub fn initialize(&self) {
        // SAFETY: all external symbols are registered; this runs the module's global ctors.
        unsafe { mlir_sys::mlirExecutionEngineInitialize(self.raw) };
    }

    /// The address of function `name`'s code, if the engine exports it.
    pub fn address(&self, name: &str) -> Option<usize> {
        // SAFETY: lookup only reads the engine's symbol table.
        let p =
            unsafe { mlir_sys::mlirExecutionEngineLookup(self.raw, StringRef::new(name).to_raw()) };
        (!p.is_null()).then_some(p as usize)
    }

    /// Whether the packed wrapper of `name` exists (the function is defined and external).
    pub fn has_function(&self, name: &str) -> bool {
        // SAFETY: lookup only reads the engine's symbol table.
        !unsafe {
            mlir_sys::mlirExecutionEngineLookupPacked(self.raw, StringRef::new(name).to_raw())
        }
        .is_null()
    }

    /// Calls `name` (LLVM signature `sig`) with `args`, decoding its return value per `results`.
    /// Every argument and the result are checked against `sig` first.
    pub fn call(
        &self,
        name: &str,
        sig: &LlvmSignature,
        args: &[HostValue],
        results: &[ResultSpec],
        options: CallOptions,
    ) -> Result<Vec<HostValue>, String> {
        check_call(name, sig, args, results)?;
        if !self.has_function(name) {
            return Err(format!(
                "'@{name}' has no definition with external linkage in the compiled module"
            ));
        }
        // Input buffers (copies aligned for vector loads, unless passed in place) and one u64
        // slot per LLVM parameter; `inputs` are the (start, length) of the memory passed.
        let mut buffers = Vec::new();
        let mut inputs: Vec<(usize, usize)> = Vec::new();
        let mut slots: Vec<u64> = Vec::new();
        for a in args {
            match a {
                HostValue::Scalar(_, bytes) => {
                    let mut word = [0u8; 8];
                    word[..bytes.len()].copy_from_slice(bytes);
                    slots.push(u64::from_le_bytes(word));
                }
                HostValue::MemRef(b) => {
                    let in_place = options.inputs_read_only
                        && !b.data.is_empty()
                        && (b.data.as_ptr() as usize).is_multiple_of(b.elem.size().max(1));
                    let ptr = if in_place {
                        b.data.as_ptr() as u64
                    } else {
                        let buf = AlignedBuf::from_bytes(&b.data);
                        let ptr = buf.as_ptr() as u64;
                        buffers.push(buf);
                        ptr
                    };
                    inputs.push((ptr as usize, b.data.len()));
                    slots.extend([ptr, ptr, 0]);
                    slots.extend(b.shape.iter().map(|&d| d as u64));
                    slots.extend(b.strides().into_iter().map(|s| s as u64));
                }
            }
        }
        let result_type = crate::abi::expected_result_type(results);
        let (result_size, _) = result_type.size_align().unwrap_or((0, 1));
        let result_storage = AlignedBuf::zeroed(result_size.max(8));
        // One pointer per LLVM parameter (little-endian slots hold narrower scalars at their
        // start), then the result pointer.
        let mut packed: Vec<*mut ()> = slots.iter_mut().map(|s| s as *mut u64 as *mut ()).collect();
        packed.push(result_storage.as_ptr() as *mut ());
        // SAFETY: lookup only reads the engine's symbol table.
        let wrapper = unsafe {
            mlir_sys::mlirExecutionEngineLookupPacked(self.raw, StringRef::new(name).to_raw())
        };
        if wrapper.is_null() {
            return Err(format!("the JIT has no packed wrapper '_mlir_{name}'"));
        }
        // A failure of an earlier call must not be reported for this one.
        crate::check_runtime::take_alloc_failure();
        // SAFETY: the engine generates `_mlir_<name>` as `void (void **)` for every external
        // function: it loads each parameter through the pointer at its position and stores
        // the return value through the pointer after them. `check_call` proved that the
        // parameters and the return type of `name` are exactly the slots built here: every
        // pointer in `packed` points to a live u64 slot (wide enough for any parameter) or to
        // `result_storage`, sized for the return type; memref slots point to `buffers` or, for
        // read-only inputs (`CallOptions`: the callee never writes them), to the caller's
        // `args`, both of which outlive the call and hold `product(shape)` elements.
        unsafe {
            let f: extern "C" fn(*mut *mut ()) = std::mem::transmute(wrapper);
            f(packed.as_mut_ptr());
        }
        // The call returned early: its results are poison (what it allocated stays allocated).
        if let Some(failure) = crate::check_runtime::take_alloc_failure() {
            return Err(failure);
        }
        decode_results(&result_type, results, result_storage.bytes(), &inputs)
    }
}

/// Reads results out of the return value's bytes; memref results are copied into host buffers
/// and their allocations freed (unless they alias an input or a global).
fn decode_results(
    ty: &LlvmType,
    specs: &[ResultSpec],
    bytes: &[u8],
    inputs: &[(usize, usize)],
) -> Result<Vec<HostValue>, String> {
    let offsets = if specs.len() == 1 {
        vec![0]
    } else {
        ty.field_offsets()
    };
    let mut freed = Vec::new();
    let mut out = Vec::new();
    for (i, (spec, off)) in specs.iter().zip(offsets).enumerate() {
        let field = bytes
            .get(off..)
            .ok_or_else(|| format!("result #{i} lies outside the return value"))?;
        match spec {
            ResultSpec::Scalar(k) => out.push(HostValue::Scalar(
                *k,
                field.get(..k.size()).unwrap_or(&[]).to_vec(),
            )),
            ResultSpec::MemRef { elem, rank, shape } => {
                let words: Vec<i64> = field
                    .chunks_exact(8)
                    .take(3 + 2 * rank)
                    .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                    .collect();
                if words.len() != 3 + 2 * rank {
                    return Err(format!("result #{i}: truncated memref descriptor"));
                }
                let sizes = words[3..3 + rank].to_vec();
                let strides = &words[3 + rank..];
                if let Some(s) = shape {
                    // A dynamic dimension (`?`) takes whatever size the call returned.
                    let fits = s.len() == sizes.len()
                        && s.iter()
                            .zip(&sizes)
                            .all(|(&want, &got)| want == xla_ir::types::DYNAMIC || want == got);
                    if !fits {
                        return Err(format!("result #{i} has shape {sizes:?}, expected {s:?}"));
                    }
                }
                let allocated = words[0] as usize;
                let data = match take_result(
                    allocated,
                    words[1] as usize,
                    words[2],
                    &sizes,
                    strides,
                    elem.size(),
                    inputs,
                    &mut freed,
                ) {
                    Some(bytes) => bytes,
                    None => {
                        let data =
                            read_strided(words[1] as usize, words[2], &sizes, strides, elem.size())
                                .map_err(|e| format!("result #{i}: {e}"))?;
                        crate::memory::free_result(allocated, inputs, &mut freed);
                        data.into()
                    }
                };
                out.push(HostValue::MemRef(HostBuffer {
                    elem: *elem,
                    shape: sizes,
                    data,
                    minor_to_major: None,
                }));
            }
        }
    }
    Ok(out)
}

/// A result buffer taken as it is (no copy): a dense row-major memref whose allocation the
/// call made for it alone (not an input, a global or another result's).
#[allow(clippy::too_many_arguments)]
fn take_result(
    allocated: usize,
    aligned: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    elem_size: usize,
    inputs: &[(usize, usize)],
    taken: &mut Vec<usize>,
) -> Option<crate::host_bytes::HostBytes> {
    let count = sizes
        .iter()
        .try_fold(1usize, |n, &s| n.checked_mul(usize::try_from(s).ok()?))?;
    let mut expected = 1i64;
    let dense = sizes.iter().zip(strides).rev().all(|(&size, &stride)| {
        let ok = size == 1 || stride == expected;
        expected = expected.saturating_mul(size);
        ok
    });
    let in_input = inputs
        .iter()
        .any(|&(start, len)| allocated >= start && allocated < start + len.max(1));
    if count == 0
        || !dense
        || offset < 0
        || in_input
        || taken.contains(&allocated)
        || !crate::memory::is_heap_result(allocated)
    {
        return None;
    }
    let data = aligned.checked_add(usize::try_from(offset).ok()?.checked_mul(elem_size)?)?;
    taken.push(allocated);
    // SAFETY: `allocated` is the `malloc` block of a memref the JIT code just returned, not an
    // input, a global or a block another result took (checked above), so this result owns it;
    // the descriptor says `count` dense elements start at `data`, inside that block.
    Some(unsafe {
        crate::host_bytes::HostBytes::from_malloc(
            std::ptr::NonNull::new(allocated as *mut std::ffi::c_void)?,
            std::ptr::NonNull::new(data as *mut u8)?,
            count * elem_size,
        )
    })
}

extern "C" {
    fn dlsym(handle: *mut std::ffi::c_void, name: *const std::ffi::c_char)
        -> *mut std::ffi::c_void;
}

/// Whether the running process defines the C symbol `name` (glibc's `RTLD_DEFAULT` is null).
fn process_has_symbol(name: &str) -> bool {
    let Ok(c_name) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: dlsym with RTLD_DEFAULT only searches the loaded objects' symbol tables; the name
    // is NUL-terminated and outlives the call.
    !unsafe { dlsym(std::ptr::null_mut(), c_name.as_ptr()) }.is_null()
}

/// Functions the module declares but does not define, which neither `registered` nor the
/// process provides (the JIT would fail to link them): (name, location of the declaration).
pub fn unresolved_declarations<'c>(
    module: &MModule<'c>,
    registered: &[&str],
) -> Vec<(String, melior::ir::Location<'c>)> {
    use melior::ir::{BlockLike, RegionLike};
    let mut missing = Vec::new();
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str().ok() == Some(llvm_ops::FuncOp::NAME) {
            let declaration = o.region(0).ok().and_then(|r| r.first_block()).is_none();
            let name = o
                .attribute("sym_name")
                .ok()
                .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
                .map(|s| s.value().to_string())
                .unwrap_or_default();
            if declaration && !registered.contains(&name.as_str()) && !process_has_symbol(&name) {
                missing.push((name, o.location()));
            }
        }
        op = o.next_in_block();
    }
    missing
}

/// Renames the function `from` to `to`, updating every symbol use in the module.
pub fn rename_function(
    context: &melior::Context,
    module: &mut MModule,
    from: &str,
    to: &str,
) -> Result<(), String> {
    if signature(module, to).is_some() {
        return Err(format!(
            "cannot export '@{from}' as '{to}': the module already has a function '@{to}'"
        ));
    }
    if signature(module, from).is_none() {
        return Err(format!("the module has no function '@{from}'"));
    }
    let new_name = melior::ir::attribute::StringAttribute::new(context, to);
    let mut op = module.body().first_operation();
    use melior::ir::BlockLike;
    while let Some(o) = op {
        let named = o
            .attribute("sym_name")
            .ok()
            .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
            .map(|s| s.value() == from)
            .unwrap_or(false);
        if named && o.name().as_string_ref().as_str().ok() == Some(llvm_ops::FuncOp::NAME) {
            // SAFETY: `o` is a live op of `module` and the attribute belongs to its context; the
            // symbol-use replacement walks the module op, which outlives the call.
            unsafe {
                mlir_sys::mlirOperationSetInherentAttributeByName(
                    o.to_raw(),
                    StringRef::new("sym_name").to_raw(),
                    new_name.to_raw(),
                );
                let result = mlir_sys::mlirSymbolTableReplaceAllSymbolUses(
                    StringRef::new(from).to_raw(),
                    StringRef::new(to).to_raw(),
                    module.as_operation().to_raw(),
                );
                if result.value == 0 {
                    return Err(format!("could not rename the uses of '@{from}'"));
                }
            }
            return Ok(());
        }
        op = o.next_in_block();
    }
    Err(format!("the module has no function '@{from}'"))
}

/// Reads an `llvm.func`'s signature from upstream's module (`None`: no such function).
pub fn signature(module: &MModule, name: &str) -> Option<LlvmSignature> {
    use melior::ir::BlockLike;
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        let is_func = o.name().as_string_ref().as_str().ok() == Some(llvm_ops::FuncOp::NAME);
        let matches = o
            .attribute("sym_name")
            .ok()
            .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
            .map(|s| s.value() == name)
            .unwrap_or(false);
        if is_func && matches {
            let ty = o.attribute("function_type").ok()?;
            // SAFETY: `function_type` of a verified llvm.func is a TypeAttr holding an
            // LLVM function type; the C API getters only read it.
            return unsafe {
                let fty = mlir_sys::mlirTypeAttrGetValue(ty.to_raw());
                let n = mlir_sys::mlirLLVMFunctionTypeGetNumInputs(fty);
                let params = (0..n)
                    .map(|i| classify(mlir_sys::mlirLLVMFunctionTypeGetInput(fty, i)))
                    .collect();
                let result = classify(mlir_sys::mlirLLVMFunctionTypeGetReturnType(fty));
                Some(LlvmSignature { params, result })
            };
        }
        op = o.next_in_block();
    }
    None
}

/// Converts an upstream type to our `LlvmType` (structs through the C API, the rest by name).
fn classify(ty: mlir_sys::MlirType) -> LlvmType {
    // SAFETY: `ty` is a valid type of a live context; the calls only inspect it.
    let t = unsafe { melior::ir::Type::from_raw(ty) };
    let text = t.to_string();
    // SAFETY: as above; struct element getters are only called on LLVM struct types.
    unsafe {
        if mlir_sys::mlirTypeIsALLVMStructType(ty) {
            let n = mlir_sys::mlirLLVMStructTypeGetNumElementTypes(ty);
            return LlvmType::Struct(
                (0..n)
                    .map(|i| classify(mlir_sys::mlirLLVMStructTypeGetElementType(ty, i)))
                    .collect(),
            );
        }
    }
    parse_leaf(&text)
}

/// Scalar, pointer and array types from their printed form.
fn parse_leaf(text: &str) -> LlvmType {
    let t = text.trim().trim_start_matches("!llvm.");
    match t {
        "void" => return LlvmType::Void,
        "ptr" => return LlvmType::Ptr,
        "f16" => return LlvmType::F16,
        "bf16" => return LlvmType::BF16,
        "f32" => return LlvmType::F32,
        "f64" => return LlvmType::F64,
        _ => {}
    }
    if let Some(w) = t.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
        return LlvmType::Int(w);
    }
    if let Some(inner) = t.strip_prefix("array<").and_then(|s| s.strip_suffix('>')) {
        if let Some((n, elem)) = inner.split_once(" x ") {
            if let Ok(n) = n.trim().parse::<u64>() {
                return LlvmType::Array(n, Box::new(parse_leaf(elem)));
            }
        }
    }
    LlvmType::Other(text.to_string())
}

/// Element kind of a scalar LLVM type, if the JIT can exchange it.
pub fn elem_of(ty: &LlvmType) -> Option<ElemKind> {
    Some(match ty {
        LlvmType::Int(1) => ElemKind::I1,
        LlvmType::Int(8) => ElemKind::I8,
        LlvmType::Int(16) => ElemKind::I16,
        LlvmType::Int(32) => ElemKind::I32,
        LlvmType::Int(64) => ElemKind::I64,
        LlvmType::F16 => ElemKind::F16,
        LlvmType::BF16 => ElemKind::BF16,
        LlvmType::F32 => ElemKind::F32,
        LlvmType::F64 => ElemKind::F64,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaf_types_parse() {
        assert_eq!(parse_leaf("!llvm.ptr"), LlvmType::Ptr);
        assert_eq!(parse_leaf("i64"), LlvmType::Int(64));
        assert_eq!(
            parse_leaf("!llvm.array<3 x i64>"),
            LlvmType::Array(3, Box::new(LlvmType::Int(64)))
        );
        assert_eq!(
            parse_leaf("vector<4xf32>"),
            LlvmType::Other("vector<4xf32>".into())
        );
    }
}
