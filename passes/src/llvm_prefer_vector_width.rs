//! `--llvm-prefer-vector-width{bits=N}`: every `llvm.func` defined in the module gets
//! `passthrough = [..., ["prefer-vector-width", "N"]]`, the width LLVM's vectorizers aim for.
//! LLVM tunes Intel's AVX-512 server cores (Skylake-X to Emerald Rapids) to prefer 256-bit
//! vectors, which halves the arithmetic of a compute-bound element-wise loop on cores with
//! two 512-bit FMA units; the JIT and `--emit-object` run this pass with the host's widest
//! vectors, as the matmul kernel chooses its tiles (docs/lowering/to-llvm.md).

use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{Context, Diag, OpData};

pub const ARGUMENT: &str = "llvm-prefer-vector-width";
const DESCRIPTION: &str =
    "Mark every defined llvm.func with LLVM's prefer-vector-width (bits=0: the host's widest vectors)";

/// The LLVM function attribute.
const KEY: &str = "prefer-vector-width";

#[derive(Default)]
pub struct LlvmPreferVectorWidth {
    /// 512, 256 or 128; 0 for the host's widest vector registers.
    pub bits: u32,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LlvmPreferVectorWidth::default()),
    }
}

impl LlvmPreferVectorWidth {
    fn width(&self) -> u32 {
        match self.bits {
            0 => crate::matmul_kernel::tiles::host_vector_bits(),
            b => b,
        }
    }
}

impl Pass for LlvmPreferVectorWidth {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LLVMPreferVectorWidth"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value.trim()) {
            ("bits", v @ ("0" | "512" | "256" | "128")) => {
                self.bits = v.parse().map_err(|_| format!("bad bits '{v}'"))?
            }
            ("bits", other) => {
                return Err(format!(
                    "unsupported bits '{other}': 512, 256, 128 or 0 (the host's)"
                ))
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("bits".into(), self.bits.to_string())]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let width = ctx.string_attr(&self.width().to_string());
        let item = ctx.array_attr(&[ctx.string_attr(KEY), width]);
        let func = ctx.op_name(llvm_ops::FuncOp::NAME);
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for f in body.root_ops() {
            let is_declaration =
                xla_dialect_llvm::func_ops::is_declaration(&xla_ir::OpRef::new(ctx, body, f));
            let data = body.op(f);
            if data.name != func || is_declaration {
                continue;
            }
            let mut items = crate::llvm_passthrough::items(ctx, data);
            if items
                .iter()
                .any(|&a| crate::llvm_passthrough::item_key(ctx, a) == Some(KEY))
            {
                continue;
            }
            items.push(item);
            crate::llvm_passthrough::set_items(ctx, body.op_mut(f), &items);
        }
        Ok(())
    }
}
