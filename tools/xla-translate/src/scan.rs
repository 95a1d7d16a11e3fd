//! Scanning HLO text for brackets while skipping `"..."` strings (with `\` escapes).

/// Calls `f(offset, c)` for each character outside string literals, in order, until it
/// returns `Err`.
pub fn outside_strings<E>(
    s: &str,
    mut f: impl FnMut(usize, char) -> Result<(), E>,
) -> Result<(), E> {
    let (mut in_string, mut escaped) = (false, false);
    for (i, c) in s.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        if c == '"' {
            in_string = true;
            continue;
        }
        f(i, c)?;
    }
    Ok(())
}
