//! `replica_groups=`: explicit `{{0,1},{2,3}}` or XLA's iota form `[2,2]<=[4]`,
//! `[2,4]<=[4,2]T(1,0)` (an iota reshaped to the dims after `<=`, transposed, then
//! reshaped to `[groups, group_size]`).

use crate::attr_values::{int, int_lists};

pub fn parse(s: &str) -> Result<Vec<Vec<i64>>, String> {
    let s = s.trim();
    if s.starts_with('{') {
        return int_lists(s);
    }
    let (shape, rest) = s
        .split_once("<=")
        .ok_or_else(|| format!("expected replica groups, got '{s}'"))?;
    let shape = bracketed(shape)?;
    let (reshape, perm) = match rest.split_once('T') {
        Some((dims, perm)) => (bracketed(dims)?, Some(parenthesized(perm)?)),
        None => (bracketed(rest)?, None),
    };
    let [groups, size] = shape[..] else {
        return Err(format!("iota replica groups need [groups,size], got '{s}'"));
    };
    if shape.iter().chain(&reshape).any(|&d| d < 0) {
        return Err(format!("negative dimension in replica groups '{s}'"));
    }
    let total: i64 = reshape
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .ok_or("replica groups are too large")?;
    if groups.checked_mul(size) != Some(total) || !(0..=1 << 20).contains(&total) {
        return Err(format!(
            "replica group shape does not match the iota in '{s}'"
        ));
    }
    let ids = transposed_iota(&reshape, perm.as_deref())?;
    Ok(ids
        .chunks(size.max(1) as usize)
        .map(<[i64]>::to_vec)
        .collect())
}

/// `iota(prod(dims))` reshaped to `dims`, transposed by `perm`, in row-major order.
fn transposed_iota(dims: &[i64], perm: Option<&[i64]>) -> Result<Vec<i64>, String> {
    let identity: Vec<i64> = (0..dims.len() as i64).collect();
    let perm = perm.unwrap_or(&identity);
    let mut sorted = perm.to_vec();
    sorted.sort_unstable();
    if sorted != identity {
        return Err(format!("invalid transpose permutation {perm:?}"));
    }
    let strides: Vec<i64> = (0..dims.len())
        .map(|i| dims[i + 1..].iter().product())
        .collect();
    let out_dims: Vec<i64> = perm.iter().map(|&p| dims[p as usize]).collect();
    let total: i64 = dims.iter().product();
    let mut out = Vec::with_capacity(total as usize);
    let mut index = vec![0i64; dims.len()];
    for _ in 0..total {
        out.push(
            index
                .iter()
                .zip(perm)
                .map(|(&i, &p)| i * strides[p as usize])
                .sum(),
        );
        for k in (0..index.len()).rev() {
            index[k] += 1;
            if index[k] < out_dims[k] {
                break;
            }
            index[k] = 0;
        }
    }
    Ok(out)
}

fn bracketed(s: &str) -> Result<Vec<i64>, String> {
    let s = s.trim();
    let body = s
        .strip_prefix('[')
        .and_then(|b| b.strip_suffix(']'))
        .ok_or_else(|| format!("expected [..], got '{s}'"))?;
    body.split(',').map(int).collect()
}

fn parenthesized(s: &str) -> Result<Vec<i64>, String> {
    let s = s.trim();
    let body = s
        .strip_prefix('(')
        .and_then(|b| b.strip_suffix(')'))
        .ok_or_else(|| format!("expected (..), got '{s}'"))?;
    body.split(',').map(int).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_and_iota_groups() {
        assert_eq!(parse("{{0,1},{2,3}}").unwrap(), [vec![0, 1], vec![2, 3]]);
        assert_eq!(parse("{}").unwrap(), Vec::<Vec<i64>>::new());
        assert_eq!(parse("[2,2]<=[4]").unwrap(), [vec![0, 1], vec![2, 3]]);
        assert_eq!(
            parse("[2,2]<=[2,2]T(1,0)").unwrap(),
            [vec![0, 2], vec![1, 3]]
        );
        assert!(parse("[2,3]<=[4]").is_err());
        assert!(parse("[-2,-2]<=[-2,-2]").is_err());
        assert!(parse("[2,2]<=[2,2]T(0,0)").is_err());
    }
}
