//! Building ops in a function-less body to run verifiers on them.

use xla_ir::{Body, Context, Diag, OpId, OperationState, Type};

/// A body with one block whose arguments have `args` types; returns the body, block args.
pub struct Builder {
    pub body: Body,
    pub block: xla_ir::BlockId,
    pub args: Vec<xla_ir::ValueId>,
}

impl Builder {
    pub fn new(args: &[Type]) -> Self {
        let mut body = Body::with_root_regions(1);
        let region = body.root_regions()[0];
        let block = body.create_block();
        body.append_block(region, block);
        let args = args
            .iter()
            .map(|&t| body.add_block_arg(block, t, None))
            .collect();
        Builder { body, block, args }
    }

    /// Appends `hlo.<name>` with operands (block arg indices), result types and attributes.
    pub fn op(
        &mut self,
        ctx: &Context,
        name: &str,
        operands: &[usize],
        results: &[Type],
        attrs: &[(&str, xla_ir::Attribute)],
    ) -> OpId {
        let loc = ctx.unknown_loc();
        let mut st = OperationState::new(ctx, &format!("hlo.{name}"), loc);
        st.operands = operands.iter().map(|&i| self.args[i]).collect();
        st.result_types = results.to_vec();
        for &(n, a) in attrs {
            st.set_attr(ctx, n, a);
        }
        let op = self.body.create_op(ctx, st);
        self.body.append_op(self.block, op);
        op
    }

    /// Runs the op's verifier hooks and the core trait checks, as the verifier does.
    pub fn verify(&self, ctx: &Context, op: OpId) -> Result<(), Diag> {
        xla_ir::verify::verify_op(ctx, &self.body, op).map_err(|mut e| e.remove(0))
    }
}

/// The message of the first error, or "ok".
pub fn message(r: Result<(), Diag>) -> String {
    match r {
        Ok(()) => "ok".to_string(),
        Err(d) => d.message,
    }
}
