//! Running a body transformation on an op's isolated body and every isolated body nested
//! in it, siblings in parallel (they share nothing).

use rayon::prelude::*;

use crate::diagnostic::Diag;
use crate::ir::Body;

/// Calls `f` on every isolated body nested in `body` (innermost first, siblings in
/// parallel), then on `body` itself; gathers every failure.
pub fn for_each_body(
    body: &mut Body,
    f: &(dyn Fn(&mut Body) -> Result<(), Vec<Diag>> + Sync),
) -> Result<(), Vec<Diag>> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let nested: Vec<&mut Body> = body
            .ops_mut()
            .filter_map(|(_, data)| data.isolated_body_mut())
            .collect();
        let mut errors: Vec<Diag> = if nested.len() > 1 {
            nested
                .into_par_iter()
                .flat_map_iter(|b| for_each_body(b, f).err().unwrap_or_default())
                .collect()
        } else {
            nested
                .into_iter()
                .flat_map(|b| for_each_body(b, f).err().unwrap_or_default())
                .collect()
        };
        if let Err(e) = f(body) {
            errors.extend(e);
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    })
}
