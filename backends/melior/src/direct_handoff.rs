//! The JIT's hand-off without text: our llvm-dialect module rebuilt op by op in upstream MLIR
//! through the C API, each distinct type, attribute and location converted once (through its
//! text), instead of the whole module printed and parsed again (upstream's parse of a 12-layer
//! transformer took 120-200 ms of its ~650 ms compile). Anything it does not expect (a type or
//! attribute upstream cannot parse, a use before its definition in block order, a failed
//! verification) gives `None`, and the caller takes the text path, whose diagnostics carry the
//! source locations.

use melior::ir::Module as MModule;
use melior::Context as MContext;
use mlir_sys::{
    MlirAttribute, MlirBlock, MlirContext, MlirLocation, MlirOperation, MlirRegion, MlirStringRef,
    MlirType, MlirValue,
};
use std::collections::HashMap;
use xla_ir::attrs::{AttrData, LocData};
use xla_ir::{Attribute, BlockId, Body, Context, Location, Module, OpId, RegionId, Type, ValueId};

unsafe extern "C" {
    /// src/properties.cpp: `Operation::setPropertiesFromAttribute` (false when refused).
    fn xla_mlir_set_properties(op: MlirOperation, properties: MlirAttribute) -> bool;
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// Converts our IR into upstream objects of one context, caching what is uniqued.
struct Builder<'a> {
    ctx: &'a Context,
    raw: MlirContext,
    types: HashMap<Type, MlirType>,
    attrs: HashMap<Attribute, MlirAttribute>,
    locs: HashMap<Location, MlirLocation>,
}

/// The upstream values and blocks of one isolated body.
#[derive(Default)]
struct Scope {
    values: HashMap<ValueId, MlirValue>,
    blocks: HashMap<BlockId, MlirBlock>,
}

impl Builder<'_> {
    fn ty(&mut self, t: Type) -> Option<MlirType> {
        if let Some(&m) = self.types.get(&t) {
            return Some(m);
        }
        let text = xla_ir::asm::type_to_string(self.ctx, t);
        // SAFETY: `raw` is a live context; the string outlives the call (the type is uniqued
        // in the context, which copies what it keeps).
        let m = unsafe { mlir_sys::mlirTypeParseGet(self.raw, string_ref(&text)) };
        if m.ptr.is_null() {
            return None;
        }
        self.types.insert(t, m);
        Some(m)
    }

    fn attr(&mut self, a: Attribute) -> Option<MlirAttribute> {
        if let Some(&m) = self.attrs.get(&a) {
            return Some(m);
        }
        let text = xla_ir::asm::attr_to_string(self.ctx, a);
        // SAFETY: as in `ty`.
        let m = unsafe { mlir_sys::mlirAttributeParseGet(self.raw, string_ref(&text)) };
        if m.ptr.is_null() {
            return None;
        }
        self.attrs.insert(a, m);
        Some(m)
    }

    fn loc(&mut self, l: Location) -> Option<MlirLocation> {
        if let Some(&m) = self.locs.get(&l) {
            return Some(m);
        }
        let AttrData::Location(data) = self.ctx.attr_data(l) else {
            return None;
        };
        let data = data.clone();
        // SAFETY: `raw` is a live context and every location passed in was made from it; the
        // C API copies the strings it keeps.
        let m = unsafe {
            match data {
                LocData::Unknown => mlir_sys::mlirLocationUnknownGet(self.raw),
                LocData::FileLineCol { file, line, col } => mlir_sys::mlirLocationFileLineColGet(
                    self.raw,
                    string_ref(self.ctx.symbol_str(file)),
                    line,
                    col,
                ),
                LocData::Name { name, child } => {
                    let child = match child {
                        Some(c) => self.loc(c)?,
                        None => mlir_sys::mlirLocationUnknownGet(self.raw),
                    };
                    mlir_sys::mlirLocationNameGet(
                        self.raw,
                        string_ref(self.ctx.symbol_str(name)),
                        child,
                    )
                }
                LocData::CallSite { callee, caller } => {
                    mlir_sys::mlirLocationCallSiteGet(self.loc(callee)?, self.loc(caller)?)
                }
                LocData::Fused { locs, metadata } => {
                    let parts = locs
                        .iter()
                        .map(|&p| self.loc(p))
                        .collect::<Option<Vec<_>>>()?;
                    let metadata = match metadata {
                        Some(a) => self.attr(a)?,
                        None => MlirAttribute {
                            ptr: std::ptr::null(),
                        },
                    };
                    mlir_sys::mlirLocationFusedGet(
                        self.raw,
                        parts.len() as isize,
                        parts.as_ptr(),
                        metadata,
                    )
                }
            }
        };
        self.locs.insert(l, m);
        Some(m)
    }

    /// A region owned by the caller (destroyed here if it cannot be completed).
    fn region(&mut self, body: &Body, r: RegionId, scope: &mut Scope) -> Option<MlirRegion> {
        // SAFETY: a fresh region, owned by the caller until an op takes it.
        let region = unsafe { mlir_sys::mlirRegionCreate() };
        if self.fill_region(body, r, region, scope).is_none() {
            // SAFETY: the region is still ours (no op took it); destroying it frees its blocks
            // and ops.
            unsafe { mlir_sys::mlirRegionDestroy(region) };
            return None;
        }
        Some(region)
    }

    fn fill_region(
        &mut self,
        body: &Body,
        r: RegionId,
        region: MlirRegion,
        scope: &mut Scope,
    ) -> Option<()> {
        // Blocks first (successors may point forward), each appended to the region at once.
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for &b in &blocks {
            let args = body.block_args(b);
            let mut types = Vec::with_capacity(args.len());
            let mut locs = Vec::with_capacity(args.len());
            for &a in args {
                types.push(self.ty(body.value_type(a))?);
                let loc = match body.value(a).loc {
                    Some(l) => self.loc(l)?,
                    // SAFETY: `raw` is a live context.
                    None => unsafe { mlir_sys::mlirLocationUnknownGet(self.raw) },
                };
                locs.push(loc);
            }
            // SAFETY: `types` and `locs` hold one live entry per argument; the region takes
            // ownership of the new block right away.
            let block = unsafe {
                let block =
                    mlir_sys::mlirBlockCreate(args.len() as isize, types.as_ptr(), locs.as_ptr());
                mlir_sys::mlirRegionAppendOwnedBlock(region, block);
                block
            };
            for (i, &a) in args.iter().enumerate() {
                // SAFETY: `i` is below the block's argument count.
                let v = unsafe { mlir_sys::mlirBlockGetArgument(block, i as isize) };
                scope.values.insert(a, v);
            }
            scope.blocks.insert(b, block);
        }
        for &b in &blocks {
            let block = scope.blocks[&b];
            for o in body.block_ops(b) {
                let op = self.op(body, o, scope)?;
                // SAFETY: `op` is a new op owned by us; the block takes it.
                unsafe { mlir_sys::mlirBlockAppendOwnedOperation(block, op) };
            }
        }
        Some(())
    }

    /// The upstream op of `o`, owned by the caller; its results are entered in `scope`.
    fn op(&mut self, body: &Body, o: OpId, scope: &mut Scope) -> Option<MlirOperation> {
        let data = body.op(o);
        let name = self.ctx.op_name_str(data.name);
        let loc = self.loc(data.loc)?;
        let operands = body
            .operands(o)
            .map(|v| scope.values.get(&v).copied())
            .collect::<Option<Vec<MlirValue>>>()?;
        let results = data
            .results()
            .iter()
            .map(|&v| self.ty(body.value_type(v)))
            .collect::<Option<Vec<_>>>()?;
        let successors = data
            .successors()
            .iter()
            .map(|b| scope.blocks.get(b).copied())
            .collect::<Option<Vec<MlirBlock>>>()?;
        let mut named = Vec::new();
        let mut properties = Vec::new();
        for (key, value) in data.props.iter() {
            let value = self.attr(value)?;
            // SAFETY: `raw` is a live context, which copies the identifier.
            let id = unsafe {
                mlir_sys::mlirIdentifierGet(self.raw, string_ref(self.ctx.symbol_str(key)))
            };
            // SAFETY: both handles are live.
            properties.push(unsafe { mlir_sys::mlirNamedAttributeGet(id, value) });
        }
        for (key, value) in data.attrs.iter() {
            let value = self.attr(value)?;
            // SAFETY: `raw` is a live context, which copies the identifier.
            let id = unsafe {
                mlir_sys::mlirIdentifierGet(self.raw, string_ref(self.ctx.symbol_str(key)))
            };
            // SAFETY: both handles are live.
            named.push(unsafe { mlir_sys::mlirNamedAttributeGet(id, value) });
        }
        let mut regions: Vec<MlirRegion> = Vec::new();
        let built = match data.isolated_body() {
            Some(inner) => {
                let mut inner_scope = Scope::default();
                inner.root_regions().iter().try_for_each(|&r| {
                    regions.push(self.region(inner, r, &mut inner_scope)?);
                    Some(())
                })
            }
            None => body.local_regions(o).iter().try_for_each(|&r| {
                regions.push(self.region(body, r, scope)?);
                Some(())
            }),
        };
        if built.is_none() {
            for r in regions {
                // SAFETY: regions built above and not taken by any op.
                unsafe { mlir_sys::mlirRegionDestroy(r) };
            }
            return None;
        }
        // SAFETY: every handle is live; `name` outlives `mlirOperationCreate` (the state keeps
        // a reference to it until then); the new op takes the regions.
        let op = unsafe {
            let mut state = mlir_sys::mlirOperationStateGet(string_ref(name), loc);
            mlir_sys::mlirOperationStateAddResults(
                &mut state,
                results.len() as isize,
                results.as_ptr(),
            );
            mlir_sys::mlirOperationStateAddOperands(
                &mut state,
                operands.len() as isize,
                operands.as_ptr(),
            );
            mlir_sys::mlirOperationStateAddSuccessors(
                &mut state,
                successors.len() as isize,
                successors.as_ptr(),
            );
            mlir_sys::mlirOperationStateAddAttributes(
                &mut state,
                named.len() as isize,
                named.as_ptr(),
            );
            mlir_sys::mlirOperationStateAddOwnedRegions(
                &mut state,
                regions.len() as isize,
                regions.as_ptr(),
            );
            mlir_sys::mlirOperationCreate(&mut state)
        };
        if op.ptr.is_null() {
            return None;
        }
        if !properties.is_empty() {
            // SAFETY: `op` is ours and in no block; the dictionary's entries are live.
            let set = unsafe {
                let dict = mlir_sys::mlirDictionaryAttrGet(
                    self.raw,
                    properties.len() as isize,
                    properties.as_ptr(),
                );
                xla_mlir_set_properties(op, dict)
            };
            if !set {
                // SAFETY: as above.
                unsafe { mlir_sys::mlirOperationDestroy(op) };
                return None;
            }
        }
        for (i, &v) in data.results().iter().enumerate() {
            // SAFETY: `i` is below the op's result count.
            scope.values.insert(v, unsafe {
                mlir_sys::mlirOperationGetResult(op, i as isize)
            });
        }
        Some(op)
    }
}

/// `module` built in `context` and verified there, or `None` (see the module docs).
pub fn build<'c>(ctx: &Context, context: &'c MContext, module: &Module) -> Option<MModule<'c>> {
    // Resource blobs are printed after the module and referenced by name: text only.
    if !module.external_resources.is_empty() {
        return None;
    }
    let raw = context.to_raw();
    // Ops of a dialect that is not loaded would be unregistered ones.
    // SAFETY: `raw` is a live context with the llvm dialect in its registry.
    unsafe { mlir_sys::mlirContextGetOrLoadDialect(raw, string_ref("llvm")) };
    let mut b = Builder {
        ctx,
        raw,
        types: HashMap::new(),
        attrs: HashMap::new(),
        locs: HashMap::new(),
    };
    let op = b.op(&module.top, module.op, &mut Scope::default())?;
    // SAFETY: `op` is the new top-level op, owned by us: the module takes it, or it is
    // destroyed.
    unsafe {
        if !mlir_sys::mlirOperationVerify(op) {
            mlir_sys::mlirOperationDestroy(op);
            return None;
        }
        let m = mlir_sys::mlirModuleFromOperation(op);
        if m.ptr.is_null() {
            mlir_sys::mlirOperationDestroy(op);
            return None;
        }
        Some(MModule::from_raw(m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Programs whose lowering has loops in blocks, parallel loops outlined into functions,
    /// matmul kernels, complex and bf16 values, globals and dense constants.
    const PROGRAMS: &[&str] = &[
        r#"func.func @main(%x: tensor<64x33xf32>, %y: tensor<33x17xf32>) -> (tensor<64x17xf32>, tensor<64xf32>) {
  %p = hlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<64x33xf32>, tensor<33x17xf32>) -> tensor<64x17xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%x init: %z) applies hlo.add across dimensions = [1] : (tensor<64x33xf32>, tensor<f32>) -> tensor<64xf32>
  %t = hlo.tanh %p : tensor<64x17xf32>
  return %t, %s : tensor<64x17xf32>, tensor<64xf32>
}"#,
        r#"func.func @main(%x: tensor<4x3xcomplex<f32>>, %b: tensor<5xbf16>) -> (tensor<4x3xcomplex<f32>>, tensor<5xbf16>) {
  %c = hlo.constant dense<[1.5, -2.0, 3.25, 0.5, 7.0]> : tensor<5xbf16>
  %e = hlo.exponential %x : tensor<4x3xcomplex<f32>>
  %m = hlo.multiply %b, %c : tensor<5xbf16>
  return %e, %m : tensor<4x3xcomplex<f32>>, tensor<5xbf16>
}"#,
    ];

    fn upstream_text(ctx: &Context, module: &Module) -> (String, String) {
        let mut module = module.clone();
        xla_passes::llvm_alloc_failure_exits::run(ctx, module.top.op_mut(module.op))
            .expect("instrumented");
        let context = crate::upstream::new_context();
        let direct = build(ctx, &context, &module).expect("built directly");
        let text = crate::upstream::handoff_text(ctx, &module);
        let parsed = MModule::parse(&context, &text).expect("parsed");
        (
            direct.as_operation().to_string(),
            parsed.as_operation().to_string(),
        )
    }

    /// The programs above and every eighth of the fresh JAX programs (tests/jax_fresh).
    fn programs() -> Vec<(String, String)> {
        let mut all: Vec<(String, String)> = PROGRAMS
            .iter()
            .enumerate()
            .map(|(i, p)| (format!("program {i}"), p.to_string()))
            .collect();
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/jax_fresh/programs");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("tests/jax_fresh/programs")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .filter(|p| !p.to_string_lossy().ends_with(".pretty.mlir"))
            .collect();
        files.sort();
        for f in files.iter().step_by(8) {
            let text = std::fs::read_to_string(f).expect("readable");
            all.push((f.display().to_string(), text));
        }
        assert!(all.len() > 25, "{} programs", all.len());
        all
    }

    #[test]
    fn direct_and_text_handoffs_build_the_same_module() {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        let mut compared = 0;
        for (i, program) in programs() {
            let mut module = xla_ir::asm::parse_module(&ctx, "program.mlir", &program)
                .unwrap_or_else(|d| panic!("program {i}: {}", d[0].message));
            // The few fresh programs the JIT does not lower (its floor) have nothing to hand off.
            if xla_passes::lower_to_llvm::lower_module(&ctx, &mut module, true, &mut |_| {})
                .is_err()
            {
                continue;
            }
            compared += 1;
            let (direct, parsed) = upstream_text(&ctx, &module);
            assert!(direct.len() > 1000, "program {i}: {direct}");
            let first_difference = direct.lines().zip(parsed.lines()).find(|(d, p)| d != p);
            assert!(
                first_difference.is_none() && direct.lines().count() == parsed.lines().count(),
                "program {i}: built directly / parsed: {first_difference:?}"
            );
        }
        assert!(compared >= 25, "{compared} programs compared");
    }

    #[test]
    fn a_module_upstream_rejects_is_declined() {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        // Our parser accepts the mismatched return type (the llvm dialect's own verifier is
        // upstream's); building it directly fails upstream's verification.
        let text = "module {\n  llvm.func @f() -> i32 {\n    %0 = llvm.mlir.constant(1 : i64) : i64\n    llvm.return %0 : i64\n  }\n}\n";
        let module = xla_ir::asm::parse_module(&ctx, "bad.mlir", text).expect("parsed");
        let context = crate::upstream::new_context();
        assert!(build(&ctx, &context, &module).is_none());
    }
}
