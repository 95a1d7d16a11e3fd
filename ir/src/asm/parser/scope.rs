//! SSA value and block name scopes (MLIR's IsolatedSSANameScope and blocksByName).
//!
//! A [`Frame`] is one isolated-from-above body being built (the top level is one too):
//! its value names live until the frame ends, except that names defined inside a nested
//! region are forgotten when the region ends. Forward references become placeholders
//! (arguments of a detached block) replaced at the definition.

use super::Parser;
use crate::diagnostic::Diag;
use crate::ir::{BlockId, Body, ValueId};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::borrow::Cow;

/// A defined (or forward-referenced) value and where its name appeared.
#[derive(Copy, Clone)]
struct Slot {
    value: ValueId,
    pos: u32,
}

/// An unresolved forward reference.
struct Placeholder<'a> {
    use_pos: u32,
    /// Set when the name is defined in an enclosing isolated frame: the op using it.
    outside: Option<(&'a str, u32)>,
}

/// One isolated-from-above body under construction, with its value names.
pub(crate) struct Frame<'a> {
    pub body: Body,
    values: FxHashMap<Cow<'a, str>, SmallVec<[Option<Slot>; 1]>>,
    /// Names defined per nested region scope, removed when the region ends.
    defs: Vec<Vec<Cow<'a, str>>>,
    placeholders: FxHashMap<ValueId, Placeholder<'a>>,
    fwd_block: Option<BlockId>,
    /// Where the isolated op's name is (None for the top level).
    owner_pos: Option<u32>,
}

impl<'a> Frame<'a> {
    pub fn new(body: Body, owner_pos: Option<u32>) -> Self {
        Frame {
            body,
            values: FxHashMap::default(),
            defs: Vec::new(),
            placeholders: FxHashMap::default(),
            fwd_block: None,
            owner_pos,
        }
    }
    fn lookup(&self, name: &str, number: u32) -> Option<Slot> {
        self.values
            .get(name)
            .and_then(|v| v.get(number as usize).copied().flatten())
    }
}

/// A block name known in the current region.
struct BlockDef {
    block: BlockId,
    pos: u32,
    defined: bool,
}

/// The block names of one region.
#[derive(Default)]
pub(crate) struct RegionScope<'a> {
    blocks: FxHashMap<&'a str, BlockDef>,
}

impl<'a> Parser<'a> {
    #[inline]
    pub fn frame(&mut self) -> &mut Frame<'a> {
        if self.ops.frames.is_empty() {
            self.ops.frames.push(Frame::new(Body::new(), None));
        }
        let n = self.ops.frames.len();
        &mut self.ops.frames[n - 1]
    }
    #[inline]
    pub fn body_mut(&mut self) -> &mut Body {
        &mut self.frame().body
    }

    pub fn push_frame(&mut self, body: Body, owner_pos: Option<u32>) {
        self.ops.frames.push(Frame::new(body, owner_pos));
    }

    /// Ends a frame; unresolved forward references become deferred errors (reported at
    /// the end of the file unless a hard error comes first, as MLIR's `finalize`).
    pub fn pop_frame(&mut self) -> Body {
        let Some(frame) = self.ops.frames.pop() else {
            return Body::new();
        };
        for (_, ph) in frame.placeholders {
            let d = match ph.outside {
                Some((op, op_pos)) => {
                    let mut d = self.err_at(
                        op_pos,
                        format!("'{op}' op using value defined outside the region"),
                    );
                    if let Some(p) = frame.owner_pos {
                        d = d.with_note(self.loc_at(p), "required by region isolation constraints");
                    }
                    (op_pos, d)
                }
                None => (
                    ph.use_pos,
                    self.err_at(ph.use_pos, "use of undeclared SSA value name"),
                ),
            };
            self.ops.deferred_errors.push(d);
        }
        let mut body = frame.body;
        body.shrink_to_fit();
        body
    }

    /// Starts a region's value-name scope (names defined in it end with it).
    pub fn push_name_scope(&mut self) {
        self.frame().defs.push(Vec::new());
    }
    pub fn pop_name_scope(&mut self) {
        let f = self.frame();
        if let Some(names) = f.defs.pop() {
            for n in names {
                f.values.remove(&n);
            }
        }
    }

    /// Where `name#number` was defined or first referenced, if it was.
    pub fn reference_pos(&mut self, name: &str, number: u32) -> Option<u32> {
        self.frame().lookup(name, number).map(|s| s.pos)
    }

    /// Defines `name#number` as `value` (MLIR's `addDefinition`).
    pub fn define_value(
        &mut self,
        name: Cow<'a, str>,
        number: u32,
        pos: u32,
        value: ValueId,
    ) -> Result<(), Diag> {
        let existing = self.frame().lookup(&name, number);
        if let Some(prev) = existing {
            let f = self.frame();
            if !f.placeholders.contains_key(&prev.value) {
                let note = self.loc_at(prev.pos);
                return Err(self
                    .err_at(pos, format!("redefinition of SSA value '{name}'"))
                    .with_note(note, "previously defined here"));
            }
            let (old_ty, new_ty) = (f.body.value_type(prev.value), f.body.value_type(value));
            if old_ty != new_ty {
                let msg = format!(
                    "definition of SSA value '{name}#{number}' has type {}",
                    self.quoted_type(new_ty)
                );
                let note = format!(
                    "previously used here with type {}",
                    self.quoted_type(old_ty)
                );
                return Err(self.err_at(pos, msg).with_note(self.loc_at(prev.pos), note));
            }
            let f = self.frame();
            f.body.replace_all_uses(prev.value, value);
            f.placeholders.remove(&prev.value);
        }
        let f = self.frame();
        let slots = f.values.entry(name.clone()).or_default();
        if slots.len() <= number as usize {
            slots.resize(number as usize + 1, None);
        }
        slots[number as usize] = Some(Slot { value, pos });
        if let Some(scope) = f.defs.last_mut() {
            scope.push(name);
        }
        Ok(())
    }

    /// The value named `name#number` used with type `ty` (MLIR's `resolveSSAUse`);
    /// `key` is `name` borrowed from the source when it is, to avoid copying it.
    pub fn resolve_value(
        &mut self,
        name: &str,
        key: Option<&'a str>,
        number: u32,
        pos: u32,
        ty: Type,
    ) -> Result<ValueId, Diag> {
        if let Some(slot) = self.frame().lookup(name, number) {
            let have = self.frame().body.value_type(slot.value);
            if have == ty {
                return Ok(slot.value);
            }
            let msg = format!(
                "use of value '{name}' expects different type than prior uses: {} vs {}",
                self.quoted_type(ty),
                self.quoted_type(have)
            );
            return Err(self
                .err_at(pos, msg)
                .with_note(self.loc_at(slot.pos), "prior use here"));
        }
        let f = self.frame();
        if let Some(first) = f.lookup(name, 0) {
            if !f.placeholders.contains_key(&first.value) {
                return Err(self.err_at(pos, "reference to invalid result number"));
            }
        }
        // A forward reference, or a name of an enclosing isolated body (an error at the end).
        let n = self.ops.frames.len();
        let outside = self.ops.frames[..n.saturating_sub(1)]
            .iter()
            .any(|f| f.lookup(name, number).is_some());
        let outside = if outside { self.ops.current_op } else { None };
        let f = self.frame();
        let fwd = *f.fwd_block.get_or_insert_with(|| f.body.create_block());
        let value = f.body.add_block_arg(fwd, ty, None);
        f.placeholders.insert(
            value,
            Placeholder {
                use_pos: pos,
                outside,
            },
        );
        let key: Cow<'a, str> = match key {
            Some(k) => Cow::Borrowed(k),
            None => Cow::Owned(name.to_string()),
        };
        let slots = f.values.entry(key).or_default();
        if slots.len() <= number as usize {
            slots.resize(number as usize + 1, None);
        }
        slots[number as usize] = Some(Slot { value, pos });
        Ok(value)
    }

    /// The type of an already-known value, without creating a forward reference.
    pub fn known_value_type(&self, name: &str, number: u32) -> Option<Type> {
        let f = self.ops.frames.last()?;
        let slot = f.lookup(name, number)?;
        Some(f.body.value_type(slot.value))
    }

    // ---- blocks ----

    pub fn push_region_scope(&mut self) {
        self.ops.regions.push(RegionScope::default());
    }

    /// Ends a region: every referenced block must have been defined.
    pub fn pop_region_scope(&mut self) -> Result<(), Diag> {
        let Some(scope) = self.ops.regions.pop() else {
            return Ok(());
        };
        let mut undefined: Vec<u32> = scope
            .blocks
            .values()
            .filter(|b| !b.defined)
            .map(|b| b.pos)
            .collect();
        if undefined.is_empty() {
            return Ok(());
        }
        undefined.sort_unstable();
        let mut errs: Vec<Diag> = undefined
            .into_iter()
            .map(|p| self.err_at(p, "reference to an undefined block"))
            .collect();
        let first = errs.remove(0);
        self.ops.extra_errors.extend(errs);
        Err(first)
    }

    /// The block named `name` in the current region, created if not yet seen.
    pub fn block_named(&mut self, name: &'a str, pos: u32) -> BlockId {
        let n = self.ops.regions.len();
        if let Some(def) = self
            .ops
            .regions
            .get(n.wrapping_sub(1))
            .and_then(|s| s.blocks.get(name))
        {
            return def.block;
        }
        let block = self.body_mut().create_block();
        if let Some(scope) = self.ops.regions.last_mut() {
            scope.blocks.insert(
                name,
                BlockDef {
                    block,
                    pos,
                    defined: false,
                },
            );
        }
        block
    }

    /// Defines block `name` (using `given` if the name is new); errors on redefinition.
    pub fn define_block(
        &mut self,
        name: &'a str,
        pos: u32,
        given: Option<BlockId>,
    ) -> Result<BlockId, Diag> {
        let existing = self
            .ops
            .regions
            .last()
            .and_then(|s| s.blocks.get(name))
            .map(|d| (d.block, d.defined));
        let block = match existing {
            Some((_, true)) => {
                return Err(self.err_at(pos, format!("redefinition of block '{name}'")))
            }
            Some((b, false)) => b,
            None => match given {
                Some(b) => b,
                None => self.body_mut().create_block(),
            },
        };
        if let Some(scope) = self.ops.regions.last_mut() {
            scope.blocks.insert(
                name,
                BlockDef {
                    block,
                    pos,
                    defined: true,
                },
            );
        }
        Ok(block)
    }
}
