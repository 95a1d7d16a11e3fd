//! `--linalg-matmul-to-microkernel`: float (f32, f64) matrix products on buffers —
//! `linalg.matmul`, `linalg.batch_matmul` and contraction `linalg.generic`s with transposed or
//! batched operands, as `hlo.dot_general` lowers to — become a cache-blocked, packed,
//! register-tiled product with vector ops (docs/lowering/matmul-kernel.md). Runs after
//! `--bufferize`, before `--convert-linalg-to-loops`; other ops (integer dots included) are
//! left to the loop lowering. Option `vector-bits=512|256|128` (default: the host's widest);
//! `kc`, `mc`, `nc` override the cache blocks (tuning); `tasks` is how many parallel tasks a
//! product's N range is split into at most; on a module, `outline` (default true) puts each
//! distinct product into one function called from every site ([`outline`]).

mod builder;
mod collapse;
mod contraction;
mod epilogue;
mod flat;
mod kernel;
pub mod outline;
pub mod tiles;

#[cfg(test)]
mod tests;

use builder::Emit;
use contraction::match_contraction;
use tiles::{host_vector_bits, Tiles};
use xla_dialect_linalg::ops as linalg_ops;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::conversion::{
    apply_conversion_to_op, Action, ConversionMode, ConversionPattern, ConversionPatternSet,
    ConversionRewriter, ConversionTarget,
};
use xla_ir::{Context, Diag, OpData, OpId, ValueId};

pub const ARGUMENT: &str = "linalg-matmul-to-microkernel";
const DESCRIPTION: &str =
    "Lower f32/f64 linalg matmuls on buffers to packed, register-tiled vector micro-kernels";

/// The ops replaced when they are float contractions on buffers.
const ROOTS: &[&str] = &[
    linalg_ops::MatmulOp::NAME,
    linalg_ops::BatchMatmulOp::NAME,
    linalg_ops::GenericOp::NAME,
];

pub struct MatmulToMicrokernel {
    vector_bits: u32,
    /// Cache block overrides (`kc`, `mc`, `nc`; 0 keeps the target's default), for tuning.
    blocks: [i64; 3],
    /// At most this many N parts per batch element (parallel tasks).
    tasks: i64,
    /// On a module: one function per distinct product, called from each site.
    outline: bool,
}

/// N parts per product when the batch gives fewer tasks: the threads compiled loops will run
/// on (`xla_runtime::set_threads`, `xla-run --threads`; else the host's cores: the JIT compiles
/// on the machine it runs on, as the tile sizes). Each part packs A again, which costs about
/// 1/width of the product (measured: 4 parts made a one-thread 1024² product ~10% slower than
/// one), so parts are not made for load balancing beyond one per thread.
pub fn default_tasks() -> i64 {
    (xla_runtime::threads() as i64).clamp(1, 64)
}

impl Default for MatmulToMicrokernel {
    fn default() -> Self {
        MatmulToMicrokernel {
            vector_bits: host_vector_bits(),
            blocks: [0; 3],
            tasks: default_tasks(),
            outline: true,
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::<MatmulToMicrokernel>::default(),
    }
}

struct Rewrite {
    root: &'static str,
    vector_bits: u32,
    blocks: [i64; 3],
    tasks: i64,
}

impl ConversionPattern for Rewrite {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "MatmulToMicrokernel"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let opref = rw.op_ref(op);
        let Some(c) = match_contraction(opref) else {
            return Ok(false);
        };
        let &[a, b, out] = operands else {
            return Ok(false);
        };
        let ctx = rw.ctx();
        let bytes = i64::from(ctx.scalar_bit_width(c.elem).unwrap_or(32) / 8);
        let tiles = Tiles::for_target(self.vector_bits, bytes).with_blocks(self.blocks);
        let c_fast = c.c_rows_contiguous(ctx, opref.operand_type(2));
        let loc = opref.loc();
        let epi = epilogue::find(ctx, rw.body(), op, opref.operand(2), &c);
        let overwrite = opref.attr(outline::OVERWRITE_ATTR).is_some();
        // The consumer's operands must exist where the product runs.
        if let Some(epi) = &epi {
            rw.modify_in_place(op, |body| {
                for &h in &epi.hoist {
                    body.move_op_before(h, op);
                }
            });
        }
        let mut e = Emit::before(rw, loc, op);
        kernel::emit(
            &mut e,
            &c,
            tiles,
            [a, b, out],
            c_fast,
            epi.as_ref(),
            self.tasks,
            overwrite,
        );
        if let Some(epi) = &epi {
            rw.erase_op(epi.consumer)?;
        }
        rw.erase_op(op)?;
        Ok(true)
    }
}

impl Pass for MatmulToMicrokernel {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LinalgMatmulToMicrokernel"
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value.trim()) {
            ("vector-bits", v @ ("512" | "256" | "128")) => {
                self.vector_bits = v.parse().map_err(|_| format!("bad vector-bits '{v}'"))?
            }
            ("vector-bits", other) => {
                return Err(format!(
                    "unsupported vector-bits '{other}': 512, 256 or 128"
                ))
            }
            ("outline", v) => self.outline = xla_ir::pass::parse_bool_option(name, v)?,
            ("tasks", v) => {
                self.tasks = v
                    .parse()
                    .ok()
                    .filter(|n| (1..=1 << 16).contains(n))
                    .ok_or_else(|| {
                        format!("option 'tasks' expects a count in 1..=65536, got '{v}'")
                    })?
            }
            (block @ ("kc" | "mc" | "nc"), v) => {
                let n: i64 = v
                    .parse()
                    .ok()
                    .filter(|n| (0..=1 << 20).contains(n))
                    .ok_or_else(|| {
                        format!("option '{block}' expects a size in 0..=1048576, got '{v}'")
                    })?;
                let at = ["kc", "mc", "nc"]
                    .iter()
                    .position(|b| *b == block)
                    .unwrap_or(0);
                self.blocks[at] = n;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        let mut options = vec![
            ("outline".into(), self.outline.to_string()),
            ("tasks".into(), self.tasks.to_string()),
            ("vector-bits".into(), self.vector_bits.to_string()),
        ];
        for (name, &n) in ["kc", "mc", "nc"].iter().zip(&self.blocks) {
            if n != 0 {
                options.push((name.to_string(), n.to_string()));
            }
        }
        options
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let is_module = ctx.op_name_str(op.name) == xla_ir::builtin::ModuleOp::NAME;
        if let Some(body) = op.isolated_body_mut() {
            if is_module {
                for f in body.root_ops() {
                    if let Some(fbody) = body.op_mut(f).isolated_body_mut() {
                        collapse::collapse_all(ctx, fbody);
                    }
                }
            } else {
                collapse::collapse_all(ctx, body);
            }
        }
        if self.outline && is_module {
            outline::outline_products(ctx, op);
        }
        let patterns: Vec<Box<dyn ConversionPattern>> = ROOTS
            .iter()
            .map(|&root| {
                Box::new(Rewrite {
                    root,
                    vector_bits: self.vector_bits,
                    blocks: self.blocks,
                    tasks: self.tasks,
                }) as Box<dyn ConversionPattern>
            })
            .collect();
        let patterns = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        for &name in ROOTS {
            target.add_dynamically_legal_op(name, |op| match_contraction(op).is_none());
        }
        target.set_unknown_op_action(Action::Legal);
        apply_conversion_to_op(ctx, op, &target, &patterns, None, ConversionMode::Partial)
            .map(|_| ())
    }
}
