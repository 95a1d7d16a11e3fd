//! Custom-form ops: the op name (with MLIR's default dialect), its parse hook, and
//! MLIR's errors for unknown names.

use super::ops::CustomOp;
use super::Parser;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{NamedAttrs, OpId, OperationState};
use crate::registry::{OpName, Traits};
use std::borrow::Cow;

const DIALECT_FAQ: &str = " ; for more info on dialect registration see \
     https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";

impl<'a> Parser<'a> {
    /// A registered op named `name` (directly or through a dialect alias, `stablehlo.add`
    /// for `hlo.add`), without interning anything.
    fn registered_op(&self, name: &str) -> Option<OpName> {
        self.ctx.lookup_registered_op(name)
    }

    /// [`Self::registered_op`] for names spelled with their dialect, cached per spelling.
    fn registered_op_cached(&mut self, name: &'a str) -> Option<OpName> {
        if let Some(&r) = self.ops.custom_names.get(name) {
            return r;
        }
        let r = self.registered_op(name);
        self.ops.custom_names.insert(name, r);
        r
    }

    /// custom-op ::= bare-id custom-syntax trailing-loc?
    pub fn parse_custom_op(&mut self, num_results: usize) -> Result<OpId, Diag> {
        let ctx: &'a Context = self.ctx;
        let pos = self.tok.start;
        let orig = self.spelling();
        self.bump();
        let default = self.ops.default_dialects.last().copied().unwrap_or("");
        let mut tried = Cow::Borrowed(orig);
        let mut name = if orig.contains('.') {
            self.registered_op_cached(orig)
        } else {
            self.registered_op(orig)
        };
        if name.is_none() && !orig.contains('.') {
            tried = Cow::Owned(format!("{default}.{orig}"));
            name = self
                .registered_op(&tried)
                .or_else(|| self.registered_op(&format!("builtin.{orig}")));
        }
        let Some(def) = name.and_then(|n| ctx.op_def(n)) else {
            return Err(self.unknown_custom_op(pos, orig, &tried, default));
        };
        let Some(hook) = def.parse else {
            return Err(self.err_at(
                pos,
                format!("custom op '{orig}' has no custom assembly form"),
            ));
        };
        let own_dialect = def.dialect_name();
        let nested_default = match ctx.dialect_by_name(own_dialect) {
            Some(d) if d.default_dialect_for_regions => own_dialect,
            _ => "",
        };
        let loc = self.loc_at(pos);
        let mut state = OperationState {
            name: name.unwrap_or_else(|| ctx.op_name(&def.name)),
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            props: NamedAttrs::new(),
            attrs: NamedAttrs::new(),
            regions: Vec::new(),
            isolated: None,
            successors: Vec::new(),
        };
        self.ops.default_dialects.push(nested_default);
        let saved_custom = self.ops.custom.replace(CustomOp {
            name: def.name.as_str(),
            pos,
            loc,
            num_results,
        });
        let saved_op = self.ops.current_op.replace((def.name.as_str(), pos));
        let uses_start = self.ops.operand_uses.len();
        let saved_start = std::mem::replace(&mut self.ops.custom_uses_start, uses_start);
        let result = hook(self, &mut state);
        self.ops.operand_uses.truncate(uses_start);
        self.ops.custom_uses_start = saved_start;
        self.ops.custom = saved_custom;
        self.ops.current_op = saved_op;
        self.ops.default_dialects.pop();
        result?;
        if def.has_trait(Traits::SINGLE_BLOCK) && def.has_trait(Traits::NO_TERMINATOR) {
            self.ensure_blocks(&mut state);
        }
        let op = self.body_mut().create_op(ctx, state);
        if let Some(l) = self.parse_trailing_loc()? {
            self.body_mut().op_mut(op).loc = l;
        }
        Ok(op)
    }

    /// Gives empty regions a block, as MLIR's generated parsers do for single-block
    /// regions without terminator (`module {}` has a body block).
    fn ensure_blocks(&mut self, state: &mut OperationState) {
        let add = |body: &mut crate::ir::Body, r| {
            if body.entry_block(r).is_none() {
                let b = body.create_block();
                body.append_block(r, b);
            }
        };
        if let Some(body) = state.isolated.as_deref_mut() {
            for r in body.root_regions().to_vec() {
                add(body, r);
            }
        }
        for &r in &state.regions {
            add(self.body_mut(), r);
        }
    }

    fn unknown_custom_op(&self, pos: u32, orig: &str, tried: &str, default: &str) -> Diag {
        let dialect = if orig.contains('.') {
            orig.split('.').next().unwrap_or("")
        } else {
            default
        };
        let tried_note = if tried != orig {
            format!(" (tried '{tried}' as well)")
        } else {
            String::new()
        };
        if self.ctx.dialect_by_name(dialect).is_some() {
            return self.err_at(pos, format!("custom op '{orig}' is unknown{tried_note}"));
        }
        let mut names: Vec<&str> = self.ctx.dialects().map(|d| d.name.as_str()).collect();
        names.sort_unstable();
        let note = format!("Available dialects: {}{DIALECT_FAQ}", names.join(", "));
        self.err_at(
            pos,
            format!("Dialect `{dialect}' not found for custom op '{orig}' {tried_note}"),
        )
        .with_note(self.loc_at(pos), note)
    }
}
